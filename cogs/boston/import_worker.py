"""``/boston import``'s heavy work, in a child process: read, replay and draw a game record.

A legal record of thousands of deals takes seconds of CPU and a gigabyte to replay and draw;
done on the bot's event loop it would stall every table of every server. So the cog runs
:func:`run_import` — this module as ``python -m cogs.boston.import_worker`` — with a wall-clock
timeout, CPU and memory limits, and caps what one record may hold. The child reads the file's
bytes on stdin and writes one JSON object on stdout: ``{"head", "text", "picture", "sheet"}``
(the answer's first line, in the asker's language; the picture base64-encoded, or null; the
whole score sheet, or null) or ``{"error": <catalogue key>, "reason": <text>}``, the reason
already translated, with its position in the file.

Where the record says someone took a seat over (``seat_changes``, RF-2.6), the seat is named
as a table's final standings name it (:class:`bot.sheet.SeatPlayers`, in
:func:`~cogs.boston.protocol_parts.protocol_parts`): its column and balance by its holder at
the end, the balance adding who held it before and until which deal, each deal by who played
it; and the text, the picture and the score sheet's file say who played it when, so that a
stand-in's deals are not read as the first player's. Without any, the columns and balances
name the record's ``players``. ``python -m bot replay`` names them alike. A computer's name
the bot made (a record names it as its server's language did when it sat down) is said in the
asker's language (:func:`bot.i18n.seat_said_in`, for the whole record at once:
:func:`bot.i18n.record_said_in`), here and in a refused move's reason, as a live table's
private views say it. The game is replayed
as played (``game_from_record(…, as_played=True)``): each deal is settled under the names of
its own players, and a move the rules refuse is said of whoever held the seat then.
"""

from __future__ import annotations

import asyncio
import base64
import json
import resource
import sys
from dataclasses import replace
from typing import Any, cast

from bot.i18n import (
    RECORD_NAME_CHARS,
    json_reason,
    not_text_reason,
    record_reason,
    record_said_in,
    t,
    tn,
)

MAX_DEALS = 400
"""Deals one imported record may hold: a long club evening plays far fewer."""
MAX_NAME = RECORD_NAME_CHARS
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


REASON_LIMIT = 600
"""Characters of a refusal's reason kept: the names and values it repeats of a file are cut
where they are said (``bot.engine.settings.shown``, a record's seat), so this only bounds a
reason that somehow is not."""


def _bounded(reason: str) -> str:
    return reason if len(reason) <= REASON_LIMIT else reason[: REASON_LIMIT - 1] + "…"


TITLE_CHARS = 100
"""Characters of the title (the uploaded file's name) given to the child."""


def safe_title(title: str) -> str:
    """``title`` as the child's command line and the answer's picture and sheet can carry it:
    printable characters only. A file's name is the uploader's to choose, and a NUL (no
    command line holds one), a lone surrogate (no text encoding does) or a control character
    is dropped, not a reason to refuse the record."""
    kept = "".join(c for c in title if c.isprintable())[:TITLE_CHARS].strip()
    return kept or "import"


async def run_import(data: bytes, language: str, title: str) -> dict[str, Any]:
    """The outcome of importing ``data`` (see the module's docstring); never raises."""
    try:
        proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "cogs.boston.import_worker",
            language,
            safe_title(title),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
            preexec_fn=_limit_child,
        )
    except (OSError, ValueError) as exc:  # ValueError: an argument no command line carries
        return {"error": "import.failed", "reason": str(exc)}
    try:
        out, _ = await asyncio.wait_for(proc.communicate(data), TIMEOUT)
    except TimeoutError:
        proc.kill()
        await proc.wait()
        return {"error": "import.too_long", "reason": ""}
    except asyncio.CancelledError:
        # The bot is closing (the cog has answered that it restarts): the child goes with it,
        # not left to burn its CPU limit for an answer nobody reads.
        if proc.returncode is None:
            proc.kill()
        raise
    try:
        result = json.loads(out)
    except ValueError:
        # Killed by a limit (CPU, memory) or crashed: no answer on stdout.
        return {"error": "import.too_long", "reason": ""}
    return result if isinstance(result, dict) else {"error": "import.failed", "reason": ""}


