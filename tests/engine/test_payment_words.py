"""Payment lines in every language (issue #14): the ledgers write each line in English and in
Swedish with the club's words, name the glossary terms they use, and every such term has an
entry in both glossaries. English lines are unchanged (the rule tests check them)."""

from __future__ import annotations

import random
import re

import pytest

from bot.engine.contracts import SuitClass
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.scoring import Settlement
from bot.engine.swedish.direct import COLOUR_TERMS, ITEM_TERMS, direct_payment
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.swedish.simplified import SimplifiedLedger
from bot.engine.variants import new_game
from bot.engine.words import LANGS
from bot.guide import glossary_terms
from tests.engine.dawson.helpers import contract_result
from tests.engine.helpers import swedish_result as deal
from tests.variants import Config, params

NAMES = ("S.H.", "I.N.", "A.E.", "E.S.")
ENGLISH = re.compile(r"\b(pays|writes|mark|marks|rounded|base|seat|each|lost|made|pool)\b")


def test_sv_s9_worked_example_in_swedish() -> None:
    """SV-S9 as a Swedish club writes it; the English line is the rule test's, unchanged."""
    s = direct_payment(deal("7", 3, 8, trump=SuitClass.SECOND, honours=3), marks=2, names=NAMES)
    assert s.text("sv") == (
        "grund 18, codille 2, överstick 1, honnörer 2 (3 på hand), streck 4 = 27; "
        "andra färg × 2 = 54; "
        "avrundat 50; varje försvarare betalar A.E. 50",
    )
    assert s.text("en") == s.lines
    assert s.terms == ("base", "codille", "overtrick", "honours", "mark", "andra_farg")


def test_a_ledger_with_english_only_falls_back_to_english() -> None:
    """A ledger still on ``Settlement(payments, lines)`` reads the same in every language."""
    s = Settlement((), ("all pass",))
    assert s.text("sv") == s.text("en") == ("all pass",) and s.terms == ()


def test_worded_keeps_english_as_lines_and_each_term_once() -> None:
    s = Settlement.worded((), [{"en": "a", "sv": "b"}, {"en": "c"}], None, ["x", "y", "x"])
    assert s.lines == ("a", "c") and s.text("sv") == ("b", "c") and s.terms == ("x", "y")


def test_swedish_protocol_lines_are_swedish() -> None:
    """SV-P6/P7/P3/P12 lines of a short game: same count as English, no English word left."""
    protocol = SwedishProtocol()
    lost = protocol.settle(deal("7", 2, 5, trump=SuitClass.SECOND))
    assert lost.text("sv")[:2] == (
        "förlorat: ett streck (1 stående)",
        "plats 2 sätter två betar om 96 + 1 × 16 = 112",
    )
    made = protocol.settle(deal("6", 3, 7))
    assert "spelar av" in made.text("sv")[0] and "1 streck struket" in made.text("sv")
    assert {"al", "played_off", "mark", "base", "codille"} <= set(made.terms)
    final = protocol.final_settlement()
    assert final.text("sv")[0].startswith("betdelning: kolumner plats 1 ")
    for s in (lost, made, final):
        assert len(s.text("sv")) == len(s.lines)
        for line in s.text("sv"):
            assert not ENGLISH.search(line), line


def test_simplified_and_dawson_lines_are_swedish() -> None:
    table = SimplifiedLedger(NAMES).settle(deal("7", 3, 9))
    assert table.text("sv") == (
        "hemgång: värde 16 + 2 överstick × 2 = 20; varje försvarare betalar A.E. 20",
    )
    assert table.terms == ("overtrick",)
    dawson = DawsonLedger(pool_cap=30).settle(contract_result("7", 1, 8, dealer=2))
    sv = dawson.text("sv")
    # DW-P3: the dealer (givaren) antes double; "giv" is the deal, not the dealer.
    assert sv[0].startswith("insats: 10 var, 20 från plats 2 (givare), 50 i potten")
    assert sv[-1].startswith("potten nu")
    assert {"ante", "pool", "reserve"} <= set(dawson.terms)
    for line in sv:
        assert not ENGLISH.search(line), line


def _settlements(config: Config, seed: int) -> list[Settlement]:
    """The settlements of a randomly played game of ``config`` (its deals and final)."""
    rng = random.Random(seed)
    name, rule_settings = config
    game = new_game(name, rule_settings, ["A", "B", "C", "D"], first_dealer=rng.randint(1, 4))
    for _ in range(12):
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, rng.randrange(52) if game.rules.turns_card else None)
        while game.to_act is not None:
            game.apply(rng.choice(game.legal_actions(game.to_act)))
        if game.current is not None:
            break
    out = [e.settlement for e in game.deals if e.settlement is not None]
    return [*out, game.final] if game.final is not None else out


NAMING = (
    "swedish",
    "dawson",
    "fontainebleau",
    "russian",
    "nantes",
    "whisch",
    "mariland",
    "american",
)
"""The variants whose payment lines name glossary words (the French family's since a playtest
found none of their words explained)."""


@pytest.mark.parametrize("config", params())
def test_every_term_a_ledger_names_is_in_both_glossaries(config: Config) -> None:
    """Each term key the settlements of played games name has a short explanation in the
    English and the Swedish glossary (docs/rules/glossary.md, docs/rules/sv/glossary.md)."""
    named = {key for seed in range(4) for s in _settlements(config, seed) for key in s.terms}
    if config[0] in NAMING and not config[1]:
        assert named, "the ledger names the terms of its lines"
    for lang in LANGS:
        assert named - set(glossary_terms(lang)) == set(), lang


@pytest.mark.parametrize("lang", LANGS)
def test_every_item_term_of_the_direct_payment_is_in_the_glossary(lang: str) -> None:
    keys = {*ITEM_TERMS.values(), *COLOUR_TERMS.values(), "al", "bet", "merge", "betdelning"}
    keys |= {"ompassning", "ante", "pool", "reserve", "misere_partout", "whister"}
    assert keys - set(glossary_terms(lang)) == set()  # pyright: ignore[reportArgumentType]


WORDS = re.compile(r"[^\W\d_]{2,}")
"""Two letters or more: a word, not a number, a suit symbol or a one-letter player's name."""


@pytest.mark.parametrize("config", params())
def test_every_variant_writes_its_lines_in_swedish(config: Config) -> None:
    """Every registered variant (bot.engine.variants.VARIANTS): in the settlements of played
    games, each line with words reads differently in Swedish than in English, one Swedish
    line for each English one."""
    worded = 0
    for seed in range(4):
        for s in _settlements(config, seed):
            assert s.text("en") == s.lines and len(s.text("sv")) == len(s.lines)
            for en, sv in zip(s.lines, s.text("sv"), strict=True):
                if WORDS.search(en):
                    worded += 1
                    assert sv != en, (config, en)
    assert worded, "a played game settles with lines"
