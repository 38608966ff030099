"""A step-away or time-out notice speaks to its person in their language, as a turn notice does.

A Swedish playtest: Dave reads English, and his notices read only "<@Dave> gick ifrån bordet:
en dator spelar platsen tills hen tar tillbaka den." with **Ta tillbaka platsen**, though his
turn notices add a small line in English. It matters most where the turn timer moved him: that
notice calls him. Now both keep the public line in the server's language, and a second, small
line (``-# ``) says it in the person's own language where it differs, with the button (only
theirs to press) in theirs too, as the turn notice's **My hand** is. A line that gives a seat
away and calls one person alone does the same. Nobody whose language is the server's gets a
second line.

A later playtest: Dave's notice, edited once he took the seat back, read only "<@Dave> gick
ifrån bordet en stund och har tagit tillbaka platsen.": the edit dropped his line. The edited
notice (back, the seat given away, the game over) keeps a line in his language the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.i18n import Lang
from cogs.boston.table_away import _away_ended_text  # pyright: ignore[reportPrivateUsage]
from cogs.boston.table_outbox import StepAway
from tests.discord.driver import Table, boston, bot_of, computers_table, replace_seat, seated_table
from tests.discord.test_notice_holder_and_reminder import timers, until
from tests.discord.test_notice_reader_language import swedish_server
from tests.support.fake_model import FakeMessage, FakeUser

SV_AWAY = "gick ifrån bordet: en dator spelar platsen tills hen tar tillbaka den."
EN_AWAY = "-# You stepped away: a computer plays your seat until you take it back."
EN_TIMED_OUT = "-# Your time ran out: a computer plays your seat until you take it back."


def _notices(table: Table, user: FakeUser) -> list[FakeMessage]:
    """The table's live messages calling ``user`` that offer their seat back."""
    back = f"boston:seat:{table.id}:back"
    return [
        m
        for m in table.place.visible_messages()
        if not m.deleted and f"<@{user.id}>" in m.content and back in m.custom_ids
    ]


