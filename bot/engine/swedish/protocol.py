"""The Swedish protocol (SV-P1…P12, SV-M1…M2): ålar and betar per column, marks, the gående
bet, merging, playing betar off, the tour and betdelning. Each deal also pays its direct
payment (:mod:`bot.engine.swedish.direct`); :meth:`SwedishProtocol.settle` returns both.
The protocol also keeps the last turned card it saw, betdelning's lot (SV-P12, ``remainder``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from typing import Literal

from bot.engine.cards import SUIT_OF, Card, card_label
from bot.engine.contracts import SuitClass
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.phrasing import (
    Frames,
    Names,
    Texts,
    each_lang,
    joined,
    listed,
    pays_sentence,
    say,
    seat_name,
)
from bot.engine.result import DealResult
from bot.engine.scoring import Payment, SeatNames, Settlement
from bot.engine.seats import SEATS, Seat, distance, left_of
from bot.engine.swedish.direct import (
    contract_of,
    declarer_of,
    direct_payment,
    lone_loser,
    lost_working,
    round_ten,
)
from bot.engine.swedish.ladder import headline_terms
from bot.engine.words import Lang

AL_STEP = 16
"""SV-P4: each new round of ålar is worth this much more than the last."""

_FACTOR: dict[SuitClass, int] = {SuitClass.PLAIN: 8, SuitClass.SECOND: 16, SuitClass.FIRST: 32}
_MISERE_FACTOR = _FACTOR[SuitClass.PLAIN]

Kind = Literal["al", "bet"]

Remainder = Literal["balance", "lot"]
"""SV-P12's rounding remainder: by the balances before betdelning, or drawn by lot."""

