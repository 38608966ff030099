"""A person's step-away notice offers **Take my seat back**. Once that can only be refused, the
notice is edited to say why, without the button (:func:`away_over`): they took the
seat back (by any button: the edited notice says so, and the line "… is back at the table." is
posted only where the notice could not be edited), the seat was given to someone else (the
thread's line saying who takes over follows), or the game ended (before its closing line).
Like the notice, the edit says it in its person's language too, on a small second line, where
that differs from the server's (:func:`_away_ended_text`).
An edit Discord refused is tried again at the table's next step-away line and at the game's
end (which edits every saved notice still offering the button, however an earlier edit went),
until Discord takes it, the message is gone, or a few tries were refused; a stale button
pressed meanwhile is refused, and the press's own answer edits the notice
(:func:`stale_notice_text`, ``cogs/boston/play.py``).

A stop right after a seat change was saved (a crash, a deploy's close) may leave its notice
or line unsaid, or a notice unedited: start-up says it from the saved seats, once
(:func:`seat_news_owed`). Each line carries the change it says (:func:`seat_said`), marked
said in the database once Discord takes it (migration 0019), so that no later start-up says
it again however busy the thread is. A notice's message is saved with its change once Discord
took it (migration 0020): a later process edits it wherever it is in the thread, not only
among the thread's latest messages (still looked through, for a notice saved before 0020 or
one a stop came right after).
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.record import RecordError
from bot.i18n import LANGS, Lang, kept_in_any, t
from bot.tables import TableChange, log
from bot.tables.service import LiveTable
from cogs.boston import ids, wire
from cogs.boston.table_outbox import QUIET, Outbox, Queued, SeatSaid, StepAway
from cogs.boston.table_owed import custom_ids, mark_seat_said, recent_messages
from cogs.boston.thread_lines import Reader, notice_line, reader_line, seat_changes, seat_line
from cogs.boston.wire import Payload
from db.errors import StorageError
from db.models import SeatAssignment

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


def seat_said(table: LiveTable, change: TableChange) -> SeatSaid | None:
    """The seat change ``change`` tells of (a step away, a seat taken back or given) as it
    was saved (migration 0013): the seat's holder now, from after the table's event
    ``change.seq`` (a seat change moves no sequence number). Read as the change is told,
    before any wait. None for any other change, and in a lobby (no event yet: none saved)."""
    if change.kind not in ("seat", "away", "back") or change.seat is None or change.seq <= 0:
        return None
    holder = table.seats.get(change.seat)
    return SeatSaid(change.seq, holder) if holder is not None else None


def keep_away_notice(box: Outbox, away: StepAway, place: int, message: int) -> None:
    box.away_notices[away.owner] = (place, message, away.timed_out)


async def away_over(
    bot: BostonBot, box: Outbox, ending: StepAway | int, earlier: list[Any] | None = None
) -> bool:
    """Edit the step-away notice of ``ending``'s person to say why its **Take my seat
    back** could only be refused now, without it (:class:`StepAway`; a person's id
    alone: the game is over). The notice this process posted is known; one an earlier
    process posted (a restart while they were away) is fetched where its message was saved
    (migration 0020), and looked for among the thread's latest messages: a message of the
    bot's with that button, calling them (``earlier``: those notices, looked for already,
    :func:`_earlier_notices`). Whether a
    notice was edited. Nothing is lost where none could be: the button is still
    answered, and a line saying they are back is posted instead."""
    table = box.table
    owner = ending.owner if isinstance(ending, StepAway) else ending
    language = await bot.public_lang(table.row.guild_id)
    if isinstance(ending, StepAway):
        # A step-away line: the notices whose edit Discord refused before are tried again (at
        # the game's end, once for everyone, by the caller: :func:`away_notices_closed`).
        await _retry_unedited(bot, box)
    known = box.away_notices.pop(owner, None)
    if known is not None:
        found = [known]
    else:
        if earlier is None:
            earlier = await _earlier_notices(bot, table)
        found = _calling(table, earlier, owner)
    edited = False
    for place, message_id, timed_out in found:
        text = _away_ended_text(ending, timed_out, language, bot.reader_of)
        edited = await _edit_notice(bot, table.id, place, message_id, text, box) or edited
    return edited


async def notices_displaced(
    bot: BostonBot, box: Outbox, away: StepAway, displaced: list[int]
) -> None:
    """Step-away notices whose saved message ``away``'s notice was saved in place of
    (``displaced``: of an earlier change of its seat at the same ``seq``, whose edit Discord
    refused): no later process would know them, so they are edited now. Of a person back at
    the table or away again, to say they took the seat back; of one who lost it, to say it
    went to ``away``'s person. One gone, edited already, or not read is left (logged); one
    whose edit Discord refuses is tried again later (:attr:`Outbox.unedited`)."""
    table = box.table
    place = table.row.thread_id or table.row.channel_id
    back = ids.seat_id(table.id, "back")
    language = await bot.public_lang(table.row.guild_id)
    await _retry_unedited(bot, box)
    for message_id in displaced:
        try:
            message = await bot.http.get_message(place, message_id)
        except discord.NotFound:
            continue
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: a step-away notice not read (%s %s)", table.id, exc.status, exc.code
            )
            continue
        content = str(message.get("content") or "")
        called = MENTION.search(content)
        if back not in custom_ids(message) or called is None:
            continue
        owner = int(called[1])
        if table.away_seat_of(owner) is not None or table.seat_of(owner) is not None:
            ending = StepAway(away.seat, owner, "back")
        else:
            ending = StepAway(away.seat, owner, "given", to=f"<@{away.owner}>")
        text = _away_ended_text(ending, _timed_out(content, owner), language, bot.reader_of)
        await _edit_notice(bot, table.id, place, message_id, text, box)


async def _edit_notice(
    bot: BostonBot,
    table_id: int,
    place: int,
    message_id: int,
    text: str,
    box: Outbox | None = None,
) -> bool:
    """A step-away notice edited to ``text``, its button gone; False where Discord refused
    (said in the log: the notice stays as it was) or the message is gone. One refused is
    kept in ``box`` to be tried again a few times (:func:`_retry_unedited`); one gone is let
    go."""
    payload: Payload = {"content": text, "components": [], "allowed_mentions": QUIET.to_dict()}
    try:
        await wire.edit_channel_message(bot.http, place, message_id, payload)
    except discord.NotFound:
        if box is not None:
            box.unedited.pop(message_id, None)
        await notice_done(bot, table_id, message_id)
        return False
    except discord.HTTPException as exc:
        logger.warning(
            "table %s: a step-away notice not edited (%s %s)", table_id, exc.status, exc.code
        )
        if box is not None:
            _refused(box, place, message_id, text)
        return False
    if box is not None:
        box.unedited.pop(message_id, None)
    await notice_done(bot, table_id, message_id)
    return True


UNEDITED_TRIES = 5
"""Tries of a step-away notice's edit Discord refuses before it is given up (a refusal for
good, a 403, would otherwise be tried again at each of the table's step-away lines)."""


