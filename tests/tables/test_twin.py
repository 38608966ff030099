"""The twin game a move leaves behind (``bot/tables/commit.py``, issue #17): the game a move
replaced, brought to the same state, on which the next move is applied before its commit
instead of a fresh deep copy. It must stand for the live game exactly and share nothing a
move changes with it, in every rule system; a move that fails or is not saved leaves none."""

from __future__ import annotations

import random
from enum import Enum
from types import BuiltinFunctionType, FunctionType
from typing import Any

import pytest

from bot.engine.actions import Pass
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.game import Game
from bot.engine.immutable import Immutable
from bot.engine.seats import SEATS
from bot.tables import NotSaved, TableService
from bot.tables import commit as commit_module
from bot.tables.commit import take_twin
from bot.tables.log import game_from_events
from bot.tables.service import LiveTable
from db.errors import StorageError
from tests.tables.support import CHANNEL, GUILD, HUMANS, open_service, table_moves_made
from tests.variants import Config, params

MOVES = 90
"""Moves per game: more than a deal in every rule system, so a deal's end and the next deal's
first moves (a fresh copy, then twins again) are played through."""


def _views(game: Game) -> tuple[object, ...]:
    return (game.public_view(), game.to_act, game.ledger.snapshot(), *(game.view(s) for s in SEATS))


def _mutables(root: object, stop: set[int]) -> dict[int, object]:
    """Every list, dict, set and state object reachable from ``root`` that a move could change
    (not an immutable value), except below the objects in ``stop``."""
    found: dict[int, object] = {}
    todo: list[object] = [root]
    while todo:
        item = todo.pop()
        if id(item) in found or id(item) in stop:
            continue
        if item is None or isinstance(item, int | str | float | bytes | Enum | Immutable):
            continue
        if isinstance(item, tuple):
            todo.extend(item)  # pyright: ignore[reportUnknownArgumentType]
            continue
        if isinstance(item, FunctionType | BuiltinFunctionType | type):
            continue  # a function of the rules, a class: nothing a move changes
        found[id(item)] = item
        if isinstance(item, dict):
            todo.extend(item.keys())  # pyright: ignore[reportUnknownArgumentType]
            todo.extend(item.values())  # pyright: ignore[reportUnknownArgumentType]
        elif isinstance(item, list | set | frozenset):
            todo.extend(item)  # pyright: ignore[reportUnknownArgumentType]
        else:
            for klass in type(item).__mro__:
                slots: Any = klass.__dict__.get("__slots__", ())
                for name in [slots] if isinstance(slots, str) else slots:
                    if name not in ("__dict__", "__weakref__") and hasattr(item, name):
                        todo.append(getattr(item, name))
            todo.extend(getattr(item, "__dict__", {}).values())
    return found


def _shared_state(live: Game, twin: Game) -> list[str]:
    """What the twin shares with the live game beyond what no move changes."""
    stop = {id(live.rules), id(live.ledger)}
    stop |= {id(entry) for entry in live.deals.kept() if entry.settled}
    ours = _mutables(live, stop)
    return [type(ours[i]).__name__ for i in _mutables(twin, stop) if i in ours]


def _twin_now(table: LiveTable) -> Game | None:
    twin = table.twin
    return twin.game if twin is not None and twin.stands_for(table) else None


async def _move(service: TableService, table: LiveTable, rng: random.Random) -> bool:
    await table_moves_made(service, table)
    game = table.game
    if game is None or game.to_act is None:
        return False
    seat = game.to_act
    await service.act_as_player(table.id, seat, rng.choice(game.legal_actions(seat)), table.seq)
    return True


async def _playing(service: TableService, config: Config) -> LiveTable:
    """Four people at a table of the rule system ``config``, its first deal dealt."""
    name, settings = config
    table = await service.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=1,
        host_name=HUMANS[1],
        variant=name,
        settings=settings,
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table


async def _three_moves_in() -> tuple[TableService, LiveTable, random.Random]:
    """A Swedish table of four people three moves into its first deal (a twin at hand)."""
    service = await open_service(seed=7)
    table = await _playing(service, ("swedish", {}))
    rng = random.Random(5)
    for _ in range(3):
        assert await _move(service, table, rng)
    await table_moves_made(service, table)  # the next move is a person's
    return service, table, rng


