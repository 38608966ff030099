"""The Discord benchmark runs end to end: two tables for a couple of seconds, the Boston bot and
the floor bot on the same seeded schedule (``benchmarks/discord_latency.py``). No timing is
checked: only that every part reports, with the live hand views and turn notices at work and
no rate-limit response."""

from __future__ import annotations

import json
import math
import platform
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from benchmarks.cluster_discord import held
from benchmarks.discord_fake import STAGES, WHOLES, RateLimits, _stages, schedule, split_shards
from benchmarks.floor_bot import MESSAGE_EDITS_PER_CLICK, VIEW_EDITS_PER_CLICK
from bot.config import parse_shard_ids

ROOT = Path(__file__).resolve().parents[1]


def test_schedule_is_the_seeds_alone() -> None:
    assert schedule(7, 3, 1.0, 60.0) == schedule(7, 3, 1.0, 60.0)
    assert schedule(7, 3, 1.0, 60.0) != schedule(8, 3, 1.0, 60.0)
    times = schedule(7, 3, 1.0, 600.0)
    assert times == sorted(times) and 500 < len(times) < 700  # a mean gap of about 1 s


def test_cluster_processes_share_the_shards_in_ranges() -> None:
    assert split_shards(4, 1) == ["0-3"]
    assert split_shards(4, 2) == ["0-1", "2-3"]
    assert split_shards(4, 4) == ["0-0", "1-1", "2-2", "3-3"]
    assert split_shards(8, 3) == ["0-1", "2-4", "5-7"]  # uneven: every shard served once
    assert parse_shard_ids(",".join(split_shards(10, 4))) == tuple(range(10))
    with pytest.raises(ValueError, match="cannot share"):
        split_shards(2, 4)


def _load(tables: int, p99: float, missed: int = 0) -> dict[str, Any]:
    return {"tables": tables, "answered_per_s": float(tables), "p99_ms": p99, "missed": missed}


def test_the_load_held_is_the_highest_before_the_first_not_held() -> None:
    assert held([_load(100, 20), _load(200, 90), _load(300, 251)]) == _load(200, 90)
    # A missed click is not held, whatever the latency; nothing after a failure counts.
    assert held([_load(100, 20), _load(200, 30, missed=1), _load(300, 40)]) == _load(100, 20)
    assert held([_load(100, 300)]) is None
    assert held([_load(100, 250.0)]) == _load(100, 250.0)  # the knee itself is held


def test_rate_limits_count_down_then_refuse() -> None:
    limits = RateLimits()
    route = "PATCH /channels/{channel_id}/messages/{message_id}"
    params = {"channel_id": "1", "message_id": "9"}
    remaining = [limits.take(route, params)[0]["X-RateLimit-Remaining"] for _ in range(5)]
    assert remaining == ["4", "3", "2", "1", "0"]
    headers, retry_after = limits.take(route, params)
    assert retry_after is not None and 0 < retry_after <= 5.0 and headers["Via"]
    assert limits.limited[route] == 1 and limits.exhausted[route] == 1
    # Another channel is another bucket; callbacks share one bucket of 50,000.
    assert limits.take(route, {"channel_id": "2"})[1] is None
    callback = "POST /interactions/{interaction_id}/{interaction_token}/callback"
    assert limits.take(callback, {"interaction_id": "5"})[0]["X-RateLimit-Limit"] == "50000"


