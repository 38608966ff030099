"""Lines about a past deal name whoever held each seat in that deal, not its holder now: the
seat of deal 1's dealer handed to someone else (``/boston replace``) after deal 1 leaves deal
1's result heading ("**Deal 1** (dealer Ada)"), its last trick and its players' names as they
were, while deal 2's name the newcomer; the final standings say who held a seat before its
holder now ("Newcomer … (seat 1; Ada through deal 1)"). The same after a restart, from the
checkpoint and from the whole log. A computer keeping a seat for someone away is no holder of
its own: nothing changes.

Before: every such line named the seat's holder now (``seat_names.past_name`` read
``LiveTable.owner_name`` only), so deal 1 read "(dealer Newcomer)" though Bo dealt it."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from bot.engine.phase import Phase
from bot.i18n import Lang
from bot.tables import TableService
from bot.tables.service import LiveTable
from cogs.boston.deal_lines import earlier_trick_text
from cogs.boston.hand_extras import last_deal_lines
from cogs.boston.results import final_text, finished_lines, summary_text
from cogs.boston.seat_names import past_name
from db.models import SeatAssignment
from tests.tables.support import HUMANS, open_service, table_moves_made
from tests.tables.test_seat_names import named, people_table, play_until

NEWCOMER = 5


async def stop(service: TableService) -> None:
    await service.close()
    await service.db.close()


def standing(table: LiveTable, seat: int, lang: Lang = "en") -> str:
    """The final standings' line of ``seat``'s holder now."""
    name = past_name(table, seat)
    lines = final_text(table, None, lang).splitlines()
    found = [line for line in lines if f". {name} " in line]
    assert len(found) == 1, lines
    return found[0]


Seen = tuple[list[tuple[int, int, str]], str, str, str, str, str]


def deal_one_lines(table: LiveTable) -> Seen:
    """While deal 2 is bid: deal 1's heading (as the result and the hand views draw it), its
    last trick, and the final standings in both languages."""
    game = table.game
    assert game is not None and len(game.deals) == 2
    entry = game.deals[0]
    earlier = earlier_trick_text(table, "en")
    assert earlier is not None
    return (
        list(table.past_holders),
        summary_text(table, entry, "en"),
        "\n".join(final_text(table, None, "sv").splitlines()[1:]),
        earlier,
        "\n".join(final_text(table, None, "en").splitlines()[1:]),
        summary_text(table, entry, "sv"),
    )


async def replaced_after_deal_one(path: Path) -> tuple[TableService, LiveTable, int]:
    """Deal 1 played by Ada, Bo, Cy and Di; its dealer's seat then handed to Newcomer."""
    service = await open_service(path)
    table = await people_table(service)
    await play_until(service, table, 1, random.Random(5))
    game = table.game
    assert game is not None and len(game.deals) == 2  # deal 2 dealt, nobody moved yet
    seat = game.deals[0].dealer
    newcomer = SeatAssignment(seat=seat, player_id=NEWCOMER, display_name="Newcomer")
    await service.set_seat(table.id, newcomer)
    return service, table, seat


async def test_deal_one_names_its_players_after_a_replace(tmp_path: Path) -> None:
    service, table, seat = await replaced_after_deal_one(tmp_path / "t.sqlite3")
    old = HUMANS[seat]
    game = table.game
    assert game is not None
    deal_one = game.deals[0]
    assert table.past_holders == [(seat, 1, old)]
    assert table.holder_name(seat, 1) == old and table.holder_name(seat, 2) is None
    head = summary_text(table, deal_one, "en")
    assert head.startswith(f"**Deal 1** · dealer {old}:"), head
    assert not named([head], "Newcomer")
    # The hand views' line about the deal before the one being bid.
    view = table.view(1)
    assert view is not None and view.phase is Phase.AUCTION
    (last,) = last_deal_lines(table, game, view, "en")[:1]
    assert f"· dealer {old}:" in last and "Newcomer" not in last, last
    # The last trick of deal 1, shown until deal 2's first trick: every seat played to it.
    earlier = earlier_trick_text(table, "en")
    assert earlier is not None and named([earlier], old) and "Newcomer" not in earlier
    # Deal 1's result post drawn again now: its last trick and tricks name Bo.
    lines = finished_lines(table, deal_one, "en")
    assert lines and named(lines, old) and not named(lines, "Newcomer"), lines
    # The standings: the newcomer's balance holds Bo's deal 1.
    line = standing(table, seat)
    assert line.endswith(f" (seat {seat}; {old} through deal 1)"), line
    line = standing(table, seat, "sv")
    assert line.endswith(f" (plats {seat}; {old} till och med giv 1)"), line
    for other in {1, 2, 3, 4} - {seat}:
        assert "(" not in standing(table, other)

    # Deal 2 is the newcomer's: its last trick and its result name them, not Bo.
    await play_until(service, table, 2, random.Random(6))
    assert table.game is not None and table.game.deals.last is not None
    deal_two = table.game.deals[1]
    assert deal_two.number == 2
    earlier = earlier_trick_text(table, "en")
    assert earlier is not None and "Newcomer" in earlier and not named([earlier], old)
    after = finished_lines(table, deal_two, "en")  # its result post: each seat's tricks
    assert after and named(after, "Newcomer") and not named(after, old), after
    await stop(service)


