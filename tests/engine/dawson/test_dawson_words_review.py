"""How Dawson's words reach a player: the note a passed player hears on his turn (DW-B1), one
form for a contract with its trumps in results and on the score sheet (DW-B2, DW-D2), and the
trump choices in the order of the preferences (DW-B5)."""

from __future__ import annotations

import dataclasses

from bot.engine.actions import Bid, Level, NameTrump, Pass
from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.dawson.ladder import DAWSON_LADDER
from bot.engine.dawson.words import DAWSON_WORDS
from bot.engine.describe import pair_target_words, result_contract
from bot.engine.phase import Phase
from bot.engine.result import DealResult
from tests.engine.dawson.helpers import make_deal

S, H, C, D = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS


def test_dw_b1_a_passed_player_is_told_why_only_misères_and_spreads_are_left() -> None:
    """North passes, East bids Boston, South and West pass: at North's turn again the menu
    holds only misères and spreads, and his hand view says why; nobody else hears it."""
    deal = make_deal()  # dealer West: North is eldest
    deal.apply(Pass(1))
    deal.apply(Bid(2, "5"))
    deal.apply(Pass(3))
    deal.apply(Pass(4))
    north = deal.view(1)
    bids = {a.contract for a in north.legal if isinstance(a, Bid)}
    assert bids == {"little-misere", "grand-misere", "little-spread", "grand-spread"}
    assert pair_target_words(north, DAWSON_WORDS, "en") == (
        "Having passed, you may now bid only a misère or a spread."
    )
    assert pair_target_words(north, DAWSON_WORDS, "sv") == (
        "Du har passat och får nu bara bjuda en misère eller spread."
    )
    for seat in (2, 3, 4):  # not on turn, or never passed
        assert pair_target_words(deal.view(seat), DAWSON_WORDS, "en") is None


def test_dw_b1_no_note_before_a_pass_or_once_the_auction_is_over() -> None:
    deal = make_deal()
    assert pair_target_words(deal.view(1), DAWSON_WORDS, "en") is None  # not passed yet
    deal.apply(Pass(1))
    deal.apply(Bid(2, "5"))
    deal.apply(Pass(3))
    deal.apply(Pass(4))
    deal.apply(Pass(1))
    assert deal.phase is Phase.TRUMP
    assert all(pair_target_words(deal.view(s), DAWSON_WORDS, "en") is None for s in range(1, 5))


def _result(contract_id: str, level: Level, trump: Suit | None, cls: SuitClass) -> DealResult:
    contract = DAWSON_LADDER.get(contract_id)
    assert contract is not None
    return DealResult(
        dealer=1, contract=contract, level=level, declarer=2, trump=trump, trump_class=cls
    )


def test_a_contract_reads_name_suit_then_one_bracket() -> None:
    """A playtest read "Six (I keep) ♣, first preference" beside "Seven ♠ (second
    preference)", and "Boston (I keep over you) ♣, first preference", which says first
    preference twice (DW-B2: I keep over you is in first preference). One form: the name, the
    trump suit, then one bracket with the level and the class it does not say already."""
    said = {
        (cid, level, cls): (
            result_contract(_result(cid, level, C, cls), DAWSON_WORDS, "en"),
            result_contract(_result(cid, level, C, cls), DAWSON_WORDS, "sv"),
        )
        for cid, level, cls in (
            ("7", Level.PLAIN, SuitClass.SECOND),
            ("6", Level.COLOUR, SuitClass.FIRST),
            ("6", Level.COLOUR, SuitClass.SECOND),
            ("5", Level.FIRST, SuitClass.FIRST),
        )
    }
    assert said == {
        ("7", Level.PLAIN, SuitClass.SECOND): (
            "Seven ♣ (second preference)",
            "Seven ♣ (andra preferens)",
        ),
        ("6", Level.COLOUR, SuitClass.FIRST): (
            "Six ♣ (I keep, first preference)",
            "Six ♣ (I keep, första preferens)",
        ),
        ("6", Level.COLOUR, SuitClass.SECOND): (
            "Six ♣ (I keep, second preference)",
            "Six ♣ (I keep, andra preferens)",
        ),
        ("5", Level.FIRST, SuitClass.FIRST): ("Boston ♣ (I keep over you)",) * 2,
    }
    # A scored deal may know only the class, or nothing of the trumps.
    scored = _result("6", Level.COLOUR, None, SuitClass.SECOND)
    assert result_contract(scored, DAWSON_WORDS, "en") == "Six (I keep, second preference)"
    bare = dataclasses.replace(scored, trump_class=None)
    assert result_contract(bare, DAWSON_WORDS, "en") == "Six (I keep)"
    misere = _result("grand-spread", Level.PLAIN, None, SuitClass.FIRST)
    assert result_contract(dataclasses.replace(misere, trump_class=None), DAWSON_WORDS, "en") == (
        "Grand Spread"
    )


def test_dw_b5_trumps_are_offered_first_preference_second_then_the_plain_suits() -> None:
    """Clubs turned: first preference ♣, second ♠, plain ♥ ♦. A plain bid's soloist was
    offered ♠ ♥ ♣ ♦ (suit order); the preferences come first."""
    deal = make_deal(turned="7C")
    deal.apply(Bid(1, "7"))
    for seat in (2, 3, 4):
        deal.apply(Pass(seat))
    assert deal.phase is Phase.TRUMP
    named = [a.suit for a in deal.view(1).legal if isinstance(a, NameTrump)]
    assert named == [C, S, H, D]
    keep = make_deal(turned="7C")
    keep.apply(Bid(1, "5"))
    keep.apply(Bid(2, "5", Level.COLOUR))
    for seat in (3, 4, 1):
        keep.apply(Pass(seat))
    assert [a.suit for a in keep.view(2).legal if isinstance(a, NameTrump)] == [C, S]
