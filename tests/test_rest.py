"""The lean REST transport (``bot/rest.py``, issue #17) against loopback servers: what it sends,
how it reads answers (lengths, chunks, several headers), when it reuses a connection and when
it sends again, what it leaves to aiohttp, and discord.py's rate limits and errors on top."""

from __future__ import annotations

import asyncio
import json
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from aiohttp import web
from discord.http import HTTPClient, Route

from bot import rest
from bot.rest import LeanSession

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Server:
    """An aiohttp server on loopback that counts the connections it was sent requests on."""

    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.connections: set[int] = set()
        self.requests: list[tuple[str, str, dict[str, str], bytes]] = []
        self.runner: web.AppRunner | None = None
        self.port = 0

    async def _answer(self, request: web.Request) -> web.StreamResponse:
        self.connections.add(id(request.transport))
        body = await request.read()
        self.requests.append((request.method, request.path_qs, dict(request.headers), body))
        return await self.handler(request)

    async def start(self) -> str:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self._answer)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = self.runner.addresses[0][1]
        return f"http://127.0.0.1:{self.port}"

    async def stop(self) -> None:
        assert self.runner is not None
        await self.runner.cleanup()


@pytest.fixture
async def session() -> AsyncIterator[LeanSession]:
    lean = LeanSession(aiohttp.ClientSession())
    yield lean
    await lean.close()


async def _served(handler: Handler) -> tuple[Server, str]:
    server = Server(handler)
    return server, await server.start()


async def _json(request: web.Request) -> web.StreamResponse:
    return web.json_response({"path": request.path_qs}, headers={"X-RateLimit-Remaining": "4"})


async def test_a_json_request_is_sent_whole_and_its_answer_read(session: LeanSession) -> None:
    server, base = await _served(_json)
    try:
        async with session.request(
            "PATCH",
            f"{base}/api/v10/channels/2/messages/3",
            data='{"content": "Spader"}',
            headers={"Content-Type": "application/json", "Authorization": "Bot x"},
            params={"with_response": "1"},
        ) as answer:
            assert answer.status == 200
            assert answer.reason == "OK"
            assert json.loads(await answer.text()) == {
                "path": "/api/v10/channels/2/messages/3?with_response=1"
            }
            # Looked up whatever the case, as aiohttp's headers are.
            assert answer.headers["content-type"] == "application/json; charset=utf-8"
            assert answer.headers.get("x-ratelimit-remaining") == "4"
            assert "X-RATELIMIT-REMAINING" in answer.headers
            assert answer.headers.get("X-RateLimit-Reset") is None
    finally:
        await server.stop()
    method, _, headers, body = server.requests[0]
    assert method == "PATCH"
    assert body == b'{"content": "Spader"}'
    assert headers["Authorization"] == "Bot x"
    assert headers["Content-Length"] == str(len(body))
    assert headers["Host"] == f"127.0.0.1:{server.port}"


async def test_requests_one_after_another_share_one_connection(session: LeanSession) -> None:
    server, base = await _served(_json)
    try:
        for number in range(5):
            answer = await session.request("GET", f"{base}/{number}")
            assert answer.status == 200
    finally:
        await server.stop()
    assert len(server.requests) == 5
    assert len(server.connections) == 1


async def test_requests_at_once_each_get_a_connection_and_all_are_kept(
    session: LeanSession,
) -> None:
    server, base = await _served(_json)
    try:
        answers = await asyncio.gather(*(session.request("GET", f"{base}/{n}") for n in range(3)))
        assert [a.status for a in answers] == [200, 200, 200]
        again = await asyncio.gather(*(session.request("GET", f"{base}/{n}") for n in range(3)))
        assert [a.status for a in again] == [200, 200, 200]
    finally:
        await server.stop()
    assert len(server.connections) == 3


async def test_a_burst_of_a_hundred_keeps_its_connections_for_the_next_burst(
    session: LeanSession,
) -> None:
    """A bot behind on its work sends bursts of requests at once: the connections a burst
    opened are kept for the next one (with 32 kept, the next burst of 100 opened 68 anew)."""
    server, base = await _served(_json)
    try:
        for _ in range(2):
            burst = [session.request("GET", f"{base}/{n}") for n in range(100)]
            answers = await asyncio.gather(*burst)
            assert {a.status for a in answers} == {200}
    finally:
        await server.stop()
    assert len(server.connections) == 100


