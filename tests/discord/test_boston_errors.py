"""Every interaction gets an answer (issue 13, finding 9): storage failing under the lobby and
the club commands is answered privately and changes nothing; so is anything unexpected, with
its traceback in the log."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.driver import boston, bot_of, open_table
from tests.support.db_digest import digest
from tests.support.db_faults import StorageFaults


async def test_a_full_disk_under_the_lobby_and_new_is_answered(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        lobby, _ = await open_table(harness, north)
        faults = StorageFaults.install(bot_of(harness).db)
        before = digest(path)

        faults.fail(times=1)  # the next COMMIT: Join's
        answer = await (await fake.click(east, lobby, label="Join")).message()
        assert answer.ephemeral_to is east and "could not be saved" in answer.text

        faults.fail(times=1)  # /boston new's first write
        reply = await (await fake.slash(north, "boston new")).message()
        assert reply.ephemeral_to is north and "could not be saved" in reply.text
        await harness.settle()
        assert digest(path) == before
        # The disk is back: the same click works.
        await (await fake.click(east, lobby, label="Join")).done()
        await harness.settle()
        assert 2 in bot_of(harness).tables.get(int(lobby.custom_ids[0].split(":")[2])).seats


async def test_settings_and_rules_refused_by_the_disk_change_neither(tmp_path: Path) -> None:
    """``/boston settings`` with a timer, a language and rules: the rules' write fails, and
    the timer and the language are not kept either (one transaction)."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        faults = StorageFaults.install(bot_of(harness).db)
        before = digest(path)
        faults.fail(1, lambda sql, _: "guild_rules" in sql and sql.lstrip().startswith("INSERT"))
        choices = {"timer": 9, "language": "sv", "rules": "al=300"}
        answer = await (await fake.slash(fake.owner, "boston settings", choices)).message()
        assert answer.ephemeral_to is fake.owner and "could not be saved" in answer.text
        assert faults.raised == 1
        await harness.settle()
        assert digest(path) == before
        stored = await bot_of(harness).db.guild_settings(fake.guild.id)
        assert stored.turn_timer_minutes != 9 and stored.language != "sv"
        # The disk is back: the same command keeps all three.
        again = await (await fake.slash(fake.owner, "boston settings", choices)).message()
        assert "9 min" in again.text
        stored = await bot_of(harness).db.guild_settings(fake.guild.id)
        assert stored.turn_timer_minutes == 9 and stored.language == "sv"


async def test_an_unexpected_error_is_answered_and_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        lobby, _ = await open_table(harness, north)
        service = bot_of(harness).tables

        async def broken(*args: object, **kwargs: object) -> None:
            raise KeyError("a bug")

        monkeypatch.setattr(service, "add_computer", broken)
        with harness.allow_errors(r"failed"):
            answer = await (await fake.click(north, lobby, label="Computer: random")).message()
        assert answer.ephemeral_to is north and "went wrong" in answer.text
        logged = [r for r in caplog.records if r.name == "cogs.boston.errors"]
        assert [r.levelname for r in logged] == ["ERROR"]
        assert logged[0].exc_info is not None and logged[0].exc_info[0] is KeyError
