"""The main-thread CPU of one REST request to Discord, by the path the bot sends it on.

Run: ``.venv/bin/python benchmarks/request_cost.py [--requests 3000] [--repeats 3]``

Issue #17 asks for at most 1.5 ms of main-thread CPU per click. Every click is answered with
one request, as the floor bot's is; the live hand views and the table message add about two
more per click (``docs/performance.md``, "Fourth pass"). This benchmark prices one request on
each of the bot's paths, against aiohttp alone with a body encoded beforehand, to show how
much of a request is discord.py's and how much is the HTTP client's:

* ``callback``: an interaction's answer (``POST …/callback``), through discord.py's webhook
  adapter (``cogs/boston/wire.py::_callback``; the floor bot's acknowledgement takes the same
  path);
* ``webhook_edit``: a live hand view redrawn through its token
  (``wire.edit_original``);
* ``channel_edit``: a table message edited through the bot's ``HTTPClient``
  (``wire.edit_channel_message``), with discord.py's rate-limit bookkeeping;
* ``aiohttp``: the same edit as ``webhook_edit`` sent with aiohttp alone, the body encoded
  with orjson once before the loop;
* ``callback_lean``, ``webhook_edit_lean``, ``channel_edit_lean``: the first three through
  discord.py as before, over the bot's lean transport (``bot/rest.py``) instead of aiohttp's
  client, as the bot sends them (``LEAN_REST``, on by default).

The answers come from a small aiohttp server in another process on loopback, with Discord's
rate-limit headers, so that only the client's side is timed (``time.thread_time`` around
``--requests`` sequential requests, after a warm-up). The body is a hand view's size: a text
and four rows of five buttons. The methods alternate in blocks, ``--repeats`` times each, so
the machine's drift hits all of them alike.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import orjson
from discord.http import HTTPClient, MultipartParameters, Route
from discord.webhook.async_ import async_context

from bot import rest

METHODS = (
    "callback",
    "webhook_edit",
    "channel_edit",
    "aiohttp",
    "callback_lean",
    "webhook_edit_lean",
    "channel_edit_lean",
)
WARM_UP = 200

_SERVER = """
import sys
from aiohttp import web

HEADERS = {
    "X-RateLimit-Limit": "50", "X-RateLimit-Remaining": "49",
    "X-RateLimit-Reset-After": "1.0", "X-RateLimit-Bucket": "bench",
}
USER = {"id": "1", "username": "bench", "discriminator": "0", "avatar": None}
MESSAGE = {"id": "3", "channel_id": "2", "type": 0, "content": "", "tts": False,
           "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
           "embeds": [], "pinned": False, "author": USER, "timestamp": "2026-01-01T00:00:00Z",
           "edited_timestamp": None, "flags": 0, "components": []}

async def answer(request):
    await request.read()
    if request.path.endswith("/callback"):
        return web.Response(status=204, headers=HEADERS)
    if request.path.endswith("/users/@me"):
        return web.json_response(USER, headers=HEADERS)
    return web.json_response(MESSAGE, headers=HEADERS)

async def main():
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    print(runner.addresses[0][1], flush=True)
    await asyncio.Event().wait()

import asyncio
asyncio.run(main())
"""


def hand_view_payload() -> dict[str, Any]:
    """A body of a hand view's size (components v2: a text and four rows of five buttons)."""
    rows = [
        {
            "type": 1,
            "components": [
                {"type": 2, "style": 2, "label": f"{rank}♠", "custom_id": f"b:play:42:{row}{rank}"}
                for rank in range(5)
            ],
        }
        for row in range(4)
    ]
    text = {"type": 10, "content": "**Your hand** — ♠ A K 9 · ♥ Q J 10 4 · ♣ 7 6 · ♦ A 8 5 3\n" * 3}
    return {"flags": 1 << 15, "components": [{"type": 17, "components": [text, *rows]}]}


