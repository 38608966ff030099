"""The Table cog: the public side of a table — its message, the result of each deal, and the
private protocol sheet.

It subscribes to the table service. A change only marks the table's message dirty and queues
what must be posted; one worker task per table then posts in order and edits the message with
the latest state, at most once per ``edit_interval`` seconds (longer while the bot is busy:
``bot/pacing.py``), so bursts of moves (computers, fast players) cost one edit and Discord's
rate limits are never reached. The last state is always drawn, because the worker runs until
nothing is dirty. The message is drawn as a raw payload and compared with the one last sent:
an edit that would show a reader nothing new is not sent (``cogs/boston/wire.py`` sends the
others without parsing Discord's echo). A graceful close hands the next process a digest of
each message's last drawing (migration 0012), so a restart's redraw of every table sends only
the messages that would look different (:meth:`TableCog.hand_over_drawn`).

The names the bot gave a table's computers follow its server's language: a message drawn in
another language than they were made in says them anew first (:meth:`TableCog._edit`,
:func:`~bot.i18n.computer_said_in`).

A deal's result and a game's closing (its final settlement, or the notice that it was
abandoned, and its message drawn as closed; before it, who ended the game by agreement, which
the close's event keeps) are owed lines: once Discord accepts one, the
table's mark in the database says so (``db/repos/posted.py``), and start-up posts from the log
what a stop (a deploy, a crash) left owed (:meth:`TableCog.post_owed`). Start-up's release may
end a table at the same time (its close was not saved): a table's owed lines wait until what
start-up found it owes is queued ahead of them, whichever of the two comes first
(:meth:`TableCog._owed_first`), so a last result goes before the closing line, never lost. An
owed result already in the thread (its mark not written, Discord's nonce forgotten since) is
not posted again (:meth:`TableCog._not_up_yet`).

A person's step-away notice offers **Take my seat back**. Once that can only be refused, the
notice is edited to say why, without the button (:meth:`TableCog._away_over`): they took the
seat back (by any button: the edited notice says so, and the line "… is back at the table." is
posted only where the notice could not be edited), the seat was given to someone else (the
thread's line saying who takes over follows), or the game ended (before its closing line).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import io
import json
import logging
import re
import secrets
from collections import deque
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord.ext import commands

from bot.engine.game import DealEntry, Game
from bot.engine.record import RecordError, SeatChange, game_from_record
from bot.engine.scoring import Settlement
from bot.i18n import Lang, computer_said_in, kept_in_any, t
from bot.routing import RoutedInteraction
from bot.tables import Refused, TableChange, log
from bot.tables.commit import scratch_copy
from bot.tables.options import options_of
from bot.tables.seat_history import (
    handovers,
    holders,
    placed_or_nowhere,
    renames,
)
from bot.tables.service import LiveTable
from cogs.boston import ids, retrying, wire
from cogs.boston.common import bot_of, lang, tell
from cogs.boston.components import PRIMARY, SECONDARY, SUCCESS, Component, RawView, button, row
from cogs.boston.errors import answered
from cogs.boston.lobby import lobby_view
from cogs.boston.protocol_parts import ProtocolAnswer, lists_deals, protocol_parts
from cogs.boston.render import (
    LinesOf,
    closed_text,
    ends_with_settlement,
    final_text,
    lobby_text,
    names,
    play_text,
    result_text,
    seat_mention,
    seat_name,
    table_title,
    withdrawn_text,
)
from cogs.boston.wire import Payload
from db.errors import StorageError
from db.models import SeatAssignment
from db.repos.posted import CLOSED, CLOSING_POSTED, PostedMark

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

Button = discord.ui.Button[Any]
MAX_EDIT_RETRIES = 3
"""Attempts to redraw a closed table's message after Discord refused an edit (a table in
play is redrawn until an edit goes through: it must not keep naming the wrong person)."""
MAX_POST_TRIES = 6
"""Attempts to post a line in the table's thread (1 + 2 + 4 + 8 + 16 s of back-off): a
deal's result is worth waiting for, a thread gone for good must not hold the lines after it
for ever."""
UNKNOWN_MESSAGE = 10008
"""Discord's code for a message that is gone (a moderator deleted the table message)."""
UNKNOWN_CHANNEL = 10003
"""Discord's code for a channel that is gone (a moderator deleted the table's thread)."""
MISSING_ACCESS = 50001
"""Discord's code for a channel the bot may no longer see (its role taken out of it)."""
THREAD_ARCHIVED = 50083
"""Discord's code for a post refused because the thread is archived (idle for a day, a
table paused overnight) or locked."""
LOOK_BACK = 50
"""The thread's latest messages looked through at start-up for an owed result posted already
(:meth:`TableCog._not_up_yet`)."""
DRAWING_SLOTS = 2
"""Protocol answers drawn at once, each in a worker thread: a 24-betar tour's picture takes
about 0.1–0.4 s, which on the event loop would stop every table meanwhile."""
POSTS_WAIT = 5.0
"""Seconds a turn notice waits at most for its thread's queued lines (:meth:`posts_sent`)."""
NOTICES = (
    "reminder",
    "away",
    "back",
    "paused",
    "resumed",
    "ending",
    "attention",
    "renamed",
)
"""Changes that post a short line in the table's thread."""


def ended_by_text(ended: log.EndedBy, language: Lang) -> str:
    """Who ended the game by agreement (SV-M2), and the deal dealt but not played that the
    stop took back, which does not count: the line posted as the game closes, and posted again
    from its log by a start-up that finds the closing owed (:meth:`TableCog._closing_lines`)."""
    who = f"<@{ended.by}>"
    if ended.dropped is not None:
        return t(language, "notice.ended_dropped", who=who, n=ended.dropped)
    return t(language, "notice.ended_by", who=who)


def table_components(table: LiveTable, language: Lang) -> list[Component]:
    """The table message's buttons: **My hand** (a table that deals) and **Protocol**."""
    buttons: list[Component] = []
    if table.options.mode == "play":  # a scorekeeping table deals no hands
        buttons.append(button(ids.hand_id(table.id), t(language, "table.my_hand"), PRIMARY))
    buttons.append(protocol_button(table, language))
    return [row(buttons)]


def drawing_digest(payload: Payload) -> str:
    """A table message's drawing in a few bytes, to tell whether a restart would draw it
    anew (:meth:`TableCog.hand_over_drawn`)."""
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def computers_said_otherwise(table: LiveTable, language: Lang) -> bool:
    """Whether a name the bot gave one of the table's computers is in another language than
    ``language`` (:func:`~bot.i18n.computer_said_in`)."""
    return any(
        computer_said_in(language, a.display_name, a.computer_level, a.seat) is not None
        for a in table.seats.values()
        if a.computer_level is not None
    )


def protocol_button(table: LiveTable, language: Lang) -> Component:
    return button(ids.protocol_id(table.id), t(language, "table.protocol"), SECONDARY)


_Post = tuple[str, discord.ui.View | None, discord.AllowedMentions | None]
"""A line for the thread, its buttons, and whom it may ping (None: as the bot's default)."""

