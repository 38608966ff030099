"""What scoring produces, for every variant: itemised payments between seats and the ledger
interface a game keeps across deals (the Swedish protocol, Table III, Dawson's pool).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from bot.engine.immutable import Immutable
from bot.engine.result import DealResult
from bot.engine.seats import SEATS, Seat
from bot.engine.words import LANGS, Lang

POOL: Seat = 0
"""Payer or payee 0 stands for Dawson's pool; Swedish payments never use it."""


@dataclass(frozen=True, slots=True)
class Payment:
    """``payer`` gives ``amount`` point to ``payee``; ``item`` says what for, in plain words."""

    payer: Seat
    payee: Seat
    amount: int
    item: str


@dataclass(frozen=True, slots=True)
class Settlement:
    """The payments of one deal (or of betdelning) and the reasoning behind them.

    ``lines`` is the itemised explanation a player reads in English, such as
    ``"base 18, codille 2, overtrick 1, honours 2, marks 4 = 27"``; ``texts`` holds the same
    lines in other languages (:meth:`text` falls back to ``lines`` for a language a ledger
    does not write). ``terms`` are the glossary keys the lines use, so a frontend can explain
    each word where it appears.
    """

    payments: tuple[Payment, ...] = ()
    lines: tuple[str, ...] = ()
    extra: Mapping[str, object] = field(default_factory=lambda: {})
    texts: Mapping[Lang, tuple[str, ...]] = field(default_factory=lambda: {})
    terms: tuple[str, ...] = ()

    @classmethod
    def worded(
        cls,
        payments: Iterable[Payment],
        lines: Iterable[Mapping[Lang, str]],
        extra: Mapping[str, object] | None = None,
        terms: Iterable[str] = (),
    ) -> Settlement:
        """A settlement from lines written in every language (``lines`` stays English)."""
        rows = tuple(lines)
        texts: dict[Lang, tuple[str, ...]] = {
            lang: tuple(row.get(lang) or row["en"] for row in rows) for lang in LANGS
        }
        return cls(tuple(payments), texts["en"], extra or {}, texts, tuple(dict.fromkeys(terms)))

    def text(self, lang: Lang) -> tuple[str, ...]:
        """The itemised lines in ``lang``; English where the ledger wrote no such language."""
        return self.texts.get(lang) or self.lines

    def rows(self) -> list[dict[Lang, str]]:
        """The lines as rows of every language, for a ledger joining them into its own."""
        langs = list(LANGS)
        return [
            dict(zip(langs, row, strict=True)) for row in zip(*map(self.text, langs), strict=True)
        ]

    def net(self) -> dict[Seat, int]:
        """What each seat gained (+) or paid (−); sums to zero with the pool's share."""
        out = dict.fromkeys(SEATS, 0)
        for p in self.payments:
            if p.payer != POOL:
                out[p.payer] -= p.amount
            if p.payee != POOL:
                out[p.payee] += p.amount
        return out


@dataclass(frozen=True, slots=True)
class LedgerFeatures(Immutable):
    """What a game's ledger keeps, declared by the variant for given settings, so frontends
    and storage never sniff a snapshot: a protocol of ålar and betar (its picture and sheet),
    a pool, tours of ``tour_length`` betar, and whether money changes hands at a price per
    point. ``payment`` names the payment system for statistics (None where there is one).
    ``final_settlement``: whether the game's end (the agreed stop too) has a settlement of its
    own (:meth:`Ledger.final_settlement`: betdelning, SV-P12; a pool shared out, FB-G3, NT-G4,
    DW-P7), so a frontend promises one only where the rules make it (none in SV-F3, WB-P5)."""

    protocol: bool = False
    pool: bool = False
    tour_length: int | None = None
    money: bool = True
    payment: str | None = None
    final_settlement: bool = False


