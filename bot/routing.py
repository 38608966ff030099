"""Component clicks routed by their ``custom_id``, before discord.py builds any view.

discord.py answers a component interaction by turning the whole clicked message into a
``Message`` (every embed and component) and then, for a ``DynamicItem``, rebuilding the
message's entire view (``BaseView.from_message``) just to find the one item clicked. A Boston
component's custom id already carries everything its click needs (``cogs/boston/ids.py``), so
that work is wasted, and at 200 tables it was a tenth of the bot's CPU.

:class:`RoutingState` replaces discord.py's ``INTERACTION_CREATE`` parser (its
``ConnectionState.parse_interaction_create``, chosen by method name when the state is built):
a component interaction whose custom id matches a route registered on the
:class:`ComponentRouter` is built as a :class:`RoutedInteraction` *without* its message
(only the clicked message's id and whether it is ephemeral are kept), and the route's handler
runs as a task with the regular-expression match. A routed click is not dispatched as an
``on_interaction`` event: its route answers it, and the event's task per click was CPU spent
for no listener (issue #17). Every other interaction (slash commands, the modals a cog
listens for, components of another prefix) takes discord.py's own path unchanged,
``on_interaction`` included. A route is a pattern, not a registered view, so a button keeps
working after a restart exactly like a ``DynamicItem`` did.

An id of the router's prefix that no route takes — a button drawn by an older version of the
bot whose ids have changed since, or a forged one — would find nothing on discord.py's path
either, and the person would see "This interaction failed": it is answered by the router's
:attr:`ComponentRouter.on_miss` instead (``cogs/boston/errors.py``), and so is a modal
submission of the prefix that no cog listens for (:meth:`ComponentRouter.add_form`). Only a
miss does that work: a routed click is dispatched exactly as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Callable, Coroutine
from typing import Any

import discord
from discord.state import AutoShardedConnectionState, ConnectionState

logger = logging.getLogger(__name__)

Handler = Callable[["RoutedInteraction", re.Match[str]], Coroutine[Any, Any, None]]
Miss = Callable[["RoutedInteraction"], Coroutine[Any, Any, None]]

COMPONENT = 3
"""Discord's interaction type of a button or select click."""
MODAL_SUBMIT = 5
"""Discord's interaction type of a modal's submission."""
CLICKS_FIRST = 0.05
"""The longest (seconds) an edit that can wait holds back while clicks are being handled
(:meth:`ComponentRouter.after_clicks`); 0 lets edits go at once."""


class RoutedInteraction(discord.Interaction[Any]):
    """A component interaction (or a missed modal submission) built without its message:
    ``message`` is None; the clicked message's id and ephemerality are kept, which is all a
    Boston handler looks at."""

    __slots__ = ("source_ephemeral", "source_id")

    def __init__(self, *, data: Any, state: ConnectionState[Any], source: dict[str, Any]) -> None:
        super().__init__(data=data, state=state)
        self.source_id = int(source["id"]) if "id" in source else None
        self.source_ephemeral = bool(int(source.get("flags") or 0) & 64)

    def release(self) -> None:
        """The click is handled: break the interaction's cycle with its ``response`` (which
        points back at it), so that reference counting frees the interaction, its member,
        user and their dicts at once. Left to the cyclic collector, every click's dozen
        objects piled up in the young generation and made its collections slow (issue #17).
        Nothing reads the interaction after its handler; a later ``response`` would be a
        fresh one."""
        with contextlib.suppress(AttributeError):
            del self._cs_response  # pyright: ignore[reportAttributeAccessIssue]


