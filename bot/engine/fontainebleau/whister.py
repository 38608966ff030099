"""The whister (FB-W1, FB-W4, RU-F): whether the declarer is asked and the side's target.

The questions themselves are the generic deal's whist phases: the declarer says ``invite`` or
``alone``; if invited, the other three are asked clockwise from his left, any of them (a passed
bidder included, FB-W2) may ``accept``; when all three ``decline`` the declarer must say
``alone`` (FB-W3: ``FontainebleauRules.may_concede`` is False). That answer is no decision:
:meth:`~bot.engine.deal.Deal.forced_action` gives it, and a table makes it without asking.
"""

from __future__ import annotations

from bot.engine.contracts import Contract
from bot.engine.fontainebleau.settings import FbSettings

FOSTER_PARTNER_BIDS = frozenset({"6", "7", "8"})
"""RU-F1: with Foster's partnerships a partner may be called only on six, seven or eight."""


def whist_question(c: Contract, settings: FbSettings) -> bool:
    """FB-W1 / RU-F1: whether the declarer of ``c`` is asked about a whister at all."""
    if settings.foster_partners:
        return c.id in FOSTER_PARTNER_BIDS
    return c.whist_allowed


def side_target(c: Contract, with_whister: bool, settings: FbSettings) -> int:
    """Tricks the declaring side must take: the bid, or bid + 3 with a whister (FB-W4), bid + 4
    with Foster's partners (RU-F2). A misère's "target" is its 0 or piccolissimo's exact 1."""
    return c.target + (settings.partner_extra if with_whister else 0)