def _refused(box: Outbox, place: int, message_id: int, text: str) -> None:
    """A step-away notice's edit to ``text`` refused: kept to be tried again
    (:attr:`Outbox.unedited`), or given up (logged) after :data:`UNEDITED_TRIES` tries. Still
    saved (migration 0020), the game's end edits it once more (:func:`_saved_left`)."""
    tries = box.unedited.pop(message_id, (place, text, 0))[2] + 1
    if tries < UNEDITED_TRIES:
        box.unedited[message_id] = (place, text, tries)
        return
    logger.warning(
        "table %s: a step-away notice's edit given up after %d tries", box.table.id, tries
    )


async def _retry_unedited(bot: BostonBot, box: Outbox) -> None:
    """Each step-away notice whose edit Discord refused before (:attr:`Outbox.unedited`),
    edited again: forgotten once Discord takes it, the message is gone, or it was tried
    :data:`UNEDITED_TRIES` times, else kept."""
    for message_id, (place, text, _) in list(box.unedited.items()):
        await _edit_notice(bot, box.table.id, place, message_id, text, box)


async def notice_done(bot: BostonBot, table_id: int, message_id: int) -> None:
    """The step-away notice ``message_id`` no longer offers its seat back (edited here or by
    its refused press, :func:`stale_notice_text`; or gone): its saved message is let go
    (migration 0020). Not written, a later look fetches it
    again and finds it so."""
    try:
        await bot.db.away_notice_done(table_id, message_id)
    except StorageError as exc:
        logger.warning("table %s: an edited step-away notice not let go (%s)", table_id, exc)


