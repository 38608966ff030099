"""The command line: ``python -m bot [run|replay|simulate|play|export|db] …``.

Each subcommand parses its own arguments and returns an exit status; errors a user can fix are
one line on stderr with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import re
import sys
import textwrap
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import asdict
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from bot.engine.actions import Bid, Pass, Support
from bot.engine.deal import Deal
from bot.engine.describe import (
    action_text,
    deal_summary,
    declines_support,
    settlement_heading,
)
from bot.engine.errors import EngineError
from bot.engine.game import DealEntry, Game
from bot.engine.record import (
    RecordError,
    SeatChange,
    game_from_record,
    read_seat_changes,
    value_position,
)
from bot.engine.report import replay_output
from bot.engine.words import LANGS, Lang, Vocabulary
from bot.i18n import (
    json_reason,
    not_text_reason,
    reader_lang,
    record_reason,
    record_said_in,
    t,
)
from bot.names import in_turn
from bot.sheet import (
    SeatPlayers,
    as_played_lines,
    balances_line,
    holder_balances,
    protocol_sheet,
    seat_change_lines,
)
from bot.text_file import NotText, decode_file, read_json
from bot.wrapping import display_width

if TYPE_CHECKING:
    from pydantic import ValidationError

MAX_RECORD_BYTES = 2_000_000
"""A record of a long evening is far smaller; anything bigger is refused unread."""
NO_TOKEN = (
    "DISCORD_TOKEN is not set: put DISCORD_TOKEN=<your bot token> in .env "
    "(see .env.example), or try the offline modes: python -m bot play | simulate"
)


def args_lang(argv: Iterable[str], environ: Mapping[str, str]) -> Lang:
    """The language a command speaks, read before its options are: the last ``--lang sv``
    (or ``--lang=sv``) typed, wherever it stands (after ``--help`` too), so that the help and
    argparse's refusals are said in it; else the locale's (:func:`bot.i18n.reader_lang`), as
    the command's text chooses it once its options are read."""
    words = list(argv)
    typed: Lang | None = None
    for at, word in enumerate(words):
        if word == "--":
            break
        value = words[at + 1] if word == "--lang" and at + 1 < len(words) else None
        if word.startswith("--lang="):
            value = word.partition("=")[2]
        for lang in LANGS:
            if lang == value:
                typed = lang
    return typed or reader_lang(environ)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, its "usage:" said in ``lang``, every line within the terminal's width
    (argparse's: its columns less two). argparse breaks the help's sentences but keeps an
    option of the usage line whole however wide ("[--variant {american,dawson,…,whisch}]",
    94 columns), and a heading and an option with its choices too ("regelinställningar (var
    och en gäller de varianter som nämns):"): such a line is broken after a comma or a bar
    of its choices, or between words, its later lines two further in (:func:`fit_lines`).
    A word is never broken at its hyphen ("boston-" / "play.sqlite3", "foster-" /
    "decimal"): a reader would type what they read."""

    def __init__(self, prog: str, *, lang: Lang = "en") -> None:
        super().__init__(prog)
        self.lang: Lang = lang

    def format_help(self) -> str:
        return fit_lines(super().format_help(), self._width)

    def _format_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],  # pyright: ignore[reportPrivateUsage]
        prefix: str | None,
    ) -> str:
        """argparse's usage; where a line of it is too wide, laid out again: the options
        beside the command while they fit, then under it, in from the line's start by the
        width of "usage: ", never a column under the command's end (argparse's "usage: python
        -m bot play" put them 26 in, 12 columns left for "[--whist-compulsory-in-5 on|off]"
        on a terminal of 40)."""
        said = super()._format_usage(usage, actions, groups, prefix)
        if all(display_width(line) <= self._width for line in said.splitlines()):
            return said
        width, self._width = self._width, 1_000_000  # the usage on one line, to cut anew
        try:
            whole = super()._format_usage(usage, actions, groups, prefix).strip("\n")
        finally:
            self._width = width
        head = (prefix if prefix is not None else "usage: ") + self._prog
        if not whole.startswith(head):  # a usage of the caller's own: as argparse laid it out
            return said
        parts = _USAGE_PARTS.findall(whole[len(head) :])
        indent = " " * display_width(prefix or "")
        lines = [head]
        for part in parts:
            if display_width(f"{lines[-1]} {part}") <= width:
                lines[-1] += " " + part
            else:
                lines.append(indent + part)
        return "\n".join(lines) + "\n\n"

    def _split_lines(self, text: str, width: int) -> list[str]:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.wrap(text, width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.fill(
            text, width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
        )

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],  # pyright: ignore[reportPrivateUsage]
        prefix: str | None = None,
    ) -> None:
        if prefix is None:
            prefix = t(self.lang, "cli.usage") + " "
        super().add_usage(usage, actions, groups, prefix)


_USAGE_PARTS = re.compile(r"\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+")
"""The options of a usage line, each whole: argparse's own pattern for them."""

