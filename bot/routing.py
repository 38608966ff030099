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
(only the clicked message's id, whether it is ephemeral and its raw components are kept),
and the route's handler runs as a task with the regular-expression match. A routed click is
not dispatched as an ``on_interaction`` event: its route answers it, and the event's task per
click was CPU spent for no listener (issue #17). Every other interaction (slash commands, the
modals a cog listens for, components of another prefix) takes discord.py's own path unchanged,
``on_interaction`` included. A route is a pattern, not a registered view, so a button keeps
working after a restart exactly like a ``DynamicItem`` did.

An id of the router's prefix that no route takes — a button drawn by an older version of the
bot whose ids have changed since, or a forged one — would find nothing on discord.py's path
either, and the person would see "This interaction failed": it is answered by the router's
:attr:`ComponentRouter.on_miss` instead (``cogs/boston/errors.py``), and so is a modal
submission of the prefix that no cog listens for (:meth:`ComponentRouter.is_form`). Only a
miss does that work: a routed click is dispatched exactly as before.

Discord wants an interaction acknowledged within 3 s. Nearly every answer comes well within
that, but a database locked by someone else makes each write wait ``busy_timeout`` on the one
SQLite thread, one after another: the second of two clicks queued behind a locked write would
be answered too late, and the person would see "This interaction failed". The
:class:`Watchdog` acknowledges, with a deferral, every interaction (a routed click, a missed
one, a slash command, a form's submission that a cog's listener answers) whose work has not
begun its answer :data:`DEFER_AFTER` seconds after it arrived; the work's answer, once it ends
(saved, or the private reason why not), then goes as the deferred answer's edit or a
follow-up (:class:`WatchedResponse`): never "not saved" for a write still queued, since the
answer waits for the write's real outcome. An answer in time is not deferred. One timer serves
every interaction in flight (checked every :data:`DEFER_GRAIN` seconds at most), and a click
pays one small object, a pair of numbers and a list append. The watchdog also knows what is in
flight when the bot closes (:meth:`Watchdog.close`): the works are given a moment to end (and
deferred meanwhile as usual), and those not answered by then are told that the bot is
restarting, instead of "thinking…" forever; a work that answers after that (it still runs
until the tables close) has its answer take the place of "restarting" or follow it.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import re
from collections.abc import Callable, Coroutine
from typing import Any

import aiohttp
import discord
from discord.app_commands import AppCommandError
from discord.enums import InteractionResponseType
from discord.state import AutoShardedConnectionState, ConnectionState

from bot import rest

logger = logging.getLogger(__name__)

Handler = Callable[["RoutedInteraction", re.Match[str]], Coroutine[Any, Any, None]]
Miss = Callable[["RoutedInteraction"], Coroutine[Any, Any, None]]

APPLICATION_COMMAND = 2
"""Discord's interaction type of a slash command (autocomplete, 4, is never deferred)."""
COMPONENT = 3
"""Discord's interaction type of a button or select click."""
MODAL_SUBMIT = 5
"""Discord's interaction type of a modal's submission."""
DEFER_AFTER = 1.75
"""Seconds after its arrival that an interaction whose work has not begun its answer is
acknowledged with a deferral (:class:`Watchdog`): with :data:`DEFER_GRAIN`, at most 2 s,
leaving a second of Discord's 3 s for the deferral to reach it. A write refused by a locked
database (``BUSY_TIMEOUT_MS``, 1.5 s) is answered before that, without a deferral."""
DEFER_GRAIN = 0.25
"""The watchdog's timer runs at most this often: an interaction is deferred up to this much
after :data:`DEFER_AFTER`, and a stream of clicks costs a few timers a second, not one each."""
CLOSE_WAIT = 1.5
"""Seconds a closing bot gives the interactions in flight to end by themselves before those
still working are told that the bot is restarting (:meth:`Watchdog.close`)."""
CLOSE_ANSWER = 2.0
"""Seconds a closing bot gives those answers to reach Discord, all at once."""
CLOSING_ERRORS = (discord.HTTPException, aiohttp.ClientError, RuntimeError, TimeoutError)
"""What sending to Discord raises once the bot is closing: its HTTP session closed
(``RuntimeError('Session is closed')``), the connection gone, Discord's refusal."""
ALREADY_ACKNOWLEDGED = 40060
"""Discord's code for a second answer to an interaction it took an answer for already."""
CLICKS_FIRST = 0.05
"""The longest (seconds) an edit that can wait holds back while clicks are being handled
(:meth:`ComponentRouter.after_clicks`); 0 lets edits go at once."""


class WatchedInteraction(discord.Interaction[Any]):
    """An interaction whose response the :class:`Watchdog` watches (a slash command, a form's
    submission, and as :class:`RoutedInteraction` a click): its follow-up and its answer's
    edit count as the answer given."""

    __slots__ = ()

    @property
    def followup(self) -> discord.Webhook:  # pyright: ignore[reportIncompatibleVariableOverride]
        return _followup(self)

    async def edit_original_response(self, **kwargs: Any) -> Any:  # pyright: ignore[reportIncompatibleMethodOverride]
        _mark_final(self)
        return await super().edit_original_response(**kwargs)


class RoutedInteraction(WatchedInteraction):
    """A component interaction (or a missed modal submission) built without its message:
    ``message`` is None; the clicked message's id and ephemerality are kept, which is all a
    Boston handler looks at, and its text and components as Discord sent them (unparsed: read
    only by a handler that asks which table a private view is of, or whom a step-away notice
    calls, ``cogs/boston/play.py``)."""

    __slots__ = ("source_components", "source_content", "source_ephemeral", "source_id")

    def __init__(self, *, data: Any, state: ConnectionState[Any], source: dict[str, Any]) -> None:
        super().__init__(data=data, state=state)
        self.source_id = int(source["id"]) if "id" in source else None
        self.source_ephemeral = bool(int(source.get("flags") or 0) & 64)
        components = source.get("components")
        self.source_components: list[Any] = components if isinstance(components, list) else []
        content = source.get("content")
        self.source_content = content if isinstance(content, str) else ""

    def release(self) -> None:
        """The click is handled: its watch ends (:class:`Watchdog`), and the interaction's
        cycle with its ``response`` (which points back at it) is broken, so that reference
        counting frees the interaction, its member, user and their dicts at once. Left to the
        cyclic collector, every click's dozen objects piled up in the young generation and
        made its collections slow (issue #17). Nothing reads the interaction after its
        handler; a later ``response`` would be a fresh one."""
        response = getattr(self, "_cs_response", None)
        if isinstance(response, WatchedResponse):
            response.watch.end(self.id)
        with contextlib.suppress(AttributeError):
            del self._cs_response  # pyright: ignore[reportAttributeAccessIssue]


class TooLate(Exception):
    """The work wanted to open a form (a modal) but the watchdog had already acknowledged the
    interaction with a deferral, after which Discord takes no form: the person is told to try
    again (``cogs/boston/errors.py``)."""


WORKING, ANSWERING, DEFERRING, ANSWERED, ENDED = range(5)
"""A :class:`Watch`'s states: no answer begun; the work's answer on its way; the watchdog's
deferral on its way; acknowledged (by the work or the watchdog); the work has ended."""


class Watch:
    """One interaction in flight, as the :class:`Watchdog` sees it. Holds the interaction's
    response (and so the interaction) only while its work runs."""

    __slots__ = (
        "by_watch",
        "deferring",
        "final",
        "in_place",
        "maybe_deferred",
        "own_close",
        "response",
        "state",
        "watchdog",
    )

    def __init__(self, watchdog: Watchdog, in_place: bool) -> None:
        self.watchdog = watchdog
        self.in_place = in_place
        """Deferred as an update of the clicked message (a click in a private view), not as a
        new private "thinking…" message (a slash command, a click on a public message)."""
        self.state = WORKING
        self.response: WatchedResponse | None = None
        self.deferring: asyncio.Future[None] | None = None
        """Done once the watchdog's deferral has its outcome."""
        self.by_watch: InteractionResponseType | None = None
        """The watchdog's deferral, once Discord took it: the work's answer is converted."""
        self.final = False
        """An answer the person reads has gone (or is on its way): not a bare deferral."""
        self.own_close = False
        """Its cog answers it itself when the bot closes (:meth:`Watchdog.answers_itself`)."""
        self.maybe_deferred = False
        """The watchdog's deferral got no reply (a timeout, a broken connection): Discord may
        have taken it, so an answer it refuses as a second one (40060) goes as the deferred
        answer's edit or a follow-up instead (:meth:`WatchedResponse.taken`)."""

    def end(self, interaction_id: int) -> None:
        """The work of the interaction has ended (answered, one way or another)."""
        self.watchdog.end(interaction_id, self)


class WatchedResponse(discord.InteractionResponse[Any]):
    """An interaction's response that the :class:`Watchdog` may have acknowledged first, with
    a deferral: the work's answer then goes as the deferred answer's edit or a follow-up, and
    the work never needs to know. While the work's own answer is on its way, the watchdog
    leaves it alone."""

    __slots__ = ("watch",)

    def __init__(self, parent: discord.Interaction[Any], watch: Watch) -> None:
        super().__init__(parent)
        self.watch = watch

    def claim(self) -> bool:
        """Before an answer, the usual case: no deferral begun, so the answer goes as usual
        (:meth:`end` after it) and the watchdog leaves it alone meanwhile. False: ask
        :meth:`begin`. Not a coroutine: a click's answer pays no await for it."""
        watch = self.watch
        if watch.state != WORKING:
            return False
        watch.state = ANSWERING
        return True

    async def begin(self) -> InteractionResponseType | None:
        """Before an answer: the watchdog's deferral to convert it for (then Discord has
        acknowledged the interaction), or None to answer as usual (:meth:`end` after it)."""
        watch = self.watch
        if watch.state == DEFERRING and watch.deferring is not None:
            await asyncio.shield(watch.deferring)
        if watch.by_watch is not None:
            watch.final = True
            return watch.by_watch
        if watch.state == WORKING:
            watch.state = ANSWERING
        return None

    def taken(self, exc: discord.HTTPException) -> InteractionResponseType | None:
        """After an answer begun with :meth:`begin` (which returned None) that Discord refused
        with ``exc``: the watchdog's deferral whose reply was lost but which Discord took
        (:attr:`Watch.maybe_deferred`), to convert the answer for as :meth:`begin` would
        have; None: ``exc`` stands."""
        watch = self.watch
        if exc.code != ALREADY_ACKNOWLEDGED or not watch.maybe_deferred or self.is_done():
            return None
        kind = (
            InteractionResponseType.deferred_message_update
            if watch.in_place
            else InteractionResponseType.deferred_channel_message
        )
        watch.by_watch = kind
        watch.state = ANSWERED
        watch.final = True
        self._response_type = kind
        return kind

    def end(self, *, final: bool = True) -> None:
        """After an answer begun with :meth:`begin` (which returned None), sent or not."""
        watch = self.watch
        if watch.state == ANSWERING:
            watch.state = ANSWERED if self.is_done() else WORKING
        if self.is_done() and final:
            watch.final = True

    async def defer(  # pyright: ignore[reportIncompatibleMethodOverride]
        self, *, ephemeral: bool = False, thinking: bool = False
    ) -> Any:
        deferred = None if self.claim() else await self.begin()
        if deferred is None:
            try:
                return await super().defer(ephemeral=ephemeral, thinking=thinking)
            except discord.HTTPException as exc:
                deferred = self.taken(exc)
                if deferred is None:
                    raise
            finally:
                self.end(final=False)
        if deferred is InteractionResponseType.deferred_channel_message:
            if thinking:  # already thinking: the work's answer follows
                self.watch.final = False
                return None
            # A click that wanted no visible answer (a lobby's Join): the "thinking…" goes.
            await self._parent.delete_original_response()
        return None

    async def send_message(self, content: Any = None, **kwargs: Any) -> Any:  # pyright: ignore[reportIncompatibleMethodOverride]
        deferred = None if self.claim() else await self.begin()
        if deferred is None:
            try:
                return await super().send_message(content, **kwargs)
            except discord.HTTPException as exc:
                if self.taken(exc) is None:
                    raise
            finally:
                self.end()
        kwargs.pop("delete_after", None)
        await self._parent.followup.send(content, **kwargs)
        return None

    async def edit_message(self, **kwargs: Any) -> Any:  # pyright: ignore[reportIncompatibleMethodOverride]
        deferred = None if self.claim() else await self.begin()
        if deferred is None:
            try:
                return await super().edit_message(**kwargs)
            except discord.HTTPException as exc:
                if self.taken(exc) is None:
                    raise
            finally:
                self.end()
        kwargs.pop("delete_after", None)
        kwargs.pop("suppress_embeds", None)
        await self._parent.edit_original_response(**kwargs)
        return None

    async def send_modal(self, modal: discord.ui.Modal, /) -> Any:
        deferred = None if self.claim() else await self.begin()
        if deferred is None:
            try:
                return await super().send_modal(modal)
            except discord.HTTPException as exc:
                if self.taken(exc) is None:
                    raise
            finally:
                self.end()
        raise TooLate("the interaction was deferred before its form could open")


def end_watch(interaction: discord.Interaction[Any]) -> None:
    """The work of ``interaction``, answered on discord.py's path (a form's submission a
    cog listens for, :meth:`ComponentRouter.add_form`), has ended: its watch ends. Nothing for
    an interaction not watched."""
    response = getattr(interaction, "_cs_response", None)
    if isinstance(response, WatchedResponse):
        response.watch.end(interaction.id)


def _mark_final(interaction: discord.Interaction[Any]) -> None:
    response = getattr(interaction, "_cs_response", None)
    if isinstance(response, WatchedResponse):
        response.watch.final = True


def _followup(interaction: discord.Interaction[Any]) -> discord.Webhook:
    """The interaction's follow-up webhook; taken to answer, so the answer counts as given."""
    _mark_final(interaction)
    return _plain_followup(interaction)


def _plain_followup(interaction: discord.Interaction[Any]) -> discord.Webhook:
    # discord.py's own (cached) property, past the subclasses' override.
    return discord.Interaction.followup.__get__(interaction, discord.Interaction)  # pyright: ignore[reportCallIssue,reportUnknownVariableType,reportUnknownMemberType]


class Watchdog:
    """Acknowledges, with a deferral, each interaction whose work has not begun its answer
    :data:`DEFER_AFTER` seconds after it arrived (the module's docstring says why), and
    answers those still working when the bot closes.

    One queue in arrival order (so in order of due time) and at most one timer: an
    interaction's due time and id are appended when it arrives and looked at once, when due
    (its watch found in :attr:`in_flight` then); an interaction answered in time costs
    nothing more. The queue holds no watch: a pair of numbers is no object the cyclic
    collector tracks, and a watch ended is freed at once, not kept until due (issue #17).
    Only a deferral starts a task (its request)."""

    def __init__(self) -> None:
        self._queue: collections.deque[tuple[float, int]] = collections.deque()
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at = 0.0
        self.in_flight: dict[int, Watch] = {}
        """The watches of the works running now, by interaction id (for the close)."""
        self._idle = asyncio.Event()
        self._idle.set()
        self._tasks: set[asyncio.Task[None]] = set()
        self.after = DEFER_AFTER
        self.closing = False
        """The bot is closing: its works are being waited for, then told it restarts."""
        self._stopped = False
        """The close's "restarting" answers are going out: nothing is deferred any more."""

    def watch(self, interaction: discord.Interaction[Any], *, in_place: bool) -> Watch:
        """Watch ``interaction`` from now until :meth:`end`; its response becomes a
        :class:`WatchedResponse`."""
        loop = asyncio.get_running_loop()
        due = loop.time() + self.after
        watch = Watch(self, in_place)
        response = WatchedResponse(interaction, watch)
        interaction._cs_response = response  # pyright: ignore[reportAttributeAccessIssue]
        watch.response = response
        self._queue.append((due, interaction.id))
        self.in_flight[interaction.id] = watch
        self._idle.clear()
        if not self._stopped and (self._timer is None or due < self._timer_at):
            self._schedule(loop, due)  # the latter: ``after`` changed
        return watch

    def _schedule(self, loop: asyncio.AbstractEventLoop, when: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = loop.call_at(when, self._due)
        self._timer_at = when

    def end(self, interaction_id: int, watch: Watch) -> None:
        """The work of the interaction has ended (answered, one way or another)."""
        watch.state = ENDED
        watch.response = None
        if self.in_flight.get(interaction_id) is watch:
            del self.in_flight[interaction_id]
            if not self.in_flight or self.closing:
                self._check_idle()

    def _check_idle(self) -> None:
        # Closing, the works their cogs answer themselves are not waited for.
        if all(watch.own_close for watch in self.in_flight.values()):
            self._idle.set()

    def answers_itself(self, interaction_id: int) -> None:
        """The work of ``interaction_id`` is stopped and answered by its cog when the bot
        closes (``cogs/boston/records.py``: an import being replayed): :meth:`close` neither
        waits for it nor answers it."""
        watch = self.in_flight.get(interaction_id)
        if watch is not None:
            watch.own_close = True

    def _due(self) -> None:
        self._timer = None
        if self._stopped:
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        queue = self._queue
        in_flight = self.in_flight
        # Those ended already go too, due or not (only a change of ``after`` puts a later one
        # before an earlier one).
        while queue and (queue[0][0] <= now or queue[0][1] not in in_flight):
            watch = in_flight.get(queue.popleft()[1])
            if watch is not None and watch.state == WORKING and watch.response is not None:
                self._defer(watch)
        if queue:
            self._schedule(loop, max(queue[0][0], now + DEFER_GRAIN))

    def _defer(self, watch: Watch) -> None:
        watch.state = DEFERRING
        watch.deferring = asyncio.get_running_loop().create_future()
        self.hold(asyncio.create_task(self._deferral(watch), name="cogs:defer"))

    def hold(self, task: asyncio.Task[None]) -> None:
        """Keep a reference to ``task`` until it ends (or it could be collected mid-flight)."""
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _deferral(watch: Watch) -> None:
        deferring = watch.deferring
        assert deferring is not None
        try:
            response = watch.response
            if response is None:  # the work ended before the request could begin
                return
            if watch.in_place:
                await discord.InteractionResponse.defer(response)
            else:
                await discord.InteractionResponse.defer(response, ephemeral=True, thinking=True)
            watch.by_watch = response.type
            if watch.state == DEFERRING:
                watch.state = ANSWERED
        except (discord.HTTPException, *CLOSING_ERRORS) as exc:
            # Discord took no deferral (gone, its trouble): the work answers as it would have.
            # With no reply at all, it may have taken it: the work's answer then learns so.
            logger.warning("could not defer a slow interaction (%r)", exc)
            watch.maybe_deferred = isinstance(
                exc, rest.NoAnswer | TimeoutError | aiohttp.ClientError
            )
            if watch.state == DEFERRING:
                watch.state = WORKING
        finally:
            deferring.set_result(None)

    async def close(self, text_of: Callable[[discord.Interaction[Any]], str]) -> None:
        """The bot is closing (a deploy, a restart), before its HTTP session closes: the works
        in flight get :data:`CLOSE_WAIT` seconds to end by themselves (deferred meanwhile as
        usual, for the clicks still arriving); each one still unanswered then is answered
        privately ``text_of`` it (the bot is restarting), as the deferred answer's edit where
        it was deferred, unless its answer is on its way or given. Nothing is deferred from
        then on; a work's answer that comes after "restarting" takes its place or follows it."""
        self.closing = True
        self._check_idle()
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(CLOSE_WAIT):
                await self._idle.wait()
        self._stopped = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        left = [
            watch
            for watch in self.in_flight.values()
            if watch.response is not None and not watch.final and not watch.own_close
        ]
        if not left:
            return
        answers = [self._restarting(watch, text_of) for watch in left]
        try:
            async with asyncio.timeout(CLOSE_ANSWER):
                await asyncio.gather(*answers)
        except TimeoutError:
            logger.warning("interactions still working not all answered before the close")

    @staticmethod
    async def _restarting(watch: Watch, text_of: Callable[[discord.Interaction[Any]], str]) -> None:
        if watch.state == DEFERRING and watch.deferring is not None:
            # Its deferral's outcome first: "thinking…" must not be what is left.
            await asyncio.shield(watch.deferring)
        response = watch.response
        if response is None or watch.final:
            return
        interaction = response._parent  # pyright: ignore[reportPrivateUsage]
        text = text_of(interaction)
        try:
            if watch.state == WORKING:
                await Watchdog._restarting_first(watch, response, text)
            elif watch.state == ANSWERED:
                watch.final = True
                if response.type is InteractionResponseType.deferred_channel_message:
                    await discord.Interaction.edit_original_response(interaction, content=text)
                else:
                    await _plain_followup(interaction).send(text, ephemeral=True)
        except CLOSING_ERRORS as exc:
            logger.info("could not tell an interaction that the bot is restarting (%r)", exc)

    @staticmethod
    async def _restarting_first(watch: Watch, response: WatchedResponse, text: str) -> None:
        """ "Restarting" as the interaction's first answer, sent as the watchdog's deferral
        would be: the work's answer meanwhile waits for it, and one that comes after it (the
        work still runs, its tables still open) goes as its edit or a follow-up, so the real
        outcome takes the place of "restarting" rather than fail as a second answer."""
        watch.state = DEFERRING
        deferring = watch.deferring = asyncio.get_running_loop().create_future()
        try:
            await discord.InteractionResponse.send_message(response, text, ephemeral=True)
            watch.by_watch = InteractionResponseType.channel_message
            watch.final = True
            if watch.state == DEFERRING:
                watch.state = ANSWERED
        except BaseException:
            if watch.state == DEFERRING:
                watch.state = WORKING
            raise
        finally:
            deferring.set_result(None)


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
        """Answers an interaction of the prefix that nothing here takes (:meth:`answers`,
        :meth:`is_form`); set by ``cogs/boston/errors.py``. None: such an interaction goes
        to discord.py."""
        self._tasks: set[asyncio.Task[None]] = set()
        self._quiet = asyncio.Event()
        """Set while no click is being handled, or once the edits have waited long enough."""
        self._quiet.set()
        self._bound: asyncio.TimerHandle | None = None
        """When the edits waiting now go, clicks or not (one timer for them all)."""
        self.watchdog = Watchdog()
        """Defers what is not answered in time, and answers what is in flight at the close."""

    def add(self, template: str, handler: Handler) -> None:
        """Route custom ids fully matching ``template`` (which must start with the prefix)."""
        assert template.startswith(self.prefix), template
        self._routes[template] = (re.compile(template), handler)

    def remove(self, template: str) -> None:
        self._routes.pop(template, None)

    def add_form(self, template: str) -> None:
        """Modal submissions fully matching ``template`` are a cog's: they take discord.py's
        path to its ``on_interaction`` listener (discord.py's modal store forgets a modal after
        its timeout, a listener does not), and are no miss. Their responses are watched
        (:class:`Watchdog`): the listener calls :func:`end_watch` once it has answered."""
        assert template.startswith(self.prefix), template
        self._forms[template] = re.compile(template)

    def remove_form(self, template: str) -> None:
        self._forms.pop(template, None)

    def answers(self, custom_id: str) -> bool:
        """Whether :attr:`on_miss` answers ``custom_id``, a click's id that :meth:`match` found
        no route for (the caller asked it first, so a miss is matched once and a routed click
        never pays for this): an id of the prefix that nothing takes, where nothing on
        discord.py's path would answer it either. An id of another prefix is discord.py's
        business."""
        return self.on_miss is not None and custom_id.startswith(self.prefix)

    def is_form(self, custom_id: str) -> bool:
        """Whether a modal submission's ``custom_id`` is a cog's (:meth:`add_form`). One of
        the prefix that is not is a miss (:meth:`answers`): :attr:`on_miss` answers it."""
        return custom_id.startswith(self.prefix) and any(
            p.fullmatch(custom_id) for p in self._forms.values()
        )

    def match(self, custom_id: str) -> tuple[Handler, re.Match[str]] | None:
        if not custom_id.startswith(self.prefix):
            return None
        for pattern, handler in self._routes.values():
            found = pattern.fullmatch(custom_id)
            if found is not None:
                return handler, found
        return None

    def run(self, handler: Handler, interaction: RoutedInteraction, match: re.Match[str]) -> None:
        """Run ``handler`` for the click as a task (its watch, if the :attr:`watchdog` watches
        it, ends with the handler)."""
        work = self._call(handler, interaction, match)
        task = asyncio.create_task(work, name="cogs:click")
        self._tasks.add(task)  # a reference, or the task could be collected mid-flight
        self._quiet.clear()
        task.add_done_callback(self._done)

    def answer_miss(self, interaction: RoutedInteraction) -> None:
        """Answer ``interaction``, which nothing takes (:meth:`answers`, :meth:`is_form`),
        with :attr:`on_miss`; tracked as a click (:meth:`after_clicks`) like a routed one."""
        assert self.on_miss is not None
        work = self._call_miss(self.on_miss, interaction)
        task = asyncio.create_task(work, name="cogs:miss")
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
                self._watch(interaction)
                self.router.run(handler, interaction, match)
                return
            if self.router.answers(custom_id):
                self._answer_miss(data)
                return
        elif kind == MODAL_SUBMIT:
            custom_id = str((data.get("data") or {}).get("custom_id", ""))
            if self.router.is_form(custom_id):
                self._run_form(data)
                return
            if self.router.answers(custom_id):
                self._answer_miss(data)
                return
        elif kind == APPLICATION_COMMAND and self._command_tree is not None:
            self._run_command(data)
            return
        super().parse_interaction_create(data)

    def _run_command(self, data: Any) -> None:
        """A slash command, as discord.py's parser runs it (its tree's ``_from_interaction``,
        then the ``on_interaction`` event), with its response watched by the router's
        :class:`Watchdog` from now until the command and its error's answer have ended."""
        tree = self._command_tree
        assert tree is not None
        interaction = WatchedInteraction(data=data, state=self)
        watchdog = self.router.watchdog
        watch = watchdog.watch(interaction, in_place=False)

        async def invoke() -> None:
            try:
                await tree._call(interaction)  # pyright: ignore[reportPrivateUsage]
            except AppCommandError as exc:
                await tree._dispatch_error(interaction, exc)  # pyright: ignore[reportPrivateUsage]
            finally:
                watch.end(interaction.id)

        # The task's name is discord.py's, which the tests' settle() waits for.
        watchdog.hold(asyncio.create_task(invoke(), name="CommandTree-invoker"))
        self.dispatch("interaction", interaction)

    def _run_form(self, data: Any) -> None:
        """A form's submission that a cog listens for (:meth:`ComponentRouter.add_form`), as
        discord.py's parser runs it (its modal store, then the ``on_interaction`` event),
        with its response watched by the router's :class:`Watchdog`: the cog's listener
        answers it and then ends the watch (:func:`end_watch`)."""
        interaction = WatchedInteraction(data=data, state=self)
        self.router.watchdog.watch(interaction, in_place=False)
        inner = data["data"]
        self._view_store.dispatch_modal(
            inner["custom_id"], interaction, inner["components"], inner.get("resolved", {})
        )
        self.dispatch("interaction", interaction)

    def _answer_miss(self, data: Any) -> None:
        source = data.pop("message", None) or {}
        interaction = RoutedInteraction(data=data, state=self, source=source)
        self._watch(interaction)
        self.router.answer_miss(interaction)

    def _watch(self, interaction: RoutedInteraction) -> Watch:
        # A click in a private view is deferred as its update; one on a public message (and a
        # form's submission) as a private "thinking…" that the answer takes the place of.
        return self.router.watchdog.watch(interaction, in_place=interaction.source_ephemeral)


class ShardedRoutingState(RoutingState, AutoShardedConnectionState[Any]):
    """The same routing for a bot run as discord.py's ``AutoShardedBot`` (``SHARD_COUNT``)."""
