"""Boston de Nantes rules no other test cites by id: the pack and its ranks (NT-D1), the first
dealer (NT-D4), the end of the auction (NT-B6), the pool without limit in tens (NT-G1), no
honours on a loss (NT-H3), the misères sur table (NT-P3), no slam sur table (NT-P5) and what a
lost contract pays (NT-P7)."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Bid, Pass, Play, Support
from bot.engine.cards import Card, Suit, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.game import Game
from bot.engine.nantes.ladder import NANTES_LADDER, SUPPORTED_TARGET
from bot.engine.nantes.ledger import NantesLedger, NantesOutcome, amount, settle_deal
from bot.engine.nantes.rules import NantesRules
from bot.engine.phase import Phase
from bot.engine.record import game_from_record, game_to_record
from bot.engine.result import DealResult
from bot.engine.scoring import POOL
from bot.engine.seats import Seat
from bot.engine.variants import new_game

RIGHT = NantesRules()
NAMES = ("North", "East", "South", "West")
SPADES, HEARTS, CLUBS, DIAMONDS = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
FACTOR = {"S": 1, "C": 2, "D": 3, "H": 4}
"""NT-P: Foster's columns, as the rules write them."""


def hands(**given: str) -> list[list[Card]]:
    """Four hands of 13: ``s1="AS KS"`` puts those cards in seat 1; the rest fills up in order."""
    out: list[list[Card]] = [[], [], [], []]
    for key, text in given.items():
        out[int(key[1]) - 1] = parse_cards(text)
    rest = [c for c in range(52) if not any(c in h for h in out)]
    for hand in out:
        while len(hand) < 13:
            hand.append(rest.pop(0))
    return out


def outcome(
    contract: str,
    declarer: Seat,
    tricks: int,
    *,
    trump: str | None = None,
    turned: str = "2C",
    partner: Seat | None = None,
    partner_tricks: int = 0,
    honours: int = 0,
) -> NantesOutcome:
    c = NANTES_LADDER.get(contract)
    assert c is not None
    result = DealResult(
        dealer=4,
        contract=c,
        declarer=declarer,
        whister=partner,
        trump=Suit.parse(trump) if trump else None,
        turned=parse_card(turned),
        declarer_tricks=tricks,
        whister_tricks=partner_tricks,
        honours=honours,
        side_target=SUPPORTED_TARGET if partner is not None else c.target,
        declarer_target=c.target,
    )
    return NantesOutcome(result, HEARTS, None)


def x(o: NantesOutcome) -> int:
    return amount(o)[0]


def pass_round(game: Game) -> None:
    for _ in range(4):
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))


# -- NT-D1 -----------------------------------------------------------------------------------


def test_nt_d1_one_pack_of_52_thirteen_cards_to_each_of_four() -> None:
    """NT-D1: one 52-card pack, four players, 13 each."""
    deck = list(range(52))
    random.Random(7).shuffle(deck)
    deal = Deal.from_deck(RIGHT, 4, deck, None)
    assert [len(h) for h in deal.dealt] == [13, 13, 13, 13]
    assert sorted(c for h in deal.dealt for c in h) == list(range(52))


def test_nt_d1_whist_ranks_ace_high_two_low() -> None:
    """NT-D1: Whist ranks. In a grande misère (no trumps, so no carte de boston) eldest 3
    leads the 2♠ and the A♠ wins over K♠ and 3♠; then the K♥ beats the 4♥, 3♥ and 2♥ (the
    declarer takes that trick, so the misère ends, NT-T4)."""
    dealt = hands(s3="2S KH", s2="AS 3H", s1="KS 2H", s4="3S 4H")
    deal = Deal(RIGHT, 4, dealt, dealt[3][-1])
    deal.apply(Bid(3, "grande-misere"))
    for seat in (2, 1, 4):
        deal.apply(Pass(seat))
    assert deal.phase is Phase.PLAY and deal.to_act == 3
    for seat, card in ((3, "2S"), (2, "AS"), (1, "KS"), (4, "3S")):
        deal.apply(Play(seat, parse_card(card)))
    assert deal.play.tricks[-1].winner == 2
    for seat, card in ((2, "3H"), (1, "2H"), (4, "4H"), (3, "KH")):
        deal.apply(Play(seat, parse_card(card)))
    assert deal.play.tricks[-1].winner == 3
    assert deal.is_over


# -- NT-D4 -----------------------------------------------------------------------------------


@pytest.mark.parametrize("first", [1, 2, 3, 4])
def test_nt_d4_any_seat_may_be_the_first_dealer_and_the_record_keeps_it(first: Seat) -> None:
    """NT-D4: the first dealer is drawn at random (any seat may be it) or read from the
    record's ``first_dealer``; eldest is his right (NT-D2) and the record keeps him."""
    game = new_game("nantes", {}, NAMES, first_dealer=first)
    deck = list(range(52))
    random.Random(first).shuffle(deck)
    deal = game.start_deal(deck, None)
    right = (first - 2) % 4 + 1
    assert deal.dealer == first and deal.forhand == right and deal.to_act == right
    pass_round(game)  # thrown in (NT-G3)
    record = game_to_record(game)
    assert isinstance(record, dict) and record["first_dealer"] == first
    again = game_from_record(record)
    assert again.first_dealer == first and again.deals[0].dealer == first
    assert again.next_dealer == right


