"""The Live cog: open hand views that follow the game.

A hand view is an ephemeral message, so only the interaction that drew it can change it,
through its webhook token, and only for 15 minutes. This cog keeps, per table and player, the
newest hand view and the interaction that last drew it. When the table moves, the view is
marked dirty; one worker per view then redraws it with the table's latest state (the seat's
playable cards enabled when it is on turn), no more often than ``edit_interval`` seconds, so a
burst of moves costs one edit. Once the token is about to expire (measured with ``clock``,
which tests replace) the view is let go without another request: the turn notice's button
(``cogs/boston/notices.py``) or **My hand** opens a fresh one. When the game ends, each open
view is redrawn once to point at the result.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.i18n import Lang, lang_of, t
from bot.tables import TableChange
from cogs.boston import components, wire

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

TOKEN_LIFETIME = 15 * 60.0
"""Seconds an interaction token may edit its response (Discord's limit)."""
TOKEN_MARGIN = 60.0
"""Stop editing a minute early: Discord's clock started when it created the interaction, a
little before the bot answered it, and a request in flight must not outlive the token."""

Clock = Callable[[], float]


@dataclass(slots=True, eq=False)
class OpenView:
    """One player's newest hand view at one table and the interaction that last drew it."""

    table_id: int
    user_id: int
    message_id: int
    interaction: discord.Interaction
    issued: float
    """``clock()`` when the interaction was answered: the token's age counts from here."""
    language: Lang
    seq: int
    """The table's sequence number the view shows."""
    dirty: bool = False
    ended: bool = False
    last_edit: float = float("-inf")
    task: asyncio.Task[None] | None = None


async def ended_text(bot: BostonBot, table_id: int, guild_id: int | None, language: Lang) -> str:
    """What a hand view of a table the service has let go of says: where the result is, or
    that it was cancelled (or never existed). A table of another server is "no such table"."""
    row = await bot.db.table(table_id)
    if row is not None and row.guild_id != guild_id:
        row = None
    if row is not None and row.status == "finished":
        return t(language, "hand.ended", place=f"<#{row.thread_id or row.channel_id}>")
    if row is not None and row.status == "abandoned":
        return t(language, "hand.cancelled")
    return t(language, "refused.no_table")


class LiveCog(commands.Cog, name="Live"):
    def __init__(self, bot: BostonBot, edit_interval: float, clock: Clock = time.monotonic) -> None:
        self.bot = bot
        self.edit_interval = edit_interval
        self.clock = clock
        self._views: dict[int, dict[int, OpenView]] = {}
        self._held: dict[tuple[int, int], int] = {}
        self._unsubscribe: Callable[[], None] | None = None

    async def cog_load(self) -> None:
        self._unsubscribe = self.bot.tables.subscribe(self.on_change)

    async def cog_unload(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        for views in self._views.values():
            for view in views.values():
                if view.task is not None:
                    view.task.cancel()
        self._views.clear()

    # --- the registry ----------------------------------------------------------------------

    def drawn(
        self, interaction: discord.Interaction, table_id: int, message_id: int | None, seq: int
    ) -> None:
        """A hand view showing the table at ``seq`` was just drawn in answer to
        ``interaction``: it becomes the player's live view (an older one is left as it is)."""
        if message_id is None:
            return
        views = self._views.setdefault(table_id, {})
        user_id = interaction.user.id
        view = views.get(user_id)
        language = lang_of(interaction.locale)
        if view is None or view.message_id != message_id:
            view = views[user_id] = OpenView(
                table_id, user_id, message_id, interaction, self.clock(), language, seq
            )
            return
        view.interaction, view.issued = interaction, self.clock()
        view.language, view.seq = language, seq

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
                self._start(view)

    def is_live(self, table_id: int, user_id: int) -> bool:
        """Whether the player has a hand view of the table that this bot can still edit."""
        view = self._views.get(table_id, {}).get(user_id)
        return view is not None and not self._expired(view)

    def views(self, table_id: int) -> list[OpenView]:
        return list(self._views.get(table_id, {}).values())

    def _expired(self, view: OpenView) -> bool:
        return self.clock() - view.issued >= TOKEN_LIFETIME - TOKEN_MARGIN

    def _current(self, view: OpenView) -> bool:
        return self._views.get(view.table_id, {}).get(view.user_id) is view

    def _drop(self, view: OpenView) -> None:
        views = self._views.get(view.table_id)
        if views is not None and views.get(view.user_id) is view:
            del views[view.user_id]
            if not views:
                del self._views[view.table_id]

    # --- changes from the service ------------------------------------------------------------

    async def on_change(self, change: TableChange) -> None:
        ended = change.kind in ("close", "cancelled")
        for view in self.views(change.table_id):
            if self._expired(view):
                self._drop(view)  # no request: the token cannot edit any more
                continue
            if view.seq == change.seq and not ended:
                continue
            view.dirty = True
            view.ended = view.ended or ended
            self._start(view)

    def _start(self, view: OpenView) -> None:
        if view.task is None or view.task.done():
            name = f"cogs:live-{view.table_id}-{view.user_id}"
            view.task = asyncio.create_task(self._work(view), name=name)

    async def _work(self, view: OpenView) -> None:
        loop = asyncio.get_running_loop()
        key = (view.table_id, view.user_id)
        while view.dirty and self._current(view) and key not in self._held:
            wait = view.last_edit + self.edit_interval - loop.time()
            if wait > 0:
                # Moves arriving meanwhile only set ``dirty``: one edit carries them all.
                await asyncio.sleep(wait)
                if key in self._held:
                    return  # a click is answering: ``holding`` starts us again after it
            view.dirty = False
            if self._expired(view):
                self._drop(view)
                return
            if not await self._redraw(view):
                self._drop(view)
                return
            view.last_edit = loop.time()
        if view.ended:
            self._drop(view)

    async def _redraw(self, view: OpenView) -> bool:
        """Edit the view with the table's latest state; False when it cannot be edited again."""
        from cogs.boston.play import PlayCog

        table = self.bot.tables.find(view.table_id)
        try:
            if table is None or view.ended:
                guild = view.interaction.guild_id
                text = await ended_text(self.bot, view.table_id, guild, view.language)
                await wire.edit_original(view.interaction, [components.text(text)])
                return False
            if table.seq == view.seq:
                return True
            play = self.bot.get_cog(PlayCog.__cog_name__)
            assert isinstance(play, PlayCog)
            seq = table.seq
            drawn = await play.hand_view(table, view.user_id, view.language)
            if drawn is None:
                return True
            await wire.edit_original(view.interaction, drawn)
            view.seq = seq
            if table.seq != seq:
                view.dirty = True  # it moved while the edit was on its way
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
    await bot.add_cog(LiveCog(bot, bot.edit_interval))
