"""Sanity of the heuristic's decisions on hands whose right answer is plain."""

from __future__ import annotations

from bot.engine.actions import Bid, Level, NameTrump, Pass, Play, Whist, WhistAnswer
from bot.engine.cards import Suit, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.phase import Phase
from bot.engine.swedish.rules import SwedishRules
from bot.players import make_player
from bot.players.cardplay import choose_card
from bot.players.evaluate import misere_danger, misere_discard
from bot.players.table import NO_TRUMP, PlayState, mask_of

RULES = SwedishRules()
heuristic = make_player("heuristic", 0)

SPADES = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
HEARTS = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"
CLUBS = "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"
DIAMONDS = "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D"


def deal_of(*hands: str, dealer: int = 4, turned: str = "7H") -> Deal:
    return Deal(RULES, dealer, [parse_cards(h) for h in hands], parse_card(turned))


def play_auction(deal: Deal) -> None:
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act
        assert seat is not None
        deal.apply(heuristic.choose(deal.view(seat)))


def test_thirteen_spades_bid_high_and_name_spades() -> None:
    deal = deal_of(SPADES, HEARTS, CLUBS, DIAMONDS, turned="7S")
    bid = heuristic.choose(deal.view(1))
    assert isinstance(bid, Bid)
    assert bid.contract == "13" and bid.level is Level.FIRST
    play_auction(deal)
    assert deal.declarer == 1
    assert heuristic.choose(deal.view(1)) == NameTrump(1, Suit.SPADES)


def with_others(hand: str, seat: int = 1, turned: str = "7H") -> Deal:
    """A deal where ``seat`` holds ``hand`` and the other cards go round in order."""
    mine = parse_cards(hand)
    rest = [c for c in range(52) if c not in mine]
    hands = [" ".join(_str(c) for c in rest[i * 13 : (i + 1) * 13]) for i in range(3)]
    hands.insert(seat - 1, hand)
    return deal_of(*hands, turned=turned)


