"""A command option that takes a member (``/boston score declarer_member:``, ``/boston
replace member:``) naming someone who is not in the server (a player who has left the club):
Discord sends them as a user, not a member, and discord.py refuses to convert them before the
command runs. (``/boston stats member:`` takes a user: a departed player's statistics are
shown, tests/discord/test_stats_departed_player.py.) The person is told privately, in their
language, that the one named is not a member of this server and that nothing changed — not
"something went wrong on our side" — and nothing is logged as an error."""

from __future__ import annotations

import logging
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from tests.discord.driver import boston, seated_table
from tests.support.db_digest import digest
from tests.support.fake_discord import FakeDiscord

USER = 6
"""Discord's option type of a user (a member where the command is used in a server)."""


TAKES_USERS = {("boston stats", "member")}
"""Options that take anyone, members or not (their command answers for someone gone)."""


def member_options(fake: FakeDiscord) -> Iterator[tuple[str, str, Sequence[Mapping[str, Any]]]]:
    """Every synced command path with a user-typed option: the path, the option's name, and
    the path's options (to fill the required others)."""

    def walk(path: str, options: Sequence[Mapping[str, Any]]) -> Iterator[Any]:
        for option in options:
            if option["type"] in (1, 2):  # a sub-command or a group
                yield from walk(f"{path} {option['name']}", option.get("options") or [])
            elif option["type"] == USER:
                yield path, option["name"], options

    schemas = [*fake.global_commands.values()]
    for commands in fake.guild_commands.values():
        schemas += commands.values()
    for schema in schemas:
        yield from walk(schema["name"], schema.get("options") or [])


def required_others(options: Sequence[Mapping[str, Any]], member: str) -> dict[str, object]:
    """A valid value for each required option but the member one."""
    values: dict[str, object] = {}
    for option in options:
        if not option.get("required") or option["name"] == member:
            continue
        choices = option.get("choices")
        if choices:
            values[option["name"]] = choices[0]["value"]
        elif option["type"] == 4:
            values[option["name"]] = option.get("min_value", 1)
        else:
            raise AssertionError(f"no value made for required option {option['name']!r}")
    return values


async def test_every_member_option_naming_someone_gone_is_answered(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north = fake.user("north")
        await seated_table(harness)  # a table here, so each command has something to act on
        await harness.settle()
        gone = fake.add_user("anna", guilds=[])  # left the club: in no server of the bot's
        cases = sorted(case for case in member_options(fake) if case[:2] not in TAKES_USERS)
        named = {(path_, name) for path_, name, _ in cases}
        # The two the playtest found; any other member-typed option is checked as well.
        assert {
            ("boston score", "declarer_member"),
            ("boston replace", "member"),
        } <= named, named
        before = digest(path)
        caplog.clear()
        for command, option, options in cases:
            values = {**required_others(options, option), option: gone}
            english = await (await fake.slash(north, command, values)).message()
            assert english.ephemeral_to is north, command
            assert english.text == (
                "Anna is not a member of this server (any more): a command can name only its "
                "members, so nothing changed."
            ), (command, english.text)
            swedish = await (await fake.slash(north, command, values, locale="sv-SE")).message()
            assert swedish.ephemeral_to is north, command
            assert swedish.text == (
                "Anna är inte (längre) medlem i den här servern: ett kommando kan bara nämna "
                "serverns medlemmar, så inget ändrades."
            ), (command, swedish.text)
        await harness.settle()
        assert digest(path) == before
        errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert errors == [], [r.getMessage() for r in errors]
        assert harness.problems() == []