# -- NT-B6 -----------------------------------------------------------------------------------


def x19_deal() -> Deal:
    """Dealer 4, rotation to the right (eldest 3, then 2, 1, 4); belle ♥, petite ♣."""
    dealt = hands(s3="2C 3C", s2="7C 8C 9C", s4="4C", s1="AH KH QH JH TH")
    return Deal(RIGHT, 4, dealt, parse_card("4C"), first_turned=parse_card("5H"))


def test_nt_b6_an_unsupported_demande_ends_when_all_three_others_have_passed() -> None:
    """NT-B6: after 2's demande, 1 and 4 pass; 3, who passed before it, is still asked (he may
    support it): only his pass ends the auction, 2 alone."""
    deal = x19_deal()
    deal.apply(Pass(3))
    deal.apply(Bid(2, "demande", card=parse_card("7C")))
    deal.apply(Pass(1))
    deal.apply(Pass(4))
    assert deal.phase is Phase.AUCTION and deal.to_act == 3
    deal.apply(Pass(3))
    assert deal.phase is Phase.PLAY
    assert (deal.declarer, deal.whister) == (2, None)


def test_nt_b6_after_a_support_the_passed_players_are_skipped() -> None:
    """NT-B6: 2's demande is supported by 1; 4 passes; 3 passed before and the highest bid is
    now supported, so he is skipped (no action recorded) and the auction is over."""
    deal = x19_deal()
    deal.apply(Pass(3))
    deal.apply(Bid(2, "demande", card=parse_card("7C")))
    deal.apply(Support(1))
    assert deal.phase is Phase.AUCTION and deal.to_act == 4
    deal.apply(Pass(4))
    assert deal.phase is not Phase.AUCTION
    assert (deal.declarer, deal.whister) == (2, 1)
    assert len(deal.auction.history) == 4


def test_nt_b6_a_new_bid_restarts_the_count() -> None:
    """NT-B6: 3 demandes, 2 and 1 pass, 4 bids petite indépendance: the auction goes on; the
    overcalled 3 passes; 2 and 1 passed and no demande stands, so they are skipped: 4 wins."""
    deal = x19_deal()
    deal.apply(Bid(3, "demande", card=parse_card("2C")))
    deal.apply(Pass(2))
    deal.apply(Pass(1))
    deal.apply(Bid(4, "petite-independance", suit=SPADES))
    assert deal.phase is Phase.AUCTION and deal.to_act == 3
    deal.apply(Pass(3))
    assert deal.phase is not Phase.AUCTION
    assert deal.declarer == 4


def test_nt_b6_four_passes_throw_the_deal_in() -> None:
    """NT-B6, NT-G3: the first four turns all passes: thrown in, nothing is played."""
    deal = x19_deal()
    for seat in (3, 2, 1):
        deal.apply(Pass(seat))
        assert deal.phase is Phase.AUCTION
    deal.apply(Pass(4))
    assert deal.is_over and deal.result().all_pass and not deal.play.tricks


# -- NT-G1 -----------------------------------------------------------------------------------


def test_nt_g1_the_pool_has_no_limit() -> None:
    """NT-G1: a lost solo doubles the pool however large it already is (no cap)."""
    ledger = NantesLedger()
    ledger.belle = HEARTS
    ledger.pool = 1_000_000
    lost = outcome("grande-independance", 1, 5, trump="S").result
    ledger.settle(lost)
    assert ledger.pool == 2 * (1_000_000 + 10)


@pytest.mark.parametrize("seed", range(2))
def test_nt_g1_the_pool_is_always_a_multiple_of_ten(seed: int) -> None:
    """NT-G1: over whole random games (deposits, pools taken, halved and doubled) the pool is
    a multiple of 10 after every deal."""
    rng = random.Random(seed)
    game = new_game("nantes", {"deals": 20, "doubles": 4}, NAMES, first_dealer=1)
    ledger = game.ledger
    assert isinstance(ledger, NantesLedger)
    pools: list[int] = []
    while not game.tour_over:
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, None)
        while game.current is not None:
            seat = game.to_act
            assert seat is not None
            game.apply(rng.choice(game.legal_actions(seat)))
        pools.append(ledger.pool)
    assert len(pools) == 20 and any(pools)
    assert all(p % 10 == 0 for p in pools)


