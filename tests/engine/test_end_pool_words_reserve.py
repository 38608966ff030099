"""An agreed end's question in Dawson's Boston with a capped pool (DW-P3: above the cap, antes
and penalties wait in the reserve) names the pool and the reserve together, as DW-P7 shares
both out (:func:`bot.engine.end_notes.end_pool_words`). A review found the heading saying
"If the game ends now, the pool (1400) is shared by all four." while the pool held 100 and
the reserve 1300, the ledger's line right after it saying "the pool and the reserve, 100 +
1300 = 1400". Now the heading names no amount ("If the game ends now:", a playtest having
found the pool's destination said twice): the ledger's line alone says both and their sum.

Also: the words are worked out on a copy of the ledger alone, not of the whole game and every
move it keeps (a review timed the game's copy at 120–170 ms): checked here to be what
:meth:`~bot.engine.game.Game.close` then pays in every pool variant (FB-G2, FB-G3, RU, NT-G4
with and without ``play_out_pool``, DW-P7 with and without a reserve), with a deal dealt and
untouched (taken back by the stop, its deposit not in the ledger) or not."""

from __future__ import annotations

import copy
from collections.abc import Mapping

import pytest

from bot.engine.actions import Pass
from bot.engine.end_notes import end_pool_words
from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import deck_for, game_settings, play_step, seat_seed

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def _played(name: str, settings: Mapping[str, object], agreed: int, deals: int, seed: int) -> Game:
    """``deals`` deals of random play (seeded) of an ``agreed``-deal game."""
    players = {s: make_player("random", seat_seed(seed, s)) for s in SEATS}
    game = new_game(name, game_settings(settings, agreed), NAMES)
    for number in range(1, deals + 1):
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
    return game


def _dawson_with_a_reserve() -> Game:
    """Six deals of random play, seed 1, the pool capped at 100: the reserve holds 1300."""
    return _played("dawson", {"pool_cap": 100}, 1000, 6, 1)


def test_dw_p7_the_heading_names_the_pool_and_the_reserve_together() -> None:
    game = _dawson_with_a_reserve()
    assert game.pool_now() == (100, 0) and game.reserve_now() == (1300, 0)
    assert end_pool_words(game, "en") == [
        "If the game ends now:",
        "The pool and the reserve, 100 + 1300 = 1400, are divided equally: "
        "Cissi 350, David 350, Anna 350, Bengt 350",
    ]
    assert end_pool_words(game, "sv") == [
        "Slutar spelet nu:",
        "Potten och reserven, 100 + 1300 = 1400, delas lika: "
        "Cissi 350, David 350, Anna 350, Bengt 350",
    ]


def test_the_whole_game_is_not_copied(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the ledger is copied: a copy of the game (every deal's moves) is refused here."""

    def refused(self: Game, memo: dict[int, object]) -> Game:
        raise AssertionError("end_pool_words copied the whole game")

    game = _dawson_with_a_reserve()
    monkeypatch.setattr(Game, "__deepcopy__", refused, raising=False)
    assert end_pool_words(game, "en")[1].startswith("The pool and the reserve, 100 + 1300")


CASES: list[tuple[str, dict[str, object], int, int]] = [
    ("fontainebleau", {}, 12, 3),
    ("russian", {}, 12, 3),
    ("nantes", {}, 12, 3),
    ("nantes", {"play_out_pool": True}, 2, 2),  # the agreed deals played, the pool still on
    ("dawson", {}, 12, 3),
    ("dawson", {"pool_cap": 100}, 12, 6),
]


@pytest.mark.parametrize(("name", "settings", "agreed", "deals"), CASES)
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("dealt", [False, True])
def test_the_words_are_what_the_end_then_pays(
    name: str, settings: dict[str, object], agreed: int, deals: int, seed: int, dealt: bool
) -> None:
    game = _played(name, settings, agreed, deals, seed)
    if game.tour_over:  # NT-G4's pool taken on the last agreed deal: the game ended there
        return
    if dealt:  # a deal dealt, nobody acted: the stop takes it back with its deposit
        deck, turned = deck_for(seed, deals + 1)
        game.start_deal(deck, turned)
    before = (dict(game.balances), game.pool_now(), game.reserve_now(), len(game.deals))
    said = end_pool_words(game, "en")
    assert (dict(game.balances), game.pool_now(), game.reserve_now(), len(game.deals)) == before
    ended = copy.deepcopy(game)
    ended.drop_untouched_deal()
    final = ended.close()
    paid = sum(p.amount for p in final.payments)
    if not paid:
        assert said == ["If the game ends now, the pool is empty: there is nothing to share."]
        return
    assert said[0] == "If the game ends now:"
    assert [line.lower() for line in said[1:]] == [line.lower() for line in final.text("en")]


def test_fb_a_a_deal_under_way_everyone_passed_says_only_the_rest() -> None:
    """With a deal under way (played out first), the rules of a last deal that apply to it
    (``deal_notes.rules_as_last``): everyone passed (FB-A), so no contract to lose, and
    FB-G3's rest alone is said."""
    game = new_game("fontainebleau", {"deals": 12}, NAMES, 2)
    deck, turned = deck_for(7, 1)
    game.start_deal(deck, turned)
    for _ in SEATS:  # all four pass: Misère Partout
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat))
    view = game.public_view()
    assert view is not None and view.declarer is None
    assert end_pool_words(game, "en") == [
        "Deal 1 is then the game's last: any rest goes to all four."
    ]
    assert end_pool_words(game, "sv") == ["Giv 1 blir då spelets sista: resten delas av alla fyra."]


def test_nt_g4_play_out_pool_a_deal_under_way_shares_the_pool_after_it() -> None:
    """NT-G4 with ``play_out_pool``: the agreed end overrides playing on, so not the ledger's
    "ends only if no pool is left" but the pool (as on the table) shared out after it."""
    game = _played("nantes", {"play_out_pool": True}, 2, 2, 1)
    deck, turned = deck_for(1, 3)
    game.start_deal(deck, turned)
    seat = game.to_act
    assert seat is not None
    game.apply(game.legal_actions(seat)[0])
    assert end_pool_words(game, "en") == [
        "Deal 3 is then the game's last: after it, what the pool holds (now 130) is shared "
        "out; a made contract takes the pool (partners halve it); a lost contract doubles "
        "the pool first."
    ]
