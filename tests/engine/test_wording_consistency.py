"""The same thing said the same way in every variant (Swedish too): contract names
capitalised as names (FB-C), the tricks a lost contract is short (FB-S4, MA-P4), the
thrown-in deal's line (WB-B, MA-B, AM-B5), the contract line's roles, and the Russian
chicane prompt naming its declaration (RU-C4)."""

from __future__ import annotations

import pytest

from bot.engine.cards import Suit, parse_card
from bot.engine.fontainebleau.ladder import FB_LADDER
from bot.engine.fontainebleau.ledger import FontainebleauLedger
from bot.engine.fontainebleau.result import contract_result
from bot.engine.fontainebleau.words import FONTAINEBLEAU_WORDS
from bot.engine.mariland.ladder import MARILAND_LADDER
from bot.engine.mariland.ledger import MarilandLedger
from bot.engine.result import DealResult
from bot.engine.variants import get_variant
from bot.engine.words import LANGS, Lang
from bot.i18n import t


def test_fb_c_every_swedish_contract_name_is_capitalised() -> None:
    """FB-C: Lilla misère, Piccolissimo, Stora misère … as names, like Chelem på bordet."""
    for contract in FB_LADDER.contracts:
        for lang in LANGS:
            name = FONTAINEBLEAU_WORDS.contract(contract, lang)
            assert name[:1].isdigit() or name[:1].isupper(), (lang, name)
    sv = {c.id: FONTAINEBLEAU_WORDS.contract(c, "sv") for c in FB_LADDER.contracts}
    assert sv["little-misere"] == "Lilla misère"
    assert sv["grand-misere"] == "Stora misère"
    assert sv["little-spread"] == "Lilla misère på bordet"
    assert sv["grand-spread"] == "Stora misère på bordet"


def fb_lost_line(lang: Lang) -> str:
    """FB-S4, FB-L3: 7 levées in ♥ by seat 1 with 6 tricks, one short."""
    ledger = FontainebleauLedger()
    settlement = ledger.settle(contract_result("7", 1, 6, suit=Suit.HEARTS, dealer=4))
    return settlement.text(lang)[1]


def mariland_lost_line(lang: Lang) -> str:
    """MA-P4: five in a plain suit with one trick, four short."""
    ledger = MarilandLedger()
    ledger.settle(DealResult(dealer=3, all_pass=True, turned=parse_card("5H")))
    five = MARILAND_LADDER.get("5")
    assert five is not None
    result = DealResult(
        dealer=4,
        contract=five,
        declarer=1,
        trump=Suit.CLUBS,
        turned=parse_card("2S"),
        declarer_tricks=1,
        side_target=five.target,
        declarer_target=five.target,
    )
    return ledger.settle(result).text(lang)[0]


def test_the_tricks_short_are_said_alike() -> None:
    """FB-S4 and MA-P4 in Swedish: "under", opposite "över", as the glossary's X and American
    Boston's card of prices say it (AM-S2), never the English-looking "back"; "short" in
    English."""
    assert "5×1 under" in fb_lost_line("sv") and "back" not in fb_lost_line("sv")
    assert "5 × 4 under" in mariland_lost_line("sv")
    assert "5×1 short" in fb_lost_line("en") and "5 × 4 short" in mariland_lost_line("en")


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_thrown_in_deal_is_said_alike(lang: Lang) -> None:
    """WB, MA and AM: all four pass, the cards are thrown in and nobody pays: no payment line
    in any of them (the deal's headline says it is thrown in, in the variant's words)."""
    lines: set[tuple[str, ...]] = set()
    for name in ("whisch", "mariland", "american"):
        variant = get_variant(name)
        settings = variant.settings({})
        ledger = variant.ledger(settings, ("A", "B", "C", "D"))
        settlement = ledger.settle(DealResult(dealer=1, all_pass=True, turned=parse_card("5H")))
        lines.add(settlement.text(lang))
    assert lines == {()}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_contract_lines_roles_are_written_alike(lang: Lang) -> None:
    """A role and its player, no colon: "spelförare Bengt · trumf ♥ · whistpartner Cissi"."""
    line = t(lang, "contract.line", contract="5 levées", declarer_word="X", declarer="Bengt")
    assert line.endswith("X Bengt")
    assert t(lang, "contract.whister", role="whistpartner", who="Cissi") == "whistpartner Cissi"
    assert t(lang, "contract.partner", who="Cissi").endswith(" Cissi")
    assert ":" not in t(lang, "contract.partner", who="Cissi")


def test_ru_c4_the_prompt_can_name_the_declaration() -> None:
    """RU-C4: the word comes from the engine's vocabulary (its ``chicane`` term)."""
    words = get_variant("russian").words
    sv = t("sv", "prompt.declare_note_word", word=words.term("chicane", "sv"))
    assert "meddela chicane" in sv
    en = t("en", "prompt.declare_note_word", word=words.term("chicane", "en"))
    assert "declare chicane" in en