async def test_a_chunked_answer_and_an_empty_one_are_read(session: LeanSession) -> None:
    async def chunked(request: web.Request) -> web.StreamResponse:
        if request.path == "/empty":
            return web.Response(status=204)
        answer = web.StreamResponse()
        answer.enable_chunked_encoding()
        await answer.prepare(request)
        for part in (b'{"a": ', b"1, ", b'"b": 2}'):
            await answer.write(part)
        await answer.write_eof()
        return answer

    server, base = await _served(chunked)
    try:
        answer = await session.request("POST", f"{base}/empty", data=b"")
        assert (answer.status, await answer.read()) == (204, b"")
        answer = await session.request("GET", f"{base}/chunked")
        assert json.loads(await answer.read()) == {"a": 1, "b": 2}
        # The connection survived both answers.
        assert (await session.request("GET", f"{base}/chunked")).status == 200
    finally:
        await server.stop()
    assert len(server.connections) == 1


async def test_an_answer_that_closes_its_connection_is_not_reused(session: LeanSession) -> None:
    async def closing(request: web.Request) -> web.StreamResponse:
        return web.Response(text="bye", headers={"Connection": "close"})

    server, base = await _served(closing)
    try:
        for _ in range(2):
            answer = await session.request("GET", f"{base}/")
            assert await answer.text() == "bye"
    finally:
        await server.stop()
    assert len(server.connections) == 2


class _DropSecond:
    """A raw server that answers the first request on a connection and closes the
    connection on the second without answering: a keep-alive the server had let go."""

    def __init__(self) -> None:
        self.connections = 0
        self.server: asyncio.Server | None = None

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        answered = 0
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            await reader.readexactly(length)
            if answered:
                writer.close()
                return
            answered += 1
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
            await writer.drain()

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}"

    async def stop(self) -> None:
        assert self.server is not None
        self.server.close()


async def test_a_get_on_a_connection_found_closed_is_sent_again_on_a_new_one(
    session: LeanSession,
) -> None:
    server = _DropSecond()
    base = await server.start()
    try:
        assert (await session.request("GET", f"{base}/a")).status == 200
        answer = await session.request("GET", f"{base}/b")
        assert (answer.status, await answer.read()) == (200, b"ok")
    finally:
        await server.stop()
    assert server.connections == 2


async def test_a_post_on_a_connection_found_closed_is_not_sent_twice(
    session: LeanSession,
) -> None:
    server = _DropSecond()
    base = await server.start()
    try:
        assert (await session.request("POST", f"{base}/a", data="{}")).status == 200
        with pytest.raises(rest.NoAnswer) as caught:
            await session.request("POST", f"{base}/b", data="{}")
        assert isinstance(caught.value.__cause__, aiohttp.ServerDisconnectedError)
    finally:
        await server.stop()
    # The server may have acted on it: discord.py decides, as with aiohttp.
    assert server.connections == 1


async def test_an_answer_that_never_comes_times_out_and_the_connection_goes() -> None:
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(1)
        await asyncio.Event().wait()

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    lean = LeanSession(aiohttp.ClientSession(), timeout=0.05)
    try:
        with pytest.raises(rest.NoAnswer) as caught:
            await lean.request("GET", f"http://127.0.0.1:{port}/")
        # Discord's passing trouble to the bot's handlers, the timeout its cause.
        assert isinstance(caught.value, discord.DiscordServerError)
        assert isinstance(caught.value.__cause__, TimeoutError)
        assert not any(lean._idle.values())  # pyright: ignore[reportPrivateUsage]
    finally:
        await lean.close()
        server.close()