async def _plays_on_as_the_log_says(
    service: TableService, table: LiveTable, rng: random.Random
) -> None:
    """Forty more moves, and the live game is still what its log replays to."""
    for _ in range(40):
        assert await _move(service, table, rng)
    assert table.game is not None
    replayed = game_from_events(await service.db.event_log(table.id))
    assert _views(replayed)[:2] == _views(table.game)[:2]
    assert [replayed.view(s) for s in SEATS] == [table.game.view(s) for s in SEATS]
    await service.db.close()


@pytest.mark.parametrize("config", params())
async def test_the_twin_stands_for_the_live_game_and_shares_nothing_a_move_changes(
    config: Config,
) -> None:
    service = await open_service(seed=7)
    table = await _playing(service, config)
    rng = random.Random(11)
    twins = 0
    for _ in range(MOVES):
        if not await _move(service, table, rng):
            break
        assert table.game is not None
        twin = _twin_now(table)
        if twin is None:
            continue
        twins += 1
        assert twin is not table.game
        assert _views(twin) == _views(table.game)
        assert _shared_state(table.game, twin) == []
    assert twins > MOVES // 2, twins  # most moves settle nothing
    await service.db.close()


async def test_plain_moves_make_no_deep_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    service = await open_service(seed=7)
    table = await _playing(service, ("swedish", {}))
    copies: list[int] = []
    scratch_copy = commit_module.scratch_copy

    def counted(game: Game, **kwargs: Any) -> Game:
        copies.append(table.seq)
        return scratch_copy(game, **kwargs)

    monkeypatch.setattr(commit_module, "scratch_copy", counted)
    rng = random.Random(3)
    for _ in range(6):
        assert await _move(service, table, rng)
    assert len(copies) == 1  # the deal's first move only: every later one used the twin
    await service.db.close()


async def test_a_move_not_saved_leaves_no_twin_and_play_goes_on_as_the_log_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    service, table, rng = await _three_moves_in()
    assert table.game is not None and _twin_now(table) is not None
    before, seq = _views(table.game), table.seq
    append = service.db.append_event

    async def full_disk(*args: Any, **kwargs: Any) -> Any:
        raise StorageError("disk full (simulated)")

    monkeypatch.setattr(service.db, "append_event", full_disk)
    with pytest.raises(NotSaved):
        await _move(service, table, rng)
    assert table.seq == seq and _views(table.game) == before
    assert take_twin(table) is None  # the one tried was moved on: it was let go
    monkeypatch.setattr(service.db, "append_event", append)
    await _plays_on_as_the_log_says(service, table, rng)


async def test_the_twin_is_made_once_the_mover_is_answered_and_never_for_a_past_state() -> None:
    # The twin's move is applied after the mover's answer (it does not wait for it). A move
    # made meanwhile (here inside the answer) finds no twin and copies; its own twin is the
    # one kept, not the earlier move's, which stands for a state the table has left.
    service, table, rng = await _three_moves_in()
    during: list[Game | None] = []

    async def answered() -> None:
        during.append(_twin_now(table))
        assert await _move(service, table, rng)

    game = table.game
    assert game is not None and game.to_act is not None
    action = rng.choice(game.legal_actions(game.to_act))
    seq = table.seq
    await service.act_as_player(table.id, game.to_act, action, seq, saved=answered)
    assert during == [None]
    assert table.seq == seq + 2
    twin = _twin_now(table)
    assert twin is not None and table.game is not None
    assert _views(twin) == _views(table.game)
    await _plays_on_as_the_log_says(service, table, rng)


async def test_an_illegal_move_tried_on_the_twin_changes_nothing() -> None:
    # With a twin at hand the live game is not asked first: the engine refuses the move on
    # the twin, which changes nothing there either, and the twin is let go.
    service, table, rng = await _three_moves_in()
    assert table.game is not None and table.game.to_act is not None
    assert _twin_now(table) is not None
    before, seq = _views(table.game), table.seq
    other = table.game.to_act % 4 + 1
    with pytest.raises(IllegalAction) as refused:
        await service.act_as_player(table.id, other, Pass(other), seq)
    assert refused.value.code is Refusal.NOT_YOUR_TURN
    assert table.seq == seq and _views(table.game) == before
    assert await service.db.last_seq(table.id) == seq
    await _plays_on_as_the_log_says(service, table, rng)
