"""Le Whisch Bostonien (WB-…): the auction with *je soutiens*, trumps from the turned card, and
every worked example of the spec's payments (a reconstruction, WB-P) as an exact payout."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Bid, Pass, Support, action_from_dict, action_to_dict
from bot.engine.cards import SUIT_OF, CardError, Suit, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.phase import Phase
from bot.engine.result import DealResult
from bot.engine.seats import Seat
from bot.engine.whisch.ledger import WhischLedger, whisch_amount
from bot.engine.whisch.rules import WHISCH_LADDER, WhischRules
from bot.engine.whisch.variant import WHISCH
from tests.engine.helpers import SUITED

RULES = WhischRules()


def deal(turned: str = "9D", dealer: Seat = 4) -> Deal:
    """The suited hands, with ``turned`` swapped into the dealer's hand: it is his (WB-D2)."""
    hands = [parse_cards(SUITED[s]) for s in (1, 2, 3, 4)]
    card = parse_card(turned)
    holder = next(h for h in hands if card in h)
    own = hands[dealer - 1]
    if holder is not own:
        holder[holder.index(card)], own[-1] = own[-1], card
    return Deal(RULES, dealer, hands, card)


def run(d: Deal, *actions: Pass | Bid | Support) -> None:
    for a in actions:
        d.apply(a)


def result(
    contract: str,
    declarer: Seat,
    tricks: int,
    *,
    turned: str,
    partner: Seat | None = None,
    partner_tricks: int = 0,
    honours: int = 0,
) -> DealResult:
    c = WHISCH_LADDER.get(contract)
    assert c is not None
    card = parse_card(turned)
    return DealResult(
        dealer=4,
        contract=c,
        declarer=declarer,
        whister=partner,
        trump=SUIT_OF[card],
        turned=card,
        declarer_tricks=tricks,
        whister_tricks=partner_tricks,
        honours=honours,
        side_target=RULES.side_target(c, partner is not None),
        declarer_target=c.target,
    )


def nets(r: DealResult) -> tuple[int, int, int, int]:
    net = WhischLedger().settle(r).net()
    assert sum(net.values()) == 0  # WB-P5: no pool, every deal sums to zero
    return net[1], net[2], net[3], net[4]


# --- the worked examples (dealer 4, eldest 1) ---------------------------------------------


def test_wb_x1_supported_demande_made_with_honours() -> None:
    d = deal("9D")
    run(d, Bid(1, "demande"), Support(2), Pass(3), Pass(4))
    assert d.phase is Phase.PLAY and d.declarer == 1 and d.whister == 2
    assert d.trump is Suit.DIAMONDS  # WB-D3: no trump action
    r = result("demande", 1, 5, turned="9D", partner=2, partner_tricks=4, honours=3)
    assert whisch_amount(r)[0] == 24
    assert nets(r) == (24, 24, -24, -24)


def test_wb_x2_independance_ends_the_auction_and_chelem_is_added() -> None:
    d = deal("2S")
    run(d, Pass(1), Pass(2), Bid(3, "independance"))
    assert d.phase is Phase.PLAY and d.declarer == 3 and d.whister is None  # WB-B4
    r = result("independance", 3, 13, turned="2S", honours=4)
    assert whisch_amount(r)[0] == 136
    assert nets(r) == (-136, -136, 408, -136)


def test_wb_x3_unsupported_demande_lost() -> None:
    d = deal("5H")
    run(d, Pass(1), Bid(2, "demande"), Pass(3), Pass(4))
    # 1 has passed and may still support (WB-B2): he is asked once more.
    assert d.to_act == 1 and Support(1) in d.legal_actions(1)
    run(d, Pass(1))
    assert d.phase is Phase.PLAY and d.declarer == 2 and d.whister is None
    assert d.view(2).side_target == 5  # WB-B6: alone for five
    assert nets(result("demande", 2, 4, turned="5H")) == (16, -48, 16, 16)


def test_wb_x4_a_passed_player_supports() -> None:
    d = deal("7C")
    run(d, Pass(1), Pass(2), Pass(3), Bid(4, "demande"), Pass(1), Support(2))
    # 3 has passed and the demande is now supported: skipped, the auction is over.
    assert d.phase is Phase.PLAY and (d.declarer, d.whister) == (4, 2)
    assert [type(a).__name__ for a in d.auction.history][-2:] == ["Pass", "Support"]
    r = result("demande", 4, 4, turned="7C", partner=2, partner_tricks=3)
    assert not r.made
    assert nets(r) == (8, -8, 8, -8)


