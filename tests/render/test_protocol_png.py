"""The protocol picture (bot.render.protocol_png): it decodes, has Figure 1's layout, and puts
the strokes where the paper protocol has them.

Positions are found from the pictures themselves (what changes between two renderings), so the
tests hold if the layout is retuned, but fail when a stroke goes missing or moves elsewhere.
"""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageFont

from bot.engine.record import game_from_record
from bot.engine.swedish.protocol import SwedishProtocol
from bot.render import protocol_png, render_protocol

FIGURE_1 = Path(__file__).parents[1] / "fixtures" / "figure1.json"
NAMES = ("S.H.", "I.N.", "A.E.", "E.S.")
Box = tuple[int, int, int, int]


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def changed(a: Image.Image, b: Image.Image) -> Box:
    """The box of pixels that differ clearly (not just by resampling blur) between a and b."""
    assert a.size == b.size
    diff = ImageChops.difference(a, b).convert("L").point([0] * 61 + [255] * 195)
    box = diff.getbbox()
    assert box is not None, "the two pictures do not differ"
    return box


def dark(image: Image.Image, x: int, y: int) -> bool:
    """Ink, as opposed to paper, ruling and the faded column lines."""
    pixel = image.getpixel((x, y))
    assert isinstance(pixel, tuple)
    r, g, b = pixel[:3]
    return 0.3 * r + 0.59 * g + 0.11 * b < 100


def longest_dark_run(image: Image.Image, y: int, x0: int, x1: int) -> int:
    best = run = 0
    for x in range(x0, x1):
        run = run + 1 if dark(image, x, y) else 0
        best = max(best, run)
    return best


def figure_1() -> tuple[dict[str, object], tuple[str, ...]]:
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    snapshot = game.ledger.snapshot()
    assert isinstance(snapshot, dict)
    return snapshot, tuple(game.players)


def alar(**extra: object) -> list[dict[str, object]]:
    return [
        {"seat": s, "kind": "al", "value": 96, "played_off": None, **extra} for s in (1, 2, 3, 4)
    ]


def protocol(entries: Sequence[object], marks: int = 0) -> dict[str, object]:
    return {"entries": list(entries), "marks": marks, "played_off": 0, "tour_over": False, "al": 96}


BET = {"seat": 2, "kind": "bet", "value": 128, "played_off": None}
PLAYED_OFF = {**BET, "played_off": 3, "declarer": 3, "whister": 1}
GOING = {**BET, "going": True}


# -- the picture as a whole ---------------------------------------------------------------


def test_figure_1_renders_as_a_phone_sized_png() -> None:
    snapshot, names = figure_1()
    image = decode(render_protocol(snapshot, names, title="Figur 1 — protokoll"))
    assert image.width == protocol_png.WIDTH == 800
    assert 300 <= image.height <= 900


def test_same_input_gives_the_same_bytes() -> None:
    snapshot, names = figure_1()
    assert render_protocol(snapshot, names) == render_protocol(dict(snapshot), list(names))


def test_a_new_protocol_with_only_alar_renders() -> None:
    image = decode(render_protocol(SwedishProtocol().snapshot(), NAMES))
    assert image.width == 800
    assert 200 <= image.height <= 600
    # Paper in the corner, ink somewhere: the headings, the ålar and their going strokes.
    assert not dark(image, 1, 1)
    assert any(dark(image, x, y) for x in range(0, 800, 2) for y in range(0, image.height, 2))


def test_long_protocols_grow_downwards() -> None:
    short = decode(render_protocol(protocol(alar()), NAMES))
    bets = [{**BET, "value": 100 + k} for k in range(12)]
    long = decode(render_protocol(protocol(alar() + bets), NAMES))
    assert long.width == short.width
    assert long.height > short.height + 10 * 50


def test_a_title_and_many_marks_take_room_above_the_sheet() -> None:
    plain = decode(render_protocol(protocol(alar()), NAMES))
    titled = decode(render_protocol(protocol(alar()), NAMES, title="Bord 3"))
    marked = decode(render_protocol(protocol(alar(), marks=200), NAMES))
    assert titled.height > plain.height
    assert marked.height > plain.height


