"""Boston de Nantes rules cited by no other test, played through the real game with fixed
hands and scripted tricks: honours (NT-H1, NT-H2), each partner's own tricks (NT-T3), the
ladder without a solo five or seven and without a slam bid (NT-C1, NT-C7), and the worked
examples NT-X1, NT-X2, NT-X4 and NT-X11 replayed move by move (auction, every card, the
settlement). NT-X1 and NT-X2 list a pass by a seat that NT-B3 skips: it is not a move here.

A trick script is one string per trick, ``"3:AC 2:5C 1:8C 4:3C"``; the hands are the cards each
seat plays in the script, and each trick is played in the engine's own turn order (to the
right, NT-D2), so the engine checks every card (NT-T1, NT-T2) and decides every winner."""

from __future__ import annotations

import pytest

from bot.engine.actions import Action, Bid, Pass, Play, Support
from bot.engine.cards import SUIT_OF, Card, Suit, parse_card, parse_cards
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.game import Game
from bot.engine.nantes.ladder import NANTES_LADDER
from bot.engine.nantes.rules import NantesRules
from bot.engine.phase import Phase
from bot.engine.scoring import Settlement
from bot.engine.seats import Seat
from bot.engine.variants import new_game
from tests.engine.scripted import Trick, deal_of, hands_of, script

Nets = tuple[int, int, int, int]
HEARTS, CLUBS, DIAMONDS = Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
C = parse_card


def exchanged(tricks: list[Trick], a: str, b: str) -> list[Trick]:
    """The same script with cards ``a`` and ``b`` changing hands (and places)."""
    x, y = C(a), C(b)
    swap = {x: y, y: x}
    return [{s: swap.get(c, c) for s, c in t.items()} for t in tricks]


def fill(**given: str) -> list[list[Card]]:
    """Four hands of 13: ``s3="JD AH"`` gives seat 3 those cards; the rest fills in card order."""
    hands: list[list[Card]] = [[], [], [], []]
    for key, text in given.items():
        hands[int(key[1]) - 1] = parse_cards(text)
    rest = [c for c in range(52) if not any(c in h for h in hands)]
    for hand in hands:
        while len(hand) < 13:
            hand.append(rest.pop(0))
    return hands


def pool(game: Game) -> int:
    amount = game.ledger.snapshot()["pool"]
    assert isinstance(amount, int)
    return amount


def act(game: Game, *actions: Action) -> None:
    for action in actions:
        game.apply(action)


def deal_five(hands: list[list[Card]], turned: str) -> Game:
    """A game (dealer 4 first, belle ♥) whose first four deals are thrown in (NT-G3: only the
    deposits move, so the pool holds 40); deal 5, dealt by seat 4 again (the deal passes to
    the right), holds ``hands`` with ``turned`` setting petite (NT-S1)."""
    game = new_game("nantes", {}, ["N", "E", "S", "W"], first_dealer=4)
    for _ in range(4):
        dealer = game.next_dealer
        heart = next(c for c in hands[dealer - 1] if SUIT_OF[c] is HEARTS)
        game.start_deal_from_hands(hands, heart)  # deal 1 turns a heart: belle ♥
        for _ in range(4):
            seat = game.to_act
            assert seat is not None
            game.apply(Pass(seat))
    assert pool(game) == 40 and len(game.deals) == 4 and game.next_dealer == 4
    rules = game.start_deal_from_hands(hands, C(turned)).rules
    assert isinstance(rules, NantesRules)
    assert (rules.belle, rules.petite) == (HEARTS, SUIT_OF[C(turned)])
    return game


def deal_one(hands: list[list[Card]], turned: str) -> Game:
    """The first deal of a game, dealer 4 (eldest 3), pool 0; ``turned`` sets belle."""
    game = new_game("nantes", {}, ["N", "E", "S", "W"], first_dealer=4)
    game.start_deal_from_hands(hands, C(turned))
    return game


