"""A move the rules leave no choice about is made by the table itself (``Game.forced_action``),
as a computer's move is: by the same task, at once (no ``computer_delay``), saved and logged
as any action, with no turn timer armed for the person it spares.

FB-W3: everyone declined whist and there is no conceding, so the declarer plays alone. SV-W5
(``whist_compulsory_in_5``): the declarer of 5 spel must invite, the last asked must accept.
A table rebuilt at such a point (a log an earlier version left waiting for the lone button)
makes the move once it may: at start-up, or once its server is known for a held table."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest

from bot.engine.actions import Action, Bid, Pass, Whist, WhistAnswer
from bot.engine.game import Game
from bot.engine.phase import Phase
from bot.tables import SeededShuffler, TableChange, TableService
from bot.tables.live import LiveTable
from bot.tables.log import ACTION
from db.database import Database
from tests.tables.support import CHANNEL, GUILD, HUMANS, random_computers

SLOW = 60.0
"""Seconds between computer moves: a forced move that waited for it would time the test out."""


class Heard:
    """What the service's subscribers were told, and which turn timers it armed."""

    def __init__(self, service: TableService) -> None:
        self.changes: list[TableChange] = []
        self.timers: list[tuple[int, int]] = []
        """``(seat, seq)`` of every turn timer armed."""

        async def listen(change: TableChange) -> None:
            self.changes.append(change)

        service.subscribe(listen)
        armed = service._turn_timer  # pyright: ignore[reportPrivateUsage]

        def spy(
            table: LiveTable, seat: int, seq: int, minutes: int, elapsed: float = 0.0
        ) -> Coroutine[Any, Any, None]:
            self.timers.append((seat, seq))
            return armed(table, seat, seq, minutes, elapsed)

        service._turn_timer = spy  # type: ignore[method-assign]  # pyright: ignore[reportPrivateUsage]

    def actions(self) -> list[Action]:
        return [c.action for c in self.changes if c.kind == ACTION and c.action is not None]


async def never(seconds: float) -> None:
    await asyncio.Event().wait()


_OPENED: list[TableService] = []
"""The services a test opened: closed at its end even when it fails (a database left open
keeps its thread, and the test run, alive)."""


@pytest.fixture(autouse=True)
async def closes_services() -> AsyncIterator[None]:
    yield
    while _OPENED:
        service = _OPENED.pop()
        with contextlib.suppress(Exception):
            await service.close()
        with contextlib.suppress(Exception):
            await service.db.close()


async def open_service(path: Path | str, *, hold: bool = False) -> tuple[TableService, Heard]:
    db = await Database.open(path)
    service = TableService(
        db,
        shuffler=SeededShuffler(5),
        seed=5,
        computers=random_computers,
        computer_delay=SLOW,
        sleep=never,  # a turn timer never runs out here
    )
    _OPENED.append(service)
    heard = Heard(service)
    await service.load(hold=hold)
    return service, heard


async def people_table(service: TableService, variant: str, **settings: object) -> LiveTable:
    """Four people (player ids 1–4 in seats 1–4) with a turn timer, the game started."""
    table = await service.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=1,
        host_name=HUMANS[1],
        variant=variant,
        settings=settings,
        options={"timer_minutes": 2},
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table


def phase(table: LiveTable) -> Phase | None:
    game = table.game
    entry = game.current if game is not None else None
    return entry.deal.phase if entry is not None and entry.deal is not None else None


def scripted(game: Game, answers: tuple[WhistAnswer, ...]) -> Action:
    """The first bidder bids 5 (the first of its bids), the others pass; trumps the first
    suit offered; whist answers the first of ``answers`` offered."""
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions(seat)
    view = game.public_view()
    bid = view is not None and any(isinstance(a, Bid) for a in view.auction)
    fives = [a for a in legal if isinstance(a, Bid) and a.contract == "5"]
    if fives and not bid:
        return fives[0]
    passes = [a for a in legal if isinstance(a, Pass)]
    if passes:
        return passes[0]
    whist = [a for a in legal if isinstance(a, Whist) and a.answer in answers]
    return whist[0] if whist else legal[0]


