"""A deal's result and the game's score sheet in the terminal (:class:`Results`): the
settlement's payment lines, the protocol and score sheet ``p`` shows, and the game's end.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.engine.phrasing import pays_sentence
from bot.engine.scoring import POOL, Settlement
from bot.engine.words import Lang
from bot.i18n import t
from bot.score_sheet import score_sheet
from bot.sheet import balances_line, protocol_sheet
from bot.tables import TableService, log
from bot.tables.service import LiveTable
from bot.terminal.screen import Screen
from bot.wrapping import clauses, display_width, fill_at_commas


class Results(Screen):
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
        """The Swedish protocol's sheet where the game keeps one, and the score sheet of every
        deal (beside a protocol, once a deal is settled; replayed from the log, since the live
        game keeps only its last deals)."""
        game = table.game
        if game is None:
            return
        names = self._listed(game.players)  # "You (Anna)" heads the person's column
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
        self.say_wrapped(balances_line(game.balances, game.players, self.lang))

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
