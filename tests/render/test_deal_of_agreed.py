"""The table message's head says how long the game is where a number of deals is agreed
(FB-G1, NT-G2, SV-F3's ``deals``): "Deal 5 of 12" from the first deal, so a newcomer knows it
before the last one; the last agreed deal keeps its note ("the last of 12 deals"), so the
head does not say it twice; a tour of betar, which ends on a result (SV-P11), says no count."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.variants import new_game
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table


def started(variant: str, settings: dict[str, object]) -> Game:
    game = new_game(variant, settings, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


@pytest.mark.parametrize(
    ("variant", "settings", "en", "sv"),
    [
        ("fontainebleau", {}, "Deal 1 of 12 · Boston de Fontainebleau", "Giv 1 av 12 · "),
        ("nantes", {"deals": 40}, "Deal 1 of 40 · Boston de Nantes", "Giv 1 av 40 · "),
        ("swedish", {"deals": 3}, "Deal 1 of 3 · Swedish Boston", "Giv 1 av 3 · Svensk boston"),
    ],
)
def test_an_agreed_number_of_deals_is_said_from_the_first(
    variant: str, settings: dict[str, object], en: str, sv: str
) -> None:
    table = live_table(started(variant, settings), variant)
    assert play_text(table, "en").splitlines()[0] == en
    assert play_text(table, "sv").splitlines()[0].startswith(sv)


def test_the_last_agreed_deal_and_a_tour_say_no_count() -> None:
    only = live_table(started("swedish", {"deals": 1}), "swedish")
    lines = play_text(only, "en").splitlines()
    assert lines[:2] == [
        "Deal 1 · Swedish Boston",
        "traditional payment (protocol) · the only deal",
    ]
    tour = live_table(started("swedish", {}), "swedish")  # a tour of 24 betar (SV-P11)
    assert play_text(tour, "en").splitlines()[0] == "Deal 1 · Swedish Boston"
