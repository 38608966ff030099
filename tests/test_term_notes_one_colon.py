"""A payment's footnote says each word as "**word**: explanation", so an explanation with a
colon of its own reads as two labels in a row: a playtest read "**chicane**: rysk boston: den
som saknar trumf …" and "**X**: beloppet per försvarare: tabellens värde …". Every glossary
entry a footnote can show says its first sentence without a colon, in both languages."""

from __future__ import annotations

import pytest

from bot.guide import explain, term_entries
from bot.i18n import Lang


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_no_footnote_explanation_has_a_colon_of_its_own(lang: Lang) -> None:
    found = [
        f"{key}: {entry.text}"
        for key, entries in term_entries(lang).items()
        for entry in entries
        if ":" in entry.text
    ]
    assert found == []


def test_chicane_is_explained_as_a_sentence_of_russian_boston() -> None:
    assert explain(["chicane"], "sv", "mer").startswith(
        "**chicane**: i rysk boston meddelar den som saknar trumf det före sitt första kort "
        "och får 10 av varje annan spelare"
    )
    assert explain(["chicane"], "en", "more").startswith(
        "**chicane (Foster's carte blanche)**: In Russian Boston, a player with no trump "
        "declares it before his first card and collects 10 from each other player"
    )
