"""A hand view let go while its first row is being written gets its row deleted by the next
write, so a crash after it does not leave the next process following a view nobody has."""

from __future__ import annotations

import asyncio
import time
import types
from collections.abc import Sequence

from cogs.boston import wire
from cogs.boston.live import LiveCog, OpenView
from db.repos.handover import SavedView


class _GatedRows:
    """The rows' store, whose first write waits until the test opens the gate."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.calls: list[tuple[list[tuple[int, int]], list[tuple[int, int]]]] = []

    async def keep_views(
        self, views: Sequence[SavedView], *, gone: Sequence[tuple[int, int]] = ()
    ) -> None:
        self.calls.append(([(v.table_id, v.user_id) for v in views], list(gone)))
        await self.gate.wait()


async def test_a_view_let_go_during_its_first_write_is_deleted_at_the_next() -> None:
    rows = _GatedRows()
    tables = types.SimpleNamespace(find=lambda table_id: object())
    # No Play cog: nothing chosen in the view's select.
    bot = types.SimpleNamespace(
        view_rows_every=3600.0, db=rows, tables=tables, get_cog=lambda name: None
    )
    cog = LiveCog(bot, 0.0)  # type: ignore[arg-type]  # only what the rows' worker reads
    followup = wire.Followup(application_id=1, token="secret", guild_id=5, state=None)
    view = OpenView(7, 42, 99, followup, time.monotonic(), "en", 1, None, 0.0)
    cog._views[7] = {42: view}  # pyright: ignore[reportPrivateUsage]
    cog._mark(view)  # pyright: ignore[reportPrivateUsage]
    writing = asyncio.create_task(cog.write_rows())
    await asyncio.sleep(0)  # the write is in flight
    cog._drop(view)  # pyright: ignore[reportPrivateUsage]  # let go meanwhile (expired, 404)
    rows.gate.set()
    await writing
    await cog.write_rows()
    try:
        assert rows.calls == [([(7, 42)], []), ([], [(7, 42)])]
    finally:
        cog._rows_stopped = True  # pyright: ignore[reportPrivateUsage]
        timer = cog._rows_timer  # pyright: ignore[reportPrivateUsage]
        if timer is not None:
            timer.cancel()
