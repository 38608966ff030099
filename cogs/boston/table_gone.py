"""A table's channel or thread deleted under it (a mixin of the Table cog,
``cogs/boston/table.py``): a moderator's deletion, told by the gateway or found later (a
look at start-up, a new session, the bot's return; a post answered Unknown Channel), puts the
channel's tables aside (a game paused where it stood, a lobby cancelled), and nothing is drawn
or posted there any more; its people are told by a direct message, kept until sent (migration
0023), each at most once, sent again by a start-up if a close or a crash came first, dropped
once stale. A deleted thread alone only sends the table's lines to its channel. Moving a paused
table to another channel is ``table_move.py``'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.i18n import Lang, t
from bot.tables import Refused
from bot.tables.service import LiveTable
from cogs.boston.table_drawing import UNKNOWN_CHANNEL
from db.errors import StorageError
from db.repos.gone import GoneNotice

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

ASK_WAIT = 10.0
"""Seconds a look waits at most for Discord's word on a channel its server does not list
(:meth:`TableGone._deleted`): no answer leaves the channel's tables as they are."""


class TableGone:
    """The Table cog's part for deleted channels and threads (``TableCog`` inherits it; its
    listeners are the cog's: discord.py collects them along the class's bases)."""

    # The cog's state this part uses: initialised in one place, ``TableCog.__init__``, where
    # each is described.
    bot: BostonBot
    _gone: set[int]
    _asking: set[int]
    _putting_aside: dict[int, asyncio.Event]
    _moving: set[int]

    if TYPE_CHECKING:  # the cog's own (``table.py``) and the move's (``table_move.py``)

        def _drop_box(self, table_id: int) -> None: ...

        def _aside(self, work: Coroutine[Any, Any, None], name: str) -> None: ...

        def _left_for_move(self, notice: GoneNotice, kept: bool) -> bool: ...

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """A moderator deleted a channel (its threads go with it): its tables are put aside
        (:meth:`places_gone`)."""
        await self.places_gone(channel.guild.id, {channel.id})

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """A table's thread was deleted, its channel kept (the table message is there): the
        table's lines go to the channel from now on, as when a post finds the thread gone
        (:meth:`thread_trouble`). The threads of a deleted channel are its tables' (put
        aside by :meth:`on_guild_channel_delete`)."""
        for table in list(self.bot.tables.tables()):
            row = table.row
            if row.thread_id != payload.thread_id or self._place_gone(table):
                continue
            try:
                await self.bot.tables.set_messages(table.id, thread_id=None)
            except (Refused, StorageError) as exc:  # the next post finds it gone instead
                logger.warning("table %s: its deleted thread not let go (%r)", table.id, exc)
                continue
            logger.info("table %s: its thread was deleted; its lines go to its channel", table.id)

    def _place_gone(self, table: LiveTable) -> bool:
        """Whether the table's channel is known to be deleted (or it is being moved from one
        deleted: :meth:`move`)."""
        return table.row.channel_id in self._gone or table.id in self._moving

    async def place_gone(self, table: LiveTable) -> bool:
        """Whether the table's channel is deleted (for ``/boston resume``). A channel its
        server lists is there: one known gone, back in the server as the gateway brings it,
        was a wrong verdict, forgotten now. One the server does not list is asked of Discord
        (:meth:`_deleted`), unless known gone already."""
        channel_id = table.row.channel_id
        guild = self.bot.get_guild(table.row.guild_id)
        if guild is None or guild.unavailable:
            return self._place_gone(table)  # not known: left (a server's own case), or an outage
        if guild.get_channel(channel_id) is not None:
            if channel_id in self._gone:  # a wrong verdict: what it told nobody is told
                self._gone.discard(channel_id)
                await self._drop_owed(table.id)
            return False
        return self._place_gone(table) or await self._deleted(channel_id)

    async def _deleted(self, channel_id: int) -> bool:
        """Whether Discord says the channel is deleted (404 Unknown Channel). A channel missing
        from its server as the gateway brought it is not taken as deleted on that alone: any
        other answer (403: the bot may not see it; a 5xx; no answer) leaves it be (logged),
        for a later look to ask again."""
        try:
            async with asyncio.timeout(ASK_WAIT):
                await self.bot.http.get_channel(channel_id)
        except discord.NotFound as exc:
            if exc.code == UNKNOWN_CHANNEL:
                return True
            logger.warning(
                "channel %s: not listed, not known deleted (404 %s)", channel_id, exc.code
            )
        except Exception as exc:  # its tables are left as they are: a deletion is never guessed
            logger.warning("channel %s: not listed, not known deleted (%r)", channel_id, exc)
        else:
            logger.info("channel %s: not listed by its server, but there", channel_id)
        return False

    async def _look_for_gone(self, guild: discord.Guild | None = None) -> None:
        """The server as the gateway brought it (a start-up, a new session, the bot's
        return; None: every server, in one look over the tables): a table whose channel it
        no longer lists, and Discord says is deleted (:meth:`_deleted`), was deleted while the
        bot could not hear of it, and is put aside."""
        found: dict[int, set[int]] = {}
        for table in self.bot.tables.tables():
            row = table.row
            if guild is not None and row.guild_id != guild.id:
                continue
            server = guild or self.bot.get_guild(row.guild_id)
            if server is None or server.unavailable or server.get_channel(row.channel_id):
                continue  # left (a case of its own), in an outage, or there
            if row.channel_id in self._gone or row.channel_id in self._asking:
                continue  # put aside already, or being asked about by another look
            found.setdefault(row.guild_id, set()).add(row.channel_id)
        for guild_id, places in found.items():
            self._asking.update(places)
            try:
                deleted = {place for place in places if await self._deleted(place)}
            finally:
                self._asking.difference_update(places)
            if deleted:
                await self.places_gone(guild_id, deleted)

    def _gone_found(self, table: LiveTable) -> None:
        """Discord answered Unknown Channel for the table's channel itself: a deletion no
        event told (missed while the bot was disconnected). Put aside in a task of its own:
        the table's worker, which may be the one asking, is let go by it."""
        if self._place_gone(table):
            return
        work = self.places_gone(table.row.guild_id, {table.row.channel_id})
        self._aside(work, f"table-gone-{table.id}")

    async def places_gone(self, guild_id: int, places: set[int]) -> None:
        """Channels of the server were deleted: nobody can see or click their tables any
        more, and a turn timer would hand every seat to a computer and play the game out
        unseen, to be counted in stats and ratings. So each game in play there is paused
        where it stood, and each lobby cancelled, as when the bot is removed from a server
        (``TableService.leave_server``); nothing is drawn or posted there any more. The
        direct messages telling the people are kept first, in one write (migration 0023:
        a close or a crash right after the pauses still leaves them owed), then every table
        is put aside before anyone is told (a wait on Discord would leave the next one's
        timer running): the messages are sent afterwards, aside (:meth:`_send_gone`). Those
        of a table nothing was done to (paused or ended meanwhile by someone else, or a
        write refused) are dropped again. A paused game stays kept: its host or a member
        with Manage Server moves it (``/boston resume`` elsewhere: :meth:`move`) or ends it
        with ``/boston abandon``."""
        found = [
            table
            for table in self.bot.tables.tables()
            if table.row.guild_id == guild_id and table.row.channel_id in places
        ]
        for table in found:  # at once: the lines and edits of its changes go nowhere now
            self._gone.add(table.row.channel_id)
            self._drop_box(table.id)
        # A deletion told twice: the tables being put aside already are that one's.
        todo = [table for table in found if table.id not in self._putting_aside]
        for table in todo:
            self._putting_aside[table.id] = asyncio.Event()
        try:
            # As it stands now; a lobby started meanwhile is said again after (below).
            guess = {t.id: t.status == "lobby" for t in todo if t.status in ("lobby", "playing")}
            notices = _notices(guild_id, [(t, guess[t.id]) for t in todo if t.id in guess])
            kept = await self._keep_gone(guild_id, notices)
            told: list[tuple[LiveTable, bool]] = []
            for table in todo:
                try:
                    lobby = await self._put_aside(table)
                except Exception:
                    logger.exception("table %s: its channel is gone; not put aside", table.id)
                    lobby = None
                finally:
                    self._putting_aside.pop(table.id).set()
                if lobby is not None:
                    told.append((table, lobby))
                if kept and table.id in guess and lobby != guess[table.id]:
                    await self._drop_owed(table.id)  # nothing to tell, or told otherwise
                    if lobby is not None:  # not kept: its people are not told (logged)
                        await self._keep_gone(guild_id, _notices(guild_id, [(table, lobby)]))
        finally:  # cancelled (the bot closing): nobody waits for these any more
            for table in todo:
                waited = self._putting_aside.pop(table.id, None)
                if waited is not None:
                    waited.set()
        if told:
            work = self._send_gone(_notices(guild_id, told), kept=kept)
            self._aside(work, f"table-gone-told-{guild_id}")

    async def put_aside_now(self, table: LiveTable) -> None:
        """``/boston resume`` found the table's channel deleted (:meth:`place_gone`) while it
        is not put aside yet (still playing, or a lobby): it is put aside now
        (:meth:`places_gone`), or, where that is under way already, once it is done."""
        waiting = self._putting_aside.get(table.id)
        if waiting is not None:
            await waiting.wait()
        elif table.status in ("lobby", "playing"):
            await self.places_gone(table.row.guild_id, {table.row.channel_id})

    async def _keep_gone(self, guild_id: int, notices: list[GoneNotice]) -> bool:
        """Keep ``notices`` owed (migration 0023); whether they were. Not kept, they are sent
        all the same (a close meanwhile loses them)."""
        if not notices:
            return True
        try:
            await self.bot.db.keep_gone_notices(notices)
        except StorageError as exc:
            logger.warning("server %s: the deleted channel's messages not kept (%s)", guild_id, exc)
            return False
        return True

    async def _drop_owed(self, table_id: int) -> None:
        """The messages still owed about the table's deleted channel are stale (it moved,
        its channel is there after all, nothing was done to it): none is sent."""
        try:
            await self.bot.db.drop_gone_notices(table_id)
        except StorageError as exc:  # the next start-up finds them stale (:meth:`_stale`)
            logger.warning("table %s: its stale deletion messages not dropped (%s)", table_id, exc)

    async def _put_aside(self, table: LiveTable) -> bool | None:
        """:meth:`places_gone`, for one table: whether it was a lobby (cancelled) or a game
        (paused); None where nothing was done (nobody is told)."""
        tables = self.bot.tables
        host = table.row.host_player_id
        was = table.status
        try:
            if table.status == "lobby":
                try:
                    await tables.cancel(table.id, host, admin=True, lobby_only=True)
                except Refused:
                    if table.status != "playing":
                        raise
                    # Started meanwhile (another process): a game in play, paused.
            if table.status == "playing" and tables.find(table.id) is table:
                await tables.pause(table.id, host, admin=True)
        except (Refused, StorageError) as exc:
            if table.status in ("lobby", "playing") and tables.find(table.id) is table:
                logger.warning("table %s: its channel is gone; not put aside (%r)", table.id, exc)
                self._gone.discard(table.row.channel_id)  # drawn; a later look tries again
            return None  # else paused or ended meanwhile, by someone else: nothing to tell
        if was not in ("lobby", "playing"):
            return None
        logger.info("table %s: its channel was deleted; put aside (%s)", table.id, was)
        return was == "lobby" and table.game is None

    async def tell_owed_gone(self) -> None:
        """Start-up: the messages about a deleted channel that the last process kept and did
        not send (it closed or crashed first) are sent now, each at most once."""
        try:
            notices = await self.bot.db.gone_notices(shards=self.bot.tables.shards)
        except StorageError as exc:
            logger.warning("the deleted channels' messages owed not read (%s)", exc)
            return
        if notices:
            logger.info("%d message(s) about a deleted channel owed; sending", len(notices))
            await self._send_gone(notices)

    async def _send_gone(self, notices: list[GoneNotice], *, kept: bool = True) -> None:
        """Send each of ``notices``. A kept one is taken (its row deleted) after its direct
        channel is opened and just before it is sent: another sender (a start-up, another
        process) finds it taken and sends nothing, so nobody is told twice (at most once: a
        crash in the send itself loses that one). One whose direct channel Discord would not
        open for now (a 5xx, a 429, no answer) stays kept, for the next start-up; one it
        refuses for good (a 4xx: Unknown User, no direct messages from the bot) is dropped,
        not asked again at every start-up. A kept one gone stale (:meth:`_stale`) is dropped
        unsent. One who takes no direct messages, or whose message fails, is not told so
        (logged; their hand view, if open, says the table is paused; ``/boston resume`` says
        why): the others still are."""
        publics: dict[int, Lang] = {}
        for notice in notices:
            table_id, user_id = notice.table_id, notice.user_id
            if table_id in self._putting_aside:
                continue  # the put-aside under way sends it once it is done (or drops it)
            if self._left_for_move(notice, kept):
                continue
            if kept and self._stale(notice):
                with contextlib.suppress(StorageError):  # else the next start-up drops it
                    await self.bot.db.take_gone_notice(table_id, user_id)
                continue
            try:
                if notice.guild_id not in publics:
                    publics[notice.guild_id] = await self.bot.public_lang(notice.guild_id)
            except Exception as exc:
                logger.warning("server %s: its language not read (%r)", notice.guild_id, exc)
                publics[notice.guild_id] = "en"
            language = self.bot.reader_of(user_id) or publics[notice.guild_id]
            key = "gone.cancelled" if notice.lobby else "gone.paused"
            try:
                try:
                    channel = await self.bot.create_dm(discord.Object(id=user_id))
                except discord.HTTPException as exc:
                    if kept and exc.status < 500 and exc.status != 429:
                        await self.bot.db.take_gone_notice(table_id, user_id)  # for good
                    raise
                if self._left_for_move(notice, kept):
                    continue  # claimed while its direct channel was opened
                if kept and not await self.bot.db.take_gone_notice(table_id, user_id):
                    continue  # sent already, by another sender
                await channel.send(t(language, key, id=table_id))
            except (discord.HTTPException, StorageError) as exc:
                logger.info(
                    "table %s: %s not told its channel is gone (%r)", table_id, user_id, exc
                )
            except Exception as exc:  # a network error: the next person is still told
                logger.warning(
                    "table %s: %s not told its channel is gone (%r)", table_id, user_id, exc
                )

    def _stale(self, notice: GoneNotice) -> bool:
        """Whether a kept message about a deleted channel would no longer be true: a paused
        game's (a cancelled lobby's always is) whose table has ended or been abandoned since,
        is no longer paused (resumed where it was: its channel was there after all), or whose
        channel its server lists (moved, or there after all; not known at start-up, before
        the gateway brings the server)."""
        if notice.lobby:
            return False
        table = self.bot.tables.find(notice.table_id)
        if table is None or table.status != "paused":
            return True
        guild = self.bot.get_guild(notice.guild_id)
        if guild is None or guild.unavailable:
            return False
        return guild.get_channel(table.row.channel_id) is not None


def _notices(guild_id: int, told: list[tuple[LiveTable, bool]]) -> list[GoneNotice]:
    """The direct messages owed about the server's deleted channel: one to each person of
    each table (:func:`_people`; ``lobby``: cancelled, else paused)."""
    return [
        GoneNotice(table.id, user_id, guild_id, lobby)
        for table, lobby in told
        for user_id in _people(table)
    ]


def _people(table: LiveTable) -> list[int]:
    """Who is told of the table's deleted channel: its host, the people seated, and those a
    computer keeps a seat for, each once."""
    people = [table.row.host_player_id]
    people += [a.player_id for a in table.seats.values() if a.player_id is not None]
    people += list(table.options.away.values())
    return list(dict.fromkeys(people))
