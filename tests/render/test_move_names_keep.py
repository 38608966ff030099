"""The deal's public lines name a seat's moves by the seat's person (``seat_names.past_name``),
whoever keeps the seat now: a computer taking it over for someone who stepped away, or giving
it back, changes no line about a move already made (the dealer, the calls, the contract and
its whister, the cards on the table, the tricks and who took them, the side's tally). Who
plays the seat now is still said where the table says who is to act: the turn line names the
computer.

Before: those lines named each seat by its holder now, so "South: 7 levées" became "South
(computer): 7 levées" when South stepped away after bidding, and a bid the computer made for
South changed its name when South came back."""

from __future__ import annotations

import random

from bot.engine.actions import Action, Bid, Pass, Play, Support
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.i18n import Lang, t
from bot.tables.options import TableOptions, with_options
from bot.tables.service import LiveTable
from cogs.boston.deal_lines import deal_lines, turn_text
from cogs.boston.table_message import play_text
from db.models import SeatAssignment
from tests.render.tables import NAMES, live_table


def _game(variant: str, plays: int) -> Game:
    """A deal of ``variant`` (the first bid offered standing, supported where the variant
    offers it, every other seat passing, then the first legal choice) until ``plays`` cards
    are played."""
    game = new_game(variant, {}, NAMES)
    deck = list(range(52))
    random.Random(5).shuffle(deck)
    game.start_deal(deck, deck[0])
    bid = False
    played = 0
    while (seat := game.to_act) is not None and game.current is not None and played < plays:
        legal = game.legal_actions(seat)
        action: Action
        support = next((a for a in legal if isinstance(a, Support)), None)
        if support is not None:  # Le Whisch's *je soutiens*, where it is offered
            action = support
        elif not bid and any(isinstance(a, Bid) for a in legal):
            action, bid = next(a for a in legal if isinstance(a, Bid)), True
        else:
            action = next((a for a in legal if isinstance(a, Pass)), legal[0])
        game.apply(action)
        played += isinstance(action, Play)
    return game


def _step_away(table: LiveTable, seat: int, lang: Lang = "en") -> None:
    """The seat's person steps away: a computer keeps it under their name, as the lobby does."""
    name = t(lang, "club.computer_name", name=NAMES[seat - 1])
    table.seats[seat] = SeatAssignment(seat=seat, computer_level="heuristic", display_name=name)
    away = TableOptions(away={seat: 10 + seat})
    table.row = table.row.model_copy(update={"settings": with_options(table.row.settings, away)})


def _come_back(table: LiveTable, seat: int) -> None:
    table.seats[seat] = SeatAssignment(seat=seat, player_id=10 + seat, display_name=NAMES[seat - 1])
    table.row = table.row.model_copy(
        update={"settings": with_options(table.row.settings, TableOptions())}
    )


def test_a_seat_kept_by_a_computer_changes_no_line_about_moves_made() -> None:
    """Six tricks and a card into the deal: the auction, the contract and whister, the trick
    on the table, the last trick and the tricks taken read the same with any seat kept by a
    computer, and after its person came back; in English and Swedish."""
    game = _game("swedish", plays=25)
    table = live_table(game)
    view = table.public_view()
    assert view is not None and view.phase is Phase.PLAY and view.current_trick
    for lang in ("en", "sv"):
        before = deal_lines(table, view, lang)
        assert any(line.startswith(("Trick 7", "Stick 7")) for line in before), before
        for seat in (1, 2, 3, 4):
            _step_away(table, seat, lang)
            kept = deal_lines(table, view, lang)
            assert kept == before, (seat, kept)
            _come_back(table, seat)
            assert deal_lines(table, view, lang) == before


def test_the_turn_line_still_says_a_computer_plays_the_seat() -> None:
    """The seat on turn kept by a computer: its turn line names the computer, the lines above
    it name the seat's person."""
    game = _game("swedish", plays=2)
    table = live_table(game)
    seat = game.to_act
    assert seat is not None
    _step_away(table, seat)
    view = table.public_view()
    assert view is not None
    turn = turn_text(table, view, "en")
    assert turn is not None and f"{NAMES[seat - 1]} (computer)" in turn, turn
    text = play_text(table, "en")
    # the turn line, then the line saying who a computer plays for meanwhile (by its person)
    assert text.count("(computer)") == 1 and text.splitlines()[-2:] == [
        turn,
        f"🤖 A computer plays for {NAMES[seat - 1]} (away)",
    ], text


def test_the_auction_keeps_the_bidders_name_in_whisch_and_russian() -> None:
    """The playtester's cases: Le Whisch's *je soutiens* and a Russian contract, each seat
    stepping away after its call."""
    for variant in ("whisch", "russian"):
        game = _game(variant, plays=1)
        table = live_table(game, variant)
        view = table.public_view()
        assert view is not None and view.declarer is not None
        before = deal_lines(table, view, "en")
        for seat in (1, 2, 3, 4):
            _step_away(table, seat)
            after = deal_lines(table, view, "en")
            assert after == before and not any("(computer)" in line for line in after), (
                variant,
                after,
            )
            _come_back(table, seat)
