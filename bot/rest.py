"""A lean HTTP/1.1 transport under discord.py's REST requests.

discord.py sends every REST request through an ``aiohttp.ClientSession``, and on the hot path
(a click answered, a live hand view redrawn, a table message edited: about three requests per
click) aiohttp's client was most of a request's cost to the event loop's thread. Through
discord.py, a request took 0.20–0.24 ms of it over aiohttp and takes 0.11–0.14 ms over this
module, which writes the request on a kept-alive connection and parses the answer with
``httptools`` (issue #17; ``docs/performance.md``, "Eighth pass").

:class:`LeanSession` stands in for that session. discord.py keeps everything that is its own:
routes, authentication, rate-limit buckets, retries, ``HTTPException``. Only the plain requests
it sends (a JSON or empty body, no proxy) go over this module's connections; anything else (a
file upload, a proxy, the gateway's websocket, the CDN) goes to the aiohttp session it
replaced, which it keeps. The answers look like aiohttp's to discord.py (``status``,
``reason``, ``headers``, ``text()``, ``read()``).

A request Discord does not answer (it timed out, its connection could not be made or broke,
the answer was not HTTP) raises :class:`NoAnswer`, over this module's connections and
aiohttp's alike: a :class:`discord.DiscordServerError`, with aiohttp's or the system's
exception as its ``__cause__``. discord.py lets a transport's failure through as it is, and
the bot's handlers know Discord's exceptions: what tries a refused request again (a table
message's edit, a turn notice, a line in a thread) tries this one, and the one error path
(``cogs/boston/errors.py``) tells the person that Discord did not answer, not that the bot
failed. With ``LEAN_REST=false`` the session is still this one, sending everything through
aiohttp (``lean=False``), so that the bot's failures are the same either way.

An interaction's answer (its callback) may take :data:`CALLBACK_TIMEOUT` seconds, anything
else :data:`TIMEOUT`: Discord drops an interaction not answered within 3 s, and a mover's
answer goes before the other people's views and the table message (``TableService.act``), so
one hung answer must not hold a table for minutes.

Connections are kept alive per (scheme, host, port) and reused while idle for less than
:data:`IDLE_SECONDS`. A request on a reused connection that the server had closed is sent
again on a new one only when its method is idempotent, as aiohttp does: a POST or PATCH may
have been received.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import re
import ssl
import time
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from typing import Any, cast
from urllib.parse import urlencode, urlsplit

import aiohttp
import discord
import httptools  # pyright: ignore[reportMissingTypeStubs]
from multidict import CIMultiDict, CIMultiDictProxy
from yarl import URL

IDLE_SECONDS = 15.0
"""An idle connection older than this is closed rather than reused (aiohttp's keep-alive)."""
IDLE_PER_HOST = 256
"""At most this many idle connections are kept per host; more are closed when freed. As many
as a burst may have in flight: with 32, a bot behind on its work (a burst of 100 requests at
once) closed most connections as they were freed and opened them again for the next burst;
in a profile taken while the machine was loaded by other work, opening connections was 8 %
of the bot's samples, just when it had no CPU to spare (issue #17, ``docs/performance.md``,
"Thirty-third pass"). aiohttp's connector keeps every idle one."""
TIMEOUT = 300.0
"""Seconds a request may take in all, aiohttp's default total timeout."""
CALLBACK_TIMEOUT = 3.0
"""Seconds an interaction's answer (``POST …/callback``) may take in all: Discord drops an
interaction not answered within 3 s of it, so an answer still on its way by then would be
refused anyway, and the table waits for its mover's answer (``TableService.act``)."""
SWEEP_SECONDS = 1.0
"""How often the requests in flight are checked against their deadlines (more often for a
timeout under four times this): one timer for them all. A timer per request cost about 2 %
of a click (issue #17): the event loop's heap of timers compares them in Python, and each
cancelled one stays in it until its time. A request times out at most this much late."""
LEAN_METHODS = frozenset({"GET", "POST", "PUT", "PATCH", "DELETE"})
"""What goes over the transport: the methods discord.py sends. A HEAD's answer has no body
whatever its length says, which the parser cannot know: it goes to aiohttp, as any other."""
_UNSAFE_URL = re.compile(r"[^\x21-\x7e]")
"""A space, a control character or anything not ASCII in a URL (aiohttp would encode it; a
line break written as is would smuggle a header): such a URL goes to aiohttp."""
_OWN_HEADERS = frozenset({"host", "content-length", "transfer-encoding", "connection"})
"""Headers the transport writes itself (or never): a caller's would frame the request anew."""
IDEMPOTENT = frozenset({"GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"})
"""Methods sent again on a new connection when a reused one turns out closed (as aiohttp)."""

NO_ANSWER_STATUS = 599
"""The status of a :class:`NoAnswer` (no answer has one): in the 5xx of Discord's passing
trouble, which is what the bot's handlers take it for; 599 is what some proxies answer for a
network's timeout."""

FAILURES = (aiohttp.ClientError, OSError)
"""A transport's failures: aiohttp's (a connection broken or not made, an answer that is not
HTTP, a timeout of aiohttp's) and the system's (:class:`TimeoutError`, an SSL error)."""


class _Unanswered:
    """What an :class:`discord.HTTPException` reads of its response, for a request that got
    none."""

    __slots__ = ("method",)

    status = NO_ANSWER_STATUS
    reason = "No Answer"

    def __init__(self, method: str) -> None:
        self.method = method


class NoAnswer(discord.DiscordServerError):
    """Discord did not answer a request: it timed out, or its connection could not be made or
    broke, or the answer could not be read (the cause is ``__cause__``). A POST or PATCH may
    have been received and acted on all the same: a post tried again must carry the same
    ``nonce`` (with ``enforce_nonce``), for Discord to give back the message it made rather
    than make another. Never the URL in its text: a webhook's path holds a token."""

    def __init__(self, method: str, cause: BaseException) -> None:
        super().__init__(_Unanswered(method), f"{method}: {_describe(cause)}")  # pyright: ignore[reportArgumentType]


def _describe(cause: BaseException) -> str:
    if isinstance(cause, aiohttp.ClientResponseError):
        return f"{type(cause).__name__}: {cause.message}"  # its str would name the URL
    return f"{type(cause).__name__}: {cause}" if str(cause) else type(cause).__name__


_REPLY_UNREAD: ContextVar[bool] = ContextVar("reply_unread", default=False)


@contextlib.contextmanager
def reply_unread() -> Iterator[None]:
    """Requests sent in this block whose answer is a success hand discord.py an empty JSON
    object instead of the body: their caller reads nothing of it, and Discord echoes a whole
    message to an edit (decoding and parsing it was a few per cent of a click, issue #17).
    A failure's body is handed over as ever: discord.py reads its error and ``retry_after``."""
    token = _REPLY_UNREAD.set(True)
    try:
        yield
    finally:
        _REPLY_UNREAD.reset(token)


_UNREAD_BODY = b"{}"


Origin = tuple[str, str, int]
"""Scheme, host and port: the connections one request may reuse."""


class Headers(Mapping[str, str]):
    """An answer's headers, looked up whatever the case of the name (as aiohttp's are). A
    header sent twice keeps its first value, as aiohttp's ``get`` gives it."""

    __slots__ = ("_items",)

    def __init__(self, items: dict[str, str]) -> None:
        self._items = items  # names in lower case

    def __getitem__(self, name: str) -> str:
        return self._items[name.lower()]

    def get(self, name: str, default: Any = None) -> Any:  # the common lookup, made direct
        return self._items.get(name.lower(), default)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)


