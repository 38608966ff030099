"""American Boston's settlement (AM-S4…S7): the card of prices, paired seats, no pool.

Each member of the declaring side is paired with the opponent on his right (AM-S5); made,
each opponent pays the price to his paired member; failed, each member pays his paired
opponent (AM-S6). Every deal sums to zero (AM-S7). The payment line says who pays whom ("East
pays North 72, West pays South 72"), as every variant's does: the pairing is the rules', not
the players' to work out.
"""

from __future__ import annotations

from bot.engine.american.card import PriceCard
from bot.engine.phrasing import Frames, Names, each_lang, pays_sentence, say
from bot.engine.result import DealResult
from bot.engine.scoring import LedgerBase, Payment, Settlement
from bot.engine.seats import Seat, opposite

FRAMES: Frames = {
    "made": {
        "en": "bid {bid} made with {tricks} tricks: {pays}",
        # The club's "gick hem", as the headline says it ("bet med" below): "vunnet med 9
        # stick" read as a word-for-word translation of "made with 9 tricks".
        "sv": "bud {bid} gick hem med {tricks} stick: {pays}",
    },
    "failed": {
        "en": "bid {bid} failed by {n}: {pays}",
        # "bet med 4" is the club's "lost by 4" (deal_verdict): "förlorat med 4 stick" read
        # as lost with 4 tricks taken, beside "gick hem med 12 stick", which are taken.
        "sv": "bud {bid} bet med {n}: {pays}",
    },
}
"""American Boston's payment lines in every language."""


def right_of(seat: Seat) -> Seat:
    """The seat on a player's right (the one before him clockwise)."""
    return (seat + 2) % 4 + 1


def pairs(declarer: Seat) -> tuple[tuple[Seat, Seat], tuple[Seat, Seat]]:
    """AM-S5: (member of the declaring side, paired opponent), the declarer's pair first."""
    partner = opposite(declarer)
    return (declarer, right_of(declarer)), (partner, right_of(partner))


def price(card: PriceCard, result: DealResult) -> tuple[bool, int]:
    """AM-S4: whether the side made its bid, and X."""
    assert result.contract is not None
    bid, tricks = result.contract.target, result.side_tricks
    if tricks >= bid:
        return True, card.made_price(bid, tricks)
    return False, card.failed_price(bid, bid - tricks)


class AmericanLedger(LedgerBase):
    names: Names = None
    """Label seats in the payment lines (a class default: a checkpoint written before the
    ledger kept names restores without it)."""

    def __init__(self, card: PriceCard, names: Names = None) -> None:
        self.card = card
        self.names = names

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        if result.all_pass or result.contract is None or result.declarer is None:
            return Settlement()  # AM-B5: nobody pays; the deal's headline says it is thrown in
        made, amount = price(self.card, result)
        bid, tricks = result.contract.target, result.side_tricks
        payments: list[Payment] = []
        for member, opponent in pairs(result.declarer):
            if made:
                payments.append(Payment(opponent, member, amount, "made"))
            else:
                payments.append(Payment(member, opponent, amount, "failed"))
        key = "made" if made else "failed"  # made: at least the bid's 5 tricks
        line = each_lang(
            lambda lang: say(
                FRAMES,
                key,
                lang,
                bid=bid,
                tricks=tricks,
                n=bid - tricks,
                pays=pays_sentence(payments, self.names, lang),  # AM-S5's pairs, by name
            )
        )
        # The glossary words behind the line: the price read from the card, paid man to man
        # by the partners (docs/rules/glossary.md's ``term:`` marks; AM-S4, AM-S5).
        return Settlement.worded(payments, [line], None, ["card_of_prices", "partner_am"])

    def snapshot(self) -> dict[str, object]:
        return {}
