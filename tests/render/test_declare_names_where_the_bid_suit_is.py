"""NT-K1's declaration after a plain Neuf bid in the deal's petite (or belle): the plain neuf is
declared in the plain suits only (NT-C2), so the buttons under "trumps for **Neuf**, your bid"
do not offer the suit the player bid; the line says where that suit is, the contract that
declares it in the list above them."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, NameTrump, Pass
from bot.engine.cards import Suit, parse_card
from bot.engine.contracts import SuitClass
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.hand_view import hand_components
from tests.render.tables import NAMES, live_table
from tests.render.test_table_words_by_variant import play_deal


def declaring(suit: Suit) -> Game:
    """The second deal, ♦ belle (the first deal's A♦) and 4♠ turned (♠ petite): eldest bids
    a plain Neuf in ``suit``, the others pass."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), None)
    play_deal(game)
    deck = list(range(52))
    four = parse_card("4S")
    deck.remove(four)
    deal = game.start_deal([*deck, four], None)
    view = game.view(deal.to_act or 0)
    assert view is not None and view.class_of(Suit.SPADES) is SuitClass.SECOND
    game.apply(Bid(deal.to_act or 0, "neuf", suit=suit))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    assert deal.phase is Phase.TRUMP
    return game


def declare_text(game: Game, lang: Lang) -> str:
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    drawn = hand_components(live_table(game, "nantes"), view, lang)
    text = "\n".join(str(c["content"]) for c in drawn if c.get("type") == 10)
    # The prompt is broken for a phone (hand_view.prompt_lines): read as the one sentence
    # it is.
    return " ".join(text.splitlines())


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        (
            "en",
            "The buttons below name trumps for **Neuf**, your bid; ♠ (petite) is declared as "
            "**Neuf en petite** in the list above them, where you may also declare a higher "
            "contract.",
        ),
        (
            "sv",
            "Knapparna nedan bestämmer trumf i **Neuf**, ditt bud; ♠ (petite) deklareras som "
            "**Neuf en petite** i listan ovanför dem, där du också får deklarera ett högre spel.",
        ),
    ],
)
def test_a_neuf_bid_in_the_petite_is_told_where_its_suit_is(lang: Lang, line: str) -> None:
    game = declaring(Suit.SPADES)
    seat = game.to_act
    assert seat is not None
    # The engine's rule (NT-C2, NT-K1): ♠ only as the neuf en petite.
    trumps = [a for a in game.legal_actions(seat) if isinstance(a, NameTrump)]
    assert NameTrump(seat, Suit.SPADES, "neuf-petite") in trumps
    assert NameTrump(seat, Suit.SPADES, None) not in trumps
    text = declare_text(game, lang)
    assert line in text, text


def test_a_neuf_bid_in_the_belle_is_told_it_is_the_neuf_en_belle() -> None:
    text = declare_text(declaring(Suit.DIAMONDS), "en")
    assert "; ♦ (belle) is declared as **Neuf en belle** in the list above them" in text, text


def test_a_neuf_bid_in_a_plain_suit_keeps_the_plain_line() -> None:
    game = declaring(Suit.CLUBS)
    text = declare_text(game, "en")
    assert (
        "The buttons below name trumps for **Neuf**, your bid; you may also declare a higher "
        "contract in the list above them."
    ) in text, text
