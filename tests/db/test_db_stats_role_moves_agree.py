"""The statistics and the score sheet find the same move by which a seat took a part in a deal,
on both backends: the sheet over the engine's actions (``bot.sheet.role_move``), the statistics
over the same moves as the table's log stores them (``db.stats._deal_logs``, read by the rules'
``bot.engine.actions.stored_role``, then ``db.stats._role_move``). Which move takes which role
is said once, in the engine (``role_taken``, ``closes_roles``); the database, which imports no
rule, is given it. Seeded random legal deals of every variant (and the settings that change
its whist and its partners) give every kind of move a deal can hold, so either side drifting
(another kind taking a role, the first card no longer closing them, the log read past a role
or stopped short of one) fails here.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.actions import Action, Bid, Support, Whist, role_taken, stored_role
from bot.engine.deal import Deal
from bot.engine.record import deal_head
from bot.engine.variants import new_game
from bot.sheet import role_move
from bot.tables.log import action_payload
from db import Database, SeatAssignment, stats
from db.connection import Tx
from tests.engine.test_scored_settings import PLAYED_SETTINGS, play_random_deal

GUILD = 100
PLAYERS = ["Anna", "Bo", "Cia", "Dan"]
DEALS = 12
"""Deals of each variant and settings: enough for its bids, its whists and its supports."""


def _deals(variant: str, settings: dict[str, object]) -> list[Deal]:
    """``DEALS`` seeded random legal deals of ``variant`` under ``settings``, each played out."""
    rng = random.Random(f"roles {variant} {sorted(settings.items())}")
    game = new_game(variant, settings, PLAYERS, first_dealer=1)
    deals: list[Deal] = []
    while len(deals) < DEALS:
        if game.tour_over:
            game = new_game(variant, settings, PLAYERS, first_dealer=1)
        play_random_deal(game, rng)
        deal = game.deals[-1].deal
        assert deal is not None
        deals.append(deal)
    return deals


def _kind(action: Action) -> str:
    """A role-taking move's kind, as this test counts them."""
    return f"whist {action.answer}" if isinstance(action, Whist) else type(action).__name__


def test_every_kind_of_role_taking_move_is_played() -> None:
    """The deals below hold every kind of move that takes a role, and only those three: a
    bid, a whist accepted, a *je soutiens* (NT-B4, WB-B6)."""
    taking: set[str] = set()
    for variant, settings in PLAYED_SETTINGS:
        for deal in _deals(variant, settings):
            taking |= {_kind(a) for a in deal.actions if role_taken(a) is not None}
    assert taking == {_kind(Bid(1, "7")), _kind(Support(1)), _kind(Whist(1, "accept"))}


@pytest.mark.parametrize(("variant", "settings"), PLAYED_SETTINGS)
async def test_the_statistics_find_each_role_s_move_where_the_score_sheet_does(
    db: Database, variant: str, settings: dict[str, object]
) -> None:
    deals = _deals(variant, settings)
    await db.upsert_player(1, PLAYERS[0], GUILD)
    table = await db.create_table(
        guild_id=GUILD, channel_id=1, host_player_id=1, variant=variant, settings={}
    )
    held = SeatAssignment(seat=1, player_id=1, display_name=PLAYERS[0])
    await db.set_seat(table.id, held, guild_id=GUILD)
    seq = 1
    await db.append_event(table.id, seq, "start", {"players": PLAYERS})
    # Each deal as the table's log writes it: its opener, then every move of it.
    spans: dict[tuple[int, int], tuple[int, int]] = {}
    for number, deal in enumerate(deals, 1):
        since = seq
        seq += 1
        await db.append_event(table.id, seq, "deal", deal_head(deal))
        for action in deal.actions:
            seq += 1
            await db.append_event(table.id, seq, "action", action_payload(action))
        spans[(table.id, number)] = (since, seq)

    async def read(tx: Tx) -> dict[tuple[int, int], tuple[int, list[Any]]]:
        return await stats._deal_logs(tx, spans, stored_role)

    logs = await db._read(read)
    found = 0
    for number, deal in enumerate(deals, 1):
        began, moves = logs[(table.id, number)]
        assert began == spans[(table.id, number)][0] + 1  # its opener
        for seat in (1, 2, 3, 4):
            for role in ("declarer", "whister"):
                index = role_move(deal.actions, seat, role)
                expected = None if index is None else began + 1 + index
                assert stats._role_move(moves, seat, role) == expected, (number, seat, role)
                found += index is not None
    assert found  # not only deals where nobody took a part
