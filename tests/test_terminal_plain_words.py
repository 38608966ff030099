"""What a terminal player read wrong or could not type (``python -m bot play``): a Swedish
American payment line that said the tricks short as if taken, two Swedish words for one
claim, a Swedish card example in letters the screen never shows, a glossary word shown in
variants that have no such contract, a Nantes rule id in a Whisch entry, a laid card read as
the winning contract's, "help" and "quit" refused, and Discord's commands on the terminal's
rules screen.

Seed 5 with random computers, as ``test_terminal_swedish.py``: the first prompt is the
person's bid.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot import guide
from bot.engine.actions import Bid, ClaimAnswer, Pass, Support
from bot.engine.cards import card_label, parse_card
from bot.engine.describe import action_text, laid_cards
from bot.engine.record import game_from_record
from bot.engine.variants import get_variant, variant_names
from bot.engine.words import Lang
from bot.i18n import t
from bot.terminal import main
from bot.terminal_menu import read_card, typed_key

NAMES = ("Anna", "Bengt", "Cecilia", "David")


def play(db: Path, script: str, *extra: str) -> str:
    out = io.StringIO()
    args = ["--db", str(db), "--seed", "5", "--level", "random", "--name", "Anna", *extra]
    with contextlib.redirect_stdout(out):
        assert main(args, io.StringIO(script)) == 0
    return out.getvalue()


# --- the American payment line in Swedish ----------------------------------------------------


def test_a_swedish_american_line_says_the_tricks_short_as_bet_med() -> None:
    """AM-S6: "bud 7 förlorat med 4 stick" read as lost with 4 tricks taken, beside "bud 11
    vunnet med 12 stick" (12 taken). Lost is said as every variant's result says it: "bet med
    4" (the side took 3 of 7)."""
    result = {"contract": "7", "declarer": 1, "turned": "2C", "tricks": {"side": 3}}
    record = {
        "format": "boston-record/1",
        "variant": "american",
        "players": list(NAMES),
        "first_dealer": 4,
        "deals": [{"result": result}],
    }
    settlement = game_from_record(record).deals[0].settlement
    assert settlement is not None
    (sv,) = settlement.text("sv")
    assert sv.startswith("bud 7 bet med 4: Anna betalar David "), sv
    assert "förlorat" not in sv and "stick" not in sv
    assert settlement.text("en")[0].startswith("bid 7 failed by 4: ")


# --- one Swedish word for a claim ------------------------------------------------------------


def test_a_claim_is_kravet_in_every_swedish_line() -> None:
    """The menu said "godta kravet", the computers' answers "godtar begäran"/"avvisar
    begäran": one idea, two words. The hand view's buttons and the glossary say *krav*."""
    ladder = get_variant("swedish").rules(get_variant("swedish").settings({})).ladder
    words = get_variant("swedish").words
    accept = action_text(ClaimAnswer(2, "accept"), NAMES, ladder, words, "sv")
    refuse = action_text(ClaimAnswer(2, "refuse"), NAMES, ladder, words, "sv")
    assert accept == "Bengt godtar kravet"
    assert refuse == "Bengt avslår kravet"
    assert t("sv", "terminal.did.claim_accept") == "Du godtar kravet"
    assert t("sv", "terminal.did.claim_refuse") == "Du avslår kravet"
    assert t("sv", "hand.claim.accept") == "Godta kravet"


# --- the card example in the letters the screen shows ----------------------------------------


def test_the_swedish_card_example_is_in_the_letters_the_hand_shows(tmp_path: Path) -> None:
    """Hands and plays show Q♠ and J♠ at a Swedish table too; the example said "(Dh, K♣, 10r)",
    as if the screen used the Swedish letters. Now the screen's letters, with the Swedish dam
    beside its queen: each example is the card it names in either spelling."""
    example = t("sv", "terminal.or_card")
    assert example == " eller ett kort (Qh/Dh, K♣, 10h)"
    queen, swedish = "Qh", "Dh"
    assert card_label(parse_card(queen)) == "Q♥"  # as the hand shows it
    assert read_card(swedish, "sv") == parse_card(queen)
    for typed in ("K♣", "10h"):
        assert card_label(read_card(typed, "sv")) == card_label(parse_card(typed))
    out = play(tmp_path / "p.sqlite3", "1\nx\nq\n", "--lang", "sv")
    assert "ett kort som Qh eller Dh" in out
    assert "10r" not in out


# --- the glossary: the same words in both languages, each where it applies -------------------


def glossary(variant: str, lang: Lang) -> str:
    return guide.variant_glossary(guide.section("glossary", lang), variant, lang=lang)


