"""An agreed end's question says where the pool goes (FB-G2 and FB-G3 at an agreed end, RU-2,
NT-G4, DW-P7), in the engine's words (:func:`bot.engine.end_notes.end_pool_words`): ending
now, the final settlement worked out on a copy and not applied; ending once the deal under
way is over, the rules that deal is settled by as the game's last. A playtest's host ended a
Fontainebleau game right after a lost Piccolissimo and was told only that "the final
settlement is made from the balances as they stand": the whole pool, the dealers' deposits
in it, went to the adversaries without a word before."""

from __future__ import annotations

import pytest

from bot.engine.cards import Suit
from bot.engine.end_notes import end_pool_words
from bot.engine.fontainebleau.result import all_pass_result, contract_result
from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import new_game
from bot.players import make_player
from bot.simulate import deck_for, game_settings, play_step, seat_seed

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def lost_piccolissimo() -> Game:
    """Seat 1 (Anna) loses Piccolissimo on the third deal, after two made deals that each
    took the pool: 150 in the pool (as tests/engine/fontainebleau/test_agreed_end_lost_deal)."""
    game = new_game("fontainebleau", {"deals": 12}, NAMES, 2)
    game.add_scored(contract_result("5", 3, 7, suit=Suit.HEARTS, dealer=2))
    game.add_scored(contract_result("6", 4, 6, suit=Suit.SPADES, dealer=3))
    game.add_scored(contract_result("piccolissimo", 1, 2, dealer=4))
    return game


def test_fb_g2_ending_now_after_a_lost_deal_says_the_adversaries_take_the_whole_pool() -> None:
    game = lost_piccolissimo()
    before = (dict(game.balances), game.pool_now())
    shares = "150: Bengt 50, Cissi 50, David 50"
    # Said once: a short heading, then the ledger's line of who gets how much and why (a
    # playtest's phone had "the pool (150) goes to Bengt, Cissi and David." above it too).
    assert end_pool_words(game, "en") == [
        "If the game ends now:",
        f"Anna lost the last deal: their adversaries divide the pool, {shares}",
    ]
    assert end_pool_words(game, "sv") == [
        "Slutar spelet nu:",
        f"Anna förlorade sista given: försvararna delar potten, {shares}",
    ]
    # Only said: the live game is not settled, closed or changed.
    assert (dict(game.balances), game.pool_now()) == before
    assert not game.finished
    assert game.close().net() == {1: 0, 2: 50, 3: 50, 4: 50}


def test_fb_g2_a_deal_dealt_and_untouched_is_taken_back_with_its_deposit() -> None:
    """The stop takes back a deal nobody acted in: its deposit, on the table in pool_now, is
    not in the pool the end shares out."""
    game = lost_piccolissimo()
    deck, turned = deck_for(7, 4)
    game.start_deal(deck, turned)
    assert game.pool_now() == (200, 50)
    assert end_pool_words(game, "en")[1] == (
        "Anna lost the last deal: their adversaries divide the pool, 150: "
        "Bengt 50, Cissi 50, David 50"
    )
    assert game.current is not None  # the deal is still there


def test_fb_g3_a_pool_left_after_a_misere_partout_is_divided_from_eldest() -> None:
    """FB-G3: after a deal nobody lost, what the pool holds is divided among all four from
    eldest in counters of 5; a single counter goes to eldest alone, as the ledger's line says."""
    game = new_game("fontainebleau", {"deals": 12}, NAMES, 4)
    # Misère Partout, dealer 4: Anna, Bengt and Cissi tie on no tricks and divide the 50 in
    # counters of 5 (FB-A3): 15 each, one counter stays.
    game.add_scored(all_pass_result(4, (0, 0, 0, 13)))
    assert game.pool_now() == (5, 0)
    assert end_pool_words(game, "en") == [
        "If the game ends now:",
        "The pool left, 5, is divided: Anna 5, Bengt 0, Cissi 0, David 0",
    ]


def test_nt_g4_a_nantes_pool_is_shared_by_all_four() -> None:
    said = end_pool_words(_played("nantes", 3, 1), "en")
    assert said[0] == "If the game ends now:"
    assert said[1].startswith("The pool of 140 is shared out equally: ")
    assert len(said) == 2


def test_an_empty_pool_is_said_empty() -> None:
    game = new_game("fontainebleau", {"deals": 4}, NAMES, 4)
    game.add_scored(all_pass_result(4, (4, 0, 4, 5)))  # Bengt alone takes the pool
    assert end_pool_words(game, "en") == [
        "If the game ends now, the pool is empty: there is nothing to share."
    ]
    assert end_pool_words(game, "sv") == ["Slutar spelet nu finns inget att dela: potten är tom."]


def test_fb_g2_a_deal_under_way_is_played_out_first_and_its_rules_said() -> None:
    game = lost_piccolissimo()
    deck, turned = deck_for(7, 4)
    game.start_deal(deck, turned)
    seat = game.to_act
    assert seat is not None
    game.apply(game.legal_actions(seat)[0])  # someone acted: the deal is played out
    assert end_pool_words(game, "en") == [
        "Deal 4 is then the game's last: if lost, the adversaries share the pool; "
        "any rest goes to all four."
    ]
    assert end_pool_words(game, "sv") == [
        "Giv 4 blir då spelets sista: går det bet delar försvararna potten; "
        "resten delas av alla fyra."
    ]


def _played(name: str, deals: int, seed: int) -> Game:
    players = {s: make_player("random", seat_seed(seed, s)) for s in SEATS}
    game = new_game(name, game_settings({}, 12), NAMES)
    for number in range(1, deals + 1):
        deck, turned = deck_for(seed, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
    return game


@pytest.mark.parametrize("name", ["fontainebleau", "russian", "nantes", "dawson"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_pool_variant_says_what_its_end_would_pay(name: str, seed: int) -> None:
    game = _played(name, 3, seed)
    said = end_pool_words(game, "en")
    final = game.close()
    paid = sum(p.amount for p in final.payments)
    if paid:  # the heading, then the settlement's own lines: nothing said twice
        assert said[0] == "If the game ends now:"
        assert [line.lower() for line in said[1:]] == [line.lower() for line in final.text("en")]
    else:
        assert said == ["If the game ends now, the pool is empty: there is nothing to share."]


@pytest.mark.parametrize("name", ["swedish", "whisch", "american", "mariland"])
def test_no_pool_no_words(name: str) -> None:
    assert end_pool_words(_played(name, 2, 1), "en") == []
