"""The table message while NT-K1's declarer declares: the auction line stays (it says what was
bid, the bid's suit too, as the line of bids it is once the auction is over) and the contract
line says the contract is being declared, not the winning bid as if it were the contract. A
lone bid is otherwise said once, in the contract line (Fontainebleau's Little Misère, a Nantes
contract declared as bid)."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, NameTrump, Pass
from bot.engine.cards import Suit
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_view import hand_components
from tests.render.tables import NAMES, live_table


def declaring() -> Game:
    """A first deal at its declaration: eldest (South) won with a petite indépendance ♠."""
    game = new_game("nantes", {}, NAMES, first_dealer=4)
    deal = game.start_deal(list(range(52)), None)
    assert deal.forhand == 3
    game.apply(Bid(3, "petite-independance", suit=Suit.SPADES))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    assert deal.phase is Phase.TRUMP and deal.to_act == 3
    return game


def lines(game: Game, lang: Lang = "en") -> list[str]:
    view = game.public_view()
    assert view is not None
    return deal_lines(live_table(game, "nantes"), view, lang)


def declare(game: Game, contract: str | None, suit: Suit) -> None:
    seat = game.to_act
    assert seat is not None
    game.apply(
        next(
            a
            for a in game.legal_actions(seat)
            if isinstance(a, NameTrump) and a.contract == contract and a.suit is suit
        )
    )


@pytest.mark.parametrize(
    ("lang", "auction", "contract"),
    [
        ("en", "Bids: South Petite indépendance ♠", "Contract: being declared by South"),
        ("sv", "Bud: South Petite indépendance ♠", "Spel: deklareras nu av South"),
    ],
)
def test_the_declaration_says_the_bid_and_that_it_is_being_declared(
    lang: Lang, auction: str, contract: str
) -> None:
    said = lines(declaring(), lang)
    assert auction in said, said
    assert contract in said, said
    assert not any("declarer South" in line or "spelförare South" in line for line in said)


def test_the_declarers_view_shows_the_same_lines() -> None:
    game = declaring()
    view = game.view(3)
    assert view is not None
    drawn = hand_components(live_table(game, "nantes"), view, "en")
    text = "\n".join(str(c["content"]) for c in drawn if c.get("type") == 10)
    assert "Bids: South Petite indépendance ♠" in text, text
    assert "Contract: being declared by South" in text, text


def test_declared_as_bid_the_lone_bid_is_said_once() -> None:
    game = declaring()
    declare(game, None, Suit.SPADES)
    said = lines(game)
    assert not any(line.startswith(("Auction:", "Bids:")) for line in said), said
    at = said.index("Contract: Petite indépendance · declarer South")
    assert said[at + 1].startswith("trumps ♠"), said  # the next part on a phone's next line


@pytest.mark.parametrize(
    ("contract", "suit"), [("grande-independance", Suit.SPADES), (None, Suit.CLUBS)]
)
def test_declared_otherwise_the_bid_stays_beside_the_contract(
    contract: str | None, suit: Suit
) -> None:
    game = declaring()
    declare(game, contract, suit)
    said = lines(game)
    assert "Bids: South Petite indépendance ♠" in said, said
    assert any(line.startswith("Contract: ") and "declarer South" in line for line in said), said


def test_fontainebleaus_lone_bid_is_said_once_in_the_contract_line() -> None:
    """FB: one bid and three passes: the contract line says it all (intended)."""
    game = new_game("fontainebleau", {}, NAMES, first_dealer=1)
    deal = game.start_deal(list(range(52)), None)
    first = deal.to_act
    assert first is not None
    game.apply(Bid(first, "little-misere"))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    view = game.public_view()
    assert view is not None
    said = deal_lines(live_table(game, "fontainebleau"), view, "en")
    assert not any(line.startswith(("Auction:", "Bids:")) for line in said), said
    assert any(line.startswith("Contract: Little Misère · declarer") for line in said), said
