"""The words of the French family's payment lines are explained as Swedish Boston's are: each
ledger names the glossary terms its lines use (``Settlement.terms``), each has an entry marked
``<!-- term:KEY -->`` in both glossaries, and a game explains each the first time it uses it
(``DealEntry.new_terms``). A playtest found every French-family result post saying "deposit",
"pool", "X = …", "chicane", "carte de boston" with no word explained."""

from __future__ import annotations

import re

import pytest

from bot.engine.american.card import FOSTER
from bot.engine.american.ledger import AmericanLedger
from bot.engine.american.rules import AMERICAN_LADDER
from bot.engine.cards import SUIT_OF, Suit, parse_card
from bot.engine.contracts import Contract
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings, russian
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.mariland.ledger import MarilandLedger
from bot.engine.nantes.ledger import NantesLedger, NantesOutcome, settle_deal
from bot.engine.result import DealResult
from bot.engine.variants import get_variant, new_game
from bot.engine.whisch.ledger import WhischLedger
from bot.engine.words import LANGS, Lang
from bot.guide import glossary_terms
from tests.engine.nantes.test_nantes_payments import outcome

H, D, S = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES


def _settle(settings: FbSettings, result: DealResult) -> tuple[str, ...]:
    return FontainebleauLedger(settings).settle(result).terms


def test_fb_every_deal_names_the_deposit_the_pool_and_x() -> None:
    """FB-L1, FB-L, FB-S1 (FB-X1: 5 ♥ made alone, two honours: no honour-tricks)."""
    assert _settle(FbSettings(), contract_result("5", 1, 7, suit=H, honours=2)) == (
        "deposit",
        "pool_fb",
        "x_fb",
    )


def test_fb_h3_honour_tricks_are_named_where_x_counts_them() -> None:
    """FB-X2 (three honours made) and FB-X4 (lost, counted) name them; FB-X4F
    (``honours_on_failure`` off) counts none and names none."""
    made = contract_result("5", 1, 7, suit=H, honours=3)
    lost = contract_result("7", 1, 5, suit=H, honours=3)
    assert "honour_tricks" in _settle(FbSettings(), made)
    assert "honour_tricks" in _settle(FbSettings(), lost)
    assert "honour_tricks" not in _settle(FbSettings(honours_on_failure=False), lost)


def test_fb_w_the_whister_and_fb_a_misere_partout_are_named() -> None:
    """FB-X13 (6 ♣ with whister 3) and FB-X18 (all pass): no X in Misère Partout."""
    paired = contract_result("6", 1, 6, suit=Suit.CLUBS, whister=3, whister_tricks=4, honours=2)
    assert "whister_fb" in _settle(FbSettings(), paired)
    assert _settle(FbSettings(), all_pass_result(4, (2, 5, 2, 4))) == (
        "deposit",
        "pool_fb",
        "partout_fb",
    )


def test_ru_c5_chicane_is_named() -> None:
    """RU-X1: seat 3 declared chicane."""
    result = contract_result("6", 1, 6, suit=H, chicane=(3,), settings=russian())
    assert "chicane" in _settle(russian(), result)


def test_nantes_names_the_pool_factor_doubles_carte_de_boston_and_sur_table() -> None:
    """NT-X1 (the carte de boston, NT-J1), NT-X6 (a double, NT-G2), NT-X10 (grande misère
    sur table, NT-C5: its misère and *sur table*, no carte de boston in a misère), NT-X12
    (thrown in: the deposit's pool only) and NT-X16 (the pool shared at the end, NT-G4)."""

    def terms(o: NantesOutcome, *, double: bool = False) -> tuple[str, ...]:
        s, _ = settle_deal(o, 40, deposit=10, bonus=2, double=double)
        return s.terms

    x1 = outcome("demande", 3, 6, trump="C", partner=1, partner_tricks=3, honours=3, boston=2)
    assert terms(x1) == ("pool_nt", "factor_nt", "demande_nt", "carte_de_boston")  # NT-C
    x6 = outcome("petite-independance", 2, 7, trump="S", honours=4, boston=3)
    assert terms(x6, double=True) == (
        "pool_nt",
        "doubles",
        "factor_nt",
        "petite_independance_nt",  # the headline's contract (NT-C1)
        "carte_de_boston",
    )
    x10 = outcome("grande-misere-sur-table", 2, 0, turned="5D")
    assert terms(x10) == ("pool_nt", "factor_nt", "grande_misere_nt", "sur_table")
    assert terms(outcome(None)) == ("pool_nt",)
    ledger = NantesLedger(doubles=0)
    ledger.settle(DealResult(dealer=1, all_pass=True, turned=parse_card("2C")))
    assert ledger.final_settlement().terms == ("pool_nt",)


