"""What a contract does to the pool before the game's end shares it, made and lost, said with
the rules of a last deal (``deal_notes.PoolChangeNotes``): NT-P9, a made contract takes the
pool (two partners halve it between them), a lost one doubles it; DW-P3, a made Seven or
higher (misères and spreads included) takes the whole pool, a lost one pays twice the pool in,
and a bid below Seven leaves it.

Before: only the lost case was said ("after this deal all four share the pool, now 70; a
lost contract doubles it first"), so a host ending a Nantes game read 70 to be shared where
the deal was then made and the end shared nothing; the Swedish "dubblas den först" read "den"
as the deal ("dubbel giv", NT-G2); and a Dawson Five or Six on the last deal showed "A lost
Seven+ first pays in twice the pool" above every trick."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Pass
from bot.engine.cards import parse_card
from bot.engine.deal_notes import deal_notes, last_deal_rules
from bot.engine.end_notes import end_pool_words
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.players import make_player
from bot.simulate import deck_for, game_settings, play_step, seat_seed

NAMES = ["Anna", "Bengt", "Cissi", "David"]
SEED = 28


def test_nt_p9_the_end_question_says_a_made_contract_takes_the_pool() -> None:
    """Seeded random play: 70 on the table, deal 3 made, nothing left to share."""
    players = {s: make_player("random", seat_seed(SEED, s)) for s in SEATS}
    game = new_game("nantes", game_settings({}, 12), NAMES)
    for number in (1, 2):
        deck, turned = deck_for(SEED, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
    deck, turned = deck_for(SEED, 3)
    game.start_deal(deck, turned)
    play_step(game, players)
    said = end_pool_words(game, "en")
    while game.current is not None:
        play_step(game, players)
    result = game.deals[-1].result
    assert result is not None and result.made and not result.all_pass  # the deal was made
    assert game.close().text("en") == ("nothing to share, the pool is empty",)
    # What the host read before ending says the made case too.
    assert "all four share the pool, now 70" in said[0], said
    assert "; a made contract takes the pool (partners halve it);" in said[0], said


@pytest.mark.parametrize(
    ("lang", "made", "lost"),
    [
        (
            "en",
            "a made contract takes the pool (partners halve it)",
            "a lost contract doubles the pool first",
        ),
        (
            "sv",
            "går kontraktet hem tas potten (ett par delar den)",
            "går kontraktet bet dubblas potten först",
        ),
    ],
)
def test_nt_p9_each_clause_names_the_pool(lang: Lang, made: str, lost: str) -> None:
    """Each clause may stand alone on a phone's line: the pool named, not "it" or "den"."""
    game = new_game("nantes", game_settings({}, 4), NAMES)
    note = deal_notes(game, 4, lang)[-1]
    assert note.endswith(f"; {made}; {lost}"), note
    assert all(len(clause) <= 50 for clause in (made, lost))


def _dawson_last(contract: str | None) -> Game:
    """A Dawson game of one deal (its last), eldest bidding ``contract`` (None: nobody yet)
    and the others passing, played up to the first card."""
    game = new_game("dawson", {"deals": 1}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    if contract is None:
        return game
    seat = game.to_act
    assert seat is not None
    game.apply(
        next(a for a in game.legal_actions(seat) if isinstance(a, Bid) and a.contract == contract)
    )
    while (view := game.public_view()) is not None and view.phase is not Phase.PLAY:
        seat = game.to_act
        assert seat is not None
        game.apply(Pass(seat) if view.phase is Phase.AUCTION else game.legal_actions(seat)[0])
    return game


MADE_TAKES = "a made Seven+ (misère, spread too) takes the pool"
LOST_PAYS = "a lost Seven+ first pays in twice the pool"


@pytest.mark.parametrize("contract", [None, "7", "13", "little-misere", "grand-spread"])
def test_dw_p3_a_seven_or_higher_says_it_takes_the_pool(contract: str | None) -> None:
    """Before the auction is over, or with a Seven or higher (misères and spreads included),
    both cases are said under the share-out."""
    game = _dawson_last(contract)
    view = game.public_view()
    assert view is not None
    rules = last_deal_rules(game, 1, view, "en")
    assert rules == ("after this deal all four share the pool, now 50", MADE_TAKES, LOST_PAYS)
    if contract is not None:  # a deal under way: an agreed end plays it out first
        said = end_pool_words(game, "en")
        assert said == [f"Deal 1 is then the game's last: {'; '.join(rules)}."], said


@pytest.mark.parametrize("contract", ["5", "6"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_dw_p3_a_bid_below_seven_says_nothing_of_the_pool(contract: str, lang: Lang) -> None:
    """A Five or Six leaves the pool: only the share-out is said, during play and in the end
    question, not a Seven's pool that cannot apply."""
    game = _dawson_last(contract)
    view = game.public_view()
    assert view is not None and view.contract is not None and view.contract.id == contract
    share = {
        "en": "after this deal all four share the pool, now 50",
        "sv": "potten, nu 50, delas lika efter den här given",
    }[lang]
    assert last_deal_rules(game, 1, view, lang) == (share,)
    said = end_pool_words(game, lang)
    assert len(said) == 1 and said[0].endswith(f": {share}."), said
    assert "Seven" not in said[0], said