def play(game: Game, tricks: list[Trick]) -> Settlement:
    """Play the script, each trick in the engine's turn order; the deal's settlement."""
    settlement = None
    for trick in tricks:
        for _ in range(4):
            seat = game.to_act
            assert seat is not None
            settlement = game.apply(Play(seat, trick[seat]))
    assert settlement is not None and deal_of(game).is_over
    return settlement


def nets(settlement: Settlement) -> Nets:
    net = settlement.net()
    return net[1], net[2], net[3], net[4]


def won(game: Game) -> Nets:
    w = deal_of(game).play.won
    return w[0], w[1], w[2], w[3]


# NT-X1's deal: petite ♣ (4♣ turned by dealer 4), trumps ♣ with the J♦ on top (NT-S3). Seat 3
# (A♣ K♣) demands laying 7♣, seat 1 (Q♣) supports; seat 2 holds the J♦, seat 4 the J♣.
# 3 wins tricks 1, 2, 10–13 (6), 2 trick 3 with the J♦, 1 the hearts (3), 4 the diamonds (3).
X1 = script(
    "3:AC 2:5C 1:8C 4:3C",
    "3:KC 2:6C 1:9C 4:4C",
    "3:7C 2:JD 1:QC 4:JC",
    "2:2H 1:AH 4:3H 3:4H",
    "1:KH 4:5H 3:6H 2:7H",
    "1:QH 4:8H 3:9H 2:TH",
    "1:2D 4:AD 3:3D 2:4D",
    "4:KD 3:5D 2:6D 1:7D",
    "4:QD 3:8D 2:9D 1:TD",
    "4:2S 3:AS 2:3S 1:4S",
    "3:KS 2:5S 1:6S 4:7S",
    "3:QS 2:8S 1:9S 4:TS",
    "3:TC 2:JS 1:JH 4:2C",
)
# NT-X2's split: 4 keeps the T♣ (3 the 2♣) and the Q♥ (1 the 8♥), so 4 wins tricks 6 and 13.
X2 = exchanged(exchanged(X1, "TC", "2C"), "QH", "8H")


def x1_auction(game: Game) -> None:
    """NT-X1's auction as the engine allows it: 3 `demande` (card 7♣), 2 passes, 1 supports,
    4 passes. The example then lists "2 pass"; under NT-B3 seat 2, who has passed, is skipped
    once the demande is supported (nothing is recorded for him), so the auction is already
    over and that pass is not a move: it is refused."""
    act(game, Bid(3, "demande", card=C("7C")), Pass(2), Support(1), Pass(4))
    deal = deal_of(game)
    assert deal.phase is Phase.PLAY
    assert (deal.declarer, deal.whister, deal.trump) == (3, 1, CLUBS)
    assert [entry.seat for entry in deal.auction.history] == [3, 2, 1, 4]
    with pytest.raises(IllegalAction) as refused:
        game.apply(Pass(2))
    assert refused.value.code is Refusal.WRONG_PHASE
    assert game.to_act == 3  # NT-T1: eldest leads


def test_nt_x1_replayed_supported_demande_made() -> None:
    """NT-X1: deal 5, pool 40; side 9 (3: 6, 1: 3), three honours, J♦ with 2 → X = 16; nets
    +39, −10, +39, −28, pool 0. The example's final "2 pass" is not a move under NT-B3: seat 2
    is skipped once 1 has supported (see ``x1_auction``)."""
    game = deal_five(hands_of(X1), "4C")
    x1_auction(game)
    settlement = play(game, X1)
    assert won(game) == (3, 1, 6, 3)
    result = deal_of(game).result()
    assert result.honours == 3 and result.made
    assert (
        "made: 2×(4 + extra tricks 1 + honours 3 (3 held)) = 16 per adversary" in settlement.lines
    )
    assert nets(settlement) == (39, -10, 39, -28)
    assert pool(game) == 0


