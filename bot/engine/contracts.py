"""Contracts as data: what a bid promises and how its deal is played, for any variant.

A variant's ladder is a tuple of :class:`Contract` from lowest to highest; the deal and the
scoring read the flags here instead of asking which variant they are in.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from bot.engine.cards import Suit
from bot.engine.immutable import Immutable


class SuitClass(StrEnum):
    """The class of a suit in one deal (SV-D3 högsta / andra / simpla; DW-D2 preferences)."""

    FIRST = "first"
    SECOND = "second"
    PLAIN = "plain"


def suit_class(suit: Suit, first: Suit) -> SuitClass:
    if suit == first:
        return SuitClass.FIRST
    if suit == first.partner:
        return SuitClass.SECOND
    return SuitClass.PLAIN


@dataclass(frozen=True, slots=True)
class Contract(Immutable):
    """One rung of a ladder.

    ``target`` is the tricks the declarer must take (at least); a misère is made by taking
    exactly ``target`` tricks: none (0) in every misère so far, one in FB's piccolissimo.
    ``discard`` plays 12 tricks after cards are put away (``DealRules.discarders``);
    ``exposed_after_first`` is the Swedish *ouverte*, ``exposed_before_play`` Dawson's spread.
    ``trump_turned``: trumps are the turned card's suit and nobody names them (AM-D4).
    ``trump_class``: the bid fixes trumps to the suit of this class in the deal (NT: belle
    for the demande en belle and the neuf en belle, petite for the neuf en petite).
    """

    id: str
    rank: int
    target: int
    name: str
    misere: bool = False
    discard: bool = False
    exposed_after_first: bool = False
    exposed_before_play: bool = False
    whist_allowed: bool = False
    trump_turned: bool = False
    trump_class: SuitClass | None = None

    @property
    def has_trumps(self) -> bool:
        return not self.misere

    @property
    def tricks_played(self) -> int:
        return 12 if self.discard else 13


class Ladder(Immutable):
    """A variant's contracts, lowest first, with look-up by id. ``partnerships``: the seats
    play in two fixed partnerships, partners opposite, and the declarer's partner plays on the
    declarer's side (AM-P1, AM-T2)."""

    def __init__(self, contracts: tuple[Contract, ...], *, partnerships: bool = False) -> None:
        self.contracts = contracts
        self.partnerships = partnerships
        self._by_id = {c.id: c for c in contracts}

    def get(self, contract_id: str) -> Contract | None:
        return self._by_id.get(contract_id)

    @property
    def has_miseres(self) -> bool:
        """Whether any contract here is a misère (none in MA-C4): where none is, nobody can
        have bid one, and a frontend does not count them."""
        return any(c.misere for c in self.contracts)

    @property
    def has_whisters(self) -> bool:
        """Whether a second player may join the declarer's side in some contract, as whister
        or supporter (SV-W1, DW-P4, WB-B6, NT-B4): none where every bid is solo (MA-C4) or
        the partners are fixed (AM-P1: the declarer's partner there is no whister). A
        table's settings may still forbid it (DW-P4: a table without whister)."""
        return any(c.whist_allowed for c in self.contracts)

    def __iter__(self) -> Iterator[Contract]:
        return iter(self.contracts)

    def __len__(self) -> int:
        return len(self.contracts)