async def _saved_notices(
    bot: BostonBot, table: LiveTable, skip: set[int] | None = None
) -> list[Any]:
    """The step-away notices saved for the table's seat changes (migration 0020) and still
    offering **Take my seat back**, fetched from Discord, newest first, wherever they are in
    the thread. One gone, or edited already, is let go; one that cannot be read now is left
    out (the thread's latest messages are looked through as well), and so is one of ``skip``."""
    try:
        saved = await bot.db.away_notices(table.id)
    except StorageError as exc:
        logger.warning("table %s: its step-away notices not read (%s)", table.id, exc)
        return []
    place = table.row.thread_id or table.row.channel_id
    back = ids.seat_id(table.id, "back")
    found: list[Any] = []
    for message_id in saved:
        if skip is not None and message_id in skip:
            continue
        try:
            message = await bot.http.get_message(place, message_id)
        except discord.NotFound:
            await notice_done(bot, table.id, message_id)
            continue
        except discord.HTTPException as exc:
            logger.warning(
                "table %s: a step-away notice not read (%s %s)", table.id, exc.status, exc.code
            )
            continue
        if back in custom_ids(message):
            found.append(message)
        else:
            await notice_done(bot, table.id, message_id)
    return found


def _with_saved(recent: list[Any], saved: list[Any]) -> list[Any]:
    """The thread's latest messages and the saved notices (:func:`_saved_notices`), each once,
    newest first."""
    by_id = {int(message["id"]): message for message in [*recent, *saved]}
    return [by_id[key] for key in sorted(by_id, reverse=True)]


async def away_notices_closed(bot: BostonBot, box: Outbox) -> None:
    """The game is over: each step-away notice still offering **Take my seat back** is
    edited to say a computer played the seat until the end (those this process posted,
    and those of the people still away, looked for)."""
    table = box.table
    owners = list(box.away_notices)
    owners += [p for p in table.options.away.values() if p not in owners]
    await _retry_unedited(bot, box)
    # An earlier process's notices are looked for once, for everyone away: the saved ones
    # read and fetched once (those left after the edits below as well), the thread's latest
    # messages read once.
    looked = [p for p in owners if p not in box.away_notices]
    saved = await _saved_notices(bot, table) if looked else None
    earlier = await _earlier_notices(bot, table, saved) if saved is not None else []
    # Edited below: each notice this process posted, and those calling the others away.
    edited = {message_id for _, message_id, _ in box.away_notices.values()}
    edited.update(found[1] for owner in looked for found in _calling(table, earlier, owner))
    for owner in owners:
        await away_over(bot, box, owner, earlier)
    if saved is not None:
        skip = edited | set(box.unedited)
        saved = [message for message in saved if int(message["id"]) not in skip]
    await _saved_left(bot, box, saved)


