"""SV-T4: a refused claim is said to everyone while its trick lasts ("{who} refused
{declarer}'s claim: play goes on."), on a phone's lines (``PHONE_LINE``) as the lines beside
it are, each player's name whole. With names of about 20 characters it took 59 to 82
columns in one line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.cards import parse_card
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.deal_lines import deal_lines
from db.models import SeatAssignment
from tests.render.tables import live_table

LONG_NAMES = (
    "Kristoffer Lindqvist",
    "Margaretha Söderberg",
    "Charlotte Wennerberg",
    "Ebba Hammarskjöld",
)
"""Players' names of about 20 characters, as many a server's nicknames are."""


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            [
                "Charlotte Wennerberg refused",
                "Margaretha Söderberg's claim: play goes on.",
            ],
        ),
        (
            "sv",
            [
                "Charlotte Wennerberg avslog kravet från",
                "Margaretha Söderberg: spelet fortsätter.",
            ],
        ),
    ],
)
def test_a_refused_claim_with_long_names_keeps_to_a_phones_lines(
    lang: Lang, said: list[str]
) -> None:
    game = new_game("swedish", {}, LONG_NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    table = live_table(game, "swedish")
    for seat, name in enumerate(LONG_NAMES, start=1):
        table.seats[seat] = SeatAssignment(seat=seat, player_id=10 + seat, display_name=name)
    view = game.public_view()
    assert view is not None
    refused = replace(view, phase=Phase.PLAY, declarer=2, claim_refused_by=3)
    lines = deal_lines(table, refused, lang)
    assert [line for line in lines if display_width(line) > PHONE_LINE] == [], lines
    at = lines.index(said[0])
    assert lines[at : at + len(said)] == said, lines
