"""A person's step-away notice offers **Take my seat back**. Once that can only be refused, the
notice is edited to say why, without the button (:func:`away_over`): they took the
seat back (by any button: the edited notice says so, and the line "… is back at the table." is
posted only where the notice could not be edited), the seat was given to someone else (the
thread's line saying who takes over follows), or the game ended (before its closing line).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.i18n import Lang, kept_in_any, t
from bot.tables import TableChange
from bot.tables.service import LiveTable
from cogs.boston import ids, wire
from cogs.boston.table_outbox import QUIET, Outbox, StepAway
from cogs.boston.table_owed import custom_ids, recent_messages
from cogs.boston.wire import Payload

if TYPE_CHECKING:
    from bot.discord_app import BostonBot

logger = logging.getLogger(__name__)


def step_away(table: LiveTable, change: TableChange) -> StepAway | None:
    """What a step away's line sets going (:class:`StepAway`): the notice kept, or the
    notice edited before the line saying they are back, which the edit says instead;
    None for any other line."""
    seat = change.seat
    if seat is None or change.kind not in ("away", "back"):
        return None
    if change.kind == "back":
        assignment = table.seats.get(seat)
        if assignment is None or assignment.player_id is None:
            return None
        return StepAway(seat, assignment.player_id, "back", instead=True)
    owner = table.options.away.get(seat)
    if owner is None:
        return None
    return StepAway(seat, owner, timed_out=change.timed_out)


def seat_away(box: Outbox, table: LiveTable, change: TableChange) -> StepAway | None:
    """What a seat given sets going for a step-away notice (:class:`StepAway`), edited
    before the thread's line saying who takes over: the person away who loses the seat
    (``owed_to``) is told who has it now; one given their own seat back is back. None
    where nobody stepped away from the seat."""
    seat, now = change.seat, table.seats.get(change.seat or 0)
    if seat is None or now is None:
        return None
    if change.owed_to is not None:
        to = (
            f"<@{now.player_id}>"
            if now.player_id is not None
            else discord.utils.escape_markdown(now.display_name)
        )
        return StepAway(seat, change.owed_to, "given", to=to)
    person = now.player_id
    if person is None or change.names is None:
        return None
    # Given their own seat back (``/boston replace`` naming them): from the computer
    # that kept it for them, named for them. A notice this process posted is known;
    # otherwise only a keeper's name before says there may be one to look for.
    was = change.names[0]
    if person in box.away_notices or kept_in_any(was) is not None:
        return StepAway(seat, person, "back")
    return None


def keep_away_notice(box: Outbox, away: StepAway, place: int, message: int) -> None:
    box.away_notices[away.owner] = (place, message, away.timed_out)


async def away_over(bot: BostonBot, box: Outbox, ending: StepAway | int) -> bool:
    """Edit the step-away notice of ``ending``'s person to say why its **Take my seat
    back** could only be refused now, without it (:class:`StepAway`; a person's id
    alone: the game is over). The notice this process posted is known; one an earlier
    process posted (a restart while they were away) is looked for among the thread's
    latest messages: a message of the bot's with that button, calling them. Whether a
    notice was edited. Nothing is lost where none could be: the button is still
    answered, and a line saying they are back is posted instead."""
    table = box.table
    owner = ending.owner if isinstance(ending, StepAway) else ending
    language = await bot.public_lang(table.row.guild_id)
    known = box.away_notices.pop(owner, None)
    found = [known] if known is not None else await _earlier_away(bot, table, owner, language)
    edited = False
    for place, message_id, timed_out in found:
        payload: Payload = {
            "content": _away_ended_text(ending, timed_out, language),
            "components": [],
            "allowed_mentions": QUIET.to_dict(),
        }
        try:
            await wire.edit_channel_message(bot.http, place, message_id, payload)
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: a step-away notice not edited (%s %s)",
                table.id,
                exc.status,
                exc.code,
            )
        else:
            edited = True
    return edited


async def away_notices_closed(bot: BostonBot, box: Outbox) -> None:
    """The game is over: each step-away notice still offering **Take my seat back** is
    edited to say a computer played the seat until the end (those this process posted,
    and those of the people still away, looked for)."""
    owners = list(box.away_notices)
    owners += [p for p in box.table.options.away.values() if p not in owners]
    for owner in owners:
        await away_over(bot, box, owner)


async def _earlier_away(
    bot: BostonBot, table: LiveTable, owner: int, language: Lang
) -> list[tuple[int, int, bool]]:
    """The step-away notices calling ``owner`` among the thread's latest messages (an
    earlier process's), each with whether the turn timer moved them."""
    me = bot.user
    if me is None:
        return []
    recent = await recent_messages(bot, table, "a step-away notice")
    if recent is None:
        return []
    place = table.row.thread_id or table.row.channel_id
    back = ids.seat_id(table.id, "back")
    who = f"<@{owner}>"
    timed_out = t(language, "notice.timed_out", who=who)
    found: list[tuple[int, int, bool]] = []
    for message in recent:
        content = str(message.get("content") or "")
        if (
            str((message.get("author") or {}).get("id")) == str(me.id)
            and back in custom_ids(message)
            and who in content
        ):
            found.append((place, int(message["id"]), content == timed_out))
    return found


def _away_ended_text(ending: StepAway | int, timed_out: bool, language: Lang) -> str:
    """A step-away notice's text once its **Take my seat back** could only be refused
    (:func:`away_over`): they are back, the seat went to someone, or (a person's id
    alone) the game is over. The notice said whether the turn timer moved them: so does this."""
    owner = ending.owner if isinstance(ending, StepAway) else ending
    who = f"<@{owner}>"
    if not isinstance(ending, StepAway):
        return t(language, "notice.timed_out_ended" if timed_out else "notice.away_ended", who=who)
    if ending.ends == "given":
        key = "notice.timed_out_given" if timed_out else "notice.away_given"
        return t(language, key, who=who, seat=ending.seat, new=ending.to)
    return t(language, "notice.timed_out_back" if timed_out else "notice.away_back", who=who)
