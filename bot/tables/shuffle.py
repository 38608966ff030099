"""Where the cards come from: a cryptographic shuffle in play, a seeded one in tests and
simulations. A shuffler returns the deck order and the turned card for one deal."""

from __future__ import annotations

import hashlib
import random
import secrets
from typing import Protocol


class Shuffler(Protocol):
    def deal(self, table_id: int, deal_no: int) -> tuple[list[int], int]: ...


class SystemShuffler:
    """``secrets.SystemRandom``: the operating system's cryptographic source, so no player can
    predict a deal from earlier ones."""

    def __init__(self) -> None:
        self._rng = secrets.SystemRandom()

    def deal(self, table_id: int, deal_no: int) -> tuple[list[int], int]:
        deck = list(range(52))
        self._rng.shuffle(deck)
        return deck, self._rng.randrange(52)


class SeededShuffler:
    """Deal ``k`` of a table depends only on (seed, table, k): reproducible, and a resumed run
    deals exactly what an uninterrupted one would."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def deal(self, table_id: int, deal_no: int) -> tuple[list[int], int]:
        rng = random.Random(derive_seed(self.seed, "deal", table_id, deal_no))
        deck = list(range(52))
        rng.shuffle(deck)
        return deck, rng.randrange(52)


def derive_seed(*parts: object) -> int:
    """A stable 64-bit seed from any parts (Python's ``hash`` is salted per process)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")
