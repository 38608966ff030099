"""Table messages that are no longer their table's: a press on their buttons is refused.

A move (``TableCog.move``) posts the table message in its new channel before it saves the
new place. A crash between the post and the save (or a message whose deletion Discord did not
answer when a failed move took it back) leaves that message up, with live **My hand** and
**Protocol** buttons, while the table stays where it was saved, or moves on elsewhere. A
press there must not act on the live table as if the message were its: it is answered
privately with where the table plays now, and the message's buttons are taken off (one try:
an orphan pressed again is refused again).

A table message is told from the table's other public messages with the same buttons (turn
notices, deal results) as ``notices.py`` tells it: it is an embed, with no text of its own.
"""

from __future__ import annotations

import logging

import discord

from bot.i18n import t
from bot.routing import RoutedInteraction
from cogs.boston import wire
from cogs.boston.common import bot_of, lang, tell

logger = logging.getLogger(__name__)


async def refused_orphan(interaction: discord.Interaction, table_id: int) -> bool:
    """Whether the press was refused (privately; nothing done) as one on a table message of
    ``table_id`` that is not its saved one (this module's docstring). Not while the table is
    being moved (``TableCog.being_moved``): the message just posted is not saved yet."""
    if not isinstance(interaction, RoutedInteraction) or interaction.source_ephemeral:
        return False
    source, channel_id = interaction.source_id, interaction.channel_id
    if source is None or channel_id is None or interaction.source_content:
        return False  # not a table message (a line of the thread, a turn notice)
    bot = bot_of(interaction)
    table = bot.tables.find(table_id)
    if table is None or table.row.guild_id != interaction.guild_id:
        return False  # answered as any press on a table not there is
    if table.row.message_id is None or table.row.message_id == source:
        return False
    if _being_moved(interaction, table_id):
        return False
    where = f"<#{table.row.channel_id}>"
    guild = bot.get_guild(table.row.guild_id)
    if guild is not None and guild.get_channel(table.row.channel_id) is None:
        # Still saved in its deleted channel (the move never saved): named, it would send
        # them looking there. Said as a resume there is, with how to move it.
        text = t(lang(interaction), "refused.place_gone", id=table_id)
    else:
        text = t(lang(interaction), "refused.table_moved", id=table_id, channel=where)
    await tell(interaction, text)
    try:
        await wire.edit_channel_message(bot.http, channel_id, source, {"components": []})
    except Exception as exc:  # its next press is refused again
        logger.info("table %s: an old table message's buttons not taken off (%r)", table_id, exc)
    else:
        logger.info("table %s: an old table message's buttons taken off", table_id)
    return True


def _being_moved(interaction: discord.Interaction, table_id: int) -> bool:
    from cogs.boston.table import TableCog  # the module its extension loaded

    cog = bot_of(interaction).get_cog(TableCog.__cog_name__)
    being_moved = getattr(cog, "being_moved", None)
    return bool(being_moved(table_id)) if callable(being_moved) else False
