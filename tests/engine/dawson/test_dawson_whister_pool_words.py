"""DW-P4's pool words: pool takings and penalties are halved between soloist and whister, an
odd point the soloist's. Before, a deal's working said "pool: the pool, 55, is shared: Anna
28, Cy 27" and "twice the pool, 110, is paid in: Anna 55, Cy 55", never that the whister
halved it, nor why Anna had the odd point; and a last deal's pool rules ("a made Seven+ …
takes the pool") did not say that a whister takes (or pays) half of it. Then a playtest read
"pool: the pool, 50, is halved …" as a stutter, and Swedish said the halving two ways."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.dawson.ladder import DAWSON_LADDER
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.deal_notes import deal_notes, last_deal_rules
from bot.engine.variants import new_game
from bot.engine.words import Lang
from tests.engine.dawson.helpers import contract_result

NAMES = ("Anna", "Bo", "Cy", "Di")


def _pool_line(tricks: int, whister_tricks: int, lang: Lang, single_fault: bool = False) -> str:
    """Anna's Seven with Cy as whister, 55 in the pool (ante 11): the pool line."""
    ledger = DawsonLedger(ante=11, whister_single_fault=single_fault, names=NAMES)
    result = contract_result("7", 1, tricks, whister=3, whister_tricks=whister_tricks)
    return ledger.settle(result).text(lang)[2]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "pool 55, halved with whister Cy (the odd point to Anna): Anna 28, Cy 27",
        ),
        (
            "sv",
            "pott 55, delas lika med whistaren Cy (den udda pointen till Anna): Anna 28, Cy 27",
        ),
    ],
)
def test_dw_p4_a_made_bid_says_the_pool_is_halved_with_the_whister(lang: Lang, said: str) -> None:
    assert _pool_line(7, 3, lang) == said


def test_dw_p4_an_even_pool_has_no_odd_point() -> None:
    ledger = DawsonLedger(ante=10, names=NAMES)
    line = ledger.settle(contract_result("7", 1, 7, whister=3, whister_tricks=3)).text("en")[2]
    assert line == "pool 50, halved with whister Cy: Anna 25, Cy 25"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "twice the pool, 110, is paid in, halved with whister Cy: Anna 55, Cy 55"),
        (
            "sv",
            "två gånger potten, 110, betalas in och delas lika med whistaren Cy: Anna 55, Cy 55",
        ),
    ],
)
def test_dw_p4_a_lost_bid_says_the_penalty_is_halved_with_the_whister(
    lang: Lang, said: str
) -> None:
    assert _pool_line(5, 3, lang) == said


def test_dw_p4_single_fault_the_one_who_missed_pays_the_penalty_unhalved() -> None:
    """Only Anna missed her own target: she pays the whole penalty, nothing halved."""
    assert _pool_line(5, 3, "en", single_fault=True) == (
        "twice the pool, 110, is paid in: Anna 110"
    )


@pytest.mark.parametrize(
    ("contract", "halved"),
    [(None, True), ("7", True), ("10", True), ("11", False), ("little-misere", False)],
)
def test_dw_p4_the_pool_rules_say_a_whister_halves_it(contract: str | None, halved: bool) -> None:
    """Said where the table allows a whister and the contract may have one (5 to 10, and of
    those only Seven up plays for the pool); not in Eleven up, misères or spreads."""
    bid = DAWSON_LADDER.get(contract) if contract is not None else None
    terms = DawsonLedger(whister=True).pool_change_terms(bid)
    assert terms[:2] == ("made_takes", "lost_pays_in_first")
    assert ("whister_halves" in terms) is halved
    assert "whister_halves" not in DawsonLedger().pool_change_terms(bid)
    assert DawsonLedger(whister=True).pool_change_terms(DAWSON_LADDER.get("6")) == ()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "with a whister, the pair halve the pool or penalty"),
        ("sv", "med whistare delar paret på pott och inbetalning"),
    ],
)
def test_dw_p4_a_last_deal_at_a_whister_table_says_it(lang: Lang, said: str) -> None:
    game = new_game("dawson", {"deals": 1, "whister": True}, list(NAMES), first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    view = game.public_view()
    assert view is not None
    rules = last_deal_rules(game, 1, view, lang)
    assert len(rules) == 4 and rules[-1] == said, rules
    assert len(said) <= 50  # a line of its own on a phone
    assert deal_notes(game, 1, lang)[-1].endswith(f"; {said}")
    plain = new_game("dawson", {"deals": 1}, list(NAMES), first_dealer=1)
    plain.start_deal(list(range(52)), parse_card("KC"))
    plain_view = plain.public_view()
    assert plain_view is not None
    assert said not in last_deal_rules(plain, 1, plain_view, lang)


def test_dw_p4_the_pool_is_named_once() -> None:
    """A playtest read "pool: the pool, 50, is halved …" and "pool: twice the pool, …" as a
    stutter: each line names the pool once, and says the halving in the same words."""
    for line in (_pool_line(7, 3, "en"), _pool_line(5, 3, "en")):
        assert line.count("pool") == 1, line
        assert "halved with whister Cy" in line, line


def test_dw_p4_swedish_says_the_halving_one_way() -> None:
    """Swedish said "delas lika med whistaren" of a made bid's pool and "lika delat med
    whistaren" of a lost one's penalty: two forms of one thing. One now, the pool named once
    ("pott: potten" stuttered)."""
    made, lost = _pool_line(7, 3, "sv"), _pool_line(5, 3, "sv")
    for line in (made, lost):
        assert "delas lika med whistaren Cy" in line, line
        assert "delat" not in line and "pott: " not in line, line
