"""The Discord bot: its construction (``create_bot``), start-up and shutdown, and ``run``.

Start-up happens in ``setup_hook``: open the database, create the table service, load the
cogs (which register their persistent ``DynamicItem`` components and subscribe to the
service), rebuild unfinished tables, take back what the previous process handed over (its
turn notices and open hand views, ``cogs/boston/handover.py``), have every table message
redrawn, and sync the commands (globally, or to ``DEV_GUILD_ID`` at once while developing).
People's languages are saved in the background, :data:`LANGUAGES_EVERY` seconds after a change
(off every click's way), so a crash loses at most the last moments' changes. ``close`` saves
what only memory holds: the languages not saved yet and that handover; first, it lets the
interactions in flight end and tells those still working that the bot is restarting
(``bot.routing.Watchdog.close``). Nothing happens at import.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import signal
import sys
from typing import Any, Protocol, TypeVar, runtime_checkable

import aiohttp
import discord
import discord.gateway
import discord.http
import yarl
from discord.ext import commands

from bot import collector, rest
from bot.config import Settings
from bot.i18n import LANGS, Lang, database_reason, lang_of, t
from bot.i18n.translator import BostonTranslator
from bot.pacing import Pace
from bot.routing import ComponentRouter, RoutingState, ShardedRoutingState
from bot.tables import TableService
from bot.tables.limits import ClickLimiter
from bot.tables.live import LiveTable
from bot.tables.shuffle import Shuffler
from cogs.boston import EXTENSIONS, handover
from db.database import Database
from db.errors import StorageError

logger = logging.getLogger(__name__)

_State = TypeVar("_State", bound=RoutingState)

BUSY_TIMEOUT_MS = 1500
"""How long a write waits for a database locked by someone else before it is given up.

Discord wants an answer to a click within 3 s. SQLite's usual 5 s would let a locked database
(a backup, a second process) eat the whole allowance; at 1.5 s a lone write fails first and the
player is told plainly that the move was not saved, with time to spare for the answer itself.
The wait is per write on the one SQLite thread: writes queued behind a locked one wait longer,
and the router's watchdog acknowledges their interactions in time (``bot/routing.py``), to be
answered with the real outcome once it is known."""

READERS = 100_000
"""People whose language the bot remembers (the least recently changed are forgotten first)."""

IMPORTS_LEFT_AFTER = 60.0
"""Longer than an import can take (``cogs/boston/import_worker.TIMEOUT``): a rolling deploy's
old process still reading an import answers it itself; the new one answers only older rows,
and the rest this long after its start-up."""

LANGUAGES_EVERY = 30.0
"""Seconds from a change of someone's language to the background save of the changes: a click
never waits for, nor causes, a write (one that is refused must write nothing), and a crash
(SIGKILL, a lost machine) loses no more than these last seconds' changes, which then fall
back to the server's language until the person clicks again."""


@runtime_checkable
class Drains(Protocol):
    """The Table cog as a closing bot sees it (``cogs/boston/table.py``; an extension's module
    is loaded apart from this one's imports, so its class is not the one an import names)."""

    async def drain(self, seconds: float) -> None: ...


CLOSE_DRAIN = 5.0
"""Seconds a closing bot gives the tables' threads to get the lines still owed them (a deal's
result): within a container's stop (10 s before it is killed), with the rest of the close."""


INTENTS = discord.Intents(guilds=True)
"""The gateway events the bot asks for: servers, channels and threads. Interactions come
whatever the intents. The bot reads no message, typing, reaction or member event, so Discord
sends it none: with ``Intents.default()`` every chat message, edit and keystroke in a club's
server (and every edit of the bot's own table messages) reached it, to be decoded and thrown
away."""


