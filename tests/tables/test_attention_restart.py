"""A table needing attention across a restart. ``LiveTable.needs_attention`` is held in memory
only, and drives nothing a person sees: it is set when the people are told (the ``attention``
change, a public line) that the computer keeps failing. A restart forgets it, and that is
what a restart should do: the computer is tried again (a deploy may carry the fix), the
table plays on if it now works, and only if it fails its tries again are the people told
once more. Nothing is lost that a person would miss."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from bot.engine.actions import Action
from bot.engine.views import SeatView
from bot.tables import SeededShuffler, TableChange, TableService
from db.database import Database
from tests.tables.support import HUMANS

Computers = Callable[[str, int], Callable[[SeatView], Action]]


def broken(level: str, seed: int) -> Callable[[SeatView], Action]:
    def choose(view: SeatView) -> Action:
        raise KeyError("a bug in a computer player")

    return choose


def working(level: str, seed: int) -> Callable[[SeatView], Action]:
    rng = random.Random(seed)
    return lambda view: rng.choice(view.legal)


async def no_wait(seconds: float) -> None:
    return None


async def open_service(path: Path, computers: Computers) -> tuple[TableService, list[str]]:
    service = TableService(
        await Database.open(path),
        shuffler=SeededShuffler(3),
        seed=3,
        computers=computers,
        retry_sleep=no_wait,
    )
    kinds: list[str] = []

    async def heard(change: TableChange) -> None:
        kinds.append(change.kind)

    service.subscribe(heard)
    await service.load()
    return service, kinds


async def stop(service: TableService) -> None:
    await service.close()
    await service.db.close()


async def test_a_restart_tries_the_computer_again_and_tells_again_only_if_it_fails(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    service, kinds = await open_service(path, broken)
    table = await service.create_table(guild_id=1, channel_id=2, host_id=1, host_name=HUMANS[1])
    for _ in range(3):  # the host keeps a seat: the computers stop at their turn
        await service.add_computer(table.id, 1, "random")
    await service.start(table.id, 1)
    await service.wait_idle(table.id)
    assert table.needs_attention and kinds.count("attention") == 1
    seq = table.seq
    await stop(service)

    # Still broken after the restart: tried again, and the people told once more.
    service, kinds = await open_service(path, broken)
    await service.wait_idle(table.id)
    again = service.get(table.id)
    assert again.needs_attention and kinds.count("attention") == 1 and again.seq == seq
    await stop(service)

    # Mended by the deploy: the table plays on, nobody is told anything.
    service, kinds = await open_service(path, working)
    await service.wait_idle(table.id)
    mended = service.get(table.id)
    assert "attention" not in kinds
    assert not mended.needs_attention and mended.seq > seq
    assert mended.game is not None and mended.game.to_act == 1  # the host's turn now
    await stop(service)
