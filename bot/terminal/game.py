"""The terminal's game loop (:class:`Terminal`): the table opened or resumed, the computers
seated, the moves narrated, the person asked in turn, until the game ends or is stopped.

Once the game kept in the file is over, the next run says so and starts a new table with its
variant and rules (unless ``--variant`` asks for others). A write the database refuses (a full
disk, a locked file) is said in a line, never a traceback: a move's at its prompt, the table's
set-up or Start tried again on Enter; so is the service's refusal of the set-up or Start where
another process changed the table meanwhile (the same file played in another window), and the
table gone on with as it is now. A table resumed in another language than it was made in names
its computers in this run's (stored with the seats, as Discord does where a server's language
changed).
"""

from __future__ import annotations

import argparse
import getpass
import sys
from contextlib import suppress

from bot.engine.actions import Pass, Play
from bot.engine.deal import Deal
from bot.engine.describe import all_pass_words, deal_summary, laid_cards
from bot.engine.errors import IllegalAction
from bot.engine.phase import Phase
from bot.engine.settings import SettingsError
from bot.engine.variants import get_variant
from bot.engine.words import Lang
from bot.i18n import computer_name, refusal_reason, t, tn
from bot.rule_flags import flag_reason, rule_settings
from bot.sheet import balances_line
from bot.tables import NotSaved, Refused, SeededShuffler, SystemShuffler, TableChange, TableService
from bot.tables.commit import ends_now
from bot.tables.options import engine_settings
from bot.tables.service import LiveTable, Subscriber
from bot.terminal.help import Help
from bot.terminal.prompts import Prompts
from bot.terminal.results import Results
from bot.terminal.screen import CHANNEL, GUILD, ME, capitalised
from bot.terminal.table_view import TableView
from bot.terminal_menu import prompt_with_keys, typed_key
from bot.wrapping import fill
from db.database import Database
from db.errors import StorageError

DEALS = "deals"
"""The setting of the game's agreed number of deals (SV-F3), which ``--deals`` sets."""
INTERRUPTED = 130
"""The exit status of a program stopped by Ctrl-C (128 + SIGINT)."""
CANNOT_OPEN = 2
"""The exit status when the table's file cannot be opened (as for any error a user can fix)."""
READER_GONE = 1
"""The exit status once the output's reader went away (``… | head``): the Python docs'
recipe for a broken pipe."""


