"""The outcome of one deal: everything scoring needs, whether the deal was played here or
entered as a score from a game with real cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.actions import Level
from bot.engine.cards import SUIT_OF, Card, Suit
from bot.engine.contracts import Contract, SuitClass
from bot.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class DealResult:
    """A finished deal.

    ``tricks`` is per seat (index seat − 1) when the deal was played; a scored deal knows only
    the declaring side's counts. ``penalty_tricks`` counts tricks below the side's target in a
    trick contract, or tricks taken in a misère (SV-P8); a concession counts as one, and so does
    a trick contract whose play ended at its first lost trick (FB-T3, FB-S3). The
    targets are fixed by the variant when the result is made (SV-W3: 8 or 10 with whist).
    """

    dealer: Seat
    all_pass: bool = False
    contract: Contract | None = None
    level: Level = Level.PLAIN
    declarer: Seat | None = None
    whister: Seat | None = None
    trump_class: SuitClass | None = None
    trump: Suit | None = None
    """The trump suit of a played deal (a scored deal knows only its class, or its suit where
    the variant scores by suit)."""
    turned: Card | None = None
    """The deal's turned card, where the variant turns one and it is known (a played deal; a
    scored deal where the record gives it): payments may read it (WB-P, NT-P1), and a
    game-long suit may follow from it (MA-D2)."""
    dealt: tuple[tuple[Card, ...], ...] | None = None
    """The hands as dealt (index seat − 1) of a played deal, for payments that read who held
    a card (NT-J1's carte de boston); None for a scored deal."""
    boston: Seat | None = None
    """A scored deal's holder of the carte de boston, where the variant pays it (NT-J1)."""
    conceded: bool = False
    declarer_tricks: int = 0
    whister_tricks: int = 0
    honours: int = 0
    first_five: bool = False
    side_target: int = 0
    declarer_target: int = 0
    tricks: tuple[int, int, int, int] | None = None
    declared: tuple[tuple[Seat, str], ...] = ()
    """The declarations made in the deal (RU-C6: the seats that declared chicane), in order."""
    partner: Seat | None = None
    """The declarer's fixed partner, on the declarer's side (AM-T2)."""
    partner_tricks: int = 0
    """The partner's tricks in a played deal (a scored deal books the side's count as the
    declarer's, AM-R: ``tricks.side``)."""
    claimed: int = field(default=0, compare=False)
    """Of a played deal's tricks, those credited to the declarer by an accepted claim, never
    played (SV-T4); 0 for a scored deal. Only said beside the result ("the last 5 claimed"),
    kept here so a deal restored from a checkpoint still says it; no payment reads it."""

    @property
    def turned_suit(self) -> Suit | None:
        return None if self.turned is None else SUIT_OF[self.turned]

    @property
    def with_whist(self) -> bool:
        return self.whister is not None

    @property
    def side_tricks(self) -> int:
        return self.declarer_tricks + self.whister_tricks + self.partner_tricks

    @property
    def whister_target(self) -> int:
        """SV-W3: 3 in 5 spel, 4 in 6 spel (the side's target less the declarer's)."""
        return self.side_target - self.declarer_target if self.with_whist else 0

    @property
    def made(self) -> bool:
        if self.all_pass or self.conceded or self.contract is None:
            return False
        if self.contract.misere:
            # Exactly the target: no trick (SV-C, DW-P2), or one (FB's piccolissimo).
            return self.declarer_tricks == self.contract.target
        return self.side_tricks >= self.side_target

    @property
    def penalty_tricks(self) -> int:
        if self.all_pass or self.contract is None:
            return 0
        if self.conceded:
            return 1
        if self.contract.misere:  # off the exact target: piccolissimo's 0 is one too few
            return abs(self.declarer_tricks - self.contract.target)
        if self.stopped_early:
            # FB-T3, FB-S3: the play ended at the trick that put the target out of reach, so
            # the tricks not played count as the side's: a lost slam is one trick short
            # (a scored deal's tricks not played are its variant's result's to tell).
            return max(1, self.side_target - self.side_tricks - self.unplayed)
        return max(0, self.side_target - self.side_tricks)

    @property
    def unplayed(self) -> int:
        """Tricks of a played trick contract never played because the deal ended as soon as
        its result was decided (FB-T3); 0 for a concession, a misère and a scored deal (whose
        variant's result may know them: Fontainebleau's lost slam)."""
        if self.tricks is None or self.conceded or self.contract is None or self.contract.misere:
            return 0
        return max(0, 13 - sum(self.tricks))

    @property
    def stopped_early(self) -> bool:
        """The play of a trick contract ended before its last trick (FB-T3)."""
        return self.unplayed > 0

    @property
    def misere_stopped(self) -> bool:
        """A misère's play ended before its last trick, at the trick that lost it (FB-T3: the
        declarer's first, piccolissimo's second); never a concession or a scored deal."""
        if self.tricks is None or self.conceded or self.contract is None:
            return False
        played = self.contract.tricks_played  # twelve where a card was discarded (SV-T4)
        return self.contract.misere and not self.made and sum(self.tricks) < played

    @property
    def overtricks(self) -> int:
        if not self.made or self.contract is None or self.contract.misere:
            return 0
        return self.side_tricks - self.side_target

    @property
    def declarer_missed(self) -> bool:
        """The declarer missed their individual target (SV-W3); only read when lost."""
        if self.conceded:
            return True
        return self.declarer_tricks < self.declarer_target

    @property
    def whister_missed(self) -> bool:
        return self.with_whist and not self.conceded and self.whister_tricks < self.whister_target

    @property
    def slam(self) -> bool:
        """SV-S4: the declaring side took all 13 tricks."""
        return (
            self.made
            and self.contract is not None
            and not self.contract.misere
            and self.side_tricks == 13
        )
