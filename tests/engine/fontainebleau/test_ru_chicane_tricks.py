"""A scored Russian deal's trick count against its chicane seats (RU-C1, FB-T1, RU-R): a solo
declarer whose three adversaries all declared chicane held the 13 trumps and took every trick,
so an imported record or a new entry giving him fewer is refused, naming the deal and the
field. No other count is refused (a real table's revoke moves three tricks, FB-T2; a claim
gives the rest, FB-T4; a lost slam ends early, FB-T3), a table's own log still replays, and no
deal the engine plays, claims included, writes a record that is refused."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.actions import Action, Bid, Declare, Pass
from bot.engine.cards import SUIT_OF, Card, Suit
from bot.engine.fontainebleau.record import result_to_record
from bot.engine.fontainebleau.result import from_deal_result
from bot.engine.fontainebleau.settings import russian
from bot.engine.record import RecordError, enter_scored, game_from_record
from bot.engine.result import DealResult
from bot.engine.seats import SEATS, Seat
from bot.engine.variant import ScoredDealError
from bot.i18n import scored_reason
from tests.engine.fontainebleau.helpers import table

RU = russian()


def scored(
    declarer: Seat,
    tricks: int,
    chicane: list[int],
    *,
    whister: Seat | None = None,
    honours: int = 4,
    contract: str = "5",
) -> dict[str, object]:
    """A spade contract with these facts (RU-R's scored form); with a whister, the side's
    count all the declarer's."""
    return {
        "contract": contract,
        "declarer": declarer,
        "suit": "S",
        "whister": whister,
        "tricks": {"declarer": tricks, "whister": None if whister is None else 0},
        "honours": honours,
        "chicane": chicane,
    }


def record(*results: dict[str, object]) -> dict[str, object]:
    return {
        "format": "boston-record/1",
        "variant": "russian",
        "players": ["Anne", "Bo", "Cia", "Dag"],
        "first_dealer": 4,
        "deals": [{"result": r} for r in results],
    }


def others(declarer: Seat) -> list[int]:
    return [s for s in SEATS if s != declarer]


@pytest.mark.parametrize("contract", ["5", "9", "13", "spread-slam"])
@pytest.mark.parametrize("declarer", SEATS)
def test_ru_c1_every_adversary_void_the_solo_declarer_took_13(
    contract: str, declarer: Seat
) -> None:
    """Each count but 13 is refused where the import reads it, naming the deal; 13 is read."""
    good = scored(1, 6, [3])  # RU-X1's seats, a count nothing forces
    for tricks in range(13):
        data = scored(declarer, tricks, others(declarer), contract=contract)
        with pytest.raises(RecordError) as caught:
            game_from_record(record(good, data))
        error = caught.value
        assert error.deal == 2 and str(error).startswith("deal 2: ")
        assert error.scored is not None and error.scored.code == "chicane_all_tricks"
        assert error.scored.fields == {"name": "chicane", "n": tricks}
        assert error.at == ("deals", 1, "result")
    full = scored(declarer, 13, others(declarer), contract=contract)
    assert len(game_from_record(record(good, full)).deals) == 2


def test_ru_r_a_new_entry_is_refused_in_words_and_books_nothing() -> None:
    game = game_from_record(record())
    with pytest.raises(ScoredDealError) as caught:
        enter_scored(game, scored(1, 9, [2, 3, 4]), entered=True)
    assert not game.deals
    assert scored_reason("en", caught.value) == (
        "`chicane` names every adversary, so the declarer held all 13 trumps and took every "
        "trick: give 13 tricks, not 9, or correct `chicane`"
    )
    assert scored_reason("sv", caught.value) == (
        "`chicane` nämner varje motspelare, så spelföraren hade alla 13 trumfar och tog varje "
        "stick: ange 13 stick, inte 9, eller rätta `chicane`"
    )
    enter_scored(game, scored(1, 13, [2, 3, 4]), entered=True)
    assert len(game.deals) == 1


def test_ru_r_a_tables_own_log_still_replays_an_older_count() -> None:
    """An older bot booked such a count; the table's log is its history and is not lost."""
    game = game_from_record(record(scored(1, 9, [2, 3, 4])), logged=True)
    assert len(game.deals) == 1


def test_ru_c1_no_other_count_is_refused() -> None:
    """Every declarer, whister or none, chicane seats, honours and the side's count 0…13:
    refused for the count only in the one forced case (the honours' own refusals aside)."""
    for declarer in SEATS:
        for whister in (None, *others(declarer)):
            side = {declarer} if whister is None else {declarer, whister}
            for n in range(4):
                for void in combinations(SEATS, n):
                    for honours in range(5):
                        for tricks in range(14):
                            data = scored(
                                declarer, tricks, list(void), whister=whister, honours=honours
                            )
                            try:
                                enter_scored(game_from_record(record()), data, entered=True)
                                code = None
                            except ScoredDealError as exc:
                                code = exc.code
                            forced = whister is None and set(SEATS) - side <= set(void)
                            if code == "chicane_all_tricks":
                                assert forced and honours == 4 and tricks != 13, data
                            else:
                                assert not (forced and honours == 4 and tricks != 13), data


def _deal(rng: random.Random, holders: list[Seat]) -> tuple[list[list[Card]], Suit]:
    """Hands where only ``holders`` hold trumps (each one at least), a random suit trumps."""
    trumps = rng.choice(list(Suit))
    cards = list(range(52))
    rng.shuffle(cards)
    hands: list[list[Card]] = [[], [], [], []]
    suited = [c for c in cards if SUIT_OF[c] is trumps]
    for seat, c in zip(holders, suited, strict=False):
        hands[seat - 1].append(c)
    for c in suited[len(holders) :]:
        hands[rng.choice([s for s in holders if len(hands[s - 1]) < 13]) - 1].append(c)
    for c in (c for c in cards if SUIT_OF[c] is not trumps):
        hands[rng.choice([s for s in SEATS if len(hands[s - 1]) < 13]) - 1].append(c)
    return hands, trumps


def _played(rng: random.Random, hands: list[list[Card]], trumps: Suit, bid: Seat) -> DealResult:
    """One deal played by the engine at random (claims, declarations and whist included):
    ``bid`` names a random trick contract, the others pass."""
    game = table(hands, "russian")
    contract = rng.choice(["5", "6", "7", "8", "9", "10", "11", "12", "13", "spread-slam"])
    auction: list[Action] = [
        Bid(seat, contract, suit=trumps) if seat == bid else Pass(seat) for seat in SEATS
    ]
    for action in auction:
        game.apply(action)
    deal = game.current
    assert deal is not None
    while deal.result is None:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        declares = [a for a in legal if isinstance(a, Declare)]
        if game.apply(declares[0] if declares and rng.random() < 0.8 else rng.choice(legal)):
            break
    assert deal.result is not None
    return deal.result


def _imports(played: DealResult) -> dict[str, object]:
    """The played deal's scored form, read back by a record's import (every check)."""
    data = result_to_record(from_deal_result(played), RU)
    assert len(game_from_record(record(data)).deals) == 1
    return data


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_ru_c1_a_declarer_holding_every_trump_takes_13_in_play(seed: int) -> None:
    """The forced case played: the declarer's hand is the 13 trumps; whatever is played or
    claimed, he takes every trick, and the record reads back."""
    rng = random.Random(seed)
    declarer: Seat = rng.choice(SEATS)
    hands, trumps = _deal(rng, [declarer])
    data = _imports(_played(rng, hands, trumps, declarer))
    if data["whister"] is None:
        assert data["tricks"] == {"declarer": 13, "whister": None}


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_ru_r_no_played_deal_writes_a_refused_count(seed: int) -> None:
    """Any seats void in trumps (declaring chicane as offered), any declarer: the record of
    the deal as played is imported."""
    rng = random.Random(seed)
    holders = rng.sample(SEATS, rng.randint(1, 4))
    hands, trumps = _deal(rng, holders)
    _imports(_played(rng, hands, trumps, rng.choice(SEATS)))