QUIET = discord.AllowedMentions.none()
"""A line naming a person who needs no call (they did it themselves)."""


@dataclass(frozen=True, slots=True)
class _Owed:
    """What a line's acceptance marks as posted: a deal's result, or (``deal`` None) the
    table's closing line. ``nonce`` is derived from the table and the deal, so a line posted
    again after a stop between Discord's acceptance and the mark's write is dropped by Discord
    as a quick duplicate instead of shown twice."""

    deal: int | None
    nonce: str
    marked: bool = True
    """Whether its acceptance writes the table's mark. Not for the line naming who ended the
    game: owed with the closing line that follows it, it goes out again with that line while
    the closing is owed (its nonce keeps one posted just before a stop from showing twice)."""


@dataclass(frozen=True, slots=True)
class _StepAway:
    """A line about ``owner``'s step away from seat ``seat``: the notice itself (``ends``
    None; ``timed_out``: the turn timer moved them), whose message is kept once posted
    (:attr:`_Outbox.away_notices`); or a line after which its **Take my seat back** could
    only be refused, before which the notice is edited to say why
    (:meth:`TableCog._away_over`): they took the seat back (``back``), or the seat was given
    to ``to`` (``given``). ``instead``: the edited notice says what the line says (they are
    back), which is posted only where no notice could be edited."""

    seat: int
    owner: int
    ends: Literal["back", "given"] | None = None
    timed_out: bool = False
    to: str = ""
    instead: bool = False


_Queued = tuple[
    str, discord.ui.View | None, discord.AllowedMentions | None, _Owed | _StepAway | None
]
"""A line of a table's queue (:data:`_Post`) and what its acceptance marks as posted (or, for
a step away's lines, what follows from them)."""


def result_nonce(table: LiveTable, deal: int, seq: int | None) -> str:
    """The nonce of deal ``deal``'s result post. A scorekeeping table's deal may be withdrawn
    and entered again: its new result is a new line, told apart by its event's ``seq``."""
    if table.options.mode == "play" or seq is None:
        return f"b{table.id}d{deal}"
    return f"b{table.id}d{deal}s{seq}"


def closing_nonce(table: LiveTable) -> str:
    return f"b{table.id}end"


def ended_by_nonce(table: LiveTable) -> str:
    """The nonce of the line naming who ended the game (:func:`ended_by_text`)."""
    return f"b{table.id}endby"


@dataclass(slots=True)
class _Outbox:
    """What one table still owes Discord."""

    table: LiveTable
    dirty: bool = False
    closed: str | None = None
    posts: deque[_Queued] = field(default_factory=lambda: deque())
    last_edit: float = float("-inf")
    last_sent: Payload | None = None
    """The message as last edited: an edit that would change nothing is not sent."""
    sent_to: int | None = None
    """The message ``last_sent`` went to (a message posted again is another)."""
    handed: tuple[int, str] | None = None
    """The message and the digest of its drawing as the last process left it (its close's
    handover, :meth:`TableCog.on_tables_loaded`), until the first drawing is compared with
    it: the same, it is not sent again."""
    task: asyncio.Task[None] | None = None
    failed_edits: int = 0
    retry_at: float = float("-inf")
    """After a refused edit, no edit before this (event-loop time)."""
    posting: bool = False
    """A line of ``posts`` is on its way to Discord."""
    posted: asyncio.Event = field(default_factory=asyncio.Event)
    """Set (and replaced) each time a line has been posted: :meth:`TableCog.posts_sent`."""
    repost_nonce: str | None = None
    """The nonce of the table message posted again (:meth:`TableCog._post_again`) until that
    post is answered: tried again, it gets back the message Discord made of an earlier try
    whose answer was lost, instead of a second table message."""
    owes_closing: bool = False
    """The table ended (or start-up found its closing owed): once its closing line and its
    message drawn as closed went out, its mark says so."""
    closing_failed: bool = False
    """The closing line was not posted: the mark is not written, the next start-up tries."""
    drawn_closed: bool = False
    """The message drawn as closed went out (or the table has none)."""
    away_notices: dict[int, tuple[int, int, bool]] = field(default_factory=lambda: {})
    """By the person away, their step-away notice as posted (its channel and message, and
    whether the turn timer moved them), until it can only be refused (:class:`_StepAway`):
    then it is edited. In memory only: after a restart the thread is looked through instead
    (:meth:`TableCog._away_over`)."""


