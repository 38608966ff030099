"""SV-P12's rounding remainder drawn by lot, the table setting ``remainder=lot``.

The source suggests a draw for the remainder betdelning's rounding leaves in (or missing from)
the pot; the engine is replayed from the record, so the lot is the last turned card, which
was random, unknown before it was turned and is in the record: its suit draws the seat
(♠ seat 1, ♥ seat 2, ♣ seat 3, ♦ seat 4). The default, ``balance``, keeps the decision on
balances (the lowest takes a surplus, the highest bears a shortfall).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.actions import Pass
from bot.engine.cards import parse_card
from bot.engine.checkpoint import checkpoint, restore
from bot.engine.game import Game
from bot.engine.record import game_from_record, game_to_record
from bot.engine.settings import SettingsError
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.variants import get_variant, new_game
from tests.engine.helpers import swedish_result as deal

NAMES = ["Anna", "Bengt", "Cilla", "David"]


def all_pass(game: Game, turned: str) -> None:
    """A played deal everyone passes, with ``turned`` as its turned card."""
    deck = [c for c in range(52) if c != parse_card(turned)] + [parse_card(turned)]
    game.start_deal(deck, parse_card(turned))
    while (seat := game.to_act) is not None:
        game.apply(Pass(seat))


def shortfall_game(remainder: str, turned: str = "KH") -> Game:
    """Columns 96, 96, 96, 200 after David's 7 spel is lost by one (balances 20, 20, 20,
    −60): 30 taken thrice, 80 paid, 10 missing from the pot; then a played ompassning."""
    game = new_game("swedish", {"remainder": remainder}, NAMES)
    game.add_scored(deal("7", 4, 6))
    all_pass(game, turned)
    return game


def surplus_game(remainder: str, turned: str = "5D") -> Game:
    """Ålar of 100, Cilla's played off by her 7 spel (balances −20, −20, 60, −20): 30 paid
    thrice, 80 taken, 10 left in the pot; then a played ompassning."""
    game = new_game("swedish", {"remainder": remainder, "al": 100}, NAMES)
    game.add_scored(deal("7", 3, 7))
    all_pass(game, turned)
    return game


def test_sv_p12_default_remainder_goes_by_balance_whatever_card_was_turned() -> None:
    game = shortfall_game("balance")
    final = game.close()
    assert final.lines[-1] == (
        "10 missing from the pot is paid by Anna (highest balance, tied with Bengt and Cilla; "
        "the lowest seat number pays)"
    )
    assert final.net() == {1: 20, 2: 30, 3: 30, 4: -80}
    assert new_game("swedish", {}, NAMES).settings["remainder"] == "balance"


def test_sv_p12_lot_a_shortfall_is_borne_by_the_seat_the_turned_card_draws() -> None:
    """K♥: hearts draw seat 2, so Bengt pays the 10 missing, not Anna (highest balance)."""
    final = shortfall_game("lot", "KH").close()
    assert final.lines[-1] == (
        "the lot (the last turned card, K♥; ♠ ♥ ♣ ♦ draw seats 1–4) falls to seat 2: "
        "Bengt pays the 10 missing from the pot"
    )
    assert final.text("sv")[-1] == (
        "lotten (det senast vända kortet, K♥; ♠ ♥ ♣ ♦ lottar plats 1–4) faller på plats 2: "
        "Bengt betalar de 10 som saknas i potten"
    )
    assert final.net() == {1: 30, 2: 20, 3: 30, 4: -80}
    assert final.extra["remainder"] == -10


def test_sv_p12_lot_a_surplus_goes_to_the_seat_the_turned_card_draws() -> None:
    """5♦: diamonds draw seat 4, so David takes the 10 left, not Anna (lowest balance)."""
    final = surplus_game("lot", "5D").close()
    assert final.lines[-1] == (
        "the lot (the last turned card, 5♦; ♠ ♥ ♣ ♦ draw seats 1–4) falls to seat 4: "
        "David takes the 10 left in the pot"
    )
    assert final.text("sv")[-1] == (
        "lotten (det senast vända kortet, 5♦; ♠ ♥ ♣ ♦ lottar plats 1–4) faller på plats 4: "
        "David tar de 10 som blev över i potten"
    )
    assert final.net() == {1: -30, 2: -30, 3: 80, 4: -20}


@pytest.mark.parametrize(
    ("turned", "seat"), [("2S", 1), ("AS", 1), ("7H", 2), ("QC", 3), ("TD", 4)]
)
def test_sv_p12_lot_the_suit_draws_the_seat(turned: str, seat: int) -> None:
    final = surplus_game("lot", turned).close()
    base = {1: -30, 2: -30, 3: 80, 4: -30}
    assert final.net() == {s: v + (10 if s == seat else 0) for s, v in base.items()}


def test_sv_p12_lot_replayed_from_the_record_and_restored_from_a_checkpoint() -> None:
    for make in (shortfall_game, surplus_game):
        game = make("lot")
        again = game_from_record(game_to_record(game))
        restored = restore(checkpoint(game))
        final = game.close()
        for other in (again, restored):
            other_final = other.close()
            assert other_final.lines == final.lines
            assert other_final.text("sv") == final.text("sv")
            assert other.balances == game.balances


def test_sv_p12_lot_the_last_turned_card_before_scored_deals() -> None:
    """A deal entered by its result turns no card: the last card turned before it draws."""
    game = new_game("swedish", {"remainder": "lot"}, NAMES)
    all_pass(game, "QC")
    game.add_scored(replace(deal("7", 4, 6), dealer=game.next_dealer))
    final = game.close()
    assert final.lines[-1].startswith(
        "the lot (the last turned card, Q♣; ♠ ♥ ♣ ♦ draw seats 1–4) falls to seat 3:"
    )
    assert final.net() == {1: 30, 2: 30, 3: 20, 4: -80}


def test_sv_p12_lot_without_any_turned_card_falls_back_to_the_balances() -> None:
    game = new_game("swedish", {"remainder": "lot"}, NAMES)
    game.add_scored(deal("7", 4, 6))
    final = game.close()
    assert final.lines[-1] == (
        "10 missing from the pot is paid by Anna (highest balance, tied with Bengt and Cilla; "
        "the lowest seat number pays: no turned card to draw the lot)"
    )
    assert final.text("sv")[-1] == (
        "10 som saknas i potten betalas av Anna (högst saldo, lika med Bengt och Cilla; lägsta "
        "platsnumret betalar: inget vänt kort att lotta med)"
    )
    assert final.net() == {1: 20, 2: 30, 3: 30, 4: -80}


def test_sv_p12_lot_no_deal_played_leaves_no_remainder() -> None:
    final = new_game("swedish", {"remainder": "lot"}, NAMES).close()
    assert final.payments == ()
    assert final.extra["remainder"] == 0
    assert not any("lot" in line for line in final.lines)


def test_sv_p12_an_ompassning_alone_leaves_no_remainder() -> None:
    game = new_game("swedish", {"remainder": "lot"}, NAMES)
    all_pass(game, "KH")
    final = game.close()
    assert final.payments == () and final.extra["remainder"] == 0


def test_sv_p12_protocol_default_is_the_balance() -> None:
    assert SwedishProtocol().remainder == "balance"


@pytest.mark.parametrize("value", ["dice", "", 1, True, None])
def test_sv_p12_remainder_refuses_a_bad_value(value: object) -> None:
    with pytest.raises(SettingsError) as caught:
        new_game("swedish", {"remainder": value}, NAMES)
    assert caught.value.code == "must_choice"
    assert caught.value.fields["name"] == "remainder"


def test_sv_p12_the_lobby_says_the_lot_in_words() -> None:
    words = get_variant("swedish").words
    assert words.term("remainder.lot", "en") == "drawn by the last turned card"
    assert words.term("remainder.lot", "sv") == "lottas med det senast vända kortet"
