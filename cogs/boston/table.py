"""The Table cog: the public side of a table — its message, the result of each deal, and the
private protocol sheet.

It subscribes to the table service. A change only marks the table's message dirty and queues
what must be posted; one worker task per table then posts in order and edits the message with
the latest state, at most once per ``edit_interval`` seconds (longer while the bot is busy:
``bot/pacing.py``), so bursts of moves (computers, fast players) cost one edit and Discord's
rate limits are never reached. The last state is always drawn, because the worker runs until
nothing is dirty.

What it posts and draws is made elsewhere: the table message (``table_drawing.py``), the
thread's lines (``thread_lines.py``), what start-up found owed (``table_owed.py``), the
step-away notices (``table_away.py``) and the protocol (``table_protocol.py``), each table's
queue kept in its outbox (``table_outbox.py``). A table whose channel was deleted (put aside,
its people told: ``table_gone.py``) and its move to another channel (``table_move.py``) are
parts of the cog's own class, which it inherits.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import logging
import re
import secrets
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord.ext import commands

from bot.i18n import Lang, t
from bot.routing import RoutedInteraction
from bot.tables import Refused, TableChange, log
from bot.tables.service import LiveTable
from cogs.boston import ids, retrying, wire
from cogs.boston.components import RawView
from cogs.boston.errors import answered
from cogs.boston.notices import NONCE_WINDOW
from cogs.boston.results import withdrawn_text
from cogs.boston.seat_names import seat_mention
from cogs.boston.table_away import (
    away_notices_closed,
    away_over,
    keep_away_notice,
    notices_displaced,
    seat_away,
    seat_said,
    step_away,
)
from cogs.boston.table_drawing import UNKNOWN_CHANNEL, drawing_digest, edit
from cogs.boston.table_move import MISSING_ACCESS, TableMove
from cogs.boston.table_orphans import refused_orphan
from cogs.boston.table_outbox import (
    QUIET,
    Outbox,
    Owed,
    Queued,
    SeatSaid,
    StepAway,
    result_nonce,
)
from cogs.boston.table_owed import OwedLines, mark_posted, mark_seat_said
from cogs.boston.table_protocol import DRAWING_SLOTS, show_protocol
from cogs.boston.thread_lines import NOTICES, closing_lines, notice_line, result_line, seat_line
from cogs.boston.wire import Payload
from db.errors import StorageError
from db.repos.gone import GoneNotice
from db.repos.posted import CLOSED, CLOSING_POSTED

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

Button = discord.ui.Button[Any]
MAX_POST_TRIES = 6
"""Attempts to post a line in the table's thread (1 + 2 + 4 + 8 + 16 s of back-off): a
deal's result is worth waiting for, a thread gone for good must not hold the lines after it
for ever. A result refused for now through them all is held and tried again later
(:meth:`TableCog._hold`); another line is given up."""
THREAD_ARCHIVED = 50083
"""Discord's code for a post refused because the thread is archived (idle for a day, a
table paused overnight) or locked."""
POSTS_WAIT = 5.0
"""Seconds a turn notice waits at most for its thread's queued lines (:meth:`posts_sent`)."""


