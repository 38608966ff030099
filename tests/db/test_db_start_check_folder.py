"""The start-up check refuses a SQLite file in a folder the process cannot write, before login.

SQLite creates the file, and at every start its write-ahead log, beside the database: a folder
the bot cannot write (a service user that does not own its folder) must be one line and exit 2,
which the systemd unit does not restart, not a traceback after login and restarts for ever.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.i18n import database_reason
from db import Database, DatabaseProblem

# /proc takes no new files, not even root's: an unwritable folder whoever runs the tests.
UNWRITABLE = Path("/proc/boston.sqlite3")
needs_proc = pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux /proc")


@needs_proc
def test_a_folder_the_process_cannot_write_is_refused_by_the_check() -> None:
    problem = Database.problem(UNWRITABLE)
    assert problem is not None and problem.code == "folder_not_writable"
    for lang in ("en", "sv"):
        assert "\n" not in database_reason(lang, problem)


def test_a_writable_folder_passes_and_the_check_leaves_nothing_there(tmp_path: Path) -> None:
    assert Database.problem(tmp_path / "new.sqlite3") is None
    assert list(tmp_path.iterdir()) == []


@needs_proc
def test_python_m_bot_exits_2_with_one_line_before_logging_in(tmp_path: Path) -> None:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
        "DISCORD_TOKEN": "not-a-real-token",
        # Nothing listens here: had the check let the file through, the login would fail at
        # once with a traceback instead of reaching discord.com.
        "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
        "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9",
        "DATABASE_PATH": str(UNWRITABLE),
    }
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
        timeout=60,
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert lines == [
        f"{UNWRITABLE}: {database_reason('en', DatabaseProblem('folder_not_writable'))}"
    ]
    assert not os.path.exists(UNWRITABLE)
