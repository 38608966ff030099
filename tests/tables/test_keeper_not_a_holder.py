"""A computer named for the seat's person ("Di (computer)": given by ``/boston replace`` while
Di sat there, or one that kept her seat while she was away and was given it for good) keeps
the seat for her: it is no holder of its own. The live table tells its seat's holders apart
as the table rebuilt from its seat changes does (``seat_history.handovers``), so the lines
and the final standings say the same before and after a restart.

Before: the host gave Di's seat to "Di (computer)" and gave it back to Di later; live, the
final standings said "Di -2600 points (seat 4; Di through deal 3 and part of deal 4)" (two
handovers: Di to the computer, the computer to Di), and after a restart "Di -2600 points"."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.sheet import HeldBefore
from bot.tables import TableService
from bot.tables.seat_history import MoveHolder, PartHolder, PastHolder
from bot.tables.service import LiveTable
from db.models import SeatAssignment
from tests.tables.support import open_service
from tests.tables.test_past_holders import stop
from tests.tables.test_seat_names import people_table, play_until

DI, ERIK = 4, 5
Step = Callable[[TableService, LiveTable], Awaitable[None]]


async def _moves(service: TableService, table: LiveTable, rng: random.Random, n: int) -> None:
    """``n`` people's moves of the deal in play (a computer's turn is left to it)."""
    game = table.game
    assert game is not None
    for _ in range(n):
        await service.wait_idle(table.id)
        seat = game.to_act
        assert seat is not None
        holder = table.seats[seat]
        if holder.player_id is not None:
            action = rng.choice(game.legal_actions(seat))
            await service.act_as_player(table.id, holder.player_id, action, table.seq)


def _seat(**fields: object) -> Step:
    async def give(service: TableService, table: LiveTable) -> None:
        await service.set_seat(table.id, SeatAssignment.model_validate({"seat": 4, **fields}))

    return give


async def _kept_then_for_good(service: TableService, table: LiveTable) -> None:
    await service.step_away(table.id, DI)
    await service.set_seat(table.id, table.seats[4])


DI_KEEPER = _seat(computer_level="heuristic", display_name="Di (computer)")
DI_KEEPER_SV = _seat(computer_level="heuristic", display_name="Di (dator)")
DI_BACK = _seat(player_id=DI, display_name="Di")
TO_ERIK = _seat(player_id=ERIK, display_name="Erik")
ERIK_KEEPER = _seat(computer_level="heuristic", display_name="Erik (computer)")
OWN_COMPUTER = _seat(computer_level="heuristic", display_name="Computer 4 (heuristic)")


Held = tuple[list[PastHolder], list[PartHolder], list[MoveHolder], list[HeldBefore]]


def _held(table: LiveTable) -> Held:
    return (
        table.past_holders,
        table.part_holders,
        table.move_holders,
        table.earlier_holders(4),
    )


async def _play(path: Path, steps: list[Step]) -> tuple[Held, Held]:
    """Deal 1, then each step in part of the next deal (three moves in), then deal 4 played
    out: the seat's holders as the live table has them, and rebuilt after a restart."""
    service = await open_service(path)
    table = await people_table(service)
    rng = random.Random(9)
    await play_until(service, table, 1, rng)
    for step in steps:
        await _moves(service, table, rng, 3)
        await step(service, table)
        assert table.game is not None
        await play_until(service, table, table.game.deals.settled + 1, rng)
    live = _held(table)
    await stop(service)
    service = await open_service(path)
    rebuilt = _held(service.get(table.id))
    await stop(service)
    return live, rebuilt


@pytest.mark.parametrize(
    "steps",
    [
        [DI_KEEPER, DI_BACK],
        [DI_KEEPER_SV, DI_BACK],
        [_kept_then_for_good, DI_BACK],
    ],
    ids=["replaced-then-back", "named-in-swedish", "kept-for-good-then-back"],
)
async def test_a_computer_for_di_and_di_again_is_no_handover(
    tmp_path: Path, steps: list[Step]
) -> None:
    live, rebuilt = await _play(tmp_path / "t.sqlite3", steps)
    assert live == rebuilt == ([], [], [], [])


@pytest.mark.parametrize(
    ("steps", "named"),
    [
        # Di's, then the computer for her, then Erik: Di alone handed the seat over.
        ([DI_KEEPER, TO_ERIK], ["Di"]),
        ([_kept_then_for_good, TO_ERIK], ["Di"]),
        # Erik took over from Di; a computer for Erik, then Di again: from Erik.
        ([TO_ERIK, ERIK_KEEPER, DI_BACK], ["Di", "Erik"]),
        # A computer of its own is a holder of its own.
        ([OWN_COMPUTER, DI_BACK], ["Di", "Computer 4 (heuristic)"]),
    ],
    ids=["keeper-then-erik", "kept-for-good-then-erik", "erik-his-keeper-di", "own-computer"],
)
async def test_live_and_rebuilt_name_the_same_earlier_holders(
    tmp_path: Path, steps: list[Step], named: list[str]
) -> None:
    live, rebuilt = await _play(tmp_path / "t.sqlite3", steps)
    assert live == rebuilt
    assert [entry[0] for entry in live[3]] == named