async def _saved_left(bot: BostonBot, box: Outbox, left: list[Any] | None) -> None:
    """At the game's end, the saved step-away notices (migration 0020) still offering **Take
    my seat back** after every edit above: of people no longer away whose notice's edit Discord
    refused (in an earlier process, say), edited to say why it can only be refused. ``left``:
    those, fetched already with the notices looked for (:func:`away_notices_closed`); None
    where none were, and only a notice left is fetched (usually none is), not one refused just
    now."""
    table = box.table
    if left is None:
        left = await _saved_notices(bot, table, skip=set(box.unedited))
    if not left:
        return
    changes = await seat_changes(bot, table.id)
    language = await bot.public_lang(table.row.guild_id)
    place = table.row.thread_id or table.row.channel_id
    for message in left:
        content = str(message.get("content") or "")
        called = MENTION.search(content)
        if called is None:
            continue
        owner = int(called[1])
        away = table.away_seat_of(owner) is not None
        ending = _ending(owner, table.seats, changes, away=away, over=True)
        if ending is None:
            continue
        text = _away_ended_text(ending, _timed_out(content, owner), language, bot.reader_of)
        await _edit_notice(bot, table.id, place, int(message["id"]), text, box)


def _ending(
    owner: int,
    holders: dict[int, SeatAssignment],
    changes: list[tuple[int, SeatAssignment]],
    *,
    away: bool,
    over: bool,
) -> StepAway | int | None:
    """Why ``owner``'s step-away notice can only be refused now (:func:`_away_ended_text`),
    from the seats' ``holders`` now and the saved seat ``changes``: they hold a seat (back),
    the seat they held went to another person, or (``over``: the game has ended) a computer
    played it to the end. None where it is still theirs to take back (``away``, the game on)
    or the seat is not known."""
    if any(holder.player_id == owner for holder in holders.values()):
        return StepAway(0, owner, "back")
    if away:
        return owner if over else None
    seat = next((h.seat for _, h in reversed(changes) if h.player_id == owner), None)
    now = holders.get(seat or 0)
    if seat is None or now is None or (over and now.player_id is None):
        return owner if over else None
    to = (
        f"<@{now.player_id}>"
        if now.player_id is not None
        else discord.utils.escape_markdown(now.display_name)
    )
    return StepAway(seat, owner, "given", to=to)


async def stale_notice_text(
    bot: BostonBot,
    table_id: int,
    live: LiveTable | None,
    guild_id: int,
    content: str,
    buttons: list[str],
) -> str | None:
    """The text a step-away notice (a public message of the bot's, whose **Take my seat back**
    was pressed and refused) is to say instead, without its button, where it can only be
    refused now: its person holds a seat, lost it, or the game is over (``live`` None: the
    table has ended, its seats read from the saved changes). Read from the click itself, as
    Discord sent the message with it (its text ``content``, its ``buttons``' custom ids): no
    request within the click's three seconds, and a click comes only from the bot's own
    message. None where it is still live or not such a notice (the refusal alone answers
    then)."""
    called = MENTION.search(content)
    if called is None or ids.seat_id(table_id, "back") not in buttons:
        return None
    owner = int(called[1])
    if live is not None:
        away = live.away_seat_of(owner) is not None
        # Away or seated, the live seats say it: the saved changes only name a seat given.
        placed = away or live.seat_of(owner) is not None
        changes = [] if placed else await seat_changes(bot, table_id)
        ending = _ending(owner, dict(live.seats), changes, away=away, over=False)
    else:
        changes = await seat_changes(bot, table_id)
        holders = {holder.seat: holder for _, holder in changes}
        if not holders:
            return None
        ending = _ending(owner, holders, changes, away=False, over=True)
    if ending is None:
        return None
    language = await bot.public_lang(guild_id)
    return _away_ended_text(ending, _timed_out(content, owner), language, bot.reader_of)


async def _earlier_notices(
    bot: BostonBot, table: LiveTable, saved: list[Any] | None = None
) -> list[Any]:
    """The step-away notices still offering **Take my seat back** (an earlier process's): the
    saved ones (migration 0020; ``saved``: fetched already, :func:`_saved_notices`), wherever
    they are in the thread, and any among its latest messages (a notice saved before 0020, or
    posted just before a stop), newest first."""
    me = bot.user
    if me is None:
        return []
    if saved is None:
        saved = await _saved_notices(bot, table)
    recent = _with_saved(await recent_messages(bot, table, "a step-away notice") or [], saved)
    back = ids.seat_id(table.id, "back")
    return [
        message
        for message in recent
        if str((message.get("author") or {}).get("id")) == str(me.id)
        and back in custom_ids(message)
    ]


