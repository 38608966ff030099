"""The stages of a deal (:class:`Phase`), as the deal runs through them
(:class:`~bot.engine.deal.Deal`), a view shows them and a refusal of the wrong stage names them.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    AUCTION = "auction"
    TRUMP = "trump"
    WHIST_OFFER = "whist_offer"
    WHIST_ANSWER = "whist_answer"
    WHIST_DECLINED = "whist_declined"
    DISCARD = "discard"
    PLAY = "play"
    CLAIM = "claim"
    """The declarer has claimed the remaining tricks; the defenders are answering."""
    OVER = "over"