# -- NT-H3 -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "trump", "lost_x"),
    [
        ("demande", 4, "C", 2 * 4),
        ("petite-independance", 5, "D", 3 * 6),
        ("grande-independance", 7, "H", 4 * 8),
        ("neuf", 8, "S", 1 * 12),
    ],
)
def test_nt_h3_honours_are_paid_only_when_made(
    contract: str, tricks: int, trump: str, lost_x: int
) -> None:
    """NT-H3: three or four honours add to a made contract, nothing to a lost one."""
    for honours in (0, 3, 4):
        assert x(outcome(contract, 1, tricks, trump=trump, honours=honours)) == lost_x
    made = outcome(contract, 1, tricks + 1, trump=trump)
    made_honours = outcome(contract, 1, tricks + 1, trump=trump, honours=4)
    assert x(made_honours) > x(made)


# -- NT-P3 -----------------------------------------------------------------------------------


@pytest.mark.parametrize("turned", ["5S", "5C", "5D", "5H"])
def test_nt_p3_grand_misere_sur_table_pays_twice_the_petite(turned: str) -> None:
    """NT-P3: Foster's "Misère sur table" row (64 f) prices the petite misère sur table; the
    grand misère sur table pays twice it — made or lost."""
    f = FACTOR[turned[1]]
    for tricks in (0, 1):  # made, lost
        petite = x(outcome("petite-misere-sur-table", 2, tricks, turned=turned))
        grande = x(outcome("grande-misere-sur-table", 2, tricks, turned=turned))
        assert petite == 64 * f
        assert grande == 128 * f == 2 * petite


# -- NT-P5 -----------------------------------------------------------------------------------


def test_nt_p5_no_bid_leads_to_a_slam_sur_table() -> None:
    """NT-P5: slam sur table (200 f) is not used. Only misères are played face up, and no
    trick contract taking all 13 tricks — alone or with a supporter — pays it."""
    assert all(c.misere for c in NANTES_LADDER.contracts if c.exposed_before_play)
    assert not any(c.exposed_after_first for c in NANTES_LADDER.contracts)
    for suit, f in FACTOR.items():
        for c in NANTES_LADDER.contracts:
            if c.misere:
                made = x(outcome(c.id, 2, 0, turned=f"5{suit}"))
                assert made != 200 * f
                continue
            trump = {"demande-belle": "H", "neuf-belle": "H", "neuf-petite": "C"}.get(c.id, suit)
            alone = x(outcome(c.id, 2, 13, trump=trump))
            assert alone == 100 * FACTOR[trump]
            if c.whist_allowed:
                together = x(outcome(c.id, 2, 7, trump=trump, partner=4, partner_tricks=6))
                assert together == 50 * FACTOR[trump]


# -- NT-P7 -----------------------------------------------------------------------------------

LOST_ROW = {
    "demande": 4,
    "demande-belle": 4,
    "petite-independance": 6,
    "grande-independance": 8,
    "neuf": 12,
    "neuf-petite": 12,
    "neuf-belle": 12,
    "petite-misere": 16,
    "grande-misere": 32,
    "misere-quatre-as": 32,
    "petite-misere-sur-table": 64,
    "grande-misere-sur-table": 128,
}
"""NT-P7: a lost contract's base row, ♠ column (the table's values, NT-P3 for the last)."""


@pytest.mark.parametrize("contract", list(LOST_ROW))
@pytest.mark.parametrize("suit", ["S", "C", "D", "H"])
def test_nt_p7_a_lost_contract_pays_its_base_row_times_f(contract: str, suit: str) -> None:
    """NT-P7: lost, X = the base row × f, however many tricks short; for a misère f is the
    turned suit's (NT-P1)."""
    c = NANTES_LADDER.get(contract)
    assert c is not None
    f = FACTOR[suit]
    if c.misere:
        shorts = [outcome(contract, 3, t, turned=f"5{suit}") for t in (1, 4)]
    else:
        trump = {"demande-belle": "H", "neuf-belle": "H", "neuf-petite": "C"}.get(contract, suit)
        f = FACTOR[trump]
        shorts = [outcome(contract, 3, t, trump=trump) for t in (c.target - 1, 0)]
    for o in shorts:
        assert not o.result.made
        assert x(o) == LOST_ROW[contract] * f


def test_nt_p7_the_lost_declarer_pays_x_to_each_adversary() -> None:
    """NT-P7 with NT-P9: a lone grande indépendance in ♣ lost by three pays 2 × 8 = 16 to each
    adversary and doubles the pool (40 + the deposit 10 → 100)."""
    s, after = settle_deal(
        outcome("grande-independance", 1, 5, trump="C"), 40, deposit=10, bonus=2, double=False
    )
    contract = {(p.payer, p.payee, p.amount) for p in s.payments if p.item == "contract"}
    assert contract == {(1, 2, 16), (1, 3, 16), (1, 4, 16)}
    assert {(p.payer, p.amount) for p in s.payments if p.payee == POOL} == {(4, 10), (1, 50)}
    assert after == 100
