"""The one commit primitive: apply to a scratch copy, commit, then swap.

Every change of a game (a move, a scored deal, a new deal, the close) is applied to a
:func:`scratch_copy`, its event committed, and only then does the live game become the copy
and the subscribers hear of it. A commit that fails leaves the table exactly as it was.

A write that finds the log ahead of the table in memory (:class:`~db.errors.DuplicateEvent`:
another process wrote the table meanwhile, a rolling deploy's overlap) rebuilds the table from
the log under its lock and announces it (``rebuilt``); the mover is refused as ``stale`` and
sees the table as it is now (:meth:`CommitPath._catch_up`), while the agreed stop is asked
again of the rebuilt table (:meth:`CommitPath._end_again`). Only that failure path reads more
on a move's path; a person's look at the table (their hand, the question asked before an end
or an abandonment, a lobby's Start) reads the log's head and the table's status first
(:meth:`CommitPath.catch_up_if_behind`). A game's event is written only while the table's
status is the one this copy has: a move at a game another process paused is refused as
``paused``, its table rebuilt as it stands.

A move that settles nothing leaves a twin behind: the game it replaced, brought to the same
state by applying the same move to it (a few microseconds, where a deep copy takes about
65). The next move is applied to that twin instead of a fresh copy (issue #17).
Owns the service's state, its subscribers, and the play path (act, score, deal, finish).
"""

from __future__ import annotations

import asyncio
import copy
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import NoReturn

from bot.engine.actions import Action
from bot.engine.checkpoint import CheckpointError, checkpoint
from bot.engine.errors import IllegalAction
from bot.engine.game import DealEntry, Game
from bot.engine.record import RecordError, enter_scored, game_to_record
from bot.engine.scoring import Settlement
from bot.engine.variant import ScoredDealError
from bot.i18n import t
from bot.tables import log
from bot.tables.lent_ledger import CopyOnSettle, lend
from bot.tables.limits import Limits
from bot.tables.live import (
    ActOutcome,
    ComputerFactory,
    EndPreview,
    LiveTable,
    NotSaved,
    Refused,
    ScorePreview,
    Subscriber,
    TableChange,
    Twin,
    default_computers,
)
from bot.tables.rows import settled_deal, tour_end
from bot.tables.shuffle import Shuffler, SystemShuffler, derive_seed
from db.clock import Clock, utc_now
from db.connection import fits_columns
from db.database import Database
from db.errors import DuplicateEvent, SeatChanged, StorageError, TableStatusChanged
from db.models import SettledDeal, Shards, TableStatus, TourEnd

logger = logging.getLogger(__name__)


def scratch_copy(game: Game, *, share_ledger: bool = False) -> Game:
    """A copy of ``game`` to apply a change to before it is committed.

    Commit, then publish: the live game is only replaced once the change is on disk, so no
    renderer, hand view or computer can see a move that may yet be refused by the disk.
    Settled deals and the rules never change again, so the copy shares them (only the deal in
    progress and the ledger are copied). With ``share_ledger`` the ledger is shared too until
    a deal is settled on the copy (:class:`CopyOnSettle`): a move that ends no deal never
    writes to it, and a tour's ledger grows with the tour."""
    memo: dict[int, object] = {id(entry): entry for entry in game.deals.kept() if entry.settled}
    memo[id(game.rules)] = game.rules
    if share_ledger:
        memo[id(game.ledger)] = game.ledger
    after = copy.deepcopy(game, memo)
    if share_ledger:
        after.ledger = lend(game.ledger)
    return after


def unshare_ledger(game: Game) -> bool:
    """Put the scratch game's own ledger back in place of its :class:`CopyOnSettle`; whether
    it was written to (and so is no longer the live game's)."""
    lent = game.ledger
    if isinstance(lent, CopyOnSettle):
        game.ledger = lent.ledger
        return lent.written
    return False


def take_twin(table: LiveTable) -> Game | None:
    """The table's twin game if it stands for the live game now (else None); the table keeps
    none meanwhile, so a move that fails on it or is not saved leaves no twin behind."""
    twin, table.twin = table.twin, None
    return twin.game if twin is not None and twin.stands_for(table) else None


def keep_twin(table: LiveTable, pending: Twin, action: Action) -> None:
    """``pending``, a twin one move behind (its game is the one the move's scratch game took
    the place of), made the live game's twin: ``action`` applied to it. Nothing else holds
    it (readers take views or copies, never the game across a wait), and the two share only
    what no move changes (the settled deals, the rules, the ledger until a deal is settled,
    when no twin is kept). Called once the mover is answered, so the mover does not wait for
    it (issue #17); a table that moved on meanwhile keeps no twin."""
    if not pending.stands_for(table):
        return
    try:
        pending.game.apply(action)
        pending.game.forget(KEEP_DEALS)
    except Exception:  # the engine applied it once already: a bug, but no reason to stop
        logger.exception("table %s: no twin kept after seq %s", table.id, table.seq)
        return
    table.twin = pending