@pytest.mark.parametrize("variant", variant_names())
@pytest.mark.parametrize(("lang", "entry"), [("en", "- **no trumps** —"), ("sv", "- **sang** (")])
def test_no_trumps_is_explained_only_where_a_misere_is_played(
    variant: str, lang: Lang, entry: str
) -> None:
    """Swedish "sang … misèrerna spelas så" stood under "Alla spelen", so American and Whisch
    players (no misère, no contract without trumps) read it, and the English glossary had no
    such entry at all. It is shown where the variant's ladder has a misère."""
    model = get_variant(variant)
    ladder = model.rules(model.settings({})).ladder
    has_misere = any(contract.misere for contract in ladder.contracts)
    assert (entry in glossary(variant, lang)) == has_misere


def test_both_languages_list_as_many_words_in_each_block() -> None:
    def counts(lang: Lang) -> list[int]:
        blocks = guide.section("glossary", lang).split("\n\n")
        return [block.count("\n- ") for block in blocks]

    assert counts("en") == counts("sv")


PREFIXES = {
    "swedish": {"SV"},
    "dawson": {"DW"},
    "fontainebleau": {"FB", "RU"},  # one block for both: Russian Boston is Fontainebleau's
    "russian": {"FB", "RU"},
    "mariland": {"MA"},
    "whisch": {"WB"},
    "nantes": {"NT"},
    "american": {"AM"},
}


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_a_variant_s_glossary_cites_its_own_rules(variant: str, lang: Lang) -> None:
    """Whisch's "supporter … (WB-B1, NT-B1)" sent a Whisch player to Boston de Nantes."""
    cited = set(re.findall(r"\b([A-Z]{2})-[A-Z0-9]", glossary(variant, lang)))
    assert cited <= PREFIXES[variant]


# --- Nantes: whose bid a laid card was -------------------------------------------------------


def test_a_card_laid_with_an_overcalled_demande_says_so() -> None:
    """NT-B2, NT-B8: "Tester laid 7♠ face down with the Demande" under another player's
    winning "Demande en belle" read as the card of the contract played. A sentence: the
    demande in lower case within it, as the glossary writes it, and a full stop."""
    model = get_variant("nantes")
    ladder = model.rules(model.settings({})).ladder
    auction = (
        Bid(1, "demande", card=parse_card("7S")),
        Bid(2, "demande-belle", card=parse_card("AH")),
        Pass(3),
        Pass(4),
        Support(1),
    )
    assert laid_cards(auction, NAMES, ladder, model.words) == [
        "Anna laid 7♠ face down with their demande, which was overcalled.",
        "Bengt laid A♥ face down with the demande en belle.",
    ]
    assert laid_cards(auction, NAMES, ladder, model.words, "sv")[0] == (
        "Anna lade 7♠ dolt med sin demande, som blev överbjuden."
    )


# --- the words a player types for a key ------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("help", "?"),
        ("H", "?"),
        ("hjälp", "?"),
        ("Quit", "q"),
        ("exit", "q"),
        ("gå  ur", "q"),
        ("avsluta", "e"),  # the legend's "e = avsluta"
        ("regler", "r"),
        ("protokoll", "p"),
        ("KC", "kc"),  # a card stays a card
    ],
)
def test_a_key_s_word_is_the_key(typed: str, key: str) -> None:
    assert typed_key(typed) == key


@pytest.mark.parametrize(
    ("lang", "script", "shown", "stopped"),
    [
        ("en", "help\nrules\nquit\n", "Every game", "Saved; run again to resume."),
        ("sv", "hjälp\nregler\nexit\n", "Alla spelen", "Sparat; kör igen för att fortsätta."),
    ],
)
def test_help_and_quit_are_understood_at_a_prompt(
    tmp_path: Path, lang: Lang, script: str, shown: str, stopped: str
) -> None:
    """Only ?, r, p, e and q were taken: "help" and "quit" were told to type a number."""
    out = play(tmp_path / "p.sqlite3", script, "--lang", lang)
    assert shown in out  # the glossary
    assert "(SV-C1)" in out  # the rules
    retype = t(lang, "terminal.retype", n=2, card="")
    assert retype[: retype.index("1")] not in out
    assert out.rstrip().endswith(stopped)


# --- the rules screen says the terminal's way ------------------------------------------------


def test_the_terminal_s_rules_say_its_card_flag_not_discord_s_commands(tmp_path: Path) -> None:
    """AM-S1: ``r`` showed "On Discord the host sets it with /boston new …", the lobby's
    "Edit: Card of prices" and /boston score, and not ``--card``."""
    out = play(tmp_path / "p.sqlite3", "r\nq\n", "--variant", "american")
    assert "--card foster-decimal" in out
    assert "/boston" not in out and "Edit: Card of prices" not in out
    discord = guide.section("payments", "en", "american")  # /boston help keeps its own
    assert "/boston new variant:american" in discord and "--card" not in discord


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", variant_names())
def test_no_rules_screen_names_a_discord_command_without_the_terminal_s_way(
    variant: str, lang: Lang
) -> None:
    shown = "\n".join(
        guide.section(topic, lang, variant, "terminal")
        for topic in ("play", "contracts", "payments")
    )
    for line in shown.splitlines():
        if "/boston" in line:
            assert "terminal" in line, line  # "the host's /boston end (e in the terminal)"
