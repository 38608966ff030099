"""One name for a bid once made, and one form for a suit a button names (a playtest).

Boston de Fontainebleau's and Russian Boston's slam (FB-C) read "West: Chelem (13 levées) ♠"
while the auction ran and "West: Chelem ♠" once it was over, so a player wondered whether two
bids were meant. Made, it is called by its name, "Chelem", in the auction, the contract line
and the results alike; "(13 levées)" says what it is where it is chosen (the bid select, the
line over its buttons), as American Boston's "I go Boston (5 tricks)" does (AM-B1).

Boston de Nantes' bid buttons said "♠ (plain suit)" and its declaration's trump buttons (NT-K1)
"♠ plain suit": a suit a button names reads "♠ (plain suit)" in both, "♦ (belle)" alike."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, NameTrump, Pass
from bot.engine.cards import Suit, parse_card
from bot.engine.describe import (
    action_text,
    bid_choice_words,
    bid_words,
    deal_summary,
    result_contract,
)
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang, t
from bot.terminal_menu import choice_label, menu_lines
from cogs.boston.components import Component
from cogs.boston.deal_lines import auction_lines, contract_text
from cogs.boston.hand_view import PHONE_LABEL, hand_components
from tests.render.tables import NAMES, live_table

CHOICE = "Chelem (13 levées)"
"""The slam as offered, in both languages (its words are French in both)."""


def _widgets(drawn: list[Component]) -> list[Component]:
    return [w for r in drawn if r["type"] == 1 for w in r["components"]]


def _texts(drawn: list[Component]) -> str:
    return "\n".join(str(c["content"]) for c in drawn if c["type"] == 10)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_fb_c_the_slam_made_is_called_chelem_everywhere(variant: str, lang: Lang) -> None:
    game = new_game(variant, {}, NAMES, first_dealer=4)
    deal = game.start_deal(list(range(52)), None)
    seat = deal.to_act
    assert seat is not None
    who = NAMES[seat - 1]
    table = live_table(game, variant)

    # Chosen: the select offers it with what it is, and the line over its buttons says it.
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(table, view, lang, chosen="13")
    selects = [w for w in _widgets(drawn) if w["type"] == 3]
    options = {o["value"]: o["label"] for w in selects for o in w["options"]}
    assert options["13"] == CHOICE
    assert f"**{CHOICE}**" in _texts(drawn)

    # Made: its name with its trumps, while the auction runs and once it is over.
    bid = Bid(seat, "13", suit=Suit.SPADES)
    game.apply(bid)
    running = game.public_view()
    assert running is not None and running.phase is Phase.AUCTION
    assert f"{who}: Chelem ♠" in "\n".join(auction_lines(table, running, lang))
    assert bid_words(bid, game.rules.ladder, game.words, lang) == "Chelem ♠"
    said = action_text(bid, NAMES, game.rules.ladder, game.words, lang)
    assert said.endswith(" Chelem ♠"), said
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    over = game.public_view()
    assert over is not None and over.contract is not None and over.contract.id == "13"
    said = auction_lines(table, over, lang)
    assert said == [t(lang, "deal.bids", bids=f"{who} Chelem ♠")], said  # the auction over
    auction = said[0]
    contract = contract_text(table, over, lang)
    assert contract is not None and contract.split(" ")[1] == "Chelem", contract
    for line in (auction, contract):
        assert "13 levées" not in line, line

    # Played out: the results call it by the same name.
    while game.to_act is not None and game.current is not None:
        game.apply(game.legal_actions(game.to_act)[0])
    entry = game.deals[0]
    assert entry.result is not None
    assert result_contract(entry.result, game.words, lang).startswith("Chelem ♠")
    summary = deal_summary(entry, NAMES, game.words, lang)
    assert "Chelem ♠" in summary and "13 levées" not in summary, summary
    assert entry.settlement is not None
    payment = entry.settlement.text(lang)[1]
    assert " Chelem " in payment and "13 levées" not in payment, payment


def _nantes_auction() -> Game:
    """A first deal with 2♣ turned, at eldest's first bid."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("2C"))
    return game


def _suit_buttons(drawn: list[Component], kind: str) -> dict[str, str]:
    """The buttons of ``kind`` ("bid." or "trump.") by the suit symbol their label opens with."""
    return {
        str(b["label"])[:1]: str(b["label"])
        for b in _widgets(drawn)
        if b["type"] == 2 and f":{kind}" in str(b.get("custom_id", ""))
    }


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_k1_a_suit_reads_alike_on_a_bid_and_on_a_declaration(lang: Lang) -> None:
    game = _nantes_auction()
    deal = game.deals[-1].deal
    assert deal is not None
    seat = deal.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    table = live_table(game, "nantes")
    bids = _suit_buttons(hand_components(table, view, lang, chosen="petite-independance"), "bid.")
    bid = next(
        a
        for a in view.legal
        if isinstance(a, Bid) and a.contract == "petite-independance" and a.suit is not None
    )
    game.apply(bid)
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    assert deal.phase is Phase.TRUMP
    declarer = game.view(seat)
    assert declarer is not None
    assert any(isinstance(a, NameTrump) and a.contract is not None for a in declarer.legal)
    trumps = _suit_buttons(hand_components(table, declarer, lang), "trump.")
    plain = {"en": "(plain suit)", "sv": "(vanlig färg)"}[lang]
    assert bids and trumps, (bids, trumps)
    for symbol, label in trumps.items():
        assert bids.get(symbol) == label, (bids, trumps)
        assert len(label) <= PHONE_LABEL
    assert trumps["♥"] == f"♥ {plain}" and "(belle)" in " ".join(trumps.values()), trumps


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_fb_c_the_terminal_offers_the_slam_as_the_select_does(variant: str, lang: Lang) -> None:
    """The terminal's bidding menu offers "Chelem (13 levées) ♠", as the select offers the
    slam, and "12 levées ♠" and Nantes' "Neuf ♠" by their names (NT-C2); made, it is
    "Chelem ♠"."""
    game = new_game(variant, {}, NAMES, first_dealer=4)
    deal = game.start_deal(list(range(52)), None)
    seat = deal.to_act
    assert seat is not None
    ladder, words = game.rules.ladder, game.words
    slam = Bid(seat, "13", suit=Suit.SPADES)
    assert bid_choice_words(slam, ladder, words, lang) == f"{CHOICE} ♠"
    assert bid_choice_words(Bid(seat, "12", suit=Suit.SPADES), ladder, words, lang) == (
        "12 levées ♠"
    )
    nantes = new_game("nantes", {}, NAMES, first_dealer=1)
    neuf = Bid(1, "neuf", suit=Suit.SPADES)
    assert bid_choice_words(neuf, nantes.rules.ladder, nantes.words, lang) == "Neuf ♠"
    view = game.view(seat)
    assert view is not None
    menu = " ".join(menu_lines(view.legal, view, words, ladder, lang=lang))
    assert f"{CHOICE} ♠" in menu, menu
    game.apply(slam)
    answered = choice_label(slam, None, words, ladder, lang=lang, mood="did")
    assert "Chelem ♠" in answered and "13 levées" not in answered, answered
