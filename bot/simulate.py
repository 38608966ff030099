"""Computer-only games: ``python -m bot simulate --deals N --seed S`` (wired in by the CLI).

Owns the reproducible deck sequence (:func:`deck_for`: deal ``k`` of seed ``S`` is the same
whatever was played before), the seat seeds of the computer players, and the text or JSON
output (the text in ``--lang`` or the locale's language), and the game's record (``--record
FILE``: ``boston-record/1``, which ``replay`` and ``/boston import`` read). The table service can
reuse :func:`deck_for`, :func:`seat_seed` and :func:`play_step`.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import json
import os
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from bot.cli import Parser, args_lang, os_reason
from bot.engine.cards import Card
from bot.engine.describe import deal_summary
from bot.engine.game import DealEntry, Game
from bot.engine.record import game_to_record
from bot.engine.report import replay_output
from bot.engine.seats import SEATS, Seat
from bot.engine.settings import SettingsError
from bot.engine.variants import DEFAULT_VARIANT, VARIANTS, new_game
from bot.engine.words import LANGS, Lang
from bot.i18n import COMPUTER_LEVELS, database_reason, reader_lang, signed, t
from bot.players import Player, make_player
from bot.rule_flags import add_rule_flags, flag_reason, rule_settings
from bot.sheet import balances_line, protocol_sheet


def deck_for(seed: int, number: int) -> tuple[list[Card], Card]:
    """The deck (top card first) and turned card of deal ``number`` (from 1) for ``seed``.

    SV-D3: the turned card is the bottom of an independent second pack, so any card."""
    rng = random.Random(f"boston-simulate|{seed}|{number}")
    deck = list(range(52))
    rng.shuffle(deck)
    return deck, rng.randrange(52)


NAMES = [f"Bot {seat}" for seat in SEATS]


def seat_seed(seed: int, seat: Seat) -> int:
    """The seed of the computer player in ``seat`` of a game seeded ``seed``; distinct for
    every (seed, seat) pair."""
    return seed * 4 + seat - 1


def play_step(game: Game, players: Mapping[Seat, Player]) -> None:
    """Let the seat to act choose from its own view, and apply the choice."""
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    game.apply(players[seat].choose(view))


def game_settings(settings: Mapping[str, object] | None, deals: int) -> dict[str, object]:
    """The table settings of a simulation: the rule settings given, and ``deals``, the agreed
    number of deals (SV-F3)."""
    return {**(settings or {}), "deals": deals}


def simulate(
    deals: int,
    seed: int,
    variant: str = DEFAULT_VARIANT,
    settings: Mapping[str, object] | None = None,
    level: str = "heuristic",
) -> Game:
    """Play up to ``deals`` deals with four computer players of ``level`` (fewer if the tour
    ends first), then close the game (betdelning). Raises ``ValueError`` (``SettingsError``)
    for an unknown level or setting."""
    players = {seat: make_player(level, seat_seed(seed, seat)) for seat in SEATS}
    game = new_game(variant, game_settings(settings, deals), NAMES)
    number = 0
    while not game.tour_over:
        number += 1
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
    game.close()
    return game


def _nets(entry: DealEntry, lang: Lang) -> str:
    if entry.settlement is None:
        return ""
    net = entry.settlement.net()
    return t(lang, "simulate.net", nets=", ".join(f"{seat} {signed(net[seat])}" for seat in SEATS))


def text_report(game: Game, lang: Lang = "en") -> str:
    """A line per deal (:func:`~bot.engine.describe.deal_summary` and each seat's net), then the
    protocol sheet in the traditional payment, then the balances, in ``lang``."""
    names = game.players
    lines = [
        deal_summary(entry, names, game.words, lang) + _nets(entry, lang) for entry in game.deals
    ]
    if game.features.protocol:
        lines += [
            "",
            protocol_sheet(
                game.ledger.snapshot(), names, lang, tour_length=game.features.tour_length
            ),
        ]
    lines += ["", balances_line(game.balances, names, lang)]
    return "\n".join(lines)


def json_report(game: Game) -> str:
    """The replay output of record-format.md plus the whole game record under ``record``."""
    out = replay_output(game)
    out["record"] = game_to_record(game)
    return json.dumps(out, ensure_ascii=False)


def record_text(game: Game) -> str:
    """The game's record (``boston-record/1``, record-format.md) as ``/boston export`` writes
    it: what ``python -m bot replay`` and ``/boston import`` read back to the same balances."""
    return json.dumps(game_to_record(game), ensure_ascii=False, indent=1) + "\n"


def write_record(game: Game, path: Path, lang: Lang) -> bool:
    """Write the game's record to ``path``; where it cannot be, say why on stderr in one line
    after the file's name and return False."""
    try:
        path.write_text(record_text(game), encoding="utf-8")
    except OSError as exc:
        said = t(lang, "simulate.cannot_write", why=os_reason(exc, lang))
        print(f"{path}: {said}", file=sys.stderr)
        return False
    return True


def _positive(lang: Lang) -> Callable[[str], int]:
    """A count of at least 1, refused in ``lang``."""

    def positive(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(t(lang, "cli.invalid_int", value=repr(text))) from None
        if value < 1:
            raise argparse.ArgumentTypeError(t(lang, "cli.at_least_one"))
        return value

    return positive


def _parser(lang: Lang) -> argparse.ArgumentParser:
    """The options, their help and argparse's refusals in ``lang``."""
    # Options as written in full: the rule flags share prefixes (``--honours`` would set
    # ``--honours-on-failure``), so an abbreviation could set another rule than the one meant.
    parser = Parser(
        prog="python -m bot simulate",
        description=t(lang, "simulate.description"),
        allow_abbrev=False,
        lang=lang,
    )
    parser.add_argument(
        "--deals", type=_positive(lang), required=True, metavar="N", help=t(lang, "simulate.deals")
    )
    parser.add_argument(
        "--seed", type=int, required=True, metavar="N", help=t(lang, "simulate.seed")
    )
    parser.add_argument(
        "--variant",
        default=DEFAULT_VARIANT,
        choices=sorted(VARIANTS),
        help=t(lang, "simulate.variant", default=DEFAULT_VARIANT),
    )
    add_rule_flags(parser, lang)
    parser.add_argument(
        "--level", default="heuristic", choices=COMPUTER_LEVELS, help=t(lang, "cli.level")
    )
    parser.add_argument("--json", action="store_true", help=t(lang, "simulate.json"))
    parser.add_argument(
        "--record", type=Path, metavar=t(lang, "cli.file"), help=t(lang, "simulate.record")
    )
    parser.add_argument("--lang", choices=LANGS, default=None, help=t(lang, "cli.lang"))
    parser.add_argument("--db", type=Path, metavar=t(lang, "cli.file"), help=t(lang, "simulate.db"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The ``simulate`` command; ``argv`` are the words after ``simulate``."""
    words = list(sys.argv[1:] if argv is None else argv)
    parser = _parser(args_lang(words, os.environ))
    args = parser.parse_args(words)
    lang: Lang = args.lang or reader_lang(os.environ)
    try:
        settings = rule_settings(args, args.variant, lang)
    except SettingsError as exc:
        parser.error(flag_reason(lang, exc))
    if args.record is not None and args.db is not None and _same_file(args.record, args.db):
        parser.error(t(lang, "simulate.record_is_db"))
    if args.record is not None and (problem := _unwritable(args.record)) is not None:
        # Before the game is played, not after all its deals are printed.
        said = t(lang, "simulate.cannot_write", why=os_reason(problem, lang))
        parser.error(f"{args.record}: {said}")
    if args.db is not None:
        from bot.simulate_db import SimulationStopped, simulate_persisted
        from db.database import Database

        problem = Database.problem(args.db)
        if problem is not None:  # as the bot's start-up: one line, nothing opened
            print(f"{args.db}: {database_reason(lang, problem)}", file=sys.stderr)
            return 2

        try:
            game = asyncio.run(
                simulate_persisted(
                    args.db, args.deals, args.seed, args.variant, settings, args.level
                )
            )
        except SimulationStopped as exc:  # the table waits for attention: not a result
            said = t(lang, "simulate.stopped", id=exc.table_id, n=exc.deal)
            print(f"{args.db}: {said}", file=sys.stderr)
            return 1
    else:
        game = simulate(args.deals, args.seed, args.variant, settings, args.level)
    print(json_report(game) if args.json else text_report(game, lang))
    if args.record is not None and not write_record(game, args.record, lang):
        return 2
    return 0


def _unwritable(path: Path) -> OSError | None:
    """Why a record could not be written to ``path``, as far as can be told before writing
    (its folder missing, the name a folder's, no permission); None where it looks writable."""
    folder = path.parent
    if not folder.is_dir():
        return FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(folder))
    if path.is_dir():
        return IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not os.access(path if path.exists() else folder, os.W_OK):
        return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    return None


def _same_file(one: Path, other: Path) -> bool:
    """Whether ``one`` and ``other`` name the same file (existing or not)."""
    try:
        return one.resolve() == other.resolve() or one.samefile(other)
    except (OSError, RuntimeError):  # not there yet, or a loop of links
        return False


if __name__ == "__main__":
    sys.exit(main())
