"""The durable-commit benchmark (``benchmarks/sync_cost.py``) times what it says: every way
after every wait, as many commits as asked, each one really written. No timing is checked."""

from __future__ import annotations

import asyncio

from benchmarks.sync_cost import BLOCK, WAYS, measure


def test_every_way_is_timed_after_every_wait_and_every_commit_is_written() -> None:
    commits, gaps = BLOCK + 3, [1.0, 2.0]
    # The gaps unsorted, one twice, and 0 (back to back, timed anyway): each condition once.
    result = asyncio.run(measure(commits, [2.0, 0.0, 1.0, 2.0]))
    # The bot's own setting, and the plain connection's: the log synced at every commit.
    assert result["synchronous"] == "FULL"
    assert result["plain"] == {"journal_mode": "wal", "synchronous": "2", "foreign_keys": "1"}
    for way in WAYS:
        rows = result[way]
        assert [row["gap_ms"] for row in rows] == [0.0, *gaps]
        assert all(row["commits"] == commits for row in rows)
        assert all(0 < row["p50_ms"] <= row["p90_ms"] for row in rows)
    # Two blocks per condition, each led by one commit not timed: all of them in the log.
    conditions = len(WAYS) * (1 + len(gaps))
    assert result["written"] == conditions * (commits + 2)
