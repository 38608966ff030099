"""``python -m bot play``: one person against three computer players in a terminal.

It goes through the same table service as Discord, so the game is persisted: quitting (``q``,
Ctrl-C or end of input) and running the command again resumes the table where it stood, with
the bids, tricks and balances so far. Cards are chosen by number or by name (``KC``, ``K♣``,
``10h``; in Swedish also ``Dh``, ``Kr``: :func:`read_card`); a refused choice is answered with
the rules' reason (a card typed in the auction: that the auction is still on, as on Discord);
``?`` shows the glossary's words of the variant played, ``r`` its rules (how a deal goes, the
contracts, how they are paid), ``p`` the protocol and score sheet, at every prompt and between
deals; ``e`` ends the game by agreement (SV-M2: at once between deals, else when the deal is
over, asked until answered yes or no). A key's word is taken for it (``help``, ``quit``,
``hjälp``: :func:`~bot.terminal_menu.typed_key`). Once the game kept in the file is over, the
next run says so and starts a new table with its variant and rules (unless ``--variant`` asks for
others). A write the database refuses (a full disk, a locked file) is said in a line,
never a traceback: a move's at its prompt, the table's set-up or Start tried again on Enter; so
is the service's refusal of the set-up or Start where another process changed the table
meanwhile (the same file played in another window), and the table gone on with as it is now.

It speaks English or Swedish (``--lang``, else the locale variables as ``replay`` reads them):
its own sentences come from the message catalogue (``terminal.*``), the rules' words and
sentences from the engine in the same language. A table resumed in another language than it
was made in names its computers in this run's (stored with the seats, as Discord does where a
server's language changed). Its lines fit the terminal's width (:func:`terminal_width`), the
one saying why a file cannot be the table's too.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import os
import re
import shutil
import signal
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from types import FrameType
from typing import Literal, TextIO

from bot import guide
from bot.engine.actions import (
    Action,
    Bid,
    Discard,
    Pass,
    Play,
)
from bot.engine.cards import Card, CardError, card_label
from bot.engine.contracts import Ladder, SuitClass
from bot.engine.deal import Deal, Phase, PublicView, SeatView
from bot.engine.deal_notes import deal_notes
from bot.engine.describe import (
    action_text,
    all_pass_words,
    aside,
    deal_summary,
    declared_lines,
    declarer_subject,
    declines_support,
    laid_cards,
    misere_word,
    pair_target_words,
    settlement_heading,
    suit_rank_symbols,
    whister_word,
)
from bot.engine.end_notes import end_notes
from bot.engine.errors import IllegalAction
from bot.engine.game import Game
from bot.engine.phrasing import pays_sentence
from bot.engine.scoring import POOL, Settlement
from bot.engine.settings import SettingsError
from bot.engine.variants import DEFAULT_VARIANT, VARIANTS, get_variant
from bot.engine.words import LANGS, Lang, Vocabulary
from bot.i18n import (
    computer_name,
    database_reason,
    reader_lang,
    refusal_reason,
    side_tally,
    t,
)
from bot.merge_choice import merge_outcomes
from bot.rule_flags import add_rule_flags, flag_reason, rule_settings
from bot.score_sheet import score_sheet
from bot.sheet import balances_line, protocol_sheet
from bot.table_lines import pool_lines, renounce_line
from bot.table_rules import plays_otherwise, row_rules_text
from bot.tables import (
    NotSaved,
    Refused,
    SeededShuffler,
    SystemShuffler,
    TableChange,
    TableService,
    log,
)
from bot.tables.commit import ends_now
from bot.tables.options import engine_settings
from bot.tables.service import LiveTable, Subscriber
from bot.terminal_menu import (
    MENU_WIDTH,
    choice_label,
    declining,
    in_menu_order,
    kept_contract,
    last_entry,
    menu_lines,
    prompt_with_keys,
    read_card,
    typed_key,
)
from bot.wrapping import clauses, display_width, fill, fill_at_commas, rule_phrases
from db.database import Database
from db.errors import StorageError

ME, GUILD, CHANNEL = 1, 0, 0
"""The terminal's person is player 1 in a table of its own (guild 0, channel 0)."""

INTERRUPTED = 130
"""The exit status of a program stopped by Ctrl-C (128 + SIGINT)."""
CANNOT_OPEN = 2
"""The exit status when the table's file cannot be opened (as for any error a user can fix)."""
READER_GONE = 1
"""The exit status once the output's reader went away (``… | head``): the Python docs'
recipe for a broken pipe."""

WIDTHS = range(40, 101)
"""The widths lines are fitted to: narrower, a card's row and a legend no longer fit; wider,
a line is hard to read across."""
YES = frozenset({"y", "yes", "j", "ja"})
"""Answers that say yes, in either language (a Swede's j, an English y: both are meant)."""
NO = frozenset({"n", "no", "nej"})
_ITALIC = re.compile(r"(?<![*\w])\*([^*\s][^*]*?)\*(?![*\w])")
"""A word in italics (``*decision*``), its stars dropped in the terminal."""
_HEADING = re.compile(r"^#+ ", re.MULTILINE)
"""A Markdown heading's marks (the line itself is kept)."""
_TABLE_ROW = re.compile(r"^- (?P<label>.+?): (?P<cells>.+ · .+)$")
"""A table's row as the guide lists it (:func:`bot.guide.tables_as_lists`): ``- 5: 0 -50 · 1
-41 · …``, its label and its cells, each a column's name and figure."""

Choice = Action | Literal["protocol", "glossary", "rules", "end", "quit"]
NameForm = Literal["heading", "subject", "object"]
NAME_FORMS: dict[NameForm, str] = {
    "heading": "terminal.you_listed",
    "subject": "terminal.you",
    "object": "terminal.you_object",
}
"""How the person is called where their name is added (:meth:`Terminal._listed`): a sheet's
heading "You", in a sentence "you" (Swedish "du"), after a preposition "you" ("dig")."""
RULE_TOPICS: tuple[guide.Topic, ...] = ("play", "contracts", "payments")
"""What ``r`` shows of the guide: how a deal goes, the contracts and how they are paid (the
glossary has its own key, ``?``)."""


def terminal_width(out: TextIO) -> int:
    """The width to fit the game's lines to, within :data:`WIDTHS`: the terminal's columns
    (``COLUMNS`` if set, as :func:`shutil.get_terminal_size` reads it, else the size of the
    terminal ``out`` writes to) less two, so a line never touches the edge (a phone's Termux
    of 60 columns: 58); :data:`MENU_WIDTH` where ``out`` is no terminal. Read at every use, so a
    window made narrower is followed."""
    try:
        tty = out.isatty()
    except (AttributeError, ValueError):  # a closed or unusual stream
        tty = False
    columns = 0
    if tty or os.environ.get("COLUMNS"):
        # shutil reads COLUMNS, then the process's own stdout: ``out`` is that stdout in a
        # real game, and where it is not (a test's StringIO) only COLUMNS is asked.
        columns = shutil.get_terminal_size((0, 0)).columns
    if columns <= 0:
        return MENU_WIDTH
    return max(WIDTHS.start, min(WIDTHS.stop - 1, columns - 2))


