"""The floor: a bare discord.py bot whose only button is acknowledged and nothing else.

``/floor`` posts a message with one **Ack** button; a click on it is answered with ``defer``
(a deferred update: the least answer Discord accepts). The bot uses the same discord.py, the
same intents and the same ``DynamicItem`` dispatch as the Boston bot, so what it costs per
click is what any discord.py bot pays before doing anything of its own. Run through
``benchmarks/bot_probe.py --floor``, pointed at the fake by the same environment variables as
``python -m bot``.
"""

from __future__ import annotations

import os
import re
from typing import Any

import discord
import discord.gateway
import discord.http
import yarl
from discord import app_commands

from bot.discord_app import INTENTS

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
        await interaction.response.defer()


class Floor(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=INTENTS)  # the Boston bot's own
        self.tree = app_commands.CommandTree(self)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Ack)

        @self.tree.command(description="a button to click")
        async def floor(interaction: discord.Interaction) -> None:  # pyright: ignore[reportUnusedFunction]
            view = discord.ui.View(timeout=None)
            view.add_item(Ack(interaction.id % 1000))
            view.stop()
            await interaction.response.send_message("floor", view=view)

        await self.tree.sync()


def run() -> None:
    discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])
    Floor().run(os.environ["DISCORD_TOKEN"], log_handler=None)
