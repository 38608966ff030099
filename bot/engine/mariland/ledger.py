"""Mariland's payments (MA-P1…P5, a reconstruction: no source prices this game).

A made bid: each adversary pays the declarer m × (base + 5 per overtrick); a lost bid: the
declarer pays each adversary m × (base + 5 per trick short). No pool, deposit or honours; a
thrown-in deal pays nothing. The class of the trumps (m) follows from the trump suit, the
deal's turned card and the game's first turned card, which the ledger keeps (MA-D2).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.cards import SUIT_OF, Suit
from bot.engine.contracts import SuitClass
from bot.engine.mariland.ladder import MULTIPLIER, amount, base
from bot.engine.mariland.ladder import suit_class as class_of
from bot.engine.mariland.words import MARILAND_WORDS
from bot.engine.phrasing import Frames, each_lang, over_or_short, say, seat_name
from bot.engine.phrasing import taken as taken_text
from bot.engine.phrasing import tricks as tricks_text
from bot.engine.phrasing import verdict as verdict_text
from bot.engine.result import DealResult
from bot.engine.scoring import LedgerBase, Payment, Settlement
from bot.engine.seats import SEATS
from bot.engine.words import Lang

FRAMES: Frames = {
    "head": {
        "en": "{contract} in {cls} {verdict} with {tricks}: {sum}",
        # Tricks taken, said as such: "gick bet med 5 stick" reads as lost by five.
        "sv": "{contract} i {cls} {verdict} ({taken}): {sum}",
    },
    "sum": {
        "en": "{m} × ({base} + 5 × {diff} {over}) = {pay}",
        "sv": "{m} × ({base} + 5 × {diff} {over}) = {pay}",
    },
    "each_pays": {
        "en": "{head}; each adversary pays {who} {n}",
        "sv": "{head}; varje försvarare betalar {who} {n}",
    },
    "pays_each": {
        "en": "{head}; {who} pays each adversary {n}",
        "sv": "{head}; {who} betalar varje försvarare {n}",
    },
}
"""Every sentence of Mariland's payment lines in every language; rule words come from
:data:`~bot.engine.mariland.words.MARILAND_WORDS`."""

CLASS_TERMS: dict[SuitClass, str] = {
    SuitClass.FIRST: "superpreference",
    SuitClass.SECOND: "preference_ma",
    SuitClass.PLAIN: "plain_ma",
}
"""The glossary entry (docs/rules/glossary.md's ``term:`` marks) of the class a line names
(MA-D2), which also says what it multiplies by (MA-P1)."""


class MarilandLedger(LedgerBase):
    """Direct payments between the players; ``names`` label seats in the explanations."""

    def __init__(self, names: Sequence[str] | None = None) -> None:
        self.names = names
        self.superpreference: Suit | None = None

    def trump_class(self, result: DealResult) -> SuitClass:
        """MA-D2: the class of the deal's trumps in this game."""
        trump, turned = result.trump, result.turned
        if trump is None or turned is None or self.superpreference is None:
            raise ValueError("a Mariland result needs its trump suit and turned card")
        return class_of(trump, SUIT_OF[turned], self.superpreference)

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        if self.superpreference is None and result.turned is not None:
            self.superpreference = SUIT_OF[result.turned]  # MA-D2: the game's first turned suit
        if result.all_pass or result.contract is None or result.declarer is None:
            return Settlement()  # MA-B3: nobody pays; the deal's headline says it is thrown in
        cls = self.trump_class(result)
        contract = result.contract
        target, tricks = contract.target, result.declarer_tricks
        pay = amount(target, tricks, cls)
        declarer = result.declarer
        others = [s for s in SEATS if s != declarer]
        m, diff = MULTIPLIER[cls], abs(tricks - target)

        def line(lang: Lang) -> str:
            over = over_or_short(result.made, lang)
            total = say(FRAMES, "sum", lang, m=m, base=base(target), diff=diff, over=over, pay=pay)
            head = say(
                FRAMES,
                "head",
                lang,
                contract=MARILAND_WORDS.contract(contract, lang),
                cls=MARILAND_WORDS.suit_class(cls, lang),
                verdict=verdict_text(result.made, lang),
                tricks=tricks_text(tricks, lang),
                taken=taken_text(tricks, lang),
                sum=total,
            )
            key = "each_pays" if result.made else "pays_each"
            who = seat_name(declarer, self.names, lang)
            return say(FRAMES, key, lang, head=head, who=who, n=pay)

        if result.made:
            pays = tuple(Payment(s, declarer, pay, contract.name) for s in others)
        else:
            pays = tuple(Payment(declarer, s, pay, contract.name) for s in others)
        return Settlement.worded(pays, [each_lang(line)], None, [CLASS_TERMS[cls]])

    def snapshot(self) -> dict[str, object]:
        return {}