class TableCog(TableMove, commands.Cog, name="Table"):
    def __init__(self, bot: BostonBot, edit_interval: float) -> None:
        self.bot = bot
        self.edit_interval = edit_interval
        self._boxes: dict[int, Outbox] = {}
        self._unsubscribe: Callable[[], None] | None = None
        self._drawing = asyncio.Semaphore(DRAWING_SLOTS)
        self.retry_first = retrying.FIRST
        """Seconds before the first new try of a refused edit or post."""
        self.hold_first = retrying.FIRST
        """The back-off of a held result's tries (:meth:`_hold`) doubles on from this."""
        self.nonce_window = NONCE_WINDOW
        """Seconds after a held result's first try before a new try looks for it in the
        thread first (:meth:`_up_already`)."""
        self._reopened: dict[int, int] = {}
        """Tables whose archived thread the bot reopened, by that thread, until a line is
        posted there again (:meth:`thread_trouble`, :meth:`thread_took`)."""
        self.posts_wait = POSTS_WAIT
        """How long a turn notice waits at most for the thread's lines (:meth:`posts_sent`)."""
        self._closing = asyncio.Event()
        """Set once the bot closes (:meth:`drain`): the workers wait no more."""
        self.owed_lines = OwedLines(bot, self._boxes, self._touch, self._wake)
        """What start-up found the tables owe their threads, until it is queued."""
        self._unloaded = False
        """Set once the cog unloads (the bot closes): no worker starts any more."""
        self._away_from: dict[int, list[TableChange]] = {}
        """By server: the pauses and cancels made while the bot was out of it (removed), which
        nobody there saw; told once it is back (:meth:`on_guild_join`)."""
        self._asides: set[asyncio.Task[None]] = set()
        """Tasks run aside (:meth:`_aside`): a deletion found, the people told of one."""
        # The state of the deletion's part (``table_gone.py``) and the move's
        # (``table_move.py``), which declare it: initialised here, in one place, with the rest.
        self._gone: set[int] = set()
        """Channels deleted under a table of theirs (:meth:`places_gone`): nothing is drawn
        or posted there any more."""
        self._asking: set[int] = set()
        """Channels a look asks Discord about now (:meth:`_look_for_gone`)."""
        self._putting_aside: dict[int, asyncio.Event] = {}
        """Tables being put aside (:meth:`places_gone`), each set once it is done."""
        self._moving: set[int] = set()
        """Tables being moved to another channel (:meth:`move`): drawn only by the move."""
        self._held: dict[int, list[TableChange]] = {}
        """The changes of a table made while it moves (:meth:`move`), told once it is there."""
        self._move_tries: dict[int, int] = {}
        """By table: its moves whose write was refused (their messages taken back), so the
        next one posts with a nonce of its own (:func:`~cogs.boston.table_move._move_nonce`)."""
        self._claims: dict[int, bool] = {}
        """Tables a ``/boston resume`` is moving, from its claim to its answer
        (:meth:`claim_move`): any other command of the table is refused meanwhile. True once
        the move is saved (:meth:`move`)."""
        self._left: dict[int, list[tuple[GoneNotice, bool]]] = {}
        """By table: the deletion's messages :meth:`_send_gone` left for a move under way to
        settle (:meth:`release_move`), each with whether it is kept (migration 0023)."""

    async def cog_load(self) -> None:
        self.bot.router.add(ids.PROTOCOL_TEMPLATE, self._on_protocol)
        self._unsubscribe = self.bot.tables.subscribe(self.on_change)

    async def cog_unload(self) -> None:
        self._unloaded = True
        self.bot.router.remove(ids.PROTOCOL_TEMPLATE)
        if self._unsubscribe is not None:
            self._unsubscribe()
        # A worker started after the drain (a move made during the close) would fail once
        # the HTTP session closes, next: stopped here, its lines are the next start-up's.
        tasks = [box.task for box in self._boxes.values() if box.task and not box.task.done()]
        for task in tasks:
            task.cancel()
        for box in self._boxes.values():
            _unhold(box)
        tasks += self.owed_lines.stop_claims()
        for task in self._asides:  # the next start-up's look finds the channel gone again
            task.cancel()
        tasks += self._asides
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _on_protocol(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        table_id = int(match["table"])
        await answered(interaction, self._protocol_pressed(interaction, table_id))

    async def _protocol_pressed(self, interaction: RoutedInteraction, table_id: int) -> None:
        """**Protocol** pressed: refused on a table message a move left behind
        (``table_orphans.py``), else shown."""
        if not await refused_orphan(interaction, table_id):
            await self.show_protocol(interaction, table_id)

    @commands.Cog.listener()
    async def on_tables_loaded(self) -> None:
        """After a restart every table's message is drawn again from the replayed state, and
        what the tables owe their threads is looked up (:meth:`OwedLines.post_owed`). A message that
        the last process's close handed over as drawn just so is not edited again
        (:meth:`hand_over_drawn`)."""
        tables = list(self.bot.tables.tables())
        try:
            try:
                drawn = await self.bot.db.take_drawn([table.id for table in tables])
            except StorageError as exc:  # each message is drawn again, as after a crash
                logger.warning("how the table messages were drawn could not be read (%s)", exc)
                drawn = {}
            for table in tables:
                box = self._touch(table)
                if box.last_sent is None:  # else drawn already, by a change come meanwhile
                    box.handed = drawn.get(table.id)
            await self.owed_lines.read()
            await self.drop_stale_moved_calls()
            self._aside(self.tell_owed_gone(), "table-gone-owed")
        finally:
            # The tables' owed lines wait for this (:meth:`OwedLines.owed_first`): never for ever.
            self.owed_lines.known.set()
        # A server the gateway has brought already (none, usually: it connects afterwards).
        await self.owed_lines.post_arrived()

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        """A server the gateway brought, at start-up after its tables were drawn: the tables
        of a server that chose no language are drawn again, in its locale's. Others are left
        alone (every server arrives at start-up; drawing them all again would be work for
        nothing). What its tables owe their threads is posted now (:meth:`OwedLines.post_owed`).
        A table whose channel it no longer lists (deleted while the bot was down) is put
        aside (:meth:`places_gone`)."""
        await self._look_for_gone(guild)
        await self.owed_lines.post_owed(guild.id)
        back = guild.id in self._away_from  # a return (discord.py may tell it so)
        if back or self.bot.follows_locale(guild.id):
            self._touch_server(guild.id)
        await self._say_missed(guild.id)

    @commands.Cog.listener()
    async def on_public_lang_changed(self, guild_id: int) -> None:
        """``/boston settings`` chose another language for the server's public messages: its
        open tables (lobbies and games) are drawn again in it at once, not at their next
        change, and their computers' names are said in it (``table_drawing.edit``)."""
        self._touch_server(guild_id)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Back in a server it was removed from: its tables (paused then) are drawn again,
        as they stand now, and what they owe their threads is posted. A lobby cancelled
        meanwhile is drawn cancelled (its **Join** would only be refused), and the thread of
        a table paused meanwhile says why."""
        await self._look_for_gone(guild)  # deleted meanwhile: put aside, not drawn
        self._touch_server(guild.id)
        await self.owed_lines.post_owed(guild.id)
        await self._say_missed(guild.id)

    async def _say_missed(self, guild_id: int) -> None:
        """Back in the server (discord.py tells a return as a join, or as the server
        available again): the lobbies cancelled while the bot was out are drawn cancelled,
        and the thread of each game paused then says why."""
        missed = self._away_from.pop(guild_id, [])
        if not missed:
            return
        language = await self.bot.public_lang(guild_id)
        for change in missed:
            if change.kind == "cancelled":
                await self.on_change(change)
                continue
            table = self.bot.tables.find(change.table_id)
            if table is None or table.status != "paused" or self._place_gone(table):
                continue  # ended or resumed since: nothing to say any more
            line = t(language, "notice.paused_removed")
            self._touch(table).posts.append((line, None, None, None))

    def _touch_server(self, guild_id: int) -> None:
        """Every open table of the server is drawn again, as it stands now."""
        for table in self.bot.tables.tables():
            if table.row.guild_id == guild_id and not self._place_gone(table):
                self._touch(table)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its tables are drawn no more (Discord would refuse every
        edit and line there, and a table in play is redrawn until an edit goes through)."""
        self._let_go(lambda guild_id: guild_id == guild.id)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """The gateway brought the bot's servers: the tables drawn at start-up of a server it
        was removed from while it was down are drawn no more, as on a removal seen live. A
        table whose channel is gone (deleted while the bot was down or disconnected) is put
        aside (:meth:`places_gone`)."""
        self._let_go(self.bot.left_server)
        await self._look_for_gone()

    def _let_go(self, gone: Callable[[int], bool]) -> None:
        for table_id, box in list(self._boxes.items()):
            if gone(box.table.row.guild_id):
                self._drop_box(table_id)

    def _drop_box(self, table_id: int) -> None:
        """Nothing of the table is drawn or posted any more (what is queued is dropped)."""
        box = self._boxes.pop(table_id, None)
        if box is None:
            return
        # Its seat lines queued are dropped: the look at the bot's return says them.
        self.owed_lines.forget(table_id)
        box.posts.clear()
        _unhold(box)
        box.posted.set()  # a turn notice waiting for these lines waits no more
        if box.task is not None:
            box.task.cancel()

    def _aside(self, work: Coroutine[Any, Any, None], name: str) -> None:
        """Run ``work`` in a task of its own, which nothing waits for (cancelled when the cog
        unloads). Not once it has unloaded: the bot is closing."""
        if self._unloaded:
            work.close()
            return
        task = asyncio.create_task(work, name=f"bot:{name}")
        self._asides.add(task)  # referenced until done: the loop keeps weak ones only
        task.add_done_callback(self._asides.discard)

    # --- changes from the service ------------------------------------------------------------

    async def on_change(self, change: TableChange) -> None:
        # Closed or cancelled, the service has let go of the table: the change carries it.
        table = self.bot.tables.find(change.table_id) or change.ended
        if change.table_id in self._moving:
            # Its new place is not saved yet: told there once it is (:meth:`move`), or
            # nowhere if the move fails (the table still in its deleted channel).
            self._held.setdefault(change.table_id, []).append(change)
            return
        if table is None or self._place_gone(table):
            if table is not None and change.kind in ("cancelled", "close") and table.game:
                # Abandoned (or over) with its channel deleted: "it is paused" is no longer
                # true, so what is still owed of it is not sent.
                self._aside(self._drop_owed(table.id), f"table-gone-ended-{table.id}")
            return  # gone, or its channel deleted: nothing left to draw or post there
        if self.bot.left_server(table.row.guild_id):
            # Of a server the bot is not in: nobody there would read it. A pause or a cancel
            # (the removal's) is told there once the bot is back (:meth:`on_guild_join`).
            if change.kind in ("paused", "cancelled"):
                self._away_from.setdefault(table.row.guild_id, []).append(change)
            return
        if change.kind in ("seat", "away", "back") and change.seat is not None:
            self.owed_lines.told.setdefault(table.id, set()).add(change.seat)
        # The seat change its line says, as saved (read before any wait): marked said once
        # Discord takes the line, so that no start-up says it again.
        said = seat_said(table, change)
        language = await self.bot.public_lang(table.row.guild_id)
        # Drawn before the table's worker is woken: a line added after a wait here could find
        # the worker gone idle with nothing to post, and stay unposted until the next change.
        line = await seat_line(self.bot, table, change, language) if change.kind == "seat" else None
        box = self._touch(table)
        game = table.game
        if change.kind == "seat":
            # Committed before told (the service saves the seat, then notifies): the thread
            # learns who plays the seat now before a turn notice calls them.
            if line is not None:
                box.posts.append((*line, _said(said, seat_away(box, table, change))))
        elif change.kind == "resumed" and change.called:
            # Its new thread's line after any step away said there: its people, who last saw
            # it in a deleted channel, are called here, and told it plays on. Owed since the
            # move (a restart since too), it was taken in this resume's own write
            # (``set_table_status``), before this is told: made by the process whose write
            # took it and by no other, once, a restart from here on losing it rather than
            # calling them again. Nothing in memory says it is owed: a resume another
            # process made, or whose write committed but reported an error, took it.
            box.posts.append((_arrived_line(table, language), None, None, None))
        elif change.kind in NOTICES:
            notice = notice_line(table, change, language, self.bot.reader_of)
            if notice is not None:
                box.posts.append((*notice, _said(said, step_away(table, change))))
        elif change.kind in ("cancelled", "close"):
            self.owed_lines.forget(table.id)  # over: no start-up looks at its seats again
            finished = change.kind == "close"
            ended = (
                log.EndedBy(change.by, change.dropped, change.outgrown)
                if change.by is not None or change.outgrown
                else None
            )
            box.posts.extend(
                closing_lines(box, table, finished, change.settlement, language, ended)
            )
        elif change.kind == "withdraw" and change.withdrawn is not None and game is not None:
            box.posts.append((withdrawn_text(table, change, game, language), None, None, None))
            if change.deal_no is not None:
                # Entered again, the deal's result is owed again: a stop before Discord
                # takes its new line must not find it marked posted.
                try:
                    await self.bot.db.unmark_deal(table.id, change.deal_no)
                except StorageError as exc:
                    logger.warning("table %s: a withdrawn deal not unmarked (%s)", table.id, exc)
        elif change.settlement is not None and change.deal_no is not None and game is not None:
            entry = game.deals[change.deal_no - 1]
            nonce = result_nonce(table, entry.number, change.seq)
            box.posts.append(result_line(table, game, entry, change.settlement, language, nonce))
        # The merge question calls its player like every turn: a turn notice (notices.py).

    def _touch(self, table: LiveTable) -> Outbox:
        box = self._boxes.get(table.id)
        if box is None:
            box = self._boxes[table.id] = Outbox(table)
        box.dirty = True
        self._wake(box)
        return box

    def _wake(self, box: Outbox) -> None:
        """Start the table's worker, unless it runs. Not once the cog has unloaded: a change
        told while the bot closes (its HTTP session closing next) is the next start-up's
        (:meth:`OwedLines.post_owed`)."""
        if self._unloaded:
            return
        if box.task is None or box.task.done():
            box.task = asyncio.create_task(self._run(box), name=f"bot:table-{box.table.id}")

    async def _run(self, box: Outbox) -> None:
        """The table's worker (:meth:`_work`). One the close cuts short (its HTTP session
        closed under a post or an edit) ends quietly, as an answer that cannot be sent while
        the bot closes does (``cogs/boston/errors.py``): what it had left is the next
        start-up's."""
        try:
            await self._work(box)
        except (RuntimeError, aiohttp.ClientError) as exc:
            if not (self._unloaded or self.bot.is_closed()):
                raise
            logger.info("table %s: its worker stopped: the bot is closing (%r)", box.table.id, exc)

    # --- the worker -----------------------------------------------------------------------

    async def _work(self, box: Outbox) -> None:
        loop = asyncio.get_running_loop()
        table = box.table
        # A held result (:meth:`_hold`) keeps the lines after it waiting, not the message.
        while (box.posts and box.held_timer is None) or box.dirty:
            while box.posts and box.held_timer is None:
                if isinstance(box.posts[0][3], Owed) and self.owed_lines.holds_owed(table.id):
                    # Start-up's owed lines go first (an in-memory look: no click waits).
                    await self.owed_lines.owed_first(table.id)
                    continue
                line = box.posts.popleft()
                text, view, mentions, owed = line
                if box.gave_up is not None and isinstance(owed, Owed):
                    continue  # after a result a close left: the next start-up's, in order
                news = owed if isinstance(owed, SeatSaid) else None
                if news is not None:
                    owed = news.away
                away = owed if isinstance(owed, StepAway) else None
                owed = owed if isinstance(owed, Owed) else None
                if not box.held_tries:
                    box.held_since = loop.time()  # its first try (:meth:`_up_already`)
                box.posting = True  # a turn notice waits for it from here (:meth:`posts_sent`)
                try:
                    said = False
                    if away is not None and away.ends is not None:
                        # The notice first: committed before told, it is never ahead of
                        # the saved seat, and it no longer offers a seat already taken.
                        said = await away_over(self.bot, box, away) and away.instead
                    elif owed is not None and owed.deal is None and owed.marked:
                        # The game is over: no notice offers to take a seat back any more.
                        await away_notices_closed(self.bot, box)
                    kept = None
                    if away is not None and away.ends is None:
                        kept = functools.partial(keep_away_notice, box, away)
                    # Back: the notice edited says so; the line only where none could be. A
                    # held result found in the thread already is not posted again.
                    took = said or await self._up_already(box, line)
                    if not took:
                        took = await self._post(
                            table,
                            text,
                            view,
                            mentions,
                            owed.nonce if owed else None,
                            kept=kept,
                            # A held result is tried once each time: its back-off is the worker's.
                            first=MAX_POST_TRIES if box.held_tries else 1,
                        )
                finally:
                    box.posting = False
                    box.posted.set()
                    box.posted = asyncio.Event()
                if took is None and owed is not None and owed.deal is not None and owed.marked:
                    self._hold(box, line)
                    break
                if news is not None and (took or (took is False and not self._closing.is_set())):
                    # Taken, or given up for good (a refusal not worth trying again). One
                    # refused only for now (None: a 5xx, a timeout at every try) or cut short
                    # by a close is the next start-up's to say. A step-away notice's message
                    # is kept with its change (commit-then-publish: only once posted; a stop
                    # before this write leaves it to the thread's latest messages).
                    notice = None
                    if took and away is not None and away.ends is None:
                        notice = box.away_notices.get(away.owner)
                    displaced = await mark_seat_said(
                        self.bot,
                        table.id,
                        [(news.seq, news.holder)],
                        notice_id=notice[1] if notice is not None else None,
                    )
                    if displaced and away is not None:
                        await notices_displaced(self.bot, box, away, displaced)
                box.held_tries = 0
                if owed is None or not owed.marked:
                    pass
                elif owed.deal is not None:
                    if not took:
                        if self._closing.is_set():  # the next start-up's: no mark passes it
                            box.gave_up = min(box.gave_up or owed.deal, owed.deal)
                    elif box.gave_up is None or owed.deal < box.gave_up:
                        await mark_posted(self.bot, table.id, deal=owed.deal)
                elif took:  # the closing line
                    await mark_posted(self.bot, table.id, closed=CLOSING_POSTED)
                else:
                    box.closing_failed = True
            if box.dirty:
                wait = self.due(box) - loop.time()
                if wait > 0 and not self._closing.is_set():
                    # Changes arriving meanwhile only set ``dirty``: one edit carries them all.
                    # A plain sleep (every edit waits here; a close lets it end, at most an
                    # interval: :meth:`drain`).
                    await asyncio.sleep(wait)
                box.dirty = False
                await edit(self.bot, box, self.retry_first, self._closing)
                box.last_edit = loop.time()
        if box.closed is not None and not box.posts:  # else a held result: its timer wakes it
            closed = box.drawn_closed and not box.closing_failed and box.gave_up is None
            if box.owes_closing and closed:
                box.owes_closing = False
                await mark_posted(self.bot, table.id, closed=CLOSED)
            if box.posts or box.dirty:  # queued while the mark was written: not dropped
                await self._work(box)
                return
            self._boxes.pop(table.id, None)

    def _hold(self, box: Outbox, line: Queued) -> None:
        """A deal's result Discord refused through every try (a 5xx, a permission taken away
        for a while): not given up, it is put back at the head of the table's queue, every
        line queued after it (the next results, the seat and step-away lines, the closing)
        waiting behind it, in order (a turn notice, not queued here, waits only
        :data:`POSTS_WAIT`), and tried again once, backing off (doubling on from
        :attr:`hold_first` after the tries made, at most :data:`retrying.MOST`), or at once
        when Discord takes another line of the table's (:meth:`thread_took`). It is posted
        once: by its nonce, or past Discord's nonce window by looking through the thread
        first (:meth:`_up_already`); a thread archived or deleted meanwhile is mended
        (:meth:`thread_trouble`). The message is drawn meanwhile."""
        loop = asyncio.get_running_loop()
        box.posts.appendleft(line)
        box.held_tries += 1
        delay = retrying.back_off(self.hold_first, MAX_POST_TRIES + box.held_tries - 1)
        _unhold(box)
        box.held_timer = loop.call_later(delay, self._try_held, box)

    async def _up_already(self, box: Outbox, line: Queued) -> bool:
        """Whether a held result (:meth:`_hold`) is found in the thread before its try: past
        :attr:`nonce_window` after its first try, a try Discord made without answering
        (``bot.rest.NoAnswer``) would no longer be given back by the nonce, so the thread's
        latest messages are looked through first, as start-up's owed lines are
        (:meth:`OwedLines.posted_already`). Found, it is taken as posted (and marked)."""
        if not box.held_tries:
            return False
        if asyncio.get_running_loop().time() - box.held_since < self.nonce_window:
            return False
        return await self.owed_lines.posted_already(box.table, line)

    def _try_held(self, box: Outbox) -> None:
        """The held result's next try is due (its back-off passed, Discord took another line
        of the table's, the bot closes): the worker tries it."""
        _unhold(box)
        if self._boxes.get(box.table.id) is box:
            self._wake(box)

    async def _pause(self, seconds: float) -> None:
        """Wait ``seconds``, or until the bot closes, whichever comes first: a refused
        request's back-off, which may be minutes."""
        if self._closing.is_set():
            return
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(seconds):
                await self._closing.wait()

    async def drain(self, seconds: float) -> None:
        """The bot is closing (its computers and timers have stopped): post the lines the
        tables' threads are still owed (a deal's result, the final settlement), those of moves
        people make meanwhile too, and edit each message to its last state, for at most
        ``seconds``. The workers start no new wait for an edit's interval (one begun ends
        within it) nor for a back-off (one begun is cut short), and a request refused now is
        not tried again: the process is about to end. A deal's result or a closing left over
        is posted by the next start-up (:meth:`OwedLines.post_owed`), and so is a seat change's
        line (its change not marked said: ``table_away.seat_news_owed``); another line left
        over is lost, so it is said in the log."""
        self._closing.set()
        for box in list(self._boxes.values()):
            if box.held_timer is not None:
                self._try_held(box)  # tried once more; refused, it is the next start-up's
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        cut: set[int] = set()
        # Looked at again after each wait: a person's move during the close (the gateway is
        # still open) may start a table's worker or queue a line.
        while boxes := [b for b in self._boxes.values() if b.task and not b.task.done()]:
            tasks = [b.task for b in boxes if b.task is not None]
            left = deadline - loop.time()
            if left <= 0:
                for task in tasks:  # the session closes next: they would only fail
                    task.cancel()
                cut.update(b.table.id for b in boxes)
                break
            await asyncio.wait(tasks, timeout=left)
        owed = sum(len(box.posts) + box.posting for box in self._boxes.values())
        if owed:
            logger.warning("%d line(s) of the tables' threads not posted before the close", owed)
        await self.hand_over_drawn(cut)

    async def hand_over_drawn(self, cut: set[int]) -> None:
        """Keep for the next process how each table's message stands drawn (migration 0012):
        its start-up draws every table again, and one that would look the same is then not
        edited. Only a drawing Discord accepted, of a table whose worker finished (``cut``:
        those stopped mid-way, whose last edit may or may not have gone through) with
        nothing left to draw."""
        drawn = {
            table_id: (box.sent_to, drawing_digest(box.last_sent))
            for table_id, box in self._boxes.items()
            if table_id not in cut
            and box.closed is None
            and not box.dirty
            and box.last_sent is not None
            and box.sent_to is not None
            and box.sent_to == box.table.row.message_id
        }
        if not drawn:
            return
        try:
            await self.bot.db.save_drawn(drawn)
        except StorageError as exc:  # the next start-up draws every table again
            logger.warning("how the table messages are drawn was not kept (%s)", exc)

    async def posts_sent(self, table_id: int) -> None:
        """Wait until every line queued for the table's thread so far has been posted: a turn
        notice (``notices.py``) goes after the line that says the table plays on, not before.
        At most :attr:`posts_wait` (:data:`POSTS_WAIT`): a line stuck on its way must not keep
        the next player from being called. After a start-up, what it found the table owes (a
        deal's result a stop left unposted) is queued first and waited for too
        (:meth:`OwedLines.queue_owed`), its server arrived or not."""
        try:
            async with asyncio.timeout(self.posts_wait):
                claim = self.owed_lines.queue_owed(table_id)
                if claim is not None:
                    await asyncio.shield(claim)  # cut short, the claim goes on: not lost
                box = self._boxes.get(table_id)
                while box is not None and (box.posts or box.posting):
                    if box.held_timer is not None:
                        break  # a result held for Discord (:meth:`_hold`): not waited for
                    await box.posted.wait()
        except TimeoutError:
            logger.warning(
                "table %s: its thread's lines are late; calling the player anyway", table_id
            )

    def due(self, box: Outbox) -> float:
        """When the table message may be edited again (event-loop time): the interval after
        its last edit, stretched while the bot is busy (``bot/pacing.py``), and not before a
        refused edit's back-off has passed."""
        return max(box.last_edit + self.edit_interval * self.bot.pace.stretch, box.retry_at)

    async def _post(
        self,
        table: LiveTable,
        text: str,
        view: discord.ui.View | None,
        mentions: discord.AllowedMentions | None,
        owed_nonce: str | None = None,
        *,
        kept: Callable[[int, int], None] | None = None,
        first: int = 1,
    ) -> bool | None:
        """Post a line in the table's thread (or channel); whether Discord accepted it, or
        refused it for good (the channel gone, or no longer the bot's to see): no later try,
        nor a later start-up, would post it. None: refused for now through every try (from
        try ``first`` to :data:`MAX_POST_TRIES`), worth trying again later (:meth:`_hold`).
        An owed line (``owed_nonce``) is posted with that nonce enforced: Discord gives back
        the message an earlier post of it made (the same line posted again by a start-up, or
        a try whose answer was lost) instead of posting it twice. ``kept`` is given the
        channel and the message of a line Discord accepted."""
        place = table.row.thread_id or table.row.channel_id
        channel = self.bot.get_partial_messageable(place)
        # None: the bot's own (people may be pinged, never everyone or a role).
        allowed = mentions or self.bot.allowed_mentions or QUIET
        # One nonce for every try (discord.py would draw one per send): a line whose answer
        # was lost (bot.rest.NoAnswer) may be up, and Discord gives it back instead of posting
        # it twice.
        nonce = secrets.randbits(64)
        tries = first
        while True:
            try:
                if owed_nonce is not None:
                    payload: Payload = {
                        "content": text,
                        "allowed_mentions": allowed.to_dict(),
                        "nonce": owed_nonce,
                        "enforce_nonce": True,
                    }
                    if isinstance(view, RawView):
                        payload["components"] = view.to_components()
                    posted = await wire.post_channel_message(self.bot.http, place, payload)
                elif view is None:
                    sent = await channel.send(text, allowed_mentions=allowed, nonce=nonce)
                    posted = sent.id
                else:
                    sent = await channel.send(
                        text, view=view, allowed_mentions=allowed, nonce=nonce
                    )
                    posted = sent.id
                self.thread_took(table.id)
                if kept is not None:
                    kept(place, posted)
                return True
            except discord.HTTPException as exc:
                logger.warning("table %s: could not post (%s %s)", table.id, exc.status, exc.code)
                gone = exc.code in (UNKNOWN_CHANNEL, MISSING_ACCESS)
                if gone and table.row.thread_id is None:
                    if exc.code == UNKNOWN_CHANNEL:
                        self._gone_found(table)  # deleted: the table is put aside
                    return True  # the channel itself: nowhere left to post, now or later
                if self._closing.is_set():
                    return False
                # Mended before the last try is counted: a held result's try (the last) whose
                # thread was archived or deleted meanwhile is made again, reopened or in the
                # channel (at most twice: :meth:`thread_trouble` mends a thread once).
                if await self.thread_trouble(table, exc):
                    place = table.row.thread_id or table.row.channel_id
                    channel = self.bot.get_partial_messageable(place)
                    tries = min(tries + 1, MAX_POST_TRIES)
                    continue
                if tries >= MAX_POST_TRIES:
                    return None if retrying.worth_retrying(exc) else False
                if not retrying.worth_retrying(exc):
                    return False
                # In order: the lines after it (and the turn notice, for a while) wait.
                await self._pause(retrying.back_off(self.retry_first, tries))
                tries += 1

    def thread_took(self, table_id: int) -> None:
        """A line reached the table's thread (or channel): a later archive may be reopened,
        and a result held for Discord (:meth:`_hold`) is tried again now."""
        self._reopened.pop(table_id, None)
        box = self._boxes.get(table_id)
        if box is not None and box.held_timer is not None:
            self._try_held(box)

    async def thread_trouble(self, table: LiveTable, exc: discord.HTTPException) -> bool:
        """Mend a post refused because of the table's thread, so that it can be sent again:
        an archived thread (idle too long) is reopened; one deleted, or locked where the bot
        may not reopen it, gives the table's lines to its channel from now on. False: the
        refusal was not the thread's (or nothing could be mended)."""
        thread_id = table.row.thread_id
        if thread_id is None and exc.code == UNKNOWN_CHANNEL:
            self._gone_found(table)  # the channel itself deleted: the table is put aside
        if thread_id is None or exc.code not in (THREAD_ARCHIVED, UNKNOWN_CHANNEL):
            return False
        if exc.code == THREAD_ARCHIVED and self._reopened.get(table.id) != thread_id:
            # Reopened once already and still refused: locked, the bot may not post there.
            self._reopened[table.id] = thread_id
            try:
                await self.bot.http.edit_channel(thread_id, archived=False)
                logger.info("table %s: its thread was archived; reopened", table.id)
                return True
            except discord.HTTPException as again:
                logger.warning(
                    "table %s: its thread could not be reopened (%s %s)",
                    table.id,
                    again.status,
                    again.code,
                )
        try:
            await self.bot.tables.set_messages(table.id, thread_id=None)
        except Refused:
            # A table over (the service has let go of it), whose closing lines are still
            # going out: they go to the channel all the same.
            table.row = table.row.model_copy(update={"thread_id": None})
        except StorageError:
            return False
        logger.info("table %s: its thread is gone or locked; its lines go to its channel", table.id)
        return True

    async def show_protocol(self, interaction: discord.Interaction, table_id: int) -> None:
        """The protocol privately (:func:`~cogs.boston.table_protocol.show_protocol`)."""
        box = self._boxes.get(table_id)
        await show_protocol(self.bot, interaction, table_id, box, self._drawing)


def _said(said: SeatSaid | None, away: StepAway | None) -> SeatSaid | StepAway | None:
    """What a seat change's line sets going: the change marked said (with its step-away
    notice's part, if any), or, for a change not saved as one (a lobby's), that part alone."""
    if said is None:
        return away
    return dataclasses.replace(said, away=away)


def _arrived_line(table: LiveTable, language: Lang) -> str:
    """The line that says a moved table plays on (:meth:`TableCog.move`), calling its
    people: those seated, and those a computer keeps a seat for (never a computer)."""
    people = [seat_mention(table, s) for s in sorted(table.seats) if not table.is_computer(s)]
    people += [f"<@{owner}>" for owner in table.options.away.values()]
    who = " ".join(dict.fromkeys(people))
    if not who:
        return t(language, "notice.resumed")
    return t(language, "notice.moved_here", id=table.id, who=who)


def _unhold(box: Outbox) -> None:
    if box.held_timer is not None:
        box.held_timer.cancel()
        box.held_timer = None


async def setup(bot: commands.Bot) -> None:
    from bot.discord_app import BostonBot

    assert isinstance(bot, BostonBot)
    await bot.add_cog(TableCog(bot, bot.edit_interval))
