"""The Notices cog: the turn comes to the person whose turn it is.

An edited message notifies nobody, so the table message's "… to play" cannot call anyone.
When it becomes a person's turn, this cog posts a NEW message in the table's thread (or
channel) that mentions them — and only them (``allowed_mentions`` names that one user) — with
a **My hand** button that opens a fresh hand view (the way back in once an old view's token has
expired). Once they have acted, or the turn has moved on, the notice is deleted, so the thread
does not fill up. One worker per table does this, in order: there is never more than one live
notice per table, and a burst of moves (computers) costs at most one delete and one post.

A person whose open hand view already shows their turn (``cogs/boston/live.py`` edits it the
moment the turn comes) is at the table: they are called only if they have not acted after
``grace`` seconds (``TURN_NOTICE_GRACE``), so four people playing briskly are not pinged for
every card. A person without a view the bot can still edit is called at once.

A move after which the same person is asked again with no card played (a declaration such as
chicane before their card, trumps named before the whist question, a pass before their lead)
is the same turn to them: their notice stays (``_still``), edited in place where what it says
to do changed (an edit notifies nobody), and its row is written again with the new turn, so
a restart adopts it as current. A card ends the question it answered: a trick's winner is
called anew to lead. A turn is thus told apart by who is on it since when
(``_Turns.began``), not by the last move's number (``_Turns.turn``, which a row keeps).

Each player may mute their notices from the hand view (**🔕 Mute mentions**); the choice is
stored with the player (``db``), so it holds at every table and across restarts, while an
open hand view of theirs follows the game: with none (never opened, or let go at its token's
limit) nothing else would show them their turn, so they are called all the same. The turn
timer's half-time reminder is a notice of its own, with the time left, and calls even a
muted player (a computer takes the seat next). The seat on turn changing hands (a replace, a
seat given or taken back) is a new turn: the former holder's notice goes, and the new holder
is called.

Each live notice is also written down (``db/repos/handover.py``, table ``handover_notices``):
its row once Discord has accepted it, by the worker (never on a click's path), and gone once
the notice is deleted; a graceful close writes them all again (``saved``,
``cogs/boston/handover.py``). The next process, after a close or a crash alike, adopts each
(``adopt``): the one that still calls the person on turn (the same seat, at the same turn: no
move since, and the person its row names, migration 0019: the seat may have changed hands)
stays up (a restart pings nobody twice) and goes once they act, as before; any other is
deleted at once. Every other table's turn is then looked at afresh
(``look_at_every_turn``): a person on turn whom no notice calls is called as at any new turn,
so a restart does not leave them waiting for a bot that came back silently. A notice whose
post was on its way when the last process ended (a crash, or a close that did not wait) may
be up with no row, so such a table's thread is first looked through, once: the notice
calling the person on turn is taken, any other of the table's deleted. No write precedes a
post; the cost is one read of a thread per table at start-up, and none where the adopted
notice is current (a close's handover). In a rolling deploy's overlap the other process may
write its last notice's row after this one's start-up read them: a table rebuilt from a log
that process moved on (``rebuilt``) has its row read again by its worker before anyone is
called (``_reread``), and taken as a start-up takes it, so one live notice remains. A table
that process ended (game over, abandoned) is let go of by the service when this process next
writes or looks at it, and announced (``rebuilt``, the table found nowhere): its last notice
here goes as at any end, nobody called.

A notice is public but calls one person: its line is in the server's public language (the
channel reads it), and where the person clicks in another language a second, small line in
theirs says what to do, with the **My hand** button under it in theirs (``_content``).

The workers are stopped with the cog (a close's last step before the session closes): a
request or a write begun after it would only fail.

A post Discord did not answer may have been made; it is tried again with the same nonce, and
Discord gives back the message it made instead of making another, but only for a few minutes
(:data:`NONCE_WINDOW`). A try later than that first looks in the thread for the notice the
unanswered one made (``_earlier``), and takes it as posted: a long outage does not call the
person twice. Such a post is written down at once, by the worker, as a row whose message is
not known (:data:`UNKNOWN`), so that a crash before any try gives it back leaves the next
process a notice to look for: it takes the one calling the person still on turn, as a try
past the nonce window would, and deletes any other of the table (``adopt``). The row is
replaced once the notice is known, and dropped once the turn is over and the thread was
looked through (``_sweep``); a thread that could not be read is looked through again later,
and meanwhile the row stays, so a crash still leaves the next process to look.
"""

from __future__ import annotations

import asyncio
import logging
import re
import secrets
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot import rest
from bot.engine.actions import Play
from bot.i18n import Lang, t
from bot.routing import RoutedInteraction
from bot.tables import TableChange
from bot.tables.service import LiveTable
from cogs.boston import ids, retrying, wire
from cogs.boston.common import cog_of, lang, table_here, tell
from cogs.boston.components import PRIMARY, Component, button, row
from cogs.boston.errors import answered
from cogs.boston.hand_header import action_prompt
from cogs.boston.play import PlayCog, refused_elsewhere
from db.errors import StorageError
from db.models import SavedNotice

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

MAX_DELETE_TRIES = 10
"""Tries to delete a notice Discord refused to delete (1 + 2 + … + 256 s of back-off): a notice
left up calls a person whose turn is over."""
LOOK_BACK = 25
"""The thread's latest messages looked through for a notice whose post got no answer."""
NONCE_WINDOW = 60.0
"""Seconds after a post Discord did not answer within which a new try with the same nonce is
surely given back the message that post made (Discord keeps a nonce "a few minutes"); a later
try looks for that message first."""
UNKNOWN = 0
"""The message id of a notice's row whose post Discord did not answer (no message has id 0):
the notice may be up, and is to be looked for in the row's channel."""


def _hand_row(table_id: int, language: Lang) -> list[Component]:
    """A turn notice's components: the **My hand** button, in the called person's
    ``language`` (:meth:`NoticeCog._content`)."""
    return [row([button(ids.hand_id(table_id), t(language, "table.my_hand"), PRIMARY)])]


@dataclass(slots=True)
class _Posted:
    channel_id: int
    message_id: int
    turn: int
    seat: int | None = None
    """The seat it calls (None: not known, a notice only to be deleted)."""
    user_id: int | None = None
    """The person it calls (None: not known)."""
    text: str | None = None
    """What it says (None: not known, one the last process posted)."""