def _default_name(lang: Lang) -> str:
    """The login name, so the engine's sentences read "Anna pays …" (not "You pays …")."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError):  # no login name in some containers
        name = ""
    return name[:1].upper() + name[1:] if name else t(lang, "terminal.player_1")


DESCRIPTION = (
    "Play Boston in the terminal: you against three computer players. Choose by number, or "
    "type a card (KC, K♣, 10h). While you play: ? explains the game's words, r shows the "
    "rules, p shows the protocol, e ends the game by agreement, q stops. The table is kept in "
    "the --db file: running the command again resumes it where it stood; once its game is "
    "over, a new table starts with the same rules (unless --variant asks for others)."
)
"""What ``--help`` says: for a player, not a reader of this module."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot play", description=DESCRIPTION)
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


class Terminal:
    def __init__(self, args: argparse.Namespace, stdin: TextIO, out: TextIO, *, lang: Lang) -> None:
        self.args = args
        self.stdin = stdin
        self.out = out
        self.lang: Lang = lang
        self.stopping = False
        """The person stopped (``q``, Ctrl-C, end of input) at the prompt between deals: the
        table is saved, and nothing more is narrated."""
        self.agreed = False
        """The person ended the game by agreement (``e``)."""
        self.reading = False
        self.interrupted = False
        self.names: tuple[str, ...] = ()
        """The seats' names, kept whole where :meth:`say_wrapped` breaks a line."""
        self.phrases: tuple[str, ...] = ()
        """The game's rule words that read as one (its contracts' names, its levels' and
        suit classes' words: :func:`~bot.wrapping.rule_phrases`), kept whole where they fit
        on a line; learnt from the game at each deal's head (:meth:`_show_deal_head`)."""
        self.terms_said: set[str] = set()
        """The glossary words this run explained under a result (:meth:`_new_terms`)."""
        self.reader_gone = False
        """The output's reader went away (``… | head``): the game stops quietly, saved, as at
        the end of input."""

    @property
    def width(self) -> int:
        """The width the game's lines are fitted to (:func:`terminal_width`)."""
        return terminal_width(self.out)

    def say(self, text: str = "") -> None:
        if self.reader_gone:
            return
        try:
            print(text, file=self.out, flush=True)
        except BrokenPipeError:
            # Said once, wherever it happens (a move narrated from the service's callback
            # too): the rest goes to devnull, so that no later write or the flush at exit
            # raises it again, and the next prompt stops the game (the Python docs' recipe).
            self.reader_gone = self.stopping = True
            with suppress(OSError, ValueError):
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, self.out.fileno())

    def say_wrapped(self, text: str, indent: str = "") -> None:
        """A line of the game that names seats (a move, a result, the balances, the partners):
        broken between words within the terminal's width (:attr:`width`), where a terminal
        would break a long name ("Dator 4 (heuristis" / "k)"), or between a name's words
        ("Computer 4" / "(heuristic)"), and never before a piece that means nothing alone (a
        suit's symbol, a seat's amount: :func:`~bot.wrapping.fill`). Its later lines hang four
        further in, deeper than the lines that belong under it (a result's payments)."""
        # "You (Anna)", "you (Anna)" and "dig (Anna)" kept whole too
        whole = (*(n for form in NAME_FORMS for n in self._listed(self.names, form)), *self.names)
        later = indent + "    "
        self.say(
            fill(text, self.width, first=indent, later=later, whole=whole, phrases=self.phrases)
        )

    def say_payments(self, settlement: Settlement, lang: Lang) -> None:
        """A settlement's payment lines, each clause of who pays whom (after a ";" outside
        brackets, :func:`~bot.wrapping.clauses`) under the sum it comes from, as on Discord,
        and broken as there, between phrases ("+ 5×2 honnörsstick = 45"); a clause listing
        payments, where it is too long for its line, a payment to a line
        (:meth:`_payment_pieces`)."""
        payments = self._payment_texts(settlement, lang)
        for line in settlement.text(lang):
            for n, clause in enumerate(clauses(line)):
                indent = "    " if n else "  "
                for piece, first, later in self._payment_pieces(clause, payments, indent):
                    wrapped = fill_at_commas(
                        piece,
                        self.width,
                        first=first,
                        later=later,
                        whole=self.names,
                        phrases=self.phrases,
                    )
                    self.say(wrapped)

    def _payment_texts(self, settlement: Settlement, lang: Lang) -> tuple[str, ...]:
        """Each payment between two seats as the engine's sentence says it ("Erik pays
        Computer 2 (heuristic) 22"), as a settlement's lines may list them."""
        if len(self.names) != 4:
            return ()
        return tuple(
            pays_sentence([payment], self.names, lang)
            for payment in settlement.payments
            if POOL not in (payment.payer, payment.payee)
        )

    def _payment_pieces(
        self, clause: str, payments: Sequence[str], indent: str
    ) -> list[tuple[str, str, str]]:
        """``clause`` in pieces, each with the lead of its first line and of its later ones.
        Whole where it fits its line or ends in no list of ``payments``; else its head ("bid
        7 made with 10 tricks:") a piece, and each payment of the list ("X pays Y 110,") one,
        a step under the head (at the clause's indent where the clause is only the list),
        its later lines a step deeper: broken between phrases instead, "Dator 3 (heuristisk)
        110," / "Dator 4 (heuristisk) betalar" / "Erik 110" hung under "Dator 2 (heuristisk)
        betalar" as if it paid them all."""
        step = "    "
        if not payments or display_width(indent + clause) <= self.width:
            return [(clause, indent, indent + step)]
        any_payment = "|".join(map(re.escape, sorted(set(payments), key=len, reverse=True)))
        listed = re.search(rf"(?:^|(?<=: ))(?:{any_payment})(?:, (?:{any_payment}))+$", clause)
        if listed is None:
            return [(clause, indent, indent + step)]
        items = [
            found[0].rstrip() for found in re.finditer(rf"(?:{any_payment})(?:, |$)", listed[0])
        ]
        head = clause[: listed.start()].rstrip()
        pieces = [(head, indent, indent + step)] if head else []
        lead = indent + step if head else indent
        return pieces + [(item, lead, lead + step) for item in items]

    def say_text(self, text: str) -> None:
        """A sentence of the terminal's own (the table's file, a question, a refusal): broken
        between words within the terminal's width (:attr:`width`), as a narrow terminal would
        not; a word wider than a line (a file's path) is left whole, the words around it
        still broken (:func:`~bot.wrapping.fill`)."""
        self.say(fill(text, self.width))

    # -- Ctrl-C --------------------------------------------------------------------------

    @contextmanager
    def interruptible(self) -> Iterator[None]:
        """Ctrl-C stops the game at once while we wait for the person (nothing is half done
        then); at any other moment it is noted and honoured at the next prompt, so a move being
        saved is never cut short. Installing our own handler also keeps asyncio from taking
        Ctrl-C over, which would ignore the first press while ``readline`` blocks."""
        try:
            previous = signal.signal(signal.SIGINT, self._on_sigint)
        except ValueError:  # not the main thread: leave Ctrl-C as it is
            yield
            return
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)

    def _on_sigint(self, signum: int, frame: FrameType | None) -> None:
        if self.reading:
            raise KeyboardInterrupt
        self.interrupted = True

    def _readline(self) -> str | None:
        """A line from the person; None for end of input or Ctrl-C (the caller saves)."""
        if self.interrupted or self.reader_gone:
            return None
        self.reading = True
        try:
            line = self.stdin.readline()
        except KeyboardInterrupt:
            self.interrupted = True
            return None
        finally:
            self.reading = False
        return line or None

    # -- the game ------------------------------------------------------------------------

    async def run(self) -> int:
        path = self.args.db.resolve()
        self.say_text(t(self.lang, "terminal.kept_in", path=path))
        self.say(fill(t(self.lang, "terminal.keys"), self.width))
        db = await Database.open(self.args.db)
        seed = self.args.seed
        service = TableService(
            db,
            shuffler=SystemShuffler() if seed is None else SeededShuffler(seed),
            seed=seed or 0,
        )
        try:
            await service.load()
            table = await self._table(service)
            if table is None and not self.stopping:
                return CANNOT_OPEN
            # None once stopped: the person gave up on a table that could not be saved.
            if table is not None:
                service.subscribe(self._narrate(service, table))
                await self._loop(service, table)
        finally:
            await service.close()
            await db.close()
        if self.reader_gone:
            return READER_GONE
        return INTERRUPTED if self.interrupted else 0

    async def _table(self, service: TableService) -> LiveTable | None:
        """The person's table: the one kept in the file, resumed; else a new one, with the
        rules of the table last finished there unless the command asks for others (None: the
        flags typed do not fit those rules, said on stderr)."""
        for table in service.tables():
            if table.row.guild_id == GUILD and table.row.host_player_id == ME:
                await self._name_computers(service, table)
                self.names = tuple(table.game.players) if table.game is not None else ()
                self.say_text(t(self.lang, "terminal.resuming", id=table.id))
                self._say_kept_rules(table)
                self._say_documents(table)
                if table.status == "lobby":  # a first run stopped before its deal was dealt
                    await self._seat_and_start(service, table)
                    return table
                if table.status == "playing" and table.game is not None:
                    self._show_deal_head(table)
                    self._show_state(table)
                if table.row.end_requested:
                    self.say_text(t(self.lang, "terminal.ends_after_deal"))
                return table
        variant, rules = self.args.variant, self.args.rules
        refused: SettingsError | None = self.args.rules_refused
        finished = await service.db.tables_by_status(("finished",), guild_id=GUILD, host_id=ME)
        text = None
        if finished:
            # The game kept in the file is over: a new one starts, and (unless the command
            # names a variant) with the same rules, the flags typed on top: the person runs
            # the same command to play the same game again.
            last = finished[-1]
            text = t(self.lang, "terminal.finished_new", id=last.id)
            if self.args.asked_variant is None:
                variant = last.variant
                try:
                    typed = rule_settings(self.args, variant, self.lang)
                except SettingsError as exc:
                    refused = exc
                else:
                    refused, rules = None, {**engine_settings(last.settings), **typed}
                name = get_variant(variant).words.variant_name(self.lang)
                text = t(self.lang, "terminal.finished_same", id=last.id, variant=name)
        if refused is not None:  # as the command line's own check says it
            print(flag_reason(self.lang, refused), file=sys.stderr)
            return None
        if text is not None:
            self.say(fill(text, self.width))
        while True:
            try:
                table = await service.create_table(
                    guild_id=GUILD,
                    channel_id=CHANNEL,
                    host_id=ME,
                    host_name=self.args.name or _default_name(self.lang),
                    variant=variant,
                    settings=rules,
                )
            except StorageError:  # nothing written (a full disk, a locked file)
                if not self._try_again():
                    return None
                continue
            except Refused as exc:  # nothing written (another process's lobby meanwhile)
                if not self._try_again(exc):
                    return None
                continue
            break
        self.say_text(t(self.lang, "terminal.new_table", id=table.id))
        self._say_documents(table)
        await self._seat_and_start(service, table)
        return table

    async def _name_computers(self, service: TableService, table: LiveTable) -> None:
        """A table resumed in another language than its computers sat down in (``--lang``,
        or the locale, changed between runs): the names the bot gave them are said in this
        run's, stored with the seats as on Discord (:meth:`TableService.name_computers`), so
        the lines, the protocol and the next run say them so. Not saved (a locked file, the
        table changed in another window): they keep their names, and the game goes on."""
        with suppress(Refused, StorageError):
            await service.name_computers(table.id, self.lang)

    def _documents(self, table: LiveTable) -> list[tuple[str, str]]:
        """The table's document settings (AM-S1's card of prices) as ``(label, text)``: the
        text as the lobby shows it on Discord, its name on the first line."""
        settings = engine_settings(table.row.settings)
        specs = get_variant(table.row.variant).settings_model.specs()
        return [
            (spec.label(self.lang), spec.text(settings.get(spec.name, spec.default), self.lang))
            for spec in specs
            if spec.kind == "document"
        ]

    def _say_documents(self, table: LiveTable) -> None:
        """AM-S1: the card of prices the table plays with, by its name, as a new or resumed
        table starts (``r`` shows it whole); and that no source prices the game, where its
        payments are a reconstruction (WB-P, MA-P)."""
        for label, text in self._documents(table):
            name = _plain(text.partition("\n")[0])
            self.say_wrapped(t(self.lang, "terminal.document", label=label, name=name))
        words = get_variant(table.row.variant).words
        if words.has_term("reconstructed"):  # WB-P, MA-P: said once, as a Discord lobby says it
            what = _capitalised(words.term("reconstructed", self.lang))
            self.say_wrapped(t(self.lang, "terminal.reconstructed", what=what))

    async def _seat_and_start(self, service: TableService, table: LiveTable) -> None:
        """Computers in the free seats, then the first deal (a new table, or one whose first
        run stopped before it started). A seat or the Start refused by the service, as where
        another process (the same file played in another window) changed the lobby
        meanwhile: its reason said, nothing written, and the table gone on with as the
        service has rebuilt it: a lobby still is asked to try again, a game started there is
        played on here, a table ended or cancelled there is said to have ended (:meth:`_loop`)."""
        named = computer_name(self.lang, self.args.level)
        while True:
            try:
                for _ in range(4 - len(table.seats)):
                    await service.add_computer(table.id, ME, self.args.level, named)
                self.names = tuple(table.seats[s].display_name for s in sorted(table.seats))
                await service.start(table.id, ME)
            except (NotSaved, StorageError):
                # Nothing of it was written (the seats saved so far stay): the table is
                # still a lobby in the file, which the next run starts, as after a stop here.
                if not self._try_again():
                    return
                continue
            except Refused as exc:
                if table.status == "lobby" and service.find(table.id) is table:
                    if not self._try_again(exc):
                        return
                    continue
                self.say(self._refused(exc))
                if table.status != "playing" or table.game is None:
                    return  # ended or cancelled elsewhere: the game loop says so
                # Started elsewhere, and maybe played on: shown as a resumed table is.
                self.names = tuple(table.game.players)
                self._show_deal_head(table)
                self._show_state(table)
                return
            break
        self._show_deal_head(table)

    def _refused(self, exc: Refused) -> str:
        """The service's refusal as the terminal says it, within its width."""
        reason = refusal_reason(self.lang, exc)
        return fill(t(self.lang, "terminal.not_accepted", reason=reason), self.width)

    def _try_again(self, refused: Refused | None = None) -> bool:
        """A table's set-up or Start not saved: said as a Start (as a Discord lobby says it),
        or the service's reason where it ``refused`` it, then asked whether to try again.
        False where the person stops (``q``, Ctrl-C, the end of input): :attr:`stopping` is
        set, and the table so far stays in the file."""
        if refused is None:
            self.say(fill(t(self.lang, "lobby.start_not_saved"), self.width))
        else:
            self.say(self._refused(refused))
        self.say(fill(t(self.lang, "terminal.try_again"), self.width))
        line = self._readline()
        if line is None or typed_key(line) == "q":
            self.stopping = True
            return False
        return True

    def _say_kept_rules(self, table: LiveTable) -> None:
        """A kept table goes on with its own rules: say so where the command asked for others
        (``--variant dawson`` on a file that holds a Swedish table), rather than ignore it."""
        asked = self.args.asked_variant
        other_variant = asked is not None and asked != table.row.variant
        kept = table.row.settings
        other_rules = self.args.rules_refused is not None or any(
            kept.get(name) != value for name, value in self.args.rules.items()
        )
        if other_variant or other_rules:
            name = get_variant(table.row.variant).words.variant_name(self.lang)
            text = t(self.lang, "terminal.keeps_rules", id=table.id, variant=name)
            self.say(fill(text, self.width))

    def _who(self, seat: int, names: Sequence[str], *, after: bool = False) -> str:
        """A seat's name, "you" for the person (``after`` a preposition: Swedish's "dig")."""
        if seat != ME:
            return names[seat - 1]
        return t(self.lang, "terminal.you_object" if after else "terminal.you")

    def _action(
        self,
        action: Action,
        view_names: Sequence[str],
        table: LiveTable,
        *,
        takeover: bool = False,
        declines: bool = False,
    ) -> str:
        """An action in the second person for our own, the rules' words for the others; a bid
        that took over an equal one (``takeover``) says so in the variant's word (SV-B5), a
        pass that ``declines`` to support a demande says that (WB-B2, NT-B3)."""
        game = table.game
        assert game is not None
        ladder = game.rules.ladder
        if action.seat == ME:
            view = table.view(ME)
            first = view.first_suit if view is not None else None
            classes = view.suit_classes if view is not None else None
            return choice_label(
                action,
                first,
                game.words,
                ladder,
                lang=self.lang,
                mood="did",
                takeover=action if takeover else None,
                declines=declines,
                classes=classes,
            )
        return action_text(
            action,
            view_names,
            ladder,
            game.words,
            self.lang,
            takeover=takeover,
            declines=declines,
        )

    def _said(
        self, action: Action, view_names: Sequence[str], table: LiveTable, deal: Deal | None
    ) -> str:
        """An action just made in ``deal``, as :meth:`_action` says it, read against the
        auction it ended (a takeover, a support declined)."""
        game = table.game
        if game is None or deal is None or not isinstance(action, Pass | Bid):
            return self._action(action, view_names, table)
        public = deal.public_view()
        at = last_entry(public.auction, action)
        if at is None:
            return self._action(action, view_names, table)
        return self._action(
            action,
            view_names,
            table,
            takeover=public.auction_takeovers[at],
            declines=declines_support(public.auction, at, game.words),
        )

    def _narrate(self, service: TableService, table: LiveTable) -> Subscriber:
        async def on_change(change: TableChange) -> None:
            if change.table_id != table.id or table.game is None or self.stopping:
                return
            game = table.game
            names = game.players
            lang = self.lang
            if change.kind == "deal":
                self._show_deal_head(table)
            elif change.action is not None:
                deal = game.deals[change.deal_no - 1].deal if change.deal_no else None
                self.say_wrapped(self._said(change.action, names, table, deal), "  ")
                if isinstance(change.action, Pass) and deal is not None and _passed_out(deal):
                    # FB-A1, DW-B4: everyone passed and the cards are played all the same.
                    self.say_wrapped(_capitalised(all_pass_words(game.words, lang)), "  ")
                trick_over = deal is not None and not deal.play.current and deal.play.tricks
                if isinstance(change.action, Play) and deal is not None and trick_over:
                    winner = deal.play.tricks[-1].winner
                    who = self._who(winner, names, after=True)
                    trick = t(lang, "terminal.trick_to", n=len(deal.play.tricks), who=who)
                    self.say_wrapped(trick, "  ")
            closing = change.kind == "close"  # the final settlement, if the rules have one
            if change.settlement is not None and (change.settlement.lines or not closing):
                self.say("")
                if closing:
                    said = change.settlement.text(lang)
                    heading = settlement_heading(game.words, said, lang)
                    if heading is not None:
                        self.say(f"{heading}:")
                # A result's payment lines name every seat, the person's too, as the rules'
                # sentences do ("Anna pays …": "You pays" would not be English); the lines
                # the terminal writes around them say "you (Anna)", as its lists do, so the
                # person who was "you" in play knows the name; after "with", in the object
                # form (Swedish "med dig (Anna) som whistare").
                listed = self._listed(names, "subject")
                if change.deal_no is not None:
                    entry = game.deals[change.deal_no - 1]
                    objects = self._listed(names, "object")
                    summary = deal_summary(entry, listed, game.words, lang, objects=objects)
                    self.say_wrapped(summary)
                    played = entry.deal
                    if played is not None and played.is_over:
                        # NT-B8: a card laid face down with a bid is shown once the deal is over.
                        public = played.public_view()
                        ladder = game.rules.ladder
                        for line in laid_cards(public.auction, names, ladder, game.words, lang):
                            self.say_wrapped(line)
                    if played is not None and played.is_over and played.play.tricks:
                        won = played.public_view().won  # the last trick was narrated above
                        counts = ", ".join(f"{who} {won[s]}" for s, who in enumerate(listed))
                        self.say_wrapped(t(lang, "terminal.tricks", listed=counts))
                self.say_payments(change.settlement, lang)
                note = self._terms(self._new_terms(change, game), table)
                if note:
                    self.say_wrapped(note, "  ")
                if not closing:  # at the end the sheet and its balances follow (_show_end)
                    self.say_wrapped(balances_line(game.balances, listed, lang))
                if not closing and _next_deal_follows(table):
                    # Nothing moves until the result has been read: the next deal is dealt
                    # (and its computers act) only after this prompt, so ``e`` here ends the
                    # game at once. The table's lock is not held while a subscriber is told.
                    await self._between_deals(service, table)

        return on_change

    async def _between_deals(self, service: TableService, table: LiveTable) -> None:
        """The pause after a result: Enter (or anything else) deals the next hand; ``p``,
        ``?`` and ``r`` show what they show at any prompt and ask again; ``e`` ends the game,
        ``q`` stops."""
        while True:
            # The keys' legend whole, on a line of its own where the prompt leaves no room;
            # the keys alone where even that line has none (a phone's terminal).
            keys = t(self.lang, "terminal.next_deal_keys")
            if len(keys.strip()) > self.width:
                keys = t(self.lang, "terminal.next_deal_keys_short")
            self.say(prompt_with_keys(t(self.lang, "terminal.next_deal"), keys, self.width))
            line = self._readline()
            answer = typed_key(line) if line is not None else "q"
            if answer == "q":
                self.stopping = True
                return
            if answer == "p":
                await self._show_protocol(service, table)
            elif answer == "?":
                self._show_glossary(table.row.variant)
            elif answer == "r":
                self._show_rules(table)
            elif answer != "e" or await self._end_game(service, table) != "declined":
                return  # the next deal, or the game ended or stopped

    async def _end_game(
        self, service: TableService, table: LiveTable
    ) -> Literal["ended", "ending", "declined", "quit"]:
        """``e``: the agreed stop (SV-M2), asked first. Between deals the game ends at once
        (its final settlement is narrated, where the rules have one: the question promises
        it only there, none in SV-F3 or WB-P5); during a deal it ends when the deal is over."""
        game = table.game
        if table.row.end_requested:
            self.say_text(t(self.lang, "terminal.already_asked"))
            return "ending"
        current = game.current if game is not None else None
        at_once = current is None or (current.deal is not None and not current.deal.actions)
        settles = game is not None and game.features.final_settlement
        if not at_once and game is not None and game.on_last_deal:
            # The game ends when this deal is over anyway (as /boston end says): not asked.
            last = "refused.end_last_deal" if settles else "refused.end_last_deal_plain"
            self.say_text(t(self.lang, last, id=table.id))
            return "declined"
        key = "terminal.end_now" if settles else "terminal.end_now_plain"
        question = t(self.lang, key if at_once else "terminal.end_after_deal")
        for line in end_notes(game, self.lang) if game is not None else ():
            self.say_wrapped(line)  # what the settlement draws on, known before deciding
        self.say_text(question)  # the question last, just above where the answer is typed
        while True:  # asked again until answered: a stray key neither ends nor declines
            line = self._readline()
            answer = typed_key(line) if line is not None else "q"
            if answer == "q":  # q (or the input's end) stops at every prompt, this one too
                self.stopping = True
                return "quit"
            if answer in NO:
                self.say_text(t(self.lang, "terminal.not_ended"))
                return "declined"
            if answer in YES:
                break
            self.say(fill(t(self.lang, "terminal.yes_no", question=question), self.width))
        try:
            ended = await service.end_game(table.id, ME)
        except Refused as exc:
            self.say_text(
                t(self.lang, "terminal.not_accepted", reason=refusal_reason(self.lang, exc))
            )
            return "declined"
        except StorageError:
            self.say_text(t(self.lang, "terminal.end_not_saved"))
            return "declined"
        self.agreed = True
        if ended:
            return "ended"
        self.say_text(t(self.lang, "terminal.ends_after_deal"))
        return "ending"

    def _show_deal_head(self, table: LiveTable) -> None:
        game = table.game
        assert game is not None
        self.phrases = rule_phrases(game.words, game.rules.ladder, self.lang)
        entry = game.deals[-1] if game.deals else None
        if entry is None or entry.deal is None:
            return
        deal = entry.deal
        first = deal.first_suit
        words = game.words
        lang = self.lang
        if deal.dealer == ME:
            dealer = t(lang, "terminal.you_deal")
        else:
            dealer = t(lang, "terminal.deals", who=game.players[deal.dealer - 1])
        head = t(lang, "terminal.deal_head", n=entry.number, dealer=dealer)
        self.say("")
        sides = self._sides_line(deal.public_view(), game.players)
        # NT-G2: a double deal, said before anyone bids, under the head
        after = [f"{_capitalised(note)}." for note in deal_notes(game, entry.number, lang)]
        if sides is not None:
            after.append(sides)
        # FB-L1, NT-D5, DW-P3: what is played for, known before the bidding, as the Discord
        # table message says it
        after += [f"{line}." for line in pool_lines(game, lang)]
        if deal.turned is None or first is None:
            self.say_wrapped(head + ".")
            for line in after:
                self.say_wrapped(line)
            return
        classes = deal.public_view().suit_classes or ()
        # The classes the Discord table message lists: none the variant leaves unnamed (its
        # suits besides trumps are simply suits, AM-D4), the plain suits where it names them.
        named = [
            f"{word} {' '.join(s.symbol for s in suits)}"
            for word, suits in words.named_groups(classes, lang)
            if suits
        ]
        card, shown = card_label(deal.turned), ", ".join(named)
        if words.has_term("turned_card"):  # the variant's own name for the card (AM-D4)
            label = words.term("turned_card", lang)
            label = label[:1].lower() + label[1:]  # it follows the deal's head
            line = t(lang, "terminal.turned_as", head=head, label=label, card=card, classes=shown)
        else:
            line = t(lang, "terminal.turned", head=head, card=card, classes=shown)
        self.say_wrapped(line)
        for line in after:
            self.say_wrapped(line)

    def _sides_line(self, view: PublicView, names: Sequence[str]) -> str | None:
        """``Partners: you & Computer 3 against Computer 2 & Computer 4`` where the engine says
        the game plays in fixed partnerships (AM-P1), known before the auction."""
        if view.partnerships is None:
            return None
        (a, b), (c, d) = view.partnerships
        who = [self._who(s, names) for s in (a, b, c, d)]
        return t(self.lang, "table.sides", a=who[0], b=who[1], c=who[2], d=who[3]) + "."

    def _show_state(self, table: LiveTable) -> None:
        """On resume: the bids so far, the contract, the tricks and the balances."""
        game = table.game
        view = table.view(ME)
        if game is None or view is None:
            return
        names = game.players
        if view.auction:
            auction, words = view.auction, game.words
            said = [
                self._action(
                    a,
                    names,
                    table,
                    takeover=view.auction_takeovers[at],
                    declines=declines_support(auction, at, words),
                )
                for at, a in enumerate(auction)
            ]
            # The person's own "You pass" is one of a list here: "…; you pass; …".
            bids = "; ".join(
                _uncapitalised(text) if a.seat == ME else text
                for a, text in zip(auction, said, strict=True)
            )
            text = t(self.lang, "terminal.bids_so_far", bids=bids)
            self.say_wrapped(text)
        contract = self._contract_line(view, names, game.words)
        # Before the first trick (and at the discard) the hand view names the contract itself
        # (_show_view).
        before_play = view.phase in (Phase.DISCARD, Phase.PLAY) and not view.tricks
        if contract is not None and not before_play:
            self.say_wrapped(contract)
        if view.tricks:
            won = ", ".join(f"{self._who(s, names)} {view.won[s - 1]}" for s in range(1, 5))
            self.say_wrapped(t(self.lang, "terminal.tricks_so_far", won=won))
        self.say_wrapped(balances_line(game.balances, self._listed(names, "subject"), self.lang))

    def _contract_line(self, view: SeatView, names: Sequence[str], words: Vocabulary) -> str | None:
        """``Contract: 6 spel i färg by Computer 4, trumps ♥, with you as whister`` — who plays
        what (Swedish "med dig som whistare": the object form after the preposition)."""
        if view.contract is None or view.declarer is None:
            return None
        lang = self.lang
        bid = words.bid(view.contract, view.level, lang)
        line = t(
            lang, "terminal.contract", bid=bid, who=self._who(view.declarer, names, after=True)
        )
        if view.trump is not None:
            line += t(lang, "terminal.contract_trumps", suit=view.trump.symbol)
        if view.whister is not None:
            role = whister_word(words, lang)
            line += t(
                lang,
                "terminal.contract_whister",
                role=role,
                who=self._who(view.whister, names, after=True),
            )
        if view.declarer_partner is not None:
            partner = self._who(view.declarer_partner, names, after=True)
            line += t(lang, "terminal.contract_partner", who=partner)
        return line

    def _side_line(self, view: SeatView, names: Sequence[str], words: Vocabulary) -> str | None:
        """How the declaring side, named by its players (each with their own tricks where the
        side is two), stands against the engine's own target (as on Discord)."""
        tally = view.side_tricks
        if view.contract is None or tally is None or view.conceded or view.declarer is None:
            return None
        seats = dict.fromkeys(s for s in (view.declarer, view.whister, view.declarer_partner) if s)
        counted = len(seats) > 1  # a lone declarer's tricks are the side's
        side = " & ".join(
            f"{self._who(s, names)} {view.won[s - 1]}" if counted else self._who(s, names)
            for s in seats
        )
        side = side[:1].upper() + side[1:]  # "you" opens the line
        won, others = tally
        return side_tally(  # the same line as a Discord hand view's
            words,
            self.lang,
            side=side,
            won=won,
            target=view.side_target,
            misere=misere_word(view.contract, words, self.lang),
            defenders=others,
        )

    async def _loop(self, service: TableService, table: LiveTable) -> None:
        while True:
            if not self.stopping:
                await service.wait_idle(table.id)
            if self.stopping:
                self.say_text(t(self.lang, "terminal.saved"))
                return
            if table.status != "playing" or table.game is None:
                await self._show_end(service, table)
                return
            view = table.view(ME)
            if view is None or view.to_act != ME:
                return  # nothing for us to do and nobody else moves: should not happen
            words = table.game.words
            self._show_view(view, table, words)
            choice = self._ask(view, words, table.game.rules.ladder, table.game)
            if choice == "quit":
                self.say_text(t(self.lang, "terminal.saved"))
                return
            if choice == "protocol":
                await self._show_protocol(service, table)
                continue
            if choice == "glossary":
                self._show_glossary(table.row.variant)
                continue
            if choice == "rules":
                self._show_rules(table)
                continue
            if choice == "end":
                if await self._end_game(service, table) == "quit":
                    self.say_text(t(self.lang, "terminal.saved"))
                    return
                continue
            try:
                await service.act_as_player(table.id, ME, choice, table.seq)
            except (IllegalAction, Refused, NotSaved) as exc:
                key = (
                    "terminal.not_allowed"
                    if isinstance(exc, IllegalAction)
                    else "terminal.not_accepted"
                )
                text = t(self.lang, key, reason=refusal_reason(self.lang, exc))
                self.say(fill(text, self.width))

    def _listed(self, names: Sequence[str], form: NameForm = "heading") -> list[str]:
        """Names where the person is "you (Anna)": a result's summary, tricks and balances,
        the balances on resume and under the protocol; "You (Anna)" in the protocol's sheets
        (``heading``: a column's, a key's), and after a preposition in the ``object`` form
        (Swedish "med dig (Anna)"). The rules' sentences of a result name every seat instead,
        since "You pays" would not be English."""
        you = t(self.lang, NAME_FORMS[form])
        # "you (Anna)": the results name the person as Anna, so the lists say it is them.
        return [f"{you} ({name})" if seat == ME else name for seat, name in enumerate(names, 1)]

    def _named(self, names: Sequence[str]) -> list[str]:
        """Names where the person is "You", for a line the seat's name begins ("You declared
        chicane")."""
        you = t(self.lang, "terminal.you_listed")
        return [you if seat == ME else name for seat, name in enumerate(names, 1)]

    def _show_view(self, view: SeatView, table: LiveTable, words: Vocabulary) -> None:
        lang = self.lang
        self.say("")
        if view.hand:  # after the last trick (a merge question) there is nothing to show
            self.say(t(lang, "terminal.your_hand"))
        # NT-S3: the carte de boston among the trumps once they are known in a trump contract
        for suit, cards in view.by_suit_in_play(view.hand).items() if view.hand else ():
            label = words.suit(suit, view.first_suit, lang, view.suit_classes)
            cls = view.class_of(suit)
            if cls is not None and not words.says_class(cls):
                label = ""  # WB-D3, AM-D4: the suits besides trumps are simply suits
            # Where the cut fixes trumps, the suit's class already says so (AM-D4).
            marked = suit == view.trump and words.names_trump_class
            if marked and cls is SuitClass.PLAIN:
                label = ""  # "(plain suit)  ← trumps" read as a contradiction
            notes = [aside(label)] if label else []
            if marked:
                notes.append(t(lang, "terminal.trumps_mark").strip())
            shown = [card_label(c) for c in cards]
            self.say("\n".join(hand_rows(suit.symbol, shown, notes, self.width)))
        # The table itself is what everyone sees: the engine's public view.
        public = table.public_view()
        if public is None:
            return
        declarer = declarer_subject(words, lang)
        # Not to the declarer themself: their open hand is the one shown above (misère
        # ouverte), their claim's cards too.
        if public.exposed is not None and public.declarer not in (None, view.seat):
            shown = " ".join(card_label(c) for c in _in_play_order(public, public.exposed))
            self.say_wrapped(t(lang, "terminal.open_hand", the_declarer=declarer, cards=shown))
        if public.claim_hand is not None and view.seat != public.declarer:
            # The claim itself is said in its move's line ("… shows their hand and claims
            # the remaining tricks"); here only the cards it shows.
            shown = " ".join(card_label(c) for c in _in_play_order(public, public.claim_hand))
            self.say_wrapped(t(lang, "terminal.claim_cards", the_declarer=declarer, cards=shown))
        names = table.game.players if table.game else ("",) * 4
        if view.top_trump is not None and words.has_term("top-trump"):
            word = words.term("top-trump", lang)
            self.say_wrapped(
                t(lang, "terminal.top_trump", card=card_label(view.top_trump), word=word)
            )
        # NT-C6: a card not of the suit led is no revoke while the right lasts.
        renounce = renounce_line(view, words, lang, lambda seat: self._who(seat, names))
        if renounce is not None:
            self.say_wrapped(_capitalised(renounce))  # "You may renounce …" opens the line
        if view.phase is Phase.DISCARD:
            # NT-C4, FB-C3: the little misères' discard, before the first card; it is no card
            # play, so the contract is named and the step said.
            line = self._contract_line(view, names, words)
            if line is not None:
                self.say_wrapped(line)
            if any(isinstance(a, Discard) for a in view.legal):
                self.say_wrapped(_capitalised(t(lang, "prompt.discard")))
        if view.phase is Phase.PLAY:
            # The contract once as play begins, then the count at every turn: nobody has to
            # scroll back to know what is at stake.
            line = self._contract_line(view, names, words) if not view.tricks else None
            line = line if line is not None else self._side_line(view, names, words)
            if line is None and view.contract is None and words.has_term("partout_play"):
                # Everyone passed and the cards are played all the same (DW-B4, FB-A1): what
                # for, at every turn, as the count is said of a contract.
                line = words.term("partout_play", lang)
            if line is not None:
                self.say_wrapped(line)
        # FB-B4: the suits' rank orders equal bids and prices them, where no class says it.
        rank = suit_rank_symbols(table.game.rules, view, view.legal) if table.game else None
        if rank is not None:
            self.say_wrapped(t(lang, "terminal.suit_rank", rank=rank))
        # What saying whist or je soutiens would make the pair need, before it is said.
        rules = table.game.rules if table.game else None
        pair = pair_target_words(view, words, lang, rules=rules)
        if pair is not None:
            self.say_wrapped(pair)
        # RU-C6: a declaration is said aloud, and the table shows it for the rest of the deal.
        for line in declared_lines(public.declarations, self._named(names), words, lang):
            self.say_wrapped(line)
        if public.current_trick:
            played = ", ".join(
                f"{self._who(s, names)} {card_label(c)}" for s, c in public.current_trick
            )
            self.say_wrapped(t(lang, "terminal.on_table", played=played))

    def _ask(self, view: SeatView, words: Vocabulary, ladder: Ladder, game: Game) -> Choice:
        lang = self.lang
        options = in_menu_order(view, game.rules)
        outcomes = merge_outcomes(game, view, lang)
        for line in outcomes.lines(lang) if outcomes is not None else ():
            self.say_wrapped(line, "  ")  # what each answer books, before the question
        for line in menu_lines(options, view, words, ladder, lang=lang, width=self.width):
            self.say(line)
        cards = any(isinstance(a, Play | Discard) for a in options)
        only = options[0] if len(options) == 1 else None
        prompt = t(lang, "terminal.choose")
        if cards:
            prompt += t(lang, "terminal.or_card")
        if only is not None:
            choice = choice_label(
                only,
                view.first_suit,
                words,
                ladder,
                lang=lang,
                takeover=view.takeover,
                declines=declining(only, view, words),
                kept=kept_contract(view),
                classes=view.suit_classes,
            )
            prompt += t(lang, "terminal.enter_for", choice=choice)
        keys = t(lang, "terminal.key_legend")
        if len(prompt) + len(keys) > self.width:
            # Kept on one line of a narrow terminal; the keys were explained at the start.
            keys = t(lang, "terminal.key_legend_short")
        self.say(prompt_with_keys(prompt, keys, self.width, phrases=self.phrases))
        while True:
            line = self._readline()
            if line is None:
                return "quit"
            text = line.strip()
            lowered = typed_key(text)  # "help", "quit": the keys they name
            if lowered == "q":
                return "quit"
            if lowered == "p":
                return "protocol"
            if lowered == "?":
                return "glossary"
            if lowered == "r":
                return "rules"
            if lowered == "e":
                return "end"
            if not text and only is not None:
                return only
            if text.isdecimal() and text.isascii() and 1 <= int(text) <= len(options):
                return options[int(text) - 1]
            if not (text.isdecimal() and text.isascii()):
                try:
                    card = read_card(text, lang)
                except CardError:
                    pass
                else:
                    # The engine judges the card, so a refusal carries the rules' reason: a
                    # card typed where none is to be played yet (the auction, the whist) is
                    # told the stage the deal is at and what comes next, as on Discord.
                    discarding = any(isinstance(a, Discard) for a in options)
                    return Discard(ME, card) if discarding else Play(ME, card)
            also = t(lang, "terminal.retype_card") if cards else ""
            if only is not None:  # not "a number from 1 to 1"
                self.say_text(t(lang, "terminal.retype_only", card=also))
            else:
                self.say_text(t(lang, "terminal.retype", n=len(options), card=also))

    async def _show_protocol(self, service: TableService, table: LiveTable) -> None:
        """The Swedish protocol's sheet where the game keeps one, and the score sheet of every
        deal (beside a protocol, once a deal is settled; replayed from the log, since the live
        game keeps only its last deals)."""
        game = table.game
        if game is None:
            return
        names = self._listed(game.players)
        listed = self._listed(game.players, "subject")
        if game.features.protocol:
            tour = game.features.tour_length
            sheet = protocol_sheet(
                game.ledger.snapshot(), names, self.lang, tour_length=tour, width=self.width
            )
            self.say(sheet)
            if "─" in sheet:  # the strokes' notation, as under the sheet on Discord
                # Once the game is closed a bare stroke is no longer a bet to win.
                legend = "sheet.legend_closed" if game.finished else "sheet.legend"
                self.say_wrapped(t(self.lang, legend).replace("`", ""))
        if game.deals.settled or not game.features.protocol:
            every = None
            if game.deals.offset:  # the live game keeps its last deals: read them all
                every = log.every_deal(await service.db.event_log(table.id))
            sheet = score_sheet(every or game, names, self.lang, width=self.width)
            self.say(sheet)
        self.say_wrapped(balances_line(game.balances, listed, self.lang))

    def _new_terms(self, change: TableChange, game: Game) -> tuple[str, ...]:
        """The glossary words a result (or the game's closing settlement) explains: those the
        game uses there for the first time, as Discord's result posts explain them
        (``DealEntry.new_terms``, kept with the game, so a resumed game knows them too); the
        words explained before are not named again, nor is where to read them: "pool
        (Nantes) — ? shows the glossary" after every deal, and the pool explained in full
        again under "Sharing the pool". Where the game does not know its words (restored
        from an older checkpoint), those this run has not explained yet."""
        settlement = change.settlement
        if settlement is None:
            return ()
        keys = tuple(dict.fromkeys(settlement.terms))
        entry = game.deals[change.deal_no - 1] if change.deal_no is not None else None
        if change.kind == "close":  # the game's words, all settled by now
            seen = game.terms_seen or ()
            keys = tuple(k for k in keys if k not in seen)
        elif entry is not None and entry.new_terms is not None:
            keys = tuple(k for k in keys if k in entry.new_terms)
        keys = tuple(k for k in keys if k not in self.terms_said)
        self.terms_said |= set(keys)
        return keys

    def _terms(self, keys: Iterable[str], table: LiveTable) -> str:
        """The glossary's short explanation of each term the payment lines used, as the table
        plays (its deposit, Foster's partners), as on Discord: each explained in full."""
        settings = engine_settings(table.row.settings)
        try:
            hint = t(self.lang, "terminal.glossary_hint")
            return guide.explain(keys, self.lang, hint, markdown=False, settings=settings)
        except guide.GuideMissing:
            return ""

    def _show_rules(self, table: LiveTable) -> None:
        """The guide's account of the variant played, as ``/boston help`` gives it on Discord:
        how a deal goes, the contracts and how they are paid, with the terminal's parts where
        Discord's say what only Discord does (the card of prices set by ``--card``, not
        ``/boston new``); then the table's own documents (AM-S1's card of prices), whole. At a
        table playing a rule otherwise than the guide's default, its rules head the text."""
        variant = table.row.variant
        try:
            parts = [guide.section(topic, self.lang, variant, "terminal") for topic in RULE_TOPICS]
        except guide.GuideMissing as exc:
            self.say_text(t(self.lang, "terminal.no_rules", reason=exc))
            return
        if plays_otherwise(variant, engine_settings(table.row.settings)):
            # the guide tells the defaults ("the dealer pays the deposit (50)"): the table's
            # own rules first, and which of the two holds, as /boston help heads them.
            header = t(self.lang, "help.at_table", settings=row_rules_text(table.row, self.lang))
            parts.insert(0, header + " " + t(self.lang, "help.defaults_below"))
        for label, text in self._documents(table):
            name, _, rows = text.partition("\n")
            parts.append(t(self.lang, "terminal.document", label=label, name=name) + "\n" + rows)
        self._say_markdown("\n\n".join(parts))

    def _say_markdown(self, text: str) -> None:
        """A guide's text for a terminal: Markdown's marks are noise here (bold, code, and
        the stars of an italic word); long lines broken within the menu's width."""
        plain = _plain(text)
        lines = (
            _table_row(line, self.width) or fill(line, self.width, later="  ", phrases=self.phrases)
            for line in plain.splitlines()
        )
        self.say("\n".join(lines))

    def _show_glossary(self, variant: str) -> None:
        """The glossary's words of the variant played, and those of every variant."""
        try:
            glossary = guide.section("glossary", self.lang, frontend="terminal")
            text = guide.variant_glossary(glossary, variant, lang=self.lang)
        except guide.GuideMissing as exc:
            self.say_text(t(self.lang, "terminal.no_glossary", reason=exc))
            return
        self._say_markdown(text)

    async def _show_end(self, service: TableService, table: LiveTable) -> None:
        game = table.game
        self.say("")
        if table.status != "finished":
            self.say_text(t(self.lang, "terminal.table_ended"))
        elif self.agreed or table.row.end_requested:
            self.say_text(t(self.lang, "terminal.over_agreed"))
        else:
            self.say_text(t(self.lang, "terminal.over"))
        if game is not None:
            await self._show_protocol(service, table)