class LeanResponse:
    """A complete answer: what discord.py reads of an ``aiohttp.ClientResponse``."""

    __slots__ = ("body", "headers", "method", "reason", "status", "url")

    def __init__(
        self, method: str, url: str, status: int, reason: str, headers: Headers, body: bytes
    ) -> None:
        self.method = method
        self.url = url
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body

    async def read(self) -> bytes:
        return self.body

    async def text(self, encoding: str | None = None) -> str:
        return self.body.decode(encoding or "utf-8")

    def __repr__(self) -> str:
        # Never the URL: a webhook's path holds an interaction token.
        return f"<LeanResponse {self.status} {self.reason} {self.method}>"


Answer = tuple[int, str, Headers, bytes]


class _Connection(asyncio.Protocol):
    """One kept-alive connection: one request at a time, its answer parsed as it arrives."""

    def __init__(self, origin: Origin) -> None:
        self.origin = origin
        self.transport: asyncio.Transport | None = None
        self.parser: Any = httptools.HttpResponseParser(self)  # pyright: ignore[reportUnknownMemberType]
        self.waiter: asyncio.Future[Answer] | None = None
        self.closed = False
        self.idle_since = 0.0
        self.deadline = float("inf")
        """When the request in flight times out (the event loop's clock)."""
        self.received = False
        """Whether any byte of the current request's answer has arrived."""
        self._reason = ""
        self._headers: dict[str, str] = {}
        self._body: list[bytes] = []
        self._framed: bool | None = None
        """Whether the answer being read says where it ends (a length, chunks, no body);
        None until its headers are read."""

    # asyncio.Protocol
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is no subclass of it

    def data_received(self, data: bytes) -> None:
        if self.waiter is None:
            # Nothing was asked: bytes now would be read as the next request's answer.
            self.fail(aiohttp.ServerDisconnectedError("an answer no request asked for"))
            return
        self.received = True
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:  # pyright: ignore[reportUnknownMemberType]
            self.fail(aiohttp.ClientResponseError(_NO_INFO, (), message=f"bad answer: {exc}"))

    def eof_received(self) -> bool:
        if self.waiter is not None and self._framed is False:
            # An answer without a length or chunks ends where the connection does.
            self.closed = True
            self.on_message_complete()
        self.fail(aiohttp.ServerDisconnectedError())
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        if exc is None:
            self.fail(aiohttp.ServerDisconnectedError())
        else:
            self.fail(aiohttp.ClientOSError(getattr(exc, "errno", None) or 0, str(exc)))

    # httptools' callbacks
    def on_message_begin(self) -> None:
        if self.waiter is None:
            self.close()  # an answer no request asked for: nothing more is read from here
        self._reason, self._headers, self._body, self._framed = "", {}, [], None

    def on_status(self, status: bytes) -> None:
        self._reason += status.decode("latin-1")

    def on_header(self, name: bytes, value: bytes) -> None:
        # A header sent twice keeps its first value, as aiohttp's ``get`` gives it.
        self._headers.setdefault(name.lower().decode("latin-1"), value.decode("latin-1"))

    def on_headers_complete(self) -> None:
        status = self.parser.get_status_code()
        headers = self._headers
        self._framed = (
            "content-length" in headers
            or "chunked" in headers.get("transfer-encoding", "")
            or status < 200
            or status in (204, 304)
        )

    def on_body(self, body: bytes) -> None:
        self._body.append(body)

    def on_message_complete(self) -> None:
        status = self.parser.get_status_code()
        if status < 200:
            return  # an interim answer (103 Early Hints…): the final one follows
        waiter, self.waiter = self.waiter, None
        if not self.parser.should_keep_alive():
            self.close()
        if waiter is None or waiter.done():
            return
        if self._headers.get("content-encoding", "identity") != "identity":
            # None was asked for (no Accept-Encoding), and discord.py could not read it.
            self.close()
            waiter.set_exception(
                aiohttp.ClientResponseError(_NO_INFO, (), message="a compressed answer")
            )
            return
        body = b"".join(self._body)
        waiter.set_result((status, self._reason, Headers(self._headers), body))

    # the session's side
    def send(self, request: bytes) -> asyncio.Future[Answer]:
        assert self.transport is not None
        self.received = False
        self.waiter = waiter = asyncio.get_running_loop().create_future()
        if self.closed:
            self.fail(aiohttp.ServerDisconnectedError())
        else:
            self.transport.write(request)
        return waiter

    def time_out(self) -> None:
        self.fail(TimeoutError())

    def close(self) -> None:
        self.closed = True
        if self.transport is not None:
            self.transport.close()

    def fail(self, exc: BaseException) -> None:
        """The connection is over; the request waiting on it, if any, fails with ``exc``."""
        waiter, self.waiter = self.waiter, None
        self.close()
        if waiter is not None and not waiter.done():
            waiter.set_exception(exc)