def test_odd_snapshots_still_render() -> None:
    for snapshot in (
        {},
        {"entries": "nonsense", "marks": "x"},
        protocol([{"seat": 0, "value": 5}, {"seat": "2"}, "x", {**BET, "seat": 10**9}], marks=-2),
        protocol(alar(), marks=10**9),
    ):
        image = decode(render_protocol(snapshot, []))
        assert image.width == 800


# -- the strokes --------------------------------------------------------------------------


def value_box(entry: dict[str, object]) -> tuple[Image.Image, Box]:
    """The rendering with ``entry`` standing (no stroke) and the box of its written value."""
    without = decode(render_protocol(protocol(alar()), NAMES))
    standing = decode(render_protocol(protocol([*alar(), {**entry, "played_off": None}]), NAMES))
    return standing, changed(without, standing)


def test_a_played_off_entry_gets_its_stroke_and_numbers_right_of_the_value() -> None:
    standing, value = value_box(BET)
    played = decode(render_protocol(protocol([*alar(), PLAYED_OFF]), NAMES))
    left, top, right, bottom = changed(standing, played)
    value_middle = (value[1] + value[3]) // 2
    # Right of the value, in the owner's (second of four) column.
    assert left > value[2]
    assert left > 800 // 4 and right < 800 // 2
    # Declarer's number above the stroke, whister's below: taller than the value itself.
    assert top < value[1] and bottom > value[3]
    # The stroke: a horizontal run of ink at the value's middle height.
    run = max(
        longest_dark_run(played, y, value[2], right)
        for y in range(value_middle - 5, value_middle + 6)
    )
    assert run >= 25


def test_the_going_bet_gets_a_bare_stroke() -> None:
    standing, value = value_box(BET)
    going = decode(render_protocol(protocol([*alar(), GOING]), NAMES))
    left, top, right, bottom = changed(standing, going)
    value_middle = (value[1] + value[3]) // 2
    assert left > value[2] and right < 800 // 2
    # Bare: no numbers above or below, so only as tall as a pen stroke.
    assert bottom - top < (value[3] - value[1]) / 2
    assert top <= value_middle <= bottom
    run = max(longest_dark_run(going, y, left, right + 1) for y in range(top, bottom + 1))
    assert run >= 25


def test_the_going_stroke_is_drawn_for_every_tied_candidate() -> None:
    plain = decode(render_protocol(protocol(alar()), NAMES))
    going = decode(render_protocol(protocol(alar(going=True)), NAMES))
    left, _, right, _ = changed(plain, going)
    assert left < 800 // 4 and right > 3 * 800 // 4  # a stroke in the first and last columns


def test_marks_are_vertical_strokes_at_the_top_left() -> None:
    _, value = value_box({**BET, "seat": 1})
    none = decode(render_protocol(protocol(alar()), NAMES))
    three = decode(render_protocol(protocol(alar(), marks=3), NAMES))
    left, top, right, bottom = changed(none, three)
    assert right < 800 // 4
    assert bottom - top > 2 * (right - left) / 3  # upright, not a smudge
    # Above the ålar (the first row of writing), and three separate strokes across.
    assert bottom < value[1]
    middle = (top + bottom) // 2
    inked = [dark(three, x, middle) for x in range(left, right + 1)]
    strokes = sum(1 for k, ink in enumerate(inked) if ink and (k == 0 or not inked[k - 1]))
    assert strokes == 3


# -- writing ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "stand_in"),
    [("Åsa", "?sa"), ("Åsa", "Asa"), ("Öd—e", "Öd?e"), ("Bö", "Bo"), ("Bø", "Bo")],
)
def test_letters_the_font_lacks_are_drawn_not_replaced(name: str, stand_in: str) -> None:
    def heading(first: str) -> Image.Image:
        return decode(render_protocol(protocol([]), [first, "B", "C", "D"]))

    changed(heading(name), heading(stand_in))


def test_long_names_stay_in_their_column() -> None:
    short = decode(render_protocol(protocol([]), ["A", "B", "C", "D"]))
    long = decode(render_protocol(protocol([]), ["A" * 60, "B", "C", "D"]))
    assert changed(short, long)[2] < 800 // 4


def test_without_an_outline_font_the_bitmap_font_still_draws(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A Pillow built without FreeType gives load_default() its bitmap font instead.
    monkeypatch.setattr(protocol_png, "_font", lambda size: ImageFont.load_default_imagefont())
    snapshot, names = figure_1()
    assert decode(render_protocol(snapshot, names, title="Protokoll")).width == 800
