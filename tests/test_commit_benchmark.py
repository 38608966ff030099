"""The commit-wait benchmark (``benchmarks/commit_wait.py``) runs both ways in one process and
writes every move it times. No timing is checked."""

from __future__ import annotations

import argparse

from benchmarks.commit_wait import MODES, run


async def test_both_ways_of_committing_are_timed_in_alternate_blocks() -> None:
    args = argparse.Namespace(busy=0.3, burn=0.2, rate=100.0, seconds=1.0, block=0.25, seed=1)
    result = await run(args)
    for mode in MODES:
        figures = result[mode]
        assert figures["n"] > 0
        assert 0 < figures["p50_ms"] <= figures["p90_ms"] <= figures["p99_ms"]
    assert result["written"] == sum(result[mode]["n"] for mode in MODES)
    assert 0 < result["busy"] <= 1.05
