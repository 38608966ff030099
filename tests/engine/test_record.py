"""The game record boston-record/1: reading, writing, and errors that name the place."""

from __future__ import annotations

import copy
import json
import random

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.record import RecordError, game_from_record, game_to_record
from bot.engine.variants import new_game
from tests.engine.helpers import SUITED


def played_record(actions: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": "boston-record/1",
        "variant": "swedish",
        "settings": {},
        "players": ["S.H.", "I.N.", "A.E.", "E.S."],
        "first_dealer": 4,
        "deals": [
            {"hands": {str(k): v for k, v in SUITED.items()}, "turned": "7H", "actions": actions}
        ],
    }


OPENING: list[dict[str, object]] = [
    {"seat": 1, "pass": True},
    {"seat": 2, "bid": "5"},
    {"seat": 3, "bid": "5", "level": "colour"},
    {"seat": 4, "pass": True},
    {"seat": 2, "bid": "5", "level": "colour"},  # i förhand: seat 2 is senior to seat 3
    {"seat": 3, "pass": True},
    {"seat": 2, "trump": "H"},
    {"seat": 2, "whist": "invite"},
    {"seat": 3, "whist": "accept"},
    {"seat": 1, "play": "AS"},
]


def test_a_played_deal_reads_and_writes_back_identically() -> None:
    record = played_record(OPENING)
    game = game_from_record(record)
    deal = game.current
    assert deal is not None and deal.deal is not None
    assert deal.deal.declarer == 2 and deal.deal.whister == 3
    assert game.to_act == 2
    # Settings are written out in full, defaults included.
    assert game_to_record(game) == {**record, "settings": game.settings}
    assert game.settings["al"] == 96


def test_a_record_survives_json() -> None:
    record = played_record(OPENING)
    game = game_from_record(json.loads(json.dumps(record)))
    assert json.loads(json.dumps(game_to_record(game)))["deals"] == record["deals"]


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda r: r.update(format="boston-record/2"), "format"),
        (lambda r: r.update(variant="bridge"), "unknown variant 'bridge'"),
        (lambda r: r.update(players=["a", "b"]), "four"),
        (lambda r: r.update(colour="red"), "unknown field 'colour'"),
        (lambda r: r["settings"].update(al="lots"), "setting 'al'"),
        (lambda r: r["settings"].update(speed=3), "unknown setting 'speed'"),
        (lambda r: r["deals"][0]["hands"].update({"1": "AS KS"}), "deal 1: hands.1 holds 2"),
        (lambda r: r["deals"][0].update(turned="ZZ"), "deal 1: not a card"),
        (
            lambda r: r["deals"][0]["actions"].__setitem__(4, {"seat": 2, "bid": "5"}),
            "deal 1, action 5: Bid at least 5 spel .* i färg",
        ),
        (
            lambda r: r["deals"][0]["actions"].__setitem__(9, {"seat": 1, "play": "AH"}),
            "deal 1, action 10: That card is not in your hand",
        ),
        (
            lambda r: r["deals"][0]["actions"].__setitem__(0, {"seat": 3, "pass": True}),
            "deal 1, action 1: It is not your turn",
        ),
        (
            lambda r: r["deals"][0]["actions"].__setitem__(0, {"seat": 1, "fold": True}),
            "deal 1, action 1: an action needs exactly one verb",
        ),
    ],
)
def test_bad_records_name_the_deal_action_and_reason(mutate: object, message: str) -> None:
    record = copy.deepcopy(played_record(OPENING))
    assert callable(mutate)
    mutate(record)
    with pytest.raises(RecordError, match=message):
        game_from_record(record)


def test_an_unfinished_deal_may_only_be_the_last() -> None:
    record = played_record(OPENING)
    deals = record["deals"]
    assert isinstance(deals, list)
    deals.append({"result": "all-pass"})
    # Said of deal 1, the one cut short, not of deal 2 after it (RF-3.4).
    with pytest.raises(
        RecordError,
        match=r"^deal 1: it is unfinished \(its actions stop before its end\), "
        "yet deal 2 follows$",
    ):
        game_from_record(record)


def test_scored_deals_read_and_write_back() -> None:
    record = {
        "format": "boston-record/1",
        "variant": "swedish",
        "players": ["S.H.", "I.N.", "A.E.", "E.S."],
        "first_dealer": 4,
        "deals": [
            {
                "result": {
                    "contract": "7",
                    "declarer": 3,
                    "trump_class": "second",
                    "whister": None,
                    "tricks": {"declarer": 8, "whister": None},
                    "honours": 3,
                    "first_five": False,
                    "conceded": False,
                    "merge": None,
                }
            },
            {"result": "all-pass"},
        ],
    }
    game = game_from_record(record)
    assert len(game.deals) == 2 and game.current is None
    assert game.deals[0].dealer == 4 and game.deals[1].dealer == 1
    out = game_to_record(game)
    assert out["deals"] == record["deals"]


