"""Whole games of both variants through the record (FB-R, RU-R): random legal games replay to
the same balances and pool, every deal's nets plus the pool's change sum to zero (FB-S8), a
chicane is written as its own action, scored deals read the ``suit`` field, and the replay
shows the pool."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import cast

import pytest

from bot.cli import replay
from bot.engine.actions import Bid, Declare, Pass, Whist, action_to_dict
from bot.engine.cards import Suit
from bot.engine.record import RecordError, game_from_record, game_to_record
from bot.engine.report import replay_output
from bot.engine.variants import new_game
from tests.engine.fontainebleau.helpers import NAMES, act, fill, play_out, table


def random_game(variant: str, seed: int, deals: int = 12) -> object:
    """A game of random legal actions (declaring every chicane offered), as its record."""
    rng = random.Random(seed)
    game = new_game(variant, {"deals": deals}, NAMES, first_dealer=rng.randint(1, 4))
    pool = 0
    while not game.tour_over:
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, None)
        settlement = None
        while settlement is None:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions(seat)
            declare = [a for a in legal if isinstance(a, Declare)]
            settlement = game.apply(declare[0] if declare else rng.choice(legal))
        snapshot = game.ledger.snapshot()
        new_pool = cast(int, snapshot["pool"])
        assert sum(settlement.net().values()) + new_pool - pool == 0  # FB-S8
        pool = new_pool
        deal = game.deals[-1].deal
        assert deal is not None
        held = [c for h in deal.play.hands for c in h]
        played = [c for t in deal.play.tricks for _, c in t.cards] + list(deal.discards.values())
        assert sorted(held + played) == list(range(52))  # cards conserved
    assert pool == 0 and sum(game.balances.values()) == 0  # FB-G2, FB-G3
    return game_to_record(game)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
@pytest.mark.parametrize("seed", range(6))
def test_fb_r_random_games_round_trip_through_the_record(variant: str, seed: int) -> None:
    record = random_game(variant, seed)
    again = game_from_record(record)
    assert game_to_record(again) == record
    assert replay_output(again)["pool"] == 0


def test_ru_r_chicane_is_recorded_and_replayed() -> None:
    game = table(fill(), "russian")
    act(
        game,
        Bid(1, "7", suit=Suit.HEARTS),
        Pass(2),
        Pass(3),
        Pass(4),
        Whist(1, "alone"),
        Declare(1, "chicane"),
    )
    play_out(game)
    record = game_to_record(game)
    deals = cast(list[dict[str, object]], record["deals"])
    actions = cast(list[object], deals[0]["actions"])
    assert action_to_dict(Declare(1, "chicane")) in actions
    assert "turned" not in deals[0]  # FB-D5
    assert {"seat": 1, "bid": "7", "suit": "H"} in actions
    again = game_from_record(record)
    assert again.balances == game.balances
    net = again.deals[0].settlement
    assert net is not None and any("chicane" in line for line in net.lines)


def scored_record(variant: str, results: list[dict[str, object]]) -> dict[str, object]:
    return {
        "format": "boston-record/1",
        "variant": variant,
        "settings": {"deals": 12},
        "players": list(NAMES),
        "first_dealer": 4,
        "deals": [{"result": r} for r in results],
    }


def test_fb_r_a_scored_game_reads_the_suit_and_shows_the_pool(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """FB-X4 entered as a score (dealer 4, pool 0 before: the pool ends at 50 + 80), then
    RU-X1's deal in a Russian record (its pool 0 before the deposit, not 100)."""
    x4 = {
        "contract": "7",
        "declarer": 1,
        "suit": "H",
        "whister": None,
        "tricks": {"declarer": 5, "whister": None},
        "honours": 3,
    }
    record = scored_record("fontainebleau", [x4])
    game = game_from_record(record)
    assert game_to_record(game) == {**record, "settings": game.settings}
    out = replay_output(game)
    assert out["pool"] == 130 and out["deals"] == [{"net": {"1": -320, "2": 80, "3": 80, "4": 30}}]
    path = tmp_path / "fb.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert replay(path) == 0
    text = capsys.readouterr().out
    assert "7 levées ♥" in text and "pool now 130" in text
    ru = scored_record(
        "russian",
        [
            {
                **x4,
                "contract": "6",
                "tricks": {"declarer": 6, "whister": None},
                "honours": 0,
                "chicane": [3],
            }
        ],
    )
    game = game_from_record(ru)
    net = game.deals[0].settlement
    assert net is not None and net.net() == {
        1: 120 + 50 - 10,
        2: -40 - 10,
        3: -40 + 30,
        4: -40 - 10 - 50,
    }
    for bad in ({**x4, "suit": None}, {**x4, "suit": "NT"}, {**x4, "chicane": [3]}):
        with pytest.raises(RecordError, match=r"suit|chicane"):
            game_from_record(scored_record("fontainebleau", [bad]))


def test_fb_settings_models_and_words() -> None:
    """The FB settings table and RU-1 (no `suit_order` in Russian Boston), checked by the
    models; counters of 5 (FB-S7); the variants' names in both languages."""
    from bot.engine.settings import SettingsError
    from bot.engine.variants import get_variant

    fb, ru = get_variant("fontainebleau"), get_variant("russian")
    assert fb.settings({}) == {
        "deposit": 50,
        "honours_on_failure": True,
        "slam_table": "standard",
        "suit_order": "DHCS",
        "deals": 12,
    }
    assert ru.settings({})["chicane"] == 10 and "suit_order" not in ru.settings({})
    for variant, bad in (
        (fb, {"deposit": 53}),
        (ru, {"chicane": 12}),
        (ru, {"suit_order": "HDCS"}),
    ):
        with pytest.raises(SettingsError):
            variant.settings(bad)
    for spec in (*fb.settings_model.specs(), *ru.settings_model.specs()):
        assert spec.label("en") != spec.name and spec.label("sv") != spec.name
    assert fb.words.variant_name("sv") == "Boston de Fontainebleau"
    assert ru.words.variant_name("sv") == "rysk boston"
    assert ru.words.term("chicane", "en") == "chicane" and not fb.words.has_term("chicane")
