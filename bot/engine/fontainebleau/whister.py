"""The whister (FB-W1…W5, RU-F): whether the declarer is asked, who is asked next, the side's
target and the payment row, and the little question-and-answer round itself.

The round is a small state machine in the engine's check/apply style, using the engine's
``Whist`` action: the declarer says ``invite`` or ``alone``; if invited, the other three are
asked clockwise from his left, any of them (a passed bidder included, FB-W2) may ``accept``;
when all three ``decline`` the declarer must say ``alone`` (FB-W3: no concession).
"""

from __future__ import annotations

from bot.engine.actions import Whist
from bot.engine.contracts import Contract
from bot.engine.errors import IllegalAction, Refusal
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.seats import Seat, clockwise_from

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


def asking_order(declarer: Seat) -> tuple[Seat, ...]:
    """FB-W2: the three others, clockwise from the declarer's left."""
    return tuple(clockwise_from(declarer))[1:]


class WhistRound:
    """The whister questions after an auction won with ``contract`` by ``declarer``."""

    def __init__(self, c: Contract, declarer: Seat, settings: FbSettings) -> None:
        self.declarer = declarer
        self.history: list[Whist] = []
        self._asked = asking_order(declarer)
        self._invited = False
        self._declined = 0
        self.whister: Seat | None = None
        self._done = not whist_question(c, settings)

    @property
    def finished(self) -> bool:
        return self._done

    @property
    def to_speak(self) -> Seat | None:
        if self._done:
            return None
        if self._invited and self._declined < len(self._asked):
            return self._asked[self._declined]
        return self.declarer

    def legal(self, seat: Seat) -> list[Whist]:
        if seat != self.to_speak:
            return []
        if seat != self.declarer:
            return [Whist(seat, "accept"), Whist(seat, "decline")]
        if self._invited:  # FB-W3: all declined, he plays alone
            return [Whist(seat, "alone")]
        return [Whist(seat, "invite"), Whist(seat, "alone")]

    def check(self, action: Whist) -> None:
        if self._done:
            raise IllegalAction(Refusal.WRONG_PHASE, "There is no whister question now.")
        if action.seat != self.to_speak:
            raise IllegalAction(Refusal.NOT_YOUR_TURN, "It is not your turn to answer.")
        if action not in self.legal(action.seat):
            if action.seat == self.declarer and self._invited:
                reason = "Nobody accepted: you play alone; there is no concession."
            elif action.seat == self.declarer:
                reason = "Say whether you invite a whister or play alone."
            else:
                reason = "Accept or decline to be the whister."
            raise IllegalAction(Refusal.WHIST_NOT_ALLOWED, reason)

    def apply(self, action: Whist) -> None:
        self.history.append(action)
        match action.answer:
            case "invite":
                self._invited = True
            case "accept":
                self.whister = action.seat
                self._done = True
            case "decline":
                self._declined += 1
            case "alone":
                self._done = True