def _calling(table: LiveTable, notices: list[Any], owner: int) -> list[tuple[int, int, bool]]:
    """The notices of ``notices`` (:func:`_earlier_notices`) calling ``owner``, each with
    whether the turn timer moved them."""
    place = table.row.thread_id or table.row.channel_id
    who = f"<@{owner}>"
    found: list[tuple[int, int, bool]] = []
    for message in notices:
        content = str(message.get("content") or "")
        if who in content:
            found.append((place, int(message["id"]), _timed_out(content, owner)))
    return found


def _timed_out(content: str, owner: int) -> bool:
    """Whether a step-away notice's text says the turn timer moved ``owner``, in whichever
    of the bot's languages it was posted (the server's may have changed since): its first
    line, the public one (a second, small line says it in the language its person reads)."""
    first = content.split("\n", 1)[0]
    return any(first == t(lang, "notice.timed_out", who=f"<@{owner}>") for lang in LANGS)


def _away_ended_text(
    ending: StepAway | int, timed_out: bool, language: Lang, reader: Reader | None = None
) -> str:
    """A step-away notice's text once its **Take my seat back** could only be refused
    (:func:`away_over`): they are back, the seat went to someone, or (a person's id
    alone) the game is over. The notice said whether the turn timer moved them: so does this.
    As the notice did, it says it in its person's language too where that differs from the
    server's (``reader``: a second, small line, :func:`reader_line`), so the edit does not take
    away the one line they read."""
    owner = ending.owner if isinstance(ending, StepAway) else ending
    who = f"<@{owner}>"
    if not isinstance(ending, StepAway):
        key = "notice.timed_out_ended" if timed_out else "notice.away_ended"
        return reader_line(t(language, key, who=who), language, reader, owner, f"{key}.own")[0]
    if ending.ends == "given":
        key = "notice.timed_out_given" if timed_out else "notice.away_given"
        values = {"seat": ending.seat, "new": ending.to}
        text = t(language, key, who=who, **values)
        return reader_line(text, language, reader, owner, f"{key}.own", **values)[0]
    key = "notice.timed_out_back" if timed_out else "notice.away_back"
    return reader_line(t(language, key, who=who), language, reader, owner, f"{key}.own")[0]


MENTION = re.compile(r"<@!?(\d+)>")


