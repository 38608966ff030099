"""One Swedish word per thing: a table for real cards is *poängföring* (the
*protokoll* of Swedish Boston is its betar sheet), the plain level is the source's *simpel
färg*, the partner who says whist is a *whistare* in every rule system, and the leaderboard
counts "1 giv", "24 givar"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import guide
from bot.engine.variants import get_variant
from bot.i18n import t
from bot.i18n.sv import MESSAGES as SV
from bot.rating import Rating, Ratings
from cogs.boston.stats import board_line
from tests.discord.test_boston_wording import board_row

ROOT = Path(__file__).resolve().parents[2]
SWEDISH_DOCS = sorted((ROOT / "docs" / "rules" / "sv").glob("*.md"))


def swedish_texts() -> list[tuple[str, str]]:
    """Every Swedish text a player reads: the catalogue and the Swedish guides."""
    texts = [(f"sv.py {key}", value) for key, value in SV.items()]
    return texts + [(p.name, p.read_text(encoding="utf-8")) for p in SWEDISH_DOCS]


@pytest.mark.parametrize(
    "word", ["protokollföring", "för protokoll", "whistpartner", "samma bud enkelt"]
)
def test_no_swedish_text_uses_the_retired_word(word: str) -> None:
    # whole words: "p för protokollet" (the betar sheet) is right
    pattern = re.compile(rf"\b{word}\b")
    found = [where for where, text in swedish_texts() if pattern.search(text.lower())]
    assert not found, f"{word!r} in {found}"


def test_the_score_mode_is_poangforing_not_the_protocol() -> None:
    assert t("sv", "choice.score") == "Poängföring (riktiga kort)"
    assert "poängföring" in t("sv", "cmd.new.mode") and "protokoll" not in t("sv", "cmd.new.mode")


def test_the_plain_level_is_simpel_farg_as_the_source_says() -> None:
    glossary = guide.section("glossary", "sv")
    entry = re.search(r"^- \*\*i färg\*\*.*$", glossary, re.MULTILINE)
    assert entry is not None and "slår samma bud i simpel färg" in entry[0]
    play = guide.section("play", "sv", "swedish")
    assert "färgnivå: *simpel färg*, *i färg*" in " ".join(play.split())


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_the_whister_is_a_whistare_in_every_rule_system(variant: str) -> None:
    assert get_variant(variant).words.term("whister", "sv") == "whistare"
    spec = get_variant("dawson").settings_model.spec("whister")
    assert spec is not None and spec.label("sv") == "Whistare tillåten"


def test_the_leaderboard_counts_deals_in_swedish_with_their_plural() -> None:
    rated = Ratings(players={7: Rating(7, 1505.0, tours=2)})
    one, many = (board_row(40, deals=n, tours=0, won=0) for n in (1, 24))
    assert board_line(1, one, rated, "sv") == "1. <@7> +40 point · 1 giv · rating 1505"
    assert board_line(1, many, Ratings(), "sv") == "1. <@7> +40 point · 24 givar"
    assert board_line(1, one, Ratings(), "en") == "1. <@7> +40 points · deals 1"