KEEP_DEALS = 2
"""Deals a live game keeps in memory: the one in play and the one before it (its result is
shown while the next is bid). Older ones are read from the log; the checkpoint stands for them."""


def deal_boundary(table_id: int, game: Game) -> dict[str, object] | None:
    """The checkpoint to store with the event that settled ``game``'s last deal, or None when
    the game cannot be checkpointed (logged: the table is then rebuilt from its whole log)."""
    if game.current is not None:
        return None
    try:
        return checkpoint(game)
    except CheckpointError as exc:
        logger.warning("table %s: no checkpoint (%s); a rebuild replays the log", table_id, exc)
        return None


def _as_in_memory(table: LiveTable, found: tuple[int, TableStatus]) -> bool:
    """Whether the log's head and the table's status as read (``found``) are what the table
    in memory has: no event beyond its seq, and its status."""
    head, status = found
    return head <= table.seq and status == table.status


def _playing_game(table: LiveTable) -> Game:
    """The game of a table that takes a move now; raises :class:`Refused` where it is paused
    (``paused``: only put aside), still a lobby or over. Called with the table's lock."""
    game = table.game
    if table.status == "paused":
        raise Refused("paused", "The table is paused.")
    table.require_started()
    if table.status != "playing" or game is None:
        raise Refused("not_playing", "This table is not playing now.")
    return game


def _seat_of_mover(table: LiveTable, player_id: int) -> int:
    """The seat ``player_id`` holds now; raises :class:`Refused` where they hold none: ``away``
    while a computer keeps theirs (the seat is theirs, taken back first), else ``not_seated``.

    Called with the table's lock, with the move: a seat given to someone else (``/boston
    replace``) or handed to a computer (stepped away, the turn timer) while the click waited
    for the lock is not theirs to move for any more, and a seat changing hands raises no
    ``seq`` that would refuse the move as stale."""
    seat = table.seat_of(player_id)
    if seat is None:
        if table.away_seat_of(player_id) is not None:
            raise Refused("away", "A computer plays your seat while you are away.")
        raise Refused("not_seated", "You are not seated at this table.")
    return seat


def _scorekeeping_game(table: LiveTable, by_player: int) -> Game:
    """The game of a scorekeeping table that takes a score (or its withdrawal) from
    ``by_player`` now; raises :class:`Refused` saying why not (paused, not started or over,
    a table that plays its cards, a person without a seat). Called with the table's lock."""
    game = _playing_game(table)
    if table.options.mode != "score":
        raise Refused(
            "not_scorekeeping", "This table plays its deals here; scores are not entered."
        )
    if table.seat_of(by_player) is None:
        raise Refused("not_seated", "Only the players at the table may enter scores.")
    return game


def end_preview(game: Game) -> EndPreview:
    """What the agreed stop would do to ``game`` now (:meth:`CommitPath.end_game`): end it at
    once between deals, taking back a deal dealt but not yet acted on, or once the deal in
    progress is over."""
    current = game.current
    if current is None:
        return EndPreview(now=True, deal=None)
    untouched = current.deal is not None and not current.deal.actions
    return EndPreview(now=untouched, deal=current.number)


def ends_now(table: LiveTable, game: Game) -> bool:
    """Whether ``game``, the table's game now or a scratch copy of it, ends the table as it
    stands: no deal under way, and the tour over, the game closed or an agreed stop asked."""
    return game.current is None and (game.tour_over or game.finished or table.row.end_requested)


def _scored(
    table: LiveTable, by_player: int, result: Mapping[str, object] | str
) -> tuple[Game, Settlement]:
    """``result`` (the record's scored form) entered on a scratch copy of the scorekeeping
    table's game: the copy and what the deal settles. Raises :class:`Refused` with the rules'
    reason. Called with the table's lock."""
    game = _scorekeeping_game(table, by_player)
    after = scratch_copy(game)
    try:
        data = dict(result) if isinstance(result, Mapping) else result
        settlement = enter_scored(after, data, entered=True)
    except ScoredDealError as exc:
        raise Refused("illegal", str(exc), cause=exc) from None
    except IllegalAction as exc:  # a merge question open: the rules' own words
        raise Refused("illegal", str(exc)) from None
    return after, settlement


def outgrows(table: LiveTable, after: Game, settled: SettledDeal | None) -> bool:
    """Whether the deal just settled on ``after`` (``settled``, its row) pays more than the
    database can hold, or the game's close after it would (its final balances and
    settlement: the agreed stop may come after any deal). The rules' amounts have no limit;
    a 64-bit column has (:func:`~db.connection.fits_columns`), and a game that outgrows it
    is ended before the deal that would (:meth:`CommitPath._outgrow`)."""
    if settled is not None and not fits_columns(settled.model_dump()):
        return True
    if not fits_columns(dict(after.balances)):  # the running sums, as the statistics add them
        return True
    closed = scratch_copy(after)
    try:
        closed.close()
    except IllegalAction:  # a deal still under way: its close is checked once it settles
        return False
    try:
        ending = tour_end(closed, table.accounted_seats(), table.tour_id)
    except ValueError:  # a close that cannot be written anyway: not this check's to refuse
        logger.exception("table %s: its close after this deal cannot be built", table.id)
        return False
    return ending is not None and not fits_columns(ending.model_dump())


