"""NT-B5 after a demande en belle: the open demande names belle, Foster's "suit which he has
already laid on the table", so its overcalled bidder bids on a solo trick bid only in belle —
the misères stay open to him as to a demander who laid a card (NT-X19)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass, Support
from bot.engine.cards import Suit, parse_card
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.nantes.rules import SOLO_TRICKS, NantesRules
from bot.engine.seats import Seat
from bot.i18n import Lang, refusal_reason
from tests.engine.nantes.test_nantes_deal import hands

HEARTS, CLUBS, SPADES, DIAMONDS = Suit.HEARTS, Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS


def overcalled_belle_demander() -> Deal:
    """NT-X19's table (dealer 4, belle ♥, petite ♣): 3 bids the demande en belle, 2 overcalls
    with a petite indépendance ♠, 1 and 4 pass; 3 is to bid again."""
    dealt = hands(s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH")
    deal = Deal(NantesRules(), 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))
    for action in (
        Bid(3, "demande-belle"),
        Bid(2, "petite-independance", suit=SPADES),
        Pass(1),
        Pass(4),
    ):
        deal.apply(action)
    assert deal.to_act == 3
    return deal


def bids(deal: Deal, seat: Seat) -> list[Bid]:
    return [a for a in deal.legal_actions(seat) if isinstance(a, Bid)]


def test_nt_b5_an_overcalled_demande_en_belle_bids_solo_tricks_only_in_belle() -> None:
    deal = overcalled_belle_demander()
    offered = bids(deal, 3)
    solo = [b for b in offered if b.contract in SOLO_TRICKS]
    assert solo == [
        Bid(3, "petite-independance", suit=HEARTS),
        Bid(3, "grande-independance", suit=HEARTS),
        Bid(3, "neuf", suit=HEARTS),
        Bid(3, "neuf-belle"),
    ]
    assert Bid(3, "neuf-petite") not in offered  # petite (♣) is not belle
    # The misères name no trumps: open to him as to a demander who laid a card (NT-X19).
    misères = {b.contract for b in offered if b.contract not in SOLO_TRICKS}
    assert misères == {
        "petite-misere",
        "grande-misere",
        "petite-misere-sur-table",
        "grande-misere-sur-table",
    }


@pytest.mark.parametrize(
    "bid",
    [
        Bid(3, "petite-independance", suit=DIAMONDS),
        Bid(3, "grande-independance", suit=SPADES),
        Bid(3, "neuf", suit=CLUBS),
        Bid(3, "neuf-petite"),
    ],
)
def test_nt_b5_a_solo_bid_off_belle_is_refused_with_the_reason(bid: Bid) -> None:
    deal = overcalled_belle_demander()
    with pytest.raises(IllegalAction) as raised:
        deal.apply(bid)
    refused = raised.value
    assert refused.code is Refusal.LAID_SUIT
    assert deal.to_act == 3 and deal.actions[-1] == Pass(4)  # nothing changed


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "After your Demande en belle, a solo bid must be in belle (♥)."),
        ("sv", "Efter din Demande en belle måste ett solobud vara i belle (♥)."),
    ],
)
def test_nt_b5_the_refusal_names_belle_not_a_laid_card(lang: Lang, said: str) -> None:
    """He laid no card, so he is not told of one; belle is public, so naming it tells nothing."""
    deal = overcalled_belle_demander()
    with pytest.raises(IllegalAction) as raised:
        deal.apply(Bid(3, "grande-independance", suit=SPADES))
    assert refusal_reason(lang, raised.value) == said


def test_nt_b5_the_belle_demander_may_still_bid_in_belle_and_play_it() -> None:
    deal = overcalled_belle_demander()
    deal.apply(Bid(3, "grande-independance", suit=HEARTS))
    assert deal.to_act == 2


def test_nt_b5_a_laid_card_demander_keeps_his_card_s_suit_and_reason() -> None:
    """NT-X19 unchanged: 2 laid 7♣, 1 overcalled with the demande en belle; 2 bids on in ♣
    only, and is refused with the laid card's reason, which names no suit (NT-B2)."""
    dealt = hands(s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH")
    deal = Deal(NantesRules(), 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))
    for action in (Pass(3), Bid(2, "demande", card=parse_card("7C")), Bid(1, "demande-belle")):
        deal.apply(action)
    deal.apply(Pass(4))
    deal.apply(Pass(3))
    offered = bids(deal, 2)
    solo = [b for b in offered if b.contract in SOLO_TRICKS]
    assert solo == [
        Bid(2, "petite-independance", suit=CLUBS),
        Bid(2, "grande-independance", suit=CLUBS),
        Bid(2, "neuf", suit=CLUBS),
        Bid(2, "neuf-petite"),
    ]
    assert Support(2) in deal.legal_actions(2)
    with pytest.raises(IllegalAction) as raised:
        deal.apply(Bid(2, "grande-independance", suit=HEARTS))
    assert raised.value.code is Refusal.LAID_SUIT and not raised.value.fields
    assert refusal_reason("en", raised.value) == (
        "After your demande, a solo bid must be in the suit of the card you laid."
    )
    # Now 1's demande en belle is overcalled in turn: he bids on in belle only.
    deal.apply(Bid(2, "grande-independance", suit=CLUBS))
    assert deal.to_act == 1
    offered = bids(deal, 1)
    assert {b.suit for b in offered if b.contract == "neuf"} == {HEARTS}
