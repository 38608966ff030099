"""What the hand view adds to the table's state (issue #14): the merge question's two outcomes
as the ledger books them (SV-P9), the last deal's result with the seat's payment, the claimer's
cards (SV-T4) and the declaring side's tricks against its target (SV-W3)."""

from __future__ import annotations

import argparse
import io
from dataclasses import replace

from bot.engine.actions import Merge, Pass
from bot.engine.cards import parse_cards
from bot.engine.contracts import SuitClass
from bot.engine.game import DealEntry, Game
from bot.engine.phase import Phase
from bot.engine.result import DealResult
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.variants import new_game
from bot.engine.views import SeatView
from bot.terminal import Terminal
from cogs.boston.deal_lines import side_line
from cogs.boston.hand_extras import claim_line, last_deal_lines, merge_lines
from tests.render.tables import NAMES, live_table

SEATS = (1, 2, 3, 4)


def game(**settings: object) -> Game:
    return new_game("swedish", {"payment": "traditional", **settings}, NAMES)


def dealt(g: Game, seat: int) -> SeatView:
    g.start_deal(list(range(52)), 0)
    view = g.view(seat)
    assert view is not None
    return view


def lost_seven(declarer: int) -> DealResult:
    """7 spel alone, five tricks: two penalty tricks, two betar for the declarer (SV-P8)."""
    contract = SWEDISH_LADDER.get("7")
    assert contract is not None
    return DealResult(
        dealer=1,
        contract=contract,
        declarer=declarer,
        trump_class=SuitClass.PLAIN,
        declarer_tricks=5,
        side_target=7,
        declarer_target=7,
    )


def test_sv_p9_the_merge_question_shows_what_each_answer_books() -> None:
    g = game(al=192)
    view = dealt(game(al=192), 3)
    g.deals.append(DealEntry(1, 1, scored=lost_seven(3)))
    asked = replace(view, legal=(Merge(3, True), Merge(3, False)))
    before = g.ledger.snapshot()
    yes, no, alike, words = merge_lines(live_table(g), g, asked, "en")
    # Each answer's own line, in the buttons' order; what both book said once, after them.
    assert alike == (
        "Either way: lost: a mark (1 standing); base 18; rounded 20; you pay each defender 20"
    )
    # Said to the asked player in their own person, not by their name (SV-P9).
    assert yes == "If you merge: you write one bet of 2 × 200 = 400"
    assert no == "If you keep two betar: you write two betar of 192 + 1 × 8 = 200"
    # Issue #14: the words of both outcomes are named, with where they are explained (the
    # deal's result, posted once the question is answered, explains them).
    assert "**slå ihop (merge)**" in words and "**bet**" in words and "Two betar" not in words
    sv_yes, _, _, sv_words = merge_lines(live_table(g), g, asked, "sv")
    assert sv_yes == "Om du slår ihop: du sätter en bet om 2 × 200 = 400"
    assert "**slå ihop**" in sv_words and "/boston help topic:Ordlista" in sv_words
    assert g.ledger.snapshot() == before  # worked out on a copy: nothing was booked
    assert merge_lines(live_table(g), g, view, "en") == []  # no question, no lines


def test_the_last_deal_and_the_seats_payment_stay_while_the_next_is_bid() -> None:
    g = game()
    made = replace(lost_seven(2), declarer_tricks=8)
    settlement = g.add_scored(made)
    view = dealt(g, 2)
    assert view.phase is Phase.AUCTION
    table = live_table(g)
    *result, paid = last_deal_lines(table, g, view, "en")
    head = " ".join(result)  # broken at its phrases for a phone
    assert head.startswith("Previous deal: **Deal 1**") and "East" in head
    assert paid == f"Your payment: {settlement.net()[2]:+d}" and settlement.net()[2] > 0


def test_sv_t4_the_claimers_cards_are_shown_with_the_claim() -> None:
    g = game()
    view = dealt(g, 4)
    claim = replace(view, phase=Phase.CLAIM, declarer=1, claim_hand=tuple(parse_cards("AS KS 2H")))
    [line] = claim_line(live_table(g), claim, "en")
    assert line.startswith("North claims the rest with:")
    assert "♠ A K" in line and "♥ 2" in line
    assert claim_line(live_table(g), view, "en") == []


def test_sv_w3_the_sides_tricks_are_counted_against_the_sides_target() -> None:
    g = game()
    view = dealt(g, 2)
    five = SWEDISH_LADDER.get("5")
    playing = replace(
        view, phase=Phase.PLAY, contract=five, declarer=1, won=(2, 1, 2, 0), side_target=5
    )
    table = live_table(g)
    # The side by its players' names: no word for the declarer that could differ from the
    # variant's own on the contract line (spelförare, soloist).
    assert side_line(table, playing, "en") == "North: 2 taken, target 5 · defenders: 3"
    with_whist = replace(playing, whister=3, side_target=8)  # the engine's target, shown
    # Each player's own tricks with the side's (no separate count line beside it).
    en = "North & South: 2+2=4 taken, target 8 · defenders: 1"
    assert side_line(table, with_whist, "en") == en
    sv = "North & South: 2+2=4 stick, mål 8 · försvararna: 1"
    assert side_line(table, with_whist, "sv") == sv
    assert side_line(table, view, "en") is None  # nothing before the play


def test_sv_p9_the_terminal_shows_what_each_answer_books_before_asking() -> None:
    """``python -m bot play``: the merge question's outcomes come before its menu (before,
    only the two choices were shown, and what they meant came after the answer)."""
    g = game(al=192)
    view = dealt(game(al=192), 1)
    g.deals.append(DealEntry(1, 1, scored=lost_seven(1)))
    asked = replace(view, legal=(Merge(1, True), Merge(1, False)))
    out = io.StringIO()
    terminal = Terminal(argparse.Namespace(), io.StringIO("q\n"), out, lang="en")
    assert terminal._ask(asked, g.words, g.rules.ladder, g) == "quit"  # pyright: ignore[reportPrivateUsage]
    shown = out.getvalue()
    # The answers in the buttons' order, then what both book alike, as on Discord.
    merge, apart = shown.index("If you merge:"), shown.index("If you keep two betar:")
    assert merge < apart < shown.index("Either way:") < shown.index("merge the two")
    assert "one bet of 2 × 200 = 400" in shown


def test_a_thrown_in_deal_shows_no_payment_of_zero_while_the_next_is_bid() -> None:
    """WB-B5: four passes throw the deal in and nobody pays: the hand view says the deal was
    thrown in, not "Your payment: +0" under it."""
    g = new_game("whisch", {}, NAMES)
    g.start_deal(list(range(52)), 0)
    while g.current is not None and g.current.deal is not None and not g.current.deal.is_over:
        seat = g.to_act
        assert seat is not None
        g.apply(Pass(seat))
    view = dealt(g, 2)
    assert view.phase is Phase.AUCTION
    lines = last_deal_lines(live_table(g, "whisch"), g, view, "en")
    assert lines[0].startswith("Previous deal: **Deal 1**"), lines
    assert not any(line.startswith("Your payment") for line in lines), lines
