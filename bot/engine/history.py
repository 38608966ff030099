"""The deals of a game as a window: every deal keeps its number, but a long-lived game may
forget the settled deals behind the last few, so its memory depends on the deal in progress
and not on how many deals came before (a 24-betar tour runs to a hundred deals).

Indexing is by position from the first deal, as with a list (``history[n - 1]`` is deal
``n``, ``history[-1]`` the last); asking for a forgotten deal raises :class:`ForgottenDeal`
rather than answering wrongly, and so does iterating a history that forgot any. A game
replayed from its whole record forgets nothing; the table service forgets, and reads old
deals from the event log, which stays the truth.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, overload

from bot.engine.cards import Card
from bot.engine.immutable import deep_copy_fields

if TYPE_CHECKING:
    from bot.engine.game import DealEntry


class ForgottenDeal(IndexError):
    """A deal the game no longer holds in memory: read it from the record or the log."""


def _turned(entry: DealEntry) -> Card | None:
    if entry.deal is not None:
        return entry.deal.turned
    result = entry.result
    return result.turned if result is not None else None


class DealHistory(Sequence["DealEntry"]):
    """Deals ``offset + 1`` … ``len(self)`` in memory; the ``offset`` before them forgotten
    (all of them settled). Also keeps what the game needs of the forgotten ones: how many
    were settled and the first turned card (MA-D2's superpreference)."""

    __slots__ = ("_entries", "_first_turned_no", "first_turned", "offset")

    def __deepcopy__(self, memo: dict[int, Any]) -> DealHistory:
        return deep_copy_fields(self, memo)  # the scratch copy of every move: quick

    def __init__(
        self,
        entries: Iterable[DealEntry] = (),
        *,
        offset: int = 0,
        first_turned: Card | None = None,
        first_turned_no: int | None = None,
    ) -> None:
        self._entries: list[DealEntry] = []
        self.offset = offset
        self.first_turned = first_turned
        """The card turned on the first deal that recorded one (None before it)."""
        self._first_turned_no = first_turned_no
        for entry in entries:
            self.append(entry)

    # --- reading ------------------------------------------------------------------------------

    def __len__(self) -> int:
        return self.offset + len(self._entries)

    @overload
    def __getitem__(self, index: int) -> DealEntry: ...

    @overload
    def __getitem__(self, index: slice) -> list[DealEntry]: ...

    def __getitem__(self, index: int | slice) -> DealEntry | list[DealEntry]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        position = index + len(self) if index < 0 else index
        if position < 0 or position >= len(self):
            raise IndexError(f"no deal {index + 1} in a game of {len(self)} deals")
        if position < self.offset:
            raise ForgottenDeal(f"deal {position + 1} is no longer in memory; read the log")
        return self._entries[position - self.offset]

    def __iter__(self) -> Iterator[DealEntry]:
        if self.offset:
            raise ForgottenDeal(f"the first {self.offset} deals are no longer in memory")
        return iter(list(self._entries))

    @property
    def last(self) -> DealEntry | None:
        """The newest deal (None before the first): read on every view and move, so without
        the bounds checks of ``self[-1]``."""
        entries = self._entries
        return entries[-1] if entries else None

    def kept(self) -> tuple[DealEntry, ...]:
        """The deals still in memory, oldest first."""
        return tuple(self._entries)

    @property
    def settled(self) -> int:
        """How many deals are settled, forgotten ones included (every forgotten one is)."""
        return self.offset + sum(1 for entry in self._entries if entry.settled)

    @property
    def first_turned_no(self) -> int | None:
        """The number of the deal that turned :attr:`first_turned`."""
        return self._first_turned_no

    # --- changing -----------------------------------------------------------------------------

    def append(self, entry: DealEntry) -> None:
        self._entries.append(entry)
        if self.first_turned is None:
            turned = _turned(entry)
            if turned is not None:
                self.first_turned, self._first_turned_no = turned, entry.number

    def pop(self) -> DealEntry:
        if not self._entries:
            raise ForgottenDeal("no deal in memory to take back")
        entry = self._entries.pop()
        if entry.number == self._first_turned_no:
            self.first_turned, self._first_turned_no = None, None
        return entry

    def forget(self, keep: int) -> None:
        """Drop the settled deals older than the last ``keep`` deals (at least one is kept:
        the next dealer is the left of the last)."""
        keep = max(keep, 1)
        while len(self._entries) > keep and self._entries[0].settled:
            self._entries.pop(0)
            self.offset += 1

    def __eq__(self, other: object) -> bool:
        """Equal to a history with the same deals kept after the same offset, or to a plain
        list of every deal where none is forgotten."""
        if isinstance(other, DealHistory):
            return (self.offset, self._entries) == (other.offset, other._entries)
        if isinstance(other, list):
            return self.offset == 0 and self._entries == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"DealHistory(offset={self.offset}, kept={self._entries!r})"