@dataclass(slots=True, eq=False)
class _Turns:
    """One table's turn: who is on it, since which sequence number, and its live notice."""

    table: LiveTable
    seat: int | None = None
    turn: int = 0
    """The table's sequence number when the current turn began, or when the seat on turn last
    moved and was asked again (a declaration before its card, trumps named before its lead)."""
    since: float = 0.0
    """The event loop's time when the current turn began."""
    began: int = -1
    """The table's sequence number when this seat came on turn: a notice posted since then
    (at :attr:`turn` or earlier) calls this seat for this move of theirs, and stays up if it
    still says what to do (:meth:`NoticeCog._still`). -1: :attr:`turn`."""
    timer: asyncio.TimerHandle | None = None
    """Wakes the worker when the grace of a person at the table is over."""
    overdue: int = -1
    """The turn (its sequence number) whose grace is over."""
    posted: _Posted | None = None
    dirty: bool = False
    ended: bool = False
    last_request: float = float("-inf")
    task: asyncio.Task[None] | None = None
    failures: int = 0
    """Notices of this turn Discord refused in a row (each is tried again, backing off)."""
    nonce: str | None = None
    """The nonce of the notice being posted, kept for its every try (a new turn draws a new
    one): a post whose answer was lost may be up, and Discord gives it back when it is tried
    again instead of calling the person twice."""
    unsure: tuple[int, str] | None = None
    """Where, and with which nonce, a notice was posted that Discord did not answer
    (``bot.rest.NoAnswer``): it may be up, and if its turn ends before a try gives it back,
    it is looked for (:meth:`NoticeCog._sweep`)."""
    unsure_since: float = 0.0
    """The event loop's time when the first post of :attr:`unsure` was sent: past
    :data:`NONCE_WINDOW` after it, its nonce no longer stops a second notice."""
    lost: int | None = None
    """Where a notice of this table may be up that the cog does not know (an unanswered post
    whose turn is over, or one a previous process left): the thread is to be looked through
    and any such notice deleted. Until it has been, the table's row stays the one that says
    so (:data:`UNKNOWN`)."""
    lost_failures: int = 0
    """Looks for :attr:`lost` that could not read the thread, in a row."""
    lost_timer: asyncio.TimerHandle | None = None
    """Wakes the worker to look for :attr:`lost` again."""
    lost_row: bool = True
    """A row says :attr:`lost` (:data:`UNKNOWN`), to be dropped once it has been looked for.
    False for a start-up's look (:meth:`NoticeCog.look_at_every_turn`), which no row asked."""
    take_lost: bool = False
    """The look for :attr:`lost` may take a notice calling the person now on turn as this
    turn's (a start-up's: the post a previous process died in may have made it)."""
    holder: int | None = None
    """The person holding :attr:`seat` when last looked at (None: a computer, or nobody):
    another holder since (a seat replaced, given away, taken back) is a new turn to call."""
    started: datetime | None = None
    """The service's clock when the turn's time began (its timer counts from then; a seat
    changing hands starts it over): how long is left when the timer's reminder comes. None:
    not known (a turn older than this process)."""
    remind: int = -1
    """The turn (:attr:`turn`) whose half-time reminder is owed: posted as a new notice,
    calling even a player who muted theirs (a computer takes the seat next)."""
    remind_left: float = 0.0
    """Seconds left of the turn's time when its reminder came."""
    reminded: int = -1
    """The turn whose reminder was posted: that notice stays until the turn is over."""
    reread: bool = False
    """The table was rebuilt from a log another process moved on (``rebuilt``, a rolling
    deploy's overlap): its notice row is to be read again (:meth:`NoticeCog._reread`), the
    other process's last notice possibly written after this process's start-up read them."""

    def __post_init__(self) -> None:
        if self.began < 0:
            self.began = self.turn


