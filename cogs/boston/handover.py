"""The restart handover: live turn notices and open hand views, from one process to the next.

A deploy closes the bot (``BostonBot.close``) and starts a new process; a crash starts one
without a close. The Live cog knows only in memory which hand view each player has open (with
the webhook token that edits it, valid 15 minutes); the Notices cog writes each turn notice's
row once Discord has accepted it and drops it once the notice is deleted (by its worker, after
Discord's answer), and writes a post Discord did not answer down as a notice to look for. At
a graceful close both are saved in one transaction (:func:`save`); at start-up, once the
tables are rebuilt, they are read back (:func:`restore`): the old notices, a crash's as well,
are adopted or deleted (their rows go with them; one to look for is looked for in its thread
first), and the views whose tokens have time left (deleted as they are read) are redrawn and
followed again.

Nothing is written before a click's answer (a refused click writes nothing, and the click
path's CPU is measured). A crash saves no view: an open view waits for **Refresh**. Every turn
no adopted notice covers is then looked at afresh, so its person is called
(``NoticeCog.look_at_every_turn``).
A token is a secret: it is never logged, and the copy of a database leaves its rows out.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from db.clock import utc_now
from db.errors import StorageError

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)


async def save(bot: BostonBot) -> None:
    """Save the live notices and open views for the next process (the tables have stopped:
    what the cogs hold is final). A failure is logged and let go: it costs a stale view."""
    # The cogs' classes as their extensions loaded them (each bot loads them afresh).
    from cogs.boston.live import LiveCog
    from cogs.boston.notices import NoticeCog

    notice_cog = bot.get_cog(NoticeCog.__cog_name__)
    live_cog = bot.get_cog(LiveCog.__cog_name__)
    try:
        notices = notice_cog.saved() if isinstance(notice_cog, NoticeCog) else []
        views = live_cog.saved(utc_now()) if isinstance(live_cog, LiveCog) else []
    except ValueError as exc:  # a row refused (a bug): the close goes on regardless
        # Only its kind: a validation error quotes the values it refused, a token among them.
        logger.warning("live notices and hand views not handed over (%s)", type(exc).__name__)
        return
    if not notices and not views:
        return
    try:
        await bot.db.save_handover(notices, views)
    except StorageError as exc:  # the drivers' messages name the rule broken, never a value
        logger.warning("live notices and hand views not handed over (%s)", exc)


async def restore(bot: BostonBot) -> None:
    """Take back what the previous process saved for the tables this one serves: its notices
    are adopted (or deleted, as are those of the ended tables of this process's servers), its
    views redrawn at once and followed."""
    from cogs.boston.live import LiveCog
    from cogs.boston.notices import NoticeCog

    served = [table.id for table in bot.tables.tables()]
    notice_cog = bot.get_cog(NoticeCog.__cog_name__)
    live_cog = bot.get_cog(LiveCog.__cog_name__)
    try:
        handover = await bot.db.take_handover(served, shards=bot.tables.shards)
    except StorageError as exc:
        logger.warning("live notices and hand views not taken back (%s)", exc)
    else:
        if isinstance(notice_cog, NoticeCog):
            notice_cog.adopt(list(handover.notices))
        if isinstance(live_cog, LiveCog):
            live_cog.follow_again(handover.views, utc_now())
    # Then every other turn (one whose notice was not written down): its person is called,
    # the views just followed again giving theirs the grace of a person at the table.
    if isinstance(notice_cog, NoticeCog):
        notice_cog.look_at_every_turn()
