"""A second demande over the first (never offered by the buttons, but a forged click or a
record may send it) is refused for WB-B3's reason, named, not only "Your bid is too low"."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.errors import IllegalAction, Refusal
from bot.i18n import Lang, illegal_move_reason, refusal_reason
from tests.engine.whisch.test_whisch import deal, run


def refused(*before: Pass | Bid, bid: Bid) -> IllegalAction:
    d = deal()
    run(d, *before)
    with pytest.raises(IllegalAction) as err:
        d.apply(bid)
    return err.value


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en", "A demande stands: a second one cannot be bid over it."),
        ("sv", "En demande står: en andra kan inte bjudas över den."),
    ],
)
def test_wb_b3_a_second_demande_is_refused_for_its_reason(lang: Lang, reason: str) -> None:
    err = refused(Bid(1, "demande"), bid=Bid(2, "demande"))
    assert err.code is Refusal.BID_TOO_LOW and err.fields == {"demande": "Demande"}
    assert refusal_reason(lang, err) == reason
    assert "second demande" in err.message  # the engine's own words, in English


def test_wb_b3_a_record_names_the_seat() -> None:
    err = refused(Bid(1, "demande"), bid=Bid(2, "demande"))
    fields = {"illegal": err.code.value, **err.fields, "seat": 2, "turn": 2}
    said = illegal_move_reason("en", fields)
    assert said == "Seat 2 bids a second Demande over the first."
    assert illegal_move_reason("sv", fields) == "Plats 2 bjuder en andra Demande över den första."


def test_wb_b2_a_passed_seat_is_told_it_passed_first() -> None:
    """WB-B2 before WB-B3: the first thing wrong with the bid is said."""
    err = refused(Pass(1), Bid(2, "demande"), Pass(3), Pass(4), bid=Bid(1, "demande"))
    assert err.code is Refusal.PASSED
