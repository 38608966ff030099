"""The ``deals`` setting has one label per meaning in every variant: an optional limit
(0: no limit, SV-F3 and the variants that follow it) or a game of a fixed length (FB-G1,
NT-G2: at least one deal, no 0). "Giv" is singular in Swedish; its plural is "givar"."""

from __future__ import annotations

import re

import pytest

from bot.engine.variants import VARIANTS, get_variant

LIMIT = {"en": "Deals to play (0: no limit)", "sv": "Antal givar (0: obegränsat)"}
GAME = {"en": "Deals in a game", "sv": "Givar i ett parti"}


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_deals_label_says_what_the_setting_means(name: str) -> None:
    spec = get_variant(name).settings_model.spec("deals")
    assert spec is not None
    expected = LIMIT if spec.low == 0 else GAME
    # Where a host types it; the line that shows a value has the label alone
    # (tests/engine/test_setting_forms.py).
    assert {lang: spec.prompt(lang) for lang in ("en", "sv")} == expected


def test_fontainebleau_and_nantes_are_games_of_fixed_length() -> None:
    """FB-G1, NT-G2."""
    for name in ("fontainebleau", "russian", "nantes"):
        spec = get_variant(name).settings_model.spec("deals")
        assert spec is not None and spec.label("sv") == GAME["sv"]


def test_nantes_doubles_are_givar() -> None:
    """NT-G2."""
    spec = get_variant("nantes").settings_model.spec("doubles")
    assert spec is not None
    assert spec.label("sv") == "Dubbla givar i slutet av partiet"


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_no_swedish_label_uses_giv_as_a_plural(name: str) -> None:
    for spec in get_variant(name).settings_model.specs():
        label = spec.label("sv")
        assert not re.search(r"^Giv i |[Dd]ubbla giv\b|\d+ giv\b", label), label
