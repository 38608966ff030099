"""What may be seen of a deal: :class:`PublicView`, what everyone at the table sees, and
:class:`SeatView`, what one seat sees besides (its hand, its discard, its legal actions); the
game's fixed partnerships a view names (:func:`fixed_partnerships`); and how a deal fills its
views quickly (:func:`filled`, from the :class:`PublicFields` drawn once per state). Only a
:class:`~bot.engine.deal.Deal` makes views; computer players and frontends read nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from bot.engine.actions import (
    Action,
    AuctionEntry,
    Bid,
    ClaimAnswer,
    Declare,
    Level,
    NameTrump,
    Whist,
)
from bot.engine.cards import SUIT_OF, Card, Suit, by_suit
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.immutable import Immutable
from bot.engine.phase import Phase
from bot.engine.rules import DealRules
from bot.engine.seats import Seat, opposite
from bot.engine.tricks import Trick

Partnerships = tuple[tuple[Seat, Seat], tuple[Seat, Seat]]
"""Two sides of two seats each, for the whole game."""


def fixed_partnerships(rules: DealRules) -> Partnerships | None:
    """The game's fixed partnerships where the variant's ladder plays in partnerships, partners
    opposite (AM-P1, AM-T2), seat 1's side first; None without them. Frontends read it from a
    view, or here from the variant's rules before a deal exists (a lobby)."""
    if not rules.ladder.partnerships:
        return None
    return (1, opposite(1)), (2, opposite(2))


@dataclass(frozen=True, kw_only=True)
class PublicView:
    """What everyone at the table may see: public cards and the history, never a hand except
    a declarer's lying face up (``exposed`` for an ouverte or a spread, ``claim_hand`` for a
    claim, SV-T4). Every public message and the terminal's table are drawn from this.

    ``claim_hand`` is the claimer's hand, shown to everyone while the claim is open and after
    it is accepted; after a refusal it is None again (the cards were seen, but the view goes
    back to normal play). ``claim_answers`` are the answers given so far to the open claim;
    ``claimed`` is the number of tricks an accepted claim credited to the declarer;
    ``claim_refused_by`` the seat that refused a claim, until the trick it was made in is
    complete (play goes on: everyone is told why the claimed cards went away).

    Rule facts a player or frontend needs are given here, never recomputed outside the engine:
    ``auction_takeovers`` marks each auction entry that took over an equal bid (*i förhand*);
    ``side_target`` is the declaring side's target as the contract stands, ``declarer_target``
    the declarer's own and ``whister_target`` a whister's own (what a whister would have to
    take while the question is open; 0 where no whister can play); ``contract_value`` is
    what the contract is worth made exactly and per overtrick (``DealRules.contract_value``);
    ``fixed_trump`` the suit that is trumps whatever is bid (the turned suit, WB-D3), else
    None; ``support_target`` what a player saying *je soutiens* to the standing demande would
    have to take himself (NT-B1, WB-B1; 0 when nothing can be supported); ``pair_target`` what
    the declaring side would have to take together should the question now open make it a
    pair (the whist invitation accepted, SV-W3, FB-W4, RU-F2, DW-P4; the standing demande
    supported, NT-B1, WB-B1), so that whoever decides it knows the consequence; 0 where no
    such question is open.
    ``declarer_partner`` is the declarer's fixed partner, on the declarer's side, where the
    ladder plays in partnerships (AM-T2); None otherwise.
    """

    variant: str
    phase: Phase
    dealer: Seat
    forhand: Seat
    turned: Card | None
    """The turned card setting the suit classes (SV-D3); None where no card is turned."""
    first_suit: Suit | None
    hand_sizes: tuple[int, int, int, int]
    ladder: Ladder
    auction: tuple[AuctionEntry, ...]
    auction_takeovers: tuple[bool, ...]
    contract: Contract | None
    level: Level
    declarer: Seat | None
    trump: Suit | None
    whist_answers: tuple[Whist, ...]
    whister: Seat | None
    conceded: bool
    exposed: tuple[Card, ...] | None
    current_trick: tuple[tuple[Seat, Card], ...]
    tricks: tuple[Trick, ...]
    won: tuple[int, int, int, int]
    to_act: Seat | None
    side_target: int = 0
    declarer_target: int = 0
    whister_target: int = 0
    contract_value: tuple[int, int] = (0, 0)
    fixed_trump: Suit | None = None
    support_target: int = 0
    pair_target: int = 0
    claim_hand: tuple[Card, ...] | None = None
    claim_answers: tuple[ClaimAnswer, ...] = ()
    claimed: int = 0
    claim_refused_by: Seat | None = None
    declarer_partner: Seat | None = None
    declarations: tuple[Declare, ...] = ()
    """Declarations made so far (RU-C6's chicanes), public once made."""
    turned_holder: Seat | None = None
    """The seat everyone knows holds the turned card, while it is unplayed: the dealer where
    the turned card is the dealer's own (MA-D1); None where it belongs to no hand."""
    suit_classes: tuple[SuitClass, ...] | None = None
    """Each suit's class in this deal, indexed by ``Suit`` (``DealRules.suit_class``): None
    where no card is turned. Frontends read classes here, never from ``first_suit``."""
    clockwise: bool = True
    """The direction of the deal, bidding and play: False where it goes to the right
    (NT-D2), so the next player is seat − 1."""
    top_trump: Card | None = None
    """The card that plays as the highest trump in this contract (NT-S3's carte de boston),
    else None; it belongs to the trump suit for following and winning."""
    standing_top_trump: Card | None = None
    """The card that will be the highest trump in any contract with trumps this deal, known
    from the deal's start (NT-S3, NT-S4), so that a hand is valued with it in the auction;
    None where the variant has no such card."""
    renouncer: Seat | None = None
    """A declarer who may play any card to the trick now (NT-C6), else None."""
    renounce_until: int | None = None
    """The last trick (counted from 1) in which the ``renouncer`` may play any card (NT-C6:
    the first ten); None without a renouncer."""
    ruled_whist: Whist | None = None
    """The whist answer the rules give the seat on turn where they leave it no other
    (:meth:`Deal.forced_action`: FB-W3, DW-P4, SV-W5), else None. A table makes it at once, so
    a frontend says what the rules do instead of asking anyone."""
    partnerships: Partnerships | None = None
    """The two fixed partnerships for the whole game, seat 1's first, where the variant plays
    in partnerships (AM-P1: partners opposite, 1 & 3 against 2 & 4), known before the auction;
    None otherwise (a whister or supporter is a partner for one deal only)."""

    def class_of(self, suit: Suit) -> SuitClass | None:
        return None if self.suit_classes is None else self.suit_classes[suit]

    def suit_in_play(self, card: Card) -> Suit:
        """The suit ``card`` belongs to in this deal's play, as the table knows it now: the
        trump suit for the ``top_trump`` (NT-S3's carte de boston, a trump whatever the trump
        suit, once a contract with trumps is played), else the card's own suit — in the
        auction, in a misère and in every variant without such a card. Frontends show a hand
        by it, so that a card sits with the cards it follows suit and wins with."""
        if card == self.top_trump and self.trump is not None:
            return self.trump
        return SUIT_OF[card]

    def by_suit_in_play(self, cards: Iterable[Card]) -> dict[Suit, list[Card]]:
        """``cards`` split by :meth:`suit_in_play`, as :func:`~bot.engine.cards.by_suit` splits
        them (♠ ♥ ♣ ♦, each high to low, every suit present), the ``top_trump`` first among
        the trumps: it beats their ace (NT-S3)."""
        groups = by_suit(cards)
        top, trump = self.top_trump, self.trump
        if top is not None and trump is not None:
            own = groups[SUIT_OF[top]]
            if top in own:
                own.remove(top)
                groups[trump].insert(0, top)
        return groups

    @property
    def last_trick(self) -> Trick | None:
        """The last trick actually played (a claim adds tricks without playing them)."""
        return self.tricks[-1] if self.tricks else None

    @property
    def side_tricks(self) -> tuple[int, int] | None:
        """``(declaring side, defenders)``: the tricks taken by the declarer with the whister
        or fixed partner, and by the others; None before there is a declarer."""
        if self.declarer is None:
            return None
        side = {s for s in (self.declarer, self.whister, self.declarer_partner) if s is not None}
        won = sum(self.won[s - 1] for s in side)
        return won, sum(self.won) - won


