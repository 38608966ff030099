"""``/boston import`` says who took a seat over (a record's ``seat_changes``, RF-2.6): the
columns and balances name each seat's first player, so a line per changed seat, under the
balances, under the picture's title and under the score sheet's title, says who played it
from which deal (and where in it, as a player counts: the auction or a trick), in English
and Swedish. A record without changes is answered as before.

Before: the answer named only the record's four ``players``, as if they had played every deal.
"""

from __future__ import annotations

import base64
import io
import json
from pathlib import Path
from typing import Any

from PIL import Image

from bot.engine.record import SeatChange
from bot.render import protocol_png
from bot.sheet import seat_change_lines
from cogs.boston.import_worker import work
from cogs.boston.protocol_parts import SEAT_LINES_ROOM
from tests.discord.driver import boston
from tests.fuzz.test_fuzz_records import played_record

FIGURE1: dict[str, Any] = json.loads(
    (Path(__file__).parents[1] / "fixtures" / "figure1.json").read_text(encoding="utf-8")
)
CHANGES = [
    {"seat": 2, "name": "Computer 2", "deal": 3},
    {"seat": 2, "name": "I.N.", "deal": 5},
    {"seat": 4, "name": "Åsa Öberg", "deal": 6},
]
SEAT_2 = "Seat 2: I.N.; Computer 2 from deal 3; I.N. again from deal 5"
SEAT_4 = "Seat 4: E.S.; Åsa Öberg from deal 6"


def _answer(record: dict[str, Any], language: str = "en") -> dict[str, Any]:
    answer = work(json.dumps(record).encode(), language, "t")
    assert "error" not in answer, answer
    return answer


def _height(answer: dict[str, Any]) -> int:
    return Image.open(io.BytesIO(base64.b64decode(answer["picture"]))).height


def test_the_answer_and_the_sheet_say_who_took_a_seat_over() -> None:
    answer = _answer({**FIGURE1, "seat_changes": CHANGES})
    lines = answer["text"].splitlines()
    # Right under the balances (a seat's part a line where a phone needs it), which name
    # the first players; a seat never changed has none.
    assert lines[0].startswith("Balances: S.H. ")
    assert lines[4:6] == [SEAT_2, SEAT_4]
    assert not any(line.startswith(("Seat 1", "Seat 3")) for line in lines)
    # The score sheet's file: under its title, above the key naming the columns' players.
    sheet = answer["sheet"].splitlines()
    assert sheet[:5] == ["t", "", SEAT_2, SEAT_4, ""]
    assert sheet[5] == "1 = S.H."


def test_swedish_readers_read_it_in_swedish() -> None:
    answer = _answer({**FIGURE1, "seat_changes": CHANGES}, "sv")
    lines = answer["text"].splitlines()
    assert lines[4:6] == [
        "Plats 2: I.N.; Computer 2 från giv 3; I.N. igen från giv 5",
        "Plats 4: E.S.; Åsa Öberg från giv 6",
    ]
    assert "Plats 4: E.S.; Åsa Öberg från giv 6" in answer["sheet"]


def test_the_picture_gets_a_line_per_changed_seat_under_its_title() -> None:
    plain = _answer(FIGURE1)
    changed = _answer({**FIGURE1, "seat_changes": CHANGES})
    extra = 2 * protocol_png._NOTE_LINE + protocol_png._NOTE_GAP  # pyright: ignore[reportPrivateUsage]
    assert _height(changed) == _height(plain) + extra