_NO_INFO = aiohttp.RequestInfo(URL(), "", CIMultiDictProxy(CIMultiDict()))


@functools.lru_cache(maxsize=64)
def _origin(scheme: str, netloc: str) -> Origin:
    parts = urlsplit(f"{scheme}://{netloc}")
    return scheme, parts.hostname or "", parts.port or (443 if scheme == "https" else 80)


class LeanSession:
    """discord.py's REST session: plain requests over kept-alive connections, everything else
    by the aiohttp session it stands in for (``fallback``); with ``lean=False`` everything by
    that session. Either way a request Discord does not answer raises :class:`NoAnswer`."""

    def __init__(
        self,
        fallback: aiohttp.ClientSession,
        *,
        timeout: float = TIMEOUT,
        callback_timeout: float = CALLBACK_TIMEOUT,
        ssl_context: ssl.SSLContext | None = None,
        lean: bool = True,
    ) -> None:
        self.fallback = fallback
        self.lean = lean
        self.timeout = timeout
        """Seconds a request may take in all (of this module's; aiohttp's has its own)."""
        self.callback_timeout = callback_timeout
        """Seconds an interaction's answer may take in all (:data:`CALLBACK_TIMEOUT`)."""
        self._idle: dict[Origin, list[_Connection]] = {}
        self._busy: set[_Connection] = set()
        self._sweeper: asyncio.TimerHandle | None = None
        self._ssl = ssl_context
        """The certificates trusted for https (default: the system's, as aiohttp's)."""
        self._closed = False

    def __getattr__(self, name: str) -> Any:
        # ws_connect, get (the CDN), connector, …: aiohttp's.
        return getattr(self.fallback, name)

    @property
    def closed(self) -> bool:
        return self._closed or self.fallback.closed

    def request(
        self,
        method: str,
        url: str,
        *,
        data: Any = None,
        headers: Mapping[str, str] | None = None,
        params: Mapping[str, Any] | None = None,
        proxy: str | None = None,
        proxy_auth: Any = None,
        **kwargs: Any,
    ) -> Any:
        """The answer to ``method url`` as an async context manager, as aiohttp's."""
        plain = (
            self.lean
            and proxy is None
            and not kwargs
            and method in LEAN_METHODS
            and _UNSAFE_URL.search(url) is None
        )
        if not plain or not isinstance(data, str | bytes | None):
            return ByAiohttp(
                method,
                self.fallback.request(
                    method,
                    url,
                    data=data,
                    headers=headers,
                    params=params,
                    proxy=proxy,
                    proxy_auth=proxy_auth,
                    **kwargs,
                ),
            )
        return _Request(self._send(method, url, data, headers, params))

    async def _send(
        self,
        method: str,
        url: str,
        data: str | bytes | None,
        headers: Mapping[str, str] | None,
        params: Mapping[str, Any] | None,
    ) -> LeanResponse:
        if self._closed:
            raise RuntimeError("Session is closed")
        scheme, _, rest = url.partition("://")
        netloc, slash, path = rest.partition("/")
        origin = _origin(scheme, netloc)
        target = slash + path or "/"
        if params:
            target += ("&" if "?" in target else "?") + urlencode(params)
        body = data.encode() if isinstance(data, str) else data or b""
        request = _request_bytes(method, target, netloc, headers or {}, body)
        loop = asyncio.get_running_loop()
        # For all of it, as aiohttp's total timeout; an interaction's answer is due sooner.
        callback = method == "POST" and url.endswith("/callback")
        deadline = loop.time() + (self.callback_timeout if callback else self.timeout)
        try:
            while True:
                connection, reused = self._take(origin)
                if connection is None:
                    connection = await self._open(loop, origin, deadline)
                connection.deadline = deadline
                self._busy.add(connection)
                self._watch(loop)
                try:
                    status, reason, answer_headers, answer = await connection.send(request)
                except aiohttp.ClientConnectionError:
                    if reused and not connection.received and method in IDEMPOTENT:
                        continue  # the server had closed it while it was idle; send it again
                    raise
                except BaseException:
                    connection.close()  # cancelled mid-answer: the connection is not reusable
                    raise
                finally:
                    self._busy.discard(connection)
                self._give_back(connection)
                if 200 <= status < 300 and _REPLY_UNREAD.get():
                    answer = _UNREAD_BODY
                return LeanResponse(method, url, status, reason, answer_headers, answer)
        except FAILURES as exc:  # no answer: a Discord failure (see the module's docstring)
            raise NoAnswer(method, exc) from exc

    def _watch(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._sweeper is None:
            every = min(SWEEP_SECONDS, self.timeout / 4, self.callback_timeout / 4)
            self._sweeper = loop.call_later(every, self._sweep, loop)

    def _sweep(self, loop: asyncio.AbstractEventLoop) -> None:
        """Time out the requests in flight past their deadline; look again while any is
        (also after :meth:`close`: a request that was still connecting then is in flight)."""
        self._sweeper = None
        now = loop.time()
        for connection in [c for c in self._busy if c.deadline <= now]:
            connection.time_out()
            self._busy.discard(connection)
        if self._busy:
            self._watch(loop)

    def _take(self, origin: Origin) -> tuple[_Connection | None, bool]:
        idle = self._idle.get(origin)
        now = time.monotonic()
        while idle:
            connection = idle.pop()
            if not connection.closed and now - connection.idle_since < IDLE_SECONDS:
                return connection, True
            connection.close()
        return None, False

    def _give_back(self, connection: _Connection) -> None:
        idle = self._idle.setdefault(connection.origin, [])
        if connection.closed or self._closed or len(idle) >= IDLE_PER_HOST:
            connection.close()
            return
        connection.idle_since = time.monotonic()
        idle.append(connection)

    async def _open(
        self, loop: asyncio.AbstractEventLoop, origin: Origin, deadline: float
    ) -> _Connection:
        scheme, host, port = origin
        context: ssl.SSLContext | None = None
        if scheme == "https":
            if self._ssl is None:
                self._ssl = ssl.create_default_context()
            context = self._ssl
        try:
            async with asyncio.timeout_at(deadline):
                _, connection = await loop.create_connection(
                    lambda: _Connection(origin), host, port, ssl=context
                )
        except TimeoutError:
            raise  # an OSError too, but the request's own failure: it took too long
        except OSError as exc:  # refused, unreachable, a certificate not trusted (ssl.SSLError)
            reason = f"cannot connect to {host}:{port}: {exc}"
            raise aiohttp.ClientOSError(exc.errno or 0, reason) from exc
        return connection

    async def close(self) -> None:
        self._closed = True
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        for connection in [*self._busy, *(c for idle in self._idle.values() for c in idle)]:
            connection.close()
        self._idle.clear()
        await self.fallback.close()


class _Request:
    """``session.request(...)``: awaited or entered, the complete answer."""

    __slots__ = ("_coro",)

    def __init__(self, coro: Any) -> None:
        self._coro = coro

    def __await__(self) -> Any:
        return self._coro.__await__()

    async def __aenter__(self) -> LeanResponse:
        return await self._coro

    async def __aexit__(self, *exc: object) -> None:
        return None


class ByAiohttp:
    """A request left to aiohttp (``request``: what its session's ``request`` gave), its
    failures raised as :class:`NoAnswer`, also those met while its answer is read inside the
    ``async with``."""

    __slots__ = ("method", "request")

    def __init__(self, method: str, request: Any) -> None:
        self.method = method
        self.request = request

    def __await__(self) -> Any:
        return self.__aenter__().__await__()

    async def __aenter__(self) -> Any:
        try:
            return await self.request.__aenter__()
        except FAILURES as exc:
            raise NoAnswer(self.method, exc) from exc

    async def __aexit__(self, kind: Any, exc: BaseException | None, tb: Any) -> None:
        await self.request.__aexit__(kind, exc, tb)
        if isinstance(exc, FAILURES):
            raise NoAnswer(self.method, exc) from exc


def _request_bytes(
    method: str, target: str, host: str, headers: Mapping[str, str], body: bytes
) -> bytes:
    head = [f"{method} {target} HTTP/1.1\r\nHost: {host}\r\n"]
    for name, value in headers.items():
        # A line break in a header would smuggle a header or a request of its own, and a
        # framing header of the caller's would frame it anew.
        broken = "\n" in value or "\r" in value or _UNSAFE_NAME.search(name) is not None
        if broken or name.lower() in _OWN_HEADERS:
            raise ValueError(f"invalid header {name!r}")
        head.append(f"{name}: {value}\r\n")
    if body or method in ("POST", "PUT", "PATCH"):
        head.append(f"Content-Length: {len(body)}\r\n")
    head.append("\r\n")
    return "".join(head).encode("latin-1") + body


_UNSAFE_NAME = re.compile(r"[^!#$%&'*+\-.^_`|~0-9A-Za-z]")
"""Anything but a token's characters (RFC 9110, 5.6.2) in a header's name."""


def install(http: Any, *, lean: bool = True) -> LeanSession:
    """Put a :class:`LeanSession` under discord.py's ``HTTPClient`` (after its login); with
    ``lean=False`` one that sends everything through aiohttp (``LEAN_REST=false``)."""
    session = http._HTTPClient__session  # discord.py has no setter for it
    if isinstance(session, LeanSession):
        return session
    installed = LeanSession(session, lean=lean)
    http._HTTPClient__session = installed
    return installed


__all__ = ["CALLBACK_TIMEOUT", "Headers", "LeanResponse", "LeanSession", "NoAnswer", "install"]
