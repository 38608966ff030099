"""A table's own options, beside the game's rule settings: play or scorekeeping, the turn
timer, the price per point, and who stepped away from which seat.

They are stored in the table row's settings under ``table_options`` so one JSON column keeps
both; :func:`engine_settings` strips them before the rules see the settings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

KEY = "table_options"


class TableOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mode: Literal["play", "score"] = "play"
    """``score``: a club at a physical table enters each deal's result; no cards are dealt."""
    timer_minutes: int = Field(default=0, ge=0, le=60)
    """0: the table never moves on its own. Otherwise a reminder at half time, then a computer
    plays for the absent seat until its owner takes it back."""
    price_per_point_ore: int = Field(default=0, ge=0)
    away: dict[int, int] = Field(default_factory=dict)
    """seat → the player who handed it to a computer (by the timer or by choice)."""
    given: list[tuple[int, int]] = Field(default_factory=list)
    """``(seq, seat)``: after the log's event ``seq`` the host gave ``seat`` to a computer
    (``/boston replace``), not to keep it for someone away: a holder of its own, though named
    for the seat's person ("Di (computer)"), which the seat change alone does not tell from
    a keeper (``bot.tables.seat_history.handovers``). A few per game at most."""


def options_of(settings: Mapping[str, Any]) -> TableOptions:
    return TableOptions.model_validate(settings.get(KEY, {}))


def engine_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in settings.items() if k != KEY}


def with_options(settings: Mapping[str, Any], options: TableOptions) -> dict[str, Any]:
    # ``given`` only where there is one: a table's settings read the same as before it was
    # kept, and a process that does not know it yet reads every other table's.
    dumped = options.model_dump(mode="json", exclude={"given"} if not options.given else None)
    return {**engine_settings(settings), KEY: dumped}


def check_options(raw: Mapping[str, Any] | None) -> TableOptions:
    """Validate options from a frontend; raises ``ValueError`` with a readable reason."""
    try:
        return TableOptions.model_validate(raw or {})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"table option {where}: {first['msg']}") from None