def hand_rows(symbol: str, cards: Sequence[str], notes: Sequence[str], width: int) -> list[str]:
    """A suit's row of the hand (``  ♣ A♣ Q♣ 4♣  (andra färg)  ← trumps``) within ``width``
    columns: where it is wider, its notes go under the cards, then each under the other, and
    only where the cards alone are wider (a long suit on a phone) are they broken between
    cards; a line broken onto is led by four spaces, under the cards."""
    head, later = f"  {symbol} ", "    "
    shown = " ".join(cards) or "—"
    tail = "  ".join(notes)
    row = f"{head}{shown}  {tail}" if tail else f"{head}{shown}"
    if display_width(row) <= width:
        return [row]
    rows = fill(shown, width, first=head, later=later).split("\n")
    if not tail:
        return rows
    if display_width(f"{rows[-1]}  {tail}") <= width:
        rows[-1] += f"  {tail}"
    elif display_width(later + tail) <= width:
        rows.append(later + tail)
    else:
        rows += [fill(note, width, first=later, later=later) for note in notes]
    return rows


def _table_row(line: str, width: int) -> str | None:
    """A table's row from the guide (:data:`_TABLE_ROW`) within ``width`` columns, each cell
    ("4 -11", "second suit ♥ 20 / 40 / 60 / 80") whole on a line and a line broken after a
    cell's "·", the later lines led by two spaces: broken between words, "- 5: 0 -50 · 1 -41
    · 2 -31 · 3 -21 · 4" / "-11 · 5 12" read as the wrong figures. None for another line,
    or a row with a cell too wide for a line of its own (broken between words, as any)."""
    found = _TABLE_ROW.match(line)
    if found is None or display_width(line) <= width:
        return None
    later = "  "
    cells = found["cells"].split(" · ")
    units = [f"{cell} ·" for cell in cells[:-1]] + cells[-1:]
    row = f"- {found['label']}:"
    if display_width(row) > width:
        return None
    rows: list[str] = []
    for unit in units:
        if display_width(f"{row} {unit}") <= width:
            row = f"{row} {unit}"
        elif display_width(later + unit) <= width:
            rows.append(row)
            row = later + unit
        else:
            # A cell too wide for a line of its own ("andra färgen hjärter 100 / 120 / 140 /
            # 160"): its name on one line, its figures on the next, further in.
            split = _CELL_FIGURES.match(unit)
            if split is None:
                return None
            name, figures = later + split["name"], later + "  " + split["figures"]
            if display_width(name) > width or display_width(figures) > width:
                return None
            rows += [row, name]
            row = figures
    rows.append(row)
    return "\n".join(rows)


