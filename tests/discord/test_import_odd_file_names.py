"""``/boston import`` of a file whose name holds a character no command line can carry (a NUL)
or no text can (a lone surrogate): the import works as that of any other name, the name's
printable characters naming it. Before, the name went as it was on the worker's command line,
and the upload failed with "Something went wrong" and an ERROR log line (``embedded null
byte``). Discord's gateway carries no lone surrogate (its JSON would not decode), so that one
is checked on the worker's own promise."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from cogs.boston.import_worker import run_import
from tests.discord.driver import boston
from tests.support.fake_model import FakeMessage

FIGURE1 = json.loads((Path(__file__).parents[1] / "fixtures" / "figure1.json").read_text())
DATA = json.dumps(FIGURE1).encode()


def _shown(message: FakeMessage) -> tuple[str, list[tuple[str, bytes]]]:
    return message.text, [(a.filename, a.data) for a in message.attachments]


async def test_an_import_named_with_a_nul_or_a_lone_surrogate(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        answers: dict[str, FakeMessage] = {}
        for name in ("game.json", "game\x00.json", "ga\x07me\x00.json", "\x00.json"):
            options = {"record": (name, DATA)}
            answers[name] = await (await fake.slash(north, "boston import", options)).message(
                within=30
            )
            await harness.settle()
        plain = _shown(answers["game.json"])
        assert plain[0].startswith("The record replays: 7 deals.")
        assert [f for f, _ in plain[1]] == ["protocol-game.png", "score-sheet-game.txt"]
        for name in ("game\x00.json", "ga\x07me\x00.json"):
            assert answers[name].ephemeral_to is north
            assert _shown(answers[name]) == plain, name
        # A name of nothing else: its files are named as those of a name of no letter.
        nameless = answers["\x00.json"]
        assert nameless.text == plain[0]
        files = [a.filename for a in nameless.attachments]
        assert files == ["protocol-import.png", "score-sheet-import.txt"]
        assert harness.problems() == []
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_run_import_never_raises_on_its_title() -> None:
    """The worker's promise (its docstring): any title, an outcome, not an exception."""
    plain = await run_import(DATA, "en", "game.json")
    assert plain["head"].startswith("The record replays: 7 deals.")
    for title in ("game\x00.json", "game\ud800.json", "game\udcff.json"):
        outcome = await run_import(DATA, "en", title)
        assert outcome == plain, title
