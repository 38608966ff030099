"""The router's watchdog (``bot/routing.py``) on its own: what a click leaves in its queue,
a deferral whose work ended first, and a deferral Discord took though its reply was lost."""

from __future__ import annotations

import asyncio
import gc
from types import SimpleNamespace
from typing import Any, cast

import discord
from discord.enums import InteractionResponseType

from bot.routing import ALREADY_ACKNOWLEDGED, WORKING, Watch, Watchdog, WatchedResponse


class _Interaction:
    """All the watchdog reads of an interaction: its id, and a slot for its response."""

    def __init__(self, interaction_id: int) -> None:
        self.id = interaction_id
        self._cs_response: Any = None


def _watches() -> int:
    return sum(isinstance(o, Watch) for o in gc.get_objects())


async def test_an_ended_watch_is_freed_at_once_and_the_queue_holds_only_numbers() -> None:
    watchdog = Watchdog()
    before = _watches()
    interaction = _Interaction(1)
    watch = watchdog.watch(cast(Any, interaction), in_place=False)
    assert _watches() == before + 1
    watch.end(interaction.id)
    interaction._cs_response = None  # what ``RoutedInteraction.release`` does
    del watch
    assert _watches() == before  # not kept until due
    gc.collect()
    assert watchdog._queue  # pyright: ignore[reportPrivateUsage]
    assert not any(gc.is_tracked(item) for item in watchdog._queue)  # pyright: ignore[reportPrivateUsage]


async def test_a_deferral_whose_work_ended_before_it_began_resolves(
    caplog: Any,
) -> None:
    watchdog = Watchdog()
    interaction = _Interaction(2)
    watch = watchdog.watch(cast(Any, interaction), in_place=True)
    watchdog._defer(watch)  # pyright: ignore[reportPrivateUsage]
    watch.end(interaction.id)  # before the deferral's task took its first step
    deferring = watch.deferring
    assert deferring is not None
    await asyncio.wait_for(asyncio.shield(deferring), 1)
    for _ in range(5):
        await asyncio.sleep(0)
    assert not watchdog._tasks  # pyright: ignore[reportPrivateUsage]


def _refused(code: int) -> discord.HTTPException:
    reply = SimpleNamespace(status=400, reason="Bad Request")
    return discord.HTTPException(cast(Any, reply), {"code": code, "message": "refused"})


async def test_an_answer_refused_after_a_deferral_with_no_reply_goes_as_its_edit() -> None:
    watchdog = Watchdog()
    interaction = _Interaction(3)
    watch = watchdog.watch(cast(Any, interaction), in_place=True)
    response = watch.response
    assert isinstance(response, WatchedResponse)
    assert response.taken(_refused(ALREADY_ACKNOWLEDGED)) is None  # no deferral: it stands
    watch.maybe_deferred = True  # the deferral's reply was lost
    assert response.claim()
    assert response.taken(_refused(10062)) is None  # another refusal stands
    kind = response.taken(_refused(ALREADY_ACKNOWLEDGED))
    assert kind is InteractionResponseType.deferred_message_update
    assert response.is_done()  # later answers are follow-ups
    assert watch.state != WORKING
