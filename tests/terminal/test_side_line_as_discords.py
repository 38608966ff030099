"""The terminal's count of the declaring side is Discord's line, as both say they are.

A Dawson playtest read "You (0 tricks) & Computer 3 (heuristic) (0 tricks):" / "0 taken,
target 10 · opponents: 1" in the terminal while the hand view on Discord read "Sven & North:
0+1=1 taken, target 6 · opponents: 3": the same fact in two forms. Both now come from
:func:`bot.i18n.side_tally` with each player's own tricks (``each``) after the names, the
terminal naming its person "you"; the counts after the colon, none reads as part of a
computer's name ("Computer 3 (heuristic) 3"). At 40, 60 and 80 columns the terminal breaks the
line between its parts and phrases, the sum whole and a target with its figure.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
from dataclasses import replace
from pathlib import Path

import pytest

from bot.engine.cards import parse_card
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.engine.variants import new_game
from bot.engine.views import SeatView
from bot.i18n import Lang, t
from bot.terminal import Terminal
from bot.terminal import main as play_main
from bot.terminal.screen import ME
from bot.wrapping import display_width
from cogs.boston.deal_lines import side_line
from tests.render.tables import NAMES, live_table


def _in_play(
    variant: str, contract_id: str, target: int, **side: int | None
) -> tuple[Game, SeatView]:
    """``variant``'s ``contract_id`` in play with the side's ``target``, the side ``side``
    (declarer, whister, declarer_partner); North 5, East 0, South 3, West 4 tricks taken."""
    game = new_game(variant, {}, NAMES)
    game.start_deal(list(range(52)), parse_card("KC"))
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    contract = game.rules.ladder.get(contract_id)
    assert contract is not None
    return game, replace(
        view,
        phase=Phase.PLAY,
        contract=contract,
        won=(5, 0, 3, 4),
        side_target=target,
        declarer=side["declarer"],
        whister=side.get("whister"),
        declarer_partner=side.get("declarer_partner"),
    )


STATES: dict[str, tuple[str, str, int, dict[str, int]]] = {
    # a declarer and their whister (SV-W3), the variant's word for the other side
    "swedish-whist": ("swedish", "6", 8, {"declarer": 2, "whister": 3}),
    "dawson-whist": ("dawson", "7", 10, {"declarer": 4, "whister": 2}),
    # a declarer and the partner the bid called (NT-B2), in the reader's word
    "nantes-partner": ("nantes", "demande", 8, {"declarer": 3, "declarer_partner": 2}),
    # a lone declarer: no counts of players, the side's alone
    "dawson-alone": ("dawson", "grand-spread", 0, {"declarer": 3}),
    "fontainebleau-exact": ("fontainebleau", "piccolissimo", 1, {"declarer": 4}),
}


def _terminal(lang: Lang) -> Terminal:
    return Terminal(argparse.Namespace(), io.StringIO(), io.StringIO(), lang=lang)


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("state", list(STATES))
def test_the_terminals_side_line_is_discords(state: str, lang: Lang) -> None:
    """The person (North, seat 1) off the side: the same names, so the very same line."""
    variant, contract, target, side = STATES[state]
    game, view = _in_play(variant, contract, target, **side)
    assert ME not in (view.declarer, view.whister, view.declarer_partner)
    discord = side_line(live_table(game, variant), view, lang)
    assert discord is not None
    terminal = _terminal(lang)._side_line(view, NAMES, game.words)  # pyright: ignore[reportPrivateUsage]
    assert terminal == discord


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("first", [True, False])
def test_the_person_on_the_side_is_you_in_discords_line(lang: Lang, first: bool) -> None:
    """The person's side: Discord's line with "you" for the person's name, opening the line
    capitalised ("You & South: 5+3=8 taken"), else after the declarer ("East & you: …")."""
    side = {"declarer": ME, "whister": 3} if first else {"declarer": 2, "whister": ME}
    game, view = _in_play("swedish", "6", 8, **side)
    discord = side_line(live_table(game, "swedish"), view, lang)
    assert discord is not None
    you = t(lang, "terminal.you")
    if first:
        expected = you[:1].upper() + you[1:] + discord.removeprefix(NAMES[ME - 1])
    else:
        expected = discord.replace(f"& {NAMES[ME - 1]}:", f"& {you}:", 1)
    assert expected != discord
    terminal = _terminal(lang)._side_line(view, NAMES, game.words)  # pyright: ignore[reportPrivateUsage]
    assert terminal == expected
    counts = "5+3=8" if first else "0+5=5"  # the person's own count where they stand
    assert f": {counts} " in expected, expected


# --- as the terminal prints it ------------------------------------------------------------

SAID = {
    "en": "You & Computer 3 (heuristic): 0+0=0 taken, target 10 · opponents: 1",
    "sv": "Du & Dator 3 (heuristisk): 0+0=0 stick, mål 10 · försvararna: 1",
}
"""Dawson seed 3's first trick (the playtest's game): the person bids Seven, names spades
and invites whist, and Computer 3 whists; Computer 2 wins the first trick."""


def _play(db: Path, lang: Lang) -> list[str]:
    out = io.StringIO()
    argv = ["--db", str(db), "--variant", "dawson", "--whister", "on", "--seed", "3"]
    argv += ["--name", "Ann", "--lang", lang]
    typed = "4\n1\n1\n" + "1\n" * 4  # Seven, trumps ♠, invite whist, then the first card
    with contextlib.redirect_stdout(out):
        assert play_main(argv, io.StringIO(typed)) == 0
    return out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("width", [40, 60, 80])
def test_the_side_line_is_printed_whole_at_each_width(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, width: int
) -> None:
    """Broken between its parts where it is long, then between its phrases: never a name
    cut, "0+0=0" parted from its word, nor a target from its figure."""
    monkeypatch.setenv("COLUMNS", str(width + 2))  # a line never touches the edge
    lines = _play(tmp_path / "p.sqlite3", lang)
    head = SAID[lang].split(" & ")[0] + " & "
    at = next((n for n, line in enumerate(lines) if line.startswith(head)), None)
    assert at is not None, "\n".join(lines)
    said = [lines[at]]
    for line in lines[at + 1 :]:
        if not line.startswith("    "):
            break
        said.append(line.strip())
    assert all(display_width(line) <= width for line in said), said
    # A dot between parts is dropped where the line is broken there (Screen.say_parts).
    assert " ".join(said).replace(" · ", " ") == SAID[lang].replace(" · ", " "), said
    taken, target = ("0+0=0 taken", "target 10") if lang == "en" else ("0+0=0 stick", "mål 10")
    assert any(taken in line for line in said), said
    assert any(target in line for line in said), said
    assert not any(re.search(r"\(\d+ (tricks?|stick)\)", line) for line in said), said
