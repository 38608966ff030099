"""Answers and edits sent as raw payloads, without building discord.py objects from replies.

discord.py's ``interaction.response.send_message`` / ``edit_message``,
``interaction.edit_original_response`` and ``PartialMessage.edit`` all want a ``View`` for
components and turn Discord's echoed reply into a ``Message`` (every embed, component and
mention parsed) that the bot then throws away. On the hot path — a hand view answered or
redrawn on every click, a table message edited after every move — that was about a quarter
of the bot's CPU. These helpers send the same requests through discord.py's own low-level
routes (its webhook adapter for interaction callbacks and webhook edits, ``HTTPClient`` for
channel messages), so authentication, rate limits, retries and ``HTTPException`` stay
discord.py's, while the payload is the bot's ready JSON (``cogs/boston/components.py``):

* an update of the clicked message (callback type 7) asks for no reply at all;
* a new message (type 4) asks for the callback's reply only to read the new message's id;
* webhook and channel edits read nothing from their reply (over the lean transport it is not
  even parsed: ``bot.rest.reply_unread``), a channel post only its id.

Each marks the interaction answered exactly as discord.py would, so ``is_done()`` and the
central error path (``cogs/boston/errors.py``) go on working. Where the router's watchdog has
acknowledged a slow interaction first (``bot/routing.py``), the same answer goes as the
deferred answer's edit (a redraw, or the new message in place of "thinking…") or a follow-up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord
from discord.enums import InteractionResponseType
from discord.http import HTTPClient, MultipartParameters, Route
from discord.webhook.async_ import async_context

from bot import rest
from bot.routing import WatchedResponse
from cogs.boston.components import FLAG_COMPONENTS_V2, FLAG_EPHEMERAL, Component

Payload = dict[str, Any]


def _mentions(state: Any) -> Payload | None:
    allowed = state.allowed_mentions
    return allowed.to_dict() if allowed is not None else None


def _message(state: Any, components: list[Component], flags: int) -> Payload:
    data: Payload = {"components": components, "flags": flags}
    mentions = _mentions(state)
    if mentions is not None:
        data["allowed_mentions"] = mentions
    return data


async def _callback(
    interaction: discord.Interaction, kind: InteractionResponseType, data: Payload, *, reply: bool
) -> Any:
    response = interaction.response
    if not isinstance(response, WatchedResponse):
        return await _send_callback(interaction, kind, data, reply=reply)
    deferred = None if response.claim() else await response.begin()
    if deferred is None:
        try:
            return await _send_callback(interaction, kind, data, reply=reply)
        except discord.HTTPException as exc:
            # Refused as a second answer, after a deferral whose reply was lost: it was taken.
            if response.taken(exc) is None:
                raise
        finally:
            response.end()
    return await _after_deferral(interaction, kind, data)


async def _after_deferral(
    interaction: discord.Interaction,
    kind: InteractionResponseType,
    data: Payload,
) -> Any:
    """The answer ``kind`` to an interaction the watchdog has deferred: a new
    message as a follow-up (after "thinking…", Discord puts it in the thinking message's
    place, which later edits of the answer then reach), a redraw as an edit of the deferred
    answer (the clicked message, or the thinking message). Shaped as the callback's reply."""
    http = interaction._state.http  # pyright: ignore[reportPrivateUsage]
    adapter = async_context.get()
    session = interaction._session  # pyright: ignore[reportPrivateUsage]
    if kind is InteractionResponseType.channel_message:
        posted = await adapter.execute_webhook(
            interaction.application_id,
            interaction.token,
            session=session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=data,
            wait=True,
        )
        message_id = posted.get("id") if isinstance(posted, dict) else None
        return {"interaction": {"response_message_id": message_id}}
    with rest.reply_unread():
        await adapter.edit_original_interaction_response(
            interaction.application_id,
            interaction.token,
            session=session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=data,
        )
    return None


