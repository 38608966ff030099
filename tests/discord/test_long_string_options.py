"""Slash options at Discord's limit (6,000 characters): a clear private reason that Discord
accepts, the person's text repeated cut with "…"; and a typed variant name that is no rules
is a refusal, not a stored rule gone bad (nothing logged)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from tests.discord.driver import boston, open_table


@pytest.mark.parametrize("length", [41, 6000])
async def test_an_unknown_variant_of_any_length(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, length: int
) -> None:
    caplog.set_level(logging.WARNING, logger="cogs")
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        said = await (
            await fake.slash(fake.user("kibitzer"), "boston new", {"variant": "x" * length})
        ).message()
        assert said.ephemeral and len(said.content) <= 2000
        assert said.text.startswith(
            "That setting is not possible: there are no rules called '" + "x" * 39 + "…'; "
        )
        short = await (
            await fake.slash(fake.user("kibitzer"), "boston new", {"variant": "SWEDISH"})
        ).message()
        assert "no rules called 'SWEDISH'" in short.text
        helped = await (
            await fake.slash(fake.user("kibitzer"), "boston help", {"variant": "x" * length})
        ).message()
        assert helped.text == (
            f"There are no rules called '{'x' * 39}…'; choose a variant from the list."
        )
    assert not [r.getMessage() for r in caplog.records if r.name.startswith("cogs")]


async def test_a_contract_of_6000_characters(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        msg, _ = await open_table(harness, north, options={"mode": "score"})
        for name in ("east", "south", "west"):
            await (await fake.click(fake.user(name), msg, label="Join")).done()
        await (await fake.click(north, msg, label="Start")).done()
        await harness.settle()
        table = int(msg.custom_ids[0].split(":")[2])
        said = await (
            await fake.slash(north, "boston score", {"contract": "x" * 6000, "table": table})
        ).message()
        assert said.ephemeral
        assert said.text == (
            "That result was not accepted: these rules have no contract `" + "x" * 39 + "…`"
        )
