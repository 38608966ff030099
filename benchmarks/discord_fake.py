"""One measured run of ``benchmarks/discord_latency.py``: the fake Discord's own process.

Run by the orchestrator (``python benchmarks/discord_fake.py --kind boston --tables 200 …``);
prints one JSON object with the run's figures on stdout.

This process holds the loopback fake Discord (``tests/support``: gateway + REST) and the
simulated people, and starts the measured bot as a third process through
``benchmarks/bot_probe.py``. On top of the test fake it adds what a benchmark needs:

* **Discord's rate-limit headers** on every REST answer (``X-RateLimit-Limit``,
  ``-Remaining``, ``-Reset``, ``-Reset-After``, ``-Bucket``), from fixed windows per bucket
  and major parameter (:data:`LIMITS`). Without them discord.py assumes a bucket of one and
  sends one request per route at a time; with them it sends as it would to Discord. A request
  over a bucket's limit gets a real 429 (with ``Via``, so discord.py retries it) and is
  counted: it must never happen. Answers that empty a bucket are counted too (discord.py
  then waits for the reset).
* **Click times stamped in the fake**: from the moment an interaction is created (just before
  its gateway frame is sent) to the moment the bot's first callback request reaches the fake
  (``latency_ms``), and, for clicks in a hand view, to the moment that view is redrawn
  (``redrawn_ms``: the same moment unless the bot acknowledges first and edits later).
* **A move's stages** (``--stages``, the Boston bot): the bot's probe stamps each click's way
  through it, and the fake adds the click's creation and its answer's arrival, so that a move's
  latency is cut into the stages of :data:`STAGES` on one clock (``bot.stages_ms``).
* **A schedule of clicks** per table, exponential think times (a Poisson process) drawn from
  the seed, the same for the Boston bot and the floor bot: a click goes at its scheduled time,
  or, for the Boston bot, as soon as the person on turn can click (their live hand view shows
  their turn), whichever is later. Later clicks keep their times. The clicks measured are
  those *scheduled* in the window, whenever they went (a bot that falls behind gets up to
  ``DRAIN`` seconds more to receive them): the same clicks for both bots; ``late`` says how
  far behind the schedule the bot was.

The Boston people (four per table, each table in its own channel, with its thread): every
person opens their hand view with **My hand** once the game starts and keeps it open — the bot
keeps it current (live hand views); the bot posts turn notices. On their turn a person acts in
their view (the first bidder of a deal picks 5 spel in the contract select, then bids it;
everyone else passes; then trumps, whist, discards and cards are the first enabled choice).
With probability ``--reopen`` they first reopen their view from the turn notice's **My hand**
(a real person who closed it). The floor people click the floor bot's one button.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import contextlib
import gc
import hashlib
import itertools
import json
import math
import os
import random
import re
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncpg
from aiohttp import web

SELF = Path(__file__).resolve()
ROOT = SELF.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.clicking import choose, enabled_actions, percentile  # noqa: E402
from tests.support.fake_discord import (  # noqa: E402
    API_PREFIX,
    GATEWAY_PATH,
    FakeDiscord,
    InteractionHandle,
    json_response,
)
from tests.support.fake_model import FakeChannel, FakeMessage, FakeUser  # noqa: E402

MESSAGE_ID = re.compile(r"(?:/|<#)(\d+)")
"""The lobby in ``/boston new``'s answer: its thread's mention (a thread started from a
message has the message's id) or, without a thread, the message's link."""
LAG_PERIOD = 0.05
STALL = 30.0
"""Seconds a table may wait for anyone's turn before it counts as stalled and stops."""
DRAIN = 60.0
"""Seconds after the window for a bot that fell behind to get the window's last clicks."""

# --- rate limits ------------------------------------------------------------------------------

LIMITS: dict[str, tuple[int, float]] = {
    # Interaction callbacks: one bucket for all, as big as Discord reports (50,000 a day).
    "POST /interactions/{interaction_id}/{interaction_token}/callback": (50_000, 86_400.0),
    # Messages in a channel (or thread): Discord's familiar 5 per 5 s for posts and edits.
    "POST /channels/{channel_id}/messages": (5, 5.0),
    "PATCH /channels/{channel_id}/messages/{message_id}": (5, 5.0),
    "DELETE /channels/{channel_id}/messages/{message_id}": (5, 1.0),
}
WEBHOOK_LIMIT = (5, 2.0)
"""Every route of one interaction token (followups, edits of its messages): one bucket."""
DEFAULT_LIMIT = (50, 1.0)
MAJOR = ("channel_id", "guild_id", "webhook_id", "webhook_token")
"""discord.py's major parameters: a bucket is shared per route hash and these values."""


@dataclass(slots=True)
class _Window:
    ends: float
    used: int = 0


class RateLimits:
    """Fixed windows per (bucket, major parameters), with the headers Discord would send."""

    def __init__(self) -> None:
        self._windows: dict[str, _Window] = {}
        self.limited: Counter[str] = Counter()
        self.exhausted: Counter[str] = Counter()

    @staticmethod
    def rule(route: str) -> tuple[str, tuple[int, float]]:
        if " /webhooks/{webhook_id}/{webhook_token}" in route:
            return "webhook", WEBHOOK_LIMIT
        return route, LIMITS.get(route, DEFAULT_LIMIT)

    def take(self, route: str, params: Mapping[str, str]) -> tuple[dict[str, str], float | None]:
        """The headers for one request, and the seconds to retry after when it is over."""
        name, (limit, period) = self.rule(route)
        bucket = hashlib.blake2b(name.encode(), digest_size=8).hexdigest()
        key = bucket + ":" + "+".join(params[k] for k in MAJOR if k in params)
        now = time.monotonic()
        window = self._windows.get(key)
        if window is None or now >= window.ends:
            window = self._windows[key] = _Window(now + period)
        reset_after = window.ends - now
        headers = {
            "X-RateLimit-Limit": str(limit),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": bucket,
        }
        if window.used >= limit:
            self.limited[route] += 1
            headers |= {"X-RateLimit-Remaining": "0", "X-RateLimit-Scope": "user", "Via": "1.1"}
            return headers, reset_after
        window.used += 1
        if window.used == limit:
            self.exhausted[route] += 1
        headers["X-RateLimit-Remaining"] = str(limit - window.used)
        return headers, None


# --- the fake with the benchmark's additions ---------------------------------------------------


class BenchFake(FakeDiscord):
    """The test fake plus rate-limit headers, callback stamps and message watchers."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.limits = RateLimits()
        self.answered: dict[int, float] = {}
        """Interaction id → loop time its first callback request reached the fake."""
        self.watchers: dict[int, Callable[[], None]] = {}
        """Message id → called whenever the bot creates or changes that message."""
        self.awaiting: dict[int, int] = {}
        """Message id → the interaction clicked on it whose answer will redraw it (0 while the
        click is being sent: a quick answer may come before its id is known here)."""
        self.early: dict[int, float] = {}
        self.redrawn: dict[int, float] = {}
        """Interaction id → loop time the message clicked on was first redrawn after it."""
        self.gc_pauses: list[float] = []
        """The fake's own collection pauses in the window (seconds): its lag, not the bot's."""
        self.gc_recording = False
        self._gc_started = 0.0
        gc.callbacks.append(self._on_gc)

    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        if request.path.rstrip("/") == GATEWAY_PATH:
            return await super()._middleware(request, handler)
        now = asyncio.get_running_loop().time()
        resource = request.match_info.route.resource
        template = resource.canonical if resource is not None else request.path
        route = f"{request.method} {template.removeprefix(API_PREFIX)}"
        headers, retry_after = self.limits.take(route, request.match_info)
        if retry_after is not None:
            body = {"message": "You are being rate limited.", "retry_after": retry_after}
            return json_response(body | {"global": False}, 429, headers)
        if route.endswith("/callback"):
            self.answered.setdefault(int(request.match_info["interaction_id"]), now)
        response = await super()._middleware(request, handler)
        response.headers.update(headers)
        # Only the route and status are counted afterwards. A request's body kept for the
        # whole run (a hand view is ~150 objects) grew the fake's heap with every request
        # the bot made, and with it the fake's own collection pauses — lag that was counted
        # against the bot that made the most requests.
        record = self._record(request)
        record.json = record.message_payload = None
        record.files = []
        return response

    def _publish(self, request: web.Request, msg: FakeMessage, body: Any, *, created: bool) -> None:
        super()._publish(request, msg, body, created=created)
        clicked = self.awaiting.pop(msg.id, None)
        if clicked == 0:
            self.early[msg.id] = asyncio.get_running_loop().time()
        elif clicked is not None:
            self.redrawn[clicked] = asyncio.get_running_loop().time()
        wake = self.watchers.get(msg.id)
        if wake is not None:
            wake()

    def forget_history(self) -> None:
        """Drop the gateway frames kept for RESUME: a benchmark never resumes."""
        for session in self._sessions:
            session.sent.clear()

    async def dispatch(self, event: str, data: Any, guild: Any = None) -> None:
        await super().dispatch(event, data, guild)
        self.forget_history()  # nor keeps them: they would grow the heap (see _middleware)

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        elif self.gc_recording:
            self.gc_pauses.append(time.perf_counter() - self._gc_started)


# --- the schedule and the record of clicks ---------------------------------------------------


def schedule(seed: int, table: int, think: float, until: float) -> list[float]:
    """Click times (seconds from the start) of one table: a Poisson process of mean gap
    ``think``, the same for any bot given the same seed."""
    rng = random.Random(f"{seed}:{table}")
    times: list[float] = []
    now = rng.expovariate(1 / think)
    while now < until:
        times.append(now)
        now += rng.expovariate(1 / think)
    return times


@dataclass
class Click:
    kind: str
    handle: InteractionHandle
    due: float
    """The scheduled loop time; ``handle.created_at`` is when it went."""


@dataclass
class Record:
    fake: BenchFake
    window: tuple[float, float] = (math.inf, math.inf)
    clicks: list[Click] = field(default_factory=lambda: [])
    handovers: list[float] = field(default_factory=lambda: [])
    sent: int = 0
    stalled: int = 0
    failures: list[str] = field(default_factory=lambda: [])

    def inside(self, when: float) -> bool:
        return self.window[0] <= when < self.window[1]

    def add(self, kind: str, handle: InteractionHandle, due: float) -> None:
        # Measured: the clicks *scheduled* in the window, whenever they went — the same set for
        # both bots. Counted for the rates per click: the clicks *sent* in the window.
        if self.inside(handle.created_at):
            self.sent += 1
        if self.inside(due):
            self.clicks.append(Click(kind, handle, due))


async def _sleep_until(when: float) -> None:
    delay = when - asyncio.get_running_loop().time()
    if delay > 0:
        await asyncio.sleep(delay)


# --- the Boston people ------------------------------------------------------------------------


@dataclass
class Person:
    user: FakeUser
    view: FakeMessage | None = None
    pending: InteractionHandle | None = None
    last_seen: tuple[str, ...] = ()
    """The enabled action ids of the view when this person last clicked in it."""


class BostonTable:
    def __init__(
        self, fake: BenchFake, index: int, channel: FakeChannel, rng: random.Random
    ) -> None:
        self.fake = fake
        self.index = index
        self.channel = channel
        self.rng = rng
        self.people = [Person(fake.add_user(f"t{index}p{p}")) for p in range(4)]
        self.message: FakeMessage | None = None
        self.changed = asyncio.Event()
        self.bid = False
        self.chosen = False
        """The contract select was used in this auction: bid (or pass) next."""
        self.last_action: InteractionHandle | None = None
        self.record: Record | None = None

    def wake(self) -> None:
        self.changed.set()
        last = self.last_action
        if last is not None and self.record is not None and self._ready() is not None:
            # The next person can act: the hand-over from the last move is complete.
            self.last_action = None
            answered = self.fake.answered.get(last.id)
            if answered is not None and self.record.inside(answered):
                now = asyncio.get_running_loop().time()
                self.record.handovers.append(now - answered)

    def _watch(self, person: Person, view: FakeMessage) -> None:
        person.view = view
        self.fake.watchers[view.id] = self.wake

    async def open(self) -> None:
        fake, host = self.fake, self.people[0].user
        reply = await (await fake.slash(host, "boston new", channel=self.channel)).message(120)
        found = MESSAGE_ID.findall(reply.content)
        if not found:
            raise RuntimeError(f"table {self.index} not opened: {reply.text!r}")
        message = self.message = fake.messages[int(found[-1])]
        for person in self.people[1:]:
            await (await fake.click(person.user, message, label="Join")).response(within=120)
        await fake.wait_for(lambda: not message.component(label="Start").get("disabled"), 120)
        await (await fake.click(host, message, label="Start")).response(within=120)
        await fake.wait_for(lambda: "My hand" in message.labels, 120, what="the start")
        handles = [await fake.click(p.user, message, label="My hand") for p in self.people]
        for person, handle in zip(self.people, handles, strict=True):
            self._watch(person, await handle.message(within=120))

    def _ready(self) -> tuple[Person, dict[str, str]] | None:
        """The person who can click now (their view shows their turn), with its actions."""
        for person in self.people:
            view = person.view
            pending = person.pending
            if view is None or (pending is not None and pending.id not in self.fake.answered):
                continue
            codes = enabled_actions(view)
            if (codes or view.selects) and tuple(codes.values()) != person.last_seen:
                return person, codes
        return None

    async def _wait_ready(self) -> tuple[Person, dict[str, str]] | None:
        while True:
            self.changed.clear()
            ready = self._ready()
            if ready is not None:
                return ready
            try:
                await asyncio.wait_for(self.changed.wait(), STALL)
            except TimeoutError:
                return None

    def _notice(self, user: FakeUser) -> FakeMessage | None:
        """The newest turn notice calling ``user`` in the table's thread, if any is up."""
        assert self.message is not None
        place = self.message.thread or self.channel
        for message in reversed(place.messages):
            if not message.deleted and user.id in message.notified and "My hand" in message.labels:
                return message
        return None

    async def play(self, times: list[float], start: float, record: Record, reopen: float) -> None:
        fake = self.fake
        self.record = record
        for due in (start + t for t in times):
            await _sleep_until(due)
            ready = await self._wait_ready()
            if ready is None:
                record.stalled += 1
                return
            person, codes = ready
            view = person.view
            assert view is not None
            if self.rng.random() < reopen:
                # Reopen the hand view from the turn notice (or the table message).
                source = self._notice(person.user) or self.message
                assert source is not None
                handle = await fake.click(person.user, source, label="My hand")
                record.add("hand", handle, due)
                person.pending = handle
                asyncio.get_running_loop().create_task(self._adopt(person, handle))
                continue
            if any(code.startswith("play.") for code in codes):
                self.bid = self.chosen = False  # play has begun: the next auction is new
            select = view.selects[0] if view.selects else None
            if (
                not self.bid
                and not self.chosen
                and select is not None
                and "bid.5.plain" not in codes
                and any(o["value"] == "5" for o in select["options"])
            ):
                fake.awaiting[view.id] = 0
                handle = await fake.select(person.user, view, select["custom_id"], ["5"])
                kind = "select"
                self.chosen = True
            else:
                chosen = choose(codes, self.bid) or next(iter(codes.values()), "")
                if not chosen:
                    record.failures.append(f"table {self.index}: nothing to click")
                    return
                self.bid = self.bid or chosen.endswith(":bid.5.plain")
                fake.awaiting[view.id] = 0
                handle = await fake.click(person.user, view, chosen)
                kind = "action"
                self.last_action = handle
            person.last_seen = tuple(codes.values())
            person.pending = handle
            early = fake.early.pop(view.id, None)
            if early is not None:
                fake.redrawn[handle.id] = early
            elif fake.awaiting.get(view.id) == 0:
                fake.awaiting[view.id] = handle.id
            record.add(kind, handle, due)

    async def _adopt(self, person: Person, handle: InteractionHandle) -> None:
        """A reopened view becomes the person's view once the bot has sent it."""
        try:
            view = await handle.message(within=60)
        except TimeoutError:
            return
        person.last_seen = ()
        self._watch(person, view)
        self.wake()


# --- the floor people -------------------------------------------------------------------------


class FloorTable:
    def __init__(self, fake: BenchFake, index: int, channel: FakeChannel) -> None:
        self.fake = fake
        self.channel = channel
        self.users = [fake.add_user(f"t{index}p{p}") for p in range(4)]
        self.message: FakeMessage | None = None

    async def open(self) -> None:
        handle = await self.fake.slash(self.users[0], "floor", channel=self.channel)
        self.message = await handle.message(within=120)

    async def play(self, times: list[float], start: float, record: Record, reopen: float) -> None:
        assert self.message is not None
        for n, due in enumerate(start + t for t in times):
            await _sleep_until(due)
            handle = await self.fake.click(self.users[n % 4], self.message, label="Ack")
            record.add("ack", handle, due)


# --- measuring ----------------------------------------------------------------------------------


def split_shards(count: int, processes: int) -> list[str]:
    """The ``--shards`` of each of ``processes`` cluster processes sharing ``count`` shards:
    contiguous ranges, as even as can be (``split_shards(4, 2) == ["0-1", "2-3"]``)."""
    if not 1 <= processes <= count:
        raise ValueError(f"{processes} processes cannot share {count} shards")
    bounds = [count * n // processes for n in range(processes + 1)]
    return [f"{first}-{last - 1}" for first, last in itertools.pairwise(bounds)]


def _spawn_env(fake: BenchFake, db: Path, url: str | None) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_", "DEV_"))
    }
    return env | {
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        **({"DATABASE_PATH": str(db)} if url is None else {"DATABASE_URL": url}),
        "LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
    }


async def _events(db: Path, url: str | None) -> int:
    # The benchmark's own look at what the bot stored (read-only), on either backend.
    if url is None:
        return await asyncio.to_thread(_sqlite_events, db)
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT COUNT(*) FROM events"))
    finally:
        await conn.close()


def _sqlite_events(db: Path) -> int:
    if not db.exists():
        return 0
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM events").fetchone()[0])
    finally:
        conn.close()


STAGES = (
    ("to_bot", "created", "frame"),
    ("decoding", "frame", "parsing"),
    ("to_task", "parsing", "started"),
    ("to_commit", "started", "commit"),
    ("commit", "commit", "committed"),
    ("to_drawing", "committed", "drawing"),
    ("drawing", "drawing", "drawn"),
    ("to_answer", "drawn", "answering"),
    ("request", "answering", "sent"),
    ("to_fake", "sent", "answered"),
)
"""A move's stages in path order, between the fake's two stamps (the click created, its answer
received) and the bot's points in between (``bot_probe.py --stages``): all on one clock."""

WHOLES = (("in_bot", "frame", "sent"), ("whole", "created", "answered"))
"""The bot's part of a move's path, and the whole of it (the click's latency)."""


def _stages(
    stats: list[dict[str, Any]], stamped: Mapping[int, tuple[float, float]]
) -> dict[str, Any]:
    """Each stage's summary over the moves: the answered clicks that passed every point (moves
    answered in place once saved). ``moves`` counts them, ``partial`` the answered clicks that
    missed a point (no commit, an answer sent anew), ``out_of_order`` those whose points were
    not in path order (a probe's fault: there should be none); empty without ``--stages``.
    ``stamped``: each answered click's creation and answer, by interaction id (the fake's)."""
    if not stats:
        return {}
    points = ["created", *(end for _, _, end in STAGES)]
    moves: list[dict[str, float]] = []
    partial = out_of_order = 0
    for bot in stats:
        for click_id, click in bot["stages"].items():
            if int(click_id) not in stamped:  # JSON's keys are text
                continue
            created, answered = stamped[int(click_id)]
            path = {"created": created, **click, "answered": answered}
            if not all(p in path for p in points):
                partial += 1
            elif not all(path[a] <= path[b] for a, b in itertools.pairwise(points)):
                out_of_order += 1
            else:
                moves.append(path)
    return {"moves": len(moves), "partial": partial, "out_of_order": out_of_order} | {
        name: _summary([move[end] - move[start] for move in moves])
        for name, start, end in (*STAGES, *WHOLES)
    }


def _bot_figures(
    stats: list[dict[str, Any]], clicks: int, stamped: Mapping[int, tuple[float, float]]
) -> dict[str, Any]:
    """The probes' figures of every bot process: CPU added up, pauses and lags pooled, and each
    process's own share of a core (the busiest one's is ``thread_cpu_share``). ``stamped``:
    each answered click's creation and answer in the fake, by interaction id."""
    n = max(1, clicks)
    pauses = [pause for bot in stats for pause in bot["gc"]]
    gc_by_gen: dict[str, dict[str, float]] = {}
    for generation, seconds, cpu in pauses:
        entry = gc_by_gen.setdefault(
            str(generation), {"count": 0, "total_ms": 0.0, "max_ms": 0.0, "cpu_ms": 0.0}
        )
        entry["count"] += 1
        entry["total_ms"] += seconds * 1000
        entry["max_ms"] = max(entry["max_ms"], seconds * 1000)
        entry["cpu_ms"] += cpu * 1000
    shares = [bot["thread_cpu"] / bot["seconds"] for bot in stats]
    stages = _stages([bot for bot in stats if "stages" in bot], stamped)
    census: dict[str, list[float]] = {}
    for bot in stats:
        for name, (count, seconds) in bot.get("census", {}).items():
            entry = census.setdefault(name, [0.0, 0.0])
            entry[0] += count / n
            entry[1] += seconds * 1000 / n
    census_io: dict[str, list[float]] = {}
    for bot in stats:
        for name, (count, cpu, wall) in bot.get("census_io", {}).items():
            entry = census_io.setdefault(name, [0.0, 0.0, 0.0])
            entry[0] += count / n
            entry[1] += cpu * 1000 / n
            entry[2] += wall * 1000 / n
    return {
        "thread_cpu_ms_per_click": sum(bot["thread_cpu"] for bot in stats) * 1000 / n,
        "process_cpu_ms_per_click": sum(bot["process_cpu"] for bot in stats) * 1000 / n,
        "thread_cpu_share": max(shares),
        "gc": gc_by_gen,
        "gc_pause_ms": _summary([s for _, s, _ in pauses]),
        "loop_lag_ms": _summary([lag for bot in stats for lag in bot["lags"]]),
        # A move's wait for its durable commit (the Boston bot; none for the floor).
        "commit_ms": _summary([c for bot in stats for _, c in bot.get("commits", [])]),
        # The same commits' transactions on SQLite's thread, and how many events each held.
        "group_ms": _summary([g for bot in stats for _, g, _ in bot.get("groups", [])]),
        "group_events": _counts([n for bot in stats for _, _, n in bot.get("groups", [])]),
        # A move's path through the bot, stage by stage (``--stages`` only).
        **({"stages_ms": stages} if stages else {}),
        # Per click, by what the callback belongs to: [callbacks, ms] (``--census`` only).
        **({"census_per_click": census} if census else {}),
        # Per click: the loop's polls and its socket writes, [count, CPU ms, wall ms].
        **({"census_io_per_click": census_io} if census_io else {}),
        "processes": [
            {
                "thread_cpu_share": share,
                "process_cpu_share": bot["process_cpu"] / bot["seconds"],
                "gc_max_ms": max((s * 1000 for _, s, _ in bot["gc"]), default=0.0),
                "loop_lag_ms": _summary(bot["lags"]),
            }
            for bot, share in zip(stats, shares, strict=True)
        ],
    }


def _category(route: str) -> str:
    method, _, path = route.partition(" ")
    if path.endswith("/callback"):
        return "callbacks"
    if path.startswith("/webhooks/"):
        return {"POST": "followups", "PATCH": "view_edits", "DELETE": "deletions"}.get(
            method, "other"
        )
    if path == "/channels/{channel_id}/messages" and method == "POST":
        return "messages_created"
    if path == "/channels/{channel_id}/messages/{message_id}":
        return {"PATCH": "message_edits", "DELETE": "deletions"}.get(method, "other")
    return "other"


def _by_switch(
    bot: dict[str, Any], answered: list[Click], latencies: list[float], *, interval: bool
) -> dict[str, dict[str, Any]]:
    """Clicks and commits split by the switch interval (``--ab-switch``, ``interval``) or the
    value of the flag (``--ab-flag``) the bot ran with when they began (one process). The
    fake's loop and the probe both keep ``time.monotonic``, the machine's one monotonic
    clock."""
    switches: list[tuple[float, Any, float]] = [tuple(s) for s in bot["switches"]]
    starts = [start for start, _, _ in switches]

    def label(value: Any) -> str:
        return f"{value * 1000:g} ms" if interval else repr(value)

    def setting(at: float) -> str:
        return label(switches[max(0, bisect.bisect_right(starts, at) - 1)][1])

    clicks: dict[str, list[float]] = {}
    moves: dict[str, list[float]] = {}
    for click, latency in zip(answered, latencies, strict=True):
        key = setting(click.handle.created_at)
        clicks.setdefault(key, []).append(latency)
        if click.kind == "action":
            moves.setdefault(key, []).append(latency)
    commits: dict[str, list[float]] = {}
    for start, seconds in bot["commits"]:
        commits.setdefault(setting(start), []).append(seconds)
    groups: dict[str, list[float]] = {}
    for start, seconds, _ in bot["groups"]:
        groups.setdefault(setting(start), []).append(seconds)
    # The main thread's CPU in each period, by the setting in force, per click begun in it.
    cpu: dict[str, float] = {}
    for index, (_, value, begun) in enumerate(switches):
        last = index + 1 == len(switches)
        ended = bot["switches_end"][1] if last else switches[index + 1][2]
        cpu[label(value)] = cpu.get(label(value), 0.0) + ended - begun
    return {
        key: {
            "cpu_ms_per_click": cpu.get(key, 0.0) * 1000 / len(clicks[key]),
            "latency_ms": _summary(clicks[key]),
            "moves_ms": _summary(moves.get(key, [])),
            "commit_ms": _summary(commits.get(key, [])),
            "group_ms": _summary(groups.get(key, [])),
        }
        for key in sorted(clicks)
    }


def _counts(values: list[int]) -> dict[str, float]:
    """Median, p99 and largest of counts (events per group)."""
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    return {
        "n": len(ordered),
        "p50": statistics.median(ordered),
        "p99": ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))],
        "max": ordered[-1],
    }


