"""Cost independent of history: a live table's memory, its rebuild time and ``act`` latency
after 1, 100 and 1,000 deals, and start-up time for many unfinished tables of realistic length.

Run: ``.venv/bin/python benchmarks/history.py [--deals 1 100 1000] [--tables 100 1000]
[--startup-deals 50] [--runs 3] [--mode after|before|both] [--collector bot|on|both]``.

Histories are random legal Swedish games (tour of 1,000 betar, so the tour does not end) played
by the engine, five actions into the next deal, written to a fresh database file in bulk.
``after`` is this code: a checkpoint at the last deal boundary, start-up replays only the events
after it, and a live game keeps two deals. ``before`` is the same code without a checkpoint and
forgetting nothing, i.e. the former algorithm: replay of the whole log, every deal (and, as
the former live table did, every event) in memory. Figures are min / median / max over
``--runs``; rebuild and start-up are process (CPU) time, act is wall time around
``act_as_player`` (commit with ``synchronous=NORMAL``). Start-up runs with the garbage
collector as the bot runs it (``--collector bot``: paused while the tables are rebuilt,
:func:`bot.collector.paused`) or left on throughout (``on``, as before the eighteenth pass).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

import bot.tables.commit as commit
import bot.tables.lobby as lobby
from bot import collector
from bot.engine.checkpoint import checkpoint
from bot.engine.variants import new_game
from bot.tables import SeededShuffler, TableService, log
from bot.tables.log import Event
from db.database import Database

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.service import _act as act  # noqa: E402  # pyright: ignore[reportPrivateUsage]

SETTINGS: dict[str, object] = {"tour_length": 1000}
NAMES = ["P1", "P2", "P3", "P4"]


def history(deals: int, seed: int = 1) -> tuple[list[Event], dict[str, Any], int]:
    """A game of ``deals`` settled deals and five actions of the next (more where the table
    would make the next one itself): its log, the checkpoint
    after the last settled deal (as stored: JSON) and that deal's position in the log."""
    rng = random.Random(seed)
    game = new_game("swedish", SETTINGS, NAMES, 1)
    events: list[Event] = [(log.START, log.start_payload("swedish", game.settings, NAMES, 1))]
    state: dict[str, Any] = {}
    at = 0
    while game.deals.settled <= deals:
        deck = list(range(52))
        rng.shuffle(deck)
        game.start_deal(deck, rng.randrange(52))
        events.append((log.DEAL, log.deal_payload(game)))
        last = game.deals.settled == deals  # the deal in progress at the end
        steps = 0
        # The deal in progress stops where a person is to move: a table restored at a move it
        # makes itself (a forced pass) would make it during the start-up measured.
        while game.current is not None and (
            not last or steps < 5 or game.forced_action() is not None
        ):
            seat = game.to_act
            assert seat is not None
            action = rng.choice(game.legal_actions(seat))
            game.apply(action)
            events.append((log.ACTION, log.action_payload(action)))
            steps += 1
        if game.deals.settled == deals and not state:
            state, at = json.loads(json.dumps(checkpoint(game))), len(events)
        if last and game.current is not None:
            break
    return json.loads(json.dumps(events)), state, at


def spread(values: list[float]) -> str:
    return f"{min(values):.4g} / {statistics.median(values):.4g} / {max(values):.4g}"


@contextmanager
def keep_every_deal(on: bool) -> Iterator[None]:
    """The former live game: nothing forgotten."""
    saved = commit.KEEP_DEALS
    if on:
        commit.KEEP_DEALS = lobby.KEEP_DEALS = 10**9
    try:
        yield
    finally:
        commit.KEEP_DEALS = lobby.KEEP_DEALS = saved


def rebuild(events: list[Event], state: dict[str, Any], at: int, mode: str) -> float:
    start = time.process_time()
    if mode == "after":
        log.game_from_checkpoint(state, events[at:]).forget(commit.KEEP_DEALS)
    else:
        log.game_from_events(events)
    return time.process_time() - start


def memory(events: list[Event], state: dict[str, Any], at: int, mode: str) -> int:
    """Bytes a live table's game (and, before, its event list) holds."""
    tracemalloc.start()
    if mode == "after":
        game = log.game_from_checkpoint(state, json.loads(json.dumps(events[at:])))
        game.forget(commit.KEEP_DEALS)
        held: object = game
    else:
        kept = json.loads(json.dumps(events))
        held = (log.game_from_events(kept), kept)
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del held
    return size


