"""What the declaring side, the declarer, a whister or a supporter must take as a deal stands,
and what its contract is worth: the targets a view states (SV-W3, DW-P4, NT-B1, WB-B1; see
:class:`~bot.engine.views.PublicView`), from the deal's public state and its variant's rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.actions import Support
from bot.engine.errors import IllegalAction
from bot.engine.phase import Phase

if TYPE_CHECKING:
    from bot.engine.deal import Deal


def support_target(deal: Deal) -> int:
    high = deal.auction.high if deal.phase is Phase.AUCTION else None
    if high is None or not high[0].whist_allowed or deal.rules.whist_possible(high[0]):
        return 0
    return deal.rules.side_target(high[0], True) - high[0].target


def pair_target(deal: Deal) -> int:
    """The side's target should the open question make it a pair: the rules' own
    ``side_target(contract, True)``, as it stands once the whist invitation is accepted or
    the demande supported (the same call :func:`targets` and
    :meth:`~bot.engine.deal.Deal.result` make then)."""
    rules = deal.rules
    if deal.phase is Phase.AUCTION:  # a demande the seat to speak may support
        auction = deal.auction
        high = auction.high
        if high is None or not high[0].whist_allowed or rules.whist_possible(high[0]):
            return 0
        try:  # the auction's own rule (NT-B1, WB-B1); most auctions know no support
            auction.check_support(Support(auction.to_speak))
        except IllegalAction:
            return 0
        return rules.side_target(high[0], True)
    contract = deal.contract
    if (
        deal.phase not in (Phase.WHIST_OFFER, Phase.WHIST_ANSWER)
        or contract is None
        or contract.misere
        or deal.whister is not None
        or not rules.whist_possible(contract)
    ):
        return 0
    return rules.side_target(contract, True)


def contract_value(deal: Deal) -> tuple[int, int]:
    if deal.contract is None:
        return 0, 0
    return deal.rules.contract_value(deal.contract, deal.whister is not None)


def targets(deal: Deal) -> tuple[int, int, int]:
    """The side's, the declarer's and a whister's targets (SV-W3, DW-P4)."""
    contract = deal.contract
    if contract is None:
        return 0, 0, 0
    if contract.misere:  # exactly the target, alone: 0 tricks (1 in FB's piccolissimo)
        return contract.target, contract.target, 0
    rules = deal.rules
    side = rules.side_target(contract, deal.whister is not None)
    whister = 0
    if deal.whister is not None:
        whister = side - contract.target
    elif rules.whist_possible(contract) and deal.phase in (
        Phase.TRUMP,
        Phase.WHIST_OFFER,
        Phase.WHIST_ANSWER,
    ):
        whister = rules.side_target(contract, True) - contract.target
    return side, contract.target, whister