class TableCog(commands.Cog, name="Table"):
    def __init__(self, bot: BostonBot, edit_interval: float) -> None:
        self.bot = bot
        self.edit_interval = edit_interval
        self._boxes: dict[int, _Outbox] = {}
        self._unsubscribe: Callable[[], None] | None = None
        self._drawing = asyncio.Semaphore(DRAWING_SLOTS)
        self.retry_first = retrying.FIRST
        """Seconds before the first new try of a refused edit or post."""
        self._reopened: dict[int, int] = {}
        """Tables whose archived thread the bot reopened, by that thread, until a line is
        posted there again (:meth:`thread_trouble`, :meth:`thread_took`)."""
        self.posts_wait = POSTS_WAIT
        """How long a turn notice waits at most for the thread's lines (:meth:`posts_sent`)."""
        self._closing = asyncio.Event()
        """Set once the bot closes (:meth:`drain`): the workers wait no more."""
        self._owed: dict[int, list[int]] = {}
        """By server, the tables whose lines start-up found owed, until the server arrives."""
        self._unclaimed: dict[int, PostedMark] = {}
        """By table, what start-up found owed that nothing has queued yet: the server's
        arrival (:meth:`post_owed`), or the table's worker before its first owed line
        (:meth:`_owed_first`), whichever comes first, takes it (:meth:`_settle_owed`)."""
        self._owing: dict[int, asyncio.Event] = {}
        """By table, set once its owed lines taken from :attr:`_unclaimed` are queued."""
        self._owed_known = asyncio.Event()
        """Set once start-up has read what is owed (:meth:`on_tables_loaded`)."""

    async def cog_load(self) -> None:
        self.bot.router.add(ids.PROTOCOL_TEMPLATE, self._on_protocol)
        self._unsubscribe = self.bot.tables.subscribe(self.on_change)

    async def cog_unload(self) -> None:
        self.bot.router.remove(ids.PROTOCOL_TEMPLATE)
        if self._unsubscribe is not None:
            self._unsubscribe()
        # A worker started after the drain (a move made during the close) would fail once
        # the HTTP session closes, next: stopped here, its lines are the next start-up's.
        tasks = [box.task for box in self._boxes.values() if box.task and not box.task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _on_protocol(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        await answered(interaction, self.show_protocol(interaction, int(match["table"])))

    @commands.Cog.listener()
    async def on_tables_loaded(self) -> None:
        """After a restart every table's message is drawn again from the replayed state, and
        what the tables owe their threads is looked up (:meth:`post_owed`). A message that
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
            try:
                owed = await self.bot.db.owed_posts(shards=self.bot.tables.shards)
            except StorageError as exc:
                logger.warning("the lines owed to the tables' threads could not be read (%s)", exc)
                owed = []
            for mark in owed:
                self._owed.setdefault(mark.row.guild_id, []).append(mark.row.id)
                self._unclaimed[mark.row.id] = mark
        finally:
            # The tables' owed lines wait for this (:meth:`_owed_first`): never for ever.
            self._owed_known.set()
        # A server the gateway has brought already (none, usually: it connects afterwards).
        for guild_id in list(self._owed):
            if self.bot.get_guild(guild_id) is not None:
                await self.post_owed(guild_id)

    @commands.Cog.listener()
    async def on_guild_available(self, guild: discord.Guild) -> None:
        """A server the gateway brought, at start-up after its tables were drawn: the tables
        of a server that chose no language are drawn again, in its locale's. Others are left
        alone (every server arrives at start-up; drawing them all again would be work for
        nothing). What its tables owe their threads is posted now (:meth:`post_owed`)."""
        await self.post_owed(guild.id)
        if not self.bot.follows_locale(guild.id):
            return
        for table in self.bot.tables.tables():
            if table.row.guild_id == guild.id:
                self._touch(table)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Back in a server it was removed from: its tables (paused then) are drawn again,
        as they stand now, and what they owe their threads is posted."""
        for table in self.bot.tables.tables():
            if table.row.guild_id == guild.id:
                self._touch(table)
        await self.post_owed(guild.id)

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its tables are drawn no more (Discord would refuse every
        edit and line there, and a table in play is redrawn until an edit goes through)."""
        self._let_go(lambda guild_id: guild_id == guild.id)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """The gateway brought the bot's servers: the tables drawn at start-up of a server it
        was removed from while it was down are drawn no more, as on a removal seen live."""
        self._let_go(self.bot.left_server)

    def _let_go(self, gone: Callable[[int], bool]) -> None:
        for table_id, box in list(self._boxes.items()):
            if gone(box.table.row.guild_id):
                del self._boxes[table_id]
                box.posts.clear()
                box.posted.set()  # a turn notice waiting for these lines waits no more
                if box.task is not None:
                    box.task.cancel()

    # --- changes from the service ------------------------------------------------------------

    async def on_change(self, change: TableChange) -> None:
        # Closed or cancelled, the service has let go of the table: the change carries it.
        table = self.bot.tables.find(change.table_id) or change.ended
        if table is None or self.bot.left_server(table.row.guild_id):
            return  # gone, or of a server the bot is not in: nobody there would read it
        language = await self.bot.public_lang(table.row.guild_id)
        # Drawn before the table's worker is woken: a line added after a wait here could find
        # the worker gone idle with nothing to post, and stay unposted until the next change.
        line = await self._seat_line(table, change, language) if change.kind == "seat" else None
        box = self._touch(table)
        game = table.game
        if change.kind == "seat":
            # Committed before told (the service saves the seat, then notifies): the thread
            # learns who plays the seat now before a turn notice calls them.
            if line is not None:
                box.posts.append((*line, self._seat_away(box, table, change)))
        elif change.kind in NOTICES:
            notice = self._notice(table, change, language)
            if notice is not None:
                box.posts.append((*notice, self._step_away(table, change)))
        elif change.kind in ("cancelled", "close"):
            finished = change.kind == "close"
            ended = log.EndedBy(change.by, change.dropped) if change.by is not None else None
            box.posts.extend(
                self._closing_lines(box, table, finished, change.settlement, language, ended)
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
            box.posts.append(
                self._result_line(table, game, entry, change.settlement, language, nonce)
            )
        # The merge question calls its player like every turn: a turn notice (notices.py).

    def _result_line(
        self,
        table: LiveTable,
        game: Game,
        entry: DealEntry,
        settlement: Settlement,
        language: Lang,
        nonce: str,
    ) -> _Queued:
        """A deal's result, with the protocol one press away."""
        text = result_text(table, game, entry, settlement, language)
        view = RawView([row([protocol_button(table, language)])])
        return text, view, None, _Owed(entry.number, nonce)

    def _closing_lines(
        self,
        box: _Outbox,
        table: LiveTable,
        finished: bool,
        settlement: Settlement | None,
        language: Lang,
        ended: log.EndedBy | None = None,
    ) -> list[_Queued]:
        """The table ended (``finished``, or abandoned): its message is drawn as closed, and
        its thread gets the final settlement, or is told that a game in play was abandoned (a
        lobby cancelled has no thread to tell). ``ended``: who ended it by agreement, named
        first, on a line of its own (the closing line's text stays the same with or without
        it)."""
        box.owes_closing = True
        box.closing_failed = False
        owed = _Owed(None, closing_nonce(table))
        if finished and ended is not None:
            named = _Owed(None, ended_by_nonce(table), marked=False)
            return [
                (ended_by_text(ended, language), None, QUIET, named),
                *self._closing_lines(box, table, finished, settlement, language),
            ]
        if not finished:
            box.closed = "cancelled"
            if table.game is None:
                return []
            return [(t(language, "notice.abandoned", id=table.id), None, None, owed)]
        box.closed = "finished"
        if settlement is not None and settlement.lines:
            return [(final_text(table, settlement, language), None, None, owed)]
        if table.game is not None:
            return [(final_text(table, None, language), None, None, owed)]
        return []

    # --- lines owed since before a restart ----------------------------------------------------

    async def post_owed(self, guild_id: int) -> None:
        """Post what the server's tables owed their threads when the last process stopped
        (start-up's look, :meth:`on_tables_loaded`), once the gateway has brought the server:
        each settled deal's result not yet posted, in order, then for a table over, its
        closing line and its message drawn as closed. The same lines as the bot makes as it
        goes, rebuilt from the log (as the protocol of an ended table is): nothing a normal
        line would not show. The server's tables move on meanwhile (``release``): a table's
        worker may take its share first (:meth:`_owed_first`), and it is not taken twice."""
        await self._owed_known.wait()
        if self.bot.left_server(guild_id):
            return  # kept for the bot's return to the server (:meth:`on_guild_join`)
        table_ids = self._owed.pop(guild_id, [])
        if not table_ids:
            return
        language = await self.bot.public_lang(guild_id)
        for table_id in table_ids:
            mark = self._unclaimed.pop(table_id, None)
            if mark is not None:
                await self._settle_owed(mark, language)

    def _holds_owed(self, table_id: int) -> bool:
        """Whether what start-up found the table owes may not be queued yet: its worker then
        holds the table's owed lines back (:meth:`_owed_first`)."""
        return (
            not self._owed_known.is_set() or table_id in self._unclaimed or table_id in self._owing
        )

    async def _owed_first(self, table_id: int) -> None:
        """The table's worker, before it posts one of the table's owed lines: start-up's owed
        lines are queued first, ahead of it. A start-up's release may end a table (its last
        deal settled, its close not saved) before or while its server's :meth:`post_owed`
        looks at it, and the closing line must neither go before the last result nor, marked
        closed, leave that result owed to nobody."""
        await self._owed_known.wait()
        mark = self._unclaimed.pop(table_id, None)
        if mark is not None:
            await self._settle_owed(mark, None)
        elif (queuing := self._owing.get(table_id)) is not None:
            await queuing.wait()

    async def _settle_owed(self, mark: PostedMark, language: Lang | None) -> None:
        """Queue what ``mark`` (taken from :attr:`_unclaimed`) says the table owes; the
        table's worker waits for it meanwhile (:attr:`_owing`)."""
        table_id = mark.row.id
        queued = self._owing[table_id] = asyncio.Event()
        try:
            if language is None:
                language = await self.bot.public_lang(mark.row.guild_id)
            await self._post_owed(mark, language)
        except (StorageError, RecordError) as exc:
            logger.warning("table %s: its owed lines could not be posted (%s)", table_id, exc)
        except Exception:
            # A bug met in one table's log must not keep the server's other tables (and
            # the redraw that follows) from their lines.
            logger.exception("table %s: its owed lines could not be posted", table_id)
        finally:
            del self._owing[table_id]
            queued.set()

    async def _post_owed(self, mark: PostedMark, language: Lang) -> None:
        row = mark.row
        box = self._boxes.get(row.id)
        # In play, or ended by this process (the change that ended it queued its closing):
        # its game says how many deals are settled; the log is read only when one is owed.
        known = self.bot.tables.find(row.id) or (box.table if box is not None else None)
        if known is not None:
            game = known.game
            if game is None or game.deals.settled <= mark.deals:
                return
            events = await self.bot.db.event_log(row.id)
            owed = range(mark.deals + 1, game.deals.settled + 1)
            renamed = renames(await self._seat_changes(row.id), known.options.given)
            lines = await asyncio.to_thread(_owed_results, events, owed, renamed)
            queued = [
                self._result_line(known, g, e, s, language, result_nonce(known, e.number, seq))
                for g, e, s, seq in lines
            ]
            self._queue_first(known, await self._not_up_yet(known, queued))
            return
        if row.status not in ("finished", "abandoned"):
            return  # not this process's to draw (broken at load, or not loaded)
        # Ended before this process started: its row as start-up read it is its last.
        events = await self.bot.db.event_log(row.id)
        seats = {a.seat: a for a in await self.bot.db.seats(row.id)}
        table = LiveTable(row=row, seats=seats)
        # Each deal named by who played it, as the lines posted at the time would have, not
        # by the seats' holders at the end: settled under their names of the time (the
        # payments), and the seats' earlier holders known (the result's other lines; the
        # closing's balances add who held a seat before).
        changes = await self._seat_changes(row.id) if events else []
        given = table.options.given  # the computers the host gave seats to: holders of their own
        renamed = renames(changes, given)
        full = await asyncio.to_thread(log.every_deal, events, renamed) if events else None
        table.game = full
        handed = handovers(changes, given)
        if handed:
            placed = await asyncio.to_thread(
                functools.partial(placed_or_nowhere, row.id, handed, events, in_play=False)
            )
            table.place_holders(placed)
        queued: list[_Queued] = []
        if full is not None and full.deals.settled > mark.deals:
            owed = range(mark.deals + 1, full.deals.settled + 1)
            lines = await asyncio.to_thread(_owed_results, events, owed, renamed)
            queued = [
                self._result_line(table, g, e, s, language, result_nonce(table, e.number, seq))
                for g, e, s, seq in lines
            ]
            queued = await self._not_up_yet(table, queued)
        if row.id in self._boxes:  # nothing makes one meanwhile; were it so, it goes first
            self._queue_first(table, queued)
            return
        box = self._touch(table)
        finished = row.status == "finished"
        final = full.final if full is not None else None
        box.posts.extend(queued)
        # Who ended it, where its close names them (a close saved before it did names
        # nobody, and no line says who).
        ended = log.ended_by(events) if finished else None
        closing = self._closing_lines(box, table, finished, final, language, ended)
        if mark.closed < CLOSING_POSTED:  # else only its message is still to be drawn closed
            box.posts.extend(closing)

    def _queue_first(self, table: LiveTable, queued: list[_Queued]) -> None:
        """Put start-up's owed lines at the head of the table's queue: before what the table
        said since, its closing line too. One already queued (the same nonce: a result this
        process settled meanwhile) is not queued twice. Late rather than lost: a table over
        whose lines all went out meanwhile gets a box that only posts them."""
        if not queued:
            return
        box = self._boxes.get(table.id)
        if box is None:
            live = self.bot.tables.find(table.id)
            if live is not None:
                box = self._touch(live)
            else:
                ended = "finished" if table.row.status == "finished" else "cancelled"
                box = self._boxes[table.id] = _Outbox(table, closed=ended)
        have = {owed.nonce for *_, owed in box.posts if isinstance(owed, _Owed)}
        box.posts.extendleft(
            reversed([q for q in queued if not isinstance(q[3], _Owed) or q[3].nonce not in have])
        )
        self._wake(box)

    async def _recent(self, table: LiveTable, looking_for: str) -> list[Any] | None:
        """The thread's latest :data:`LOOK_BACK` messages, as Discord gives them, newest first;
        None (said in the log, with what was ``looking_for``) where it cannot be read."""
        place = table.row.thread_id or table.row.channel_id
        try:
            return await self.bot.http.logs_from(place, LOOK_BACK)
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: its thread could not be read for %s (%s %s)",
                table.id,
                looking_for,
                exc.status,
                exc.code,
            )
            return None

    async def _not_up_yet(self, table: LiveTable, queued: list[_Queued]) -> list[_Queued]:
        """Start-up's owed results less those found among the thread's latest messages: one
        Discord accepted whose mark was not written, posted again past the minutes Discord
        keeps its nonce, would show twice. One read per table with results
        owed, at start-up only; a thread that cannot be read gets them all (twice rather than
        lost). A scorekeeping table's deal withdrawn and entered again may read as before:
        its lines rely on their nonce alone."""
        me = self.bot.user
        if not queued or me is None or table.options.mode != "play":
            return queued
        recent = await self._recent(table, "owed results")
        if recent is None:
            return queued
        protocol = ids.protocol_id(table.id)
        up = {
            str(message.get("content") or "").strip()
            for message in recent
            if str((message.get("author") or {}).get("id")) == str(me.id)
            and protocol in _custom_ids(message)
        }
        left = [q for q in queued if q[0].strip() not in up]
        found = [q[3].deal for q in queued if q not in left and isinstance(q[3], _Owed)]
        if found:
            logger.info("table %s: owed results found posted already: %s", table.id, found)
        if not left and found and found[-1] is not None:
            await self._mark(table.id, deal=found[-1])  # the next start-up need not look
        return left

    def _notice(self, table: LiveTable, change: TableChange, language: Lang) -> _Post | None:
        """A short public line for a timer, a pause, an agreed stop or a new name; names and
        mentions only, no cards."""
        if change.kind == "ending":
            # The final settlement is promised only where the rules make one (none in SV-F3,
            # WB-P5): elsewhere the thread gets the final balances.
            settles = ends_with_settlement(table)
            if change.by is not None:
                # Named, not called: they asked for it themselves.
                key = "notice.ending_by" if settles else "notice.ending_by_plain"
                return t(language, key, who=f"<@{change.by}>"), None, QUIET
            return t(language, "notice.ending" if settles else "notice.ending_plain"), None, None
        if change.kind in ("paused", "resumed"):
            return t(language, f"notice.{change.kind}"), None, None
        if change.kind == "renamed":
            if change.names is None:
                return None
            # Named, not called: earlier lines of the thread name the seat by its old name.
            # The line starts with a name its person chose: "# …" or "> …" must not make a
            # heading or a quote of it, nor brackets a link.
            old, new = (discord.utils.escape_markdown(name) for name in change.names)
            return t(language, "notice.renamed", old=old, new=new), None, QUIET
        seat = change.seat
        if seat is None:
            return None
        if change.kind == "reminder":
            return t(language, "notice.reminder", who=seat_mention(table, seat)), None, None
        if change.kind == "attention":
            people = [
                seat_mention(table, s) for s in sorted(table.seats) if not table.is_computer(s)
            ]
            owners = [f"<@{p}>" for p in table.options.away.values()]
            who = " ".join(people + owners) or t(language, "table.title", id=table.id)
            # The table's own move for the seat, which the rules leave no choice about (a
            # person's seat, perhaps): no computer failed, and replacing the seat would not help.
            key = "notice.attention_ruled" if change.ruled else "notice.attention"
            text = t(language, key, who=who, seat=seat, name=seat_name(table, seat))
            return text, None, None
        owner = table.options.away.get(seat)
        who = f"<@{owner}>" if owner is not None else seat_mention(table, seat)
        if change.kind == "away":
            back = button(ids.seat_id(table.id, "back"), t(language, "seat.back"), SUCCESS)
            if change.timed_out:  # called: they may not know yet, and may come back
                return t(language, "notice.timed_out", who=who), RawView([row([back])]), None
            # Who stepped away themselves is named, not called.
            return t(language, "notice.away", who=who), RawView([row([back])]), QUIET
        # Who took their seat back is named, not called: they did it themselves.
        return t(language, "notice.back", who=seat_mention(table, seat)), None, QUIET

    def _step_away(self, table: LiveTable, change: TableChange) -> _StepAway | None:
        """What a step away's line sets going (:class:`_StepAway`): the notice kept, or the
        notice edited before the line saying they are back, which the edit says instead;
        None for any other line."""
        seat = change.seat
        if seat is None or change.kind not in ("away", "back"):
            return None
        if change.kind == "back":
            assignment = table.seats.get(seat)
            if assignment is None or assignment.player_id is None:
                return None
            return _StepAway(seat, assignment.player_id, "back", instead=True)
        owner = table.options.away.get(seat)
        if owner is None:
            return None
        return _StepAway(seat, owner, timed_out=change.timed_out)

    def _seat_away(self, box: _Outbox, table: LiveTable, change: TableChange) -> _StepAway | None:
        """What a seat given sets going for a step-away notice (:class:`_StepAway`), edited
        before the thread's line saying who takes over: the person away who loses the seat
        (``owed_to``) is told who has it now; one given their own seat back is back. None
        where nobody stepped away from the seat."""
        seat, now = change.seat, table.seats.get(change.seat or 0)
        if seat is None or now is None:
            return None
        if change.owed_to is not None:
            to = (
                f"<@{now.player_id}>"
                if now.player_id is not None
                else discord.utils.escape_markdown(now.display_name)
            )
            return _StepAway(seat, change.owed_to, "given", to=to)
        person = now.player_id
        if person is None or change.names is None:
            return None
        # Given their own seat back (``/boston replace`` naming them): from the computer
        # that kept it for them, named for them. A notice this process posted is known;
        # otherwise only a keeper's name before says there may be one to look for.
        was = change.names[0]
        if person in box.away_notices or kept_in_any(was) is not None:
            return _StepAway(seat, person, "back")
        return None

    def _keep_away_notice(self, box: _Outbox, away: _StepAway, place: int, message: int) -> None:
        box.away_notices[away.owner] = (place, message, away.timed_out)

    async def _away_over(self, box: _Outbox, ending: _StepAway | int) -> bool:
        """Edit the step-away notice of ``ending``'s person to say why its **Take my seat
        back** could only be refused now, without it (:class:`_StepAway`; a person's id
        alone: the game is over). The notice this process posted is known; one an earlier
        process posted (a restart while they were away) is looked for among the thread's
        latest messages: a message of the bot's with that button, calling them. Whether a
        notice was edited. Nothing is lost where none could be: the button is still
        answered, and a line saying they are back is posted instead."""
        table = box.table
        owner = ending.owner if isinstance(ending, _StepAway) else ending
        language = await self.bot.public_lang(table.row.guild_id)
        known = box.away_notices.pop(owner, None)
        found = [known] if known is not None else await self._earlier_away(table, owner, language)
        edited = False
        for place, message_id, timed_out in found:
            payload: Payload = {
                "content": _away_ended_text(ending, timed_out, language),
                "components": [],
                "allowed_mentions": QUIET.to_dict(),
            }
            try:
                await wire.edit_channel_message(self.bot.http, place, message_id, payload)
            except discord.HTTPException as exc:
                logger.warning(
                    "table %s: a step-away notice not edited (%s %s)",
                    table.id,
                    exc.status,
                    exc.code,
                )
            else:
                edited = True
        return edited

    async def _away_notices_closed(self, box: _Outbox) -> None:
        """The game is over: each step-away notice still offering **Take my seat back** is
        edited to say a computer played the seat until the end (those this process posted,
        and those of the people still away, looked for)."""
        owners = list(box.away_notices)
        owners += [p for p in box.table.options.away.values() if p not in owners]
        for owner in owners:
            await self._away_over(box, owner)

    async def _earlier_away(
        self, table: LiveTable, owner: int, language: Lang
    ) -> list[tuple[int, int, bool]]:
        """The step-away notices calling ``owner`` among the thread's latest messages (an
        earlier process's), each with whether the turn timer moved them."""
        me = self.bot.user
        if me is None:
            return []
        recent = await self._recent(table, "a step-away notice")
        if recent is None:
            return []
        place = table.row.thread_id or table.row.channel_id
        back = ids.seat_id(table.id, "back")
        who = f"<@{owner}>"
        timed_out = t(language, "notice.timed_out", who=who)
        found: list[tuple[int, int, bool]] = []
        for message in recent:
            content = str(message.get("content") or "")
            if (
                str((message.get("author") or {}).get("id")) == str(me.id)
                and back in _custom_ids(message)
                and who in content
            ):
                found.append((place, int(message["id"]), content == timed_out))
        return found

    async def _seat_line(
        self, table: LiveTable, change: TableChange, language: Lang
    ) -> _Post | None:
        """A seat given to someone else: its new holder called (a person may not know yet),
        and the person who held it called too (they lose a seat they may be playing); a
        computer before is named, so the thread ties its earlier lines to the new name, and
        where it was keeping the seat for someone who stepped away, that person is called as
        well: the seat was theirs, and they lose it (so too where that computer is given the
        seat for good). None where the same holder was named again, and in a lobby (no event
        yet, ``seq`` 0): nobody has played, and the game's thread, made at the start, would
        tell of seats that changed before it as if someone had taken over a game."""
        if change.seat is None or change.seq == 0:
            return None
        if change.names is None:
            kept = table.seats.get(change.seat)
            if change.owed_to is None or kept is None or kept.computer_level is None:
                return None  # the same holder named again
            # The computer keeping the seat of someone away, given it for good: they lose it.
            who, owner = discord.utils.escape_markdown(kept.display_name), f"<@{change.owed_to}>"
            return (
                t(language, "notice.seat_kept", seat=change.seat, who=who, owner=owner),
                None,
                None,
            )
        was, new = change.names
        now = table.seats.get(change.seat)
        current = now is not None and now.display_name == new  # not changed again since
        if current and now is not None and now.player_id is not None:
            who = f"<@{now.player_id}>"
        else:  # a computer, or the seat changed hands again since
            who = discord.utils.escape_markdown(new)
        before = await self._held_before(table, now, change.seat) if current else None
        if before is not None and before.player_id is not None and before.display_name == was:
            old = f"<@{before.player_id}>"
        else:  # a computer (one keeping the seat for someone away too), or not known
            old = discord.utils.escape_markdown(was)
        if change.owed_to is not None:
            owner = f"<@{change.owed_to}>"
            notice = t(
                language, "notice.seat_given_away", seat=change.seat, who=who, was=old, owner=owner
            )
            return notice, None, None
        notice = t(language, "notice.seat_given", seat=change.seat, who=who, was=old)
        return notice, None, None

    async def _held_before(
        self, table: LiveTable, now: SeatAssignment | None, seat: int
    ) -> SeatAssignment | None:
        """Who held ``seat`` before its holder ``now``, as the table's seat changes wrote it
        down (the change tells names only): read on a seat's handover alone. None where the
        database does not say (a failed read: the line names them instead of calling)."""
        if now is None:
            return None
        changes = await self._seat_changes(table.id)
        held = [holder for _, holder in changes if holder.seat == seat]
        same = (now.player_id, now.computer_level)
        return next((h for h in reversed(held) if (h.player_id, h.computer_level) != same), None)

    async def _seat_changes(self, table_id: int) -> list[tuple[int, SeatAssignment]]:
        """The table's seat changes as the database wrote them down; none where they could
        not be read (logged): the lines then name the seats' holders now, rather than none."""
        try:
            return await self.bot.db.seat_changes(table_id)
        except StorageError as exc:
            logger.warning("table %s: seat changes not read (%s)", table_id, exc)
            return []

    def _touch(self, table: LiveTable) -> _Outbox:
        box = self._boxes.get(table.id)
        if box is None:
            box = self._boxes[table.id] = _Outbox(table)
        box.dirty = True
        self._wake(box)
        return box

    def _wake(self, box: _Outbox) -> None:
        """Start the table's worker, unless it runs."""
        if box.task is None or box.task.done():
            box.task = asyncio.create_task(self._work(box), name=f"bot:table-{box.table.id}")

    # --- the worker -----------------------------------------------------------------------

    async def _work(self, box: _Outbox) -> None:
        loop = asyncio.get_running_loop()
        table = box.table
        while box.posts or box.dirty:
            while box.posts:
                if isinstance(box.posts[0][3], _Owed) and self._holds_owed(table.id):
                    # Start-up's owed lines go first (an in-memory look: no click waits).
                    await self._owed_first(table.id)
                    continue
                text, view, mentions, owed = box.posts.popleft()
                away = owed if isinstance(owed, _StepAway) else None
                owed = owed if isinstance(owed, _Owed) else None
                box.posting = True
                try:
                    said = False
                    if away is not None and away.ends is not None:
                        # The notice first: committed before told, it is never ahead of
                        # the saved seat, and it no longer offers a seat already taken.
                        said = await self._away_over(box, away) and away.instead
                    elif owed is not None and owed.deal is None and owed.marked:
                        # The game is over: no notice offers to take a seat back any more.
                        await self._away_notices_closed(box)
                    kept = None
                    if away is not None and away.ends is None:
                        kept = functools.partial(self._keep_away_notice, box, away)
                    # Back: the notice edited says so; the line only where none could be.
                    took = said or await self._post(
                        table, text, view, mentions, owed.nonce if owed else None, kept=kept
                    )
                finally:
                    box.posting = False
                    box.posted.set()
                    box.posted = asyncio.Event()
                if owed is None or not owed.marked:
                    pass
                elif owed.deal is not None:
                    if took:
                        await self._mark(table.id, deal=owed.deal)
                elif took:  # the closing line
                    await self._mark(table.id, closed=CLOSING_POSTED)
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
                await self._edit(box)
                box.last_edit = loop.time()
        if box.closed is not None:
            if box.owes_closing and box.drawn_closed and not box.closing_failed:
                box.owes_closing = False
                await self._mark(table.id, closed=CLOSED)
            if box.posts or box.dirty:  # queued while the mark was written: not dropped
                await self._work(box)
                return
            self._boxes.pop(table.id, None)

    async def _mark(self, table_id: int, *, deal: int = 0, closed: int = 0) -> None:
        """Discord accepted a table's owed line: say so in the database (the worker's, off any
        click's path). Not saved, the line is posted again by the next start-up, which its
        nonce lets Discord drop if it comes soon."""
        try:
            await self.bot.db.mark_posted(table_id, deal=deal, closed=closed)
        except StorageError as exc:
            logger.warning("table %s: a posted line not marked (%s)", table_id, exc)

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
        is posted by the next start-up (:meth:`post_owed`); another line left over is lost,
        so it is said in the log."""
        self._closing.set()
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
        the next player from being called."""
        box = self._boxes.get(table_id)
        try:
            async with asyncio.timeout(self.posts_wait):
                while box is not None and (box.posts or box.posting):
                    await box.posted.wait()
        except TimeoutError:
            logger.warning(
                "table %s: its thread's lines are late; calling the player anyway", table_id
            )

    def due(self, box: _Outbox) -> float:
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
    ) -> bool:
        """Post a line in the table's thread (or channel); whether Discord accepted it, or
        refused it for good (the channel gone, or no longer the bot's to see): no later try,
        nor a later start-up, would post it. An owed line (``owed_nonce``) is posted with that
        nonce enforced: Discord gives back the message an earlier post of it made (the same
        line posted again by a start-up, or a try whose answer was lost) instead of posting it
        twice. ``kept`` is given the channel and the message of a line Discord accepted."""
        place = table.row.thread_id or table.row.channel_id
        channel = self.bot.get_partial_messageable(place)
        # None: the bot's own (people may be pinged, never everyone or a role).
        allowed = mentions or self.bot.allowed_mentions or QUIET
        # One nonce for every try (discord.py would draw one per send): a line whose answer
        # was lost (bot.rest.NoAnswer) may be up, and Discord gives it back instead of posting
        # it twice.
        nonce = secrets.randbits(64)
        for tries in range(1, MAX_POST_TRIES + 1):
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
                    return True  # the channel itself: nowhere left to post, now or later
                if tries == MAX_POST_TRIES or self._closing.is_set():
                    return False
                if await self.thread_trouble(table, exc):
                    place = table.row.thread_id or table.row.channel_id
                    channel = self.bot.get_partial_messageable(place)
                    continue
                if not retrying.worth_retrying(exc):
                    return False
                # In order: the lines after it (and the turn notice, for a while) wait.
                await self._pause(retrying.back_off(self.retry_first, tries))
        return False

    def thread_took(self, table_id: int) -> None:
        """A line reached the table's thread (or channel): a later archive may be reopened."""
        self._reopened.pop(table_id, None)

    async def thread_trouble(self, table: LiveTable, exc: discord.HTTPException) -> bool:
        """Mend a post refused because of the table's thread, so that it can be sent again:
        an archived thread (idle too long) is reopened; one deleted, or locked where the bot
        may not reopen it, gives the table's lines to its channel from now on. False: the
        refusal was not the thread's (or nothing could be mended)."""
        thread_id = table.row.thread_id
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

    def _public_lines(self) -> LinesOf | None:
        """The hand views' cache of the deal's public lines, shared with this message."""
        from cogs.boston.play import PlayCog  # the module its extension loaded

        play = self.bot.get_cog(PlayCog.__cog_name__)
        return play.hands.public_lines if isinstance(play, PlayCog) else None

    async def _edit(self, box: _Outbox) -> None:
        table = box.table
        message_id = table.row.message_id
        if message_id is None:
            box.drawn_closed = box.closed is not None
            return
        if table.status != "lobby":
            # In the lobby this edit is what a click (Join, Start) shows: it does not wait.
            await self.bot.router.after_clicks()
        language = await self.bot.public_lang(table.row.guild_id)
        if box.closed is None and computers_said_otherwise(table, language):
            await self._name_computers(table, language)
        title = table_title(table, language)
        components: list[Component]
        if box.closed is not None:
            text = closed_text(table, language, cancelled=box.closed == "cancelled")
            # A played game's protocol stays one press away (read from its log).
            played = table.game is not None
            components = [row([protocol_button(table, language)])] if played else []
        elif table.status == "lobby":
            text = lobby_text(table, language)
            components = lobby_view(table, language).to_components()
        else:
            text = play_text(table, language, self._public_lines())
            components = table_components(table, language)
        payload: Payload = {
            "embeds": [{"type": "rich", "title": title, "description": text}],
            "components": components,
        }
        if payload == box.last_sent:
            box.drawn_closed = box.closed is not None
            return  # nothing a reader would see changed (a timer, a computer's think)
        handed, box.handed = box.handed, None
        if handed is not None and handed == (message_id, drawing_digest(payload)):
            # Drawn just so by the last process (a restart): Discord shows it already.
            box.last_sent, box.sent_to = payload, message_id
            box.drawn_closed = box.closed is not None
            return
        try:
            await wire.edit_channel_message(
                self.bot.http, table.row.channel_id, message_id, payload
            )
        except discord.HTTPException as exc:
            if exc.code == UNKNOWN_MESSAGE and box.closed is None:
                await self._post_again(box, payload)
                return
            if exc.code in (UNKNOWN_MESSAGE, UNKNOWN_CHANNEL):
                # Gone for good: nothing left to draw closed, no later start-up tries again.
                box.drawn_closed = box.closed is not None
            logger.warning(
                "table %s: could not edit its message (%s %s)", table.id, exc.status, exc.code
            )
            self._draw_later(box, exc)
            return
        box.last_sent, box.sent_to = payload, message_id
        box.handed = None  # an edit sent since is what the message shows
        box.failed_edits = 0
        box.retry_at = float("-inf")
        box.drawn_closed = box.closed is not None

    async def _name_computers(self, table: LiveTable, language: Lang) -> None:
        """The server's language changed since the table's computers sat down: the names the
        bot gave them are said in the new one (stored with the seats, so the protocol, the
        hand views and a restart say them so too), before the message names them."""
        try:
            await self.bot.tables.name_computers(table.id, language)
        except (Refused, StorageError) as exc:  # ended meanwhile, or not saved: as they were
            logger.warning("table %s: its computers not named anew (%r)", table.id, exc)

    def _draw_later(self, box: _Outbox, exc: discord.HTTPException) -> None:
        """Discord's passing trouble (503 is not retried by discord.py, a request it did not
        answer) or a permission taken away for a while: draw again later, or once the trouble
        is over the message keeps naming the wrong person on turn. A table in play tries
        until an edit goes through, backing off; a gone channel (404) is not tried again."""
        retry = retrying.worth_retrying(exc) and not self._closing.is_set()
        if retry and (box.closed is None or box.failed_edits < MAX_EDIT_RETRIES):
            box.failed_edits += 1
            delay = retrying.back_off(self.retry_first, box.failed_edits)
            box.retry_at = asyncio.get_running_loop().time() + delay
            box.dirty = True

    async def _post_again(self, box: _Outbox, payload: Payload) -> None:
        """The table message is gone (a moderator deleted it): post it again in its channel,
        so the table keeps its buttons (My hand, Protocol), and keep the new one's id."""
        table = box.table
        if box.repost_nonce is None:
            box.repost_nonce = str(secrets.randbits(64))
        posted = {**payload, "nonce": box.repost_nonce, "enforce_nonce": True}
        try:
            message_id = await wire.post_channel_message(
                self.bot.http, table.row.channel_id, posted
            )
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: its message is gone and could not be posted again (%s %s)",
                table.id,
                exc.status,
                exc.code,
            )
            self._draw_later(box, exc)  # tried again, its edit finds it gone and posts it
            return
        box.repost_nonce = None
        try:
            await self.bot.tables.set_messages(table.id, message_id=message_id)
        except StorageError:
            # Not saved, so not kept: the next change posts it again once a write goes through.
            with contextlib.suppress(discord.HTTPException):
                await self.bot.http.delete_message(table.row.channel_id, message_id)
            logger.warning("table %s: its message posted again was not saved", table.id)
            return
        logger.info("table %s: its message was deleted; posted again", table.id)
        box.last_sent, box.sent_to = payload, message_id
        box.handed = None
        box.failed_edits = 0
        box.retry_at = float("-inf")

    # --- the protocol ---------------------------------------------------------------------

    async def show_protocol(self, interaction: discord.Interaction, table_id: int) -> None:
        """The protocol privately: the picture (traditional payment) and the text sheet, or
        the score sheet; the whole score sheet as a file where the message cannot hold it
        (every deal: read from the log where the live game forgot some). Where a seat changed
        hands during the game (RF-2.6), a line per such seat says who played it when."""
        language = lang(interaction)
        box = self._boxes.get(table_id)
        table = bot_of(interaction).tables.find(table_id) or (box.table if box else None)
        events: Sequence[log.Event] = ()
        here = table is not None and table.row.guild_id == interaction.guild_id
        given: list[tuple[int, int]] = []  # the computers the host gave seats to
        if table is not None and here:
            # The thread gets a copy: the live game is the loop's to replace meanwhile.
            game = scratch_copy(table.game) if table.game is not None else None
            seat_names = names(table)
            given = table.options.given
            if game is not None and lists_deals(game):
                events = await self.bot.db.event_log(table_id)
        else:
            game, seat_names = None, []
            row = await self.bot.db.table(table_id)
            here = row is not None and row.guild_id == interaction.guild_id
            if row is not None and here:
                events = await self.bot.db.event_log(table_id)
                given = options_of(row.settings).given
                seats = {a.seat: a.display_name for a in await self.bot.db.seats(table_id)}
                seat_names = [seats.get(s, str(s)) for s in (1, 2, 3, 4)]
        if not here:  # none, or another server's: the same answer, which tells nothing
            await tell(interaction, t(language, "refused.no_table"))
            return
        if game is None and not events:
            await tell(interaction, t(language, "protocol.none"))
            return
        if not interaction.response.is_done():  # /boston protocol has deferred already
            await interaction.response.defer(ephemeral=True, thinking=True)
        # Who held a seat when is placed by the log, as the table's export places it.
        changes = await self.bot.db.seat_changes(table_id)
        if changes and not events:
            events = await self.bot.db.event_log(table_id)
        title = t(language, "table.title", id=table_id)
        async with self._drawing:
            answer = await asyncio.to_thread(
                _protocol_answer, game, events, seat_names, language, title, changes, given
            )
        files = protocol_files(answer.picture, answer.sheet, f"{table_id}", language)
        if not files:
            await tell(interaction, answer.text)
        elif interaction.response.is_done():
            await interaction.followup.send(answer.text, files=files, ephemeral=True)
        else:
            await interaction.response.send_message(answer.text, files=files, ephemeral=True)


