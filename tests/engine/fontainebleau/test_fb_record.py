"""The scored-deal form (FB-R, RU-R): read, written back unchanged, and refused with a reason."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.cards import Suit
from bot.engine.fontainebleau.record import result_from_record, result_to_record
from bot.engine.fontainebleau.result import all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.variant import ScoredDealError
from tests.engine.fontainebleau.helpers import ledger_with, random_result, random_settings, settle

FB = FbSettings()


def test_fb_r_the_specs_example_is_fb_x4() -> None:
    data = {
        "contract": "7",
        "declarer": 1,
        "suit": "H",
        "whister": None,
        "tricks": {"declarer": 5, "whister": None},
        "honours": 3,
    }
    result = result_from_record(data, 4, FB)
    assert result == contract_result("7", 1, 5, suit=Suit.HEARTS, honours=3)
    assert settle(ledger_with(100), result)[:2] == ((-320, 80, 80, 30), 230)
    assert result_to_record(result, FB) == data


def test_fb_r_misere_partout_and_chicane() -> None:
    data = {"misere_partout": {"1": 2, "2": 5, "3": 2, "4": 4}}
    assert result_from_record(data, 4, FB) == all_pass_result(4, (2, 5, 2, 4))
    ru = russian()
    data = {
        "contract": "6",
        "declarer": 1,
        "suit": "H",
        "whister": None,
        "tricks": {"declarer": 6, "whister": None},
        "honours": 0,
        "chicane": [3],
    }
    result = result_from_record(data, 4, ru)
    assert result.chicane == (3,)
    assert result_to_record(result, ru) == data


@pytest.mark.parametrize(
    ("data", "settings_"),
    [
        ({"contract": "7", "declarer": 1, "suit": "NT", "tricks": {"declarer": 7}}, FB),
        ({"contract": "7", "declarer": 1, "tricks": {"declarer": 7}}, FB),
        ({"contract": "grand-misere", "declarer": 1, "suit": "S", "tricks": {"declarer": 0}}, FB),
        ({"contract": "14", "declarer": 1, "suit": "S", "tricks": {"declarer": 0}}, FB),
        ({"contract": "11", "declarer": 1, "suit": "S", "whister": 2,
          "tricks": {"declarer": 9, "whister": 2}}, FB),
        ({"contract": "5", "declarer": 1, "suit": "S", "whister": 2,
          "tricks": {"declarer": 9, "whister": 6}}, FB),
        ({"contract": "5", "declarer": 1, "suit": "S", "tricks": {"declarer": 5},
          "chicane": [2]}, FB),
        ({"contract": "grand-misere", "declarer": 1, "tricks": {"declarer": 0},
          "chicane": [2]}, russian()),
        ({"contract": "5", "declarer": 1, "suit": "S", "tricks": {"declarer": 5},
          "chicane": [2, 2]}, russian()),
        ({"contract": "5", "declarer": 1, "suit": "S", "tricks": {"declarer": 5},
          "honours": 5}, FB),
        ({"misere_partout": {"1": 4, "2": 4, "3": 4, "4": 4}}, FB),
        ({"misere_partout": {"1": 4, "2": 4, "3": 5}}, FB),
        ("seven", FB),
    ],
)  # fmt: skip
def test_fb_r_refused_scored_deals(data: object, settings_: FbSettings) -> None:
    with pytest.raises(ScoredDealError):
        result_from_record(data, 4, settings_)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_fb_r_round_trip(seed: int) -> None:
    rng = random.Random(seed)
    s = random_settings(rng)
    result = random_result(rng, rng.randint(1, 4), s)
    assert result_from_record(result_to_record(result, s), result.dealer, s) == result
