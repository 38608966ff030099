"""The away view's "Last move made for you" (``cogs.boston.play.kept_move``) says a call as
every other line says it: a bid that took over an equal one with its word (SV-B5, "i
förhand"), a second pass that declines to support the demande as such (WB-B2), not as a
plain bid or pass."""

from __future__ import annotations

import random

from bot.engine.actions import Bid, Pass
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.tables.service import LiveTable
from cogs.boston.play import kept_move
from tests.render.tables import NAMES, live_table
from tests.render.test_auction_declines import (
    _second_pass,  # pyright: ignore[reportPrivateUsage]
)


def _deck(seed: int) -> list[int]:
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    return cards


def _kept_since_start(game: Game, variant: str, seat: int) -> LiveTable:
    """A table around ``game`` whose ``seat`` a computer kept for its person from before the
    deal's first action: every move of the seat in the deal was made for them."""
    table = live_table(game, variant)
    entry = game.deals.last
    assert entry is not None and entry.deal is not None
    table.seq = 1 + len(entry.deal.actions)  # the deal's event, then one per action
    table.away_since[seat] = 1
    return table


def _takeover() -> tuple[Game, int]:
    """A Swedish deal in which each seat bids the lowest it may, stopped right after a bid
    that took over an equal one; that bid's seat."""
    for seed in range(60):
        game = new_game("swedish", {}, NAMES)
        game.start_deal(_deck(seed), _deck(seed + 100)[0])
        for _ in range(80):
            seat, view = game.to_act, game.public_view()
            if seat is None or view is None or view.contract is not None:
                break
            legal = game.legal_actions(seat)
            bids = [a for a in legal if isinstance(a, Bid)]
            game.apply(bids[0] if bids else legal[0])
            view = game.public_view()
            if view is not None and view.auction_takeovers and view.auction_takeovers[-1]:
                return game, seat
    raise AssertionError("no takeover in 60 deals")


def test_sv_b5_a_takeover_made_for_an_away_seat_says_i_forhand() -> None:
    game, seat = _takeover()
    table = _kept_since_start(game, "swedish", seat)
    said = kept_move(table, seat, "sv")
    assert said is not None and "i förhand" in said, said


def test_wb_b2_a_support_declined_for_an_away_seat_says_so() -> None:
    for seed in range(30):
        game = new_game("whisch", {}, NAMES)
        game.start_deal(_deck(seed), _deck(seed + 100)[0])
        if _second_pass(game):
            break
    else:
        raise AssertionError("no seat was asked again in 30 deals")
    entry = game.deals.last
    assert entry is not None and entry.deal is not None
    last = entry.deal.actions[-1]
    assert isinstance(last, Pass)  # its second pass: it passed before and declines now
    table = _kept_since_start(game, "whisch", last.seat)
    english = kept_move(table, last.seat, "en")
    assert english is not None and "does not support" in english, english
    swedish = kept_move(table, last.seat, "sv")
    assert swedish is not None and "stöder inte" in swedish, swedish
