"""The pool as it lies on the table (``Game.pool_now``): the dealer's deposit goes in before
the deal (FB-L1, NT-D5) though the ledger books it with the deal's settlement, so while a deal
is played the pool holds it; twice in Nantes' doubles (NT-G2, NT-P8); Dawson's antes likewise
(DW-P3), as far as a cap lets them in; a game without a pool has none."""

from __future__ import annotations

from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.nantes.ledger import NantesLedger
from bot.engine.variants import new_game
from cogs.boston.results import pool_lines
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
    # DW-P3: every player antes before the deal, the dealer double (a playtest read "Pool: 350"
    # and then "twice the pool, 800": the antes were in what was paid, not in what was shown).
    assert dealt("dawson").pool_now() == (50, 50)
    assert dealt("dawson", {"ante": 5}).pool_now() == (25, 25)
    assert dealt("dawson", {"pool_cap": 30}).pool_now() == (30, 30)  # the rest to the reserve


def test_a_double_deposits_twice() -> None:
    """NT-G2: the last 8 of 40 deals are doubles."""
    ledger = NantesLedger(deposit=10, deals=40, doubles=8)
    ledger.number = 31  # 31 deals settled: the next, the 32nd, is simple
    assert ledger.deposit_due() == 10
    ledger.number = 32  # the 33rd is the first double
    assert ledger.deposit_due() == 20
    ledger.number = 40  # a deal played on for the pool (NT-G4) is simple again
    assert ledger.deposit_due() == 10


def test_the_table_message_says_the_deals_deposit_is_in_the_pool() -> None:
    game = dealt("nantes")
    table = live_table(game, "nantes")
    assert pool_lines(table, game, "en") == ["Pool: 10 (this deal's deposit of 10 in it)"]
    assert pool_lines(table, game, "sv") == ["Pott: 10 (med den här givens insats på 10)"]
    dawson = dealt("dawson")
    table = live_table(dawson, "dawson")
    assert pool_lines(table, dawson, "en") == ["Pool: 50 (this deal's ante of 50 in it)"]