class ComponentRouter:
    """Custom-id patterns and their handlers; a prefix test first keeps foreign ids cheap.

    It also knows whether a click is being handled, so that the edits a click leaves behind
    (other people's hand views, the table message) let the clicks go first
    (:meth:`after_clicks`)."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self._routes: dict[str, tuple[re.Pattern[str], Handler]] = {}
        self._forms: dict[str, re.Pattern[str]] = {}
        """Modal submissions answered on discord.py's path, by a cog's listener."""
        self.on_miss: Miss | None = None
        """Answers an interaction of the prefix that nothing here takes (:meth:`missed`);
        set by ``cogs/boston/errors.py``. None: such an interaction goes to discord.py."""
        self._tasks: set[asyncio.Task[None]] = set()
        self._quiet = asyncio.Event()
        """Set while no click is being handled, or once the edits have waited long enough."""
        self._quiet.set()
        self._bound: asyncio.TimerHandle | None = None
        """When the edits waiting now go, clicks or not (one timer for them all)."""

    def add(self, template: str, handler: Handler) -> None:
        """Route custom ids fully matching ``template`` (which must start with the prefix)."""
        assert template.startswith(self.prefix), template
        self._routes[template] = (re.compile(template), handler)

    def remove(self, template: str) -> None:
        self._routes.pop(template, None)

    def add_form(self, template: str) -> None:
        """Modal submissions fully matching ``template`` are a cog's: they take discord.py's
        path to its ``on_interaction`` listener (discord.py's modal store forgets a modal after
        its timeout, a listener does not), and are no miss."""
        assert template.startswith(self.prefix), template
        self._forms[template] = re.compile(template)

    def remove_form(self, template: str) -> None:
        self._forms.pop(template, None)

    def missed(self, custom_id: str, *, form: bool = False) -> bool:
        """Whether ``custom_id``, of a click (``form``: of a modal's submission), is of the
        prefix but nothing takes it: nothing on discord.py's path answers it either, so
        :attr:`on_miss` does. An id of another prefix is discord.py's business. Asked only
        once :meth:`match` found no route for a click: a routed click never pays for it."""
        if self.on_miss is None or not custom_id.startswith(self.prefix):
            return False
        if form:
            return not any(p.fullmatch(custom_id) for p in self._forms.values())
        return self.match(custom_id) is None

    def match(self, custom_id: str) -> tuple[Handler, re.Match[str]] | None:
        if not custom_id.startswith(self.prefix):
            return None
        for pattern, handler in self._routes.values():
            found = pattern.fullmatch(custom_id)
            if found is not None:
                return handler, found
        return None

    def run(self, handler: Handler, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        task = asyncio.create_task(self._call(handler, interaction, match), name="cogs:click")
        self._tasks.add(task)  # a reference, or the task could be collected mid-flight
        self._quiet.clear()
        task.add_done_callback(self._done)

    def answer_miss(self, interaction: RoutedInteraction) -> None:
        """Answer ``interaction``, which :meth:`missed` found nothing takes, with
        :attr:`on_miss`; tracked as a click (:meth:`after_clicks`) like a routed one."""
        assert self.on_miss is not None
        task = asyncio.create_task(self._call_miss(self.on_miss, interaction), name="cogs:miss")
        self._tasks.add(task)
        self._quiet.clear()
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not self._tasks:
            self._release()

    def _release(self) -> None:
        if self._bound is not None:
            self._bound.cancel()
            self._bound = None
        self._quiet.set()

    async def after_clicks(self) -> None:
        """Return once no click is being handled, or after :data:`CLICKS_FIRST` seconds.

        The event loop runs ready work first come, first served: a click whose gateway frame
        arrives behind a few hand views being drawn and sent waits for all of them. An edit
        that waits here first lets every click in flight be answered before it draws, so
        people's clicks go before the edits the earlier clicks caused (issue #17). The bound
        keeps edits flowing when clicks never stop: the first edit to wait starts one timer,
        and when it runs out every edit waiting then goes (a timeout per edit was about 2 %
        of a click's CPU)."""
        if self._quiet.is_set() or CLICKS_FIRST <= 0:
            return
        if self._bound is None:
            self._bound = asyncio.get_running_loop().call_later(CLICKS_FIRST, self._release)
        await self._quiet.wait()

    @staticmethod
    async def _call(handler: Handler, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        try:
            await handler(interaction, match)
        except Exception:
            # Handlers answer their own errors (cogs/boston/errors.py); this is a bug's trace.
            logger.exception("Ignoring exception in component route %s", match.re.pattern)
        finally:
            interaction.release()

    @staticmethod
    async def _call_miss(on_miss: Miss, interaction: RoutedInteraction) -> None:
        try:
            await on_miss(interaction)
        except Exception:
            logger.exception("Ignoring exception in answering an unrouted interaction")
        finally:
            interaction.release()


class RoutingState(ConnectionState[Any]):
    """discord.py's connection state with component clicks routed by :class:`ComponentRouter`."""

    router: ComponentRouter

    def parse_interaction_create(self, data: Any) -> None:
        kind = data.get("type")
        if kind == COMPONENT:
            custom_id = str((data.get("data") or {}).get("custom_id", ""))
            found = self.router.match(custom_id)
            if found is not None:
                source = data.pop("message", None) or {}
                interaction = RoutedInteraction(data=data, state=self, source=source)
                handler, match = found
                self.router.run(handler, interaction, match)
                return
            if self.router.missed(custom_id):
                self._answer_miss(data)
                return
        elif kind == MODAL_SUBMIT:
            custom_id = str((data.get("data") or {}).get("custom_id", ""))
            if self.router.missed(custom_id, form=True):
                self._answer_miss(data)
                return
        super().parse_interaction_create(data)

    def _answer_miss(self, data: Any) -> None:
        source = data.pop("message", None) or {}
        self.router.answer_miss(RoutedInteraction(data=data, state=self, source=source))


class ShardedRoutingState(RoutingState, AutoShardedConnectionState[Any]):
    """The same routing for a bot run as discord.py's ``AutoShardedBot`` (``SHARD_COUNT``)."""
