"""A scored Russian deal's chicane seats against its honours (RU-C1, RU-C3, RU-C6, FB-H2,
RU-R): a chicane seat held no trump as dealt, so a record naming all four seats, a void
declaring side with honours, or void adversaries with fewer than four honours is refused,
naming the deal and the field; every other combination is a possible deal, accepted (checked
against deals built card by card), and every deal the engine plays writes a record that
reads back."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import Action, Bid, Declare, Pass
from bot.engine.cards import SUIT_OF, Card, Suit, parse_card
from bot.engine.fontainebleau.record import result_from_record, result_to_record
from bot.engine.fontainebleau.result import from_deal_result
from bot.engine.fontainebleau.settings import russian
from bot.engine.record import RecordError, game_from_record
from bot.engine.seats import SEATS, Seat
from bot.engine.variant import ScoredDealError
from tests.engine.fontainebleau.helpers import table

RU = russian()
HONOURS = ("A", "K", "Q", "J")
SMALL = ("T", "9", "8", "7", "6", "5", "4", "3", "2")


def scored(
    declarer: Seat, whister: Seat | None, honours: int, chicane: list[int]
) -> dict[str, object]:
    """A spade `5` (a whister allowed) with these facts; the tricks do not matter here."""
    return {
        "contract": "5",
        "declarer": declarer,
        "suit": "S",
        "whister": whister,
        "tricks": {"declarer": 5, "whister": None if whister is None else 3},
        "honours": honours,
        "chicane": chicane,
    }


@pytest.mark.parametrize(
    ("data", "code"),
    [
        # The declarer alone held no trump, yet A K Q J of trumps.
        (scored(1, None, 4, [1]), "chicane_no_honours"),
        # Declarer and whister both void: the side held no honour.
        (scored(1, 3, 1, [1, 3]), "chicane_no_honours"),
        # 13 trumps were dealt: not every hand can be without.
        (scored(1, None, 0, [1, 2, 3, 4]), "chicane_everyone"),
        # The three adversaries void: the declarer held all 13 trumps, so 4 honours.
        (scored(1, None, 1, [2, 3, 4]), "chicane_all_honours"),
        (scored(1, None, 0, [2, 3, 4]), "chicane_all_honours"),
        # With a whister, the two adversaries void: the side held every trump (RU-X2's seats).
        (scored(1, 3, 3, [2, 4]), "chicane_all_honours"),
    ],
)
def test_ru_c1_fb_h2_impossible_chicanes_are_refused(data: dict[str, object], code: str) -> None:
    with pytest.raises(ScoredDealError) as caught:
        result_from_record(data, 4, RU)
    assert caught.value.code == code
    assert caught.value.fields["name"] == "chicane"


def test_ru_r_an_imported_record_names_the_deal_of_an_impossible_chicane() -> None:
    good = scored(1, None, 0, [3])  # RU-X1's facts
    record = {
        "format": "boston-record/1",
        "variant": "russian",
        "players": ["Anne", "Bo", "Cia", "Dag"],
        "first_dealer": 4,
        "deals": [{"result": good}, {"result": scored(2, None, 4, [2])}],
    }
    with pytest.raises(RecordError) as caught:
        game_from_record(record)
    error = caught.value
    assert error.deal == 2 and str(error).startswith("deal 2: ")
    assert error.scored is not None and error.scored.code == "chicane_no_honours"
    assert error.at == ("deals", 1, "result")
    record["deals"] = [{"result": good}, {"result": scored(2, None, 0, [2])}]
    assert len(game_from_record(record).deals) == 2  # the same deal, possible, is read


def _deal_for(
    side: set[int], void: set[int], honours: int, rng: random.Random
) -> list[list[Card]] | None:
    """Four hands of 13 (spades trumps) where exactly the seats ``void`` hold no spade and the
    side ``side`` holds ``honours`` of A K Q J of spades; None where the cards cannot be so
    dealt. Built card by card at random and checked, independently of the rule's reasoning."""
    holders = [s for s in SEATS if s not in void]
    mine = [s for s in holders if s in side]
    theirs = [s for s in holders if s not in side]
    if (honours and not mine) or (honours < 4 and not theirs):
        return None
    for _ in range(50):
        hands: list[list[Card]] = [[], [], [], []]
        for rank in HONOURS[:honours]:
            hands[rng.choice(mine) - 1].append(parse_card(rank + "S"))
        for rank in HONOURS[honours:]:
            hands[rng.choice(theirs) - 1].append(parse_card(rank + "S"))
        small = [parse_card(rank + "S") for rank in SMALL]
        rng.shuffle(small)
        for seat in holders:  # a holder's hand holds a trump
            if not hands[seat - 1] and small:
                hands[seat - 1].append(small.pop())
        for c in small:
            room = [s for s in holders if len(hands[s - 1]) < 13]
            if not room:
                break
            hands[rng.choice(room) - 1].append(c)
        others = [c for c in range(52) if SUIT_OF[c] is not Suit.SPADES]
        rng.shuffle(others)
        for hand in hands:
            while len(hand) < 13 and others:
                hand.append(others.pop())
        if all(len(h) == 13 for h in hands):
            assert {
                s for s in SEATS if all(SUIT_OF[c] is not Suit.SPADES for c in hands[s - 1])
            } == void
            held = sum(
                1 for s in side for c in hands[s - 1] if c in {parse_card(r + "S") for r in HONOURS}
            )
            assert held == honours
            return hands
    return None


