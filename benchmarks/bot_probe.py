"""Run a bot with the benchmark's probes installed: the Boston bot exactly as ``python -m bot``
runs it, or the floor bot (``benchmarks/floor_bot.py``).

Run: ``python benchmarks/bot_probe.py STATS.json [--floor [--busy]] [--cprofile OUT.prof] [--census]
[--stages] [--ab-switch SECONDS] [--ab-flag MODULE:NAME=VALUE] [--default-intents] [-- ARGS…]``,
with the bot's usual settings in the environment (``DISCORD_TOKEN``, ``DISCORD_API_BASE``, …);
``ARGS`` after ``--`` are the bot's own command line (``run --shards 0-1 --shard-count 4`` for a
cluster process).

Like a ``sitecustomize``, this only adds observers before handing over to the real entry point
(``runpy`` runs the ``bot`` package as ``__main__``, so its start-up, the collector's policy
included, is the production one); nothing in ``bot/`` knows about it. Measurement runs between
SIGUSR1 and SIGUSR2; at SIGUSR2 the figures are written to STATS as JSON:

* ``gc``: every garbage-collection pause (``gc.callbacks``), as ``[generation, wall seconds,
  CPU seconds]`` (on a busy machine the wall time includes waiting for a core; the CPU time
  is the collector's own work);
* ``thread_cpu``/``process_cpu``: CPU seconds of the main thread (``time.thread_time``: where
  the event loop, discord.py and the bot run) and of the whole process (SQLite's thread too);
* ``lags``: the event loop's lag, the overshoot of a 50 ms sleep, sampled all along;
* ``seconds``: wall time between the two signals;
* ``commits`` (the Boston bot): each group commit a move waits for, as ``[start, seconds]``
  (``time.monotonic``, the clock of the fake's event loop), from the call to its return
  (``Connection._group_commit``): the durable write, the hand-overs to the database's thread
  and back, and the turns of the event loop in between;
* ``groups`` (SQLite): each group's transaction as SQLite's thread ran it, as ``[start,
  seconds, events]``: the statements and the sync, with the waits for the interpreter's lock
  between them. A commit's wait beyond its group's time is spent queued behind the group in
  flight, or waiting for the event loop.

With ``--ab-switch SECONDS`` the interpreter's switch interval (``sys.setswitchinterval``: how
long a thread waiting for the interpreter's lock waits before it asks the running thread to
let go) alternates every ``AB_PERIOD`` seconds between the bot's own and ``SECONDS``; the
changes are written as ``switches``, ``[[start, interval, main-thread CPU clock], ...]``, so
that the fake can split its clicks, and the main thread's CPU, by the setting they met. Both
settings meet the same load in the same minute, which separate runs on a shared machine
cannot promise. ``--ab-flag MODULE:NAME=VALUE`` does the
same with a module-level setting of the bot, alternating between the module's own value and
``VALUE`` (a Python literal), written in ``switches`` as the value in force: e.g.
``bot.routing:CLICKS_FIRST=0`` turns the "clicks first" gate off every other period. The
module is looked up when the period starts, so a cog's module (loaded as an extension, after
the probe) works too.

With ``--default-intents`` the Boston bot identifies with discord.py's default intents
instead of its own (guilds only), to price the message events those would bring.

With ``--census`` every callback the event loop runs in the window is counted and timed by
what it belongs to (a task's coroutine, else the callback's own name), as ``census``:
``{name: [callbacks, CPU seconds]}``. Unlike a sampling profiler this counts exactly and never
mistakes the loop waiting in ``select`` for work. It also times, as ``census_io``
(``{name: [count, CPU seconds, wall seconds]}``):

* ``poll_may_wait``: the event loop's ``select`` with a timeout above zero (nothing was ready
  to run, so it may have waited);
* ``poll_no_wait``: its ``select`` with a zero timeout (callbacks or timers were due);
* ``write``: each ``_SelectorSocketTransport.write`` (the requests, and the gateway's frames);
* ``write_stalled``: the part of ``write`` whose wall time exceeded its CPU time by more than
  :data:`STALL`.

All this costs two reads of each clock per callback, poll and write. A write releases the
interpreter's lock, and its wall time can grow while its CPU time does not: on loopback the
write wakes the receiving process, which the scheduler may run before the writer gets its
core back, and in the Boston bot SQLite's thread may take the lock meanwhile (the floor has
no such thread). A sampling profiler counts either wait as the write's work. On Python 3.12
and newer, aiohttp may send a large body through ``writelines``, which is not timed.

With ``--stages`` (the Boston bot) each click the router takes is stamped
(``time.monotonic``) at the points of its path, written as ``stages``, ``{interaction id:
{point: seconds}}``: ``frame`` (its gateway frame's handling began), ``parsing`` (discord.py
called the interaction's parser, before the router matched it), ``started`` (the handler's
task first ran), ``commit`` and ``committed`` (the click's first group commit was called and
returned), ``drawing`` and ``drawn`` (its first hand view was looked up, and drawn on a miss),
``answering`` (its answer was handed to discord.py) and ``sent`` (the first request written to
a socket after that, as its write began). Only the click's own task stamps it (a task it
started inherits its context, not its stamps), and each point once; a click records only the
points it passed.
The wrappers cost an estimated few microseconds a click (not measured): sweeps leave them off.

With ``--cprofile`` the main thread is profiled with cProfile between the signals (it slows the
bot about twofold: use it for shares, never for latency; py-spy, attached from outside, does not
need this).
"""

