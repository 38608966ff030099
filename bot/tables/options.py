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


def options_of(settings: Mapping[str, Any]) -> TableOptions:
    return TableOptions.model_validate(settings.get(KEY, {}))


def engine_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in settings.items() if k != KEY}


def with_options(settings: Mapping[str, Any], options: TableOptions) -> dict[str, Any]:
    return {**engine_settings(settings), KEY: options.model_dump(mode="json")}


def check_options(raw: Mapping[str, Any] | None) -> TableOptions:
    """Validate options from a frontend; raises ``ValueError`` with a readable reason."""
    try:
        return TableOptions.model_validate(raw or {})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ValueError(f"table option {where}: {first['msg']}") from None
