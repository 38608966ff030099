"""A pass that is a seat's only call in the auction is the rules' move (``Deal.forced_action``,
``Game.forced_action``): a table makes it without asking, as it makes a ruled whist answer.

It is decided from the calls made, which everyone has heard: after the top bid of the ladder
nothing outranks it (SV-B3, DW-B2, FB-B3, MA-B1, AM-B2), unless the seat may still take it
over *i förhand* (SV-B4) or keep it (DW-B2: *I keep over you* answers a plain Thirteen); a
Dawson player who passed may afterwards bid only misères and spreads (DW-B1), so a bid above
the Grand Spread leaves him only a pass. Where a bid may depend on the bidder's cards (Boston
de Nantes: the demande lays a card of belle or petite, NT-B2; the misère des quatre as needs
the four aces, NT-C6) a lone pass is never forced: it could tell of the hand."""

from __future__ import annotations

import random

import pytest

from bot.engine.actions import Action, Bid, Level, Pass
from bot.engine.deal import Deal
from bot.engine.game import Game
from bot.engine.nantes.rules import NantesAuction
from bot.engine.optional import offers
from bot.engine.phase import Phase
from bot.engine.rules import SeesHands
from bot.engine.seats import left_of
from bot.engine.variants import new_game

NAMES = ("Anna", "Bo", "Cecilia", "David")


def _game(variant: str, seed: int = 0, settings: dict[str, object] | None = None) -> Game:
    game = new_game(variant, dict(settings or {}), NAMES)
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    game.start_deal(deck, deck[-1])
    return game


def _deal(game: Game) -> Deal:
    entry = game.current
    assert entry is not None and entry.deal is not None
    return entry.deal


def _seat(game: Game) -> int:
    seat = game.to_act
    assert seat is not None
    return seat


def test_sv_b4_after_the_top_bid_by_forhand_the_others_must_pass() -> None:
    """Förhand bids 13 spel in the first colour: nothing is higher and nobody is senior to
    him, so each other seat's pass is the rules' and the auction ends (SV-B3, SV-B4, SV-B7)."""
    game = _game("swedish")
    forhand = _seat(game)
    game.apply(Bid(forhand, "13", Level.FIRST))
    for _ in range(3):
        seat = _seat(game)
        assert game.legal_actions(seat) == [Pass(seat)]
        assert game.forced_action() == Pass(seat) == _deal(game).forced_action()
        game.apply(Pass(seat))
    assert _deal(game).phase is not Phase.AUCTION


def test_sv_b4_a_senior_seat_may_take_over_the_top_bid_so_it_is_asked() -> None:
    """A junior seat bids the top bid: the juniors after him must pass, but förhand, senior to
    him, may still take it over i förhand: his turn is a choice, not forced."""
    game = _game("swedish")
    forhand = _seat(game)
    game.apply(Bid(forhand, "5"))
    second = _seat(game)
    game.apply(Bid(second, "13", Level.FIRST))
    for _ in range(2):
        seat = _seat(game)
        assert game.forced_action() == Pass(seat)
        game.apply(Pass(seat))
    assert _seat(game) == forhand
    assert Bid(forhand, "13", Level.FIRST) in game.legal_actions(forhand)
    assert game.forced_action() is None


def test_dw_b2_a_plain_thirteen_may_be_kept_and_keep_over_you_is_the_top() -> None:
    """DW-B2: a plain Thirteen leaves the others *I keep*, so nobody is forced; *I keep over
    you* on Thirteen is the top, and every other seat's pass is then the rules'."""
    game = _game("dawson")
    first = _seat(game)
    game.apply(Bid(first, "13"))
    seat = _seat(game)
    assert game.forced_action() is None and len(game.legal_actions(seat)) > 1
    game.apply(Bid(seat, "13", Level.FIRST))
    for _ in range(3):
        seat = _seat(game)
        assert game.forced_action() == Pass(seat)
        game.apply(Pass(seat))
    assert _deal(game).phase is not Phase.AUCTION


