"""Mariland's rules (docs/rules/mariland.md, ids MA-…): the deal and its turned card, the suit
classes of the session, the auction, the play, and the reconstructed payments of every worked
example (MA-X1…X9)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.cards import CardError, Suit, parse_card, parse_cards
from bot.engine.contracts import SuitClass
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.mariland.ledger import MarilandLedger
from bot.engine.mariland.rules import MarilandRules
from bot.engine.phase import Phase
from bot.engine.result import DealResult
from bot.engine.seats import Seat
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import deck_for, play_step
from tests.engine.helpers import SUITED

S, H, C, D = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
# The worked examples' deal: superpreference ♥ (deal 1 turned a heart), this deal turned a
# club (preference ♣), ♠ and ♦ plain; dealer 4, eldest 1.
EXAMPLE = MarilandRules(superpreference=H, preference=C)


def settle(seat: Seat, contract: str, suit: Suit, tricks: int) -> dict[Seat, int]:
    """The net of one deal of the examples: deal 1 (thrown in) turned 5♥, this one Q♣."""
    ledger = MarilandLedger()
    first = ledger.settle(DealResult(dealer=3, all_pass=True, turned=parse_card("5H")))
    assert first.payments == ()  # MA-B3: a thrown-in deal pays nothing
    target = MARILAND_LADDER.get(contract)
    assert target is not None
    result = DealResult(
        dealer=4,
        contract=target,
        declarer=seat,
        trump=suit,
        turned=parse_card("QC"),
        declarer_tricks=tricks,
        side_target=target.target,
        declarer_target=target.target,
    )
    net = ledger.settle(result).net()
    assert sum(net.values()) == 0  # MA-P5
    return net


@pytest.mark.parametrize(
    ("rule", "seat", "contract", "suit", "tricks", "nets"),
    [
        ("MA-X1", 2, "6", S, 8, (-40, 120, -40, -40)),
        ("MA-X2", 3, "6", C, 4, (80, 80, -240, 80)),
        ("MA-X3", 1, "7", H, 7, (480, -160, -160, -160)),
        ("MA-X4", 4, "13", H, 13, (-400, -400, -400, 1200)),
        ("MA-X5", 1, "4", D, 3, (-45, 15, 15, 15)),
        ("MA-X6", 2, "10", C, 12, (-160, 480, -160, -160)),
        ("MA-X7", 3, "9", H, 5, (320, 320, -960, 320)),
    ],
)
def test_worked_payments(
    rule: str, seat: Seat, contract: str, suit: Suit, tricks: int, nets: tuple[int, ...]
) -> None:
    """MA-P1…P4 (reconstruction): m × (10 × (n − 3) + 5 per trick over or short)."""
    net = settle(seat, contract, suit, tricks)
    assert tuple(net[s] for s in (1, 2, 3, 4)) == nets, rule


def test_ma_x8_the_auction_ranks_by_tricks_then_class() -> None:
    """MA-X8, MA-B1/B2, MA-C2/C3: plain cannot overcall plain; a pass is final; three passes
    after a bid make the declarer."""
    auction = EXAMPLE.new_auction(1)
    script: list[Pass | Bid] = [Bid(1, "4", suit=S)]
    for action in script:
        auction.check(action)
        auction.apply(action)
    with pytest.raises(IllegalAction) as refused:
        auction.check(Bid(2, "4", suit=D))  # plain over plain
    assert refused.value.code is Refusal.BID_TOO_LOW
    rest: list[Pass | Bid] = [
        Bid(2, "4", suit=C),
        Bid(3, "4", suit=H),
        Bid(4, "5", suit=S),
        Bid(1, "5", suit=H),
        Pass(2),
        Bid(3, "6", suit=D),
        Pass(4),
        Bid(1, "6", suit=C),
        Bid(3, "6", suit=H),
    ]
    for action in rest:
        auction.check(action)
        auction.apply(action)
    assert auction.to_speak == 1  # 2 and 4 have passed and are skipped
    assert auction.legal(2) == []
    with pytest.raises(IllegalAction) as passed:
        auction.check(Bid(2, "7", suit=H))
    assert passed.value.code is Refusal.PASSED
    auction.apply(Pass(1))
    winner = auction.winner
    assert auction.finished and winner is not None
    assert (winner.declarer, winner.contract.id, winner.suit) == (3, "6", H)


def test_ma_x9_the_superpreference_turned_again_leaves_no_preference() -> None:
    """MA-X9, MA-D2: turned suit = superpreference: no preference; ♣ and ♠ plain and equal."""
    rules = MarilandRules().for_deal(parse_card("9H"), parse_card("5H"))
    assert rules.preference is None and rules.superpreference is H
    assert rules.classes() == (SuitClass.PLAIN, SuitClass.FIRST, SuitClass.PLAIN, SuitClass.PLAIN)
    auction = rules.new_auction(1)
    auction.apply(Bid(1, "5", suit=C))
    legal = auction.legal(2)
    assert Bid(2, "5", suit=S) not in legal and Bid(2, "5", suit=D) not in legal
    assert Bid(2, "5", suit=H) in legal and Bid(2, "6", suit=S) in legal
    # On the first deal the turned suit is the superpreference itself (MA-D2).
    first = MarilandRules().for_deal(parse_card("2C"), None)
    assert first.superpreference is C and first.preference is None


def test_ma_c1_bids_are_four_to_thirteen_in_a_named_suit_lowest_first() -> None:
    """MA-C1/C2: eldest's first legal list: pass, then 4 ♠ ♦ (plain), 4 ♣, 4 ♥, …, 13 ♥."""
    legal = EXAMPLE.new_auction(1).legal(1)
    assert legal[0] == Pass(1) and len(legal) == 1 + 10 * 4
    bids = [a for a in legal if isinstance(a, Bid)]
    assert [(b.contract, b.suit) for b in bids[:4]] == [("4", S), ("4", D), ("4", C), ("4", H)]
    assert (bids[-1].contract, bids[-1].suit) == ("13", H)
    auction = EXAMPLE.new_auction(1)
    with pytest.raises(IllegalAction) as no_suit:
        auction.check(Bid(1, "4"))
    assert no_suit.value.code is Refusal.BAD_LEVEL
    with pytest.raises(IllegalAction) as unknown:
        auction.check(Bid(1, "3", suit=S))
    assert unknown.value.code is Refusal.UNKNOWN_CONTRACT


