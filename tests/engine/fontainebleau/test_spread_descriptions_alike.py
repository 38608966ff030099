"""The three spreads' select descriptions end with the same words in each language (FB-C4:
the hand lies face up before the first lead), within a select description's 100 characters.

A playtest: the Swedish little spread said "före utspelet" and the grand spread "före första
utspelet" in the same select. The longer would take the little spread past 100 characters,
so all three say "före utspelet" (the opening lead)."""

from __future__ import annotations

import pytest

from bot.engine.variants import get_variant
from bot.engine.words import DESCRIPTION_LIMIT, LANGS

SPREADS = ("little-spread", "grand-spread", "spread-slam")
ENDS = {"en": "; your hand face up before the first lead", "sv": "; din hand uppvänd före utspelet"}


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_the_spreads_end_alike_and_fit_a_select(variant: str) -> None:
    model = get_variant(variant)
    ladder = {c.id: c for c in model.rules(model.settings({})).ladder}
    for lang in LANGS:
        for spread in SPREADS:
            text = model.words.contract_description(ladder[spread], lang)
            assert text is not None and text.endswith(ENDS[lang]), (spread, lang, text)
            assert len(text) <= DESCRIPTION_LIMIT, (spread, lang, len(text))
