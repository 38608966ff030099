"""The deal's public lines once its cards are being played: the contract line says what the
auction came to (the contract, its declarer, trumps and their class, the partner or whister),
so the suits' classes, which only bidding needs, give way to it. A playtest's Nantes table
message kept four lines of auction and two of belle and petite above every trick, about 20
lines on a phone. Until the first card the leader may still read them; the turned card (NT-D3:
in view until the dealer plays it) and the carte de boston (NT-S3) stay.

The bids stay, in one compact line ("Bids: East 5 levées ♦ · South 6 levées ♦", no passes):
who bid what tells where the cards lie, and a playtest found a bid overcalled nowhere to be
read once the first card was played. Only where the contract line says the whole auction (one
bid, the contract's own) is it left out. A Misère Partout played (DW-B4, FB-A: no contract, no
trumps) drops its classes too; "everyone passed" stays, for the whole deal.
The hand views share the lines (``HandCache.public_lines``), and so read the same."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, NameTrump, Pass, Support
from bot.engine.cards import Suit
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.simulate import deck_for
from cogs.boston.deal_lines import deal_lines
from cogs.boston.hand_view import HandCache
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table

AUCTION = {"en": "Auction:", "sv": "Budgivning:"}
BIDS = {
    "en": ["Bids: West Demande en belle", "South je soutiens (I support)"],
    "sv": ["Bud: West Demande en belle", "South je soutiens (jag stöder)"],
}
CLASSES = {"en": "belle – ", "sv": "belle – "}
TURNED = {"en": "Turned card: 6♥", "sv": "Vänt kort: 6♥"}
CONTRACT = {"en": "Contract: Petite indépendance", "sv": "Spel: Petite indépendance"}
BOSTON = {"en": "J♦", "sv": "J♦"}


def _bid_out() -> Game:
    """A Nantes first deal (dealer North, 6♥ turned): West asks in belle, South supports,
    East overcalls with a petite indépendance ♣, the rest pass; East names clubs."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    deck, turned = deck_for(241, 1)
    deal = game.start_deal(deck, turned)
    assert deal.turned is not None
    game.apply(Bid(4, "demande-belle"))
    game.apply(Support(3))
    game.apply(Bid(2, "petite-independance", suit=Suit.CLUBS))
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    while deal.phase is not Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        named = [a for a in legal if isinstance(a, NameTrump) and a.suit is Suit.CLUBS]
        game.apply((named or legal)[0])
    return game


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_nantes_auction_and_classes_give_way_to_the_contract_once_cards_are_played(
    lang: Lang,
) -> None:
    game = _bid_out()
    table = live_table(game, "nantes")
    view = game.public_view()
    assert view is not None and view.phase is Phase.PLAY and not view.current_trick
    before = deal_lines(table, view, lang)
    # Before the first card: the classes still read, and the bids as they will in play (the
    # auction over, its line no longer changes: "Auction:" then "Bids:" read as two lines).
    assert not any(line.startswith(AUCTION[lang]) for line in before), before
    assert any(line.startswith(CLASSES[lang]) for line in before), before
    at = before.index(BIDS[lang][0])
    assert before[at : at + 3] == [*BIDS[lang], "East Petite indépendance ♣"], before
    seat = game.to_act
    assert seat is not None
    game.apply(game.legal_actions(seat)[0])  # the opening lead
    view = game.public_view()
    assert view is not None and view.current_trick
    lines = deal_lines(table, view, lang)
    assert not any(AUCTION[lang] in line for line in lines), lines
    assert not any(line.startswith(CLASSES[lang]) for line in lines), lines
    assert TURNED[lang] in lines, lines
    assert any(line.startswith(CONTRACT[lang]) for line in lines), lines
    assert any(BOSTON[lang] in line for line in lines), lines  # the carte de boston
    # The bids, in order, broken for a phone: the demande, its support, the overcall.
    at = lines.index(BIDS[lang][0])
    assert lines[at : at + 3] == [*BIDS[lang], "East Petite indépendance ♣"], lines
    # The two class lines gone, the trick's line come.
    assert len(lines) == len(before) - 1, (before, lines)
    # The table message and the hand views read the same short lines.
    text = play_text(table, lang)
    assert "\n".join(lines) in text
    assert HandCache().public_lines(table, view, lang) == lines


def _fontainebleau(*bids: tuple[str, Suit]) -> Game:
    """A Fontainebleau first deal (dealer North, forhand East): ``bids`` made in turn from
    the forhand, each a level of levées in a suit; everyone else passes, the declarer plays
    alone, trumps as bid."""
    game = new_game("fontainebleau", {}, NAMES, first_dealer=1)
    deck, turned = deck_for(5, 1)
    deal = game.start_deal(deck, turned)
    for contract, suit in bids:
        game.apply(Bid(deal.to_act or 0, contract, suit=suit))
    while deal.phase is not Phase.PLAY:
        seat = deal.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    return game


