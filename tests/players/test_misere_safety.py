"""The misère safety test of the computers' bidding (``evaluate.misere_danger``): a hand is bid
as a misère only when every suit is safe. A suit of five cards or more needs the two as its
lowest card (the others soon run out of the suit and lead a low card of it with nobody left to
play over the declarer); a shorter suit's lowest card may have a few of the others' cards
under it; an ace, or a king without low cards under it, is a loser; a void is safe.

The deals are those of the terminal game ``--seed 5``, deal 1 (Russian Boston and Boston de
Nantes), where a strong computer bid the misère and lost it at trick 5."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Bid
from bot.engine.cards import Suit, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.nantes.rules import NantesRules
from bot.players import Player, make_player
from bot.players.bidding import acceptable_bids
from bot.players.evaluate import misere_danger
from tests.variants import rules_of

strong = make_player("strong", 5)
heuristic = make_player("heuristic", 0)

SEED_5_DEAL_1 = {
    "russian": (
        "AS 2S 9S KD 2H JD AD TS KH 3H 7D 9D 6D",
        "8H 2D 4C 6S 7H QS 8S 4S 3S 9C 4H KS 7S",  # ♠KQ87643 ♥874 ♣94 ♦2
        "5S 8C TH 3C JC JH QD 6C TC QC 5C QH 2C",
        "AH 6H TD 4D 5H 8D JS 3D 5D 7C 9H KC AC",
    ),
    "nantes": (
        "AS 2S 9S KD 2H JD AD TS 9H KC AC KH 6D",
        "AH 6H TD 4D 5H 8D JS 3D QH 2C 5D 7C 9D",
        "5S 8C TH 3C JC JH QD 6C 7S TC QC 5C 7D",
        "8H 2D 4C 6S 7H QS 8S 4S 3S 9C 4H KS 3H",  # ♠KQ8643 ♥8743 ♣94 ♦2
    ),
}
SAFE = "2S 3S 4S 5S 6S 7S 2H 3H 4H 5H 6H 7H 2C"
"""Six spades and six hearts from the two up, the two of clubs, no diamond: nothing can be
forced to win."""


def _russian(hands: tuple[str, ...]) -> Deal:
    return Deal(rules_of(("russian", {})), 1, [parse_cards(h) for h in hands], None)


def _nantes(hands: tuple[str, ...], turned: str = "6D") -> Deal:
    """A first Nantes deal dealt by seat 1 (its last card turned): seat 4 bids first (NT-D2)."""
    return Deal(NantesRules(), 1, [parse_cards(h) for h in hands], parse_card(turned))


def _is_misere(deal: Deal, action: Action) -> bool:
    if not isinstance(action, Bid):
        return False
    contract = deal.rules.ladder.get(action.contract)
    return contract is not None and contract.misere


def _with_hand(hand: str, seat: int, others: tuple[str, ...]) -> tuple[str, ...]:
    """``others``' deal with ``hand`` given to ``seat`` and its cards put where ``hand``'s were."""
    mine = parse_cards(hand)
    swapped = [parse_cards(h) for h in others]
    given = swapped[seat - 1]
    freed = [c for c in given if c not in mine]
    for i, h in enumerate(swapped):
        if i != seat - 1:
            swapped[i] = [c if c not in mine else freed.pop() for c in h]
    swapped[seat - 1] = mine
    return tuple(" ".join(_str(c) for c in h) for h in swapped)


def _str(card: int) -> str:
    return "23456789TJQKA"[card % 13] + "SHCD"[card // 13]


@pytest.mark.parametrize("player", [strong, heuristic], ids=["strong", "heuristic"])
def test_a_long_suit_without_its_two_is_not_bid_as_a_little_misere(player: Player) -> None:
    """FB-C3 (Russian Boston's Little Misère, all four put a card away): ♠KQ87643 — the
    others hold six spades and the two; once their other spades are gone the two is led and
    a spade must win. The computer bid the misère here and lost it at trick 5; it now bids
    5 levées in its spades."""
    deal = _russian(SEED_5_DEAL_1["russian"])
    assert deal.to_act == 2
    view = deal.view(2)
    action = player.choose(view)
    assert not _is_misere(deal, action), action
    assert action == Bid(2, "5", suit=Suit.SPADES)


@pytest.mark.parametrize("player", [strong, heuristic], ids=["strong", "heuristic"])
def test_a_long_suit_without_its_two_is_not_bid_as_a_petite_misere(player: Player) -> None:
    """NT-C4 (petite misère, a card put away): ♠KQ8643 ♥8743 ♣94 ♦2, the same spades."""
    deal = _nantes(SEED_5_DEAL_1["nantes"])
    assert deal.to_act == 4
    action = player.choose(deal.view(4))
    assert not _is_misere(deal, action), action


def test_five_cards_without_the_two_are_no_petite_misere() -> None:
    """NT-C4: ♣QJ843 — the hand is otherwise safe (the ace of diamonds goes away), but the
    five clubs have no two: no misère is acceptable. With ♣QJ8432 it is."""
    hand = "AD 5D 3D 2D QC JC 8C 4C 3C 4S 2S 3H 2H"
    deal = _nantes(_with_hand(hand, 4, SEED_5_DEAL_1["nantes"]))
    view = deal.view(4)
    assert sorted(view.hand) == sorted(parse_cards(hand))
    misere_ids = {c.id for c in deal.rules.ladder if c.misere}
    assert not {cid for cid, _, _ in acceptable_bids(view)} & misere_ids
    with_two = _nantes(
        _with_hand(hand.replace("3C", "2C").replace("2D", "3C"), 4, SEED_5_DEAL_1["nantes"])
    )
    assert "petite-misere" in {cid for cid, _, _ in acceptable_bids(with_two.view(4))}


@pytest.mark.parametrize("variant", ["russian", "nantes"])
def test_a_hand_of_low_cards_with_a_void_is_still_bid_as_a_misere(variant: str) -> None:
    seat = 2 if variant == "russian" else 4
    hands = _with_hand(SAFE, seat, SEED_5_DEAL_1[variant])
    deal = _russian(hands) if variant == "russian" else _nantes(hands)
    assert deal.to_act == seat
    assert sorted(deal.view(seat).hand) == sorted(parse_cards(SAFE))
    assert _is_misere(deal, strong.choose(deal.view(seat)))
    assert misere_danger(parse_cards(SAFE), slack=1) == 0


@pytest.mark.parametrize(
    ("suit", "slack", "danger"),
    [
        ("KS QS 8S 7S 6S 4S 3S", 3, 1),  # long, no two: its lowest card is forced in the end
        ("KS QS 8S 6S 4S 3S", 3, 1),
        ("KC JC 8C 4C 3C", 1, 4),  # five cards: the three, and the eight, jack and king
        ("TS 8S 6S 4S 2S", 1, 0),  # every other card from the two
        ("8C 6C 4C 3C", 3, 0),  # four cards may do without the two
        ("5S", 3, 0),  # a singleton under which the others hold three cards
        ("6S", 3, 1),  # … but not four
        ("6S", 2, 1),
        ("4S", 2, 0),
        ("AS", 3, 1),  # an ace is a loser
        ("KS 2S", 3, 1),  # and a king over one low card
        ("", 0, 0),  # a void is safe
    ],
)
def test_the_danger_of_one_suit(suit: str, slack: int, danger: int) -> None:
    assert misere_danger(parse_cards(suit), slack) == danger
