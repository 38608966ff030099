"""Live tables: lobby, play, persistence and notification, one asyncio lock per table.

``act`` is the heart: check the action against the engine, commit its event (and, when it ends
a deal, the settled rows in the same transaction), and only then let the state move on and tell
the subscribers. A commit that fails leaves the table exactly as it was: the game is rebuilt
from the events already committed. Nothing is acknowledged that is not on disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from bot.engine.actions import Action
from bot.engine.deal import PublicView, SeatView
from bot.engine.errors import IllegalAction
from bot.engine.game import Game
from bot.engine.record import RecordError, game_to_record
from bot.engine.scoring import Settlement
from bot.engine.variant import ScoredDealError, SettingsError
from bot.engine.variants import DEFAULT_VARIANT, get_variant
from bot.tables import log
from bot.tables.log import Event
from bot.tables.options import (
    TableOptions,
    check_options,
    engine_settings,
    options_of,
    with_options,
)
from bot.tables.rows import settled_deal, tour_end
from bot.tables.shuffle import Shuffler, SystemShuffler, derive_seed
from db.database import Database
from db.errors import StorageError
from db.models import ComputerLevel, SeatAssignment, TableRow, TableStatus, TourEnd

logger = logging.getLogger(__name__)

RefusalCode = Literal[
    "no_table",
    "not_seated",
    "stale",
    "not_playing",
    "not_host",
    "table_full",
    "already_seated",
    "not_full",
    "illegal",
]


MAX_RETRY_DELAY = 30.0
"""Seconds: the longest wait between two attempts to save a computer move or a new deal."""


class Refused(Exception):
    """The service would not do it; nothing changed. ``code`` for frontends, ``message`` for
    players (English; frontends translate by code)."""

    def __init__(self, code: RefusalCode, message: str) -> None:
        super().__init__(message)
        self.code: RefusalCode = code
        self.message = message


class NotSaved(Exception):
    """The action was valid but could not be stored; the table did not move. Try again."""


@dataclass(frozen=True, slots=True)
class TableChange:
    """What a subscriber is told: which table, its new sequence number, and what happened.

    ``kind`` is an event kind (``start``, ``deal``, ``action``, ``score``, ``close``), a lobby
    change (``lobby``, ``cancelled``), or a table change (``seat``, ``paused``, ``resumed``,
    ``reminder``, ``away``, ``back``). ``settlement`` is set when a deal was settled.
    It never carries a hand: subscribers read what they may show from the table.
    """

    table_id: int
    seq: int
    kind: str
    action: Action | None = None
    settlement: Settlement | None = None
    deal_no: int | None = None
    seat: int | None = None
    """For ``reminder``, ``away`` and ``back``: the seat concerned."""


@dataclass(frozen=True, slots=True)
class ActOutcome:
    seq: int
    settlement: Settlement | None


@dataclass(slots=True)
class LiveTable:
    row: TableRow
    seats: dict[int, SeatAssignment]
    events: list[Event] = field(default_factory=lambda: [])
    game: Game | None = None
    tour_id: int | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    computer_task: asyncio.Task[None] | None = None
    timer_task: asyncio.Task[None] | None = None

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def seq(self) -> int:
        return len(self.events)

    @property
    def status(self) -> TableStatus:
        return self.row.status

    def seat_of(self, player_id: int) -> int | None:
        return next((s for s, a in self.seats.items() if a.player_id == player_id), None)

    def is_computer(self, seat: int) -> bool:
        assignment = self.seats.get(seat)
        return assignment is not None and assignment.computer_level is not None

    def view(self, seat: int) -> SeatView | None:
        return self.game.view(seat) if self.game is not None else None

    def public_view(self) -> PublicView | None:
        """What everyone may see: the source of every public message."""
        return self.game.public_view() if self.game is not None else None

    @property
    def options(self) -> TableOptions:
        return options_of(self.row.settings)

    def accounted_seats(self) -> dict[int, SeatAssignment]:
        """Seats as results are written: a seat a computer keeps for an away player still
        wins and pays for that player (their tour, their money)."""
        seats = dict(self.seats)
        for seat, player_id in self.options.away.items():
            if seat in seats:
                seats[seat] = SeatAssignment(
                    seat=seat, player_id=player_id, display_name=seats[seat].display_name
                )
        return seats

    def away_seat_of(self, player_id: int) -> int | None:
        """The seat a player handed to a computer, if any."""
        return next((s for s, p in self.options.away.items() if p == player_id), None)


Subscriber = Callable[[TableChange], Awaitable[None]]
ComputerFactory = Callable[[str, int], Callable[[SeatView], Action]]


def default_computers(level: str, seed: int) -> Callable[[SeatView], Action]:
    from bot.players import make_player

    return make_player(level, seed).choose


class TableService:
    """Owns every live table. ``computer_delay`` spaces computer moves so people can follow
    them (0 in tests); ``seed`` makes computer decisions reproducible (``seat_seed`` maps a
    table and seat to a computer player's seed, by default derived from ``seed``); ``sleep`` is
    how turn timers wait (tests pass one they control); ``retry_delay`` is the first wait before
    a computer move or a new deal that could not be saved is tried again (doubling, at most
    :data:`MAX_RETRY_DELAY`), so a table never stays stuck after the disk comes back."""

    def __init__(
        self,
        db: Database,
        *,
        shuffler: Shuffler | None = None,
        computer_delay: float = 0.0,
        seed: int = 0,
        computers: ComputerFactory = default_computers,
        seat_seed: Callable[[int, int], int] | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        retry_delay: float = 1.0,
    ) -> None:
        self.db = db
        self.shuffler = shuffler or SystemShuffler()
        self.computer_delay = computer_delay
        self.seed = seed
        self._computers = computers
        self._sleep = sleep
        self.retry_delay = retry_delay
        self._retries: dict[int, asyncio.Task[None]] = {}
        self._retry_counts: dict[int, int] = {}
        self._seat_seed = seat_seed or (lambda table_id, seat: derive_seed(seed, table_id, seat))
        self._tables: dict[int, LiveTable] = {}
        self._subscribers: list[Subscriber] = []
        self._closing = False

    # --- subscribers ------------------------------------------------------------------------

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    async def _notify(self, change: TableChange) -> None:
        for callback in list(self._subscribers):
            try:
                await callback(change)
            except Exception:  # a frontend's failure must not stop the table
                logger.exception(
                    "subscriber failed on table %s seq %s", change.table_id, change.seq
                )

    # --- reading ------------------------------------------------------------------------------

    def get(self, table_id: int) -> LiveTable:
        table = self._tables.get(table_id)
        if table is None:
            raise Refused("no_table", "That table does not exist or has ended.")
        return table

    def find(self, table_id: int) -> LiveTable | None:
        return self._tables.get(table_id)

    def tables(self) -> list[LiveTable]:
        return list(self._tables.values())

    # --- start-up -------------------------------------------------------------------------------

    async def load(self) -> list[int]:
        """Rebuild every unfinished table from its log; return the ids of broken ones.

        A table whose log cannot be replayed is marked broken with the reason logged; the
        others load regardless.
        """
        broken: list[int] = []
        state = await self.db.restore_state()
        for row in await self.db.unfinished_tables():
            seats, events, tour_id = state.get(row.id, ([], [], None))
            try:
                table = self._rebuild(row, seats, list(events), tour_id)
            except (RecordError, SettingsError, IllegalAction, KeyError, ValueError) as exc:
                reason = f"cannot replay the table's log: {exc}"
                logger.error("table %s is broken: %s", row.id, reason)
                await self.db.mark_broken(row.id, reason)
                broken.append(row.id)
                continue
            self._tables[row.id] = table
            if table.status == "playing":
                await self._advance(table)
                self._schedule(table)
        return broken

    def _rebuild(
        self,
        row: TableRow,
        seats: list[SeatAssignment],
        events: list[Event],
        tour_id: int | None,
    ) -> LiveTable:
        table = LiveTable(row=row, seats={a.seat: a for a in seats}, events=events)
        if events:
            table.game = log.game_from_events(events)
        table.tour_id = tour_id
        return table

    async def close(self) -> None:
        """Stop computer turns and timers (for shutdown); committed state is already on disk."""
        self._closing = True
        tasks = [t.computer_task for t in self._tables.values() if t.computer_task]
        tasks += [t.timer_task for t in self._tables.values() if t.timer_task]
        tasks += list(self._retries.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    # --- lobby ------------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        variant: str = DEFAULT_VARIANT,
        settings: Mapping[str, object] | None = None,
        thread_id: int | None = None,
        options: Mapping[str, object] | None = None,
    ) -> LiveTable:
        """Open a lobby with the host in seat 1. ``settings`` are the rules' (variant.py),
        ``options`` the table's own (options.py). Raises :class:`Refused` if one is bad."""
        try:
            checked = with_options(
                get_variant(variant).settings(settings or {}), check_options(options)
            )
        except (SettingsError, ValueError) as exc:
            raise Refused("illegal", str(exc)) from None
        await self.db.upsert_player(host_id, host_name)
        row = await self.db.create_table(
            guild_id=guild_id,
            channel_id=channel_id,
            thread_id=thread_id,
            host_player_id=host_id,
            variant=variant,  # pyright: ignore[reportArgumentType]
            settings=checked,
        )
        host = SeatAssignment(seat=1, player_id=host_id, display_name=host_name)
        await self.db.set_seat(row.id, host)
        table = LiveTable(row=row, seats={1: host})
        self._tables[row.id] = table
        return table

    async def join(self, table_id: int, player_id: int, name: str) -> int:
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if table.seat_of(player_id) is not None:
                raise Refused("already_seated", "You already have a seat at this table.")
            seat = self._free_seat(table)
            await self.db.upsert_player(player_id, name)
            assignment = SeatAssignment(seat=seat, player_id=player_id, display_name=name)
            await self.db.set_seat(table_id, assignment)
            table.seats[seat] = assignment
        await self._notify(TableChange(table_id, table.seq, "lobby"))
        return seat

    async def add_computer(
        self, table_id: int, by_player: int, level: ComputerLevel, name: str | None = None
    ) -> int:
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if table.seat_of(by_player) is None:
                raise Refused("not_seated", "Only seated players may add a computer.")
            if table.options.mode == "score":
                raise Refused("illegal", "A scorekeeping table seats four people with cards.")
            seat = self._free_seat(table)
            name = name or f"Computer {seat} ({level})"
            assignment = SeatAssignment(seat=seat, computer_level=level, display_name=name)
            await self.db.set_seat(table_id, assignment)
            table.seats[seat] = assignment
        await self._notify(TableChange(table_id, table.seq, "lobby"))
        return seat

    async def leave(self, table_id: int, player_id: int) -> None:
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            seat = table.seat_of(player_id)
            if seat is None:
                raise Refused("not_seated", "You are not seated at this table.")
            if player_id == table.row.host_player_id:
                raise Refused("not_host", "The host cannot leave; cancel the table instead.")
            await self.db.clear_seat(table_id, seat)
            del table.seats[seat]
        await self._notify(TableChange(table_id, table.seq, "lobby"))

    async def cancel(self, table_id: int, by_player: int, *, admin: bool = False) -> None:
        """The host (or an admin) abandons the table, in the lobby or during play."""
        table = self.get(table_id)
        async with table.lock:
            if by_player != table.row.host_player_id and not admin:
                raise Refused("not_host", "Only the host or an admin can cancel this table.")
            await self.db.set_table_status(table_id, "abandoned")
            if table.tour_id is not None:
                await self.db.finish_tour(TourEnd(tour_id=table.tour_id, status="abandoned"))
            table.row = table.row.model_copy(update={"status": "abandoned"})
            del self._tables[table_id]
        if table.computer_task is not None:
            table.computer_task.cancel()
        self._disarm_timer(table)
        await self._notify(TableChange(table_id, table.seq, "cancelled"))

    async def start(self, table_id: int, by_player: int, first_dealer: int | None = None) -> None:
        """The host starts a full table: the game's start event, then the first deal. The first
        dealer is drawn (from the service's seed) unless given."""
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if by_player != table.row.host_player_id:
                raise Refused("not_host", "Only the host can start the game.")
            if len(table.seats) < 4:
                raise Refused("not_full", "Four seats must be filled to start.")
            names = [table.seats[s].display_name for s in (1, 2, 3, 4)]
            if first_dealer is None:
                first_dealer = derive_seed(self.seed, "dealer", table_id) % 4 + 1
            payload = log.start_payload(
                table.row.variant, engine_settings(table.row.settings), names, first_dealer
            )
            game = log.game_from_events([(log.START, payload)])
            tour_id = None
            length = game.features.tour_length
            if length is not None:
                tour_id = (await self.db.start_tour(table_id, 1, length)).id
            await self.db.append_event(table_id, 1, log.START, payload)
            await self.db.set_table_status(table_id, "playing")
            table.events.append((log.START, payload))
            table.game = game
            table.tour_id = tour_id
            table.row = table.row.model_copy(update={"status": "playing"})
        await self._notify(TableChange(table_id, table.seq, log.START))
        async with table.lock:
            await self._advance(table)
        self._schedule(table)

    async def set_rules(
        self, table_id: int, by_player: int, changes: Mapping[str, object]
    ) -> dict[str, object]:
        """The host changes rule settings in the lobby (AM-S1: a card of prices prepared
        before the game). The variant's model checks the whole settings; raises
        :class:`Refused` (``illegal`` with the model's reason) and changes nothing if bad."""
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if by_player != table.row.host_player_id:
                raise Refused("not_host", "Only the host can change the rules.")
            current = engine_settings(table.row.settings)
            try:
                checked = get_variant(table.row.variant).settings({**current, **changes})
            except SettingsError as exc:
                raise Refused("illegal", str(exc)) from None
            settings = with_options(checked, table.options)
            await self.db.set_table_settings(table_id, settings)
            table.row = table.row.model_copy(update={"settings": settings})
        await self._notify(TableChange(table_id, table.seq, "lobby"))
        return checked

    def _require_lobby(self, table: LiveTable) -> None:
        if table.status != "lobby":
            raise Refused("not_playing", "The game has already started.")

    def _free_seat(self, table: LiveTable) -> int:
        for seat in (1, 2, 3, 4):
            if seat not in table.seats:
                return seat
        raise Refused("table_full", "All four seats are taken.")

    # --- play -------------------------------------------------------------------------------

    async def act_as_player(
        self, table_id: int, player_id: int, action: Action, expected_seq: int | None
    ) -> ActOutcome:
        """:meth:`act` for a person: their seat must be the action's seat."""
        table = self.get(table_id)
        seat = table.seat_of(player_id)
        if seat is None:
            raise Refused("not_seated", "You are not seated at this table.")
        return await self.act(table_id, seat, action, expected_seq)

    async def act(
        self, table_id: int, seat: int, action: Action, expected_seq: int | None
    ) -> ActOutcome:
        """Check, commit, apply, notify. ``expected_seq`` is the sequence number the actor saw:
        if the table has moved on since, the action is refused as stale (a double click, an
        old view). Raises :class:`Refused`, :class:`IllegalAction` or :class:`NotSaved`."""
        table = self.get(table_id)
        async with table.lock:
            outcome, change = await self._act_locked(table, seat, action, expected_seq)
        await self._notify(change)
        async with table.lock:
            await self._advance(table)
        self._schedule(table)
        return outcome

    async def _act_locked(
        self, table: LiveTable, seat: int, action: Action, expected_seq: int | None
    ) -> tuple[ActOutcome, TableChange]:
        game = table.game
        if table.status != "playing" or game is None:
            raise Refused("not_playing", "This table is not playing now.")
        if expected_seq is not None and expected_seq != table.seq:
            raise Refused("stale", "The table has moved on since you looked; here it is now.")
        if action.seat != seat:
            raise Refused("not_seated", "That is not your seat.")
        game.check(action)
        settlement = game.apply(action)
        entry = game.deals[-1]
        settled = None
        if settlement is not None:
            settled = settled_deal(game, entry, table.accounted_seats(), table.tour_id)
        payload = log.action_payload(action)
        try:
            await self.db.append_event(
                table.id, table.seq + 1, log.ACTION, payload, settled=settled
            )
        except StorageError as exc:
            table.game = log.game_from_events(table.events)
            logger.warning("table %s: action not saved: %s", table.id, exc)
            raise NotSaved("Your move could not be saved; please try again.") from exc
        table.events.append((log.ACTION, payload))
        change = TableChange(
            table.id,
            table.seq,
            log.ACTION,
            action=action,
            settlement=settlement,
            deal_no=entry.number,
        )
        return ActOutcome(table.seq, settlement), change

    async def _advance(self, table: LiveTable) -> None:
        """Move a table on when nobody has to act: deal the next hand or end the tour.
        Called with the table's lock held. A failure is logged and retried on the next call."""
        game = table.game
        if game is None or table.status != "playing" or game.current is not None:
            return
        try:
            if game.tour_over or game.finished:
                await self._finish(table)
            elif table.options.mode == "play":
                await self._deal(table)
            self._retry_counts.pop(table.id, None)
        except StorageError as exc:
            # Nothing else would move a table whose next deal was not saved (no one is on
            # turn), so the retry is scheduled here rather than left to the next click.
            logger.warning("table %s could not move on (%s); will retry", table.id, exc)
            self._retry_later(table)

    def _retry_later(self, table: LiveTable) -> None:
        """Try :meth:`_advance` again after a back-off; one pending retry per table."""
        pending = self._retries.get(table.id)
        if self._closing or (
            pending is not None and not pending.done() and pending is not asyncio.current_task()
        ):
            return
        failures = self._retry_counts.get(table.id, 0)
        self._retry_counts[table.id] = failures + 1
        delay = min(self.retry_delay * 2**failures, MAX_RETRY_DELAY)
        self._retries[table.id] = asyncio.create_task(self._retry(table, delay))

    async def _retry(self, table: LiveTable, delay: float) -> None:
        # The task stays registered until the computers it hands over to are scheduled, so
        # at every moment either it or the computer task shows that the table is moving.
        try:
            await asyncio.sleep(delay)
            if self._closing or self._tables.get(table.id) is not table:
                return
            async with table.lock:
                await self._advance(table)
            self._schedule(table)
        finally:
            if self._retries.get(table.id) is asyncio.current_task():
                del self._retries[table.id]

    async def _deal(self, table: LiveTable) -> None:
        game = table.game
        assert game is not None
        deck, turned = self.shuffler.deal(table.id, len(game.deals) + 1)
        game.start_deal(deck, turned)
        payload = log.deal_payload(game)
        try:
            await self.db.append_event(table.id, table.seq + 1, log.DEAL, payload)
        except StorageError:
            table.game = log.game_from_events(table.events)
            raise
        table.events.append((log.DEAL, payload))
        await self._notify(TableChange(table.id, table.seq, log.DEAL, deal_no=len(game.deals)))

    async def _finish(self, table: LiveTable) -> None:
        """Betdelning, the tour's result, and the table finished — one transaction."""
        game = table.game
        assert game is not None
        game.drop_untouched_deal()
        settlement = game.close()
        ending = tour_end(game, table.accounted_seats(), table.tour_id) if table.tour_id else None
        try:
            # The status travels in the same transaction: a crash between the two would leave
            # a "playing" table whose log is closed, and its rebuild would close it twice.
            await self.db.append_event(
                table.id, table.seq + 1, log.CLOSE, {}, tour_end=ending, table_status="finished"
            )
        except StorageError:
            table.game = log.game_from_events(table.events)
            raise
        table.events.append((log.CLOSE, {}))
        self._disarm_timer(table)
        table.row = table.row.model_copy(update={"status": "finished"})
        self._tables.pop(table.id, None)
        await self._notify(TableChange(table.id, table.seq, log.CLOSE, settlement=settlement))

    async def end_game(self, table_id: int, by_player: int) -> None:
        """The host ends the game by agreement between deals: betdelning and a finished table."""
        table = self.get(table_id)
        async with table.lock:
            if by_player != table.row.host_player_id:
                raise Refused("not_host", "Only the host can end the game.")
            if table.game is None or table.status != "playing":
                raise Refused("not_playing", "This table is not playing now.")
            current = table.game.current
            # A hand dealt but not yet touched is simply not played.
            if current is not None and current.deal is not None and current.deal.actions:
                raise Refused("illegal", "Finish the deal in progress first.")
            await self._finish(table)

    # --- computer turns -------------------------------------------------------------------------

    def _schedule(self, table: LiveTable) -> None:
        if self._closing or table.status != "playing" or table.game is None:
            return
        seat = table.game.to_act
        self._arm_timer(table, seat)
        if seat is None or not table.is_computer(seat):
            return
        if table.computer_task is not None and not table.computer_task.done():
            return
        table.computer_task = asyncio.create_task(self._computer_turns(table))

    async def _computer_turns(self, table: LiveTable) -> None:
        failures = 0
        while not self._closing and table.status == "playing" and table.game is not None:
            seat = table.game.to_act
            if seat is None or not table.is_computer(seat):
                self._arm_timer(table, seat)  # a person's turn again: their clock starts
                return
            seq = table.seq
            action = await self._computer_decision(table, seat)
            if self.computer_delay:
                await asyncio.sleep(self.computer_delay)
            try:
                async with table.lock:
                    _, change = await self._act_locked(table, seat, action, seq)
                await self._notify(change)
                async with table.lock:
                    await self._advance(table)
            except Refused as exc:
                if exc.code != "stale":
                    logger.warning("table %s: computer move refused: %s", table.id, exc)
                    return
            except NotSaved:
                # The decision is made again from the rebuilt state after a back-off: a full
                # disk or a locked database must not leave an all-computer table stuck.
                failures += 1
                delay = min(self.retry_delay * 2 ** (failures - 1), MAX_RETRY_DELAY)
                logger.warning(
                    "table %s: computer move not saved; retrying in %.1f s", table.id, delay
                )
                await asyncio.sleep(delay)
                continue
            failures = 0

    async def _computer_decision(self, table: LiveTable, seat: int) -> Action:
        game = table.game
        assert game is not None
        view = game.view(seat)
        assert view is not None
        level = table.seats[seat].computer_level or "heuristic"
        # Players draw per decision from (seed, view), so a fixed seed per seat is enough for
        # a rebuilt table to decide exactly as before.
        choose = self._computers(level, self._seat_seed(table.id, seat))
        if level == "strong":
            return await asyncio.to_thread(choose, view)
        return choose(view)

    async def wait_idle(self, table_id: int) -> None:
        """Wait until the table's computers, and the retries of writes that failed, have
        nothing left to do (tests, shutdown)."""
        table = self._tables.get(table_id)
        while table is not None:
            retry = self._retries.get(table_id)
            if retry is not None and not retry.done():
                await retry
                continue
            task = table.computer_task
            if task is None:
                break
            await task
            if table.computer_task is task and table_id not in self._retries:
                break

    # --- pausing, stepping away, turn timers ---------------------------------------------------

    async def pause(self, table_id: int, by_player: int, *, admin: bool = False) -> None:
        """Put a playing table aside (a tour continued another day); nothing moves meanwhile."""
        table = await self._switch(table_id, by_player, admin, "playing", "paused")
        self._disarm_timer(table)

    async def resume(self, table_id: int, by_player: int, *, admin: bool = False) -> None:
        """Take a paused table up again with the same four seats, at the exact point it stood."""
        table = await self._switch(table_id, by_player, admin, "paused", "playing")
        async with table.lock:
            await self._advance(table)
        self._schedule(table)

    async def _switch(
        self,
        table_id: int,
        by_player: int,
        admin: bool,
        before: TableStatus,
        after: TableStatus,
    ) -> LiveTable:
        table = self.get(table_id)
        async with table.lock:
            if by_player != table.row.host_player_id and not admin:
                raise Refused("not_host", "Only the host or an admin can do that.")
            if table.status != before:
                raise Refused("not_playing", f"This table is not {before} now.")
            await self.db.set_table_status(table_id, after)
            table.row = table.row.model_copy(update={"status": after})
        kind = "paused" if after == "paused" else "resumed"
        await self._notify(TableChange(table_id, table.seq, kind))
        return table

    async def step_away(self, table_id: int, player_id: int) -> int:
        """Hand your seat to a computer until you take it back; returns the seat."""
        table = self.get(table_id)
        seat = table.seat_of(player_id)
        if seat is None:
            raise Refused("not_seated", "You are not seated at this table.")
        await self._hand_to_computer(table, seat, player_id)
        return seat

    async def come_back(self, table_id: int, player_id: int) -> int:
        """Take back the seat a computer kept for you; returns the seat."""
        table = self.get(table_id)
        async with table.lock:
            seat = table.away_seat_of(player_id)
            if seat is None:
                raise Refused("not_seated", "No seat is being kept for you at this table.")
            options = table.options
            del options.away[seat]
            name = await self.db.player(player_id)
            display = name.display_name if name is not None else table.seats[seat].display_name
            back = SeatAssignment(seat=seat, player_id=player_id, display_name=display)
            await self._store_seat_and_options(table, back, options)
        await self._notify(TableChange(table_id, table.seq, "back", seat=seat))
        self._schedule(table)
        return seat

    async def _hand_to_computer(self, table: LiveTable, seat: int, player_id: int) -> None:
        async with table.lock:
            options = table.options
            options.away[seat] = player_id
            name = table.seats[seat].display_name
            keeper = SeatAssignment(
                seat=seat, computer_level="heuristic", display_name=f"{name} (computer)"
            )
            await self._store_seat_and_options(table, keeper, options)
        await self._notify(TableChange(table.id, table.seq, "away", seat=seat))
        self._schedule(table)

    async def _store_seat_and_options(
        self, table: LiveTable, assignment: SeatAssignment, options: TableOptions
    ) -> None:
        settings = with_options(table.row.settings, options)
        await self.db.set_seat(table.id, assignment)
        await self.db.set_table_settings(table.id, settings)
        table.seats[assignment.seat] = assignment
        table.row = table.row.model_copy(update={"settings": settings})

    def _arm_timer(self, table: LiveTable, seat: int | None) -> None:
        """(Re)start the turn timer for the person to act; none for computers or when off."""
        self._disarm_timer(table)
        minutes = table.options.timer_minutes
        if minutes == 0 or seat is None or table.is_computer(seat):
            return
        table.timer_task = asyncio.create_task(self._turn_timer(table, seat, table.seq, minutes))

    def _disarm_timer(self, table: LiveTable) -> None:
        task = table.timer_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        table.timer_task = None

    async def _turn_timer(self, table: LiveTable, seat: int, seq: int, minutes: int) -> None:
        half = minutes * 30.0
        await self._sleep(half)
        if table.seq != seq or table.status != "playing":
            return
        await self._notify(TableChange(table.id, seq, "reminder", seat=seat))
        await self._sleep(half)
        player_id = table.seats[seat].player_id
        if table.seq != seq or table.status != "playing" or player_id is None:
            return
        table.timer_task = None  # this task hands the seat over; it must not cancel itself
        await self._hand_to_computer(table, seat, player_id)

    # --- scorekeeping and records --------------------------------------------------------------

    async def score(
        self, table_id: int, by_player: int, result: Mapping[str, object] | str
    ) -> ActOutcome:
        """Enter a deal played with real cards (the record's scored form) at a scorekeeping
        table. Raises :class:`Refused` (with the reason for a bad result) or :class:`NotSaved`."""
        table = self.get(table_id)
        async with table.lock:
            game = table.game
            if table.status != "playing" or game is None:
                raise Refused("not_playing", "This table is not playing now.")
            if table.options.mode != "score":
                raise Refused("illegal", "This table plays its deals here; scores are not entered.")
            if table.seat_of(by_player) is None:
                raise Refused("not_seated", "Only the players at the table may enter scores.")
            try:
                parsed = get_variant(game.variant).scored_result(result, game.next_dealer)
                merge = result.get("merge") if isinstance(result, Mapping) else None
                settlement = game.add_scored(parsed, merge if isinstance(merge, bool) else None)
            except (ScoredDealError, IllegalAction) as exc:
                raise Refused("illegal", str(exc)) from None
            entry = game.deals[-1]
            settled = settled_deal(game, entry, table.accounted_seats(), table.tour_id)
            payload = {"result": result}
            try:
                await self.db.append_event(
                    table.id, table.seq + 1, log.SCORE, payload, settled=settled
                )
            except StorageError as exc:
                table.game = log.game_from_events(table.events)
                raise NotSaved("The score could not be saved; please try again.") from exc
            table.events.append((log.SCORE, payload))
            change = TableChange(
                table.id, table.seq, log.SCORE, settlement=settlement, deal_no=entry.number
            )
        await self._notify(change)
        async with table.lock:
            await self._advance(table)
        return ActOutcome(change.seq, settlement)

    async def record(self, table_id: int) -> dict[str, object]:
        """The table's game record (``boston-record/1``), live or finished."""
        table = self._tables.get(table_id)
        events = table.events if table is not None else await self.db.event_log(table_id)
        if not events:
            raise Refused("no_table", "That table has no game yet.")
        return game_to_record(log.game_from_events(events))

    # --- seats during play -----------------------------------------------------------------

    async def set_seat(self, table_id: int, assignment: SeatAssignment) -> None:
        """Hand a seat to a computer or back to a person (timers, replacing absent players)."""
        table = self.get(table_id)
        async with table.lock:
            if assignment.player_id is not None:
                await self.db.upsert_player(assignment.player_id, assignment.display_name)
            await self.db.set_seat(table_id, assignment)
            table.seats[assignment.seat] = assignment
        await self._notify(TableChange(table_id, table.seq, "seat"))
        self._schedule(table)

    async def set_messages(
        self,
        table_id: int,
        *,
        thread_id: int | None = None,
        message_id: int | None = None,
        lobby_message_id: int | None = None,
    ) -> None:
        table = self.get(table_id)
        await self.db.set_table_messages(
            table_id, thread_id=thread_id, message_id=message_id, lobby_message_id=lobby_message_id
        )
        updated = await self.db.table(table_id)
        if updated is not None:
            table.row = updated
