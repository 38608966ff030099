"""Dawson in the record and the variant registry: settings, scored deals, replay output."""

from __future__ import annotations

from typing import cast

import pytest

from bot.engine.dawson.variant import DAWSON
from bot.engine.record import RecordError, game_from_record, game_to_record
from bot.engine.report import replay_output
from bot.engine.variant import SettingsError
from bot.engine.variants import get_variant, new_game
from tests.engine.helpers import SUITED


def record(deals: list[object], settings: dict[str, object] | None = None) -> dict[str, object]:
    return {
        "format": "boston-record/1",
        "variant": "dawson",
        "settings": settings or {},
        "players": ["Ann", "Bo", "Cy", "Di"],
        "first_dealer": 4,
        "deals": deals,
    }


def test_dawson_is_registered_with_its_defaults() -> None:
    assert get_variant("dawson") is DAWSON
    game = new_game("dawson", {}, ["a", "b", "c", "d"])
    assert game.settings == {
        "ante": 10,
        "pool_cap": None,
        "whister": False,
        "whister_single_fault": False,
        "deals": 0,
    }
    assert game.rules.deal_pattern == (4, 4, 5)


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"ante": 0}, "'ante' must be a whole number from 1"),
        ({"ante": "10"}, "'ante' must be a whole number"),
        ({"pool_cap": "250"}, "'pool_cap' must be null or a whole number"),
        ({"pool_cap": 0}, "'pool_cap' must be null or a whole number"),
        ({"pool_cap": True}, "'pool_cap' must be null or a whole number"),
        ({"whister": 1}, "'whister' must be of type bool"),
        ({"payment": "simplified"}, "unknown setting 'payment'"),
    ],
)
def test_bad_settings_are_refused(settings: dict[str, object], message: str) -> None:
    with pytest.raises(SettingsError, match=message):
        DAWSON.settings(settings)


def test_a_pool_cap_is_accepted() -> None:
    assert DAWSON.settings({"pool_cap": 250})["pool_cap"] == 250


SCORED: list[object] = [
    {"result": {"misere_partout": {"1": 5, "2": 4, "3": 3, "4": 1}}},
    {
        "result": {
            "contract": "7",
            "declarer": 3,
            "trump_class": "second",
            "whister": 1,
            "tricks": {"declarer": 7, "whister": 3},
        }
    },
    {
        "result": {
            "contract": "grand-misere",
            "declarer": 2,
            "trump_class": None,
            "whister": None,
            "tricks": {"declarer": 1, "whister": None},
        }
    },
]


def test_scored_deals_read_write_back_and_replay_shows_the_pool() -> None:
    data = record(SCORED, {"whister": True})
    game = game_from_record(data)
    assert game_to_record(game)["deals"] == SCORED
    assert [e.dealer for e in game.deals] == [4, 1, 2]
    out = replay_output(game)
    # Partout: ante 50; Seven with whister made takes 100 (ante 50 + 50); Grand Misère lost:
    # ante 50, then twice 50 paid in.
    assert out["pool"] == 150
    deals = cast(list[dict[str, dict[str, int]]], out["deals"])
    assert deals[0]["net"] == {"1": -80, "2": 0, "3": 10, "4": 20}
    # Deal 2, dealt by seat 1: seat 4 (on the soloist's left) pays seat 3, seat 2 pays the
    # whister, and the pool of 100 is shared.
    assert deals[1]["net"] == {"1": -20 + 18 + 50, "2": -28, "3": -10 + 18 + 50, "4": -28}
    nets = [sum(d["net"].values()) for d in deals]
    assert nets == [-50, -50 + 100, -50 - 100]  # DW-P6: what the players lose, the pool gains
    assert out["protocol"] is None


@pytest.mark.parametrize(
    ("result", "message"),
    [
        ({"misere_partout": {"1": 5, "2": 4, "3": 3, "4": 2}}, "must add up to 13"),
        ({"misere_partout": {"1": 13, "2": 0, "3": 0}}, 'seats "1" to "4"'),
        ({"misere_partout": {"1": 13, "2": 0, "3": 0, "4": 0}, "contract": "5"}, "holds only"),
        ("all-pass", 'played out, give "misere_partout"'),  # RF-4.7: tricks are needed
        ({"contract": "petite-misere", "declarer": 1}, "unknown contract"),
        (
            {
                "contract": "11",
                "declarer": 1,
                "trump_class": "plain",
                "whister": 2,
                "tricks": {"declarer": 11, "whister": 2},
            },
            "a whister plays only in a bid of 5 to 10",
        ),
        (
            {"contract": "little-misere", "declarer": 1, "trump_class": "plain", "tricks": {}},
            "trump_class must be null",
        ),
        (
            {"contract": "little-misere", "declarer": 1, "tricks": {"declarer": 13}},
            "from 0 to 12",
        ),
        (
            {
                "contract": "5",
                "declarer": 1,
                "trump_class": "plain",
                "tricks": {"declarer": 5},
                "honours": 2,
            },
            "unknown field 'honours'",
        ),
        (
            {
                "contract": "5",
                "declarer": 1,
                "trump_class": "plain",
                "tricks": {"declarer": 5, "whister": 3},
            },
            "tricks.whister must be null",
        ),
    ],
)
def test_bad_scored_deals_are_refused(result: object, message: str) -> None:
    with pytest.raises(RecordError, match=f"deal 1: .*{message}"):
        game_from_record(record([{"result": result}]))


PLAYED: list[dict[str, object]] = [
    {"seat": 1, "pass": True},
    {"seat": 2, "bid": "6"},
    {"seat": 3, "bid": "6", "level": "colour"},
    {"seat": 4, "pass": True},
    {"seat": 1, "bid": "little-misere"},  # DW-B1: after a pass, a misère
    {"seat": 2, "pass": True},
    {"seat": 3, "pass": True},
    {"seat": 4, "pass": True},
    {"seat": 1, "discard": "2S"},
    {"seat": 1, "play": "3S"},
]


def test_a_played_dawson_deal_reads_and_writes_back() -> None:
    data = record(
        [{"hands": {str(k): v for k, v in SUITED.items()}, "turned": "7H", "actions": PLAYED}]
    )
    game = game_from_record(data)
    entry = game.current
    assert entry is not None and entry.deal is not None
    assert entry.deal.declarer == 1 and entry.deal.contract is not None
    assert entry.deal.contract.id == "little-misere"
    assert game.to_act == 2
    assert game_to_record(game) == {**data, "settings": game.settings}
    assert replay_output(game)["pool"] == 0  # the ante is booked when the deal is settled


def test_a_passed_player_bidding_a_trick_bid_is_a_bad_record() -> None:
    actions = [*PLAYED[:4], {"seat": 1, "bid": "7"}]
    data = record(
        [{"hands": {str(k): v for k, v in SUITED.items()}, "turned": "7H", "actions": actions}]
    )
    with pytest.raises(RecordError, match="deal 1, action 5: You have passed"):
        game_from_record(data)
