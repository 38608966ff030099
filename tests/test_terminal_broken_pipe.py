"""``python -m bot play | head``: once the reader of the output goes away the game stops
quietly, saved, with exit status 1 (the Python docs' recipe for a broken pipe), instead of a
BrokenPipeError traceback for every move narrated after it."""

from __future__ import annotations

import io
import logging
import os
import sys
from pathlib import Path

import pytest

from bot.terminal import main
from bot.terminal.game import READER_GONE


class ClosedAfter(io.StringIO):
    """Standard output whose reader goes away after ``lines`` lines; its file descriptor is
    a scratch file's (where the recipe points devnull), never the test's own output."""

    def __init__(self, lines: int, fd: int) -> None:
        super().__init__()
        self.left = lines
        self.fd = fd
        self.failed = 0

    def write(self, s: str) -> int:
        if self.left <= 0:
            self.failed += 1
            raise BrokenPipeError(32, "Broken pipe")
        self.left -= s.count("\n")
        return super().write(s)

    def fileno(self) -> int:
        return self.fd


def test_a_reader_gone_stops_the_game_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    fd = os.open(tmp_path / "out", os.O_WRONLY | os.O_CREAT)
    try:
        out = ClosedAfter(8, fd)
        monkeypatch.setattr(sys, "stdout", out)
        db = tmp_path / "t.sqlite3"
        with caplog.at_level(logging.WARNING):
            status = main(
                ["--db", str(db), "--seed", "3", "--lang", "en"], io.StringIO("1\n" * 400)
            )
        assert status == READER_GONE == 1
        assert out.failed == 1  # one broken write, then nothing more tried
        assert not [r for r in caplog.records if "BrokenPipe" in (r.exc_text or "")]
        assert not [r for r in caplog.records if r.exc_info]
    finally:
        os.close(fd)
    assert db.exists()  # the table is kept
