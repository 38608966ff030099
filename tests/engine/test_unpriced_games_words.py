"""WB-P, MA-P: no source prices Le Whisch Bostonien or Mariland. Said once, where a table is
presented, for a player: which game the bot's prices are based on, not "the project's
reconstruction" (a reader does not know what project); and the result posts head their
payments "Payments:" as every other game's, not "Payments (reconstructed):" deal after deal."""

from __future__ import annotations

import pytest

from bot.engine.variants import get_variant


@pytest.mark.parametrize(
    ("variant", "en", "sv"),
    [
        (
            "whisch",
            "no old rule book gives prices for Le Whisch Bostonien: the bot's prices are "
            "based on Boston de Nantes, its nearest relative",
            "ingen gammal regelbok anger priser för Le Whisch Bostonien: botens priser bygger "
            "på Boston de Nantes, dess närmaste släkting",
        ),
        (
            "mariland",
            "no old rule book gives prices for Mariland: the bot's prices are based on Boston "
            "de Fontainebleau, its successor",
            "ingen gammal regelbok anger priser för Mariland: botens priser bygger på Boston "
            "de Fontainebleau, dess efterföljare",
        ),
    ],
)
def test_an_unpriced_game_says_what_its_prices_are_based_on(variant: str, en: str, sv: str) -> None:
    words = get_variant(variant).words
    assert words.term("reconstructed", "en") == en
    assert words.term("reconstructed", "sv") == sv
    for lang in ("en", "sv"):
        said = words.term("reconstructed", lang)  # type: ignore[arg-type]
        assert "project" not in said and "projekt" not in said


@pytest.mark.parametrize("variant", ["whisch", "mariland"])
def test_an_unpriced_games_payments_are_not_marked_on_every_deal(variant: str) -> None:
    assert not get_variant(variant).words.has_term("reconstructed.short")