class Ledger(Protocol):
    """The bookkeeping of a game across deals, fed one :class:`DealResult` at a time."""

    def merge_question(self, result: DealResult) -> Seat | None:
        """The seat to ask whether to merge two betar (SV-P9) before settling, or None."""
        ...

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        """Book the deal and return its payments. ``merge`` answers :meth:`merge_question`."""
        ...

    @property
    def tour_over(self) -> bool:
        """True once the agreed number of betar has been played off (SV-P11)."""
        ...

    def final_settlement(self) -> Settlement:
        """Betdelning (SV-P12) or the variant's equivalent; empty where there is none."""
        ...

    def snapshot(self) -> dict[str, object]:
        """The ledger as JSON-ready data (record-format.md's ``protocol`` or ``pool``)."""
        ...


@runtime_checkable
class PlaysOff(Protocol):
    """Optional for a :class:`Ledger`: a tour of betar, whose count of betar played off
    (SV-P11) is how far the game has come and what a finished tour weighs in the rating."""

    @property
    def played_off(self) -> int: ...


@runtime_checkable
class TourNotes(Protocol):
    """Optional for a :class:`Ledger` that keeps a tour: how far it has come, in every
    language, for the table to show between results (SV-P2's gående bet, SV-P6's marks,
    SV-P11's betar played off in one line, then whether the next contract made ends the
    tour); empty once it is over. Cheap: from what the ledger counts, never its history."""

    def tour_notes(self) -> list[Mapping[Lang, str]]: ...


@runtime_checkable
class AsksMerge(Protocol):
    """Optional for a :class:`Ledger` with a merge question (SV-P9): its two answers and what
    both book alike, in every language, as the asked seat reads them (in their own person),
    before anything is booked; None where no question arises."""

    def merge_answers(
        self, result: DealResult
    ) -> tuple[Mapping[Lang, str], Mapping[Lang, str], Mapping[Lang, str]] | None: ...


@runtime_checkable
class PlaysOn(Protocol):
    """Optional for a :class:`Ledger`: the agreed number of deals is over, but the game goes on
    with extra deals (NT-G4: until a contract takes the pool, when the table asked for it)."""

    @property
    def plays_on(self) -> bool: ...

    @property
    def may_play_on(self) -> bool:
        """Whether the game could go on past the agreed number of deals at all (whether it
        does depends on the last of them): while it cannot, that deal is known to be the
        game's last before it is played (:attr:`~bot.engine.game.Game.on_last_deal`)."""
        ...


@runtime_checkable
class Deposits(Protocol):
    """Optional for a :class:`Ledger` that keeps a pool: the dealer puts a deposit into it
    before each deal (FB-L1, NT-D5), which the ledger books only when the deal is settled.
    ``deposit_due`` is the next deal's, so the table can show the pool as it lies while that
    deal is played."""

    def deposit_due(self) -> int: ...


@runtime_checkable
class Reserves(Protocol):
    """Optional for a :class:`Deposits` ledger whose pool may be capped (DW-P3): the part of
    the next deal's deposit above the cap waits in a reserve beside the pool, booked with the
    deal's settlement as the rest is. ``reserve_due`` is that part (0 without a cap), so the
    table can show the reserve as it lies while that deal is played, as it shows the pool."""

    def reserve_due(self) -> int: ...


@runtime_checkable
class NamesSeats(Protocol):
    """Optional for a :class:`Ledger` whose lines name the seats' players: the names follow
    who holds each seat (a seat handed to someone else, a person renamed). Every line settled
    afterwards names the new ones; lines already settled keep the names they were written
    with."""

    def name_seats(self, names: Sequence[str]) -> None:
        """Name seats 1–4 ``names[0]`` … ``names[3]`` in the lines settled from now on."""
        ...


class SeatNames:
    """:class:`NamesSeats` once for every ledger: ``names`` labels seats in its lines (None:
    "seat N"). A class default, so that a checkpoint written before a ledger kept names
    restores without them."""

    names: Sequence[str] | None = None

    def name_seats(self, names: Sequence[str]) -> None:
        self.names = tuple(names)


class LedgerBase(SeatNames):
    """The ledger methods most variants do not need: no merge question, no tour, nothing to
    share out at the end. Subclass it and write ``settle`` and ``snapshot``."""

    def merge_question(self, result: DealResult) -> Seat | None:
        return None

    @property
    def tour_over(self) -> bool:
        return False

    def final_settlement(self) -> Settlement:
        return Settlement()
