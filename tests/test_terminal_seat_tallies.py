"""``python -m bot play`` in a deal whose count is each seat's rather than a side's: the Misère
Partout played when everyone passed (DW-B4, DW-P5: the most tricks pay; FB-A1, FB-A2: the
fewest take the pool). Every turn after the first trick says each player's tricks so far, as
Discord's "Tricks: North 1 · East 0 · …" does, within a phone's terminal: the stakes alone
("Misère Partout · no trumps · the most tricks pay the others") left the player to count the
tricks themselves.

Seeds and answers found by playing: Dawson seed 12 passes out deal 2, Fontainebleau seed 4
deal 1, where the person answers "1" (pass, the first card) at every prompt.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.terminal import main

WIDTH = 48  # COLUMNS=50 less the two columns a line keeps from the edge
TRICK_TO = r"— trick \d+ to (you|Computer \d \(heuristic\))"


def play(db: Path, variant: str, seed: int, answers: int) -> str:
    out = io.StringIO()
    argv = ["--db", str(db), "--variant", variant, "--seed", str(seed), "--name", "Pat"]
    stdin = io.StringIO("1\n" * answers)
    with contextlib.redirect_stdout(out):
        assert main(argv, stdin) == 0
    return out.getvalue()


def turns_of_the_passed_out_deal(out: str) -> list[tuple[list[int], str]]:
    """Each of the person's turns in the passed-out deal: the tricks each seat had taken by
    then (counted from the narrated "— trick n to …" lines) and the screen drawn for it."""
    deal = out.split("Everyone passed (Misère Partout)")[1].split("\nDeal ")[0]
    seats = {"you": 0, **{f"Computer {n} (heuristic)": n - 1 for n in (2, 3, 4)}}
    won = [0, 0, 0, 0]
    turns = []
    for at, chunk in enumerate(deal.split("\nYour hand:\n")):
        if at:
            turns.append((list(won), chunk.split("\n  You play")[0]))
        for who in re.findall(TRICK_TO, " ".join(chunk.split())):
            won[seats[who]] += 1
    return turns


@pytest.mark.parametrize(
    ("variant", "seed", "stakes"),
    [
        ("dawson", 12, "the most tricks pay"),  # DW-B4, DW-P5
        ("fontainebleau", 4, "the fewest tricks"),  # FB-A1, FB-A2
    ],
)
def test_each_turn_of_misere_partout_says_every_player_s_tricks(
    variant: str, seed: int, stakes: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "50")
    out = play(tmp_path / "play.sqlite3", variant, seed, answers=40)
    turns = turns_of_the_passed_out_deal(out)
    assert len(turns) >= 4, out
    for won, screen in turns:
        flat = " ".join(screen.split())
        assert stakes in flat  # the stakes still said at every turn
        names = ["you"] + [f"Computer {n} (heuristic)" for n in (2, 3, 4)]
        # The count in words, as the partners' line says it: "Computer 2 (heuristic) 0" read
        # as a seat number.
        tally = ", ".join(
            f"{who} ({n} trick{'' if n == 1 else 's'})" for who, n in zip(names, won, strict=True)
        )
        if any(won):
            assert f"Tricks so far: {tally}" in flat, screen
            # never a bare count after a name (a card laid, "(heuristic) 10♣", is not one)
            assert not re.search(r"\(heuristic\) \d+(?![\d♠♥♦♣])", flat), screen
        else:  # nothing to count before the first trick is taken
            assert "Tricks so far" not in flat
        assert all(len(line) <= WIDTH for line in screen.splitlines()), screen
    assert any(sum(won) >= 3 for won, _ in turns)


def test_a_contract_keeps_its_side_s_count_and_no_seat_tally(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A deal played for a contract says its declaring side's count (DW-P1), not each seat's
    too: the seat tally is for a deal where there is no side."""
    monkeypatch.setenv("COLUMNS", "50")
    out = play(tmp_path / "play.sqlite3", "dawson", 12, answers=20)
    deal_1 = out.split("\nDeal 2")[0]
    assert "taken, target 5" in " ".join(deal_1.split())
    assert "Tricks so far" not in deal_1


def test_a_resumed_misere_partout_says_the_tricks_once_under_the_stakes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Resumed during a Misère Partout (DW-B4), each seat's tricks are said once, with the
    stakes at the person's turn, not a second time among the resumed state's lines above."""
    monkeypatch.setenv("COLUMNS", "50")
    db = tmp_path / "play.sqlite3"
    play(db, "dawson", 12, answers=24)  # stopped by the input's end, in deal 2's play
    out = play(db, "dawson", 12, answers=0)
    assert "Resuming table 1" in out
    flat = " ".join(out.split())
    assert flat.count("Tricks so far:") == 1
    assert flat.index("Your hand:") < flat.index("Tricks so far:")
    assert flat.index("the most tricks pay the others") < flat.index("Tricks so far:")