def test_nt_t3_x2_each_partner_keeps_his_own_tricks() -> None:
    """NT-T3: with a supporter nobody changes seats and each partner keeps his own tricks, and
    his own count matters (NT-P9): NT-X2, the X1 deal with two cards exchanged, side 7 with
    3: 5 and 1: 2 — only the supporter is short of his three, so he alone pays X = 8 to each
    adversary and doubles the pool (50): nets −68, +14, −2, −4, pool 100. The example's
    auction is X1's; its last "2 pass" is not a move under NT-B3 (see ``x1_auction``)."""
    game = deal_five(hands_of(X2), "4C")
    x1_auction(game)
    # Nobody changes seats: the first trick goes 3, 2, 1 (the supporter, from his own seat), 4.
    order: list[Seat] = []
    for _ in range(4):
        seat = game.to_act
        assert seat is not None
        order.append(seat)
        game.apply(Play(seat, X2[0][seat]))
    assert order == [3, 2, 1, 4]
    view = game.public_view()
    assert view is not None and view.exposed is None and view.won == (0, 0, 1, 0)
    settlement = play(game, X2[1:])
    assert won(game) == (2, 1, 5, 5)
    result = deal_of(game).result()
    assert (result.declarer_tricks, result.whister_tricks) == (5, 2)
    assert not result.made
    assert nets(settlement) == (-68, 14, -2, -4)
    assert pool(game) == 100


@pytest.mark.parametrize(
    ("swap", "honours", "x", "expected"),
    [
        # X1 itself: A♣ K♣ with 3, Q♣ with the supporter 1; the J♣ of adversary 4 is not theirs.
        (None, 3, 16, (39, -10, 39, -28)),
        # The J♣ goes to the supporter: four honours between the partners count as four.
        (("JC", "8C"), 4, 18, (41, -12, 41, -30)),
        # A♣ K♣ Q♣ all in the declarer's hand: three, no more than when split.
        (("QC", "TC"), 3, 16, (39, -10, 39, -28)),
        # The Q♣ goes to adversary 2: the side holds two, which count nothing.
        (("QC", "5C"), 2, 10, (33, -4, 33, -22)),
    ],
)
def test_nt_h2_honours_of_declarer_and_supporter_as_dealt(
    swap: tuple[str, str] | None, honours: int, x: int, expected: Nets
) -> None:
    """NT-H2: the honours the declaring side (declarer plus supporter) held as dealt; three
    count as three and four as four wherever they lie between the partners; fewer than three
    count nothing. The X1 deal with one club exchanged; the tricks are as in X1 (side 9)."""
    tricks = X1 if swap is None else exchanged(X1, *swap)
    game = deal_five(hands_of(tricks), "4C")
    x1_auction(game)
    settlement = play(game, tricks)
    assert won(game) == (3, 1, 6, 3)
    assert deal_of(game).result().honours == honours
    hon = {4: 4, 3: 3}.get(honours, 0)
    held = f" + honours {hon} ({honours} held)" if hon else ""  # two count nothing: unsaid
    assert f"made: 2×(4 + extra tricks 1{held}) = {x} per adversary" in settlement.lines
    assert nets(settlement) == expected


def test_nt_h1_the_jack_of_diamonds_is_no_club_honour() -> None:
    """NT-H1: honours go by printed suit. The X1 deal with the J♦ and the Q♣ exchanged: the
    supporter 1 holds the carte de boston, which wins trick 3 as the top trump (NT-S3), but in
    clubs it is no honour — the side holds A♣ K♣ and the J♦: two honours, nothing paid for
    them. Side 10 (3: 6, 1: 4) → X = 2×(4 + 2) = 12; 1 also gets the bonus (NT-J1)."""
    tricks = exchanged(X1, "JD", "QC")
    game = deal_five(hands_of(tricks), "4C")
    x1_auction(game)
    settlement = play(game, tricks)
    assert deal_of(game).play.tricks[2].winner == 1  # the J♦ beat the J♣ and the 7♣
    assert won(game) == (4, 0, 6, 3)
    assert deal_of(game).result().honours == 2
    assert "made: 2×(4 + extra tricks 2) = 12 per adversary" in settlement.lines
    assert nets(settlement) == (43, -14, 35, -24)


