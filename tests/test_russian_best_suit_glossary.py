"""Russian Boston's suit order is fixed, ♦ ♥ ♣ ♠ (RU-1): no French order there. The glossary's
"best suit" said "Diamonds (hearts in the French order)" at a Russian table, Fontainebleau's
``suit_order=HDCS`` (FB-B4), a setting Russian Boston does not have. A Russian table's
glossary (``/boston help topic:glossary`` there, the terminal's ``?``) says its own; a
Fontainebleau table's keeps Fontainebleau's entry as it was."""

from __future__ import annotations

import pytest

from bot import guide
from bot.engine.variants import get_variant
from bot.i18n import Lang

FONTAINEBLEAU = {
    "en": "- **best suit** — Diamonds (hearts in the French order): wins an equal bid and pays "
    "the top column (FB-B4).",
    "sv": "- **bästa färg** (eng. *best suit*) — ruter (hjärter i den franska ordningen): vinner "
    "ett lika bud och betalar högsta kolumnen (FB-B4).",
}
RUSSIAN = {
    "en": "- **best suit** — In Russian Boston always diamonds: the suit order is fixed, ♦ ♥ ♣ ♠ "
    "(RU-1). It wins an equal bid and pays the top column (FB-B4).",
    "sv": "- **bästa färg** (eng. *best suit*) — i rysk boston alltid ruter: färgordningen är "
    "fast, ruter, hjärter, klöver, spader (RU-1). Den vinner ett lika bud och betalar högsta "
    "kolumnen (FB-B4).",
}
WORD = {"en": "- **best suit**", "sv": "- **bästa färg**"}


def _glossary(variant: str, lang: Lang, frontend: guide.Frontend) -> list[str]:
    """The best-suit entries of the glossary a table of ``variant`` with its defaults shows."""
    settings = get_variant(variant).settings_model().model_dump()
    text = guide.section("glossary", lang, variant, frontend=frontend, settings=settings)
    shown = guide.variant_glossary(text, variant, lang=lang)
    return [line for line in shown.splitlines() if line.startswith(WORD[lang])]


@pytest.mark.parametrize("frontend", ["discord", "terminal"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_ru_1_a_russian_table_s_best_suit_is_always_diamonds(
    lang: Lang, frontend: guide.Frontend
) -> None:
    assert _glossary("russian", lang, frontend) == [RUSSIAN[lang]]


@pytest.mark.parametrize("frontend", ["discord", "terminal"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_fb_b4_a_fontainebleau_table_keeps_its_best_suit_entry(
    lang: Lang, frontend: guide.Frontend
) -> None:
    for order in ("DHCS", "HDCS"):
        settings = {**get_variant("fontainebleau").settings_model().model_dump()}
        settings["suit_order"] = order
        text = guide.section(
            "glossary", lang, "fontainebleau", frontend=frontend, settings=settings
        )
        shown = guide.variant_glossary(text, "fontainebleau", lang=lang)
        entries = [line for line in shown.splitlines() if line.startswith(WORD[lang])]
        assert entries == [FONTAINEBLEAU[lang]]