def test_ma_d1_the_dealers_last_card_is_turned() -> None:
    """MA-D1: dealt one at a time; the deck's last card is the dealer's and is turned."""
    deck, _ = deck_for(7, 1)
    deal = Deal.from_deck(MarilandRules(), 2, deck, parse_card("2S"))
    assert deal.turned == deck[-1] and deck[-1] in deal.dealt[1]
    assert deal.dealt[2][:2] == (deck[0], deck[4])  # seat 3, eldest, gets cards 1, 5, …
    view = deal.public_view()
    assert view.turned_holder == 2
    hands = [parse_cards(SUITED[s]) for s in (1, 2, 3, 4)]
    with pytest.raises(CardError):
        Deal(MarilandRules(), 4, hands, parse_card("7H"))  # not the dealer's card


def test_ma_d2_the_superpreference_holds_for_the_session() -> None:
    """MA-D2/D3: deal 1's turned suit is the superpreference on every later deal; each deal's
    turned suit is its preference; the view gives every suit's class."""
    game = new_game("mariland", {}, ["A", "B", "C", "D"])
    supers: set[Suit] = set()
    for number in range(1, 6):
        deck, turned = deck_for(11, number)
        deal = game.start_deal(deck, turned)
        view = game.public_view()
        assert view is not None and view.suit_classes is not None
        first = game.deals[0].deal
        assert first is not None and first.turned is not None
        sup = Suit(first.turned // 13)
        supers.add(sup)
        assert view.class_of(sup) is SuitClass.FIRST
        own = Suit(deck[-1] // 13)
        expected = SuitClass.FIRST if own == sup else SuitClass.SECOND
        assert view.class_of(own) is expected
        assert sum(c is SuitClass.SECOND for c in view.suit_classes) == (own != sup)
        while deal.phase is Phase.AUCTION:
            seat = game.to_act
            assert seat is not None
            game.apply(Pass(seat))
        assert deal.is_over  # MA-B3: thrown in
        assert game.deals[-1].settlement is not None
        assert game.deals[-1].settlement.payments == ()
    assert len(supers) == 1


def test_ma_t1_every_trick_is_played_and_the_result_names_the_class() -> None:
    """MA-T1: played to the last trick (extra tricks are paid); the bid's suit is trumps."""
    game = new_game("mariland", {}, ["A", "B", "C", "D"])
    players = {s: make_player("heuristic", s) for s in (1, 2, 3, 4)}
    played = 0
    for number in range(1, 13):
        deck, turned = deck_for(5, number)
        deal = game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
        result = deal.result()
        if result.all_pass:
            continue
        played += 1
        assert len(deal.play.tricks) + deal.claimed == 13
        assert result.trump is not None and deal.trump == result.trump
        assert result.trump_class is deal.public_view().class_of(result.trump)
    assert played >= 6
    assert sum(game.balances.values()) == 0


def test_the_payment_line_counts_one_trick_in_the_singular_in_both_languages() -> None:
    """A playtest read "Five in plain suit lost with 1 tricks", in English only."""
    ledger = MarilandLedger(["N", "E", "S", "W"])
    ledger.settle(DealResult(dealer=3, all_pass=True, turned=parse_card("5H")))
    five = MARILAND_LADDER.get("5")
    assert five is not None
    lost = DealResult(
        dealer=4,
        contract=five,
        declarer=3,
        trump=S,
        turned=parse_card("QC"),
        declarer_tricks=1,
        side_target=5,
        declarer_target=5,
    )
    settlement = ledger.settle(lost)
    assert settlement.text("en") == (
        "Five in plain suit lost with 1 trick: 1 × (20 + 5 × 4 short) = 40; "
        "S pays each adversary 40",
    )
    assert settlement.text("sv") == (
        "Fem i vanlig färg gick bet (1 stick taget): 1 × (20 + 5 × 4 under) = 40; "
        "S betalar varje försvarare 40",
    )
