"""The special contracts a result's headline names are explained as its payment words are:
each ledger names the contract's glossary key (``Settlement.terms``, docs/rules/glossary.md's
``term:`` marks) and a game explains it the first time it plays it (``DealEntry.new_terms``).
A playtest saw Piccolissimo, Little Spread, Chelem, Little and Grand Misère, Spread and
*I keep* with no note, where Nantes' *sur table* had one."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from bot import guide
from bot.engine.actions import Level
from bot.engine.cards import Suit
from bot.engine.dawson import ledger as dawson
from bot.engine.dawson.ladder import DAWSON_LADDER
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.fontainebleau import ledger as fontainebleau
from bot.engine.fontainebleau.ladder import FB_LADDER
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import contract_result as fb_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.nantes import ledger as nantes
from bot.engine.nantes.ladder import NANTES_LADDER
from bot.engine.nantes.ledger import settle_deal
from bot.engine.variants import new_game
from bot.engine.words import LANGS, Lang
from tests.engine.dawson.helpers import contract_result, partout_result
from tests.engine.nantes.test_nantes_payments import outcome

H = Suit.HEARTS


@pytest.mark.parametrize(
    ("contract_id", "key"),
    [
        ("little-misere", "little_misere"),  # DW-T1
        ("grand-misere", "grand_misere"),  # DW-B5
        ("little-spread", "spread"),  # DW-T1, DW-T2
        ("grand-spread", "spread"),  # DW-T2
    ],
)
def test_dw_p2_a_misere_or_spread_names_its_word_first(contract_id: str, key: str) -> None:
    for tricks in (0, 1):  # made and lost alike
        terms = DawsonLedger().settle(contract_result(contract_id, 3, tricks)).terms
        assert terms == (key, "ante", "pool"), (contract_id, tricks, terms)


def test_dw_b2_i_keep_and_i_keep_over_you_are_named() -> None:
    """ "Six ♣ (I keep)", "Seven ♥ (I keep over you)" in the headline; a plain bid, a Grand
    Slam and Misère Partout (DW-B4, named already) name no contract word."""
    six = contract_result("6", 2, 6)
    keep = DawsonLedger().settle(replace(six, level=Level.COLOUR)).terms
    assert keep == ("keep", "ante", "pool")
    seven = contract_result("7", 2, 7)
    over = DawsonLedger().settle(replace(seven, level=Level.FIRST)).terms
    assert over == ("keep_over", "ante", "pool")
    assert DawsonLedger().settle(six).terms == ("ante", "pool")
    assert DawsonLedger().settle(contract_result("13", 2, 13)).terms == ("ante", "pool")
    assert DawsonLedger().settle(partout_result((5, 4, 3, 1))).terms == (
        "ante",
        "pool",
        "misere_partout",
    )


@pytest.mark.parametrize(
    ("contract_id", "key", "suit"),
    [
        ("little-misere", "little_misere_fb", None),  # FB-C3
        ("piccolissimo", "piccolissimo", None),  # FB-C3, FB-S2
        ("grand-misere", "grand_misere_fb", None),  # FB-C2
        ("little-spread", "little_spread_fb", None),  # FB-C4
        ("grand-spread", "grand_spread_fb", None),  # FB-C4
        ("13", "chelem_fb", H),  # FB-C
        ("spread-slam", "chelem_table_fb", H),  # FB-C
    ],
)
def test_fb_c_each_named_announcement_names_its_word_first(
    contract_id: str, key: str, suit: Suit | None
) -> None:
    """Boston de Fontainebleau and Russian Boston, which plays the same announcements."""
    for settings in (FbSettings(), russian()):
        result = fb_result(contract_id, 1, 1, suit=suit, settings=settings)
        terms = FontainebleauLedger(settings).settle(result).terms
        assert terms[:3] == (key, "deposit", "pool_fb"), (contract_id, terms)


def test_fb_c1_levees_name_no_contract_word() -> None:
    """ "7 levées" says what it is: FB-X4's deal names its payment words only."""
    result = fb_result("7", 1, 5, suit=H, honours=3)
    assert FontainebleauLedger(FbSettings()).settle(result).terms == (
        "deposit",
        "pool_fb",
        "x_fb",
        "honour_tricks",
    )