# A diamond contract: belle ♦ (dealer 4 turns the 2♦ on deal 1). Seat 3 holds J♦ A♦ K♦ and
# the 3♦, adversary 4 the Q♦. 3 wins tricks 1–5 and ruffs trick 13 (6); 2 the hearts, 4 the
# third spade, 1 the clubs.
DIAMOND_DEAL = script(
    "3:JD 2:5D 1:8D 4:2D",
    "3:AD 2:6D 1:9D 4:4D",
    "3:KD 2:7D 1:TD 4:QD",
    "3:AS 2:2S 1:3S 4:4S",
    "3:KS 2:5S 1:6S 4:7S",
    "3:2H 2:AH 1:3H 4:4H",
    "2:KH 1:5H 4:6H 3:7H",
    "2:QH 1:8H 4:9H 3:TH",
    "2:8S 1:9S 4:QS 3:TS",
    "4:2C 3:3C 2:4C 1:AC",
    "1:KC 4:5C 3:6C 2:7C",
    "1:QC 4:8C 3:9C 2:TC",
    "1:JC 4:JS 3:3D 2:JH",
)


def test_nt_h1_in_diamonds_the_jack_of_diamonds_is_an_honour() -> None:
    """NT-H1: in a diamond contract the J♦ is both the carte de boston and an honour. 3
    `demande-belle` (♦), 2, 1, 4 pass: alone for 5, takes 6 with A♦ K♦ J♦ — three honours
    (the adversary's Q♦ is not his) → X = 3×(4 + 1 + 3) = 24; he also takes the pool (10) and
    the bonus (2 from each): nets −26, −26, +88, −36."""
    game = deal_one(hands_of(DIAMOND_DEAL), "2D")
    act(game, Bid(3, "demande-belle"), Pass(2), Pass(1), Pass(4))
    deal = deal_of(game)
    assert (deal.declarer, deal.whister, deal.trump) == (3, None, DIAMONDS)
    settlement = play(game, DIAMOND_DEAL)
    assert won(game) == (3, 3, 6, 1)
    assert deal.result().honours == 3
    assert (
        "made: 3×(4 + extra tricks 1 + honours 3 (3 held)) = 24 per adversary" in settlement.lines
    )
    assert nets(settlement) == (-26, -26, 88, -36)
    assert pool(game) == 0


# NT-X4's deal: petite ♣ (3♣ turned by dealer 4), trumps ♥ with the J♦ on top. Seat 4 holds
# J♦ A♥ K♥ 2♥ (two honours: the J♦ is no heart) and A♦ K♦ Q♦: tricks 1–6. 2 wins the spades,
# 1 the clubs, and 3 overruffs trick 13 with the Q♥.
X4 = script(
    "3:3H 2:6H 1:4H 4:JD",
    "4:AH 3:9H 2:8H 1:5H",
    "4:KH 3:JH 2:TH 1:7H",
    "4:AD 3:2D 2:3D 1:4D",
    "4:KD 3:5D 2:6D 1:7D",
    "4:QD 3:8D 2:9D 1:TD",
    "4:2S 3:3S 2:AS 1:4S",
    "2:KS 1:5S 4:6S 3:7S",
    "2:QS 1:8S 4:9S 3:TS",
    "2:2C 1:AC 4:3C 3:4C",
    "1:KC 4:5C 3:6C 2:7C",
    "1:QC 4:8C 3:9C 2:TC",
    "1:JC 4:2H 3:QH 2:JS",
)


def test_nt_x4_replayed_forced_lone_demande() -> None:
    """NT-X4: 3, 2, 1 pass; 4 `demande` laying a heart (belle); 3, 2, 1 pass (each may still
    support, NT-B3) → 4 alone for 5 in ♥ (NT-B7); 6 tricks, J♦ with 4, pool 40 → X = 4×(4+1)
    = 20; nets −22, −22, −22, +106, pool 0."""
    game = deal_five(hands_of(X4), "3C")
    act(game, Pass(3), Pass(2), Pass(1), Bid(4, "demande", card=C("2H")))
    for seat in (3, 2, 1):
        assert game.to_act == seat and Support(seat) in game.legal_actions(seat)
        game.apply(Pass(seat))
    deal = deal_of(game)
    assert deal.phase is Phase.PLAY
    assert (deal.declarer, deal.whister, deal.trump) == (4, None, HEARTS)
    view = game.public_view()
    assert view is not None and view.side_target == 5 and view.to_act == 3
    settlement = play(game, X4)
    assert won(game) == (3, 3, 1, 6)
    assert deal.result().honours == 2  # A♥ K♥; the J♦ is no heart honour (NT-H1)
    assert "made: 4×(4 + extra tricks 1) = 20 per adversary" in settlement.lines
    assert nets(settlement) == (-22, -22, -22, 106)
    assert pool(game) == 0


