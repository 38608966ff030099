"""DW-P7 in the final post: the share-out of the pool and the reserve is posted
under "End of the game" in the reader's language, and nothing is said to be left; until then
the reserve a cap keeps out of the pool (DW-P3) lies beside it, and a deal's result says both."""

from __future__ import annotations

import pytest

from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.results import final_text, pool_lines, result_text
from tests.engine.dawson.helpers import contract_result
from tests.render.tables import NAMES, live_table


def capped_game() -> Game:
    """Pool 100 and reserve 250 after three deals at a cap of 100 (test_dawson_end)."""
    game = new_game("dawson", {"pool_cap": 100}, NAMES, 1)
    game.add_scored(contract_result("5", 2, 5, dealer=1))
    game.add_scored(contract_result("7", 3, 5, dealer=2))
    game.add_scored(contract_result("5", 4, 6, dealer=3))
    return game


@pytest.mark.parametrize(
    ("lang", "heading", "share"),
    [
        ("en", "End of the game:", "the pool and the reserve, 100 + 250 = 350, are divided"),
        ("sv", "Partiets slut:", "potten och reserven, 100 + 250 = 350, delas lika"),
    ],
)
def test_dw_p7_the_final_post_shows_the_share_out(lang: Lang, heading: str, share: str) -> None:
    game = capped_game()
    final = game.close()
    text = final_text(live_table(game, "dawson"), final, lang)
    flat = " ".join(text.split())
    assert heading in text and share in flat, text
    assert "not shared out" not in text and "inte utdelad" not in text
    # The standings add up to zero: the players' balances are the whole game.
    assert sum(game.balances.values()) == 0


def test_dw_p3_the_reserve_lies_beside_the_pool_until_the_share_out() -> None:
    """A game not yet closed (its share-out not booked): 350 lies on the table, the pool's
    100 and the reserve's 250; the last result says both, and so does the table's pool line.
    Closed, nothing (a finished game is always closed, so the final post has no line
    for a pool left)."""
    game = capped_game()
    live = live_table(game, "dawson")
    assert game.ledger.snapshot() == {"pool": 100, "reserve": 250}  # 350 on the table
    assert game.pool_now() == (100, 0)
    last = game.deals[-1]
    assert last.settlement is not None
    shown = result_text(live, game, last, last.settlement, "en")
    assert "pool now 100, reserve 250" in shown, shown
    assert pool_lines(live, game, "en") == ["Pool: 100 · reserve 250"]
    game.close()
    assert game.ledger.snapshot() == {"pool": 0, "reserve": 0}
    assert game.pool_now() == (0, 0)
