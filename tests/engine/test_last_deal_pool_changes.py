"""What a contract does to the pool before the game's end shares it, said with the rules of a
last deal (``deal_notes.PoolChangeNotes``): NT-P9, a lost contract doubles the pool; DW-P3, a
lost Seven or higher pays twice the pool in. A playtest's host ended a Nantes game with deal 3
under way and read "Deal 3 is then the game's last: after this deal all four share the pool,
now 70."; deal 3 was lost, the pool doubled, and the end shared 140. Not said of a deal
everyone passed (no contract to lose), nor of a variant whose pool a lost contract leaves."""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.actions import Pass
from bot.engine.deal_notes import deal_notes
from bot.engine.end_notes import end_pool_words
from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import deck_for, game_settings, play_step, seat_seed

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def _played(name: str, settings: Mapping[str, object], deals: int, seed: int) -> Game:
    """``deals`` deals of random play (seeded) of a 12-deal game, then the next dealt and
    acted on: the deal under way an agreed end plays out first."""
    players = {s: make_player("random", seat_seed(seed, s)) for s in SEATS}
    game = new_game(name, game_settings(settings, 12), NAMES)
    for number in range(1, deals + 1):
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
    deck, turned = deck_for(seed, deals + 1)
    game.start_deal(deck, turned)
    return game


def test_nt_p9_the_end_question_says_a_lost_deal_doubles_the_pool_first() -> None:
    """The playtest's game: 70 on the table, deal 3 lost, 140 shared."""
    game = _played("nantes", {}, 2, 1)
    seat = game.to_act
    assert seat is not None
    game.apply(game.legal_actions(seat)[0])
    assert end_pool_words(game, "en") == [
        "Deal 3 is then the game's last: after this deal all four share the pool, now 70; "
        "a made contract takes the pool (partners halve it); "
        "a lost contract doubles the pool first."
    ]
    assert end_pool_words(game, "sv") == [
        "Giv 3 blir då spelets sista: potten, nu 70, delas lika efter den här given; "
        "går kontraktet hem tas potten (ett par delar den); "
        "går kontraktet bet dubblas potten först."
    ]
    players = {s: make_player("random", seat_seed(1, s)) for s in SEATS}
    while game.current is not None:
        play_step(game, players)
    assert sum(p.amount for p in game.close().payments) == 140  # lost: 70 doubled


def test_nt_p9_the_last_deals_head_says_it_too() -> None:
    game = new_game("nantes", game_settings({}, 4), NAMES)
    assert deal_notes(game, 4, "en") == [
        "double deal (stakes doubled)",
        "the last of 4 deals: after this deal all four share the pool, now 0; "
        "a made contract takes the pool (partners halve it); "
        "a lost contract doubles the pool first",
    ]


def test_dw_p3_a_lost_seven_or_higher_pays_in_twice_the_pool_first() -> None:
    game = _played("dawson", {}, 2, 1)
    seat = game.to_act
    assert seat is not None
    game.apply(game.legal_actions(seat)[-1])  # a bid, not a pass
    said = end_pool_words(game, "en")
    assert len(said) == 1 and said[0].endswith("; a lost Seven+ first pays in twice the pool.")


def test_dw_p5_misere_partout_has_no_contract_to_lose() -> None:
    """Everyone passed (DW-B4): Misère Partout leaves the pool (DW-P5), so only the share-out."""
    game = _played("dawson", {}, 2, 1)
    for _ in SEATS:
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))
    view = game.public_view()
    assert view is not None and view.declarer is None
    said = end_pool_words(game, "en")
    assert len(said) == 1 and said[0].startswith("Deal 3 is then the game's last: after this")
    assert "Seven" not in said[0], said


def test_fb_g2_a_pool_a_lost_contract_leaves_says_no_doubling() -> None:
    game = _played("fontainebleau", {}, 2, 1)
    seat = game.to_act
    assert seat is not None
    game.apply(game.legal_actions(seat)[0])
    assert end_pool_words(game, "en") == [
        "Deal 3 is then the game's last: if lost, the adversaries share the pool; "
        "any rest goes to all four."
    ]