def test_nt_x11_replayed_slam_a_deux() -> None:
    """NT-X11: deal 1 (belle ♥, the dealer's 2♥ turned), pool 0. 3 `demande-belle`, 2
    supports, 1 and 4 pass; 3 holds the J♦ and every other heart, so the side takes all 13
    whatever is played → slam à deux 4×50 = 200; pairing 3↔4, 2↔1, pool 10 halved; nets
    −202, +203, +211, −212, pool 0."""
    hands = fill(s3="JD AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H", s4="2H")
    game = deal_one(hands, "2H")
    act(game, Bid(3, "demande-belle"), Support(2), Pass(1), Pass(4))
    deal = deal_of(game)
    assert deal.phase is Phase.PLAY
    assert (deal.declarer, deal.whister, deal.trump) == (3, 2, HEARTS)
    settlement = None
    while settlement is None:
        seat = game.to_act
        assert seat is not None
        card = next(a for a in game.legal_actions(seat) if isinstance(a, Play))
        settlement = game.apply(card)
    assert len(deal.play.tricks) == 13 and won(game) == (0, 0, 13, 0)
    assert "slam: 4×50 = 200" in " ".join(settlement.lines)
    assert nets(settlement) == (-202, 203, 211, -212)
    assert pool(game) == 0


# The NT-C table, lowest first.
NT_C_TABLE = (
    "demande",
    "demande-belle",
    "petite-independance",
    "petite-misere",
    "grande-independance",
    "grande-misere",
    "misere-quatre-as",
    "neuf",
    "neuf-petite",
    "neuf-belle",
    "petite-misere-sur-table",
    "grande-misere-sur-table",
)


def test_nt_c1_c7_the_ladder_is_the_nt_c_table_without_five_seven_or_slam() -> None:
    """NT-C1: no solo bid of five or seven; NT-C7: no slam bid. The ladder's ids are the NT-C
    table's, in its order and ranks; no contract is for 13 tricks, and the solo trick bids
    (those naming a suit) are for 6, 8 and 9."""
    assert tuple(c.id for c in NANTES_LADDER) == NT_C_TABLE
    assert [c.rank for c in NANTES_LADDER] == list(range(1, 13))
    assert all(c.target < 13 for c in NANTES_LADDER)
    solo = {c.id: c.target for c in NANTES_LADDER if not c.misere and not c.whist_allowed}
    assert solo == {
        "petite-independance": 6,
        "grande-independance": 8,
        "neuf": 9,
        "neuf-petite": 9,
        "neuf-belle": 9,
    }


def test_nt_c1_over_a_six_the_next_trick_bid_is_eight() -> None:
    """NT-C1 ("he must go to eight"): over 3's `petite-independance` ♥ (the top suit, NT-S2),
    seat 2 is offered the petite misère and then trick bids of eight or nine only."""
    game = deal_five(hands_of(X1), "4C")
    act(game, Bid(3, "petite-independance", suit=HEARTS))
    offered = [a for a in game.legal_actions(2) if isinstance(a, Bid)]
    targets = {a.contract: NANTES_LADDER.get(a.contract) for a in offered}
    assert offered[0] == Bid(2, "petite-misere")
    assert offered[1] == Bid(2, "grande-independance", suit=Suit.SPADES)
    assert {c.target for c in targets.values() if c is not None and not c.misere} == {8, 9}
    with pytest.raises(IllegalAction):
        game.apply(Bid(2, "petite-independance", suit=HEARTS))
