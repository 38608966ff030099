"""A started table of four computers with its public message on the fake Discord: what the
process-level fault tests hand to a real ``python -m bot`` to play."""

from __future__ import annotations

from bot.tables import TableService
from db.database import Database
from db.models import SeatAssignment
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeChannel, FakeUser


async def seed_computer_table(
    fake: FakeDiscord, db: Database, channel: FakeChannel, host: FakeUser, *, tour_length: int
) -> int:
    """The table's id; its tour is ``tour_length`` betar. Its service is closed before the
    computers move, so the bot process under test plays the whole tour."""
    assert channel.guild is not None
    service = TableService(db)
    table = await service.create_table(
        guild_id=channel.guild.id,
        channel_id=channel.id,
        host_id=host.id,
        host_name="host",
        settings={"payment": "traditional", "tour_length": tour_length},
    )
    for _ in range(3):
        await service.add_computer(table.id, host.id, "heuristic")
    await service.set_seat(
        table.id, SeatAssignment(seat=1, computer_level="heuristic", display_name="Computer 1")
    )
    message = fake.post_as_bot(channel, "table")
    await service.set_messages(table.id, message_id=message.id)
    await service.start(table.id, host.id)
    await service.close()
    return table.id