async def write_tables(
    db: Database, count: int, events: list[Event], state: dict[str, Any] | None, at: int
) -> list[int]:
    """``count`` playing tables of four people, each with the log ``events``."""
    service = TableService(db, shuffler=SeededShuffler(3), seed=3)
    ids: list[int] = []
    numbered = [(seq, kind, payload) for seq, (kind, payload) in enumerate(events, start=1)]
    for i in range(count):
        base = 10 * i
        table = await service.create_table(
            guild_id=1 + i, channel_id=1, host_id=base + 1, host_name=NAMES[0]
        )
        for k in (2, 3, 4):
            await service.join(table.id, base + k, NAMES[k - 1])
        await db.start_game(table.id, dict(events[0][1]), 1000)
        await db.import_events(table.id, numbered[1:], (at, state) if state is not None else None)
        ids.append(table.id)
    return ids


async def act_latency(path: Path, mode: str, runs: int) -> list[float]:
    """Wall time of ``runs`` moves at a table rebuilt from ``path``."""
    with keep_every_deal(mode == "before"):
        db = await Database.open(path, synchronous="NORMAL")
        service = TableService(db, shuffler=SeededShuffler(3), seed=3)
        await service.load()
        table = service.tables()[0]
        rng = random.Random(7)
        times: list[float] = []
        for _ in range(runs):
            times.append(await act(service, table, rng))
        await service.close()
        await db.close()
    return times


async def startup(path: Path, mode: str, gc_mode: str) -> float:
    paused = collector.paused() if gc_mode == "bot" else nullcontext()
    with keep_every_deal(mode == "before"):
        start = time.process_time()
        db = await Database.open(path)
        service = TableService(db, shuffler=SeededShuffler(3), seed=3)
        with paused:
            broken = await service.load()
        elapsed = time.process_time() - start
        assert not broken and service.tables()
        await service.close()
        await db.close()
    return elapsed


async def main_async(args: argparse.Namespace) -> None:
    modes = ["before", "after"] if args.mode == "both" else [args.mode]
    gc_modes = ["on", "bot"] if args.collector == "both" else [args.collector]
    with tempfile.TemporaryDirectory() as tmp:
        for deals in args.deals:
            events, state, at = history(deals)
            for mode in modes:
                rebuilds = [rebuild(events, state, at, mode) for _ in range(args.runs)]
                sizes = [memory(events, state, at, mode) / 1024 for _ in range(args.runs)]
                path = Path(tmp) / f"one-{deals}-{mode}.sqlite3"
                db = await Database.open(path, synchronous="NORMAL")
                await write_tables(db, 1, events, state if mode == "after" else None, at)
                await db.close()
                acts = [t * 1000 for t in await act_latency(path, mode, max(args.runs, 30))]
                print(
                    f"{deals:>5} deals ({len(events):,} events) {mode:>6}: "
                    f"rebuild {spread([r * 1000 for r in rebuilds])} ms CPU, "
                    f"memory {spread(sizes)} KiB, act {spread(acts)} ms",
                    flush=True,
                )
        events, state, at = history(args.startup_deals, seed=2)
        for count in args.tables:
            for mode in modes:
                path = Path(tmp) / f"many-{count}-{mode}.sqlite3"
                db = await Database.open(path, synchronous="NORMAL")
                built = time.perf_counter()
                await write_tables(db, count, events, state if mode == "after" else None, at)
                await db.close()
                built = time.perf_counter() - built
                for gc_mode in gc_modes:
                    times = [await startup(path, mode, gc_mode) for _ in range(args.runs)]
                    print(
                        f"start-up {count:>6} tables x {args.startup_deals} deals "
                        f"({len(events):,} events each) {mode:>6}, collector {gc_mode}: "
                        f"{spread(times)} s CPU (written in {built:.0f} s)",
                        flush=True,
                    )
                path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, nargs="*", default=[1, 100, 1000])
    parser.add_argument("--tables", type=int, nargs="*", default=[100, 1000])
    parser.add_argument("--startup-deals", type=int, default=50)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mode", choices=("after", "before", "both"), default="both")
    parser.add_argument("--collector", choices=("bot", "on", "both"), default="bot")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