from __future__ import annotations

import ast
import asyncio
import cProfile
import gc
import json
import runpy
import signal
import sys
import time
from contextvars import ContextVar
from pathlib import Path
from typing import Any

LAG_PERIOD = 0.05
AB_PERIOD = 2.0
_CLICK: ContextVar[tuple[asyncio.Task[Any], dict[str, float]] | None] = ContextVar(
    "probe_click", default=None
)
"""The task of the click being handled, and its stamps (``--stages``)."""
STALL = 50e-6
"""A socket write whose wall time exceeds its CPU time by more than this (seconds) counts as
stalled in ``census_io``."""


class Probe:
    def __init__(
        self,
        stats: Path,
        profile: Path | None,
        census: bool = False,
        switch_ab: float | None = None,
        flag_ab: tuple[str, str, object] | None = None,
        stages: bool = False,
    ) -> None:
        self.stats = stats
        self.stages: dict[int, dict[str, float]] | None = {} if stages else None
        """Interaction id → the points its click passed (``--stages``)."""
        self._frame = 0.0
        self.switch_ab = switch_ab
        self.flag_ab = flag_ab
        """(module, name, the other value) of ``--ab-flag``."""
        self._own_flag: object = None
        self.switches: list[tuple[float, object, float]] = []
        """(when, the setting in force from then on, the main thread's CPU clock then)."""
        self._own_switch = sys.getswitchinterval()
        self.census: dict[str, list[float]] | None = {} if census else None
        self.census_io: dict[str, list[float]] = {}
        self.profile_path = profile
        self.profiler = cProfile.Profile() if profile is not None else None
        self.recording = False
        self.pauses: list[tuple[int, float, float]] = []
        self.lags: list[float] = []
        self.commits: list[tuple[float, float]] = []
        self.groups: list[tuple[float, float, int]] = []
        self._gc_started = (0.0, 0.0)
        self._start: tuple[float, float, float] = (0.0, 0.0, 0.0)
        self.lag_task: asyncio.Task[None] | None = None

    def install(self) -> None:
        gc.callbacks.append(self._on_gc)
        if self.census is not None:
            self._count_callbacks(self.census)
            self._time_io(self.census_io)
        signal.signal(signal.SIGUSR1, lambda *_: self.begin())
        signal.signal(signal.SIGUSR2, lambda *_: self.end())
        self._start_lag_probe_at_login()

    def time_commits(self) -> None:
        """Wrap each backend's group commit (the Boston bot only: the floor has none)."""
        from db.database import PostgresDatabase, SqliteDatabase

        probe = self
        for backend in (SqliteDatabase, PostgresDatabase):
            commit = backend._group_commit  # pyright: ignore[reportPrivateUsage]

            async def timed(self: Any, work: Any, commit: Any = commit) -> None:
                started = time.monotonic()
                try:
                    await commit(self, work)
                finally:
                    if probe.recording:
                        done = time.monotonic()
                        probe.commits.append((started, done - started))
                        probe.stamp_once("commit", started)
                        probe.stamp_once("committed", done)

            backend._group_commit = timed  # type: ignore[method-assign]

        import db.sqlite as sqlite_backend

        run_group = sqlite_backend._commit_group  # pyright: ignore[reportPrivateUsage]

        def timed_group(conn: Any, works: Any) -> Any:
            started = time.monotonic()  # on SQLite's thread: a list append is thread-safe
            try:
                return run_group(conn, works)
            finally:
                if probe.recording:
                    probe.groups.append((started, time.monotonic() - started, len(works)))

        sqlite_backend._commit_group = timed_group  # pyright: ignore[reportPrivateUsage]

    def stamp_once(self, point: str, when: float, *, after: str | None = None) -> None:
        """Record ``point`` for the click whose own task runs now, unless it has it already
        (or, with ``after``, has not yet passed that point)."""
        owned = _CLICK.get() if self.stages is not None else None
        if owned is None or owned[0] is not asyncio.current_task():
            return
        click = owned[1]
        if point not in click and (after is None or after in click):
            click[point] = when

    def time_stages(self) -> None:
        """Wrap the points of a routed click's path (``--stages``; the Boston bot)."""
        import discord.gateway

        import cogs.boston.hand_view as hand_view
        import cogs.boston.wire as wire
        from bot import rest, routing

        probe = self
        received = discord.gateway.DiscordWebSocket.received_message

        async def frame(self: Any, msg: Any, /) -> None:
            probe._frame = time.monotonic()  # the parse below runs within this call
            await received(self, msg)

        parse = routing.RoutingState.parse_interaction_create

        def parsing(self: Any, data: Any) -> None:
            if probe.recording and probe.stages is not None:
                now = time.monotonic()
                probe.stages[int(data["id"])] = {"frame": probe._frame, "parsing": now}
            parse(self, data)

        call = routing.ComponentRouter._call  # pyright: ignore[reportPrivateUsage]

        async def started(handler: Any, interaction: Any, match: Any) -> None:
            click = probe.stages.get(interaction.id) if probe.stages is not None else None
            if click is not None:
                click["started"] = time.monotonic()
                task = asyncio.current_task()
                assert task is not None
                _CLICK.set((task, click))  # this task's context, and copied to its children
            await call(handler, interaction, match)

        get = hand_view.HandCache.get

        def drawn(self: Any, table: Any, key: Any, draw: Any) -> Any:
            started = time.monotonic()
            views = get(self, table, key, draw)
            probe.stamp_once("drawing", started)
            probe.stamp_once("drawn", time.monotonic())
            return views

        callback = wire._callback  # pyright: ignore[reportPrivateUsage]

        async def answering(interaction: Any, *args: Any, **kwargs: Any) -> Any:
            probe.stamp_once("answering", time.monotonic())
            return await callback(interaction, *args, **kwargs)

        send = rest._Connection.send  # pyright: ignore[reportPrivateUsage]

        def sent(self: Any, request: bytes) -> Any:
            # Before the write: on loopback the fake may read the request before the write
            # returns to the bot.
            probe.stamp_once("sent", time.monotonic(), after="answering")
            return send(self, request)

        discord.gateway.DiscordWebSocket.received_message = frame  # type: ignore[method-assign]
        routing.RoutingState.parse_interaction_create = parsing  # type: ignore[method-assign]
        routing.ComponentRouter._call = staticmethod(started)  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]
        hand_view.HandCache.get = drawn  # type: ignore[method-assign]
        wire._callback = answering  # pyright: ignore[reportPrivateUsage]
        rest._Connection.send = sent  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]

    def _on_gc(self, phase: str, info: dict[str, Any]) -> None:
        # Every generation: young collections are short but frequent; all stop the loop.
        if phase == "start":
            self._gc_started = (time.perf_counter(), time.thread_time())
        elif self.recording:
            wall, cpu = self._gc_started
            generation = int(info["generation"])
            self.pauses.append((generation, time.perf_counter() - wall, time.thread_time() - cpu))

    def _count_callbacks(self, census: dict[str, list[float]]) -> None:
        """Wrap ``Handle._run``, through which the event loop runs every callback and every
        step of every task."""
        run = asyncio.events.Handle._run  # pyright: ignore[reportPrivateUsage]
        probe = self
        clock = time.thread_time  # CPU, not wall: a callback may lose its core half-way

        def counted(handle: asyncio.events.Handle) -> None:
            if not probe.recording:
                run(handle)
                return
            started = clock()
            run(handle)
            spent = clock() - started
            entry = census.get(name := _owner(handle))
            if entry is None:
                census[name] = [1, spent]
            else:
                entry[0] += 1
                entry[1] += spent

        asyncio.events.Handle._run = counted  # type: ignore[method-assign]

    def _time_io(self, io: dict[str, list[float]]) -> None:
        """Wrap the selector's ``select`` and the socket transport's ``write``."""
        import selectors
        from asyncio import selector_events

        probe = self
        clock = time.thread_time

        def add(name: str, cpu: float, wall: float) -> None:
            entry = io.get(name)
            if entry is None:
                io[name] = [1, cpu, wall]
            else:
                entry[0] += 1
                entry[1] += cpu
                entry[2] += wall

        select = selectors.DefaultSelector.select

        def timed_select(selector: Any, timeout: float | None = None) -> Any:
            if not probe.recording:
                return select(selector, timeout)
            cpu, wall = clock(), time.perf_counter()
            ready = select(selector, timeout)
            # A zero timeout means callbacks or timers were due: the loop only looked.
            name = "poll_no_wait" if timeout == 0 else "poll_may_wait"
            add(name, clock() - cpu, time.perf_counter() - wall)
            return ready

        # Looked up by name: the typeshed stubs do not declare asyncio's private transport.
        transport_class: Any = getattr(selector_events, "_SelectorSocketTransport")  # noqa: B009
        write = transport_class.write

        def timed_write(transport: Any, data: Any) -> None:
            if not probe.recording:
                return write(transport, data)
            cpu, wall = clock(), time.perf_counter()
            write(transport, data)
            cpu, wall = clock() - cpu, time.perf_counter() - wall
            add("write", cpu, wall)
            if wall - cpu > STALL:
                add("write_stalled", cpu, wall)

        selectors.DefaultSelector.select = timed_select  # type: ignore[method-assign]
        transport_class.write = timed_write

    def _start_lag_probe_at_login(self) -> None:
        """Both bots are ``discord.Client``s: their ``login`` runs in the loop, early."""
        import discord

        login = discord.Client.login
        probe = self

        async def login_with_probe(self: discord.Client, token: str) -> None:
            probe.lag_task = asyncio.get_running_loop().create_task(probe._lag())
            await login(self, token)

        discord.Client.login = login_with_probe  # type: ignore[method-assign]

    async def _lag(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            before = loop.time()
            await asyncio.sleep(LAG_PERIOD)
            if self.recording:
                self.lags.append(loop.time() - before - LAG_PERIOD)
                self._alternate()

    def _alternate(self) -> None:
        """Swap the switch interval (or the flag) once the current one has run ``AB_PERIOD``
        seconds."""
        if not self.switches:
            return
        started, interval, _ = self.switches[-1]
        if time.monotonic() - started < AB_PERIOD:
            return
        if self.flag_ab is not None:
            module, name, other = self.flag_ab
            value = self._own_flag if interval == other else other
            setattr(sys.modules[module], name, value)
            self.switches.append((time.monotonic(), value, time.thread_time()))
        elif self.switch_ab is not None:
            other = self.switch_ab if interval == self._own_switch else self._own_switch
            sys.setswitchinterval(other)
            self.switches.append((time.monotonic(), other, time.thread_time()))

    def begin(self) -> None:
        self.pauses.clear()
        self.lags.clear()
        self.commits.clear()
        self.groups.clear()
        self.switches.clear()
        if self.stages is not None:
            self.stages.clear()
        if self.switch_ab is not None:
            self._own_switch = sys.getswitchinterval()  # the bot's, as its start-up left it
            self.switches.append((time.monotonic(), self._own_switch, time.thread_time()))
        if self.flag_ab is not None:
            module, name, _ = self.flag_ab
            self._own_flag = getattr(sys.modules[module], name)
            self.switches.append((time.monotonic(), self._own_flag, time.thread_time()))
        self.recording = True
        self._start = (time.perf_counter(), time.thread_time(), time.process_time())
        if self.census is not None:
            self.census.clear()
            self.census_io.clear()
        if self.profiler is not None:
            self.profiler.enable()

    def end(self) -> None:
        if self.profiler is not None:
            self.profiler.disable()
        wall, thread, process = time.perf_counter(), time.thread_time(), time.process_time()
        self.recording = False
        if self.switch_ab is not None:
            sys.setswitchinterval(self._own_switch)
        if self.flag_ab is not None:
            module, name, _ = self.flag_ab
            setattr(sys.modules[module], name, self._own_flag)
        if self.profiler is not None and self.profile_path is not None:
            self.profiler.dump_stats(self.profile_path)
        figures = {
            "seconds": wall - self._start[0],
            "thread_cpu": thread - self._start[1],
            "process_cpu": process - self._start[2],
            "gc": self.pauses,
            "lags": self.lags,
            "commits": self.commits,
            "groups": self.groups,
            "switches": self.switches,
            "switches_end": (time.monotonic(), thread),
        }
        if self.stages is not None:
            figures["stages"] = self.stages
        if self.census is not None:
            figures["census"] = self.census
            figures["census_io"] = self.census_io
        partial = self.stats.with_suffix(".partial")
        partial.write_text(json.dumps(figures))
        partial.replace(self.stats)  # whole or absent: the reader polls for the file


def _owner(handle: asyncio.events.Handle) -> str:
    """What a callback belongs to: a task's coroutine (``LiveCog._work``), else the callback's
    own qualified name (``_SelectorSocketTransport._read_ready``)."""
    callback = handle._callback  # pyright: ignore[reportPrivateUsage]
    task = getattr(callback, "__self__", None)
    if isinstance(task, asyncio.Task):
        coro = task.get_coro()
        return str(getattr(coro, "__qualname__", type(coro).__name__))
    return str(getattr(callback, "__qualname__", type(callback).__name__))


def _flag(spec: str) -> tuple[str, str, object]:
    """``MODULE:NAME=VALUE`` as (module, name, value), the value a Python literal."""
    place, value = spec.split("=", 1)
    module, name = place.split(":", 1)
    return module, name, ast.literal_eval(value)


def main(argv: list[str]) -> None:
    bot_args: list[str] = []
    if "--" in argv:
        argv, bot_args = argv[: argv.index("--")], argv[argv.index("--") + 1 :]
    floor = "--floor" in argv
    profile: Path | None = None
    if "--cprofile" in argv:
        profile = Path(argv[argv.index("--cprofile") + 1])
    switch_ab: float | None = None
    if "--ab-switch" in argv:
        switch_ab = float(argv[argv.index("--ab-switch") + 1])
    probe = Probe(
        Path(argv[0]),
        profile,
        census="--census" in argv,
        switch_ab=switch_ab,
        flag_ab=_flag(argv[argv.index("--ab-flag") + 1]) if "--ab-flag" in argv else None,
        stages="--stages" in argv,
    )
    probe.install()
    if floor:
        from benchmarks.floor_bot import run

        run(busy="--busy" in argv)
        return
    probe.time_commits()
    if probe.stages is not None:
        probe.time_stages()
    if "--default-intents" in argv:
        # What Discord would send a bot that asked for discord.py's default intents: every
        # post and edit of its own messages back as MESSAGE_CREATE/UPDATE (the fake does so).
        import discord

        from bot import discord_app

        discord_app.INTENTS = discord.Intents.default()
    sys.argv = ["bot", *bot_args]
    runpy.run_module("bot", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    root = str(Path(__file__).resolve().parents[1])
    if root not in sys.path:
        sys.path.insert(0, root)
    main(sys.argv[1:])
