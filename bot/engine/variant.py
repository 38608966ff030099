"""What a rule system provides to a game: settings, deal rules, ledger, scored deals.

A :class:`Variant` validates its table settings, builds its deal rules and its ledger, and reads
the record's *scored* deal form. ``bot/engine/variants.py`` is the only place listing them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from bot.engine.result import DealResult
from bot.engine.rules import DealRules
from bot.engine.scoring import Ledger
from bot.engine.seats import Seat


class SettingsError(ValueError):
    """A table setting with an unknown name or a value out of range."""


class ScoredDealError(ValueError):
    """A scored deal (``{"result": …}``) that does not describe a possible outcome."""


class Variant(Protocol):
    @property
    def name(self) -> str: ...

    def settings(self, raw: Mapping[str, object]) -> dict[str, object]:
        """Validate ``raw`` and fill defaults; raise :class:`SettingsError` naming the setting."""
        ...

    def rules(self, settings: Mapping[str, object]) -> DealRules: ...

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger: ...

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        """Read the record's ``result`` form; raise :class:`ScoredDealError` with the reason."""
        ...

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        """The inverse of :meth:`scored_result`."""
        ...


def check_settings(
    raw: Mapping[str, object], defaults: Mapping[str, object], choices: Mapping[str, object]
) -> dict[str, object]:
    """Merge ``raw`` over ``defaults`` checking names and types.

    ``choices`` maps a setting to a tuple of allowed values or to a ``(low, high)`` range of
    ints given as a ``range``; settings absent from it take any value of the default's type.
    """
    out = dict(defaults)
    for key, value in raw.items():
        if key not in defaults:
            raise SettingsError(f"unknown setting {key!r} (known: {', '.join(sorted(defaults))})")
        default = defaults[key]
        allowed = choices.get(key)
        if isinstance(allowed, range):
            if not (isinstance(value, int) and not isinstance(value, bool)) or value not in allowed:
                raise SettingsError(
                    f"setting {key!r} must be a whole number from {allowed.start} "
                    f"to {allowed.stop - 1}"
                )
        elif isinstance(allowed, tuple):
            if value not in allowed:
                options = ", ".join(repr(a) for a in allowed)  # pyright: ignore[reportUnknownVariableType,reportUnknownArgumentType]
                raise SettingsError(f"setting {key!r} must be one of {options}")
        elif default is not None and type(value) is not type(default):
            raise SettingsError(f"setting {key!r} must be of type {type(default).__name__}")
        out[key] = value
    return out