@pytest.mark.parametrize(
    ("contract_id", "keys"),
    [
        ("petite-misere", ("petite_misere_nt",)),  # NT-C4
        ("grande-misere", ("grande_misere_nt",)),
        ("misere-quatre-as", ("quatre_as",)),  # NT-C6
        ("petite-misere-sur-table", ("petite_misere_nt", "sur_table")),  # NT-C4, NT-C5
        ("grande-misere-sur-table", ("grande_misere_nt", "sur_table")),  # NT-C5
    ],
)
def test_nt_c_a_misere_names_its_word_and_sur_table_after_it(
    contract_id: str, keys: tuple[str, ...]
) -> None:
    """Made or lost (NT-T4: a misère ends at the declarer's first trick)."""
    for tricks in (0, 1):
        settlement, _ = settle_deal(
            outcome(contract_id, 2, tricks, turned="5D"), 0, deposit=10, bonus=2, double=False
        )
        assert settlement.terms == ("pool_nt", "factor_nt", *keys), (contract_id, tricks)


KEYS = (
    "little_misere", "grand_misere", "spread", "keep", "keep_over",
    "little_misere_fb", "piccolissimo", "grand_misere_fb", "little_spread_fb",
    "grand_spread_fb", "chelem_fb", "chelem_table_fb", "petite_misere_nt",
    "grande_misere_nt", "quatre_as",
)  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_contract_word_has_one_short_sentence_in_both_glossaries(lang: Lang) -> None:
    """Each note reads on a phone: one sentence, no rule id, no colon of its own."""
    terms = guide.glossary_terms(lang)
    for key in KEYS:
        assert key in terms, (lang, key)
        word, text = terms[key]
        assert not re.search(r"\b[A-Z]{2}-[A-Z0-9]", text), (key, text)
        assert ":" not in text and ". " not in text, (key, text)
        assert len(f"{word}: {text}") <= 160, (key, text)


def test_the_glossary_words_are_the_headline_s() -> None:
    """The note names the contract as the headline does (Dawson's "Little Misère", the
    Swedish "Lilla misère på bordet"), so the reader sees which word it explains."""
    en, sv = guide.glossary_terms("en"), guide.glossary_terms("sv")
    assert en["little_misere"][0] == "little misère" == sv["little_misere"][0]
    assert en["keep_over"][0] == "I keep over you"
    assert en["piccolissimo"][0] == "piccolissimo"
    assert en["chelem_table_fb"][0] == "chelem on the table"
    assert sv["little_spread_fb"][0] == "lilla misère på bordet"
    assert sv["chelem_table_fb"][0] == "chelem på bordet"


def test_a_dawson_game_explains_each_contract_the_first_time() -> None:
    """DW-P2: a Little Misère explains itself with the ante and the pool; a second one
    explains nothing new, a Grand Spread its spread."""
    game = new_game("dawson", {}, ["A", "B", "C", "D"], first_dealer=1)
    game.add_scored(contract_result("little-misere", 2, 0, dealer=1))
    game.add_scored(contract_result("little-misere", 3, 0, dealer=2))
    game.add_scored(contract_result("grand-spread", 4, 1, dealer=3))
    first, second, third = game.deals
    assert first.new_terms == ("little_misere", "ante", "pool")
    assert second.new_terms == ()
    assert third.new_terms == ("spread",)


def test_every_misere_spread_and_slam_announcement_has_its_word() -> None:
    """A contract added to a ladder later gets its note too: every misère and spread of
    Dawson (DW-P2) and Nantes (NT-C4…C6), and every Fontainebleau announcement that is not
    "N levées" (FB-C), names a glossary word both glossaries have."""
    named = {c.id: dawson.CONTRACT_TERMS.get(c.id) for c in DAWSON_LADDER if c.misere}
    assert len(named) == 4 and all(named.values()), named
    fb = {c.id: fontainebleau.CONTRACT_TERMS.get(c.id) for c in FB_LADDER if c.target in (0, 1, 13)}
    assert len(fb) == 7 and all(fb.values()), fb
    nt = {c.id: nantes.CONTRACT_TERMS.get(c.id) for c in NANTES_LADDER if c.misere}
    assert len(nt) == 5 and all(nt.values()), nt
    for lang in LANGS:
        terms = guide.glossary_terms(lang)
        for key in (*named.values(), *fb.values(), *nt.values()):
            assert key in terms, (lang, key)
