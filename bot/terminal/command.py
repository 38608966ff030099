"""The ``python -m bot play`` command line: its options, and the table's file checked before
the game is run (:func:`main`).

It speaks English or Swedish (``--lang``, else the locale variables as ``replay`` reads them),
its ``--help`` and argparse's refusals of its options too (:class:`bot.cli.Parser`).
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from bot.cli import Parser, args_lang
from bot.engine.settings import SettingsError, SettingSpec
from bot.engine.variants import DEFAULT_VARIANT, VARIANTS
from bot.engine.words import LANGS, Lang
from bot.i18n import database_reason, reader_lang, t
from bot.rule_flags import add_rule_flags, flag_reason
from bot.terminal.game import CANNOT_OPEN, DEALS, Terminal, typed_rules
from bot.terminal.screen import terminal_width
from bot.wrapping import fill
from db.database import Database


def _parser(lang: Lang) -> Parser:
    """The options, their help and argparse's refusals in ``lang``: the help is for a player,
    not a reader of this module."""
    # Options only as written in full: argparse's abbreviations chose a rule setting by a
    # prefix (``--car`` for ``--card``, ``--honours`` for ``--honours-on-failure``), so a
    # slip set another setting than the one meant without a word.
    parser = Parser(
        prog="python -m bot play",
        description=t(lang, "terminal.help"),
        allow_abbrev=False,
        lang=lang,
    )
    parser.add_argument(
        "--db",
        type=Path,
        default=Path("boston-play.sqlite3"),
        metavar=t(lang, "cli.file"),
        help=t(lang, "terminal.help_db"),
    )
    parser.add_argument(
        "--name", default=None, metavar=t(lang, "cli.name"), help=t(lang, "terminal.help_name")
    )
    parser.add_argument(
        "--level",
        choices=("random", "heuristic", "strong"),
        default="heuristic",
        help=t(lang, "cli.level"),
    )
    parser.add_argument(
        "--variant",
        choices=sorted(VARIANTS),
        default=None,
        help=t(lang, "terminal.help_variant", default=DEFAULT_VARIANT),
    )
    parser.add_argument("--deals", default=None, metavar="N", help=_deals_help(lang))
    parser.add_argument("--lang", choices=LANGS, default=None, help=t(lang, "terminal.help_lang"))
    add_rule_flags(parser, lang)
    parser.add_argument(
        "--seed", type=int, default=None, metavar="N", help=t(lang, "terminal.help_seed")
    )
    return parser


def _deals_help(lang: Lang) -> str:
    """``--deals``'s help, short and lower-case as the other options' are: what it sets, the
    numbers it takes ("0: no limit", and the variants whose rules refuse that with the numbers
    they take: "1 to 1000 in fontainebleau, russian, nantes", FB-G1, NT-G2, a game there is a
    number of deals), then the default variant's default with the others' grouped by value
    ("default 0 (12 in american, …; 40 in nantes)")."""
    found = [
        (name, spec)
        for name, variant in VARIANTS.items()
        if (spec := variant.settings_model.spec(DEALS)) is not None
    ]
    found.sort(key=lambda pair: pair[0] != DEFAULT_VARIANT)  # the default variant's first
    spec = found[0][1]
    first = spec.typed(spec.default)
    by_value: dict[object, list[str]] = {}
    for name, other in found:
        value = other.typed(other.default)
        if value != first:
            by_value.setdefault(value, []).append(name)
    others = [
        t(lang, "terminal.help_deals_default_in", value=value, variants=", ".join(sorted(names)))
        for value, names in by_value.items()
    ]
    default = f"{first} ({'; '.join(others)})" if others else str(first)
    named = [value for value, _ in spec.named]  # 0: no limit
    hint = " / ".join(f"{spec.typed(value, lang)}: {spec.word(value, lang)}" for value in named)
    hint = hint or spec.hints.get(lang) or spec.hints.get("en") or ""
    refusing: dict[tuple[int | None, int | None], list[str]] = {}
    for name, other in found:
        if not all(_takes(other, value) for value in named):
            refusing.setdefault((other.low, other.high), []).append(name)
    taken = [
        _range(lang, low, high, ", ".join(sorted(names))) for (low, high), names in refusing.items()
    ]
    takes = "; ".join(part for part in (hint, *taken) if part)
    said = t(lang, "terminal.help_deals", default=default)
    return said.replace(" ()", "") if not takes else said.replace("()", f"({takes})", 1)


def _range(lang: Lang, low: int | None, high: int | None, variants: str) -> str:
    """The numbers of deals ``variants`` take instead ("1 to 1000 in nantes", "at least 1 in
    …"); nothing where their rules bound it neither way (they refuse it otherwise)."""
    if low is not None and high is not None:
        return t(lang, "terminal.help_deals_range", low=low, high=high, variants=variants)
    if low is not None:
        return t(lang, "terminal.help_deals_from", low=low, variants=variants)
    if high is not None:
        return t(lang, "terminal.help_deals_upto", high=high, variants=variants)
    return ""


def _takes(spec: SettingSpec, value: object) -> bool:
    """Whether a variant's setting ``spec`` accepts ``value``."""
    try:
        spec.check(value)
    except SettingsError:
        return False
    return True


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    parser = _parser(args_lang(words, os.environ))
    args = parser.parse_args(words)
    lang: Lang = args.lang or reader_lang(os.environ)
    args.asked_variant = args.variant  # None: not asked for (a kept table goes on anyway)
    args.variant = args.variant or DEFAULT_VARIANT
    args.rules_refused = None
    try:
        args.rules = typed_rules(args, args.variant, lang)
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
