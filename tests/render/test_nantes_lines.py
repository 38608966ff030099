"""What Boston de Nantes' players read at two of its own moments: the declaration after a solo
trick bid, where every choice names the contract it plays, the winning bid's too (NT-K1); and
the misère des quatre as, where the table says that the declarer may renounce, and until which
trick, so that a card not of the suit led reads as the rule, not as a revoke (NT-C6)."""

from __future__ import annotations

import argparse
import io

import pytest

from bot.engine.actions import Bid, NameTrump, Pass, Play
from bot.engine.cards import SUIT_OF, Card, Suit, parse_cards
from bot.engine.deal import Phase
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.terminal import Terminal, _menu  # pyright: ignore[reportPrivateUsage]
from cogs.boston.components import Component
from cogs.boston.hand_view import hand_components
from cogs.boston.render import action_prompt, deal_lines
from tests.render.tables import NAMES, live_table

RENOUNCE = {
    "en": "East may renounce — need not follow suit — to the end of trick 10 "
    "(Misère des quatre as)",
    "sv": "East får låta bli att bekänna färg till och med stick 10 (Misère des quatre as)",
}
"""NT-C6: "the bidder may renounce at pleasure for the first ten tricks"."""


def _buttons(components: list[Component]) -> list[Component]:
    return [b for r in components if r["type"] == 1 for b in r["components"]]


def _declaring() -> Game:
    """A first deal at its trump naming: eldest won with a grande indépendance ♦."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    deal = game.start_deal(list(range(52)), None)
    game.apply(Bid(deal.forhand, "grande-independance", suit=Suit.DIAMONDS))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    assert deal.phase is Phase.TRUMP
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nt_k1_every_declaration_names_the_contract_it_plays(lang: Lang) -> None:
    """NT-K1: beside "Trumps ♠ · Neuf" the choice keeping the winning bid names it too."""
    game = _declaring()
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    kept = [a for a in view.legal if isinstance(a, NameTrump) and a.contract is None]
    assert kept and len(kept) < len(view.legal)
    table = live_table(game, "nantes")
    labels = [
        str(b["label"])
        for b in _buttons(hand_components(table, view, lang))
        if ":trump." in str(b.get("custom_id", ""))
    ]
    assert len(labels) == len(view.legal)
    assert all(" · " in label for label in labels), labels
    assert sum(label.endswith(" · Grande indépendance") for label in labels) == len(kept)
    menu = _menu(view.legal, view, game.words, game.rules.ladder, lang=lang)
    plays = {"en": "and play", "sv": "och spela"}[lang]
    entries = [e for line in menu for e in line.split("   ") if e.strip()]
    assert len(entries) == len(view.legal)
    assert all(plays in entry for entry in entries), menu


def _four_aces_hands() -> list[list[Card]]:
    """East (seat 2) holds the four aces and low cards; the rest in order."""
    east = parse_cards("AS AH AC AD 2S 3S 4S 2H 3H 4H 2C 3C 2D")
    rest = [c for c in range(52) if c not in east]
    return [rest[0:13], east, rest[13:26], rest[26:39]]


def _east_card(game: Game) -> Play:
    """East throws a card that cannot win: one not of the suit led while he may (NT-C6)."""
    deal = game.deals[-1].deal
    assert deal is not None
    plays = [a for a in game.legal_actions(2) if isinstance(a, Play)]
    current = deal.play.current
    if current:
        led = SUIT_OF[current[0][1]]
        off = [p for p in plays if SUIT_OF[p.card] is not led]
        if off:
            return off[-1]
    return plays[0]


def _four_aces_misere() -> Game:
    """East's misère des quatre as, at the first lead (West, eldest, leads: NT-D2)."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    hands = _four_aces_hands()
    deal = game.start_deal_from_hands(hands, hands[0][0])
    while deal.phase is Phase.AUCTION:
        seat = deal.to_act or 0
        game.apply(Bid(2, "misere-quatre-as") if seat == 2 else Pass(seat))
    assert deal.contract is not None and deal.contract.id == "misere-quatre-as"
    return game


def _terminal_view(game: Game, lang: Lang) -> str:
    """What the terminal shows North (the person, seat 1) of the table, on one line."""
    out = io.StringIO()
    terminal = Terminal(argparse.Namespace(), io.StringIO(), out, lang=lang)
    table = live_table(game, "nantes")
    deal = game.deals[-1].deal
    assert deal is not None
    terminal._show_view(deal.view(1), table, game.words)  # pyright: ignore[reportPrivateUsage]
    return " ".join(out.getvalue().split())


def test_nt_c6_the_table_says_who_may_renounce_and_until_which_trick() -> None:
    """NT-C6: while East may renounce, the table's lines say so in every language, his prompt
    says why every card is enabled, and the terminal says it too; after the tenth trick the
    right, and the line, are gone."""
    game = _four_aces_misere()
    deal = game.deals[-1].deal
    assert deal is not None
    table = live_table(game, "nantes")
    langs: tuple[Lang, ...] = ("en", "sv")
    for lang in langs:
        assert RENOUNCE[lang] in _terminal_view(game, lang)
    followed = 0
    while game.current is not None and len(deal.play.tricks) < 10:
        seat = game.to_act
        assert seat is not None
        for lang in langs:
            assert RENOUNCE[lang] in deal_lines(table, deal.public_view(), lang)
        if seat == 2 and deal.play.current:  # following: any card is enabled, and why
            prompt = action_prompt(deal.view(2), "en")
            assert prompt == "play a card: any card, since you may renounce in this trick."
            assert "bekänna färg i det här sticket" in action_prompt(deal.view(2), "sv")
            followed += 1
        game.apply(_east_card(game) if seat == 2 else game.legal_actions(seat)[0])
    assert followed == 10 and len(deal.play.tricks) == 10 and game.current is not None
    assert deal.public_view().renouncer is None  # trick 11: East must follow suit
    assert not any("renounce" in line for line in deal_lines(table, deal.public_view(), "en"))
    assert "renounce" not in _terminal_view(game, "en")
