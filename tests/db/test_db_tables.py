"""Guild settings, players, tables, seats and tours."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from db import (
    ConstraintViolation,
    Database,
    GuildRules,
    GuildSettings,
    SeatAssignment,
    TableNotFound,
    TableRow,
    TourEnd,
    TourNotRunning,
)

SetTime = Callable[[datetime], None]
T0 = datetime(2025, 1, 1, tzinfo=UTC)
T1 = datetime(2025, 1, 2, 12, 30, tzinfo=UTC)


async def new_table(database: Database, guild_id: int = 100) -> TableRow:
    await database.upsert_player(1, "Anna", 100)
    return await database.create_table(
        guild_id=guild_id,
        channel_id=10,
        host_player_id=1,
        variant="swedish",
        settings={"payment": "traditional", "al": 96},
    )


async def test_guild_settings_default_until_stored(db: Database, set_time: SetTime) -> None:
    assert await db.guild_settings(5) == GuildSettings(guild_id=5)
    set_time(T1)
    stored, _ = await db.save_guild_choices(
        GuildSettings(guild_id=5, language="sv", price_per_point_ore=50, turn_timer_minutes=3),
        None,
    )
    assert stored is not None and stored.updated_at == T1
    assert await db.guild_settings(5) == stored
    changed, _ = await db.save_guild_choices(stored.model_copy(update={"variant": "dawson"}), None)
    assert changed is not None and (changed.variant, changed.language) == ("dawson", "sv")


async def test_guild_rules_are_one_document_per_variant(db: Database, set_time: SetTime) -> None:
    assert await db.guild_rules(5, "dawson") == GuildRules(guild_id=5, variant="dawson")
    set_time(T1)
    _, stored = await db.save_guild_choices(
        None, GuildRules(guild_id=5, variant="dawson", settings={"ante": 5, "pool_cap": None})
    )
    assert stored is not None
    assert stored.settings == {"ante": 5, "pool_cap": None} and stored.updated_at == T1
    swedish = GuildRules(guild_id=5, variant="swedish", settings={"al": 80})
    await db.save_guild_choices(None, swedish)
    assert (await db.guild_rules(5, "dawson")).settings == {"ante": 5, "pool_cap": None}
    assert (await db.guild_rules(5, "swedish")).settings == {"al": 80}
    assert (await db.guild_rules(6, "swedish")).settings == {}


def test_guild_settings_are_validated() -> None:
    with pytest.raises(ValidationError):
        GuildSettings(guild_id=1, price_per_point_ore=-1)
    with pytest.raises(ValidationError):
        GuildSettings.model_validate({"guild_id": 1, "language": "de"})


async def test_upsert_player_renames_and_keeps_created_at(db: Database, set_time: SetTime) -> None:
    assert await db.player(1) is None
    await db.upsert_player(1, "Anna", 100)
    set_time(T1)
    await db.upsert_player(1, "Anna S.", 100)
    player = await db.player(1)
    assert player is not None
    assert (player.display_name, player.created_at, player.updated_at) == ("Anna S.", T0, T1)


async def test_turn_notices_are_on_until_a_player_mutes_them(db: Database) -> None:
    assert await db.turn_notices(1) is True  # not recorded yet: the default
    await db.upsert_player(1, "Anna", 100)
    assert await db.turn_notices(1) is True
    await db.set_turn_notices(1, False)
    assert await db.turn_notices(1) is False
    await db.upsert_player(1, "Anna S.", 100)  # a new name keeps the choice
    player = await db.player(1)
    assert player is not None and player.turn_notices is False
    await db.set_turn_notices(1, True)
    assert await db.turn_notices(1) is True
    assert await db.turn_notices(2**70) is True  # a forged id names no row


async def test_create_and_get_table(db: Database) -> None:
    table = await new_table(db)
    assert table.status == "lobby"
    assert table.settings == {"payment": "traditional", "al": 96}
    assert (table.created_at, table.thread_id, table.broken_reason) == (T0, None, None)
    assert await db.table(table.id) == table
    assert await db.table(table.id + 1) is None


async def test_a_table_is_found_by_its_thread_in_its_guild(db: Database) -> None:
    table = await new_table(db)
    await db.set_table_messages(table.id, thread_id=11)
    await db.set_table_status(table.id, "finished")
    found = await db.table_of_thread(100, 11)
    assert found is not None and found.id == table.id and found.status == "finished"
    assert await db.table_of_thread(101, 11) is None  # another guild's
    assert await db.table_of_thread(100, 12) is None
    assert await db.table_of_thread(100, 2**70) is None  # no such id can be stored


async def test_table_ids_are_never_reused(db: Database) -> None:
    first = await new_table(db)
    second = await new_table(db)
    assert second.id > first.id


async def test_host_must_be_a_recorded_player(db: Database) -> None:
    with pytest.raises(ConstraintViolation):
        await db.create_table(
            guild_id=1, channel_id=2, host_player_id=404, variant="swedish", settings={}
        )


async def test_update_message_ids_partially(db: Database, set_time: SetTime) -> None:
    table = await new_table(db)
    set_time(T1)
    await db.set_table_messages(table.id, thread_id=11, message_id=12)
    await db.set_table_messages(table.id, lobby_message_id=13)
    await db.set_table_messages(table.id, thread_id=None)
    stored = await db.table(table.id)
    assert stored is not None
    assert (stored.thread_id, stored.message_id, stored.lobby_message_id) == (None, 12, 13)
    assert stored.updated_at == T1


async def test_update_settings(db: Database) -> None:
    table = await new_table(db)
    await db.set_seat(
        table.id,
        SeatAssignment(seat=2, computer_level="random", display_name="cpu"),
        settings={"al": 128},
    )
    stored = await db.table(table.id)
    assert stored is not None and stored.settings == {"al": 128}


async def test_status_and_broken(db: Database) -> None:
    lobby = await new_table(db)
    playing = await new_table(db)
    paused = await new_table(db, guild_id=200)
    done = await new_table(db)
    broken = await new_table(db)
    await db.set_table_status(playing.id, "playing")
    await db.set_table_status(paused.id, "paused")
    await db.set_table_status(done.id, "finished")
    await db.mark_broken(broken.id, "replay failed at seq 7")
    assert [t.id for t in await db.unfinished_tables()] == [lobby.id, playing.id, paused.id]
    assert [t.id for t in await db.tables_by_status(["paused"], guild_id=100)] == []
    [stored] = await db.tables_by_status(["broken"])
    assert (stored.id, stored.broken_reason) == (broken.id, "replay failed at seq 7")
    # Leaving "broken" clears the reason.
    await db.set_table_status(broken.id, "abandoned")
    stored_again = await db.table(broken.id)
    assert stored_again is not None and stored_again.broken_reason is None


async def test_broken_needs_a_reason(db: Database) -> None:
    table = await new_table(db)
    with pytest.raises(ValueError, match="mark_broken"):
        await db.set_table_status(table.id, "broken")


async def test_updating_an_unknown_table(db: Database) -> None:
    with pytest.raises(TableNotFound):
        await db.set_table_status(99, "playing")
    with pytest.raises(TableNotFound):
        await db.mark_broken(99, "gone")


async def test_seats(db: Database) -> None:
    table = await new_table(db)
    await db.upsert_player(2, "Bo", 100)
    anna = SeatAssignment(seat=1, player_id=1, display_name="Anna")
    bot = SeatAssignment(seat=3, computer_level="strong", display_name="Computer (strong)")
    await db.set_seat(table.id, anna)
    await db.set_seat(table.id, bot)
    assert await db.seats(table.id) == [anna, bot]
    bo = SeatAssignment(seat=3, player_id=2, display_name="Bo")
    await db.set_seat(table.id, bo)  # Bo takes over the computer's seat
    assert await db.seats(table.id) == [anna, bo]
    await db.clear_seat(table.id, 1)
    assert await db.seats(table.id) == [bo]


def test_a_seat_is_a_player_or_a_computer() -> None:
    with pytest.raises(ValidationError, match="either a player_id or a computer_level"):
        SeatAssignment(seat=1, display_name="nobody")
    with pytest.raises(ValidationError, match="either a player_id or a computer_level"):
        SeatAssignment(seat=1, player_id=1, computer_level="random", display_name="both")
    with pytest.raises(ValidationError):
        SeatAssignment(seat=5, player_id=1, display_name="fifth")


async def test_seat_needs_a_recorded_player(db: Database) -> None:
    table = await new_table(db)
    with pytest.raises(ConstraintViolation):
        await db.set_seat(table.id, SeatAssignment(seat=2, player_id=404, display_name="?"))
    assert await db.seats(table.id) == []


async def test_abandoning_a_table_ends_its_running_tour_with_it(
    db: Database, set_time: SetTime
) -> None:
    table = await new_table(db)
    tour = await db.start_tour(table.id, 1, 24)
    set_time(T1)
    await db.abandon_table(table.id, tour.id)
    row = await db.table(table.id)
    assert row is not None and row.status == "abandoned"
    assert [(t.status, t.ended_at) for t in await db.tours(table.id)] == [("abandoned", T1)]
    lobby = await new_table(db)
    await db.abandon_table(lobby.id, None)  # a lobby has no tour
    row = await db.table(lobby.id)
    assert row is not None and row.status == "abandoned"
    with pytest.raises(TableNotFound):
        await db.abandon_table(404, None)


async def test_a_tour_not_running_abandons_nothing(db: Database) -> None:
    table = await new_table(db)
    tour = await db.start_tour(table.id, 1, 24)
    await db.finish_tour(TourEnd(tour_id=tour.id, status="abandoned"))
    with pytest.raises(TourNotRunning):
        await db.abandon_table(table.id, tour.id)
    row = await db.table(table.id)
    assert row is not None and row.status == "lobby"  # the status went back with the tour


async def test_tours(db: Database, set_time: SetTime) -> None:
    table = await new_table(db)
    first = await db.start_tour(table.id, 1, 24)
    assert (first.status, first.started_at, first.ended_at) == ("running", T0, None)
    assert await db.running_tour(table.id) == first
    with pytest.raises(ConstraintViolation):  # one running tour per table
        await db.start_tour(table.id, 2, 24)
    set_time(T1)
    ended = await db.finish_tour(TourEnd(tour_id=first.id, status="abandoned"))
    assert (ended.status, ended.ended_at) == ("abandoned", T1)
    assert await db.running_tour(table.id) is None
    with pytest.raises(TourNotRunning):
        await db.finish_tour(TourEnd(tour_id=first.id, status="abandoned"))
    second = await db.start_tour(table.id, 2, 12)
    assert [t.tour_no for t in await db.tours(table.id)] == [1, 2]
    assert second.length == 12


async def test_a_players_language_is_kept_and_read_back_newest_last(db: Database) -> None:
    """``set_languages`` keeps the language players click in; ``languages`` reads at most
    ``limit`` of them; a person with no row is not kept."""
    for player_id in (1, 2, 3):
        await db.upsert_player(player_id, f"p{player_id}", 100)
    assert await db.languages(10) == {}
    await db.set_languages({2: "sv", 1: "en", 99: "sv"})  # 99 never sat: no row, not kept
    assert await db.languages(10) == {1: "en", 2: "sv"}
    player = await db.player(2)
    assert player is not None and player.language == "sv"
    assert len(await db.languages(1)) == 1
