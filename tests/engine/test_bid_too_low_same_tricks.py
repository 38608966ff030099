"""A bid refused as too low says why where it has as many tricks as the standing bid: the
same number of tricks needs a better suit (MA-C2/C3, FB-B3, NT-S2), or at Swedish Boston a
better colour level (SV-B3). A playtest's replayed record read only "Seat 4 bids too low." of
four tricks bid over four tricks, which does not read as low. A bid of fewer tricks is still
just too low.

Only where a better suit or level of that bid is still open to the seat: over the best suit
(the superpreference, the first suit of the order, ♥ at Nantes, an overcalled demander's laid
suit) or the best level none is, and the sentence would send the player looking for a bid
that is not there. There it says that only more tricks beat the standing bid where that is
so, else just "too low" (a misère, a spread slam, a neuf en belle beats it too)."""

from __future__ import annotations

from copy import deepcopy
from typing import Protocol

import pytest

from bot.engine.actions import Bid, Level, Pass
from bot.engine.cards import Suit, parse_card
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.auction import FontainebleauAuction
from bot.engine.fontainebleau.ladder import FB_LADDER
from bot.engine.mariland.rules import MarilandRules
from bot.engine.nantes.rules import NantesRules
from bot.engine.record import RecordError, game_from_record
from bot.engine.swedish.auction import SwedishAuction
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.i18n import Lang, record_reason, refusal_reason
from tests.engine.nantes.test_nantes_deal import hands

S, H, C, D = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS


class _Checks(Protocol):
    def check(self, action: Pass | Bid) -> None: ...


def _refused(auction: _Checks, bid: Bid) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        auction.check(bid)
    assert refused.value.code is Refusal.BID_TOO_LOW
    return refused.value


def test_mariland_plain_over_plain_says_the_suit_must_be_better() -> None:
    auction = MarilandRules(superpreference=H, preference=C).new_auction(1)
    auction.apply(Bid(1, "4", suit=S))
    refused = _refused(auction, Bid(2, "4", suit=D))  # plain over plain (MA-C3)
    assert refused.fields == {"tricks": "4"}
    assert refusal_reason("en", refused) == (
        "Your bid is too low: 4 tricks are bid already, and the same number of tricks needs "
        "a better suit."
    )
    assert "samma antal stick kräver en bättre färg" in refusal_reason("sv", refused)


def test_fewer_tricks_are_just_too_low() -> None:
    auction = MarilandRules(superpreference=H, preference=C).new_auction(1)
    auction.apply(Bid(1, "5", suit=S))
    refused = _refused(auction, Bid(2, "4", suit=H))  # the superpreference, one trick less
    assert not refused.fields
    assert refusal_reason("en", refused) == "Your bid is too low."


def test_fontainebleau_an_equal_announcement_in_a_lower_suit() -> None:
    auction = FontainebleauAuction(FB_LADDER, 1, (H, D, C, S))
    auction.apply(Bid(1, "7", suit=D))
    refused = _refused(auction, Bid(2, "7", suit=C))  # ♣ ranks below ♦ here (FB-B3)
    assert refused.fields == {"tricks": "7"}
    assert "the same number of tricks needs a better suit" in refusal_reason("en", refused)


def test_nantes_the_same_solo_bid_in_a_lower_suit() -> None:
    dealt = hands(s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH")
    deal = Deal(NantesRules(), 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))
    deal.apply(Bid(3, "petite-independance", suit=D))
    with pytest.raises(IllegalAction) as refused:
        deal.apply(Bid(2, "petite-independance", suit=S))  # ♠ below ♦, ♥ above (NT-S2)
    assert refused.value.code is Refusal.BID_TOO_LOW and refused.value.fields == {"tricks": "6"}
    assert "needs a better suit" in refusal_reason("en", refused.value)


