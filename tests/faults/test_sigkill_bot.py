"""SIGKILL of the real bot process (``python -m bot`` against the fake Discord) at random points
of a tour played by four computers, each kill followed by a restart.

Expected (issue 9): nothing committed is ever lost or rewritten (the log at each kill is a
prefix of the log at the next), the table is never stuck (every restart moves it on), and the
tour is played to its end with a log that replays. The number of kills is ``BOSTON_KILLS``
(default 20).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import sys
from pathlib import Path

from bot.tables.log import game_from_events
from db.database import Database
from tests.support.computer_table import seed_computer_table
from tests.support.fake_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("BOSTON_KILLS", "20"))
Log = list[tuple[int, str, str]]


def read_log(path: Path, table_id: int) -> Log:
    """The committed log, read by a second connection as SQLite recovery would see it."""
    conn = sqlite3.connect(path, timeout=5)
    try:
        rows = conn.execute(
            "SELECT seq, kind, payload FROM events WHERE table_id = ? ORDER BY seq", (table_id,)
        ).fetchall()
    finally:
        conn.close()
    return [(int(seq), str(kind), str(payload)) for seq, kind, payload in rows]


def table_status(path: Path, table_id: int) -> str:
    conn = sqlite3.connect(path, timeout=5)
    try:
        row = conn.execute("SELECT status FROM tables WHERE id = ?", (table_id,)).fetchone()
        return str(row[0])
    finally:
        conn.close()


async def seed_table(fake: FakeDiscord, path: Path) -> int:
    """A started table of four computers (a three-bet tour), with its public message."""
    channel = fake.guild.channel("general")
    host = fake.add_user("host")
    db = await Database.open(path)
    table_id = await seed_computer_table(fake, db, channel, host, tour_length=3)
    await db.close()
    return table_id


async def spawn(fake: FakeDiscord, path: Path, stderr: Path) -> asyncio.subprocess.Process:
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_"))
    }
    env |= {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(path),
        "COMPUTER_DELAY": "0.01",
        "TABLE_EDIT_INTERVAL": "0",
        "LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    }
    with stderr.open("ab") as err:
        return await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot",
            cwd=path.parent,  # no developer's .env here
            env=env,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=err,
        )


async def test_sigkill_at_random_points_of_a_tour_loses_nothing_and_the_tour_ends(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    path = tmp_path / "kill.sqlite3"
    stderr = tmp_path / "stderr.txt"
    table_id = await seed_table(fake, path)
    rng = random.Random(20261122)
    before = read_log(path, table_id)
    kills = 0
    while kills < KILLS and table_status(path, table_id) == "playing":
        process = await spawn(fake, path, stderr)
        # Kill at a random point: during start-up (0) or after 1–12 more committed events.
        more = rng.choice([0, 0, *range(1, 13)])
        target = len(before) + more

        def progressed(
            target: int = target, process: asyncio.subprocess.Process = process
        ) -> bool | None:
            if process.returncode is not None:
                raise AssertionError(f"the bot exited by itself: {stderr.read_text()[-2000:]}")
            done = len(read_log(path, table_id)) >= target
            return done or table_status(path, table_id) != "playing" or None

        await fake.wait_for(progressed, within=30, what=f"{more} more events")
        process.send_signal(signal.SIGKILL)
        await process.wait()
        kills += 1
        after = read_log(path, table_id)
        assert after[: len(before)] == before, f"kill {kills}: a committed event was lost"
        assert [seq for seq, _, _ in after] == list(range(1, len(after) + 1))
        before = after

    # The last run plays the tour out: the table is not stuck.
    process = await spawn(fake, path, stderr)
    try:
        await fake.wait_for(
            lambda: table_status(path, table_id) == "finished" or None,
            within=60,
            what="the tour to end",
        )
    finally:
        process.terminate()
        await process.wait()
    final = read_log(path, table_id)
    assert final[: len(before)] == before
    assert final[-1][1] == "close"
    game = game_from_events([(kind, json.loads(payload)) for _, kind, payload in final])
    assert game.finished
    log = stderr.read_text()
    assert "Traceback" not in log and fake.token not in log
    assert kills == KILLS, f"the tour ended after {kills} kills; lengthen it"
