"""``TableService.preview_score`` says whether an entry would outgrow what the database can
hold (``outgrows``), saving nothing, so that a frontend asks before the entry that
``TableService.score`` answers by ending the game (SV-M2, the agreed stop at the last deal
saved, the entry not counted). Dawson's uncapped pool (DW-P3) near four times the limit:
its share at the close still fits (DW-P7), a lost Grand Misère doubling it (DW-P6) does not."""

from __future__ import annotations

import pytest

from bot.tables import Refused, log
from tests.tables.support import open_service
from tests.tables.test_scores_outgrow_storage import LIMIT, LOST_GRAND_MISERE, _dawson

PARTOUT = {"misere_partout": {"1": 5, "2": 4, "3": 3, "4": 1}}


async def test_the_preview_says_the_entry_outgrows_and_saves_nothing() -> None:
    service = await open_service()
    try:
        table = await _dawson(service, {"mode": "score"})
        first = await service.preview_score(table.id, 2, PARTOUT)
        assert not first.outgrows and not first.ends
        await service.score(table.id, 2, PARTOUT)
        game = table.game
        assert game is not None
        game.ledger.pool.content = 4 * (LIMIT - 1000)  # pyright: ignore[reportAttributeAccessIssue]
        seq = table.seq
        preview = await service.preview_score(table.id, 2, LOST_GRAND_MISERE)
        assert preview.outgrows and not preview.ends
        assert preview.seq == seq and preview.entry.number == 2
        assert table.seq == seq and table.status == "playing"
        assert [kind for kind, _ in await service.db.event_log(table.id)].count(log.SCORE) == 1
        # The entry made on that preview ends the game, as the preview said.
        with pytest.raises(Refused) as refused:
            await service.score(
                table.id,
                2,
                LOST_GRAND_MISERE,
                expected_seq=preview.seq,
                expected_end=preview.ends,
            )
        assert refused.value.code == "outgrown"
        assert table.status == "finished"
    finally:
        await service.db.close()
