"""The Table cog: the public side of a table — its message, the result of each deal, and the
private protocol sheet.

It subscribes to the table service. A change only marks the table's message dirty and queues
what must be posted; one worker task per table then posts in order and edits the message with
the latest state, at most once per ``edit_interval`` seconds, so bursts of moves (computers,
fast players) cost one edit and Discord's rate limits are never reached. The last state is
always drawn, because the worker runs until nothing is dirty.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.engine.game import Game
from bot.i18n import Lang, t
from bot.tables import TableChange, log
from bot.tables.service import LiveTable
from cogs.boston import ids
from cogs.boston.common import bot_of, cog_of, lang, tell
from cogs.boston.errors import answered
from cogs.boston.lobby import lobby_view
from cogs.boston.play import HandButton, SeatButton
from cogs.boston.protocol_parts import protocol_parts
from cogs.boston.render import (
    closed_text,
    final_text,
    lobby_text,
    names,
    play_text,
    result_text,
    seat_mention,
    table_title,
)

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)

Button = discord.ui.Button[Any]
MAX_EDIT_RETRIES = 3
"""Attempts to redraw a table message after Discord answered an edit with a server error."""
NOTICES = ("reminder", "away", "back", "paused", "resumed", "attention")
"""Changes that post a short line in the table's thread."""


class ProtocolButton(discord.ui.DynamicItem[Button], template=ids.PROTOCOL_TEMPLATE):
    def __init__(self, table_id: int, label: str = "") -> None:
        button = Button(
            label=label or None,
            style=discord.ButtonStyle.secondary,
            custom_id=ids.protocol_id(table_id),
        )
        super().__init__(button)
        self.table_id = table_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ProtocolButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(
            interaction, cog_of(interaction, TableCog).show_protocol(interaction, self.table_id)
        )


def table_view(table: LiveTable, language: Lang) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    if table.options.mode == "play":  # a scorekeeping table deals no hands
        view.add_item(
            HandButton(table.id, t(language, "table.my_hand"), discord.ButtonStyle.primary)
        )
    view.add_item(ProtocolButton(table.id, t(language, "table.protocol")))
    view.stop()
    return view


def protocol_view(table: LiveTable, language: Lang) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ProtocolButton(table.id, t(language, "table.protocol")))
    view.stop()
    return view


@dataclass(slots=True)
class _Outbox:
    """What one table still owes Discord."""

    table: LiveTable
    dirty: bool = False
    closed: str | None = None
    posts: deque[tuple[str, discord.ui.View | None]] = field(default_factory=lambda: deque())
    last_edit: float = float("-inf")
    task: asyncio.Task[None] | None = None
    failed_edits: int = 0


