"""Boston de Nantes at the edges its other tests skip: a lone demander's lowest count, eight
tricks, is paid the forced price (NT-P4: 24 in petite, 48 in belle); and the carte de boston is
no bonus in a deal without trumps, a misère (NT-J1), though the ledger passes its holder
whatever the contract."""

from __future__ import annotations

from bot.engine.nantes.ledger import NantesOutcome
from tests.engine.nantes.test_nantes_payments import outcome, x
from tests.engine.nantes.test_nantes_payments import settle as nt_settle


def test_nt_p4_a_lone_demander_s_eight_tricks_are_the_forced_price() -> None:
    assert x(outcome("demande", 4, 8, trump="C")) == 24
    o = outcome("demande", 4, 8, trump="H", boston=1)
    assert x(o) == 48
    assert nt_settle(o, 40) == ([-42, -50, -50, 182], 0)  # as NT-X5's nine tricks


def test_nt_j1_no_carte_de_boston_in_a_misere() -> None:
    # The ledger passes the holder of the J♦ as dealt whatever the contract (holder()); the
    # test helper outcome() drops it for a misère, so the outcome is built here directly.
    plain = outcome("petite-misere", 3, 0, turned="2H")
    held = NantesOutcome(plain.result, plain.belle, 1)
    assert nt_settle(held, 0) == nt_settle(plain, 0)
