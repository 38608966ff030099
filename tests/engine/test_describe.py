"""The engine's sentences about deals (:mod:`bot.engine.describe`) and the vocabulary's
grouping of suit classes, as a playtest of American and Mariland Boston read them: a result
names its trump suit, a fixed partnership's tricks are the side's, alike classes go together."""

from __future__ import annotations

import dataclasses

from bot.engine.actions import Level
from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.american.words import AMERICAN_WORDS
from bot.engine.cards import Suit
from bot.engine.contracts import SuitClass
from bot.engine.describe import (
    all_pass_words,
    deal_summary,
    declarer_subject,
    game_end_heading,
    result_contract,
    support_word,
    whister_word,
)
from bot.engine.game import DealEntry
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.mariland.words import MARILAND_WORDS
from bot.engine.result import DealResult
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.swedish.words import SWEDISH_WORDS
from bot.engine.variants import get_variant, variant_names

S, H, C, D = Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS
FIRST, SECOND, PLAIN = SuitClass.FIRST, SuitClass.SECOND, SuitClass.PLAIN
NAMES = ("North", "East", "South", "West")


def test_a_result_names_its_trump_suit_and_its_class_where_the_class_says_something() -> None:
    five, seven, seven_spel = (
        MARILAND_LADDER.get("5"),
        AMERICAN_LADDER.get("7"),
        SWEDISH_LADDER.get("7"),
    )
    assert five is not None and seven is not None and seven_spel is not None
    mariland = DealResult(dealer=1, contract=five, declarer=3, trump=S, trump_class=PLAIN)
    assert result_contract(mariland, MARILAND_WORDS, "en") == "Five ♠ (plain suit)"
    assert result_contract(mariland, MARILAND_WORDS, "sv") == "Fem ♠ (vanlig färg)"
    # American Boston: the cut fixes trumps, so "(trumps)" would say nothing (AM-D4).
    american = DealResult(dealer=1, contract=seven, declarer=3, trump=C, trump_class=FIRST)
    assert result_contract(american, AMERICAN_WORDS, "en") == "I go 7 ♣"
    # A scored Swedish deal knows only the class; the ladder's nickname has its brackets
    # already, so the class follows after a comma, not as a second bracket.
    scored = DealResult(dealer=1, contract=seven_spel, declarer=2, trump_class=SECOND)
    assert result_contract(scored, SWEDISH_WORDS, "en") == "7 spel (liten independence), andra färg"
    # A Swedish bid in högsta färg says its class already (SV-B2): not said twice.
    five_spel = SWEDISH_LADDER.get("5")
    assert five_spel is not None
    first = DealResult(dealer=1, contract=five_spel, level=Level.FIRST, declarer=2, trump=C)
    first = dataclasses.replace(first, trump_class=FIRST)
    assert result_contract(first, SWEDISH_WORDS, "sv") == "5 spel (liten boston) i högsta färg ♣"
    second = dataclasses.replace(first, level=Level.COLOUR, trump_class=SECOND)
    assert result_contract(second, SWEDISH_WORDS, "sv") == (
        "5 spel (liten boston) i färg ♣, andra färg"
    )


def test_a_contract_with_brackets_of_its_own_takes_its_class_after_a_comma() -> None:
    """A playtest read "5 spel (liten boston) ♣ (simpel färg)": two asides in a row. The class
    follows the bracketed name after a comma, in every language and every variant whose
    contract or level words carry brackets; a name without them keeps its bracket."""
    five_spel = SWEDISH_LADDER.get("5")
    assert five_spel is not None
    plain = DealResult(dealer=1, contract=five_spel, declarer=2, trump=C, trump_class=PLAIN)
    for lang in ("en", "sv"):
        assert result_contract(plain, SWEDISH_WORDS, lang) == "5 spel (liten boston) ♣, simpel färg"
    for name in variant_names():
        variant = get_variant(name)
        for contract in variant.rules(variant.settings({})).ladder:
            for level in Level:
                for trump_class in SuitClass:
                    result = DealResult(
                        dealer=1,
                        contract=contract,
                        level=level,
                        declarer=2,
                        trump=C,
                        trump_class=trump_class,
                    )
                    for lang in ("en", "sv"):
                        said = result_contract(result, variant.words, lang)
                        assert ") (" not in said and not said.endswith("))"), (name, said)
                        assert not ("(" in said.split("♣")[0] and said.endswith(")")), (
                            name,
                            said,
                        )


def test_an_american_summary_counts_the_sides_tricks_with_the_partner() -> None:
    seven = AMERICAN_LADDER.get("7")
    assert seven is not None
    result = DealResult(
        dealer=1,
        contract=seven,
        declarer=3,
        partner=1,
        trump=C,
        trump_class=FIRST,
        declarer_tricks=4,
        partner_tricks=4,
        side_target=7,
        declarer_target=7,
    )
    line = deal_summary(DealEntry(1, 1, scored=result), NAMES, AMERICAN_WORDS)
    assert line == "Deal 1 · dealer North: South with North as partner, I go 7 ♣, 8 tricks, made"


