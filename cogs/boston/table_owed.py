"""A deal's result and a game's closing (its final settlement, or the notice that it was
abandoned, and its message drawn as closed; before it, who ended the game by agreement, which
the close's event keeps) are owed lines: once Discord accepts one, the
table's mark in the database says so (``db/repos/posted.py``), and start-up posts from the log
what a stop (a deploy, a crash) left owed (:meth:`OwedLines.post_owed`). Start-up's release may
end a table at the same time (its close was not saved): a table's owed lines wait until what
start-up found it owes is queued ahead of them, whichever of the two comes first
(:meth:`OwedLines.owed_first`), so a last result goes before the closing line, never lost;
a table's first turn notice likewise has them queued and waits for them
(:meth:`OwedLines.queue_owed`), so the call to play on never goes above a result. An
owed result already in the thread (its mark not written, Discord's nonce forgotten since) is
not posted again (:meth:`OwedLines._not_up_yet`). The seat lines a stop left unsaid
(``table_away.seat_news_owed``) go with a table's owed results in the order things happened
(:func:`as_happened`), and each seat change is marked said once its line is taken
(:func:`mark_seat_said`).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.game import DealEntry, Game
from bot.engine.record import RecordError, game_from_record
from bot.engine.scoring import Settlement
from bot.i18n import Lang
from bot.tables import log
from bot.tables.seat_history import handovers, placed_or_nowhere, renames
from bot.tables.service import LiveTable
from cogs.boston import ids
from cogs.boston.table_outbox import Outbox, Owed, Queued, SeatSaid, result_nonce
from cogs.boston.thread_lines import closing_lines, result_line, seat_changes
from db.errors import StorageError
from db.models import SeatAssignment
from db.repos.posted import CLOSING_POSTED, PostedMark

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

LOOK_BACK = 50
"""The thread's latest messages looked through at start-up for an owed result posted already
(:meth:`OwedLines._not_up_yet`)."""


async def mark_seat_said(
    bot: BostonBot,
    table_id: int,
    said: Sequence[tuple[int, SeatAssignment]],
    *,
    notice_id: int | None = None,
) -> list[int]:
    """The table's thread was told of the seat changes ``said`` (``(seq, holder)``, as saved):
    say so in the database (migration 0019), so that no start-up says them again
    (:func:`~cogs.boston.table_away.seat_news_owed`); ``notice_id``: by the step-away notice
    posted as that message, kept with them (migration 0020), so that a later process edits it
    wherever it is in the thread. Not saved, the next start-up looks for them in the thread's
    latest messages first. The step-away notices, never edited, that ``notice_id`` takes the
    place of (saved with an earlier change of the seat at the same ``seq``): no longer saved,
    for the caller to edit."""
    try:
        return await bot.db.mark_seats_said(table_id, said, notice_id=notice_id)
    except StorageError as exc:
        logger.warning("table %s: a seat change said not marked (%s)", table_id, exc)
        return []


async def mark_posted(bot: BostonBot, table_id: int, *, deal: int = 0, closed: int = 0) -> None:
    """Discord accepted a table's owed line: say so in the database (the worker's, off any
    click's path). Not saved, the line is posted again by the next start-up, which its
    nonce lets Discord drop if it comes soon."""
    try:
        await bot.db.mark_posted(table_id, deal=deal, closed=closed)
    except StorageError as exc:
        logger.warning("table %s: a posted line not marked (%s)", table_id, exc)


class OwedLines:
    """What start-up found the tables owe their threads, posted once their server has arrived
    or their worker needs it first: the Table cog's (``cogs/boston/table.py``), which gives it
    the tables' outboxes (``boxes``) and how to make (``touch``) and wake (``wake``) one."""

    def __init__(
        self,
        bot: BostonBot,
        boxes: dict[int, Outbox],
        touch: Callable[[LiveTable], Outbox],
        wake: Callable[[Outbox], None],
    ) -> None:
        self.bot = bot
        self._boxes = boxes
        self._touch = touch
        self._wake = wake
        self._owed: dict[int, list[int]] = {}
        """By server, the tables whose lines start-up found owed, until the server arrives."""
        self._unclaimed: dict[int, PostedMark] = {}
        """By table, what start-up found owed that nothing has queued yet: the server's
        arrival (:meth:`post_owed`), or the table's worker before its first owed line
        (:meth:`owed_first`), whichever comes first, takes it (:meth:`_settle_owed`)."""
        self._owing: dict[int, asyncio.Event] = {}
        """By table, set once its owed lines taken from :attr:`_unclaimed` are queued."""
        self._claims: dict[int, asyncio.Task[None]] = {}
        """By table, a turn notice's claim of what start-up found the table owes
        (:meth:`queue_owed`), until it is queued."""
        self._arrived: dict[int, asyncio.Event] = {}
        """By server not yet brought by the gateway, what a claim waits for: set (and
        dropped) as it arrives (:meth:`post_owed`), the lines being said in the server's
        language, unknown until then."""
        self.known = asyncio.Event()
        """Set once start-up has read what is owed (:meth:`read`)."""
        self.told: dict[int, set[int]] = {}
        """By table, the seats whose change (a step away, a seat taken back or given) this
        process's Table cog was told of: its own lines say it, start-up's look
        (:meth:`_seats_said`) leaves those seats alone. A table's entry goes once it is over
        or let go (:meth:`forget`)."""

    def forget(self, table_id: int) -> None:
        """The table is over (no start-up looks at its seats again), or the Table cog let go
        of it and of its queued lines (a server left: its look at the bot's return says
        them)."""
        self.told.pop(table_id, None)

    async def read(self) -> None:
        """Read what the tables owe their threads: start-up's look
        (:meth:`TableCog.on_tables_loaded`)."""
        try:
            owed = await self.bot.db.owed_posts(shards=self.bot.tables.shards)
        except StorageError as exc:
            logger.warning("the lines owed to the tables' threads could not be read (%s)", exc)
            owed = []
        for mark in owed:
            self._owed.setdefault(mark.row.guild_id, []).append(mark.row.id)
            self._unclaimed[mark.row.id] = mark

    async def post_arrived(self) -> None:
        """Post what is owed in the servers the gateway has brought already (not those READY
        only named: their stand-ins know no locale, and their arrival posts it)."""
        for guild_id in list(self._owed):
            guild = self.bot.get_guild(guild_id)
            if guild is not None and not guild.unavailable:
                await self.post_owed(guild_id)

    async def post_owed(self, guild_id: int) -> None:
        """Post what the server's tables owed their threads when the last process stopped
        (start-up's look, :meth:`read`), once the gateway has brought the server:
        each settled deal's result not yet posted, in order, then for a table over, its
        closing line and its message drawn as closed. The same lines as the bot makes as it
        goes, rebuilt from the log (as the protocol of an ended table is): nothing a normal
        line would not show. The server's tables move on meanwhile (``release``): a table's
        worker may take its share first (:meth:`owed_first`), and it is not taken twice."""
        await self.known.wait()
        if self.bot.left_server(guild_id):
            return  # kept for the bot's return to the server (:meth:`TableCog.on_guild_join`)
        waited = self._arrived.pop(guild_id, None)
        if waited is not None:
            waited.set()
        table_ids = self._owed.pop(guild_id, [])
        if not table_ids:
            return
        language = await self.bot.public_lang(guild_id)
        for table_id in table_ids:
            mark = self._unclaimed.pop(table_id, None)
            if mark is not None:
                await self._settle_owed(mark, language)

    def holds_owed(self, table_id: int) -> bool:
        """Whether what start-up found the table owes may not be queued yet: its worker then
        holds the table's owed lines back (:meth:`owed_first`)."""
        return not self.known.is_set() or table_id in self._unclaimed or table_id in self._owing

    def queue_owed(self, table_id: int) -> asyncio.Task[None] | None:
        """A turn notice is to be posted at the table (``TableCog.posts_sent``): what
        start-up found the table owes its thread is queued first, ahead of the lines the
        notice waits for, its server arrived or not, so that a deal's result a stop left
        unposted goes above the call to play on, as it would have without the stop. The
        claim (:meth:`owed_first`) runs in a task of its own, which the callers meanwhile
        share: one that stops waiting (a notice waits a while only) leaves it whole, and
        the lines taken from :attr:`_unclaimed` are queued, not lost. None: nothing to wait
        for (an in-memory look, all that a turn after start-up costs), or kept for the bot's
        return to a server it left (:meth:`post_owed`)."""
        if not self.holds_owed(table_id):
            return None
        mark = self._unclaimed.get(table_id)
        if mark is not None and self.bot.left_server(mark.row.guild_id):
            return None
        claim = self._claims.get(table_id)
        if claim is None:
            claim = asyncio.create_task(self._claim(table_id), name=f"cogs:owed-{table_id}")
            self._claims[table_id] = claim
            claim.add_done_callback(lambda done: self._drop_claim(table_id, done))
        return claim

    async def _claim(self, table_id: int) -> None:
        """:meth:`queue_owed`'s claim: once the table's language is known (a line posted is
        never said again): the one its server chose, or its Discord locale's once the gateway
        has brought it, what the table owes is queued (:meth:`owed_first`), by the claim or by
        the server's :meth:`post_owed`."""
        await self.known.wait()
        mark = self._unclaimed.get(table_id)
        if mark is not None:
            guild_id = mark.row.guild_id
            with contextlib.suppress(StorageError):  # unread: the settling says why
                await self.bot.public_lang(guild_id)  # a chosen language needs no gateway
            guild = self.bot.get_guild(guild_id)
            unknown = guild is None or guild.unavailable  # READY's stub has no locale
            if unknown and self.bot.follows_locale(guild_id):
                await self._arrival(guild_id).wait()
        await self.owed_first(table_id)

    def _arrival(self, guild_id: int) -> asyncio.Event:
        found = self._arrived.get(guild_id)
        if found is None:
            found = self._arrived[guild_id] = asyncio.Event()
        return found

    def _drop_claim(self, table_id: int, done: asyncio.Task[None]) -> None:
        if self._claims.get(table_id) is done:
            del self._claims[table_id]

    def stop_claims(self) -> list[asyncio.Task[None]]:
        """The bot closes: the claims still running (:meth:`queue_owed`) are cancelled, for
        the caller to wait for; what they had not queued is the next start-up's (its mark
        is unchanged in the database)."""
        claims = [claim for claim in self._claims.values() if not claim.done()]
        for claim in claims:
            claim.cancel()
        return claims

    async def owed_first(self, table_id: int) -> None:
        """The table's worker, before it posts one of the table's owed lines: start-up's owed
        lines are queued first, ahead of it. A start-up's release may end a table (its last
        deal settled, its close not saved) before or while its server's :meth:`post_owed`
        looks at it, and the closing line must neither go before the last result nor, marked
        closed, leave that result owed to nobody."""
        await self.known.wait()
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
            seats = await self._seats_said(row.id, mark.deals, language)
            game = known.game
            if game is None or game.deals.settled <= mark.deals:
                self._queue_first(known, seats)
                return
            events = await self.bot.db.event_log(row.id)
            owed = range(mark.deals + 1, game.deals.settled + 1)
            renamed = renames(await seat_changes(self.bot, row.id), known.options.given)
            lines = await asyncio.to_thread(owed_results, events, owed, renamed)
            queued = [
                result_line(known, g, e, s, language, result_nonce(known, e.number, seq))
                for g, e, s, seq in lines
            ]
            results = await self._not_up_yet(known, queued)
            ends: list[int] = []
            if seats and results:
                with contextlib.suppress(RecordError):  # replayed above: results first then
                    ends = await asyncio.to_thread(log.deal_ends, events)
            self._queue_first(known, as_happened(results, seats, ends))
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
        changes = await seat_changes(self.bot, row.id) if events else []
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
        queued: list[Queued] = []
        if full is not None and full.deals.settled > mark.deals:
            owed = range(mark.deals + 1, full.deals.settled + 1)
            lines = await asyncio.to_thread(owed_results, events, owed, renamed)
            queued = [
                result_line(table, g, e, s, language, result_nonce(table, e.number, seq))
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
        closing = closing_lines(box, table, finished, final, language, ended)
        if mark.closed < CLOSING_POSTED:  # else only its message is still to be drawn closed
            box.posts.extend(closing)

    async def _seats_said(self, table_id: int, posted_deals: int, language: Lang) -> list[Queued]:
        """What a stop right after a seat change was saved left unsaid about the table's
        seats in play (a step-away notice, who took over a seat), for the caller to queue
        with the table's owed results, as they happened (:func:`as_happened`); a notice that
        could only be refused now is edited here
        (:func:`~cogs.boston.table_away.seat_news_owed`)."""
        from cogs.boston.table_away import seat_news_owed  # it reads the thread as this does

        table = self.bot.tables.find(table_id)
        if table is None:
            return []
        try:
            told = self.told.setdefault(table_id, set())
            return await seat_news_owed(self.bot, table, posted_deals, language, told)
        except StorageError as exc:
            logger.warning("table %s: its seat lines not looked at (%s)", table_id, exc)
        except Exception:
            # A bug here must not keep the table's owed results from their thread.
            logger.exception("table %s: its seat lines not looked at", table_id)
        return []

    def _queue_first(self, table: LiveTable, queued: list[Queued]) -> None:
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
                box = self._boxes[table.id] = Outbox(table, closed=ended)
        have = {owed.nonce for *_, owed in box.posts if isinstance(owed, Owed)}
        box.posts.extendleft(
            reversed([q for q in queued if not isinstance(q[3], Owed) or q[3].nonce not in have])
        )
        self._wake(box)

    async def posted_already(self, table: LiveTable, line: Queued) -> bool:
        """Whether ``line``, a deal's result, is found among the thread's latest messages, as
        start-up's owed results are looked for (:meth:`_not_up_yet`): a held result's try past
        Discord's nonce window looks first (:meth:`TableCog._up_already`)."""
        return not await self._not_up_yet(table, [line], mark=False)

    async def _not_up_yet(
        self, table: LiveTable, queued: list[Queued], *, mark: bool = True
    ) -> list[Queued]:
        """Start-up's owed results less those found among the thread's latest messages: one
        Discord accepted whose mark was not written, posted again past the minutes Discord
        keeps its nonce, would show twice. One read per table with results
        owed, at start-up only; a thread that cannot be read gets them all (twice rather than
        lost). A scorekeeping table's deal withdrawn and entered again may read as before:
        its lines rely on their nonce alone. ``mark``: all found, the table's mark says so
        (else the caller marks what was found)."""
        me = self.bot.user
        if not queued or me is None or table.options.mode != "play":
            return queued
        recent = await recent_messages(self.bot, table, "owed results")
        if recent is None:
            return queued
        protocol = ids.protocol_id(table.id)
        up = {
            str(message.get("content") or "").strip()
            for message in recent
            if str((message.get("author") or {}).get("id")) == str(me.id)
            and protocol in custom_ids(message)
        }
        left = [q for q in queued if q[0].strip() not in up]
        found = [q[3].deal for q in queued if q not in left and isinstance(q[3], Owed)]
        if found:
            logger.info("table %s: owed results found posted already: %s", table.id, found)
        if mark and not left and found and found[-1] is not None:
            await mark_posted(self.bot, table.id, deal=found[-1])  # the next start-up need not look
        return left


def as_happened(results: list[Queued], seats: list[Queued], ends: Sequence[int]) -> list[Queued]:
    """Start-up's owed results and seat lines in the order things happened at the table: a
    deal's result at the event that settled it (``ends``, :func:`log.deal_ends`), a seat's
    change after the event it was saved at (:class:`SeatSaid`), so a result naming a seat's
    new holder never goes before the line saying they took over. A result whose end is not
    known goes first, as the results went before."""

    def when(line: Queued) -> tuple[int, int]:
        owed = line[3]
        if isinstance(owed, SeatSaid):
            return owed.seq, 1
        if isinstance(owed, Owed) and owed.deal is not None and 0 < owed.deal <= len(ends):
            return ends[owed.deal - 1], 0
        return -1, 0

    return sorted([*results, *seats], key=when)


async def recent_messages(bot: BostonBot, table: LiveTable, looking_for: str) -> list[Any] | None:
    """The thread's latest :data:`LOOK_BACK` messages, as Discord gives them, newest first;
    None (said in the log, with what was ``looking_for``) where it cannot be read."""
    place = table.row.thread_id or table.row.channel_id
    try:
        return await bot.http.logs_from(place, LOOK_BACK)
    except discord.HTTPException as exc:
        logger.warning(
            "table %s: its thread could not be read for %s (%s %s)",
            table.id,
            looking_for,
            exc.status,
            exc.code,
        )
        return None


def custom_ids(message: Any) -> list[str]:
    """The custom ids of a raw message's buttons."""
    return [
        str(item["custom_id"])
        for row_ in message.get("components") or ()
        for item in row_.get("components") or ()
        if "custom_id" in item
    ]


def owed_results(
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