def _whisch(contract: str, tricks: int) -> DealResult:
    c = get_variant("whisch").rules({}).ladder.get(contract)
    assert c is not None
    card = parse_card("5D")
    return DealResult(
        dealer=4,
        contract=c,
        declarer=1,
        trump=SUIT_OF[card],
        turned=card,
        declarer_tricks=tricks,
        side_target=c.target,
        declarer_target=c.target,
    )


def test_wb_p_names_the_factor_and_wb_p3_the_chelem() -> None:
    # The headline's contract first (WB-C): tests/engine/test_contract_terms.py.
    assert WhischLedger().settle(_whisch("demande", 6)).terms == ("demande_wb", "factor_wb")
    assert WhischLedger().settle(_whisch("demande", 13)).terms == (
        "demande_wb",
        "factor_wb",
        "chelem_wb",
    )
    assert WhischLedger().settle(DealResult(dealer=4, all_pass=True)).terms == ()


def _mariland(five: Contract, trump: Suit) -> DealResult:
    return DealResult(
        dealer=4,
        contract=five,
        declarer=3,
        trump=trump,
        turned=parse_card("QC"),
        declarer_tricks=6,
        side_target=5,
        declarer_target=5,
    )


def test_ma_p1_names_the_class_of_the_trumps() -> None:
    """MA-D2: superpreference ♥ (the first turned card), preference ♣ (this deal's)."""
    five = MARILAND_LADDER.get("5")
    assert five is not None
    ledger = MarilandLedger()
    ledger.settle(DealResult(dealer=3, all_pass=True, turned=parse_card("5H")))
    assert ledger.settle(_mariland(five, H)).terms == ("superpreference",)
    assert ledger.settle(_mariland(five, Suit.CLUBS)).terms == ("preference_ma",)
    assert ledger.settle(_mariland(five, S)).terms == ("plain_ma",)


def test_am_s4_s5_names_the_card_of_prices_and_the_partners() -> None:
    """AM-X1: side 1 + 3 takes 9 on a bid of 8."""
    eight = AMERICAN_LADDER.get("8")
    assert eight is not None
    result = DealResult(dealer=4, contract=eight, declarer=1, partner=3, trump=D, declarer_tricks=9)
    assert AmericanLedger(FOSTER).settle(result).terms == ("card_of_prices", "partner_am")


KEYS = (
    "deposit", "pool_fb", "x_fb", "honour_tricks", "whister_fb", "partout_fb", "chicane",
    "pool_nt", "factor_nt", "doubles", "carte_de_boston", "sur_table", "factor_wb",
    "chelem_wb", "superpreference", "preference_ma", "plain_ma", "card_of_prices", "partner_am",
)  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_every_french_term_has_a_short_explanation_without_rule_ids(lang: Lang) -> None:
    """The entry's first sentence, with no rule id left in it (RU-, MA-, WB- ids included)."""
    terms = glossary_terms(lang)
    for key in KEYS:
        assert key in terms, (lang, key)
        _, text = terms[key]
        assert not re.search(r"\b[A-Z]{2}-[A-Z0-9]", text), (key, text)
        assert len(text) < 240, (key, text)


def test_a_fontainebleau_game_explains_each_word_the_first_time() -> None:
    """The Discord result post explains ``DealEntry.new_terms`` (docs/discord.md): the first
    deal its deposit, pool and X; a later deal only what it adds (the whister)."""
    game = new_game("fontainebleau", {}, ["A", "B", "C", "D"], first_dealer=4)
    game.add_scored(contract_result("5", 1, 7, suit=H, honours=3, dealer=4))
    game.add_scored(contract_result("6", 2, 6, suit=S, whister=4, whister_tricks=4, dealer=1))
    first, second = game.deals[0], game.deals[1]
    assert first.new_terms == ("deposit", "pool_fb", "x_fb", "honour_tricks")
    assert second.new_terms == ("whister_fb",)
