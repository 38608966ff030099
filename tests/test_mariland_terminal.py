"""Mariland in the terminal (``python -m bot play --variant mariland``): the deal's head names
the superpreference, the hand labels each suit by Mariland's classes (MA-D2/D3), and the bid
menu lists only bids that overcall (MA-C2/C3)."""

from __future__ import annotations

import io
import itertools
import json
import sqlite3
from pathlib import Path

import pytest

from bot.engine.describe import result_contract
from bot.tables import log
from bot.terminal import main as play_main
from bot.terminal.game import _default_name  # pyright: ignore[reportPrivateUsage]
from bot.terminal_menu import MENU_WIDTH


def test_a_mariland_deal_in_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--db", str(tmp_path / "play.sqlite3"), "--seed", "2", "--variant", "mariland"]
    assert play_main(argv, io.StringIO("3\n" + "1\n" * 80 + "q\n")) == 0
    out = capsys.readouterr().out
    # Deal 1 turned Q♣: clubs are the superpreference, deal 1 has no preference, and the
    # rest are plain suits (listed, as the Discord table message lists them).
    # "plain suits" kept whole (before: "… superpreference ♣, plain" / "    suits ♠ ♥ ♦.").
    head = "Deal 1: Computer 3 (heuristic) deals; turned Q♣ — superpreference ♣,\n"
    assert head + "    plain suits ♠ ♥ ♦." in out
    assert "♣ J♣ 10♣ 8♣ 2♣  (superpreference)" in out
    assert "♠ K♠ 4♠  (plain suit)" in out and "(preference)" not in out.split("Deal 2")[0]
    # Over Computer 4's Four ♦ (plain) only Four ♣ overcalls among the fours; each suit's
    # class is said at each of its bids (MA-C2: it decides the overcall, MA-P1: the price),
    # so a contract's later row reads alone.
    # What the bids commit to, each kind once (Four to Twelve together, under Twelve's bids),
    # not under every level.
    kinds = "      – Four–Twelve: at least 4–12 tricks alone; the suit you bid is trumps\n"
    assert "   2. Four ♣ (superpreference)\n   3. Five ♠ (plain suit)    4. ♥ (plain suit)" in out
    assert f"      34. ♣ (superpreference)\n{kinds}  35. Thirteen ♠ (plain suit)" in out
    assert "You bid Five ♠" in out


def test_p_shows_the_score_sheet_of_every_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """p: the score sheet, a row per finished deal with its payments (the first ones read
    from the log: the live game keeps its last two), then the balances."""
    db = tmp_path / "play.sqlite3"
    argv = ["--db", str(db), "--seed", "2", "--variant", "mariland"]
    assert play_main(argv, io.StringIO("3\n" + "1\n" * 80 + "p\nq\n")) == 0
    out = capsys.readouterr().out
    with sqlite3.connect(db) as conn:
        events = conn.execute("SELECT kind, payload FROM events ORDER BY seq").fetchall()
    game = log.game_from_events([(kind, json.loads(payload)) for kind, payload in events])
    settled = [entry for entry in game.deals if entry.settlement is not None]
    assert len(settled) >= 3  # more than the live game holds

    sheet = out[out.rindex("\nDeal │") + 1 :].splitlines()
    # A terminal's sheet fits its width: the columns a message has (names shortened), and
    # who played what broken between words onto lines of its own under the first.
    assert " ".join(sheet[0].split()) == "Deal │ 1 You 2 Comp 2 3 Comp 3 4 Comp 4 Contract"
    end = next(n for n, line in enumerate(sheet) if line.startswith("Total"))
    assert all(len(line) <= MENU_WIDTH for line in sheet[:end])
    rows: list[str] = []
    for line in sheet[1:end]:
        if line.startswith(" " * 20):  # a row's words, broken
            rows[-1] += " " + line.strip()
        else:
            rows.append(line)
    assert [int(r.split()[0]) for r in rows] == [entry.number for entry in settled]
    for row, entry in zip(rows, settled, strict=True):
        assert entry.settlement is not None and entry.result is not None
        net = entry.settlement.net()
        assert [int(w) for w in row.split()[1:5]] == [net[s] for s in (1, 2, 3, 4)]
        if entry.result.all_pass:
            assert row.endswith("everyone passed, thrown in")
        else:
            assert result_contract(entry.result, game.words) in row
            assert row.endswith("made") or " lost by " in row
    total = sheet[end].split()[1:]
    assert [int(n) for n in total] == [game.balances[s] for s in (1, 2, 3, 4)]
    names = [_default_name("en"), *(f"Computer {n} (heuristic)" for n in (2, 3, 4))]
    shown = ", ".join(f"{who} {int(n):+d}" for who, n in zip(names, total, strict=True))
    wrapped = [
        sheet[end + 1],
        *itertools.takewhile(lambda line: line.startswith("    "), sheet[end + 2 :]),
    ]
    assert (
        " ".join(line.strip() for line in wrapped) == f"Balances: {shown}"
    )  # broken between words
    assert all(len(line) <= MENU_WIDTH for line in wrapped)
