"""The router's misses: an id of the bot's prefix that no route takes (a button of an older
version of the bot, a forged id) and a modal submission of the prefix that no cog listens for
are the router's to answer (``ComponentRouter.on_miss``); an id of another prefix, a routed
click and a form a cog listens for are not."""

from __future__ import annotations

import asyncio
import re
from typing import Any, cast

import pytest

from bot import routing
from bot.routing import ComponentRouter, RoutedInteraction


class _Interaction:
    """All the router reads of an interaction once it is answered."""

    released = False

    def release(self) -> None:
        self.released = True


async def _handler(_interaction: RoutedInteraction, _match: re.Match[str]) -> None:
    pass


async def _ignored(_interaction: RoutedInteraction) -> None:
    pass


def _router() -> ComponentRouter:
    router = ComponentRouter("boston:")
    router.add(r"boston:hand:(?P<table>\d+)", _handler)
    router.add_form(r"boston:doc:(?P<table>\d+):(?P<name>[a-z_]+)")
    return router


def _missed(router: ComponentRouter, custom_id: str) -> bool:
    """A click's id is missed as the state asks: no route, and the router answers it."""
    return router.match(custom_id) is None and router.answers(custom_id)


def _missed_form(router: ComponentRouter, custom_id: str) -> bool:
    """A form's id is missed as the state asks: no form listens, and the router answers it."""
    return not router.is_form(custom_id) and router.answers(custom_id)


def test_without_an_answer_for_misses_every_id_goes_to_discord_py() -> None:
    router = _router()
    assert not _missed(router, "boston:unknown:1")
    assert not _missed_form(router, "boston:modal:1")


def test_a_miss_is_an_id_of_the_prefix_that_nothing_takes() -> None:
    router = _router()
    router.on_miss = _ignored
    assert not _missed(router, "boston:hand:1")  # routed
    for custom_id in ("boston:hand:1:extra", "boston:hand:x", "boston:", "boston:doc:1:prices"):
        assert _missed(router, custom_id), custom_id  # a form's id on a button is no form
    assert not _missed_form(router, "boston:doc:1:prices")  # its cog's listener's
    assert _missed_form(router, "boston:doc:1:PRICES")
    assert _missed_form(router, "boston:modal:1")
    for custom_id in ("other:1", "Boston:hand:1", "", " boston:hand:1"):
        assert not _missed(router, custom_id), custom_id
        assert not _missed_form(router, custom_id), custom_id
    router.remove("boston:hand:(?P<table>\\d+)")
    router.remove_form(r"boston:doc:(?P<table>\d+):(?P<name>[a-z_]+)")
    assert _missed(router, "boston:hand:1")
    assert _missed_form(router, "boston:doc:1:prices")


def test_a_missed_click_is_matched_against_the_routes_once() -> None:
    """The state asks the routes once for a click of the prefix that nothing takes, as for a
    routed one: a miss costs no second pass over every pattern."""
    router = _router()
    router.on_miss = _ignored
    calls: list[str] = []
    match = router.match

    def counted(custom_id: str) -> object:
        calls.append(custom_id)
        return match(custom_id)

    router.match = counted  # type: ignore[method-assign]
    state = object.__new__(routing.RoutingState)
    state.router = router
    answered: list[object] = []
    state._answer_miss = answered.append  # type: ignore[method-assign]
    state.parse_interaction_create({"type": routing.COMPONENT, "data": {"custom_id": "boston:x"}})
    assert answered and calls == ["boston:x"]


async def test_a_miss_is_answered_as_a_click_and_released(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(routing, "CLICKS_FIRST", 5.0)  # no bound runs out within the test
    router = _router()
    seen: list[object] = []
    go = asyncio.Event()

    async def on_miss(interaction: RoutedInteraction) -> None:
        seen.append(interaction)
        await go.wait()

    router.on_miss = on_miss
    interaction = _Interaction()
    router.answer_miss(cast(Any, interaction))
    waiting = asyncio.create_task(router.after_clicks())
    for _ in range(5):
        await asyncio.sleep(0)
    assert seen == [interaction]
    assert not waiting.done()  # edits let it go first, as a routed click
    go.set()
    await asyncio.wait_for(waiting, timeout=5)
    assert interaction.released