class NoticeCog(commands.Cog, name="Notices"):
    def __init__(self, bot: BostonBot, interval: float, grace: float) -> None:
        self.bot = bot
        self.interval = interval
        self.grace = grace
        self.retry_first = retrying.FIRST
        """Seconds before a refused notice is first tried again."""
        self.nonce_window = NONCE_WINDOW
        """Seconds after a post without an answer before a new try looks for its notice."""
        self._turns: dict[int, _Turns] = {}
        self._wanted: dict[int, bool] = {}
        self._old: set[asyncio.Task[None]] = set()
        """Deletions no worker follows: of notices a previous process left up, and of notices
        Discord refused to delete, tried again (:meth:`_delete`); and the drops of deleted
        notices' rows."""
        self._going: set[int] = set()
        """Notices being deleted, or that Discord would not delete: never taken for the notice
        of a post without an answer (:meth:`_earlier`)."""
        self._unsubscribe: Callable[[], None] | None = None
        self._left_up: dict[int, list[tuple[int, _Posted]]] = {}
        """By server: the notices (with their tables) whose deletion was given up (a bot
        removed from the server meanwhile), tried again once the bot is back
        (:meth:`on_guild_join`)."""
        self._removed: set[int] = set()
        """Servers the bot was removed from, until it is back (:meth:`_back_in`)."""

    async def cog_load(self) -> None:
        self.bot.router.add(ids.NOTIFY_TEMPLATE, self._on_switch)
        self._unsubscribe = self.bot.tables.subscribe(self.on_change)

    async def cog_unload(self) -> None:
        self.bot.router.remove(ids.NOTIFY_TEMPLATE)
        if self._unsubscribe is not None:
            self._unsubscribe()
        tasks = list(self._old)
        for turns in self._turns.values():
            for timer in (turns.timer, turns.lost_timer):
                if timer is not None:
                    timer.cancel()
            if turns.task is not None and not turns.task.done():
                tasks.append(turns.task)
        # The session and the database close next: a request or a write begun now would only
        # fail, and log "Task exception was never retrieved". A notice whose post is cut off
        # may be up with no row: the next start-up looks for it (``look_at_every_turn``).
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _on_switch(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        """In the hand view: turn one's turn notices off (``off``) or on again (``on``)."""
        work = self.switch(interaction, int(match["table"]), match["verb"] == "on")
        await answered(interaction, work)

    # --- the player's choice ---------------------------------------------------------------

    async def wanted(self, user_id: int) -> bool:
        """Whether the player wants turn notices (read once, then kept)."""
        wanted = self._wanted.get(user_id)
        if wanted is None:
            wanted = self._wanted[user_id] = await self.bot.db.turn_notices(user_id)
        return wanted

    async def switch(self, interaction: discord.Interaction, table_id: int, on: bool) -> None:
        """Store the player's choice first, then redraw their hand view saying so. Only a
        person seated (or away) at this server's table is heard: the custom id can be forged
        onto any message, so a refusal is decided before anything is written."""
        language = lang(interaction)
        user_id = interaction.user.id
        # An ended table or another server's: refused (answered by `answered`) before any write.
        table = table_here(interaction, table_id)
        if table.seat_of(user_id) is None and table.away_seat_of(user_id) is None:
            await tell(interaction, t(language, "refused.not_seated"))
            return
        if await refused_elsewhere(interaction, table_id):  # another table's id forged here
            return
        await self.bot.db.set_turn_notices(user_id, on)
        self._wanted[user_id] = on
        turns = self._turns.get(table_id)
        if turns is not None:
            self._wake(turns)  # a notice for a player who just muted goes at once
        play = cog_of(interaction, PlayCog)
        await play.show_hand(
            interaction,
            table_id,
            notice=t(language, "notices.done.on" if on else "notices.done.off"),
        )

    # --- the restart handover ------------------------------------------------------------------

    def saved(self) -> list[SavedNotice]:
        """The live notices, for the next process: each with the seat it calls, or none for
        one the worker has yet to delete (the turn moved on). Their rows were written as they
        were posted; the close writes them again, a stale one's as stale."""
        found: list[SavedNotice] = []
        for turns in self._turns.values():
            posted = turns.posted
            if posted is None or turns.lost is not None:
                continue  # a lost notice's row stands, for the next process to look
            # A notice calling someone who no longer holds the seat on turn is stale too.
            current = posted.turn == turns.turn and not turns.ended and _calls(posted, turns)
            found.append(_saved(turns.table.id, posted, turns.seat if current else None))
        return found

    def adopt(self, saved: list[SavedNotice]) -> None:
        """Take over the notices a previous process left up (a close's, or a crash's), each
        as its table's live notice: one calling the seat still on turn at the same turn stays
        (and goes when they act, as any); the worker deletes any other at once, and calls the
        person on turn as it would have. An ended table's notice is deleted."""
        loop = asyncio.get_running_loop()
        for notice in saved:
            table = self.bot.tables.find(notice.table_id)
            lost = notice.message_id == UNKNOWN  # posted, Discord's answer never read
            # A table that moved at start-up (a computer's turn) has a worker of its own.
            if table is not None and table.id in self._turns and lost:
                mover = self._turns[table.id]
                mover.lost = notice.channel_id  # its worker looks, keeping its own notice
                self._wake(mover)
                continue
            if table is None or table.id in self._turns:
                posted = _Posted(notice.channel_id, notice.message_id, notice.turn)
                work = self._sweep_left(notice) if lost else self._delete(notice.table_id, posted)
                self._aside(work, f"old-{notice.table_id}")
                continue
            seat, holder, current = _calls_now(notice, table)
            if lost:
                turns = self._turns[table.id] = _Turns(table, seat, table.seq, loop.time())
                turns.holder, turns.started = holder, _began(table)
                turns.lost = notice.channel_id  # any notice of it but the one taken goes
                if current:
                    # Looked for before the person is called, as by a try past the nonce
                    # window: found, it is taken as posted, and written down.
                    turns.nonce = str(secrets.randbits(64))
                    turns.unsure = (notice.channel_id, turns.nonce)
                    turns.unsure_since = float("-inf")
                self._wake(turns)
                continue
            # A stale notice's turn is one no turn has (-1): the worker sees it is to go.
            posted = _Posted(
                notice.channel_id,
                notice.message_id,
                notice.turn if current else -1,
                notice.seat if current else None,
            )
            if current:
                # The person a current notice calls: its row names them (or, written before
                # migration 0019, names nobody: a seat changing hands writes its notice's
                # row as stale, ``_work``, and a close a former holder's, ``saved``).
                posted.user_id = holder
            turn = notice.turn if current else table.seq
            turns = self._turns[table.id] = _Turns(table, seat, turn, loop.time())
            turns.posted, turns.holder, turns.started = posted, holder, _began(table)
            self._wake(turns)  # the worker looks: a muted player's, or a paused table's, goes

    async def _reread(self, turns: _Turns, loop: asyncio.AbstractEventLoop) -> None:
        """The table was rebuilt from a log another process moved on (a rolling deploy's
        overlap; the worker, before anyone is called): that process may have posted a notice
        and written its row after this process's start-up read the rows (``adopt``). The
        table's row is read again and taken as a start-up takes it: a notice calling the seat
        on turn, at the table's last event, by its holder, becomes this table's live notice
        (the one this process knew goes); any other is deleted, with its row. One live notice
        remains, and the person on turn is not called twice. A row whose post got no answer
        has the thread looked through (``_look_for_lost``). The row not read (the database
        refused), the other process's notice may stay: said in the log, and let go."""
        turns.reread = False
        table = turns.table
        try:
            notice = await self.bot.db.notice_of(table.id)
        except (StorageError, ValueError) as exc:
            logger.warning("table %s: its turn notice's row not read again (%s)", table.id, exc)
            return
        if notice is None or notice.message_id in self._going:
            return
        seat, holder, current = _calls_now(notice, table)
        if notice.message_id == UNKNOWN:
            turns.lost, turns.lost_row = notice.channel_id, True
            turns.take_lost = current  # the post it says may be this turn's call
            return
        posted = turns.posted
        mine = posted is not None and posted.message_id == notice.message_id
        # This process's own notice already calling this very turn (a rebuild that moved no
        # turn on) stays: the other one goes.
        ours = (
            posted is not None
            and not mine
            and posted.seat == seat
            and posted.turn == table.seq
            and _calls(posted, turns)
        )
        if not current or ours:
            if not mine:
                await self._pace(turns, loop)
                await self._delete(table.id, _Posted(notice.channel_id, notice.message_id, -1))
                if posted is not None and turns.posted is posted:
                    # The table's one row was the other's, and went with its notice: this
                    # one's is written again, for a crash to find.
                    await self._keep(table.id, posted, stale=posted.turn != turns.turn)
            return
        # Adopted before any await: a move while this process's own notice is deleted goes
        # through on_change as usual, and the worker's next look sees the adopted notice old.
        turns.posted = _Posted(notice.channel_id, notice.message_id, notice.turn, seat, holder)
        if mine and posted is not None:
            turns.posted.text = posted.text
        turns.turn, turns.began = notice.turn, min(turns.began, notice.turn)
        turns.holder = holder
        if posted is not None and not mine:
            await self._pace(turns, loop)
            await self._delete(table.id, posted)  # its row is the other's now: that one stays

    def look_at_every_turn(self) -> None:
        """At start-up, after the handover: each playing table whose turn no notice covers is
        looked at as a new turn, so its person is called as they would have been (at once
        without a view the bot can edit, after the grace with one), not left waiting for a
        bot that came back silently. A table moved since start-up has its worker already.

        A notice is written down only once Discord has answered its post: the previous
        process may have died (or closed) with one on its way, up with no row. So the
        thread of each such table (no adopted notice calling its current turn) is looked
        through first, once, by its worker, before anyone is called: the newest notice of
        the table calling the person on turn is taken as this turn's, and any other of the
        table's notices is deleted (``_look_for_lost``). One read of the thread per such
        table at start-up, none on a move's path; a table whose adopted notice is current
        (a close's handover, the usual case) is not read."""
        loop = asyncio.get_running_loop()
        for table in self.bot.tables.tables():
            if table.status != "playing" or table.game is None:
                continue
            turns = self._turns.get(table.id)
            if turns is None:
                seat = table.game.to_act
                turns = _Turns(table, seat, table.seq, loop.time(), holder=_holder(table, seat))
                turns.started = _began(table)
                self._turns[table.id] = turns
            elif turns.lost is not None or turns.unsure is not None:
                continue  # a row said a notice is to be looked for: it is, already
            elif turns.posted is not None and turns.posted.turn == turns.turn:
                continue  # its current notice adopted: the previous process knew it was up
            turns.lost = table.row.thread_id or table.row.channel_id
            turns.lost_row = False
            turns.take_lost = True
            self._wake(turns)

    # --- changes from the service ------------------------------------------------------------

    async def on_change(self, change: TableChange) -> None:
        turns = self._turns.get(change.table_id)
        table = self.bot.tables.find(change.table_id)
        if table is None:
            if turns is not None:
                # Closed, cancelled, or ended by another process (``rebuilt``, let go of):
                # take the last notice away.
                turns.ended = True
                self._wake(turns)
            return
        if turns is None:
            if table.status != "playing":
                return
            turns = self._turns[table.id] = _Turns(table)
        seat = table.game.to_act if table.game is not None else None
        holder = _holder(table, seat)
        acted = change.action is not None and change.action.seat == turns.seat
        now = asyncio.get_running_loop().time()
        if seat != turns.seat or acted or change.kind == "resumed":
            # A move after which the same seat is asked again without a card played (a
            # declaration before its card, trumps named before its lead, a discard before
            # the play) is still their turn: its notice may stay (``_still``). A card ends
            # the question it answered (a trick's winner leading next is called anew), and a
            # resumed table's turn starts afresh: its grace counts from the resume.
            again = (
                seat == turns.seat
                and acted
                and change.kind == "action"
                and not isinstance(change.action, Play)
            )
            if not again:
                turns.began = change.seq
            turns.seat, turns.turn = seat, change.seq
            self._turn_begins(turns, holder, now)
        elif holder != turns.holder:
            # The seat on turn changed hands (replaced, given away, taken back): the notice
            # calling its former holder goes (``_work``), and its new holder is called as
            # anyone whose turn begins now (their own choice, their own grace; a post of
            # the former holder's never given back as theirs: a new nonce).
            turns.began = change.seq
            self._turn_begins(turns, holder, now)
        elif change.kind in ("seat", "away", "back"):
            turns.started = self.bot.tables.clock()  # the turn's timer starts over (any seat)
        if change.kind == "reminder" and change.seat == seat and change.seq == turns.turn:
            minutes = table.options.timer_minutes
            started, clock = turns.started, self.bot.tables.clock()
            # Sent once half the time is gone, or later (the bot was down at half time).
            gone = (clock - started).total_seconds() if started is not None else 0.0
            gone = max(gone, minutes * 30.0)
            turns.remind, turns.remind_left = change.seq, max(0.0, minutes * 60.0 - gone)
        if change.kind == "rebuilt":
            turns.reread = True  # the worker reads the table's notice row before it calls
        self._wake(turns)

    def _turn_begins(self, turns: _Turns, holder: int | None, now: float) -> None:
        turns.holder = holder
        turns.since = now
        turns.started = self.bot.tables.clock()
        turns.overdue = -1
        turns.failures = 0
        turns.nonce = None
        turns.remind = -1
        turns.take_lost = False  # a notice left by the last process calls an older turn

    def _wake(self, turns: _Turns) -> None:
        if turns.timer is not None:
            turns.timer.cancel()
            turns.timer = None
        turns.dirty = True
        if (turns.task is None or turns.task.done()) and not self._quietly(turns):
            name = f"cogs:notices-{turns.table.id}"
            turns.task = asyncio.create_task(self._work(turns), name=name)

    def _quietly(self, turns: _Turns) -> bool:
        """Settle a change without the worker when it needs no request and no database read:
        no notice is up, and the person on turn (whose choice is already known) is not to be
        called, or not before their grace is over. Most moves of people at the table are
        this, and a task per move was CPU for nothing (issue #17). False: the worker must
        look."""
        if turns.posted is not None or turns.unsure is not None or turns.lost is not None:
            return False
        if turns.reread:
            return False  # a database read: the worker's
        user_id = self._on_turn(turns)
        if user_id is not None:
            if turns.remind == turns.turn:
                return False  # the timer's reminder: the worker posts
            wanted = self._wanted.get(user_id)
            if wanted is None:
                return False  # read from the database by the worker
            loop = asyncio.get_running_loop()
            if wanted or not self._live(turns, user_id):
                due = self._due(turns, user_id)
                if due <= loop.time():
                    return False  # called now: the worker posts
                turns.timer = loop.call_at(due, self._grace_over, turns, turns.turn)
            else:
                self._until_let_go(turns, user_id, loop)
        turns.dirty = False
        if turns.ended:
            self._turns.pop(turns.table.id, None)
        return True

    def _on_turn(self, turns: _Turns) -> int | None:
        """The person on turn, or None (a computer's turn or a move the table makes without
        asking, FB-W3; a paused or ended table)."""
        table, seat = turns.table, turns.seat
        if turns.ended or seat is None or table.status != "playing" or table.moves_for(seat):
            return None
        if table.game is None or table.game.to_act != seat:
            # The table moved on (a move it made itself, FB-W3) before its change reached
            # this cog: the change is on its way, and nobody is called for a turn that is over.
            return None
        assignment = table.seats.get(seat)
        return assignment.player_id if assignment is not None else None

    async def _wanted_user(self, turns: _Turns) -> int | None:
        """The person to call now, or None (nobody on turn, or a player who muted their
        notices and whose open hand view follows the game: it shows them their turn). A
        muted player with no view that follows the game is called all the same (nothing
        else would tell them), and so is one whose turn's time is half gone (the timer's
        reminder: a computer takes their seat next)."""
        user_id = self._on_turn(turns)
        if user_id is None:
            return None
        if turns.turn in (turns.remind, turns.reminded) or not self._live(turns, user_id):
            return user_id
        return user_id if await self.wanted(user_id) else None

    def _live(self, turns: _Turns, user_id: int) -> bool:
        """Whether ``user_id`` has a hand view of the table that follows the game."""
        from cogs.boston.live import LiveCog  # loaded after this module, as an extension

        live = self.bot.get_cog(LiveCog.__cog_name__)
        return isinstance(live, LiveCog) and live.is_live(turns.table.id, user_id)

    def _until_let_go(self, turns: _Turns, user_id: int, loop: asyncio.AbstractEventLoop) -> None:
        """A muted player on turn whose hand view follows the game is not called: the worker
        looks again when the Live cog lets that view go (:data:`~cogs.boston.live.LET_GO_AT`
        after it was drawn; a view drawn again meanwhile is only looked at again), and calls
        them then if their turn is still on."""
        from cogs.boston.live import LET_GO_AT, LiveCog

        live = self.bot.get_cog(LiveCog.__cog_name__)
        if not isinstance(live, LiveCog):
            return
        view = next((v for v in live.views(turns.table.id) if v.user_id == user_id), None)
        if view is None:
            return
        left = max(0.0, LET_GO_AT - (live.clock() - view.issued))
        if turns.timer is not None:
            turns.timer.cancel()
        turns.timer = loop.call_later(left, self._wake, turns)

    async def _work(self, turns: _Turns) -> None:
        loop = asyncio.get_running_loop()
        while turns.dirty:
            turns.dirty = False
            if turns.reread:
                await self._reread(turns, loop)
            user_id = await self._wanted_user(turns)
            if user_id is None and (muted := self._on_turn(turns)) is not None:
                self._until_let_go(turns, muted, loop)
            posted = turns.posted
            if posted is not None and user_id is not None and posted.turn != turns.turn:
                await self._still(turns, posted, user_id, loop)
                if turns.dirty:
                    continue  # the turn moved while it was looked at: look again
            if posted is not None and (
                user_id is None
                or posted.turn != turns.turn
                or not _calls(posted, turns)
                or turns.remind == turns.turn  # the reminder is a new call: a new notice
            ):
                await self._pace(turns, loop)
                turns.posted = None
                if posted.turn == turns.turn and posted.message_id != UNKNOWN:
                    # Its row says it calls the turn still on: written as stale first, so
                    # that a crash before its row is dropped does not leave the next process
                    # taking it for a call of the seat's holder now.
                    await self._keep(turns.table.id, posted, stale=True)
                await self._delete(turns.table.id, posted)
            unsure = turns.unsure
            if unsure is not None and (unsure[1] != turns.nonce or user_id is None):
                # Its turn is over before a try gave it back: it may be up, calling them.
                turns.unsure = None
                turns.lost = unsure[0]
                turns.lost_row = True  # its row was written with the first try (``_post``)
            if turns.lost is not None and turns.unsure is None:
                # Not while a post of this turn is unanswered: that notice is no stray.
                await self._look_for_lost(turns, turns.lost, loop, user_id)
            if user_id is not None and turns.posted is None and not turns.dirty:
                due = self._due(turns, user_id)
                if due > loop.time():
                    turns.timer = loop.call_at(due, self._grace_over, turns, turns.turn)
                    continue
                await self._pace(turns, loop)
                if turns.dirty:
                    continue  # the turn moved while we waited: look again
                posted = turns.posted = await self._post(turns, user_id)
                lost = turns.lost
                if posted is None:
                    continue
                if turns.remind == posted.turn:
                    turns.reminded, turns.remind = turns.remind, -1
                if lost is None:
                    # Written down after Discord's answer, by this worker (off the click's
                    # path), and before it may delete the notice: the row of a notice is
                    # always written before its deletion drops it.
                    await self._keep(turns.table.id, posted)
                else:
                    # A lost notice is still to be looked for: its row stands until it is
                    # found and deleted, and then this one's replaces it.
                    await self._look_for_lost(turns, lost, loop, None)
        if turns.ended and turns.posted is None and turns.lost is None:
            self._turns.pop(turns.table.id, None)

    def _grace_over(self, turns: _Turns, turn: int) -> None:
        turns.timer = None
        turns.overdue = turn
        self._wake(turns)

    def _due(self, turns: _Turns, user_id: int) -> float:
        """When to call the person on turn: at once, or once the grace of a person whose open
        hand view shows their turn is over."""
        from cogs.boston.live import LiveCog  # loaded after this module, as an extension

        live = self.bot.get_cog(LiveCog.__cog_name__)
        if self.grace <= 0 or not isinstance(live, LiveCog) or turns.overdue == turns.turn:
            return float("-inf")
        if turns.remind == turns.turn:
            return float("-inf")  # the turn's time is half gone: no more grace
        if not live.is_live(turns.table.id, user_id):
            return float("-inf")
        return turns.since + self.grace

    async def _pace(self, turns: _Turns, loop: asyncio.AbstractEventLoop) -> None:
        wait = turns.last_request + self.interval - loop.time()
        if wait > 0:
            await asyncio.sleep(wait)
        turns.last_request = loop.time()

    async def _post(self, turns: _Turns, user_id: int) -> _Posted | None:
        from cogs.boston.table import TableCog  # loaded after this module, as an extension

        table = turns.table
        lines = self.bot.get_cog(TableCog.__cog_name__)
        if isinstance(lines, TableCog):
            await lines.posts_sent(table.id)  # the thread's lines first, then the call
        seat, turn = turns.seat, turns.turn
        content = await self._content(turns, user_id)
        if seat is None or content is None:
            return None
        language, text = content
        place = table.row.thread_id or table.row.channel_id
        if turns.nonce is None:
            turns.nonce = str(secrets.randbits(64))
        payload = {
            "content": text,
            "components": _hand_row(table.id, language),
            "allowed_mentions": _mention(user_id),
            "nonce": turns.nonce,
            "enforce_nonce": True,
        }
        loop = asyncio.get_running_loop()
        sent = loop.time()
        try:
            earlier = await self._earlier(turns, place, user_id)
            if earlier is not None:
                logger.info("table %s: a turn notice whose post got no answer taken", table.id)
                message_id = earlier
            else:
                message_id = await wire.post_channel_message(self.bot.http, place, payload)
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: turn notice not posted (%s %s)", table.id, exc.status, exc.code
            )
            if isinstance(exc, rest.NoAnswer):
                first = turns.unsure != (place, turns.nonce)  # the first try of it unanswered
                if first:
                    turns.unsure_since = sent
                turns.unsure = (place, turns.nonce)
                if first:
                    # It may be up: written down as a notice to look for, should this
                    # process end before a try gives it back (the worker's, off any click).
                    await self._keep(table.id, _Posted(place, UNKNOWN, turn, seat, user_id))
            mended = isinstance(lines, TableCog) and await lines.thread_trouble(table, exc)
            if mended or retrying.worth_retrying(exc):  # nobody would be called: try again
                turns.failures += 1
                delay = 0.0 if mended else retrying.back_off(self.retry_first, turns.failures)
                turns.timer = loop.call_later(delay, self._grace_over, turns, turns.turn)
            return None
        turns.failures = 0
        turns.nonce = None
        if turns.unsure is not None and turns.unsure[0] == place:
            turns.unsure = None  # given back, found, or never made: this is the one
        if isinstance(lines, TableCog):
            lines.thread_took(table.id)
        # The turn it calls, as it was before the post: a move made while the post was on its
        # way leaves it a notice of a turn over, deleted, and the next person called.
        return _Posted(place, message_id, turn, seat, user_id, text)

    async def _content(self, turns: _Turns, user_id: int) -> tuple[Lang, str] | None:
        """The language of its button and the text of a notice calling ``user_id`` to the
        table's turn now (None: no game, nobody on turn).

        The notice is public, read by the whole channel: its line is in the server's public
        language, as the table message is. It calls one person, who may read another (the
        language they click in, where it is known): for them a second, small line says what
        to do in theirs, without the mention or the table (the first line has both), and
        the **My hand** button under it is theirs too. Two lines, and only then: a phone
        shows the call whole."""
        table, seat, game = turns.table, turns.seat, turns.table.game
        if seat is None or game is None:
            return None
        public = await self.bot.public_lang(table.row.guild_id)
        own = self.bot.reader_of(user_id) or public
        view = game.view(seat)

        def said(language: Lang, key: str, **values: object) -> str:
            # Posted where the whole table reads it: only what the table may know.
            what = action_prompt(view, language, public=True) if view is not None else ""
            line = t(language, key, what=what, **values)
            if turns.turn in (turns.remind, turns.reminded):
                # The timer's reminder at half time: how long before a computer takes the seat.
                minutes = max(1, round(turns.remind_left / 60.0))
                remind = "notices.reminder.one" if minutes == 1 else "notices.reminder"
                line = f"{line} {t(language, remind, n=minutes)}"
            return line

        text = said(public, "notices.turn", who=f"<@{user_id}>", id=table.id)
        if own != public:
            text = f"{text}\n-# {said(own, 'notices.turn.own')}"
        return own, text

    async def _still(
        self, turns: _Turns, posted: _Posted, user_id: int, loop: asyncio.AbstractEventLoop
    ) -> None:
        """The person a notice calls moved and is asked again, nobody else on turn since
        (:attr:`_Turns.began`): a declaration before their card, trumps named before their
        lead, a discard before the play. They are at the table, and have been called for this
        move of theirs: the notice stays, now this turn's (its row says so, for a restart),
        and if what it says to do is no longer right it is edited to say what is (an edit
        calls nobody). An edit refused, the notice goes and they are called anew, as at any
        turn."""
        if posted.seat != turns.seat or posted.user_id != user_id or posted.turn < turns.began:
            return
        turn = turns.turn
        content = await self._content(turns, user_id)
        if content is None or turns.dirty:
            return
        language, text = content
        if text != posted.text:
            await self._pace(turns, loop)
            if turns.dirty:
                return
            # The button too: the text changes with the language they read (its own line),
            # and the button under it is in that language.
            payload = {
                "content": text,
                "components": _hand_row(turns.table.id, language),
                "allowed_mentions": _mention(user_id),
            }
            table_id = turns.table.id
            try:
                await wire.edit_channel_message(
                    self.bot.http, posted.channel_id, posted.message_id, payload
                )
            except discord.HTTPException as exc:
                logger.warning(
                    "table %s: turn notice not edited (%s %s)", table_id, exc.status, exc.code
                )
                return
            posted.text = text
        posted.turn = turn
        await self._keep(turns.table.id, posted)

    async def _earlier(self, turns: _Turns, place: int, user_id: int) -> int | None:
        """Before a post is tried again in ``place``: the notice an earlier try that got no
        answer made, if Discord may no longer give it back (its nonce older than
        :attr:`nonce_window`) and it is found among the latest messages: this table's notice
        calling ``user_id`` that the cog is not deleting (the newest). None: the post is to
        be made (found nothing, it is made now; with a recent nonce, Discord gives it back).
        Raises ``discord.HTTPException`` when the messages could not be read, a try that
        failed: posting blind could call the person twice."""
        unsure = turns.unsure
        loop = asyncio.get_running_loop()
        if unsure != (place, turns.nonce) or loop.time() - turns.unsure_since < self.nonce_window:
            return None
        recent = await self.bot.http.logs_from(place, LOOK_BACK)
        turns.unsure = None  # looked for: from now on a post is the first of its nonce
        me = self.bot.user
        hand = ids.hand_id(turns.table.id)
        for message in recent:  # the newest first
            author = message.get("author") or {}
            if me is None or str(author.get("id")) != str(me.id):
                continue
            content = str(message.get("content") or "")
            if f"<@{user_id}>" not in content or hand not in _custom_ids(message):
                continue
            message_id = int(message["id"])
            if message_id not in self._going:
                return message_id
        return None

    def _aside(self, work: Coroutine[Any, Any, None], name: str) -> None:
        """Run ``work`` (a deletion, a row's drop) in a task of its own, which no worker waits
        for."""
        task = asyncio.create_task(work, name=f"cogs:notices-{name}")
        self._old.add(task)  # referenced until done: the loop keeps weak ones only
        task.add_done_callback(self._old.discard)

    async def _delete(self, table_id: int, posted: _Posted) -> None:
        """Take a notice down. One Discord refuses for now (a 5xx, no answer, a permission
        taken away for a while) is tried again, backing off, by a task of its own: the
        worker calls the next person meanwhile. Its row goes once it is gone; one Discord
        would not delete keeps its row, for the next process to try again."""
        self._going.add(posted.message_id)
        if not await self._delete_once(table_id, posted):
            self._aside(self._delete_later(table_id, posted), f"delete-{table_id}")

    async def _delete_later(self, table_id: int, posted: _Posted) -> None:
        for failures in range(1, MAX_DELETE_TRIES):
            await asyncio.sleep(retrying.back_off(self.retry_first, failures))
            if await self._delete_once(table_id, posted):
                return
        logger.warning("table %s: a turn notice could not be deleted; it stays up", table_id)
        table = self.bot.tables.find(table_id)
        guild = table.row.guild_id if table is not None else None
        if guild is not None and (guild in self._removed or self.bot.left_server(guild)):
            # Tried again when the bot, out of the server, comes back (an outage's refusals
            # are not: the next start-up's look finds such a notice).
            self._left_up.setdefault(guild, []).append((table_id, posted))

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        self._removed.add(guild.id)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """The servers the bot was removed from while it was down (their tables are put
        aside now, ``BostonBot.on_ready``) are looked at on its return, as one seen live."""
        for table in self.bot.tables.tables():
            if self.bot.left_server(table.row.guild_id):
                self._removed.add(table.row.guild_id)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self._back_in(guild)

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        await self._back_in(guild)  # discord.py may tell a return so

    async def _back_in(self, guild: discord.Guild) -> None:
        """Back in a server it was removed from: the notices whose deletion was given up
        meanwhile are deleted now, and the thread of each of its tables is looked through
        for a notice left up, as at start-up (``_look_for_lost``): its tables were paused,
        and a notice calling someone to a turn of a paused table would stay for good."""
        if guild.id not in self._removed and guild.id not in self._left_up:
            return  # not a return: a start-up's or an outage's (the start-up looks itself)
        self._removed.discard(guild.id)
        for table_id, posted in self._left_up.pop(guild.id, []):
            self._going.discard(posted.message_id)
            await self._delete(table_id, posted)
        loop = asyncio.get_running_loop()
        for table in self.bot.tables.tables():
            if table.row.guild_id != guild.id or table.game is None:
                continue
            turns = self._turns.get(table.id)
            if turns is None:
                seat = table.game.to_act
                turns = _Turns(table, seat, table.seq, loop.time(), holder=_holder(table, seat))
                turns.started = _began(table)
                self._turns[table.id] = turns
            elif turns.lost is not None or turns.unsure is not None:
                continue  # looked for already
            turns.lost = table.row.thread_id or table.row.channel_id
            turns.lost_row = False
            turns.take_lost = False
            self._wake(turns)

    async def _delete_once(self, table_id: int, posted: _Posted) -> bool:
        """Delete a notice, and then its row; False when Discord refused in a way worth
        trying again."""
        channel = self.bot.get_partial_messageable(posted.channel_id)
        try:
            await channel.get_partial_message(posted.message_id).delete()
        except discord.NotFound:
            pass  # someone with Manage Messages removed it already
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: turn notice not deleted (%s %s)", table_id, exc.status, exc.code
            )
            if retrying.worth_retrying(exc):
                return False
        self._going.discard(posted.message_id)
        # Its row goes in a task of its own: the worker calls the next person meanwhile. The
        # row was written before (``_keep``, awaited by the worker that posted it), and a
        # newer notice's row is another message's, which this leaves.
        self._aside(self._drop(table_id, posted), f"drop-{table_id}")
        return True

    # --- the notices' rows (``db/repos/handover.py``) ---------------------------------------

    async def _keep(self, table_id: int, posted: _Posted, *, stale: bool = False) -> None:
        """Write down a notice Discord accepted, for the next process should this one end
        without a close (``stale``: as one only to be deleted). Not written (the database
        refused), a crash leaves it up, as it did before rows were kept: said in the log,
        and let go."""
        try:
            await self.bot.db.keep_notice(_saved(table_id, posted, None if stale else posted.seat))
        except (StorageError, ValueError) as exc:
            logger.warning("table %s: a turn notice not written down (%s)", table_id, exc)

    async def _drop(self, table_id: int, posted: _Posted) -> None:
        """A notice is gone: its row goes (not dropped, the next process deletes it again,
        and finds it gone)."""
        try:
            await self.bot.db.drop_notice(table_id, posted.message_id)
        except StorageError as exc:
            logger.warning("table %s: a deleted turn notice's row kept (%s)", table_id, exc)

    async def _look_for_lost(
        self,
        turns: _Turns,
        place: int,
        loop: asyncio.AbstractEventLoop,
        user_id: int | None,
    ) -> None:
        """Look through ``place`` for a notice of the table the cog does not know, and
        delete it; then the table's row is the notice it knows (or none) again. At a
        start-up's look (:attr:`_Turns.take_lost`) with no notice up, one calling ``user_id``
        (the person to call now) is taken as the turn's instead. A thread that could not be
        read is looked through again later, backing off, and the row that says a notice is
        lost stays meanwhile."""
        table_id = turns.table.id
        take = user_id if turns.take_lost and turns.posted is None else None
        # The turn the notice taken calls, as it is before the thread's read: a move made
        # meanwhile leaves it a notice of a turn over, deleted, and the next person called.
        turn, seat = turns.turn, turns.seat
        looked, taken = await self._sweep(table_id, place, turns.posted, take)
        if taken is not None:
            logger.info("table %s: a turn notice the last process left up taken", table_id)
            turns.posted = _Posted(place, taken, turn, seat, take)
        if not looked:
            turns.lost_failures += 1
            if turns.lost_failures >= MAX_DELETE_TRIES:
                # Given up in this process; the row stays until a notice of the table
                # replaces it, and a crash before then leaves the next process to look.
                logger.warning("table %s: a lost turn notice not looked for; it may stay", table_id)
                turns.lost, turns.lost_failures = None, 0
                return
            delay = retrying.back_off(self.retry_first, turns.lost_failures)
            if turns.lost_timer is not None:
                turns.lost_timer.cancel()
            turns.lost_timer = loop.call_later(delay, self._wake, turns)
            return
        turns.lost, turns.lost_failures, turns.take_lost = None, 0, False
        if turns.posted is not None:
            await self._keep(table_id, turns.posted)  # replaces the row of the lost one
        elif turns.lost_row:
            await self._drop(table_id, _Posted(place, UNKNOWN, -1))

    async def _sweep_left(self, notice: SavedNotice) -> None:
        """A previous process's notice whose post got no answer, of a table this process does
        not play (ended): any notice of the table in its channel is deleted, then the row."""
        if (await self._sweep(notice.table_id, notice.channel_id, None))[0]:
            await self._drop(notice.table_id, _Posted(notice.channel_id, UNKNOWN, -1))

    async def _sweep(
        self, table_id: int, place: int, known: _Posted | None, take: int | None = None
    ) -> tuple[bool, int | None]:
        """A notice whose post Discord did not answer may be up, calling a person whose turn
        is over: the bot's latest messages in ``place`` are looked through, and a turn notice
        of this table that is not the one the cog knows (``known``) is deleted; with
        ``take`` (a user id), the newest calling that person is kept instead, and given back.
        False when the messages could not be read for now (a 5xx, no answer, a permission
        taken away for a while); a place gone (or one never to be read) has nothing left to
        look at."""
        me = self.bot.user
        try:
            recent = await self.bot.http.logs_from(place, LOOK_BACK)
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: a lost turn notice not looked for (%s %s)",
                table_id,
                exc.status,
                exc.code,
            )
            return not retrying.worth_retrying(exc), None
        hand = ids.hand_id(table_id)
        taken: int | None = None
        for message in recent:  # the newest first
            author = message.get("author") or {}
            if me is None or str(author.get("id")) != str(me.id):
                continue
            # A turn notice: a line (the table message is an embed) with the My hand button.
            if not message.get("content") or hand not in _custom_ids(message):
                continue
            message_id = int(message["id"])
            if message_id in self._going or (known is not None and message_id == known.message_id):
                continue  # being deleted already, or the notice the cog knows
            if take is not None and taken is None and f"<@{take}>" in message["content"]:
                taken = message_id
                continue
            logger.info("table %s: a turn notice whose post got no answer deleted", table_id)
            await self._delete(table_id, _Posted(place, message_id, -1))
        return True, taken


