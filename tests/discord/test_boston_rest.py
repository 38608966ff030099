"""The bot's REST requests over the lean transport (``bot/rest.py``, issue #17): a move's
answer, the live hand views and the table message it changes all go over it, and with
``LEAN_REST=false`` everything goes through aiohttp, as with discord.py alone."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.rest import LeanSession
from tests.discord.driver import boston, bot_of, seated_table

TABLE_MESSAGE = re.compile(r"PATCH .*/channels/\d+/messages/\d+$")


def _spy(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str]]:
    """What went over the lean transport, and what over aiohttp's client."""
    lean: list[str] = []
    aio: list[str] = []
    send, request = LeanSession._send, aiohttp.ClientSession._request  # pyright: ignore[reportPrivateUsage]

    async def lean_send(self: LeanSession, method: str, url: str, *args: Any) -> Any:
        lean.append(f"{method} {url}")
        return await send(self, method, url, *args)

    async def aio_request(self: aiohttp.ClientSession, method: str, url: Any, **kw: Any) -> Any:
        aio.append(f"{method} {url}")
        return await request(self, method, url, **kw)

    monkeypatch.setattr(LeanSession, "_send", lean_send)
    monkeypatch.setattr(aiohttp.ClientSession, "_request", aio_request)
    return lean, aio


async def test_a_move_its_answer_and_the_edits_it_causes_go_over_the_lean_transport(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lean, aio = _spy(monkeypatch)
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        session = bot_of(harness).http._HTTPClient__session  # type: ignore[attr-defined]
        assert isinstance(session, LeanSession)
        lean.clear()
        aio.clear()
        user = table.on_turn()
        assert user is not None
        await table.step(user, refresh=False)
        await table.settle()
    assert any(r.startswith("POST") and r.endswith("/callback") for r in lean), lean
    assert any(r.endswith("/messages/@original") for r in lean), lean  # the live hand views
    assert any(TABLE_MESSAGE.match(r) for r in lean), lean
    assert aio == []


async def test_with_lean_rest_off_every_request_goes_through_aiohttp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lean, aio = _spy(monkeypatch)
    async with boston(tmp_path / "b.sqlite3", lean_rest=False) as harness:
        table = await seated_table(harness)
        session = bot_of(harness).http._HTTPClient__session  # type: ignore[attr-defined]
        # The bot's session, for its failures (bot.rest.NoAnswer), sending all through aiohttp.
        assert isinstance(session, LeanSession) and not session.lean
        assert isinstance(session.fallback, aiohttp.ClientSession)
        aio.clear()
        user = table.on_turn()
        assert user is not None
        await table.step(user, refresh=False)
        await table.settle()
    assert lean == []
    assert any(r.endswith("/callback") for r in aio), aio
    assert any(TABLE_MESSAGE.match(r) for r in aio), aio