FRAMES: Frames = {
    "all_pass": {
        "en": "all pass: a mark ({n} standing)",
        "sv": "ompassning: ett streck ({n} stående)",
    },
    "lost": {"en": "lost: a mark ({n} standing)", "sv": "förlorat: ett streck ({n} stående)"},
    "merged": {
        "en": "{who} writes two betar of {how}, merged: {n}",
        "sv": "{who} sätter två betar om {how}, ihopslagna: {n}",
    },
    # The source's verb: a loser *sätter bet* (SV-P7, SV-P8).
    "two": {"en": "{who} writes two betar of {how}", "sv": "{who} sätter två betar om {how}"},
    # SV-P9: why no merge question was asked, so that two betar apart do not read as a slip.
    "over_limit": {
        "en": " (over the limit {limit}: not merged)",
        "sv": " (över gränsen {limit}: slås inte ihop)",
    },
    # SV-P9: the question was asked and the writer kept the two betar apart, said where the
    # over-limit case says why none was asked: a declined merge is not an unasked one.
    "declined": {"en": " (merge declined)", "sv": " (hopslagning avböjd)"},
    "one": {"en": "{who} writes a bet of {how}", "sv": "{who} sätter en bet om {how}"},
    # SV-P8: spelförare and whistare both short write a bet each, of the same value, said once
    # (the sum written twice in one line broke inside the second on a phone).
    "each": {
        "en": "{who} each write a bet of {how}",
        "sv": "{who} sätter var sin bet om {how}",
    },
    # The merge question as the asked seat reads it (merge_answers): in their own person, not
    # "If you merge: David writes …" to David himself.
    "you_merged": {
        "en": "you write one bet of 2 × {value} = {n}",
        "sv": "du sätter en bet om 2 × {value} = {n}",
    },
    "you_two": {"en": "you write two betar of {how}", "sv": "du sätter två betar om {how}"},
    "you_pay": {"en": "you pay each defender {n}", "sv": "du betalar varje försvarare {n}"},
    "you_alone": {
        "en": "only you missed your own target (you took {n} of {target}): you pay each "
        "defender {amount}",
        "sv": "bara du missade ditt eget mål (du tog {n} av {target}): du betalar varje "
        "försvarare {amount}",
    },
    "struck_1": {"en": "{n} mark struck", "sv": "{n} streck struket"},
    "struck": {"en": "{n} marks struck", "sv": "{n} streck strukna"},
    "play_off": {
        "en": "{winners} play off {owner}'s {word} {n}",
        "sv": "{winners} spelar av {word} {n} i kolumnen för {owner}",
    },
    "plays_off": {
        "en": "{winners} plays off {owner}'s {word} {n}",
        "sv": "{winners} spelar av {word} {n} i kolumnen för {owner}",
    },
    "plays_off_own": {
        "en": "{winners} plays off their own {word} {n}",
        "sv": "{winners} spelar av {word} {n} i egen kolumn",
    },
    # How far the tour has come, as the table message says it between results (SV-P2,
    # SV-P6, SV-P11): the protocol sheet's "Marks" and "Played off", and the gående bet.
    "tour_marks": {"en": "Marks: {n}", "sv": "Streck: {n}"},
    "tour_going": {"en": "gående bet {n}", "sv": "gående bet {n}"},
    "tour_played_off": {"en": "played off {n} of {tour}", "sv": "avspelade {n} av {tour}"},
    # SV-P3, SV-P11: one bet is played off per contract made, so the last ends the tour.
    "tour_last": {
        "en": "Last bet: the next contract made ends the tour",
        "sv": "Sista beten: nästa hemgång avslutar turen",
    },
    # SV-P3's running number of the betar played off, as the protocol writes it ("#1"); a
    # bare "nr 1" after a column's owner read as the column's number.
    "number": {"en": " (running number #{n})", "sv": " (löpnummer #{n})"},
    "rounded": {"en": ", rounded {n}", "sv": ", avrundat {n}"},
    # The source: "Inga spelmarker betalas för ålen, eftersom spelaren vinner sin egen ål".
    "nothing_moves": {
        "en": "own {word}: nothing is paid",
        "sv": "egen {word}: ingen betalning",
    },
    "columns": {
        "en": "betdelning: columns {columns}; mean {mean}",
        "sv": "betdelning: kolumner {columns}; medel {mean}",
    },
    "pays": {"en": "{who} pays {n}{exact}", "sv": "{who} betalar {n}{exact}"},
    "takes": {"en": "{who} takes {n}{exact}", "sv": "{who} tar {n}{exact}"},
    # A column at the mean: listed all the same, so that nobody seems forgotten.
    "even": {"en": "{who} is at the mean: nothing", "sv": "{who} ligger på medel: ingenting"},
    "before_rounding": {"en": " ({n} before rounding)", "sv": " ({n} före avrundning)"},
    "surplus": {
        "en": "{n} left in the pot goes to {who} (lowest balance{tie})",
        "sv": "{n} över i potten går till {who} (lägst saldo{tie})",
    },
    "shortfall": {
        "en": "{n} missing from the pot is paid by {who} (highest balance{tie})",
        "sv": "{n} som saknas i potten betalas av {who} (högst saldo{tie})",
    },
    # SV-P12's decision on a tie of balances, said where there is one (else ``{tie}`` is empty).
    "surplus_tie": {
        "en": ", tied with {others}; the lowest seat number takes it",
        "sv": ", lika med {others}; lägsta platsnumret får det",
    },
    "shortfall_tie": {
        "en": ", tied with {others}; the lowest seat number pays",
        "sv": ", lika med {others}; lägsta platsnumret betalar",
    },
    # ``remainder=lot``: the card and its seat are said, so that anyone can check the draw.
    "lot_surplus": {
        "en": "the lot (the last turned card, {card}; ♠ ♥ ♣ ♦ draw seats 1–4) falls to seat "
        "{seat}: {who} takes the {n} left in the pot",
        "sv": "lotten (det senast vända kortet, {card}; ♠ ♥ ♣ ♦ lottar plats 1–4) faller på plats "
        "{seat}: {who} tar de {n} som blev över i potten",
    },
    "lot_shortfall": {
        "en": "the lot (the last turned card, {card}; ♠ ♥ ♣ ♦ draw seats 1–4) falls to seat "
        "{seat}: {who} pays the {n} missing from the pot",
        "sv": "lotten (det senast vända kortet, {card}; ♠ ♥ ♣ ♦ lottar plats 1–4) faller på plats "
        "{seat}: {who} betalar de {n} som saknas i potten",
    },
    # ``remainder=lot``, said when an agreed end is asked (bot.engine.end_notes): the card a
    # stop now would draw the lot by, which a deal taken back unplayed does not change.
    "lot_ahead": {
        "en": "Should betdelning's rounding leave a remainder, the lot falls to seat {seat}, "
        "{who} ({card}, the last turned card of a deal that counts; ♠ ♥ ♣ ♦ draw seats 1–4).",
        "sv": "Om betdelningens avrundning lämnar en rest, faller lotten på plats {seat}, {who} "
        "({card}, senast vända kortet i en giv som räknas; ♠ ♥ ♣ ♦ lottar plats 1–4).",
    },
    # ``remainder=lot`` in a game of deals entered by their results only: no card to draw.
    "surplus_no_card": {
        "en": "{n} left in the pot goes to {who} (lowest balance{tie}: no turned card to draw "
        "the lot)",
        "sv": "{n} över i potten går till {who} (lägst saldo{tie}: inget vänt kort att lotta med)",
    },
    "shortfall_no_card": {
        "en": "{n} missing from the pot is paid by {who} (highest balance{tie}: no turned card "
        "to draw the lot)",
        "sv": "{n} som saknas i potten betalas av {who} (högst saldo{tie}: inget vänt kort att "
        "lotta med)",
    },
}
"""The protocol's sentence frames."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One ål or bet in ``seat``'s column; ``value`` is unrounded (SV-P10).

    Once played off, ``played_off`` is its running number and ``declarer`` / ``whister`` the
    numbers written above and below its stroke (``whister`` None where paper writes 0).
    """

    seat: Seat
    kind: Kind
    value: int
    played_off: int | None = None
    declarer: Seat | None = None
    whister: Seat | None = None

    @property
    def standing(self) -> bool:
        return self.played_off is None

    @property
    def word(self) -> str:
        return "ål" if self.kind == "al" else "bet"