def test_a_change_in_the_middle_of_a_deal_says_where_as_a_player_counts() -> None:
    """Deal 2 of the record: five bids, trumps named at action 9, the cards from action 10,
    the merge answer at action 62. A change before action 5 is during the auction, before
    action 9 before the first trick, before action 23 (13 cards played) in trick 4, before
    the merge answer at the deal's end: never "move 23", which no player counts."""
    record = played_record(2, 2)
    actions = record["deals"][1]["actions"]
    assert "trump" in actions[8] and "play" in actions[9] and "merge" in actions[61]
    record["seat_changes"] = [
        {"seat": 3, "name": "Dator 3", "deal": 2, "action": 5},
        {"seat": 3, "name": "C", "deal": 2, "action": 9},
        {"seat": 3, "name": "Dator 3", "deal": 2, "action": 23},
        {"seat": 3, "name": "C", "deal": 2, "action": 62},
    ]
    en = _answer(record)
    line = (
        "Seat 3: C; Dator 3 from deal 2, during the auction; C again from deal 2, before the "
        "first trick; Dator 3 again from deal 2, after the seat's card in trick 4; C again from "
        "the end of deal 2"
    )
    assert line in en["text"].splitlines()
    assert line in en["sheet"].splitlines()
    sv = _answer(record, "sv")["text"].splitlines()
    assert (
        "Plats 3: C; Dator 3 från giv 2, under budgivningen; C igen från giv 2, före första "
        "sticket; Dator 3 igen från giv 2, efter platsens kort i stick 4; C igen från slutet av "
        "giv 2"
    ) in sv


def test_a_record_without_changes_is_answered_as_before() -> None:
    plain = _answer(FIGURE1)
    assert _answer({**FIGURE1, "seat_changes": []}) == plain
    assert not any(line.startswith("Seat ") for line in plain["text"].splitlines())
    assert plain["sheet"].startswith("t\n\n1 = S.H.\n")


def test_a_record_of_very_many_changes_keeps_its_answer_short() -> None:
    """A hand-made record may list thousands of changes: the message says a few a seat and
    counts the others, the picture stays a picture, the names are cut as the players' are."""
    many = [
        {"seat": seat, "name": f"{'N' * 80} {k}", "deal": 1 + k // 40}
        for k in range(280)
        for seat in (1, 2, 3, 4)
    ]
    answer = _answer({**FIGURE1, "seat_changes": many})
    said = [line for line in answer["text"].splitlines() if line.startswith("Seat ")]
    assert len(said) == 4 and len("\n".join(said)) <= SEAT_LINES_ROOM
    assert all(line.endswith("more changes") for line in said)
    assert "N" * 33 not in answer["text"]
    most = protocol_png._MAX_NOTE_LINES  # pyright: ignore[reportPrivateUsage]
    assert _height(answer) <= _height(_answer(FIGURE1)) + most * protocol_png._NOTE_LINE + 20  # pyright: ignore[reportPrivateUsage]
    assert len(answer["text"]) < 2000


def test_the_lines_count_the_changes_left_out_and_keep_each_name_on_one_line() -> None:
    changes = [SeatChange(1, f"Stand-in {k}", k + 2) for k in range(5)]
    lines = seat_change_lines(["Anna\nLind", "B", "C", "D"], changes, "en", most=2)
    assert lines == [
        "Seat 1: Anna Lind; Stand-in 0 from deal 2; Stand-in 1 from deal 3; and 3 more changes"
    ]
    one = seat_change_lines(["A", "B", "C", "D"], changes[:2], "sv", most=1)
    assert one == ["Plats 1: A; Stand-in 0 från giv 2; och 1 byte till"]
    assert seat_change_lines(["A", "B", "C", "D"], [], "sv") == []


async def test_boston_import_shows_the_seat_changes(tmp_path: Path) -> None:
    """Through Discord: the private answer carries the lines, and the picture beside it."""
    data = json.dumps({**FIGURE1, "seat_changes": CHANGES}).encode()
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        answer = await (
            await fake.slash(fake.user("north"), "boston import", {"record": ("g.json", data)})
        ).message(within=30)
        assert answer.ephemeral
        assert SEAT_2 in answer.text and SEAT_4 in answer.text
        assert any(a.filename.endswith(".png") for a in answer.attachments)
        assert harness.problems() == []
