"""Boston de Nantes' payments: every worked example NT-X1…X16 as an exact payout vector and
pool, summing to zero with the pool; the carte de boston in play (NT-X17, NT-X18)."""

from __future__ import annotations

import pytest

from bot.engine.cards import SUIT_OF, Card, Suit, parse_card
from bot.engine.describe import all_pass_words
from bot.engine.nantes.boston import JACK_OF_DIAMONDS, JACK_OF_HEARTS, boston_card
from bot.engine.nantes.ladder import NANTES_LADDER, SUPPORTED_TARGET
from bot.engine.nantes.ledger import NantesLedger, NantesOutcome, amount, settle_deal
from bot.engine.result import DealResult
from bot.engine.scoring import POOL, Settlement
from bot.engine.seats import Seat
from bot.engine.tricks import TrickPlay
from bot.engine.variants import get_variant
from bot.engine.words import Lang

HEARTS = Suit.HEARTS


def hands_with(card: Card, holder: Seat) -> tuple[tuple[Card, ...], ...]:
    """Four hands as dealt with ``card`` in ``holder``'s (the rest is of no interest)."""
    hands = [list(range(i * 13, i * 13 + 13)) for i in range(4)]
    owner = card // 13
    hands[owner].remove(card)
    hands[owner].append(hands[holder - 1].pop())
    hands[holder - 1].append(card)
    return tuple(tuple(h) for h in hands)


def outcome(
    contract: str | None,
    declarer: Seat | None = None,
    tricks: int = 0,
    *,
    trump: str | None = None,
    turned: str = "2C",
    partner: Seat | None = None,
    partner_tricks: int = 0,
    honours: int = 0,
    boston: Seat | None = None,
    belle: Suit = HEARTS,
) -> NantesOutcome:
    card = parse_card(turned)
    if contract is None:
        return NantesOutcome(DealResult(dealer=4, all_pass=True, turned=card), belle, None)
    c = NANTES_LADDER.get(contract)
    assert c is not None
    side = SUPPORTED_TARGET if partner is not None else c.target
    result = DealResult(
        dealer=4,
        contract=c,
        declarer=declarer,
        whister=partner,
        trump=Suit.parse(trump) if trump else None,
        turned=card,
        declarer_tricks=tricks,
        whister_tricks=partner_tricks,
        honours=honours,
        side_target=side,
        declarer_target=c.target,
    )
    return NantesOutcome(result, belle, boston if c.has_trumps else None)


def settle(o: NantesOutcome, pool: int, *, double: bool = False) -> tuple[list[int], int]:
    s, after = settle_deal(o, pool, deposit=10, bonus=2, double=double)
    net = s.net()
    into_pool = sum(p.amount for p in s.payments if p.payee == POOL)
    out_of_pool = sum(p.amount for p in s.payments if p.payer == POOL)
    assert sum(net.values()) == out_of_pool - into_pool == pool - after  # zero with the pool
    return [net[1], net[2], net[3], net[4]], after


def x(o: NantesOutcome) -> int:
    return amount(o)[0]


def test_nt_x1_supported_demande_made() -> None:
    o = outcome("demande", 3, 6, trump="C", partner=1, partner_tricks=3, honours=3, boston=2)
    assert x(o) == 16
    assert settle(o, 40) == ([39, -10, 39, -28], 0)


def test_nt_x2_only_the_supporter_short_pays_and_doubles_the_pool() -> None:
    o = outcome("demande", 3, 5, trump="C", partner=1, partner_tricks=2, honours=3, boston=2)
    assert x(o) == 8
    assert settle(o, 40) == ([-68, 14, -2, -4], 100)


def test_nt_x3_both_short_pay_their_paired_adversaries() -> None:
    o = outcome("demande", 3, 4, trump="C", partner=1, partner_tricks=2, honours=3, boston=2)
    assert settle(o, 40) == ([-35, 14, -35, -4], 100)