async def people_play(
    service: TableService,
    table: LiveTable,
    until: Callable[[LiveTable], bool],
    answers: tuple[WhistAnswer, ...] = ("invite", "decline"),
) -> None:
    """The people at ``table`` act as :func:`scripted` says until ``until`` holds."""
    for _ in range(40):
        await asyncio.wait_for(service.wait_idle(table.id), 5)
        if until(table):
            return
        game = table.game
        assert game is not None and game.to_act is not None
        action = scripted(game, answers)
        await service.act_as_player(table.id, action.seat, action, table.seq)
    raise AssertionError("the point asked for never came")


def at(wanted: Phase) -> Callable[[LiveTable], bool]:
    return lambda table: phase(table) is wanted


async def logged_actions(service: TableService, table_id: int) -> list[dict[str, Any]]:
    return [payload for kind, payload in await service.db.event_log(table_id) if kind == ACTION]


# --- FB-W3: nobody said whist --------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
async def test_fb_w3_the_table_plays_alone_for_the_declarer_at_once(
    variant: str, tmp_path: Path
) -> None:
    service, heard = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service, variant)
    await people_play(service, table, at(Phase.WHIST_ANSWER))
    game = table.game
    assert game is not None
    declarer = game.current.deal.declarer if game.current and game.current.deal else None
    assert declarer is not None
    for _ in range(3):  # the three asked decline; the last decline ends the question
        seat = game.to_act
        assert seat is not None and seat != declarer
        await service.act_as_player(table.id, seat, Whist(seat, "decline"), table.seq)
        game = table.game
        assert game is not None
    declined_at = table.seq  # the seq the last decline was saved at: the declarer's turn
    # Made by the table, without the computers' delay: the wait would time out otherwise.
    await asyncio.wait_for(service.wait_idle(table.id), 5)
    assert phase(table) in (Phase.PLAY, Phase.DISCARD)
    assert table.seq == declined_at + 1
    assert heard.actions()[-1] == Whist(declarer, "alone")
    logged = await logged_actions(service, table.id)
    assert logged[-1] == {"seat": declarer, "whist": "alone"}
    assert sum(1 for a in logged if a.get("whist") == "alone") == 1
    # No turn timer for a move nobody makes; the next person's clock starts as usual.
    assert (declarer, declined_at) not in heard.timers
    after = table.game.to_act if table.game is not None else None
    assert after is not None and heard.timers[-1] == (after, table.seq)
    await service.close()
    await service.db.close()


async def test_sv_w4_a_swedish_declarer_still_chooses_alone_or_concede(tmp_path: Path) -> None:
    service, heard = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service, "swedish")
    await people_play(service, table, at(Phase.WHIST_DECLINED))
    game = table.game
    assert game is not None and game.to_act is not None
    assert heard.timers[-1] == (game.to_act, table.seq)  # the person's turn, timed
    assert game.forced_action() is None and table.timer_task is not None
    await service.close()
    await service.db.close()


# --- SV-W5: whist compulsory in 5 spel -----------------------------------------------------------


async def test_sv_w5_the_table_invites_and_the_last_asked_accepts(tmp_path: Path) -> None:
    service, heard = await open_service(tmp_path / "t.sqlite3")
    table = await people_table(service, "swedish", whist_compulsory_in_5=True)
    await people_play(service, table, lambda t: phase(t) is not Phase.AUCTION)
    game = table.game
    assert game is not None and game.current is not None and game.current.deal is not None
    deal = game.current.deal
    declarer = deal.declarer
    assert declarer is not None and deal.contract is not None and deal.contract.id == "5"
    if deal.phase is Phase.TRUMP:  # the declarer names trumps: a choice
        seat = game.to_act
        assert seat is not None and seat == declarer
        trump = game.legal_actions(seat)[0]
        await service.act_as_player(table.id, seat, trump, table.seq)
    await asyncio.wait_for(service.wait_idle(table.id), 5)
    assert heard.actions()[-1] == Whist(declarer, "invite")  # made by the table
    for _ in range(2):  # the first two asked choose, and decline
        game = table.game
        assert game is not None and phase(table) is Phase.WHIST_ANSWER
        seat = game.to_act
        assert seat is not None and (seat, table.seq) in heard.timers
        await service.act_as_player(table.id, seat, Whist(seat, "decline"), table.seq)
    last_turn = table.seq
    game = table.game
    assert game is not None
    last = game.to_act
    await asyncio.wait_for(service.wait_idle(table.id), 5)
    assert last is not None and heard.actions()[-1] == Whist(last, "accept")
    assert (last, last_turn) not in heard.timers
    assert table.game is not None and table.game.current is not None
    assert table.game.current.deal is not None and table.game.current.deal.whister == last
    await service.close()
    await service.db.close()


