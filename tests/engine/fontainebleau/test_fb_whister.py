"""The whister (FB-W1…W5) and Foster's partnerships in Russian Boston (RU-F1, RU-F2, RU-X6)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Whist
from bot.engine.cards import Suit
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.ladder import FB_LADDER, contract
from bot.engine.fontainebleau.payments import payment_row
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.fontainebleau.whister import (
    WhistRound,
    asking_order,
    side_target,
    whist_question,
)

FB = FbSettings()
FOSTER = russian(foster_partners=True)


def answer(round_: WhistRound, *actions: Whist) -> None:
    for action in actions:
        round_.check(action)
        round_.apply(action)


def test_fb_w1_asked_only_on_five_to_ten() -> None:
    asked = [c.id for c in FB_LADDER if whist_question(c, FB)]
    assert asked == ["5", "6", "7", "8", "9", "10"]
    assert WhistRound(contract("11"), 1, FB).finished
    assert WhistRound(contract("little-misere"), 1, FB).finished


def test_fb_w2_asked_clockwise_from_the_declarers_left_first_accept_wins() -> None:
    """FB-X13's round: 1 invites, 2 declines, 3 accepts; 4 is never asked."""
    assert asking_order(1) == (2, 3, 4)
    assert asking_order(4) == (1, 2, 3)
    r = WhistRound(contract("6"), 1, FB)
    assert r.to_speak == 1 and r.legal(1) == [Whist(1, "invite"), Whist(1, "alone")]
    answer(r, Whist(1, "invite"))
    assert r.to_speak == 2 and r.legal(2) == [Whist(2, "accept"), Whist(2, "decline")]
    answer(r, Whist(2, "decline"), Whist(3, "accept"))
    assert r.finished and r.whister == 3 and r.to_speak is None


def test_fb_w3_all_decline_then_alone_without_concession() -> None:
    """FB-X16's round: 2 invites; 3, 4, 1 decline; 2 must play alone."""
    r = WhistRound(contract("5"), 2, FB)
    answer(r, Whist(2, "invite"), Whist(3, "decline"), Whist(4, "decline"), Whist(1, "decline"))
    assert r.to_speak == 2 and r.legal(2) == [Whist(2, "alone")]
    with pytest.raises(IllegalAction) as err:
        r.check(Whist(2, "invite"))
    assert err.value.code is Refusal.WHIST_NOT_ALLOWED
    answer(r, Whist(2, "alone"))
    assert r.finished and r.whister is None


def test_fb_w_refusals() -> None:
    r = WhistRound(contract("7"), 1, FB)
    for action, code in (
        (Whist(2, "accept"), Refusal.NOT_YOUR_TURN),
        (Whist(1, "accept"), Refusal.WHIST_NOT_ALLOWED),
    ):
        with pytest.raises(IllegalAction) as err:
            r.check(action)
        assert err.value.code is code
    answer(r, Whist(1, "alone"))
    with pytest.raises(IllegalAction) as err:
        r.check(Whist(2, "accept"))
    assert err.value.code is Refusal.WRONG_PHASE


def test_fb_w4_side_target_and_payment_row_bid_plus_three() -> None:
    for n in range(5, 11):
        c = contract(str(n))
        assert side_target(c, True, FB) == n + 3
        assert side_target(c, False, FB) == n
        result = contract_result(str(n), 1, n, suit=Suit.CLUBS, whister=3, whister_tricks=3)
        assert payment_row(result, FB) == str(n + 3)
        assert payment_row(contract_result(str(n), 1, n, suit=Suit.CLUBS), FB) == str(n)


def test_ru_f1_f2_x6_foster_partners_on_six_seven_eight_at_bid_plus_four() -> None:
    asked = [c.id for c in FB_LADDER if whist_question(c, FOSTER)]
    assert asked == ["6", "7", "8"]  # RU-X6: no question on a 5 or a 9
    assert WhistRound(contract("5"), 1, FOSTER).finished
    assert WhistRound(contract("9"), 1, FOSTER).finished
    assert [side_target(contract(n), True, FOSTER) for n in ("6", "7", "8")] == [10, 11, 12]
    with pytest.raises(ValueError):
        contract_result("5", 1, 5, suit=Suit.CLUBS, whister=3, settings=FOSTER)
    # The plain Russian game keeps FB-W unchanged.
    assert [c.id for c in FB_LADDER if whist_question(c, russian())] == [
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
    ]
