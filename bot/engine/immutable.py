"""``Immutable``: the base of the engine's value objects that are never changed once made,
and :func:`deep_copy_fields`, the quick deep copy of the game's changing state.

The table service applies every change to a deep copy of the game before it is committed
(commit, then publish). Copying a contract, a rule set or a played card's action again on every
move cost more than the move itself; an object that cannot change can be shared by the copy
and the original instead, so ``copy.copy`` and ``copy.deepcopy`` return it as is. The state
objects that do change (the game, its deals, the play, the auctions) copy themselves with
:func:`deep_copy_fields`, which shares the same things without asking ``copy`` about each.
"""

from __future__ import annotations

import copy
import functools
from enum import Enum
from types import FunctionType
from typing import Any, Self


class Immutable:
    """Mixed into frozen dataclasses (and the ladder) whose fields are themselves immutable."""

    __slots__ = ()

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self


_ATOMIC: frozenset[type] = frozenset({int, bool, str, float, type(None), FunctionType})


def _shared(value: object) -> bool:
    """Whether a copy may share ``value``: it cannot change (a number, a text, a rule
    function, an enum member, an :class:`Immutable`, or a tuple of such things)."""
    kind = type(value)
    if kind in _ATOMIC or isinstance(value, Immutable | Enum):
        return True
    # Cards and seats are ints: checked inline, as a call per card would cost more.
    return kind is tuple and all(type(i) is int or _shared(i) for i in value)  # type: ignore[union-attr]


def deep_copy_fields(original: object, memo: dict[int, Any]) -> Any:
    """``copy.deepcopy`` of a game state object, quicker where it matters: values that cannot
    change are shared, a list of cards is copied in one step, other lists, dicts and sets item
    by item by the same rules. Anything else goes to ``copy.deepcopy`` with the same ``memo``;
    every list, dict and set copied is recorded in it too, so two fields that hold one object
    still hold one (new) object in the copy. The table service copies the
    deal in play before every move (commit, then publish), and walking a deal's 52 dealt
    cards one by one was most of what that copy cost."""
    cls = type(original)
    new = cls.__new__(cls)
    memo[id(original)] = new
    for name in _slots(cls):
        value = getattr(original, name, _UNSET)
        if value is not _UNSET:
            object.__setattr__(new, name, _copied(value, memo))
    fields = getattr(original, "__dict__", None)
    if fields is not None:
        new.__dict__.update({name: _copied(value, memo) for name, value in fields.items()})
    return new


_UNSET = object()


@functools.cache
def _slots(cls: type) -> tuple[str, ...]:
    """Every slot of ``cls`` and of the classes it derives from."""
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(name for name in names if name not in ("__dict__", "__weakref__"))


def _copied(value: Any, memo: dict[int, Any]) -> Any:
    if _shared(value):
        return value
    done = memo.get(id(value))
    if done is not None:
        return done
    known: object = value
    kind = type(known)
    new: Any
    if kind is list:
        if all(type(i) is int for i in value):
            new = memo[id(value)] = value[:]  # a hand, the tricks won: cards and counts
        else:
            new = memo[id(value)] = []
            new.extend([_copied(item, memo) for item in value])
    elif kind is dict:
        new = memo[id(value)] = {}
        new.update({_copied(k, memo): _copied(v, memo) for k, v in value.items()})
    elif kind is set and all(_shared(item) for item in value):
        new = memo[id(value)] = value.copy()
    else:
        return copy.deepcopy(value, memo)
    return new