async def test_a_swedish_server_tells_dave_in_english_that_he_stepped_away(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        await swedish_server(harness)
        table = await seated_table(harness)
        dave = harness.fake.user("north")
        view = await table.refresh(dave)
        await (await table.fake.click(dave, view, label="Let a computer play")).done()
        await table.settle()
        [notice] = _notices(table, dave)
        first, second = notice.content.splitlines()
        assert first == f"<@{dave.id}> {SV_AWAY}", notice.content
        assert second == EN_AWAY, notice.content
        # The button is his alone: in his language.
        assert notice.labels == ["Take my seat back"], notice.labels
        # Pressed, it works, and the notice says he is back (in the server's language), and
        # keeps its line in his: the edit does not take away the one line he reads.
        await (await table.fake.click(dave, notice, label="Take my seat back")).done()
        await table.settle()
        assert bot_of(harness).tables.get(table.id).seat_of(dave.id) is not None
        assert notice.content == (
            f"<@{dave.id}> gick ifrån bordet en stund och har tagit tillbaka platsen.\n"
            "-# You stepped away for a while and have taken your seat back."
        ), notice.content


async def test_sven_at_a_swedish_server_gets_one_line(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        await swedish_server(harness)
        table = await seated_table(harness, players=("sven", "east", "south", "west"))
        sven = harness.fake.user("sven")
        view = await table.refresh(sven)
        await (await table.fake.click(sven, view, label="Låt datorn ta över")).done()
        await table.settle()
        [notice] = _notices(table, sven)
        assert notice.content == f"<@{sven.id}> {SV_AWAY}", notice.content
        assert notice.labels == ["Ta tillbaka platsen"], notice.labels


async def test_the_time_out_notice_calls_dave_with_an_english_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sleep = timers(monkeypatch)
    async with boston(tmp_path / "b.sqlite3") as harness:
        await swedish_server(harness)
        table = await seated_table(harness, options={"timer": 4})
        slow = table.on_turn()
        assert slow is not None
        for _ in range(2):  # the reminder at half time, then the timer runs out
            while sleep.waiting and sleep.waiting[0][1].done():
                sleep.waiting.pop(0)
            await sleep.next_waiter()
            sleep.release()
            await harness.settle()
        await until(lambda: bool(_notices(table, slow)), table.settle)
        [notice] = _notices(table, slow)
        first, second = notice.content.splitlines()
        assert first.startswith(f"<@{slow.id}> spelade inte i tid: "), notice.content
        assert second == EN_TIMED_OUT, notice.content
        assert slow.id in notice.notified  # called
        assert notice.labels == ["Take my seat back"], notice.labels
        # Taken back after a restart: the notice is an earlier process's, whose edit still
        # says the timer moved him (read from the notice's first line, the public one).
        await harness.restart_bot()
        await harness.settle()
        await (await table.fake.click(slow, notice, label="Take my seat back")).done()
        await table.settle()
        assert notice.content == (
            f"<@{slow.id}> spelade inte i tid; en dator spelade platsen tills hen tog tillbaka den."
            "\n-# Your time ran out; a computer played your seat until you took it back."
        ), notice.content


async def test_a_seat_given_to_sven_alone_tells_him_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id = await computers_table(harness)
        live = bot_of(harness).tables.get(table_id)
        game = live.game
        assert game is not None
        # A computer's seat not on turn: its new holder is called by this line alone.
        seat = next(s for s in (2, 3, 4) if game.to_act != s)
        sven = fake.user("sven")
        # He has clicked in Swedish (his locale): the bot knows the language he reads.
        table_message = next(
            m for m in fake.guild.channel("general").visible_messages() if "My hand" in m.labels
        )
        await (await fake.click(sven, table_message, label="My hand")).done()
        await replace_seat(harness, fake.user("north"), {"seat": seat, "member": sven})
        await harness.settle()
        await bot_of(harness).tables.wait_idle(table_id)
        await harness.settle()
        lines = [
            m
            for place in [*fake.guild.channels]
            for m in place.visible_messages()
            if f"<@{sven.id}> takes over" in m.content
        ]
        assert len(lines) == 1, [
            m.content for place in fake.guild.channels for m in place.visible_messages()
        ]
        first, second = lines[0].content.splitlines()
        assert first.startswith(f"Seat {seat}: <@{sven.id}> takes over from "), first
        assert second == f"-# Du spelar plats {seat} nu.", lines[0].content


def test_each_edited_notice_keeps_its_line_in_the_persons_language() -> None:
    """Back, the seat given away, or the game over: the edited notice says it in the server's
    language, with a second, small line in its person's where that differs, as the notice
    did; none where they read the server's language, or it is not known."""

    def reads(lang: Lang | None) -> Callable[[int], Lang | None]:
        return lambda person: lang if person == 7 else None

    given = StepAway(2, 7, "given", to="<@8>")
    back = StepAway(2, 7, "back")
    english = reads("en")
    cases: list[tuple[StepAway | int, bool, str]] = [
        (back, False, "-# You stepped away for a while and have taken your seat back."),
        (back, True, "-# Your time ran out; a computer played your seat until you took it back."),
        (given, False, "-# You stepped away; seat 2 has since been given to <@8>."),
        (given, True, "-# Your time ran out; seat 2 has since been given to <@8>."),
        (7, False, "-# You stepped away: a computer played your seat until the end of the game."),
        (7, True, "-# Your time ran out: a computer played your seat until the end of the game."),
    ]
    for ending, timed_out, own in cases:
        public = _away_ended_text(ending, timed_out, "sv")
        assert "\n" not in public, public
        assert _away_ended_text(ending, timed_out, "sv", english) == f"{public}\n{own}"
        assert _away_ended_text(ending, timed_out, "sv", reads("sv")) == public
        assert _away_ended_text(ending, timed_out, "sv", reads(None)) == public
    # An English server, Sven reading Swedish: his line in Swedish.
    assert _away_ended_text(back, False, "en", reads("sv")) == (
        "<@7> stepped away for a while and has taken the seat back.\n"
        "-# Du gick ifrån bordet en stund och har tagit tillbaka din plats."
    )
