"""Scheduling: computer turns, turn timers, and retries with back-off.

Owns what moves a table when no person clicks: a computer's decision and move, a move the
rules leave no choice about (:meth:`~bot.engine.game.Game.forced_action`: made at once, by the
same task as a computer's, whoever holds the seat), the reminder and hand-over of a person's
turn timer, and the retry (doubling, at most :data:`MAX_RETRY_DELAY`) of a move or a deal that
could not be saved.

A reminder is written down before it goes out (``turn_reminders``, migration 0011): a turn
rebuilt at start-up past half time gets the reminder that fell due while the bot was down
(once its server has arrived: a held table's timer waits), and never a second one.
"""

from __future__ import annotations

import asyncio
import logging

from bot.engine.actions import Action
from bot.tables.commit import CommitPath, keep_twin
from bot.tables.live import LiveTable, NotSaved, Refused, TableChange
from db.errors import StorageError

logger = logging.getLogger(__name__)

MAX_RETRY_DELAY = 30.0
"""Seconds: the longest wait between two attempts to save a computer move or a new deal."""
MAX_COMPUTER_FAILURES = 5
"""Unexpected failures in a row of a computer's decision or move, or of a move the table makes
itself (:meth:`~bot.engine.game.Game.forced_action`), before its table is marked as needing
attention (and its people told) instead of being tried again."""


def own_move(table: LiveTable, seat: int, forced: Action | None) -> bool:
    """Whether the move being made for ``seat`` is the table's own, one the rules leave no
    choice about (``forced``), at a person's seat as at a computer's: its holder decided
    nothing. A person's seat is moved for no other reason."""
    return forced is not None or not table.is_computer(seat)


def mover(table: LiveTable, seat: int, forced: Action | None) -> str:
    """Who failed to move, for the log: the table's own move for the seat, or the computer."""
    if own_move(table, seat, forced):
        return f"the table's own move for seat {seat}"
    return f"the computer at seat {seat}"


