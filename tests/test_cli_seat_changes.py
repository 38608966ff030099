"""``python -m bot replay`` names a seat that changed hands (a record's ``seat_changes``,
RF-2.6) as ``/boston import`` and a table's final standings name it
(:class:`bot.sheet.SeatPlayers`): each deal by who played it ("Cecilia → Erik" for a
handover within it, each call of its auction by who made it; its payments as settled under
them, the record replayed as played), the protocol's columns and the balances by the seat's
holder at the end, the balance adding who held it before and until which deal; a line per
changed seat under the balances still lists every holder, in the reader's language. A record
without changes prints as before.

Before: the text named each seat's first player (the record's ``players``) in every deal's
lines, the protocol and the balances ("Balances: …, E.S. -290"), as if they had played every
deal, while ``/boston import`` said "Åsa Öberg -290 (seat 4; E.S. through deal 5)"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.record import game_to_record
from bot.simulate import simulate
from cogs.boston.import_worker import work

FIGURE1 = Path(__file__).parent / "fixtures" / "figure1.json"
CHANGES = [
    {"seat": 2, "name": "Computer 2", "deal": 3},
    {"seat": 2, "name": "I.N.", "deal": 5},
    {"seat": 4, "name": "Åsa Öberg", "deal": 6},
]
HANDOVER = {"seat": 3, "name": "Erik", "deal": 2, "action": 5}
"""Within deal 2's auction: Cecilia's first bid is hers, her seat's second call Erik's."""


def _changed(tmp_path: Path) -> Path:
    record = json.loads(FIGURE1.read_text(encoding="utf-8"))
    path = tmp_path / "changed.json"
    path.write_text(json.dumps({**record, "seat_changes": CHANGES}), encoding="utf-8")
    return path


def _handed_over(tmp_path: Path) -> Path:
    """Three played deals (computers', seeded), seat 3 handed from Cecilia to Erik at deal
    2's fifth action."""
    record = game_to_record(simulate(3, seed=4, level="random"))
    calls = json.loads(json.dumps(record["deals"]))[1]["actions"]  # as the file holds them
    # The deal the test is about: seat 3 bids first and again at the fifth action.
    assert [calls[0]["seat"], calls[4]["seat"], "bid" in calls[4]] == [3, 3, True]
    record["players"] = ["Anna", "Bo", "Cecilia", "David"]
    record["seat_changes"] = [HANDOVER]
    path = tmp_path / "handed_over.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("lang", "changed"),
    [
        (
            "en",
            {
                5: "Deal 3 · dealer and spelförare Computer 2, 7 spel (liten independence), "
                "andra färg, 6 tricks, lost by 1",
                7: "  Computer 2 writes a bet of 96 + 2 × 16 = 128",
                8: "  lost: base 18; andra färg × 2 = 36; rounded 40; Computer 2 pays each "
                "defender 40",
                19: "  base 18, codille 2, overtrick 1 = 21; andra färg × 2 = 42; rounded 40; "
                "Åsa Öberg pays A.E. 40, I.N. pays S.H. 40",
                26: "1 S.H.      2 I.N.       3 A.E.      4 Åsa",
                31: "Balances: S.H. +610, I.N. -340 (seat 2; I.N. in deals 1–2, Computer 2 in "
                "deals 3–4, I.N. again from deal 5), A.E. +20, Åsa Öberg -290 (seat 4; E.S. "
                "through deal 5)",
            },
        ),
        (
            "sv",
            {
                5: "Giv 3 · givare och spelförare Computer 2, 7 spel (liten independence), "
                "andra färg, 6 stick, bet med 1",
                7: "  Computer 2 sätter en bet om 96 + 2 × 16 = 128",
                8: "  förlorat: grund 18; andra färg × 2 = 36; avrundat 40; Computer 2 "
                "betalar varje försvarare 40",
                19: "  grund 18, codille 2, överstick 1 = 21; andra färg × 2 = 42; avrundat "
                "40; Åsa Öberg betalar A.E. 40, I.N. betalar S.H. 40",
                26: "1 S.H.      2 I.N.       3 A.E.      4 Åsa",
                31: "Ställning: S.H. +610, I.N. -340 (plats 2; I.N. i giv 1–2, Computer 2 i "
                "giv 3–4, I.N. igen från giv 5), A.E. +20, Åsa Öberg -290 (plats 4; E.S. till och "
                "med giv 5)",
            },
        ),
    ],
)
def test_replay_names_each_seat_as_the_standings_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, changed: dict[int, str]
) -> None:
    assert main(["replay", str(FIGURE1), "--lang", lang]) == 0
    plain = capsys.readouterr().out.splitlines()
    assert main(["replay", str(_changed(tmp_path)), "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    seat = "Seat" if lang == "en" else "Plats"
    since = "from deal" if lang == "en" else "från giv"
    again = "again" if lang == "en" else "igen"
    said = [
        f"{seat} 2: I.N.; Computer 2 {since} 3; I.N. {again} {since} 5",
        f"{seat} 4: E.S.; Åsa Öberg {since} 6",
    ]
    # The stand-ins' deals and the holders at the end named; every other line as before, and
    # the seat-change lines kept under the balances.
    assert lines[len(plain) :] == said
    assert {k: line for k, line in enumerate(lines[: len(plain)]) if line != plain[k]} == changed
    assert plain[31].startswith(("Balances: S.H. ", "Ställning: S.H. "))


def test_a_seat_handed_over_within_a_deal_names_both_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _handed_over(tmp_path)
    assert main(["replay", str(path), "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    deal_2 = next(k for k, line in enumerate(lines) if line.startswith("Deal 2 "))
    # The declarer is who made the winning bid: Erik's 13 spel, not Cecilia's 10.
    assert lines[deal_2].startswith("Deal 2 · dealer Bo: Erik, 13 spel")
    auction = lines[deal_2 + 1].split("; ")
    assert auction[0] == "  Auction: Cecilia bids 10 spel (stor philadelphia) i färg"
    assert auction[4].startswith("Erik bids 13 spel")
    assert "Cecilia" not in "; ".join(auction[1:])
    # The deal's lines name the seat as its heading does, as the table's result post does.
    assert lines[deal_2 + 3] == (
        "  Cecilia → Erik writes two betar of 96 + 2 × 32 = 160 (merge declined)"  # SV-P9
    )
    deal_3 = next(line for line in lines if line.startswith("Deal 3 "))
    assert deal_3.startswith("Deal 3 · dealer Erik: ")
    assert "1 Anna  2 Bo  3 Erik  4 David" in lines
    # Its three agreed deals played, the game is over: settled as /boston import settles it
    # (RF-5.5), betdelning in the balances.
    assert lines[-2:] == [
        "Balances: Anna +2190, Bo +2190, Erik -3590 (seat 3; Cecilia through deal 1 and part of "
        "deal 2), David -790",
        "Seat 3: Cecilia; Erik from deal 2, during the auction",
    ]
    assert main(["replay", str(path), "--lang", "sv"]) == 0
    swedish = capsys.readouterr().out
    assert "Giv 2 · givare Bo: Erik, 13 spel" in swedish
    assert "  Cecilia → Erik sätter två betar om 96 + 2 × 32 = 160" in swedish
    assert "Erik -3590 (plats 3; Cecilia till och med giv 1 och en del av giv 2)" in swedish


def test_a_deal_handed_over_names_its_payer_as_played_and_earlier_deals_their_holder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The payments of the deal the seat changed hands in name it by each who played it
    ("Cecilia → Erik pays"), as the deal's tricks and the table's result post do
    (``sheet.as_played_lines``); those of the deal before the handover by Cecilia."""
    path = _handed_over(tmp_path)
    said = {
        "en": ("Cecilia pays each defender 650", "Cecilia → Erik", "pays each defender 650"),
        "sv": (
            "Cecilia betalar varje försvarare 650",
            "Cecilia → Erik",
            "betalar varje försvarare 650",
        ),
    }
    for lang, (first, both, pays) in said.items():
        assert main(["replay", str(path), "--lang", lang]) == 0
        lines = capsys.readouterr().out.splitlines()
        at = [k for k, line in enumerate(lines) if line.startswith(("Deal ", "Giv "))]
        deal_1, deal_2 = lines[at[0] : at[1]], lines[at[1] : at[2]]
        assert deal_1[-1].endswith(f"; {first}"), deal_1
        assert deal_2[-2].startswith(f"  {both} "), deal_2
        assert deal_2[-1].endswith(f"; {both} {pays}"), deal_2


def test_a_receiving_seat_handed_over_within_a_deal_is_named_as_played(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A seat paid during the deal it changed hands in (the whister, from the tenth card on):
    "Anna pays Cecilia → Erik", not Erik alone, who did not play the whole deal; only the
    handed seat is renamed. The whister is Cecilia, who accepted the whist."""
    record = game_to_record(simulate(3, seed=3, level="heuristic"))
    record["players"] = ["Anna", "Bo", "Cecilia", "David"]
    record["seat_changes"] = [{"seat": 3, "name": "Erik", "deal": 1, "action": 20}]
    path = tmp_path / "whister.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Deal 1 · dealer Anna: Bo with Cecilia as whister")
    assert lines[2] == (
        "  Bo and Cecilia → Erik play off Bo's ål 96 (running number #1), rounded 100, Bo 50 "
        "and Cecilia → Erik 50; Bo pays Cecilia → Erik 50"
    )
    assert lines[3].endswith("; David pays Bo 50, Anna pays Cecilia → Erik 50")


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "Deal 3 · dealer Cecilia: David, 13 spel"),
        ("sv", "Giv 3 · givare Cecilia: David, 13 spel"),
    ],
)
def test_the_dealer_is_who_held_the_seat_when_the_deal_began(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, head: str
) -> None:
    """Cecilia deals deal 3 and hands her seat to Erik at its third action: the heading names
    her alone as its dealer (Erik dealt nothing), her seat's call after it Erik's."""
    record = json.loads(_handed_over(tmp_path).read_text(encoding="utf-8"))
    record["seat_changes"] = [{"seat": 3, "name": "Erik", "deal": 3, "action": 3}]
    path = tmp_path / "dealer.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    deal_3 = next(k for k, line in enumerate(lines) if line.startswith(head[:6]))
    assert lines[deal_3].startswith(head), lines[deal_3]
    assert "Erik" not in lines[deal_3], lines[deal_3]
    assert " Erik " in lines[deal_3 + 1] and "Cecilia" not in lines[deal_3 + 1]


