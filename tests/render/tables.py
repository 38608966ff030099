"""A live table around a game, for tests that draw it: seats North, East, South and West
(players 11 to 14, the host 11), the variant's default settings."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.engine.game import Game
from bot.engine.variants import get_variant
from bot.tables.service import LiveTable
from db.models import SeatAssignment, TableRow, TableStatus

NAMES = ("North", "East", "South", "West")


def live_table(
    game: Game | None, variant: str = "swedish", status: TableStatus = "playing"
) -> LiveTable:
    now = datetime.now(UTC)
    row = TableRow(
        id=1,
        guild_id=1,
        channel_id=2,
        thread_id=3,
        message_id=None,
        lobby_message_id=None,
        host_player_id=11,
        status=status,
        broken_reason=None,
        variant=variant,
        settings=get_variant(variant).settings({}),
        created_at=now,
        updated_at=now,
    )
    seats = {
        s: SeatAssignment(seat=s, player_id=10 + s, display_name=NAMES[s - 1]) for s in (1, 2, 3, 4)
    }
    return LiveTable(row=row, seats=seats, game=game)