def _default_name(lang: Lang) -> str:
    """The login name, so the engine's sentences read "Anna pays …" (not "You pays …")."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError):  # no login name in some containers
        name = ""
    return name[:1].upper() + name[1:] if name else t(lang, "terminal.player_1")


class Terminal(Prompts, TableView, Results, Help):
    """One person's game at the table kept in the file, from its start to its end."""

    # -- the game ------------------------------------------------------------------------

    async def run(self) -> int:
        path = self.args.db.resolve()
        self.say_text(t(self.lang, "terminal.kept_in", path=path))
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
                name = _person(table) or self.args.name or _default_name(self.lang)
                self.say_text(
                    t(self.lang, "terminal.resuming", id=table.id, name=name), whole=(name,)
                )
                self._say_table_rules(table)
                self._say_keys(table)
                self._say_kept_rules(table)
                self._say_kept_name(table, name)
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
                    typed = typed_rules(self.args, variant, self.lang)
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
            await self._say_final_of(service.db, finished[-1])  # what that game came to
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
        name = _person(table) or self.args.name or _default_name(self.lang)
        self.say_text(t(self.lang, "terminal.new_table", id=table.id, name=name), whole=(name,))
        self._say_table_rules(table)
        self._say_keys(table)
        self._say_documents(table)
        await self._seat_and_start(service, table)
        return table

    def _say_keys(self, table: LiveTable) -> None:
        """The keys the person may type, once the table is known: ``p`` is for its protocol,
        or its score sheet where it keeps none."""
        sheet = self._sheet(_keeps_protocol(table))
        self.say(fill(t(self.lang, "terminal.keys", sheet=sheet), self.width))

    async def _name_computers(self, service: TableService, table: LiveTable) -> None:
        """A table resumed in another language than its computers sat down in (``--lang``,
        or the locale, changed between runs): the names the bot gave them are said in this
        run's, stored with the seats as on Discord (:meth:`TableService.name_computers`), so
        the lines, the protocol and the next run say them so. Not saved (a locked file, the
        table changed in another window): they keep their names, and the game goes on."""
        with suppress(Refused, StorageError):
            await service.name_computers(table.id, self.lang)

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

    def _say_kept_name(self, table: LiveTable, name: str) -> None:
        """A kept table goes on with the name the person sat down with: say so where
        ``--name`` asks for another, as :meth:`_say_kept_rules` does for the rules, rather
        than ignore it."""
        asked = self.args.name
        if asked is not None and asked.strip() and asked.strip() != name:
            text = t(self.lang, "terminal.keeps_name", id=table.id, name=name, asked=asked)
            self.say_text(text, whole=(name, asked))

    def _narrate(self, service: TableService, table: LiveTable) -> Subscriber:
        async def on_change(change: TableChange) -> None:
            if change.table_id != table.id or table.game is None or self.stopping:
                return
            if change.kind == "close" and change.outgrown:
                self.outgrown = True  # said as the end's reason (_why_over)
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
                    self.say_wrapped(capitalised(all_pass_words(game.words, lang)), "  ")
                trick_over = deal is not None and not deal.play.current and deal.play.tricks
                if isinstance(change.action, Play) and deal is not None and trick_over:
                    winner = deal.play.tricks[-1].winner
                    who = self._who(winner, names, after=True)
                    trick = t(lang, "terminal.trick_to", n=len(deal.play.tricks), who=who)
                    self.say_wrapped(trick, "  ")
                if deal is not None and change.deal_no is not None:
                    self._say_laid_down(deal, change.deal_no, game.words)
            # The final settlement is said with the game's end, after why the game ended, as
            # Discord's end post says it (_show_end).
            if change.settlement is not None and change.kind != "close":
                self.say("")
                # A result's payment lines name every seat, the person's too, as the rules'
                # sentences do ("Anna pays …": "You pays" would not be English, Swedish "bara
                # du missade sitt eget mål" not Swedish); the lines the terminal writes around
                # them (the summary, the tricks, the balances) name the person so too, rather
                # than "you (Anna)" beside "Anna pays" for one person. The table's first line
                # said which name is the person's ("you play as Anna").
                listed = list(names)
                if change.deal_no is not None:
                    entry = game.deals[change.deal_no - 1]
                    summary = deal_summary(entry, listed, game.words, lang)
                    self.say_phrased(summary)  # never "…, 5" / "tricks, made"
                    played = entry.deal
                    if played is not None and played.is_over:
                        # NT-B8: a card laid face down with a bid is shown once the deal is over.
                        public = played.public_view()
                        ladder = game.rules.ladder
                        for line in laid_cards(public.auction, names, ladder, game.words, lang):
                            self.say_wrapped(line)
                    if played is not None and played.is_over and played.play.tricks:
                        won = played.public_view().won  # the last trick was narrated above
                        # Each count in words, as the tricks so far say it
                        # (TableView._say_tricks): a bare count after a computer's name read
                        # as part of it ("Computer 2 (heuristic) 7").
                        counts = [
                            tn(lang, "terminal.side_player", won[s], who=who)
                            for s, who in enumerate(listed)
                        ]
                        self.say_headed("terminal.tricks", "listed", counts)
                self.say_payments(change.settlement, lang)
                note = self._terms(self._new_terms(change, game), table)
                if note:  # apart from the payments above, which share its indent
                    self.say("")
                for line in note.splitlines():  # a word a line, each wrapped on its own
                    self.say_wrapped(line, "  ")
                self.say_wrapped(balances_line(game.balances, listed, lang))
                if _next_deal_follows(table):
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
            sheet = self._sheet(_keeps_protocol(table), short=True)
            keys = t(self.lang, "terminal.next_deal_keys", sheet=sheet)
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
                self._show_glossary(table)
            elif answer == "r":
                self._show_rules(table)
            elif answer != "e" or await self._end_game(service, table) != "declined":
                return  # the next deal, or the game ended or stopped

    async def _loop(self, service: TableService, table: LiveTable) -> None:
        redraw = True  # the hand and the table before the question; not after a refusal
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
            if redraw:
                self._show_view(view, table, words)
            redraw = True
            choice = self._ask(view, words, table.game.rules.ladder, table.game)
            if choice == "quit":
                self.say_text(t(self.lang, "terminal.saved"))
                return
            if choice == "protocol":
                await self._show_protocol(service, table)
                continue
            if choice == "glossary":
                self._show_glossary(table)
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
                if isinstance(exc, Refused) and exc.code == "outgrown":
                    continue  # the game ended instead: its end says why (_why_over)
                key = (
                    "terminal.not_allowed"
                    if isinstance(exc, IllegalAction)
                    else "terminal.not_accepted"
                )
                text = t(self.lang, key, reason=refusal_reason(self.lang, exc))
                self.say(fill(text, self.width))
                # A move the rules refuse changed nothing: the reason, then the choices and
                # the prompt right under it, the hand and the table just above as they were
                # (drawn again, they pushed the reason out of a phone's view). A refusal of
                # the service (the table changed in another window) draws it all again.
                redraw = not isinstance(exc, IllegalAction)


def typed_rules(args: argparse.Namespace, variant: str, lang: Lang) -> dict[str, object]:
    """The rule settings the command line gives ``variant``'s new table: its rule flags
    (:func:`bot.rule_flags.rule_settings`) and ``--deals``, the agreed number of deals (SV-F3),
    the setting Discord's lobby sets as ``deals=24``, read and checked as the flags are, by the
    variant's model together with them (``--deals 0``, no limit, where its rules allow it).
    Raises :class:`SettingsError` as :func:`~bot.rule_flags.rule_settings` does, and for
    ``--deals`` where the variant's rules agree no number of deals, naming the variant."""
    rules = rule_settings(args, variant, lang)
    text: str | None = getattr(args, "deals", None)
    if text is None:
        return rules
    chosen = get_variant(variant)
    model = chosen.settings_model
    spec = model.spec(DEALS)
    if spec is None:
        # As a rule flag of another variant is refused: "Swedish Boston (swedish)".
        named = f"{chosen.words.variant_name(lang)} ({variant})"
        raise SettingsError(t(lang, "flags.not_here", flag=DEALS, variant=named))
    typed = {**rules, DEALS: spec.parse(text)}
    chosen.settings(typed)
    model.check_typed({**model.defaults(), **typed})
    return typed


def _person(table: LiveTable) -> str | None:
    """The person's name at the table, as the results name them (the host's seat)."""
    seat = table.seats.get(ME)
    return seat.display_name if seat is not None else None


def _keeps_protocol(table: LiveTable) -> bool:
    """Whether the table keeps a protocol, as its rules' ledger says (a new table's game is
    not dealt yet)."""
    variant = get_variant(table.row.variant)
    return variant.features(engine_settings(table.row.settings)).protocol


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