@dataclass(frozen=True, kw_only=True)
class SeatView(PublicView):
    """What one seat may see: the public view plus its own hand, its own discard (the card
    it put away face down, SV-C3 / FB-C3) and its legal actions. ``takeover`` is the legal
    bid that would take over the standing bid as an equal one (*i förhand*), if any;
    ``partner`` the seat's fixed partner for the whole game where the ladder plays in
    partnerships (AM-P1), else None."""

    seat: Seat
    hand: tuple[Card, ...]
    own_discard: Card | None
    legal: tuple[Action, ...]
    takeover: Bid | None = None
    partner: Seat | None = None

    @property
    def own_laid(self) -> Card | None:
        """The card this seat laid face down with its last bid that lays one (NT-B2): the
        others see it only once the deal is over; None where it laid none."""
        for entry in reversed(self.auction):
            if isinstance(entry, Bid) and entry.seat == self.seat and entry.card is not None:
                return entry.card
        return None

    @property
    def declares_contract(self) -> bool:
        """NT-K1: this seat names trumps together with the contract it plays, which may be
        higher than its winning bid (a trump is offered with another contract than the bid),
        so the front ends name the contract with each trump."""
        return any(isinstance(a, NameTrump) and a.contract is not None for a in self.legal)


V = TypeVar("V", bound=PublicView)


def filled(kind: type[V], public: Mapping[str, Any], **own: Any) -> V:
    """A view of ``kind`` holding ``public`` and ``own`` as its fields, given every one of them.

    Set in one update of the view's ``__dict__`` instead of through the dataclass's
    ``__init__``. A frozen dataclass's ``__init__`` sets each field through
    ``object.__setattr__``, which costs 5.5 µs for the 46 fields of a seat's view, and a click
    draws about three views; the update costs 0.5 µs (issue #17). The view stays frozen: only
    this function writes its fields. A field left out would not raise: one with a default
    would read as the class's default. ``tests/engine/test_properties.py`` therefore holds
    every view so made to exactly its class's fields, and equal to the view ``__init__``
    makes from them."""
    view = object.__new__(kind)
    fields = view.__dict__
    fields.update(public)
    fields.update(own)
    return view


@dataclass(frozen=True, slots=True)
class PublicFields(Immutable):
    """A deal's public fields (:meth:`Deal._public_fields`) after its first ``actions``
    actions. Never changed once drawn, so a copy of the deal shares it: the copy's next
    action makes it draw its own."""

    actions: int
    fields: Mapping[str, Any]
