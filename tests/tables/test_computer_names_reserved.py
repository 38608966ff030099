"""A computer's names are reserved: a person may not sit under a name the bot gives a
computer (``LiveTable.distinct_name``), since wherever a name alone names a seat (a game
record, the log, an earlier holder) nothing tells a person's seat from a computer's, and such a
name is said in each reader's language as a computer's (``bot.i18n.seat_said_in``). A person
whose Discord name is "Dator 3 (heuristisk)" at seat 3, or "Anna (dator)", sits under it with
their username added, as for a clash with another seat's name; so does the host.

Before: only the other seats' names were compared, so "Dator 3 (heuristisk)" kept their name
and an English reader read "Computer 3 (heuristic)", a computer, where a person had played.
Then: only the computer names of the person's own seat were reserved and the keeper's form
was compared case and all, so "Computer 2 (heuristic)" at seat 3 (which passes for seat 2's
computer) and "Anna (DATOR)" were kept.
"""

from __future__ import annotations

from pathlib import Path

from bot.i18n import LANGS, reads_as_computer, seat_said_in
from bot.tables.live import person_name
from tests.tables.support import CHANNEL, GUILD, open_service


def _read_as_themselves(name: str, seat: int) -> bool:
    """Whether every reader reads ``name`` at ``seat`` as it is (a person's)."""
    return all(seat_said_in(lang, name, seat) == name for lang in LANGS)


async def test_a_person_who_joins_under_a_computer_s_name_gets_their_username(
    tmp_path: Path,
) -> None:
    service = await open_service(tmp_path / "t.sqlite3")
    table = await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name="Ada"
    )
    await service.join(table.id, 2, "Bo", "bo")
    seat = await service.join(table.id, 3, "Dator 3 (heuristisk)", "anna")
    assert seat == 3
    name = table.seats[3].display_name
    assert name == "Dator 3 (heuristisk) (anna)"
    assert _read_as_themselves(name, 3)
    await service.db.close()


async def test_names_read_as_a_computer_are_made_distinct_on_a_rename(tmp_path: Path) -> None:
    service = await open_service(tmp_path / "t.sqlite3")
    table = await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name="Ada"
    )
    await service.join(table.id, 2, "Bo", "bo")
    for own, distinct in [
        ("Anna (dator)", "Anna (dator) (bo)"),  # a computer keeping Anna's seat, in Swedish
        ("Anna (computer)", "Anna (computer) (bo)"),
        ("Computer 2 (random)", "Computer 2 (random) (bo)"),
        ("dator 2 (STARK)", "dator 2 (STARK) (bo)"),  # whatever its case
        ("Dator 3 (heuristisk)", "Dator 3 (heuristisk) (bo)"),  # another seat's computer
        ("Anna (DATOR)", "Anna (DATOR) (bo)"),  # a keeper's, whatever its case
    ]:
        assert table.new_name(2, own, "bo") == distinct, own
        assert _read_as_themselves(distinct, 2), distinct
    # Not a name the bot gives a computer: kept as it is.
    for own in ["Dator 5 (heuristisk)", "Dator 2", "Anna (datorn)", "Dator 3 (heuristisk) x"]:
        assert table.new_name(2, own, "bo") == own, own
    # A username that would make a computer's name again ("Ada (dator)": another seat is
    # Ada) is told apart otherwise.
    distinct = table.distinct_name(2, "Ada", "dator")
    assert distinct == "Ada (@dator)" and _read_as_themselves(distinct, 2)
    await service.db.close()


def test_the_host_s_name_is_reserved_too() -> None:
    # The host sits at seat 1 when the lobby opens (cogs/boston/lobby.py), before there is a
    # table to compare with.
    assert person_name("Computer 1 (strong)", "ada") == "Computer 1 (strong) (ada)"
    assert person_name("Computer 4 (strong)", "ada") == "Computer 4 (strong) (ada)"
    assert person_name("Anna (Computer)", "dator") == "Anna (Computer) (@dator)"
    assert person_name("Ada", "ada") == "Ada"


def test_which_names_read_as_a_computer() -> None:
    assert reads_as_computer("Dator 3 (heuristisk)")
    assert reads_as_computer("Computer 3 (heuristic)")
    assert reads_as_computer("COMPUTER 3 (heuristic)")
    assert reads_as_computer("Anna (dator)") and reads_as_computer("Anna (computer)")
    assert not reads_as_computer("Dator 3 (heuristisk) (anna)")
    assert not reads_as_computer("Anna")
    assert not reads_as_computer(" (dator)")  # no person's name in it


def test_every_seat_s_computer_names_are_reserved_at_any_seat() -> None:
    # Seat 3 going by seat 2's computer's name would pass for that computer wherever a name
    # alone names a seat.
    for name in ["Computer 2 (heuristic)", "Dator 1 (slump)", "dator 4 (STARK)"]:
        assert reads_as_computer(name), name
        assert person_name(name, "anna") == f"{name} (anna)", name


def test_a_keeper_s_name_is_reserved_whatever_its_case() -> None:
    for name in ["Anna (DATOR)", "Anna (Computer)", "ANNA (dAtOr)"]:
        assert reads_as_computer(name), name
        assert person_name(name, "anna") == f"{name} (anna)", name
