"""Mariland's answers to the deal's questions (MA-D1…D3, MA-C, MA-B, MA-T1): the dealer's
last card turned, the suit classes of the deal, solo bids naming their trumps, no whist, no
discards, every trick played, and an all-pass deal thrown in."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Level
from bot.engine.cards import SUIT_OF, Card, Suit
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.mariland.auction import MarilandAuction
from bot.engine.mariland.ladder import MARILAND_LADDER, PER_TRICK, base
from bot.engine.mariland.ladder import suit_class as class_of
from bot.engine.rules import StandardDeal
from bot.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class MarilandRules(StandardDeal):
    """The game's rules (``superpreference`` None) or one deal's, after :meth:`for_deal`
    has fixed the superpreference and this deal's preference (None when the turned suit is
    the superpreference, MA-D2)."""

    superpreference: Suit | None = None
    preference: Suit | None = None

    @property
    def variant(self) -> str:
        return "mariland"

    @property
    def ladder(self) -> Ladder:
        return MARILAND_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return (1,) * 13  # MA-D1: one card at a time, the dealer's last card turned

    @property
    def all_pass_is_played(self) -> bool:
        return False  # MA-B3: thrown in

    @property
    def turns_dealers_card(self) -> bool:
        return True  # MA-D1

    def for_deal(self, turned: Card | None, first_turned: Card | None) -> MarilandRules:
        """MA-D2: the superpreference is the suit turned on the game's first deal; the
        preference is this deal's turned suit unless it is the superpreference."""
        first = first_turned if first_turned is not None else turned
        if first is None:
            return self
        superpreference = SUIT_OF[first]
        preference = SUIT_OF[turned] if turned is not None else None
        if preference == superpreference:
            preference = None
        return MarilandRules(superpreference, preference)

    def suit_class(self, suit: Suit, first: Suit) -> SuitClass:
        if self.superpreference is None:
            return class_of(suit, None, first)
        return class_of(suit, self.preference, self.superpreference)

    def classes(self) -> tuple[SuitClass, ...]:
        """Each suit's class this deal, indexed by ``Suit`` (all plain before :meth:`for_deal`)."""
        if self.superpreference is None:
            return tuple(SuitClass.PLAIN for _ in Suit)
        return tuple(class_of(s, self.preference, self.superpreference) for s in Suit)

    def new_auction(self, forhand: Seat) -> MarilandAuction:
        return MarilandAuction(MARILAND_LADDER, forhand, self.classes())

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        return tuple(Suit)  # never asked: the bid names its trumps (MA-C1)

    def whist_possible(self, contract: Contract) -> bool:
        return False  # MA-C4: all bids are solo

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """MA-P2/P3 in a plain suit (the class multiplies both; the contract alone does not
        know its suit): the base made exactly, and 5 per overtrick."""
        return base(contract.target), PER_TRICK