def protocol_files(
    picture: bytes | None, sheet: str | None, stem: str, language: Lang
) -> list[discord.File]:
    """The protocol's picture and the whole score sheet, as the answer's files (see
    :class:`~cogs.boston.protocol_parts.ProtocolAnswer`), named in the reader's language;
    ``stem`` tells tables' files apart."""
    files: list[discord.File] = []
    if picture is not None:
        name = t(language, "file.protocol", stem=stem)
        files.append(discord.File(io.BytesIO(picture), filename=name))
    if sheet is not None:
        data = io.BytesIO(sheet.encode())
        files.append(discord.File(data, filename=t(language, "file.sheet", stem=stem)))
    return files


def _away_ended_text(ending: _StepAway | int, timed_out: bool, language: Lang) -> str:
    """A step-away notice's text once its **Take my seat back** could only be refused
    (:meth:`TableCog._away_over`): they are back, the seat went to someone, or (a person's id
    alone) the game is over. The notice said whether the turn timer moved them: so does this."""
    owner = ending.owner if isinstance(ending, _StepAway) else ending
    who = f"<@{owner}>"
    if not isinstance(ending, _StepAway):
        return t(language, "notice.timed_out_ended" if timed_out else "notice.away_ended", who=who)
    if ending.ends == "given":
        key = "notice.timed_out_given" if timed_out else "notice.away_given"
        return t(language, key, who=who, seat=ending.seat, new=ending.to)
    return t(language, "notice.timed_out_back" if timed_out else "notice.away_back", who=who)


