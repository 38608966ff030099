"""A game whose scores outgrow what the database can hold (2^63 − 1) is ended as an agreed stop
(SV-M2) at the last deal saved (``outgrown``). Where even that close cannot be written (its
final balances and settlement, betdelning SV-P12 or a pool shared at the end DW-P7, past the
limit), the game still ends: the close is saved with the table finished and the players told
why, and the results no row can hold are not kept (the tour ends as abandoned, counting for
nobody). Never an error that leaves the table playing on a deal it cannot save.

Only a table whose state was set past what the deals saved could bring reaches this (the
close after every deal is checked before the deal is saved), so the balances and the pool are
set directly on the live game."""

from __future__ import annotations

import pytest

from bot.tables import Refused, TableChange, log
from tests.tables.support import open_service
from tests.tables.test_scores_outgrow_storage import _dawson
from tests.tables.test_withdraw import RESULTS, scorekeeping

LIMIT = 2**63 - 1
PARTOUT = {"misere_partout": {"1": 5, "2": 4, "3": 3, "4": 1}}


async def test_balances_at_the_limit_still_end_the_game() -> None:
    """Swedish scorekeeping, balances exactly ±(2^63 − 1) after deal 1: betdelning at the
    close (SV-P12) pays past them, and any next entry would too."""
    service = await open_service()
    try:
        table = await scorekeeping(service)
        await service.score(table.id, 2, RESULTS[0])
        heard: list[TableChange] = []

        async def on_change(change: TableChange) -> None:
            heard.append(change)

        service.subscribe(on_change)
        game = table.game
        assert game is not None
        game.balances.update({1: LIMIT, 2: LIMIT, 3: -LIMIT, 4: -LIMIT})
        assert (await service.preview_score(table.id, 2, RESULTS[1])).outgrows
        with pytest.raises(Refused) as refused:
            await service.score(table.id, 2, RESULTS[1])
        assert refused.value.code == "outgrown"
        assert table.status == "finished" and service.find(table.id) is None
        events = await service.db.event_log(table.id)
        assert events[-1] == (log.CLOSE, {"outgrown": True})
        assert [kind for kind, _ in events].count(log.SCORE) == 1  # deal 1 counts
        assert heard[-1].kind == log.CLOSE and heard[-1].outgrown
        [tour] = await service.db.tours(table.id)
        assert tour.status == "abandoned"
        assert await service.db.tour_results(tour.id) == []
        # Finished for the database too: a restart does not rebuild it.
        assert [row.id for row in await service.db.unfinished_tables()] == []
    finally:
        await service.db.close()


async def test_a_pool_past_the_limit_still_ends_the_game() -> None:
    """Dawson, whose game keeps no tours (written as one at its end): a pool whose share at
    the close (DW-P7) is past the limit ends the game with no result written for it."""
    service = await open_service()
    try:
        table = await _dawson(service, {"mode": "score"})
        await service.score(table.id, 2, PARTOUT)
        game = table.game
        assert game is not None
        game.ledger.pool.content = 2**66  # pyright: ignore[reportAttributeAccessIssue]
        with pytest.raises(Refused) as refused:
            await service.score(table.id, 2, PARTOUT)
        assert refused.value.code == "outgrown"
        assert table.status == "finished" and service.find(table.id) is None
        events = await service.db.event_log(table.id)
        assert events[-1] == (log.CLOSE, {"outgrown": True})
        assert await service.db.tours(table.id) == []
    finally:
        await service.db.close()