# --- restarts: a table rebuilt where an earlier version waited for the lone button ---------------


async def left_waiting(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int, int]:
    """A Fontainebleau table saved where everyone declined whist and the declarer is on turn,
    as a version that asked the declarer left it: its id, the declarer and the seq."""
    with monkeypatch.context() as old:
        old.setattr(LiveTable, "moves_for", LiveTable.is_computer)  # asked, as before
        service, _ = await open_service(path)
        table = await people_table(service, "fontainebleau")
        await people_play(service, table, at(Phase.WHIST_DECLINED))
        game = table.game
        assert game is not None and game.to_act is not None
        found = table.id, game.to_act, table.seq
        await service.close()
        await service.db.close()
    return found


async def test_a_table_rebuilt_at_the_declarers_lone_answer_makes_it_at_start_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.sqlite3"
    table_id, declarer, seq = await left_waiting(path, monkeypatch)
    service, heard = await open_service(path)
    table = service.get(table_id)
    await asyncio.wait_for(service.wait_idle(table_id), 5)
    assert heard.actions() == [Whist(declarer, "alone")]
    assert table.seq == seq + 1 and phase(table) in (Phase.PLAY, Phase.DISCARD)
    assert (declarer, seq) not in heard.timers
    logged = await logged_actions(service, table_id)
    assert sum(1 for a in logged if a.get("whist") == "alone") == 1
    await service.close()
    await service.db.close()


async def test_a_held_table_makes_it_once_its_server_is_known(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.sqlite3"
    table_id, declarer, seq = await left_waiting(path, monkeypatch)
    service, heard = await open_service(path, hold=True)
    table = service.get(table_id)
    await asyncio.wait_for(service.wait_idle(table_id), 5)
    assert table.held and table.seq == seq and not heard.actions(), "not before its server"
    assert table.timer_task is None and table.computer_task is None
    await service.release(GUILD)
    await asyncio.wait_for(service.wait_idle(table_id), 5)
    assert heard.actions() == [Whist(declarer, "alone")]
    assert table.seq == seq + 1 and (declarer, seq) not in heard.timers
    await service.close()
    await service.db.close()
    # Once made, it stays made: the next start finds the play going on.
    again, heard_again = await open_service(path)
    await asyncio.wait_for(again.wait_idle(table_id), 5)
    assert not heard_again.actions()
    logged = await logged_actions(again, table_id)
    assert sum(1 for a in logged if a.get("whist") == "alone") == 1
    await again.close()
    await again.db.close()


async def test_a_held_tables_person_may_still_answer_and_it_is_not_made_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "t.sqlite3"
    table_id, declarer, seq = await left_waiting(path, monkeypatch)
    service, heard = await open_service(path, hold=True)
    table = service.get(table_id)
    await service.act_as_player(table_id, declarer, Whist(declarer, "alone"), seq)
    await service.release(GUILD)
    await asyncio.wait_for(service.wait_idle(table_id), 5)
    assert heard.actions() == [Whist(declarer, "alone")] and table.seq == seq + 1
    logged = await logged_actions(service, table_id)
    assert sum(1 for a in logged if a.get("whist") == "alone") == 1
    await service.close()
    await service.db.close()
