"""Claims (SV-T4) from a computer's chair: is "all the remaining tricks are mine" certain?

The same test serves both sides. A computer declarer claims only when its own hand passes
it; a computer defender accepts only when the claimer's shown hand (``claim_hand``) passes it
from what the defender can see (the played cards and that hand; its own cards count as
outstanding, being the opponents' anyway). Strategy, not rules: any claim may be made.

The test is deliberately simple and sound, never optimistic. The claimer must be on lead
(the engine only allows claims then). Every card it holds must beat every outstanding card
of its suit (the whister's cards count as outstanding too: a claim gives the tricks to the
declarer, and a whister who overtakes would take one). If trumps are out against it, the
claimer must hold enough (master) trumps to draw them all before a side card is led — a hand
holding k trumps needs k trump leads — or a side card might be ruffed. A defender knows how
many of the outstanding trumps it holds itself; the rest may all sit in one hand. Voids are
not reasoned about: a claim that needs them is refused.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.actions import Action, Claim, ClaimAnswer
from bot.engine.cards import Card
from bot.engine.phase import Phase
from bot.engine.views import SeatView
from bot.players.table import ABOVE, FULL, SUIT_MASK, count, lowest, mask_of


def claim_is_certain(
    claimer_hand: Iterable[Card], played: int, trump: int | None, own: int = 0
) -> bool:
    """Whether a claimer on lead with ``claimer_hand`` surely takes every remaining trick.

    ``played`` is the mask of the cards already played; ``trump`` the trump suit's number,
    None without trumps; ``own`` the judging defender's hand (0 for the claimer itself), whose
    cards are known to be in one hand. Everything else is outstanding and assumed to lie
    where it hurts.
    """
    hand = mask_of(list(claimer_hand))
    if not hand:
        return False
    outstanding = FULL & ~(played | hand)
    for suit in range(4):
        cards = hand & SUIT_MASK[suit]
        if cards and outstanding & ABOVE[lowest(cards)]:
            return False  # some outstanding card of this suit beats one of ours
    if trump is None:
        return True
    trumps_out = outstanding & SUIT_MASK[trump]
    if not trumps_out or not hand & ~SUIT_MASK[trump]:
        return True  # nothing to ruff with, or nothing but (master) trumps to lead
    # Each trump lead takes at least one trump from every hand still holding some, so the
    # longest holding decides how many leads it takes; unknown trumps may all be in one hand.
    leads_needed = max(count(trumps_out & own), count(trumps_out & ~own))
    return count(hand & SUIT_MASK[trump]) >= leads_needed


def _played(view: SeatView) -> int:
    played = 0
    for trick in view.tricks:
        for _, card in trick.cards:
            played |= 1 << card
    for _, card in view.current_trick:
        played |= 1 << card
    return played


def _certain(view: SeatView, claimer_hand: Iterable[Card], own: int) -> bool:
    if view.current_trick:
        return False  # the claimer is not on lead: the test does not cover a trick in progress
    trump = None if view.trump is None else int(view.trump)
    played = _played(view)
    top = view.top_trump
    if top is not None and not played >> top & 1 and top not in claimer_hand:
        return False  # NT-S3: an outstanding carte de boston beats every trump of ours
    return claim_is_certain(claimer_hand, played, trump, own)


def claim_if_certain(view: SeatView) -> Claim | None:
    """The declarer's claim when it is legal now and certain from its own hand, else None.

    Computers never claim before the first trick is played, so every deal shows some play
    (a claim at trick one would replace the whole deal by a question; in Russian Boston the
    engine forbids it anyway, RU-C7, so no void seat loses its chicane), nor for the last trick
    alone, which saves nothing: each defender would answer instead of playing its last card.
    """
    if not view.tricks or len(view.hand) < 2:
        return None
    # The engine lists a claim after the cards, so only the last legal action can be one.
    last = view.legal[-1] if view.legal else None
    if isinstance(last, Claim) and _certain(view, view.hand, 0):
        return last
    return None


def answer_claim(view: SeatView) -> Action:
    """A defender's answer: accept a claim that is certain from what it sees, else refuse."""
    shown = view.claim_hand
    own = mask_of(view.hand)
    accept = view.phase is Phase.CLAIM and shown is not None and _certain(view, shown, own)
    answer = ClaimAnswer(view.seat, "accept" if accept else "refuse")
    return answer if answer in view.legal else view.legal[0]
