"""A deal's result and a game's closing owed to a table's thread survive a stop (a deploy, a
crash) before Discord accepted them: the next process posts them from the log, once, with the
same text a run without trouble posts, and draws a finished table's message as closed. What
was posted is never posted again, by a plain restart or after an upgrade (migration 0010)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import bot.discord_app
from tests.discord.driver import PLAYERS, RESULT_POST, Table, boston, bot_of, button_ending
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import Fault, RequestRecord
from tests.support.fake_model import FakeMessage


@pytest.fixture(autouse=True)
def quick_close(monkeypatch: pytest.MonkeyPatch) -> None:
    """A closing bot waits briefly for its lines (the 5 s of a deploy are not needed here)."""
    monkeypatch.setattr(bot.discord_app, "CLOSE_DRAIN", 0.5)


async def open_game(h: BotHarness, deals: int) -> Table:
    """Four people at a started Swedish table of ``deals`` deals."""
    fake = h.fake
    users = [fake.user(name) for name in PLAYERS]
    place = fake.guild.channel("general")
    before = {m.id for m in place.visible_messages()}
    options = {"variant": "swedish", "rules": f"deals={deals}"}
    await (await fake.slash(users[0], "boston new", options, channel=place)).done()
    await h.settle()
    message = await fake.wait_for_message(
        place, lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids)
    )
    for user in users[1:]:
        await (await fake.click(user, message, button_ending(message, ":join"))).done()
    await h.settle()
    await (await fake.click(users[0], message, button_ending(message, ":start"))).done()
    table = Table(h, message, {u.id: u for u in users})
    await table.settle()
    await table.learn_hands()
    return table


def cards_played(h: BotHarness, table: Table) -> int:
    live = bot_of(h).tables.find(table.id)
    current = live.game.current if live is not None and live.game is not None else None
    if current is None or current.deal is None:
        return -1
    return sum(type(a).__name__ == "Play" for a in current.deal.actions)


async def play_to_last_card(h: BotHarness, table: Table) -> None:
    """People act until one card of the deal is left to play."""
    table.first_bid_done = False
    for _ in range(200):
        if cards_played(h, table) == 51:
            return
        user = table.on_turn()
        assert user is not None, table.message.text
        await table.step(user)
    raise AssertionError("the deal did not reach its last card")


async def last_card(table: Table) -> None:
    user = table.on_turn()
    assert user is not None, table.message.text
    await table.step(user)


def quick_retries(h: BotHarness) -> None:
    """The cogs give a refused line up at once (as a close cuts their back-off short)."""
    for name in ("Table", "Notices"):
        cog = bot_of(h).get_cog(name)
        if cog is not None:
            cog.retry_first = 0.0  # pyright: ignore[reportAttributeAccessIssue]


def says(text: str) -> Callable[[RequestRecord], bool]:
    def match(rec: RequestRecord) -> bool:
        return rec.json is not None and text in json.dumps(rec.json, ensure_ascii=False)

    return match


def to_channels(rec: RequestRecord) -> bool:
    """Every post and edit of a channel's message (not the interactions' answers)."""
    return (
        rec.method in ("POST", "PATCH")
        and "/interactions/" not in rec.path
        and ("/webhooks/" not in rec.path)
    )


async def stop_while_failing(
    h: BotHarness, table: Table, route: str, match: Any, *, later: bool = False
) -> None:
    """The last card is played while Discord refuses what ``match`` picks; the bot gives up
    on those lines and stops (a deploy), and a new one starts with Discord well again
    (``later``: minutes later, a post's nonce forgotten)."""
    quick_retries(h)
    h.fake.faults.inject(route, *[Fault.server_error(503) for _ in range(60)], match=match)
    with h.allow_errors(".*"):
        await last_card(table)
        await h.settle()
        await h.stop_bot()
    if later:
        long_after(h)
    h.fake.faults.clear()
    h.reset_problems()
    await h.start_bot()
    await h.settle()


def result_posts(table: Table) -> dict[str, int]:
    counts: dict[str, int] = {}
    for message in table.place.visible_messages():
        for number in RESULT_POST.findall(message.text):
            counts[number] = counts.get(number, 0) + 1
    return counts


def thread_texts(table: Table) -> list[str]:
    return [m.text for m in table.place.visible_messages()]


def hand_buttons(message: FakeMessage) -> list[str]:
    return [c for c in message.custom_ids if c.startswith("boston:hand:")]


async def clean_run(path: Path, deals: int) -> tuple[list[str], str]:
    """The same game played without trouble: its thread's texts and its closed message."""
    async with boston(path) as h:
        table = await open_game(h, deals)
        for number in range(1, deals + 1):
            await table.play_deal(number)
        await table.settle()
        return thread_texts(table), table.message.text


async def test_a_deal_result_refused_before_a_stop_is_posted_once_after_it(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 2)
        await play_to_last_card(h, table)
        await stop_while_failing(
            h, table, "POST /channels/{channel_id}/messages", says("**Deal 1**")
        )
        assert result_posts(table) == {"1": 1}
        await table.settle()
        await table.learn_hands()
        await table.play_deal(2)
        await table.settle()
        assert result_posts(table) == {"1": 1, "2": 1}
        texts = thread_texts(table)
        one = next(i for i, t in enumerate(texts) if "**Deal 1**" in t)
        two = next(i for i, t in enumerate(texts) if "**Deal 2**" in t)
        assert one < two
        posted = texts[one]
    clean, _ = await clean_run(tmp_path / "clean.sqlite3", 2)
    assert posted == next(t for t in clean if "**Deal 1**" in t)


async def test_a_finished_games_settlement_and_closed_message_come_after_a_stop(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 1)
        await play_to_last_card(h, table)
        await stop_while_failing(h, table, "* *", to_channels)
        await h.settle()
        assert bot_of(h).tables.find(table.id) is None  # saved as finished
        texts = thread_texts(table)
        assert result_posts(table) == {"1": 1}
        assert not hand_buttons(table.message)
        assert all(c.startswith("boston:proto:") for c in table.message.custom_ids)
        assert table.message.custom_ids
        closed = table.message.text
    clean, clean_closed = await clean_run(tmp_path / "clean.sqlite3", 1)
    # The result and the final settlement, as a run without trouble posts them, in order.
    final = clean[-1]
    assert final.startswith("**The game is over")
    owed = [next(t for t in clean if "**Deal 1**" in t), final]
    assert [t for t in texts if t in owed] == owed
    assert closed == clean_closed


async def test_a_plain_restart_posts_nothing_again(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        done = await open_game(h, 1)
        await done.play_deal(1)
        playing = await open_game(h, 2)
        await playing.play_deal(1)
        await h.settle()
        before = (thread_texts(done), result_posts(playing))
        long_after(h)
        await h.restart_bot()
        await h.settle()
        assert (thread_texts(done), result_posts(playing)) == before
        long_after(h)
        await h.restart_bot()
        await h.settle()
        assert (thread_texts(done), result_posts(playing)) == before


def long_after(h: BotHarness) -> None:
    """Discord keeps a post's nonce a few minutes only: a line posted again later shows."""
    h.fake.nonces.clear()


def as_before_0010(path: Path) -> None:
    """The database as the version before 0010 left it (no marks, version 9)."""
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE turn_reminders")  # 0011's, made again after 0010
        conn.execute("DROP TABLE handover_drawn")  # 0012's, likewise
        conn.execute("DROP TABLE seat_changes")  # 0013's, likewise
        conn.execute("DROP TABLE pending_imports")  # 0014's, likewise
        conn.execute("ALTER TABLE players DROP COLUMN rating_explained_on")  # 0015's
        conn.execute("ALTER TABLE tours DROP COLUMN game")  # 0016's
        conn.execute("ALTER TABLE handover_views DROP COLUMN chosen")  # 0017's
        conn.execute("ALTER TABLE handover_views DROP COLUMN chosen_seq")  # 0018's
        conn.execute("ALTER TABLE handover_notices DROP COLUMN user_id")  # 0019's
        conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")  # 0024's
        conn.execute("DROP TABLE table_posts")
        conn.execute("PRAGMA user_version = 9")


async def test_an_upgraded_databases_tables_post_nothing_again(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as h:
        done = await open_game(h, 1)
        await done.play_deal(1)
        playing = await open_game(h, 2)
        await playing.play_deal(1)
        await h.settle()
        before = (thread_texts(done), result_posts(playing))
        await h.stop_bot()
        as_before_0010(path)
        long_after(h)
        await h.start_bot()
        await h.settle()
        assert (thread_texts(done), result_posts(playing)) == before
        # The table in play goes on marking its lines.
        await playing.settle()
        await playing.learn_hands()
        await playing.play_deal(2)
        await playing.settle()
        assert result_posts(playing) == {"1": 1, "2": 1}
        long_after(h)
        await h.restart_bot()
        await h.settle()
        assert result_posts(playing) == {"1": 1, "2": 1}


async def test_a_line_whose_mark_was_not_written_is_not_shown_twice(tmp_path: Path) -> None:
    """Stopped between Discord's acceptance and the mark's write, the next process posts the
    line again with the same nonce, and Discord drops that quick duplicate."""
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 2)
        database = bot_of(h).db

        async def lost(table_id: int, *, deal: int = 0, closed: bool = False) -> None:
            return None

        database.mark_posted = lost  # pyright: ignore[reportAttributeAccessIssue]
        await table.play_deal(1)
        await h.settle()
        assert result_posts(table) == {"1": 1}
        await h.restart_bot()
        await h.settle()
        assert result_posts(table) == {"1": 1}


async def test_a_settlement_posted_before_a_stop_is_not_posted_again(tmp_path: Path) -> None:
    """The final settlement went out, the table message's redraw did not: the next process
    draws the message closed and posts no second settlement."""
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 1)
        await play_to_last_card(h, table)
        edit = "PATCH /channels/{channel_id}/messages/{message_id}"
        await stop_while_failing(h, table, edit, None, later=True)
        assert result_posts(table) == {"1": 1}
        texts = thread_texts(table)
        assert sum(t.startswith("**The game is over") for t in texts) == 1
        assert not hand_buttons(table.message) and table.message.custom_ids
        assert table.message.text.splitlines()[1].startswith("The game is over")


async def test_a_closing_whose_thread_and_channel_are_gone_is_not_owed_for_ever(
    tmp_path: Path,
) -> None:
    """The game ends while Discord refuses its lines; when the next process starts, the
    table's thread and channel have been deleted (10003). Its closing can never be posted:
    it is given up and marked, not replayed and tried again at every start-up (final review
    27), and nothing of it fails the process."""
    gone = Fault(status=404, body={"message": "Unknown Channel", "code": 10003})
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 1)
        await play_to_last_card(h, table)
        quick_retries(h)
        h.fake.faults.inject(
            "* *", *[Fault.server_error(503) for _ in range(60)], match=to_channels
        )
        with h.allow_errors(".*"):
            await last_card(table)
            await h.settle()
            await h.stop_bot()
        h.fake.faults.clear()
        h.reset_problems()
        with sqlite3.connect(tmp_path / "b.sqlite3") as conn:
            query = "SELECT closed FROM table_posts WHERE table_id = ?"
            assert conn.execute(query, (table.id,)).fetchall() == []  # no line posted: owed
        h.fake.faults.inject("* *", *[gone for _ in range(60)], match=to_channels)
        with h.allow_errors(".*"):
            await h.start_bot()
            await h.settle()
        assert await bot_of(h).db.owed_posts() == []
