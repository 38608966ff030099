"""A deal's result and the game's score sheet in the terminal (:class:`Results`): the
settlement's payment lines, the protocol and score sheet ``p`` shows (with the deal in play
under them, which has no row yet), and the game's end: why it ended (and how to save its
record), its sheets and its final balances ranked, as Discord's end post ranks them
(:mod:`bot.standings`), said again as the next run starts a new table.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from pathlib import Path

from bot.engine.describe import settlement_heading
from bot.engine.errors import EngineError
from bot.engine.game import Game
from bot.engine.phrasing import pays_sentence
from bot.engine.record import RecordError
from bot.engine.scoring import POOL, Settlement
from bot.engine.words import Lang
from bot.i18n import computer_said_in, t
from bot.record_export import DEFAULT_DB
from bot.score_sheet import in_play_lines, score_sheet
from bot.sheet import balances_line, protocol_sheet
from bot.standings import money_text, over_words, standing_words, standings
from bot.tables import TableService, log
from bot.tables.live import TableChange
from bot.tables.options import options_of
from bot.tables.service import LiveTable
from bot.terminal.help import Help
from bot.wrapping import clauses, display_width, fill, fill_at_commas
from db.database import Database
from db.errors import StorageError
from db.models import TableRow


class Results(Help):
    """A result's payments, the protocol and score sheet, and the game's end."""

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
                    self.say(self._payment_lines(piece, first, later))

    def _payment_lines(self, piece: str, first: str, later: str) -> str:
        """A piece of a payment line broken between phrases (:func:`fill_at_commas`), each
        name and the amount after it ("Anna-Karin von Essen-Lindqvist 16") whole on one line:
        where they do not fit under ``later``, hung less deep, down to ``first``'s indent;
        "… pays" / "Anna-Karin von Essen-Lindqvist" / "16" left the amount alone, read as
        a payment of its own. Broken as before where even that is too narrow."""
        owed = tuple(
            found[0]
            for name in self.names
            for found in re.finditer(re.escape(name) + r" [-+−]?\d+(?![\d×])", piece)
        )
        if owed:
            for lead in range(len(later), len(first) - 1, -2):
                wrapped = fill_at_commas(
                    piece,
                    self.width,
                    first=first,
                    later=" " * lead,
                    whole=(*owed, *self.names),
                    phrases=self.phrases,
                )
                if all(display_width(line) <= self.width for line in wrapped.split("\n")):
                    return wrapped
        return fill_at_commas(
            piece, self.width, first=first, later=later, whole=self.names, phrases=self.phrases
        )

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

    async def _show_protocol(self, service: TableService, table: LiveTable) -> None:
        """The game's sheets (:meth:`_show_sheets`) and the balances under them, as ever;
        then, at a table still playing, after a blank line, the deal in play (its dealer, bids
        and contract so far, as Discord's Protocol answer says them: it has no row yet), so
        the balances still follow the sheet's Total row."""
        game = table.game
        if game is None:
            return
        await self._show_sheets(service, table, game)
        self.say_wrapped(balances_line(game.balances, game.players, self.lang))
        if table.status in ("playing", "paused"):  # an abandoned table's deal is no "in progress"
            playing = in_play_lines(game, game.players, self.lang, self.width)
            if playing:
                self.say("")  # apart from the balances
            for line in playing:
                self.say(line)

    async def _show_sheets(self, service: TableService, table: LiveTable, game: Game) -> None:
        """The Swedish protocol's sheet where the game keeps one, and the score sheet of every
        deal (beside a protocol, once a deal is settled; replayed from the log, since the live
        game keeps only its last deals)."""
        names = self._listed(game.players)  # "You (Anna)" heads the person's column
        if game.features.protocol:
            tour = game.features.tour_length
            # A closed game's protocol ends as a paper one and as Discord's does: each
            # column's standing ålar and betar summed under its last row (SV-P12).
            closed = game.final is not None and bool(game.final.lines)
            snapshot = game.ledger.snapshot()
            sheet = protocol_sheet(
                snapshot, names, self.lang, tour_length=tour, width=self.width, sums=closed
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

    async def _show_end(self, service: TableService, table: LiveTable) -> None:
        """The game's end in the order of Discord's end post: why it ended, its final
        settlement (:meth:`_say_final_settlement`), its sheets, and its final balances ranked
        (the balances after the last deal are not said again)."""
        game = table.game
        self.say("")
        self.say_text(self._why_over(table, game))
        if game is None:
            return
        self._say_export()
        if table.status != "finished":  # abandoned elsewhere: no final standings to rank
            await self._show_protocol(service, table)
            return
        if self._say_final_settlement(table, game):
            self.say("")  # apart from the sheets
        await self._show_sheets(service, table, game)
        price = table.options.price_per_point_ore
        ranked = [
            standing_words(place, game.players[seat - 1], game.balances[seat], price, self.lang)
            for place, seat in standings(game.balances)
        ]
        self.say("")  # apart from the sheet's Total row
        self._say_standings(t(self.lang, "result.standings"), ranked, price, game.players)

    def _say_export(self) -> None:
        """How to save the game's record (``python -m bot export``, :mod:`bot.record_export`,
        whose default is the last table whose game is over: this one), under why the game is
        over, so the ranking still closes the game's end. The file is named where it is not
        the default, as typed, so the command runs as shown: on the sentence's line where it
        fits, else on a line of its own, never broken but where a shell reads on (`` \\``
        before the path, the path whole on the next line) when even that line is too narrow
        for it. Once the help's ``FILE`` stood for a path too long for the sentence's line,
        and the person had to find the path again."""
        command = "python -m bot export"
        db: Path = self.args.db
        if db == DEFAULT_DB:
            self.say_text(t(self.lang, "terminal.export", command=command), whole=(command,))
            return
        path = shlex.quote(str(db))
        typed = f"{command} --db {path}"
        if display_width(typed) <= self.width:
            self.say_text(t(self.lang, "terminal.export", command=typed), whole=(typed,))
            return
        head = f"{command} --db \\"  # a shell reads the next line on: copied, it runs whole
        self.say_text(t(self.lang, "terminal.export", command=head), whole=(head,))
        self.say(f"    {path}")

    def _say_final_settlement(self, table: LiveTable, game: Game) -> bool:
        """The game's final settlement where its rules have one and it paid anything (SV-P12's
        betdelning, NT-G4's pool): its heading ("Sharing the pool:", not where its first line
        names it), its payment lines, and the glossary's words for the terms it uses first;
        whether anything was said. Said here, after why the game ended, as Discord says it."""
        final = game.final
        if final is None or not final.lines:
            return False
        self.say("")
        heading = settlement_heading(game.words, final.text(self.lang), self.lang)
        if heading is not None:
            self.say(f"{heading}:")
        self.say_payments(final, self.lang)
        close = TableChange(table.id, table.seq, "close", settlement=final)
        note = self._terms(self._new_terms(close, game), table)
        if note:  # apart from the payments above, which share its indent
            self.say("")
        for line in note.splitlines():  # a word a line, each wrapped on its own
            self.say_wrapped(line, "  ")
        return True

    def _why_over(self, table: LiveTable, game: Game | None) -> str:
        """Why the game is over: ended elsewhere, by agreement (SV-M2), its tour's betar
        played off (SV-P11, in Discord's words), or its agreed deals played (SV-F3; NT-G4's
        extra deals for the pool counted apart)."""
        if table.status != "finished":
            return t(self.lang, "terminal.table_ended")
        agreed = self.agreed or table.row.end_requested
        return self._why_finished(game, outgrown=self.outgrown, agreed=agreed)

    def _why_finished(self, game: Game | None, *, outgrown: bool, agreed: bool) -> str:
        """Why a finished game is over: ended by the table, its scores outgrowing the
        database; by agreement (SV-M2); else as Discord's end post says it
        (:func:`~bot.standings.over_words`)."""
        if outgrown:
            return t(self.lang, "notice.outgrown")
        if agreed:
            return t(self.lang, "terminal.over_agreed")
        if game is None:
            return t(self.lang, "terminal.over")
        return over_words(game, self.lang).replace("**", "")  # as Discord's end post says it

    def _why_ended(self, row: TableRow, events: Sequence[log.Event]) -> str:
        """Why the finished game of ``row`` ended, read back from its log as the next run
        starts a new table, in the words its end said it (:meth:`_why_finished`): its close
        names an agreed stop between deals or the table's own end (:func:`log.ended_by`), its
        row a stop asked during a deal; its deals replayed say whether its agreed deals were
        played (SV-F3) or its tour played off (SV-P11)."""
        ended = log.ended_by(events)
        try:
            game: Game | None = log.game_from_events(events)
        except (RecordError, EngineError):  # a log this version cannot replay: only "over"
            game = None
        outgrown = ended is not None and ended.outgrown
        agreed = row.end_requested or (ended is not None and ended.by is not None)
        return self._why_finished(game, outgrown=outgrown, agreed=agreed)

    def _say_standings(
        self, head: str, ranked: Sequence[str], price: int, names: Sequence[str]
    ) -> None:
        """``head`` ("Final balances:"), then a seat a line, its place first ("1. Anna +12
        points"), each name kept whole; the price of a point under them where the table
        plays for money (SV-M2)."""
        self.say(fill(head, self.width))
        for line in ranked:
            self.say(fill(line, self.width, later="    ", whole=(*names, *self.names)))
        if price:
            said = t(self.lang, "result.price", price=money_text(price, signed=False))
            self.say(fill(said, self.width))

    async def _say_final_of(self, db: Database, row: TableRow) -> None:
        """Why a finished table's game ended (:meth:`_why_ended`) and its final balances
        ranked, as its end said them, read back from its log and its stored result (its last
        finished tour's: the one its close wrote), as the next run starts a new table; its
        computers named in this run's language. No balances where none are stored (a game
        that settled no deal); nothing where the file cannot be read now."""
        try:
            events = await db.event_log(row.id)
            tours = [tour for tour in await db.tours(row.id) if tour.status == "finished"]
            results = await db.tour_results(tours[-1].id) if tours else []
            seats = {seat.seat: seat for seat in await db.seats(row.id)}
        except StorageError:
            return
        self.say_text(self._why_ended(row, events))
        price = options_of(row.settings).price_per_point_ore
        names: dict[int, str] = {}
        for result in results:
            held = seats.get(result.seat)
            if held is None:
                continue
            name, level = held.display_name, held.computer_level
            said = computer_said_in(self.lang, name, level, result.seat) if level else None
            names[result.seat] = said or name
        if not names or len(names) != len(results):
            self.say("")  # apart from the new table's lines
            return
        ranked = [
            standing_words(result.rank, names[result.seat], result.balance, price, self.lang)
            for result in sorted(results, key=lambda r: (r.rank, r.seat))
        ]
        head = t(self.lang, "terminal.final_at", id=row.id)
        self._say_standings(head, ranked, price, tuple(names.values()))
        self.say("")  # apart from the new table's lines