def test_wb_x5_supported_chelem_and_the_skip() -> None:
    d = deal("5H")
    run(d, Bid(1, "demande"), Pass(2), Support(3), Pass(4))
    assert d.phase is Phase.PLAY and (d.declarer, d.whister) == (1, 3)  # 2 skipped
    r = result("demande", 1, 7, turned="5H", partner=3, partner_tricks=6)
    assert whisch_amount(r)[0] == 236
    assert nets(r) == (236, -236, 236, -236)


def test_wb_x6_demande_alone_with_an_extra_trick() -> None:
    assert nets(result("demande", 3, 6, turned="2S", honours=4)) == (-9, -9, 27, -9)


def test_wb_x7_independance_with_honours() -> None:
    r = result("independance", 4, 9, turned="5H", honours=3)
    assert whisch_amount(r)[0] == 72
    assert nets(r) == (-72, -72, -72, 216)


def test_wb_x8_independance_lost_pays_the_base_only() -> None:
    r = result("independance", 1, 7, turned="9D", honours=4)  # WB-P2: no honours on a loss
    assert nets(r) == (-72, 24, 24, 24)


def test_wb_x9_support_lapses_and_a_second_demande_is_refused() -> None:
    d = deal()
    run(d, Bid(1, "demande"), Support(2), Bid(3, "independance"))
    assert d.phase is Phase.PLAY and (d.declarer, d.whister) == (3, None)
    d = deal()
    run(d, Bid(1, "demande"))
    with pytest.raises(IllegalAction) as err:
        d.apply(Bid(2, "demande"))
    assert err.value.code is Refusal.BID_TOO_LOW  # WB-B3


# --- the auction's other rules ------------------------------------------------------------


def test_wb_b2_a_passed_player_may_not_bid_and_is_skipped_without_a_demande() -> None:
    d = deal()
    run(d, Pass(1), Bid(2, "demande"), Bid(3, "independance"))
    assert d.phase is Phase.PLAY  # nothing outranks independance
    d = deal()
    run(d, Pass(1), Bid(2, "demande"), Support(3), Pass(4))
    # 1 passed and the demande is supported: 1 is skipped and the auction ends.
    assert d.phase is Phase.PLAY and (d.declarer, d.whister) == (2, 3)


def test_wb_b2_passed_player_bidding_is_refused() -> None:
    d = deal()
    run(d, Pass(1), Bid(2, "demande"), Pass(3), Pass(4))
    with pytest.raises(IllegalAction) as err:
        d.apply(Bid(1, "independance"))
    assert err.value.code is Refusal.PASSED


def test_wb_b1_nobody_supports_his_own_demande_or_nothing() -> None:
    d = deal()
    with pytest.raises(IllegalAction):
        d.apply(Support(1))  # nothing to support
    run(d, Bid(1, "demande"), Pass(2), Pass(3), Pass(4))
    assert d.phase is Phase.PLAY and d.declarer == 1 and d.whister is None


def test_wb_b7_four_passes_throw_the_deal_in() -> None:
    d = deal()
    run(d, Pass(1), Pass(2), Pass(3), Pass(4))
    assert d.phase is Phase.OVER and d.result().all_pass
    assert WhischLedger().settle(d.result()).net() == {1: 0, 2: 0, 3: 0, 4: 0}


def test_wb_d2_the_dealers_own_last_card_is_turned() -> None:
    """WB-D2/D3: dealt one at a time; the deck's last card is the dealer's, turned and shown
    as his until he plays it; a turned card outside the dealer's hand is refused."""
    deck = list(range(52))
    random.Random(3).shuffle(deck)
    d = Deal.from_deck(RULES, 2, deck, None)
    assert d.turned == deck[-1] and deck[-1] in d.dealt[1]
    assert d.dealt[2][:2] == (deck[0], deck[4])  # seat 3, eldest, gets cards 1, 5, …
    assert d.public_view().turned_holder == 2
    hands = [parse_cards(SUITED[s]) for s in (1, 2, 3, 4)]
    with pytest.raises(CardError, match="dealer's own"):
        Deal(RULES, 4, hands, parse_card("7H"))
    run(d, Bid(3, "independance"))
    while d.turned in d.play.hands[1]:
        seat = d.to_act
        assert seat is not None and d.public_view().turned_holder == 2
        d.apply(d.legal_actions(seat)[0])
    assert d.public_view().turned_holder is None  # played: no longer shown as his


