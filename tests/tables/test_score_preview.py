"""A scorekeeping entry checked before it is saved (``TableService.preview_score``, then
``score`` with what the check found): an entry is saved only where the table is as it was
checked, its sequence number and whether the entry ends the game alike. The deals are
Figure 1's (SV-P)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.tables import Refused
from tests.support.db_digest import digest
from tests.tables.support import open_service
from tests.tables.test_withdraw import RESULTS, scorekeeping


async def test_an_entry_checked_as_not_ending_is_refused_once_it_would_end(
    tmp_path: Path,
) -> None:
    """Between the check and the save, the game came to end with the entry (an agreed stop
    changes no sequence number): the entry is refused as stale and nothing is written, so the
    frontend checks again and asks before ending the game."""
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await scorekeeping(service)
    preview = await service.preview_score(table.id, 2, RESULTS[0])
    assert not preview.ends
    # What an agreed stop asked meanwhile leaves behind: the next deal ends the game.
    table.row = table.row.model_copy(update={"end_requested": True})
    before = digest(path)
    with pytest.raises(Refused) as refused:
        await service.score(
            table.id, 2, RESULTS[0], expected_seq=preview.seq, expected_end=preview.ends
        )
    assert refused.value.code == "stale"
    assert digest(path) == before and table.seq == preview.seq
    again = await service.preview_score(table.id, 2, RESULTS[0])
    assert again.ends
    outcome = await service.score(
        table.id, 2, RESULTS[0], expected_seq=again.seq, expected_end=again.ends
    )
    assert outcome.deal_no == 1 and service.find(table.id) is None  # the game is over
    await service.db.close()