def _record_of(events: Sequence[log.Event], *, finished_only: bool = False) -> dict[str, object]:
    """The record of a table's whole log, replayed (in a worker thread).

    With ``finished_only`` (a table abandoned mid-deal) the log is cut before its last deal's
    ``deal`` event: the finished deals, never the abandoned deal's hands; a log with no
    finished deal before that cut, or one that does not replay, gives no record."""
    unfinished = Refused("deal_in_play", "A deal of this table was not finished.")
    if finished_only:
        cut = max((i for i, (kind, _) in enumerate(events) if kind == log.DEAL), default=None)
        if cut is None:
            raise unfinished
        try:
            game = log.game_from_events(events[:cut])
        except RecordError as exc:
            logger.warning("an abandoned table's log does not replay (%s)", exc)
            raise unfinished from None
        if not game.deals:
            raise unfinished
    else:
        game = log.game_from_events(events)
    current = game.current
    if current is not None and current.deal is not None:
        # A record holds the deal's four hands: never while (or after, for a table abandoned
        # mid-deal) its cards were still held.
        raise unfinished
    return game_to_record(game)


KeeperName = Callable[[LiveTable, str], Awaitable[str]]
"""The name of the computer that keeps a seat, from the table and the person's name."""


async def english_keeper(table: LiveTable, name: str) -> str:
    """``Anna (computer)``: a keeper's name where no frontend gave its own words."""
    return t("en", "club.computer_name", name=name)


