"""Words a Swedish club player's review found wrong, where a player sees them: the source's own
words (*överstick*, *sätter bet*, *misère*, *simpla färger*, *bjuda in* till whist), Dawson's
Swedish help and glossary in the words its table shows, Dawson's result lines saying tricks
taken rather than tricks short, a simplified pass-out explained without streck, the protocol's
running number, the statistics' average and the agreed stop as the code does it."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot import guide
from bot.engine.actions import Whist
from bot.engine.contracts import SuitClass
from bot.engine.dawson.ladder import TRICK_TABLE
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.dawson.words import DAWSON_WORDS
from bot.engine.phase import Phase
from bot.engine.result import DealResult
from bot.engine.swedish.direct import direct_payment
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.swedish.simplified import SimplifiedLedger
from bot.i18n import Lang, t
from bot.i18n.sv import MESSAGES as SWEDISH_MESSAGES
from bot.rating import Rating, Ratings
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_header import action_prompt
from cogs.boston.hand_view import hand_components
from cogs.boston.stats import profile_text
from tests.discord.test_boston_wording import _profile
from tests.engine.dawson.helpers import contract_result
from tests.engine.helpers import swedish_result as deal
from tests.render.tables import live_table
from tests.render.test_turn_and_deal_lines import seat_view, started

NAMES = ("Åsa", "Björn", "Märta", "Örjan")
SV_DOCS = sorted(guide.RULES_DIR.joinpath("sv").glob("*.md"))


def _footnote(terms: tuple[str, ...], lang: Lang) -> str:
    return guide.explain(terms, lang, "more")


# --- 1. överstick ---------------------------------------------------------------------------


def test_the_swedish_lines_and_glossary_say_overstick_as_the_source_does() -> None:
    """Seed lines 100, 111 and Table III: "För varje överstick adderas 1 point"."""
    direct = direct_payment(deal("7", 3, 8, trump=SuitClass.SECOND), marks=0, names=NAMES)
    simple = SimplifiedLedger(NAMES).settle(deal("7", 3, 9))
    for settlement in (direct, simple):
        text = " ".join(settlement.text("sv")) + _footnote(settlement.terms, "sv")
        assert "överstick" in text and "övertrick" not in text, text
    assert "+ 2 överstick × 2 = 20" in simple.text("sv")[0]
    for path in SV_DOCS:
        assert "övertrick" not in path.read_text(encoding="utf-8"), path


# --- 2. Dawson: tricks taken, not tricks short ----------------------------------------------


def test_a_dawson_result_says_the_tricks_taken_not_lost_by_them() -> None:
    """ "Seven förlorat med 4 stick" read as lost by 4 beside a headline's "förlorat med 3"."""
    lost = DawsonLedger(names=NAMES).settle(contract_result("7", 1, 4, dealer=2))
    sv, en = lost.text("sv")[1], lost.text("en")[1]
    assert sv.startswith("Seven gick bet (4 stick tagna): Åsa betalar varje försvarare 40")
    assert en.startswith("Seven lost (4 tricks taken): Åsa pays each other player 40")
    assert "bet med" not in sv and "lost with" not in en
    misere = DawsonLedger(names=NAMES).settle(contract_result("little-misere", 1, 1, dealer=2))
    assert misere.text("sv")[1].startswith("Little Misère gick bet (1 stick taget):")
    assert misere.text("en")[1].startswith("Little Misère lost (1 trick taken):")


def test_a_dawson_whister_line_says_whistare_and_what_it_is_paid_as() -> None:
    """DW-P4: six tricks of Boston's eight with a whister are paid in the column of 3 taken."""
    result = contract_result("5", 3, 2, whister=4, whister_tricks=4, dealer=1)
    lines = DawsonLedger(names=NAMES).settle(result)
    sv, en = lines.text("sv")[1], lines.text("en")[1]
    assert sv.startswith(
        "Boston med whistaren Örjan gick bet: 6 stick av de 8 som behövdes, "
        "betalas som 3 stick tagna (6 − 3):"
    ), sv
    assert en.startswith(
        "Boston with whister Örjan lost: 6 tricks of the 8 needed, paid as 3 tricks taken (6 − 3):"
    ), en
    assert "whister" not in sv and "betalas som 3:" not in sv
    assert "**whistare**" in _footnote(lines.terms, "sv")


