"""``Immutable``: the base of the engine's value objects that are never changed once made.

The table service applies every change to a deep copy of the game before it is committed
(commit, then publish). Copying a contract, a rule set or a played card's action again on every
move cost more than the move itself; an object that cannot change can be shared by the copy
and the original instead, so ``copy.copy`` and ``copy.deepcopy`` return it as is.
"""

from __future__ import annotations

from typing import Self


class Immutable:
    """Mixed into frozen dataclasses (and the ladder) whose fields are themselves immutable."""

    __slots__ = ()

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self
