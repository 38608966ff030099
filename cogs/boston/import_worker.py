"""``/boston import``'s heavy work, in a child process: read, replay and draw a game record.

A legal record of thousands of deals takes seconds of CPU and a gigabyte to replay and draw;
done on the bot's event loop it would stall every table of every server. So the cog runs
:func:`run_import` — this module as ``python -m cogs.boston.import_worker`` — with a wall-clock
timeout, CPU and memory limits, and caps what one record may hold. The child reads the file's
bytes on stdin and writes one JSON object on stdout: ``{"deals", "text", "picture", "sheet"}``
(the picture base64-encoded, or null; the whole score sheet, or null) or
``{"error": <catalogue key>, "reason": <text>}``.
"""

from __future__ import annotations

import asyncio
import base64
import json
import resource
import sys
from typing import Any

MAX_DEALS = 400
"""Deals one imported record may hold: a long club evening plays far fewer."""
MAX_NAME = 32
"""Characters of a player's name shown in the answer."""
TIMEOUT = 20.0
"""Seconds of wall clock the child may take."""
CPU_SECONDS = 15
MEMORY_BYTES = 1 << 30
MAX_PICTURE_BYTES = 4_000_000
"""A bigger picture is left out (the text sheet is still shown)."""


def _limit_child() -> None:
    """Run in the child before it starts (preexec): CPU time and address space."""
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS))
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))


async def run_import(data: bytes, language: str, title: str) -> dict[str, Any]:
    """The outcome of importing ``data`` (see the module's docstring); never raises."""
    try:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "cogs.boston.import_worker",
            language,
            title[:100],
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
            preexec_fn=_limit_child,
        )
    except OSError as exc:
        return {"error": "import.failed", "reason": str(exc)}
    try:
        out, _ = await asyncio.wait_for(proc.communicate(data), TIMEOUT)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        return {"error": "import.too_long", "reason": ""}
    try:
        result = json.loads(out)
    except ValueError:
        # Killed by a limit (CPU, memory) or crashed: no answer on stdout.
        return {"error": "import.too_long", "reason": ""}
    return result if isinstance(result, dict) else {"error": "import.failed", "reason": ""}


def work(data: bytes, language: str, title: str) -> dict[str, Any]:
    """Read, check, replay and draw; what the child writes to stdout."""
    from bot.engine.record import RecordError, game_from_record
    from bot.i18n import lang_of
    from cogs.boston.protocol_parts import protocol_parts

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return {"error": "import.not_text", "reason": ""}
    try:
        record = json.loads(text)
    except RecursionError:
        return {"error": "import.error", "reason": "nested too deeply"}
    except ValueError as exc:
        return {"error": "import.error", "reason": str(exc)[:200]}
    deals = record.get("deals") if isinstance(record, dict) else None
    if isinstance(deals, list) and len(deals) > MAX_DEALS:  # pyright: ignore[reportUnknownArgumentType]
        return {"error": "import.too_many_deals", "reason": str(MAX_DEALS)}
    try:
        game = game_from_record(record)
    except RecordError as exc:
        return {"error": "import.error", "reason": str(exc)[:300]}
    except RecursionError:
        return {"error": "import.error", "reason": "nested too deeply"}
    names = [n[:MAX_NAME] for n in game.players] if game.players else ["1", "2", "3", "4"]
    answer = protocol_parts(game, names, lang_of(language), title)
    picture = answer.picture
    if picture is not None and len(picture) > MAX_PICTURE_BYTES:
        picture = None
    return {
        "deals": len(game.deals),
        "text": answer.text,
        "picture": None if picture is None else base64.b64encode(picture).decode(),
        "sheet": answer.sheet,
    }


def main() -> None:
    language, title = sys.argv[1], sys.argv[2]
    data = sys.stdin.buffer.read()
    try:
        result = work(data, language, title)
    except MemoryError:
        result = {"error": "import.too_long", "reason": ""}
    sys.stdout.write(json.dumps(result))


if __name__ == "__main__":
    main()