def test_swedish_the_same_contract_at_no_better_colour_level() -> None:
    auction = SwedishAuction(SWEDISH_LADDER, 1)
    auction.apply(Bid(1, "6", Level.COLOUR))
    refused = _refused(auction, Bid(2, "6", Level.PLAIN))
    assert refused.fields == {"level_tricks": "6"}
    assert "needs a better colour level" in refusal_reason("en", refused)
    assert "kräver en bättre färgnivå" in refusal_reason("sv", refused)


def test_mariland_over_the_preference_the_superpreference_is_better() -> None:
    auction = MarilandRules(superpreference=H, preference=C).new_auction(1)
    auction.apply(Bid(1, "4", suit=C))
    refused = _refused(auction, Bid(2, "4", suit=S))  # ♥ would beat it (MA-C2)
    assert refused.fields == {"tricks": "4"}


def test_mariland_over_the_superpreference_only_more_tricks_beat_it() -> None:
    auction = MarilandRules(superpreference=H, preference=C).new_auction(1)
    auction.apply(Bid(1, "4", suit=H))  # the best class: no suit is better (MA-C2)
    refused = _refused(auction, Bid(2, "4", suit=S))
    assert refused.fields == {"more_than": "4"}
    assert refusal_reason("en", refused) == (
        "Your bid is too low: 4 tricks are bid already, and only more tricks beat that bid."
    )
    assert refusal_reason("sv", refused) == (
        "Ditt bud är för lågt: 4 stick är redan bjudna, och bara fler stick slår det budet."
    )
    assert "better" not in refusal_reason("en", _refused(auction, Bid(2, "4", suit=C)))


def test_mariland_thirteen_in_the_superpreference_nothing_beats_it() -> None:
    auction = MarilandRules(superpreference=H, preference=C).new_auction(1)
    auction.apply(Bid(1, "13", suit=H))
    refused = _refused(auction, Bid(2, "13", suit=C))
    assert not refused.fields
    assert refusal_reason("en", refused) == "Your bid is too low."


def test_fontainebleau_in_the_first_suit_a_misere_beats_it_too() -> None:
    auction = FontainebleauAuction(FB_LADDER, 1, (H, D, C, S))
    auction.apply(Bid(1, "7", suit=H))  # ♥ first in this order (FB-B4)
    refused = _refused(auction, Bid(2, "7", suit=D))
    assert not refused.fields  # piccolissimo beats it (FB-B3): not "only more tricks"
    assert refusal_reason("en", refused) == "Your bid is too low."


def test_fontainebleau_twelve_in_the_first_suit_only_more_tricks_beat_it() -> None:
    auction = FontainebleauAuction(FB_LADDER, 1, (H, D, C, S))
    auction.apply(Bid(1, "12", suit=H))
    refused = _refused(auction, Bid(2, "12", suit=S))
    assert refused.fields == {"more_than": "12"}  # a slam or a spread slam (FB-C table)


def test_fontainebleau_a_slam_in_the_first_suit_a_spread_slam_still_beats_it() -> None:
    auction = FontainebleauAuction(FB_LADDER, 1, (H, D, C, S))
    auction.apply(Bid(1, "13", suit=H))
    refused = _refused(auction, Bid(2, "13", suit=D))
    assert not refused.fields  # 13 tricks again, but spread: neither "better suit" nor "more"


def test_nantes_in_hearts_no_better_suit_exists() -> None:
    dealt = hands(s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH")
    deal = Deal(NantesRules(), 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))
    deal.apply(Bid(3, "petite-independance", suit=H))  # ♥ the best suit (NT-S2)
    with pytest.raises(IllegalAction) as refused:
        deal.apply(Bid(2, "petite-independance", suit=D))
    assert refused.value.code is Refusal.BID_TOO_LOW and not refused.value.fields
    assert refusal_reason("en", refused.value) == "Your bid is too low."


