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
from bot.engine.cards import SUIT_OF, Suit, parse_card
from bot.engine.contracts import Contract
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
from bot.engine.result import DealResult
from bot.engine.swedish import ladder as swedish
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.swedish.simplified import SimplifiedLedger
from bot.engine.variants import new_game
from bot.engine.whisch import ledger as whisch
from bot.engine.whisch.ledger import WhischLedger
from bot.engine.whisch.rules import DEMANDE, INDEPENDANCE, WHISCH_LADDER
from bot.engine.words import LANGS, Lang
from tests.engine.dawson.helpers import contract_result, partout_result
from tests.engine.helpers import swedish_result
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


def _swedish_terms(contract_id: str, tricks: int, simplified: bool) -> tuple[str, ...]:
    result = swedish_result(contract_id, 2, tricks)
    ledger = SimplifiedLedger() if simplified else SwedishProtocol()
    return ledger.settle(result).terms


@pytest.mark.parametrize(
    ("contract_id", "keys"),
    [
        ("petite-misere", ("petite_misere_sv",)),  # SV-C2, SV-C3
        ("grande-misere", ("grande_misere_sv",)),  # SV-C2
        ("petite-misere-ouverte", ("petite_misere_sv", "ouverte")),  # SV-C3, SV-C4
        ("grande-misere-ouverte", ("grande_misere_sv", "ouverte")),  # SV-C4
    ],
)
def test_sv_c_a_misere_names_its_word_first_and_ouverte_after_it(
    contract_id: str, keys: tuple[str, ...]
) -> None:
    """Made or lost, in the traditional payment (the protocol and the direct payment) and in
    the simplified one (SV-F1): the headline's "Petite misère ouverte" comes first."""
    for simplified in (False, True):
        for tricks in (0, 1):
            terms = _swedish_terms(contract_id, tricks, simplified)
            assert terms[: len(keys)] == keys, (contract_id, simplified, tricks, terms)


def test_sv_c1_a_spel_contract_names_no_contract_word() -> None:
    """ "7 spel (liten independence)" says its tricks: no misère word, no *ouverte*."""
    for simplified in (False, True):
        terms = _swedish_terms("7", 8, simplified)
        assert not {"petite_misere_sv", "grande_misere_sv", "ouverte"} & set(terms), terms


def _whisch_result(contract: Contract, tricks: int) -> DealResult:
    card = parse_card("5D")
    return DealResult(
        dealer=4,
        contract=contract,
        declarer=1,
        trump=SUIT_OF[card],
        turned=card,
        declarer_tricks=tricks,
        side_target=contract.target,
        declarer_target=contract.target,
    )


def test_wb_b4_an_independance_names_its_word_first() -> None:
    """WB-C, WB-B4: "Indépendance in ♦" does not say its eight tricks; made, lost and with
    the chelem (WB-P3) alike."""
    ledger = WhischLedger()
    assert ledger.settle(_whisch_result(INDEPENDANCE, 8)).terms == ("independance_wb", "factor_wb")
    assert ledger.settle(_whisch_result(INDEPENDANCE, 6)).terms == ("independance_wb", "factor_wb")
    assert ledger.settle(_whisch_result(INDEPENDANCE, 13)).terms == (
        "independance_wb",
        "factor_wb",
        "chelem_wb",
    )


def test_wb_c_a_demande_names_its_word_first() -> None:
    """WB-C, WB-B6: "Demande in ♦" says neither its five tricks alone nor the eight together
    once supported."""
    ledger = WhischLedger()
    assert ledger.settle(_whisch_result(DEMANDE, 6)).terms == ("demande_wb", "factor_wb")
    supported = replace(_whisch_result(DEMANDE, 5), whister=3, whister_tricks=2, side_target=8)
    assert ledger.settle(supported).terms == ("demande_wb", "factor_wb")


@pytest.mark.parametrize(
    ("contract_id", "key"),
    [
        ("petite-independance", "petite_independance_nt"),  # NT-C1: six tricks
        ("grande-independance", "grande_independance_nt"),  # NT-C1: eight tricks
    ],
)
def test_nt_c1_an_independance_names_its_word(contract_id: str, key: str) -> None:
    """Made or lost, after the pool and the factor as a misère's word (NT-C1, NT-P)."""
    for tricks in (5, 9):
        settlement, _ = settle_deal(
            outcome(contract_id, 2, tricks, trump="H", turned="5D"),
            0,
            deposit=10,
            bonus=2,
            double=False,
        )
        assert settlement.terms == ("pool_nt", "factor_nt", key), (contract_id, tricks)


@pytest.mark.parametrize(
    ("contract_id", "trump", "key"),
    [
        ("demande", "D", "demande_nt"),  # NT-B2: five alone, the suit laid face down
        ("demande-belle", "H", "demande_nt"),  # NT-B5: in belle, named openly
        ("neuf", "S", "neuf_nt"),  # NT-C: nine alone
        ("neuf-petite", "D", "neuf_nt"),  # NT-C2
        ("neuf-belle", "H", "neuf_nt"),  # NT-C2
    ],
)
def test_nt_c_a_demande_and_a_neuf_name_their_word(contract_id: str, trump: str, key: str) -> None:
    """ "Demande en belle ♥" and "Neuf en petite ♦" say neither five tricks nor nine, nor do
    their payment lines ("made: 4×(4 + extra tricks 1 + honours 0) = 20"): made or lost, the
    word after the pool and the factor, as an indépendance's (NT-C, NT-C2, NT-B2)."""
    for tricks in (4, 10):
        settlement, _ = settle_deal(
            outcome(contract_id, 2, tricks, trump=trump, turned="5D"),
            0,
            deposit=10,
            bonus=2,
            double=False,
        )
        assert settlement.terms == ("pool_nt", "factor_nt", key), (contract_id, tricks)