def test_nt_x4_forced_lone_demande() -> None:
    o = outcome("demande", 4, 6, trump="H", boston=4)
    assert x(o) == 20
    assert settle(o, 40) == ([-22, -22, -22, 106], 0)


def test_nt_x5_forced_solo_slam_in_belle() -> None:
    o = outcome("demande", 4, 9, trump="H", boston=1)
    assert x(o) == 48
    assert settle(o, 40) == ([-42, -50, -50, 182], 0)
    petite = outcome("demande", 4, 9, trump="C", boston=1)
    assert x(petite) == 24  # NT-P4: 24 in petite, whatever the suit


def contract_payments(o: NantesOutcome, *, double: bool) -> set[tuple[Seat, Seat, int]]:
    """Who pays whom for the contract itself (no deposit, pool or carte de boston)."""
    s, _ = settle_deal(o, 0, deposit=10, bonus=2, double=double)
    return {(p.payer, p.payee, p.amount) for p in s.payments if p.item == "contract"}


@pytest.mark.parametrize(("trump", "price"), [("H", 96), ("C", 48)])
def test_nt_p8_the_forced_lone_demanders_slam_doubles_in_the_last_eight(
    trump: str, price: int
) -> None:
    """NT-P4, NT-P8: Foster's forced lone demander who wins eight is paid "24 counters from
    each player if he played in petite; 48 if in belle; double those amounts if the deal was
    one of the last eight in the game" (Foster's Complete Hoyle, 1914): 96 in belle (♥ here),
    48 in petite."""
    o = outcome("demande", 4, 9, trump=trump)
    assert contract_payments(o, double=True) == {(s, 4, price) for s in (1, 2, 3)}
    assert contract_payments(o, double=False) == {(s, 4, price // 2) for s in (1, 2, 3)}


def test_nt_p4_thirteen_tricks_take_the_tables_slam_rows_not_the_texts_24() -> None:
    """NT-P4, decision: a pair's 13 tricks are the table's *slam à deux* (50 *f*: 100 in petite
    ♣), not the text's "24 counters … if they played in petite"; a lone demander's 13 are
    *slam seul* (100 *f*), not the 24 / 48 his 8 to 12 tricks are paid."""
    pair = outcome("demande", 3, 9, trump="C", partner=1, partner_tricks=4)
    assert x(pair) == 100
    assert contract_payments(pair, double=False) == {(2, 3, 100), (4, 1, 100)}
    assert x(outcome("demande", 4, 12, trump="C")) == 24  # 8 to 12: the text's figure
    assert x(outcome("demande", 4, 13, trump="C")) == 200  # slam seul, ♣
    assert x(outcome("demande", 4, 13, trump="H")) == 400  # slam seul in belle ♥, not 48


def test_nt_x6_double_petite_independance() -> None:
    o = outcome("petite-independance", 2, 7, trump="S", honours=4, boston=3)
    assert x(o) == 14  # doubled below: 28
    assert settle(o, 120, double=True) == ([-32, 220, -16, -52], 0)


def test_nt_x7_neuf_belle_lost_doubles_the_pool() -> None:
    o = outcome("neuf-belle", 1, 8, trump="H", boston=1)
    assert x(o) == 48
    assert settle(o, 60) == ([-208, 46, 46, 36], 140)


def test_nt_x8_petite_misere_by_the_turned_suit() -> None:
    o = outcome("petite-misere", 3, 0, turned="5H", boston=2)  # no bonus in a misère
    assert x(o) == 64
    assert settle(o, 0) == ([-64, -64, 202, -74], 0)


@pytest.mark.parametrize(("turned", "price"), [("5S", 16), ("5C", 32), ("5D", 48), ("5H", 64)])
def test_nt_p_petite_misere_by_the_turned_suit_every_column(turned: str, price: int) -> None:
    """Foster's table of French Boston: petite misère 16, 32, 48, 64 by the suit turned
    (♠ ♣ ♦ ♥); "If a heart is turned … 64 … If a spade was turned, the payment would be 16
    only." """
    assert x(outcome("petite-misere", 3, 0, turned=turned)) == price


def test_nt_x9_misere_des_quatre_as_lost() -> None:
    o = outcome("misere-quatre-as", 1, 1, turned="5S")
    assert x(o) == 32
    assert settle(o, 100) == ([-206, 32, 32, 22], 220)


def test_nt_x10_grande_misere_sur_table() -> None:
    o = outcome("grande-misere-sur-table", 2, 0, turned="5D")
    assert x(o) == 384
    assert settle(o, 30) == ([-384, 1192, -384, -394], 0)


def test_nt_x11_slam_a_deux() -> None:
    o = outcome("demande-belle", 3, 7, trump="H", partner=2, partner_tricks=6, boston=3)
    assert x(o) == 200
    assert settle(o, 0) == ([-202, 203, 211, -212], 0)


def test_nt_x12_thrown_in() -> None:
    assert settle(outcome(None), 0) == ([0, 0, 0, -10], 10)


def test_nt_x13_grande_independance_extra_tricks() -> None:
    o = outcome("grande-independance", 1, 10, trump="D", boston=2)
    assert x(o) == 48
    assert settle(o, 0) == ([152, -42, -50, -60], 0)


def test_nt_x14_neuf() -> None:
    o = outcome("neuf", 2, 9, trump="S", honours=3, boston=4)
    assert x(o) == 18
    assert settle(o, 50) == ([-20, 112, -20, -22], 0)


def test_nt_x15_double_slam_seul() -> None:
    o = outcome("grande-independance", 1, 13, trump="C", boston=1)
    assert x(o) == 200  # doubled below: 400
    assert settle(o, 0, double=True) == ([1232, -404, -404, -424], 0)


def test_nt_x16_the_pool_is_shared_at_the_end() -> None:
    ledger = NantesLedger(doubles=0)
    ledger.pool, ledger.belle = 60, HEARTS
    last = DealResult(dealer=1, all_pass=True, turned=parse_card("2C"))
    ledger.number = 39
    assert ledger.settle(last).net() == {1: -10, 2: 0, 3: 0, 4: 0}
    assert ledger.pool == 70
    final: Settlement = ledger.final_settlement()
    assert final.net() == {4: 18, 3: 18, 2: 17, 1: 17}


def test_nt_g4_the_shared_pool_says_each_player_s_share() -> None:
    """NT-G4, NT-X16: the final line said "the pool of 70 is shared out" ("potten på 70 delas
    lika": not equal at all) and no figure: it names each player's share, from the last
    deal's eldest (seat 4 after dealer 1, the deal going to the right), who gets the odd
    points; "equally" only where the pool divides by four."""
    names = ("Anna", "Bengt", "Cecilia", "David")
    ledger = NantesLedger(doubles=0, names=names)
    ledger.pool, ledger.belle = 60, HEARTS
    ledger.number = 39
    ledger.settle(DealResult(dealer=1, all_pass=True, turned=parse_card("2C")))
    final = ledger.final_settlement()
    assert final.text("en") == (
        "the pool of 70 is shared out, the odd points one each from the last deal's eldest: "
        "David 18, Cecilia 18, Bengt 17, Anna 17",
    )
    assert final.text("sv") == (
        "potten på 70 delas, de point som blir över en var från sista givens förhand: "
        "David 18, Cecilia 18, Bengt 17, Anna 17",
    )
    even = NantesLedger(doubles=0, names=names)
    even.pool, even.belle, even.number = 70, HEARTS, 39
    even.settle(DealResult(dealer=2, all_pass=True, turned=parse_card("2C")))
    assert even.final_settlement().text("sv") == (
        "potten på 80 delas lika: Anna 20, David 20, Cecilia 20, Bengt 20",
    )


def test_nt_g2_the_last_deals_are_doubles_and_belle_is_the_first_turned_suit() -> None:
    ledger = NantesLedger(deals=4, doubles=2)
    deposits = []
    for turned in ("5H", "5C", "5S", "5D"):
        s = ledger.settle(DealResult(dealer=4, all_pass=True, turned=parse_card(turned)))
        deposits.append(-s.net()[4])
    assert deposits == [10, 10, 20, 20]
    assert ledger.belle is HEARTS and ledger.snapshot() == {"pool": 60}


def test_nt_j1_the_holder_is_read_from_the_hands_as_dealt() -> None:
    c = NANTES_LADDER.get("neuf")
    assert c is not None
    result = DealResult(
        dealer=4,
        contract=c,
        declarer=2,
        trump=Suit.SPADES,
        turned=parse_card("5S"),
        declarer_tricks=9,
        honours=3,
        side_target=9,
        declarer_target=9,
        dealt=hands_with(JACK_OF_DIAMONDS, 4),
    )
    ledger = NantesLedger()
    ledger.pool = 50
    assert ledger.settle(result).net() == {1: -20, 2: 112, 3: -20, 4: -22}  # NT-X14


def trick_winner(cards: list[tuple[Seat, Card]], trump: Suit | None, top: Card) -> Seat:
    """The winner of ``cards`` played in that order through the engine's trick play."""
    hands: list[list[Card]] = [[], [], [], []]
    for seat, card in cards:
        hands[seat - 1].append(card)
    play = TrickPlay(hands, cards[0][0], trump, 13, top_trump=top)
    trick = None
    for seat, card in cards:
        play.check(seat, card)
        trick = play.play(seat, card)
    assert trick is not None
    return trick.winner


def playable(hand: list[Card], led: Card, trump: Suit | None, top: Card) -> list[Card]:
    """The cards seat 2 may play from ``hand`` to a trick seat 1 led with ``led``."""
    play = TrickPlay([[led], list(hand), [], []], 1, trump, 13, top_trump=top)
    play.play(1, led)
    return play.legal_cards(2)


def test_nt_x17_the_jack_of_diamonds_is_the_top_trump() -> None:
    jd, spades = JACK_OF_DIAMONDS, Suit.SPADES
    trick = [(1, parse_card("AS")), (2, jd), (3, parse_card("KS")), (4, parse_card("2S"))]
    assert trick_winner(trick, spades, jd) == 2
    # Holding J♦ and no other diamond, a diamond lead may be trumped with it: it is a spade.
    hand = [jd, parse_card("3C")]
    assert set(playable(hand, parse_card("AD"), spades, jd)) == {jd, parse_card("3C")}
    assert set(
        playable([jd, parse_card("3S"), parse_card("3D")], parse_card("4S"), spades, jd)
    ) == {
        jd,
        parse_card("3S"),
    }
    trick = [(1, parse_card("AD")), (2, jd), (3, parse_card("KD")), (4, parse_card("2D"))]
    assert trick_winner(trick, spades, jd) == 2  # trumped
    assert trick_winner(trick, None, jd) == 1  # a misère: an ordinary jack


def test_nt_x18_foster_makes_the_jack_of_hearts_top_when_a_diamond_is_turned() -> None:
    turned = parse_card("9D")
    jh = boston_card(turned, foster=True)
    assert jh == JACK_OF_HEARTS and boston_card(turned) == JACK_OF_DIAMONDS
    clubs = Suit.CLUBS
    trick = [(1, parse_card("AC")), (2, jh), (3, parse_card("QD")), (4, JACK_OF_DIAMONDS)]
    assert trick_winner(trick, clubs, jh) == 2
    trick = [(1, parse_card("TD")), (2, JACK_OF_DIAMONDS), (3, parse_card("QD")), (4, 0)]
    assert trick_winner(trick, clubs, jh) == 3  # J♦ between Q♦ and 10♦
    assert SUIT_OF[JACK_OF_DIAMONDS] is Suit.DIAMONDS


def _nt_x1(names: tuple[str, ...] | None = None) -> Settlement:
    """NT-X1's settlement, with the seats' names given or not."""
    s, _ = settle_deal(
        outcome("demande", 3, 6, trump="C", partner=1, partner_tricks=3, honours=3, boston=2),
        40,
        deposit=10,
        bonus=2,
        double=False,
        names=names,
    )
    return s


def test_nt_x1_payment_lines_in_swedish() -> None:
    """The NT-X1 settlement written for a Swedish table: every line translated, the working
    after who played and how it went in the club's words ("gick hem", as the headline says
    it), not a label "vunnet:" translated word for word from "made:"."""
    s = _nt_x1()
    assert s.text("sv") == (
        "insats: plats 4 (givare) betalar 10 i potten",
        "plats 3 och plats 1 gick hem: 2×(4 + överstick 1 + honnörer 3 (3 på hand)) = 16 "
        "per försvarare",
        "plats 2 betalar plats 3 16, plats 4 betalar plats 1 16",
        "plats 3 och plats 1 delar potten på 50: plats 3 25 och plats 1 25",
        "carte de boston: 2 från var och en till plats 2",
    )
    assert s.lines[1] == "made: 2×(4 + extra tricks 1 + honours 3 (3 held)) = 16 per adversary"


NAMES = ("North", "East", "South", "West")


def test_nt_p9_lost_lines_say_who_pays_whom_and_who_feeds_the_pool() -> None:
    """NT-P9: a lost supported demande names each payer and payee and who pays into the
    doubled pool; NT-D5, NT-G2: the deposit line names the dealer and says when the deal is a
    double."""
    lost = outcome("demande", 3, 4, trump="C", partner=1, partner_tricks=2)
    s, pool = settle_deal(lost, 110, deposit=10, bonus=2, double=True, names=NAMES)
    assert pool == 260
    assert s.text("en") == (
        "deposit: West (dealer) pays 20 into the pool, a double deal",
        "lost: 2×(base 4) = 8 ×2 (double) per adversary",
        "South pays East 16, North pays West 16",
        "the pool of 130 is doubled: South and North pay 65 each into it",
    )
    alone = outcome("demande", 3, 4, trump="C")
    s, _ = settle_deal(alone, 110, deposit=10, bonus=2, double=False, names=NAMES)
    assert s.text("en")[0] == "deposit: West (dealer) pays 10 into the pool"
    assert s.text("en")[2] == "South pays each adversary 8"
    assert s.text("sv")[3] == "potten på 120 dubblas: South betalar in 120"
    # NT-X2: only the supporter fell short; the line says why the demander pays nothing.
    short = outcome("demande", 3, 5, trump="C", partner=1, partner_tricks=2)
    s, _ = settle_deal(short, 40, deposit=10, bonus=2, double=False, names=NAMES)
    assert s.text("en")[2:] == (
        "North took 2 of their 3 tricks, so pays alone",
        "North pays each adversary 8",
        "the pool of 50 is doubled: North pays 50 into it",
    )
    assert s.text("sv")[2] == "North tog 2 stick av sina 3 och betalar ensam"


@pytest.mark.parametrize(
    ("pool", "lang", "said"),
    [
        (120, "en", "the pool of 130 is doubled: South and North pay 65 each into it"),
        (120, "sv", "potten på 130 dubblas: South och North betalar in 65 var"),
        (121, "en", "the pool of 131 is doubled: South pays 66 and North pays 65 into it"),
        (121, "sv", "potten på 131 dubblas: South betalar in 66 och North betalar in 65"),
    ],
)
def test_nt_p9_a_pair_paying_the_same_into_the_pool_is_said_once(
    pool: int, lang: Lang, said: str
) -> None:
    """NT-P9: both of a lost pair short pay the doubled pool half each. "South pays 65 and
    North pays 65 into it" said one amount twice: equal halves are said once, as "each
    adversary pays North 12" is; an odd pool's halves differ (the odd point the demander's)
    and stay itemised. The figures are the pool's, whichever way they are said."""
    lost = outcome("demande", 3, 4, trump="C", partner=1, partner_tricks=2)
    s, after = settle_deal(lost, pool, deposit=10, bonus=2, double=False, names=NAMES)
    assert s.text(lang)[3] == said
    assert after == 2 * (pool + 10)
    half = (pool + 10) // 2
    into = {(p.payer, p.amount) for p in s.payments if p.item == "pool doubled"}
    assert into == {(3, pool + 10 - half), (1, half)}


def test_nt_p9_a_made_contract_names_who_takes_the_pool() -> None:
    """NT-P9: a made demande alone: each adversary pays the declarer, who takes the pool."""
    s, _ = settle_deal(
        outcome("demande", 3, 6, trump="C"), 40, deposit=10, bonus=2, double=False, names=NAMES
    )
    assert s.text("en")[2:] == (
        "each adversary pays South 10",
        "South takes the pool of 50",
    )


def test_nt_p9_an_odd_pool_halved_gives_the_odd_point_to_the_demander() -> None:
    """NT-P9: a pair halves the pool it takes, or both short double it half each; a pool of
    45 (35 and the deposit) leaves an odd point, which is the demander's (seat 3) either
    way, never lost nor made up."""
    made = outcome("demande", 3, 6, trump="C", partner=1, partner_tricks=3, honours=3, boston=2)
    s, after = settle_deal(made, 35, deposit=10, bonus=2, double=False)
    assert {p.payee: p.amount for p in s.payments if p.payer == POOL} == {3: 23, 1: 22}
    assert after == 0
    lost = outcome("demande", 3, 4, trump="C", partner=1, partner_tricks=2, honours=3, boston=2)
    s, after = settle_deal(lost, 35, deposit=10, bonus=2, double=False)
    into = {p.payer: p.amount for p in s.payments if p.payee == POOL and p.payer != 4}
    assert into == {3: 23, 1: 22}  # West's (4) is the deposit
    assert after == 90


def test_nt_g3_thrown_in_pays_the_deposit_only() -> None:
    """NT-G3: thrown in, only the deposit is paid; the deal's all-pass headline says it is
    thrown in (its payment lines do not repeat it), and no rule id is player text."""
    s, _ = settle_deal(outcome(None), 40, deposit=10, bonus=2, double=False, names=NAMES)
    assert s.text("en") == ("deposit: West (dealer) pays 10 into the pool",)
    assert not any("NT-" in line for line in s.text("en") + s.text("sv"))
    words = get_variant("nantes").words
    assert all_pass_words(words, "en") == "nobody bid, the deal is thrown in"


def test_nt_x1_the_carte_de_boston_line_names_its_holder() -> None:
    """At a table the payment line says who held the carte de boston, not a seat number."""
    s = _nt_x1(("Ada", "Bo", "Cy", "Di"))
    assert s.text("en")[-1] == "carte de boston: 2 from each to Bo"
    assert s.text("sv")[-1] == "carte de boston: 2 från var och en till Bo"


def test_nt_p4_the_slam_line_gives_its_total_in_both_languages() -> None:
    """NT-X15 (slam seul, a double) and NT-X11 (slam à deux): the Swedish line said
    "slam: 2×100 per motspelare" where the English one gave "= 200"."""
    x15 = outcome("grande-independance", 1, 13, trump="C", boston=1)
    s, _ = settle_deal(x15, 0, deposit=10, bonus=2, double=True)
    assert s.text("en")[1] == "slam: 2×100 = 200 ×2 (double) per adversary"
    assert s.text("sv")[1] == "slam: 2×100 = 200 ×2 (dubbel giv) per försvarare"
    x11 = outcome("demande-belle", 3, 7, trump="H", partner=2, partner_tricks=6, boston=3)
    s, _ = settle_deal(x11, 0, deposit=10, bonus=2, double=False)
    assert s.text("en")[1] == "slam: 4×50 = 200 per adversary"
    assert s.text("sv")[1] == "slam: 4×50 = 200 per försvarare"
