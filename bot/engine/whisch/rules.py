"""Le Whisch Bostonien's ladder, auction and deal questions (WB-D, WB-C, WB-B, WB-T)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Bid, Level
from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder
from bot.engine.demande import DemandeAuction
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.rules import StandardDeal
from bot.engine.seats import Seat

DEMANDE = Contract(id="demande", rank=1, target=5, name="Demande", whist_allowed=True)
"""WB-C: five tricks alone; eight together once supported (the supporter's share: 3)."""
INDEPENDANCE = Contract(id="independance", rank=2, target=8, name="Indépendance")
WHISCH_LADDER = Ladder((DEMANDE, INDEPENDANCE))
SUPPORTED_TARGET = 8
"""WB-B6: a supported demande needs eight tricks between the two."""

FACTOR = {Suit.SPADES: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3, Suit.HEARTS: 4}
"""WB-P (reconstruction): the column of the turned suit in Foster's French table."""
BASE = {"demande": 4, "independance": 8}
EXTRA = {"demande": 1, "independance": 4}
HONOURS = {"demande": (3, 4), "independance": (6, 8)}
CHELEM_ALONE, CHELEM_SUPPORTED = 100, 50


class WhischAuction(DemandeAuction):
    """WB-B1…B5: every bid is higher than the standing one; no second demande (WB-B3)."""

    def bids(self, seat: Seat) -> list[Bid]:
        standing = self.standing
        return [Bid(seat, c.id) for c in self.ladder if standing is None or c.rank > standing.rank]

    def bid_refusal(self, action: Bid) -> IllegalAction:
        """A demande over the standing one is refused for WB-B3's reason, named (the buttons
        never offer it): not only as too low."""
        standing = self.standing
        if action.contract == DEMANDE.id and standing is not None and standing.id == DEMANDE.id:
            return IllegalAction(
                Refusal.BID_TOO_LOW,
                "A second demande cannot be made over the first.",
                {"demande": DEMANDE.name},
            )
        return super().bid_refusal(action)


@dataclass(frozen=True, slots=True)
class WhischRules(StandardDeal):
    @property
    def variant(self) -> str:
        return "whisch"

    @property
    def ladder(self) -> Ladder:
        return WHISCH_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return (1,) * 13  # WB-D2: one card at a time, as at Whist

    @property
    def all_pass_is_played(self) -> bool:
        return False  # WB-B7: thrown in

    @property
    def turns_dealers_card(self) -> bool:
        return True  # WB-D2/D3: the dealer's own last card is turned and shown until played

    def trump_from_turned(self, contract: Contract) -> bool:
        return True  # WB-D3: "no other suit may be nominated"

    @property
    def supports(self) -> bool:
        return True  # WB-B1: a player who passed may support the demande

    def new_auction(self, forhand: Seat) -> WhischAuction:
        return WhischAuction(WHISCH_LADDER, forhand)

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        return (first,) if first is not None else tuple(Suit)

    def whist_possible(self, contract: Contract) -> bool:
        return False  # the partner comes from the auction (je soutiens), not a whist question

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        return SUPPORTED_TARGET if with_whist else contract.target

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """WB-P1 per adversary, in the middle column (♣, factor 2): made exactly, per extra
        trick. The turned suit scales both alike, so players compare contracts fairly."""
        return 2 * BASE[contract.id], 2 * EXTRA[contract.id]
