"""SV-P12 with ``remainder=lot``: the host deciding an agreed end knows the card the lot will
be drawn by, and it is the card the settlement then uses. The lot is drawn by the last turned
card of a deal that counts: a deal dealt but not acted on, which the stop takes back, does
not count and neither does its card (the record does not keep it, and a replay must draw the
same seat); a deal someone has acted in is played out first, and its card draws."""

from __future__ import annotations

from bot.engine.actions import Pass
from bot.engine.cards import parse_card
from bot.engine.end_notes import end_notes
from bot.engine.game import Game
from bot.engine.variants import new_game
from tests.engine.helpers import swedish_result as deal

NAMES = ["Anna", "Bengt", "Cilla", "David"]


def _dealt(game: Game, turned: str) -> None:
    card = parse_card(turned)
    game.start_deal([c for c in range(52) if c != card] + [card], card)


def _shortfall_game() -> Game:
    """Columns 96, 96, 96, 200 after David's 7 spel lost by one: 10 missing from the pot at
    betdelning; then a played ompassning turning 9♠ (seat 1, Anna)."""
    game = new_game("swedish", {"remainder": "lot"}, NAMES)
    game.add_scored(deal("7", 4, 6))
    _dealt(game, "9S")
    while (seat := game.to_act) is not None:
        game.apply(Pass(seat))
    return game


def test_between_deals_the_end_question_names_the_last_turned_card() -> None:
    game = _shortfall_game()
    assert end_notes(game, "en") == [
        "Should betdelning's rounding leave a remainder, the lot falls to seat 1, Anna (9♠, "
        "the last turned card of a deal that counts; ♠ ♥ ♣ ♦ draw seats 1–4)."
    ]
    assert end_notes(game, "sv") == [
        "Om betdelningens avrundning lämnar en rest, faller lotten på plats 1, Anna (9♠, "
        "senast vända kortet i en giv som räknas; ♠ ♥ ♣ ♦ lottar plats 1–4)."
    ]


def test_a_deal_taken_back_unplayed_keeps_the_card_before_it_and_the_settlement_agrees() -> None:
    """The playtest's end: deal 4 dealt with 5♥ turned, ended before its first move. The
    question names 9♠ (its card does not count), and betdelning draws by 9♠."""
    game = _shortfall_game()
    _dealt(game, "5H")
    said = end_notes(game, "en")
    assert "9♠" in said[0] and "seat 1, Anna" in said[0] and "5♥" not in said[0]
    game.drop_untouched_deal()
    final = game.close()
    assert final.lines[-1].startswith("the lot (the last turned card, 9♠;")
    assert "falls to seat 1: Anna pays the 10 missing" in final.lines[-1]


def test_a_deal_under_way_is_played_out_first_and_its_card_draws() -> None:
    game = _shortfall_game()
    _dealt(game, "5H")
    seat = game.to_act
    assert seat is not None
    game.apply(Pass(seat))  # someone has acted: an end now plays the deal out first
    said = end_notes(game, "sv")
    assert "5♥" in said[0] and "plats 2, Bengt" in said[0]
    while (seat := game.to_act) is not None:
        game.apply(Pass(seat))
    final = game.close()
    assert "5♥" in final.lines[-1] and "falls to seat 2: Bengt" in final.lines[-1]


def test_nothing_said_without_the_lot_or_once_the_game_is_over() -> None:
    balance = new_game("swedish", {}, NAMES)
    balance.add_scored(deal("7", 4, 6))
    assert end_notes(balance, "en") == []
    scored_only = new_game("swedish", {"remainder": "lot"}, NAMES)
    scored_only.add_scored(deal("7", 4, 6))
    assert end_notes(scored_only, "en") == []  # no card turned: the balances decide
    game = _shortfall_game()
    game.close()
    assert end_notes(game, "en") == []
    assert end_notes(new_game("russian", {}, NAMES), "en") == []
