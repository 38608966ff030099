"""The real entry point, ``python -m bot``, against the fake Discord: it connects with only the
guilds intent, syncs its commands, answers ``/boston new``, and closes on SIGTERM as a deploy
stops it (``docker stop``, systemd) with what a close saves saved."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sqlite3
import sys
from pathlib import Path

import pytest

from tests.support.fake_discord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]
GUILDS_INTENT = 1 << 0
"""Discord's gateway intent bit for servers, channels and threads."""


def _ignore_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # inherited across exec, as `cmd &` does


@pytest.mark.parametrize("ctrl_c_ignored", [False, True], ids=["plain", "ctrl-c-ignored"])
async def test_python_m_bot_connects_syncs_and_answers(
    fake_discord: FakeDiscord, tmp_path: Path, ctrl_c_ignored: bool
) -> None:
    """Also started as a script's ``cmd &`` starts it, Ctrl-C ignored: SIGTERM, which the bot
    takes as Ctrl-C, must close it all the same."""
    fake = fake_discord
    host = fake.add_user("host")
    database = tmp_path / "smoke.sqlite3"
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_"))
    }
    env |= {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DATABASE_PATH": str(database),
        "PYTHONPATH": str(ROOT),
    }
    # cwd is empty, so no .env of the developer's is read.
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
        preexec_fn=_ignore_ctrl_c if ctrl_c_ignored else None,
    )
    try:
        await fake.wait_for(lambda: fake.sync_count >= 1, 30, what="the command sync")
        assert "boston new" in fake.command_paths()
        await fake.wait_for(lambda: fake.connected and fake.identify_count, 30, what="IDENTIFY")
        # Only the guilds intent: no chat message, edit, keystroke or reaction of the server
        # is sent to the bot (interactions come whatever the intents).
        assert fake.identified_intents == [GUILDS_INTENT]
        handle = await fake.slash(host, "boston new")
        reply = await handle.message(within=30)
        assert reply.ephemeral and "Table 1 is open" in reply.content
        # A click in Swedish: the language a close saves for the next process.
        lobby = await fake.wait_for_message(predicate=lambda m: bool(m.buttons), within=30)
        click = await fake.click(host, lobby, lobby.buttons[0]["custom_id"], locale="sv-SE")
        await click.message(within=30)
    finally:
        process.terminate()  # SIGTERM
        try:
            _, stderr = await asyncio.wait_for(process.communicate(), 20)
        except TimeoutError:
            process.kill()
            raise AssertionError("SIGTERM did not close the bot within 20 s") from None
    log = stderr.decode()
    assert fake.token not in log
    assert "Traceback" not in log
    # Closed, not killed: the close saved the host's language (saved only by a close; the
    # signal's default action would have ended the process first, with status -15).
    assert process.returncode == 0, log
    # The database was closed too, to the end: its last connection folded the WAL back in.
    assert not database.with_name(database.name + "-wal").exists()
    with contextlib.closing(sqlite3.connect(database)) as conn:
        row = conn.execute("SELECT language FROM players WHERE id = ?", (host.id,)).fetchone()
    assert row == ("sv",)
