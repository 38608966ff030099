"""The words explained under a payment never contradict the table's own settings: a glossary
entry's number that is a table setting is the table's (``deposit=30``: "insats … 30", not the
default 50; chicane, ål, the Nantes deposit), an entry for a rule a setting changes is the
one the table plays (Russian Boston's Foster's partners: 6 to 8 levées, plus 4, RU-F; Foster's
carte de boston, NT-S4), and the Nantes doubles are said without Foster's eight of forty,
which a table may change (NT-G2). The glossary in /boston help names the defaults as such and
lists the other entries too."""

from __future__ import annotations

import re

import pytest

from bot import guide
from bot.engine.game import Game
from bot.engine.scoring import Settlement
from bot.engine.variants import VARIANTS, get_variant
from bot.i18n import Lang
from bot.simulate import simulate
from bot.tables.service import LiveTable
from cogs.boston.results import final_text, result_text
from tests.render.tables import live_table


def table_of(game: Game, variant: str, settings: dict[str, object]) -> LiveTable:
    table = live_table(game, variant)
    table.row = table.row.model_copy(update={"settings": get_variant(variant).settings(settings)})
    return table


def note(
    variant: str, settings: dict[str, object], key: str, lang: Lang, seeds: range = range(8)
) -> str:
    """The result post of the first deal whose payment lines use ``key``, in a simulated game
    at a table with ``settings``: its lines of explained words."""
    for seed in seeds:
        game = simulate(12, seed=seed, variant=variant, settings=settings)
        for entry in game.deals:
            settlement = entry.settlement
            if settlement is None or key not in settlement.terms:
                continue
            table = table_of(game, variant, settings)
            text = result_text(table, game, entry, settlement, lang)
            # the words' lines, in small print, down to the topic as the reader's Discord
            # lists it
            more = {"en": "topic:glossary", "sv": "topic:Ordlista"}[lang]
            lines = text.splitlines()
            end = next(i for i, line in enumerate(lines) if more in line)
            start = end
            while start > 0 and lines[start - 1].startswith("-# "):
                start -= 1
            return "\n".join(lines[start : end + 1])
    raise AssertionError(f"no deal used {key}")


def test_the_deposit_is_the_table_s() -> None:
    said = note("fontainebleau", {"deposit": 30}, "deposit", "sv")
    assert "**insats**: det givaren betalar i potten före given, 30" in said, said
    assert "50" not in said, said
    default = note("fontainebleau", {}, "deposit", "en")
    assert "**deposit**: What each dealer pays into the pool before the deal, 50" in default


def test_foster_s_partners_are_explained_as_played() -> None:
    """RU-F: with Foster's partners a whister joins 6 to 8 levées, the pair needing the bid
    plus 4; without them, Fontainebleau's 5 to 10, plus 3."""
    settings: dict[str, object] = {"foster_partners": True}
    cases: tuple[tuple[Lang, str, str], ...] = (
        ("en", "6 to 8 levées; the pair needs the bid plus 4", "5 to 10"),
        ("sv", "6 till 8 levées; paret behöver budet plus 4", "5 till 10"),
    )
    for lang, wanted, wrong in cases:
        said = note("russian", settings, "whister_fb", lang)
        assert wanted in said and wrong not in said and "plus 3" not in said, said
    plain = note("russian", {}, "whister_fb", "sv")
    assert "5 till 10 levées; paret behöver budet plus 3" in plain and "6 till 8" not in plain


def test_the_chicane_is_the_table_s() -> None:
    said = note("russian", {"chicane": 20}, "chicane", "sv")
    assert "får 20 av varje annan spelare" in said and "10" not in said, said


def test_the_al_is_the_table_s() -> None:
    said = note("swedish", {"al": 48}, "al", "sv")
    assert "**ål**: 48 point som alla sätter i början" in said, said


def test_the_nantes_words_follow_the_table() -> None:
    settings: dict[str, object] = {"deposit": 5, "boston_jack": "foster", "doubles": 1}
    pool = note("nantes", settings, "pool_nt", "sv")
    assert "insats (5)" in pool and "(10)" not in pool, pool
    jack = note("nantes", settings, "carte_de_boston", "en")
    assert "jack of hearts when a diamond is turned" in jack, jack
    assert "jack of diamonds" in note("nantes", {}, "carte_de_boston", "en")
    doubles = note("nantes", settings, "doubles", "sv")
    assert "**dubbla givar**:" in doubles, doubles
    assert not re.search(r"åtta|fyrtio|\b8\b|\b40\b", doubles), doubles


def test_the_final_post_explains_with_the_table_s_settings_too() -> None:
    settings: dict[str, object] = {"deposit": 30}
    game = simulate(2, seed=0, variant="fontainebleau", settings=settings)
    settlement = Settlement(terms=("deposit",))
    text = final_text(table_of(game, "fontainebleau", settings), settlement, "en")
    assert "before the deal, 30" in text and "50" not in text.split("Final")[0], text


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_help_states_the_defaults_and_shows_every_entry(lang: Lang) -> None:
    shown = guide.section("glossary", lang)
    assert "<!--" not in shown
    for entries in guide.term_entries(lang).values():
        for entry in entries:
            assert entry.word.split(" (")[0] in shown and entry.text in shown, entry
    if lang == "sv":
        assert "**dubbla givar**" in shown and "dubbla giv " not in shown
        assert not re.search(r"\b(tolv|dubbla) giv\b", shown)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_every_setting_an_entry_names_is_a_setting_and_its_default_is_in_the_text(
    lang: Lang,
) -> None:
    """A number bound to a setting stands once in the entry's explanation, as the default of
        some variant's setting of that name; a condition names a setting and one of its values (or
    one it must not have: ``!none``, a setting that may be none)."""
    specs = {spec.name: spec for v in VARIANTS for spec in get_variant(v).settings_model.specs()}
    defaults: dict[str, set[str]] = {}
    for v in VARIANTS:
        for spec in get_variant(v).settings_model.specs():
            defaults.setdefault(spec.name, set()).add(guide.setting_text(spec.default))
    bound = 0
    for entries in guide.term_entries(lang).values():
        for entry in entries:
            for name, default in entry.values:
                bound += 1
                assert default in defaults[name], (entry, name)
                found = re.findall(rf"(?<![\w.]){re.escape(default)}(?![\w])", entry.text)
                assert len(found) == 1, entry
            for name, value in entry.when:
                spec = specs[name]
                values = {"on", "off"} if spec.kind == "bool" else set(spec.choices)
                if spec.optional:
                    values.add("none")
                assert value.removeprefix("!") in values, (entry, name, value)
    assert bound >= 4
