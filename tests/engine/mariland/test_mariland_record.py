"""Mariland in the record (MA-R): the registry and settings, played deals replayed, the
scored-deal form (its class from the session's first turned card), and the replay output."""

from __future__ import annotations

from typing import cast

import pytest

from bot.engine.record import RecordError, game_from_record, game_to_record
from bot.engine.report import replay_output
from bot.engine.variants import get_variant, new_game
from bot.simulate import simulate


def record(deals: list[object], first_dealer: int = 3) -> dict[str, object]:
    return {
        "format": "boston-record/1",
        "variant": "mariland",
        "settings": {},
        "players": ["Ann", "Bo", "Cy", "Di"],
        "first_dealer": first_dealer,
        "deals": deals,
    }


def test_mariland_is_registered_with_a_session_of_twelve_deals() -> None:
    """MA table settings: ``deals`` 12 by default."""
    assert get_variant("mariland").name == "mariland"
    game = new_game("mariland", {}, ["a", "b", "c", "d"])
    assert game.settings == {"deals": 12}
    assert not game.features.pool and not game.features.protocol


def test_a_played_game_replays_exactly_with_bids_naming_their_suit() -> None:
    """MA-R: bids carry ``suit``; every deal records ``turned``; no trump or whist verb."""
    game = simulate(12, seed=4, variant="mariland", settings={}, level="heuristic")
    data = game_to_record(game)
    deals = cast(list[dict[str, object]], data["deals"])
    assert len(deals) == 12 and all("turned" in d for d in deals)
    actions = [a for d in deals for a in cast(list[dict[str, object]], d["actions"])]
    bids = [a for a in actions if "bid" in a]
    assert bids and all("suit" in b and "level" not in b for b in bids)
    assert not any("trump" in a or "whist" in a for a in actions)
    again = game_from_record(data)
    assert game_to_record(again) == data and again.balances == game.balances
    out = replay_output(again)
    assert out["pool"] is None and out["protocol"] is None


def test_scored_deals_take_their_class_from_the_first_deals_turned_card() -> None:
    """MA-R with MA-X1 and MA-X3: deal 1 (dealer 3) turned a heart — ♥ is superpreference;
    deal 2 (dealer 4) turned Q♣. A ♥ 7 made exactly pays 4 × 40 from each adversary."""
    first = {
        "contract": "4",
        "declarer": 1,
        "suit": "S",
        "turned": "5H",
        "tricks": {"declarer": 4},
    }
    x1 = {"contract": "6", "declarer": 2, "suit": "S", "turned": "QC", "tricks": {"declarer": 8}}
    x3 = {"contract": "7", "declarer": 1, "suit": "H", "turned": "QC", "tricks": {"declarer": 7}}
    game = game_from_record(record([{"result": first}, {"result": x1}]))
    out = replay_output(game)
    assert cast(list[object], out["deals"])[1] == {"net": {"1": -40, "2": 120, "3": -40, "4": -40}}
    game = game_from_record(record([{"result": first}, {"result": x3}]))
    assert cast(list[object], replay_output(game)["deals"])[1] == {
        "net": {"1": 480, "2": -160, "3": -160, "4": -160}
    }
    assert game_to_record(game_from_record(game_to_record(game))) == game_to_record(game)


def test_a_thrown_in_scored_deal_pays_nothing() -> None:
    """MA-B3, MA-R: ``{"result": "all-pass"}``."""
    game = game_from_record(record([{"result": "all-pass"}]))
    assert game.balances == {1: 0, 2: 0, 3: 0, 4: 0}
    assert game_to_record(game)["deals"] == [{"result": "all-pass"}]


@pytest.mark.parametrize(
    ("result", "reason"),
    [
        ({"contract": "3", "declarer": 1, "suit": "S", "turned": "5H"}, "unknown contract"),
        ({"contract": "4", "declarer": 1, "turned": "5H", "tricks": {"declarer": 4}}, "suit"),
        ({"contract": "4", "declarer": 1, "suit": "S", "tricks": {"declarer": 4}}, "turned"),
        (
            {
                "contract": "4",
                "declarer": 1,
                "suit": "S",
                "turned": "5H",
                "tricks": {"declarer": 4, "whister": 1},
            },
            "solo",
        ),
        ({"contract": "4", "declarer": 5, "suit": "S", "turned": "5H"}, "seat"),
        ({"contract": "4", "declarer": 1, "suit": "S", "turned": "5H", "trump": "S"}, "unknown"),
    ],
)
def test_a_bad_scored_deal_is_refused_with_its_reason(
    result: dict[str, object], reason: str
) -> None:
    with pytest.raises(RecordError, match=reason):
        game_from_record(record([{"result": result}]))


def test_a_turned_card_not_in_the_dealers_hand_is_refused() -> None:
    """MA-D1: the turned card is the dealer's own."""
    data = game_to_record(simulate(1, seed=2, variant="mariland", settings={}, level="random"))
    deal = cast(list[dict[str, object]], data["deals"])[0]
    hands = cast(dict[str, str], deal["hands"])
    dealer = str(data["first_dealer"])
    other = next(s for s in hands if s != dealer)
    deal["turned"] = hands[other].split()[0]
    with pytest.raises(RecordError, match="dealer's own"):
        game_from_record(data)