def test_a_dawson_pair_under_three_tricks_is_paid_in_the_first_column_and_says_so() -> None:
    """DW-P4: two tricks for the pair is 2 − 3, below the table's first column: paid as 0
    taken, and the line says the floor ("2 − 3" alone would be wrong arithmetic)."""
    result = contract_result("5", 3, 1, whister=4, whister_tricks=1, dealer=1)
    lines = DawsonLedger(names=NAMES).settle(result)
    sv, en = lines.text("sv")[1], lines.text("en")[1]
    assert "paid as 0 tricks taken (2 − 3, at least 0):" in en, en
    assert "betalas som 0 stick tagna (2 − 3, minst 0):" in sv, sv


# --- 3. Dawson's Swedish help and glossary in the table's words -----------------------------


def test_dawsons_swedish_help_and_glossary_use_the_words_on_the_table() -> None:
    play = guide.section("play", "sv", "dawson")
    payments = guide.section("payments", "sv", "dawson")
    glossary = guide.variant_glossary(guide.section("glossary", "sv"), "dawson", lang="sv")
    dawson = glossary.split("**Dawsons boston**")[1].split("\n\n")[0]
    on_screen = [
        DAWSON_WORDS.suit_class(SuitClass.FIRST, "sv"),
        DAWSON_WORDS.suit_class(SuitClass.SECOND, "sv"),
        DAWSON_WORDS.plurals[SuitClass.PLAIN]["sv"],
        DAWSON_WORDS.term("forhand", "sv"),
        "whistare",
    ]
    for word in on_screen:
        assert word in play, word
        assert word in dawson.replace(
            "första / andra preferens", "första preferens andra preferens"
        )
    for english in ("*first preference*", "*second preference*", "*eldest*", "simpla färger"):
        assert english not in play, english
    assert "**eldest**" not in dawson and "**whister**" not in dawson
    assert "whistens" not in payments and "(whistarens är 3 stick)" in payments
    assert "engelska guiden" not in payments and "sticktabellen nedan" in payments


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dawsons_trick_table_is_in_the_help_of_each_language(lang: Lang) -> None:
    """DW-P1's table, row by row as the help shows it, is the table the ledger pays by."""
    payments = guide.section("payments", lang, "dawson")
    for bid, row in TRICK_TABLE.items():
        cells = " · ".join(f"{taken} {amount}" for taken, amount in enumerate(row))
        assert f"- {bid}: {cells}" in payments, (lang, bid)


# --- 4. a simplified pass-out has no streck -------------------------------------------------


def test_a_simplified_pass_out_is_explained_without_a_mark() -> None:
    """SV-F3: the simplified payment keeps no streck; the footnote said "ett streck"."""
    settlement = SimplifiedLedger(NAMES).settle(DealResult(dealer=1, all_pass=True))
    sv, en = _footnote(settlement.terms, "sv"), _footnote(settlement.terms, "en")
    assert "**ompassning**: ingen bjöd; given slutar utan spel" in sv
    assert "streck" not in sv and "mark" not in en
    # The traditional payment still says its streck, in its line and the streck's footnote.
    traditional = SwedishProtocol(names=NAMES).settle(DealResult(dealer=1, all_pass=True))
    assert traditional.text("sv")[0] == "ompassning: ett streck (1 stående)"
    assert "**streck**" in _footnote(traditional.terms, "sv")


# --- 5. simpla färger, vanliga färger -------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "lang", "said", "wrong"),
    [
        ("swedish", "sv", "simpla färger ♥ ♦", "simpel färg ♥"),
        ("swedish", "en", "simpla färger ♥ ♦", "simpel färg ♥"),
        ("dawson", "sv", "vanliga färger ♥ ♦", "vanlig färg ♥"),
        ("dawson", "en", "plain suits ♥ ♦", "plain suit ♥"),
    ],
)
def test_two_plain_suits_are_named_in_the_plural(
    variant: str, lang: Lang, said: str, wrong: str
) -> None:
    game = started(variant, "KC")
    lines = "\n".join(deal_lines(live_table(game, variant), seat_view(game), lang))
    assert said in lines and wrong not in lines, lines
    first = "högsta färg ♣" if variant == "swedish" else "första preferens ♣"
    if lang == "sv":
        assert first in lines, lines  # one suit: the singular


