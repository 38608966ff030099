"""A loopback fake of Discord (REST API v10 + gateway websocket) for end-to-end bot tests.

This module owns the aiohttp server that a real discord.py 2.7 client talks to, the gateway
session handling (HELLO, IDENTIFY -> READY + GUILD_CREATE, heartbeats, RESUME), the REST routes a
card-game bot uses (commands sync, interaction callbacks, followups, channel messages, threads,
attachments, reactions, typing), the request log, fault injection, and the helpers a test uses to
act as users: `slash`, `click`, `select`, `submit_modal`, `autocomplete`.

Fidelity choices (see README.md): JSON responses carry exactly `Content-Type: application/json`
(discord.py compares the header verbatim); interaction callbacks honour `?with_response=1`;
component interactions carry the full `message`; slash payloads are built from the commands the
bot actually synced; unknown routes answer 404 and are recorded in `unknown_routes`.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import json
import math
import re
import socket
from collections import deque
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import discord
import discord.gateway
import discord.http
import yarl
from aiohttp import BodyPartReader, WSMsgType, web

from tests.support.fake_model import (
    BOT_ROLE_PERMISSIONS,
    CHANNEL_DM,
    CHANNEL_PUBLIC_THREAD,
    CHANNEL_TEXT,
    EVERYONE_PERMISSIONS,
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    FLAG_SUPPRESS_EMBEDS,
    JSON,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    InteractionMeta,
    Snowflakes,
    walk_components,
)

T = TypeVar("T")

API_PREFIX = "/api/v10"
GATEWAY_PATH = "/gateway-ws"
DEFAULT_TIMEOUT = 2.0

# Interaction types and callback types (Discord API numbering).
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
GUILD_MESSAGES = 1 << 9
"""The gateway intent for MESSAGE_CREATE/UPDATE/DELETE in servers."""
CB_PONG, CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, CB_UPDATE = 1, 4, 5, 6, 7
CB_AUTOCOMPLETE, CB_MODAL = 8, 9

# Names discord.py gives the tasks that run event handlers, commands and component callbacks;
# settle() waits for these so a test can observe the bot's complete reaction to an interaction.
HANDLER_TASK_PREFIXES: tuple[str, ...] = (
    "discord.py: ",
    "discord-ui-view-dispatch-",
    "discord-ui-modal-dispatch-",
    "discord-ui-dynamic-item-",
    "CommandTree-invoker",
)


# ---------------------------------------------------------------------------------------------
# Records and errors
# ---------------------------------------------------------------------------------------------


@dataclass
class UploadedFile:
    field: str
    filename: str
    data: bytes
    content_type: str


@dataclass
class RequestRecord:
    """One HTTP request the bot made, as the fake understood it."""

    method: str
    path: str  # without the /api/v10 prefix
    route: str  # "METHOD /template/{param}", the key fault rules match on
    query: dict[str, str]
    json: Any = None
    files: list[UploadedFile] = field(default_factory=list)
    status: int = 0
    # Set on requests that publish or change a message: what was sent, and whether only one
    # user could see it. public_payloads() is built from these.
    message_payload: JSON | None = None
    ephemeral: bool | None = None
    interaction_id: int | None = None


_RECORD_KEY = web.RequestKey("fake_discord_record", RequestRecord)


@dataclass
class CallbackRecord:
    """The bot's answer to an interaction (POST /interactions/{id}/{token}/callback)."""

    type: int
    data: JSON
    ephemeral: bool
    message: FakeMessage | None


