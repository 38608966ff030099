"""Words a newcomer meets, checked against what the bot and Discord really do:

* a Swedish text pointing to a help topic (or any choice Discord lists localised) names it as
  the Swedish client lists it (``topic:Ordlista``), not by its English value, which a Swedish
  client does not list (before: ``mer i `/boston help topic:glossary```);
* a ``/boston new`` rules suggestion longer than Discord's 100 characters ends at a word with
  "…" (before: cut mid-word, "… / lot: the last tu");
* the glossary explains the word each variant's payment lines use for the side against the
  declarer, in the help of that variant (before: English had no "defender", and "opponents"
  and, in most variants, "adversaries" were nowhere);
* the rating's explanation says a short game barely moves it (before: "a longer game moves it
  more", while a one-deal game left every shown rating at 1500);
* the Swedish option descriptions all say "förval:" for a default (before: two "standard:").
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
from pathlib import Path

import pytest
from discord import app_commands
from discord.ext import commands

import cogs.boston
from bot import guide, rating
from bot.engine.variants import VARIANTS, get_variant
from bot.i18n import CATALOGUES, Lang, t
from cogs.boston.common import choice_name
from tests.discord.driver import boston

ROOT = Path(__file__).resolve().parents[2]


def _localised_choices() -> list[tuple[str, str, str]]:
    """(option, value, Swedish name) of every fixed choice the commands localise."""
    found: list[tuple[str, str, str]] = []
    for module_info in pkgutil.iter_modules(cogs.boston.__path__):
        module = importlib.import_module(f"cogs.boston.{module_info.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if not issubclass(cls, commands.Cog) or cls.__module__ != module.__name__:
                continue
            for command in cls.__cog_app_commands__:
                if not isinstance(command, app_commands.Command):
                    continue
                for parameter in command.parameters:
                    for choice in parameter.choices:
                        named = choice._locale_name  # pyright: ignore[reportPrivateUsage]
                        key = named.extras.get("key") if named is not None else None
                        if isinstance(key, str):
                            found.append((parameter.name, str(choice.value), CATALOGUES["sv"][key]))
    return found


def _swedish_texts() -> dict[str, str]:
    texts = {f"sv.py {key}": text for key, text in CATALOGUES["sv"].items()}
    for page in (ROOT / "docs" / "rules" / "sv").glob("*.md"):
        texts[str(page.relative_to(ROOT))] = page.read_text(encoding="utf-8")
    return texts


def test_swedish_texts_name_a_localised_choice_as_the_client_lists_it() -> None:
    choices = _localised_choices()
    assert ("topic", "glossary", "Ordlista") in choices, choices
    for where, text in _swedish_texts().items():
        for option, value, swedish in choices:
            if value == swedish:
                continue
            assert not re.search(rf"\b{option}:\s*{value}\b", text), (where, option, value)
    assert t("sv", "glossary.more") == "mer i `/boston help topic:Ordlista`"
    assert "`/boston help topic:Betalning`" in t("sv", "lobby.reconstructed", what="x")
    assert "period: En tur eller ett parti" in t("sv", "cmd.leaderboard.tour")
    # An English client lists the values' English names: English texts keep the values.
    assert t("en", "glossary.more") == "more in `/boston help topic:glossary`"


def test_swedish_option_descriptions_say_forval_for_a_default() -> None:
    described = {k: v for k, v in CATALOGUES["sv"].items() if k.startswith("cmd.")}
    assert not [k for k, v in described.items() if "standard:" in v]
    default = "(förval: bordets egna i dess tråd, annars de som spelades här senast)"
    assert default in described["cmd.leaderboard.variant"]


def test_a_choice_name_is_cut_at_a_word_with_an_ellipsis() -> None:
    assert choice_name("short") == "short"
    exact = "x" * 100
    assert choice_name(exact) == exact
    long = "remainder= — Rounding remainder at betdelning (balance: lowest or highest balance "
    long += "/ lot: the last turned card)"
    cut = choice_name(long)
    assert len(cut) <= 100 and cut.endswith("…"), cut
    assert cut == (
        "remainder= — Rounding remainder at betdelning (balance: lowest or highest balance / "
        "lot: the last…"
    )
    assert len(choice_name("a" * 150)) == 100  # one word longer than the limit: cut anyway


@pytest.mark.parametrize("locale", ["en-US", "sv-SE"])
async def test_a_long_rules_suggestion_ends_at_a_word(tmp_path: Path, locale: str) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        options = {"variant": "swedish", "rules": ""}
        handle = await fake.autocomplete(north, "boston new", "rules", options, locale=locale)
        await handle.done()
        assert handle.choices is not None
        language: Lang = "sv" if locale == "sv-SE" else "en"
        full = {
            f"{spec.typed_name(language)}= — {spec.prompt(language)}"
            for spec in get_variant("swedish").settings_model.specs()
        }
        cut = 0
        for choice in handle.choices:
            name = choice["name"]
            assert len(name) <= 100, name
            if name in full:
                continue
            cut += 1
            assert name.endswith("…"), name
            whole = next(text for text in full if text.startswith(name[:-1]))
            assert whole[len(name) - 1] in " ,;:/(", (name, whole)
        if language == "en":  # "remainder=" is longer than 100 characters in English
            assert cut >= 1
        assert harness.problems() == []


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_glossary_explains_the_word_for_the_defenders(lang: Lang, variant: str) -> None:
    words = get_variant(variant).words
    if not words.has_term("defenders"):
        pytest.skip("no word for the defenders in these rules")
    word = words.term("defenders", lang).lower()
    text = guide.variant_glossary(guide.section("glossary", lang, variant), variant, lang=lang)
    bold = [term.lower() for term in re.findall(r"\*\*([^*]+)\*\*", text)]
    stem = word[:7]  # defenders / adversaries / opponents / försvararna, as an entry writes it
    assert any(term.startswith(stem) for term in bold), (variant, lang, word)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_rating_explanation_says_a_short_game_may_leave_it_as_shown(lang: Lang) -> None:
    ranks = {1: 1, 2: 1, 3: 3, 4: 4}
    none_off = rating.compute([rating.TourOutcome(betar=0, ranks=ranks)])
    assert {r.rating for r in none_off.players.values()} == {1500.0}
    one_bet = rating.compute([rating.TourOutcome(betar=1, ranks=ranks)])
    assert all(abs(r.rating - 1500) < 1 for r in one_bet.players.values())
    explained = t(lang, "stats.rating_explained")
    said = {
        "en": ("one or two barely move", "a game that played off none leaves it as it was"),
        "sv": ("en eller två rubbar knappt", "inte spelade av någon lämnar den orörd"),
    }[lang]
    assert all(part in explained for part in said), explained
    assert "a longer game moves it more" not in explained
    # Betar are Swedish Boston's unit only; every other game weighs by its deals.
    unit = {
        "en": "(its betar in a tour of Swedish Boston, its deals in any other game)",
        "sv": "(dess betar i en tur av svensk boston, dess givar i alla andra partier)",
    }
    assert unit[lang] in explained and explained.count("bet") == 1, explained