async def _timed(send: Callable[[], Awaitable[None]], requests: int) -> tuple[float, float]:
    """Main-thread CPU and wall time per request, in microseconds."""
    for _ in range(WARM_UP):
        await send()
    cpu, wall = time.thread_time(), time.perf_counter()
    for _ in range(requests):
        await send()
    return (
        (time.thread_time() - cpu) / requests * 1e6,
        (time.perf_counter() - wall) / requests * 1e6,
    )


async def run(args: argparse.Namespace) -> dict[str, Any]:
    server = await asyncio.create_subprocess_exec(
        sys.executable, "-c", _SERVER, stdout=asyncio.subprocess.PIPE
    )
    try:
        assert server.stdout is not None
        port = int(await server.stdout.readline())
        return await _measure(args, f"http://127.0.0.1:{port}/api/v10")
    finally:
        server.terminate()
        await server.wait()


async def _measure(args: argparse.Namespace, base: str) -> dict[str, Any]:
    Route.BASE = base
    payload = hand_view_payload()
    token = "t" * 70  # an interaction token's length
    adapter = async_context.get()
    http = HTTPClient(asyncio.get_running_loop())
    await http.static_login("bench-token")
    session: aiohttp.ClientSession = http._HTTPClient__session  # type: ignore[attr-defined]
    lean_http = HTTPClient(asyncio.get_running_loop())
    await lean_http.static_login("bench-token")
    lean = rest.install(lean_http)
    body = orjson.dumps(payload)
    edit_url = f"{base}/webhooks/1/{token}/messages/@original"

    def sends_through(client: HTTPClient, through: Any) -> list[Callable[[], Awaitable[None]]]:
        async def callback() -> None:
            route = Route(
                "POST",
                "/interactions/{webhook_id}/{webhook_token}/callback",
                webhook_id=1,
                webhook_token=token,
            )
            await adapter.request(
                route, through, payload={"type": 7, "data": payload}, proxy=None, proxy_auth=None
            )

        async def webhook_edit() -> None:
            await adapter.edit_original_interaction_response(
                1, token, session=through, proxy=None, proxy_auth=None, payload=payload
            )

        async def channel_edit() -> None:
            params = MultipartParameters(payload=payload, multipart=None, files=None)
            await client.edit_message(2, 3, params=params)

        return [callback, webhook_edit, channel_edit]

    async def raw() -> None:
        headers = {"Content-Type": "application/json"}
        async with session.patch(edit_url, data=body, headers=headers) as answer:
            await answer.read()

    paths = [*sends_through(http, session), raw, *sends_through(lean_http, lean)]
    sends = dict(zip(METHODS, paths, strict=True))
    runs: dict[str, list[tuple[float, float]]] = {method: [] for method in METHODS}
    try:
        for _ in range(args.repeats):
            for method in METHODS:
                runs[method].append(await _timed(sends[method], args.requests))
    finally:
        await http.close()
        await lean_http.close()
    result: dict[str, Any] = {"requests": args.requests, "repeats": args.repeats}
    for method, figures in runs.items():
        cpu = sorted(c for c, _ in figures)
        result[method] = {
            "cpu_us": [round(cpu[0]), round(statistics.median(cpu)), round(cpu[-1])],
            "wall_us_median": round(statistics.median(w for _, w in figures)),
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description="The main-thread CPU of one REST request.")
    parser.add_argument("--requests", type=int, default=3000, help="timed requests per block")
    parser.add_argument("--repeats", type=int, default=3, help="blocks per method")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    result = asyncio.run(run(args))
    if args.json:
        print(json.dumps(result))
        return
    print(f"{args.requests} requests per block, {args.repeats} blocks per method")
    print("method            CPU µs/request min / median / max   wall µs (median)")
    for method in METHODS:
        lo, mid, hi = result[method]["cpu_us"]
        wall = result[method]["wall_us_median"]
        print(f"{method:<17} {lo:>6} / {mid:>6} / {hi:>6}              {wall:>6}")


if __name__ == "__main__":
    main()