# --- 6. misère, as the source spells it -----------------------------------------------------


def test_player_facing_swedish_spells_misere_as_the_source() -> None:
    for path in SV_DOCS:
        assert not re.search(r"[mM]isär", path.read_text(encoding="utf-8")), path
    for key, text in SWEDISH_MESSAGES.items():
        assert "misär" not in text.lower(), key


# --- 7, 8. sätter bet; the running number ---------------------------------------------------


def test_the_protocol_says_satter_bet_and_names_the_running_number() -> None:
    """Seed lines 65 and 69: "När en spelare betalar en bet … sätter bet"; the protocol writes
    the running number of betar played off as "#1" (SV-P3)."""
    protocol = SwedishProtocol(names=NAMES)
    lost = protocol.settle(deal("7", 2, 5, trump=SuitClass.SECOND))
    assert lost.text("sv")[1] == "Björn sätter två betar om 96 + 1 × 16 = 112"
    assert not any("skriver" in line for line in lost.text("sv"))
    made = protocol.settle(deal("6", 3, 7))
    sv, en = made.text("sv")[0], made.text("en")[0]
    assert "(löpnummer #1)" in sv and "(nr 1)" not in sv, sv
    assert "(running number #1)" in en, en


# --- 9, 10. the Swedish UI strings ----------------------------------------------------------


def test_the_swedish_statistics_and_help_words() -> None:
    assert t("sv", "stats.board_all") == "**Topplista** (alla tider)"
    assert t("sv", "stats.contracts") == "Spel för spel (hemma/bjudna):"
    payments = guide.section("payments", "sv", "swedish")
    assert "en whistare som inte når sina 3 (eller 4) stick" in payments
    assert "en whist som" not in payments and "motspelare" not in payments
    assert "varje försvarare betalar spelföraren" in payments


def test_the_declarer_invites_to_whist_as_the_source_says() -> None:
    """Seed line 55: "spelföraren måste bjuda in till whist"; "Bjud whist" read as bidding."""
    game = started("swedish", "KC")
    view = seat_view(game)
    asked = replace(view, phase=Phase.WHIST_OFFER, legal=(Whist(view.seat, "invite"),))
    drawn = hand_components(live_table(game), asked, "sv")
    labels = [
        str(c.get("label"))
        for row in drawn
        if row.get("type") == 1
        for c in row["components"]
        if c.get("type") == 2
    ]
    assert "Bjud in till whist" in labels and "Bjud whist" not in labels, labels
    assert action_prompt(asked, "sv").startswith("bjud in till whist")


# --- 11. the average per deal ---------------------------------------------------------------


def test_the_average_says_it_leaves_the_final_settlements_out() -> None:
    one = Ratings(players={1: Rating(1, 1489.0, tours=1)})
    profile = _profile(1, point=-50, settled=-20).model_copy(update={"average_per_deal": -30.0})
    english = profile_text(profile, one, "en")
    assert "\nAverage -30.0 per deal without final settlements\n" in english
    swedish = profile_text(profile, one, "sv")
    assert "\nI snitt -30,0 per giv utan slutavräkningar\n" in swedish
    plain = profile_text(_profile(1, point=-50), one, "en")
    assert "per deal\n" in plain and "without final settlements" not in plain


# --- 12. /boston end, as commit.end_game does it --------------------------------------------


@pytest.mark.parametrize(
    ("lang", "said", "wrong"),
    [
        (
            "en",
            "also at once when the next deal is dealt but nobody has made a move in it yet",
            "during a deal as soon as that deal is over",
        ),
        (
            "sv",
            "också genast när nästa giv är given men ingen har gjort något drag i den än",
            "under en giv så snart den given är slut",
        ),
    ],
)
def test_the_agreed_stop_is_told_as_the_service_does_it(lang: Lang, said: str, wrong: str) -> None:
    commands = guide.section("commands", lang)
    assert said in commands and wrong not in commands