_CELL_FIGURES = re.compile(r"(?P<name>.*?[^\d\s]) (?P<figures>[-+−]?\d.*)$")
"""A table's cell as its column's name and its figures: ``andra färgen hjärter`` and
``100 / 120 / 140 / 160 ·``."""


def _passed_out(deal: Deal) -> bool:
    """Whether everyone passed and the cards are played all the same (Misère Partout, FB-A1,
    DW-B4), rather than thrown in: no contract, and the deal goes on past its auction."""
    return deal.contract is None and deal.phase not in (Phase.AUCTION, Phase.OVER)


def _next_deal_follows(table: LiveTable) -> bool:
    """Whether the service deals again once this deal is settled (not at the tour's end, nor
    after an agreed stop, nor at a scorekeeping table): the service's own test of the end."""
    game = table.game
    return (
        game is not None
        and table.status == "playing"
        and table.options.mode == "play"
        and game.current is None
        and not ends_now(table, game)
    )


def _plain(text: str) -> str:
    """Markdown for a terminal: without its marks (bold, code, the stars of an italic word,
    a heading's hashes)."""
    plain = _ITALIC.sub(r"\1", text.replace("**", "").replace("`", ""))
    return _HEADING.sub("", plain)


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _uncapitalised(text: str) -> str:
    """A sentence of the person's own ("You pass") within a line: "you pass"."""
    return text[:1].lower() + text[1:]


def _in_play_order(view: PublicView, cards: Sequence[Card]) -> list[Card]:
    """A hand laid out as "Your hand:" lists it, suit by suit in play (NT-S3)."""
    return [c for held in view.by_suit_in_play(cards).values() for c in held]
