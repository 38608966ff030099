"""A Fontainebleau or Russian game ended by agreement right after a deal its declaring side
lost: that deal is the game's last (FB-G3), so FB-G2 applies as on the real last deal — the
adversaries of the losing side divide the whole pool, in counters of 5, remainder counters
one each clockwise from that deal's eldest — and nothing is left for FB-G3's division among
all four. RU-2: Russian Boston ends as Fontainebleau. After a made deal or a Misère Partout
the agreed end divides what is left among all four (FB-G3), as before."""

from __future__ import annotations

import json

import pytest

from bot.engine.cards import Suit
from bot.engine.checkpoint import checkpoint, restore
from bot.engine.fontainebleau.result import FbResult, all_pass_result, contract_result
from bot.engine.fontainebleau.settings import russian
from bot.engine.game import Game
from bot.engine.scoring import POOL
from bot.engine.seats import SEATS
from bot.engine.variants import new_game

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def nets(game: Game) -> list[int]:
    """The agreed end's payments to seats 1–4 (the game is closed)."""
    net = game.close().net()
    return [net.get(s, 0) for s in SEATS]


def game_with(variant: str, first_dealer: int, *results: FbResult) -> Game:
    game = new_game(variant, {"deals": 12}, NAMES, first_dealer)
    for result in results:
        game.add_scored(result)
    return game


def assert_emptied(game: Game) -> None:
    """The end pays only out of the pool, empties it, and the standings sum to zero."""
    final = game.close()
    assert all(p.payer == POOL and p.amount % 5 == 0 for p in final.payments)
    assert game.pool_now() == (0, 0)
    assert sum(game.balances.values()) == 0


def the_third_deal_lost() -> Game:
    """Seat 1 (eldest; dealer 4) loses Piccolissimo with 2 tricks on the third deal, after two
    made deals that each took the pool: the deposit 50 and X = 100 fed into it, 150 (FB-X8)."""
    return game_with(
        "fontainebleau",
        2,
        contract_result("5", 3, 7, suit=Suit.HEARTS, dealer=2),
        contract_result("6", 4, 6, suit=Suit.SPADES, dealer=3),
        contract_result("piccolissimo", 1, 2, dealer=4),
    )


def test_fb_g2_g3_an_agreed_end_after_a_lost_piccolissimo_pays_the_adversaries() -> None:
    """FB-G2 at an agreed end (FB-G3: the deal just finished is the last): 150 = 30 counters
    to seats 2, 3 and 4, 10 each; the loser, seat 1, gets nothing of it. Before, the pool was
    divided among all four from eldest: 40 / 40 / 35 / 35."""
    game = the_third_deal_lost()
    assert game.pool_now() == (150, 0)
    before = dict(game.balances)
    assert nets(game) == [0, 50, 50, 50]
    assert [game.balances[s] - before[s] for s in SEATS] == [0, 50, 50, 50]
    assert_emptied(game)


def test_fb_g2_the_agreed_end_s_line_says_whose_adversaries_divide_the_pool() -> None:
    """The words the terminal and Discord show under "End of the game" (FB-G2, FB-G3): no
    deal's headline stands above them, so they name who lost the deal made the last; "the
    adversaries divide the pool" alone did not say whose, nor why."""
    final = the_third_deal_lost().close()
    shares = "150: Bengt 50, Cissi 50, David 50"
    assert final.text("en") == (
        f"Anna lost the last deal: their adversaries divide the pool, {shares}",
    )
    assert final.text("sv") == (f"Anna förlorade sista given: försvararna delar potten, {shares}",)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_fb_g2_ru_2_the_agreed_end_s_line_names_a_losing_pair(variant: str) -> None:
    """FB-X14's lost 7 ♦ of seat 1 with whister 2, ended there by agreement: both lost it
    (RU-2: Russian Boston ends as Fontainebleau)."""
    settings = russian() if variant == "russian" else None
    lost = contract_result(
        "7", 1, 6, suit=Suit.DIAMONDS, whister=2, whister_tricks=3, honours=2, settings=settings
    )
    final = game_with(variant, 4, lost).close()
    assert final.text("en")[0].startswith(
        "Anna and Bengt lost the last deal: their adversaries divide the pool, "
    )
    assert final.text("sv")[0].startswith("Anna och Bengt förlorade sista given: försvararna ")