class SwedishProtocol(SeatNames):
    """The traditional Swedish payment as a :class:`~bot.engine.scoring.Ledger`.

    ``al`` is the opening bet (SV-P1), ``merge_limit`` the largest bet that may be merged
    (SV-P9), ``tour_length`` the betar to play off in a tour (SV-P11), ``remainder`` how
    betdelning's rounding remainder is placed (SV-P12); ``names`` label seats in the
    explanations. The running balances of the deals settled here are kept in ``balances``.
    """

    # Class defaults: a checkpoint written before the setting existed restores with them.
    remainder: Remainder = "balance"
    _turned: Card | None = None
    """The last turned card of the deals settled here (SV-P12's lot): a scored deal has none."""

    def __init__(
        self,
        al: int = 96,
        merge_limit: int = 200,
        tour_length: int = 24,
        names: Names = None,
        remainder: Remainder = "balance",
    ) -> None:
        self.merge_limit = merge_limit
        self.tour_length = tour_length
        self.remainder = remainder
        self._turned = None
        self.names = names
        self._entries: list[Entry] = []
        self._marks = 0
        self._played_off = 0
        self._al = al
        self._balances: dict[Seat, int] = dict.fromkeys(SEATS, 0)
        self._going = self._write_alar(al)

    # -- reading -------------------------------------------------------------------------

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(self._entries)

    @property
    def marks(self) -> int:
        return self._marks

    @property
    def played_off(self) -> int:
        return self._played_off

    @property
    def going(self) -> tuple[Entry, ...]:
        """The gående bet, or the tied candidates while the choice waits (SV-P4/P5)."""
        return tuple(self._entries[i] for i in self._going)

    @property
    def going_value(self) -> int:
        return self._entries[self._going[0]].value

    @property
    def balances(self) -> dict[Seat, int]:
        """Each seat's net over the deals settled here (betdelning not included)."""
        return dict(self._balances)

    @property
    def tour_over(self) -> bool:
        return self._played_off >= self.tour_length

    def tour_notes(self) -> list[Texts]:
        """How far the tour has come, for the table to show between results: the marks
        standing (SV-P6; none said while none stands), the gående bet's value (SV-P2) and
        the betar played off of the tour's (SV-P11), as one line, once a bet has been played
        off or a mark stands (before, it would say nothing, as four balances of 0 do not);
        then, where one bet is left, that the next contract made ends the tour (SV-P3: it
        plays off one). Nothing once the tour is over. From the counts kept here: no walk
        over the entries, and said once per count (:func:`_tour_notes`): the table message
        is drawn again at every move, the counts change once a deal."""
        if self.tour_over:
            return []
        return list(_tour_notes(self._marks, self.going_value, self._played_off, self.tour_length))

    def end_notes(self, turned: Card | None) -> list[Texts]:
        """SV-P12 with ``remainder=lot``: the card an agreed end would draw the lot by (the
        deal in progress's ``turned``, where the end lets it finish, else the last settled
        deal's) and the seat it draws, so the host knows it before deciding
        (:mod:`bot.engine.end_notes`); nothing where no card was turned."""
        card = turned if turned is not None else self._turned
        if self.remainder != "lot" or card is None:
            return []
        seat, label = self._lot(card), card_label(card)
        return [
            each_lang(
                lambda lang: say(
                    FRAMES, "lot_ahead", lang, seat=seat, who=self._name(seat, lang), card=label
                )
            )
        ]

    def last_deal_terms(self) -> tuple[str, ...]:
        """SV-M2: betdelning follows the last agreed deal; with ``remainder=lot`` that deal's
        turned card draws its lot (SV-P12), face up from its start
        (:mod:`bot.engine.deal_notes`)."""
        return (
            ("betdelning_after", "lot_card") if self.remainder == "lot" else ("betdelning_after",)
        )

    def snapshot(self) -> dict[str, object]:
        """record-format.md's ``protocol``; ``going`` marks the gående bet or tied candidates."""
        entries: list[dict[str, object]] = []
        for i, e in enumerate(self._entries):
            row: dict[str, object] = {
                "seat": e.seat,
                "kind": e.kind,
                "value": e.value,
                "played_off": e.played_off,
            }
            if e.played_off is not None:
                row["declarer"] = e.declarer
                row["whister"] = e.whister
            if i in self._going:
                row["going"] = True
            entries.append(row)
        return {
            "entries": entries,
            "marks": self._marks,
            "played_off": self._played_off,
            "tour_over": self.tour_over,
            "al": self._al,
        }

    # -- betar written by a lost contract ------------------------------------------------

    def bet_writers(self, result: DealResult) -> list[Seat]:
        """SV-P8: the seat writing each bet of a lost contract, one item per bet."""
        if result.all_pass or result.made:
            return []
        declarer = declarer_of(result)
        count = 1 if result.penalty_tricks == 1 else 2
        whister = result.whister
        if whister is None:
            return [declarer] * count
        if result.declarer_missed and result.whister_missed:
            return [declarer, whister]
        return [declarer if result.declarer_missed else whister] * count

    def bet_value(self, result: DealResult) -> int:
        """SV-P7: the gående value plus the standing marks, this deal's included, × factor."""
        return self.going_value + (self._marks + 1) * _factor(result)

    def _bet_sum(self, result: DealResult) -> str:
        """SV-P7's sum as the protocol writes it, ``96 + 1 × 8 = 104``, before the deal is
        booked: what :meth:`settle` writes and the merge question says alike."""
        marks = self._marks + 1
        return f"{self.going_value} + {marks} × {_factor(result)} = {self.bet_value(result)}"

    def merge_question(self, result: DealResult) -> Seat | None:
        """SV-P9: the seat writing two betar, when their value is within the merge limit."""
        writers = self.bet_writers(result)
        merges = len(writers) == 2 and writers[0] == writers[1]
        return writers[0] if merges and self.bet_value(result) <= self.merge_limit else None

    def merge_answers(self, result: DealResult) -> tuple[Texts, Texts, Texts] | None:
        """SV-P9's question as the asked seat reads it, in their own person: what merging
        writes, what keeping the two betar writes, then what either books alike (the mark,
        SV-P6, and the direct payment, SV-S5…S8, with ``lost:`` said once). The figures are
        those :meth:`settle` books, from the same helpers; nothing is booked here. None where
        no question arises."""
        seat = self.merge_question(result)
        if seat is None:
            return None
        value, marks, how = self.bet_value(result), self._marks + 1, self._bet_sum(result)
        # The asked seat pays every payment of the lost contract, each the rounded amount.
        amount = direct_payment(result, self._marks, self.names).payments[0].amount
        mine = seat == result.declarer
        took = result.declarer_tricks if mine else result.whister_tricks
        target = result.declarer_target if mine else result.whister_target
        alone = lone_loser(result) is not None

        def alike(lang: Lang) -> str:
            pays = (
                say(FRAMES, "you_alone", lang, n=took, target=target, amount=amount)
                if alone
                else say(FRAMES, "you_pay", lang, n=amount)
            )
            mark = say(FRAMES, "lost", lang, n=marks)
            return "; ".join([mark, *lost_working(result, lang, said_lost=False), pays])

        return (
            each_lang(lambda lang: say(FRAMES, "you_merged", lang, value=value, n=2 * value)),
            each_lang(lambda lang: say(FRAMES, "you_two", lang, how=how)),
            each_lang(alike),
        )

    # -- settling a deal -----------------------------------------------------------------

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        """Book the deal in the protocol and return its betar and direct payments.

        ``merge`` answers :meth:`merge_question`; None reads as "not merged", as in the record
        (a scored deal that gave no answer), and False as declined, which the line says
        (SV-P9).
        """
        if merge and self.merge_question(result) is None:
            raise IllegalAction(Refusal.MERGE_NOT_ASKED, "no merge question arises in this deal")
        if result.turned is not None:
            self._turned = result.turned
        marks_before = self._marks
        if result.all_pass:
            self._marks += 1
            marks = self._marks
            settlement = Settlement.worded(
                (),
                [each_lang(lambda lang: say(FRAMES, "all_pass", lang, n=marks))],
                {"marks_before": marks_before, "marks_after": marks},
                ("ompassning", "mark"),
            )
        elif result.made:
            settlement = self._settle_made(result)
        else:
            settlement = self._settle_lost(result, merge=bool(merge), declined=merge is False)
        for seat, amount in settlement.net().items():
            self._balances[seat] += amount
        return settlement

    def _settle_lost(self, result: DealResult, merge: bool, declined: bool) -> Settlement:
        marks_before = self._marks
        value, how = self.bet_value(result), self._bet_sum(result)
        self._marks += 1
        writers = self.bet_writers(result)
        marks = self._marks
        terms = ["mark", "bet"]
        if merge:
            writers = writers[:1]
            self._write(writers[0], value * 2)
            terms.append("merge")

            def written(lang: Lang) -> str:
                who = self._name(writers[0], lang)
                return say(FRAMES, "merged", lang, who=who, how=how, n=2 * value)

        elif len(writers) == 2 and writers[0] == writers[1]:
            self._write(writers[0], value)
            self._write(writers[0], value)

            over = value > self.merge_limit

            def written(lang: Lang) -> str:
                text = say(FRAMES, "two", lang, who=self._name(writers[0], lang), how=how)
                if over:
                    text += say(FRAMES, "over_limit", lang, limit=self.merge_limit)
                elif declined:
                    text += say(FRAMES, "declined", lang)
                return text

        else:
            for seat in writers:
                self._write(seat, value)

            def written(lang: Lang) -> str:
                who = joined([self._name(s, lang) for s in writers], lang)
                return say(FRAMES, "one" if len(writers) == 1 else "each", lang, who=who, how=how)

        lines = [each_lang(lambda lang: say(FRAMES, "lost", lang, n=marks)), each_lang(written)]
        direct = direct_payment(result, marks_before, self.names)
        betar = [{"seat": s, "value": value * 2 if merge else value} for s in writers]
        extra: dict[str, object] = {
            "betar": betar,
            "merged": merge,
            "marks_before": marks_before,
            "marks_after": self._marks,
            "direct": direct.extra,
        }
        named = headline_terms(result.contract)  # the headline's misère first (SV-C2)
        return Settlement.worded(
            direct.payments, [*lines, *direct.rows()], extra, [*named, *terms, *direct.terms]
        )

    def _settle_made(self, result: DealResult) -> Settlement:
        marks_before = self._marks
        direct = direct_payment(result, marks_before, self.names)
        index = self._choose(result)
        payments, line, played = self._play_off(index, result)
        lines = [line]
        terms = [str(played["kind"]), "played_off"]
        struck = self._marks
        if struck:
            key = "struck" if struck > 1 else "struck_1"
            lines.append(each_lang(lambda lang: say(FRAMES, key, lang, n=struck)))
            terms.append("mark")
        self._marks = 0
        self._going = self._next_going()
        extra: dict[str, object] = {
            "played_off": played,
            "marks_before": marks_before,
            "marks_after": 0,
            "direct": direct.extra,
        }
        terms = [*headline_terms(result.contract), *terms]  # the headline's misère first
        return Settlement.worded(
            (*payments, *direct.payments), [*lines, *direct.rows()], extra, [*terms, *direct.terms]
        )

    def _choose(self, result: DealResult) -> int:
        """SV-P5: the declarer's own candidate, else the whister's, else the owner nearest the
        declarer's left; an owner's earlier entry first.
        """
        declarer = declarer_of(result)

        def rank(i: int) -> tuple[int, int]:
            seat = self._entries[i].seat
            if seat == declarer:
                return -2, i
            if seat == result.whister:
                return -1, i
            return distance(left_of(declarer), seat), i

        return min(self._going, key=rank)

    def _play_off(
        self, index: int, result: DealResult
    ) -> tuple[list[Payment], Texts, dict[str, object]]:
        """SV-P3/P10: the owner pays the winners their rounded shares, never themselves."""
        declarer = declarer_of(result)
        self._played_off += 1
        entry = replace(
            self._entries[index],
            played_off=self._played_off,
            declarer=declarer,
            whister=result.whister,
        )
        self._entries[index] = entry
        rounded = round_ten(entry.value)
        shares = self._shares(rounded, declarer, result.whister)
        item = f"{entry.word} {entry.value} played off"
        payments = [
            Payment(entry.seat, seat, amount, item)
            for seat, amount in shares.items()
            if seat != entry.seat
        ]
        text = each_lang(
            lambda lang: self._explain_play_off(entry, rounded, shares, payments, lang)
        )
        played: dict[str, object] = {
            "seat": entry.seat,
            "kind": entry.kind,
            "value": entry.value,
            "number": self._played_off,
            "rounded": rounded,
            "shares": {str(s): a for s, a in shares.items()},
        }
        return payments, text, played

    def _explain_play_off(
        self,
        entry: Entry,
        rounded: int,
        shares: dict[Seat, int],
        payments: list[Payment],
        lang: Lang,
    ) -> str:
        winners = joined([self._name(s, lang) for s in shares], lang)
        key = (
            "play_off"
            if len(shares) == 2
            else "plays_off_own"
            if entry.seat in shares
            else "plays_off"
        )
        owner = self._name(entry.seat, lang)
        text = say(FRAMES, key, lang, winners=winners, owner=owner, word=entry.word, n=entry.value)
        text += say(FRAMES, "number", lang, n=entry.played_off)
        if rounded != entry.value and payments:  # a rounding is said where money moves
            text += say(FRAMES, "rounded", lang, n=rounded)
        if len(shares) == 2:
            text += ", " + joined([f"{self._name(s, lang)} {a}" for s, a in shares.items()], lang)
        moves = pays_sentence(payments, self.names, lang)
        return f"{text}; {moves or say(FRAMES, 'nothing_moves', lang, word=entry.word)}"

    @staticmethod
    def _shares(rounded: int, declarer: Seat, whister: Seat | None) -> dict[Seat, int]:
        """SV-P10: with whist the declarer's half is a ten larger when the tens are odd."""
        if whister is None:
            return {declarer: rounded}
        tens = rounded // 10
        return {declarer: (tens + 1) // 2 * 10, whister: tens // 2 * 10}

    def _next_going(self) -> list[int]:
        """SV-P4: the highest standing betar, else the standing ålar, else a new round of ålar."""
        standing = [i for i, e in enumerate(self._entries) if e.standing]
        for kind in ("bet", "al"):
            pool = [i for i in standing if self._entries[i].kind == kind]
            if pool:
                top = max(self._entries[i].value for i in pool)
                return [i for i in pool if self._entries[i].value == top]
        self._al += AL_STEP
        return self._write_alar(self._al)

    def _write_alar(self, value: int) -> list[int]:
        return [self._write(seat, value, "al") for seat in SEATS]

    def _write(self, seat: Seat, value: int, kind: Kind = "bet") -> int:
        self._entries.append(Entry(seat, kind, value))
        return len(self._entries) - 1

    def _name(self, seat: Seat, lang: Lang = "en") -> str:
        return seat_name(seat, self.names, lang)

    # -- betdelning ----------------------------------------------------------------------

    def final_settlement(self) -> Settlement:
        """SV-P12 betdelning of the standing betar and ålar; does not change the protocol.

        Decision on the rounding remainder: a surplus goes to the lowest balance before
        betdelning, a shortfall is borne by the highest; ties go to the lower seat number.
        With ``remainder="lot"`` the last turned card draws the seat instead (:meth:`_lot`).
        """
        columns = {s: 0 for s in SEATS}
        for e in self._entries:
            if e.standing:
                columns[e.seat] += e.value
        mean = Fraction(sum(columns.values()), len(SEATS))

        def head(lang: Lang) -> str:
            listed = ", ".join(f"{self._name(s, lang)} {v}" for s, v in columns.items())
            return say(FRAMES, "columns", lang, columns=listed, mean=_decimal(mean, lang))

        lines = [each_lang(head)]
        net: dict[Seat, int] = {}
        for seat, value in columns.items():
            diff = value - mean
            net[seat] = -round_ten(diff) if diff > 0 else round_ten(-diff)
            if not diff:
                lines.append(
                    each_lang(
                        lambda lang, seat=seat: say(
                            FRAMES, "even", lang, who=self._name(seat, lang)
                        )
                    )
                )
            else:  # every column is said, one whose share rounds to 0 too ("takes 0 (4 …)")
                key, n, exact = "pays" if diff > 0 else "takes", abs(net[seat]), abs(diff)
                lines.append(
                    each_lang(
                        lambda lang, seat=seat, key=key, n=n, exact=exact: say(
                            FRAMES,
                            key,
                            lang,
                            who=self._name(seat, lang),
                            n=n,
                            exact=""
                            if exact == n
                            else say(FRAMES, "before_rounding", lang, n=_decimal(exact, lang)),
                        )
                    )
                )
        remainder = -sum(net.values())
        if remainder:
            lines.append(self._remainder(net, remainder))
        payments = tuple(_transfers(net, "betdelning"))
        extra: dict[str, object] = {
            "columns": {str(s): v for s, v in columns.items()},
            "mean": str(mean),
            "remainder": remainder,
        }
        return Settlement.worded(payments, lines, extra, ["betdelning"])

    def _remainder(self, net: dict[Seat, int], remainder: int) -> Texts:
        """Give a surplus in the pot to the lowest balance, or charge a shortfall to the
        highest (SV-P12 decision), or to the seat the lot draws; mutates ``net`` and returns
        the explanation.
        """
        key = "surplus" if remainder > 0 else "shortfall"
        n = abs(remainder)
        card = self._turned
        if self.remainder == "lot" and card is not None:
            seat = self._lot(card)
            net[seat] += remainder
            label = card_label(card)
            return each_lang(
                lambda lang: say(
                    FRAMES,
                    f"lot_{key}",
                    lang,
                    card=label,
                    seat=seat,
                    n=n,
                    who=self._name(seat, lang),
                )
            )
        bal = self._balances
        if remainder > 0:
            seat = min(SEATS, key=lambda s: (bal[s], s))
        else:
            seat = min(SEATS, key=lambda s: (-bal[s], s))
        net[seat] += remainder
        # Others at the same balance: the lower seat number decides, said so (SV-P12).
        tied = [s for s in SEATS if s != seat and bal[s] == bal[seat]]
        tie_key = f"{key}_tie"
        if self.remainder == "lot":  # every deal entered by its result: no card was turned
            key += "_no_card"

        def tie(lang: Lang) -> str:
            if not tied:
                return ""
            others = listed([self._name(s, lang) for s in tied], lang)
            return say(FRAMES, tie_key, lang, others=others)

        return each_lang(
            lambda lang: say(FRAMES, key, lang, n=n, who=self._name(seat, lang), tie=tie(lang))
        )

    @staticmethod
    def _lot(card: Card) -> Seat:
        """SV-P12's draw: the turned card's suit, in the order hands are sorted (♠ ♥ ♣ ♦),
        names seat 1 to 4. Each seat has 13 of the 52 cards, so the draw is even; the card was
        unknown until turned and is in the record, so a replay draws the same seat."""
        return SUIT_OF[card] + 1


def _factor(result: DealResult) -> int:
    """SV-P7: 8 for a plain suit or a misère, 16 for andra färg, 32 for högsta färg."""
    if contract_of(result).misere or result.trump_class is None:
        return _MISERE_FACTOR
    return _FACTOR[result.trump_class]


def _decimal(value: Fraction, lang: Lang = "en") -> str:
    """A quarter-point amount as the protocol writes it: 104, 72.75 (72,75 in Swedish)."""
    text = str(value.numerator) if value.denominator == 1 else str(float(value))
    return text.replace(".", ",") if lang == "sv" else text


def _transfers(net: dict[Seat, int], item: str) -> list[Payment]:
    """Pairwise payments realising ``net`` (which sums to zero): payers to takers in seat
    order, since the Swedish payments have no pool seat.
    """
    debts = [[s, -a] for s, a in net.items() if a < 0]
    credits = [[s, a] for s, a in net.items() if a > 0]
    out: list[Payment] = []
    while debts and credits:
        amount = min(debts[0][1], credits[0][1])
        out.append(Payment(debts[0][0], credits[0][0], amount, item))
        for side in (debts, credits):
            side[0][1] -= amount
            if not side[0][1]:
                side.pop(0)
    return out


@lru_cache(maxsize=256)
def _tour_notes(marks: int, going: int, off: int, tour_length: int) -> tuple[Texts, ...]:
    """:meth:`SwedishProtocol.tour_notes` for these counts (read only by its callers)."""

    def line(lang: Lang) -> str:
        parts = [say(FRAMES, "tour_marks", lang, n=marks)] if marks else []
        parts.append(say(FRAMES, "tour_going", lang, n=going))
        parts.append(say(FRAMES, "tour_played_off", lang, n=off, tour=tour_length))
        text = " · ".join(parts)
        return text[:1].upper() + text[1:]

    notes = [each_lang(line)] if marks or off else []
    if off + 1 >= tour_length:
        notes.append(each_lang(lambda lang: say(FRAMES, "tour_last", lang)))
    return tuple(notes)
