"""Typed errors of the engine. Each carries a stable ``code`` and a reason a player can read."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum


class Refusal(StrEnum):
    """Why an action was refused; frontends translate the code, the message is the English text."""

    GAME_OVER = "game_over"
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    PASSED = "passed"
    SUPPORTED = "supported"
    BID_TOO_LOW = "bid_too_low"
    BAD_LEVEL = "bad_level"
    UNKNOWN_CONTRACT = "unknown_contract"
    TRUMP_NOT_ALLOWED = "trump_not_allowed"
    WHIST_NOT_ALLOWED = "whist_not_allowed"
    CONCEDE_NOT_ALLOWED = "concede_not_allowed"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MERGE_NOT_ASKED = "merge_not_asked"
    CLAIM_NOT_ALLOWED = "claim_not_allowed"
    NO_CLAIM = "no_claim"
    CLAIM_OPEN = "claim_open"
    NO_PETITE = "no_petite"
    DEMANDE_CARD = "demande_card"
    FOUR_ACES = "four_aces"
    LAID_SUIT = "laid_suit"
    NOT_ALLOWED = "not_allowed"


class CodedError(ValueError):
    """Something written that the engine cannot take (a card, a scored deal), said in English,
    with a stable ``code`` and its ``fields`` for a translated message (a frontend's
    catalogue key ``<kind>.<code>`` filled with ``fields``). An empty code means the reason
    exists in English only."""

    def __init__(
        self, reason: str, *, code: str = "", fields: Mapping[str, str | int] | None = None
    ) -> None:
        super().__init__(reason)
        self.code = code
        self.fields: dict[str, str | int] = dict(fields or {})


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action the rules do not allow now. The state is left unchanged. ``fields`` are what
    a translation may name beside the code (the suit to follow: ``{"suit": "♥"}``)."""

    def __init__(
        self, code: Refusal, message: str, fields: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.fields: Mapping[str, str] = fields or {}