def test_nantes_an_overcalled_demander_has_only_his_laid_suit() -> None:
    dealt = hands(s2="7C 8C 9C", s3="3C", s4="4C", s1="AH KH QH JH TH")
    deal = Deal(NantesRules(), 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))
    deal.apply(Bid(3, "demande", card=parse_card("3C")))  # ♣ laid (NT-B2)
    deal.apply(Bid(2, "petite-independance", suit=D))
    deal.apply(Pass(1))
    deal.apply(Pass(4))
    with pytest.raises(IllegalAction) as refused:
        deal.apply(Bid(3, "petite-independance", suit=S))  # ♦ is better, but not his (NT-B5)
    assert refused.value.code is Refusal.BID_TOO_LOW and not refused.value.fields


def test_swedish_at_the_highest_level_a_misere_beats_it_too() -> None:
    auction = SwedishAuction(SWEDISH_LADDER, 1)
    auction.apply(Bid(1, "6", Level.FIRST))  # i högsta färg: the best level (SV-B3)
    refused = _refused(auction, Bid(2, "6", Level.FIRST))
    assert not refused.fields  # petite misère beats it (SV-C table)
    assert refusal_reason("en", refused) == "Your bid is too low."


def test_swedish_ten_at_the_highest_level_only_more_tricks_beat_it() -> None:
    auction = SwedishAuction(SWEDISH_LADDER, 1)
    auction.apply(Bid(1, "10", Level.FIRST))
    refused = _refused(auction, Bid(2, "10", Level.COLOUR))
    assert refused.fields == {"more_than": "10"}
    assert "bara fler stick" in refusal_reason("sv", refused)


RECORD: dict[str, object] = {
    "format": "boston-record/1",
    "variant": "mariland",
    "players": ["Anna", "George", "Cecilia", "Bo"],
    "first_dealer": 1,
    "deals": [
        {
            "hands": {
                "1": "KC JC 4H 2H 7H 7C AS 4S 8D 5H QD 3D 9H",
                "2": "2D 3H TD 7S 3C JS 5C QC TC TH KH 5D 8C",
                "3": "2S 4C 6D JH 4D TS 8H QS 9C 7D AH 2C 6H",
                "4": "QH 8S AD 5S AC KD 6S 9S JD 3S KS 9D 6C",
            },
            "turned": "9H",  # deal 1: hearts the superpreference (MA-D2)
            "actions": [
                {"seat": 2, "bid": "4", "suit": "D"},
                {"seat": 3, "pass": True},
                {"seat": 4, "bid": "4", "suit": "S"},  # a plain suit over a plain suit
            ],
        }
    ],
}


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "en",
            "deal 1, action 3: Seat 4 (Bo) bids too low: 4 tricks are bid already, and the "
            "same number of tricks needs a better suit.",
        ),
        (
            "sv",
            "giv 1, drag 3: Plats 4 (Bo) bjuder för lågt: 4 stick är redan bjudna, och samma "
            "antal stick kräver en bättre färg.",
        ),
    ],
)
def test_a_replayed_record_names_why(language: Lang, said: str) -> None:
    with pytest.raises(RecordError) as refused:
        game_from_record(RECORD)
    assert record_reason(language, refused.value) == said


def test_a_replayed_record_over_the_superpreference_says_only_more_tricks() -> None:
    record = deepcopy(RECORD)
    deals = record["deals"]
    assert isinstance(deals, list)
    deals[0]["actions"][0]["suit"] = "H"  # the superpreference (MA-D2)
    with pytest.raises(RecordError) as refused:
        game_from_record(record)
    assert record_reason("en", refused.value) == (
        "deal 1, action 3: Seat 4 (Bo) bids too low: 4 tricks are bid already, and only more "
        "tricks beat that bid."
    )
    assert record_reason("sv", refused.value) == (
        "giv 1, drag 3: Plats 4 (Bo) bjuder för lågt: 4 stick är redan bjudna, och bara fler "
        "stick slår det budet."
    )
