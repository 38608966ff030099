"""A computer keeping a seat for a person who stepped away ("Di (computer)", ``options.away``)
is that person: it is no holder of its own (her seat, her money), and her return is no
handover either. A computer the host gives the seat (``/boston replace`` without a member),
though named for the seat's person, is a holder of its own, as a member given the seat is:
its moves are its own, and giving the seat back to her is another handover; so is a keeper
given the seat for good. The live table tells its seat's holders apart as the table rebuilt
from its seat changes does (``seat_history.handovers``, which reads the host's gifts from
the options' ``given``), so the lines and the final standings say the same before and after
a restart.

Before: a computer given the seat while Di sat there was no holder of its own either, so
every earlier move of the seat was named "Di (computer)", and after Di got the seat back the
computer's moves were named hers."""

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
from tests.tables.test_seat_names import moves, people_table, play_until

DI, ERIK = 4, 5
Step = Callable[[TableService, LiveTable], Awaitable[None]]


def _seat(**fields: object) -> Step:
    async def give(service: TableService, table: LiveTable) -> None:
        await service.set_seat(table.id, SeatAssignment.model_validate({"seat": 4, **fields}))

    return give


async def _kept_then_for_good(service: TableService, table: LiveTable) -> None:
    await service.step_away(table.id, DI)
    await service.set_seat(table.id, table.seats[4])


async def _di_away(service: TableService, table: LiveTable) -> None:
    await service.step_away(table.id, DI)


async def _di_comes_back(service: TableService, table: LiveTable) -> None:
    await service.come_back(table.id, DI, "Di")


async def _erik_away(service: TableService, table: LiveTable) -> None:
    await service.step_away(table.id, ERIK)


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
        await moves(service, table, rng, 3)
        await step(service, table)
        assert table.game is not None
        await play_until(service, table, table.game.deals.settled + 1, rng)
    live = _held(table)
    await stop(service)
    service = await open_service(path)
    rebuilt = _held(service.get(table.id))
    await stop(service)
    return live, rebuilt


async def test_a_keeper_for_di_and_di_again_is_no_handover(tmp_path: Path) -> None:
    live, rebuilt = await _play(tmp_path / "t.sqlite3", [_di_away, _di_comes_back])
    assert live == rebuilt == ([], [], [], [])


@pytest.mark.parametrize(
    ("steps", "named"),
    [
        # Given to a computer named for Di, and back to her: two handovers.
        ([DI_KEEPER, DI_BACK], ["Di", "Di (computer)"]),
        ([DI_KEEPER_SV, DI_BACK], ["Di", "Di (dator)"]),
        # Kept for her (hers), then given for good (its own), then hers again.
        ([_kept_then_for_good, DI_BACK], ["Di", "Di (computer)"]),
        ([DI_KEEPER, TO_ERIK], ["Di", "Di (computer)"]),
        ([_kept_then_for_good, TO_ERIK], ["Di", "Di (computer)"]),
        # Erik took over from Di; a computer given the seat, then Di again.
        ([TO_ERIK, ERIK_KEEPER, DI_BACK], ["Di", "Erik", "Erik (computer)"]),
        # Erik took over from Di and stepped away: his keeper is Erik.
        ([TO_ERIK, _erik_away, DI_BACK], ["Di", "Erik"]),
        # A computer of its own is a holder of its own.
        ([OWN_COMPUTER, DI_BACK], ["Di", "Computer 4 (heuristic)"]),
    ],
    ids=[
        "replaced-then-back",
        "named-in-swedish",
        "kept-for-good-then-back",
        "replaced-then-erik",
        "kept-for-good-then-erik",
        "erik-given-computer-di",
        "erik-his-keeper-di",
        "own-computer",
    ],
)
async def test_live_and_rebuilt_name_the_same_earlier_holders(
    tmp_path: Path, steps: list[Step], named: list[str]
) -> None:
    live, rebuilt = await _play(tmp_path / "t.sqlite3", steps)
    assert live == rebuilt
    assert [entry[0] for entry in live[3]] == named


def _all_at_once(*steps: Step) -> Step:
    """``steps`` one after the other with no move between them: each seat change is written
    at the same seq, the later replacing the earlier."""

    async def run(service: TableService, table: LiveTable) -> None:
        for step in steps:
            await step(service, table)

    return run


async def test_seat_changes_at_one_seq_are_held_as_a_rebuild_reads_them(tmp_path: Path) -> None:
    """The host gives Di's seat to a computer, then to Erik, who steps away at once, with no
    move between: the computer made no move, so it is no player of the deal, live as rebuilt
    (the later seat change at the same seq replaces its row). Before, the live table noted it
    as having played part of the deal, and the rebuilt one did not."""
    steps = [_all_at_once(DI_KEEPER, TO_ERIK, _erik_away)]
    live, rebuilt = await _play(tmp_path / "t.sqlite3", steps)
    assert live == rebuilt
    assert [name for name, _, _ in live[3]] == ["Di"]


async def test_a_keeper_written_over_a_gift_at_the_same_seq_is_no_gift(tmp_path: Path) -> None:
    """The keeper's seat change replaces the gift's at the same seq, and so does its mark as
    given (``options.given``, which a restart reads): a mark left behind would make Erik's
    keeper a holder of its own after a restart."""
    service = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service)
    await play_until(service, table, 1, random.Random(9))
    await moves(service, table, random.Random(9), 3)
    await DI_KEEPER(service, table)
    assert table.options.given == [(table.seq, 4)]
    await _all_at_once(TO_ERIK, _erik_away)(service, table)
    assert table.options.given == []
    await stop(service)