class ApiError(Exception):
    """Raised inside a route handler; the middleware turns it into Discord's JSON error."""

    def __init__(self, status: int, code: int, message: str, errors: JSON | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.body: JSON = {"message": message, "code": code}
        if errors is not None:
            self.body["errors"] = errors


class UnknownCommandError(LookupError):
    """A test tried to invoke a command (or option) the bot never synced."""


def json_response(
    data: Any, status: int = 200, headers: Mapping[str, str] | None = None
) -> web.Response:
    # web.json_response() would send "application/json; charset=utf-8", which discord.py does
    # not recognise as JSON (it compares the header exactly) - the classic trap.
    all_headers = {"Content-Type": "application/json"}
    all_headers.update(headers or {})
    return web.Response(body=json.dumps(data).encode(), status=status, headers=all_headers)


def _invalid_form(detail: str) -> ApiError:
    return ApiError(
        400,
        50035,
        "Invalid Form Body",
        {"_errors": [{"code": "BASE_TYPE_INVALID", "message": detail}]},
    )


# ---------------------------------------------------------------------------------------------
# Fault injection
# ---------------------------------------------------------------------------------------------


@dataclass
class Fault:
    """A canned misbehaviour for one request. status=None means: wait `delay`, then answer
    normally."""

    status: int | None = None
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0

    @classmethod
    def rate_limited(
        cls, retry_after: float = 0.05, *, is_global: bool = False, bucket: str = "fake-bucket"
    ) -> Fault:
        # discord.py treats a 429 without a Via header as a Cloudflare ban and gives up.
        return cls(
            status=429,
            body={
                "message": "You are being rate limited.",
                "retry_after": retry_after,
                "global": is_global,
                "code": 0,
            },
            headers={
                "Via": "1.1 google",
                "Retry-After": str(math.ceil(retry_after)),
                "X-RateLimit-Limit": "5",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": str(retry_after),
                "X-RateLimit-Bucket": bucket,
                "X-RateLimit-Scope": "global" if is_global else "user",
                **({"X-RateLimit-Global": "true"} if is_global else {}),
            },
        )

    @classmethod
    def server_error(cls, status: int = 500) -> Fault:
        # discord.py retries 500/502/504/524 after 1 s, 3 s, ...; other 5xx raise at once.
        return cls(status=status, body={"message": "Internal Server Error", "code": 0})

    @classmethod
    def error(cls, status: int, code: int, message: str) -> Fault:
        return cls(status=status, body={"message": message, "code": code})

    @classmethod
    def delayed(cls, seconds: float) -> Fault:
        return cls(delay=seconds)


@dataclass
class _FaultRule:
    method: str
    route: str
    match: Callable[[RequestRecord], bool] | None
    queue: deque[Fault]


class Faults:
    """Per-route FIFO queues of faults; each matching request consumes one fault."""

    def __init__(self) -> None:
        self._rules: list[_FaultRule] = []

    def inject(
        self,
        route: str,
        *faults: Fault,
        match: Callable[[RequestRecord], bool] | None = None,
    ) -> None:
        """Queue `faults` for requests on `route`, e.g. "POST /channels/{channel_id}/messages"
        (the template in RequestRecord.route) or "* *" for any request."""
        method, _, template = route.partition(" ")
        self._rules.append(_FaultRule(method.upper(), template or "*", match, deque(faults)))

    def take(self, record: RequestRecord) -> Fault | None:
        method, _, template = record.route.partition(" ")
        for rule in self._rules:
            if not rule.queue:
                continue
            if rule.method not in ("*", method) or rule.route not in ("*", template):
                continue
            if rule.match is not None and not rule.match(record):
                continue
            return rule.queue.popleft()
        return None

    @property
    def pending(self) -> int:
        return sum(len(r.queue) for r in self._rules)

    def clear(self) -> None:
        self._rules.clear()


# ---------------------------------------------------------------------------------------------
# Interactions
# ---------------------------------------------------------------------------------------------


class InteractionHandle:
    """One interaction the fake sent to the bot; lets a test await and read the bot's answer."""

    def __init__(
        self,
        fake: FakeDiscord,
        *,
        id: int,
        token: str,
        type: int,
        user: FakeUser,
        channel: FakeChannel,
        payload: JSON,
        source_message: FakeMessage | None,
        name: str | None,
    ) -> None:
        self.fake = fake
        self.id = id
        self.token = token
        self.type = type
        self.user = user
        self.channel = channel
        self.payload = payload
        self.source_message = source_message
        self.name = name
        self.created_at = asyncio.get_running_loop().time()
        self.callbacks: list[CallbackRecord] = []
        self.original: FakeMessage | None = None
        self.followups: list[FakeMessage] = []
        self.modal: JSON | None = None
        self.choices: list[JSON] | None = None
        # Set by a test that expects the bot to ignore this interaction (so check() passes).
        self.unanswered_ok = False

    def __repr__(self) -> str:
        return (
            f"<InteractionHandle {self.id} type={self.type} {self.name!r} by {self.user.username}>"
        )

    @property
    def acknowledged(self) -> bool:
        return bool(self.callbacks)

    def expect_no_response(self) -> None:
        """Declare that the bot is meant to ignore this interaction."""
        self.unanswered_ok = True

    async def response(self, within: float | None = None) -> CallbackRecord:
        """The bot's first callback (waits for it)."""
        return await self.fake.wait_for(
            lambda: self.callbacks[0] if self.callbacks else None,
            within,
            what=f"the bot to answer {self!r}",
        )

    async def done(self, within: float | None = None) -> None:
        """Wait for the answer, then for every discord.py handler task to finish."""
        await self.response(within)
        await settle(within)

    async def message(self, within: float | None = None) -> FakeMessage:
        """The response message once the bot is done: the new message for slash commands, the
        (possibly edited) source message for component updates. Not the loading placeholder."""
        await self.done(within)
        return await self.fake.wait_for(
            lambda: (
                self.original if self.original is not None and not self.original.loading else None
            ),
            within,
            what=f"a final response message for {self!r}",
        )

    async def followup(self, index: int = 0, within: float | None = None) -> FakeMessage:
        return await self.fake.wait_for(
            lambda: self.followups[index] if len(self.followups) > index else None,
            within,
            what=f"followup #{index} of {self!r}",
        )

    @property
    def modal_components(self) -> list[JSON]:
        if self.modal is None:
            raise LookupError(f"{self!r} was not answered with a modal")
        return list(walk_components(self.modal.get("components", [])))


async def settle(within: float | None = None, extra_prefixes: Sequence[str] = ()) -> None:
    """Wait until no discord.py handler task (commands, component callbacks, events) is running.

    Deterministic: it waits on the tasks themselves, never on wall-clock quiet periods. Tasks the
    bot creates itself count only if their name starts with one of `extra_prefixes`.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + (DEFAULT_TIMEOUT if within is None else within)
    prefixes = HANDLER_TASK_PREFIXES + tuple(extra_prefixes)
    current = asyncio.current_task()
    while True:
        pending = [
            t
            for t in asyncio.all_tasks()
            if t is not current and not t.done() and t.get_name().startswith(prefixes)
        ]
        if not pending:
            return
        remaining = deadline - loop.time()
        if remaining <= 0:
            names = sorted(t.get_name() for t in pending)
            raise TimeoutError(f"bot handler tasks still running: {names}")
        await asyncio.wait(pending, timeout=remaining)


# ---------------------------------------------------------------------------------------------
# Gateway sessions
# ---------------------------------------------------------------------------------------------


@dataclass(eq=False)
class _Session:
    id: str
    shard: tuple[int, int]
    seq: int = 0
    ws: web.WebSocketResponse | None = None
    alive: bool = True
    # Set when the fake itself drops the socket: aiohttp may then report close code 1000,
    # which would otherwise look like the bot ending its session.
    dropped_by_server: bool = False
    sent: list[JSON] = field(default_factory=list)
    intents: int = 0
    """The intents the bot identified with: MESSAGE_* events only with ``GUILD_MESSAGES``."""


# ---------------------------------------------------------------------------------------------
# The fake
# ---------------------------------------------------------------------------------------------


class FakeDiscord:
    """The fake Discord server and its world. Use as `async with FakeDiscord() as fake:`."""

    def __init__(
        self,
        *,
        token: str = "fake-bot-token",
        bot_name: str = "BostonBot",
        guilds: int = 1,
        shard_count: int = 1,
        ack_deadline: float = 3.0,
        token_lifetime: float = 15 * 60.0,
        default_timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        self.ids = Snowflakes()
        self.token = token
        self.shard_count = shard_count
        self.ack_deadline = ack_deadline
        self.token_lifetime = token_lifetime
        self.default_timeout = default_timeout
        self.application_id = self.ids.next()
        # Discord gives a bot user the same id as its application.
        self.bot_user = FakeUser(self.application_id, bot_name, bot_name, bot=True)
        self.owner = FakeUser(self.ids.next(), "owner", "Owner")
        self.users: dict[int, FakeUser] = {u.id: u for u in (self.bot_user, self.owner)}
        self.guilds: list[FakeGuild] = []
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        self.nonces: dict[tuple[int, str], FakeMessage] = {}
        """Channel posts made with ``enforce_nonce``, by channel and nonce: a post sent again
        with the same nonce gets the message made the first time back, as on Discord."""
        self.attachments: dict[int, FakeAttachment] = {}
        self.interactions: dict[int, InteractionHandle] = {}
        self._by_token: dict[str, InteractionHandle] = {}
        self.global_commands: dict[str, JSON] = {}
        self.guild_commands: dict[int, dict[str, JSON]] = {}
        self.sync_count = 0
        self.identify_count = 0
        self.identified_intents: list[int] = []
        """The ``intents`` of every IDENTIFY, in order: what the bot asked Discord to send."""
        self.resume_count = 0
        self.requests: list[RequestRecord] = []
        self.unknown_routes: list[RequestRecord] = []
        self.gateway_received: list[JSON] = []
        self.gateway_errors: list[str] = []
        self.faults = Faults()
        self._sessions: list[_Session] = []
        self._inflight = 0
        self._changed: asyncio.Event | None = None
        self._runner: web.AppRunner | None = None
        self._port = 0
        for i in range(guilds):
            self.add_guild(f"Guild {i + 1}")

    # --- lifecycle -------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        self._add_routes(app.router)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        # Bind the socket ourselves: the only public way to learn a port-0 server's real port.
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        self._port = sock.getsockname()[1]
        await web.SockSite(self._runner, sock).start()

    async def close(self) -> None:
        for s in self._sessions:
            if s.ws is not None and not s.ws.closed:
                await s.ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._port}"

    @property
    def api_base(self) -> str:
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self._port}{GATEWAY_PATH}"

    @contextlib.contextmanager
    def patched(self) -> Iterator[None]:
        """Point discord.py's globals at this fake; restores them on exit."""
        old_base = discord.http.Route.BASE
        old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url + "/")
        try:
            yield
        finally:
            discord.http.Route.BASE = old_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway

    # --- world building --------------------------------------------------------------------

    def add_guild(
        self, name: str, *, locale: str = "en-US", guild_id: int | None = None
    ) -> FakeGuild:
        gid = self.ids.next() if guild_id is None else guild_id
        guild = FakeGuild(id=gid, name=name, owner_id=self.owner.id, preferred_locale=locale)
        # The @everyone role shares the guild's id, as on Discord.
        guild.roles.append(FakeRole(gid, "@everyone", EVERYONE_PERMISSIONS))
        bot_role = FakeRole(self.ids.next(), self.bot_user.username, BOT_ROLE_PERMISSIONS, 1)
        guild.roles.append(bot_role)
        guild.members[self.bot_user.id] = FakeMember(self.bot_user, [bot_role])
        guild.members[self.owner.id] = FakeMember(self.owner)
        for u in self.users.values():
            if u.id not in guild.members:
                guild.members[u.id] = FakeMember(u)
        self.guilds.append(guild)
        self.add_channel(guild, "general")
        return guild

    def guild_per_shard(self) -> list[FakeGuild]:
        """A server in each shard, in shard order: the first existing one of each, and new ones
        until every shard has one (a guild's shard is ``(id >> 22) % shard_count``)."""
        count = self.shard_count
        found: dict[int, FakeGuild] = {}
        for guild in self.guilds:
            found.setdefault((guild.id >> 22) % count, guild)
        for shard in range(count):
            if shard not in found:
                # Consecutive ids have consecutive timestamps: within ``count`` of them one is
                # in the shard (taking the next guild's id blindly may never get there).
                gid = self.ids.next()
                while (gid >> 22) % count != shard:
                    gid = self.ids.next()
                found[shard] = self.add_guild(f"Guild {len(self.guilds) + 1}", guild_id=gid)
        return [found[shard] for shard in range(count)]

    @property
    def guild(self) -> FakeGuild:
        """The first guild, which slash/click use when none is given."""
        return self.guilds[0]

    def add_channel(
        self, guild: FakeGuild | None = None, name: str = "channel", *, allow_threads: bool = True
    ) -> FakeChannel:
        guild = guild or self.guild
        ch = FakeChannel(
            id=self.ids.next(),
            name=name,
            guild=guild,
            position=len(guild.channels),
            allow_threads=allow_threads,
        )
        guild.channels.append(ch)
        self.channels[ch.id] = ch
        self._dispatch_soon("CHANNEL_CREATE", ch.to_payload(), guild)
        return ch

    async def delete_channel(self, channel: FakeChannel) -> None:
        """A moderator deletes ``channel`` (or a thread): a channel's threads go with it.
        Discord sends CHANNEL_DELETE (THREAD_DELETE for a thread), and nothing for the
        threads of a deleted channel (discord.py tells of those it knew itself). Every
        request there answers 404 Unknown Channel from now on."""
        channel.deleted = True
        guild = channel.guild
        if guild is None:
            return
        for thread in guild.channels:
            if thread.is_thread and thread.parent is channel:
                thread.deleted = True
        if self._session_for(guild) is not None:
            await self.dispatch(
                "THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE",
                {
                    "id": str(channel.id),
                    "guild_id": str(guild.id),
                    "type": channel.type,
                    "parent_id": str(channel.parent.id) if channel.parent else None,
                },
                guild,
            )

    def set_allow_threads(self, channel: FakeChannel, allowed: bool) -> None:
        channel.allow_threads = allowed
        if channel.guild is not None:
            self._dispatch_soon("CHANNEL_UPDATE", channel.to_payload(), channel.guild)

    def set_viewers(self, channel: FakeChannel, viewers: Iterable[int] | None) -> None:
        """Make ``channel`` private to ``viewers`` (ids; ``None``: everyone sees it again)."""
        channel.viewers = set(viewers) if viewers is not None else None
        if channel.guild is not None:
            self._dispatch_soon("CHANNEL_UPDATE", channel.to_payload(), channel.guild)

    def add_user(
        self,
        username: str,
        *,
        global_name: str | None = None,
        locale: str = "en-US",
        guilds: Sequence[FakeGuild] | None = None,
    ) -> FakeUser:
        """A human user, member of `guilds` (default: every guild)."""
        user = FakeUser(self.ids.next(), username, global_name or username.title(), locale=locale)
        self.users[user.id] = user
        for g in self.guilds if guilds is None else guilds:
            g.members[user.id] = FakeMember(user)
        return user

    def add_users(self, *usernames: str) -> list[FakeUser]:
        return [self.add_user(n) for n in usernames]

    def user(self, username: str) -> FakeUser:
        """The user called `username` (raises LookupError if none)."""
        for u in self.users.values():
            if u.username == username:
                return u
        raise LookupError(f"no user {username!r}")

    def channel(self, channel_id: int) -> FakeChannel:
        return self.channels[channel_id]

    # --- observation helpers ---------------------------------------------------------------

    def notify(self) -> None:
        """Wake every wait_for() so it re-checks its predicate."""
        if self._changed is not None:
            self._changed.set()
        self._changed = None

    async def wait_for(
        self, predicate: Callable[[], T | None], within: float | None = None, *, what: str = ""
    ) -> T:
        """Re-evaluate `predicate` after every request/gateway frame until it returns a truthy
        value; return that value. TimeoutError names `what` and the last requests seen."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + (self.default_timeout if within is None else within)
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                recent = [f"{r.route} -> {r.status}" for r in self.requests[-8:]]
                raise TimeoutError(
                    f"timed out waiting for {what or predicate!r}; last requests: {recent}"
                )
            if self._changed is None:
                self._changed = asyncio.Event()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), remaining)

    def public_payloads(self) -> list[JSON]:
        """Every message/thread payload the bot successfully made visible to everyone."""
        return [
            r.message_payload
            for r in self.requests
            if r.message_payload is not None and r.ephemeral is False and 200 <= r.status < 300
        ]

    def public_text(self) -> str:
        """public_payloads() as one JSON string, for `assert secret not in fake.public_text()`."""
        return "\n".join(json.dumps(p, ensure_ascii=False) for p in self.public_payloads())

    def failed_requests(self) -> list[RequestRecord]:
        return [r for r in self.requests if r.status >= 400]

    def unanswered_interactions(self) -> list[InteractionHandle]:
        return [h for h in self.interactions.values() if not h.callbacks and not h.unanswered_ok]

    def problems(self) -> list[str]:
        """Everything that should fail a test: unknown routes, gateway protocol errors and
        interactions the bot never acknowledged."""
        out = [f"unknown route: {r.method} {r.path}" for r in self.unknown_routes]
        out += [f"gateway: {e}" for e in self.gateway_errors]
        out += [f"interaction never acknowledged: {h!r}" for h in self.unanswered_interactions()]
        return out

    def command_paths(self, guild: FakeGuild | None = None) -> list[str]:
        """Full paths ("boston new") of every synced chat-input command usable in `guild`."""
        schemas = list(self.global_commands.values())
        if guild is not None:
            schemas += list(self.guild_commands.get(guild.id, {}).values())
        out: list[str] = []
        for s in schemas:
            if s.get("type", 1) == 1:
                out += _paths(s["name"], s.get("options") or [])
        return sorted(out)

    def last_message(
        self, channel: FakeChannel | None = None, *, viewer: FakeUser | None = None
    ) -> FakeMessage | None:
        return (channel or self.guild.text_channels[0]).last_message(viewer)

    async def wait_for_message(
        self,
        channel: FakeChannel | None = None,
        predicate: Callable[[FakeMessage], bool] = lambda m: True,
        *,
        viewer: FakeUser | None = None,
        within: float | None = None,
    ) -> FakeMessage:
        """The newest visible message in `channel` satisfying `predicate` (waits for one)."""
        ch = channel or self.guild.text_channels[0]

        def find() -> FakeMessage | None:
            for m in reversed(ch.visible_messages(viewer)):
                if predicate(m):
                    return m
            return None

        return await self.wait_for(find, within, what=f"a matching message in #{ch.name}")

    def post_as_bot(self, channel: FakeChannel, content: str) -> FakeMessage:
        """A message the bot posted earlier (e.g. a table message of a previous run), put in
        the world directly, for tests that seed a bot's database before it starts."""
        return self._create(channel, {"content": content}, [])

    # --- acting as users -------------------------------------------------------------------

    async def slash(
        self,
        user: FakeUser,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        guild: FakeGuild | None = None,
        channel: FakeChannel | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Invoke a synced chat-input command, e.g. `slash(alice, "boston new", {"seats": 4})`.

        Sub-command groups and sub-commands are the words after the command name. Option values
        are Python values: str/int/float/bool, FakeUser, FakeChannel, FakeRole, or
        ``(filename, data)`` for an attachment option."""
        guild, channel = self._place(guild, channel)
        locale = locale or user.locale
        data, _ = self._command_data(user, command, options or {}, guild, channel, locale, None)
        return await self._dispatch_interaction(
            APPLICATION_COMMAND, data, user, channel, locale=locale, name=command
        )

    async def direct_slash(
        self,
        user: FakeUser,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Invoke a chat-input command in a direct message with the bot: no guild, no member,
        a DM channel (type 1), as Discord sends it for a command not limited to servers."""
        locale = locale or user.locale
        guild = self.guild
        data, _ = self._command_data(
            user, command, options or {}, guild, guild.text_channels[0], locale, None
        )
        data.pop("guild_id", None)
        dm = FakeChannel(id=self.ids.next(), name="dm", guild=None, type=1, recipients=[user])
        self.channels[dm.id] = dm
        iid = self.ids.next()
        token = f"interaction-token-{iid}"
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": APPLICATION_COMMAND,
            "data": data,
            "token": token,
            "version": 1,
            "locale": locale,
            "channel_id": str(dm.id),
            "channel": {"id": str(dm.id), "type": 1, "recipients": [user.to_payload()]},
            "user": user.to_payload(),
            "app_permissions": "0",
            "entitlements": [],
            "authorizing_integration_owners": {"0": "0"},
            "context": 1,
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        return await self._send_interaction(APPLICATION_COMMAND, payload, user, dm, None, command)

    async def autocomplete(
        self,
        user: FakeUser,
        command: str,
        focused: str,
        options: Mapping[str, Any] | None = None,
        *,
        guild: FakeGuild | None = None,
        channel: FakeChannel | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Ask for autocomplete of option `focused` (its partial text in options[focused])."""
        guild, channel = self._place(guild, channel)
        locale = locale or user.locale
        opts = dict(options or {})
        opts.setdefault(focused, "")
        data, _ = self._command_data(user, command, opts, guild, channel, locale, focused)
        return await self._dispatch_interaction(
            AUTOCOMPLETE, data, user, channel, locale=locale, name=command
        )

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Click a button on `message`, found by custom_id or label."""
        comp = message.component(custom_id=custom_id, label=label, type=2)
        if comp.get("disabled"):
            raise ValueError(f"button {comp.get('label')!r} is disabled")
        if "custom_id" not in comp:
            raise ValueError(f"button {comp.get('label')!r} is a link, nothing to click")
        data: JSON = {"custom_id": comp["custom_id"], "component_type": 2}
        return await self._component(user, message, data, locale)

    async def select(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        values: Sequence[str],
        *,
        locale: str | None = None,
    ) -> InteractionHandle:
        """Choose `values` in the string select `custom_id` on `message`."""
        comp = message.component(custom_id=custom_id)
        if comp.get("type") != 3:
            raise NotImplementedError("only string selects (type 3) are simulated")
        if comp.get("disabled"):
            raise ValueError(f"select {custom_id!r} is disabled")
        allowed = [o["value"] for o in comp.get("options", [])]
        bad = [v for v in values if v not in allowed]
        if bad:
            raise ValueError(f"values {bad} not among options {allowed}")
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise ValueError(f"select {custom_id!r} takes {lo}..{hi} values, got {len(values)}")
        data: JSON = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        return await self._component(user, message, data, locale)

    async def submit_modal(
        self,
        handle: InteractionHandle,
        values: Mapping[str, str | Sequence[str]],
        *,
        user: FakeUser | None = None,
    ) -> InteractionHandle:
        """Submit the modal the bot answered `handle` with; `values` maps custom_id -> text
        (text inputs) or list of values (selects)."""
        if handle.modal is None:
            raise LookupError(f"{handle!r} was not answered with a modal")
        user = user or handle.user
        known = {
            c["custom_id"]
            for c in walk_components(handle.modal.get("components", []))
            if "custom_id" in c
        }
        unknown = set(values) - known
        if unknown:
            raise ValueError(f"modal has no inputs {sorted(unknown)}; it has {sorted(known)}")

        def submitted(c: JSON) -> JSON:
            if c.get("type") == 4:
                value = values.get(c["custom_id"], "")
                if c.get("required", True) and not value:
                    raise ValueError(f"modal input {c['custom_id']!r} is required")
                return {"type": 4, "custom_id": c["custom_id"], "value": value}
            return {
                "type": c["type"],
                "custom_id": c.get("custom_id"),
                "values": list(values.get(c.get("custom_id", ""), [])),
            }

        rows: list[JSON] = []
        for c in handle.modal.get("components", []):
            if c.get("type") == 1:
                rows.append({"type": 1, "components": [submitted(x) for x in c["components"]]})
            elif c.get("type") == 18:
                rows.append({"type": 18, "component": submitted(c["component"])})
        data: JSON = {"custom_id": handle.modal["custom_id"], "components": rows}
        return await self._dispatch_interaction(
            MODAL_SUBMIT,
            data,
            user,
            handle.channel,
            source=handle.source_message,
            name=f"modal {handle.modal['custom_id']}",
        )

    async def forge_component(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        *,
        values: Sequence[str] | None = None,
        locale: str | None = None,
    ) -> InteractionHandle:
        """A component interaction the checks of :meth:`click`/:meth:`select` would refuse: any
        ``custom_id`` (unknown, malformed, another table's, another seat's), any select
        ``values``. The message sent along is ``message`` with its first button (or, with
        ``values``, its first select) carrying ``custom_id``, because discord.py only
        dispatches ids found on the message. For fuzzing and hostile-client tests; the
        visibility rule (no clicks on someone else's ephemeral message) still holds."""
        kind = 2 if values is None else 3
        payload = copy.deepcopy(message.to_payload())
        target = next(
            (c for c in walk_components(payload.get("components") or []) if c.get("type") == kind),
            None,
        )
        if target is None and kind == 3:
            # No select here: the first row of buttons becomes one (a message of an older
            # layout); a select fills its row alone, as Discord requires.
            row = next(
                (
                    c
                    for c in walk_components(payload.get("components") or [])
                    if c.get("type") == 1 and any(b.get("type") == 2 for b in c["components"])
                ),
                None,
            )
            if row is not None:
                target = {"type": 3, "options": [{"label": "x", "value": "x"}]}
                row["components"] = [target]
        if target is None:
            raise ValueError(f"message {message.id} has no component of type {kind} to forge")
        target["custom_id"] = custom_id
        target.pop("disabled", None)
        data: JSON = {"custom_id": custom_id, "component_type": kind}
        if values is not None:
            data["values"] = list(values)
        return await self._component(user, message, data, locale, message_payload=payload)

    async def _component(
        self,
        user: FakeUser,
        message: FakeMessage,
        data: JSON,
        locale: str | None,
        message_payload: JSON | None = None,
    ) -> InteractionHandle:
        if message.deleted:
            raise ValueError(f"message {message.id} was deleted")
        if message.ephemeral_to is not None and message.ephemeral_to.id != user.id:
            raise ValueError(f"{user.username} cannot see ephemeral message {message.id}")
        return await self._dispatch_interaction(
            MESSAGE_COMPONENT,
            data,
            user,
            message.channel,
            source=message,
            locale=locale,
            name=data["custom_id"],
            message_payload=message_payload,
        )

    def _place(
        self, guild: FakeGuild | None, channel: FakeChannel | None
    ) -> tuple[FakeGuild, FakeChannel]:
        if channel is not None:
            if channel.guild is None:
                raise NotImplementedError("interactions in DMs are not simulated")
            return channel.guild, channel
        guild = guild or self.guild
        return guild, guild.text_channels[0]

    def _command_data(
        self,
        user: FakeUser,
        command: str,
        options: Mapping[str, Any],
        guild: FakeGuild,
        channel: FakeChannel,
        locale: str,
        focused: str | None,
    ) -> tuple[JSON, JSON]:
        words = command.split()
        if not words:
            raise ValueError("empty command")
        schema, guild_scoped = self._find_command(words[0], guild, locale)
        needed = schema.get("default_member_permissions")
        if needed is not None:
            perms = guild.permissions_for(channel, user.id)
            if perms & int(needed) != int(needed):
                raise PermissionError(f"{user.username} cannot use /{schema['name']}")
        data: JSON = {"id": schema["id"], "name": schema["name"], "type": 1}
        if guild_scoped:
            data["guild_id"] = str(guild.id)
        container, opt_schema = data, list(schema.get("options") or [])
        for word in words[1:]:
            sub = _find_option(opt_schema, word, locale, types=(1, 2))
            if sub is None:
                raise UnknownCommandError(
                    f"/{command}: no sub-command {word!r}; synced: {self.command_paths(guild)}"
                )
            node: JSON = {"type": sub["type"], "name": sub["name"], "options": []}
            container.setdefault("options", []).append(node)
            container, opt_schema = node, list(sub.get("options") or [])
        if any(o.get("type") in (1, 2) for o in opt_schema):
            raise UnknownCommandError(f"/{command} is a group; synced: {self.command_paths(guild)}")
        resolved: JSON = {}
        built: list[JSON] = []
        for key, value in options.items():
            opt = _find_option(opt_schema, key, locale, types=tuple(range(3, 12)))
            if opt is None:
                names = [o["name"] for o in opt_schema]
                raise UnknownCommandError(f"/{command} has no option {key!r}; options: {names}")
            entry: JSON = {"name": opt["name"], "type": opt["type"]}
            if key == focused:
                entry.update(value=str(value), focused=True)
            else:
                entry["value"] = self._option_value(opt, value, guild, resolved, command)
            built.append(entry)
        given = {e["name"] for e in built}
        missing = [o["name"] for o in opt_schema if o.get("required") and o["name"] not in given]
        if missing and focused is None:
            raise ValueError(f"/{command}: missing required options {missing}")
        container["options"] = built
        if resolved:
            data["resolved"] = resolved
        return data, schema

    def _find_command(self, name: str, guild: FakeGuild, locale: str) -> tuple[JSON, bool]:
        scoped = [(s, True) for s in self.guild_commands.get(guild.id, {}).values()]
        scoped += [(s, False) for s in self.global_commands.values()]
        for schema, guild_scoped in scoped:
            if schema.get("type", 1) != 1:
                continue
            localized = (schema.get("name_localizations") or {}).get(locale)
            if name in (schema["name"], localized):
                contexts = schema.get("contexts")
                if contexts is not None and 0 not in contexts:
                    raise UnknownCommandError(f"/{name} is not available in guilds")
                return schema, guild_scoped
        raise UnknownCommandError(
            f"/{name} was never synced; synced commands: {self.command_paths(guild)}"
        )

    def _option_value(
        self, opt: JSON, value: Any, guild: FakeGuild, resolved: JSON, command: str
    ) -> Any:
        kind, name = opt["type"], opt["name"]
        where = f"/{command} option {name!r}"
        if kind == 3:
            if not isinstance(value, str):
                raise TypeError(f"{where} wants str, got {value!r}")
            if not opt.get("min_length", 0) <= len(value) <= opt.get("max_length", 6000):
                raise ValueError(f"{where}: length out of range")
        elif kind in (4, 10):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise TypeError(f"{where} wants a number, got {value!r}")
            if kind == 4 and not isinstance(value, int):
                raise TypeError(f"{where} wants int, got {value!r}")
            if "min_value" in opt and value < opt["min_value"]:
                raise ValueError(f"{where}: {value} < min {opt['min_value']}")
            if "max_value" in opt and value > opt["max_value"]:
                raise ValueError(f"{where}: {value} > max {opt['max_value']}")
        elif kind == 5:
            if not isinstance(value, bool):
                raise TypeError(f"{where} wants bool, got {value!r}")
        elif kind in (6, 9) and isinstance(value, FakeUser):
            resolved.setdefault("users", {})[str(value.id)] = value.to_payload()
            member = guild.members.get(value.id)
            if member is not None:
                m = member.to_payload()
                m.pop("user")
                resolved.setdefault("members", {})[str(value.id)] = m
            return str(value.id)
        elif kind in (8, 9) and isinstance(value, FakeRole):
            resolved.setdefault("roles", {})[str(value.id)] = value.to_payload()
            return str(value.id)
        elif kind == 7 and isinstance(value, FakeChannel):
            types = opt.get("channel_types")
            if types and value.type not in types:
                raise ValueError(f"{where}: channel type {value.type} not in {types}")
            ch = value.to_payload()
            ch["permissions"] = str(guild.permissions_for(value, self.bot_user.id))
            resolved.setdefault("channels", {})[str(value.id)] = ch
            return str(value.id)
        elif kind == 11 and isinstance(value, tuple) and len(value) == 2:
            # An uploaded file: ``(filename, data)``; the bot may download it like Discord's CDN.
            filename, data = value
            if not isinstance(filename, str) or not isinstance(data, bytes):
                raise TypeError(f"{where} wants (filename, bytes), got {value!r}")
            att_id = self.ids.next()
            url = f"{self.base_url}/attachments/{self.ids.next()}/{att_id}/{filename}"
            attachment = FakeAttachment(att_id, filename, data, url)
            self.attachments[att_id] = attachment
            resolved.setdefault("attachments", {})[str(att_id)] = attachment.to_payload()
            return str(att_id)
        else:
            raise TypeError(f"{where} (type {kind}) cannot take {value!r}")
        choices = opt.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(
                f"{where}: {value!r} not among choices {[c['value'] for c in choices]}"
            )
        return value

    async def _dispatch_interaction(
        self,
        itype: int,
        data: JSON,
        user: FakeUser,
        channel: FakeChannel,
        *,
        source: FakeMessage | None = None,
        locale: str | None = None,
        name: str | None = None,
        message_payload: JSON | None = None,
    ) -> InteractionHandle:
        guild = channel.guild
        assert guild is not None
        member = guild.members.get(user.id)
        if member is None:
            raise ValueError(f"{user.username} is not a member of {guild.name}")
        iid = self.ids.next()
        token = f"interaction-token-{iid}"
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "locale": locale or user.locale,
            "guild_locale": guild.preferred_locale,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": guild.preferred_locale, "features": []},
            "channel_id": str(channel.id),
            "channel": channel.to_payload(),
            "member": member.to_payload(permissions=guild.permissions_for(channel, user.id)),
            "app_permissions": str(guild.permissions_for(channel, self.bot_user.id)),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if source is not None:
            payload["message"] = message_payload or source.to_payload()
        return await self._send_interaction(itype, payload, user, channel, source, name)

    async def _send_interaction(
        self,
        itype: int,
        payload: JSON,
        user: FakeUser,
        channel: FakeChannel,
        source: FakeMessage | None,
        name: str | None,
    ) -> InteractionHandle:
        """Keep the interaction (by id and token, for its answers) and send it to the bot."""
        iid, token = int(payload["id"]), str(payload["token"])
        handle = InteractionHandle(
            self,
            id=iid,
            token=token,
            type=itype,
            user=user,
            channel=channel,
            payload=payload,
            source_message=source,
            name=name,
        )
        self.interactions[iid] = handle
        self._by_token[token] = handle
        await self.dispatch("INTERACTION_CREATE", payload, channel.guild)
        return handle

    # --- gateway ---------------------------------------------------------------------------

    def _session_for(self, guild: FakeGuild | None) -> _Session | None:
        for s in reversed(self._sessions):
            if not s.alive:
                continue
            shard_id, count = s.shard
            if guild is None or (guild.id >> 22) % count == shard_id:
                return s
        return None

    async def dispatch(self, event: str, data: JSON, guild: FakeGuild | None = None) -> None:
        """Send a DISPATCH event to the bot session that owns `guild`. If that session is
        disconnected but resumable, the event is replayed when it resumes, as on Discord."""
        session = self._session_for(guild)
        if session is None:
            raise RuntimeError(f"no bot is connected to the gateway to receive {event}")
        session.seq += 1
        frame = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.sent.append(frame)
        if session.ws is not None and not session.ws.closed:
            with contextlib.suppress(ConnectionError):
                await session.ws.send_str(json.dumps(frame))

    def _dispatch_soon(self, event: str, data: JSON, guild: FakeGuild) -> None:
        # World changes made by a synchronous helper reach a connected bot as events; before
        # the bot connects they simply become part of GUILD_CREATE.
        if self._session_for(guild) is None:
            return
        task = asyncio.get_running_loop().create_task(self.dispatch(event, data, guild))
        task.add_done_callback(lambda t: t.exception())

    @property
    def connected(self) -> bool:
        return any(s.alive and s.ws is not None and not s.ws.closed for s in self._sessions)

    @property
    def connected_shards(self) -> set[int]:
        """The shards with a live gateway session."""
        return {
            s.shard[0] for s in self._sessions if s.alive and s.ws is not None and not s.ws.closed
        }

    async def reconnect_gateway(self) -> None:
        """Send op 7 RECONNECT: the bot closes and RESUMEs."""
        for s in self._sessions:
            if s.alive and s.ws is not None and not s.ws.closed:
                await s.ws.send_str(json.dumps({"op": 7, "d": None}))

    async def drop_gateway(self, code: int = 4000) -> None:
        """Close the gateway socket with `code` (4000 = resumable, as after a network blip)."""
        for s in self._sessions:
            if s.alive and s.ws is not None and not s.ws.closed:
                s.dropped_by_server = code not in (1000, 1001)
                await s.ws.close(code=code)

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        session: _Session | None = None
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}}))
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    self.gateway_errors.append(f"unexpected frame type {msg.type}")
                    continue
                frame = json.loads(msg.data)
                self.gateway_received.append(frame)
                session = await self._on_frame(ws, frame, session)
                self.notify()
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
                # A clean close by the bot ends the session; anything else leaves it resumable.
                if ws.close_code in (1000, 1001) and not session.dropped_by_server:
                    session.alive = False
                session.dropped_by_server = False
            self.notify()
        return ws

    async def _on_frame(
        self, ws: web.WebSocketResponse, frame: JSON, session: _Session | None
    ) -> _Session | None:
        op = frame.get("op")
        d: JSON = frame.get("d") or {}
        if op == 1:  # HEARTBEAT
            await ws.send_str(json.dumps({"op": 11}))
        elif op == 2:  # IDENTIFY
            if d["token"] != self.token:
                await ws.close(code=4004, message=b"Authentication failed.")
                return session
            shard_id, count = d.get("shard") or [0, 1]
            self.identify_count += 1
            self.identified_intents.append(int(d.get("intents") or 0))
            session = _Session(
                id=f"session-{self.ids.next()}",
                shard=(shard_id, count),
                ws=ws,
                intents=int(d.get("intents") or 0),
            )
            self._sessions.append(session)
            guilds = [g for g in self.guilds if (g.id >> 22) % count == shard_id]
            user = self.bot_user.to_payload() | {"verified": True, "mfa_enabled": False}
            await self.dispatch_to(
                session,
                "READY",
                {
                    "v": 10,
                    "user": user,
                    "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                    "session_id": session.id,
                    "resume_gateway_url": self.gateway_url,
                    "shard": [shard_id, count],
                    "application": {"id": str(self.application_id), "flags": 0},
                    "private_channels": [],
                    "relationships": [],
                    "presences": [],
                },
            )
            for g in guilds:
                await self.dispatch_to(session, "GUILD_CREATE", g.to_create_payload())
        elif op == 6:  # RESUME
            found = next((s for s in self._sessions if s.id == d.get("session_id")), None)
            if found is None or not found.alive or d.get("token") != self.token:
                await ws.send_str(json.dumps({"op": 9, "d": False}))
                return session
            self.resume_count += 1
            found.ws = ws
            for old in found.sent:
                if old["s"] > (d.get("seq") or 0):
                    await ws.send_str(json.dumps(old))
            await self.dispatch_to(found, "RESUMED", {})
            return found
        elif op in (3, 4, 8):  # presence, voice state, request members: accepted, ignored
            pass
        else:
            self.gateway_errors.append(f"unknown opcode {op}: {frame}")
        return session

    async def dispatch_to(self, session: _Session, event: str, data: JSON) -> None:
        session.seq += 1
        frame = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.sent.append(frame)
        if session.ws is not None and not session.ws.closed:
            await session.ws.send_str(json.dumps(frame))

    # --- HTTP plumbing ---------------------------------------------------------------------

    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        if request.path.rstrip("/") == GATEWAY_PATH:
            return await handler(request)
        resource = request.match_info.route.resource
        template = resource.canonical if resource is not None else request.path
        path = request.path.removeprefix(API_PREFIX)
        record = RequestRecord(
            method=request.method,
            path=path,
            route=f"{request.method} {template.removeprefix(API_PREFIX)}",
            query=dict(request.query),
        )
        self.requests.append(record)
        request[_RECORD_KEY] = record
        self._inflight += 1
        try:
            await self._read_body(request, record)
            response: web.StreamResponse
            try:
                # An unknown route must be recorded even when the request is also unauthorised.
                if not record.route.endswith(" /{tail}"):
                    self._check_auth(request, path)
                fault = self.faults.take(record)
                if fault is not None and fault.delay:
                    await asyncio.sleep(fault.delay)
                if fault is not None and fault.status is not None:
                    response = json_response(fault.body, fault.status, fault.headers)
                else:
                    response = await handler(request)
            except ApiError as e:
                response = json_response(e.body, e.status)
            record.status = response.status
            return response
        finally:
            self._inflight -= 1
            self.notify()

    async def _read_body(self, request: web.Request, record: RequestRecord) -> None:
        if not request.can_read_body:
            return
        if request.content_type == "multipart/form-data":
            reader = await request.multipart()
            while (part := await reader.next()) is not None:
                if not isinstance(part, BodyPartReader):
                    continue
                raw = await part.read()
                if part.name == "payload_json":
                    record.json = json.loads(raw)
                elif part.filename is not None:
                    ctype = part.headers.get("Content-Type", "application/octet-stream")
                    record.files.append(
                        UploadedFile(part.name or "", part.filename, bytes(raw), ctype)
                    )
        else:
            text = await request.text()
            if text:
                record.json = json.loads(text)

    def _check_auth(self, request: web.Request, path: str) -> None:
        # Interaction callbacks and webhooks are authorised by their token in the URL.
        public = path == "/gateway" or path.startswith(
            ("/interactions/", "/webhooks/", "/attachments/")
        )
        if not public and request.headers.get("Authorization") != f"Bot {self.token}":
            raise ApiError(401, 0, "401: Unauthorized")

    @staticmethod
    def _record(request: web.Request) -> RequestRecord:
        return request[_RECORD_KEY]

    def _add_routes(self, r: web.UrlDispatcher) -> None:
        a = API_PREFIX
        r.add_get(GATEWAY_PATH, self._gateway)
        r.add_get(GATEWAY_PATH + "/", self._gateway)
        r.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._get_attachment)
        r.add_get(a + "/gateway", self._get_gateway)
        r.add_get(a + "/gateway/bot", self._get_gateway_bot)
        r.add_get(a + "/users/@me", self._get_me)
        r.add_post(a + "/users/@me/channels", self._create_dm)
        r.add_get(a + "/users/{user_id}", self._get_user)
        r.add_get(a + "/oauth2/applications/@me", self._get_application)
        app = a + "/applications/{application_id}"
        for scope in (app, app + "/guilds/{guild_id}"):
            r.add_get(scope + "/commands", self._list_commands)
            r.add_put(scope + "/commands", self._put_commands)
            r.add_post(scope + "/commands", self._upsert_command)
            r.add_get(scope + "/commands/{command_id}", self._get_command)
            r.add_patch(scope + "/commands/{command_id}", self._edit_command)
            r.add_delete(scope + "/commands/{command_id}", self._delete_command)
        r.add_post(
            a + "/interactions/{interaction_id}/{interaction_token}/callback", self._callback
        )
        hook = a + "/webhooks/{webhook_id}/{webhook_token}"
        r.add_post(hook, self._followup)
        for msg in (hook + "/messages/@original", hook + "/messages/{message_id}"):
            r.add_get(msg, self._get_webhook_message)
            r.add_patch(msg, self._edit_webhook_message)
            r.add_delete(msg, self._delete_webhook_message)
        ch = a + "/channels/{channel_id}"
        r.add_get(ch, self._get_channel)
        r.add_patch(ch, self._edit_channel)
        r.add_delete(ch, self._delete_channel)
        r.add_get(ch + "/messages", self._history)
        r.add_post(ch + "/messages", self._post_message)
        r.add_get(ch + "/messages/{message_id}", self._get_message)
        r.add_patch(ch + "/messages/{message_id}", self._edit_message)
        r.add_delete(ch + "/messages/{message_id}", self._delete_message)
        r.add_post(ch + "/messages/{message_id}/threads", self._thread_from_message)
        r.add_post(ch + "/threads", self._thread)
        r.add_post(ch + "/typing", self._no_content)
        react = ch + "/messages/{message_id}/reactions"
        r.add_put(react + "/{emoji}/@me", self._add_reaction)
        r.add_delete(react + "/{emoji}/@me", self._remove_reaction)
        r.add_delete(react, self._clear_reactions)
        r.add_get(ch + "/thread-members", self._thread_members)
        r.add_put(ch + "/thread-members/{user_id}", self._join_thread)
        r.add_delete(ch + "/thread-members/{user_id}", self._leave_thread)
        g = a + "/guilds/{guild_id}"
        r.add_get(g, self._get_guild)
        r.add_get(g + "/channels", self._guild_channels)
        r.add_get(g + "/members/{member_id}", self._get_member)
        r.add_route("*", "/{tail:.*}", self._unknown)

    async def _unknown(self, request: web.Request) -> web.Response:
        self.unknown_routes.append(self._record(request))
        return json_response({"message": "404: Not Found", "code": 0}, 404)

    async def _no_content(self, request: web.Request) -> web.Response:
        self._channel(request)
        return web.Response(status=204)

    # --- lookups used by handlers ----------------------------------------------------------

    def _channel(self, request: web.Request, key: str = "channel_id") -> FakeChannel:
        ch = self.channels.get(_int(request.match_info[key]))
        if ch is None or ch.deleted:
            raise ApiError(404, 10003, "Unknown Channel")
        return ch

    def _message(self, request: web.Request, channel: FakeChannel) -> FakeMessage:
        msg = self.messages.get(_int(request.match_info["message_id"]))
        # Ephemeral messages do not exist for the channel API.
        if msg is None or msg.deleted or msg.channel is not channel or msg.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    def _guild(self, request: web.Request) -> FakeGuild:
        gid = _int(request.match_info["guild_id"])
        for g in self.guilds:
            if g.id == gid:
                return g
        raise ApiError(404, 10004, "Unknown Guild")

    def _check_app(self, request: web.Request, key: str = "application_id") -> None:
        if _int(request.match_info[key]) != self.application_id:
            raise ApiError(404, 10002, "Unknown Application")

    # --- login / misc ----------------------------------------------------------------------

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": self.gateway_url,
                "shards": self.shard_count,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 999,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def _get_me(self, request: web.Request) -> web.Response:
        return json_response(self.bot_user.to_payload() | {"verified": True, "mfa_enabled": False})

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(_int(request.match_info["user_id"]))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return json_response(user.to_payload())

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": str(self.application_id),
                "name": self.bot_user.username,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.owner.to_payload(),
                "verify_key": "0" * 64,
                "team": None,
                "flags": 0,
                "bot": self.bot_user.to_payload(),
            }
        )

    async def _create_dm(self, request: web.Request) -> web.Response:
        body = self._record(request).json or {}
        user = self.users.get(_int(body.get("recipient_id")))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        for ch in self.channels.values():
            if ch.type == CHANNEL_DM and ch.recipients == [user]:
                return json_response(ch.to_payload())
        ch = FakeChannel(
            id=self.ids.next(), name=f"dm-{user.username}", type=CHANNEL_DM, recipients=[user]
        )
        self.channels[ch.id] = ch
        return json_response(ch.to_payload())

    async def _get_attachment(self, request: web.Request) -> web.Response:
        att = self.attachments.get(_int(request.match_info["attachment_id"]))
        if att is None:
            raise ApiError(404, 0, "404: Not Found")
        return web.Response(body=att.data, headers={"Content-Type": att.content_type})

    # --- application commands --------------------------------------------------------------

    def _command_scope(self, request: web.Request) -> dict[str, JSON]:
        self._check_app(request)
        if "guild_id" in request.match_info:
            return self.guild_commands.setdefault(self._guild(request).id, {})
        return self.global_commands

    def _store_command(self, scope: dict[str, JSON], body: JSON, request: web.Request) -> JSON:
        name = body.get("name")
        if (
            not isinstance(name, str)
            or not re.fullmatch(r"[-_\w]{1,32}", name)
            or name != name.lower()
        ):
            raise _invalid_form(f"bad command name {name!r}")
        old = scope.get(name)
        stored = dict(body)
        stored.setdefault("type", 1)
        stored.setdefault("description", "")
        stored.update(
            id=old["id"] if old else str(self.ids.next()),
            application_id=str(self.application_id),
            version=str(self.ids.next()),
        )
        if "guild_id" in request.match_info:
            stored["guild_id"] = request.match_info["guild_id"]
        scope[name] = stored
        return stored

    async def _list_commands(self, request: web.Request) -> web.Response:
        return json_response(list(self._command_scope(request).values()))

    async def _put_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        body = self._record(request).json
        if not isinstance(body, list):
            raise _invalid_form("expected a list of commands")
        old = dict(scope)
        scope.clear()
        for cmd in body:
            if old.get(cmd.get("name")):
                scope[cmd["name"]] = old[cmd["name"]]
            self._store_command(scope, cmd, request)
        self.sync_count += 1
        return json_response(list(scope.values()))

    async def _upsert_command(self, request: web.Request) -> web.Response:
        stored = self._store_command(
            self._command_scope(request), self._record(request).json, request
        )
        return json_response(stored, 201)

    def _command(self, request: web.Request) -> tuple[dict[str, JSON], JSON]:
        scope = self._command_scope(request)
        cid = request.match_info["command_id"]
        for cmd in scope.values():
            if cmd["id"] == cid:
                return scope, cmd
        raise ApiError(404, 10063, "Unknown application command")

    async def _get_command(self, request: web.Request) -> web.Response:
        return json_response(self._command(request)[1])

    async def _edit_command(self, request: web.Request) -> web.Response:
        scope, cmd = self._command(request)
        merged = cmd | (self._record(request).json or {})
        del scope[cmd["name"]]
        return json_response(self._store_command(scope, merged, request))

    async def _delete_command(self, request: web.Request) -> web.Response:
        scope, cmd = self._command(request)
        del scope[cmd["name"]]
        return web.Response(status=204)

    # --- messages (shared by channel, interaction and webhook routes) ----------------------

    def _validate_message(self, body: JSON, files: list[UploadedFile], *, creating: bool) -> None:
        content = body.get("content") or ""
        embeds = body.get("embeds") or []
        components = body.get("components") or []
        flags = body.get("flags") or 0
        if creating and not (
            content or embeds or components or files or body.get("poll") or body.get("sticker_ids")
        ):
            raise ApiError(400, 50006, "Cannot send an empty message")
        if len(content) > 2000:
            raise _invalid_form("content longer than 2000")
        if len(embeds) > 10:
            raise _invalid_form("more than 10 embeds")
        total = 0
        for e in embeds:
            total += len(e.get("title") or "") + len(e.get("description") or "")
            if len(e.get("title") or "") > 256 or len(e.get("description") or "") > 4096:
                raise _invalid_form("embed title/description too long")
            fields = e.get("fields") or []
            if len(fields) > 25:
                raise _invalid_form("more than 25 embed fields")
            for f in fields:
                if len(f.get("name", "")) > 256 or len(f.get("value", "")) > 1024:
                    raise _invalid_form("embed field too long")
                total += len(f.get("name", "")) + len(f.get("value", ""))
        if total > 6000:
            raise _invalid_form("embeds longer than 6000 in total")
        if flags & FLAG_COMPONENTS_V2:
            if content or embeds:
                raise _invalid_form("components v2 messages cannot have content or embeds")
            if sum(1 for _ in walk_components(components)) > 40:
                raise _invalid_form("more than 40 components")
        else:
            if len(components) > 5:
                raise _invalid_form("more than 5 action rows")
            for row in components:
                kids = row.get("components") or []
                if row.get("type") != 1 or not 1 <= len(kids) <= 5:
                    raise _invalid_form("action rows hold 1 to 5 components")
                if any(k.get("type") != 2 for k in kids) and len(kids) != 1:
                    raise _invalid_form("a select must be alone in its row")
        seen: set[str] = set()
        for c in walk_components(components):
            cid = c.get("custom_id")
            if cid is not None:
                if len(cid) > 100:
                    raise _invalid_form(f"custom_id longer than 100: {cid!r}")
                if cid in seen:
                    raise _invalid_form(f"duplicate custom_id {cid!r}")
                seen.add(cid)
            if c.get("type") == 2:
                if len(c.get("label") or "") > 80:
                    raise _invalid_form("button label longer than 80")
                style = c.get("style")
                is_link, is_premium = style == 5, style == 6
                if is_link != ("url" in c):
                    raise _invalid_form("a link button (style 5) and only it has a url")
                if not (is_link or is_premium) and cid is None:
                    raise _invalid_form("an interactive button needs a custom_id")
            if c.get("type") == 3 and not 1 <= len(c.get("options") or []) <= 25:
                raise _invalid_form("string select needs 1 to 25 options")

    def _apply(
        self, msg: FakeMessage, body: JSON, files: list[UploadedFile], *, editing: bool
    ) -> None:
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = list(body["embeds"] or [])
        if "components" in body:
            msg.components = list(body["components"] or [])
        if "flags" in body and body["flags"] is not None:
            editable = FLAG_SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2 | (1 << 12)
            msg.flags = (msg.flags & ~editable) | (int(body["flags"]) & editable)
        # Without an "attachments" list an edit keeps the old files; with one, it keeps only
        # the listed ids. New uploads are appended either way.
        listed = body.get("attachments")
        if editing and listed is not None:
            keep = {str(a.get("id")) for a in listed}
            msg.attachments = [a for a in msg.attachments if str(a.id) in keep]
        for f in files:
            att_id = self.ids.next()
            url = f"{self.base_url}/attachments/{msg.channel.id}/{att_id}/{f.filename}"
            att = FakeAttachment(att_id, f.filename, f.data, url, f.content_type)
            self.attachments[att_id] = att
            msg.attachments.append(att)
        if editing:
            msg.edits += 1
            msg.flags &= ~FLAG_LOADING

    def _create(
        self,
        channel: FakeChannel,
        body: JSON,
        files: list[UploadedFile],
        *,
        ephemeral_to: FakeUser | None = None,
        interaction: InteractionMeta | None = None,
        webhook: bool = False,
        mtype: int = 0,
        flags: int = 0,
    ) -> FakeMessage:
        self._validate_message(body, files, creating=not flags & FLAG_LOADING)
        msg = FakeMessage(
            id=self.ids.next(),
            channel=channel,
            author=self.bot_user,
            ephemeral_to=ephemeral_to,
            interaction=interaction,
            webhook_id=self.application_id if webhook else None,
            type=mtype,
        )
        self._apply(msg, body, files, editing=False)
        msg.flags |= flags | (FLAG_EPHEMERAL if ephemeral_to is not None else 0)
        ref = body.get("message_reference")
        if ref and ref.get("message_id"):
            msg.reference_id = _int(ref["message_id"])
            msg.type = 19
        channel.messages.append(msg)
        self.messages[msg.id] = msg
        return msg

    def _publish(
        self, request: web.Request, msg: FakeMessage, body: JSON | None, *, created: bool
    ) -> None:
        record = self._record(request)
        payload = dict(body or {})
        if record.files:
            payload["uploaded_files"] = [f.filename for f in record.files]
        record.message_payload = payload
        record.ephemeral = msg.ephemeral
        guild = msg.channel.guild
        if msg.ephemeral or guild is None:
            return
        # As Discord does: a bot with the GUILD_MESSAGES intent hears of every message posted
        # or edited where it can see, its own included, with the whole message.
        session = self._session_for(guild)
        if session is not None and session.intents & GUILD_MESSAGES:
            event = "MESSAGE_CREATE" if created else "MESSAGE_UPDATE"
            self._dispatch_soon(event, msg.to_payload() | {"guild_id": str(guild.id)}, guild)

    # --- channel routes --------------------------------------------------------------------

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).to_payload())

    async def _edit_channel(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        body = self._record(request).json or {}
        if "name" in body:
            ch.name = body["name"]
            self._record(request).message_payload = {"thread_name": ch.name}
            self._record(request).ephemeral = False
        if "archived" in body:
            ch.archived = bool(body["archived"])
        if "locked" in body:
            ch.locked = bool(body["locked"])
        if ch.guild is not None:
            await self.dispatch(
                "THREAD_UPDATE" if ch.is_thread else "CHANNEL_UPDATE", ch.to_payload(), ch.guild
            )
        return json_response(ch.to_payload())

    async def _delete_channel(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        ch.deleted = True
        if ch.guild is not None:
            await self.dispatch(
                "THREAD_DELETE" if ch.is_thread else "CHANNEL_DELETE",
                {
                    "id": str(ch.id),
                    "guild_id": str(ch.guild.id),
                    "type": ch.type,
                    "parent_id": str(ch.parent.id) if ch.parent else None,
                },
                ch.guild,
            )
        return json_response(ch.to_payload())

    async def _history(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        q = request.query
        msgs = ch.visible_messages()
        if "before" in q:
            msgs = [m for m in msgs if m.id < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if m.id > int(q["after"])]
        limit = int(q.get("limit", 50))
        newest_first = list(reversed(msgs))[:limit]
        return json_response([m.to_payload() for m in newest_first])

    async def _post_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        if ch.is_thread and (ch.archived or ch.locked):
            raise ApiError(400, 50083, "Thread is archived")
        record = self._record(request)
        body = dict(record.json or {})
        nonce = body.pop("nonce", None)
        if nonce is not None and len(str(nonce)) > 25:
            raise _invalid_form("nonce longer than 25")
        key = (
            (ch.id, str(nonce)) if nonce is not None and body.pop("enforce_nonce", False) else None
        )
        if key is not None and key in self.nonces:
            # The same post again (its answer was lost): the message made the first time.
            return json_response(self.nonces[key].to_payload())
        body["flags"] = (body.get("flags") or 0) & ~FLAG_EPHEMERAL
        msg = self._create(ch, body, record.files)
        if key is not None:
            self.nonces[key] = msg
        msg.notified = _notified(body)
        self._publish(request, msg, record.json, created=True)
        return json_response(msg.to_payload())

    async def _get_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        return json_response(self._message(request, ch).to_payload())

    async def _edit_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        msg = self._message(request, ch)
        if msg.author is not self.bot_user:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        return self._edit(request, msg)

    def _edit(self, request: web.Request, msg: FakeMessage) -> web.Response:
        """An edit of ``msg`` by the bot, through a channel or a webhook route alike."""
        record = self._record(request)
        body = record.json or {}
        self._validate_message(body, record.files, creating=False)
        self._apply(msg, body, record.files, editing=True)
        self._publish(request, msg, body, created=False)
        return json_response(msg.to_payload())

    async def _delete_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        self._message(request, ch).deleted = True
        return web.Response(status=204)

    async def _add_reaction(self, request: web.Request) -> web.Response:
        msg = self._message(request, self._channel(request))
        msg.reactions.setdefault(request.match_info["emoji"], set()).add(self.bot_user.id)
        return web.Response(status=204)

    async def _remove_reaction(self, request: web.Request) -> web.Response:
        msg = self._message(request, self._channel(request))
        msg.reactions.get(request.match_info["emoji"], set()).discard(self.bot_user.id)
        return web.Response(status=204)

    async def _clear_reactions(self, request: web.Request) -> web.Response:
        self._message(request, self._channel(request)).reactions.clear()
        return web.Response(status=204)

    # --- threads ---------------------------------------------------------------------------

    def _new_thread(
        self, request: web.Request, parent: FakeChannel, tid: int, ttype: int
    ) -> FakeChannel:
        if parent.is_thread or parent.type != CHANNEL_TEXT or parent.guild is None:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        if not parent.allow_threads:
            raise ApiError(403, 50013, "Missing Permissions")
        body = self._record(request).json or {}
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise _invalid_form("thread name must be 1 to 100 characters")
        thread = FakeChannel(
            id=tid,
            name=name,
            guild=parent.guild,
            type=ttype,
            parent=parent,
            owner_id=self.bot_user.id,
            thread_member_ids={self.bot_user.id},
        )
        parent.guild.channels.append(thread)
        self.channels[tid] = thread
        record = self._record(request)
        record.message_payload = {"thread_name": name}
        record.ephemeral = False
        return thread

    async def _thread_from_message(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        msg = self._message(request, parent)
        if msg.thread is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        # On Discord a thread started from a message has the message's id.
        thread = self._new_thread(request, parent, msg.id, CHANNEL_PUBLIC_THREAD)
        msg.thread = thread
        await self._announce_thread(thread)
        return json_response(thread.to_payload(), 201)

    async def _thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        ttype = int((self._record(request).json or {}).get("type") or CHANNEL_PUBLIC_THREAD)
        thread = self._new_thread(request, parent, self.ids.next(), ttype)
        await self._announce_thread(thread)
        return json_response(thread.to_payload(), 201)

    async def _announce_thread(self, thread: FakeChannel) -> None:
        assert thread.guild is not None
        payload = thread.to_payload() | {"newly_created": True}
        await self.dispatch("THREAD_CREATE", payload, thread.guild)

    async def _thread_members(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        return json_response(
            [
                {
                    "id": str(ch.id),
                    "user_id": str(uid),
                    "join_timestamp": "2025-01-01T00:00:00+00:00",
                    "flags": 0,
                }
                for uid in sorted(ch.thread_member_ids)
            ]
        )

    async def _join_thread(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        if not ch.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        raw = request.match_info["user_id"]
        ch.thread_member_ids.add(self.bot_user.id if raw == "@me" else _int(raw))
        return web.Response(status=204)

    async def _leave_thread(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        raw = request.match_info["user_id"]
        ch.thread_member_ids.discard(self.bot_user.id if raw == "@me" else _int(raw))
        return web.Response(status=204)

    # --- guilds ----------------------------------------------------------------------------

    async def _get_guild(self, request: web.Request) -> web.Response:
        payload = self._guild(request).to_create_payload()
        for key in ("channels", "threads", "members", "presences", "voice_states"):
            payload.pop(key)
        return json_response(payload)

    async def _guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response(
            [c.to_payload() for c in guild.channels if not c.deleted and not c.is_thread]
        )

    async def _get_member(self, request: web.Request) -> web.Response:
        member = self._guild(request).members.get(_int(request.match_info["member_id"]))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return json_response(member.to_payload())

    # --- interaction callbacks -------------------------------------------------------------

    async def _callback(self, request: web.Request) -> web.StreamResponse:
        record = self._record(request)
        handle = self.interactions.get(_int(request.match_info["interaction_id"]))
        if handle is None or handle.token != request.match_info["interaction_token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        record.interaction_id = handle.id
        if handle.callbacks:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        if asyncio.get_running_loop().time() - handle.created_at > self.ack_deadline:
            raise ApiError(404, 10062, "Unknown interaction")
        body = record.json or {}
        ctype = body.get("type")
        data: JSON = body.get("data") or {}
        itype = handle.type
        msg: FakeMessage | None = None
        ephemeral = False
        meta = InteractionMeta(handle.id, itype, handle.user, handle.name)
        mtype = 20 if itype == APPLICATION_COMMAND else 0
        if ctype in (CB_MESSAGE, CB_DEFERRED_MESSAGE) and itype in (
            APPLICATION_COMMAND,
            MESSAGE_COMPONENT,
            MODAL_SUBMIT,
        ):
            ephemeral = bool((data.get("flags") or 0) & FLAG_EPHEMERAL)
            msg = self._create(
                handle.channel,
                data,
                record.files,
                ephemeral_to=handle.user if ephemeral else None,
                interaction=meta,
                webhook=True,
                mtype=mtype,
                flags=FLAG_LOADING if ctype == CB_DEFERRED_MESSAGE else 0,
            )
            handle.original = msg
            if ctype == CB_MESSAGE:
                self._publish(request, msg, data, created=True)
        elif ctype in (CB_DEFERRED_UPDATE, CB_UPDATE) and handle.source_message is not None:
            msg = handle.source_message
            ephemeral = msg.ephemeral
            if ctype == CB_UPDATE:
                self._validate_message(data, record.files, creating=False)
                self._apply(msg, data, record.files, editing=True)
                self._publish(request, msg, data, created=False)
            handle.original = msg
        elif ctype == CB_AUTOCOMPLETE and itype == AUTOCOMPLETE:
            choices = data.get("choices") or []
            if len(choices) > 25:
                raise _invalid_form("more than 25 autocomplete choices")
            handle.choices = list(choices)
            ephemeral = True
        elif ctype == CB_MODAL and itype in (APPLICATION_COMMAND, MESSAGE_COMPONENT):
            if not data.get("custom_id") or not 1 <= len(data.get("title") or "") <= 45:
                raise _invalid_form("modal needs a custom_id and a 1-45 character title")
            handle.modal = data
            ephemeral = True
        else:
            raise ApiError(
                400,
                40060 if ctype == CB_PONG else 50035,
                f"callback type {ctype} is not valid for interaction type {itype}",
            )
        handle.callbacks.append(CallbackRecord(ctype, data, ephemeral, msg))
        if "with_response" not in request.query:
            return web.Response(status=204)
        interaction: JSON = {
            "id": str(handle.id),
            "type": itype,
            "response_message_loading": ctype == CB_DEFERRED_MESSAGE,
            "response_message_ephemeral": ephemeral,
        }
        resource: JSON = {"type": ctype}
        if msg is not None:
            interaction["response_message_id"] = str(msg.id)
            resource["message"] = msg.to_payload()
        return json_response({"interaction": interaction, "resource": resource})

    def _webhook_handle(self, request: web.Request) -> InteractionHandle:
        if _int(request.match_info["webhook_id"]) != self.application_id:
            raise ApiError(404, 10015, "Unknown Webhook")
        handle = self._by_token.get(request.match_info["webhook_token"])
        if handle is None:
            raise ApiError(404, 10015, "Unknown Webhook")
        if asyncio.get_running_loop().time() - handle.created_at > self.token_lifetime:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        self._record(request).interaction_id = handle.id
        return handle

    def _webhook_message(self, request: web.Request, handle: InteractionHandle) -> FakeMessage:
        raw = request.match_info.get("message_id")
        if raw is None:  # @original
            msg = handle.original
        else:
            mid = _int(raw)
            msg = next((m for m in handle.followups if m.id == mid), None)
            if msg is None and handle.original is not None and handle.original.id == mid:
                msg = handle.original
        if msg is None or msg.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    async def _followup(self, request: web.Request) -> web.StreamResponse:
        handle = self._webhook_handle(request)
        if not handle.callbacks:
            raise ApiError(404, 10015, "Unknown Webhook")
        record = self._record(request)
        body = record.json or {}
        original = handle.original
        if (
            original is not None
            and original.loading
            and handle.callbacks[0].type == CB_DEFERRED_MESSAGE
        ):
            # After a "thinking" defer, Discord turns the first followup into the original
            # response, keeping the defer's visibility.
            self._validate_message(body, record.files, creating=True)
            self._apply(original, body, record.files, editing=True)
            msg = original
        else:
            ephemeral = bool((body.get("flags") or 0) & FLAG_EPHEMERAL)
            meta = InteractionMeta(handle.id, handle.type, handle.user, handle.name)
            msg = self._create(
                handle.channel,
                body,
                record.files,
                ephemeral_to=handle.user if ephemeral else None,
                interaction=meta,
                webhook=True,
            )
        handle.followups.append(msg)
        self._publish(request, msg, body, created=True)
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(msg.to_payload())
        return web.Response(status=204)

    async def _get_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        return json_response(self._webhook_message(request, handle).to_payload())

    async def _edit_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        msg = self._webhook_message(request, handle)
        return self._edit(request, msg)

    async def _delete_webhook_message(self, request: web.Request) -> web.Response:
        handle = self._webhook_handle(request)
        self._webhook_message(request, handle).deleted = True
        return web.Response(status=204)


# ---------------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------------


_USER_MENTION = re.compile(r"<@!?(\d+)>")


def _notified(body: JSON) -> set[int]:
    """Who a new message notifies (Discord's rule): the users mentioned in its content (never
    in embeds or components), narrowed by ``allowed_mentions`` — all of them when it is absent
    or its ``parse`` holds ``users``, else only those its ``users`` list names."""
    mentioned = {int(m) for m in _USER_MENTION.findall(str(body.get("content") or ""))}
    allowed = body.get("allowed_mentions")
    if allowed is None or "users" in (allowed.get("parse") or []):
        return mentioned
    return mentioned & {int(u) for u in allowed.get("users") or []}


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ApiError(400, 50035, "Invalid Form Body", {"id": "not a snowflake"}) from None


def _find_option(
    options: list[JSON], name: str, locale: str, *, types: tuple[int, ...]
) -> JSON | None:
    for o in options:
        if o.get("type") not in types:
            continue
        if name in (o["name"], (o.get("name_localizations") or {}).get(locale)):
            return o
    return None


def _paths(prefix: str, options: list[JSON]) -> list[str]:
    subs = [o for o in options if o.get("type") in (1, 2)]
    if not subs:
        return [prefix]
    out: list[str] = []
    for s in subs:
        out += _paths(f"{prefix} {s['name']}", s.get("options") or [])
    return out


@contextlib.asynccontextmanager
async def running_fake(**kwargs: Any) -> AsyncIterator[FakeDiscord]:
    """Start a FakeDiscord and point discord.py at it for the duration of the block."""
    async with FakeDiscord(**kwargs) as fake:
        with fake.patched():
            yield fake
