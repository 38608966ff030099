"""Playing a deal out to the end with the heuristic policy at every seat, and what the result
is worth, for the strong player's evaluation of one candidate card over one sampled deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import Card
from bot.engine.seats import Seat
from bot.engine.views import SeatView
from bot.players.cardplay import choose_card
from bot.players.table import PlayState


@dataclass(frozen=True, slots=True)
class Stakes:
    """What the contract pays, as the variant values it (``SeatView.contract_value``): made
    exactly, per overtrick, and once or twice the value when lost — close enough to rank
    cards."""

    value: int
    per_overtrick: int

    @classmethod
    def of(cls, view: SeatView) -> Stakes:
        value, per = view.contract_value
        return cls(value, per)

    def declaring_side(self, st: PlayState) -> int:
        """The finished deal's worth to the declaring side (the defenders' is its negative)."""
        if st.misere:  # off by any trick from the exact target (none, or one: piccolissimo)
            short = abs(st.won[st.declarer - 1] - st.side_target)
            over = 0
        else:
            tricks = st.side_tricks()
            short = max(0, st.side_target - tricks)
            over = max(0, tricks - st.side_target)
        if short:
            return -self.value * (1 if short == 1 else 2)
        return self.value + over * self.per_overtrick


def rollout(st: PlayState, hands: list[int], seat: Seat, card: Card, stakes: Stakes) -> int:
    """Play ``card`` for ``seat``, finish the deal with the heuristic, and score it for
    ``seat``'s side. ``st`` and ``hands`` are left untouched."""
    st = st.copy()
    hands = list(hands)
    to_play = seat
    while True:
        hands[to_play - 1] &= ~(1 << card)
        to_play = st.play(to_play, card)
        if st.over:
            break
        if st.exposes and st.tricks_done:
            st.exposed = hands[st.declarer - 1]
        card = choose_card(st, to_play, hands[to_play - 1])
    worth = stakes.declaring_side(st)
    return worth if st.declaring(seat) else -worth
