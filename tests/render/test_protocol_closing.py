"""At the end of a Swedish tour the Protocol answer (its text and its picture) showed the rows
of ålar and betar and nothing under them: the column sums and betdelning were only in the
thread's end post. A closed protocol ends as a paper one does (SV-P12): each column's standing
ålar and betar added up under its last row, then betdelning's lines, in the text and the
picture; a game still going shows neither."""

from __future__ import annotations

import io
import json
from functools import cache
from pathlib import Path

import pytest
from PIL import Image

from bot.engine.game import Game
from bot.engine.record import game_from_record
from bot.i18n import Lang, t
from bot.render.protocol_png import render_protocol
from bot.sheet import PHONE_WIDTH, column_sums
from bot.simulate import simulate
from bot.wrapping import display_width
from cogs.boston.protocol_parts import PROTOCOL_LIMIT, protocol_parts

FIGURE_1 = Path(__file__).resolve().parents[1] / "fixtures" / "figure1.json"
NAMES = ["Anna", "Bertil", "Dator 3 (heuristisk)", "Dator 4 (heuristisk)"]


@cache
def _closed() -> Game:
    game = simulate(40, seed=2, variant="swedish")  # its tour is over after 34 deals
    assert game.finished and game.final is not None and game.final.lines
    return game


def _block(text: str) -> list[str]:
    """The lines of the answer's code block (the sheet)."""
    return text.split("```\n", 1)[1].split("\n```", 1)[0].splitlines()


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_p12_a_closed_protocol_sums_its_columns_and_settles_under_the_last_row(
    lang: Lang,
) -> None:
    game = _closed()
    final = game.final
    assert final is not None
    answer = protocol_parts(game, NAMES, lang, "Boston · bord 1")
    lines = _block(answer.text)
    at = lines.index(t(lang, "sheet.sums"))
    sums = column_sums(game.ledger.snapshot())
    # The sums betdelning compared with the mean, one under each column.
    columns = final.extra["columns"]
    assert isinstance(columns, dict)
    assert sums == [columns[str(seat)] for seat in (1, 2, 3, 4)]
    assert lines[at + 1].split() == [str(n) for n in sums]
    head = next(line for line in lines if line.startswith("1 "))
    for seat, n in enumerate(sums, start=1):  # each sum where its column begins
        column = head.index(f"{seat} ")
        assert lines[at + 1][column:].startswith(str(n)), (head, lines[at + 1])
    # Then betdelning, every line of the end post's, after a blank line.
    said = " ".join(" ".join(line.split()) for line in lines[at + 3 :])
    assert lines[at + 2] == ""
    for item in final.text(lang):
        assert " ".join(item.replace("; ", " ").split()) in said, (item, said)
    assert max(display_width(line) for line in lines) <= PHONE_WIDTH
    assert len(answer.text) <= PROTOCOL_LIMIT


def test_sv_p12_the_picture_ends_with_the_sums_and_betdelning() -> None:
    game = _closed()
    answer = protocol_parts(game, NAMES, "sv", "Boston · bord 1")
    assert answer.picture is not None
    bare = render_protocol(game.ledger.snapshot(), NAMES, title="Boston · bord 1")
    closed = Image.open(io.BytesIO(answer.picture))
    plain = Image.open(io.BytesIO(bare))
    assert closed.width == plain.width
    # The free line to write on gives way to the sums' row; betdelning's lines come under it.
    assert closed.height > plain.height + 4 * 32
    # Ink under the rows: the sums and the lines below them are written.
    strip = closed.crop((0, plain.height, closed.width, closed.height - 28)).convert("L")
    assert strip.getextrema()[0] < 120  # type: ignore[index]
    # The same input, the same bytes.
    assert protocol_parts(game, NAMES, "sv", "Boston · bord 1").picture == answer.picture


def test_a_protocol_still_going_shows_no_sums() -> None:
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    assert not game.finished
    answer = protocol_parts(game, NAMES, "sv", "Boston · bord 1")
    assert t("sv", "sheet.sums") not in answer.text
    assert "betdelning" not in answer.text.split("```")[1]
    bare = render_protocol(game.ledger.snapshot(), NAMES, title="Boston · bord 1")
    assert answer.picture == bare
