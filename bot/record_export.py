"""``python -m bot export``: a table's game record (``boston-record/1``) written to a file,
from the database a terminal game (``python -m bot play``) or the bot keeps its tables in.

The record is built as ``/boston export`` builds it (``cogs/boston/records.py``): replayed
from the table's log by the table service (:meth:`~bot.tables.commit.CommitPath.record`),
naming who played each seat when (:func:`bot.tables.seat_history.played_by`), written as JSON
with one space's indent. And refused where ``/boston export`` refuses: a game still in play
(its record holds every hand), a table whose game never started; a table abandoned mid-deal
gives its finished deals only, never the hands of the deal left unfinished.

Without ``--table`` it exports the last table in the file whose game is over (a terminal
player's last finished game), else says why the last table's cannot be.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.cli import Parser, args_lang, os_reason
from bot.engine.words import LANGS, Lang
from bot.i18n import database_reason, reader_lang, refusal_reason, t
from bot.tables import Refused, TableService
from bot.tables.log import Event
from bot.tables.options import TableOptions, options_of
from bot.tables.seat_history import played_by
from db.database import Database
from db.models import SeatAssignment, TableRow

DEFAULT_DB = Path("boston-play.sqlite3")
"""``python -m bot play``'s own file, so that a terminal player need not name it."""
CANNOT = 2
"""The exit status of a refusal a user can act on, as for any of the command line's."""
OVER = ("finished", "abandoned")
"""The statuses whose game is no longer played: their record can be exported."""
LIVE = ("playing", "paused")
"""The statuses of a game still going on: its cards may be in play."""


@dataclass(frozen=True)
class Exported:
    """A table's record, encoded, and the catalogue's key that says what it holds."""

    data: bytes
    said: str


class NotExported(Exception):
    """Why a table's record is not exported: a catalogue key, or the table service's
    refusal (``refused``), which each frontend says in its own way."""

    def __init__(self, key: str, refused: Refused | None = None) -> None:
        super().__init__(key)
        self.key = key
        self.refused = refused


def encoded(
    record: dict[str, object],
    events: Sequence[Event] = (),
    changes: Sequence[tuple[int, SeatAssignment]] = (),
    given: Collection[tuple[int, int]] = (),
) -> bytes:
    """The record's file, naming who played each seat when (``changes``, placed by the
    table's log ``events``; ``given``: the computers the host gave seats to): the one
    encoding, which ``/boston export`` (``cogs/boston/records.py``) writes too, so both give
    the same bytes."""
    if changes:
        record = played_by(record, events, changes, given)
    return json.dumps(record, ensure_ascii=False, indent=1).encode()


async def table_record(
    service: TableService,
    db: Database,
    row: TableRow,
    options: TableOptions,
    *,
    in_play: str = "export.cli_while_playing",
) -> Exported:
    """Table ``row``'s record (``options``: its table options), the one way ``/boston
    export`` and ``python -m bot export`` build it; raises :class:`NotExported` where it is
    refused (``in_play``: the catalogue key saying a game in play is not given away)."""
    if row.status == "lobby":
        raise NotExported("export.none")
    if row.status in LIVE and options.mode == "play":
        # A record holds every hand: while the cards are in play it would give them away.
        raise NotExported(in_play)
    said = "export.done"
    try:
        record = await service.record(row.id)
    except Refused as exc:
        if exc.code == "not_started":  # one cancelled before it started
            raise NotExported("export.never_started") from None
        if exc.code != "deal_in_play" or row.status != "abandoned":
            raise NotExported("", exc) from None
        # Abandoned mid-deal: its finished deals, as a game ended by agreement gives them;
        # never the abandoned deal, whose hands were still held.
        try:
            record = await service.record(row.id, finished_only=True)
        except Refused as none:  # no finished deal, or a log that does not replay
            raise NotExported("", none) from None
        said = "export.done_abandoned"
    # Who actually played: the seats' later holders (a replacement, a computer keeping a
    # seat, a new name), where any seat changed hands since the start (RF-2.6).
    changes = await db.seat_changes(row.id)
    events = await db.event_log(row.id) if changes else []
    data = await asyncio.to_thread(encoded, record, events, changes, options.given)  # tens of ms
    return Exported(data, said)


def _chosen(rows: Sequence[TableRow], table: int | None) -> TableRow | None:
    """The table asked for; without ``table``, the last whose game is over, else the last."""
    if table is not None:
        return next((row for row in rows if row.id == table), None)
    over = [row for row in rows if row.status in OVER]
    return max(over or rows, key=lambda row: row.id, default=None)


async def export(path: Path, table: int | None, out: Path | None, lang: Lang) -> int:
    """Write the chosen table's record; each refusal one line on stderr."""
    db = await Database.open(path)
    try:
        statuses: tuple[Any, ...] = ("lobby", *LIVE, *OVER, "broken")
        row = _chosen(await db.tables_by_status(statuses), table)
        if row is None:
            key = "export.cli_no_tables" if table is None else "export.cli_no_table"
            print(f"{path}: {t(lang, key, id=table)}", file=sys.stderr)
            return CANNOT
        try:
            # Only its log's replay: no table is loaded or played.
            service = TableService(db)
            exported = await table_record(service, db, row, options_of(row.settings))
        except NotExported as exc:
            refused = exc.refused
            reason = refusal_reason(lang, refused) if refused else t(lang, exc.key)
            print(f"{path}: {t(lang, 'export.cli_table', id=row.id)} {reason}", file=sys.stderr)
            return CANNOT
    finally:
        await db.close()
    target = out if out is not None else Path(t(lang, "file.record", id=row.id))
    try:
        target.write_bytes(exported.data + b"\n")
    except OSError as exc:
        said = t(lang, "simulate.cannot_write", why=os_reason(exc, lang))
        print(f"{target}: {said}", file=sys.stderr)
        return CANNOT
    print(f"{t(lang, exported.said, id=row.id)} {t(lang, 'export.cli_written', path=target)}")
    return 0


def _parser(lang: Lang) -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m bot export",
        description=t(lang, "export.cli_description"),
        allow_abbrev=False,
        lang=lang,
    )
    parser.add_argument(
        "--db",
        type=Path,
        default=DEFAULT_DB,
        metavar=t(lang, "cli.file"),
        help=t(lang, "export.cli_db"),
    )
    parser.add_argument("--table", type=int, metavar="N", help=t(lang, "export.cli_table_help"))
    parser.add_argument(
        "--out", type=Path, metavar=t(lang, "cli.file"), help=t(lang, "export.cli_out")
    )
    parser.add_argument("--lang", choices=LANGS, default=None, help=t(lang, "cli.lang"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The ``export`` command; ``argv`` are the words after ``export``."""
    words = list(sys.argv[1:] if argv is None else argv)
    args = _parser(args_lang(words, os.environ)).parse_args(words)
    lang: Lang = args.lang or reader_lang(os.environ)
    path: Path = args.db
    # Opening a missing file would create an empty database: say it is not there instead.
    if not path.exists():
        why = t(lang, "os.no_such_file")
        print(f"{path}: {t(lang, 'replay.cannot_read', why=why)}", file=sys.stderr)
        return CANNOT
    problem = Database.problem(path)
    if problem is not None:
        reason = database_reason(lang, problem)
        print(t(lang, "terminal.cannot_open", path=path, reason=reason), file=sys.stderr)
        return CANNOT
    return asyncio.run(export(path, args.table, args.out, lang))
