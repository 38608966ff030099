"""A typed choice is matched to its choices whatever its case, and becomes the choice as the
rules spell it: Fontainebleau's ``suit_order`` (FB-1: ♦ ♥ ♣ ♠, or the French ♥ ♦ ♣ ♠) is upper
case, the other choices lower case, and a person types either way — in ``/boston new
rules:…`` (the text parser) and in the terminal's flags (``--suit-order HDCS``)."""

from __future__ import annotations

import argparse

import pytest

from bot.engine.variants import get_variant
from bot.rule_flags import add_rule_flags, rule_settings


@pytest.mark.parametrize("typed", ["HDCS", "hdcs", "Hdcs"])
def test_the_suit_order_is_read_from_the_text_in_any_case(typed: str) -> None:
    """FB-1: the French order, typed as the reviewer did (``rules:suit_order=HDCS``)."""
    model = get_variant("fontainebleau").settings_model
    raw = model.parse_text(f"suit_order={typed}")
    assert raw == {"suit_order": "HDCS"}
    assert model.check(raw)["suit_order"] == "HDCS"
    assert get_variant("fontainebleau").settings(raw)["suit_order"] == "HDCS"


def test_the_default_suit_order_can_be_typed_too() -> None:
    model = get_variant("fontainebleau").settings_model
    assert model.check(model.parse_text("suit_order=DHCS"))["suit_order"] == "DHCS"


def test_lower_case_choices_still_take_any_case() -> None:
    """NT-S settings: Nantes's rotation and Swedish Boston's payment are lower case."""
    nantes = get_variant("nantes").settings_model
    assert nantes.parse_text("rotation=LEFT") == {"rotation": "left"}
    swedish = get_variant("swedish").settings_model
    assert swedish.parse_text("payment=Simplified") == {"payment": "simplified"}


def test_a_document_preset_takes_any_case() -> None:
    """AM-S2: a card of prices by its preset's name."""
    model = get_variant("american").settings_model
    spec = model.spec("card")
    assert spec is not None
    preset = spec.choices[0]
    assert model.parse_text(f"card={preset.upper()}") == {"card": preset}


def test_an_unknown_choice_is_still_refused() -> None:
    from bot.engine.settings import SettingsError

    model = get_variant("fontainebleau").settings_model
    with pytest.raises(SettingsError) as caught:
        model.check(model.parse_text("suit_order=SCHD"))
    assert caught.value.code == "must_choice"


def _flags(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_rule_flags(parser)
    return parser.parse_args(list(argv))


@pytest.mark.parametrize("typed", ["HDCS", "hdcs"])
def test_the_terminals_suit_order_flag(typed: str) -> None:
    """FB-1 through ``python -m bot play --variant fontainebleau --suit-order HDCS``."""
    assert rule_settings(_flags("--suit-order", typed), "fontainebleau") == {"suit_order": "HDCS"}


def test_the_terminals_document_flag_takes_a_preset_in_any_case() -> None:
    spec = get_variant("american").settings_model.spec("card")
    assert spec is not None
    preset = spec.choices[0]
    assert rule_settings(_flags("--card", preset.upper()), "american") == {"card": preset}
