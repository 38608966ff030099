"""The cold-start benchmark (``benchmarks/idle_wake.py``) times every piece of work under every
way of waiting, the waits really take their time, and the decoded event is a click carrying a
drawn hand view. No timing is checked."""

from __future__ import annotations

import time

import orjson

from benchmarks import idle_wake


def test_every_work_is_timed_after_every_wait() -> None:
    result = idle_wake.measure(calls=3, gaps_ms=(1.0, 2.0))
    assert set(result["work"]) == {"draw", "decode"}
    for rows in result["work"].values():
        conditions = [(row["way"], row["gap_ms"]) for row in rows]
        assert conditions == [
            (idle_wake.BACK_TO_BACK, 0.0),
            ("sleep", 1.0),
            ("spin", 1.0),
            ("sleep", 2.0),
            ("spin", 2.0),
        ]
        assert rows[0]["ratio"] == 1.0
        assert all(row["mean_us"] > 0 and row["median_us"] > 0 for row in rows)


def test_a_wait_takes_its_time_asleep_or_spinning() -> None:
    for way in ("sleep", "spin"):
        started = time.perf_counter()
        idle_wake._wait(way, 0.004)  # pyright: ignore[reportPrivateUsage]
        assert time.perf_counter() - started >= 0.004
    cpu = time.thread_time()
    idle_wake._wait("sleep", 0.02)  # pyright: ignore[reportPrivateUsage]
    assert time.thread_time() - cpu < 0.01  # asleep, the thread spends no CPU


def test_the_event_decoded_is_a_click_on_a_drawn_hand_view() -> None:
    drawn = idle_wake.works()["draw"]()
    event = orjson.loads(idle_wake.click_event(drawn))
    assert event["t"] == "INTERACTION_CREATE" and event["d"]["type"] == 3
    assert event["d"]["message"]["components"] == drawn


def test_the_short_form_names_both_ratios_of_both_works() -> None:
    short = idle_wake.penalty(calls=2, gap_ms=1.0)
    assert set(short) == {
        "calls",
        "gap_ms",
        "draw_us",
        "draw_sleep",
        "draw_spin",
        "decode_us",
        "decode_sleep",
        "decode_spin",
    }