def _led(game: Game) -> None:
    """The opening lead."""
    seat = game.to_act
    assert seat is not None
    game.apply(game.legal_actions(seat)[0])


@pytest.mark.parametrize(
    ("lang", "bids"),
    [
        ("en", "Bids: East 5 levées ♦ · South 6 levées ♦"),
        ("sv", "Bud: East 5 levées ♦ · South 6 levées ♦"),
    ],
)
def test_a_bid_overcalled_stays_findable_in_play(lang: Lang, bids: str) -> None:
    """The playtest's Fontainebleau deal: East bid 5 levées ♦, South 6 levées ♦ over him. In
    play the contract line names South's contract only; East's bid (he holds diamonds) stays
    on one line of bids, in the table message and every hand view alike."""
    game = _fontainebleau(("5", Suit.DIAMONDS), ("6", Suit.DIAMONDS))
    table = live_table(game, "fontainebleau")
    _led(game)
    view = game.public_view()
    assert view is not None and view.current_trick
    lines = deal_lines(table, view, lang)
    assert bids in lines, lines
    assert not any(line.startswith(AUCTION[lang]) for line in lines), lines
    assert "\n".join(lines) in play_text(table, lang)
    assert HandCache().public_lines(table, view, lang) == lines
    for seat in (1, 2, 3, 4):  # each seat's own view reads the same bids
        seen = table.view(seat)
        assert seen is not None
        assert bids in HandCache().public_lines(table, seen, lang)
    # Until the end of the deal: the last trick turned, the bids still read.
    while game.to_act is not None:
        _led(game)
    view = game.public_view()
    assert view is not None and view.phase is Phase.OVER
    assert bids in deal_lines(table, view, lang)


def test_an_auction_the_contract_line_does_not_tell_keeps_its_bids_in_play() -> None:
    """Fontainebleau: two bids, the second the contract; the first (who bid what may tell a
    defender about a suit) is read as the bids from the auction's end through play."""
    game = _fontainebleau(("5", Suit.CLUBS), ("5", Suit.DIAMONDS))
    table = live_table(game, "fontainebleau")
    view = game.public_view()
    assert view is not None
    before = deal_lines(table, view, "en")
    assert "Bids: East 5 levées ♣ · South 5 levées ♦" in before, before
    _led(game)
    view = game.public_view()
    assert view is not None
    lines = deal_lines(table, view, "en")
    assert "Bids: East 5 levées ♣ · South 5 levées ♦" in lines, lines
    assert not any("Auction:" in line for line in lines), lines
    assert any(line.startswith("Contract: 5 levées") for line in lines), lines


def test_a_lone_bid_the_contract_names_is_not_said_twice_in_play() -> None:
    """One bid, the rest passes: the contract line says the whole auction."""
    game = _fontainebleau(("5", Suit.DIAMONDS))
    table = live_table(game, "fontainebleau")
    _led(game)
    view = game.public_view()
    assert view is not None and view.current_trick
    lines = deal_lines(table, view, "en")
    assert not any(line.startswith(("Bids:", "Auction:")) for line in lines), lines
    assert any(line.startswith("Contract: 5 levées") for line in lines), lines


PARTOUT = {
    "en": ("first preference", "Auction: everyone passed", "Misère Partout · no trumps"),
    "sv": ("första preferens", "Budgivning: alla passade", "Misère Partout · sang"),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_misere_partout_in_play_drops_its_suit_classes(lang: Lang) -> None:
    """Dawson, everyone passed (DW-B4): no contract and no trumps, so once the first card is
    played the classes say nothing; that everyone passed, and what is played, still read."""
    game = new_game("dawson", {}, NAMES, first_dealer=1)
    deck, turned = deck_for(5, 1)
    deal = game.start_deal(deck, turned)
    while deal.phase is Phase.AUCTION:
        game.apply(Pass(deal.to_act or 0))
    assert deal.phase is Phase.PLAY
    table = live_table(game, "dawson")
    view = game.public_view()
    assert view is not None and view.contract is None
    classes, passed, partout = PARTOUT[lang]
    before = deal_lines(table, view, lang)
    assert any(line.startswith(classes) for line in before), before  # the leader may read
    assert passed in before, before
    _led(game)
    view = game.public_view()
    assert view is not None and view.current_trick
    lines = deal_lines(table, view, lang)
    assert not any(classes in line for line in lines), lines
    assert passed in lines and partout in lines, lines
    assert HandCache().public_lines(table, view, lang) == lines
