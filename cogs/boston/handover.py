"""The restart handover: live turn notices and open hand views, from one process to the next.

A deploy closes the bot (``BostonBot.close``) and starts a new process; a crash starts one
without a close. The Live cog writes each open hand view's row (with the webhook token that
edits it, valid 15 minutes) by a worker of its own, a couple of seconds after the view opens,
and deletes it once the view is let go (``cogs/boston/live.py``); the Notices cog writes each
turn notice's row once Discord has accepted it and drops it once the notice is deleted (by its
worker, after Discord's answer), and writes a post Discord did not answer down as a notice to
look for. At a graceful close the Live cog's worker is stopped and both are saved in one
transaction (:func:`save`), the rows of views let go since deleted: the close's save is the
final word. At start-up, once the tables are rebuilt, they are read back (:func:`restore`), a
crash's as a close's: the old notices are adopted or deleted (their rows go with them; one to
look for is looked for in its thread first), and the views whose tokens have time left
(deleted as they are read) are redrawn and followed again. One row per table and person: a
view the old process had replaced by a newer one is one view, the newer one's once its row
was written (a crash in the couple of seconds before leaves the older one followed, until a
click in the newer one makes that one live).

Nothing is written before a click's answer (a refused click writes nothing, and the click
path's CPU is measured: a view opening is only marked for the worker). A crash loses the views
opened in its last couple of seconds (``ROWS_EVERY``): they wait for **Refresh**. Every turn
no adopted notice covers is then looked at afresh, so its person is called
(``NoticeCog.look_at_every_turn``).
A token is a secret: it is never logged, and the copy of a database leaves its rows out.

A contract chosen in a view's select, its bid not yet made, is held by the Play cog in memory
(``PlayCog.chosen_of``) with the table's sequence number it was chosen at. The view's row
holds both (migrations 0017 and 0018), written by the Live cog's worker (a choice marks the
view's row, as its opening does) and by a graceful close alike, so a crash keeps the choice
as a deploy does, but for one made in the crash's last couple of seconds. Start-up gives it
back to the Play cog before the views are redrawn, where the table is still at that sequence
number (a row is not written again as the table moves: a choice it moved past stays out,
even where its contract is offered again) and the seat still offers it.
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
    what the cogs hold is final), the Live cog's worker stopped first. A failure is logged
    and let go: the rows the worker wrote stay, and a view opened since is left stale."""
    # The cogs' classes as their extensions loaded them (each bot loads them afresh).
    from cogs.boston.live import LiveCog
    from cogs.boston.notices import NoticeCog

    notice_cog = bot.get_cog(NoticeCog.__cog_name__)
    live_cog = bot.get_cog(LiveCog.__cog_name__)
    if isinstance(live_cog, LiveCog):
        await live_cog.stop_writing()  # no row of its worker's comes after this save
    try:
        notices = notice_cog.saved() if isinstance(notice_cog, NoticeCog) else []
        views = live_cog.saved(utc_now()) if isinstance(live_cog, LiveCog) else []
    except ValueError as exc:  # a row refused (a bug): the close goes on regardless
        # Only its kind: a validation error quotes the values it refused, a token among them.
        # The rows the Live cog's worker wrote stay: the next process follows those views.
        logger.warning("live notices and hand views not handed over (%s)", type(exc).__name__)
        return
    # The rows written while the bot ran whose views were let go since.
    gone = live_cog.gone(views) if isinstance(live_cog, LiveCog) else []
    if not notices and not views and not gone:
        return
    try:
        await bot.db.save_handover(notices, views, gone=gone)
    except StorageError as exc:  # the drivers' messages name the rule broken, never a value
        logger.warning("live notices and hand views not handed over (%s)", exc)


async def restore(bot: BostonBot) -> None:
    """Take back what the previous process saved for the tables this one serves (at its
    close, or as it ran until a crash): its notices
    are adopted (or deleted, as are those of the ended tables of this process's servers), its
    views redrawn at once and followed."""
    from cogs.boston.live import LiveCog
    from cogs.boston.notices import NoticeCog
    from cogs.boston.play import PlayCog

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
        play_cog = bot.get_cog(PlayCog.__cog_name__)
        if isinstance(play_cog, PlayCog):  # before the views are redrawn with them
            for view in handover.views:
                table = bot.tables.find(view.table_id)
                if view.chosen is not None and table is not None:
                    play_cog.keep_chosen(table, view.user_id, view.chosen, view.chosen_seq)
        if isinstance(live_cog, LiveCog):
            live_cog.follow_again(handover.views, utc_now())
    # Then every other turn (one whose notice was not written down): its person is called,
    # the views just followed again giving theirs the grace of a person at the table.
    if isinstance(notice_cog, NoticeCog):
        notice_cog.look_at_every_turn()
