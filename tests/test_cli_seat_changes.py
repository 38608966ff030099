"""``python -m bot replay`` says who took a seat over (a record's ``seat_changes``, RF-2.6): the
deals, the protocol and the balances name each seat's first player, so a line per changed seat
under the balances says who played it from which deal, in the reader's language, as
``/boston import`` answers. A record without changes prints as before.

Before: the text named only the record's four ``players``, as if they had played every deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main

FIGURE1 = Path(__file__).parent / "fixtures" / "figure1.json"
CHANGES = [
    {"seat": 2, "name": "Computer 2", "deal": 3},
    {"seat": 2, "name": "I.N.", "deal": 5},
    {"seat": 4, "name": "Åsa Öberg", "deal": 6},
]


def _changed(tmp_path: Path) -> Path:
    record = json.loads(FIGURE1.read_text(encoding="utf-8"))
    path = tmp_path / "changed.json"
    path.write_text(json.dumps({**record, "seat_changes": CHANGES}), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            [
                "Seat 2: I.N.; Computer 2 from deal 3; I.N. from deal 5",
                "Seat 4: E.S.; Åsa Öberg from deal 6",
            ],
        ),
        (
            "sv",
            [
                "Plats 2: I.N.; Computer 2 från giv 3; I.N. från giv 5",
                "Plats 4: E.S.; Åsa Öberg från giv 6",
            ],
        ),
    ],
)
def test_replay_says_who_took_a_seat_over_under_the_balances(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, said: list[str]
) -> None:
    assert main(["replay", str(FIGURE1), "--lang", lang]) == 0
    plain = capsys.readouterr().out.splitlines()
    assert main(["replay", str(_changed(tmp_path)), "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    # The same text, the balances naming the first players, then a line per changed seat.
    assert lines == [*plain, *said]
    assert plain[-1].startswith(("Balances: S.H. ", "Ställning: S.H. "))


def test_a_change_outside_the_record_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = json.loads(FIGURE1.read_text(encoding="utf-8"))
    path = tmp_path / "bad.json"
    wrong = [{"seat": 2, "name": "Bo", "deal": len(record["deals"]) + 1}]
    path.write_text(json.dumps({**record, "seat_changes": wrong}), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and '"seat_changes": change 1' in err[0]
