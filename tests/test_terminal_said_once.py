"""``python -m bot play`` says each thing once, in one language and one phrasing:

- a table resumed with another ``--lang`` than it was made in names its computers in this
  run's language ("Dator 2 (heuristisk)" in a Swedish run, its score sheet's header "2 Dator
  2"), stored with the seats as on Discord (``TableService.name_computers``); before, the
  names made at the start stayed ("Computer 2 (heuristic) ger", "2 Comp 2");
- a file that is no database is said in the reader's language, broken within the terminal's
  width (before: SQLite's "file is not a database" in a Swedish sentence, on one long line);
- the declarer of a misère ouverte is not shown their own hand a second time under "Your
  hand:" ("The spelförare's open hand: …"); the others still see it;
- a hidden discard is "dolt" in Swedish whoever makes it (before, a computer's was "lägger
  bort ett kort med baksidan upp" beside the person's "Du lägger bort J♠ dolt");
- a claim is announced once, in its move's line; the line under the hand shows only its cards
  (before: "… claims the remaining tricks" twice in a row).

Heuristic computers: seed 2's first deal for the resume, seed 1 (the person deals, bids petite
misère ouverte as choice 14 and discards their first card; Computer 4 plays one in deal 2
with its discard), seed 0 (Computer 2 claims in deal 3 while the person defends).
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.terminal import main
from bot.wrapping import display_width

ARGS = ["--level", "heuristic", "--name", "Ada"]


def play(db: Path, seed: int, lang: Lang, script: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        args = ["--db", str(db), "--seed", str(seed), *ARGS, "--lang", lang]
        assert main(args, io.StringIO(script)) == 0
    return out.getvalue()


@pytest.mark.parametrize(
    ("made", "resumed", "made_names", "said", "header"),
    [
        ("en", "sv", "Computer", "Dator 2 (heuristisk)", "2 Dator 2"),
        ("sv", "en", "Dator", "Computer 2 (heuristic)", "2 Computer 2"),
    ],
)
def test_a_resumed_table_names_its_computers_in_this_runs_language(
    made: Lang, resumed: Lang, made_names: str, said: str, header: str, tmp_path: Path
) -> None:
    db = tmp_path / "p.sqlite3"
    first = play(db, 2, made, "1\n" * 12 + "q\n")  # into the first deal, then stopped
    assert made_names in first
    # Resumed in the other language, the protocol asked for, then stopped again.
    out = play(db, 2, resumed, "p\nq\n")
    assert made_names not in out, out
    assert said in out and header in out, out
    # Stored so: the next run in that language says them so without renaming anything.
    again = play(db, 2, resumed, "q\n")
    assert made_names not in again and said in again


def test_a_file_that_is_no_database_is_said_in_swedish_within_the_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    bad = tmp_path / "junk.sqlite3"
    bad.write_text("junk, no database\n")
    assert main(["--db", str(bad), "--lang", "sv"], io.StringIO("q\n")) == 2
    err = capsys.readouterr().err
    assert "file is not a database" not in err, err
    said = " ".join(err.split())
    assert said.endswith(
        "kan inte vara bordets fil: den kan inte användas: filen är ingen SQLite-databas"
    ), err
    # Within 58 columns but for the file's path, a word that cannot be broken.
    assert all(display_width(line) <= 58 or str(bad) in line for line in err.splitlines()), err
    assert len(err.splitlines()) > 1


@pytest.mark.parametrize(
    ("lang", "mine", "open_hand", "discards"),
    [
        (
            "en",
            "Contract: Petite misère ouverte by you",
            "The spelförare's open hand: ",
            (
                "Discard one card face down.",
                "You discard J♠ face down",
                "discards a card face down",
            ),
        ),
        (
            "sv",
            "Kontrakt: petite misère ouverte av dig",
            "Spelförarens öppna hand: ",
            ("Lägg bort ett kort dolt.", "Du lägger bort J♠ dolt", "lägger bort ett kort dolt"),
        ),
    ],
)
def test_the_declarer_of_a_misere_ouverte_sees_their_hand_once(
    lang: Lang, mine: str, open_hand: str, discards: tuple[str, ...], tmp_path: Path
) -> None:
    out = play(tmp_path / "p.sqlite3", 1, lang, "14\n" + "1\n" * 30 + "q\n")
    head = {"en": "Deal 1 · dealer", "sv": "Giv 1 · givare"}[lang]
    assert mine in out
    own_deal = out[out.index(mine) : out.index(head)]
    assert "\nYour hand:" in own_deal or "\nDin hand:" in own_deal
    assert open_hand not in own_deal, own_deal
    # Computer 4's misère ouverte in the next deal: its hand is shown to the others.
    assert open_hand in out[out.index(head) :]
    # One phrasing for the hidden discard: the person's prompt and echo, a computer's.
    for line in discards:
        assert line in out, line
    assert "baksidan" not in out


def test_a_claim_is_announced_once(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", 0, "en", "1\n" * 150 + "q\n")
    claim = "Computer 2 (heuristic) shows their hand and claims the remaining tricks"
    start = out.index(claim)
    asked = out[start : out.index("1. accept the claim", start)]
    assert asked.count("claims the remaining tricks") == 1, asked
    assert re.search(r"\nThe spelförare's cards: (\S+ )*\S+\n", asked), asked
