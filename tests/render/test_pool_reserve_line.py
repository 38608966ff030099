"""The reserve beside the pool (DW-P3): with a cap, what is paid in above it waits in a
reserve that refills an emptied pool. The result posts said "pool now 60, reserve 140", but
the table message only ever said "Pool: 60": whoever looked at the table did not see the 140
waiting. It says the reserve on a phone's lines, in both languages; a game whose reserve is
empty, or that keeps none, says the pool alone. While a deal is played both lie as the rules
place that deal's antes, put in before dealing: what the cap keeps out of the pool in the
reserve, each saying what of the antes it holds (a playtest added up "Pool: 60 · reserve
140" during a deal and found the deal's 50 nowhere)."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.results import pool_lines
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table


def capped(content: int, reserve: int, *, deal: bool = True) -> Game:
    """A Dawson game with ``pool_cap=60`` whose pool and reserve hold what is given, as
    earlier deals' settlements left them, its next deal dealt (``deal``)."""
    game = new_game("dawson", {"pool_cap": 60}, NAMES)
    ledger = game.ledger
    assert isinstance(ledger, DawsonLedger)
    ledger.pool.content, ledger.pool.reserve = content, reserve
    if deal:
        game.start_deal(list(range(52)), parse_card("KC"))
    return game


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["Pool: 60", "reserve 190 (this deal's ante of 50 in it)"]),
        ("sv", ["Pott: 60", "reserv 190 (med den här givens insats på 50)"]),
    ],
)
def test_dw_p3_the_pool_line_says_the_reserve_beside_the_pool(lang: Lang, said: list[str]) -> None:
    game = capped(60, 140)  # full: this deal's antes all go to the reserve
    assert pool_lines(live_table(game, "dawson"), game, lang) == said


def test_dw_p3_the_table_message_says_the_reserve() -> None:
    game = capped(60, 140)
    text = play_text(live_table(game, "dawson"), "en")
    assert "reserve 190 (this deal's ante of 50 in it)" in text.splitlines(), text
    sv = play_text(live_table(game, "dawson"), "sv").splitlines()
    assert "reserv 190 (med den här givens insats på 50)" in sv


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_p3_a_long_pool_line_and_its_reserve_keep_to_a_phones_lines(lang: Lang) -> None:
    game = capped(20, 30)  # 40 of this deal's antes in the pool, 10 in the reserve
    lines = pool_lines(live_table(game, "dawson"), game, lang)
    assert lines == (
        ["Pool: 60 (40 of this deal's ante of 50 in it)", "reserve 40 (the other 10 in it)"]
        if lang == "en"
        else ["Pott: 60 (med 40 av den här givens insats på 50)", "reserv 40 (med de övriga 10)"]
    )
    assert all(display_width(line) <= PHONE_LINE for line in lines), lines


def test_dw_p3_between_deals_too() -> None:
    game = capped(60, 90, deal=False)
    assert pool_lines(live_table(game, "dawson"), game, "en") == ["Pool: 60 · reserve 90"]


def test_an_empty_reserve_or_none_is_not_said() -> None:
    game = capped(10, 0)
    assert pool_lines(live_table(game, "dawson"), game, "en") == [
        "Pool: 60 (this deal's ante of 50 in it)"
    ]
    plain = new_game("dawson", {}, NAMES)  # no cap, no reserve
    plain.start_deal(list(range(52)), parse_card("KC"))
    assert pool_lines(live_table(plain, "dawson"), plain, "en") == [
        "Pool: 50 (this deal's ante of 50 in it)"
    ]
    nantes = new_game("nantes", {}, NAMES)
    assert pool_lines(live_table(nantes, "nantes"), nantes, "en") == ["Pool: 0"]
