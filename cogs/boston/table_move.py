"""A paused table whose channel was deleted moved to another channel (a mixin of the Table
cog, ``cogs/boston/table.py``, by its host's ``/boston resume`` there: ``club.py``): the
move is claimed first, so that any other command of the table is refused meanwhile; the
table message is posted there with a nonce enforced, its thread hung off it, and the new
place saved in one write (which drops the direct messages still owed about the deletion);
any failure after the post takes the message and its thread back. The deletion's direct
messages (``table_gone.py``) sent while a move is under way are held until it is answered:
sent if it failed, dropped if it moved. The call of its people in the new thread is owed
from the move's own write until its resume's own write takes it (migration 0025:
``db.repos.tables.set_table_status``, which says whether it took it:
``TableChange.called``), and is posted once that resume is told (``TableCog.on_change``),
by the process whose write took it only, so that a restart between the move and the resume
still makes it, and neither one after the resume nor another process's resume (a rolling
deploy's overlap) makes it again; a step away made while the table sat in its
deleted channel is said there first (:meth:`TableMove._seat_news_moved`). Each channel a
move posts in is kept before its post (dropped again where Discord refuses the post): once a
move is saved, a table message a crash left in one of them before its save is taken down
(:meth:`TableMove._left_behind`).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, Literal

import aiohttp
import discord

from bot.rest import NoAnswer
from bot.tables import TableChange
from bot.tables.service import LiveTable
from cogs.boston import ids, wire
from cogs.boston.lobby import open_thread
from cogs.boston.table_away import seat_news_owed
from cogs.boston.table_drawing import table_components, table_payload
from cogs.boston.table_gone import TableGone
from cogs.boston.table_message import play_text
from cogs.boston.table_outbox import Outbox
from cogs.boston.table_owed import LOOK_BACK, OwedLines, custom_ids
from cogs.boston.table_words import table_title
from cogs.boston.wire import Payload
from db.errors import StorageError
from db.repos.gone import GoneNotice

logger = logging.getLogger(__name__)

MISSING_ACCESS = 50001
"""Discord's code for a channel the bot may no longer see (its role taken out of it)."""
MISSING_PERMISSIONS = 50013
"""Discord's code for a post the bot may not make there (Send Messages, Embed Links)."""
MoveResult = Literal["moved", "forbidden", "unseen", "later"]
"""What :meth:`TableMove.move` did: moved; refused for a permission to post (Send Messages,
Embed Links: :data:`MISSING_PERMISSIONS`); refused because the bot may not see the channel
(View Channel: :data:`MISSING_ACCESS`); failed for now."""


