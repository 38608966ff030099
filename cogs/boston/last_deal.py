"""The deal that ends a scorekeeping game, asked before it is saved.

A ``/boston score`` entry that would end the game (the tour played off, the agreed number of
deals reached) closes the table at once, and a closed table's last deal can no longer be
withdrawn. So such an entry is not saved when it is typed: its enterer is shown, privately,
the deal as it would be entered and that it ends the game, with **Enter it: the game ends**
and **Cancel**. Nothing is saved until **Enter it** is pressed; then exactly that entry is
saved, provided the table has not moved on since (``TableService.score``'s
``expected_seq``). **Cancel**, or :data:`CONFIRM_SECONDS` without an answer, drops it.

An entry whose scores would outgrow what the table can keep (``ScorePreview.outgrows``) is
asked the same way, with **End the game** instead: pressed, the table ends the game at the
last deal saved, as by agreement, and the entry does not count (``outgrown``); cancelled,
the game goes on (an entry typed wrongly can be entered rightly).

The entries waiting live in memory only: nothing was acknowledged before the press, so after
a restart the buttons say that the entry was not saved and to enter it again. Only the person
who entered it can press them, on their own private answer (a custom id forged onto another
message, or by anyone else, is refused and changes nothing). Pressed twice quickly, the entry
is saved once: a press while the first is being saved waits for the first one's answer, and a
press after it is given that same answer.

Owns the answer text of an entered deal (:func:`entry_text`, shared with ``/boston score``),
the waiting entries, their buttons' custom ids and their timeout.
"""

from __future__ import annotations

import asyncio
import logging
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

import discord

from bot.engine.game import DealEntry
from bot.engine.scoring import Settlement
from bot.i18n import Lang, t
from bot.routing import RoutedInteraction
from bot.tables import NotSaved, Refused, TableService
from bot.tables.live import LiveTable, ScorePreview
from cogs.boston.common import Told, bot_of, lang, refusal_text
from cogs.boston.components import DANGER, SECONDARY, button, row, text
from cogs.boston.errors import answered
from cogs.boston.play import clicked_message
from cogs.boston.results import (
    explained_in,
    net_lines,
    payment_block,
    settled_at_end,
    summary_lines,
    table_settings,
    with_terms,
)
from cogs.boston.seat_names import names, seat_name
from cogs.boston.wire import (
    Followup,
    edit_original,
    followup_of,
    send_components,
    update_components,
)

logger = logging.getLogger(__name__)

LAST_DEAL_TEMPLATE = (
    r"boston:lastdeal:(?P<table>\d+):(?P<user>\d+):(?P<key>[0-9a-f]+):(?P<verb>enter|cancel)"
)
"""The buttons of the question: the table, who entered the deal, the waiting entry, the answer."""
CONFIRM_SECONDS = 600.0
"""How long an entry waits for its answer (the texts say 10 minutes); well within the 15
minutes Discord lets the question be edited."""

ANSWERS_KEPT = 256
"""Answered entries whose answer a late second press is given again (see ``_answered``)."""

Verb = Literal["enter", "cancel"]


def last_deal_id(table_id: int, user_id: int, key: str, verb: Verb) -> str:
    return f"boston:lastdeal:{table_id}:{user_id}:{key}:{verb}"


def entry_text(
    live: LiveTable,
    language: Lang,
    head: str,
    settlement: Settlement | None,
    entry: DealEntry | None,
    tail: str | None = None,
) -> str:
    """A scored deal as ``/boston score`` answers it: ``head``, the deal's payments and each
    seat's net, the words explained where the game first uses them (as the thread's post),
    then ``tail``."""
    lines = [head]
    if settlement is not None:
        if settlement.lines:
            lines.append(payment_block(settlement, language, names(live)))
        at = len(lines)
        net = settlement.net()
        lines += net_lines(net, [seat_name(live, s) for s in (1, 2, 3, 4)], language)
        if tail is not None:
            lines.append(tail)
        explained = explained_in(entry) if entry is not None else False
        settings = table_settings(live)
        return with_terms(lines, at, settlement, language, explained=explained, settings=settings)
    if tail is not None:
        lines.append(tail)
    return "\n".join(lines)


