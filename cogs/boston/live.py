"""The Live cog: open hand views that follow the game.

A hand view is an ephemeral message, so only the interaction that drew it can change it,
through its webhook token, and only for 15 minutes. This cog keeps, per table and player, the
newest hand view and the interaction that last drew it. When the table moves, the view is
marked dirty and redrawn by one worker per view with the table's latest state, on one of two
clocks:

* **at once** when the move changed what the seat may do (its turn came or ended, its choices
  changed, a new deal was dealt, the game ended): the person on turn never waits for a view
  that still shows someone else's turn;
* otherwise (another seat's card, a bid while the seat waits) **at most every
  ``follow_interval`` seconds** (longer while the bot is busy: ``bot/pacing.py``), counted
  from the view's last drawing: a burst of other seats' moves costs one edit, or none when
  the seat's own turn comes first and its edit carries them.

A seat whose move the table makes itself (``LiveTable.moves_for``: a computer keeps it, or the
rules leave the move no choice, FB-W3, DW-P4, SV-W5) has no choices: its view draws no button
for it. A state the table leaves at once by such a move is not drawn at all unless a view's
choices changed (:func:`moving_itself`): the move's own change follows a moment later, and a
view drawn in between showed a lone **Play alone** that vanished. A view drawn at such a state
all the same (the answer to the click that led to it, or a redraw its changed choices called
for: ``OpenView.passing``) is redrawn at once when the move lands: it calls nobody ("The table
names trumps for …"), while the table message already says whose turn it is.

The table message shows every move within a second (up to three while the bot is busy); the
hand view follows it a little later while the seat waits, which is what keeps the requests per
move near one (issue #17).

Before the token expires (measured with ``clock``, which tests replace) the view is let go
with one last edit: the table's state and a line saying that it no longer follows the game and
that **My hand** opens one that does; its buttons still answer as usual, and a click in it
makes it live again (a view that stopped silently looked current for the rest of
the game). The next move at the table finds it old enough, or else one sweep of every open
view, every :data:`SWEEP_EVERY` seconds while any is open (no timer per view). A token found
too old for even that is let go without a request: the turn notice's button
(``cogs/boston/notices.py``) or **My hand** opens a fresh one. When the game ends, each open
view is redrawn once to point at the result, with its person's own line of the final
standings (:func:`ended_text`). A pause or a resume changes what a view shows
without a new sequence number: each open view is redrawn at once, paused with its actions
disabled, or live again.
One view per person and table follows the game: the one they opened or clicked last. The
one that followed before is edited once, at once, to say so, with no card nor turn left on it
and a **Refresh** that makes it follow again (:meth:`LiveCog._replaced`): left as it was, it
went on showing a seat a computer kept for them after they took it back from the thread's
notice, or "Your turn" long after, as if live.
A seat given to someone else (``/boston replace``) edits its former holder's open view at
once to say where the seat went, with no card or button, and lets it go: their cards and a
**Take my seat back** would otherwise stay on screen until their next click.

A restart hands the open views to the next process, which redraws each at once to the
current state and follows it as before (``follow_again``, ``cogs/boston/handover.py``) until
its token expires: after a crash as after a deploy. Each open view's row (table, person,
message, token, expiry: ``handover_views``) is written down off the click's path: a view that
opens is only marked in a dict (O(1) on the click's path), and one worker writes the marked
rows, the latest token of each, in one transaction at most every :data:`ROWS_EVERY` seconds,
and deletes the rows of the views let go (expired, ended, failed). A view's newer token (each
click in it brings one) is not marked: the sweep marks a view whose row's token is more than
:data:`ROW_REFRESH` older than its latest, or that has no row yet (one taken back from the
previous process, whose row start-up deleted). A row also holds the contract its person chose
in the view's select, its bid not yet made, with the table's sequence number it was chosen at
(the Play cog holds it, ``PlayCog.chosen_of``): a choice marks the view as its opening does
(:meth:`LiveCog.chose`), so a crash keeps it as a close does, and the next process gives it
back only where the table is still at that number (``cogs/boston/handover.py``). So a crash
loses a view opened in its last couple of seconds (it waits for **Refresh** or **My hand**),
and a choice made in them, and one taken back by a start-up
less than a sweep before; a view taken back with an older token than its latest is let go
that much earlier, unless a click in it makes it live again with a fresh one. A graceful close
stops the worker and writes every open view's row itself (``saved``), deleting those of the
views gone since: the close is the final word.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.engine.actions import Action
from bot.i18n import LANGS, Lang, lang_of, t
from bot.tables import TableChange
from bot.tables.options import options_of
from bot.tables.service import LiveTable
from cogs.boston import components, ids, wire
from cogs.boston.results import own_standing, stored_standing
from cogs.boston.thread_lines import stored_earlier_holders
from db.clock import utc_now
from db.errors import ConstraintViolation, StorageError
from db.models import SavedView, TableRow

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

TOKEN_LIFETIME = 15 * 60.0
"""Seconds an interaction token may edit its response (Discord's limit)."""
TOKEN_MARGIN = 60.0
"""Stop editing a minute early: Discord's clock started when it created the interaction, a
little before the bot answered it, and a request in flight must not outlive the token."""

LET_GO_AT = TOKEN_LIFETIME - TOKEN_MARGIN - 60.0
"""A view's age when its last edit says that it no longer follows the game: a minute before
the bot would stop editing it, so that a sweep (:data:`SWEEP_EVERY`) finds it in time."""
SWEEP_EVERY = 20.0
"""Seconds between the sweeps that let go of views no move at their table reached."""
ROWS_EVERY = 2.0
"""Seconds at most between a view's opening and its row's write (``LiveCog.rows_every``): the
views opened in a crash's last seconds are lost; the writes of a busy bot are one transaction
every two seconds."""
CHOSEN_LIMIT = 100
"""Characters of a chosen contract a view's row holds (a select option's value, Discord's limit;
the column refuses more, and a refused row would lose the whole write)."""
ROW_REFRESH = 60.0
"""A view's row is written again, by the sweep, once its latest token is this much newer than
the row's (a click brings a new token, but the row's still edits the view until it expires):
a view taken back after a crash stops following that much earlier at most, for one write a
minute per active view instead of one a click."""

Clock = Callable[[], float]

RowKey = tuple[int, int]
"""A view's row: its table and person."""

Choices = tuple[int, tuple[Action, ...]]
"""What a seat may do: the number of deals and the seat's legal actions. A move that changes
it changes the view's buttons, so the view is redrawn at once."""


def choices_of(table: LiveTable | None, user_id: int) -> Choices | None:
    """What the player's seat may do now at ``table`` (None without a seat or a game): nothing
    where the table makes the seat's move itself (``LiveTable.moves_for``: a computer keeps
    it, or the rules leave the move no choice), as the hand view draws it
    (``hand_header.view_to_draw``)."""
    if table is None or table.game is None:
        return None
    seat = table.seat_of(user_id) or table.away_seat_of(user_id)
    if seat is None:
        return None
    game = table.game
    if table.status == "paused" or table.moves_for(seat):  # nothing to do: no button drawn
        return len(game.deals), ()
    return len(game.deals), tuple(game.legal_actions(seat))


def moving_itself(table: LiveTable | None) -> bool:
    """Whether the table is about to make a move the rules leave no choice about
    (``Game.forced_action``, FB-W3, DW-P4, SV-W5) at once: a state it leaves by itself in a
    moment. A view is not redrawn at it unless its choices changed; the move's own change
    follows at once. Not while the move cannot be made (paused, held, failing: a table
    needing attention shows where it stands)."""
    if table is None or table.status != "playing" or table.held or table.needs_attention:
        return False
    game = table.game
    return game is not None and game.to_act is not None and game.forced_action() is not None


def _lost_seat(table: LiveTable | None, view: OpenView, change: TableChange) -> bool:
    """Whether the seat ``change`` gave away was the view's person's (``change.lost``: they
    held it, or were owed it while a computer kept it for them) and they now hold and are owed
    none. Another person's seat given away is not theirs to be told of."""
    return (
        table is not None
        and change.seat is not None
        and change.lost == view.user_id
        and table.claimed_seat_of(view.user_id) is None
    )


def paused(table: LiveTable | None) -> bool:
    return table is not None and table.status == "paused"


@dataclass(slots=True, eq=False)
class OpenView:
    """One player's newest hand view at one table and the token of the interaction that
    last drew it."""

    table_id: int
    user_id: int
    message_id: int
    followup: wire.Followup
    issued: float
    """``clock()`` when the interaction was answered: the token's age counts from here."""
    language: Lang
    seq: int
    """The table's sequence number the view shows."""
    choices: Choices | None
    """What the seat could do when the view was drawn."""
    last_edit: float
    """The event loop's time when the view was last drawn (answer or edit)."""
    paused: bool = False
    """Whether it shows the table paused: a pause or resume changes it at the same ``seq``."""
    dirty: bool = False
    urgent: bool = False
    """A move since the drawing changed the seat's choices: redraw without waiting."""
    passing: bool = False
    """Drawn at a state the table was about to leave by a move of its own
    (:func:`moving_itself`): the state that move reaches is redrawn at once."""
    ended: bool = False
    finished: LiveTable | None = None
    """The table as its game ended (``TableChange.ended``), which the service has let go of:
    the view's last edit gives its person's own line of the final standings from it."""
    task: asyncio.Task[None] | None = None
    timer: asyncio.TimerHandle | None = None
    row_issued: float | None = None
    """``issued`` of the token its written row holds; None while no row holds it."""
    lost: int | None = None
    """The seat its person held, given to someone else (``/boston replace``): its last edit
    says so, with no card or button, and it is let go."""

    def disarm(self) -> None:
        """Cancel the follow timer, if one is set."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


async def ended_text(
    bot: BostonBot,
    table_id: int,
    guild_id: int | None,
    language: Lang,
    *,
    finished: LiveTable | None = None,
    user_id: int | None = None,
) -> str:
    """What a hand view of a table the service has let go of says: where the result is, or
    that the game was abandoned (or never existed). A table of another server is "no such table".

    ``finished``: the table as its game ended, known to a view open then (not after a
    restart, nor to a later click): under the pointer, ``user_id``'s own line of the final
    standings, in the words and place the game's end post gives their seat
    (:func:`~cogs.boston.results.own_standing`). Only their own: the hands are over, and
    the others' lines are in the thread. Without it (a click in an old view, a view redrawn
    after a restart), the line is read back from the game's stored result, one read for an
    ended table only (:func:`stored_own_line`)."""
    row = await bot.db.table(table_id)
    if row is not None and row.guild_id != guild_id:
        row = None
    if row is not None and row.status == "finished":
        said = t(language, "hand.ended", place=f"<#{row.thread_id or row.channel_id}>")
        if finished is not None or user_id is None:
            own = own_line(finished, user_id, language)
        else:
            own = await stored_own_line(bot, row, user_id, language)
        return said if own is None else f"{said}\n{t(language, 'hand.ended_own')}\n{own}"
    if row is not None and row.status == "abandoned":
        # A hand view exists only once cards are dealt: a game abandoned, not a lobby.
        return t(language, "table.abandoned")
    return t(language, "refused.no_table")


def own_line(finished: LiveTable | None, user_id: int | None, language: Lang) -> str | None:
    """``user_id``'s line of ``finished``'s final standings, or None: no such table, or they
    hold no seat there (a seat they stepped away from, a computer keeping it, is theirs)."""
    if finished is None or user_id is None:
        return None
    seat = finished.claimed_seat_of(user_id)
    return None if seat is None else own_standing(finished, seat, language)


async def stored_own_line(
    bot: BostonBot, row: TableRow, user_id: int, language: Lang
) -> str | None:
    """``user_id``'s line of the finished game's final standings at ``row``'s table, from its
    stored result (:func:`~cogs.boston.results.stored_standing`), with who held the seat before
    as the end post says it (:func:`~cogs.boston.thread_lines.stored_earlier_holders`), or
    None: they had no seat there at its end, or it cannot be read now (the pointer alone is
    still an answer)."""
    try:
        found = await bot.db.final_result(row.id, user_id)
    except StorageError as exc:
        logger.info("table %s: final result of %s not read (%s)", row.id, user_id, exc)
        return None
    if found is None:
        return None
    result, holder = found
    earlier = await stored_earlier_holders(bot, row, result.seat)
    return stored_standing(result, holder, options_of(row.settings), language, earlier)


class LiveCog(commands.Cog, name="Live"):
    def __init__(
        self, bot: BostonBot, follow_interval: float, clock: Clock = time.monotonic
    ) -> None:
        self.bot = bot
        self.follow_interval = follow_interval
        self.clock = clock
        self._views: dict[int, dict[int, OpenView]] = {}
        self._held: dict[tuple[int, int], int] = {}
        self._unsubscribe: Callable[[], None] | None = None
        self._sweeper: asyncio.TimerHandle | None = None
        self.rows_every = ROWS_EVERY if bot.view_rows_every is None else bot.view_rows_every
        self._unwritten: dict[RowKey, OpenView | None] = {}
        """The rows to write (the view) or delete (None) at the next write, by table and
        person: only the latest change of each."""
        self._written: set[RowKey] = set()
        """The rows this process has written and not deleted."""
        self._rows_timer: asyncio.TimerHandle | None = None
        self._rows_task: asyncio.Task[None] | None = None
        self._rows_lock = asyncio.Lock()
        self._rows_stopped = False
        self._replacing: set[asyncio.Task[None]] = set()
        """The edits telling older views that a newer one follows the game (:meth:`_replaced`)."""

    async def cog_load(self) -> None:
        self._unsubscribe = self.bot.tables.subscribe(self.on_change)

    async def cog_unload(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        # Nothing more is written (a close has written the views already, ``stop_writing``).
        self._rows_stopped = True
        if self._rows_timer is not None:
            self._rows_timer.cancel()
            self._rows_timer = None
        task = self._rows_task
        if task is not None and not task.done():
            task.cancel()
            await asyncio.wait([task])
        for views in self._views.values():
            for view in views.values():
                self._stop(view)
        self._views.clear()
        for task in list(self._replacing):
            task.cancel()

    # --- the registry ----------------------------------------------------------------------

    def drawn(
        self, interaction: discord.Interaction, table_id: int, message_id: int | None, seq: int
    ) -> None:
        """A hand view showing the table at ``seq`` was just drawn in answer to
        ``interaction``: it becomes the player's live view (an older one is told it no longer
        follows the game, :meth:`_replaced`)."""
        if message_id is None:
            return
        views = self._views.setdefault(table_id, {})
        user_id = interaction.user.id
        view = views.get(user_id)
        language = lang_of(interaction.locale)
        table = self.bot.tables.find(table_id)
        choices = choices_of(table, user_id)
        # The table's own move comes next: the state it reaches is drawn at once (the one
        # drawn here calls nobody: "The table names trumps for …").
        passing = table is not None and table.seq == seq and moving_itself(table)
        now = asyncio.get_running_loop().time()
        if view is None or view.message_id != message_id:
            if view is not None:
                view.disarm()  # its worker, if any, sees it is no longer current
                self._replaced(view)
            issued = self.clock()
            followup = wire.followup_of(interaction)
            views[user_id] = view = OpenView(
                table_id,
                user_id,
                message_id,
                followup,
                issued,
                language,
                seq,
                choices,
                now,
                paused(table),
                passing=passing,
            )
            self._mark(view)  # its row is written later, by the rows' worker
            self._arm_sweep()
            return
        view.followup, view.issued = wire.followup_of(interaction), self.clock()
        view.language, view.seq, view.choices, view.last_edit = language, seq, choices, now
        view.paused, view.passing = paused(table), passing
        if table is not None and table.seq == seq:
            view.dirty = view.urgent = False  # this answer carries every move so far

    def _replaced(self, old: OpenView) -> None:
        """``old`` is no longer its person's live view: a newer one is (opened from the table
        message or a notice, or an older view clicked again). It is edited once, at once, to
        say so, with no card nor turn left on screen and a **Refresh** that makes it follow
        again: left as it was, it went on showing a seat kept while they were away, or "Your
        turn" long after, as if live. No request for a token too old to edit."""
        if self._expired(old):
            return
        name = f"cogs:live-replaced-{old.table_id}-{old.user_id}"
        task = asyncio.create_task(self._tell_replaced(old), name=name)
        self._replacing.add(task)
        task.add_done_callback(self._replacing.discard)

    async def _tell_replaced(self, old: OpenView) -> None:
        running = old.task
        if running is not None and not running.done():
            await asyncio.wait([running])  # its edit in flight lands first, then this one
        now = self._views.get(old.table_id, {}).get(old.user_id)
        if (now is not None and now.message_id == old.message_id) or self._expired(old):
            return  # clicked again meanwhile: it follows once more
        language = old.language
        refresh = components.button(
            ids.hand_id(old.table_id), t(language, "hand.refresh"), components.SECONDARY
        )
        drawn = [components.text(t(language, "live.replaced")), components.row([refresh])]
        try:
            await wire.edit_original(old.followup, drawn)
        except discord.HTTPException as exc:  # dismissed, or Discord's passing trouble
            logger.info(
                "table %s: an older hand view of %s not told (%s %s)",
                old.table_id,
                old.user_id,
                exc.status,
                exc.code,
            )

    @contextlib.contextmanager
    def holding(self, table_id: int, user_id: int) -> Iterator[None]:
        """While a player's click is being answered, that answer redraws their view: the
        worker leaves it alone (no second edit of the same state) and looks again after."""
        key = (table_id, user_id)
        self._held[key] = self._held.get(key, 0) + 1
        try:
            yield
        finally:
            self._held[key] -= 1
            if not self._held[key]:
                del self._held[key]
            view = self._views.get(table_id, {}).get(user_id)
            if view is not None and view.dirty:
                self._schedule(view)

    def is_live(self, table_id: int, user_id: int) -> bool:
        """Whether the player has a hand view of the table that follows the game (one being
        let go does not: its last edit says so)."""
        view = self._views.get(table_id, {}).get(user_id)
        return view is not None and not self._letting_go(view)

    def views(self, table_id: int) -> list[OpenView]:
        return list(self._views.get(table_id, {}).values())

    # --- the restart handover ------------------------------------------------------------------

    def saved(self, now: datetime) -> list[SavedView]:
        """The views worth following after a restart: tokens with time left, at tables still
        live. ``now`` is the wall clock's: the next process measures the tokens' age on its
        own monotonic clock, which this one's means nothing to."""
        found: list[SavedView] = []
        for views in self._views.values():
            for view in views.values():
                row = self._row(view, now)
                if row is not None:
                    found.append(row)
        return found

    def _row(self, view: OpenView, now: datetime) -> SavedView | None:
        """The view's row (``now``: the wall clock's), None if it is not worth following: with
        the contract its person chose in its select at the table's state now, if any, and that
        state's sequence number."""
        table = self.bot.tables.find(view.table_id)
        if view.ended or self._expired(view) or table is None:
            return None
        left = TOKEN_LIFETIME - (self.clock() - view.issued)
        followup = view.followup
        chosen = self._chosen(table, view.user_id)
        return SavedView(
            table_id=view.table_id,
            user_id=view.user_id,
            message_id=view.message_id,
            application_id=followup.application_id,
            token=followup.token,
            guild_id=followup.guild_id,
            language=view.language,
            expires_at=now + timedelta(seconds=left),
            chosen=chosen,
            chosen_seq=table.seq if chosen is not None else None,
        )

    def _chosen(self, table: LiveTable, user_id: int) -> str | None:
        """The contract ``user_id`` chose in their view's select at ``table``'s state now, as
        the Play cog holds it; None where a row could not hold it (an engine's id is short:
        never cut, :data:`CHOSEN_LIMIT`)."""
        # The Play cog's class as its extension loaded it (each bot loads it afresh).
        from cogs.boston.play import PlayCog

        play = self.bot.get_cog(PlayCog.__cog_name__)
        chosen = play.chosen_of(table, user_id) if isinstance(play, PlayCog) else None
        return chosen if chosen is not None and len(chosen) <= CHOSEN_LIMIT else None

    def chose(self, table_id: int, user_id: int) -> None:
        """``user_id`` chose a contract in their view's select at ``table_id``: their live
        view's row is to be written again with it, by the rows' worker (O(1): called on the
        click's path, after its answer)."""
        view = self._views.get(table_id, {}).get(user_id)
        if view is not None and self._unwritten.get((table_id, user_id)) is not view:
            self._mark(view)

    def gone(self, saved: Iterable[SavedView]) -> list[RowKey]:
        """The rows this process wrote whose views are not among ``saved`` (a close's)."""
        kept = {(row.table_id, row.user_id) for row in saved}
        return sorted(self._written - kept)

    # --- the open views' rows, for a crash ---------------------------------------------------

    def _mark(self, view: OpenView) -> None:
        """The view's row is to be written (O(1): a click's path may call it)."""
        self._unwritten[view.table_id, view.user_id] = view
        self._arm_rows()

    def _unmark(self, view: OpenView) -> None:
        """The view is let go: its row, if written, is to be deleted."""
        key = (view.table_id, view.user_id)
        if key in self._written:
            self._unwritten[key] = None
            self._arm_rows()
        else:
            self._unwritten.pop(key, None)

    def _arm_rows(self) -> None:
        if self._rows_timer is None and not self._rows_stopped:
            loop = asyncio.get_running_loop()
            self._rows_timer = loop.call_later(self.rows_every, self._rows_due)

    def _rows_due(self) -> None:
        self._rows_timer = None
        self._rows_task = asyncio.create_task(self.write_rows(), name="cogs:live-rows")

    async def write_rows(self) -> None:
        """Write the marked views' rows and delete the let-go views', in one transaction (the
        rows' worker; tests call it to write at once). A failure is logged (never a value: a
        token is one) and the rows are tried again at the next write."""
        async with self._rows_lock:
            if self._rows_stopped:
                return
            if self._rows_timer is not None:  # this write takes what the next one would
                self._rows_timer.cancel()
                self._rows_timer = None
            pending, self._unwritten = self._unwritten, {}
            now = utc_now()
            keep: list[tuple[OpenView, float, SavedView]] = []
            gone: list[RowKey] = []
            for key, view in pending.items():
                row = None
                if view is not None and self._current(view):
                    try:
                        row = self._row(view, now)
                    except ValueError as exc:  # a bug: its message would quote the token
                        logger.warning("a hand view's row refused (%s)", type(exc).__name__)
                if view is not None and row is not None:
                    keep.append((view, view.issued, row))
                elif key in self._written:
                    gone.append(key)
            if not keep and not gone:
                return
            try:
                await self.bot.db.keep_views([row for _, _, row in keep], gone=gone)
            except StorageError as exc:  # the drivers' messages name the rule, never a value
                logger.warning("open hand views not written down (%s)", exc)
                # A refusal (a bug) is not tried again at once: the sweep marks the views
                # that have no row now and then.
                if not isinstance(exc, ConstraintViolation):
                    for key, view in pending.items():
                        self._unwritten.setdefault(key, view)
                    self._arm_rows()
                return
            for view, issued, _ in keep:
                view.row_issued = issued
                key = (view.table_id, view.user_id)
                self._written.add(key)
                if not self._current(view):
                    # Let go (or replaced, and the new view let go) while its row was being
                    # written: ``_unmark`` saw no row yet, so the delete is queued here.
                    self._unwritten.setdefault(key, None)
                    self._arm_rows()
            self._written.difference_update(gone)

    async def stop_writing(self) -> None:
        """A graceful close: the worker writes no more (the close's save is the final word,
        ``saved`` and ``gone``), once a write in flight is done."""
        self._rows_stopped = True
        if self._rows_timer is not None:
            self._rows_timer.cancel()
            self._rows_timer = None
        async with self._rows_lock:
            pass

    def follow_again(self, saved: Iterable[SavedView], now: datetime) -> None:
        """Follow the views a previous process followed: each is redrawn at once (the game,
        or the way it is drawn, may have changed with the restart), then kept current as a
        view drawn here, until its token expires. A view already expired, in a language this
        version no longer speaks, or replaced by one drawn here meanwhile is let go. Their
        rows, deleted as they were read, are written again by the next sweep's marks."""
        loop_now = asyncio.get_running_loop().time()
        for row in saved:
            language = row.language
            if language not in LANGS or row.user_id in self._views.get(row.table_id, {}):
                continue
            left = (row.expires_at - now).total_seconds()
            followup = wire.followup_for(self.bot, row.application_id, row.token, row.guild_id)
            view = OpenView(
                row.table_id,
                row.user_id,
                row.message_id,
                followup,
                self.clock() - (TOKEN_LIFETIME - left),
                language,
                -1,  # no state of this process: whatever the table shows now is news
                None,
                loop_now,
            )
            if self._expired(view):
                continue
            self._views.setdefault(row.table_id, {})[row.user_id] = view
            view.dirty = view.urgent = True
            self._schedule(view)
            self._arm_sweep()

    def _expired(self, view: OpenView) -> bool:
        return self.clock() - view.issued >= TOKEN_LIFETIME - TOKEN_MARGIN

    def _letting_go(self, view: OpenView) -> bool:
        """Old enough that its next edit is its last (:data:`LET_GO_AT`)."""
        return self.clock() - view.issued >= LET_GO_AT

    # --- the sweep ---------------------------------------------------------------------------

    def _arm_sweep(self) -> None:
        if self._sweeper is None:
            loop = asyncio.get_running_loop()
            self._sweeper = loop.call_later(SWEEP_EVERY, self._sweep_due)

    def _sweep_due(self) -> None:
        self._sweeper = None
        self.sweep()
        if self._views:
            self._arm_sweep()

    def sweep(self) -> None:
        """Let go of every open view old enough (:data:`LET_GO_AT`), with its last edit, and
        drop those too old for one: views at a table where nothing moved since they were
        drawn, which no change brings here."""
        for views in list(self._views.values()):
            for view in list(views.values()):
                if self._expired(view):
                    self._drop(view)
                elif self._letting_go(view):
                    view.dirty = view.urgent = True
                    self._schedule(view)  # none if its worker or a click is drawing it
                elif self._unwritten.get((view.table_id, view.user_id)) is not view and (
                    view.row_issued is None or view.issued - view.row_issued >= ROW_REFRESH
                ):
                    self._mark(view)  # no row yet (taken back), or a much newer token

    def _current(self, view: OpenView) -> bool:
        return self._views.get(view.table_id, {}).get(view.user_id) is view

    def _drop(self, view: OpenView) -> None:
        view.disarm()
        views = self._views.get(view.table_id)
        if views is not None and views.get(view.user_id) is view:
            del views[view.user_id]
            if not views:
                del self._views[view.table_id]
            self._unmark(view)

    # --- changes from the service ------------------------------------------------------------

    async def on_change(self, change: TableChange) -> None:
        views = self.views(change.table_id)
        table = self.bot.tables.find(change.table_id) if views else None
        # A table rebuilt from its log and found nowhere was ended by another process: an
        # abandon there writes no event, so its ``seq`` is the one the views show already.
        ended = change.kind in ("close", "cancelled") or (
            change.kind == "rebuilt" and table is None
        )
        for view in views:
            if self._expired(view):
                self._drop(view)  # no request: the token cannot edit any more
                continue
            if change.kind == "seat" and _lost_seat(table, view, change):
                # Told at once, before their next click: their cards and buttons would stay
                # on screen, a [Take my seat back] that can only be refused.
                view.lost = change.seat
                view.dirty = view.urgent = True
                self._schedule(view)
                continue
            going = self._letting_go(view)  # its last edit, at once
            same = view.seq == change.seq and view.paused == paused(table)
            if same and not ended and not going:
                continue  # it shows this state already (a pause or resume changes it)
            view.dirty = True
            view.ended = view.ended or ended
            if ended and change.ended is not None:
                view.finished = change.ended
            changed = choices_of(table, view.user_id) != view.choices
            # Drawn the moment before the table's own move, which has landed (and no second
            # one follows at once): it showed nobody's turn, the state now shows whose.
            landed = view.passing and not moving_itself(table)
            view.urgent = view.urgent or ended or going or changed or landed
            self._schedule(view)

    def _due(self, view: OpenView) -> float:
        """When the view may be redrawn (event-loop time): now for a change of its choices."""
        if view.urgent or view.ended or self._letting_go(view):
            return float("-inf")
        # Stretched while the bot is busy (bot/pacing.py): a turn never waits for it.
        return view.last_edit + self.follow_interval * self.bot.pace.stretch

    def _schedule(self, view: OpenView) -> None:
        """Redraw a dirty view now or when it is due. A worker already running looks again
        after its edit; a click being answered redraws the view itself (``holding``)."""
        if not self._idle(view):
            return
        if not (view.urgent or view.ended or self._letting_go(view)) and moving_itself(
            self.bot.tables.find(view.table_id)
        ):
            return  # left dirty: the table's own move comes at once, and its change redraws
        loop = asyncio.get_running_loop()
        due = self._due(view)
        if due <= loop.time():
            self._start(view)
        elif view.timer is None:
            view.timer = loop.call_at(due, self._fire, view)

    def _idle(self, view: OpenView) -> bool:
        """A dirty view that nothing is redrawing yet."""
        running = view.task is not None and not view.task.done()
        return view.dirty and not running and (view.table_id, view.user_id) not in self._held

    def _fire(self, view: OpenView) -> None:
        """The follow interval is over: redraw the view if it still waits."""
        view.timer = None
        if self._current(view) and self._idle(view):
            self._start(view)

    def _start(self, view: OpenView) -> None:
        view.disarm()
        name = f"cogs:live-{view.table_id}-{view.user_id}"
        view.task = asyncio.create_task(self._work(view), name=name)

    def _stop(self, view: OpenView) -> None:
        view.disarm()
        if view.task is not None:
            view.task.cancel()

    async def _work(self, view: OpenView) -> None:
        """Redraw the view; again while moves keep arriving that cannot wait."""
        loop = asyncio.get_running_loop()
        key = (view.table_id, view.user_id)
        due = True  # the caller found it due
        while due and view.dirty and self._current(view) and key not in self._held:
            view.dirty = view.urgent = False
            if self._expired(view):
                self._drop(view)
                return
            if not await self._redraw(view):
                self._drop(view)
                return
            due = self._due(view) <= loop.time()
        if view.ended and not view.dirty:
            self._drop(view)
        elif view.dirty and self._current(view):
            # Moves that can wait arrived during the edit: the timer takes them (once this
            # task is done, so that it does not count as running).
            loop.call_soon(self._schedule, view)

    async def _redraw(self, view: OpenView) -> bool:
        """Edit the view with the table's latest state; False when it cannot be edited again."""
        from cogs.boston.play import PlayCog, seat_given_text

        table = self.bot.tables.find(view.table_id)
        try:
            if table is None or view.ended:
                guild = view.followup.guild_id
                text = await ended_text(
                    self.bot,
                    view.table_id,
                    guild,
                    view.language,
                    finished=view.finished,
                    user_id=view.user_id,
                )
                await wire.edit_original(view.followup, [components.text(text)])
                return False
            if view.lost is not None:
                text = seat_given_text(table, view.lost, view.language, view.user_id)
                await wire.edit_original(view.followup, [components.text(text)])
                return False
            going = self._letting_go(view)
            if table.seq == view.seq and view.paused == paused(table) and not going:
                return True
            # Clicks in flight are answered first; a move made meanwhile is drawn too.
            await self.bot.router.after_clicks()
            play = self.bot.get_cog(PlayCog.__cog_name__)
            assert isinstance(play, PlayCog)
            seq, choices, halted = table.seq, choices_of(table, view.user_id), paused(table)
            # Said before the edit: a move landing during it is judged by what it draws.
            passing = view.passing = moving_itself(table)
            # Its last edit: the state now, saying it follows no further (its buttons answer
            # as usual, and a click in it makes it live again).
            notice = t(view.language, "live.let_go") if going else None
            drawn = await play.hand_view(table, view.user_id, view.language, notice=notice)
            if drawn is None:
                return True
            await wire.edit_original(view.followup, drawn)
            if going:
                return False
            view.seq, view.choices, view.paused = seq, choices, halted
            view.last_edit = asyncio.get_running_loop().time()
            if table.seq != seq or paused(table) != halted:  # it moved meanwhile
                view.dirty = True
                landed = passing and not moving_itself(table)
                changed = choices_of(table, view.user_id) != choices
                view.urgent = view.urgent or changed or landed
        except discord.HTTPException as exc:
            # A dismissed view (404) or Discord's passing trouble: the next click or the turn
            # notice draws a fresh one.
            logger.info(
                "table %s: hand view of %s not updated (%s %s)",
                view.table_id,
                view.user_id,
                exc.status,
                exc.code,
            )
            return False
        return True


async def setup(bot: commands.Bot) -> None:
    from bot.discord_app import BostonBot

    assert isinstance(bot, BostonBot)
    await bot.add_cog(LiveCog(bot, bot.follow_interval))
