"""NT-B5 after a demande en belle: the open demande names belle, Foster's "suit which he has
already laid on the table", so its overcalled bidder bids on a solo trick bid only in belle —
the misères stay open to him as to a demander who laid a card (NT-X19)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass, Support
from bot.engine.cards import Suit, parse_card
from bot.engine.deal import Deal
from bot.engine.describe import bid_choice_words
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.nantes.ladder import NANTES_LADDER
from bot.engine.nantes.rules import SOLO_TRICKS, NantesRules
from bot.engine.nantes.words import NANTES_WORDS
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
    # His nine tricks in belle are offered as the neuf en belle alone: a plain neuf, whose
    # point is its free suit, has none for him (NT-C2, NT-K1; see the test below).
    assert solo == [
        Bid(3, "petite-independance", suit=HEARTS),
        Bid(3, "grande-independance", suit=HEARTS),
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
    assert Bid(1, "neuf-belle") in offered
    assert not [b for b in offered if b.contract == "neuf"]


# --- what he is offered says what he may bid ----------------------------------------------

ANY_SUIT = {"en": "any suit", "sv": "valfri färg"}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_b5_nothing_offered_to_the_belle_demander_reads_as_any_suit(lang: Lang) -> None:
    """NT-B5, NT-C2: the plain neuf is offered, before its suit, as "Neuf in any suit"
    (*Neuf i valfri färg*). To the overcalled demander, bound to belle, that read as a neuf in
    any suit; each of his bids is now offered as what it is: a solo trick bid in belle
    ("Grande indépendance ♥"), the neuf en belle, or a misère."""
    deal = overcalled_belle_demander()
    for bid in bids(deal, 3):
        said = bid_choice_words(bid, NANTES_LADDER, NANTES_WORDS, lang)
        assert ANY_SUIT[lang] not in said, said
        contract = NANTES_LADDER.get(bid.contract)
        assert contract is not None
        assert ANY_SUIT[lang] not in NANTES_WORDS.contract_choice(contract, lang), bid
    said = [bid_choice_words(b, NANTES_LADDER, NANTES_WORDS, lang) for b in bids(deal, 3)]
    assert said[:3] == ["Petite indépendance ♥", "Petite misère", "Grande indépendance ♥"]
    assert "Neuf en belle" in said and not [s for s in said if s.startswith("Neuf ♥")]


def test_nt_c2_another_player_is_still_offered_the_neuf_in_any_suit() -> None:
    """Only the demander's offer changes: anyone else bids the plain neuf in any suit, belle
    included, beside the neuf en belle (NT-C2)."""
    deal = overcalled_belle_demander()
    deal.apply(Bid(3, "grande-independance", suit=HEARTS))
    assert deal.to_act == 2
    offered = bids(deal, 2)
    assert {b.suit for b in offered if b.contract == "neuf"} == set(Suit)
    assert Bid(2, "neuf-belle") in offered


def test_nt_c2_his_plain_neuf_in_belle_is_not_offered_but_taken() -> None:
    """The same contract under another name (NT-C2, NT-K1: won, it is declared as the neuf en
    belle), lower only in the auction: not offered, but taken where it is sent (a record made
    before, a table's own log), as NT-K1's declaration takes a plain neuf in belle."""
    deal = overcalled_belle_demander()
    assert Bid(3, "neuf", suit=HEARTS) not in deal.legal_actions(3)
    deal.apply(Bid(3, "neuf", suit=HEARTS))
    assert deal.to_act == 2 and deal.actions[-1] == Bid(3, "neuf", suit=HEARTS)


def test_nt_b5_his_plain_neuf_off_belle_or_too_low_is_still_refused() -> None:
    deal = overcalled_belle_demander()
    with pytest.raises(IllegalAction) as raised:
        deal.apply(Bid(3, "neuf", suit=SPADES))
    assert raised.value.code is Refusal.LAID_SUIT
    deal = overcalled_belle_demander()
    deal.apply(Pass(3))  # NT-B3: he passed, and bids no more
    with pytest.raises(IllegalAction):
        deal.apply(Bid(3, "neuf", suit=HEARTS))


def test_nt_b5_his_plain_neuf_under_the_standing_bid_is_too_low() -> None:
    """Over a neuf en petite a plain neuf in belle is too low (NT-C2: it ranks as a neuf)."""
    dealt = hands(s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH")
    deal = Deal(NantesRules(), 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))
    for action in (Bid(3, "demande-belle"), Bid(2, "neuf-petite"), Pass(1), Pass(4)):
        deal.apply(action)
    assert deal.to_act == 3
    assert [b for b in bids(deal, 3) if b.contract in SOLO_TRICKS] == [Bid(3, "neuf-belle")]
    with pytest.raises(IllegalAction) as raised:
        deal.apply(Bid(3, "neuf", suit=HEARTS))
    assert raised.value.code is Refusal.BID_TOO_LOW
