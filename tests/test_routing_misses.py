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


def test_without_an_answer_for_misses_every_id_goes_to_discord_py() -> None:
    router = _router()
    assert not router.missed("boston:unknown:1")
    assert not router.missed("boston:modal:1", form=True)


def test_a_miss_is_an_id_of_the_prefix_that_nothing_takes() -> None:
    router = _router()
    router.on_miss = _ignored
    assert not router.missed("boston:hand:1")  # routed
    for custom_id in ("boston:hand:1:extra", "boston:hand:x", "boston:", "boston:doc:1:prices"):
        assert router.missed(custom_id), custom_id  # a form's id on a button is no form
    assert not router.missed("boston:doc:1:prices", form=True)  # its cog's listener's
    assert router.missed("boston:doc:1:PRICES", form=True)
    assert router.missed("boston:modal:1", form=True)
    for custom_id in ("other:1", "Boston:hand:1", "", " boston:hand:1"):
        assert not router.missed(custom_id), custom_id
        assert not router.missed(custom_id, form=True), custom_id
    router.remove("boston:hand:(?P<table>\\d+)")
    router.remove_form(r"boston:doc:(?P<table>\d+):(?P<name>[a-z_]+)")
    assert router.missed("boston:hand:1")
    assert router.missed("boston:doc:1:prices", form=True)


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