async def test_one_timer_times_out_the_silent_request_alone_and_stops_when_none_is_in_flight() -> (
    None
):
    async def answer_all_but_silent(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        while line := await reader.readline():
            if line.startswith(b"GET /silent"):
                await release.wait()
                return
            if line == b"\r\n":
                writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")

    release = asyncio.Event()
    server = await asyncio.start_server(answer_all_but_silent, "127.0.0.1", 0)
    base = f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"
    lean = LeanSession(aiohttp.ClientSession(), timeout=1.0)
    try:

        async def answered() -> list[bytes]:
            out: list[bytes] = []
            for _ in range(10):  # one after another, while the silent one waits
                async with lean.request("GET", f"{base}/loud") as response:
                    out.append(await response.read())
            return out

        async def silently() -> None:
            await lean.request("GET", f"{base}/silent")

        silent = asyncio.create_task(silently())
        assert await answered() == [b"ok"] * 10
        done, _ = await asyncio.wait({silent}, timeout=5)
        assert done, "the silent request never timed out"
        with pytest.raises(rest.NoAnswer):
            silent.result()
        for _ in range(100):  # the sweep after the last request in flight is the last one
            if lean._sweeper is None:  # pyright: ignore[reportPrivateUsage]
                break
            await asyncio.sleep(0.05)
        assert lean._sweeper is None  # pyright: ignore[reportPrivateUsage]
    finally:
        release.set()
        await lean.close()
        server.close()
        await server.wait_closed()


async def test_a_request_still_connecting_when_the_session_closes_still_times_out() -> None:
    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(1)
        await release.wait()

    release = asyncio.Event()
    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    lean = LeanSession(aiohttp.ClientSession(), timeout=0.2)

    async def asking() -> None:
        await lean.request("GET", f"http://127.0.0.1:{port}/")

    try:
        request = asyncio.create_task(asking())
        await asyncio.sleep(0)  # it is connecting now
        await lean.close()
        done, _ = await asyncio.wait({request}, timeout=5)
        assert done, "the request outlived its timeout"
        with pytest.raises(rest.NoAnswer):
            request.result()
    finally:
        release.set()
        server.close()
        await server.wait_closed()


async def test_a_refused_connection_raises_no_answer_caused_by_aiohttps_os_error(
    session: LeanSession,
) -> None:
    server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    server.close()
    await server.wait_closed()
    with pytest.raises(rest.NoAnswer) as caught:
        await session.request("GET", f"http://127.0.0.1:{port}/")
    # What a log line would say of it, and what it was (aiohttp's, an OSError).
    assert f"cannot connect to 127.0.0.1:{port}" in str(caught.value)
    assert isinstance(caught.value.__cause__, aiohttp.ClientOSError)


async def test_an_answer_that_is_not_http_fails_the_request_and_its_connection(
    session: LeanSession,
) -> None:
    async def garbage(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b"SSH-2.0-OpenSSH_9.2\r\n\r\n")
        await writer.drain()

    server = await asyncio.start_server(garbage, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        with pytest.raises(rest.NoAnswer, match="bad answer") as caught:
            await session.request("GET", f"http://127.0.0.1:{port}/")
        assert isinstance(caught.value.__cause__, aiohttp.ClientResponseError)
        assert not any(session._idle.values())  # pyright: ignore[reportPrivateUsage]
    finally:
        server.close()


class _Scripted:
    """A raw server answering each request on a connection with the next of ``answers``
    (bytes as they go on the wire), or closing the connection after the last one."""

    def __init__(self, *answers: bytes) -> None:
        self.answers = answers
        self.connections = 0
        self.server: asyncio.Server | None = None

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        for answer in self.answers:
            await reader.readuntil(b"\r\n\r\n")
            writer.write(answer)
            await writer.drain()
        writer.close()

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return f"http://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    def stop(self) -> None:
        assert self.server is not None
        self.server.close()


OK = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"


async def test_an_interim_answer_is_skipped_and_the_next_request_gets_its_own(
    session: LeanSession,
) -> None:
    server = _Scripted(b"HTTP/1.1 103 Early Hints\r\nLink: </x>\r\n\r\n" + OK, OK)
    base = await server.start()
    try:
        first = await session.request("POST", f"{base}/a", data="{}")
        assert (first.status, await first.read()) == (200, b"ok")
        second = await session.request("GET", f"{base}/b")
        assert (second.status, await second.read()) == (200, b"ok")
    finally:
        server.stop()
    assert server.connections == 1


async def test_an_answer_nobody_asked_for_is_never_read_as_the_next_requests(
    session: LeanSession,
) -> None:
    # The first answer comes with a second one stuck to it: that connection is dropped, and
    # the next request goes on a new one.
    server = _Scripted(OK + b"HTTP/1.1 500 Boom\r\nContent-Length: 0\r\n\r\n", OK)
    base = await server.start()
    try:
        assert (await session.request("GET", f"{base}/a")).status == 200
        answer = await session.request("GET", f"{base}/b")
        assert (answer.status, await answer.read()) == (200, b"ok")
    finally:
        server.stop()
    assert server.connections == 2


async def test_an_answer_that_ends_with_its_connection_is_read_whole(
    session: LeanSession,
) -> None:
    server = _Scripted(
        b"HTTP/1.1 200 OK\r\nX-Ratelimit-Remaining: 4\r\nX-Ratelimit-Remaining: 3\r\n\r\nall of it"
    )
    base = await server.start()
    try:
        answer = await session.request("GET", f"{base}/")
        assert await answer.read() == b"all of it"
        assert answer.headers.get("x-ratelimit-remaining") == "4"  # the first, as aiohttp's
    finally:
        server.stop()


async def test_a_caller_cannot_frame_the_request_or_break_its_url() -> None:
    fallback = _Fallback()
    lean = LeanSession(fallback)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="invalid header"):
        await lean.request(
            "POST", "http://127.0.0.1:9/x", data="{}", headers={"Content-Length": "0"}
        )
    with pytest.raises(ValueError, match="invalid header"):
        await lean.request("GET", "http://127.0.0.1:9/x", headers={"X Bad": "1"})
    # A URL with a space or a line break, and a HEAD, are aiohttp's to send (or refuse).
    assert lean.request("GET", "http://127.0.0.1:9/a b").request == "aiohttp's"
    assert lean.request("GET", "http://127.0.0.1:9/a\r\nX-Evil: 1").request == "aiohttp's"
    assert lean.request("HEAD", "http://127.0.0.1:9/a").request == "aiohttp's"
    assert [call[0] for call in fallback.calls] == ["GET", "GET", "HEAD"]
    await lean.close()


async def test_a_header_with_a_line_break_is_refused_before_anything_is_sent(
    session: LeanSession,
) -> None:
    server, base = await _served(_json)
    try:
        with pytest.raises(ValueError, match="invalid header"):
            await session.request("GET", f"{base}/", headers={"X-Audit-Log-Reason": "a\r\nB: c"})
    finally:
        await server.stop()
    assert server.requests == []


TLS = Path(__file__).parent / "fixtures" / "tls"
"""A self-signed certificate for localhost and 127.0.0.1 (valid to 2126), for these tests."""


async def test_https_is_spoken_and_the_servers_certificate_is_checked() -> None:
    served = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    served.load_cert_chain(TLS / "localhost.crt", TLS / "localhost.key")
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", _json)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0, ssl_context=served)
    await site.start()
    port = runner.addresses[0][1]
    trusting = ssl.create_default_context(cafile=TLS / "localhost.crt")
    lean = LeanSession(aiohttp.ClientSession(), ssl_context=trusting)
    system = LeanSession(aiohttp.ClientSession())  # the system's certificates only
    try:
        for _ in range(2):
            answer = await lean.request("GET", f"https://localhost:{port}/tls")
            assert json.loads(await answer.read()) == {"path": "/tls"}
        assert len(lean._idle[("https", "localhost", port)]) == 1  # pyright: ignore[reportPrivateUsage]
        # A certificate no trusted authority signed: refused before any request is sent.
        with pytest.raises(rest.NoAnswer, match="CERTIFICATE_VERIFY_FAILED"):
            await system.request("GET", f"https://localhost:{port}/tls")
    finally:
        await lean.close()
        await system.close()
        await runner.cleanup()


class _Fallback:
    """Stands in for the aiohttp session: records what was left to it."""

    closed = False

    def __init__(self) -> None:
        self.calls: list[tuple[str, str, dict[str, Any]]] = []

    def request(self, method: str, url: str, **kwargs: Any) -> str:
        self.calls.append((method, url, kwargs))
        return "aiohttp's"

    def ws_connect(self, url: str) -> str:
        return f"websocket {url}"

    async def close(self) -> None:
        self.closed = True


async def test_uploads_proxies_other_options_and_the_gateway_are_left_to_aiohttp() -> None:
    fallback = _Fallback()
    lean = LeanSession(fallback)  # type: ignore[arg-type]
    form = aiohttp.FormData()
    form.add_field("file", b"png", filename="protocol.png")
    post = lean.request("POST", "https://discord.com/api/v10/x", data=form)
    assert post.request == "aiohttp's"
    proxied = lean.request("GET", "https://discord.com/x", proxy="http://proxy:3128")
    assert proxied.request == "aiohttp's"
    other = lean.request("GET", "https://discord.com/x", allow_redirects=False)
    assert other.request == "aiohttp's"
    assert lean.request("GET", "https://discord.com/spader♠").request == "aiohttp's"
    assert [call[0] for call in fallback.calls] == ["POST", "GET", "GET", "GET"]
    assert lean.ws_connect("wss://gateway") == "websocket wss://gateway"
    await lean.close()
    assert fallback.closed and lean.closed


# --- discord.py on top: its rate limits, retries and errors are unchanged ------------------


def _discord_json(
    data: dict[str, Any], *, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """An answer as Discord sends it: ``application/json`` with no charset, which is what
    discord.py looks for before it decodes an answer."""
    body = json.dumps(data).encode()
    return web.Response(
        body=body, status=status, headers={"Content-Type": "application/json", **(headers or {})}
    )


@pytest.fixture
async def discord_http() -> AsyncIterator[tuple[HTTPClient, Server]]:
    answers: list[web.StreamResponse] = []

    async def scripted(request: web.Request) -> web.StreamResponse:
        if request.path.endswith("/users/@me"):
            return _discord_json({"id": "1", "username": "b", "discriminator": "0"})
        return answers.pop(0)

    server = Server(scripted)
    base = await server.start()
    previous = Route.BASE
    Route.BASE = f"{base}/api/v10"
    http = HTTPClient(asyncio.get_running_loop())
    await http.static_login("token")
    rest.install(http)
    server.answers = answers  # type: ignore[attr-defined]
    try:
        yield http, server
    finally:
        await http.close()
        await server.stop()
        Route.BASE = previous


async def test_discord_py_waits_out_a_429_and_sends_again_through_the_lean_session(
    discord_http: tuple[HTTPClient, Server],
) -> None:
    http, server = discord_http
    assert isinstance(http._HTTPClient__session, LeanSession)  # type: ignore[attr-defined]
    server.answers.extend(  # type: ignore[attr-defined]
        [
            _discord_json(
                {"message": "slow down", "retry_after": 0.01, "global": False},
                status=429,
                headers={"Via": "1.1 google", "X-RateLimit-Remaining": "0"},
            ),
            _discord_json({"id": "3", "channel_id": "2"}),
        ]
    )
    answer = await http.request(Route("PATCH", "/channels/{channel_id}/messages/3", channel_id=2))
    assert answer == {"id": "3", "channel_id": "2"}
    patches = [r for r in server.requests if r[0] == "PATCH"]
    assert len(patches) == 2
    assert patches[0][2]["Authorization"] == "Bot token"


async def test_discord_py_raises_not_found_with_the_answers_status_and_text(
    discord_http: tuple[HTTPClient, Server],
) -> None:
    http, server = discord_http
    server.answers.append(  # type: ignore[attr-defined]
        _discord_json({"message": "Unknown Message", "code": 10008}, status=404)
    )
    with pytest.raises(discord.NotFound) as caught:
        await http.request(Route("DELETE", "/channels/{channel_id}/messages/3", channel_id=2))
    assert (caught.value.status, caught.value.code, caught.value.text) == (
        404,
        10008,
        "Unknown Message",
    )


async def test_an_unread_reply_is_not_handed_over_on_success_but_a_failure_and_a_429_are(
    discord_http: tuple[HTTPClient, Server],
) -> None:
    http, server = discord_http
    echoed = {"id": "3", "channel_id": "2", "components": [{"type": 10, "content": "♠"}]}
    server.answers.extend(  # type: ignore[attr-defined]
        [
            _discord_json(
                {"message": "slow down", "retry_after": 0.01, "global": False},
                status=429,
                headers={"Via": "1.1 google", "X-RateLimit-Remaining": "0"},
            ),
            _discord_json(echoed),
            _discord_json({"message": "Unknown Message", "code": 10008}, status=404),
            _discord_json(echoed),
        ]
    )
    edit = Route("PATCH", "/channels/{channel_id}/messages/3", channel_id=2)
    with rest.reply_unread():
        assert await http.request(edit) == {}  # the 429's retry_after was read: sent again
        with pytest.raises(discord.NotFound) as caught:
            await http.request(edit)
    assert (caught.value.code, caught.value.text) == (10008, "Unknown Message")
    assert await http.request(edit) == echoed  # outside the block, the reply as ever
    assert len([r for r in server.requests if r[0] == "PATCH"]) == 4
