"""How far a tour of betar has come, in the table message while the game runs: the marks
standing (SV-P6), the gående bet (SV-P2) and the betar played off of the tour's (SV-P11), and
with one bet left that the next contract made ends the tour (SV-P3: a made contract plays off
one). A playtest read only "Ställning: …" there after 23 of 24 betar, the table message as in
deal 2; the marks and the count stood only in the private Protocol. A game keeping no tour of
betar (the simplified payment, SV-F3, and every other variant) has no such line."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.result import DealResult
from bot.engine.seats import SEATS
from bot.engine.swedish.protocol import SwedishProtocol
from bot.engine.tour_notes import tour_lines
from bot.engine.variants import new_game
from bot.engine.words import Lang
from bot.players import make_player
from bot.simulate import deck_for, game_settings, play_step, seat_seed
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.table_message import play_text, scorekeeping_text
from tests.engine.helpers import swedish_result as deal
from tests.render.tables import NAMES, live_table
from tests.variants import Config, params

ALL_PASS = DealResult(dealer=1, all_pass=True)


def swedish(made: int, passes: int, settings: dict[str, object] | None = None) -> Game:
    """A Swedish game whose protocol has had ``made`` contracts made (each playing off one
    bet, SV-P3) and then ``passes`` all-pass deals (a mark each, SV-P6), and a deal dealt."""
    game = new_game("swedish", settings or {}, NAMES)
    for n in range(made):
        game.ledger.settle(deal("7", n % 4 + 1, 7))
    for _ in range(passes):
        game.ledger.settle(ALL_PASS)
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


def message(game: Game, lang: Lang) -> list[str]:
    return play_text(live_table(game, "swedish"), lang).splitlines()


def test_sv_p11_the_table_message_says_how_far_the_tour_has_come() -> None:
    game = swedish(2, 0)
    # SV-P1, SV-P2: the first ålar are 96; no mark stands, so no "Streck: 0"
    assert "Gående bet 96 · avspelade 2 av 24" in message(game, "sv")
    assert "Gående bet 96 · played off 2 of 24" in message(game, "en")
    assert not any("Sista beten" in line for line in message(game, "sv"))


def test_sv_p6_sv_p11_the_last_bet_with_marks_standing() -> None:
    game = swedish(23, 5)
    ledger = game.ledger
    assert isinstance(ledger, SwedishProtocol)
    going = ledger.going_value
    sv = message(game, "sv")
    assert f"Streck: 5 · gående bet {going} · avspelade 23 av 24" in sv
    assert "Sista beten: nästa hemgång avslutar turen" in sv  # SV-P3: one bet per made contract
    en = message(game, "en")
    assert f"Marks: 5 · gående bet {going} · played off 23 of 24" in en
    assert "Last bet: the next contract made ends the tour" in en
    for line in tour_lines(game, "sv") + tour_lines(game, "en"):  # phone-friendly
        assert display_width(line) <= PHONE_LINE, line


def test_sv_p11_a_scorekeeping_table_says_it_too() -> None:
    game = new_game("swedish", {}, NAMES)
    for n in range(23):
        game.ledger.settle(deal("7", n % 4 + 1, 7))
    lines = scorekeeping_text(live_table(game, "swedish"), game, "sv").splitlines()
    assert lines[-2:] == tour_lines(game, "sv")
    assert lines[-1] == "Sista beten: nästa hemgång avslutar turen"


def test_sv_p11_a_shorter_tour_warns_at_its_own_last_bet() -> None:
    game = swedish(2, 0, {"tour_length": 3})
    assert tour_lines(game, "sv") == [
        "Gående bet 96 · avspelade 2 av 3",
        "Sista beten: nästa hemgång avslutar turen",
    ]


def test_sv_p6_a_made_contract_strikes_the_marks_from_the_line() -> None:
    game = new_game("swedish", {}, NAMES)
    assert tour_lines(game, "en") == []  # nothing played off, no mark: it would say nothing
    game.ledger.settle(ALL_PASS)
    assert tour_lines(game, "en")[0].startswith("Marks: 1 · ")
    game.ledger.settle(deal("7", 1, 7))
    assert tour_lines(game, "en")[0].startswith("Gående bet ")


def test_sv_p11_no_line_once_the_tour_is_over() -> None:
    game = new_game("swedish", {"tour_length": 1}, NAMES)
    game.ledger.settle(deal("7", 1, 7))
    assert game.tour_over
    assert tour_lines(game, "en") == []


@pytest.mark.parametrize("config", params())
def test_only_a_tour_of_betar_has_a_tour_line(config: Config) -> None:
    """SV-F3's simplified payment keeps no marks and no tour; the pool of Fontainebleau,
    Nantes and Dawson has its own line (FB-L1, NT-D5, DW-P3), the last agreed deal its note
    under the deal's head: no tour line says it again."""
    name, settings = config
    game = new_game(name, game_settings(settings, 2), NAMES)
    players = {s: make_player("random", seat_seed(5, s)) for s in SEATS}
    for number in (1, 2):  # each settled: a mark or a bet played off where kept (SV-P6, P3)
        deck, turned = deck_for(5, number)
        game.start_deal(deck, turned)
        while game.current is not None:
            play_step(game, players)
    keeps = game.features.tour_length is not None
    assert bool(tour_lines(game, "en")) == keeps
    assert bool(tour_lines(game, "sv")) == keeps