def work(data: bytes, language: str, title: str) -> dict[str, Any]:
    """Read, check, replay and draw; what the child writes to stdout. A refusal's ``reason``
    is already in ``language``."""
    from bot.engine.record import (
        RecordError,
        game_from_record,
        read_seat_changes,
        value_position,
    )
    from bot.i18n import lang_of
    from bot.text_file import NotText, decode_file, read_json
    from cogs.boston.protocol_parts import protocol_parts

    lang = lang_of(language)
    try:
        # A byte-order mark (an editor's UTF-8, Notepad's UTF-16) reads as the text it marks.
        text = decode_file(data)
    except NotText as exc:
        return {"error": "import.not_text", "reason": not_text_reason(lang, exc)}
    try:
        record = read_json(text)  # a lone surrogate refused where it stands, like bad JSON
    except RecursionError:
        return {"error": "import.error", "reason": t(lang, "record.nested")}
    except json.JSONDecodeError as exc:
        return {"error": "import.error", "reason": json_reason(lang, exc)}
    except ValueError:  # a number of thousands of digits (Python's guard against slow ints)
        return {"error": "import.error", "reason": t(lang, "record.number")}
    deals = record.get("deals") if isinstance(record, dict) else None
    if isinstance(deals, list) and len(deals) > MAX_DEALS:  # pyright: ignore[reportUnknownArgumentType]
        return {"error": "import.too_many_deals", "reason": str(MAX_DEALS)}
    # A computer's name the bot made, in its server's language when it sat down, said in the
    # asker's (record_said_in: seat_said_in for each seat's players and later holders), as a
    # live table's protocol says it: "Computer 3 (heuristic)" to an English reader of a
    # Swedish server's record, not "Dator 3 (heuristisk)", in every line and the sheet.
    record = record_said_in(lang, record)
    try:
        game = game_from_record(record, as_played=True)
    except RecordError as exc:
        reason = record_reason(lang, exc)
        # Where the refused value stands in the file, as a JSON syntax error is placed.
        place = value_position(text, exc.at) if exc.at is not None else None
        if place is not None:
            reason = t(lang, "record.at", line=place[0], column=place[1], why=reason)
        return {"error": "import.error", "reason": _bounded(reason)}
    except RecursionError:
        return {"error": "import.error", "reason": t(lang, "record.nested")}
    if game.current is None and game.tour_over:
        # No deal may follow, so the rules settle the game as its table did (a finished tour's
        # betdelning, SV-P11 and SV-P12; the final settlement of a game of agreed deals). A
        # game ended by agreement says so (``ended_after``, RF-2.7) and game_from_record has
        # settled it already, as its table did.
        game.close()
    # The seats' first players, which the record names (the game goes by their last holders).
    first = cast(list[str], record["players"])
    names = [n[:MAX_NAME] for n in first] if first else ["1", "2", "3", "4"]
    # Already checked by game_from_record, which does not keep them (the rules do not ask who
    # holds a seat): read again for the answer.
    changes = [
        replace(change, name=change.name[:MAX_NAME])
        for change in read_seat_changes(record.get("seat_changes", []), record.get("deals", []))
    ]
    answer = protocol_parts(game, names, lang, title, changes)
    picture = answer.picture
    if picture is not None and len(picture) > MAX_PICTURE_BYTES:
        picture = None
    scored = len(game.deals) - (game.current is not None)
    head = tn(lang, "import.done", scored)
    if game.current is not None:
        head += " " + t(lang, "import.unfinished", n=len(game.deals))
    return {
        "head": head,
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
