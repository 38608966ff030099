"""Lobby and seats: open, join, leave, start or cancel a table; who holds each seat.

Owns the start-up rebuild of unfinished tables, the lobby (create, join, add a computer,
leave, cancel, start), pausing and resuming, stepping away and coming back, and replacing
a seat during play.

A lobby's writes (a seat, a rule, a cancel, the Start) are saved only while the table is a
lobby in the database too: a copy older than another process's (a rolling deploy's overlap)
is rebuilt and the write refused instead (:meth:`Lobby._not_a_lobby`). Every seat write, in
the lobby or during play, is saved only while the table's status, the seat's holder (or its
being empty) and who is owed a seat are in the database what this copy says
(:meth:`Lobby._seat_refused`).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from types import EllipsisType
from typing import TypedDict, Unpack

from bot.engine.errors import IllegalAction
from bot.engine.record import RecordError
from bot.engine.variant import SettingsError
from bot.engine.variants import DEFAULT_VARIANT, get_variant
from bot.i18n import Lang, computer_name, computer_said_in
from bot.tables import log, seat_history
from bot.tables.commit import KEEP_DEALS
from bot.tables.live import LiveTable, NotSaved, Refused, TableChange
from bot.tables.options import TableOptions, check_options, engine_settings, with_options
from bot.tables.scheduling import Scheduling
from bot.tables.shuffle import derive_seed
from db.errors import (
    ConstraintViolation,
    DuplicateEvent,
    LobbyLimit,
    SeatChanged,
    StorageError,
)
from db.models import ComputerLevel, SeatAssignment, TableRow, TableStatus
from db.repos.events import RestoredTable

logger = logging.getLogger(__name__)

LOBBY: tuple[TableStatus, ...] = ("lobby",)
"""The status a lobby's writes are made in only (a seat, a rule, a cancel)."""
IN_PLAY: tuple[TableStatus, ...] = ("playing", "paused")
"""The statuses of a game in play (one paused is the same game): a game's abandonment."""


