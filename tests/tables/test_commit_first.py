"""Commit, then publish (issue 13, findings 5 and 6): nothing a renderer, a hand view or a
subscriber can read shows a move before its event is committed, and starting a game is one
transaction that a failed write or a crash cannot leave half-done."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from bot.tables import NotSaved, TableChange
from bot.tables.service import LiveTable
from db.database import Database
from tests.support.db_digest import digest
from tests.support.db_faults import StorageFaults, inserts_event
from tests.support.game_state import game_state
from tests.tables.support import HUMANS, human_table, open_service


def _everything_shown(table: LiveTable) -> object:
    """All a frontend may read of the table: its sequence number, the record of the game and
    every seat's view."""
    assert table.game is not None
    return (table.seq, game_state(table.game), [table.view(s) for s in (1, 2, 3, 4)])


@pytest.mark.parametrize("earlier", [0, 1], ids=["on-a-copy", "on-the-twin"])
async def test_a_move_is_shown_only_once_its_commit_returns(earlier: int) -> None:
    service = await open_service()
    table = await human_table(service)
    for _ in range(earlier):  # the held move is then applied to the twin this one leaves
        game = table.game
        assert game is not None and game.to_act is not None
        action = random.Random(2).choice(game.legal_actions(game.to_act))
        await service.act_as_player(table.id, game.to_act, action, table.seq)
    if earlier:
        assert table.twin is not None and table.twin.seq == table.seq
    seen: list[TableChange] = []

    async def subscriber(change: TableChange) -> None:
        seen.append(change)

    service.subscribe(subscriber)
    real_append = service.db.append_event
    entered, release = asyncio.Event(), asyncio.Event()

    async def held_append(*args: Any, **kwargs: Any) -> Any:
        entered.set()
        await release.wait()  # the commit is in flight: the disk has not answered yet
        return await real_append(*args, **kwargs)

    service.db.append_event = held_append  # type: ignore[method-assign]
    game = table.game
    assert game is not None and game.to_act is not None
    seat = game.to_act
    before = _everything_shown(table)
    move = asyncio.create_task(
        service.act_as_player(
            table.id, seat, random.Random(1).choice(game.legal_actions(seat)), table.seq
        )
    )
    await entered.wait()
    for _ in range(5):
        await asyncio.sleep(0)  # let any renderer run
    assert _everything_shown(table) == before
    assert seen == []
    release.set()
    await move
    assert _everything_shown(table) != before
    assert [c.kind for c in seen][:1] == ["action"]
    await service.close()
    await service.db.close()


async def test_a_failed_start_leaves_a_lobby_that_starts_later(tmp_path: Path) -> None:
    """The start event's write fails: the table stays a lobby with nothing written (no tour,
    no event), the host is told, and Start then works."""
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    faults = StorageFaults.install(service.db)
    table = await service.create_table(
        guild_id=1,
        channel_id=2,
        host_id=1,
        host_name=HUMANS[1],
        settings={"payment": "traditional", "tour_length": 3},
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    before = digest(path)
    faults.fail(match=inserts_event("start"))
    with pytest.raises(NotSaved):
        await service.start(table.id, 1)
    assert digest(path) == before
    assert table.status == "lobby" and table.game is None
    await service.start(table.id, 1)
    assert table.status == "playing" and table.tour_id is not None
    assert [kind for kind, _ in await service.db.event_log(table.id)][:2] == ["start", "deal"]
    await service.close()
    await service.db.close()


async def test_start_up_completes_a_start_cut_short_by_a_crash(tmp_path: Path) -> None:
    """A database written by the old three-transaction Start, killed after its start event:
    a lobby with a start event. Start-up completes the start and the game goes on."""
    path = tmp_path / "b.sqlite3"
    service = await open_service(path)
    table = await service.create_table(
        guild_id=1,
        channel_id=2,
        host_id=1,
        host_name=HUMANS[1],
        settings={"payment": "traditional", "tour_length": 3},
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.close()
    await service.db.close()
    db = await Database.open(path)
    from bot.tables import log

    names = list(HUMANS.values())
    payload = log.start_payload("swedish", {"payment": "traditional", "tour_length": 3}, names, 1)
    await db.start_tour(table.id, 1, 3)
    await db.append_event(table.id, 1, log.START, payload)  # then the process died
    await db.close()

    again = await open_service(path)
    rebuilt = again.get(table.id)
    assert rebuilt.status == "playing" and rebuilt.tour_id is not None
    row = await again.db.table(table.id)
    assert row is not None and row.status == "playing"
    assert rebuilt.game is not None and rebuilt.game.to_act is not None  # dealt
    await again.close()
    await again.db.close()