def _str(card: int) -> str:
    return "23456789TJQKA"[card % 13] + "SHCD"[card // 13]


def test_a_plain_suit_is_named_after_a_plain_bid() -> None:
    deal = with_others("AS KS QS JS TS 9S 8S AC KC QC AD KD 2H", turned="7H")
    deal.apply(Bid(1, "9"))
    for seat in (2, 3, 4):
        deal.apply(Pass(seat))
    assert heuristic.choose(deal.view(1)) == NameTrump(1, Suit.SPADES)


def test_a_weak_hand_passes() -> None:
    deal = with_others("QS 9S 7S JH 8H 6H QC 8C 7C QD TD 9D 6D")
    assert heuristic.choose(deal.view(1)) == Pass(1)


def test_a_hand_of_low_cards_bids_misere() -> None:
    low = "2S 3S 4S 5S 2H 3H 4H 5H 2C 3C 4C 2D 3D"
    bid = heuristic.choose(with_others(low).view(1))
    assert isinstance(bid, Bid) and "misere" in bid.contract
    assert misere_danger(parse_cards(low), slack=0) == 0


def test_the_petite_misere_discard_is_the_dangerous_high_card() -> None:
    hand = parse_cards("2S 3S 4S 2H 3H 4H 5H 2C 3C 4C 2D 3D AD")
    assert misere_discard(hand) == parse_card("AD")


def _state(trick: list[tuple[int, str]], trump: int = 0, declarer: int = 1) -> PlayState:
    played = mask_of([parse_card(c) for _, c in trick])
    return PlayState(
        trump=trump,
        misere=trump == NO_TRUMP,
        declarer=declarer,
        whister=0,
        side_target=0 if trump == NO_TRUMP else 7,  # a misère's target is no trick
        tricks_to_play=13,
        exposes=False,
        trick=[(s, parse_card(c)) for s, c in trick],
        played=played,
        voids=[0, 0, 0, 0],
        won=[0, 0, 0, 0],
        tricks_done=0,
        exposed=0,
    )


def test_a_defender_plays_low_under_a_partners_winning_card() -> None:
    # Seat 2 (a defender) leads the master ace; the declarer (1) plays after seat 4.
    st = _state([(2, "AH")])
    hand = mask_of(parse_cards("QH 9H 5H 3C"))
    assert choose_card(st, 3, hand) == parse_card("5H")


def test_a_defender_ruffs_the_declarers_winner() -> None:
    st = _state([(1, "AH"), (2, "3H")])
    hand = mask_of(parse_cards("2S 9S 3C 5D"))
    assert choose_card(st, 3, hand) == parse_card("2S")


def test_the_last_player_wins_as_cheaply_as_possible() -> None:
    st = _state([(1, "9H"), (2, "3H"), (3, "TH")], declarer=4)
    hand = mask_of(parse_cards("AH QH JH 2C"))
    assert choose_card(st, 4, hand) == parse_card("JH")


def test_a_piccolissimo_declarer_takes_its_one_trick_then_ducks() -> None:
    """FB-C: piccolissimo is made with exactly one trick (a misère with a target of one)."""
    st = _state([(2, "9H")], trump=NO_TRUMP, declarer=3)
    st.side_target = 1
    hand = mask_of(parse_cards("KH 8H 4H 2C"))
    assert choose_card(st, 3, hand) == parse_card("KH")
    st.won[2] = 1  # the trick is taken: duck as in any misère
    assert choose_card(st, 3, hand) == parse_card("8H")


def test_a_misere_declarer_ducks_with_its_highest_safe_card() -> None:
    st = _state([(2, "9H")], trump=NO_TRUMP, declarer=3)
    hand = mask_of(parse_cards("KH 8H 4H 2C"))
    assert choose_card(st, 3, hand) == parse_card("8H")


def test_misere_defenders_stay_under_the_declarers_card() -> None:
    st = _state([(3, "7H"), (4, "9H")], trump=NO_TRUMP, declarer=4)
    hand = mask_of(parse_cards("KH 8H 2H 2C"))
    assert choose_card(st, 1, hand) == parse_card("8H")


def test_whist_is_accepted_with_tricks_and_declined_without() -> None:
    strong_hand = "AS KS 2S AH KH 3H AC 4C 5C 6D 7D 8D 9D"
    weak_hand = "2S 3S 4S 2H 4H 5H 2C 3C 6C 2D 3D 4D 5D"
    answers: tuple[tuple[str, WhistAnswer], ...] = ((strong_hand, "accept"), (weak_hand, "decline"))
    for hand, answer in answers:
        deal = with_others(hand, seat=2)
        # Seat 1 bids 5 spel in diamonds and invites; everybody else passes.
        deal.apply(Bid(1, "5"))
        for seat in (2, 3, 4):
            deal.apply(Pass(seat))
        deal.apply(NameTrump(1, Suit.DIAMONDS))
        deal.apply(Whist(1, "invite"))
        assert heuristic.choose(deal.view(2)) == Whist(2, answer)


def test_card_choices_are_plays_from_the_hand() -> None:
    deal = deal_of(SPADES, HEARTS, CLUBS, DIAMONDS, turned="7S")
    play_auction(deal)
    while deal.phase is not Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        deal.apply(heuristic.choose(deal.view(seat)))
    action = heuristic.choose(deal.view(1))
    assert isinstance(action, Play) and action.card == parse_card("AS")


def test_nt_s3_a_held_carte_de_boston_counts_as_a_sure_trump_trick() -> None:
    """J♦ with hearts as trumps is a trump above the ace (NT-S3): one trick more, and one
    trump more for ruffing; it is no longer a diamond."""
    from bot.engine.cards import Suit, parse_cards
    from bot.players.evaluate import estimate_tricks, support_tricks

    hand = parse_cards("AH KH 5H JD 4D 3D 9C 8C 7C 6S 5S 4S 3S")
    jd = parse_cards("JD")[0]
    plain = estimate_tricks(hand, Suit.HEARTS)
    assert estimate_tricks(hand, Suit.HEARTS, jd) >= plain + 1
    assert support_tricks(hand, Suit.HEARTS, jd) >= support_tricks(hand, Suit.HEARTS) + 1
    # A top trump the hand does not hold changes nothing.
    other = parse_cards("JH")[0]
    assert estimate_tricks(hand, Suit.SPADES, other) == estimate_tricks(hand, Suit.SPADES)


def _nantes_after_solo_bid(hand: str, bid: Bid) -> Deal:
    """A first Nantes deal (dealer 4, 2♥ turned: belle ♥, no petite) where eldest, seat 3,
    holds ``hand``, wins the auction with ``bid`` and is to name trumps (NT-K1)."""
    from bot.engine.nantes.rules import NantesRules

    mine = parse_cards(hand)
    turned = parse_card("2H")
    rest = [c for c in range(52) if c not in mine and c != turned]
    dealt = [rest[0:13], rest[13:26], mine, [*rest[26:38], turned]]
    deal = Deal(NantesRules(), 4, dealt, turned)
    deal.apply(bid)
    for seat in (2, 1, 4):  # the auction goes to the right (NT-D2)
        deal.apply(Pass(seat))
    assert deal.phase is Phase.TRUMP and deal.to_act == 3
    return deal


def test_nt_k1_a_very_strong_hand_declares_higher_than_its_low_solo_bid() -> None:
    """NT-K1: ten hearts from the ace and three side aces (far beyond 9 tricks) after winning
    with a petite indépendance ♠ declare the highest contract offered that the hand makes:
    the neuf en belle, ♥ (belle outranks the plain neuf in the same suit)."""
    deal = _nantes_after_solo_bid(
        "AH KH QH JH TH 9H 8H 7H 6H 5H AS AC AD",
        Bid(3, "petite-independance", suit=Suit.SPADES),
    )
    view = deal.view(3)
    action = heuristic.choose(view)
    assert action == NameTrump(3, Suit.HEARTS, "neuf-belle")
    assert action in view.legal
    deal.apply(action)
    assert deal.contract is not None and deal.contract.id == "neuf-belle"
    assert deal.trump is Suit.HEARTS


def test_nt_k1_a_hand_that_just_makes_its_bid_keeps_it() -> None:
    """NT-K1: a hand that makes its petite indépendance ♠ but not the grande's 8 tricks with
    the declaring margin keeps the bid; one ace more (A♥ for 6♥) and it declares the grande."""
    from bot.players.bidding import DECLARE_MARGIN
    from bot.players.evaluate import estimate_tricks

    bid = Bid(3, "petite-independance", suit=Suit.SPADES)
    just = "AS KS QS TS 9S 8S AC KC 6H 5H 4H 3D 2D"
    view = _nantes_after_solo_bid(just, bid).view(3)
    estimate = estimate_tricks(view.hand, Suit.SPADES, view.standing_top_trump)
    assert 6 < estimate < 8 + DECLARE_MARGIN
    assert heuristic.choose(view) == NameTrump(3, Suit.SPADES)
    stronger = _nantes_after_solo_bid(just.replace("6H", "AH"), bid).view(3)
    action = heuristic.choose(stronger)
    assert action == NameTrump(3, Suit.SPADES, "grande-independance")
    assert action in stronger.legal


def test_nt_c2_a_plain_neuf_won_in_belle_keeps_its_suit() -> None:
    """NT-C2, NT-K1: a plain neuf won in belle is offered as the neuf en belle (the same
    contract under its proper name). The computer keeping the seat plays it in belle: before,
    it took the proper name for a higher contract, and named trumps in the best of the other
    suits (clubs, of which this hand holds five small ones)."""
    from bot.engine.variants import new_game

    game = new_game("nantes", {"deals": 40}, ["A", "B", "C", "D"])
    dealer = game.next_dealer
    me = dealer % 4 + 1
    turned = parse_card("2S")  # belle: spades
    mine = parse_cards("AS KS QS JS TS 9S 8S AH 2C 3C 4C 5C 6C")
    rest = [c for c in range(52) if c not in mine and c != turned]
    others = [s for s in (1, 2, 3, 4) if s != me]
    hands = {me: mine} | {s: rest[13 * i : 13 * i + 13] for i, s in enumerate(others)}
    hands[dealer] = [*hands[dealer][:12], turned]
    spare = [c for c in rest if not any(c in h for h in hands.values())]
    for s in others:
        while len(hands[s]) < 13:
            hands[s].append(spare.pop())
    game.start_deal_from_hands([hands[s] for s in (1, 2, 3, 4)], turned)
    while (
        game.current is not None
        and game.to_act is not None
        and not any(isinstance(a, NameTrump) for a in game.legal_actions(game.to_act))
    ):
        seat = game.to_act
        legal = game.legal_actions(seat)
        if seat == me:
            game.apply(
                next(
                    a
                    for a in legal
                    if isinstance(a, Bid) and a.contract == "neuf" and a.suit is Suit.SPADES
                )
            )
        else:
            game.apply(next(a for a in legal if isinstance(a, Pass)))
    view = game.view(me)
    assert view is not None
    assert NameTrump(me, Suit.SPADES, "neuf-belle") in view.legal
    assert NameTrump(me, Suit.SPADES) not in view.legal
    assert NameTrump(me, Suit.CLUBS) in view.legal  # the plain neuf may still name another
    assert heuristic.choose(view) == NameTrump(me, Suit.SPADES, "neuf-belle")
