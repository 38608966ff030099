"""``python -m bot`` without a way to Discord (no network, no DNS, a firewall): one sentence
saying so and a failing status that the service unit restarts on, not aiohttp's traceback."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path


def closed_port() -> int:
    """A local port nobody listens on: a connection there is refused at once."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_no_way_to_discord_is_one_sentence_and_status_1(tmp_path: Path) -> None:
    port = closed_port()
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PYTHONPATH": str(Path(__file__).resolve().parents[1]),
        "DISCORD_TOKEN": "not-a-real-token",
        "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10",
        "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}",
        "DATABASE_PATH": str(tmp_path / "boston.sqlite3"),
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
    # 1, not 2: the network may come back (the unit does not restart on 2).
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "ERROR" in line]
    assert len(errors) == 1, proc.stderr
    assert f"cannot reach Discord at 127.0.0.1:{port}" in errors[0]
    assert "network" in errors[0]