_SPACES = re.compile(r" +")
_CHOICES = re.compile(r"(?<=[,|])(?=\S)")
"""After a comma or a bar between an option's choices (``{american,dawson,…}``,
``foster|foster-decimal|FILE.json``): where a help line too wide breaks when no break
between its words will do."""


def fit_lines(text: str, width: int) -> str:
    """``text`` with each line wider than ``width`` columns broken between words, and a word
    still too wide (an option's choices) after a comma or a bar of it (:data:`_CHOICES`):
    "[--honours-on-failure" / "on|off]", never "on|" / "off]". The later lines of a line
    stand two further in than its own; a piece with nowhere to break is left whole, over the
    width."""
    out: list[str] = []
    for line in text.split("\n"):
        body = line.lstrip(" ")
        lead = line[: len(line) - len(body)]
        for piece in _broken(line, width, lead + "  ", _SPACES):
            out += _broken(piece, width, lead + "  ", _CHOICES)
    return "\n".join(out)


def _broken(line: str, width: int, later: str, where: re.Pattern[str]) -> list[str]:
    """``line`` broken at ``where`` into lines within ``width`` columns, as many on each as
    fit, the later ones led by ``later``; the line itself where it fits."""
    if display_width(line) <= width:
        return [line]
    body = line.lstrip(" ")
    lines = [line[: len(line) - len(body)]]
    at = 0
    for found in [*where.finditer(body), None]:
        piece = body[at : found.start() if found else len(body)]
        if lines[-1].strip() and display_width(lines[-1] + piece) > width:
            lines[-1] = lines[-1].rstrip(" ")
            lines.append(later + piece)
        else:
            lines[-1] += piece
        if found is not None:
            lines[-1] += found[0]
            at = found.end()
    return lines


_ARGPARSE: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.DOTALL), key)
    for pattern, key in (
        (r"argument (?P<name>\S+): (?P<message>.*)", "cli.argument"),
        (r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)", "cli.invalid_choice"),
        (r"invalid int value: (?P<value>.*)", "cli.invalid_int"),
        (r"invalid (?P<type>\S+) value: (?P<value>.*)", "cli.invalid_value"),
        (r"expected one argument", "cli.expected_one"),
        (r"the following arguments are required: (?P<names>.*)", "cli.required"),
        (r"unrecognized arguments: (?P<names>.*)", "cli.unrecognized"),
        (r"ignored explicit argument (?P<value>.*)", "cli.ignored"),
        (r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)", "cli.ambiguous"),
    )
)
"""argparse's commonest refusals, as Python 3.11 words them in English, by the catalogue's key
that says each in the reader's language; any other is left in argparse's English."""


def argparse_reason(lang: Lang, message: str) -> str:
    """argparse's refusal ``message`` in ``lang`` where it is one of :data:`_ARGPARSE` (the
    reason after "argument --level:" too); else as said (a refusal of the command's own,
    already in ``lang``)."""
    for pattern, key in _ARGPARSE:
        found = pattern.fullmatch(message)
        if found is not None:
            fields = found.groupdict()
            if "message" in fields:
                fields["message"] = argparse_reason(lang, fields["message"])
            return t(lang, key, **fields)
    return message