@pytest.mark.parametrize(
    ("result", "message"),
    [
        ({"contract": "99", "declarer": 1}, "unknown contract"),
        ({"contract": "7", "declarer": 5, "trump_class": "plain"}, "declarer must be a seat"),
        (
            {
                "contract": "7",
                "declarer": 1,
                "trump_class": "plain",
                "whister": 2,
                "tricks": {"declarer": 7, "whister": 1},
            },
            "a whister plays only in 5 or 6",
        ),
        (
            {
                "contract": "grande-misere",
                "declarer": 1,
                "trump_class": "first",
                "tricks": {"declarer": 0},
            },
            "a misère has no trumps",
        ),
        (
            {"contract": "7", "declarer": 1, "trump_class": "plain", "tricks": {"declarer": 14}},
            "tricks.declarer must be a whole number from 0 to 13",
        ),
        (
            {
                "contract": "5",
                "declarer": 1,
                "trump_class": "plain",
                "whister": 2,
                "tricks": {"declarer": 9, "whister": 5},
            },
            "the declaring side cannot take more than 13",
        ),
        (
            {
                "contract": "7",
                "declarer": 1,
                "trump_class": "plain",
                "tricks": {"declarer": 7},
                "bonus": 1,
            },
            "unknown field 'bonus'",
        ),
    ],
)
def test_bad_scored_deals_are_refused(result: dict[str, object], message: str) -> None:
    record = {
        "format": "boston-record/1",
        "players": ["a", "b", "c", "d"],
        "deals": [{"result": "all-pass"}, {"result": result}],
    }
    with pytest.raises(RecordError, match=f"deal 2: {message}"):
        game_from_record(record)


def test_played_and_scored_deals_mix_in_one_record() -> None:
    rng = random.Random(3)
    game = new_game("swedish", {}, ["a", "b", "c", "d"])
    from bot.engine.variants import get_variant

    game.add_scored(get_variant("swedish").scored_result("all-pass", game.next_dealer))
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, 5)
    while game.to_act is not None:
        game.apply(rng.choice(game.legal_actions(game.to_act)))
    record = game_to_record(game)
    assert game_to_record(game_from_record(record)) == record
    assert game_from_record(record).balances == game.balances


def test_sv_f3_the_agreed_number_of_deals_ends_the_game() -> None:
    from bot.engine.variants import get_variant

    game = new_game("swedish", {"payment": "simplified", "deals": 2}, ["a", "b", "c", "d"])
    swedish = get_variant("swedish")
    for _ in range(2):
        assert not game.tour_over
        game.add_scored(swedish.scored_result("all-pass", game.next_dealer))
    assert game.tour_over
    with pytest.raises(IllegalAction, match="The tour is over"):
        game.add_scored(swedish.scored_result("all-pass", game.next_dealer))


@pytest.mark.parametrize(
    ("given", "shown"),
    [(float("nan"), "NaN"), ("2", '"2"'), (0, "0"), (5, "5"), (True, "true"), (None, "null")],
)
def test_rf_2_4_a_bad_first_dealer_is_named_as_given(given: object, shown: str) -> None:
    """NaN, a text or a boolean is reported as itself, not as some seat it was turned into."""
    record = {**played_record(OPENING), "first_dealer": given}
    with pytest.raises(RecordError) as caught:
        game_from_record(json.loads(json.dumps(record)))
    error = caught.value
    assert (error.code, error.fields) == ("first_dealer", {"value": shown})
    assert str(error) == f'"first_dealer" must be the seat 1, 2, 3 or 4, not {shown}'


def test_rf_2_3_the_players_are_four_names_each_named_by_seat() -> None:
    with pytest.raises(RecordError) as caught:
        game_from_record({**played_record(OPENING), "players": ["a", "b", "c"]})
    assert (caught.value.code, caught.value.fields) == ("players_count", {"count": 3})
    for names in (["a", 2, "c", "d"], ["a", "  ", "c", "d"]):
        with pytest.raises(RecordError) as caught:
            game_from_record({**played_record(OPENING), "players": names})
        assert (caught.value.code, caught.value.fields) == ("player_name", {"seat": 2})


def test_a_bad_card_in_a_record_keeps_its_code_and_its_place() -> None:
    """The cards' own error travels with the record's position (deal, action)."""
    actions = [*OPENING[:9], {"seat": 1, "play": "ZZ"}]
    with pytest.raises(RecordError) as caught:
        game_from_record(played_record(actions))
    error = caught.value
    assert (error.deal, error.action) == (1, 10)
    assert error.card is not None and error.card.code == "rank"
    record = played_record(OPENING)
    record["deals"] = [{"hands": {str(k): v for k, v in SUITED.items()}, "turned": "7X"}]
    with pytest.raises(RecordError) as caught:
        game_from_record(record)
    assert caught.value.deal == 1 and caught.value.action is None
    assert caught.value.card is not None and caught.value.card.code == "card_suit"


def test_new_game_names_bad_players_and_dealer_by_code() -> None:
    from bot.engine.settings import SettingsError

    with pytest.raises(SettingsError) as caught:
        new_game("swedish", {}, ["a", "b", "c", ""])
    assert caught.value.code == "players"
    with pytest.raises(SettingsError) as caught:
        new_game("swedish", {}, ["a", "b", "c", "d"], 7)
    assert (caught.value.code, caught.value.fields) == ("first_dealer", {"value": "7"})