def _summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    ms = sorted(v * 1000 for v in values)
    return {
        "n": len(ms),
        "p50": statistics.median(ms),
        "p90": percentile(ms, 0.90),
        "p99": percentile(ms, 0.99),
        "max": ms[-1],
        "mean": statistics.fmean(ms),
    }


async def _lag_probe(into: list[float], stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        before = loop.time()
        await asyncio.sleep(LAG_PERIOD)
        into.append(loop.time() - before - LAG_PERIOD)


async def measure(args: argparse.Namespace) -> dict[str, Any]:
    kind: str = args.kind
    tables: int = args.tables
    url: str | None = args.database_url
    # Unsharded: one process, as ``python -m bot``. Sharded: each process serves its range.
    shard_args = (
        [[]]
        if not args.shard_count
        else [
            ["run", "--shards", ids, "--shard-count", str(args.shard_count)]
            for ids in split_shards(args.shard_count, args.processes)
        ]
    )
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite3"
        stats = [Path(tmp) / f"bot-stats-{n}.json" for n in range(len(shard_args))]
        fake = BenchFake(default_timeout=120, shard_count=max(1, args.shard_count))
        async with fake:
            # Tables spread over a server per shard, so every shard (and process) has its share.
            guilds = fake.guild_per_shard()
            channels = [
                fake.add_channel(guilds[t % len(guilds)], f"table-{t}") for t in range(tables)
            ]
            table_rng = random.Random(args.seed)
            people: list[BostonTable] | list[FloorTable] = (
                [
                    BostonTable(fake, t, channels[t], random.Random(table_rng.random()))
                    for t in range(tables)
                ]
                if kind == "boston"
                else [FloorTable(fake, t, channels[t]) for t in range(tables)]
            )
            processes: list[asyncio.subprocess.Process] = []
            for n, bot_args in enumerate(shard_args):
                command = [sys.executable, str(ROOT / "benchmarks" / "bot_probe.py"), str(stats[n])]
                if kind == "floor":
                    command.append("--floor")
                elif kind == "floor-busy":
                    command += ["--floor", "--busy"]
                if args.cprofile:
                    command += ["--cprofile", f"{args.cprofile}.{n}" if n else args.cprofile]
                if args.census:
                    command.append("--census")
                if args.stages and kind == "boston":
                    command.append("--stages")
                if args.default_intents:
                    command.append("--default-intents")
                if args.ab_switch is not None:
                    command += ["--ab-switch", str(args.ab_switch)]
                if args.ab_flag is not None:
                    command += ["--ab-flag", args.ab_flag]
                command += ["--", *bot_args] if bot_args else []
                processes.append(
                    await asyncio.create_subprocess_exec(
                        *command,
                        cwd=tmp,
                        env=_spawn_env(fake, db, url),
                        stdout=asyncio.subprocess.DEVNULL,
                    )
                )
            try:
                await fake.wait_for(
                    lambda: fake.sync_count >= len(processes), 120, what="the command sync"
                )
                await fake.wait_for(
                    lambda: len(fake.connected_shards) == fake.shard_count,
                    120,
                    what="every shard's gateway",
                )
                # Fewer lobbies at once than a server may have waiting (the bot's limit is 25).
                gate = asyncio.Semaphore(20)

                async def opened(table: BostonTable | FloorTable) -> None:
                    async with gate:
                        await table.open()

                set_up = time.perf_counter()
                await asyncio.gather(*(opened(t) for t in people))
                set_up = time.perf_counter() - set_up
                fake.forget_history()
                gc.collect()
                gc.freeze()  # the fake's own pauses stay short: its world is built
                record = Record(fake)
                loop = asyncio.get_running_loop()
                start = loop.time() + 0.5
                measured = max(args.min_seconds, args.samples * args.think / tables * 1.1)
                until = args.warmup + measured
                record.window = (start + args.warmup, start + until)
                plans = [schedule(args.seed, t, args.think, until) for t in range(tables)]
                tasks = [
                    loop.create_task(table.play(plan, start, record, args.reopen))
                    for table, plan in zip(people, plans, strict=True)
                ]
                await _sleep_until(record.window[0])
                if args.py_spy_ready:
                    pids = " ".join(str(process.pid) for process in processes)
                    await asyncio.to_thread(Path(args.py_spy_ready).write_text, pids)
                for process in processes:
                    process.send_signal(signal.SIGUSR1)
                first_request = len(fake.requests)
                events_before = await _events(db, url) if kind == "boston" else 0
                cpu_fake = time.process_time()
                limited_before = sum(fake.limits.limited.values())
                exhausted_before = Counter(fake.limits.exhausted)
                stop_lag = asyncio.Event()
                fake_lags: list[float] = []
                lag_task = loop.create_task(_lag_probe(fake_lags, stop_lag))
                # The fake stands for Discord: its own collection pauses (up to 140 ms here,
                # in a heap that grows with every message and request of the run) are not
                # the bot's latency, so its collector rests during the window.
                gc.disable()
                fake.gc_recording = True
                await _sleep_until(record.window[1])
                fake.gc_recording = False
                gc.enable()
                for process in processes:
                    process.send_signal(signal.SIGUSR2)
                cpu_fake = (time.process_time() - cpu_fake) / measured
                stop_lag.set()
                routes = Counter(r.route for r in fake.requests[first_request:])
                events = (await _events(db, url) - events_before) if kind == "boston" else 0
                limited = fake.limits.limited.copy()
                exhausted = fake.limits.exhausted - exhausted_before
                await lag_task
                # A bot that fell behind still gets the window's late clicks, for a while.
                await asyncio.wait(tasks, timeout=DRAIN)
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
                # Every click of the window gets its answer (or counts as unanswered).
                with contextlib.suppress(TimeoutError):
                    await fake.wait_for(
                        lambda: all(c.handle.id in fake.answered for c in record.clicks), 30
                    )
                await fake.wait_for(
                    lambda: all(path.exists() for path in stats), 60, what="the bots' figures"
                )
                bots = [json.loads(path.read_text()) for path in stats]
                scheduled = sum(1 for plan in plans for t in plan if args.warmup <= t < until)
            finally:
                for process in processes:
                    if process.returncode is None:
                        process.terminate()
                for process in processes:
                    await process.wait()
    clicks = record.clicks
    answered = [c for c in clicks if c.handle.id in fake.answered]
    latencies = [fake.answered[c.handle.id] - c.handle.created_at for c in answered]
    slips = [max(0.0, c.handle.created_at - c.due) for c in clicks]
    # For the Boston bot: until the view clicked in shows the answer (the same moment as the
    # callback when the answer is the redrawn view; later if the bot defers and edits after).
    redrawn = [
        fake.redrawn[c.handle.id] - c.handle.created_at
        for c in clicks
        if c.handle.id in fake.redrawn
    ]
    by_kind: dict[str, list[float]] = {}
    for c, value in zip(answered, latencies, strict=True):
        by_kind.setdefault(c.kind, []).append(value)
    categories: Counter[str] = Counter()
    for route, count in routes.items():
        categories[_category(route)] += count
    n = max(1, record.sent)
    expired = sum(1 for v in latencies if v > fake.ack_deadline)
    non_interaction = sum(
        count
        for route, count in routes.items()
        if "/interactions/" not in route and "/webhooks/" not in route
    )
    return {
        "kind": kind,
        "tables": tables,
        "seed": args.seed,
        "think_s": args.think,
        "setup_s": set_up,
        "measured_s": measured,
        "scheduled": scheduled,
        "clicks": len(clicks),
        "not_sent": scheduled - len(clicks),
        "sent_in_window": record.sent,
        "clicks_per_s": record.sent / measured,
        "unanswered": len(clicks) - len(answered),
        "expired": expired,
        "answered_per_s": (len(answered) - expired) / measured,
        "missed": scheduled - len(answered) + expired,
        "processes": len(processes),
        "shard_count": args.shard_count,
        "latency_ms": _summary(latencies),
        "by_kind_ms": {k: _summary(v) for k, v in sorted(by_kind.items())},
        "late": {
            "share": sum(1 for s in slips if s > 0.05) / max(1, len(clicks)),
            "slip_ms": _summary(slips),
        },
        "redrawn_ms": _summary(redrawn),
        "handover_ms": _summary(record.handovers),
        "stalled_tables": record.stalled,
        "failures": record.failures[:5],
        "requests": dict(sorted(categories.items())),
        "requests_per_click": {k: v / n for k, v in sorted(categories.items())},
        "rate_limited_429": sum(limited.values()) - limited_before,
        "rate_limited_routes": dict(limited),
        "buckets_emptied": dict(exhausted),
        "channel_requests_per_s": non_interaction / measured,
        "events_per_s": events / measured,
        "bot": _bot_figures(
            bots,
            record.sent,
            {c.handle.id: (c.handle.created_at, fake.answered[c.handle.id]) for c in answered},
        ),
        **(
            {"ab_switch": _by_switch(bots[0], answered, latencies, interval=True)}
            if args.ab_switch
            else {}
        ),
        **(
            {"ab_flag": _by_switch(bots[0], answered, latencies, interval=False)}
            if args.ab_flag
            else {}
        ),
        "fake": {
            "cpu_share": cpu_fake,
            "loop_lag_ms": _summary(fake_lags),
            "gc_pause_ms": _summary(fake.gc_pauses),
        },
    }


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="one run of the Discord latency benchmark")
    p.add_argument("--kind", choices=("boston", "floor", "floor-busy"), required=True)
    p.add_argument("--tables", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--think", type=float, default=1.0, help="mean seconds between a table's clicks")
    p.add_argument("--warmup", type=float, default=5.0, help="seconds of clicks not measured")
    p.add_argument("--samples", type=int, default=2000, help="clicks to measure (expected)")
    p.add_argument("--min-seconds", type=float, default=10.0)
    p.add_argument("--reopen", type=float, default=0.05, help="chance a turn starts in a new view")
    p.add_argument("--cprofile", help="profile the bot's main thread with cProfile into this file")
    p.add_argument(
        "--census", action="store_true", help="count and time the event loop's callbacks by task"
    )
    p.add_argument(
        "--ab-switch",
        type=float,
        help="alternate the bot's switch interval with this one (seconds) every 2 s",
    )
    p.add_argument(
        "--default-intents",
        action="store_true",
        help="the Boston bot asks for discord.py's default intents (message events and all)",
    )
    p.add_argument(
        "--ab-flag",
        metavar="MODULE:NAME=VALUE",
        help="alternate a module-level setting of the bot with VALUE every 2 s "
        "(e.g. bot.routing:CLICKS_FIRST=0)",
    )
    p.add_argument(
        "--stages",
        action="store_true",
        help="time each move's stages in the Boston bot (an estimated few µs a click)",
    )
    p.add_argument("--py-spy-ready", help="write the bots' pids here when measurement starts")
    p.add_argument(
        "--shard-count", type=int, default=0, help="run the bot sharded, with this many shards"
    )
    p.add_argument("--processes", type=int, default=1, help="cluster processes sharing them")
    p.add_argument("--database-url", help="one PostgreSQL for every process (else a SQLite file)")
    return p


def main() -> int:
    args = parser().parse_args()
    if args.cprofile:
        args.cprofile = str(Path(args.cprofile).resolve())
    result = asyncio.run(measure(args))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