def test_classes_called_alike_are_one_group_and_an_empty_class_stays() -> None:
    american = (PLAIN, SECOND, FIRST, PLAIN)  # clubs turned: ♠ its partner, ♥ ♦ plain
    assert AMERICAN_WORDS.class_groups(american, "en") == [
        ("trumps", (C,)),
        ("plain suit", (S, H, D)),
    ]
    mariland = (PLAIN, FIRST, PLAIN, PLAIN)  # MA-D2's first deal: no preference
    assert MARILAND_WORDS.class_groups(mariland, "sv") == [
        ("superpreferens", (H,)),
        ("preferens", ()),
        ("vanlig färg", (S, C, D)),
    ]


def test_everyone_passed_in_each_variants_own_words() -> None:
    """SV-B6's ompassning is Swedish Boston's alone: Misère Partout is played at Dawson's
    (DW-B4), Fontainebleau's and Russian (FB-A1); the others throw the hands in (NT-G3, WB-B7,
    MA-B3, AM-B5)."""
    said = {
        name: (
            all_pass_words(get_variant(name).words, "en"),
            all_pass_words(get_variant(name).words, "sv"),
        )
        for name in variant_names()
    }
    assert "ompassning" in said["swedish"][0] and "ompassning" in said["swedish"][1]
    for name in ("dawson", "fontainebleau", "russian"):
        assert "Misère Partout" in said[name][0] and "Misère Partout" in said[name][1], name
    for name in ("nantes", "whisch", "mariland", "american"):
        # one Swedish wording for "thrown in" in every variant
        assert "thrown in" in said[name][0] and "korten kastas in" in said[name][1], name
    for name, (en, sv) in said.items():
        if name != "swedish":
            assert "ompassning" not in en + sv, name
    entry = DealEntry(number=2, dealer=1, scored=DealResult(dealer=1, all_pass=True))
    summary = deal_summary(entry, NAMES, get_variant("nantes").words)
    assert summary == "Deal 2 · dealer North: nobody bid, the deal is thrown in"


def test_the_game_end_heading_is_the_variants_own() -> None:
    """SV-P12's betdelning is Swedish; Boston de Nantes shares its pool out (NT-G4)."""
    assert game_end_heading(get_variant("swedish").words, "en") == "Betdelning"
    assert game_end_heading(get_variant("swedish").words, "sv") == "Betdelning"
    assert not SWEDISH_WORDS.has_term("game_end")  # one word: its betdelning
    assert game_end_heading(get_variant("american").words, "en") == "End of the game"
    nantes = get_variant("nantes").words
    assert "betdelning" not in game_end_heading(nantes, "en").lower()
    assert game_end_heading(nantes, "sv") == "Delning av potten"


def test_the_declarers_partner_is_the_supporter_where_a_demande_is_supported() -> None:
    """WB-B1, NT-B1: at Le Whisch Bostonien and Boston de Nantes the partner supports a
    demande (*je soutiens*): a supporter, not a whister (SV-W2, FB-W)."""
    for name in ("nantes", "whisch"):
        words = get_variant(name).words
        assert whister_word(words, "en") == "supporter", name
        assert whister_word(words, "sv") == "stödjare", name
    assert whister_word(get_variant("fontainebleau").words, "en") == "whister"
    assert whister_word(SWEDISH_WORDS, "en") == "whister"
    nantes = get_variant("nantes")
    demande = nantes.rules(nantes.settings({})).ladder.get("demande")
    assert demande is not None
    result = DealResult(dealer=1, contract=demande, declarer=2, whister=1, declarer_tricks=4)
    entry = DealEntry(number=1, dealer=1, scored=result)
    summary = deal_summary(entry, NAMES, get_variant("nantes").words)
    assert "East with North as supporter" in summary and "whister" not in summary


def test_je_soutiens_starts_small_inside_a_sentence() -> None:
    """NT-B1, WB-B1: the button says "Je soutiens (I support)"; a prompt's list of choices
    says "je soutiens" mid-sentence."""
    words = get_variant("nantes").words
    assert support_word(words, "en") == "Je soutiens (I support)"
    assert support_word(words, "en", in_sentence=True) == "je soutiens (I support)"


def test_the_fallback_support_words_keep_their_own_form_inside_a_sentence() -> None:
    """A variant offering Support without its own word says "I support": mid-sentence the
    pronoun keeps its capital ("bid, I support or pass"), Swedish starts small."""
    assert not SWEDISH_WORDS.has_term("support")  # no word of its own: the fallback
    assert support_word(SWEDISH_WORDS, "en") == "I support"
    assert support_word(SWEDISH_WORDS, "en", in_sentence=True) == "I support"
    assert support_word(SWEDISH_WORDS, "sv") == "Jag stöder"
    assert support_word(SWEDISH_WORDS, "sv", in_sentence=True) == "jag stöder"


def test_the_declarer_opens_a_sentence_in_each_language() -> None:
    """SV-T4's claim is announced as a sentence: "Spelföraren begär resten", "Solisten …"."""
    assert declarer_subject(SWEDISH_WORDS, "sv") == "Spelföraren"
    assert declarer_subject(SWEDISH_WORDS, "en") == "The spelförare"
    dawson = get_variant("dawson").words
    assert declarer_subject(dawson, "sv") == "Solisten"
    assert declarer_subject(dawson, "en") == "The soloist"
