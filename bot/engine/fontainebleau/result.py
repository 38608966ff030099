"""A finished Fontainebleau deal: the engine's :class:`DealResult` plus the trump suit named in
the bid and the seats that declared chicane, with piccolissimo's "exactly one trick" (FB-S2).

``honours`` is the number of trump A K Q J the declaring side held as dealt (FB-H2, 0–4);
``side_target`` is fixed when the result is made (FB-W4, RU-F2).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from bot.engine.cards import Suit
from bot.engine.fontainebleau.ladder import contract, is_exact_one
from bot.engine.fontainebleau.play import CHICANE
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.fontainebleau.whister import side_target, whist_question
from bot.engine.result import DealResult
from bot.engine.scored import missing, no_trumps, partner_seat, too_many_tricks
from bot.engine.seats import SEATS, Seat
from bot.engine.variant import ScoredDealError


@dataclass(frozen=True, slots=True)
class FbResult(DealResult):
    """``suit`` is the trump suit of the final bid (None for misère-type contracts and
    Misère Partout); ``chicane`` the seats that declared chicane (RU-C6)."""

    suit: Suit | None = None
    chicane: tuple[Seat, ...] = ()

    @property
    def made(self) -> bool:
        if self.all_pass or self.contract is None:
            return False
        if is_exact_one(self.contract):
            return self.declarer_tricks == 1
        if self.contract.misere:
            return self.declarer_tricks == 0
        return self.side_tricks >= self.side_target

    @property
    def unplayed(self) -> int:
        """FB-T3: a lost slam (a 13-trick target) ended at the side's first lost trick, so a
        scored one, which counts only the side's tricks, left the tricks after that one
        unplayed; :attr:`DealResult.penalty_tricks` then counts it one trick short (FB-S3),
        as it does a played one. Otherwise the deal's own count."""
        if (
            self.tricks is None
            and self.contract is not None
            and not self.all_pass
            and not self.contract.misere
            and self.side_target == 13
            and not self.made
        ):
            return 13 - self.side_tricks - 1
        return super(FbResult, self).unplayed


def contract_result(
    contract_id: str,
    declarer: Seat,
    tricks: int,
    *,
    suit: Suit | None = None,
    dealer: Seat = 4,
    whister: Seat | None = None,
    whister_tricks: int = 0,
    honours: int = 0,
    chicane: tuple[Seat, ...] = (),
    settings: FbSettings | None = None,
) -> FbResult:
    """The result of a deal with a declarer. ``tricks`` is the declarer's count (with a
    whister, only the side's total ``tricks + whister_tricks`` matters, FB-W4). An impossible
    one raises :class:`ScoredDealError` naming the record's field (a ``ValueError``): the
    record's reader and a table's own settings (:func:`with_settings`) refuse with it."""
    c = contract(contract_id)
    if c.misere and suit is not None:
        raise no_trumps("suit", f"{c.name} has no trump suit")
    if not c.misere and suit is None:
        raise missing("suit", f"{c.name} needs a trump suit")
    settings = settings or FbSettings()
    partner_seat(
        whister,
        declarer,
        allowed=whist_question(c, settings),
        name="whister",
        rule=f"{c.name} cannot be played with a whister",
    )
    if not 0 <= tricks + whister_tricks <= c.tricks_played:
        raise too_many_tricks(c.tricks_played, "the side")
    if not 0 <= honours <= 4:
        raise ScoredDealError(
            "honours are 0 to 4", code="count", fields={"name": "honours", "limit": 4}
        )
    if len(set(chicane)) != len(chicane):
        raise ScoredDealError(
            "a seat declares chicane once", code="seats", fields={"name": "chicane"}
        )
    if c.has_trumps:
        chicane_fits(declarer, whister, honours, chicane)
    target = side_target(c, whister is not None, settings)
    return FbResult(
        dealer=dealer,
        contract=c,
        declarer=declarer,
        whister=whister,
        declarer_tricks=tricks,
        whister_tricks=whister_tricks,
        honours=0 if c.misere else honours,
        side_target=target,
        declarer_target=c.target,
        trump=suit,
        suit=suit,
        chicane=chicane,
        # RU-C6: as a played deal's, so that what is said of a deal's declarations
        # (describe.declared_gains) is said of a scored one too
        declared=tuple((seat, CHICANE) for seat in chicane),
    )