async def seat_news_owed(
    bot: BostonBot, table: LiveTable, posted_deals: int, language: Lang, told: set[int]
) -> list[Queued]:
    """At start-up (or a server taken up again), what a stop right after a seat change was
    saved left unsaid in the table's thread, derived from the saved seats (as owed results
    are, ``table_owed.py``): the step-away notice of each person away, and the line saying
    who took over a seat given to a person (``/boston replace``); for the caller to queue
    with the table's owed results, ahead of what the table says next. A notice still
    offering **Take my seat back** to a person no longer away (they came back, or lost the
    seat) is edited here to say so.

    Said once, however busy the thread: each line carries its change (:class:`SeatSaid`),
    marked said once Discord takes it (or it is given up, ``TableCog._work``), and only a
    seat whose last change is not marked said is looked at (one saved before migration 0019
    is not known either way). The thread's latest messages are read only then: a line
    Discord took just before a stop, its mark not written, is found there and not said
    again. Nor is a seat change made before the last result the thread took
    (``posted_deals``): a line is queued in order, so one queued before a result Discord
    took went out before it. A seat looked at with nothing left to say is marked said too,
    so the next start-up does not look again. The notice of someone the turn timer moved
    says so (saved with the change, migration 0021). A seat in ``told`` (a set the
    Table cog adds to as it goes) changed in this process: its own lines say so, and it is
    left alone."""
    if table.game is None or table.status not in ("playing", "paused"):
        return []
    changes = await seat_changes(bot, table.id)
    by_seat: dict[int, list[tuple[int, SeatAssignment]]] = {}
    for seq, holder in changes:
        by_seat.setdefault(holder.seat, []).append((seq, holder))
    said = await _said(bot, table.id) if by_seat else {}
    # Each seat's last change, where it is not marked said (not yet, or not known).
    unsaid = {
        seat: held
        for seat, held in by_seat.items()
        if held[-1][0] > 0 and seat not in told and said.get((held[-1][0], seat)) is not True
    }
    if not unsaid:
        return []
    since = await _last_result_seq(bot, table, posted_deals)
    if since is None:
        return []
    done = [held[-1] for held in unsaid.values() if held[-1][0] < since]
    recent = {seat: held for seat, held in unsaid.items() if held[-1][0] >= since}
    me = bot.user
    messages = await recent_messages(bot, table, "seat changes left unsaid") if recent else None
    if me is None or messages is None:
        await mark_seat_said(bot, table.id, done)
        return []
    # The notices saved (migration 0020) are looked at wherever they are in the thread.
    messages = _with_saved(messages, await _saved_notices(bot, table))
    mine = [m for m in messages if str((m.get("author") or {}).get("id")) == str(me.id)]
    # Notices still offering the seat back, newest first, by the person they call.
    offered: dict[int, list[tuple[int, bool]]] = {}
    back = ids.seat_id(table.id, "back")
    for message in mine:
        content = str(message.get("content") or "")
        called = MENTION.search(content)
        if back in custom_ids(message) and called is not None:
            owner = int(called[1])
            offered.setdefault(owner, []).append((int(message["id"]), _timed_out(content, owner)))
    lines: list[tuple[Queued, int, int | None]] = []
    for seat, held in recent.items():
        line = await _seat_line_owed(bot, table, held, mine, language)
        if line is not None:
            lines.append((line, seat, _holder(table, seat)))
    await _edit_stale(bot, table, offered, changes, language, told)
    # Looked at again after the waits: a person back (or a seat given) meanwhile is said by
    # the change itself.
    queued = [line for line, seat, now in lines if seat not in told and _holder(table, seat) == now]
    for seat, owner in sorted(table.options.away.items()):
        if seat in recent and seat not in told and owner not in offered:
            timed_out = seat in table.timed_out
            change = TableChange(table.id, table.seq, "away", seat=seat, timed_out=timed_out)
            notice = notice_line(table, change, language, bot.reader_of)
            if notice is not None:
                seq, keeper = recent[seat][-1]
                away = StepAway(seat, owner, timed_out=timed_out)
                queued.append((*notice, SeatSaid(seq, keeper, away)))
    saying = {line[3].holder.seat for line in queued if isinstance(line[3], SeatSaid)}
    # A notice a stop came right after, found in the thread: kept with its change (migration
    # 0020), so that no later process depends on its being among the latest messages.
    found = {
        seat: offered[owner][0][0]
        for seat, owner in table.options.away.items()
        if seat in recent and seat not in (saying | told) and owner in offered
    }
    done += [held[-1] for seat, held in recent.items() if seat not in (saying | told | set(found))]
    await mark_seat_said(bot, table.id, done)
    for seat, notice_id in found.items():
        await mark_seat_said(bot, table.id, [recent[seat][-1]], notice_id=notice_id)
    if queued:
        logger.info(
            "table %s: %d line(s) about its seats left unsaid posted", table.id, len(queued)
        )
    return queued


async def _said(bot: BostonBot, table_id: int) -> dict[tuple[int, int], bool | None]:
    """Whether the thread was told of each of the table's seat changes (by ``(seq, seat)``);
    none known where the database could not be read (logged): the thread says then."""
    try:
        return await bot.db.seats_said(table_id)
    except StorageError as exc:
        logger.warning("table %s: its seat changes said not read (%s)", table_id, exc)
        return {}