def _saved(table_id: int, posted: _Posted, seat: int | None) -> SavedNotice:
    """The row of a notice: calling ``seat`` at its turn, and the person it calls (migration
    0019: a row naming someone who no longer holds the seat is stale to the next process,
    ``adopt``), or, without a seat, only to be deleted (a stale one adopted from a previous
    process has turn -1, stored as 0)."""
    return SavedNotice(
        table_id=table_id,
        channel_id=posted.channel_id,
        message_id=posted.message_id,
        seat=seat,
        turn=max(posted.turn, 0),
        user_id=posted.user_id if seat is not None else None,
    )


def _calls_now(notice: SavedNotice, table: LiveTable) -> tuple[int | None, int | None, bool]:
    """The seat on turn at ``table``, its holder, and whether the saved ``notice`` calls
    them to this very turn. The same seat is not enough: a row written late (a crash before
    its notice was deleted) may be of an earlier turn of that seat. A turn begins with the
    event that gives it, so the turn still up is the one at the table's last event. Nor the
    same turn: the seat may have changed hands since (no event), and a row naming its former
    holder (a crash before the worker wrote it stale) calls someone else (a row from before
    migration 0019 names nobody)."""
    seat = table.game.to_act if table.game is not None else None
    holder = _holder(table, seat)
    current = (
        notice.seat is not None
        and notice.seat == seat
        and notice.turn == table.seq
        and notice.user_id in (None, holder)
    )
    return seat, holder, current


