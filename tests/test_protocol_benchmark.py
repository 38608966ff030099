"""The Protocol-click benchmark (``benchmarks/protocol_cost.py``) replays a whole game and draws
its protocol with the picture. No timing is checked."""

from __future__ import annotations

from benchmarks.protocol_cost import loop_gap, measure


def test_a_game_is_replayed_and_its_protocol_drawn() -> None:
    row = measure(deals=2, runs=2)
    assert row["deals"] == 2 and row["events"] > 2
    for key in ("replay_ms", "protocol_ms"):
        low, middle, high = row[key]
        assert 0 <= low <= middle <= high
    assert row["protocol_ms"][2] > 0


async def test_the_loops_wait_is_measured_both_ways() -> None:
    for in_thread in (False, True):
        assert await loop_gap(deals=1, in_thread=in_thread) > 0
