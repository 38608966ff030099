"""The agreed stop asked first (SV-M2): ``preview_end`` says what ``end_game`` would do now,
saving nothing; ``end_game`` with that preview ends only while it still would (a deal dealt
or begun since: ``stale``, nothing changed); and the subscribers are told who ended the game
and which deal, dealt but untouched, was taken back and does not count."""

from __future__ import annotations

import pytest

from bot.tables import Refused, TableChange
from bot.tables.live import EndPreview
from tests.tables.support import human_table, open_service
from tests.tables.test_agreed_stop import first_move, kinds


async def test_the_preview_says_what_the_stop_does_and_saves_nothing() -> None:
    service = await open_service()
    changes: list[TableChange] = []

    async def listen(change: TableChange) -> None:
        changes.append(change)

    service.subscribe(listen)
    table = await human_table(service)  # deal 1 dealt, untouched
    events = await kinds(service, table.id)
    asked = await service.preview_end(table.id, 1)
    assert asked == EndPreview(now=True, deal=1)
    with pytest.raises(Refused) as info:
        await service.preview_end(table.id, 2)
    assert info.value.code == "not_host_or_admin"
    assert await kinds(service, table.id) == events and table.status == "playing"
    # A move since: the stop would now wait for the deal, not drop it.
    await first_move(service, table)
    assert await service.preview_end(table.id, 1) == EndPreview(now=False, deal=1)
    seq = table.seq
    with pytest.raises(Refused) as info:
        await service.end_game(table.id, 1, expected=asked)
    assert info.value.code == "stale"
    assert table.seq == seq and not table.row.end_requested and table.status == "playing"
    # Asked as it is now: the request stands, and who made it is told.
    now = await service.preview_end(table.id, 1)
    assert await service.end_game(table.id, 1, expected=now) is False
    assert changes[-1].kind == "ending" and changes[-1].by == 1
    await service.db.close()


async def test_the_close_names_who_ended_it_and_the_deal_taken_back() -> None:
    service = await open_service()
    changes: list[TableChange] = []

    async def listen(change: TableChange) -> None:
        changes.append(change)

    service.subscribe(listen)
    table = await human_table(service)
    asked = await service.preview_end(table.id, 99, admin=True)
    assert await service.end_game(table.id, 99, admin=True, expected=asked) is True
    close = changes[-1]
    assert close.kind == "close" and close.by == 99 and close.dropped == 1
    await service.db.close()
