"""Nantes read by a Swede: a contract that names its trumps' class (``Demande en belle``,
``Neuf en petite``: NT-C3, NT-C) is not followed by that class again ("Demande en belle ♥
(belle – bästa färg)" said belle twice), in the result, the score sheet's row or the contract
line; a contract that does not name it still has its class beside the suit. Cards read rank
then suit everywhere, the carte de boston setting's choices too ("J♦", never "♦J")."""

from __future__ import annotations

import re

from bot.engine.actions import Bid, NameTrump, Pass
from bot.engine.cards import Suit
from bot.engine.deal import Deal
from bot.engine.describe import result_contract
from bot.engine.nantes.words import NANTES_WORDS
from bot.engine.phase import Phase
from bot.engine.result import DealResult
from bot.engine.words import LANGS
from cogs.boston.deal_lines import contract_text
from tests.engine.nantes.test_nantes_deal import deal_x19
from tests.render.tables import live_table


def played(contract: str, suit: Suit | None = None) -> Deal:
    """NT-X19's deal (belle ♥, petite ♣): South bids ``contract`` (in ``suit``), the others
    pass."""
    deal = deal_x19()
    deal.apply(Bid(3, contract, suit=suit))
    while deal.public_view().contract is None:
        assert deal.to_act is not None
        deal.apply(Pass(deal.to_act))
    if deal.phase is Phase.TRUMP:  # NT-K1: the contract kept as bid
        assert deal.to_act is not None
        deal.apply(
            next(
                a
                for a in deal.legal_actions(deal.to_act)
                if isinstance(a, NameTrump) and a.contract is None
            )
        )
    return deal


def finished(deal: Deal) -> DealResult:
    """The deal played out, each seat's first legal card: its result."""
    while not deal.is_over:
        assert deal.to_act is not None
        deal.apply(deal.legal_actions(deal.to_act)[0])
    return deal.result()


def test_a_contract_naming_its_class_is_not_glossed_again() -> None:
    table = live_table(None, "nantes")
    for contract, trump in (("demande-belle", "♥"), ("neuf-belle", "♥"), ("neuf-petite", "♣")):
        deal = played(contract)
        line = contract_text(table, deal.public_view(), "sv")
        assert line is not None and line.count("belle") + line.count("petite") == 1, line
        assert f"trumf {trump}" in line and "bästa färg" not in line, line
        result = finished(deal)
        for lang in LANGS:
            said = result_contract(result, NANTES_WORDS, lang)
            assert said.endswith(f" {trump}"), said
            assert "(" not in said, said


def test_a_contract_not_naming_its_class_keeps_it() -> None:
    deal = played("petite-independance", suit=Suit.CLUBS)  # petite is ♣ in NT-X19
    line = contract_text(live_table(None, "nantes"), deal.public_view(), "sv")
    assert line is not None and "trumf ♣ (petite – andra färg)" in line, line
    result = result_contract(finished(deal), NANTES_WORDS, "sv")
    assert result == "Petite indépendance ♣ (petite – andra färg)", result


def test_cards_read_rank_then_suit_in_the_nantes_words() -> None:
    for key, words in NANTES_WORDS.terms.items():
        for lang, text in words.items():
            assert not re.search(r"[♠♥♦♣][2-9TJQKA]", text), (key, lang, text)
    assert NANTES_WORDS.term("boston_jack.diamond", "sv") == "alltid J♦"
    assert NANTES_WORDS.term("boston_jack.foster", "sv") == "J♥ när ruter vänds"