def test_support_is_a_record_verb() -> None:
    assert action_to_dict(Support(2)) == {"seat": 2, "support": True}
    assert action_from_dict({"seat": 2, "support": True}) == Support(2)


def test_wb_r_scored_form_round_trips() -> None:
    data = {
        "contract": "demande",
        "declarer": 1,
        "partner": 2,
        "turned": "9D",
        "tricks": {"declarer": 5, "partner": 4},
        "honours": 3,
    }
    r = WHISCH.scored_result(data, 4)
    assert nets(r) == (24, 24, -24, -24)  # WB-X1 again, from the scored form
    assert WHISCH.scored_to_record(r, None) == data
    assert WHISCH.scored_result("all-pass", 4).all_pass


def test_played_deals_settle_to_zero_and_the_side_counts_both_partners() -> None:
    rng = random.Random(7)
    for _ in range(60):
        deck = list(range(52))
        rng.shuffle(deck)
        d = Deal.from_deck(RULES, rng.randint(1, 4), deck, rng.randrange(52))
        while not d.is_over:
            seat = d.to_act
            assert seat is not None
            d.apply(rng.choice(d.legal_actions(seat)))
        r = d.result()
        net = WhischLedger().settle(r).net()
        assert sum(net.values()) == 0
        if r.declarer is not None:
            assert r.trump is d.first_suit
            assert r.side_tricks == r.declarer_tricks + r.whister_tricks


def test_wb_r_the_score_command_s_form_is_read() -> None:
    """``/boston score`` sends ``whister`` and an empty ``trump_class``: WB-X4 entered so."""
    data = {
        "contract": "demande",
        "declarer": 4,
        "trump_class": None,
        "whister": 2,
        "tricks": {"declarer": 4, "whister": 3},
        "turned": "7C",
    }
    assert nets(WHISCH.scored_result(data, 4)) == (8, -8, 8, -8)


def test_the_payment_lines_in_english_and_swedish() -> None:
    """WB-X1 made, WB-X2 with chelem, WB-X8 lost and a thrown-in deal, each line written once
    per language with the Swedish guide's words (docs/rules/sv/whisch.md). Swedish says who
    played what and how it went, as Fontainebleau's lines do ("plats 1 spelade Indépendance
    i ♦ och förlorade"), not "Indépendance i ♦ av plats 1: förlorat", a word-for-word
    translation of the English head."""
    cases = [
        (
            result("demande", 1, 5, turned="9D", partner=2, partner_tricks=4, honours=3),
            # WB-P4: each partner with the adversary on his right (seat 2's right is his
            # partner, so seat 3 on his left).
            "Demande in ♦ by seat 1 with seat 2: made: 3×(4 + extra tricks 1 + "
            "honours 3 (3 held)) = 24 "
            "per adversary; seat 4 pays seat 1 24, seat 3 pays seat 2 24",
            "plats 1 spelade Demande i ♦ med stödjaren plats 2 och vann: 3×(4 + överstick 1 + "
            "honnörer 3 (3 på hand)) = 24 per försvarare; plats 4 betalar plats 1 24, "
            "plats 3 betalar "
            "plats 2 24",
        ),
        (
            result("independance", 3, 13, turned="2S", honours=4),
            # Alone, the line names who pays whom as every variant's does (a playtest found
            # "trumps ♠; … per adversary" named neither the contract nor its player).
            "Indépendance in ♠ by seat 3: made: 1×(8 + extra tricks 5×4 + honours 8 (4 held)) + "
            "chelem 100 = 136; each adversary pays seat 3 136",
            "plats 3 spelade Indépendance i ♠ och vann: 1×(8 + överstick 5×4 + "
            "honnörer 8 (4 på hand)) + "
            "chelem 100 = 136; varje försvarare betalar plats 3 136",
        ),
        (
            result("independance", 1, 7, turned="9D", honours=4),
            "Indépendance in ♦ by seat 1: lost: 3×(base 8) = 24; seat 1 pays each adversary 24",
            "plats 1 spelade Indépendance i ♦ och förlorade: 3×(bas 8) = 24; plats 1 betalar varje "
            "försvarare 24",
        ),
    ]
    for r, en, sv in cases:
        s = WhischLedger().settle(r)
        assert s.lines == s.text("en") == (en,)
        assert s.text("sv") == (sv,)
    # Thrown in, nobody pays: no line (the deal's headline says it is thrown in).
    thrown_in = WhischLedger().settle(DealResult(dealer=4, all_pass=True))
    assert thrown_in.text("en") == thrown_in.text("sv") == ()