def _holder(table: LiveTable, seat: int) -> int | None:
    now = table.seats.get(seat)
    return now.player_id if now is not None else None


async def _last_result_seq(bot: BostonBot, table: LiveTable, posted_deals: int) -> int | None:
    """The log's event that settled the last deal whose result the thread took (0: none);
    None where the log cannot be read (nothing is then taken as owed)."""
    if posted_deals <= 0:
        return 0
    try:
        events = await bot.db.event_log(table.id)
        ends = await asyncio.to_thread(log.deal_ends, events)
    except (StorageError, RecordError) as exc:
        logger.warning("table %s: its seat lines not looked at (%s)", table.id, exc)
        return None
    return ends[posted_deals - 1] if posted_deals <= len(ends) else None


async def _seat_line_owed(
    bot: BostonBot,
    table: LiveTable,
    held: list[tuple[int, SeatAssignment]],
    mine: list[Any],
    language: Lang,
) -> Queued | None:
    """The line saying who took over the seat whose saved holders are ``held`` (oldest
    first), where its last change gave it to another person and the thread's latest
    messages (the bot's: ``mine``) do not show it (one Discord took just before a stop, its
    mark not written, or one of a change saved before migration 0019). A computer given the
    seat, a keeper and a person back from one are left alone: their lines are the step-away
    notices'."""
    if len(held) < 2:
        return None
    (seq, new), (before_seq, was) = held[-1], held[-2]
    if new.player_id is None or new.player_id == was.player_id:
        return None  # a computer (a keeper, or given for good), or a new name
    if new != table.seats.get(new.seat):
        return None  # changed again since
    owed_to = None
    if was.computer_level is not None and (before_seq, was.seat) not in table.options.given:
        # A keeper: who it kept the seat for is the holder before it.
        owner = held[-3][1].player_id if len(held) >= 3 else None
        if owner == new.player_id:
            return None  # they came back (or were given their own seat back)
        owed_to = owner
    change = TableChange(
        table.id,
        seq,
        "seat",
        seat=new.seat,
        names=(was.display_name, new.display_name),
        owed_to=owed_to,
    )
    line = await seat_line(bot, table, change, language)
    if line is None:
        return None
    text = line[0]
    who = f"<@{new.player_id}>"
    # A computer before is named as the line names it: escaped.
    old = (
        f"<@{was.player_id}>"
        if was.player_id is not None
        else discord.utils.escape_markdown(was.display_name)
    )
    for message in mine:
        content = str(message.get("content") or "")
        if content == text or (who in content and old in content and not custom_ids(message)):
            return None  # posted already (in another language, perhaps)
    return (*line, SeatSaid(seq, new))


async def _edit_stale(
    bot: BostonBot,
    table: LiveTable,
    offered: dict[int, list[tuple[int, bool]]],
    changes: list[tuple[int, SeatAssignment]],
    language: Lang,
    told: set[int],
) -> None:
    """Edit each notice still offering **Take my seat back** that could only be refused: of
    a person back at the table, or who lost the seat (it says to whom), and the older ones
    of a person away again."""
    place = table.row.thread_id or table.row.channel_id
    for owner, notices in offered.items():
        if table.away_seat_of(owner) is not None:
            notices = notices[1:]  # the newest is live
            ending = StepAway(0, owner, "back")
        else:
            found = _ending(owner, table.seats, changes, away=False, over=False)
            if not isinstance(found, StepAway):
                continue
            ending = found
        mine = table.away_seat_of(owner) or table.seat_of(owner) or ending.seat
        if mine in told:
            continue  # changed in this process: its own lines edit the notice
        for message_id, timed_out in notices:
            text = _away_ended_text(ending, timed_out, language, bot.reader_of)
            await _edit_notice(bot, table.id, place, message_id, text)
