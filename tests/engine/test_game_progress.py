"""How far a game has come, as the engine says it to the tables and the club
(``Game.agreed_deals``, ``Game.played_off``): the agreed number of deals (SV-F3; none for its
0), and the betar of a tour played off (SV-P11), which only a tour of betar keeps (a
simplified-payment Swedish game and every other variant: None). Before, the tables read the
``deals`` setting and the ledger's snapshot by key."""

from __future__ import annotations

import random

import pytest

from bot.engine.variants import new_game, variant_names
from tests.engine.test_scored_settings import play_random_deal

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def test_a_tour_counts_its_betar_played_off_as_its_protocol_does() -> None:
    game = new_game("swedish", {}, NAMES)
    assert game.played_off == 0
    rng = random.Random(3)
    while game.played_off == 0:
        play_random_deal(game, rng)
    protocol = game.ledger.snapshot()["played_off"]
    assert game.played_off == protocol == 1


@pytest.mark.parametrize("variant", [v for v in variant_names() if v != "swedish"])
def test_no_tour_of_betar_no_count(variant: str) -> None:
    assert new_game(variant, {}, NAMES).played_off is None


def test_the_simplified_payment_keeps_no_tour() -> None:
    assert new_game("swedish", {"payment": "simplified"}, NAMES).played_off is None


@pytest.mark.parametrize(("deals", "agreed"), [(0, None), (3, 3), (12, 12)])
def test_the_agreed_number_of_deals(deals: int, agreed: int | None) -> None:
    assert new_game("swedish", {"deals": deals}, NAMES).agreed_deals == agreed
    assert new_game("fontainebleau", {"deals": max(deals, 4)}, NAMES).agreed_deals == max(deals, 4)
