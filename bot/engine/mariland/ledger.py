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
from bot.engine.result import DealResult
from bot.engine.scoring import LedgerBase, Payment, Settlement
from bot.engine.seats import SEATS

_CLASS_WORDS = {
    SuitClass.PLAIN: "plain suit",
    SuitClass.SECOND: "preference",
    SuitClass.FIRST: "superpreference",
}


class MarilandLedger(LedgerBase):
    """Direct payments between the players; ``names`` label seats in the explanations."""

    def __init__(self, names: Sequence[str] | None = None) -> None:
        self.names = names
        self.superpreference: Suit | None = None

    def _name(self, seat: int) -> str:
        return self.names[seat - 1] if self.names is not None else f"seat {seat}"

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
            return Settlement(lines=("all passed: the hands are thrown in, nothing is paid",))
        cls = self.trump_class(result)
        target, tricks = result.contract.target, result.declarer_tricks
        pay = amount(target, tricks, cls)
        declarer = result.declarer
        others = [s for s in SEATS if s != declarer]
        m, diff = MULTIPLIER[cls], abs(tricks - target)
        over = "over" if result.made else "short"
        sum_text = f"{m} × ({base(target)} + 5 × {diff} {over}) = {pay}"
        head = (
            f"{result.contract.name} in {_CLASS_WORDS[cls]} "
            f"{'made' if result.made else 'lost'} with {tricks} tricks: {sum_text}"
        )
        name = self._name(declarer)
        if result.made:
            pays = tuple(Payment(s, declarer, pay, result.contract.name) for s in others)
            return Settlement(pays, (f"{head}; each adversary pays {name} {pay}",))
        pays = tuple(Payment(declarer, s, pay, result.contract.name) for s in others)
        return Settlement(pays, (f"{head}; {name} pays each adversary {pay}",))

    def snapshot(self) -> dict[str, object]:
        return {}
