"""``simulate --db``: persisted through the table service, resumable after SIGKILL, and equal to
the in-memory simulation with the same seed."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.simulate import main

ROOT = Path(__file__).parents[1]
ARGS = ["--deals", "12", "--seed", "9", "--json"]


def _events(db: Path) -> int:
    try:
        with sqlite3.connect(db) as conn:
            return conn.execute("SELECT COUNT(*) FROM events").fetchone()[0]
    except sqlite3.OperationalError:  # the schema is not there yet
        return 0


def _kill_after(db: Path, events: int) -> None:
    """Start the simulation in a subprocess and SIGKILL it once ``events`` are committed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "simulate", *ARGS, "--db", str(db)],
        stdout=subprocess.DEVNULL,
        env=env,
    )
    deadline = time.monotonic() + 60
    while _events(db) < events and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)  # polling for progress, not timing anything
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()


def test_persisted_simulation_equals_the_in_memory_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(ARGS) == 0
    memory = capsys.readouterr().out
    assert main([*ARGS, "--db", str(tmp_path / "sim.sqlite3")]) == 0
    assert capsys.readouterr().out == memory
    # Running again on a finished file prints the same result without playing anything.
    assert main([*ARGS, "--db", str(tmp_path / "sim.sqlite3")]) == 0
    assert capsys.readouterr().out == memory
    data = json.loads(memory)
    assert "settlement" in data and len(data["record"]["deals"]) == 12


def test_a_simulation_killed_twice_resumes_to_the_same_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(ARGS) == 0
    uninterrupted = capsys.readouterr().out
    db = tmp_path / "killed.sqlite3"
    rng = random.Random(4)
    first = rng.randint(20, 200)
    _kill_after(db, first)
    _kill_after(db, first + rng.randint(50, 300))
    assert main([*ARGS, "--db", str(db)]) == 0
    assert capsys.readouterr().out == uninterrupted


def test_a_bad_flag_or_file_is_one_line_in_the_readers_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``simulate`` refuses a rule value and a file it cannot use as ``play`` does: one line,
    status 2, in ``--lang``'s language, before anything is written."""
    with pytest.raises(SystemExit) as refused:
        main([*ARGS, "--lang", "sv", "--al", "7", "--db", str(tmp_path / "s.sqlite3")])
    assert refused.value.code == 2
    assert "`--al` måste vara ett heltal från 8 till 10000" in capsys.readouterr().err
    assert not (tmp_path / "s.sqlite3").exists()
    missing = tmp_path / "no" / "s.sqlite3"
    assert main([*ARGS, "--lang", "sv", "--db", str(missing)]) == 2
    assert capsys.readouterr().err == f"{missing}: ligger i en mapp som inte finns\n"
    assert main([*ARGS, "--lang", "en", "--db", str(missing)]) == 2
    assert capsys.readouterr().err == f"{missing}: is in a folder that does not exist\n"