def test_two_tables_both_bots(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    command = [
        sys.executable,
        str(ROOT / "benchmarks" / "discord_latency.py"),
        *("--tables", "2", "--runs", "1", "--warmup", "0.5", "--min-seconds", "2"),
        *("--samples", "0", "--idle-calls", "2", "--json", str(out)),
    ]
    subprocess.run(command, cwd=ROOT, check=True, timeout=120, capture_output=True)
    report = json.loads(out.read_text())
    # The machine's cold start is taken before and after, to read the CPU figures against.
    assert set(report["idle_penalty"]) == {"before", "after"}
    for figures in report["idle_penalty"].values():
        assert figures["calls"] == 2 and figures["gap_ms"] == 5.0
        assert figures["draw_us"] > 0 and figures["decode_us"] > 0
        assert min(figures[f"{w}_{k}"] for w in ("draw", "decode") for k in ("sleep", "spin")) > 0
    # The interpreter is named: a build without profile-guided optimisation costs the bot more.
    executable = Path(sys.executable).resolve()
    assert report["interpreter"] == f"Python {platform.python_version()} ({executable})"
    run = report["rows"][0]["raw"][0]
    boston, floor = run["boston"], run["floor"]
    for result in (boston, floor):
        assert result["scheduled"] > 0 and result["clicks"] > 0
        assert result["unanswered"] == 0 and result["rate_limited_429"] == 0
        assert result["bot"]["thread_cpu_ms_per_click"] > 0
    assert boston["stalled_tables"] == 0
    # Live hand views and turn notices: requests beyond the click's own answer.
    assert sum(n for kind, n in boston["requests"].items() if kind != "callbacks") > 0
    assert floor["requests"] == {"callbacks": floor["requests"]["callbacks"]}
    # The Boston bot's moves each waited for a commit, timed; the floor commits nothing.
    commits = boston["bot"]["commit_ms"]
    assert 0 < commits["n"] <= boston["clicks"] and 0 < commits["p50"] <= commits["max"]
    assert floor["bot"]["commit_ms"] == {"n": 0}


def test_the_busy_floor_sends_the_boston_bots_requests_per_click(tmp_path: Path) -> None:
    """The busy floor (``--floor floor-busy``) answers every click and sends, per click, the
    Boston bot's hand-view and table-message edits on average: what the requests cost apart
    from anything the bot draws or decides."""
    out = tmp_path / "bench.json"
    command = [
        sys.executable,
        str(ROOT / "benchmarks" / "discord_latency.py"),
        *("--tables", "2", "--runs", "1", "--warmup", "0.5", "--min-seconds", "3"),
        *("--samples", "0", "--idle-calls", "0", "--floor", "floor-busy", "--json", str(out)),
    ]
    subprocess.run(command, cwd=ROOT, check=True, timeout=120, capture_output=True)
    report = json.loads(out.read_text())
    floor = report["rows"][0]["raw"][0]["floor"]
    assert floor["clicks"] > 0 and floor["unanswered"] == 0 and floor["rate_limited_429"] == 0
    per_click = floor["requests_per_click"]
    assert set(per_click) == {"callbacks", "view_edits", "message_edits"}
    # Whole requests for fractional rates, counted in the measured window: a click's edits
    # still on their way at its edges (at most two of each) are the only difference.
    clicks = floor["requests"]["callbacks"]
    assert abs(floor["requests"]["view_edits"] - VIEW_EDITS_PER_CLICK * clicks) <= 3
    assert abs(floor["requests"]["message_edits"] - MESSAGE_EDITS_PER_CLICK * clicks) <= 3
    assert report["rows"][0]["floor"]["requests_per_click"]["view_edits"]["median"] > 1


def test_the_census_counts_the_clicks_handler_within_the_threads_cpu() -> None:
    command = [
        sys.executable,
        str(ROOT / "benchmarks" / "discord_fake.py"),
        *("--kind", "boston", "--tables", "2", "--warmup", "0.5", "--min-seconds", "2"),
        *("--samples", "0", "--census"),
    ]
    done = subprocess.run(command, cwd=ROOT, check=True, timeout=120, capture_output=True)
    bot = json.loads(done.stdout.decode().strip().splitlines()[-1])["bot"]
    census: dict[str, list[float]] = bot["census_per_click"]
    # Every click is routed: at least one step of the router's task per click.
    assert census["ComponentRouter._call"][0] >= 1
    # CPU of the callbacks, never more than the main thread's CPU in the same window, but for
    # the callback that closes the window: it is counted whole, its end after the thread's
    # clock was read (a few per cent of a 2-table run on a busy machine; a callback counted
    # twice would double the sum).
    assert 0 < sum(ms for _, ms in census.values()) <= bot["thread_cpu_ms_per_click"] * 1.05
    # Every click's answer is a request written to a socket; a write's CPU is within its wall
    # time, but for the two clocks' own error over thousands of writes of a few µs each (the
    # thread's CPU clock ran 1 % ahead of the wall clock's sum in a CI run on a busy machine,
    # 7 % in a run beside other test processes on two cores; a CPU taken from the wrong clock
    # would be off by far more). Between clicks the loop
    # waited in its polls (far more wall time than CPU), and within a click it polled with
    # work ready.
    io: dict[str, list[float]] = bot["census_io_per_click"]
    count, cpu, wall = io["write"]
    assert count >= 1 and 0 < cpu <= wall * 1.25
    waits, wait_cpu, wait_wall = io["poll_may_wait"]
    assert waits > 0 and wait_wall > 2 * wait_cpu
    assert io["poll_no_wait"][0] > 0


def _ab_run(*ab: str) -> dict[str, Any]:
    """One short run of two tables with an A/B option; its figures."""
    command = [
        sys.executable,
        str(ROOT / "benchmarks" / "discord_fake.py"),
        *("--kind", "boston", "--tables", "2", "--warmup", "0.5", "--min-seconds", "4.5"),
        *("--samples", "0", *ab),
    ]
    done = subprocess.run(command, cwd=ROOT, check=True, timeout=120, capture_output=True)
    return json.loads(done.stdout.decode().strip().splitlines()[-1])


def test_the_switch_interval_ab_splits_every_click_between_the_two_settings() -> None:
    result = _ab_run("--ab-switch", "0.0005")
    split: dict[str, Any] = result["ab_switch"]
    # Python's default (5 ms) and the other, 2 s each in turn over a 4.5 s window.
    assert set(split) == {"5 ms", "0.5 ms"}
    answered = result["clicks"] - result["unanswered"]
    assert sum(part["latency_ms"]["n"] for part in split.values()) == answered
    assert sum(part["commit_ms"]["n"] for part in split.values()) == result["bot"]["commit_ms"]["n"]


def test_a_flag_ab_splits_every_click_between_the_module_value_and_the_other() -> None:
    result = _ab_run("--ab-flag", "bot.routing:CLICKS_FIRST=0")
    split: dict[str, Any] = result["ab_flag"]
    # The bot's own bound of the "clicks first" gate and 0, 2 s each in turn.
    assert set(split) == {"0.05", "0"}
    answered = result["clicks"] - result["unanswered"]
    assert sum(part["latency_ms"]["n"] for part in split.values()) == answered
    # The main thread's CPU split by the setting in force adds up to all of it.
    cpu = sum(part["cpu_ms_per_click"] * part["latency_ms"]["n"] for part in split.values())
    whole = result["bot"]["thread_cpu_ms_per_click"] * answered
    assert whole * 0.8 <= cpu <= whole * 1.2  # the same window; clicks counted alike


def test_the_stages_of_a_move_add_up_to_its_latency() -> None:
    result = _ab_run("--stages")
    stages: dict[str, Any] = result["bot"]["stages_ms"]
    # Every move answered in place passed every point, in order: the probe's stamps are each
    # click's own (a task it started stamps nothing of it).
    assert stages["out_of_order"] == 0
    moves, actions = stages["moves"], result["by_kind_ms"]["action"]["n"]
    assert 0.8 * actions <= moves <= actions
    assert all(stages[name]["n"] == moves for name, _, _ in (*STAGES, *WHOLES))
    # The stages run from the fake's click to the fake's receipt of the answer: their means
    # add up to the mean of those moves' latencies, which are among the run's.
    whole = stages["whole"]
    assert math.isclose(sum(stages[name]["mean"] for name, _, _ in STAGES), whole["mean"])
    assert whole["max"] <= result["latency_ms"]["max"]
    # A move waits for its commit and its answer's drawing, within the bot's part.
    assert 0 < stages["commit"]["mean"] < stages["in_bot"]["mean"] < whole["mean"]
    assert 0 < stages["drawing"]["mean"] < stages["in_bot"]["mean"]


def test_only_answered_moves_that_passed_every_point_in_order_are_staged() -> None:
    points = [end for _, _, end in STAGES][:-1]  # the bot's points: "answered" is the fake's

    def click(start: float) -> dict[str, float]:
        return {point: start + 0.001 * (n + 1) for n, point in enumerate(points)}

    swapped = click(30.0) | {"commit": 30.0025}  # its commit before its task began
    missing = {k: v for k, v in click(40.0).items() if k != "commit"}  # nothing to commit
    stats = [
        {"stages": {"1": click(10.0), "2": click(20.0), "3": swapped, "4": missing}},
        {"stages": {"5": click(50.0), "6": click(60.0)}},  # 6: never answered
    ]
    answered = {n: (10.0 * n, 10.0 * n + 0.001 * (len(points) + 1)) for n in (1, 2, 3, 4, 5)}
    stages = _stages(stats, answered)
    assert (stages["moves"], stages["partial"], stages["out_of_order"]) == (3, 1, 1)
    for name, _, _ in STAGES:  # each stage 1 ms long in every move kept
        assert stages[name]["n"] == 3
        assert math.isclose(stages[name]["p50"], 1.0) and math.isclose(stages[name]["max"], 1.0)
    assert math.isclose(stages["whole"]["mean"], len(STAGES))
    assert _stages([], answered) == {}
