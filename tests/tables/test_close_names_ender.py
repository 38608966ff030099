"""Who ended a game by agreement (SV-M2) is saved with its ``close`` event, in the close's
own transaction, with the deal dealt but not played that the stop took back: a closing posted
again from the log after a stop names them as the line of the time did. A game that ended by
itself, or whose stop was asked during a deal (the line saying it ends named the asker then),
names nobody at its close; a close written before the ender was saved names nobody either."""

from __future__ import annotations

import random

from bot.tables import log
from tests.tables.support import human_table, open_service, play_random_human_move
from tests.tables.test_agreed_stop import finish_deal, first_move

SNOWFLAKE = 1_234_567_890_123_456_789
"""A Discord user id as large as they come: the payload keeps it whole on both backends."""


async def test_the_close_names_who_ended_it_and_the_deal_taken_back(
    database_target: str,
) -> None:
    service = await open_service(database_target)
    try:
        table = await human_table(service)
        rng = random.Random(2)
        while table.game is not None and table.game.deals.settled < 1:
            await play_random_human_move(service, table, rng)
        assert await service.end_game(table.id, 1) is True
        events = await service.db.event_log(table.id)
        assert events[-1] == (log.CLOSE, {"by": 1, "dropped": 2})
        assert log.ended_by(events) == log.EndedBy(1, 2)
    finally:
        await service.db.close()


async def test_an_admin_is_named_whole(database_target: str) -> None:
    service = await open_service(database_target)
    try:
        table = await human_table(service)  # deal 1 dealt, untouched
        assert await service.end_game(table.id, SNOWFLAKE, admin=True) is True
        events = await service.db.event_log(table.id)
        assert events[-1] == (log.CLOSE, {"by": SNOWFLAKE, "dropped": 1})
        assert log.ended_by(events) == log.EndedBy(SNOWFLAKE, 1)
    finally:
        await service.db.close()


async def test_a_stop_asked_during_a_deal_names_nobody_at_the_close(
    database_target: str,
) -> None:
    """The line saying the game ends when the deal is over named the asker: the close, made
    by the table once that deal is over, is no one's, as its live line is."""
    service = await open_service(database_target)
    try:
        table = await human_table(service)
        await first_move(service, table)
        assert await service.end_game(table.id, 1) is False
        await finish_deal(service, table)
        events = await service.db.event_log(table.id)
        assert events[-1] == (log.CLOSE, {})
        assert log.ended_by(events) is None
    finally:
        await service.db.close()


def test_a_close_that_names_nobody_reads_as_nobody() -> None:
    """A close written before the ender was saved (``{}``), or one whose words are not a
    person's id, names nobody: nothing is guessed."""
    start = (log.START, {"variant": "swedish"})
    assert log.ended_by([start]) is None  # not closed
    assert log.ended_by([start, (log.CLOSE, {})]) is None
    assert log.ended_by([start, (log.CLOSE, {"by": "7"})]) is None
    assert log.ended_by([start, (log.CLOSE, {"by": True})]) is None
    assert log.ended_by([start, (log.CLOSE, {"by": 7, "dropped": "2"})]) == log.EndedBy(7, None)
    assert log.ended_by([start, (log.CLOSE, {"by": 7})]) == log.EndedBy(7, None)
    assert log.close_payload(None, None) == {}
    assert log.close_payload(7, None) == {"by": 7}
