"""Fontainebleau's answers to the deal's questions (FB-D4, FB-D5, FB-C1…C4, FB-W1…W4, FB-T3,
FB-A1, RU-C): no turned card, the suit named in the bid, all four discarding in the little
misère, piccolissimo and little spread, the early end of play, Misère Partout played out, and
chicane offered to a hand without trumps.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.actions import Level
from bot.engine.cards import Card, Suit
from bot.engine.contracts import Contract, Ladder
from bot.engine.fontainebleau.auction import FontainebleauAuction
from bot.engine.fontainebleau.ladder import FB_LADDER
from bot.engine.fontainebleau.ladder import discarders as discarders_from_eldest
from bot.engine.fontainebleau.payments import NO_TRUMP, table_value
from bot.engine.fontainebleau.play import (
    CHICANE,
    DEAL_PATTERN,
    chicane_allowed,
    chicane_possible,
    play_ends_early,
)
from bot.engine.fontainebleau.result import chicane_tricks_fit, from_deal_result
from bot.engine.fontainebleau.settings import COUNTER, FbSettings
from bot.engine.fontainebleau.whister import side_target, whist_question
from bot.engine.result import DealResult
from bot.engine.rules import StandardDeal, Tally
from bot.engine.scored import whist_as_played
from bot.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class FontainebleauRules(StandardDeal):
    """The deal questions for one table's settings (Russian Boston when ``settings.russian``)."""

    settings: FbSettings

    @property
    def variant(self) -> str:
        return "russian" if self.settings.russian else "fontainebleau"

    @property
    def ladder(self) -> Ladder:
        return FB_LADDER

    @property
    def deal_pattern(self) -> tuple[int, ...]:
        return DEAL_PATTERN

    @property
    def all_pass_is_played(self) -> bool:
        return True  # FB-A1: Misère Partout, no trumps, eldest leads, 13 tricks

    @property
    def turns_card(self) -> bool:
        return False  # FB-D5: the suits have a fixed rank

    @property
    def suit_rank(self) -> tuple[Suit, ...]:
        """FB-B4, RU-1: the suits best first (:class:`~bot.engine.rules.RanksSuits`)."""
        return self.settings.suits

    def discarders(self, contract: Contract, declarer: Seat, eldest: Seat) -> tuple[Seat, ...]:
        """FB-C3: every seat puts one card away, from eldest round the table (FB-R)."""
        return discarders_from_eldest(contract, eldest)

    def result_decided(self, contract: Contract, tally: Tally) -> bool:
        target = side_target(contract, tally.with_whist, self.settings)
        return play_ends_early(contract, target, tally.declarer, tally.played - tally.side)

    def new_auction(self, forhand: Seat) -> FontainebleauAuction:
        return FontainebleauAuction(FB_LADDER, forhand, self.settings.suits)

    def trump_choices(self, level: Level, first: Suit | None) -> tuple[Suit, ...]:
        """Never asked: the bid names its trumps (FB-C1)."""
        return self.settings.suits

    def whist_possible(self, contract: Contract) -> bool:
        return whist_question(contract, self.settings)

    @property
    def may_concede(self) -> bool:
        return False  # FB-W3

    def check_scored(self, result: DealResult) -> None:
        """FB-W1, RU-F1: a scored deal has a whister only where this table's declarer is asked
        for one (:class:`~bot.engine.variant.ChecksScored`); RU-C1: a count its chicane seats
        allow."""
        whist_as_played(result, self)
        chicane_tricks_fit(from_deal_result(result))

    def side_target(self, contract: Contract, with_whist: bool) -> int:
        return side_target(contract, with_whist, self.settings)

    def contract_value(self, contract: Contract, with_whist: bool) -> tuple[int, int]:
        """FB-S1/S2 per adversary, made exactly in the middle suit column, and per over-trick;
        a misère-type contract its flat amount. The pool the declarer takes comes on top."""
        if contract.misere:
            return NO_TRUMP[contract.id], 0
        target = side_target(contract, with_whist, self.settings)
        row = contract.id if not with_whist else str(target)
        value = table_value(row, self.settings.suits[1], self.settings)
        return value, COUNTER if target < 13 else 0

    def declarations(
        self, contract: Contract | None, trump: Suit | None, dealt: tuple[Card, ...]
    ) -> tuple[str, ...]:
        """RU-C1…C3: chicane, to a hand that held no trump as dealt."""
        if chicane_allowed(self.settings, contract, trump, dealt):
            return (CHICANE,)
        return ()

    def declarations_possible(
        self, contract: Contract | None, trump: Suit | None
    ) -> tuple[str, ...]:
        """RU-C2: chicane in every Russian deal with trumps, whatever the hands."""
        return (CHICANE,) if chicane_possible(self.settings, contract, trump) else ()