def _custom_ids(message: Any) -> list[str]:
    """The custom ids of a raw message's buttons."""
    return [
        str(item["custom_id"])
        for row_ in message.get("components") or ()
        for item in row_.get("components") or ()
        if "custom_id" in item
    ]


def _owed_results(
    events: Sequence[log.Event], deals: range, renamed: Sequence[log.Rename] = ()
) -> list[tuple[Game, DealEntry, Settlement, int | None]]:
    """In a worker thread: for each deal of ``deals``, the game replayed from the log up to
    that deal's end (its balances then, as its result post showed them), the deal, its
    settlement, and the ``seq`` of a scored deal's event (:func:`result_nonce`). With
    ``renamed`` (:func:`~bot.tables.seat_history.renames`) each deal is settled under the
    names its seats went by then, as the live game settled it: its payments name who played."""
    record = log.record_from_events(events)
    played: list[object] = list(record["deals"])
    ends = log.deal_ends(events) if renamed else []
    # A scored deal's event, in the log's order (its seq is its place, counted from 1); a
    # withdrawal takes back the last one.
    scored: list[int] = []
    for seq, (kind, _) in enumerate(events, start=1):
        if kind == log.SCORE:
            scored.append(seq)
        elif kind == log.WITHDRAW and scored:
            scored.pop()
    lines: list[tuple[Game, DealEntry, Settlement, int | None]] = []
    for number in deals:
        if number > len(played):
            break
        if renamed:
            game = log.game_from_events(events[: ends[number - 1]], renamed)
        else:
            game = game_from_record({**record, "deals": played[:number]}, logged=True)
        entry = game.deals[number - 1]
        if entry.settlement is None:
            break
        seq = scored[number - 1] if entry.scored is not None and number <= len(scored) else None
        lines.append((game, entry, entry.settlement, seq))
    return lines


