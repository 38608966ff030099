"""The balances line on a phone (about 50 columns shown): "Balances: North +120 · East -340 ·
South +110 · West +110" took 53 columns with the shortest names, and Discord broke it inside a
seat ("West" / "+110"). Where it does not fit, it is broken between seats, two a line where
both lines fit, each seat's name and amount whole on one; the table message, the result post
and the closed table's message draw it alike, in English and Swedish."""

from __future__ import annotations

import pytest

from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.tables.service import LiveTable
from bot.wrapping import display_width
from cogs.boston.deal_lines import PHONE_LINE
from cogs.boston.results import balances_lines, balances_text, net_lines
from cogs.boston.table_message import closed_text, play_text
from tests.render.tables import NAMES, live_table

LONG = {1: 120, 2: -340, 3: 110, 4: 110}


def _table(balances: dict[int, int]) -> LiveTable:
    game = new_game("swedish", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), 0)
    game.balances = dict(balances)
    return live_table(game)


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        ("en", ["Balances: North +120 · East -340", "South +110 · West +110"]),
        ("sv", ["Ställning: North +120 · East -340", "South +110 · West +110"]),
    ],
)
def test_long_balances_are_two_seats_a_line(lang: Lang, want: list[str]) -> None:
    table = _table(LONG)
    assert balances_text(table, LONG, lang).splitlines() == want
    for text in (play_text(table, lang), closed_text(table, lang, cancelled=True)):
        lines = text.splitlines()
        at = lines.index(want[0])
        assert lines[at : at + 2] == want, lines


def test_short_balances_stay_on_one_line() -> None:
    table = _table({1: 5, 2: -5, 3: 0, 4: 0})
    assert balances_text(table, {1: 5, 2: -5, 3: 0, 4: 0}, "en") == (
        "Balances: North +5 · East -5 · South 0 · West 0"
    )


def test_long_names_each_seat_whole_within_a_phone() -> None:
    names = ["Anna-Karin Lindqvist", "Bengt Olof Svensson", "Cecilia", "David"]
    balances = {1: 1184, 2: -402, 3: 1174, 4: -1956}
    for lang in ("en", "sv"):
        lines = balances_lines(balances, names, lang)
        assert all(display_width(line) <= PHONE_LINE for line in lines), lines
        flat = " · ".join(lines)
        for seat, name in enumerate(names, start=1):
            amount = f"{balances[seat]:+d}"
            assert f"{name} {amount}" in flat, lines


@pytest.mark.parametrize(("lang", "head"), [("en", "This deal: "), ("sv", "Den här given: ")])
def test_a_deals_net_is_broken_as_the_balances_are(lang: Lang, head: str) -> None:
    """The result post's "This deal:" line, right above the balances, was left whole: 66
    columns with a seat handed over during the deal, 104 with two."""
    names = ["North", "East → Computer 2 (heuristic)", "South", "West → Kibitzer"]
    net = {1: -30, 2: -20, 3: 80, 4: -30}
    lines = net_lines(net, names, lang)
    assert lines[0].startswith(head + "North -30"), lines
    assert all(display_width(line) <= PHONE_LINE for line in lines), lines
    for part in ("East → Computer 2 (heuristic) -20", "West → Kibitzer -30"):
        assert any(part in line for line in lines), (part, lines)  # each seat whole on a line
    short = net_lines({1: 10, 2: -10, 3: 0, 4: 0}, ["N", "E", "S", "W"], lang)
    assert short == [f"{head}N +10 · E -10 · S 0 · W 0"]


@pytest.mark.parametrize(("lang", "head"), [("en", "This deal:"), ("sv", "Den här given:")])
def test_a_first_seat_too_long_beside_the_heading_stands_under_it(lang: Lang, head: str) -> None:
    """A seat handed over during the deal between two long names ("Margaretha Söderberg →
    Kristoffer Lindqvist -30") did not fit beside the heading: the line took 58 columns (62
    in Swedish). The heading stands alone above the seats, as the auction's does, the seats
    then two and two where both lines fit."""
    names = ["Margaretha Söderberg → Kristoffer Lindqvist", "East", "South", "West"]
    net = {1: -30, 2: -20, 3: 80, 4: -30}
    assert net_lines(net, names, lang) == [
        head,
        "Margaretha Söderberg → Kristoffer Lindqvist -30",
        "East -20 · South +80 · West -30",
    ]
