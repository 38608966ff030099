"""American Boston's words where a player met them awkwardly: a mistyped ``--card`` name is
told the card names there are (AM-S1); the card's headings under its name say who pays and
what a row lists in plain words (AM-S3…S6); the bid of five tricks is "I go Boston" (AM-B1)
wherever it is bid or offered, as "I go 6" … are; everyone passing reads without a chain of
colons (AM-B5); and the Swedish rules say what the English say."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from bot.engine.actions import Bid
from bot.engine.american.card import LINE_WIDTH, card_text
from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.american.words import AMERICAN_WORDS
from bot.engine.describe import action_text, all_pass_words, bid_choice_words, bid_words
from bot.engine.settings import SettingsError
from bot.i18n import Lang
from bot.rule_flags import add_rule_flags, rule_settings
from bot.terminal_menu import choice_label

NAMES = ("Anna", "Bengt", "Cecilia", "David")
DOCS = Path(__file__).resolve().parents[3] / "docs" / "rules"


def _flags(*given: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_rule_flags(parser)
    return parser.parse_args(list(given))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "--card: there is no card of prices named fosterx (foster, foster-decimal)"),
        ("sv", "--card: det finns ingen prislista som heter fosterx (foster, foster-decimal)"),
    ],
)
def test_am_s1_a_mistyped_card_name_is_told_the_names(
    lang: Lang, said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SettingsError) as refused:
        rule_settings(_flags("--card", "fosterx"), "american", lang)
    assert str(refused.value).startswith(said), refused.value


def test_am_s1_a_missing_file_is_still_a_missing_file(tmp_path: Path) -> None:
    path = str(tmp_path / "mine.json")
    with pytest.raises(SettingsError, match="there is no file"):
        rule_settings(_flags("--card", path), "american")


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("value", ["foster", "foster-decimal"])
def test_am_s3_the_cards_headings_read_plainly(value: str, lang: Lang) -> None:
    lines = card_text(value, lang).splitlines()
    assert all(len(line) <= LINE_WIDTH for line in lines[1:]), lines  # under the name
    assert not any(" / " in line for line in lines), lines  # "pays / is paid"
    heads = [line for line in lines if not line[:1].isdigit()]
    made = {"en": "Made — each opponent pays:", "sv": "Vunnet — varje försvarare betalar:"}
    failed = {"en": "Failed — each opponent is paid:", "sv": "Förlorat — varje försvarare får:"}
    assert made[lang] in heads and failed[lang] in heads, heads


def test_am_s3_the_decimal_card_says_one_price_per_bid() -> None:
    assert "bid: one price, however many tricks over" in card_text("foster-decimal", "en")
    assert "bud: ett pris, oavsett antal överstick" in card_text("foster-decimal", "sv")
    assert "however many" not in card_text("foster", "en")


@pytest.mark.parametrize(
    ("lang", "name", "offered", "said"),
    [
        ("en", "I go Boston", "I go Boston (5 tricks)", "Anna says “I go Boston”"),
        ("sv", "Jag går boston", "Jag går boston (5 stick)", "Anna säger ”Jag går boston”"),
    ],
)
def test_am_b1_the_boston_bid_is_i_go_boston(
    lang: Lang, name: str, offered: str, said: str
) -> None:
    bid = Bid(1, "5")
    assert bid_words(bid, AMERICAN_LADDER, AMERICAN_WORDS, lang) == name
    assert bid_choice_words(bid, AMERICAN_LADDER, AMERICAN_WORDS, lang) == offered
    assert action_text(bid, NAMES, AMERICAN_LADDER, AMERICAN_WORDS, lang) == said
    menu = choice_label(bid, None, AMERICAN_WORDS, AMERICAN_LADDER, lang=lang)
    assert menu == offered
    did = choice_label(bid, None, AMERICAN_WORDS, AMERICAN_LADDER, lang=lang, mood="did")
    assert did == {"en": "You say “I go Boston”", "sv": "Du säger ”Jag går boston”"}[lang]


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "everyone passed, thrown in"), ("sv", "alla passade, korten kastas in")],
)
def test_am_b5_everyone_passing_reads_without_a_second_colon(lang: Lang, words: str) -> None:
    assert all_pass_words(AMERICAN_WORDS, lang) == words


def test_the_swedish_rules_say_what_the_english_say() -> None:
    """AM-S2's refused card cannot start the game; AM-S6's partners share alike; AM-B5's
    hands are "kastas in", as the table says it."""
    english = (DOCS / "american.md").read_text(encoding="utf-8")
    swedish = " ".join((DOCS / "sv" / "american.md").read_text(encoding="utf-8").split())
    assert "the game cannot start with it" in english
    assert "spelet kan inte börja med den" in swedish
    assert "Partners share alike" in english and "Partnerna delar lika" in swedish
    assert "kastas korten ihop" not in swedish and "kastas korten in" in swedish
