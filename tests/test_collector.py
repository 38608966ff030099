"""The garbage collector's policy for the running bot (``bot/collector.py``): paused while
start-up rebuilds the tables and put back as it was, then tuned once start-up is done."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from bot import collector
from bot.discord_app import BostonBot
from bot.tables import TableService
from tests.discord.driver import bot_factory
from tests.support.bot_runner import run_bot


def test_paused_turns_the_collector_off_for_the_block_and_back_on() -> None:
    assert gc.isenabled()
    with collector.paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_paused_leaves_an_already_paused_collector_off() -> None:
    gc.disable()
    try:
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_paused_puts_the_collector_back_after_an_error() -> None:
    with pytest.raises(RuntimeError), collector.paused():
        raise RuntimeError("a rebuild failed")
    assert gc.isenabled()


async def test_the_running_bot_rebuilds_its_tables_with_the_collector_paused_then_tunes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As ``python -m bot`` runs it (``tune_gc``). ``tune`` itself is replaced: freezing the
    test process's objects would outlive the test."""
    seen: list[tuple[str, bool]] = []
    load = TableService.load

    async def watched_load(self: TableService, *, hold: bool = False) -> list[int]:
        seen.append(("load", gc.isenabled()))
        return await load(self, hold=hold)

    monkeypatch.setattr(TableService, "load", watched_load)
    monkeypatch.setattr(collector, "tune", lambda: seen.append(("tune", gc.isenabled())))
    factory = bot_factory(tmp_path / "boston.sqlite3")

    def make() -> BostonBot:
        bot = factory()
        bot.tune_gc = True
        return bot

    async with run_bot(make):
        pass
    assert seen == [("load", False), ("tune", True)]
    assert gc.isenabled()


async def test_a_bot_in_tests_leaves_the_collector_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []
    load = TableService.load

    async def watched_load(self: TableService, *, hold: bool = False) -> list[int]:
        seen.append(gc.isenabled())
        return await load(self, hold=hold)

    monkeypatch.setattr(TableService, "load", watched_load)
    monkeypatch.setattr(collector, "tune", lambda: seen.append(False))
    async with run_bot(bot_factory(tmp_path / "boston.sqlite3")):
        pass
    assert seen == [True]
