"""The terminal's bid menu lists a contract's suits in the rank the line above it states, best
first (FB-B4: "the suits rank ♦ ♥ ♣ ♠, best first"), as the Discord view's buttons do; where
the rules rank no suits, the bids keep the order they are offered in. Before, the menu listed
♠ ♣ ♥ ♦ under "♦ ♥ ♣ ♠, best first"."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid
from bot.engine.describe import suit_rank_symbols
from bot.terminal_menu import in_menu_order
from tests.render.test_table_words_by_variant import started


def _suits_by_contract(actions: list[object]) -> dict[tuple[str, object], list[str]]:
    out: dict[tuple[str, object], list[str]] = {}
    for action in actions:
        if isinstance(action, Bid) and action.suit is not None and action.card is None:
            out.setdefault((action.contract, action.level), []).append(action.suit.symbol)
    return out


@pytest.mark.parametrize(
    ("variant", "settings"),
    [("fontainebleau", {}), ("fontainebleau", {"suit_order": "HDCS"}), ("russian", {})],
)
def test_the_bid_menu_runs_best_first_as_the_line_says(
    variant: str, settings: dict[str, object]
) -> None:
    game = started(variant, settings)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    rank = suit_rank_symbols(game.rules, view, view.legal)
    assert rank is not None
    listed = _suits_by_contract(list(in_menu_order(view, game.rules)))
    assert listed, "suit bids are offered"
    for suits in listed.values():
        assert suits == [s for s in rank.split() if s in suits], (rank, listed)


@pytest.mark.parametrize(("variant", "turned"), [("mariland", "AD"), ("nantes", "AD")])
def test_suits_no_rule_ranks_keep_their_order_in_the_menu(variant: str, turned: str) -> None:
    game = started(variant, turned=turned)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    assert in_menu_order(view, game.rules) == in_menu_order(view)
    assert _suits_by_contract(list(in_menu_order(view))) == _suits_by_contract(list(view.legal))
