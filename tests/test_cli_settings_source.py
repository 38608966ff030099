"""A refused setting is named where its value came from: the command line's option, or the
variable in .env or the environment; and in the validator's own sentence, without pydantic's
"Value error," before it."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from bot.config import Settings
from db.models import Shards

SETTINGS = (
    "DISCORD_TOKEN",
    "SHARD_COUNT",
    "SHARD_IDS",
    "LOG_LEVEL",
    "DATABASE_URL",
    "COMPUTER_DELAY",
    "TURN_NOTICE_GRACE",
)


@pytest.fixture(autouse=True)
def clean_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # no .env of the checkout
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def test_a_shard_count_from_the_command_line_is_named_as_its_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    line = refused(["run", "--shard-count", "0"], capsys)
    assert line.startswith("--shard-count: ")
    assert ".env" not in line and "COUNT in" not in line


def test_a_shard_count_from_the_environment_is_named_as_its_variable(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHARD_COUNT", "0")
    line = refused(["run"], capsys)
    assert line.startswith("SHARD_COUNT in .env or the environment: ")


def test_shards_checked_together_name_each_by_its_source(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SHARD_COUNT", "2")
    line = refused(["run", "--shards", "5"], capsys)
    assert line == (
        "--shards and SHARD_COUNT in .env or the environment: shard ids must be 0 to 1, not [5]"
    )
    monkeypatch.delenv("SHARD_COUNT")
    line = refused(["run", "--shards", "0-1"], capsys)
    assert line.startswith("--shards: ") and "SHARD_COUNT" in line


def test_a_validators_sentence_has_no_pydantic_prefix(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOG_LEVEL", "loud")
    line = refused(["run"], capsys)
    assert line == (
        "LOG_LEVEL in .env or the environment: "
        "LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL"
    )


@pytest.mark.parametrize("count", [None, "2"])
def test_shard_ids_all_as_the_unit_sets_it_is_every_shard(
    count: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``boston-bot@all`` sets ``SHARD_IDS=all``: every shard of this process, as unset."""
    monkeypatch.setenv("SHARD_IDS", "all")
    if count is not None:
        monkeypatch.setenv("SHARD_COUNT", count)
    shards = Settings(_env_file=None).shards  # pyright: ignore[reportCallIssue]
    assert shards == (None if count is None else Shards(count=2, ids=(0, 1)))


@pytest.mark.parametrize("name", ["COMPUTER_DELAY", "TURN_NOTICE_GRACE"])
def test_a_negative_wait_is_refused_and_named(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """A wait in seconds below 0 means nothing: refused at start-up, named, not taken silently
    (a negative delay would have made the computers and the turn notices act at once)."""
    monkeypatch.setenv(name, "-1")
    line = refused(["run"], capsys)
    assert line.startswith(f"{name} in .env or the environment: "), line