class Scheduling(CommitPath):
    """Computer turns, turn timers and retries of a table that could not move on."""

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
            await self._retry_sleep(delay)
            if self._closing or self._tables.get(table.id) is not table:
                return
            async with table.lock:
                await self._advance(table)
            self._schedule(table)
        finally:
            if self._retries.get(table.id) is asyncio.current_task():
                del self._retries[table.id]

    # --- computer turns -------------------------------------------------------------------------

    def _schedule(self, table: LiveTable) -> None:
        if table.held:
            # A seat changed while the table waits for its server: the turn's time starts
            # over then, as it would live, not from when the turn began before the restart.
            table.turn_began = None
        if self._closing or table.held or table.status != "playing" or table.game is None:
            return
        seat = table.game.to_act
        self._arm_timer(table, seat)
        if seat is None or not table.moves_for(seat):
            return
        if table.computer_task is not None and not table.computer_task.done():
            return
        table.computer_task = asyncio.create_task(self._computer_turns(table))

    async def _computer_turns(self, table: LiveTable) -> None:
        failures = 0
        while not self._closing and table.status == "playing" and table.game is not None:
            seat = table.game.to_act
            if seat is None or not table.moves_for(seat):
                self._arm_timer(table, seat)  # a person's turn again: their clock starts
                return
            seq = table.seq
            forced: Action | None = None
            try:
                # A move the rules leave no choice about is made at once, for a person or a
                # computer alike: there is nothing to decide and nothing to wait for.
                forced = table.game.forced_action()
                if forced is not None:
                    action = forced
                else:
                    action = await self._computer_decision(table, seat)
                    if self.computer_delay:
                        await asyncio.sleep(self.computer_delay)
                async with table.lock:
                    # The seat taken back by its person (or given to one) while the computer
                    # decided raises no seq: the turn is looked at again, as after a stale move.
                    if not table.moves_for(seat):
                        continue
                    _, change, pending = await self._act_locked(table, seat, action, seq)
                    if pending is not None:
                        keep_twin(table, pending, action)
                await self._notify(change)
                async with table.lock:
                    await self._advance(table)
            except Refused as exc:
                # Stale: the table moved on meanwhile (a seat taken back, or the log found
                # ahead and the table rebuilt from it): the turn is looked at again from there.
                if exc.code != "stale":
                    # A table paused or ended meanwhile (the host's agreed stop between deals)
                    # simply has no move to make; anything else is worth a line in the log.
                    if table.status == "playing":
                        who = mover(table, seat, forced)
                        logger.warning("table %s: %s was refused: %s", table.id, who, exc)
                    return
            except NotSaved:
                # The decision is made again after a back-off: a full disk, a locked database
                # or another process still holding the table (TableBusy; once it lets go, the
                # log found ahead rebuilds the table) must not leave an all-computer table stuck.
                failures += 1
                delay = min(self.retry_delay * 2 ** (failures - 1), MAX_RETRY_DELAY)
                logger.warning(
                    "table %s: %s was not saved; retrying in %.1f s",
                    table.id,
                    mover(table, seat, forced),
                    delay,
                )
                await self._retry_sleep(delay)
                continue
            except Exception:
                # A bug in a computer player (or in a rule it met) must not end this task in
                # silence: the table would wait forever for a move nobody makes.
                failures += 1
                logger.exception(
                    "table %s: %s failed (%d of %d)",
                    table.id,
                    mover(table, seat, forced),
                    failures,
                    MAX_COMPUTER_FAILURES,
                )
                if failures >= MAX_COMPUTER_FAILURES:
                    await self._needs_attention(table, seat, forced)
                    return
                await self._retry_sleep(
                    min(self.retry_delay * 2 ** (failures - 1), MAX_RETRY_DELAY)
                )
                continue
            failures = 0
            table.needs_attention = False

    async def _needs_attention(self, table: LiveTable, seat: int, forced: Action | None) -> None:
        """Stop trying and say so: the table is marked and its people told (publicly), of the
        table's own move (``forced``, the rules' move for the seat) or of the computer's."""
        table.needs_attention = True
        logger.error(
            "table %s needs attention: %s failed %d times in a row",
            table.id,
            mover(table, seat, forced),
            MAX_COMPUTER_FAILURES,
        )
        ruled = own_move(table, seat, forced)
        change = TableChange(table.id, table.seq, "attention", seat=seat, ruled=ruled)
        await self._notify(change)

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

    def _arm_timer(self, table: LiveTable, seat: int | None) -> None:
        """(Re)start the turn timer for the person to act; none for computers, for a move
        the table makes itself (:meth:`LiveTable.moves_for`) or when off.

        The turn of a table rebuilt at start-up began before the restart: its first timer
        goes on from then (:attr:`LiveTable.turn_began`), every later one from now."""
        began = table.turn_began
        self._disarm_timer(table)
        minutes = table.options.timer_minutes
        if minutes == 0 or seat is None or table.moves_for(seat):
            return
        elapsed = 0.0
        if began is not None and began[0] == table.seq:
            elapsed = max(0.0, (self.clock() - began[1]).total_seconds())
        table.timer_task = asyncio.create_task(
            self._turn_timer(table, seat, table.seq, minutes, elapsed)
        )

    def _disarm_timer(self, table: LiveTable) -> None:
        task = table.timer_task
        if task is not None and task is not asyncio.current_task():
            task.cancel()
        table.timer_task = None
        # Used once: a pause, a seat change or the next move starts the turn's time over.
        table.turn_began = None

    async def _turn_timer(
        self, table: LiveTable, seat: int, seq: int, minutes: int, elapsed: float = 0.0
    ) -> None:
        """Remind the person at half time, hand the seat to a computer at full time;
        ``elapsed``: seconds of the turn gone before the timer was armed (a restart)."""
        half = minutes * 30.0
        if elapsed < half:
            await self._sleep(half - elapsed)
            if table.seq != seq or table.status != "playing":
                return
            await self._remind(table, seat, seq)
            await self._sleep(half)
        elif elapsed < 2 * half:
            # Restarted past half time: the person was reminded before the restart, or the
            # reminder fell due while the bot was down. The database says which: sent now if
            # it was not, never a second ping for the same turn; then only the time left.
            if not await self._reminded(table, seat, seq):
                if table.seq != seq or table.status != "playing":
                    return
                await self._remind(table, seat, seq)
            await self._sleep(2 * half - elapsed)
        # else the whole time ran out while the bot was down: the seat is handed over now.
        player_id = table.seats[seat].player_id
        if table.seq != seq or table.status != "playing" or player_id is None:
            return
        table.timer_task = None  # this task hands the seat over; it must not cancel itself
        try:
            await self._hand_to_computer(table, seat, player_id, timed_out=True)
        except Refused as exc:
            # Another process changed the table or the seat meanwhile (a rolling deploy's
            # overlap): rebuilt from the database, with its timer armed anew where it plays.
            logger.info("table %s: seat %s not handed over at time (%s)", table.id, seat, exc.code)

    async def _remind(self, table: LiveTable, seat: int, seq: int) -> None:
        """Remind the person at ``seat`` of the turn at ``seq``, written down first so that a
        restart does not remind them again. Not written (the database refused), it is sent
        all the same: a reminder missed costs a seat handed over unwarned, and only a restart
        within this turn could send it twice."""
        player_id = table.seats[seat].player_id
        if player_id is not None:
            try:
                await self.db.mark_reminded(table.id, seq, player_id)
            except StorageError as exc:
                logger.warning("table %s: a turn reminder not written down (%s)", table.id, exc)
        await self._notify(TableChange(table.id, seq, "reminder", seat=seat))

    async def _reminded(self, table: LiveTable, seat: int, seq: int) -> bool:
        """Whether the person at ``seat`` was reminded of the turn at ``seq`` (by a process
        before a restart). Not known (the database refused): taken as reminded, never twice."""
        try:
            reminded = await self.db.reminded(table.id, seq)
        except StorageError as exc:
            logger.warning("table %s: a turn reminder not looked up (%s)", table.id, exc)
            return True
        return reminded is not None and reminded == table.seats[seat].player_id

    # --- provided by the lobby layer -----------------------------------------------------------

    async def _hand_to_computer(
        self, table: LiveTable, seat: int, player_id: int, *, timed_out: bool = False
    ) -> None:
        raise NotImplementedError