def test_a_seat_kept_for_its_player_is_theirs_in_the_payments(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A computer keeping Cecilia's seat from the middle of deal 2 ("Cecilia (computer)")
    plays it for her: the deal's payments are hers, as its heading and the table's result
    post name them, not the keeper's."""
    record = json.loads(_handed_over(tmp_path).read_text(encoding="utf-8"))
    record["seat_changes"] = [
        {"seat": 3, "name": "Cecilia (computer)", "deal": 2, "action": 5},
        {"seat": 3, "name": "Cecilia", "deal": 3, "action": 3},
    ]
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Deal 2 · dealer Bo: Cecilia, 13 spel" in out
    assert "  Cecilia writes two betar of 96 + 2 × 32 = 160" in out
    assert "(computer) writes" not in out and "(computer) pays" not in out


def test_the_replay_agrees_with_boston_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same record through ``/boston import``'s worker and ``replay --settle`` (the import
    settles a tour that is over): the same balances and seat-change line, the same columns."""
    path = _handed_over(tmp_path)
    answer = work(path.read_bytes(), "en", "Boston")["text"].splitlines()
    assert main(["replay", str(path), "--settle", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    # The answer's balances two seats a line (a phone's), the replay's on one line.
    seats = next(n for n, line in enumerate(answer) if line.startswith("Seat "))
    assert lines[-2:] == [" · ".join(answer[:seats]).replace(" · ", ", "), answer[seats]]
    assert "Erik -3590 (seat 3; Cecilia through deal 1 and part of deal 2)" in lines[-2]
    assert "1 Anna  2 Bo  3 Erik  4 David" in lines and "1 Anna  2 Bo  3 Erik  4 David" in answer


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
