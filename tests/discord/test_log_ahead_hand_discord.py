"""**My hand**, ``/boston end`` and ``/boston abandon`` through the fake Discord, on a table
another process (the old one of a rolling deploy, on the same SQLite file) moved on after this
bot had it in memory, then stopped. The table is read again from its log before the person is
answered (:meth:`TableService.catch_up_if_behind`): the person on turn sees their hand with
their move to make, the other views and the table message are drawn again, and the game plays
on; a lobby the other process started is answered as the game it is. Before, the person on
turn was shown the old position with nothing to press while the one the old copy had on turn
could still "pass", and the table stood still; a lobby started there was "still a lobby" to
``/boston end``, its seats as this process last saw them."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from bot.tables.log import game_from_events
from cogs.boston.ids import hand_id
from tests.discord.driver import (
    boston,
    bot_of,
    button_ending,
    enabled_actions,
    open_table,
    seated_table,
)
from tests.discord.other_process import moves, other_process, stop
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser


async def test_my_hand_on_a_table_another_process_moved_on(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)  # every person's view open
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        seq, was_on_turn = live.seq, live.game.to_act
        assert was_on_turn is not None
        other = await other_process(path)
        await moves(other, table.id, 2)
        await stop(other)
        game = game_from_events(await bot_of(harness).db.event_log(table.id))
        assert game.to_act is not None and game.to_act != was_on_turn
        now_id, before = live.seats[game.to_act].player_id, live.seats[was_on_turn].player_id
        assert now_id is not None and before is not None
        now = table.users[now_id]

        view = await table.open_hand(now)
        await table.settle()
        # Their move to make, from the log's game: before, nothing was enabled.
        assert enabled_actions(view), view.text
        assert live.seq == seq + 2
        # The table message and the other views were drawn again: only the person on turn
        # has a move, and the message names them.
        assert table.on_turn() is now
        assert not enabled_actions(table.views[before])
        await table.step(now, refresh=False)
        assert live.seq > seq + 2
        assert harness.problems() == []


async def _lobby_started_elsewhere(harness: BotHarness, path: Path) -> tuple[FakeMessage, int]:
    """A lobby of north, east and south here; west joins through the other process, which
    starts it and plays a move, then stops. The lobby message and its table id."""
    fake = harness.fake
    north = fake.user("north")
    message, _ = await open_table(harness, north)
    for name in ("east", "south"):
        await (await fake.click(fake.user(name), message, button_ending(message, ":join"))).done()
    await harness.settle()
    table_id = int(button_ending(message, ":start").split(":")[2])
    other = await other_process(path)
    await other.join(table_id, fake.user("west").id, "west")
    await other.start(table_id, north.id)
    await moves(other, table_id, 1)
    await stop(other)
    assert bot_of(harness).tables.get(table_id).status == "lobby"  # as this process saw it
    return message, table_id


def _playing(harness: BotHarness, table_id: int) -> None:
    live = bot_of(harness).tables.get(table_id)
    assert live.status == "playing" and live.seq == 3 and sorted(live.seats) == [1, 2, 3, 4]


async def test_end_of_a_lobby_another_process_started_asks_about_the_game(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        _, table_id = await _lobby_started_elsewhere(harness, path)
        north = harness.fake.user("north")
        answer = await (
            await harness.fake.slash(north, "boston end", {"table": table_id})
        ).message()
        # Before: "That table has not started yet: it is still a lobby."
        assert answer.text != t("en", "refused.not_started"), answer.text
        assert answer.text.startswith(f"**End table {table_id} when deal 1 is over?**")
        _playing(harness, table_id)


async def test_abandon_of_a_lobby_another_process_started_asks_to_abandon_the_game(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        _, table_id = await _lobby_started_elsewhere(harness, path)
        north = harness.fake.user("north")
        answer = await (
            await harness.fake.slash(north, "boston abandon", {"table": table_id})
        ).message()
        # Before: "Cancel table N? No game has started there yet; …"
        assert answer.text == t("en", "club.abandon_question", id=table_id), answer.text
        _playing(harness, table_id)


async def test_my_hand_at_a_table_another_process_started_shows_the_hand(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        message, table_id = await _lobby_started_elsewhere(harness, path)
        # The message as the other process drew it once it had started the game.
        message.components = [
            {
                "type": 1,
                "components": [
                    {"type": 2, "style": 1, "label": "My hand", "custom_id": hand_id(table_id)}
                ],
            }
        ]
        west: FakeUser = harness.fake.user("west")
        view = await (await harness.fake.click(west, message, hand_id(table_id))).message()
        # Before: "You are not seated at this table. …" (west joined through the other process).
        assert view.ephemeral_to is west
        assert "you are seat 4, West" in view.text, view.text
        _playing(harness, table_id)


async def test_start_of_a_lobby_filled_and_started_elsewhere_says_it_moved_on(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        message, table_id = await _lobby_started_elsewhere(harness, path)
        north = harness.fake.user("north")
        start = button_ending(message, ":start")
        # As the other process drew the lobby once west had joined there: Start enabled.
        message.component(custom_id=start, type=2).pop("disabled", None)
        answer = await (await harness.fake.click(north, message, start)).message()
        await harness.settle()
        # Before: "Four seats must be filled to start." (west's seat was taken elsewhere).
        assert answer.ephemeral_to is north
        assert answer.text == t("en", "refused.stale"), answer.text
        _playing(harness, table_id)
        assert not any(":lobby:" in custom_id for custom_id in message.custom_ids)
