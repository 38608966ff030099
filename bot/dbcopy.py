"""``python -m bot db copy --from SOURCE --to TARGET``: a whole database moved between SQLite
and PostgreSQL, then verified.

SOURCE and TARGET are ``sqlite:///path/to/file`` (or a plain path) and
``postgresql://user@host/database`` in either direction. Every table is copied as it is, ids
included (tables, events, tours, guild settings and rules, players, settled deals), except the
open hand views handed over at a restart, whose interaction tokens never leave the database
(``NOT_COPIED``); the target must be empty. The copy is then verified: each table's row count,
and every unfinished table rebuilt from the target's log gives the same game as rebuilt from
the source's. Stop the bot first: rows written during a copy may be missed. The source is
migrated to this version's schema first, as the bot itself would on start-up.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.engine.errors import EngineError
from bot.engine.record import RecordError
from bot.tables import log
from db import Database, StorageError
from db.database import database_target
from db.repos.copying import COPIED


@dataclass(frozen=True)
class CopyReport:
    counts: dict[str, int]
    replayed: int
    """Unfinished tables whose rebuilt game was compared."""


class CopyMismatch(Exception):
    """The target does not hold what the source holds; the message says where."""


def _game_state(events: list[tuple[str, dict[str, Any]]]) -> object:
    """What a rebuilt table shows: whose turn, the public view, each seat's own view."""
    if not events:
        return None
    game = log.game_from_events(events)
    return (game.to_act, game.public_view(), [game.view(seat) for seat in range(1, 5)])


async def copy_database(source: Database, target: Database) -> CopyReport:
    """Copy every row of ``source`` into the empty ``target``, then verify the copy."""
    await target.require_empty()
    for name in COPIED:
        async for rows in source.dump_rows(name):
            await target.load_rows(name, rows)
    counts = await source.row_counts()
    copied = await target.row_counts()
    if copied != counts:
        wrong = [f"{n}: {counts[n]} → {copied[n]}" for n in COPIED if counts[n] != copied[n]]
        raise CopyMismatch(f"row counts differ: {', '.join(wrong)}")
    before = await source.restore_state()
    after = await target.restore_state()
    if before.keys() != after.keys():
        raise CopyMismatch("the unfinished tables differ")
    for table_id, restored in before.items():
        copied_table = after[table_id]
        if (restored.seats, restored.tour_id, restored.checkpoint) != (
            copied_table.seats,
            copied_table.tour_id,
            copied_table.checkpoint,
        ):
            raise CopyMismatch(f"table {table_id}: seats, running tour or checkpoint differ")
        # The whole log, not only the tail after the checkpoint: the log is the truth.
        events, events_after = await source.event_log(table_id), await target.event_log(table_id)
        try:
            same = _game_state(events) == _game_state(events_after)
        except (RecordError, EngineError, KeyError, ValueError) as exc:
            raise CopyMismatch(f"table {table_id} cannot be replayed: {exc}") from exc
        if not same:
            raise CopyMismatch(f"table {table_id}: its replay differs")
    return CopyReport(counts=counts, replayed=len(before))


async def _copy(source_text: str, target_text: str) -> CopyReport:
    source_at, target_at = database_target(source_text), database_target(target_text)
    if isinstance(source_at, Path) and not source_at.is_file():
        raise ValueError(f"no database file at {source_at}")
    source = await Database.open(source_at)
    try:
        target = await Database.open(target_at)
        try:
            return await copy_database(source, target)
        finally:
            await target.close()
    finally:
        await source.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot db", description="Database tools (stop the bot first)."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    copy = sub.add_parser("copy", help="copy a whole database into an empty one and verify it")
    copy.add_argument("--from", dest="source", required=True, help="sqlite:///path or a URL")
    copy.add_argument("--to", dest="target", required=True, help="postgresql://… or sqlite:///…")
    args = parser.parse_args(argv)
    try:
        report = asyncio.run(_copy(args.source, args.target))
    except (StorageError, ValueError, OSError) as exc:
        print(f"db copy: {exc}", file=sys.stderr)
        return 2
    except CopyMismatch as exc:
        print(f"db copy: the copy is NOT verified: {exc}", file=sys.stderr)
        return 1
    for name, count in report.counts.items():
        print(f"{name:>15} {count:>9}")
    print(f"verified: row counts equal; {report.replayed} unfinished tables replay the same")
    return 0
