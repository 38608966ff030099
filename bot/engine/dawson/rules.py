"""Dawson's answers to the deal's questions (DW-D1, DW-B4, DW-B5, DW-P4)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Level
from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder
from bot.engine.dawson.auction import DawsonAuction
from bot.engine.dawson.ladder import DAWSON_LADDER, WHISTER_TARGET
from bot.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class DawsonRules:
    """``whister`` is the optional rule DW-P4, off by default."""

    whister: bool = False

    @property
    def variant(self) -> str:
        return "dawson"

    @property
    def ladder(self) -> Ladder:
        return DAWSON_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return (4, 4, 5)

    @property
    def all_pass_is_played(self) -> bool:
        return True

    def new_auction(self, forhand: Seat) -> DawsonAuction:
        return DawsonAuction(DAWSON_LADDER, forhand)

    def trump_choices(self, level: Level, first: Suit) -> tuple[Suit, ...]:
        if level is Level.FIRST:
            return (first,)
        if level is Level.COLOUR:
            return (first, first.partner)
        return tuple(Suit)

    def whist_possible(self, contract: Contract) -> bool:
        return self.whister and contract.whist_allowed

    def must_invite(self, contract: Contract) -> bool:
        return False

    def last_must_accept(self, contract: Contract) -> bool:
        return False

    @property
    def may_concede(self) -> bool:
        return False

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        return contract.target + (WHISTER_TARGET if with_whist else 0)