def _holder(table: LiveTable, seat: int | None) -> int | None:
    """The person holding ``seat`` (None: a computer, or no seat)."""
    held = table.seats.get(seat) if seat is not None else None
    return held.player_id if held is not None else None


def _began(table: LiveTable) -> datetime | None:
    """When the turn of a table rebuilt at start-up began, where the service still says."""
    began = table.turn_began
    return began[1] if began is not None and began[0] == table.seq else None


def _calls(posted: _Posted, turns: _Turns) -> bool:
    """Whether a notice calls the seat's holder now (or whom it calls is not known)."""
    return posted.user_id is None or posted.user_id == turns.holder


def _mention(user_id: int) -> dict[str, Any]:
    """A notice's allowed mentions: only the person on turn is pinged, whatever the text
    holds."""
    return {"parse": [], "users": [str(user_id)], "replied_user": False}


def _custom_ids(message: Any) -> list[str]:
    """The custom ids of a raw message's buttons and selects."""
    found: list[str] = []
    for row_ in message.get("components") or ():
        for item in row_.get("components") or ():
            if "custom_id" in item:
                found.append(str(item["custom_id"]))
    return found


async def setup(bot: commands.Bot) -> None:
    from bot.discord_app import BostonBot

    assert isinstance(bot, BostonBot)
    await bot.add_cog(NoticeCog(bot, bot.edit_interval, bot.settings.turn_notice_grace))
