"""The drawing benchmark (``benchmarks/drawing.py``) prices a real hand view in play: the seat to
act holds cards it may play, and a drawing that shares the public lines is the drawing that
does not. No timing is checked."""

from __future__ import annotations

import json

from benchmarks.drawing import measure, pieces, table_in_play


def test_the_view_priced_is_a_seat_in_play_with_cards_to_play() -> None:
    table = table_in_play(3)
    game = table.game
    assert game is not None and game.to_act is not None
    drawn = pieces(table)
    view = drawn["seat_view"]()
    assert view is not None and view.phase.name == "PLAY"
    enabled = [
        b
        for r in drawn["components"]()
        if r["type"] == 1
        for b in r["components"]
        if ":play." in b.get("custom_id", "") and not b["disabled"]
    ]
    assert enabled  # the seat to act may play a card
    assert json.dumps(drawn["whole"]()) == json.dumps(drawn["components"]())
    assert drawn["first_seat_view"]() == view  # drawn afresh, the same view


def test_every_piece_is_priced() -> None:
    figures = measure(number=5, repeats=2, seed=3)
    assert set(figures) == {
        "seat_view",
        "first_seat_view",
        "public_lines",
        "components",
        "whole",
        "public_view",
    }
    assert all(micros > 0 for micros in figures.values())
