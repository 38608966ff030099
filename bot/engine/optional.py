"""Whether a variant's object takes part in one of the engine's optional protocols
(:class:`~bot.engine.rules.Rotates`, :class:`~bot.engine.scoring.Deposits`, …), answered once
per class.

``isinstance`` against a runtime-checkable ``Protocol`` walks the protocol's members on every
call: about 6 µs each, and a deal asks several (a fifth of a random deal's time), the table's
drawing a few more a click. A variant's classes do not change their members while the bot
runs, so the first answer for a class is its answer.

That holds only because every optional protocol's members are methods or properties, which
live on the class, and no class taking part has a ``__getattr__``: an instance of the class
answers as the class does. A protocol member that is a data attribute (set per instance, or
not at all) must not be checked with :func:`offers`: one instance's answer would stand for
all of its class; use ``isinstance`` there.
"""

from __future__ import annotations

from typing import TypeVar

from typing_extensions import TypeIs

T = TypeVar("T")

_answers: dict[tuple[type, type], bool] = {}


def offers(obj: object, protocol: type[T]) -> TypeIs[T]:
    """``isinstance(obj, protocol)``, remembered for ``obj``'s class."""
    key = (type(obj), protocol)
    answer = _answers.get(key)
    if answer is None:
        answer = _answers[key] = isinstance(obj, protocol)
    return answer
