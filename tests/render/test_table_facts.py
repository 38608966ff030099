"""Facts a player needs that the playtest of a whole deal found missing, drawn from the
engine's views for any variant that has them:

- the last trick of a finished deal (its fourth card and winner) and every seat's tricks in
  the result post, and ``Last trick of deal N`` on the next deal's table message and hand
  views until that deal's first trick is turned (played cards are public);
- the fixed partnerships before the auction (AM-P1, AM-T2): in the lobby, on the table
  message and as the seat's partner in the hand view's head;
- each suit's class on the bid buttons where a bid names its suit (MA-C2: the class decides
  the overcall, MA-P1: the price).

and no line a phone reader scrolls past for nothing: no auction line before anyone has bid or
once the contract line says all it did, no balances line before the first payment.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.cards import SUIT_OF, Suit, card_label
from bot.engine.contracts import SuitClass
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import get_variant, new_game
from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.hand_header import hand_text
from cogs.boston.hand_view import hand_components
from cogs.boston.results import result_text
from cogs.boston.table_message import lobby_text, play_text
from tests.render.tables import NAMES, live_table


def deck(seed: int) -> list[int]:
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    return cards


def start(game: Game, seed: int) -> None:
    game.start_deal(deck(seed), deck(seed + 100)[0])


def play_on(game: Game, done: Callable[[], bool]) -> None:
    """Eldest bids its lowest bid, the others pass, then the lowest legal card each time,
    until ``done``."""
    bid = False
    for _ in range(200):
        if done():
            return
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and not bid:
            choice, bid = bids[0], True
        else:
            choice = next((a for a in legal if isinstance(a, Pass)), legal[0])
        game.apply(choice)
    raise AssertionError("not done after 200 actions")


def play_first_deal(game: Game) -> None:
    start(game, 1)
    play_on(game, lambda: game.deals[0].settled)


def lines_of(text: str, start: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith(start)]


@pytest.mark.parametrize("variant", ["american", "swedish", "mariland"])
def test_the_finished_deals_last_trick_is_shown_after_it(variant: str) -> None:
    game = new_game(variant, get_variant(variant).settings({}), NAMES)
    play_first_deal(game)
    entry = game.deals[0]
    assert entry.deal is not None and entry.settlement is not None
    last = entry.deal.public_view().tricks[-1]
    plays = " · ".join(f"{NAMES[s - 1]} {card_label(c)}" for s, c in last.cards)
    winner = NAMES[last.winner - 1]
    won = entry.deal.public_view().won
    table = live_table(game, variant)

    # The result post: the last trick, all four cards and who won it, and each seat's tricks.
    post = result_text(table, game, entry, entry.settlement, "en")
    shown = f"Last trick: {winner} took it"
    assert lines_of(post, "Last trick: ") == [shown]
    assert post.splitlines()[post.splitlines().index(shown) + 1] == plays
    counts = " · ".join(f"{NAMES[s - 1]} {won[s - 1]}" for s in (1, 2, 3, 4))
    assert lines_of(post, "Tricks: ") == [f"Tricks: {counts}"]
    sv = result_text(table, game, entry, entry.settlement, "sv")
    shown = f"Senaste sticket: {winner} tog det"
    assert lines_of(sv, "Senaste sticket: ") == [shown]
    assert sv.splitlines()[sv.splitlines().index(shown) + 1] == plays
    # "Tagna stick", not a bare "Stick", which reads as the trick on the table ("Stick 5: …").
    assert lines_of(sv, "Tagna stick: ") == [f"Tagna stick: {counts}"]

    # The next deal's table message and every hand view, until its first trick is turned.
    start(game, 2)
    shown = f"Last trick of deal 1: {winner} took it"
    assert lines_of(play_text(table, "en"), "Last trick") == [shown]
    assert f"\n{shown}\n{plays}\n" in play_text(table, "en")  # its cards on the next line
    assert lines_of(play_text(table, "sv"), "Sista sticket i giv 1") == [
        f"Sista sticket i giv 1: {winner} tog det"
    ]
    for seat in (1, 2, 3, 4):
        view = game.view(seat)
        assert view is not None
        assert lines_of(hand_text(table, view, "en", None), "Last trick") == [shown]
    deal = game.deals[1].deal
    assert deal is not None
    play_on(game, lambda: bool(deal.play.tricks))
    assert "Last trick of deal 1" not in play_text(table, "en")
    assert len(lines_of(play_text(table, "en"), "Last trick: ")) == 1  # this deal's own


def test_no_last_trick_before_any_deal_was_played() -> None:
    game = new_game("swedish", {}, NAMES)
    start(game, 1)
    assert "Last trick" not in play_text(live_table(game, "swedish"), "en")


@pytest.mark.parametrize(
    ("lang", "lobby", "table_line", "head"),
    [
        (
            "en",
            "Partners sit opposite: seats 1 & 3 against seats 2 & 4.",
            "Partners: North & South against East & West",
            "— you are seat 2, East · your partner: West",
        ),
        (
            "sv",
            "Partnerna sitter mitt emot varandra: plats 1 & 3 mot plats 2 & 4.",
            "Partner: North & South mot East & West",
            "— du sitter på plats 2, East · din partner: West",
        ),
    ],
)
def test_am_p1_the_partners_are_shown_before_the_auction(
    lang: Lang, lobby: str, table_line: str, head: str
) -> None:
    assert lobby in lobby_text(live_table(None, "american", "lobby"), lang).splitlines()
    game = new_game("american", get_variant("american").settings({}), NAMES)
    start(game, 3)
    table = live_table(game, "american")
    view = game.view(2)
    assert view is not None and not view.auction  # nobody has bid yet
    assert table_line in play_text(table, lang).splitlines()
    # The partner on a line of its own where both would pass a phone's line.
    lines = hand_text(table, view, lang, None).splitlines()
    assert " · ".join(lines[:2]).endswith(head), lines
    assert all(display_width(line) <= PHONE_LINE for line in lines[:2]), lines[:2]


@pytest.mark.parametrize("variant", ["swedish", "mariland", "nantes", "whisch"])
def test_no_partners_line_without_fixed_partnerships(variant: str) -> None:
    settings = get_variant(variant).settings({})
    assert "Partners" not in lobby_text(live_table(None, variant, "lobby"), "en")
    game = new_game(variant, settings, NAMES)
    start(game, 3)
    table = live_table(game, variant)
    view = game.view(1)
    assert view is not None
    assert "Partners" not in play_text(table, "en")
    assert "partner" not in hand_text(table, view, "en", None).splitlines()[0]


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for component in components:
        yield component
        yield from walk(component.get("components", []))


def buttons(components: list[dict[str, Any]]) -> Iterator[str]:
    for component in components:
        if component.get("type") == 2 and component.get("label"):
            yield component["label"]
        yield from buttons(component.get("components", []))


def test_ma_c2_the_bid_buttons_name_each_suits_class() -> None:
    """Deal 1 turns the dealer's last card: its suit is the superpreference (MA-D2), the others
    plain; each Four button says which, in the vocabulary's words."""
    game = new_game("mariland", get_variant("mariland").settings({}), NAMES)
    start(game, 4)
    table = live_table(game, "mariland")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None and view.turned is not None
    turned = SUIT_OF[view.turned]
    # The contract (Four) is chosen in the select and named by a line of text; each button
    # says its suit and the suit's class, short enough for a phone's row.
    labels = [b for b in buttons(hand_components(table, view, "en", chosen="4")) if "(" in b]
    assert sorted(labels) == sorted(
        f"{s.symbol} ({'superpreference' if s is turned else 'plain suit'})" for s in Suit
    )
    sv = [b for b in buttons(hand_components(table, view, "sv", chosen="4")) if "(" in b]
    assert f"{turned.symbol} (superpreferens)" in sv
    assert sum(b.endswith(" (vanlig färg)") for b in sv) == 3