class Parser(argparse.ArgumentParser):
    """An argparse parser that speaks ``lang``: its usage line, its groups' headings, ``-h``'s
    help and its refusals ("python -m bot play: fel: okända argument: --colour red") from the
    message catalogue, where argparse would say them in English whatever the language; its
    subcommands' parsers speak it too. The command's own words (its description, each
    option's help) are the caller's, from the catalogue as well."""

    def __init__(self, *args: Any, lang: Lang = "en", add_help: bool = True, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", partial(HelpFormatter, lang=lang))
        super().__init__(*args, add_help=False, **kwargs)
        self.lang: Lang = lang
        self._positionals.title = t(lang, "cli.positionals")
        self._optionals.title = t(lang, "cli.options")
        if add_help:
            self.add_argument(
                "-h", "--help", action="help", default=argparse.SUPPRESS, help=t(lang, "cli.help")
            )

    def add_subparsers(self, **kwargs: Any) -> Any:
        kwargs.setdefault("parser_class", partial(type(self), lang=self.lang))
        return super().add_subparsers(**kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        reason = argparse_reason(self.lang, message)
        self.exit(2, t(self.lang, "cli.error", prog=self.prog, message=reason) + "\n")


def _parser(lang: Lang = "en") -> Parser:
    parser = Parser(prog="python -m bot", description=t(lang, "cli.description"), lang=lang)
    sub = parser.add_subparsers(dest="command", metavar=t(lang, "cli.command"))
    run = sub.add_parser("run", help=t(lang, "cli.run"))
    run.add_argument("--shard-count", type=int, metavar="N", help=t(lang, "cli.shard_count"))
    run.add_argument("--shards", metavar=t(lang, "cli.ids"), help=t(lang, "cli.shards"))
    replay = sub.add_parser("replay", help=t(lang, "cli.replay"))
    replay.add_argument(
        "record", type=Path, metavar=t(lang, "cli.file"), help=t(lang, "cli.record")
    )
    replay.add_argument("--json", action="store_true", help=t(lang, "cli.json"))
    replay.add_argument("--settle", action="store_true", help=t(lang, "cli.settle"))
    replay.add_argument("--lang", choices=LANGS, default=None, help=t(lang, "cli.lang"))
    sub.add_parser("simulate", help=t(lang, "cli.simulate"), add_help=False)
    sub.add_parser("play", help=t(lang, "cli.play"), add_help=False)
    sub.add_parser("export", help=t(lang, "cli.export"), add_help=False)
    sub.add_parser("db", help=t(lang, "cli.db"), add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] in _DELEGATED:
        return _DELEGATED[args_list[0]](args_list[1:])
    args = _parser(args_lang(args_list, os.environ)).parse_args(args_list)
    if args.command == "replay":
        lang: Lang = args.lang or reader_lang(os.environ)
        return replay(args.record, as_json=args.json, settle=args.settle, lang=lang)
    if args.command == "run":
        return run_bot(shard_count=args.shard_count, shard_ids=args.shards)
    return run_bot()


def run_bot(*, shard_count: int | None = None, shard_ids: str | None = None) -> int:
    """Run the bot with the settings of ``.env`` and the environment; the command line's
    shard options win over ``SHARD_COUNT`` and ``SHARD_IDS``."""
    from pydantic import ValidationError

    from bot.config import Settings

    overrides: dict[str, object] = {}
    if shard_count is not None:
        overrides["shard_count"] = shard_count
    if shard_ids is not None:
        overrides["shard_ids"] = shard_ids
    try:
        settings = Settings(**overrides)  # pyright: ignore[reportArgumentType]
    except ValidationError as exc:
        print(settings_error(exc, given=overrides.keys()), file=sys.stderr)
        return 2
    if settings.discord_token is None:
        print(NO_TOKEN, file=sys.stderr)
        return 2
    from bot.discord_app import run

    return run(settings)


_OPTIONS = {"shard_count": "--shard-count", "shard_ids": "--shards"}
"""The settings ``run``'s options give, by field."""


def settings_error(exc: ValidationError, *, given: Collection[str] = ()) -> str:
    """The first of ``exc``'s errors as one line that names where the refused value came from:
    the option of one given on the command line (``given``: their fields), else its variable in
    .env or the environment. A check of the shards together (no field of its own) names those
    of the two that were set."""
    from bot.config import Settings

    error = exc.errors()[0]
    cause = error.get("ctx", {}).get("error")
    # pydantic's own "Value error, " before a validator's sentence says nothing to a reader.
    message = str(cause) if error["type"] == "value_error" and cause is not None else error["msg"]
    if error["loc"]:
        fields = [str(error["loc"][0])]
    else:
        values = error["input"] if isinstance(error["input"], dict) else {}
        fields = [
            field
            for field in ("shard_ids", "shard_count")
            if str(values.get(field) or "").strip()  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        ]
    fields = [field for field in fields if field in Settings.model_fields]
    options = [_OPTIONS[field] for field in fields if field in given]
    variables = [field.upper() for field in fields if field not in given]
    sources = options + (
        [f"{' and '.join(variables)} in .env or the environment"] if variables else []
    )
    return f"{' and '.join(sources) or 'a setting in .env or the environment'}: {message}"


OS_REASONS = {
    errno.ENOENT: "os.no_such_file",
    errno.EACCES: "os.permission_denied",
    errno.EISDIR: "os.is_a_directory",
}
"""The commonest reasons a file cannot be read, by the catalogue's key that says each in the
reader's language: the system says them in its own (English) words."""


def os_reason(exc: OSError, lang: Lang) -> str:
    """Why a file cannot be read, in ``lang`` where it is a common reason (:data:`OS_REASONS`),
    else in the system's words."""
    key = OS_REASONS.get(exc.errno) if exc.errno is not None else None
    return t(lang, key) if key else exc.strerror or str(exc)


def replay(path: Path, as_json: bool = False, settle: bool = False, lang: Lang = "en") -> int:
    # Each refusal in ``lang`` and in /boston import's words (bot.i18n), after the file's
    # name; a position in the file as ``name:line:column:``, as compilers give it.
    try:
        if path.stat().st_size > MAX_RECORD_BYTES:
            print(f"{path}: {t(lang, 'replay.too_big', limit=MAX_RECORD_BYTES)}", file=sys.stderr)
            return 2
        text = decode_file(path.read_bytes())
        data = read_json(text)  # as /boston import reads it
    except OSError as exc:
        why = os_reason(exc, lang)
        print(f"{path}: {t(lang, 'replay.cannot_read', why=why)}", file=sys.stderr)
        return 2
    except json.JSONDecodeError as exc:
        print(f"{path}:{json_reason(lang, exc, 'replay.not_json')}", file=sys.stderr)
        return 2
    except NotText as exc:
        reason = not_text_reason(lang, exc, "text.not_text_replay")  # not Discord's "attach"
        print(f"{path}:{exc.line}:{exc.column}: {reason}", file=sys.stderr)
        return 2
    except RecursionError:
        print(f"{path}: {t(lang, 'record.nested')}", file=sys.stderr)
        return 2
    except ValueError:  # an integer of more than 4,300 digits (Python's guard)
        print(f"{path}: {t(lang, 'record.number')}", file=sys.stderr)
        return 2
    if not as_json:
        # A computer's name the bot made (in its server's language when it sat down) said in
        # the reader's, as /boston import says it and as a refused move's reason does
        # (``record_reason``): "Computer 3 (heuristic)", not "Dator 3 (heuristisk)", in every
        # line. The JSON output is the record's own names, for a program to read.
        data = record_said_in(lang, data)
    try:
        # As played, as /boston import replays it: each deal settled under its own players'
        # names, a refused move said of the seat that made it and whoever held it then.
        game = game_from_record(data, as_played=True)
        # Checked by game_from_record, which does not keep them (the rules do not ask who
        # holds a seat): read again for the text.
        changes = read_seat_changes(data.get("seat_changes", []), data.get("deals", []))
        first: list[str] = list(data["players"])  # the game goes by the seats' last holders
        if settle and game.current is not None:
            print(f"{path}: {t(lang, 'replay.unfinished')}", file=sys.stderr)
            return 2
        # Settled as /boston import settles it: a game over (its tour or agreed deals played;
        # one ended by agreement, RF-2.7, game_from_record has settled) as its table did;
        # with ``settle`` a game not over too, as ending it after its last deal would.
        if game.current is None and (settle or game.tour_over):
            game.close()
        output = replay_output(game)
    except RecordError as exc:
        # Where the refused value stands in the file, as a JSON syntax error is placed.
        place = value_position(text, exc.at) if exc.at is not None else None
        where = f"{path}:{place[0]}:{place[1]}:" if place is not None else f"{path}:"
        print(f"{where} {record_reason(lang, exc)}", file=sys.stderr)
        return 2
    except EngineError as exc:  # the rules' own words: no record's move made it
        print(f"{path}: {exc}", file=sys.stderr)
        return 2
    if as_json:
        if changes:  # RF-5.6: as the text's lines under the balances say them
            # Each with its action, 1 for a deal's start; ``given`` only where it is so.
            output["seat_changes"] = [
                {key: value for key, value in asdict(change).items() if key != "given" or value}
                for change in changes
            ]
        print(json.dumps(output, ensure_ascii=False, indent=2))
    else:
        print(game_text(game, lang, changes, players=first))
    return 0


def game_text(
    game: Game,
    lang: Lang = "en",
    seat_changes: Sequence[SeatChange] = (),
    *,
    players: Sequence[str] | None = None,
) -> str:
    """Each deal's auction, contract, tricks and payments, then the protocol and balances, in
    ``lang``. ``players``: the seats' first players (the record's ``players``), where the game
    was replayed as played and goes by its last holders; else the game's own.

    Where a seat changed hands (``seat_changes``, RF-2.6) the seats are named as ``/boston
    import`` and a table's final standings name them (:class:`bot.sheet.SeatPlayers`): each
    deal by who played it ("Cecilia → Erik" for a handover within it, in its payments; its
    dealer, declarer and whister by who took that part, each call of its auction by who made
    it: :func:`_summary`), the protocol's columns and the balances by the seat's holder at the
    end, the balance adding who held it before and until which deal; a line under the
    balances says who played it from which deal. Without any, every line names the first
    players."""
    first = list(game.players if players is None else players)
    held = SeatPlayers(first, seat_changes, game) if seat_changes else None
    lines: list[str] = []
    for entry in game.deals:
        names = first
        settled = first
        if held is not None:
            names = [in_turn(turn) for turn in held.in_deal(entry.number)]
            settled = held.settled_in(entry.number)
        lines.append(_summary(entry, names, held, game.words, lang))
        if entry.deal is not None:
            # As the game said them: a takeover's word (SV-B5), a support declined (WB-B2).
            said = entry.deal.public_view()
            callers = _callers(entry.deal, entry.number, first, seat_changes, names)
            bids = [
                action_text(
                    a,
                    callers[at],
                    game.rules.ladder,
                    game.words,
                    lang,
                    takeover=said.auction_takeovers[at],
                    declines=declines_support(said.auction, at, game.words),
                )
                for at, a in enumerate(said.auction)
            ]
            lines.append("  " + t(lang, "deal.auction", bids="; ".join(bids)))
        if entry.settlement is not None:
            # The ledger's lines were written under the seats' holders at the deal's end (the
            # replay as played): a seat is named as the heading names it, a seat handed over
            # during the deal by each who played it, as a table's result post names it.
            said = as_played_lines(entry.settlement.text(lang), settled, names)
            lines.extend(f"  {line}" for line in said)
    columns = first if held is None else list(held.now)
    if game.features.protocol:
        lines += [
            "",
            protocol_sheet(
                game.ledger.snapshot(), columns, lang, tour_length=game.features.tour_length
            ),
        ]
    if game.final is not None and game.final.lines:
        said = game.final.text(lang)
        heading = settlement_heading(game.words, said, lang)
        lines += ["", *([f"{heading}:"] if heading else []), *(f"  {line}" for line in said)]
    if held is None:
        lines += ["", balances_line(game.balances, first, lang)]
    else:
        lines += ["", holder_balances(game.balances, held, lang, sep=", ")]
    lines += seat_change_lines(first, seat_changes, lang, game=game)
    return "\n".join(lines)


_CALLS = (Bid, Pass, Support)
"""The auction's actions: a deal's auction is its calls in order (``auction.history``)."""


def _summary(
    entry: DealEntry,
    names: Sequence[str],
    held: SeatPlayers | None,
    words: Vocabulary,
    lang: Lang,
) -> str:
    """Deal ``entry``'s line (:func:`~bot.engine.describe.deal_summary`), its seats named by
    ``names`` where no seat changed hands in the game; else by the part each took
    (:meth:`bot.sheet.SeatPlayers.by_part`: its declarer by who made the winning bid, its
    whister by who accepted the whist, any other seat by each who played it, "Cecilia →
    Erik") and its dealer by who held the seat as the deal began, as a table's result post
    names them."""
    if held is None:
        return deal_summary(entry, names, words, lang)
    parts = [in_turn(turn) for turn in held.by_part(entry.number)]
    dealer = held.at_move(entry.number, 0)[entry.dealer - 1]
    return deal_summary(entry, parts, words, lang, dealer=dealer)


def _callers(
    deal: Deal,
    number: int,
    first: Sequence[str],
    changes: Sequence[SeatChange],
    names: Sequence[str],
) -> list[Sequence[str]]:
    """The seats' names for each call of deal ``number``'s auction: ``names`` (who played the
    deal), but where a seat changed hands during the deal, the seats' holders at that call, as
    :class:`bot.sheet.SeatPlayers` reads the changes up to it (a call made before a handover
    is its first player's, not "Cecilia → Erik")."""
    calls = [at for at, action in enumerate(deal.actions, start=1) if isinstance(action, _CALLS)]
    within = [c for c in changes if c.deal == number and 1 < c.action <= len(deal.actions)]
    if not within:
        return [names] * len(calls)
    return [
        SeatPlayers(first, [c for c in changes if (c.deal, c.action) <= (number, at)]).now
        for at in calls
    ]


def _simulate(argv: list[str]) -> int:
    from bot.simulate import main as simulate_main

    return simulate_main(argv)


def _play(argv: list[str]) -> int:
    from bot.terminal import main as play_main

    return play_main(argv)


def _export(argv: list[str]) -> int:
    from bot.record_export import main as export_main

    return export_main(argv)


def _db(argv: list[str]) -> int:
    from bot.dbcopy import main as db_main

    return db_main(argv)


_DELEGATED: dict[str, Callable[[list[str]], int]] = {
    "simulate": _simulate,
    "play": _play,
    "export": _export,
    "db": _db,
}
