"""A glossary entry may be tied to a setting *not* having a value (``if:NAME!=VALUE``): Dawson's
reserve is what is paid in above the pool's cap (DW-P3), so a table with no cap
(``pool_cap`` none, the default) plays no reserve and its glossary as played says nothing of
one, while a capped table's does. In both languages, and a mark the table cannot meet (a
setting it does not have) leaves the entry out, as ``if:NAME=VALUE`` does."""

from __future__ import annotations

import pytest

from bot import guide
from bot.engine.variants import get_variant
from bot.i18n import Lang


def _glossary(lang: Lang, **settings: object) -> str:
    defaults = get_variant("dawson").settings_model().model_dump()
    return guide.section("glossary", lang, "dawson", settings={**defaults, **settings})


RESERVE = {"en": "- **reserve** —", "sv": "- **reserv** (eng. *reserve*) —"}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_p3_no_reserve_without_a_pool_cap(lang: Lang) -> None:
    text = _glossary(lang)
    assert RESERVE[lang] not in text, text
    assert "whist" in text  # the rest of the glossary is there


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_p3_the_reserve_is_explained_at_a_capped_table(lang: Lang) -> None:
    assert RESERVE[lang] in _glossary(lang, pool_cap=500)


def test_a_negated_mark_applies_only_to_a_table_with_the_setting() -> None:
    entry = guide.TermEntry("w", "t", when=(("pool_cap", "!none"),))
    assert entry.applies({"pool_cap": 500})
    assert not entry.applies({"pool_cap": None})
    assert not entry.applies({})
