"""The imports still being read (migration 0014), on both backends: a row is kept until the
import is answered; start-up takes the rows of its servers whose token has not expired,
deleting them as it reads them, and every expired row of any server with them."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from db import Database
from db.models import Shards
from db.repos.pending import PendingImport

SetTime = Callable[[datetime], None]
T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
SNOWFLAKE = 1_234_567_890_123_456_789
"""Past 2**53 and 2**63's half: a Discord id is kept to the last digit."""


def pending(interaction_id: int, guild_id: int | None, *, minutes: int = 15) -> PendingImport:
    return PendingImport(
        interaction_id=interaction_id,
        application_id=SNOWFLAKE,
        token=f"token-{interaction_id}",
        guild_id=guild_id,
        language="sv",
        expires_at=T0 + timedelta(minutes=minutes),
    )


async def test_a_row_is_taken_once_and_an_answered_one_not_at_all(
    db: Database, set_time: SetTime
) -> None:
    set_time(T0)
    kept, answered = pending(SNOWFLAKE, SNOWFLAKE), pending(2, 100)
    await db.keep_pending(kept)
    await db.keep_pending(answered)
    await db.drop_pending(answered.interaction_id)
    await db.drop_pending(99)  # none: nothing
    assert await db.take_pending() == [kept]
    assert await db.take_pending() == []


async def test_a_process_takes_its_own_servers_rows_and_expired_rows_go(
    db: Database, set_time: SetTime
) -> None:
    """Shards share a PostgreSQL database: another process may still be reading its own
    servers' imports. A token that expired is of use to nobody: any start-up deletes it."""
    set_time(T0)
    zero, one = 0 << 22, 1 << 22  # servers of shard 0 and of shard 1 (of 2)
    mine, theirs = pending(1, zero), pending(2, one)
    expired_theirs = pending(3, one, minutes=1)
    for row in (mine, theirs, expired_theirs):
        await db.keep_pending(row)
    set_time(T0 + timedelta(minutes=2))
    assert await db.take_pending(shards=Shards(count=2, ids=(0,))) == [mine]
    assert await db.take_pending(shards=Shards(count=2, ids=(1,))) == [theirs]


def test_a_token_never_shows_in_its_repr() -> None:
    row = pending(1, 100)
    assert "token-1" not in repr(row) and "token-1" not in str(row)


async def test_a_row_written_a_moment_ago_is_left_to_the_process_still_reading_it(
    db: Database, set_time: SetTime
) -> None:
    """A rolling deploy: the new process's start-up takes only the rows written longer ago
    than an import can take (``expiring_by``); one written a moment ago, by the old process
    still reading its import, stays for that process to answer and delete."""
    set_time(T0)
    old, fresh = pending(1, 100, minutes=10), pending(2, 100)  # written 5 minutes ago, now
    await db.keep_pending(old)
    await db.keep_pending(fresh)
    stood = T0 + timedelta(minutes=15) - timedelta(seconds=60)
    assert await db.take_pending(expiring_by=stood) == [old]
    assert await db.take_pending(expiring_by=stood) == []
    assert await db.take_pending() == [fresh]