def test_no_class_on_bids_that_name_no_suit() -> None:
    """A Swedish bid names a colour level, not a suit: its buttons carry no class."""
    game = new_game("swedish", {}, NAMES)
    start(game, 4)
    table = live_table(game, "swedish")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    contract = next(a for a in view.legal if isinstance(a, Bid)).contract
    drawn = hand_components(table, view, "en", chosen=contract)
    bid_ids = {c.get("custom_id") for c in walk(drawn) if ":bid." in str(c.get("custom_id"))}
    bids = [str(c["label"]) for c in walk(drawn) if c.get("custom_id") in bid_ids]
    classes = [f"({game.words.suit_class(c, 'en')})" for c in SuitClass]
    assert bids and not any(c in b for b in bids for c in classes), bids


def play_until_first_card(game: Game, bids: int) -> None:
    """The first ``bids`` turns that may bid bid their lowest bid, the rest pass; then the
    first legal choice until the first card is to be played."""
    made = 0
    for _ in range(50):
        deal = game.deals[-1].deal
        assert deal is not None
        if deal.public_view().phase is Phase.PLAY:
            return
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions(seat)
        offered = [a for a in legal if isinstance(a, Bid)]
        if offered and made < bids:
            choice, made = offered[0], made + 1
        else:
            choice = next((a for a in legal if isinstance(a, Pass)), legal[0])
        game.apply(choice)
    raise AssertionError("no card to play after 50 actions")


@pytest.mark.parametrize("variant", ["swedish", "dawson", "american", "nantes"])
def test_the_auction_line_is_left_out_where_it_says_nothing_new(variant: str) -> None:
    game = new_game(variant, get_variant(variant).settings({}), NAMES)
    start(game, 5)
    table = live_table(game, variant)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    # Before anyone has spoken, the turn line says who bids first: no empty auction line.
    for text in (play_text(table, "en"), hand_text(table, view, "en", None)):
        assert not lines_of(text, "Auction:"), text
    assert not lines_of(play_text(table, "sv"), "Budgivning:")
    # One bid and three passes: the contract line says it all (contract and declarer).
    play_until_first_card(game, bids=1)
    text = play_text(table, "en")
    assert lines_of(text, "Contract: ") and not lines_of(text, "Auction:"), text


def test_an_auction_with_more_than_one_bid_stays_on_the_table() -> None:
    game = new_game("swedish", {}, NAMES)
    start(game, 5)
    table = live_table(game, "swedish")
    play_until_first_card(game, bids=2)
    text = play_text(table, "en")
    (auction,) = lines_of(text, "Bids: ")
    # Once the auction is over, only the bids: the passes say nothing in play.
    assert auction.count(" · ") == 1 and "pass" not in auction and lines_of(text, "Contract: ")
    assert lines_of(play_text(table, "sv"), "Bud: ")


def test_no_balances_line_before_the_first_payment() -> None:
    game = new_game("swedish", {}, NAMES)
    start(game, 1)
    table = live_table(game, "swedish")
    assert "Balances:" not in play_text(table, "en")  # four "0" say nothing
    assert "Ställning:" not in play_text(table, "sv")
    play_on(game, lambda: game.deals[0].settled)
    start(game, 2)
    assert game.balances == {1: 10, 2: -20, 3: 0, 4: 10}
    # A seat that neither won nor lost reads 0, not "+0".
    # Two seats a line: in one it took 51 columns, past a phone's 50.
    balances = ["Balances: North +10 · East -20", "South 0 · West +10"]
    lines = play_text(table, "en").splitlines()
    at = lines.index(balances[0])
    assert lines[at : at + 2] == balances, lines
