"""``python -m bot play`` at a phone's width breaks a line made of parts only between them,
as Discord packs a phone's line (:func:`bot.wrapping.packed`), and keeps a name whole with
the amount or count after it.

- The stakes of a Misère Partout (DW-B4, DW-P5; FB-A1, FB-A2), said at every turn: "Misère
  Partout · no trumps · the most" / "tricks pay the others" read as two broken sentences.
- A declaring side's count: "Dator 3 (heuristisk) 4: 10 stick, mål" / "8 · försvararna: 2",
  the target parted from its figure; "target 0" / "(misère) · defenders: 1".
- Each seat's tricks (the Misère Partout's count, the result's "Tricks:"), a seat with its
  count.
- A payment's payee and amount: "Computer 4 (heuristic) pays" / "Anna-Karin von
  Essen-Lindqvist" / "16", the amount alone, read as a payment of its own.
- The person's name where the table is opened: "you play as Anna-Karin von" /
  "Essen-Lindqvist".

Seeds found by playing, the person answering "1" at every prompt: Dawson seed 12 passes out
deal 2, Fontainebleau seed 4 deal 1; Swedish Boston seed 1 has a whister's side at 10 tricks
(Swedish) and a misère (English) in its first deals.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.scoring import Payment, Settlement
from bot.engine.variants import get_variant
from bot.engine.words import Lang
from bot.terminal import main
from bot.terminal.results import Results
from bot.wrapping import display_width

COLUMNS = 44  # a phone's terminal: lines of 42 columns
WIDTH = COLUMNS - 2
LONG = "Anna-Karin von Essen-Lindqvist"


def play(
    tmp_path: Path, variant: str, seed: int, lang: Lang, answers: int, name: str = "Pat"
) -> str:
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--variant", variant, "--seed", str(seed)]
    argv += ["--name", name, "--lang", lang]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("1\n" * answers)) == 0
    return out.getvalue()


def stripped(out: str) -> list[str]:
    return [line.strip() for line in out.splitlines()]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize(("variant", "seed"), [("dawson", 12), ("fontainebleau", 4)])
def test_misere_partout_stakes_and_tricks_break_between_parts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: str, seed: int, lang: Lang
) -> None:
    """DW-P5, FB-A2: the stakes said at every turn, and each seat's tricks, a part a line
    where they do not fit on one."""
    monkeypatch.setenv("COLUMNS", str(COLUMNS))
    out = play(tmp_path, variant, seed, lang, answers=40)
    stakes = get_variant(variant).words.term("partout_play", lang)
    lines = stripped(out)
    said = [n for n, line in enumerate(lines) if line.startswith(stakes.split(" · ")[0] + " ·")]
    assert len(said) >= 4, out
    for at in said:
        shown = " ".join(lines[at : at + 2])
        for part in stakes.split(" · "):  # each whole on one of the two lines
            assert part in lines[at] or part in lines[at + 1], shown
    heading = "Tricks so far:" if lang == "en" else "Stick hittills:"
    you, computer = ("you", "Computer") if lang == "en" else ("du", "Dator")
    tallies = [n for n, line in enumerate(lines) if line.startswith(heading)]
    assert tallies, out
    trick = "tricks?" if lang == "en" else "stick"
    seat = re.compile(rf"({you}|{computer} \d \(\w+\)) \(\d+ {trick}\),?")
    for at in tallies:
        tally = lines[at].removeprefix(heading)
        following = lines[at + 1 : at + 4]
        for line in [tally, *following[: 3 - tally.count(",")]]:
            # each line of the tally a seat and its count or several, never one cut
            assert re.fullmatch(rf"(?:\s*{seat.pattern})+", line), lines[at : at + 4]
    assert all(display_width(line) <= WIDTH for line in out.splitlines()[3:])


@pytest.mark.parametrize(
    ("lang", "whole"),
    [("sv", r"mål \d+"), ("en", r"target 0 \(misère\)")],
)
def test_a_side_s_count_keeps_its_target_with_its_figure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, whole: str
) -> None:
    """A side's count said at every turn (a whister's pair, SV-W3's 10 in 6 spel; a misère's
    declarer, who must take none): its target and figure on one line, a part ("· defenders:
    1") moved whole."""
    monkeypatch.setenv("COLUMNS", str(COLUMNS))
    out = play(tmp_path, "swedish", 1, lang, answers=40)
    lines = out.splitlines()
    assert [line for line in lines if re.search(whole, line)], out
    taken = r"\d+ taken," if lang == "en" else r"\d+ stick,"
    word = "target" if lang == "en" else "mål"
    counts = [n for n, line in enumerate(lines) if re.search(taken, line)]
    assert counts, out
    parted = [
        lines[n : n + 2]
        for n in counts
        if re.search(rf"\b{word}( 0)?$", lines[n])
        or re.match(r"\s*(\d+ ·|\(misère\))", lines[n + 1])
    ]
    assert parted == []


def test_a_payee_keeps_its_amount_where_its_name_is_long(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A payment listed under its head hangs less deep where the payee's name and amount
    would not fit under the payer: never the amount on a line alone."""
    monkeypatch.setenv("COLUMNS", str(COLUMNS))
    out = io.StringIO()
    results = Results(argparse.Namespace(), io.StringIO(), out, lang="en")
    names = (LONG, "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)")
    results.names = names
    line = f"bid 6 made with 8 tricks: {names[1]} pays {names[2]} 16, {names[3]} pays {LONG} 16"
    settlement = Settlement(
        payments=(Payment(2, 3, 16, "bid"), Payment(4, 1, 16, "bid")), lines=(line,)
    )
    results.say_payments(settlement, "en")
    lines = out.getvalue().splitlines()
    assert f"{LONG} 16" in [line.strip() for line in lines], lines
    assert all(display_width(line) <= WIDTH for line in lines), lines
    # still under the payer it belongs to, deeper than the next payment's line
    payer = next(n for n, line in enumerate(lines) if line.strip() == f"{names[3]} pays")
    depth = len(lines[payer]) - len(lines[payer].lstrip())
    payee = lines[payer + 1]
    assert len(payee) - len(payee.lstrip()) > depth


def test_the_person_s_long_name_is_kept_whole_where_the_table_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(COLUMNS))
    out = play(tmp_path, "swedish", 1, "en", answers=0, name=LONG)
    assert "you play as" in out
    assert LONG in " ".join(out.split())
    assert any(LONG in line for line in out.splitlines()), out[:600]
