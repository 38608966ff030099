"""A person's hand views at one table: the one they opened or clicked last follows the game,
and an older one is told at once that it no longer does, with no card nor turn left on it and
a **Refresh** that makes it follow again.

A Swedish playtest: Bertil stepped away from his view, took the seat back with the thread's
notice (a new view: "Welcome back"), and his first view went on saying that a computer played
his seat, with its **Take my seat back**, which answered "You are at your own seat already…"
under a view left as wrong as before. Refresh there made it follow again, and the welcome
view then stood still at "Your turn" for the rest of the game, as if live.

A later playtest: the view left behind said "the hand view you opened last does", though the
bot had opened the welcome view for him; and after **Refresh** in the old view, the welcome
view said so of the older one. It says "another hand view of yours" now, true either way.

Also: the host whose own seat went to a computer (``/boston replace``) is told she can take it
back herself, not that "the host" can give it back to her."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.live import TOKEN_LIFETIME
from tests.discord.driver import Table, boston, bot_of, enabled_actions, seated_table
from tests.discord.test_boston_live import live_cog, with_clock
from tests.support.fake_discord import FakeMessage, FakeUser

# Not "the hand view you opened last": the bot opened the welcome view (the notice's answer),
# and the view that follows again on **Refresh** is the older one.
REPLACED = (
    "This view no longer follows the game: another hand view of yours does. "
    "**Refresh** shows your hand here again."
)
AWAY = "A computer plays your seat until you take it back."


async def _away_and_back_by_notice(table: Table, user: FakeUser) -> FakeMessage:
    """``user`` steps away in their view, then takes the seat back with the thread's notice:
    returns the view that answer opened."""
    fake = table.fake
    await (await fake.click(user, table.views[user.id], label="Let a computer play")).done()
    await table.settle()
    assert AWAY in table.views[user.id].text
    notice = next(
        m for m in reversed(table.place.visible_messages()) if "Take my seat back" in m.labels
    )
    welcome = await (await fake.click(user, notice, label="Take my seat back")).message()
    await table.settle()
    assert welcome.id != table.views[user.id].id
    assert welcome.text.startswith("Welcome back: the seat is yours again.")
    return welcome


def _is_replaced(view: FakeMessage) -> None:
    assert view.text == REPLACED, view.text
    assert view.labels == ["Refresh"], view.labels


async def test_the_view_left_behind_by_the_notice_is_told_and_follows_again_on_refresh(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        east = fake.user("east")
        old = table.views[east.id]
        welcome = await _away_and_back_by_notice(table, east)
        _is_replaced(old)  # no computer at his seat, no Take my seat back
        assert enabled_actions(welcome) or "Your turn" not in welcome.text

        # Refresh in the old view: it follows again, and the welcome view is told so.
        await (await fake.click(east, old, label="Refresh")).done()
        await table.settle()
        assert old.text.startswith("**Table"), old.text
        assert AWAY not in old.text
        _is_replaced(welcome)

        # Play until East's turn: the view he clicked last shows it, the other never does.
        for _ in range(40):
            if table.on_turn() is east:
                break
            user = table.on_turn()
            assert user is not None
            await table.step(user)
        assert table.on_turn() is east
        assert enabled_actions(old), old.text
        _is_replaced(welcome)
        assert live_cog(bot_of(harness)).is_live(table.id, east.id)
        assert harness.problems() == []


async def test_a_view_too_old_to_edit_is_left_alone_and_its_back_button_redraws_it(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        clock = await with_clock(harness)
        table = await seated_table(harness)
        fake = harness.fake
        east = fake.user("east")
        old = table.views[east.id]
        await (await fake.click(east, old, label="Let a computer play")).done()
        await table.settle()
        clock.now += TOKEN_LIFETIME  # the old view's token can edit it no more
        notice = next(
            m for m in reversed(table.place.visible_messages()) if "Take my seat back" in m.labels
        )
        await (await fake.click(east, notice, label="Take my seat back")).done()
        await table.settle()
        # No edit with a token the bot counts as dead: the old view keeps its away state ...
        assert AWAY in old.text and "Take my seat back" in old.labels

        # ... and its Take my seat back, pressed there, redraws it as the seat is now.
        answer = await (await fake.click(east, old, label="Take my seat back")).message()
        await table.settle()
        assert answer.id == old.id
        assert old.text.startswith("You have your seat back already: this view shows it now.")
        assert AWAY not in old.text
        assert "Let a computer play" in old.labels and "Take my seat back" not in old.labels
        assert harness.problems() == []


async def test_the_host_whose_seat_went_to_a_computer_is_told_to_take_it_back_herself(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        north = fake.user("north")  # the host, in seat 1
        await (await fake.click(north, table.views[north.id], label="Let a computer play")).done()
        await table.settle()
        await (await fake.slash(north, "boston replace", {"seat": 1})).done()
        await table.settle()
        view = table.views[north.id]
        assert view.text == (
            f"Your seat at table {table.id} (seat 1) went to Computer 1 (heuristic). You are "
            "the host: take it back yourself with `/boston replace seat:1`, naming yourself as "
            "`member`."
        ), view.text
        # Her My hand says the same.
        mine = await (await fake.click(north, table.message, label="My hand")).message()
        assert "You are the host: take it back yourself" in mine.text
        # And it is so.
        await (
            await fake.slash(
                north, "boston replace", {"seat": 1, "member": north, "table": table.id}
            )
        ).done()
        await table.settle()
        mine = await table.open_hand(north)
        assert "Let a computer play" in mine.labels
        assert harness.problems() == []
