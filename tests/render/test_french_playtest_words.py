"""Words a playtest of the French games on a Swedish server found wrong.

- A suit class no suit holds (NT-S1: no petite in Nantes' first deal; MA-D2: Mariland's
  preference) read in English "belle – best suit ♦ · no petite – second suit", as if "no
  petite" were glossed; it now reads as Swedish does: "petite – second suit: none".
- The terminal named its keys one way at a prompt ("? = ord, … e = avsluta") and another
  between deals ("? = ordlista, … e = avsluta spelet"); both now say them as the prompt does,
  in the words a person may type for them (``terminal_menu.KEY_WORDS``).
- Swedish standings keep "point": Swedish Boston's source counts in *point* (seed 000: "10
  point", "franskt uttal på point"), the same word in the singular and the plural.
"""

from __future__ import annotations

import re

import pytest

from bot.engine.variants import new_game
from bot.i18n import CATALOGUES, Lang, t, tn
from bot.terminal_menu import typed_key
from cogs.boston.deal_lines import deal_lines
from tests.render.tables import NAMES, live_table

EMPTY_CLASS = {
    ("nantes", "en"): "belle – best suit ♦ · petite – second suit: none",
    ("nantes", "sv"): "belle – bästa färg ♦ · petite – andra färg: ingen",
    ("mariland", "en"): "superpreference ♦ · preference: none",
    ("mariland", "sv"): "superpreferens ♦ · preferens: ingen",
}


@pytest.mark.parametrize(("variant", "lang"), list(EMPTY_CLASS))
def test_a_class_without_a_suit_says_none_after_its_name(variant: str, lang: Lang) -> None:
    game = new_game(variant, {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), None)  # the A♦ turned: the first deal's only class
    view = game.public_view()
    assert view is not None
    lines = deal_lines(live_table(game, variant), view, lang)
    assert EMPTY_CLASS[variant, lang] in lines, lines


def _keys(legend: str) -> list[tuple[str, str]]:
    """A legend's keys and the word after each: [("?", "ord"), ("r", "regler"), …]."""
    return re.findall(r"([?a-z]) = ([^,)]+)", legend)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_keys_are_named_alike_at_a_prompt_and_between_deals(lang: Lang) -> None:
    prompt = _keys(t(lang, "terminal.key_legend", sheet="protokoll"))
    between = _keys(t(lang, "terminal.next_deal_keys", sheet="protokoll"))
    assert len(prompt) == 5 and prompt == between, (prompt, between)
    for key, word in prompt:  # each word typed is its key
        assert key == "p" or typed_key(word) == key, (key, word)


def test_swedish_standings_count_in_point() -> None:
    assert tn("sv", "points", 490, point="+490") == "+490 point"
    assert CATALOGUES["sv"]["points.one"] == "{point} point"