def _protocol_answer(
    game: Game | None,
    events: Sequence[log.Event],
    seat_names: list[str],
    language: Lang,
    title: str,
    changes: Sequence[tuple[int, SeatAssignment]] = (),
    given: Collection[tuple[int, int]] = (),
) -> ProtocolAnswer:
    """In a worker thread: the game replayed from ``events`` where it is needed (a finished
    table, or a live one whose game no longer holds every deal its sheet lists), then the
    protocol's answer (:func:`protocol_parts`), naming who played each seat when where any
    seat changed hands (``changes``, placed by ``events``, the table's whole log)."""
    in_play = game is not None and game.current is not None  # a live table's deal (RF-2.6)
    if events and (game is None or lists_deals(game)):
        game = log.every_deal(events) or game
    if game is None:
        return ProtocolAnswer(t(language, "protocol.none"), None, None)
    said: list[SeatChange] = []
    if changes and events:
        # Each seat's first player and the later ones, from the deal (and move) they took
        # over, as the game's record names them (RF-2.6): from these the protocol names each
        # deal by who played it and the columns and balances by the seat's holder at the end,
        # the earlier holders beside them as the final standings say it (bot.sheet's
        # SeatPlayers), so it reads the same during the game, after it and imported.
        try:
            record = log.record_from_events(events)
            first, later = holders(record, events, changes, given, in_play=in_play)
        except RecordError as exc:  # the columns as the seats name them now, no lines
            logger.warning("a table's log does not place its seat changes (%s)", exc)
        else:
            if len(first) == len(seat_names):
                seat_names, said = first, later
    return protocol_parts(game, seat_names, language, title, said)


async def setup(bot: commands.Bot) -> None:
    from bot.discord_app import BostonBot

    assert isinstance(bot, BostonBot)
    await bot.add_cog(TableCog(bot, bot.edit_interval))