class CommitPath:
    """The service's state and the commit path; scheduling and lobby build on it."""

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
        retry_sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        limits: Limits | None = None,
        shards: Shards | None = None,
        keeper_name: KeeperName | None = None,
        clock: Clock = utc_now,
    ) -> None:
        self.db = db
        self.clock = clock
        """The time now (aware): how long a turn rebuilt at start-up has already run."""
        self.keeper_name = keeper_name or english_keeper
        """How a computer keeping a person's seat is named: the frontend's words, in the
        language its public messages are read in (the bot's: the server's language)."""
        self.shards = shards
        """The shards this process serves (None: every server); start-up restores their tables."""
        self.shuffler = shuffler or SystemShuffler()
        self.computer_delay = computer_delay
        self.seed = seed
        self._computers = computers
        self._sleep = sleep
        self.retry_delay = retry_delay
        self._retry_sleep = retry_sleep
        self.limits = limits or Limits()
        self._retries: dict[int, asyncio.Task[None]] = {}
        self._retry_counts: dict[int, int] = {}
        self._seat_seed = seat_seed or (lambda table_id, seat: derive_seed(seed, table_id, seat))
        self._tables: dict[int, LiveTable] = {}
        self._left_lobby: dict[int, set[int]] = {}  # who left each lobby (Lobby.has_left)
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

    # --- play -------------------------------------------------------------------------------

    async def act_as_player(
        self,
        table_id: int,
        player_id: int,
        action: Action,
        expected_seq: int | None,
        *,
        saved: Callable[[], Awaitable[None]] | None = None,
    ) -> ActOutcome:
        """:meth:`act` for a person: their seat must be the action's seat. A person whose
        seat a computer keeps while they are away is refused as ``away``: the seat is theirs,
        taken back first. Their seat is looked up with the table's lock, where the move is
        made (:func:`_seat_of_mover`), not when they clicked."""
        return await self.act(
            table_id, action.seat, action, expected_seq, saved=saved, player_id=player_id
        )

    async def act(
        self,
        table_id: int,
        seat: int,
        action: Action,
        expected_seq: int | None,
        *,
        saved: Callable[[], Awaitable[None]] | None = None,
        player_id: int | None = None,
    ) -> ActOutcome:
        """Check, commit, apply, notify. ``expected_seq`` is the sequence number the actor saw:
        if the table has moved on since, the action is refused as stale (a double click, an
        old view). ``player_id``: the person moving, who must hold ``seat`` when the move is
        made (:meth:`act_as_player`). Raises :class:`Refused`, :class:`IllegalAction` or
        :class:`NotSaved`.

        ``saved`` (the actor's own answer) is awaited once the action is saved and applied,
        before the subscribers are told and the table moves on: a person's click is answered
        first, and the other people's views and the table message follow (issue #17). Its
        failure is the caller's; the table is told and moved on all the same."""
        table = self.get(table_id)
        async with table.lock:
            # The mover's seat with the lock, where the move is made (:func:`_seat_of_mover`).
            if player_id is not None and _seat_of_mover(table, player_id) != seat:
                raise Refused("not_seated", "That is not your seat.")
            outcome, change, pending = await self._act_locked(table, seat, action, expected_seq)
        try:
            if saved is not None:
                await saved()
        finally:
            if pending is not None:
                keep_twin(table, pending, action)
            await self._notify(change)
            async with table.lock:
                await self._advance(table)
            self._schedule(table)
        return outcome

    async def _act_locked(
        self, table: LiveTable, seat: int, action: Action, expected_seq: int | None
    ) -> tuple[ActOutcome, TableChange, Twin | None]:
        game = _playing_game(table)
        if expected_seq is not None and expected_seq != table.seq:
            raise Refused("stale", "The table has moved on since you looked; here it is now.")
        if action.seat != seat:
            raise Refused("not_seated", "That is not your seat.")
        after = take_twin(table)
        if after is None:
            game.check(action)  # refused before a copy is made for nothing
            after = scratch_copy(game, share_ledger=True)
        else:
            after.ledger = lend(after.ledger)  # the twin shares the live game's
        # The engine checks the action first: an illegal one changes nothing (and a twin it
        # was tried on is let go, as any taken twin is unless the move is saved).
        settlement = after.apply(action)
        settled_ledger = unshare_ledger(after)
        entry = after.deals[-1]
        settled = state = None
        if settlement is not None:
            settled = settled_deal(after, entry, table.accounted_seats(), table.tour_id)
            if outgrows(table, after, settled):
                await self._outgrow(table)
            state = deal_boundary(table.id, after)
        payload = log.action_payload(action)
        try:
            await self.db.append_event(
                table.id,
                table.seq + 1,
                log.ACTION,
                payload,
                settled=settled,
                checkpoint=state,
                expected_status=table.status,
            )
        except StorageError as exc:
            logger.warning("table %s: action not saved: %s", table.id, exc)
            if await self._catch_up(table, exc):
                raise self._moved_on(
                    table, "The table has moved on since you looked; here it is now.", move=True
                ) from None
            raise NotSaved("Your move could not be saved; please try again.") from exc
        after.forget(KEEP_DEALS)
        table.game = after
        table.seq += 1
        # The game replaced becomes the next twin once the move is applied to it (keep_twin).
        pending = None if settled_ledger else Twin(after, table.seq, game)
        change = TableChange(
            table.id,
            table.seq,
            log.ACTION,
            action=action,
            settlement=settlement,
            deal_no=entry.number,
        )
        return ActOutcome(table.seq, settlement), change, pending

    async def _advance(self, table: LiveTable) -> None:
        """Move a table on when nobody has to act: deal the next hand or end the tour.
        Called with the table's lock held. A failure is logged and retried on the next call."""
        game = table.game
        if game is None or table.status != "playing" or game.current is not None:
            return
        try:
            # An agreed stop (SV-M2) asked during the deal just over ends the game here.
            if ends_now(table, game):
                await self._finish(table)
            elif table.options.mode == "play":
                await self._deal(table)
            self._retry_counts.pop(table.id, None)
        except StorageError as exc:
            # Nothing else would move a table whose next deal was not saved (no one is on
            # turn), so the retry is scheduled here rather than left to the next click; a log
            # found ahead is read first, and the retry moves on from there (if still due).
            logger.warning("table %s could not move on (%s); will retry", table.id, exc)
            await self._catch_up(table, exc, advance=False)
            self._retry_later(table)

    async def _deal(self, table: LiveTable) -> None:
        game = table.game
        assert game is not None
        deck, turned = self.shuffler.deal(table.id, len(game.deals) + 1)
        after = scratch_copy(game, share_ledger=True)  # dealing writes no ledger
        after.start_deal(deck, turned)
        unshare_ledger(after)
        payload = log.deal_payload(after)
        await self.db.append_event(
            table.id, table.seq + 1, log.DEAL, payload, expected_status=table.status
        )
        table.game = after
        table.seq += 1
        await self._notify(TableChange(table.id, table.seq, log.DEAL, deal_no=len(after.deals)))

    async def _finish(
        self, table: LiveTable, by: int | None = None, *, outgrown: bool = False
    ) -> None:
        """Betdelning, the tour's result, and the table finished — one transaction. ``by``:
        who ended it by agreement (saved with the close and told to the subscribers, with the
        deal taken back). ``outgrown``: ended by the table as by agreement because the next
        deal's scores would not fit the database (:meth:`_outgrow`); the deal in progress is
        taken back however far it was played. A close whose own results would not fit either
        still ends the game, its results not kept (the tour ended as abandoned)."""
        assert table.game is not None
        game = scratch_copy(table.game)
        current = game.current
        if outgrown and current is not None:
            game.deals.pop()
        else:
            game.drop_untouched_deal()
        dropped = current.number if current is not None and game.current is None else None
        settlement = game.close()
        # A game without tours is written as one of its own (bot.tables.rows.tour_end).
        ending = tour_end(game, table.accounted_seats(), table.tour_id)
        if ending is not None and not fits_columns(ending.model_dump()):
            # Even this close does not fit the database (the close after every deal is
            # checked before it is saved: :func:`outgrows`, so only a game whose state got
            # past what its deals could bring). The game ends all the same, rather than being
            # left playing on a close no retry can save: its results, which no row can hold,
            # are not kept, its tour ended as abandoned (counting for nobody) or, for a game
            # that keeps none, none written.
            logger.error("table %s: its close does not fit the database; not kept", table.id)
            ending = (
                None
                if ending.tour_id is None
                else TourEnd(tour_id=ending.tour_id, status="abandoned")
            )
        # The status travels in the same transaction: a crash between the two would leave
        # a "playing" table whose log is closed, and its rebuild would close it twice.
        # Who ended it goes in the close too: a restart before its line is posted posts it
        # from the log (cogs/boston/table_owed.py), naming them as the line of the time does.
        payload = log.close_payload(by, dropped, outgrown=outgrown)
        await self.db.append_event(
            table.id,
            table.seq + 1,
            log.CLOSE,
            payload,
            tour_end=ending,
            table_status="finished",
            expected_status=table.status,
        )
        table.game = game
        table.seq += 1
        self._disarm_timer(table)
        table.row = table.row.model_copy(update={"status": "finished"})
        self._tables.pop(table.id, None)
        await self._notify(
            TableChange(
                table.id,
                table.seq,
                log.CLOSE,
                settlement=settlement,
                ended=table,
                by=by,
                dropped=dropped,
                outgrown=outgrown,
            )
        )

    async def _outgrow(self, table: LiveTable) -> NoReturn:
        """End the game whose next settled deal (or its close after it) would not fit the
        database (:func:`outgrows`): as an agreed stop at the last deal that was saved, the
        deal in progress taken back, its players told why (``outgrown`` on the close). The
        move or score that would have settled it is refused as ``outgrown``, saving nothing
        of it. Called with the table's lock."""
        logger.info("table %s: scores outgrow the database; the game ends here", table.id)
        try:
            await self._finish(table, outgrown=True)
        except StorageError as exc:
            if await self._catch_up(table, exc):
                raise self._moved_on(
                    table, "The table has moved on since you looked; here it is now.", move=True
                ) from None
            raise NotSaved("The end of the game could not be saved; please try again.") from exc
        raise Refused(
            "outgrown",
            "The scores have grown larger than the table can keep, so the game ends here.",
        )

    async def preview_end(
        self, table_id: int, by_player: int, *, admin: bool = False
    ) -> EndPreview:
        """What :meth:`end_game` would do now, saving nothing: a frontend asks its host before
        the stop, which cannot be undone. Raises :class:`Refused` as :meth:`end_game` does."""
        table = self.get(table_id)
        async with table.lock:
            return self._may_end(table, by_player, admin)

    async def end_game(
        self,
        table_id: int,
        by_player: int,
        *,
        admin: bool = False,
        expected: EndPreview | None = None,
    ) -> bool:
        """The host (or an admin) ends the game by agreement (SV-M2, the agreed stop).

        Between deals (none in progress, or the next one dealt but not yet touched, which is
        simply not played) the game ends at once: betdelning (SV-P12) or the variant's final
        settlement, the tour's result and a finished table, in one transaction; True. With a
        deal in progress the request is saved with the table (a restart keeps it), its people
        are told (``ending``), and the game ends as soon as that deal is over instead of
        dealing the next (:meth:`_advance`); False. A log found ahead of the table in memory
        (another process moved it on), or a game found over or cancelled there, rebuilds the
        table first and asks again (:meth:`_end_again`). Raises :class:`Refused`
        (``not_host``, ``not_playing``, ``end_requested`` when a request stands already or
        the deal in progress is the game's last anyway (:attr:`Game.on_last_deal`; the game
        ends when it is over either way, and nothing is asked or saved),
        ``no_table`` or ``stale`` where the log was ahead or the game over, ``stale`` too
        where the stop would no longer do what ``expected``, a :meth:`preview_end` its asker
        agreed to, said) or :class:`~db.errors.StorageError` (the end or the request not
        saved), and changes nothing then."""
        table = self.get(table_id)
        async with table.lock:
            try:
                ended = await self._end_locked(table, by_player, admin, expected)
            except StorageError as exc:
                ended = await self._end_again(table, by_player, admin, exc, expected)
            change = None if ended else TableChange(table.id, table.seq, "ending", by=by_player)
        if change is not None:
            await self._notify(change)
        return ended

    def _may_end(self, table: LiveTable, by_player: int, admin: bool) -> EndPreview:
        """What ending the game by agreement would do now, where ``by_player`` may; raises
        :class:`Refused` where they may not. Called with the table's lock."""
        if by_player != table.row.host_player_id and not admin:
            raise Refused(
                "not_host_or_admin",
                "Only the host or a member with Manage Server can end the game.",
            )
        game = table.game
        table.require_started()
        if game is None or table.status not in ("playing", "paused"):
            raise Refused("not_playing", "This table is not playing now.")
        preview = end_preview(game)
        if table.row.end_requested and not preview.now:
            raise Refused("end_requested", "The game already ends when this deal is over.")
        if not preview.now and game.on_last_deal:
            # The game ends when this deal is over anyway, with its own final settlement: a
            # stop asked now would change nothing but call that natural end an agreed one.
            raise Refused(
                "end_requested",
                "This is already the game's last deal: it ends when the deal is over.",
            )
        return preview

    async def _end_locked(
        self, table: LiveTable, by_player: int, admin: bool, expected: EndPreview | None
    ) -> bool:
        """:meth:`end_game`'s checks and write, with the table's lock: whether it ended now
        (False: the request saved, ending the game after the deal in progress)."""
        preview = self._may_end(table, by_player, admin)
        if expected is not None and preview != expected:
            # Agreed to on a question about another moment of the game (a deal dealt or
            # begun since): what the asker read is not what would happen.
            raise Refused("stale", "The table has moved on since you asked.")
        if preview.now:
            await self._finish(table, by=by_player)
            return True
        # Only where the game is still in play and its log ends at this table's seq: a
        # stale copy must not mark a game another process finished, nor answer "ending"
        # where that process has played on (:meth:`_end_again` asks again then).
        await self.db.request_end(table.id, table.seq)
        table.row = table.row.model_copy(update={"end_requested": True})
        return False

    async def _end_again(
        self,
        table: LiveTable,
        by_player: int,
        admin: bool,
        exc: StorageError,
        expected: EndPreview | None,
    ) -> bool:
        """:meth:`end_game` whose close or request found the log ahead, or the game no longer
        in play (``exc``): the table is rebuilt from the log (:meth:`_catch_up`) and the end
        asked once more of the table as it is now.

        Asked again, not refused as a move is: a move answers the position its player saw,
        which is gone, but the agreed stop is about the game as a whole, and still wanted
        whatever cards the other process played meanwhile. The same checks decide on the
        rebuilt table (over at once between deals, after the deal in progress otherwise) and
        the answer says which; a game the other process ended is refused as ``no_table``, one
        it already asked to end as ``end_requested``, and a second log found ahead as
        ``stale``. Any other failure is the caller's (not saved). Called with the lock."""
        # Not moved on by the rebuild (``advance``): a deal due would be dealt only to be
        # dropped untouched by the end asked here.
        if not await self._catch_up(table, exc, advance=False):
            raise exc
        if self._tables.get(table.id) is not table:  # the other process ended it
            raise Refused("no_table", "That table does not exist or has ended.")
        try:
            return await self._end_locked(table, by_player, admin, expected)
        except StorageError as again:
            if await self._catch_up(table, again, advance=False):
                raise self._moved_on(
                    table, "The table has moved on since you looked; here it is now."
                ) from None
            raise
        finally:
            # Refused or not saved, the rebuilt table moves on as the rebuild would have
            # moved it (a deal due is dealt); ended or asked to end, this does nothing.
            if self._tables.get(table.id) is table:
                await self._advance(table)

    # --- scorekeeping and records --------------------------------------------------------------

    async def preview_score(
        self, table_id: int, by_player: int, result: Mapping[str, object] | str
    ) -> ScorePreview:
        """What :meth:`score` would do with ``result`` now, on a scratch copy, saving nothing:
        the deal's settlement, whether it ends the game (a frontend asks before such an
        entry, which can no longer be withdrawn once the table is closed), and whether it
        outgrows the database, which :meth:`score` answers by ending the game before it
        (:meth:`_outgrow`; asked before too). Raises :class:`Refused` as :meth:`score` does."""
        table = self.get(table_id)
        async with table.lock:
            after, settlement = _scored(table, by_player, result)
            entry = after.deals[-1]
            # As :meth:`score` checks it, at the same seq: the same answer there.
            settled = settled_deal(after, entry, table.accounted_seats(), table.tour_id)
            outgrown = outgrows(table, after, settled)
            return ScorePreview(
                table.seq, settlement, entry, ends_now(table, after), outgrows=outgrown
            )

    async def score(
        self,
        table_id: int,
        by_player: int,
        result: Mapping[str, object] | str,
        *,
        expected_seq: int | None = None,
        expected_end: bool | None = None,
    ) -> ActOutcome:
        """Enter a deal played with real cards (the record's scored form) at a scorekeeping
        table. ``expected_seq`` and ``expected_end``: the sequence number a
        :meth:`preview_score` was made at, and whether it found the entry ending the game; a
        table that has moved on since, or where the entry's end differs (an agreed stop asked
        meanwhile changes no sequence number), refuses the entry as ``stale``. Raises
        :class:`Refused` (with the reason for a bad result) or :class:`NotSaved`."""
        table = self.get(table_id)
        async with table.lock:
            if expected_seq is not None and expected_seq != table.seq:
                raise Refused("stale", "The table has moved on since the entry was made.")
            after, settlement = _scored(table, by_player, result)
            if expected_end is not None and expected_end != ends_now(table, after):
                raise Refused("stale", "The table has moved on since the entry was made.")
            entry = after.deals[-1]
            settled = settled_deal(after, entry, table.accounted_seats(), table.tour_id)
            if outgrows(table, after, settled):
                await self._outgrow(table)
            state = deal_boundary(table.id, after)
            payload = {"result": result}
            try:
                await self.db.append_event(
                    table.id,
                    table.seq + 1,
                    log.SCORE,
                    payload,
                    settled=settled,
                    checkpoint=state,
                    expected_status=table.status,
                )
            except StorageError as exc:
                if await self._catch_up(table, exc):
                    raise self._moved_on(
                        table, "The table has moved on since the entry was made.", move=True
                    ) from None
                raise NotSaved("The score could not be saved; please try again.") from exc
            after.forget(KEEP_DEALS)
            table.game = after
            table.seq += 1
            change = TableChange(
                table.id, table.seq, log.SCORE, settlement=settlement, deal_no=entry.number
            )
        await self._notify(change)
        async with table.lock:
            await self._advance(table)
        return ActOutcome(change.seq, settlement, entry.number)

    async def withdraw(
        self, table_id: int, by_player: int, deal_no: int | None = None
    ) -> DealEntry:
        """Take back the last deal entered at a scorekeeping table (a result entered wrongly;
        it can then be entered again): the ``withdraw`` event, with the game's checkpoint
        without that deal and the deal's statistics deleted, in one transaction. The game is
        the log replayed with the withdrawal (off the event loop). ``deal_no``, if given,
        must be that last deal: who meant another one is refused rather than surprised.
        Returns the deal taken back (its number and result, for the answer). Raises
        :class:`Refused` or :class:`NotSaved`, and changes nothing then."""
        table = self.get(table_id)
        async with table.lock:
            game = _scorekeeping_game(table, by_player)
            if not game.deals:
                raise Refused("nothing_to_withdraw", "No deal has been entered at this table.")
            entry = game.deals[-1]
            if deal_no is not None and deal_no != entry.number:
                raise Refused("not_last_deal", "Only the last deal entered can be withdrawn.")
            events = await self.db.event_log(table.id)
            withdrawal = (log.WITHDRAW, {"deal": entry.number})
            try:
                after = await asyncio.to_thread(log.game_from_events, [*events, withdrawal])
            except RecordError as exc:
                logger.warning("table %s: its log does not replay (%s)", table.id, exc)
                raise Refused("log_unreadable", "The table's log cannot be read back.") from None
            if len(after.deals) != entry.number - 1:  # the log and the live game disagree
                logger.warning(
                    "table %s: its log does not end with deal %s", table.id, entry.number
                )
                raise Refused("log_unreadable", "The table's log cannot be read back.")
            state = deal_boundary(table.id, after)
            try:
                await self.db.append_event(
                    table.id,
                    table.seq + 1,
                    withdrawal[0],
                    withdrawal[1],
                    checkpoint=state,
                    withdrawn=entry.number,
                    expected_status=table.status,
                )
            except StorageError as exc:
                if await self._catch_up(table, exc):
                    raise self._moved_on(
                        table, "The table has moved on since the entry was made.", move=True
                    ) from None
                raise NotSaved("The withdrawal could not be saved; please try again.") from exc
            after.forget(KEEP_DEALS)
            table.game = after
            table.seq += 1
            change = TableChange(
                table.id,
                table.seq,
                log.WITHDRAW,
                deal_no=entry.number,
                seat=table.seat_of(by_player),
                withdrawn=entry,
            )
        await self._notify(change)
        return entry

    async def record(self, table_id: int, *, finished_only: bool = False) -> dict[str, object]:
        """The table's game record (``boston-record/1``), live or finished: replayed from the
        log, since a live game keeps only its last deals in memory. The replay runs in a worker
        thread: a tour's log takes tens of milliseconds, which would stop every table.
        ``finished_only``: its finished deals only (a table abandoned mid-deal). Refused as
        ``not_started`` where the table has no game (a lobby, or one cancelled before it
        started)."""
        events = await self.db.event_log(table_id)
        if not events:
            raise Refused("not_started", "That table has no game yet: it has not started.")
        return await asyncio.to_thread(_record_of, events, finished_only=finished_only)

    async def _catch_up(self, table: LiveTable, exc: StorageError, *, advance: bool = True) -> bool:
        """After a write refused with ``exc``, called with the table's lock: where the log was
        found ahead of the table in memory (:class:`~db.errors.DuplicateEvent`: another
        process wrote it meanwhile, e.g. the old process of a rolling deploy, which has let it
        go since or this write would have been refused as :class:`~db.errors.TableBusy`), or
        its status changed (:class:`~db.errors.TableStatusChanged`: that process cancelled,
        started, paused, resumed or ended it; a lobby's Start, an agreed stop asked during a
        deal, a move at a game paused there), or a seat
        did (:class:`~db.errors.SeatChanged`: that process gave or emptied it), the
        table is rebuilt from the log as a restart would, announced (``rebuilt``: views and the
        table message are drawn again), moved on (``advance``; a deal due) and its computers
        and timer scheduled from there. Whether it was rebuilt: the caller refuses the move as
        ``stale`` then, so the person sees the table as it is (or asks again what is no move:
        the agreed stop, :meth:`_end_again`). Any other failure, or a rebuild that fails, is
        left to the caller (not saved: try again)."""
        if not isinstance(exc, DuplicateEvent | TableStatusChanged | SeatChanged):
            return False
        try:
            rebuilt = await self._reload(table)
        except Exception:  # the log unreadable now: the move is simply not saved
            logger.exception("table %s: could not be rebuilt from its log", table.id)
            return False
        if isinstance(exc, DuplicateEvent):
            found = f"log was ahead of seq {exc.seq}"
        elif isinstance(exc, SeatChanged):
            found = f"seat {exc.seat} was changed elsewhere"
        else:
            found = f"status was changed to {exc.status} elsewhere"
        logger.warning("table %s: its %s; rebuilt at seq %s", table.id, found, table.seq)
        self._retry_counts.pop(table.id, None)
        if not rebuilt:
            # Ended by the other process (which posted its end): let go of, and announced as
            # read again (``find`` finds nothing now), so that what this process still shows
            # of it goes (its turn notice, its open hand views).
            await self._notify(TableChange(table.id, table.seq, "rebuilt"))
            return True
        if table.status != "playing":  # paused there: no turn runs out here meanwhile
            self._disarm_timer(table)
        await self._notify(TableChange(table.id, table.seq, "rebuilt"))
        if advance:
            await self._advance(table)
        self._schedule(table)
        return True

    async def catch_up_if_behind(self, table_id: int) -> bool:
        """Before a person is answered from the table in memory (their hand, the agreed
        stop's or abandon's question, a lobby's Start): where the log has moved on beyond it
        (another process wrote it meanwhile, a rolling deploy's old process), or the table's
        status is not the one in memory (that process paused, resumed or cancelled it, which
        writes no event), the table is rebuilt from the log and announced as a write finding
        the log ahead would (:meth:`_catch_up`), so the answer is the table as it stands.
        Otherwise it costs one indexed read of the log's head and the table's status
        (:meth:`~db.repos.events.EventsRepo.log_head`). Never on a move's path: a move's own
        write finds the log ahead or the status changed. Whether the table was rebuilt, or
        let go where that process ended it (:meth:`find` finds nothing then). A read that
        fails is logged and let go: the person is answered from memory, as before."""
        table = self._tables.get(table_id)
        if table is None:
            return False
        found = await self._log_head(table_id)
        if found is None or _as_in_memory(table, found):
            return False
        async with table.lock:
            if self._tables.get(table_id) is not table:
                return False
            if found[0] <= table.seq:
                # Only the status differed, read before the lock: a pause or resume of this
                # process's own may have been written since, so it is read again (on this
                # path only) with the lock, as this process's writes are made.
                found = await self._log_head(table_id)
                if found is None or _as_in_memory(table, found):
                    return False
            head, status = found
            if head > table.seq:
                return await self._catch_up(table, DuplicateEvent(table_id, table.seq + 1))
            return await self._catch_up(table, TableStatusChanged(table_id, status))

    async def _log_head(self, table_id: int) -> tuple[int, TableStatus] | None:
        """The table's log head and status (:meth:`catch_up_if_behind`); None where the
        table is gone or the read failed (logged: the person is answered from memory)."""
        try:
            return await self.db.log_head(table_id)
        except StorageError as exc:
            logger.warning("table %s: its log's head not read (%s)", table_id, exc)
            return None

    def _moved_on(self, table: LiveTable, message: str, *, move: bool = False) -> Refused:
        """The refusal of a write after :meth:`_catch_up` rebuilt its table: ``stale`` (the
        person is shown the table as it is now), or ``no_table`` where the other process
        ended it and the service has let go of it. A ``move`` (a card, a bid, a score, a
        withdrawal) at a table the other process paused is refused as ``paused``, as it is
        where this process paused it (:func:`_playing_game`): the person is told why nothing
        can be played, not only that the table moved on."""
        if self._tables.get(table.id) is not table:
            return Refused("no_table", "That table does not exist or has ended.")
        if move and table.status == "paused":
            return Refused("paused", "The table is paused.")
        return Refused("stale", message)

    # --- provided by the lobby layer ---------------------------------------------------------

    async def _reload(self, table: LiveTable) -> bool:
        raise NotImplementedError

    # --- provided by the scheduling layer ------------------------------------------------------

    def _schedule(self, table: LiveTable) -> None:
        raise NotImplementedError

    def _retry_later(self, table: LiveTable) -> None:
        raise NotImplementedError

    def _disarm_timer(self, table: LiveTable) -> None:
        raise NotImplementedError
