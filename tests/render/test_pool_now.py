"""The pool as it lies on the table (``Game.pool_now``): the dealer's deposit goes in before
the deal (FB-L1, NT-D5) though the ledger books it with the deal's settlement, so while a deal
is played the pool holds it; twice in Nantes' doubles (NT-G2, NT-P8); Dawson's pool has no
deposit, and a game without a pool has none."""

from __future__ import annotations

from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.nantes.ledger import NantesLedger
from bot.engine.variants import new_game
from cogs.boston.render import pool_lines
from tests.render.tables import NAMES, live_table


def dealt(variant: str, settings: dict[str, object] | None = None) -> Game:
    game = new_game(variant, settings or {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


def test_the_deal_in_play_shows_its_deposit_in_the_pool() -> None:
    nantes = new_game("nantes", {}, NAMES)
    assert nantes.pool_now() == (0, 0)  # between deals: what the ledger holds
    nantes.start_deal(list(range(52)), parse_card("KC"))
    assert nantes.pool_now() == (10, 10)  # NT-D5
    assert dealt("fontainebleau").pool_now() == (50, 50)  # FB-L1: the default deposit
    assert dealt("fontainebleau", {"deposit": 20}).pool_now() == (20, 20)
    assert dealt("swedish").pool_now() is None


def test_a_double_deposits_twice() -> None:
    """NT-G2: the last 8 of 40 deals are doubles."""
    ledger = NantesLedger(deposit=10, deals=40, doubles=8)
    ledger.number = 31  # 31 deals settled: the next, the 32nd, is simple
    assert ledger.deposit_due() == 10
    ledger.number = 32  # the 33rd is the first double
    assert ledger.deposit_due() == 20
    ledger.number = 40  # a deal played on for the pool (NT-G4) is simple again
    assert ledger.deposit_due() == 10


def test_the_table_message_says_whose_deposit_is_in_the_pool() -> None:
    game = dealt("nantes")
    table = live_table(game, "nantes")
    dealer = NAMES[game.deals[-1].dealer - 1]
    assert pool_lines(table, game, "en") == [
        f"Pool: 10 ({dealer}'s deposit of 10 for this deal in it)"
    ]
    assert pool_lines(table, game, "sv") == [
        f"Pott: 10 (med {dealer}s insats på 10 för den här given)"
    ]
