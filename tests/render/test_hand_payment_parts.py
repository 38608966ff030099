"""A hand view's "Your payment" under the previous deal breaks the seat's payment into its
parts where it has several, each named as the engine names the deal's payments (Dawson's
ante and contract; Nantes' deposit, contract, pool and carte de boston): "Your payment: -83
(ante -20, contract -63)", the parts on a line of their own where the one line is wider than
a phone's. A payment of one part keeps its single figure. Before: the total alone."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.describe import payment_parts
from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.hand_extras import last_deal_lines
from tests.render.tables import live_table
from tests.render.test_result_dealer_named_once import played_by

LANGS: tuple[Lang, ...] = ("en", "sv")


def _payment_lines(variant: str, seat: int, lang: Lang) -> list[str]:
    """The hand view's lines about deal 1 (North deals and plays), as ``seat`` sees them
    while deal 2 is bid, from "Your payment" on."""
    game = played_by(variant, declarer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    view = game.view(seat)
    assert view is not None
    lines = last_deal_lines(live_table(game, variant), game, view, lang)
    at = next(i for i, line in enumerate(lines) if line.startswith(("Your payment", "Din bet")))
    return lines[at:]


@pytest.mark.parametrize(
    ("lang", "seat", "want"),
    [
        ("en", 1, ["Your payment: -83 (ante -20, contract -63)"]),
        ("sv", 1, ["Din betalning: -83 (insats -20, kontrakt -63)"]),
        ("en", 2, ["Your payment: +11 (ante -10, contract +21)"]),
        ("sv", 3, ["Din betalning: +11 (insats -10, kontrakt +21)"]),
    ],
)
def test_dawsons_payment_names_its_ante_and_contract(
    lang: Lang, seat: int, want: list[str]
) -> None:
    assert _payment_lines("dawson", seat, lang) == want


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        (
            "en",
            ["Your payment: -58", "(deposit -10, contract -36, pool -10,", "carte de boston -2)"],
        ),
        (
            "sv",
            ["Din betalning: -58", "(insats -10, kontrakt -36, pott -10,", "carte de boston -2)"],
        ),
    ],
)
def test_a_long_breakdown_stands_under_the_total(lang: Lang, want: list[str]) -> None:
    """North lost a demande: its deposit as dealer, the contract, the pool doubled, and the
    carte de boston's 2 to West."""
    lines = _payment_lines("nantes", 1, lang)
    assert lines == want
    assert all(display_width(line) <= PHONE_LINE for line in lines), lines


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", ["swedish", "mariland", "whisch"])
def test_a_payment_of_one_part_keeps_its_single_figure(variant: str, lang: Lang) -> None:
    lines = _payment_lines(variant, 2, lang)
    assert len(lines) == 1 and "(" not in lines[0], lines


@pytest.mark.parametrize("variant", ["dawson", "nantes", "fontainebleau", "russian"])
def test_the_parts_add_up_to_the_seats_payment(variant: str) -> None:
    game = played_by(variant, declarer=1)
    settlement = game.deals[-1].settlement
    assert settlement is not None
    words = game.words
    for seat in (1, 2, 3, 4):
        parts = payment_parts(settlement, seat, words, "en")
        if parts:
            assert sum(n for _, n in parts) == settlement.net()[seat], (seat, parts)
            assert len({w for w, _ in parts}) == len(parts), parts
