"""The request-cost benchmark (``benchmarks/request_cost.py``) sends every kind of request the
bot makes to a loopback server and prices each one. No timing is checked."""

from __future__ import annotations

import argparse

from benchmarks.request_cost import METHODS, run


async def test_every_path_of_a_request_is_priced() -> None:
    result = await run(argparse.Namespace(requests=20, repeats=2))
    assert result["repeats"] == 2
    for method in METHODS:
        lo, mid, hi = result[method]["cpu_us"]
        assert 0 < lo <= mid <= hi
        assert result[method]["wall_us_median"] > 0
