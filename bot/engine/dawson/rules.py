"""Dawson's answers to the deal's questions (DW-D1, DW-B4, DW-B5, DW-P4)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Level
from bot.engine.cards import Suit
from bot.engine.contracts import Contract, Ladder
from bot.engine.dawson.auction import DawsonAuction
from bot.engine.dawson.ladder import DAWSON_LADDER, MISERE_AMOUNT, TRICK_TABLE, WHISTER_TARGET
from bot.engine.result import DealResult
from bot.engine.rules import ColourLevels, StandardDeal
from bot.engine.scored import whist_as_played
from bot.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class DawsonRules(StandardDeal, ColourLevels):
    """``whister`` is the optional rule DW-P4, off by default; ``whister_single_fault`` its
    option that the one of soloist and whister who missed his own target pays alone."""

    whister: bool = False
    whister_single_fault: bool = False

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

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        """DW-B5 within the bid's level (:class:`ColourLevels`), offered as the preferences
        rank: first preference, second preference, then the plain suits in suit order."""
        choices = ColourLevels.trump_choices(self, level, first)
        if first is None:
            return choices
        ranked = (first, first.partner)
        return tuple(sorted(choices, key=lambda s: ranked.index(s) if s in ranked else 2))

    def whist_possible(self, contract: Contract) -> bool:
        return self.whister and contract.whist_allowed

    def check_scored(self, result: DealResult) -> None:
        """DW-P4: a scored deal has a whister only at a table that allows one, in 5 to 10
        (:class:`~bot.engine.variant.ChecksScored`)."""
        whist_as_played(result, self)

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        return contract.target + (WHISTER_TARGET if with_whist else 0)

    def own_targets_count(self, contract: Contract) -> bool:
        """DW-P4: only with the single-fault option does a partner's own target count."""
        return self.whist_possible(contract) and self.whister_single_fault

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """DW-P1/P2 per opponent: the trick table at the bid made exactly and the step of one
        overtrick; a misère or spread its fixed amount (DW-P4 pays a whister's side alike)."""
        if contract.misere:
            return MISERE_AMOUNT[contract.id], 0
        row = TRICK_TABLE[contract.target]
        exact = row[contract.target]
        over = row[contract.target + 1] - exact if contract.target < 13 else 0
        return exact, over
