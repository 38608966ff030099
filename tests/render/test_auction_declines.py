"""WB-B2, SV-B5 in what the table and a replay say of an auction: a seat that passed and is
asked again whether to support the demande "does not support" (not a second "pass"), and a
bid that took over an equal one says "i förhand", as the terminal says them."""

from __future__ import annotations

import random

from bot.cli import game_text
from bot.engine.actions import Bid, Pass
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from cogs.boston.deal_lines import auction_lines
from tests.render.tables import NAMES, live_table


def _deck(seed: int) -> list[int]:
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    return cards


def _second_pass(game: Game) -> bool:
    """Three seats pass, the fourth bids its lowest bid, the others pass; True once a seat
    passed twice (asked again about the demande) with the auction still open."""
    for _ in range(40):
        view = game.public_view()
        assert view is not None
        said = view.auction
        passed = [a.seat for a in said if isinstance(a, Pass)]
        if len(passed) != len(set(passed)):
            return view.phase is Phase.AUCTION  # passes are shown while the auction lasts
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        bid_before = any(isinstance(a, Bid) for a in said)
        choice = bids[0] if bids and len(said) == 3 and not bid_before else legal[0]
        if not isinstance(choice, Pass | Bid):
            return False
        game.apply(choice)
    return False


def test_wb_b2_a_support_declined_is_said_as_such_on_the_table() -> None:
    for seed in range(30):
        game = new_game("whisch", {}, NAMES)
        game.start_deal(_deck(seed), _deck(seed + 100)[0])
        if _second_pass(game):
            break
    else:
        raise AssertionError("no seat was asked again in 30 deals")
    view = game.public_view()
    assert view is not None
    table = live_table(game, "whisch")
    english = "\n".join(auction_lines(table, view, "en"))
    assert "does not support" in english and english.count(": pass") == 3, english
    assert "stöder inte" in "\n".join(auction_lines(table, view, "sv"))


def test_sv_b5_a_replay_says_i_forhand() -> None:
    for seed in range(60):
        game = new_game("swedish", {}, NAMES)
        game.start_deal(_deck(seed), _deck(seed + 100)[0])
        for _ in range(80):
            seat, view = game.to_act, game.public_view()
            if seat is None or view is None or view.contract is not None:
                break
            legal = game.legal_actions(seat)
            bids = [a for a in legal if isinstance(a, Bid)]
            game.apply(bids[0] if bids else legal[0])  # each seat bids the lowest it may
        view = game.public_view()
        if view is not None and any(view.auction_takeovers):
            break
    else:
        raise AssertionError("no takeover in 60 deals")
    assert "(i förhand)" in game_text(game, "sv")
