"""The ``python -m bot play`` command line: its options, and the table's file checked before
the game is run (:func:`main`).

It speaks English or Swedish (``--lang``, else the locale variables as ``replay`` reads them).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from bot.engine.settings import SettingsError
from bot.engine.variants import DEFAULT_VARIANT, VARIANTS
from bot.engine.words import LANGS, Lang
from bot.i18n import database_reason, reader_lang, t
from bot.rule_flags import add_rule_flags, flag_reason, rule_settings
from bot.terminal.game import CANNOT_OPEN, Terminal
from bot.terminal.screen import terminal_width
from bot.wrapping import fill
from db.database import Database

DESCRIPTION = (
    "Play Boston in the terminal: you against three computer players. Choose by number, or "
    "type a card (KC, K♣, 10h). While you play: ? explains the game's words, r shows the "
    "rules, p shows the protocol (or the score sheet, where the table keeps no protocol), e "
    "ends the game by agreement, q stops. The table is kept in "
    "the --db file: running the command again resumes it where it stood; once its game is "
    "over, a new table starts with the same rules (unless --variant asks for others)."
)
"""What ``--help`` says: for a player, not a reader of this module."""


def _parser() -> argparse.ArgumentParser:
    # Options only as written in full: argparse's abbreviations chose a rule setting by a
    # prefix (``--car`` for ``--card``, ``--honours`` for ``--honours-on-failure``), so a
    # slip set another setting than the one meant without a word.
    parser = argparse.ArgumentParser(
        prog="python -m bot play", description=DESCRIPTION, allow_abbrev=False
    )
    parser.add_argument(
        "--db",
        type=Path,
        default=Path("boston-play.sqlite3"),
        help="the SQLite file the table is kept in (default: boston-play.sqlite3)",
    )
    parser.add_argument("--name", default=None, help="your name at the table (default: login)")
    parser.add_argument(
        "--level",
        choices=("random", "heuristic", "strong"),
        default="heuristic",
        help="how well the computers play (default: heuristic)",
    )
    parser.add_argument(
        "--variant",
        choices=sorted(VARIANTS),
        default=None,
        help=f"the rules of a new table (default: {DEFAULT_VARIANT}, or those of the finished "
        "table kept in --db); a table still played goes on with its own",
    )
    parser.add_argument(
        "--lang",
        choices=LANGS,
        default=None,
        help="the language of the game (default: from LC_ALL, LC_MESSAGES or LANG, else en)",
    )
    add_rule_flags(parser)
    parser.add_argument("--seed", type=int, default=None, help="reproducible deals (tests)")
    return parser


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    lang: Lang = args.lang or reader_lang(os.environ)
    args.asked_variant = args.variant  # None: not asked for (a kept table goes on anyway)
    args.variant = args.variant or DEFAULT_VARIANT
    args.rules_refused = None
    try:
        args.rules = rule_settings(args, args.variant, lang)
    except SettingsError as exc:
        if args.asked_variant is not None or not args.db.exists():
            parser.error(flag_reason(lang, exc))
        # Without --variant, a file holding a table decides which flags apply (a finished
        # Boston de Nantes table's --deposit): refused once its variant is known (_table).
        args.rules, args.rules_refused = {}, exc
    # A missing folder or a file that is not this program's database: one line, before
    # anything is opened or written (the bot's own check at start-up).
    problem = Database.problem(args.db)
    if problem is not None:
        reason = database_reason(lang, problem)
        said = t(lang, "terminal.cannot_open", path=args.db, reason=reason)
        print(fill(said, terminal_width(sys.stderr)), file=sys.stderr)
        return CANNOT_OPEN
    terminal = Terminal(args, stdin or sys.stdin, sys.stdout, lang=lang)
    with terminal.interruptible():
        return asyncio.run(terminal.run())