def test_fb_g2_a_losing_pair_s_two_adversaries_divide_the_pool() -> None:
    """FB-X14 (1 `7` ♦ with whister 2, lost; pool 185) ended there by agreement: the pair's
    adversaries 3 and 4 divide 37 counters, the odd one to 3, first from eldest 1."""
    lost = contract_result("7", 1, 6, suit=Suit.DIAMONDS, whister=2, whister_tricks=3, honours=2)
    game = game_with("fontainebleau", 4, lost)
    assert game.pool_now() == (185, 0)
    assert nets(game) == [0, 0, 95, 90]
    assert [game.balances[s] for s in SEATS] == [-205, -200, 230, 175]
    assert_emptied(game)


def test_ru_2_fb_g2_a_russian_agreed_end_after_a_lost_deal() -> None:
    """RU-2: as in Fontainebleau. Seat 1 (eldest; dealer 4) loses 7 ♥ alone with 6 tricks,
    X = 65, seat 3 declares chicane (RU-C5, 10 from each, the pool untouched): the pool is
    50 + 65 = 115, 23 counters to seats 2, 3, 4 from eldest: 40, 40, 35."""
    lost = contract_result("7", 1, 6, suit=Suit.HEARTS, dealer=4, chicane=(3,), settings=russian())
    game = game_with("russian", 4, lost)
    assert game.pool_now() == (115, 0)
    assert [game.balances[s] for s in SEATS] == [-270, 55, 95, 5]
    assert nets(game) == [0, 40, 40, 35]
    assert [game.balances[s] for s in SEATS] == [-270, 95, 135, 40]
    assert_emptied(game)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_fb_g2_g3_a_checkpoint_between_the_lost_deal_and_the_end_divides_the_same(
    variant: str,
) -> None:
    """The ledger written into a checkpoint keeps who lost its last deal: the restored game
    ends as the live one does, the adversaries dividing the pool."""
    settings = russian() if variant == "russian" else None
    lost = contract_result("piccolissimo", 1, 2, dealer=4, settings=settings)
    game = game_with(variant, 4, lost)
    rebuilt = restore(json.loads(json.dumps(checkpoint(game))))
    assert nets(rebuilt) == nets(game) == [0, 50, 50, 50]
    assert rebuilt.balances == game.balances
    assert rebuilt.close().text("en") == game.close().text("en")
    assert_emptied(rebuilt)


def test_fb_g3_a_checkpoint_written_before_the_ledger_kept_the_loss_still_restores() -> None:
    """A checkpoint of the same format written before the ledger kept the last deal's losers
    restores; not knowing them, its agreed end divides the pool among all four from eldest
    (FB-G3 alone), as the code that wrote it did."""
    game = game_with("fontainebleau", 4, contract_result("piccolissimo", 1, 2, dealer=4))
    data = json.loads(json.dumps(checkpoint(game)))
    del data["ledger"]["state"]["last_adversaries"]
    rebuilt = restore(data)
    assert nets(rebuilt) == [40, 40, 35, 35]
    assert_emptied(rebuilt)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_fb_g3_an_agreed_end_after_a_made_deal_has_nothing_left(variant: str) -> None:
    """A made contract takes the pool (FB-L2), so the agreed end after it divides nothing."""
    settings = russian() if variant == "russian" else None
    lost = contract_result("piccolissimo", 1, 2, dealer=4, settings=settings)
    made = contract_result("6", 3, 6, suit=Suit.CLUBS, dealer=1, settings=settings)
    game = game_with(variant, 4, lost, made)
    assert game.pool_now() == (0, 0)
    assert game.close().payments == ()
    assert_emptied(game)


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
def test_fb_g3_an_agreed_end_after_a_misere_partout_divides_among_all_four(variant: str) -> None:
    """A Misère Partout has no declarer, so no FB-G2. After FB-X8's lost Piccolissimo (pool
    150), seat 1 deals a Misère Partout, tricks 4 / 3 / 3 / 3: the deposit makes 200, seats 2,
    3, 4 take 13 counters each, 5 stays (FB-A3), and the agreed end gives it to eldest, seat
    2 (FB-G3, as FB-X21)."""
    settings = russian() if variant == "russian" else None
    lost = contract_result("piccolissimo", 1, 2, dealer=4, settings=settings)
    game = game_with(variant, 4, lost, all_pass_result(1, (4, 3, 3, 3)))
    assert game.pool_now() == (5, 0)
    assert nets(game) == [0, 5, 0, 0]
    shares = "Bengt 5, Cissi 0, David 0, Anna 0"
    assert game.close().text("en") == (f"the pool left, 5, is divided: {shares}",)
    assert_emptied(game)
