"""The deal's trick and score lines where computers given a seat for good hold the declaring
side (``/boston replace``: "Computer 2 (heuristic)", "Dator 4 (heuristisk)") keep within a
phone's line (``PHONE_LINE``), in English and Swedish: the trick in play and the tricks taken
broken between seats as the balances are, the declaring side's count (SV-W3: each player's
own tricks) between its phrases, the last trick's head after its colon; each seat's part
whole on one line, no name shortened. Short names keep one line, as before.

Before: "Trick 2: Computer 2 (heuristic) 7♦ · South 4♦ · Computer 4 (heuristic) 10♣" (74
columns) and "Computer 2 (heuristic) 3 & Computer 4 (heuristic) 5: 8 taken, target 8 ·
defenders: 4" (85) on one line each."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.cards import parse_card
from bot.engine.phase import Phase
from bot.engine.tricks import Trick
from bot.engine.variants import new_game
from bot.engine.views import PublicView
from bot.i18n import Lang, t
from bot.tables.service import LiveTable
from bot.wrapping import PHONE_LINE, display_width
from cogs.boston.deal_lines import (
    deal_lines,
    last_trick_lines,
    phone_lines,
    side_line,
    won_lines,
)
from db.models import SeatAssignment
from tests.render.tables import NAMES, live_table

COMPUTERS: dict[Lang, tuple[str, str]] = {
    "en": ("Computer 2 (heuristic)", "Computer 4 (heuristic)"),
    "sv": ("Dator 2 (heuristisk)", "Dator 4 (heuristisk)"),
}


def _playing(lang: Lang, computers: bool = True) -> tuple[LiveTable, PublicView]:
    """Swedish Boston in trick 2: East declares, West whists (both computers where
    ``computers``); East, South and West have played to the trick."""
    game = new_game("swedish", {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    table = live_table(game)
    if computers:
        for seat, name in zip((2, 4), COMPUTERS[lang], strict=True):
            table.seats[seat] = SeatAssignment(
                seat=seat, computer_level="heuristic", display_name=name
            )
    view = game.public_view()
    assert view is not None
    seat_view = game.view(1)
    assert seat_view is not None
    contract = next(c for c in seat_view.ladder if not c.misere)
    cards = [parse_card(c) for c in ("7D", "4D", "10C")]
    last = Trick(leader=1, cards=((1, parse_card("2S")), (2, parse_card("AS"))), winner=2)
    return table, replace(
        view,
        phase=Phase.PLAY,
        contract=contract,
        declarer=2,
        whister=4,
        won=(1, 3, 1, 5) if computers else (1, 3, 1, 0),
        side_target=8,
        current_trick=tuple(zip((2, 3, 4), cards, strict=True)),
        tricks=(last,),
    )


def _wide(lines: list[str]) -> list[tuple[int, str]]:
    return [(display_width(line), line) for line in lines if display_width(line) > PHONE_LINE]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_deals_lines_naming_computers_fit_a_phone(lang: Lang) -> None:
    table, view = _playing(lang)
    east, west = COMPUTERS[lang]
    lines = deal_lines(table, view, lang)
    # The contract's line is not one of these ("Contract: … · spelförare Computer 2 …").
    assert not _wide([line for line in lines if " · " not in line or "♦" in line]), lines
    trick = "Trick 2" if lang == "en" else "Stick 2"
    at = next(n for n, line in enumerate(lines) if line.startswith(trick))
    # The trick in play: its plays whole, broken between them.
    assert lines[at : at + 2] == [f"{trick}: {east} 7♦ · South 4♦", f"{west} 10♣"], lines
    # The declaring side's count, each player's own tricks whole with their name.
    side = side_line(table, view, lang)
    assert side is not None and display_width(side) > PHONE_LINE
    last = t(lang, "deal.last_trick", winner=east)
    broken = lines[at + 2 : lines.index(last)]
    # Broken between its parts, and within a part still too wide between its phrases.
    assert " ".join(broken).replace(" · ", " ") == side.replace(" · ", " "), broken
    # The names whole, each player's own tricks apart from them, in the names' order: "Computer
    # 2 (heuristic) 3" read as a third seat number.
    assert broken[0] == f"{east} & {west}:", broken
    assert broken[1].startswith("3+5=8 "), broken


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_tricks_taken_and_the_last_trick(lang: Lang) -> None:
    table, view = _playing(lang)
    east, west = COMPUTERS[lang]
    head = "Tricks" if lang == "en" else "Tagna stick"
    won = won_lines(table, view.won, lang)
    assert won == [f"{head}: North 1 · {east} 3", f"South 1 · {west} 5"]
    last = view.last_trick
    assert last is not None
    lines = last_trick_lines(table, last, lang)
    assert lines == [t(lang, "deal.last_trick", winner=east), f"North 2♠ · {east} A♠"]
    # The deal before's, in the next deal: its head broken after its colon, the seat's
    # holders in turn whole ("East → Computer 2 (heuristic)").
    held = f"East → {east}"
    head = t(lang, "deal.last_trick_of", n=12, winner=held)
    assert display_width(head) > PHONE_LINE
    said = {"en": "took it", "sv": "tog det"}[lang]
    assert phone_lines(head, [held]) == [head.split(held)[0].rstrip(), f"{held} {said}"]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_short_names_keep_their_one_line(lang: Lang) -> None:
    table, view = _playing(lang, computers=False)
    lines = deal_lines(table, view, lang)
    trick = "Trick 2" if lang == "en" else "Stick 2"
    assert f"{trick}: East 7♦ · South 4♦ · West 10♣" in lines, lines
    assert side_line(table, view, lang) in lines, lines
    head = "Tricks" if lang == "en" else "Tagna stick"
    won = won_lines(table, view.won, lang)
    assert won == [f"{head}: North 1 · East 3 · South 1 · West 0"]