async def _send_callback(
    interaction: discord.Interaction, kind: InteractionResponseType, data: Payload, *, reply: bool
) -> Any:
    if interaction.response.is_done():
        raise discord.InteractionResponded(interaction)
    http = interaction._state.http  # pyright: ignore[reportPrivateUsage]
    adapter = async_context.get()
    route = Route(
        "POST",
        "/interactions/{webhook_id}/{webhook_token}/callback",
        webhook_id=interaction.id,
        webhook_token=interaction.token,
    )
    answer = await adapter.request(
        route,
        interaction._session,  # pyright: ignore[reportPrivateUsage]
        payload={"type": kind.value, "data": data},
        proxy=http.proxy,
        proxy_auth=http.proxy_auth,
        params={"with_response": "1"} if reply else None,
    )
    interaction.response._response_type = kind  # pyright: ignore[reportPrivateUsage]
    return answer


async def send_components(
    interaction: discord.Interaction, components: list[Component], *, v2: bool = True
) -> int | None:
    """Answer with a new ephemeral message holding ``components``; the new message's id."""
    flags = FLAG_EPHEMERAL | (FLAG_COMPONENTS_V2 if v2 else 0)
    data = _message(interaction._state, components, flags)  # pyright: ignore[reportPrivateUsage]
    answer = await _callback(interaction, InteractionResponseType.channel_message, data, reply=True)
    if not isinstance(answer, dict):
        return None
    message_id = (answer.get("interaction") or {}).get("response_message_id")
    return int(message_id) if message_id is not None else None


async def update_components(
    interaction: discord.Interaction, components: list[Component], *, v2: bool = True
) -> None:
    """Answer a click by redrawing the clicked message with ``components``."""
    flags = FLAG_COMPONENTS_V2 if v2 else 0
    data = _message(interaction._state, components, flags)  # pyright: ignore[reportPrivateUsage]
    await _callback(interaction, InteractionResponseType.message_update, data, reply=False)


@dataclass(frozen=True, slots=True)
class Followup:
    """What editing an interaction's answer later takes: its webhook token, not the
    interaction. A live hand view is kept for up to 15 minutes; holding the whole interaction
    (its member, user, response and their dicts) kept a dozen objects per click alive for
    seconds, long enough to be promoted and then die old, which is what made the garbage
    collector's young collections slow (issue #17)."""

    application_id: int
    token: str = field(repr=False)  # a token never reaches a log line
    guild_id: int | None
    state: Any
    """discord.py's connection state: one per bot, shared by every follow-up."""


def followup_of(interaction: discord.Interaction) -> Followup:
    return Followup(
        interaction.application_id,
        interaction.token,
        interaction.guild_id,
        interaction._state,  # pyright: ignore[reportPrivateUsage]
    )


def followup_for(
    client: discord.Client, application_id: int, token: str, guild_id: int | None
) -> Followup:
    """A follow-up of an interaction a previous process answered (its saved token), through
    this client's connection state."""
    state = client._connection  # pyright: ignore[reportPrivateUsage]
    return Followup(application_id, token, guild_id, state)


async def edit_original(target: Followup, components: list[Component], *, v2: bool = True) -> None:
    """Redraw an interaction's answer later, through its webhook token (15 minutes)."""
    state = target.state
    http = state.http
    with rest.reply_unread():
        await async_context.get().edit_original_interaction_response(
            target.application_id,
            target.token,
            session=http._HTTPClient__session,  # the interaction's own session (as discord.py's)
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=_message(state, components, FLAG_COMPONENTS_V2 if v2 else 0),
        )


async def edit_channel_message(
    http: HTTPClient,
    channel_id: int,
    message_id: int,
    payload: Payload,
) -> None:
    """Edit a channel message the bot posted (``payload``: its embeds and components)."""
    params = MultipartParameters(payload=payload, multipart=None, files=None)
    with rest.reply_unread():
        await http.edit_message(channel_id, message_id, params=params)


async def post_channel_message(http: HTTPClient, channel_id: int, payload: Payload) -> int:
    """Post a message in a channel or thread; its id (nothing else is read from the reply)."""
    params = MultipartParameters(payload=payload, multipart=None, files=None)
    posted = await http.send_message(channel_id, params=params)
    return int(posted["id"])
