"""The contract line names a trump suit's class in brackets, as the result line does
("Spel: Sex · spelförare David · trumf ♠ (vanlig färg)" beside "Sex ♠ (vanlig färg)"), not
run on after the suit ("trumf ♠ vanlig färg")."""

from __future__ import annotations

from bot.engine.actions import Bid, Pass
from bot.engine.cards import Suit, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.mariland.rules import MarilandRules
from cogs.boston.deal_lines import contract_text
from tests.engine.helpers import SUITED
from tests.render.tables import live_table


def test_mariland_contract_line_brackets_the_class() -> None:
    # Dealer 4 turned the 2♦ (deal 1: ♦ the superpreference); ♠ is a plain suit.
    hands = [parse_cards(SUITED[s]) for s in (1, 2, 3, 4)]
    deal = Deal(MarilandRules(), 4, hands, parse_card("2D"))
    for action in (Bid(1, "6", suit=Suit.SPADES), Pass(2), Pass(3), Pass(4)):
        deal.apply(action)
    table = live_table(None, "mariland")
    line = contract_text(table, deal.public_view(), "sv")
    assert line is not None and line.endswith("trumf ♠ (vanlig färg)"), line
    english = contract_text(table, deal.public_view(), "en")
    assert english is not None and english.endswith("trumps ♠ (plain suit)"), english