class TableMove(TableGone):
    """The Table cog's part for moving a table (``TableCog`` inherits it)."""

    # The cog's state this part uses: initialised in one place, ``TableCog.__init__``, where
    # each is described.
    _boxes: dict[int, Outbox]
    _held: dict[int, list[TableChange]]
    _move_tries: dict[int, int]
    _claims: dict[int, bool]
    _left: dict[int, list[tuple[GoneNotice, bool]]]

    if TYPE_CHECKING:  # the cog's own (``table.py``)
        owed_lines: OwedLines

        async def on_change(self, change: TableChange) -> None: ...

        def _touch(self, table: LiveTable) -> Outbox: ...

    async def drop_stale_moved_calls(self) -> None:
        """Start-up: the calls owed to tables no longer paused (migration 0025) are dropped
        unmade (``GoneRepo.drop_stale_moved_calls``), so that a later pause and resume does
        not call their people as if they had just moved. What is still owed needs nothing
        here: the resume whose own write takes it says so (``TableChange.called``), and
        ``TableCog.on_change`` then posts it."""
        try:
            dropped = await self.bot.db.drop_stale_moved_calls()
        except StorageError as exc:  # looked at again by the next start-up
            logger.warning("the stale moved tables' calls not dropped (%s)", exc)
            return
        if dropped:
            logger.info("%s stale moved tables' calls dropped", dropped)

    def _left_for_move(self, notice: GoneNotice, kept: bool) -> bool:
        """Whether ``notice`` waits for a move of its table under way (:meth:`claim_move`):
        "it is paused, move it" told just as it moves would be wrong. It is held here (a kept
        one stays owed too: a crash meanwhile leaves it to the next start-up), sent once the
        move fails, or dropped once it is made (:meth:`release_move`)."""
        if notice.table_id not in self._claims:
            return False
        self._left.setdefault(notice.table_id, []).append((notice, kept))
        return True

    def claim_move(self, table_id: int) -> bool:
        """A ``/boston resume`` is to move the table (``club.py``): whether it may, no other
        being under way. Claimed until :meth:`release_move`, after its resume: any other
        command of the table is refused meanwhile (:meth:`being_moved`), so that none is made
        between the move and its resume, nor lost while the table is drawn nowhere."""
        if table_id in self._claims:
            return False
        self._claims[table_id] = False
        return True

    def release_move(self, table_id: int) -> None:
        """The ``/boston resume`` that claimed the table is answered. The deletion's messages
        :meth:`_send_gone` left for the move (:meth:`_left_for_move`) are settled: moved,
        they are stale, and are not sent (the kept ones were dropped in the move's own write:
        ``db.repos.tables.set_table_messages``); not moved, the table is still paused in its
        deleted channel, and they are sent now, aside."""
        moved = self._claims.pop(table_id, None)
        left = self._left.pop(table_id, [])
        if moved is None or moved or not left:
            return
        self._aside(self._send_left(left), f"table-gone-unmoved-{table_id}")

    async def _send_left(self, left: list[tuple[GoneNotice, bool]]) -> None:
        """:meth:`release_move` of a table not moved: the messages left for it are sent."""
        await self._send_gone([notice for notice, kept in left if kept])
        await self._send_gone([notice for notice, kept in left if not kept], kept=False)

    def being_moved(self, table_id: int) -> bool:
        """Whether a ``/boston resume`` is moving the table now (:meth:`claim_move`)."""
        return table_id in self._claims

    async def move(self, table: LiveTable, channel: discord.TextChannel) -> MoveResult:
        """Move a paused table whose channel was deleted to ``channel`` (``/boston resume``
        typed there: ``club.py``, which claims it first: :meth:`claim_move`). The table
        message is posted there, with a nonce enforced (:func:`_move_nonce`: a post whose
        answer was lost, or one a crash cut short, is given back by Discord rather than made
        twice, as ``table_drawing.post_again`` does), its thread is hung off it as a new
        table's is (``lobby.open_thread``), and then the new channel, message and thread are
        saved in one write: a crash anywhere before leaves the table where it was (in its
        deleted channel, paused), never half moved; one after the write, a table in its new
        channel with its thread. A write refused takes the message and its thread back (as
        ``post_again`` does), and so does any failure after the post (the thread not opened,
        an error nobody foresaw). The messages still owed about the deleted channel are
        dropped in that same write (``db.repos.tables.set_table_messages``): a crash right
        after it sends none of them. Meanwhile nothing of it is drawn anywhere
        (:meth:`_place_gone`), so it never shows in two places, and its changes are held and
        told once it is there (:meth:`on_change`); a move that fails lets them go where the
        table still is (its deleted channel: nowhere). ``"forbidden"``: Discord refused the
        post for a permission (403 Missing Permissions); ``"unseen"``: the bot may not see
        the channel (403 Missing Access); ``"later"``: any other failure (a 5xx, no answer, a
        write refused): the table is still paused in its deleted channel, its owed messages
        kept."""
        self._moving.add(table.id)
        try:
            moved = await self._moved(table, channel)
        finally:
            self._moving.discard(table.id)
            held = self._held.pop(table.id, [])
        if moved is None:
            logger.info("table %s: moved to channel %s", table.id, channel.id)
            if table.id in self._claims:
                self._claims[table.id] = True
            await self._seat_news_moved(table, held)
        # A step away or back made meanwhile: said in its new thread; not moved, the table
        # is as it was (its deleted channel: nothing is drawn or posted, an end drops what it
        # still owes).
        for change in held:
            await self.on_change(change)
        if moved is not None:
            return moved
        self._touch(table)
        return "moved"

    async def _seat_news_moved(self, table: LiveTable, held: list[TableChange]) -> None:
        """The table is in its new channel: a step away (or back, or a seat given) made
        while it sat in its deleted channel was told nowhere (nothing is posted there), and
        its people would not know why a computer plays a seat. Said now in the new thread,
        first, from the seat changes saved and not marked said (as a start-up says those a
        stop left unsaid: ``table_away.seat_news_owed``): the step-away notice with its
        **Take my seat back**, each marked said once Discord takes it, so no start-up says
        it again. Only what came after the last deal's result (what came before was told in
        the old thread, or is not known), and not a seat whose change the move held
        (``held``: said by that change itself, next)."""
        told = self.owed_lines.told.setdefault(table.id, set())
        told.update(
            c.seat for c in held if c.kind in ("seat", "away", "back") and c.seat is not None
        )
        settled = table.game.deals.settled if table.game is not None else 0
        try:
            language = await self.bot.public_lang(table.row.guild_id)
            queued = await seat_news_owed(self.bot, table, settled, language, told)
        except Exception:  # the move is made: a line not said must not undo its answer
            logger.exception("table %s: its seat changes while away not looked at", table.id)
            return
        if queued:
            self._touch(table).posts.extend(queued)

    async def _moved(self, table: LiveTable, channel: discord.TextChannel) -> MoveResult | None:
        """:meth:`move`'s work; None once the table is there."""
        language = await self.bot.public_lang(table.row.guild_id)
        payload = table_payload(
            table_title(table, language),
            play_text(table, language),
            table_components(table, language),
        )
        tries = self._move_tries.get(table.id, 0)
        kept = False
        try:  # where a crash after the post would leave its message (:meth:`_left_behind`)
            kept = await self.bot.db.keep_move_place(table.id, channel.id)
        except StorageError as exc:  # only that message would not be found: moved all the same
            logger.warning("table %s: where its move posts not kept (%s)", table.id, exc)
        posted: Payload = {**payload, "nonce": _move_nonce(table.id, channel.id, tries)}
        posted["enforce_nonce"] = True
        unanswered = False  # a post with no answer may be up, whatever its second try hears
        try:
            try:
                message_id = await wire.post_channel_message(self.bot.http, channel.id, posted)
            except NoAnswer as exc:  # it may be up: asked again, Discord gives it back
                logger.info("table %s: its moved message not answered (%s)", table.id, exc)
                unanswered = True
                message_id = await wire.post_channel_message(self.bot.http, channel.id, posted)
        except discord.HTTPException as exc:
            logger.warning("table %s: not moved (%s %s)", table.id, exc.status, exc.code)
            if kept and not unanswered and exc.status < 500:
                await self._unkeep_place(table.id, channel.id)
            if exc.code == MISSING_ACCESS:
                return "unseen"
            return "forbidden" if exc.code == MISSING_PERMISSIONS else "later"
        except (aiohttp.ClientError, OSError, TimeoutError) as exc:
            logger.warning("table %s: not moved (%r)", table.id, exc)
            return "later"
        message = channel.get_partial_message(message_id)
        thread_id: int | None = None
        opened = False
        try:
            thread_id = await open_thread(message, table.id, language)
            opened = True
            # The owed deletion messages are dropped in this same write (migration 0023).
            await self.bot.tables.set_messages(
                table.id, channel_id=channel.id, message_id=message_id, thread_id=thread_id
            )
        except Exception as exc:  # whatever failed after the post: nothing of it is left
            logger.warning("table %s: its move not made (%r); taken back", table.id, exc)
            self._move_tries[table.id] = tries + 1  # the next try posts anew
            # A thread hung off a message has the message's id: one whose opening failed
            # half-way may be there.
            thread = thread_id if opened else message_id
            await self._take_back(table.id, channel.id, message_id, thread)
            return "later"
        self._move_tries.pop(table.id, None)
        self._aside(self._left_behind(table.id, message_id), f"table-move-left-{table.id}")
        self._drop_box(table.id)  # none, as a rule: dropped when its channel went
        box = self._boxes[table.id] = Outbox(table)
        box.last_sent, box.sent_to = payload, message_id
        return None

    async def _unkeep_place(self, table_id: int, channel_id: int) -> None:
        """Discord refused the move's post in ``channel_id`` (a 4xx: nothing was posted), and
        the place was kept for this post only (an earlier move's, which may have left a
        message there, stays): dropped, so that no later move asks Discord for a channel
        holding nothing of the table (a row left is only looked through in vain)."""
        try:
            await self.bot.db.drop_move_places(table_id, [channel_id])
        except StorageError as exc:
            logger.warning("table %s: a place its move did not post in kept (%s)", table_id, exc)

    async def _left_behind(self, table_id: int, saved: int) -> None:
        """The move is saved, its message ``saved``: a table message an earlier move of the
        table posted and a crash left up before its save (its id saved nowhere) is taken
        down, with the thread hung off it (:meth:`_take_back`), rather than left in that
        channel with buttons that are only refused (``table_orphans.py``). Looked for in the
        latest messages (:data:`LOOK_BACK`) of each channel a move of the table posted in
        (kept before each post, migration 0025): a message of the bot's with no text of its
        own and the table's **My hand**, not ``saved``, is this table's message left behind,
        as a press on it would be told (``table_orphans.py``). A channel that could not be
        read for now (a 5xx, no answer) is looked through at the table's next move; one the
        bot may not read (403), like one further up, is left to ``table_orphans.py``."""
        me = self.bot.user
        try:
            places = await self.bot.db.move_places(table_id)
        except StorageError as exc:
            logger.warning("table %s: where its moves posted not read (%s)", table_id, exc)
            return
        if me is None:
            return
        looked: list[int] = []
        hand = ids.hand_id(table_id)
        for channel_id in places:
            try:
                messages = await self.bot.http.logs_from(channel_id, LOOK_BACK)
            except discord.NotFound:
                messages = []  # that channel is gone, and what was in it
            except discord.Forbidden:
                # The bot may not read it (any more): nor could it find anything there at a
                # later move, which would only ask again. A message left there is an orphan
                # whose buttons are refused (``table_orphans.py``).
                messages = []
            except Exception as exc:
                logger.info(
                    "table %s: channel %s not looked through (%r)", table_id, channel_id, exc
                )
                continue
            looked.append(channel_id)
            for message in messages:
                found = int(message["id"])
                mine = str((message.get("author") or {}).get("id")) == str(me.id)
                if found == saved or not mine or message.get("content"):
                    continue
                if hand in custom_ids(message):
                    logger.info("table %s: a table message a move left behind taken down", table_id)
                    # A thread hung off a message has the message's id.
                    await self._take_back(table_id, channel_id, found, found)
        try:
            await self.bot.db.drop_move_places(table_id, looked)
        except StorageError as exc:  # looked through again at its next move: nothing found
            logger.warning("table %s: where its moves posted not dropped (%s)", table_id, exc)

    async def _take_back(
        self, table_id: int, channel_id: int, message_id: int, thread_id: int | None
    ) -> None:
        """A move not made: its thread and message are deleted, each tried once. One left up
        (Discord did not answer) is an orphan whose buttons are refused and taken off at
        their first press (``table_orphans.py``)."""
        deletions: list[Coroutine[Any, Any, Any]] = []
        if thread_id is not None:
            deletions.append(self.bot.http.delete_channel(thread_id))
        deletions.append(self.bot.http.delete_message(channel_id, message_id))
        for deletion in deletions:
            try:
                await deletion
            except discord.NotFound:
                pass  # none there (no thread was opened)
            except Exception as exc:
                logger.warning("table %s: its moved message not taken back (%r)", table_id, exc)


def _move_nonce(table_id: int, channel_id: int, tries: int) -> str:
    """The nonce of a moved table's message (:meth:`TableCog.move`): the same for the same
    table, channel and try, so that a post whose answer was lost, or one a crash cut short
    before its move was saved, is given back by Discord (within its nonce window) to the
    move tried again there, not posted twice. Discord takes at most 25 characters."""
    digest = hashlib.sha256(f"move:{table_id}:{channel_id}:{tries}".encode()).digest()
    return str(int.from_bytes(digest[:8], "big"))