class BostonBot(commands.Bot):
    """A ``commands.Bot`` with only the guilds intent (:data:`INTENTS`), slash commands only."""

    tune_gc: bool = False
    """Set by :func:`run`: the collector paused while the tables are rebuilt, and
    :func:`bot.collector.tune` once start-up is done."""
    measure_load: bool = False
    """Set by :func:`run`: sample the loop's load for :attr:`pace` once start-up is done."""
    close_on_sigterm: bool = False
    """Set by :func:`run`: SIGTERM (``docker stop``, systemd) closes the bot as Ctrl-C does,
    through :meth:`close`, so the restart handover and people's languages are saved. Left to
    itself the signal ends the process at once: discord.py's ``run`` only catches Ctrl-C."""

    def _shard_options(self, settings: Settings) -> dict[str, Any]:
        """What the discord.py client is told about shards: nothing for one connection."""
        return {}

    def __init__(
        self,
        settings: Settings,
        *,
        db: Database | None = None,
        service: TableService | None = None,
        shuffler: Shuffler | None = None,
        computer_delay: float | None = None,
        edit_interval: float | None = None,
        follow_interval: float | None = None,
        view_rows_every: float | None = None,
    ) -> None:
        self.router = ComponentRouter("boston:")
        """Where the cogs register their components' custom-id patterns (``bot/routing.py``)."""
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=INTENTS,
            help_command=None,
            # Turn mentions ping people, never roles or everyone, whatever a name contains.
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **self._shard_options(settings),
        )
        self.settings = settings
        self.edit_interval = (
            settings.table_edit_interval if edit_interval is None else edit_interval
        )
        self.follow_interval = (
            settings.hand_follow_interval if follow_interval is None else follow_interval
        )
        self.view_rows_every = view_rows_every
        """Seconds between the writes of open hand views' rows (None: the Live cog's
        ``ROWS_EVERY``); tests set it beyond their length and write the rows when they mean to,
        so a background write never lands inside a check that a refusal wrote nothing."""
        self._db = db or (service.db if service is not None else None)
        self._owns_db = self._db is None
        self._service = service
        self._shuffler = shuffler
        self._computer_delay = settings.computer_delay if computer_delay is None else computer_delay
        self._langs: dict[int, Lang | None] = {}
        """Each guild's stored language; None where it stored no settings (its locale's)."""
        self._readers: dict[int, Lang] = {}
        """Each person's language, from their last click (oldest first, at most READERS);
        read from the database at start-up, written to it when it changes."""
        self._unsaved_readers: dict[int, Lang] = {}
        """Languages changed and not saved yet: saved in the background
        (:meth:`save_languages`, :attr:`languages_every` after the first of them) and when the
        bot closes. A click (even one that is refused, which must write nothing) never waits
        for, nor causes, a write."""
        self.languages_every = LANGUAGES_EVERY
        """Seconds from a change of someone's language to the save of the changes; tests set
        it beyond their length and call :meth:`save_languages` when they mean to, so a
        background write never lands inside a check that a refusal wrote nothing."""
        self.imports_left_after = IMPORTS_LEFT_AFTER
        """Seconds an import's row must have stood before start-up answers it as left by a
        crash (``cogs/boston/records.py``); tests set 0."""
        self._languages_timer: asyncio.TimerHandle | None = None
        self._languages_task: asyncio.Task[None] | None = None
        """The background save under way, held so that it is not collected half-way."""
        self._languages_lock = asyncio.Lock()
        """One save at a time: the close's waits for a background one under way."""
        self._languages_stopped = False
        self.clicks = ClickLimiter()
        """Clicks per user (cogs/boston/errors.py checks it before any table is touched)."""
        self.pace = Pace()
        """How far apart the edits that can wait are spaced under load (``bot/pacing.py``)."""

    def _get_state(self, **options: Any) -> RoutingState:
        # discord.py builds its connection state here, inside Client.__init__: the one place
        # to give it the router, so clicks skip the message and view rebuilding.
        return self._routing_state(RoutingState, options)

    def _routing_state(self, kind: type[_State], options: dict[str, Any]) -> _State:
        state = kind(
            dispatch=self.dispatch,
            handlers=self._handlers,
            hooks=self._hooks,
            http=self.http,
            **options,
        )
        state.router = self.router
        return state

    @property
    def db(self) -> Database:
        if self._db is None:
            raise RuntimeError("the database opens in setup_hook")
        return self._db

    @property
    def tables(self) -> TableService:
        if self._service is None:
            raise RuntimeError("the table service starts in setup_hook")
        return self._service

    async def setup_hook(self) -> None:
        # Logged in: discord.py's session exists, and the lean transport can go under it
        # (with LEAN_REST=false, a session sending all through aiohttp): either way a request
        # Discord does not answer raises a Discord failure the cogs handle (``rest.NoAnswer``).
        rest.install(self.http, lean=self.settings.lean_rest)
        if self._db is None:
            self._db = await Database.open(self.settings.database, busy_timeout_ms=BUSY_TIMEOUT_MS)
        if self._service is None:
            self._service = TableService(
                self._db,
                shuffler=self._shuffler,
                computer_delay=self._computer_delay,
                shards=self.settings.shards,
                keeper_name=self._keeper_name,
            )
        await self.tree.set_translator(BostonTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        # Nothing else runs yet: the gateway is connected after setup_hook returns. The tables
        # in play are held until the gateway brings their server (on_guild_available, on_ready):
        # nothing here may wait for it, the gateway connects only once this returns.
        with collector.paused() if self.tune_gc else contextlib.nullcontext():
            broken = await self._service.load(hold=True)
        if broken:
            logger.warning("tables that could not be rebuilt: %s", broken)
        for user_id, language in (await self._db.languages(READERS)).items():
            if language in LANGS:  # a language this version no longer speaks is forgotten
                self._readers[user_id] = language
        await handover.restore(self)
        self.dispatch("tables_loaded")
        await self._sync()
        if self.tune_gc:
            collector.tune()
        if self.measure_load:
            self.pace.start()
        if self.close_on_sigterm:
            # Taken as Ctrl-C, to the letter: asyncio's runner then cancels discord.py's main
            # task, whose ``async with`` awaits the whole close. A close begun beside it would
            # be cut short once the main task ended, the database left half closed. (Where
            # the loop takes no signal handlers, Windows, SIGTERM ends the process as before.)
            sigint = functools.partial(os.kill, os.getpid(), signal.SIGINT)
            with contextlib.suppress(NotImplementedError):
                asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, sigint)

    async def _sync(self) -> None:
        guild_id = self.settings.dev_guild_id
        if guild_id is None:
            synced = await self.tree.sync()
        else:
            guild = discord.Object(id=guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        logger.info("synced %d commands (%s)", len(synced), guild_id or "global")

    async def on_guild_available(self, guild: discord.Guild) -> None:
        """A server the gateway brought (at start-up, or back from an outage): its tables held
        since start-up move on, now that its language is known."""
        await self.tables.release(guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Added to a server (again): a table held since start-up whose pause could not be
        saved when the bot was found gone from it moves on. Paused ones wait for
        ``/boston resume``."""
        await self.tables.release(guild.id)

    async def on_ready(self) -> None:
        """The gateway has brought every server the bot is in (one in an outage as well, as
        unavailable). A table whose server is not among them is of a server the bot was
        removed from while it was down, which no event tells: it is put aside as a removal
        seen live is (``TableService.leave_server``: paused, or cancelled if a lobby),
        instead of playing on unseen. The other servers' tables held since start-up move on
        (one in an outage too: the bot is still in it). Again after each new session, which
        may miss a server left while the bot was disconnected."""
        tables = self.tables
        for guild_id in tables.servers():
            if self.get_guild(guild_id) is None:
                await tables.leave_server(guild_id)
            else:
                await tables.release(guild_id)

    def left_server(self, guild_id: int) -> bool:
        """The bot is not in the server: the gateway, ready, did not bring it or removed it
        since. Its tables are drawn for nobody (Discord refuses every request there). False
        until the gateway is ready: no server is known before."""
        return self.is_ready() and self.get_guild(guild_id) is None

    async def public_lang(self, guild_id: int) -> Lang:
        """The language of a guild's public table messages: its settings' language, or, for a
        server that never stored settings, the language of its Discord locale (a Swedish
        server's tables are Swedish without a word from its admins)."""
        if guild_id not in self._langs:
            settings = await self.db.guild_settings(guild_id)
            stored = settings.updated_at is not None
            self._langs[guild_id] = settings.language if stored else None
        language = self._langs[guild_id]
        if language is None:  # read each time: the server may change its locale
            # Not known yet at start-up, before the gateway brings the servers: English until
            # then, and the Table cog draws the server's tables again once it is known.
            guild = self.get_guild(guild_id)
            language = lang_of(guild.preferred_locale) if guild is not None else "en"
        return language

    def follows_locale(self, guild_id: int) -> bool:
        """The guild's tables have been drawn in the language of its Discord locale (it stored
        no settings), which is English until the gateway brings the server."""
        return guild_id in self._langs and self._langs[guild_id] is None

    async def _keeper_name(self, table: LiveTable, name: str) -> str:
        """A computer keeping a person's seat while they are away, named for them ("Anna
        (computer)") in the server's public language, where the name is read. A computer
        seated in the lobby or given a seat for good by /boston replace has a name of its own
        ("Computer 2 (heuristic)")."""
        language = await self.public_lang(table.row.guild_id)
        return t(language, "club.computer_name", name=name)

    def note_reader(self, user_id: int, language: Lang) -> None:
        """A person clicked in ``language``: a message addressed to them alone in public (their
        turn notice) is written in it. A change is saved with the player in the background
        (:meth:`save_languages`) and when the bot closes, so a restart keeps it, a crash too
        unless it came within :attr:`languages_every` of the change (a person who never sat
        at a table has no row, and is not saved)."""
        readers = self._readers
        if readers.get(user_id) == language:
            return
        readers.pop(user_id, None)
        readers[user_id] = language
        if len(readers) > READERS:
            del readers[next(iter(readers))]
        unsaved = self._unsaved_readers
        unsaved[user_id] = language
        if len(unsaved) > READERS:
            del unsaved[next(iter(unsaved))]
        self._arm_languages()

    def _arm_languages(self) -> None:
        # A timer, not a task sleeping in a loop: an idle bot with nothing to save wakes for
        # nothing, and no task is left running between saves.
        if self._languages_timer is None and not self._languages_stopped:
            loop = asyncio.get_running_loop()
            self._languages_timer = loop.call_later(self.languages_every, self._languages_due)

    def _languages_due(self) -> None:
        self._languages_timer = None
        self._languages_task = asyncio.create_task(self.save_languages(), name="bot:languages")

    async def save_languages(self) -> None:
        """Save the languages changed since the last save, in one transaction: the background
        save's work, and the close's (tests call it to save at once). A failure is logged as
        a warning (a preference, not a move) and the languages are tried again at the next
        save; it never reaches a click."""
        async with self._languages_lock:
            if self._languages_timer is not None:  # this save takes what the next one would
                self._languages_timer.cancel()
                self._languages_timer = None
            pending = dict(self._unsaved_readers)
            if not pending or self._db is None:
                return
            try:
                await self._db.set_languages(pending)
            except StorageError as exc:
                logger.warning("people's languages not saved (%s)", exc)
                self._arm_languages()
                return
            unsaved = self._unsaved_readers
            for user_id, language in pending.items():
                # One changed again while the save was on its way stays for the next save.
                if unsaved.get(user_id) == language:
                    del unsaved[user_id]
            if unsaved:
                self._arm_languages()

    def reader_of(self, user_id: int) -> Lang | None:
        """The language ``user_id`` last clicked in, if known."""
        return self._readers.get(user_id)

    def forget_lang(self, guild_id: int) -> None:
        """The guild's settings changed: read its language again next time."""
        self._langs.pop(guild_id, None)

    async def close(self) -> None:
        # First, while the tables and Discord's session still work: what people asked for
        # ends (or is told that the bot is restarting), not left "thinking…".
        await self.router.watchdog.close(_restarting_text)
        await self.pace.stop()
        # The languages not saved yet, before the database closes; a background save under
        # way finishes first (the lock), and none is started afterwards. What fails now is
        # said, and let go: a preference, not a move.
        self._languages_stopped = True
        await self.save_languages()
        if self._service is not None:
            await self._service.close()
            # The tables have stopped: what their threads are still owed goes out first.
            table_cog = self.get_cog("Table")
            if isinstance(table_cog, Drains):
                await table_cog.drain(CLOSE_DRAIN)
            if self._db is not None:  # the cogs' state is final
                await handover.save(self)
        await super().close()
        if self._owns_db and self._db is not None:
            await self._db.close()
            self._db = None


def _restarting_text(interaction: discord.Interaction) -> str:
    return t(lang_of(interaction.locale), "error.restarting")


class ShardedBostonBot(BostonBot, commands.AutoShardedBot):
    """The bot as discord.py's ``AutoShardedBot``: one gateway connection per shard it serves
    (``SHARD_IDS`` of ``SHARD_COUNT``), and only the tables of those shards' servers."""

    def _get_state(self, **options: Any) -> ShardedRoutingState:
        # As BostonBot's, with the sharded client's state (one gateway per shard).
        return self._routing_state(ShardedRoutingState, options)

    def _shard_options(self, settings: Settings) -> dict[str, Any]:
        shards = settings.shards
        assert shards is not None
        return {"shard_count": shards.count, "shard_ids": list(shards.ids)}


def create_bot(
    settings: Settings,
    *,
    db: Database | None = None,
    service: TableService | None = None,
    shuffler: Shuffler | None = None,
    computer_delay: float | None = None,
    edit_interval: float | None = None,
    follow_interval: float | None = None,
    view_rows_every: float | None = None,
) -> BostonBot:
    """A bot ready to ``start``. Tests inject a seeded ``shuffler``, ``computer_delay=0``,
    ``edit_interval=0`` and ``follow_interval=0``; without ``db``/``service`` they come from
    ``settings`` at start-up. With ``SHARD_COUNT`` it is a :class:`ShardedBostonBot`."""
    kind = BostonBot if settings.shards is None else ShardedBostonBot
    return kind(
        settings,
        db=db,
        service=service,
        shuffler=shuffler,
        computer_delay=computer_delay,
        edit_interval=edit_interval,
        follow_interval=follow_interval,
        view_rows_every=view_rows_every,
    )


def run(settings: Settings) -> int:
    """Run the bot until it is stopped; the exit status for ``python -m bot``."""
    if settings.discord_api_base:
        discord.http.Route.BASE = settings.discord_api_base
    if settings.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)
    assert settings.discord_token is not None
    problem = Database.problem(settings.database, busy_timeout_ms=BUSY_TIMEOUT_MS)
    if problem is not None:
        where = settings.database_path if settings.database_url is None else "DATABASE_URL"
        print(f"{where}: {database_reason('en', problem)}", file=sys.stderr)  # the log's language
        return 2
    level = logging.getLevelNamesMapping()[settings.log_level]
    if not settings.log_discord_traffic:
        # discord.py logs each gateway event and HTTP body at DEBUG: every hand sent to a
        # player, every interaction token. Only LOG_DISCORD_TRAFFIC lets that into the log.
        logging.getLogger("discord").setLevel(max(level, logging.INFO))
    bot = create_bot(settings)
    bot.tune_gc = bot.measure_load = bot.close_on_sigterm = True
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        # Started with Ctrl-C ignored (``cmd &`` in a script, some supervisors): asyncio would
        # then take no Ctrl-C, and SIGTERM, which the bot takes as one, would do nothing.
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_level=level, root_logger=True)
    except discord.LoginFailure:
        logger.error("Discord refused the token: check DISCORD_TOKEN in .env")
        return 2
    except aiohttp.ClientConnectorError as exc:
        # No network, no DNS, a firewall or a proxy in the way (at login, before discord.py's
        # own reconnecting takes over): one sentence, not aiohttp's traceback. Status 1, not
        # 2: the network may come back, so the service unit starts the bot again.
        logger.error(
            "cannot reach Discord at %s:%s (%s): check this machine's network, DNS, firewall "
            "or proxy",
            exc.host,
            exc.port,
            exc.strerror or exc,
        )
        return 1
    return 0
