"""Swedish Boston's answers to the deal's questions (SV-D2, SV-B9, SV-W1…W5)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.contracts import Contract, Ladder
from bot.engine.result import DealResult
from bot.engine.rules import ColourLevels, StandardDeal
from bot.engine.scored import whist_as_played
from bot.engine.seats import Seat
from bot.engine.swedish.auction import SwedishAuction
from bot.engine.swedish.ladder import SWEDISH_LADDER, WHIST_EXTRA_TRICKS
from bot.engine.swedish.simplified import TABLE_III, TABLE_III_WITH_WHIST


@dataclass(frozen=True, slots=True)
class SwedishRules(StandardDeal, ColourLevels):
    """``whist_compulsory_in_5`` is the source's variant SV-W5, off by default."""

    whist_compulsory_in_5: bool = False

    @property
    def variant(self) -> str:
        return "swedish"

    @property
    def ladder(self) -> Ladder:
        return SWEDISH_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return (3, 3, 3, 4)

    @property
    def all_pass_is_played(self) -> bool:
        return False

    def new_auction(self, forhand: Seat) -> SwedishAuction:
        return SwedishAuction(SWEDISH_LADDER, forhand)

    def whist_possible(self, contract: Contract) -> bool:
        return contract.whist_allowed

    def must_invite(self, contract: Contract) -> bool:
        return self.whist_compulsory_in_5 and contract.id == "5"

    def last_must_accept(self, contract: Contract) -> bool:
        return self.must_invite(contract)

    @property
    def may_concede(self) -> bool:
        return True

    def check_scored(self, result: DealResult) -> None:
        """SV-W1, SV-W4, SV-W5: a scored deal's whister and concession as the whist question
        at this table could give them (:class:`~bot.engine.variant.ChecksScored`)."""
        whist_as_played(result, self)

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        if with_whist:
            return contract.target + WHIST_EXTRA_TRICKS[contract.id]
        return contract.target

    def own_targets_count(self, contract: Contract) -> bool:
        """SV-W3, SV-S8: a lost contract is paid by whichever partner missed his own target."""
        return contract.whist_allowed

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """Table III (SV-F1): its shape (value, overtricks, once or twice the value when lost)
        follows the traditional payment closely enough for a player to weigh outcomes."""
        if with_whist and contract.id in TABLE_III_WITH_WHIST:
            return TABLE_III_WITH_WHIST[contract.id]
        return TABLE_III[contract.id]
