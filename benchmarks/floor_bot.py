"""The floor: a bare discord.py bot whose only button is acknowledged and nothing else.

``/floor`` posts a message with one **Ack** button; a click on it is answered with ``defer``
(a deferred update: the least answer Discord accepts). The bot uses the same discord.py and
the same intents as the Boston bot, and discord.py's own dispatch of a click
(``DynamicItem``: the interaction's message parsed, the view store searched), which the
Boston bot skips with its router (``bot/routing.py``): what it costs per click is what any
discord.py bot pays before doing anything of its own. Run through
``benchmarks/bot_probe.py --floor``, pointed at the fake by the same environment variables as
``python -m bot``.

``run(busy=True)`` (``bot_probe.py --floor --busy``) is the *busy floor*: the same bot with no
game behind it that sends the Boston bot's requests the Boston bot's way. Each click is
answered by redrawing the clicked message with a payload of a hand view's size (callback type
7, through ``cogs/boston/wire.py``), and is followed, on average, by the Boston bot's other
requests per click (:data:`VIEW_EDITS_PER_CLICK` edits through the click's webhook token,
:data:`MESSAGE_EDITS_PER_CLICK` edits of the channel message), each as a task of its own, all
over the bot's lean transport (``bot/rest.py``). What it costs per click is what those
requests cost, with discord.py's dispatch of the click, whatever the bot draws or decides:
about the part of the Boston bot's CPU that no cut in its own code can remove (a little more,
as the Boston bot's router is leaner than that dispatch; issue #17, ``docs/performance.md``,
"Thirty-third pass").
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Coroutine
from typing import Any

import discord
import discord.gateway
import discord.http
import yarl
from discord import app_commands

from bot import rest
from bot.discord_app import INTENTS
from cogs.boston import wire
from cogs.boston.components import Component, button, row, text

VIEW_EDITS_PER_CLICK = 1.51
"""Hand views redrawn through a webhook token per click, as the Boston bot's sweeps count them
at 200 tables (``docs/performance.md``: 1.50–1.51 in every pass since the tenth)."""
MESSAGE_EDITS_PER_CLICK = 0.69
"""Table-message edits per click, counted the same way (0.68–0.69)."""

ACK_TEMPLATE = r"floor:(?P<n>\d+)"


class Ack(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ACK_TEMPLATE):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Ack", custom_id=f"floor:{n}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Ack:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        client = interaction.client
        if isinstance(client, Floor) and client.busy:
            await client.answer_busy(interaction, self.custom_id)
            return
        await interaction.response.defer()


def busy_payload(ack: str, lines: int) -> list[Component]:
    """About a Boston hand view's payload (2.3 KB of JSON at ``lines=8``): a text, three rows
    of card buttons and a row with **Ack**, ids and labels as long as the bot's."""
    content = "\n".join(
        f"Line {n}: East 5♠ · South 2♠ · West 6 spel i högsta färg" for n in range(lines)
    )
    cards = [
        button(f"boston:act:100:200:play.{n}{suit}", f"{n}{suit}", 2, disabled=True)
        for suit in "SHC"
        for n in range(2, 7)
    ]
    rows = [row(cards[i : i + 5]) for i in range(0, len(cards), 5)]
    return [text(content), *rows, row([button(ack, "Ack", 1), button("floor:more", "More", 2)])]


def _rounds(owed: float, per_click: float) -> tuple[int, float]:
    """How many whole requests are due after one more click, and what is carried over."""
    owed += per_click
    whole = int(owed)
    return whole, owed - whole


class Floor(discord.Client):
    def __init__(self, *, busy: bool = False) -> None:
        super().__init__(intents=INTENTS)  # the Boston bot's own
        self.tree = app_commands.CommandTree(self)
        self.busy = busy
        self._owed_views = self._owed_messages = 0.0
        self._tasks: set[asyncio.Task[None]] = set()
        self._payloads: dict[str, tuple[list[Component], dict[str, Any]]] = {}

    def _drawn(self, ack: str) -> tuple[list[Component], dict[str, Any]]:
        """A table's view and message payloads, made once: the busy floor draws nothing."""
        drawn = self._payloads.get(ack)
        if drawn is None:
            message = {"components": busy_payload(ack, 6), "flags": 1 << 15}
            drawn = self._payloads[ack] = (busy_payload(ack, 8), message)
        return drawn

    async def answer_busy(self, interaction: discord.Interaction, ack: str) -> None:
        """The click answered as the Boston bot answers a move, then its other requests."""
        view, payload = self._drawn(ack)
        await wire.update_components(interaction, view)
        message = interaction.message
        views, self._owed_views = _rounds(self._owed_views, VIEW_EDITS_PER_CLICK)
        edits, self._owed_messages = _rounds(self._owed_messages, MESSAGE_EDITS_PER_CLICK)
        followup = wire.followup_of(interaction)
        for _ in range(views):
            self._spawn(wire.edit_original(followup, view))
        if message is not None:
            channel_id, message_id = message.channel.id, message.id
            for _ in range(edits):
                self._spawn(wire.edit_channel_message(self.http, channel_id, message_id, payload))

    def _spawn(self, request: Coroutine[Any, Any, None]) -> None:
        task = asyncio.create_task(request)
        self._tasks.add(task)  # held until done: the loop keeps only a weak reference
        task.add_done_callback(self._tasks.discard)

    async def setup_hook(self) -> None:
        if self.busy:
            rest.install(self.http)  # the Boston bot's transport, as it installs it
        self.add_dynamic_items(Ack)

        @self.tree.command(description="a button to click")
        async def floor(interaction: discord.Interaction) -> None:  # pyright: ignore[reportUnusedFunction]
            view = discord.ui.View(timeout=None)
            view.add_item(Ack(interaction.id % 1000))
            view.stop()
            await interaction.response.send_message("floor", view=view)

        await self.tree.sync()


def run(*, busy: bool = False) -> None:
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    Floor(busy=busy).run(os.environ["DISCORD_TOKEN"], log_handler=None)
