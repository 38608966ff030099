"""A table read again before a person is answered from it (their hand, the agreed stop's or
abandon's question, a lobby's Start: :meth:`TableService.catch_up_if_behind`), where another
process moved its log on after this one loaded it (a rolling deploy's overlap: the old
process plays on for a few moves, then stops). The log's head is read (one indexed read); a
log ahead of the table in memory rebuilds it in place under its lock and announces it
(``rebuilt``), as a write finding the log ahead does (:mod:`tests.tables.test_log_ahead`).
Before, nothing was read until one of this process's own writes found the log ahead: the
person on turn was shown the old position with nothing to press, and the table stood still.
On SQLite (two connections to one file) and on PostgreSQL."""

from __future__ import annotations

from typing import Any

import pytest

from bot.tables import Refused, TableService
from db.errors import StorageError
from tests.tables.overlap import Overlap, lobby, old_moves, the_log
from tests.tables.support import CHANNEL, GUILD, HUMANS, human_table


def _reads(service: TableService, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The SQL of every read ``service`` makes from now on."""
    db = service.db
    made: list[str] = []
    fetch = db._fetch  # pyright: ignore[reportPrivateUsage]

    async def counted(sql: str, *args: Any, **kwargs: Any) -> Any:
        made.append(sql)
        return await fetch(sql, *args, **kwargs)

    monkeypatch.setattr(db, "_fetch", counted)
    return made


async def test_a_table_the_old_process_moved_on_is_read_again(
    shared_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    stale = new.get(table.id)
    stale_seq = stale.seq
    await old_moves(old, table, 3)  # after the new process loaded it
    await run.stop_old()
    try:
        assert await new.catch_up_if_behind(table.id) is True
        kinds, game = await the_log(new.db, table.id)
        live = new.get(table.id)
        assert live is stale  # rebuilt in place: every holder sees the new state
        assert live.seq == len(kinds) == stale_seq + 3
        assert live.game is not None and live.game.public_view() == game.public_view()
        assert run.kinds == ["rebuilt"]  # views and the table message drawn again

        # Caught up, it costs one read of the log's head, and rebuilds nothing.
        reads = _reads(new, monkeypatch)
        assert await new.catch_up_if_behind(table.id) is False
        assert len(reads) == 1 and "MAX(seq)" in reads[0]
        assert run.kinds == ["rebuilt"]

        # The person on turn, answered from the rebuilt table, is saved at once.
        assert game.to_act is not None
        seat = game.to_act
        await new.act_as_player(table.id, seat, game.legal_actions(seat)[0], live.seq)
        assert (await the_log(new.db, table.id))[0][: len(kinds) + 1] == [*kinds, "action"]
    finally:
        await run.close()


async def test_a_lobby_the_old_process_started_is_read_as_the_game(shared_target: str) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await lobby(old)
    new = await run.open_new()
    await old.start(table.id, 1)
    await old_moves(old, table, 1)
    await run.stop_old()
    try:
        stale = new.get(table.id)
        assert stale.status == "lobby" and stale.game is None
        assert await new.catch_up_if_behind(table.id) is True
        kinds, game = await the_log(new.db, table.id)
        assert kinds == ["start", "deal", "action"]  # nothing written by the reading
        assert stale.status == "playing" and stale.seq == 3
        assert stale.game is not None and stale.game.public_view() == game.public_view()
        assert sorted(stale.seats) == [1, 2, 3, 4]
        assert run.kinds == ["rebuilt"]
    finally:
        await run.close()


async def test_a_game_the_old_process_ended_is_let_go(shared_target: str) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    assert await old.end_game(table.id, 1) is True  # the first deal untouched: ended at once
    await run.stop_old()
    try:
        assert await new.catch_up_if_behind(table.id) is True
        assert new.find(table.id) is None  # nothing to answer from: it has ended
        assert run.kinds == ["rebuilt"]  # let go of, announced
    finally:
        await run.close()


async def test_a_head_not_read_answers_from_memory(
    shared_target: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await human_table(old)
    new = await run.open_new()
    await run.stop_old()
    try:
        live = new.get(table.id)
        seq = live.seq

        async def unavailable(table_id: int) -> tuple[int, str] | None:
            raise StorageError("the database is unavailable")

        monkeypatch.setattr(new.db, "log_head", unavailable)
        assert await new.catch_up_if_behind(table.id) is False
        assert new.get(table.id) is live and live.seq == seq and run.kinds == []
        assert await new.catch_up_if_behind(10**9) is False  # no such table: nothing read
    finally:
        await run.close()


async def test_a_seat_the_old_process_filled_is_read_when_start_finds_one_empty(
    shared_target: str,
) -> None:
    # A seat taken adds no event: the log's head cannot tell, so a Start that finds the lobby
    # short reads the seats (on that refusal's path only), and starts the lobby as the host
    # saw it drawn, full. Before, the host was refused "Four seats must be filled" for good.
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name="Ada")
    for pid in (2, 3):
        await old.join(table.id, pid, HUMANS[pid])
    new = await run.open_new()
    await old.join(table.id, 4, HUMANS[4])  # after the new process loaded the lobby
    await run.stop_old()
    try:
        stale = new.get(table.id)
        assert sorted(stale.seats) == [1, 2, 3]
        assert await new.catch_up_if_behind(table.id) is False  # no event: not seen so
        await new.start(table.id, 1)
        assert stale.status == "playing" and sorted(stale.seats) == [1, 2, 3, 4]
        assert (await the_log(new.db, table.id))[0][:2] == ["start", "deal"]
        assert run.kinds[0] == "rebuilt"
    finally:
        await run.close()


async def test_a_start_of_a_lobby_short_everywhere_is_refused(shared_target: str) -> None:
    run = Overlap(shared_target)
    old = await run.open_old()
    table = await old.create_table(guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name="Ada")
    await old.join(table.id, 2, HUMANS[2])
    new = await run.open_new()
    await run.stop_old()
    try:
        with pytest.raises(Refused) as refused:
            await new.start(table.id, 1)
        assert refused.value.code == "not_full" and new.get(table.id).status == "lobby"
        assert run.kinds == []
    finally:
        await run.close()