class Lobby(Scheduling):
    """Lobby, seats, pausing and the start-up rebuild."""

    # --- start-up -------------------------------------------------------------------------------

    async def load(self, *, hold: bool = False) -> list[int]:
        """Rebuild every unfinished table (of this process's shards) from its checkpoint and
        the events after it (or from its whole log where it has no readable checkpoint); return
        the ids of broken ones.

        A table whose log cannot be replayed is marked broken with the reason logged; the
        others load regardless.

        With ``hold`` the tables in play are :attr:`~LiveTable.held`: nothing moves them on
        (no computer, no timer, no deal due) until :meth:`release` or :meth:`leave_server` is
        told about their server. The bot holds them until the gateway has brought their
        server: one it was removed from while it was down would play on unseen (it is never
        told of that removal), and one not yet brought has no language yet. Without it (a
        terminal, a test) they move on at once.
        """
        broken: list[int] = []
        state = await self.db.restore_state(shards=self.shards)
        for row in await self.db.unfinished_tables(shards=self.shards):
            restored = state.get(row.id, RestoredTable([], None, [], None))
            try:
                table = await self._rebuild(row, restored)
            except (RecordError, SettingsError, IllegalAction, KeyError, ValueError) as exc:
                reason = f"cannot replay the table's log: {exc}"
                logger.error("table %s is broken: %s", row.id, reason)
                await self.db.mark_broken(row.id, reason)
                broken.append(row.id)
                continue
            if table.status == "lobby" and table.game is not None:
                await self._repair_start(table)
            self._tables[row.id] = table
            if table.status != "playing":
                continue  # a paused table's turn starts over when it is resumed
            table.turn_began = _turn_began(table, restored.last_event_at)
            if hold:
                table.held = True
                self._held.setdefault(row.guild_id, []).append(table)
            else:
                await self._advance(table)
                self._schedule(table)
        return broken

    @functools.cached_property
    def _held(self) -> dict[int, list[LiveTable]]:
        """The tables :meth:`load` held, by server, until :meth:`release` or
        :meth:`leave_server` (one look per server, not one over every table)."""
        return {}

    def servers(self) -> set[int]:
        """The servers of the tables in memory (lobbies, tables in play, held or paused)."""
        return {table.row.guild_id for table in self._tables.values()}

    async def release(self, server_id: int) -> None:
        """The frontend knows the server now and is in it: its tables held at start-up
        (:meth:`load`) move on from where they stood, with its language known. Once per
        server; later calls find nothing held."""
        held = self._held.pop(server_id, [])
        for table in held:
            table.held = False
        for table in held:
            if self._tables.get(table.id) is not table or table.status != "playing":
                continue  # ended, cancelled or paused meanwhile: nothing to move on
            try:
                async with table.lock:
                    await self._advance(table)
            except Exception:  # one table's bug must not keep the server's others still
                logger.exception("table %s: could not move on once its server was known", table.id)
            self._schedule(table)

    async def leave_server(self, server_id: int) -> None:
        """The frontend is no longer in the server: removed from it (also while it was down,
        found out at start-up). Nobody there can see or click its tables any more, and a turn
        timer would hand every seat to a computer and play the evening out unseen, so its
        games in play are paused: once the frontend is back in the server, the host or an
        admin resumes each where it stood. Its lobbies are cancelled: they hold no game, and
        left open they would count against their hosts' open tables, which nobody could
        cancel from another server. A table whose pause or cancel was not saved is left as
        it was (one held stays held) and logged; the next call tries again."""
        self._held.pop(server_id, None)
        kept: list[LiveTable] = []
        for table in [t for t in self._tables.values() if t.row.guild_id == server_id]:
            host = table.row.host_player_id
            try:
                if table.status == "lobby":
                    try:
                        await self.cancel(table.id, host, admin=True, lobby_only=True)
                        logger.info("table %s: lobby cancelled, the bot left its server", table.id)
                    except Refused:
                        if table.status != "playing" or self._tables.get(table.id) is not table:
                            raise
                        # Started by another process meanwhile (rebuilt by the refusal): a
                        # game in play now, paused as any other.
                if table.status == "playing" and self._tables.get(table.id) is table:
                    await self.pause(table.id, host, admin=True)
                    logger.info("table %s: paused, the bot left its server", table.id)
            except (Refused, StorageError) as exc:
                logger.warning(
                    "table %s: not put aside, the bot left its server (%r)", table.id, exc
                )
                if table.held:
                    kept.append(table)
                continue
            table.held = False  # paused (or never playing): /boston resume moves it on
        if kept:
            self._held.setdefault(server_id, []).extend(kept)

    async def _rebuild(self, row: TableRow, restored: RestoredTable) -> LiveTable:
        """The live table at the end of its log. A checkpoint that cannot be read, or whose
        tail does not replay onto it, is not trusted: the table is replayed from its whole
        log then (the log is the truth), and only a log that cannot be replayed makes the
        table broken."""
        seats, saved, events, tour_id, _, changes, timed_out, away_since = restored
        table = LiveTable(row=row, seats={a.seat: a for a in seats}, tour_id=tour_id)
        table.timed_out = set(timed_out)
        # A seat kept for someone away says since when in its last change (saved with the
        # step away, migration 0026). A change saved before that says nothing: the seat was
        # taken over, as far as its changes tell, where a computer last replaced a person:
        # the first change of the seat's last run of computer holders (not its last change:
        # the keeper's name said again in another language, ``name_computers``, is a later
        # change of the same run). That guess is wrong where a person held the seat only
        # between two events (their change was replaced at the same seq): the marks need none.
        taken: dict[int, int] = {}
        for seq, holder in changes:  # in order of seq
            if holder.computer_level is None:
                taken.pop(holder.seat, None)
            else:
                taken.setdefault(holder.seat, seq)
        taken.update(away_since)
        table.away_since = {s: seq for s, seq in taken.items() if s in table.options.away}
        if saved is not None:
            seq, data = saved
            try:
                table.game = log.game_from_checkpoint(data, events)
                table.seq = seq + len(events)
            except (ValueError, KeyError, TypeError, IllegalAction) as exc:
                logger.warning(
                    "table %s: checkpoint at event %s unreadable (%s); replaying the whole log",
                    row.id,
                    seq,
                    exc,
                )
                events = await self.db.event_log(row.id)
            else:
                # Who held a seat handed over before: the log only where one was.
                handed = seat_history.handovers(changes, table.options.given)
                whole = await self.db.event_log(row.id) if handed else []
                table.place_holders(_placed(table, handed, whole))
                table.game.forget(KEEP_DEALS)
                table.follow_holders()
                return table
        if events:
            # Each deal settled under its seats' names of the time, as a checkpoint keeps them.
            given = table.options.given
            table.game = log.game_from_events(events, seat_history.renames(changes, given))
            handed = seat_history.handovers(changes, given)
            table.place_holders(_placed(table, handed, events))
            table.game.forget(KEEP_DEALS)
        table.seq = len(events)
        # The start event (or the checkpoint) names the seats as they were: the lines from
        # now on name who holds them now, as they did before the restart.
        table.follow_holders()
        return table

    async def _reload(self, table: LiveTable) -> bool:
        """``table`` made what its row, seats and log say now, in place (the frontends and
        tasks hold this object), as :meth:`load` would build it: after a write found the log
        ahead of it (:meth:`~bot.tables.commit.CommitPath._catch_up`). Called with its lock.
        False where another process has ended it: the service lets go of it then. Raises
        what :meth:`_rebuild` or the database raise; the table is unchanged then."""
        row = await self.db.table(table.id)
        if row is None:
            raise ValueError(f"table {table.id} is gone from the database")
        seats = await self.db.seats(table.id)
        # The checkpoint before the log: a checkpoint written after the log was read would
        # stand for events the tail does not hold.
        saved = await self.db.checkpoint(table.id)
        events = await self.db.event_log(table.id)
        if saved is not None:
            events = events[saved[0] :]  # seqs run 1, 2, …: those after the checkpoint's
        tour = await self.db.running_tour(table.id)
        changes = await self.db.seat_changes(table.id)
        timed_out = await self.db.timed_out_seats(table.id)
        away_since = await self.db.away_since_seats(table.id)
        tour_id = tour.id if tour is not None else None
        restored = RestoredTable(
            seats,
            saved,
            events,
            tour_id,
            seat_changes=tuple(changes),
            timed_out=timed_out,
            away_since=away_since,
        )
        fresh = await self._rebuild(row, restored)
        if fresh.status == "lobby" and fresh.game is not None:
            await self._repair_start(fresh)  # as load() does: a start left half-done
        table.row, table.seats, table.tour_id = fresh.row, fresh.seats, fresh.tour_id
        table.game, table.seq, table.twin = fresh.game, fresh.seq, None
        table.past_holders, table.part_holders = fresh.past_holders, fresh.part_holders
        table.move_holders, table.timed_out = fresh.move_holders, fresh.timed_out
        table.away_since = fresh.away_since
        table.turn_began = None
        if table.status != "lobby":  # started or ended there: nobody leaves it any more
            self._left_lobby.pop(table.id, None)
        if table.status in ("lobby", "playing", "paused"):
            return True
        self._tables.pop(table.id, None)
        self._disarm_timer(table)
        task = table.computer_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        return False

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
        try:
            row = await self.db.open_lobby(
                guild_id=guild_id,
                channel_id=channel_id,
                thread_id=thread_id,
                host_player_id=host_id,
                host_name=host_name,
                variant=variant,  # pyright: ignore[reportArgumentType]
                settings=checked,
                # Counted in the shared database, in the lobby's own transaction: in a cluster
                # other processes hold the lobbies of the person's servers in other shards.
                max_hosted=self.limits.lobbies_per_user,
                max_in_guild=self.limits.lobbies_per_server,
            )
        except LobbyLimit as exc:
            if exc.kind == "host":
                raise Refused(
                    "too_many_lobbies", "You have too many tables waiting for players."
                ) from None
            raise Refused(
                "server_busy", "This server has too many tables waiting for players."
            ) from None
        host = SeatAssignment(seat=1, player_id=host_id, display_name=host_name)
        table = LiveTable(row=row, seats={1: host})
        self._tables[row.id] = table
        return table

    async def join(
        self, table_id: int, player_id: int, name: str, username: str | None = None
    ) -> int:
        """Take a free seat in the lobby under ``name`` (with ``username`` where another seat
        goes by that name: :meth:`LiveTable.distinct_name`); returns the seat."""
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if table.claimed_seat_of(player_id) is not None:
                raise Refused("already_seated", "You already have a seat at this table.")
            seat = self._free_seat(table)
            name = table.distinct_name(seat, name, username)
            assignment = SeatAssignment(seat=seat, player_id=player_id, display_name=name)
            # The player's row and the seat in one transaction: a refusal changes nothing.
            try:
                # Only a seat still empty: another process may have filled it meanwhile.
                await self.db.set_seat(
                    table_id, assignment, guild_id=table.row.guild_id, expected=LOBBY, holder=None
                )
            except StorageError as exc:
                raise await self._not_a_lobby(table, exc) from None
            table.seats[seat] = assignment
            self._left_lobby.get(table_id, set()).discard(player_id)
        await self._notify(TableChange(table_id, table.seq, "lobby"))
        return seat

    async def add_computer(
        self,
        table_id: int,
        by_player: int,
        level: ComputerLevel,
        name: str | Callable[[int], str] | None = None,
        *,
        seat: int | None = None,
    ) -> int:
        """Seat a computer in the first free seat; ``name`` may be given for the seat it takes
        (known only here, under the table's lock): the frontend's language names it. With
        ``seat``, the free seat the lobby showed first when its button was drawn: a computer of
        this ``level`` seated there since is the one the press asked for (a double click's
        first press), refused as ``stale`` with nothing seated, so a button pressed twice
        seats one computer; a seat taken otherwise (someone joined) does not matter."""
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            # What holds for anyone first: someone not seated is told to sit down, which
            # seats a computer only where one may sit and a seat is free.
            _no_computer_at_a_scorekeeping_table(table)
            taken = table.seats.get(seat) if seat is not None else None
            if taken is not None and taken.computer_level == level:
                raise Refused("stale", f"Seat {seat} was given a computer since it was drawn.")
            seat = seat if seat in (1, 2, 3, 4) and taken is None else self._free_seat(table)
            if table.seat_of(by_player) is None:
                raise Refused("not_seated", "Only seated players may add a computer.")
            # A name given, or one for its seat in the frontend's words (English without one).
            namer = name or computer_name("en", level)
            display = namer if isinstance(namer, str) else namer(seat)
            assignment = SeatAssignment(seat=seat, computer_level=level, display_name=display)
            try:
                await self.db.set_seat(table_id, assignment, expected=LOBBY, holder=None)
            except StorageError as exc:
                raise await self._not_a_lobby(table, exc) from None
            table.seats[seat] = assignment
        await self._notify(TableChange(table_id, table.seq, "lobby"))
        return seat

    async def leave(self, table_id: int, player_id: int) -> None:
        table = self.get(table_id)
        async with table.lock:
            # Someone with no seat there, nor one a computer keeps for them, is told so first:
            # "the game has started, its seats are the game's" spoke of a seat they never had.
            if table.claimed_seat_of(player_id) is None:
                raise Refused("not_seated", "You are not seated at this table.")
            self._require_lobby(table)
            seat = table.seat_of(player_id)
            if seat is None:
                raise Refused("not_seated", "You are not seated at this table.")
            if player_id == table.row.host_player_id:
                raise Refused("not_host", "The host cannot leave; cancel the table instead.")
            try:
                await self.db.clear_seat(table_id, seat, expected=LOBBY, holder=table.seats[seat])
            except StorageError as exc:
                raise await self._not_a_lobby(table, exc) from None
            del table.seats[seat]
            self._left_lobby.setdefault(table_id, set()).add(player_id)
        await self._notify(TableChange(table_id, table.seq, "lobby"))

    def has_left(self, table_id: int, player_id: int) -> bool:
        """Whether ``player_id`` left lobby ``table_id`` (and has not sat down there since): a
        Leave pressed twice is told the first press did it. Kept until the lobby starts or is
        let go of (cancelled, or found started or ended by another process: :meth:`_reload`);
        in memory only: after a restart it is "not seated", which is true as well."""
        return player_id in self._left_lobby.get(table_id, ())

    async def cancel(
        self, table_id: int, by_player: int, *, admin: bool = False, lobby_only: bool = False
    ) -> None:
        """The host (or an admin) abandons the table, in the lobby or during play.
        ``lobby_only``: the lobby's **Cancel table**, refused once the game has started (a
        stale copy of the lobby must not end a game; ``/boston abandon`` asks first).

        Written only while the table's status is what this process's copy says (a lobby, or
        a game in play or paused): where another process started the lobby, or ended or
        cancelled the table, meanwhile (a rolling deploy's overlap) the table is rebuilt and
        the cancel refused, changing nothing: ``no_table`` where that process let it go,
        ``not_playing`` (the lobby's button, and ``/boston abandon`` answered as asked of a
        lobby: ``lobby_only``) or ``stale`` (``/boston abandon`` asked of a game) where its
        game is not what this copy says."""
        table = self.get(table_id)
        async with table.lock:
            if self._tables.get(table_id) is not table:  # cancelled while this one waited
                raise Refused("no_table", "That table does not exist or has ended.")
            if lobby_only:
                self._require_lobby(table)
            if by_player != table.row.host_player_id and not admin:
                raise Refused(
                    "not_host_or_admin",
                    "Only the host or a member with Manage Server can cancel the table.",
                )
            # Only what this copy of the table is: a lobby cancelled here must not abandon
            # the game another process started from it (a rolling deploy's overlap).
            was = LOBBY if table.status == "lobby" else IN_PLAY
            try:
                await self.db.abandon_table(table_id, table.tour_id, expected=was)
            except StorageError as exc:
                if lobby_only:
                    raise await self._not_a_lobby(table, exc) from None
                if await self._catch_up(table, exc):
                    raise self._moved_on(
                        table, "The table has moved on since you looked; here it is now."
                    ) from None
                raise
            table.row = table.row.model_copy(update={"status": "abandoned"})
            del self._tables[table_id]
            self._left_lobby.pop(table_id, None)
        if table.computer_task is not None:
            table.computer_task.cancel()
        self._disarm_timer(table)
        await self._notify(TableChange(table_id, table.seq, "cancelled", ended=table, by=by_player))

    async def start(self, table_id: int, by_player: int, first_dealer: int | None = None) -> None:
        """The host starts a full table: the game's start event, then the first deal. The first
        dealer is drawn (from the service's seed) unless given. A lobby another process has
        started meanwhile is rebuilt from the log and the start refused as ``stale`` (or
        ``no_table`` where that process has ended it, or cancelled the lobby: the start is
        written only while the table is a lobby): :meth:`_catch_up`."""
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if by_player != table.row.host_player_id:
                raise Refused("not_host", "Only the host can start the game.")
            if len(table.seats) < 4:
                await self._seated_elsewhere(table)
            names = [table.seats[s].display_name for s in (1, 2, 3, 4)]
            if first_dealer is None:
                first_dealer = derive_seed(self.seed, "dealer", table_id) % 4 + 1
            payload = log.start_payload(
                table.row.variant, engine_settings(table.row.settings), names, first_dealer
            )
            game = log.game_from_events([(log.START, payload)])
            try:
                # The tour, the start event and the status: one transaction, so no failed
                # write or crash can leave a lobby that already has a start event.
                tour_id = await self.db.start_game(table_id, payload, game.features.tour_length)
            except StorageError as exc:
                logger.warning("table %s: start not saved: %s", table_id, exc)
                # Another process started this lobby (and may have played on or ended it),
                # or cancelled it: the table is rebuilt from the log, and the Start refused
                # rather than tried again: the game it asked for is under way, begun from the
                # lobby as the other process saw it, and cannot be started twice; the host
                # sees the table as it stands now (or is told it is over or cancelled).
                if await self._catch_up(table, await self._started_elsewhere(table, exc)):
                    raise self._moved_on(
                        table, "The table has moved on since you looked; here it is now."
                    ) from None
                raise NotSaved("The game could not be started; please try again.") from exc
            table.seq = 1
            table.game = game
            table.tour_id = tour_id
            table.row = table.row.model_copy(update={"status": "playing"})
            self._left_lobby.pop(table_id, None)
        await self._notify(TableChange(table_id, table.seq, log.START))
        async with table.lock:
            await self._advance(table)
        self._schedule(table)

    async def _seated_elsewhere(self, table: LiveTable) -> None:
        """A Start of a lobby this process sees with a seat empty, called with its lock: a
        seat another process filled (a rolling deploy's old one) adds no event for a log to
        be found ahead by, so the seats are read (on this refusal's path only) and, where
        the database has more, the lobby is rebuilt from them (``rebuilt``: its message
        drawn again) and started as the host saw it. Raises ``not_full`` where it is not
        full there either, or what :meth:`_require_lobby` raises where it is a lobby no more."""
        stored = {seat.seat for seat in await self.db.seats(table.id)}
        missing = sorted(stored - set(table.seats))
        if missing:
            await self._catch_up(table, SeatChanged(table.id, missing[0]), advance=False)
            self._require_lobby(table)
        if len(table.seats) < 4:
            raise Refused("not_full", "Four seats must be filled to start.")

    async def _started_elsewhere(self, table: LiveTable, exc: StorageError) -> StorageError:
        """A lobby's start refused with ``exc``, as :meth:`_catch_up` is to take it: a log
        found ahead (:class:`~db.errors.DuplicateEvent`) where another process has started
        the lobby. Its start event is found so unless that game ended there: its finished
        tour is found first then, a uniqueness refusal of its own, and the lobby's row, read
        on this failure path only, says whether the game began elsewhere. Any other failure
        is returned as it is: a lobby no longer a lobby (:class:`~db.errors.TableStatusChanged`,
        cancelled elsewhere) is rebuilt from as well, the rest is not saved."""
        if not isinstance(exc, ConstraintViolation) or exc.kind != "unique":
            return exc
        try:
            row = await self.db.table(table.id)
        except StorageError:
            return exc
        if row is None or row.status == "lobby":
            return exc
        return DuplicateEvent(table.id, 1)

    async def _repair_start(self, table: LiveTable) -> None:
        """A lobby whose start event was committed without its status (written by an older
        version in three transactions, cut by a crash): finish the start it began."""
        assert table.game is not None
        table.tour_id = await self.db.start_game(table.id, None, table.game.features.tour_length)
        table.row = table.row.model_copy(update={"status": "playing"})
        logger.warning("table %s: a start left half-done was completed", table.id)

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
                raise Refused("illegal", str(exc), settings=exc) from None
            settings = with_options(checked, table.options)
            try:
                await self.db.set_table_settings(table_id, settings, expected=LOBBY)
            except StorageError as exc:
                raise await self._not_a_lobby(table, exc) from None
            table.row = table.row.model_copy(update={"settings": settings})
        await self._notify(TableChange(table_id, table.seq, "lobby"))
        return checked

    async def _not_a_lobby(self, table: LiveTable, exc: StorageError) -> Exception:
        """What to raise for a lobby's write (a seat, a rule, a cancel) refused with ``exc``.
        Where the table is no lobby any more (:class:`~db.errors.TableStatusChanged`: another
        process started or cancelled it, a rolling deploy's overlap) it is rebuilt from the
        database (:meth:`_catch_up`) and the write refused as ``no_table`` (let go of: that
        process cancelled or ended it) or ``not_playing`` (its game is under way; the lobby
        message then shows it). Any other failure is returned as it is (not saved). Called
        with the table's lock."""
        if not await self._catch_up(table, exc):
            return exc
        if self._tables.get(table.id) is not table:
            return Refused("no_table", "That table does not exist or has ended.")
        if table.status != "lobby":
            return Refused("not_playing", "The game has already started.")
        return Refused("stale", "The table has moved on since you looked; here it is now.")

    async def _seat_refused(self, table: LiveTable, exc: StorageError) -> Exception:
        """What to raise for a seat write refused with ``exc``: where another process changed
        the table's status (:class:`~db.errors.TableStatusChanged`) or the seat
        (:class:`~db.errors.SeatChanged`: gave or emptied it, or changed who is owed it)
        meanwhile, the table is rebuilt from the database and the write refused as a lobby's
        is (:meth:`_not_a_lobby`) or as ``stale`` (``no_table`` where that process ended
        it); nothing of the write is kept. Any other failure is returned as it is (not
        saved). Called with the table's lock."""
        if table.status == "lobby":
            return await self._not_a_lobby(table, exc)
        if await self._catch_up(table, exc):
            return self._moved_on(table, "The table has moved on since you looked; here it is now.")
        return exc

    def _require_lobby(self, table: LiveTable) -> None:
        if table.status != "lobby":
            raise Refused("not_playing", "The game has already started.")

    def _free_seat(self, table: LiveTable) -> int:
        for seat in (1, 2, 3, 4):
            if seat not in table.seats:
                return seat
        raise Refused("table_full", "All four seats are taken.")

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
                raise Refused(
                    "not_host_or_admin", "Only the host or a member with Manage Server can do that."
                )
            table.require_started()
            if table.status != before:
                raise Refused("not_playing", f"This table is not {before} now.")
            # Only from the status this copy has: a game another process ended, or paused
            # or resumed already, meanwhile (a rolling deploy's overlap) is rebuilt instead.
            try:
                # A resume's write says whether it took a moved table's call (migration
                # 0025): told with the change, as only this write may make it.
                called = await self.db.set_table_status(table_id, after, expected=(before,))
            except StorageError as exc:
                if await self._catch_up(table, exc):
                    if self._tables.get(table_id) is table and table.status == after:
                        # Paused (or resumed) there already: answered as here (the frontend
                        # says which status the table is in).
                        raise Refused("not_playing", f"This table is not {before} now.") from None
                    raise self._moved_on(
                        table, "The table has moved on since you looked; here it is now."
                    ) from None
                raise
            table.row = table.row.model_copy(update={"status": after})
        kind = "paused" if after == "paused" else "resumed"
        await self._notify(TableChange(table_id, table.seq, kind, called=called))
        return table

    async def step_away(self, table_id: int, player_id: int) -> int:
        """Hand your seat to a computer until you take it back; returns the seat."""
        table = self.get(table_id)
        # In the lobby a seat handed to a computer would free its owner to join again.
        table.require_started()
        if table.status not in ("playing", "paused") or table.game is None:
            raise Refused("not_playing", "This table is not playing now.")
        seat = table.seat_of(player_id)
        if seat is None and table.away_seat_of(player_id) is not None:  # pressed twice
            raise Refused("already_away", "A computer already keeps your seat for you.")
        if seat is None:
            raise Refused("not_seated", "You are not seated at this table.")
        _no_computer_at_a_scorekeeping_table(table)  # its cards are in people's hands
        await self._hand_to_computer(table, seat, player_id)
        return seat

    async def come_back(
        self, table_id: int, player_id: int, name: str, username: str | None = None
    ) -> int:
        """Take back the seat a computer kept for you, under ``name`` (the one you go by in
        this server now, made distinct as on joining); returns the seat."""
        table = self.get(table_id)
        async with table.lock:
            seat = table.away_seat_of(player_id)
            if seat is None:
                raise Refused("not_seated", "No seat is being kept for you at this table.")
            name = table.distinct_name(seat, name, username)
            options = table.options.model_copy(deep=True)  # the table's own is shared
            del options.away[seat]
            back = SeatAssignment(seat=seat, player_id=player_id, display_name=name)
            await self._store_seat_and_options(table, back, options)
        await self._notify(TableChange(table_id, table.seq, "back", seat=seat))
        self._schedule(table)
        return seat

    async def _hand_to_computer(
        self, table: LiveTable, seat: int, player_id: int, *, timed_out: bool = False
    ) -> None:
        async with table.lock:
            assignment = table.seats.get(seat)
            if assignment is None or assignment.player_id != player_id:
                if table.away_seat_of(player_id) == seat:
                    # Away already: a second press that waited for the first one's lock is
                    # told so, as one seen before the lock is (step_away), not "not seated".
                    raise Refused("already_away", "A computer already keeps your seat for you.")
                raise Refused("not_seated", "You are not seated at this table.")
            options = table.options.model_copy(deep=True)  # the table's own is shared
            options.away[seat] = player_id
            name = await self.keeper_name(table, table.seats[seat].display_name)
            keeper = SeatAssignment(seat=seat, computer_level="heuristic", display_name=name)
            # Since when, saved in the seat change's own write: a restart reads it back.
            since = table.seq
            await self._store_seat_and_options(
                table, keeper, options, timed_out=timed_out, away_since=since
            )
            table.away_since[seat] = since
        change = TableChange(table.id, table.seq, "away", seat=seat, timed_out=timed_out)
        await self._notify(change)
        self._schedule(table)

    async def _store_seat_and_options(
        self,
        table: LiveTable,
        assignment: SeatAssignment,
        options: TableOptions,
        *,
        given: bool = False,
        timed_out: bool = False,
        away_since: int | None = None,
    ) -> None:
        """Write ``assignment`` with the table's ``options``; ``given``: the host gives the
        seat to a computer of its own (not a keeper), which a restart reads from the options'
        ``given`` as the seat change alone does not say it; ``timed_out``: the turn timer
        hands the seat to its keeper (:attr:`LiveTable.timed_out`), saved with the change;
        ``away_since``: the keeper takes the seat over for its person after that event
        (:attr:`LiveTable.away_since`), saved with the change too (None: any other change)."""
        # A seat changed again at the same seq replaces the change written there (one row per
        # seq and seat), and so does its mark as given: a keeper written over a gift is a keeper.
        at = (table.seq, assignment.seat)
        marks = [mark for mark in options.given if mark != at] + ([at] if given else [])
        options = options.model_copy(update={"given": marks})
        settings = with_options(table.row.settings, options)
        # One transaction: a seat and who is owed it must never be seen apart, and a person
        # seated is recorded in it too, so a failed write leaves no player row behind. Only
        # while the table, the seat and who is owed a seat are as this copy has them: another
        # process may have ended the game or given the seat meanwhile (a rolling deploy).
        try:
            await self.db.set_seat(
                table.id,
                assignment,
                settings=settings,
                guild_id=table.row.guild_id,
                # The turn timer's hand-over only while the game plays: not at one another
                # process paused meanwhile (a rolling deploy's overlap), where no turn runs.
                expected=("playing",) if timed_out else _as_seen(table),
                holder=table.seats.get(assignment.seat),
                settings_before=table.row.settings,
                timed_out=timed_out,
                away_since=away_since,
            )
        except StorageError as exc:
            raise await self._seat_refused(table, exc) from None
        if timed_out:
            table.timed_out.add(assignment.seat)
        else:
            table.timed_out.discard(assignment.seat)
        before = table.owner(assignment.seat)
        table.seats[assignment.seat] = assignment
        table.row = table.row.model_copy(update={"settings": settings})
        # Lines about earlier deals name who played. A keeper given its person's seat for
        # good is a holder of its own from now on (:meth:`LiveTable.owner`), though the
        # same computer: a restart reads that from the options' ``given``.
        table.hand_over(assignment.seat, before)
        # The lines from now on name the seat's new holder (a keeper: still its person).
        table.follow_holders()

    # --- seats during play -----------------------------------------------------------------

    async def set_seat(
        self,
        table_id: int,
        assignment: SeatAssignment,
        *,
        expected: SeatAssignment | EllipsisType | None = ...,
    ) -> None:
        """Hand a seat to a computer or to a person (replacing an absent player).

        The seat's new holder replaces whoever held it *and* whoever was owed it: a player who
        stepped away from this seat loses it. A person who holds or is owed another seat of the
        table is refused (one person, one seat); nothing is written then. With ``expected``
        (the seat's assignment as the caller saw it, None: empty) a seat that changed since
        (its person came back, another replace went first) is refused as ``stale``, checked
        under the table's lock: the caller decided on what it saw."""
        table = self.get(table_id)
        async with table.lock:
            if assignment.seat not in (1, 2, 3, 4):
                raise Refused("illegal", "A table has seats 1 to 4.")
            if expected is not ... and table.seats.get(assignment.seat) != expected:
                raise Refused("stale", "The seat changed since it was asked for.")
            if assignment.computer_level is not None:
                _no_computer_at_a_scorekeeping_table(table)
            player_id = assignment.player_id
            if player_id is not None and table.claimed_seat_of(player_id) not in (
                None,
                assignment.seat,
            ):
                raise Refused("already_seated", "That player already has a seat at this table.")
            held = table.seats.get(assignment.seat)
            if player_id is not None and held is not None and held.player_id == player_id:
                # Given to whoever holds it and plays it: nothing to hand over, nothing written
                # (a person away has a computer keeping the seat: given it back, that is a
                # change, below).
                raise Refused("already_seated", "That player already has this seat.")
            options = table.options.model_copy(deep=True)  # the table's own is shared
            owed_to = options.away.pop(assignment.seat, None)
            was = table.seats.get(assignment.seat)
            # Given by the host, not keeping the seat for anyone: its holder from now on.
            gift = assignment.computer_level is not None and table.game is not None
            await self._store_seat_and_options(table, assignment, options, given=gift)
        # Another holder (not the same person or computer level named again) is told with the
        # names the seat went by and goes by, so the thread can say who took over from whom.
        handed = was is not None and (was.player_id, was.computer_level) != (
            assignment.player_id,
            assignment.computer_level,
        )
        names = (was.display_name, assignment.display_name) if handed and was else None
        if owed_to == assignment.player_id:
            owed_to = None  # the person away given their own seat back: they lose nothing
        held_by = was.player_id if was is not None else None
        lost = owed_to
        if lost is None and held_by is not None and held_by != assignment.player_id:
            lost = held_by
        change = TableChange(
            table_id,
            table.seq,
            "seat",
            seat=assignment.seat,
            names=names,
            owed_to=owed_to,
            lost=lost,
        )
        await self._notify(change)
        self._schedule(table)

    async def rename(
        self, table_id: int, player_id: int, name: str, username: str | None = None
    ) -> str | None:
        """Follow a seated person's new name (their display name now, made distinct as on
        joining, :meth:`LiveTable.distinct_name`): stored with the seat and as the name they
        go by in the server, then shown. Only the seat they hold themselves: a seat a computer
        keeps for them, and a computer's, keep their names. Returns the seat's former name,
        or None where the name is the same. Raises :class:`Refused` (``not_seated``; or
        ``stale`` / ``no_table``, :meth:`_seat_refused`, where another process changed the
        table or the seat meanwhile: the table is rebuilt from the database then) or
        :class:`~db.errors.StorageError`; nothing of the new name is kept then."""
        table = self.get(table_id)
        async with table.lock:
            seat = table.seat_of(player_id)
            if seat is None:
                raise Refused("not_seated", "You are not seated at this table.")
            new = table.new_name(seat, name, username)
            if new is None:  # another click renamed it meanwhile
                return None
            old = table.seats[seat].display_name
            renamed = SeatAssignment(seat=seat, player_id=player_id, display_name=new)
            # The name in the server and the seat's in one transaction: both or neither; and
            # only while the seat is still theirs, as this copy has it.
            try:
                await self.db.set_seat(
                    table_id,
                    renamed,
                    guild_id=table.row.guild_id,
                    expected=_as_seen(table),
                    holder=table.seats[seat],
                )
            except StorageError as exc:
                raise await self._seat_refused(table, exc) from None
            table.seats[seat] = renamed
            table.follow_holders()
            change = TableChange(table_id, table.seq, "renamed", seat=seat, names=(old, new))
        await self._notify(change)
        return old

    async def name_computers(self, table_id: int, lang: Lang) -> bool:
        """Say the names the bot gave the table's computers in ``lang`` where they are in
        another language (the frontend's messages changed language since they sat down:
        :func:`~bot.i18n.computer_said_in`): stored, then kept. Other names stay as they are.
        Whether any changed. Raises :class:`Refused` (``no_table``; or ``stale``,
        :meth:`_seat_refused`, where another process changed the table or those seats
        meanwhile: the table is rebuilt from the database then) or
        :class:`~db.errors.StorageError`; no new name is kept then."""
        table = self.get(table_id)
        async with table.lock:
            renamed: list[SeatAssignment] = []
            for assignment in table.seats.values():
                level = assignment.computer_level
                said = None
                if level is not None:
                    said = computer_said_in(lang, assignment.display_name, level, assignment.seat)
                if said is not None:
                    renamed.append(assignment.model_copy(update={"display_name": said}))
            if not renamed:
                return False
            try:
                await self.db.rename_seats(
                    table_id,
                    renamed,
                    expected=_as_seen(table),
                    holders=[table.seats[a.seat] for a in renamed],
                )
            except StorageError as exc:
                raise await self._seat_refused(table, exc) from None
            for assignment in renamed:
                table.seats[assignment.seat] = assignment
            table.follow_holders()
        return True

    async def set_messages(self, table_id: int, **ids: Unpack[MessageIds]) -> None:
        """Change the Discord ids given (None: none any more); the others stay as they are."""
        table = self.get(table_id)
        await self.db.set_table_messages(table_id, **ids)
        # Only these ids change in memory too. The rest of the row is the live table's own:
        # a row read back would be older than a step away or a pause saved meanwhile (this
        # runs without the table's lock, while the table goes on), and would undo it.
        table.row = table.row.model_copy(update=dict(ids))