class TableCog(commands.Cog, name="Table"):
    def __init__(self, bot: BostonBot, edit_interval: float) -> None:
        self.bot = bot
        self.edit_interval = edit_interval
        self._boxes: dict[int, _Outbox] = {}
        self._unsubscribe: Callable[[], None] | None = None

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(ProtocolButton)
        self._unsubscribe = self.bot.tables.subscribe(self.on_change)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(ProtocolButton)
        if self._unsubscribe is not None:
            self._unsubscribe()

    @commands.Cog.listener()
    async def on_tables_loaded(self) -> None:
        """After a restart every table's message is drawn again from the replayed state."""
        for table in self.bot.tables.tables():
            self._touch(table)

    # --- changes from the service ------------------------------------------------------------

    async def on_change(self, change: TableChange) -> None:
        box = self._boxes.get(change.table_id)
        table = self.bot.tables.find(change.table_id)
        if table is None and box is not None:
            table = box.table  # closed or cancelled: the service has let go of it
        if table is None:
            return
        language = await self.bot.public_lang(table.row.guild_id)
        box = self._touch(table)
        game = table.game
        if change.kind in NOTICES:
            notice = self._notice(table, change, language)
            if notice is not None:
                box.posts.append(notice)
        elif change.kind == "cancelled":
            box.closed = "cancelled"
        elif change.kind == "close":
            box.closed = "finished"
            if change.settlement is not None and change.settlement.lines:
                box.posts.append((final_text(table, change.settlement, language), None))
            elif table.game is not None:
                box.posts.append((final_text(table, None, language), None))
        elif change.settlement is not None and change.deal_no is not None and game is not None:
            entry = game.deals[change.deal_no - 1]
            text = result_text(table, game, entry, change.settlement, language)
            box.posts.append((text, protocol_view(table, language)))
        # The merge question calls its player like every turn: a turn notice (notices.py).

    def _notice(
        self, table: LiveTable, change: TableChange, language: Lang
    ) -> tuple[str, discord.ui.View | None] | None:
        """A short public line for a timer or a pause; names and mentions only, no cards."""
        if change.kind in ("paused", "resumed"):
            return t(language, f"notice.{change.kind}"), None
        seat = change.seat
        if seat is None:
            return None
        if change.kind == "reminder":
            return t(language, "notice.reminder", who=seat_mention(table, seat)), None
        if change.kind == "attention":
            people = [
                seat_mention(table, s) for s in sorted(table.seats) if not table.is_computer(s)
            ]
            owners = [f"<@{p}>" for p in table.options.away.values()]
            who = " ".join(people + owners) or t(language, "table.title", id=table.id)
            return t(language, "notice.attention", who=who, seat=seat), None
        owner = table.options.away.get(seat)
        who = f"<@{owner}>" if owner is not None else seat_mention(table, seat)
        if change.kind == "away":
            view = discord.ui.View(timeout=None)
            view.add_item(SeatButton(table.id, "back", t(language, "seat.back")))
            view.stop()
            return t(language, "notice.away", who=who), view
        return t(language, "notice.back", who=seat_mention(table, seat)), None

    def _touch(self, table: LiveTable) -> _Outbox:
        box = self._boxes.get(table.id)
        if box is None:
            box = self._boxes[table.id] = _Outbox(table)
        box.dirty = True
        if box.task is None or box.task.done():
            box.task = asyncio.create_task(self._work(box), name=f"bot:table-{table.id}")
        return box

    # --- the worker -----------------------------------------------------------------------

    async def _work(self, box: _Outbox) -> None:
        loop = asyncio.get_running_loop()
        table = box.table
        while box.posts or box.dirty:
            while box.posts:
                text, view = box.posts.popleft()
                await self._post(table, text, view)
            if box.dirty:
                wait = box.last_edit + self.edit_interval - loop.time()
                if wait > 0:
                    # Changes arriving meanwhile only set ``dirty``: one edit carries them all.
                    await asyncio.sleep(wait)
                box.dirty = False
                await self._edit(box)
                box.last_edit = loop.time()
        if box.closed is not None:
            self._boxes.pop(table.id, None)

    async def _post(self, table: LiveTable, text: str, view: discord.ui.View | None) -> None:
        place = table.row.thread_id or table.row.channel_id
        channel = self.bot.get_partial_messageable(place)
        try:
            if view is None:
                await channel.send(text)
            else:
                await channel.send(text, view=view)
        except discord.HTTPException as exc:
            logger.warning("table %s: could not post (%s %s)", table.id, exc.status, exc.code)

    async def _edit(self, box: _Outbox) -> None:
        table = box.table
        message_id = table.row.message_id
        if message_id is None:
            return
        language = await self.bot.public_lang(table.row.guild_id)
        title = table_title(table, language)
        view: discord.ui.View | None
        if box.closed is not None:
            text = closed_text(table, language, cancelled=box.closed == "cancelled")
            view = None
        elif table.status == "lobby":
            text, view = lobby_text(table, language), lobby_view(table, language)
        else:
            text, view = play_text(table, language), table_view(table, language)
        message = self.bot.get_partial_messageable(table.row.channel_id).get_partial_message(
            message_id
        )
        try:
            await message.edit(embed=discord.Embed(title=title, description=text), view=view)
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: could not edit its message (%s %s)", table.id, exc.status, exc.code
            )
            # Discord's passing trouble (503 is not retried by discord.py): draw again after
            # the interval, or the message keeps naming the wrong person on turn.
            if exc.status >= 500 and box.failed_edits < MAX_EDIT_RETRIES:
                box.failed_edits += 1
                box.dirty = True
            return
        box.failed_edits = 0

    # --- the protocol ---------------------------------------------------------------------

    async def show_protocol(self, interaction: discord.Interaction, table_id: int) -> None:
        """The protocol privately: the picture (traditional payment) and the text sheet."""
        language = lang(interaction)
        box = self._boxes.get(table_id)
        table = bot_of(interaction).tables.find(table_id) or (box.table if box else None)
        if table is not None and table.row.guild_id == interaction.guild_id:
            game, seat_names = table.game, names(table)
        else:
            game, seat_names = await self._stored_game(table_id, interaction.guild_id)
        if game is None:
            await tell(interaction, t(language, "protocol.none"))
            return
        text, picture = protocol_parts(
            game, seat_names, language, t(language, "table.title", id=table_id)
        )
        if picture is None:
            await tell(interaction, text)
            return
        file = discord.File(io.BytesIO(picture), filename=f"protocol-{table_id}.png")
        if interaction.response.is_done():
            await interaction.followup.send(text, file=file, ephemeral=True)
        else:
            await interaction.response.send_message(text, file=file, ephemeral=True)

    async def _stored_game(
        self, table_id: int, guild_id: int | None
    ) -> tuple[Game | None, list[str]]:
        """A finished table's game rebuilt from its log (the service has let go of it)."""
        row = await self.bot.db.table(table_id)
        if row is None or row.guild_id != guild_id:
            return None, []
        events = await self.bot.db.event_log(table_id)
        if not events:
            return None, []
        seats = {a.seat: a.display_name for a in await self.bot.db.seats(table_id)}
        return log.game_from_events(events), [seats.get(s, str(s)) for s in (1, 2, 3, 4)]


async def setup(bot: commands.Bot) -> None:
    from bot.discord_app import BostonBot

    assert isinstance(bot, BostonBot)
    await bot.add_cog(TableCog(bot, bot.edit_interval))