def test_dw_b1_a_passed_player_facing_a_bid_above_every_spread_must_pass() -> None:
    """DW-B1: after a pass a Dawson player may bid only misères and spreads; once a bid stands
    above the Grand Spread, his turn (every seat keeps its turn) has nothing but a pass, while
    a seat that has not passed may still keep the bid (DW-B2): asked."""
    game = _game("dawson")
    first = _seat(game)
    game.apply(Pass(first))
    second = _seat(game)
    game.apply(Bid(second, "13"))
    third = _seat(game)
    assert game.forced_action() is None  # may keep
    game.apply(Pass(third))
    fourth = _seat(game)
    assert game.forced_action() is None  # may keep
    game.apply(Pass(fourth))
    assert _seat(game) == first
    assert game.legal_actions(first) == [Pass(first)]
    assert game.forced_action() == Pass(first)
    game.apply(Pass(first))  # three passes after the bid: the auction is over (DW-B3)
    assert _deal(game).phase is not Phase.AUCTION


def test_nt_b2_a_lone_pass_where_bids_depend_on_the_hand_is_never_forced(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Nantes' auction sees the hands (NT-B2's laid card, NT-C6's four aces): whatever its
    calls, a lone pass there is not the table's to make, as it would tell of the hand. (In
    Nantes no seat that may bid ever has only a pass: the Grande misère sur table outranks
    every other bid and ends the auction; here the auction is made to offer one.)"""
    game = _game("nantes")
    deal = _deal(game)
    assert offers(deal.auction, SeesHands)
    seat = _seat(game)
    monkeypatch.setattr(NantesAuction, "legal", lambda self, s: [Pass(s)])
    assert game.legal_actions(seat) == [Pass(seat)]
    assert deal.forced_action() is None and game.forced_action() is None


@pytest.mark.parametrize(
    ("variant", "settings"),
    [
        ("swedish", {}),
        ("fontainebleau", {}),
        ("russian", {}),
        ("dawson", {}),
        ("american", {}),
        ("mariland", {}),
        ("whisch", {}),
        ("nantes", {}),
    ],
)
def test_a_forced_pass_is_exactly_a_public_lone_pass_in_random_auctions(
    variant: str, settings: dict[str, object]
) -> None:
    """In random auctions (high bids often: a bid is picked at random among the legal ones),
    the seat on turn's move is forced in the auction exactly when its only call is a pass and
    the auction's calls do not depend on the hands; Nantes' never is, and there it never
    even arises."""
    forced_seen = 0
    lone_seen = 0
    for seed in range(60):
        game = _game(variant, seed, settings)
        rng = random.Random(seed)
        deal = _deal(game)
        while deal.phase is Phase.AUCTION:
            seat = _seat(game)
            legal = game.legal_actions(seat)
            lone = legal == [Pass(seat)]
            lone_seen += lone
            forced = game.forced_action()
            if lone and not offers(deal.auction, SeesHands):
                assert forced == Pass(seat)
                forced_seen += 1
            else:
                assert forced is None, (legal, forced)
            action: Action = rng.choice(legal)
            game.apply(action)
    if variant == "nantes":
        assert lone_seen == 0
    elif variant in ("swedish", "fontainebleau", "russian", "dawson", "american", "mariland"):
        assert forced_seen > 0, variant


def test_the_seat_after_the_forced_pass_is_the_next_in_turn() -> None:
    """Applying the forced pass moves the auction on as any pass does (a plain record)."""
    game = _game("american")
    first = _seat(game)
    game.apply(Bid(first, "13"))
    seat = _seat(game)
    assert seat == left_of(first)
    assert game.forced_action() == Pass(seat)
    game.apply(Pass(seat))
    assert _seat(game) == left_of(seat)
    assert _deal(game).auction.history[-1] == Pass(seat)
