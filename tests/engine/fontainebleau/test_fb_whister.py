"""The whister (FB-W1…W5) and Foster's partnerships in Russian Boston (RU-F1, RU-F2, RU-X6),
asked through the real deal."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Concede, Pass, Whist
from bot.engine.cards import Suit
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.ladder import FB_LADDER, contract
from bot.engine.fontainebleau.payments import payment_row
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.fontainebleau.whister import side_target, whist_question
from bot.engine.game import Game
from bot.engine.phase import Phase
from tests.engine.fontainebleau.helpers import act, fill, table

FB = FbSettings()
FOSTER = russian(foster_partners=True)
S, C = Suit.SPADES, Suit.CLUBS


def refused(game: Game, action: Whist | Concede, code: Refusal) -> None:
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.code is code


def phase(game: Game) -> Phase:
    view = game.public_view()
    assert view is not None
    return view.phase


def test_fb_w1_asked_only_on_five_to_ten() -> None:
    asked = [c.id for c in FB_LADDER if whist_question(c, FB)]
    assert asked == ["5", "6", "7", "8", "9", "10"]
    for bid in (Bid(1, "11", suit=S), Bid(1, "little-misere")):
        game = table(fill())
        act(game, bid, Pass(2), Pass(3), Pass(4))
        assert phase(game) in (Phase.PLAY, Phase.DISCARD)  # no whister question


def test_fb_w2_asked_clockwise_from_the_declarers_left_first_accept_wins() -> None:
    """FB-X13's round: 1 invites, 2 declines, 3 accepts; 4 is never asked. All three passed
    in the auction and may still be whister."""
    game = table(fill())
    act(game, Bid(1, "6", suit=C), Pass(2), Pass(3), Pass(4))
    assert game.legal_actions(1) == [Whist(1, "invite"), Whist(1, "alone")]
    act(game, Whist(1, "invite"))
    assert game.legal_actions(2) == [Whist(2, "accept"), Whist(2, "decline")]
    act(game, Whist(2, "decline"), Whist(3, "accept"))
    view = game.public_view()
    assert view is not None and view.whister == 3 and view.phase is Phase.PLAY
    assert view.side_target == 9 and view.to_act == 1  # FB-W4; FB-T1 eldest leads


def test_fb_w3_all_decline_then_alone_without_concession() -> None:
    """FB-X16's round: 2 invites; 3, 4, 1 decline; 2 must play alone."""
    game = table(fill())
    act(game, Pass(1), Bid(2, "5", suit=S), Pass(3), Pass(4))
    act(game, Whist(2, "invite"), Whist(3, "decline"), Whist(4, "decline"), Whist(1, "decline"))
    assert game.legal_actions(2) == [Whist(2, "alone")]
    refused(game, Concede(2), Refusal.CONCEDE_NOT_ALLOWED)
    refused(game, Whist(2, "invite"), Refusal.WHIST_NOT_ALLOWED)
    act(game, Whist(2, "alone"))
    view = game.public_view()
    assert view is not None and view.whister is None and view.side_target == 5


def test_fb_w_refusals() -> None:
    game = table(fill())
    act(game, Bid(1, "7", suit=S), Pass(2), Pass(3), Pass(4))
    refused(game, Whist(2, "accept"), Refusal.NOT_YOUR_TURN)
    refused(game, Whist(1, "accept"), Refusal.WHIST_NOT_ALLOWED)
    act(game, Whist(1, "alone"))
    refused(game, Whist(1, "accept"), Refusal.WHIST_NOT_ALLOWED)


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
    for n in ("5", "9"):
        game = table(fill(), "russian", foster_partners=True)
        act(game, Bid(1, n, suit=S), Pass(2), Pass(3), Pass(4))
        assert phase(game) is Phase.PLAY
    game = table(fill(), "russian", foster_partners=True)
    act(game, Bid(1, "7", suit=S), Pass(2), Pass(3), Pass(4), Whist(1, "invite"))
    act(game, Whist(2, "accept"))
    view = game.public_view()
    assert view is not None and view.side_target == 11  # RU-F2: bid + 4
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
