"""SV-P12: betdelning's rounding remainder goes by balance (``remainder=balance``); where
balances tie, the lowest seat number takes or pays it, and the line says so (only then), so
that a player level with the one chosen can see why it was not them."""

from __future__ import annotations

from bot.engine.swedish.protocol import SwedishProtocol
from tests.engine.helpers import swedish_result as deal

NAMES = ("Astrid", "Bengt", "Cilla", "David")


def test_sv_p12_a_tie_for_the_remainder_is_said() -> None:
    p = SwedishProtocol(names=NAMES)
    p.settle(deal("7", 1, 6))
    p.settle(deal("7", 4, 6))
    assert p.balances == {1: -40, 2: 40, 3: 40, 4: -40}
    s = p.final_settlement()
    assert s.extra["remainder"] == 10
    assert s.lines[-1] == (
        "10 left in the pot goes to Astrid (lowest balance, tied with David; the lowest seat "
        "number takes it)"
    )
    assert s.text("sv")[-1] == (
        "10 över i potten går till Astrid (lägst saldo, lika med David; lägsta platsnumret får det)"
    )


def test_sv_p12_a_three_way_tie_names_both_others() -> None:
    p = SwedishProtocol(names=NAMES)
    p.settle(deal("7", 4, 6))
    assert p.balances == {1: 20, 2: 20, 3: 20, 4: -60}
    s = p.final_settlement()
    assert s.lines[-1] == (
        "10 missing from the pot is paid by Astrid (highest balance, tied with Bengt and "
        "Cilla; the lowest seat number pays)"
    )
    assert s.text("sv")[-1] == (
        "10 som saknas i potten betalas av Astrid (högst saldo, lika med Bengt och Cilla; "
        "lägsta platsnumret betalar)"
    )


def test_sv_p12_no_tie_no_tie_words() -> None:
    p = SwedishProtocol(names=NAMES, al=97)
    p.settle(deal("7", 3, 7))
    s = p.final_settlement()
    assert s.extra["remainder"] == -10
    assert s.lines[-1] == "10 missing from the pot is paid by Cilla (highest balance)"
    assert s.text("sv")[-1] == "10 som saknas i potten betalas av Cilla (högst saldo)"
