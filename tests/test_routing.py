"""The router's "clicks first" gate (issue #17): an edit that can wait holds back while a click
is being handled, and never longer than ``CLICKS_FIRST``."""

from __future__ import annotations

import asyncio
import re
from typing import Any, cast

import pytest

from bot import routing
from bot.routing import ComponentRouter, RoutedInteraction


class _Interaction:
    """All the router reads of an interaction once its handler is done."""

    def release(self) -> None:
        pass


def _click(router: ComponentRouter, until: asyncio.Event) -> None:
    """A click whose handler runs until ``until`` is set."""

    async def handler(_interaction: RoutedInteraction, _match: re.Match[str]) -> None:
        await until.wait()

    match = re.fullmatch("boston:x", "boston:x")
    assert match is not None
    router.run(handler, cast(Any, _Interaction()), match)


async def _turns(count: int = 5) -> None:
    for _ in range(count):
        await asyncio.sleep(0)


async def test_with_no_click_in_flight_an_edit_goes_at_once() -> None:
    router = ComponentRouter("boston:")
    waiting = asyncio.create_task(router.after_clicks())
    await asyncio.sleep(0)
    assert waiting.done()


async def test_an_edit_waits_until_every_click_in_flight_is_handled() -> None:
    router = ComponentRouter("boston:")
    first, second = asyncio.Event(), asyncio.Event()
    _click(router, first)
    _click(router, second)
    waiting = asyncio.create_task(router.after_clicks())
    await _turns()
    assert not waiting.done()
    first.set()
    await _turns()
    assert not waiting.done()  # one click is still being answered
    second.set()
    await _turns()
    assert waiting.done()
    # And once they are all handled, the next edit does not wait at all.
    again = asyncio.create_task(router.after_clicks())
    await asyncio.sleep(0)
    assert again.done()


async def test_an_edit_never_waits_longer_than_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(routing, "CLICKS_FIRST", 0.001)
    router = ComponentRouter("boston:")
    never = asyncio.Event()
    _click(router, never)
    await asyncio.wait_for(router.after_clicks(), timeout=5)  # returns, the click still going
    never.set()
    await _turns()


async def test_the_gate_can_be_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(routing, "CLICKS_FIRST", 0)
    router = ComponentRouter("boston:")
    never = asyncio.Event()
    _click(router, never)
    waiting = asyncio.create_task(router.after_clicks())
    await asyncio.sleep(0)
    assert waiting.done()
    never.set()
    await _turns()


async def test_one_bound_releases_every_edit_waiting_and_a_new_click_holds_the_next(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(routing, "CLICKS_FIRST", 0.2)
    router = ComponentRouter("boston:")
    never = asyncio.Event()
    _click(router, never)
    first = asyncio.create_task(router.after_clicks())
    await _turns()
    bound = router._bound  # pyright: ignore[reportPrivateUsage]
    assert bound is not None
    later = asyncio.create_task(router.after_clicks())  # within the first one's bound
    await _turns()
    assert router._bound is bound  # pyright: ignore[reportPrivateUsage]  # no timer of its own
    await asyncio.wait_for(first, timeout=5)
    await _turns()
    assert later.done()  # it waited less than the bound, not a bound of its own
    monkeypatch.setattr(routing, "CLICKS_FIRST", 5.0)
    _click(router, never)  # a new click: the next edit waits for it again
    held = asyncio.create_task(router.after_clicks())
    await _turns()
    assert not held.done()
    never.set()
    await _turns()
    assert held.done()
