"""People's languages across a crash: the language each person last clicked in
(``BostonBot.note_reader``) is saved in the background, ``languages_every`` seconds after a
change and off every click's way (``BostonBot.save_languages``), so a process that ends
without its close has left the next one the languages changed before its last moments, and
a person's turn notice is in their language again before they click.

The crash is the bot stopped with nothing of its close written: the restart handover's
``save`` does nothing (as in ``test_notice_after_crash.py``) and neither does the close's
save of the languages, so what the database holds is what the background saves wrote while
the bot ran. The driver sets the interval an hour off; the tests here set it short where they
mean the background save to run, and otherwise call the writer themselves."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Mapping
from pathlib import Path

import pytest

from bot.discord_app import BostonBot
from db import StorageUnavailable
from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

SWEDE_FIRST = ("sven", "east", "south", "west")


async def crash_and_start(harness: BotHarness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Stop the bot as a SIGKILL would leave its database: the close saves no language."""

    async def nothing_written(languages: Mapping[int, str]) -> None:
        return None

    monkeypatch.setattr(bot_of(harness).db, "set_languages", nothing_written)
    await harness.stop_bot()
    await harness.start_bot()


def stored_languages(path: Path) -> dict[int, str]:
    """The languages in the database file, read as another process would."""
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT id, language FROM players WHERE language IS NOT NULL")
        return {int(player): str(language) for player, language in rows}


def watch_saves(
    harness: BotHarness, monkeypatch: pytest.MonkeyPatch, user: FakeUser, language: str
) -> asyncio.Event:
    """An event set once a save of the running bot has written ``user``'s ``language``."""
    db = bot_of(harness).db
    real = db.set_languages
    saved = asyncio.Event()

    async def watched(languages: Mapping[int, str]) -> None:
        await real(languages)
        if languages.get(user.id) == language:
            saved.set()

    monkeypatch.setattr(db, "set_languages", watched)
    return saved


def others(harness: BotHarness) -> dict[int, str]:
    """The English-speaking players beside Sven and East."""
    return {harness.fake.user(name).id: "en" for name in ("south", "west")}


def on_turn(table: Table) -> FakeUser:
    user = table.on_turn()
    assert user is not None, table.message.text
    return user


def live_notices_to(table: Table, user: FakeUser) -> list[FakeMessage]:
    return [
        m
        for m in table.place.visible_messages()
        if m.content.startswith(f"<@{user.id}>,") and not m.deleted
    ]


@pytest.mark.usefixtures("crashes")
async def test_after_a_crash_a_turn_notice_is_in_the_language_its_person_clicked_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sven clicks in Swedish at a server whose public language is English. Before: his
    language was saved only by a clean close, so after a crash he was called in English alone
    until he clicked again. Now the background save has written it, and the next process's
    call has his line in Swedish."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        bot_of(harness).languages_every = 0.05  # the background save runs within the test
        sven = harness.fake.user("sven")
        saved = watch_saves(harness, monkeypatch, sven, "sv")
        table = await seated_table(harness, players=SWEDE_FIRST)
        await asyncio.wait_for(saved.wait(), 5)
        assert stored_languages(path)[sven.id] == "sv"
        while on_turn(table) is sven:  # his next notice is to come from the new process
            await table.step(sven)
        await crash_and_start(harness, monkeypatch)
        await table.settle()
        assert bot_of(harness).reader_of(sven.id) == "sv"
        for _ in range(4):  # the others act until it is his turn; he does not click
            user = on_turn(table)
            if user is sven:
                break
            await table.step(user)
        assert on_turn(table) is sven
        [notice] = live_notices_to(table, sven)
        # The public line in the server's language, his own line in Swedish.
        assert notice.content.startswith(f"<@{sven.id}>, your turn at table {table.id}"), (
            notice.content
        )
        assert "\n-# Din tur: " in notice.content, notice.content


async def test_a_failed_save_is_said_and_tried_again_and_a_click_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The clicks themselves write no language. A save the database refuses is logged as a
    warning, raises nothing, and is tried again by the next background save; a language
    changed while a save is on its way is left for the next save, not lost."""
    path = tmp_path / "b.sqlite3"
    caplog.set_level(logging.WARNING, logger="bot")
    async with boston(path) as harness:
        await seated_table(harness, players=SWEDE_FIRST)
        sven, east = harness.fake.user("sven"), harness.fake.user("east")
        bot = bot_of(harness)
        assert stored_languages(path) == {}  # four people clicked: nothing written yet
        db = bot.db
        real = db.set_languages
        refusals = 0
        retried = asyncio.Event()

        async def locked_once(languages: Mapping[int, str]) -> None:
            nonlocal refusals
            if refusals == 0:
                refusals += 1
                raise StorageUnavailable("the database is locked")
            await real(languages)
            retried.set()

        monkeypatch.setattr(db, "set_languages", locked_once)
        bot.languages_every = 0.05  # the retry is the background save's
        await bot.save_languages()
        assert refusals == 1 and stored_languages(path) == {}
        assert "people's languages not saved (the database is locked)" in caplog.text
        await asyncio.wait_for(retried.wait(), 5)
        assert stored_languages(path) == {sven.id: "sv", east.id: "en", **others(harness)}

        async def changed_meanwhile(languages: Mapping[int, str]) -> None:
            bot.note_reader(sven.id, "sv")  # he switched his client back while the save ran
            await real(languages)

        bot.languages_every = 3600.0  # saved here when the test says
        bot.note_reader(sven.id, "en")
        monkeypatch.setattr(db, "set_languages", changed_meanwhile)
        await bot.save_languages()
        assert stored_languages(path)[sven.id] == "en"  # the save wrote what it was given
        monkeypatch.setattr(db, "set_languages", real)
        await bot.save_languages()
        assert stored_languages(path)[sven.id] == "sv"  # and the change after it, next


async def test_a_clean_close_saves_what_the_background_had_not(tmp_path: Path) -> None:
    """A change the background save has not reached yet (its interval an hour off here) is
    saved by the close, as before."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        await seated_table(harness, players=SWEDE_FIRST)
        sven = harness.fake.user("sven")
        bot = bot_of(harness)
        assert isinstance(bot, BostonBot) and stored_languages(path) == {}
        await harness.stop_bot()
        assert stored_languages(path)[sven.id] == "sv"
        await harness.start_bot()
        assert bot_of(harness).reader_of(sven.id) == "sv"
