"""Message components as Discord's own JSON: buttons, selects, rows and text displays.

The bot draws its components as plain payloads (dicts) instead of ``discord.ui`` objects:
a hand view has about thirty of them and is drawn on every click, and building, wiring and
serialising ``discord.ui`` items for it was a fifth of the bot's CPU. The payloads are the
same JSON discord.py would have produced (``Component.to_dict``), so Discord (and the fake
in the tests) sees no difference. :class:`RawView` carries a payload through discord.py's
high-level calls (``channel.send(view=...)``) where those are still used.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

Component = dict[str, Any]

PRIMARY, SECONDARY, SUCCESS, DANGER = 1, 2, 3, 4
"""Discord's button styles (``discord.ButtonStyle`` values)."""

FLAG_EPHEMERAL = 1 << 6
FLAG_COMPONENTS_V2 = 1 << 15


def button(custom_id: str, label: str | None, style: int, *, disabled: bool = False) -> Component:
    out: Component = {"type": 2, "style": style, "disabled": disabled}
    if label:
        out["label"] = label
    out["custom_id"] = custom_id
    return out


def option(label: str, value: str, *, default: bool = False) -> Component:
    return {"label": label, "value": value, "default": default}


def select(custom_id: str, placeholder: str, options: Sequence[Component]) -> Component:
    return {
        "type": 3,
        "custom_id": custom_id,
        "min_values": 1,
        "max_values": 1,
        "disabled": False,
        "required": True,
        "placeholder": placeholder,
        "options": list(options),
    }


def row(items: Sequence[Component]) -> Component:
    return {"type": 1, "components": list(items)}


def rows(items: Sequence[Component]) -> list[Component]:
    """Items five to a row (Discord's limit)."""
    return [row(items[i : i + 5]) for i in range(0, len(items), 5)]


def text(content: str) -> Component:
    """A components-v2 text display."""
    return {"type": 10, "content": content}


class RawView(discord.ui.View):
    """Ready-made component payloads for a discord.py call that wants a view.

    Stopped at once: no item of it is kept in discord.py's view store (every Boston click is
    routed by its custom id, ``bot/routing.py``)."""

    def __init__(self, components: list[Component]) -> None:
        super().__init__(timeout=None)
        self._components = components
        self.stop()

    def to_components(self) -> list[dict[str, Any]]:
        return self._components
