"""Requests Discord does not answer (``bot.rest.NoAnswer``): whatever the transport
(the lean one, or aiohttp's for uploads and ``LEAN_REST=false``), a timeout or a broken
connection reaches the bot as a ``discord.DiscordServerError``, with the transport's own
exception as its cause, through discord.py's ``HTTPClient`` as well; an interaction's answer
times out far sooner than anything else."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import aiohttp
import discord
import pytest
from aiohttp import web
from discord.http import HTTPClient, Route

from bot import rest
from bot.rest import LeanSession


async def _raw_server(serve: object) -> tuple[asyncio.Server, str]:
    server = await asyncio.start_server(serve, "127.0.0.1", 0)  # type: ignore[arg-type]
    return server, f"http://127.0.0.1:{server.sockets[0].getsockname()[1]}"


async def test_an_interactions_answer_times_out_long_before_other_requests() -> None:
    """Both requests are held as long; the answer (``POST …/callback``) alone times out."""
    release = asyncio.Event()

    async def held(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        await reader.readexactly(2)
        await release.wait()
        writer.write(b"HTTP/1.1 204 No Content\r\n\r\n")
        await writer.drain()

    server, base = await _raw_server(held)
    lean = LeanSession(aiohttp.ClientSession(), timeout=30.0, callback_timeout=0.1)
    try:

        async def edit_message() -> int:
            return (await lean.request("PATCH", f"{base}/api/messages/1", data="{}")).status

        edit = asyncio.create_task(edit_message())
        with pytest.raises(rest.NoAnswer) as caught:
            await lean.request("POST", f"{base}/api/interactions/1/token/callback", data="{}")
        assert isinstance(caught.value, discord.DiscordServerError)
        assert isinstance(caught.value.__cause__, TimeoutError)
        assert "token" not in str(caught.value)  # never the URL: it holds the token
        assert not edit.done()  # the other request still waits, within its 30 s
        release.set()
        assert await edit == 204
    finally:
        release.set()
        await lean.close()
        server.close()
        await server.wait_closed()


async def test_aiohttps_failures_are_no_answer_too_when_connecting_and_reading() -> None:
    """``LEAN_REST=false`` (and uploads): aiohttp sends, and its failures are converted, both
    those of the request and those met while its answer is read inside the ``async with``."""

    async def cut_short(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(b'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"a":')
        await writer.drain()
        writer.close()

    server, base = await _raw_server(cut_short)
    gone, gone_base = await _raw_server(lambda r, w: None)
    gone.close()
    await gone.wait_closed()
    session = LeanSession(aiohttp.ClientSession(), lean=False)
    try:
        with pytest.raises(rest.NoAnswer) as caught:
            async with session.request("GET", f"{gone_base}/x"):
                pass
        assert isinstance(caught.value.__cause__, aiohttp.ClientConnectorError)
        with pytest.raises(rest.NoAnswer) as caught:
            async with session.request("GET", f"{base}/x") as answer:
                await answer.read()
        assert isinstance(caught.value.__cause__, aiohttp.ClientPayloadError)
    finally:
        await session.close()
        server.close()
        await server.wait_closed()


@pytest.fixture
async def held_discord() -> AsyncIterator[tuple[HTTPClient, list[str]]]:
    """discord.py's HTTPClient over the lean session, against a Discord that answers its
    login and holds every other request unanswered; the requests it was sent."""
    seen: list[str] = []
    release = asyncio.Event()

    async def answer(request: web.Request) -> web.StreamResponse:
        if request.path.endswith("/users/@me"):
            body = b'{"id": "1", "username": "b", "discriminator": "0"}'
            return web.Response(body=body, content_type="application/json")
        seen.append(f"{request.method} {request.path}")
        await release.wait()
        return web.Response(status=204)

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.1)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    previous = Route.BASE
    Route.BASE = f"http://127.0.0.1:{runner.addresses[0][1]}/api/v10"
    http = HTTPClient(asyncio.get_running_loop())
    await http.static_login("token")
    rest.install(http).timeout = 0.1
    try:
        yield http, seen
    finally:
        release.set()
        await http.close()
        await runner.cleanup()
        Route.BASE = previous


async def test_discord_py_raises_no_answer_and_sends_a_post_once(
    held_discord: tuple[HTTPClient, list[str]],
) -> None:
    http, seen = held_discord
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=7)
    with pytest.raises(discord.HTTPException) as caught:
        await http.request(route, json={"content": "Spader"})
    assert isinstance(caught.value, rest.NoAnswer)
    assert caught.value.status >= 500  # Discord's passing trouble, to the cogs' handlers
    assert seen == ["POST /api/v10/channels/7/messages"]  # not sent again: it may be up
