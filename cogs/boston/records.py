"""The Records cog: the protocol as a picture (``/boston protocol``), scorekeeping for games
played with real cards (``/boston score``, and ``/boston withdraw`` for a deal entered
wrongly), and the game record out and in
(``/boston export``, ``/boston import``). Every answer is private. An exported record names who
played each seat when (RF-2.6, ``bot/tables/seat_history.py``), not only the first four, and an
imported record's answer says so, a line per changed seat (``cogs/boston/import_worker.py``).

An entry that would end the game is asked about before it is saved
(``cogs/boston/last_deal.py``): once the table is closed, its last deal can no longer be
withdrawn.

The results a player enters are passed to the service as the record's scored form; the rules
(``bot/engine``) judge them, and a refusal's reason is shown as it is.

A command that answers later (an import replayed in a child process, a protocol drawn) and is
still working when the bot closes (a deploy) is stopped and answered, privately, that the bot
is restarting and to try again in a minute, not left "thinking…" until Discord gives up.
A crash (SIGKILL) answers nothing itself, so an import writes a row before its defer goes
(``pending_imports``, migration 0014: the webhook token that edits the deferred answer) and
deletes it once answered; the next process's start-up edits the answer of each row left
whose token has time left to say that the bot restarted and nothing was imported
(:meth:`RecordsCog.on_tables_loaded`). Written first, so that a crash once its "thinking…"
shows leaves a row; a row whose defer never went out is harmless (its edit fails, logged).
A token is a secret: never logged.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import io
import logging
import re
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.engine.cards import Suit
from bot.engine.scored import PARTOUT
from bot.engine.variants import get_variant
from bot.i18n import Lang, lang_of, scored_reason, t
from bot.record_export import NotExported, table_record
from bot.tables import ActOutcome, NotSaved, Refused
from bot.tables.options import engine_settings, options_of
from bot.tables.service import LiveTable
from cogs.boston.common import (
    Told,
    attach_to_boston,
    bot_of,
    bot_of_cog,
    choice_name,
    cog_of,
    detach_from_boston,
    find_table,
    lang,
    no_table_text,
    refusal_text,
    refuse_unentitled,
    seated_table,
    server_only,
    table_here_or_told,
    tell,
)
from cogs.boston.components import text as text_display
from cogs.boston.import_worker import MAX_DEALS, run_import
from cogs.boston.last_deal import LAST_DEAL_TEMPLATE, LastDeals, entry_text
from cogs.boston.results import balances_text, pool_lines, summary_lines
from cogs.boston.table import TableCog
from cogs.boston.table_protocol import protocol_files
from cogs.boston.wire import edit_original, followup_for
from db.clock import utc_now
from db.errors import StorageError
from db.models import TableRow
from db.repos.pending import PendingImport

COMMANDS = ("protocol", "score", "withdraw", "export", "import")
logger = logging.getLogger(__name__)

RECORD_LIMIT = 1_000_000
"""Bytes: a record of a long evening is far smaller; anything bigger is not a record."""
MESSAGE_LIMIT = 2000
"""Characters Discord allows in a message."""
ENTRY_TRIES = 3
"""Times an entry is checked and saved before a table that keeps moving refuses it as stale."""
CLOSE_ANSWER = 2.0
"""Seconds a closing bot gives the answers of the commands still thinking (within the close's
time: a container's stop kills it 10 s after SIGTERM)."""
ENDED = ("finished", "abandoned")
"""A table's statuses once its game is over: no deal of it can be withdrawn any more."""
TABLE_OPTION = _("The table's number (default: the table here)", key="cmd.opt.table")
TOKEN_LIFETIME = 15 * 60.0
"""Seconds an interaction's token may edit its deferred answer (Discord's limit)."""
TOKEN_MARGIN = 60.0
"""A left import's answer is not tried with less than this left of its token: Discord's clock
started when it created the interaction, a little before the row was written."""


OPTIONS = {
    "trump_class": "trumps",
    "tricks.declarer": "tricks",
    "tricks.side": "tricks",
    "tricks.whister": "whister_tricks",
    "tricks.partner": "whister_tricks",
    "partner": "whister",
    PARTOUT: "seat_tricks",
}
"""The record's fields that ``/boston score`` asks for under another name (see ``score``)."""


def seat_list(text: str) -> list[object]:
    """Seats typed as ``2 4`` or ``2, 4``: each a number where it is one, else as typed, so
    that the rules refuse it by the field's name."""
    return [
        # a count of more digits is no seat (nor one int() may read)
        int(word) if word.isdecimal() and word.isascii() and len(word) <= 4 else word
        for word in text.replace(",", " ").split()
    ]


def option_of(field: str) -> str:
    """The ``/boston score`` option a field of the record's scored form is given with."""
    if field.startswith(f"{PARTOUT}."):  # one seat's count
        field = PARTOUT
    return OPTIONS.get(field, field)


class RecordsCog(commands.Cog, name="Records"):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self._importing: set[int] = set()
        """Users whose import is running: one at a time each."""
        self.last_deals = LastDeals()
        """Entries that would end their game, waiting for their enterer's answer."""
        self._thinking: dict[int, tuple[discord.Interaction, str, asyncio.Task[Any]]] = {}
        """Deferred commands still working (by interaction id): each with the catalogue key
        of its answer should the bot close first, and the task working on it."""
        self._kept: set[int] = set()
        """The imports (by interaction id) whose row is written and not yet deleted."""
        self._left_later: asyncio.TimerHandle | None = None
        self._later: set[asyncio.Task[None]] = set()
        """The second look at left imports (``imports_left_after``), held so it is not
        collected."""

    async def cog_load(self) -> None:
        attach_to_boston(self)
        bot_of_cog(self).router.add(LAST_DEAL_TEMPLATE, self.last_deals.on_button)

    async def cog_unload(self) -> None:
        bot_of_cog(self).router.remove(LAST_DEAL_TEMPLATE)
        self.last_deals.close()
        if self._left_later is not None:
            self._left_later.cancel()
        for task in self._later:
            task.cancel()
        detach_from_boston(self, COMMANDS)
        await self._answer_thinking()

    async def _answer_thinking(self) -> None:
        """The bot is closing (a deploy, a restart; the HTTP session closes after the cogs):
        each command still thinking (an import being replayed, a protocol being drawn) is
        stopped and answered that the bot is restarting, instead of "thinking…" until Discord
        gives up on it. At most :data:`CLOSE_ANSWER` seconds, all at once; a crash answers
        nothing (the process is gone)."""
        pending, self._thinking = list(self._thinking.values()), {}
        for _interaction, _key, task in pending:
            task.cancel()  # its own answer would race this one, or fail on a closed session
        if not pending:
            return

        answered: list[int] = []

        async def answer(interaction: discord.Interaction, key: str) -> None:
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=t(lang(interaction), key))
                answered.append(interaction.id)

        answers = [answer(interaction, key) for interaction, key, _task in pending]
        try:
            async with asyncio.timeout(CLOSE_ANSWER):
                await asyncio.gather(*answers)
        except TimeoutError:
            logger.warning("commands still thinking not all answered before the close")
        # An import answered here needs no answer from the next process; one whose answer
        # failed keeps its row, and the next start-up tries (the database closes after this).
        for interaction_id in answered:
            if interaction_id in self._kept:
                await self._drop_pending(interaction_id)

    @contextlib.contextmanager
    def _working(self, interaction: discord.Interaction, key: str) -> Iterator[None]:
        """While a deferred command works: answered ``key`` if the bot closes first."""
        task = asyncio.current_task()
        assert task is not None
        self._thinking[interaction.id] = (interaction, key, task)
        # Answered here at the close, not by the bot's answer to what is still working.
        bot_of_cog(self).router.watchdog.answers_itself(interaction.id)
        try:
            yield
        finally:
            self._thinking.pop(interaction.id, None)

    @contextlib.asynccontextmanager
    async def _unanswered(
        self, interaction: discord.Interaction, language: Lang
    ) -> AsyncIterator[None]:
        """While an import is not answered: its row, written before its defer goes (the token
        is known from the interaction's arrival), so that a crash once "thinking…" shows
        always leaves its answer to the next process (:meth:`on_tables_loaded`); a crash
        before the defer leaves a row whose edit fails there, logged. Deleted once the import
        is answered, or ends with an error (the defer refused too: the central error path
        answers it, next). Not when the close cancels it: :meth:`_answer_thinking` answers
        it, then deletes the row. One quick write before any answer: a locked database
        refuses it within ``BUSY_TIMEOUT_MS`` (``bot/discord_app.py``), and the watchdog
        (``bot/routing.py``) defers a slower one within Discord's 3 s (a crash between that
        deferral and the commit leaves no row, the one case left). A failed write raises:
        the central error path refuses the import, nothing done (going on would risk
        "thinking…" for good at a crash)."""
        pending = PendingImport(
            interaction_id=interaction.id,
            application_id=interaction.application_id,
            token=interaction.token,
            guild_id=interaction.guild_id,
            language=language,
            expires_at=utc_now() + timedelta(seconds=TOKEN_LIFETIME),
        )
        try:
            await bot_of_cog(self).db.keep_pending(pending)
        except StorageError:
            # The import is refused. A commit whose reply was lost (PostgreSQL) may have
            # kept the row anyway: it goes, lest a start-up say "restarted" over the refusal.
            await self._drop_pending(interaction.id)
            raise
        self._kept.add(interaction.id)
        cancelled = False
        try:
            yield
        except asyncio.CancelledError:
            cancelled = True
            raise
        finally:
            if not cancelled and interaction.id in self._kept:
                await self._drop_pending(interaction.id)

    async def _drop_pending(self, interaction_id: int) -> None:
        """The import of ``interaction_id`` is answered: its row goes. A failure is logged:
        the next start-up would tell the person that the bot restarted, no worse."""
        self._kept.discard(interaction_id)
        try:
            await bot_of_cog(self).db.drop_pending(interaction_id)
        except StorageError as exc:
            logger.warning("an answered import's row not deleted (%s)", exc)

    @commands.Cog.listener()
    async def on_tables_loaded(self) -> None:
        """Start-up: each import a previous process left unanswered (it crashed while the
        import was read) whose token has time left is answered, privately, in its asker's
        language, that the bot restarted and nothing was imported; the rows are deleted as
        they are read (an expired one with them, unused). A failure to send is logged, and
        not tried again: the row is gone."""
        await self._answer_left()
        # A rolling deploy's old process may still be reading an import its row stands for:
        # only rows older than an import can take are taken now (``imports_left_after``),
        # the rest once they are.
        loop = asyncio.get_running_loop()
        wait = bot_of_cog(self).imports_left_after
        self._left_later = loop.call_later(wait, self._look_again)

    def _look_again(self) -> None:
        task = asyncio.create_task(self._answer_left(), name="cogs:imports-left")
        self._later.add(task)
        task.add_done_callback(self._later.discard)

    async def _answer_left(self) -> None:
        bot = bot_of_cog(self)
        stood = bot.imports_left_after  # rows older than an import can take (a live one's not)
        expiring_by = utc_now() + timedelta(seconds=TOKEN_LIFETIME - stood)
        try:
            left = await bot.db.take_pending(shards=bot.tables.shards, expiring_by=expiring_by)
        except StorageError as exc:
            logger.warning("imports left unanswered by the last process not read (%s)", exc)
            return
        now = utc_now()
        for pending in left:
            if (pending.expires_at - now).total_seconds() < TOKEN_MARGIN:
                continue  # the answer would race the token's end
            text = t(lang_of(pending.language), "import.restarted")
            try:
                await self._edit_left(pending, text)
            except discord.DiscordException as exc:  # never the URL: it holds the token
                status = getattr(exc, "status", None)
                logger.warning(
                    "an import left unanswered could not be answered (%s %s)",
                    type(exc).__name__,
                    status or "",
                )

    async def _edit_left(self, pending: PendingImport, said: str) -> None:
        """Edit the deferred answer of an interaction of the previous process through its
        webhook token (``wire.edit_original``); it stays private: the defer made it so."""
        target = followup_for(self.bot, pending.application_id, pending.token, pending.guild_id)
        await edit_original(target, [text_display(said)])

    async def _table_row(
        self, interaction: discord.Interaction, table: int | None
    ) -> TableRow | None:
        """The table a record command means, finished ones too (their log is in the
        database): the one given, else the table whose thread this is, else
        :func:`find_table`'s choice. ``None`` where there is none of this server."""
        db = bot_of(interaction).db
        guild, here = interaction.guild_id, interaction.channel_id
        if guild is None:
            return None
        row: TableRow | None = None
        if table is not None:
            row = await db.table(table)
        else:
            if here is not None:
                row = await db.table_of_thread(guild, here)
            if row is None:  # no table's thread: the user's table, as find_table chooses
                found = seated_table(interaction)
                row = await db.table(found.id) if found is not None else None
        return row if row is not None and row.guild_id == guild else None

    @app_commands.command(
        name="protocol",
        description=_("A table's protocol or score sheet, privately", key="cmd.protocol"),
    )
    @app_commands.describe(table=TABLE_OPTION)
    @server_only()
    async def protocol(self, interaction: discord.Interaction, table: int | None = None) -> None:
        row = await self._table_row(interaction, table)
        if row is None:
            await tell(interaction, await no_table_text(interaction, table, records=True))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        with self._working(interaction, "protocol.restarting"):
            await cog_of(interaction, TableCog).show_protocol(interaction, row.id)

    @app_commands.command(
        name="score",
        description=_("Enter a deal played with real cards", key="cmd.score"),
    )
    @app_commands.describe(
        contract=_("The contract, from the list of the table's own", key="cmd.score.contract"),
        declarer=_("The declarer's seat (1-4)", key="cmd.score.declarer"),
        declarer_member=_("The declarer, as a member", key="cmd.score.declarer_member"),
        trumps=_("The class of the trump suit", key="cmd.score.trumps"),
        suit=_("The trump suit, where the rules name it in the bid", key="cmd.score.suit"),
        turned=_("The turned card, where the rules need it (e.g. QC)", key="cmd.score.turned"),
        boston=_(
            "The seat holding the carte de boston, where the rules pay it (1-4)",
            key="cmd.score.boston",
        ),
        whister=_("The whister's or supporter's seat, if any", key="cmd.score.whister"),
        tricks=_("Tricks taken by the declarer", key="cmd.score.tricks"),
        whister_tricks=_(
            "Tricks taken by the whister or supporter", key="cmd.score.whister_tricks"
        ),
        honours=_("Trump honours of the declaring side (0-4)", key="cmd.score.honours"),
        first_five=_("The declaring side took the first five tricks", key="cmd.score.first_five"),
        conceded=_("The declarer conceded", key="cmd.score.conceded"),
        merge=_(
            "Merge the two betar a lost contract writes into one (default: kept apart)",
            key="cmd.score.merge",
        ),
        all_pass=_("Everyone passed", key="cmd.score.all_pass"),
        seat_tricks=_(
            "Everyone passed and the deal was played out: each seat's tricks, e.g. 5 4 3 1",
            key="cmd.score.seat_tricks",
        ),
        chicane=_(
            "The seats that declared chicane (held no trump), where the rules pay it, e.g. 2 4",
            key="cmd.score.chicane",
        ),
        table=TABLE_OPTION,
    )
    @app_commands.choices(
        suit=[app_commands.Choice(name=s.symbol, value=s.char) for s in Suit],
        trumps=[
            # The table's own words for these classes are its variant's; a command's choices
            # are fixed when it syncs, so they describe the class instead.
            app_commands.Choice(name=_("A plain suit", key="choice.trump.plain"), value="plain"),
            app_commands.Choice(
                name=_("The turned card's other suit of its colour", key="choice.trump.second"),
                value="second",
            ),
            app_commands.Choice(
                name=_("The turned card's suit", key="choice.trump.first"), value="first"
            ),
        ],
    )
    @server_only()
    async def score(
        self,
        interaction: discord.Interaction,
        contract: str | None = None,
        declarer: app_commands.Range[int, 1, 4] | None = None,
        declarer_member: discord.Member | None = None,
        trumps: str | None = None,
        suit: str | None = None,
        turned: str | None = None,
        boston: app_commands.Range[int, 1, 4] | None = None,
        whister: app_commands.Range[int, 1, 4] | None = None,
        tricks: app_commands.Range[int, 0, 13] | None = None,
        whister_tricks: app_commands.Range[int, 0, 13] | None = None,
        honours: app_commands.Range[int, 0, 4] = 0,
        first_five: bool = False,
        conceded: bool = False,
        merge: bool | None = None,
        all_pass: bool = False,
        seat_tricks: str | None = None,
        chicane: str | None = None,
        table: int | None = None,
    ) -> None:
        language = lang(interaction)
        live = await table_here_or_told(interaction, table, needs="seat")  # players only
        if live is None:
            return
        played = (contract, declarer, declarer_member, trumps, suit, whister, tricks)
        if (all_pass or seat_tricks is not None) and (
            any(given is not None for given in (*played, whister_tricks, merge, chicane))
            or honours
            or first_five
            or conceded
        ):
            # Entered as an all-pass, the contract would be dropped without a word.
            await tell(interaction, t(language, "score.pass_or_contract"))
            return
        if declarer_member is not None:
            # The member's seat; refused, with the reason, where it cannot be the one meant.
            seat = live.seat_of(declarer_member.id)
            who = declarer_member.display_name
            if seat is None:
                await tell(interaction, t(language, "score.not_seated", who=who, id=live.id))
                return
            if declarer is not None and declarer != seat:
                text = t(language, "score.two_declarers", who=who, seat=seat, declarer=declarer)
                await tell(interaction, text)
                return
            declarer = seat
        result: dict[str, object] | str
        if seat_tricks is not None:
            # An all-pass deal played out (Misère Partout): the rules read the four counts and
            # say what is wrong with them.
            counts = seat_tricks.replace(",", " ").split()
            result = {
                PARTOUT: {
                    # a count of more digits is no count (nor one int() may read)
                    str(s): int(c) if c.isdecimal() and c.isascii() and len(c) <= 4 else c
                    for s, c in enumerate(counts, 1)
                }
            }
        elif all_pass:
            result = "all-pass"
        else:
            # Only what was given beyond the defaults: each variant's scored form has its
            # own fields (Dawson has no honours or concession), and its reader says what is
            # missing or unknown.
            given = {
                "honours": honours,
                "first_five": first_five,
                "conceded": conceded,
                "suit": suit,
                "trump_class": trumps,  # where a card is turned (Swedish, Dawson)
                "turned": turned,
                "boston": boston,  # the carte de boston's holder (NT-J1)
            }
            result = {
                "contract": contract,
                "declarer": declarer,
                "whister": whister,
                "tricks": {"declarer": tricks, "whister": whister_tricks},
                **{key: value for key, value in given.items() if value},
            }
            if merge is not None:
                result["merge"] = merge
            if chicane is not None:
                # The record's list of seats (RU-R). Only the variants whose scored form has
                # the field read it; the others refuse it by name, as any field they lack.
                result["chicane"] = seat_list(chicane)
        try:
            outcome = await self._enter(interaction, live, result)
        except Refused as exc:
            if exc.code != "illegal":
                await tell(interaction, refusal_text(language, exc))
                return
            # A bad result's reason comes from the rules, which name the field at fault: as
            # this command's option where it is one.
            reason = (
                exc.message if exc.cause is None else scored_reason(language, exc.cause, option_of)
            )
            await tell(interaction, t(language, "score.refused", reason=reason))
            return
        except NotSaved:  # nothing entered: said as an entry, not as a move
            await tell(interaction, t(language, "score.not_saved"))
            return
        if outcome is None:  # it would end the game: asked first (last_deal)
            return
        head = t(language, "score.entered", id=live.id, n=outcome.deal_no)
        # As the thread's post: each word in full where the game first uses it.
        game, number = live.game, outcome.deal_no
        entry = game.deals[number - 1] if game is not None and number is not None else None
        await tell(interaction, entry_text(live, language, head, outcome.settlement, entry))

    async def _enter(
        self, interaction: discord.Interaction, live: LiveTable, result: dict[str, object] | str
    ) -> ActOutcome | None:
        """Save an entry that leaves the game going, as it is; ask about one that would end
        it (None then): the game's last deal, or one whose scores outgrow what the table can
        keep (the game ends before it). The check is made on a scratch copy, and the entry
        saved only at the state it was checked at: an entry that ends no game when checked
        cannot end one unasked because another was saved in between. Raises as
        ``TableService.score``."""
        tables = bot_of(interaction).tables
        user = interaction.user.id
        tries = 0
        while True:
            preview = await tables.preview_score(live.id, user, result)
            if preview.ends or preview.outgrows:
                await self.last_deals.ask(interaction, live, preview, result)
                return None
            try:
                return await tables.score(
                    live.id, user, result, expected_seq=preview.seq, expected_end=False
                )
            except Refused as exc:
                tries += 1
                if exc.code != "stale":
                    raise
                if tries >= ENTRY_TRIES:  # not "here it is now": this answer shows no table
                    number = preview.entry.number
                    raise Told(
                        "stale", "score.ends_stale", exc.message, n=number, id=live.id
                    ) from None

    @score.autocomplete("contract")
    async def _contracts(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The contracts of the table's rules, so nobody has to know their ids."""
        try:
            live = await find_table(interaction, None)
        except Refused:
            return []  # more than one table could be meant: the command will say so
        if live is None:
            return []
        variant = get_variant(live.row.variant)
        rules = variant.rules(engine_settings(live.row.settings))
        language = lang(interaction)
        typed = current.lower()
        named = [(c, variant.words.contract(c, language)) for c in rules.ladder]
        return [
            app_commands.Choice(name=choice_name(name), value=c.id)
            for c, name in named
            if typed in c.id or typed in name.lower()
        ][:25]

    @app_commands.command(
        name="withdraw",
        description=_("Take back the last deal entered with /boston score", key="cmd.withdraw"),
    )
    @app_commands.describe(
        deal=_(
            "The last deal's number: a second withdraw sent by mistake is refused",
            key="cmd.withdraw.deal",
        ),
        table=TABLE_OPTION,
    )
    @server_only()
    async def withdraw(
        self,
        interaction: discord.Interaction,
        deal: app_commands.Range[int, 1],
        table: int | None = None,
    ) -> None:
        language = lang(interaction)
        live = await find_table(interaction, table)
        if live is None and table is None:
            # Seated nowhere here: told so now, not first sent to add `table:` (players only).
            await refuse_unentitled(interaction, "seat", "")
        if live is None or live.row.guild_id != interaction.guild_id:
            # A table whose game is over (its thread, or its number) is told as that: the
            # deal that ended it can no longer be taken back, rather than "no such table".
            row = await self._table_row(interaction, table)
            if row is not None and row.status in ENDED:
                await tell(interaction, t(language, "withdraw.ended", id=row.id))
            else:
                await tell(interaction, await no_table_text(interaction, table))
            return
        try:
            entry = await bot_of(interaction).tables.withdraw(live.id, interaction.user.id, deal)
        except Refused as exc:
            game = live.game
            if exc.code == "not_last_deal" and game is not None and game.deals:
                text = t(language, "withdraw.not_last", n=deal, last=game.deals[-1].number)
            elif exc.code == "not_scorekeeping":
                # The code /boston score shares, whose words name that command, not this one.
                text = t(language, "withdraw.not_scorekeeping")
            else:
                text = refusal_text(language, exc)
            await tell(interaction, text)
            return
        except NotSaved:
            await tell(interaction, t(language, "withdraw.not_saved"))
            return
        # What was taken back, said so that it can be entered again.
        lines = [t(language, "withdraw.done", n=entry.number, id=live.id)]
        lines += summary_lines(live, entry, language)  # on a phone's lines
        if live.game is not None:
            lines.append(balances_text(live, live.game.balances, language))
            lines += pool_lines(live, live.game, language)
        await tell(interaction, "\n".join(lines))

    @app_commands.command(
        name="export",
        description=_(
            "A table's game record as a file (every deal and move, JSON)", key="cmd.export"
        ),
    )
    @app_commands.describe(table=TABLE_OPTION)
    @server_only()
    async def export(self, interaction: discord.Interaction, table: int | None = None) -> None:
        language = lang(interaction)
        bot = bot_of(interaction)
        row = await self._table_row(interaction, table)
        if row is None:
            await tell(interaction, await no_table_text(interaction, table, export=True))
            return
        table_id = row.id
        live = bot.tables.find(table_id)
        options = live.options if live is not None else options_of(row.settings)
        try:
            exported = await table_record(
                bot.tables, bot.db, row, options, in_play="export.while_playing"
            )
        except NotExported as exc:
            refused = exc.refused
            await tell(
                interaction, refusal_text(language, refused) if refused else t(language, exc.key)
            )
            return
        data, done = exported.data, exported.said
        name = t(language, "file.record", id=table_id)
        file = discord.File(io.BytesIO(data), filename=name)
        await interaction.response.send_message(
            t(language, done, id=table_id), file=file, ephemeral=True
        )

    @app_commands.command(
        name="import",
        description=_("Replay a game record file and show its protocol", key="cmd.import"),
    )
    @app_commands.describe(record=_("A boston-record JSON file", key="cmd.import.record"))
    @server_only()
    async def import_(self, interaction: discord.Interaction, record: discord.Attachment) -> None:
        language = lang(interaction)
        user = interaction.user.id
        if record.size > RECORD_LIMIT:
            await tell(interaction, t(language, "import.too_big"))
            return
        if user in self._importing:
            await tell(interaction, t(language, "import.busy"))
            return
        self._importing.add(user)
        try:
            # Written down before the defer (a crash once "thinking…" shows leaves the row),
            # deleted once the answer is sent.
            async with self._unanswered(interaction, language):
                await interaction.response.defer(ephemeral=True, thinking=True)
                with self._working(interaction, "import.restarting"):
                    try:
                        data = await record.read()
                    except discord.HTTPException:
                        await tell(interaction, t(language, "import.unreadable"))
                        return
                    # Off the event loop, with time and memory limits: see import_worker.
                    outcome = await run_import(data, language, record.filename)
                self._importing.discard(user)  # the answer may take its time: not "busy"
                await self._answer_import(interaction, language, record.filename, outcome)
        finally:
            self._importing.discard(user)

    async def _answer_import(
        self,
        interaction: discord.Interaction,
        language: Lang,
        filename: str,
        outcome: dict[str, Any],
    ) -> None:
        """The import's answer, from the child's ``outcome``: its refusal or its protocol."""
        error = outcome.get("error")
        if isinstance(error, str):
            text = t(language, error, reason=outcome.get("reason", ""), limit=MAX_DEALS)
            await tell(interaction, text[:MESSAGE_LIMIT])
            return
        text = (str(outcome.get("head", "")) + "\n" + str(outcome.get("text", "")))[:MESSAGE_LIMIT]
        picture, sheet = outcome.get("picture"), outcome.get("sheet")
        files = protocol_files(
            base64.b64decode(picture) if isinstance(picture, str) else None,
            sheet if isinstance(sheet, str) else None,
            _stem(filename),
            language,
        )
        if not files:
            await tell(interaction, text)
            return
        await interaction.followup.send(text, files=files, ephemeral=True)


def _stem(filename: str) -> str:
    """The uploaded record's name, for the answer's files: ``game.json`` gives
    ``protocol-game.png``; letters, digits, ``-`` and ``_`` only."""
    stem = re.sub(r"[^A-Za-z0-9_-]", "", filename.rsplit(".", 1)[0])[:40]
    return stem or "import"


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RecordsCog(bot))