class MessageIds(TypedDict, total=False):
    """A table's Discord ids that :meth:`Lobby.set_messages` may change (``channel_id``: a
    table moved, its own channel deleted)."""

    channel_id: int
    thread_id: int | None
    message_id: int | None
    lobby_message_id: int | None


def _as_seen(table: LiveTable) -> tuple[TableStatus, ...]:
    """The statuses a seat write is made in only: the lobby's, or a game's in play (paused
    or not: a pause elsewhere changes no seat) where this copy's game has started."""
    return LOBBY if table.status == "lobby" else IN_PLAY


def _no_computer_at_a_scorekeeping_table(table: LiveTable) -> None:
    """A scorekeeping table's deals are played with real cards by the four people who enter
    them: a computer could hold no cards there, and its seat could enter no score."""
    if table.options.mode == "score":
        raise Refused("people_only", "A scorekeeping table seats four people with real cards.")


def _placed(
    table: LiveTable, handed: Sequence[tuple[int, int, str]], events: Sequence[log.Event]
) -> seat_history.Placed:
    """The seats' earlier holders, those who handed a seat over during a deal (and how far
    into it) and those deals' moves, from ``handed`` (:func:`seat_history.handovers`) and the
    table's whole log ``events``, its game rebuilt (:func:`seat_history.placed_or_nowhere`)."""
    playing = table.game is not None and table.deals_over() < len(table.game.deals)
    return seat_history.placed_or_nowhere(table.id, handed, events, in_play=playing)


def _turn_began(table: LiveTable, last_event_at: datetime | None) -> tuple[int, datetime]:
    """When the turn of a table rebuilt at start-up began, at its seq: its last event, or its
    last resume or seat change where later (each starts the turn's time over, as it does
    live; the row's ``updated_at`` is written with them)."""
    row_at = table.row.updated_at
    return table.seq, row_at if last_event_at is None else max(last_event_at, row_at)
