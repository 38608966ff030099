"""Timestamps as db/ stores them: UTC text of one fixed width, so text order is time order."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

Clock = Callable[[], datetime]

_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"


def utc_now() -> datetime:
    return datetime.now(UTC)


def to_db(moment: datetime) -> str:
    """The stored form of an aware datetime; a naive one is refused, as its zone is a guess."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"timestamps must be timezone-aware, not {moment!r}")
    return moment.astimezone(UTC).strftime(_FORMAT)


def from_db(text: str) -> datetime:
    """The aware datetime of a stored timestamp (:func:`to_db`'s inverse)."""
    return datetime.strptime(text, _FORMAT).replace(tzinfo=UTC)
