"""Who left a lobby (:meth:`~bot.tables.service.TableService.has_left`: a second **Leave** is
told the first one did it) is kept only while the lobby is one here: also where another
process cancelled or started it (a rolling deploy's overlap), found out by a later write that
lets the lobby go or rebuilds it as a game. Before, only this process's own Start and Cancel
forgot them: a lobby let go of any other way kept its leavers in memory for good.

On SQLite (two connections to one file): on PostgreSQL the process serving a table holds
its lock, so the other could not have taken a Leave while this one cancels or starts it."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.tables import Refused
from tests.tables.overlap import Overlap, lobby
from tests.tables.support import HUMANS


@pytest.mark.parametrize("there", ["cancel", "start"])
async def test_who_left_is_forgotten_once_the_lobby_is_let_go_elsewhere(
    tmp_path: Path, there: str
) -> None:
    run = Overlap(str(tmp_path / "shared.sqlite3"))
    old = await run.open_old()
    table = await lobby(old)
    new = await run.open_new()
    try:
        await new.leave(table.id, 4)
        assert new.has_left(table.id, 4)
        if there == "cancel":
            await old.cancel(table.id, 1, lobby_only=True)
        else:
            await old.start(table.id, 1)
        await run.stop_old()
        with pytest.raises(Refused) as refused:  # a later write finds it out
            await new.join(table.id, 4, HUMANS[4])
        assert refused.value.code == ("no_table" if there == "cancel" else "not_playing")
        assert not new.has_left(table.id, 4)
        assert table.id not in new._left_lobby  # pyright: ignore[reportPrivateUsage]
    finally:
        await run.close()
