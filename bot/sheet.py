"""The protocol as a text sheet (Figure 1 of the source): a column per player with ålar and
betar, the played-off strokes ``─3/2 #1`` (declarer / whister, running number), the gående
bet's bare stroke ``─``, and the marks. Built from a ledger snapshot, so any frontend can use it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

_WIDTH = 14


def _cell(entry: Mapping[str, object]) -> str:
    value = str(entry.get("value"))
    number = entry.get("played_off")
    if number is not None:
        declarer = entry.get("declarer") or 0
        whister = entry.get("whister") or 0
        return f"{value} ─{declarer}/{whister} #{number}"
    if entry.get("going"):
        return f"{value} ─"
    return value


def protocol_sheet(snapshot: Mapping[str, object], names: Sequence[str]) -> str:
    """A fixed-width sheet; ``snapshot`` is the Swedish protocol's ``snapshot()``."""
    raw = snapshot.get("entries")
    entries: list[Mapping[str, object]] = list(raw) if isinstance(raw, list) else []  # pyright: ignore[reportUnknownArgumentType]
    columns: list[list[str]] = [[], [], [], []]
    for entry in entries:
        seat = entry.get("seat")
        if isinstance(seat, int) and 1 <= seat <= 4:
            columns[seat - 1].append(_cell(entry))
    marks = snapshot.get("marks", 0)
    lines = [
        f"Marks: {'|' * marks if isinstance(marks, int) else marks}   "
        f"Played off: {snapshot.get('played_off', 0)}",
        "".join(f"{i}. {n}"[: _WIDTH - 1].ljust(_WIDTH) for i, n in enumerate(names, start=1)),
    ]
    depth = max((len(c) for c in columns), default=0)
    for row in range(depth):
        cells = [c[row] if row < len(c) else "" for c in columns]
        lines.append("".join(cell.ljust(_WIDTH) for cell in cells).rstrip())
    return "\n".join(lines)


def balances_line(balances: Mapping[int, int], names: Sequence[str]) -> str:
    return "Balances: " + ", ".join(
        f"{names[seat - 1]} {balances[seat]:+d}" for seat in sorted(balances)
    )
