"""SIGKILL at random points: every acknowledged action survives, and the table rebuilt at
start-up equals a fresh replay of its log (issue 4's crash test)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from bot.tables.log import game_from_events
from tests.support.game_state import game_state
from tests.tables.support import open_service

WORKER = Path(__file__).with_name("crash_worker.py")
ROOT = Path(__file__).parents[2]


def run_until_killed(db: Path, seed: int, acks_before_kill: int) -> int:
    """Start the worker, let it acknowledge some actions, SIGKILL it; return the last ack."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, str(WORKER), str(db), str(seed)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    last = 0
    for _ in range(acks_before_kill):
        line = proc.stdout.readline()
        if not line:
            break
        last = int(line.split()[1])
    os.kill(proc.pid, signal.SIGKILL)  # mid-flight: the next action may be half-way through
    proc.wait()
    proc.stdout.close()
    return last


async def test_sigkill_never_loses_an_acknowledged_action(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    rng = random.Random(20261122)
    for round_no in range(5):
        acknowledged = run_until_killed(db, seed=7, acks_before_kill=rng.randint(3, 60))
        service = await open_service(db)
        table = service.find(1)
        assert table is not None, f"round {round_no}: the table did not survive"
        events = await service.db.events(1)
        assert events[-1].seq >= acknowledged, "an acknowledged action was lost"
        assert [e.seq for e in events] == list(range(1, len(events) + 1))
        fresh = game_from_events([(e.kind, e.payload) for e in events])
        assert table.game is not None
        assert game_state(table.game) == game_state(fresh)
        assert table.game.to_act is not None, "the rebuilt table can go on"
        await service.db.close()
