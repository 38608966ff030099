"""The cold-start benchmark (``benchmarks/idle_wake.py``) times every piece of work under every
way of waiting, exactly the calls asked for, and the event it decodes is a click carrying a
drawn hand view. No figure is checked: only what was timed."""

from __future__ import annotations

import orjson

from benchmarks import idle_wake


def test_every_work_is_timed_after_every_wait_exactly_as_often_as_asked() -> None:
    # 53 calls: a full block of 50 and a last one of 3.
    result = idle_wake.measure(calls=53, gaps_ms=(0.1, 0.2))
    assert result["calls"] == 53
    assert set(result["work"]) == {"draw", "decode"}
    for rows in result["work"].values():
        conditions = [(row["way"], row["gap_ms"]) for row in rows]
        assert conditions == [
            (idle_wake.BACK_TO_BACK, 0.0),
            ("sleep", 0.1),
            ("spin", 0.1),
            ("sleep", 0.2),
            ("spin", 0.2),
        ]
        assert [row["calls"] for row in rows] == [53] * 5
        assert all(row["mean_us"] > 0 and row["median_us"] > 0 for row in rows)
        assert all(row["ratio"] > 0 and row["median_ratio"] > 0 for row in rows)


def test_the_event_decoded_is_a_click_on_a_drawn_hand_view() -> None:
    works = idle_wake.works()
    drawn = works["draw"]()
    event = orjson.loads(idle_wake.click_event(drawn))
    assert event["t"] == "INTERACTION_CREATE" and event["d"]["type"] == 3
    assert event["d"]["message"]["components"] == drawn
    # What ``decode`` decodes is that event, whole.
    assert works["decode"]() == event


def test_the_short_form_gives_both_works_cost_and_both_ratios() -> None:
    short = idle_wake.penalty(calls=2, gap_ms=0.1)
    assert (short["calls"], short["gap_ms"]) == (2, 0.1)
    for work in ("draw", "decode"):
        assert short[f"{work}_us"] > 0
        assert short[f"{work}_sleep"] > 0 and short[f"{work}_spin"] > 0
    assert len(short) == 8
