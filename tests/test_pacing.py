"""The bot's pace (``bot/pacing.py``, issue #17): the loop's busy share from its CPU time, and
the stretch of the intervals of the edits that can wait — 1 on a quiet evening, up to three
times under load, settling where the bot keeps up."""

from __future__ import annotations

import pytest

from bot.pacing import HIGH, LOW, MOST, SMOOTHING, Pace


class Meter:
    """The loop thread's CPU time and the wall clock, moved by the test."""

    def __init__(self) -> None:
        self.cpu = 0.0
        self.wall = 100.0

    def spend(self, busy: float, seconds: float = 1.0) -> None:
        self.cpu += busy * seconds
        self.wall += seconds


def paced() -> tuple[Pace, Meter]:
    meter = Meter()
    pace = Pace(cpu=lambda: meter.cpu, clock=lambda: meter.wall)
    pace.sample()
    return pace, meter


def test_a_quiet_bot_keeps_the_configured_intervals() -> None:
    pace, meter = paced()
    for _ in range(10):
        meter.spend(0.3)
        pace.sample()
    assert pace.busy == pytest.approx(0.3, abs=0.01)
    assert pace.stretch == 1.0


def test_a_saturated_bot_waits_the_longest_and_no_longer() -> None:
    pace, meter = paced()
    for _ in range(20):
        meter.spend(1.0)
        pace.sample()
    assert pace.busy == pytest.approx(1.0, abs=1e-4)
    assert pace.stretch == MOST


def test_the_stretch_rises_linearly_between_the_two_loads() -> None:
    pace, _ = paced()
    halfway = (LOW + HIGH) / 2
    pace.busy = halfway
    assert pace.stretch == pytest.approx((1 + MOST) / 2)
    pace.busy = LOW
    assert pace.stretch == 1.0
    pace.busy = HIGH
    assert pace.stretch == pytest.approx(MOST)


def test_one_busy_second_moves_the_load_only_part_of_the_way() -> None:
    pace, meter = paced()
    meter.spend(1.0)
    pace.sample()
    assert pace.busy == pytest.approx(SMOOTHING)
    meter.spend(0.0)
    pace.sample()
    assert pace.busy == pytest.approx(SMOOTHING * (1 - SMOOTHING))


def test_an_unstarted_pace_stretches_nothing() -> None:
    # Tests run many bots in one interpreter: no bot measures unless `python -m bot` runs it.
    pace = Pace()
    assert pace.busy == 0.0 and pace.stretch == 1.0
