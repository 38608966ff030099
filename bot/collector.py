"""The garbage collector's policy for the process running the bot (``python -m bot``): paused
while start-up rebuilds the unfinished tables, then everything alive frozen out of its sight
and the young generation collected in bigger, rarer batches.

Only the process running the bot applies it: tests run many bots in one interpreter and
leave the collector alone.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """The collector off for the block (as it was after it).

    Start-up rebuilds every unfinished table: about a million objects for 1,000 tables, all
    of them alive until the process ends. Each collection the allocations trigger walks
    them and frees nothing (``gc.collect()`` right after the rebuild finds no garbage): a
    third of start-up's CPU (``benchmarks/history.py --collector``, ``docs/performance.md``,
    "Eighteenth pass"). :func:`tune` collects once afterwards all the same.
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def tune() -> None:
    """Make the collector's pauses short and rare in a long-running bot; call once start-up
    is done.

    ``benchmarks/load.py`` measured full (generation 2) collections stopping the bot's event
    loop for up to 0.5–0.8 s at 200–500 tables: every click waiting behind them. Everything
    alive after start-up (modules, discord.py, cogs, rebuilt tables) lives as long as the
    process, so it is moved out of the collector's sight (``gc.freeze``), and the young
    generation is collected in bigger, rarer batches.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)
