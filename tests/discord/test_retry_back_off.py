"""The back-off between a refused request's tries (``cogs/boston/retrying.py``): doubling
from the first wait up to five minutes, and still five minutes after any number of refusals
in a row: a weekend of them (over a thousand) once raised ``OverflowError`` in the worker
that waited, which died and left its table's message and turn notices as they were."""

from __future__ import annotations

import pytest

from cogs.boston.retrying import MOST, back_off


def test_the_wait_doubles_up_to_five_minutes() -> None:
    assert [back_off(1.0, n) for n in range(1, 6)] == [1.0, 2.0, 4.0, 8.0, 16.0]
    assert back_off(1.0, 10) == MOST == 300.0
    assert back_off(0.0, 3) == 0.0  # tests that retry at once


@pytest.mark.parametrize("failures", [1025, 1100, 10**6])
def test_any_number_of_refusals_in_a_row_waits_five_minutes(failures: int) -> None:
    assert back_off(1.0, failures) == MOST
    assert back_off(0.5, failures) == MOST
