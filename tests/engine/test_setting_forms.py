"""A setting has two forms: the line that shows its value ("Deals to play: 3", "Deals to play:
no limit") and the prompt where a host types it ("Deals to play (0: no limit)"). A hint that
says what to type belongs to the prompt only; a value with a meaning of its own (0 deals: no
limit, SV-F3; no pool cap, DW-P3) is shown in words. The engine owns both forms, in every
language, for every variant that has the setting."""

from __future__ import annotations

import re

import pytest

from bot.engine.variants import VARIANTS, get_variant

LIMITED = sorted(
    name
    for name in VARIANTS
    if (spec := get_variant(name).settings_model.spec("deals")) is not None and spec.low == 0
)


def test_the_deals_limit_is_in_every_variant_that_plays_on() -> None:
    """SV-F3 and the variants that follow it (Dawson, American, Mariland, Whisch)."""
    assert {"swedish", "dawson", "american", "mariland", "whisch"} <= set(LIMITED)


@pytest.mark.parametrize("name", LIMITED)
def test_deals_to_play_shows_its_value_and_prompts_with_the_hint(name: str) -> None:
    spec = get_variant(name).settings_model.spec("deals")
    assert spec is not None
    assert (spec.label("en"), spec.label("sv")) == ("Deals to play", "Antal givar")
    assert spec.prompt("en") == "Deals to play (0: no limit)"
    assert spec.prompt("sv") == "Antal givar (0: obegränsat)"
    assert (spec.text(0, "en"), spec.text(0, "sv")) == ("no limit", "obegränsat")
    assert spec.word(0, "en") == "no limit"
    assert spec.text(3, "en") == "3" and spec.word(3, "en") is None
    assert spec.word(False, "en") is None  # a bool equal to 0 is not the number 0


def test_a_pool_without_a_cap_is_said_so() -> None:
    """DW-P3: none (null) is no cap."""
    spec = get_variant("dawson").settings_model.spec("pool_cap")
    assert spec is not None
    assert (spec.label("en"), spec.label("sv")) == ("Pool cap", "Pottens tak")
    assert spec.prompt("en") == "Pool cap (none: no cap)"
    assert spec.prompt("sv") == "Pottens tak (none: inget tak)"  # "none" is what types back
    assert (spec.text(None, "en"), spec.text(None, "sv")) == ("no cap", "inget tak")
    assert spec.text(300, "en") == "300"


@pytest.mark.parametrize(
    ("variant", "name", "en", "sv", "prompt_en", "prompt_sv"),
    [
        (
            "fontainebleau",
            "slam_table",
            "Slam payments",
            "Slambetalning",
            "Slam payments (standard / american)",
            "Slambetalning (standard / amerikansk)",  # the words that type back
        ),
        (
            "fontainebleau",
            "suit_order",
            "Suit order",
            "Färgordning",
            "Suit order (DHCS / HDCS)",
            "Färgordning (DHCS / HDCS)",
        ),
        (
            "nantes",
            "rotation",
            "Direction of deal and play",
            "Riktning för giv och spel",
            "Direction of deal and play (right / left)",
            "Riktning för giv och spel (höger / vänster)",  # the words that type back
        ),
        (
            "nantes",
            "boston_jack",
            "Carte de boston",
            "Carte de boston",
            "Carte de boston (diamond: always J♦ / foster: J♥ when a diamond is turned)",
            "Carte de boston (diamond: alltid J♦ / foster: J♥ när ruter vänds)",
        ),
    ],
)
def test_a_choice_lists_its_values_in_the_prompt_only(
    variant: str, name: str, en: str, sv: str, prompt_en: str, prompt_sv: str
) -> None:
    spec = get_variant(variant).settings_model.spec(name)
    assert spec is not None
    assert (spec.label("en"), spec.label("sv")) == (en, sv)
    assert (spec.prompt("en"), spec.prompt("sv")) == (prompt_en, prompt_sv)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_no_label_shown_beside_a_value_carries_a_typing_hint(name: str) -> None:
    """A hint in parentheses that says what to type ("0: …", "a / b") is the prompt's; nor
    does a label end in a colon's phrase that a value would follow oddly ("…: from each other
    player: 10")."""
    for spec in get_variant(name).settings_model.specs():
        for lang in ("en", "sv"):
            label = spec.label(lang)
            assert not re.search(r"\([^)]*(:| / )[^)]*\)", label), label
            assert ":" not in label, label
            assert spec.prompt(lang).startswith(label), (label, spec.prompt(lang))