def test_nt_b4_a_supported_demande_names_its_word_too() -> None:
    """NT-X1: the supported demande, eight tricks together, explained by the same word."""
    supported = outcome("demande", 3, 6, trump="C", partner=1, partner_tricks=3, honours=3)
    settlement, _ = settle_deal(supported, 40, deposit=10, bonus=2, double=False)
    assert settlement.terms == ("pool_nt", "factor_nt", "demande_nt")


def test_nt_c_every_nantes_contract_has_its_word() -> None:
    """A contract added to the ladder later gets its note too: every Nantes announcement's
    headline names a word both glossaries explain (NT-C)."""
    nt = {c.id: nantes.CONTRACT_TERMS.get(c.id) for c in NANTES_LADDER}
    assert len(nt) == 12 and all(nt.values()), nt
    for lang in LANGS:
        terms = guide.glossary_terms(lang)
        for key in nt.values():
            assert key in terms, (lang, key)


def test_nt_c_the_demande_and_neuf_notes_read_as_the_headline_s() -> None:
    """The note under "Demande en belle ♥" and "Neuf ♠", as a result post shows it."""
    en = guide.explain(["demande_nt", "neuf_nt"], "en", "more", one_per_line=True)
    assert en.startswith(
        "-# **demande (Nantes)**: Five tricks alone or eight with a supporter, with trumps in "
        "belle or petite\n-# **neuf**: Nine tricks alone, with trumps the declarer names once "
        "the auction is won\n"
    ), en
    sv = guide.explain(["demande_nt", "neuf_nt"], "sv", "mer", one_per_line=True)
    assert sv.startswith(
        "-# **demande**: fem stick ensam eller åtta med en som stöder, med trumf i belle eller "
        "petite\n-# **neuf**: nio stick ensam, med trumf som spelföraren bestämmer när "
        "budgivningen är vunnen\n"
    ), sv


NEW_KEYS = (
    "petite_misere_sv", "grande_misere_sv", "ouverte", "independance_wb", "demande_wb",
    "petite_independance_nt", "grande_independance_nt", "demande_nt", "neuf_nt",
)  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_new_contract_word_has_one_short_sentence_in_both_glossaries(lang: Lang) -> None:
    """As the other contract words: one sentence, no rule id, no colon of its own."""
    terms = guide.glossary_terms(lang)
    for key in NEW_KEYS:
        assert key in terms, (lang, key)
        word, text = terms[key]
        assert not re.search(r"\b[A-Z]{2}-[A-Z0-9]", text), (key, text)
        assert ":" not in text and ". " not in text, (key, text)
        assert len(f"{word}: {text}") <= 160, (key, text)


def test_the_new_glossary_words_are_the_headline_s() -> None:
    """The note names the contract as the headline does ("Petite misère ouverte",
    "Indépendance", "Grande indépendance")."""
    en, sv = guide.glossary_terms("en"), guide.glossary_terms("sv")
    assert en["petite_misere_sv"][0] == "petite misère (Swedish Boston)"
    assert sv["petite_misere_sv"][0] == "petite misère"
    assert sv["grande_misere_sv"][0] == "grande misère"
    assert en["ouverte"][0] == "ouverte (open)" and sv["ouverte"][0] == "ouverte"
    assert en["independance_wb"][0] == "indépendance (Whisch)"
    assert en["demande_wb"][0] == "demande (Whisch)" and sv["demande_wb"][0] == "demande"
    assert sv["independance_wb"][0] == "indépendance"
    assert en["petite_independance_nt"][0] == "petite indépendance (Nantes)"
    assert sv["grande_independance_nt"][0] == "grande indépendance"
    assert en["demande_nt"][0] == "demande (Nantes)" and sv["demande_nt"][0] == "demande"
    assert en["neuf_nt"][0] == "neuf" == sv["neuf_nt"][0]


def test_every_swedish_misere_and_every_independance_has_its_word() -> None:
    """A contract added to a ladder later gets its note too: every Swedish misère (SV-C2),
    both Whisch bids (WB-C) and every indépendance of Nantes (NT-C1)."""
    sv = {c.id: swedish.CONTRACT_TERMS.get(c.id) for c in SWEDISH_LADDER if c.misere}
    assert len(sv) == 4 and all(sv.values()), sv
    wb = {c.id: whisch.CONTRACT_TERMS.get(c.id) for c in WHISCH_LADDER}
    assert len(wb) == 2 and all(wb.values()), wb
    nt = {c.id: nantes.CONTRACT_TERMS.get(c.id) for c in NANTES_LADDER if "independance" in c.id}
    assert len(nt) == 2 and all(nt.values()), nt
    for lang in LANGS:
        terms = guide.glossary_terms(lang)
        for key in (*sv.values(), *wb.values(), *nt.values(), "ouverte"):
            assert key in terms, (lang, key)


def test_a_swedish_game_explains_a_misere_the_first_time() -> None:
    """SV-C3: a first Petite misère ouverte explains its words; a second one nothing of them."""
    game = new_game("swedish", {}, ["A", "B", "C", "D"], first_dealer=1)
    game.add_scored(swedish_result("petite-misere-ouverte", 2, 0))
    game.add_scored(replace(swedish_result("petite-misere-ouverte", 3, 0), dealer=2))
    first, second = (entry.new_terms or () for entry in game.deals)
    assert first[:2] == ("petite_misere_sv", "ouverte"), first
    assert not {"petite_misere_sv", "ouverte"} & set(second), second
