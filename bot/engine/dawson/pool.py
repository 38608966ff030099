"""The pool of DW-P3 with its optional cap: what is on the table between deals, and the reserve
holding whatever the cap keeps out until the pool is next emptied.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Pool:
    """``content`` is the pool proper; ``reserve`` only ever fills when ``cap`` is set."""

    cap: int | None = None
    content: int = 0
    reserve: int = 0

    def pay_in(self, amount: int) -> int:
        """Add ``amount``; return the part above the cap that went to the reserve."""
        self.content += amount
        if self.cap is None or self.content <= self.cap:
            return 0
        over = self.content - self.cap
        self.content = self.cap
        self.reserve += over
        return over

    def take(self) -> tuple[int, int]:
        """Empty the pool; return what it held and what the reserve put back (at most the cap,
        as the source has it: the reserve is used "up to the fixed amount")."""
        taken = self.content
        refill = min(self.reserve, self.cap) if self.cap is not None else 0
        self.reserve -= refill
        self.content = refill
        return taken, refill
