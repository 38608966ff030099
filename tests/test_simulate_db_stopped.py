"""``simulate --db`` whose table stops before its game is over (a computer failing again and
again: the table waits for attention) says so and exits non-zero, rather than printing the
deals played so far as if they were the game's result."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import simulate_db
from bot.engine.views import SeatView
from bot.i18n import t
from bot.simulate import main
from bot.tables import scheduling


class _Broken:
    def choose(self, view: SeatView) -> object:
        raise RuntimeError("a computer that cannot decide")


def test_a_stopped_table_is_no_result(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(simulate_db, "make_player", lambda level, seed: _Broken())
    monkeypatch.setattr(scheduling, "MAX_RETRY_DELAY", 0.0)  # its retries without waiting
    db = tmp_path / "sim.sqlite3"
    assert main(["--deals", "3", "--seed", "9", "--lang", "en", "--db", str(db)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert t("en", "simulate.stopped", id=1, n=1) in captured.err