def chicane_fits(
    declarer: Seat, whister: Seat | None, honours: int, chicane: tuple[Seat, ...]
) -> None:
    """Refuse chicane seats and honours that no deal gives (:class:`ScoredDealError`).

    A chicane seat held no trump as dealt (RU-C1, RU-C3), so the 13 trumps lie in the other
    hands, and ``honours`` counts the A K Q J of trumps the declaring side held (FB-H2: the
    declarer, and the whister if any). Hence: not all four seats are void; a side whose every
    hand is void held no honour; if every adversary is void, the side held every trump, so
    all four honours. Nothing else is excluded: the hands that hold trumps can share the four
    honours in any way and still each hold one of the nine small trumps, and the void hands'
    39 cards are at most the 39 that are not trumps. Which tricks a void hand can take is
    left to the table: with a whister a void adversary can win a side suit's trick, and a
    claim or an early end (FB-T3, FB-T4) makes a count no proof. The one count that is forced
    (a solo declarer whose adversaries all declared chicane took 13) is checked on a new
    entry and an import only, by :func:`chicane_tricks_fit`."""
    void = set(chicane)
    if len(void) == len(SEATS):
        raise ScoredDealError(
            "someone held the 13 trumps: chicane cannot name all four seats (RU-C1)",
            code="chicane_everyone",
            fields={"name": "chicane"},
        )
    side = {declarer} if whister is None else {declarer, whister}
    if side <= void and honours:
        raise ScoredDealError(
            "the declaring side declared chicane, so it held no honours (RU-C1, FB-H2)",
            code="chicane_no_honours",
            fields={"name": "chicane", "n": honours},
        )
    if set(SEATS) - side <= void and honours != 4:
        raise ScoredDealError(
            "every adversary declared chicane, so the declaring side held all four honours "
            "(RU-C1, FB-H2)",
            code="chicane_all_honours",
            fields={"name": "chicane", "n": honours},
        )


def chicane_tricks_fit(result: FbResult) -> None:
    """Refuse a trick count that the chicane seats rule out (:class:`ScoredDealError`).

    Only one is certain: a solo declarer all three of whose adversaries declared chicane
    takes all 13 tricks. Every other count stands, for a scorer's count is a real table's:
    the seed's revoke moves three tricks to the other side (FB-T2 has the scorer apply it), an
    accepted claim gives the declarer the rest (FB-T4) and a lost slam ends at its first lost
    trick (FB-T3, FB-S3). So with a whister, two void adversaries' side can still be short of
    the 7 tricks its trumps alone win in play (the side's own revoke, a lost slam),
    and a void solo declarer can take more than his trumpless hand wins in play (a void
    adversary's revoke, a claim). Asked of a new entry and an import, not of a table's own
    log (:meth:`~bot.engine.fontainebleau.rules.FontainebleauRules.check_scored`): an older
    bot booked such counts, and a table must not be lost for one."""
    if result.all_pass or result.declarer is None or result.whister is not None:
        return
    if not set(SEATS) - {result.declarer} <= set(result.chicane):
        return
    # His hand is the 13 trumps: he trumps or leads every trick, cannot revoke, never loses one.
    if result.side_tricks != 13:
        raise ScoredDealError(
            "every adversary declared chicane, so the declarer held the 13 trumps and took "
            "every trick (RU-C1, FB-T1)",
            code="chicane_all_tricks",
            fields={"name": "chicane", "n": result.side_tricks},
        )


def all_pass_result(dealer: Seat, tricks: tuple[int, int, int, int]) -> FbResult:
    """Misère Partout (FB-A): the tricks of seats 1–4, 13 in all."""
    if sum(tricks) != 13 or min(tricks) < 0:
        raise ValueError("Misère Partout is 13 tricks among the four seats")
    return FbResult(dealer=dealer, all_pass=True, tricks=tricks)


def from_deal_result(result: DealResult) -> FbResult:
    """A played deal's generic result as an :class:`FbResult`: the trump suit is the deal's
    trumps, the chicane seats its chicane declarations (RU-C6)."""
    if isinstance(result, FbResult):
        return result
    base = {f.name: getattr(result, f.name) for f in fields(DealResult)}
    chicane = tuple(seat for seat, name in result.declared if name == CHICANE)
    return FbResult(**base, suit=result.trump, chicane=chicane)


def with_settings(result: FbResult, settings: FbSettings) -> FbResult:
    """``result`` with the side's target of these settings (FB-W4, RU-F2), checked as
    :func:`contract_result` checks a new one (:class:`ScoredDealError` when impossible)."""
    if result.all_pass or result.contract is None or result.declarer is None:
        return result
    checked = contract_result(
        result.contract.id,
        result.declarer,
        result.declarer_tricks,
        suit=result.suit,
        dealer=result.dealer,
        whister=result.whister,
        whister_tricks=result.whister_tricks,
        honours=result.honours,
        chicane=result.chicane,
        settings=settings,
    )
    base = {f.name: getattr(result, f.name) for f in fields(DealResult)}
    base.update(side_target=checked.side_target, declarer_target=checked.declarer_target)
    return FbResult(**base, suit=result.suit, chicane=result.chicane)