async def test_a_restart_names_deal_one_the_same(tmp_path: Path) -> None:
    """From the checkpoint written after deal 1, and from the whole log."""
    path = tmp_path / "t.sqlite3"
    service, table, seat = await replaced_after_deal_one(path)
    seen = deal_one_lines(table)
    old = HUMANS[seat]
    assert seen[0] == [(seat, 1, old)]
    assert f"· dealer {old}:" in seen[1] and f"· givare {old}:" in seen[5]
    assert f"(seat {seat}; {old} through deal 1)" in seen[4]
    assert named([seen[3]], old) and "Newcomer" not in seen[3]
    assert await service.db.checkpoint(table.id) is not None
    await stop(service)

    service = await open_service(path)
    assert deal_one_lines(service.get(table.id)) == seen
    await stop(service)
    with sqlite3.connect(path) as conn:
        conn.execute("DELETE FROM checkpoints")
    service = await open_service(path)
    assert deal_one_lines(service.get(table.id)) == seen
    await stop(service)


async def test_a_seat_handed_over_mid_deal_is_the_new_holders_in_that_deal(
    tmp_path: Path,
) -> None:
    """The deal during which a seat changed hands is its holder's at the deal's end; the
    deals before are the earlier holder's; a restart places them alike."""
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await people_table(service)
    rng = random.Random(9)
    await play_until(service, table, 1, rng)
    game = table.game
    assert game is not None
    for _ in range(3):  # a few moves of deal 2
        await table_moves_made(service, table)
        seat = game.to_act
        assert seat is not None
        player = table.seats[seat].player_id
        assert player is not None
        action = rng.choice(game.legal_actions(seat))
        await service.act_as_player(table.id, player, action, table.seq)
    await service.set_seat(table.id, SeatAssignment(seat=3, player_id=NEWCOMER, display_name="N"))
    assert table.past_holders == [(3, 1, "Cy")]
    assert table.holder_name(3, 1) == "Cy" and table.holder_name(3, 2) is None
    await stop(service)
    for checkpoint in (True, False):
        if not checkpoint:
            with sqlite3.connect(path) as conn:
                conn.execute("DELETE FROM checkpoints")
        service = await open_service(path)
        assert service.get(table.id).past_holders == [(3, 1, "Cy")], checkpoint
        await stop(service)


async def test_a_seat_kept_for_someone_away_is_no_handover(tmp_path: Path) -> None:
    """Stepping away and back names nobody else; the host handing the away person's seat to
    someone else names that person (not the computer that kept it) for their deals."""
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await people_table(service)
    await service.step_away(table.id, 4)
    rng = random.Random(3)
    await play_until(service, table, 1, rng)
    await service.come_back(table.id, 4, "Di")
    await service.step_away(table.id, 4)
    assert table.past_holders == []
    assert "(" not in standing(table, 4)
    await service.set_seat(table.id, SeatAssignment(seat=4, player_id=NEWCOMER, display_name="N"))
    assert table.past_holders == [(4, table.deals_over(), "Di")]
    await stop(service)
    service = await open_service(path)
    restarted = service.get(table.id)
    assert restarted.past_holders == table.past_holders
    assert standing(restarted, 4).endswith(f" (seat 4; Di through deal {table.deals_over()})")
    await stop(service)


async def test_a_keeper_given_the_seat_for_good_names_the_past_alike_after_a_restart(
    tmp_path: Path,
) -> None:
    """The computer keeping an away person's seat, given it for good (``/boston replace``
    without a member), is its holder from then on: the deal it kept for Di is hers, and the
    earlier deals read the same live and after a restart (the options' ``given`` says the
    seat change was the host's, not a keeper's)."""
    path = tmp_path / "t.sqlite3"
    service = await open_service(path)
    table = await people_table(service)
    await service.step_away(table.id, 4)
    await play_until(service, table, 1, random.Random(3))
    await service.set_seat(table.id, table.seats[4])
    live = list(table.past_holders)
    await stop(service)
    service = await open_service(path)
    assert service.get(table.id).past_holders == live == [(4, 1, "Di")]
    await stop(service)