def test_ru_c1_fb_h2_exactly_what_a_deal_gives_is_accepted() -> None:
    """Every declarer, whister or none, set of chicane seats and honours count: accepted
    exactly when some deal of 52 cards has those void hands and honours."""
    rng = random.Random(7)
    for declarer in SEATS:
        for whister in (None, *(s for s in SEATS if s != declarer)):
            side = {declarer} if whister is None else {declarer, whister}
            for n in range(5):
                for void in combinations(SEATS, n):
                    for honours in range(5):
                        possible = _deal_for(side, set(void), honours, rng) is not None
                        data = scored(declarer, whister, honours, list(void))
                        try:
                            result_from_record(data, 4, RU)
                            accepted = True
                        except ScoredDealError:
                            accepted = False
                        assert accepted == possible, (declarer, whister, void, honours)


def _russian_deal(rng: random.Random) -> tuple[list[list[Card]], Suit]:
    """Hands where a random set of seats (not all) holds no card of a random suit."""
    trumps = rng.choice(list(Suit))
    void = set(rng.sample(SEATS, rng.randint(0, 3)))
    holders = [s for s in SEATS if s not in void]
    cards = list(range(52))
    rng.shuffle(cards)
    hands: list[list[Card]] = [[], [], [], []]
    suited = [c for c in cards if SUIT_OF[c] is trumps]
    for seat, c in zip(holders, suited, strict=False):  # each holder one trump at least
        hands[seat - 1].append(c)
    for c in suited[len(holders) :]:
        hands[rng.choice([s for s in holders if len(hands[s - 1]) < 13]) - 1].append(c)
    for c in (c for c in cards if SUIT_OF[c] is not trumps):
        hands[rng.choice([s for s in SEATS if len(hands[s - 1]) < 13]) - 1].append(c)
    return hands, trumps


@settings(max_examples=120, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_ru_r_every_played_deal_writes_a_record_that_reads_back(seed: int) -> None:
    """Deals the engine plays, with the void hands declaring chicane as offered (RU-C3, RU-C4):
    the scored form of each result is accepted and reads back as the same result."""
    rng = random.Random(seed)
    hands, trumps = _russian_deal(rng)
    game = table(hands, "russian")
    contract = rng.choice(["5", "6", "7", "8", "9", "10", "11", "12", "13", "spread-slam"])
    first: list[Action] = [Bid(1, contract, suit=trumps), Pass(2), Pass(3), Pass(4)]
    for action in first:
        game.apply(action)
    deal = game.current
    assert deal is not None
    while deal.result is None:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        declares = [a for a in legal if isinstance(a, Declare)]
        settlement = game.apply(
            declares[0] if declares and rng.random() < 0.8 else rng.choice(legal)
        )
        if settlement is not None:
            break
    played = deal.result
    assert played is not None
    result = from_deal_result(played)
    data = result_to_record(result, RU)
    again = result_from_record(data, result.dealer, RU)
    assert result_to_record(again, RU) == data