@dataclass(slots=True)
class Waiting:
    """An entry that would end its game, not saved, waiting for its enterer's answer."""

    key: str
    guild_id: int | None
    table_id: int
    user_id: int
    result: Mapping[str, object] | str
    """Exactly what was entered (the record's scored form): what **Enter it** saves."""
    seq: int
    """The table's sequence number it was checked at: it is saved only there."""
    entry: DealEntry
    """The deal as it was shown (its number, the words it explains)."""
    ends: bool
    """Whether it ends the game once saved, as checked (``TableService.score``'s
    ``expected_end``)."""
    language: Lang
    question: Followup = field(repr=False)
    """The private question, edited when the entry is dropped for want of an answer."""
    timer: asyncio.TimerHandle | None = None


class LastDeals:
    """The entries waiting for their answer, and the answers (the Records cog routes
    :data:`LAST_DEAL_TEMPLATE` to :meth:`on_button`)."""

    def __init__(self) -> None:
        self._waiting: dict[str, Waiting] = {}
        self._answering: set[str] = set()
        """The entries whose **Enter it** is being saved (no longer waiting, not yet said)."""
        self._answered: dict[str, str] = {}
        """What the last :data:`ANSWERS_KEPT` entries answered said, by key: a press that
        arrives after its entry was answered (two quick presses, the first one's answer still
        on its way) is given the same answer, not told that nothing was saved."""
        self._tasks: set[asyncio.Task[None]] = set()
        """The timeouts' edits in flight (a reference, or a task could be collected)."""

    def close(self) -> None:
        """The cog unloads: forget every entry (none was saved) and its timer."""
        for waiting in self._waiting.values():
            if waiting.timer is not None:
                waiting.timer.cancel()
        self._waiting.clear()
        self._answered.clear()

    async def ask(
        self,
        interaction: discord.Interaction,
        live: LiveTable,
        preview: ScorePreview,
        result: Mapping[str, object] | str,
    ) -> None:
        """Answer an entry that would end the game with the question, and keep it waiting."""
        language = lang(interaction)
        number = preview.entry.number
        user = interaction.user.id
        key = secrets.token_hex(8)  # a button of an earlier process never names a new entry
        # An entry that outgrows the database ends the game before it, whether or not it
        # would have been the last deal: said as that.
        question, after, enter = (
            ("score.outgrows_question", "score.outgrows_after", "score.outgrows_enter")
            if preview.outgrows
            else ("score.ends_question", "score.ends_after", "score.ends_enter")
        )
        body = entry_text(
            live,
            language,
            # What was entered, in the thread's words, so it can be checked before it is.
            t(language, question, n=number, id=live.id)
            + "\n"
            + "\n".join(summary_lines(live, preview.entry, language)),
            preview.settlement,
            preview.entry,
            t(language, after),
        )
        buttons = [
            button(
                last_deal_id(live.id, user, key, "enter"),
                t(language, enter),
                DANGER,
            ),
            button(
                last_deal_id(live.id, user, key, "cancel"),
                t(language, "score.ends_cancel"),
                SECONDARY,
            ),
        ]
        waiting = Waiting(
            key,
            interaction.guild_id,
            live.id,
            user,
            result,
            preview.seq,
            preview.entry,
            preview.ends,
            language,
            followup_of(interaction),
        )
        self._waiting[key] = waiting
        try:
            await send_components(interaction, [text(body), row(buttons)])
        except BaseException:
            del self._waiting[key]  # never asked: nothing waits
            raise
        loop = asyncio.get_running_loop()
        waiting.timer = loop.call_later(CONFIRM_SECONDS, self._expire, key)

    def _expire(self, key: str) -> None:
        waiting = self._waiting.pop(key, None)
        if waiting is None:
            return
        task = asyncio.create_task(self._tell_expired(waiting), name="cogs:last-deal-expired")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _tell_expired(waiting: Waiting) -> None:
        number, table_id = waiting.entry.number, waiting.table_id
        said = t(waiting.language, "score.ends_expired", n=number, id=table_id)
        try:
            await edit_original(waiting.question, [text(said)])
        except discord.HTTPException as exc:  # the question deleted, or Discord's trouble
            logger.warning("table %s: expired entry not told (%s)", waiting.table_id, exc.status)

    async def on_button(self, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        verb: Verb = "enter" if match["verb"] == "enter" else "cancel"
        work = self._answer(
            interaction, int(match["table"]), int(match["user"]), match["key"], verb
        )
        await answered(interaction, work)

    async def _answer(
        self, interaction: discord.Interaction, table_id: int, asker: int, key: str, verb: Verb
    ) -> None:
        language = lang(interaction)
        user = interaction.user.id
        # The answer redraws the message clicked, so it must be the enterer's own private
        # question: a custom id forged onto a public message, or pressed by anyone else, is
        # refused before anything is looked at, and the entry keeps waiting.
        _, private = clicked_message(interaction)
        waiting = self._waiting.get(key)
        mine = waiting is None or (
            waiting.user_id == user
            and waiting.table_id == table_id
            and waiting.guild_id == interaction.guild_id
        )
        if user != asker or not private or not mine:
            raise Told("not_seated", "refused.not_your_question", "That question is not yours.")
        if waiting is None and key in self._answering:
            # A second press while the first is being saved: its answer redraws this message.
            await interaction.response.defer()
            return
        if waiting is None:
            # Answered already (its answer may still be on its way: two quick presses): the
            # same answer, whatever this press was. Else dropped, or asked before a restart:
            # nothing was saved.
            said = self._answered.get(key) or t(language, "score.ends_gone")
            await update_components(interaction, [text(said)])
            return
        del self._waiting[key]  # a second press finds nothing waiting
        if waiting.timer is not None:
            waiting.timer.cancel()
        if verb == "cancel":
            said = t(language, "score.ends_cancelled", n=waiting.entry.number, id=table_id)
            self._said(key, said)
            await update_components(interaction, [text(said)])
            return
        self._answering.add(key)
        try:
            said = await self._enter(bot_of(interaction).tables, waiting, language)
            self._said(key, said)  # before the key leaves ``_answering``: no gap between
        finally:
            self._answering.discard(key)
        await update_components(interaction, [text(said)])

    def _said(self, key: str, said: str) -> None:
        """Keep what an entry's answer said, for a press that comes after it."""
        answered = self._answered
        answered[key] = said
        if len(answered) > ANSWERS_KEPT:
            del answered[next(iter(answered))]

    @staticmethod
    async def _enter(tables: TableService, waiting: Waiting, language: Lang) -> str:
        """Save the waiting entry, if the table is as it was when it was checked; what to
        say either way."""
        number, table_id = waiting.entry.number, waiting.table_id
        stale = t(language, "score.ends_stale", n=number, id=table_id)
        live = tables.find(table_id)
        if live is None:  # ended meanwhile (by another entry, or by agreement)
            return stale
        try:
            outcome = await tables.score(
                table_id,
                waiting.user_id,
                waiting.result,
                expected_seq=waiting.seq,
                expected_end=waiting.ends,
            )
        except Refused as exc:
            if exc.code == "stale":
                return stale
            place = f"<#{live.row.thread_id or live.row.channel_id}>"
            if exc.code == "outgrown" and live.status == "finished":
                # What was asked: the game ended before the entry, which does not count.
                key = "score.outgrown_last" if settled_at_end(live) else "score.outgrown_plain"
                return t(language, key, n=number, id=table_id, place=place)
            reason = refusal_text(language, exc)
            return t(language, "score.ends_refused", n=number, id=table_id, reason=reason)
        except NotSaved:
            return t(language, "score.not_saved")
        if not waiting.ends:  # checked as outgrowing, found fitting when saved: it counts
            head = t(language, "score.entered", id=table_id, n=number)
            return entry_text(live, language, head, outcome.settlement, waiting.entry)
        place = f"<#{live.row.thread_id or live.row.channel_id}>"
        key = "score.entered_last" if settled_at_end(live) else "score.entered_last_plain"
        head = t(language, key, n=number, id=table_id, place=place)
        return entry_text(live, language, head, outcome.settlement, waiting.entry)
