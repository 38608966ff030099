"""A bid the rules do not offer is refused, whatever it carries (SV-B2, DW-B2, FB-C1, MA-C1,
NT-B2): a frontend sends a bid back as a value, so one with a suit or a laid card no bid of the
game has (a hand-made button id) must be refused, not taken as the plain bid beside it."""

from __future__ import annotations

import copy
import random

import pytest

from bot.engine.actions import Bid, Level, action_to_dict
from bot.engine.cards import Suit
from bot.engine.checkpoint import checkpoint
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction
from bot.engine.phase import Phase
from bot.engine.record import RecordError, game_from_record
from bot.engine.variants import new_game
from bot.tables.log import (
    ACTION,
    DEAL,
    START,
    deal_payload,
    game_from_checkpoint,
    game_from_events,
    record_from_events,
    start_payload,
)
from tests.variants import Config, params, random_deal, rules_of

CONFIGS = params()


def _forgeries(deal: Deal, legal: list[Bid]) -> list[Bid]:
    """Every bid of an offered contract with another level, suit or laid card, not offered."""
    seat = legal[0].seat
    card = deal.play.hands[seat - 1][0]
    offered = set(legal)
    out: list[Bid] = []
    for contract in sorted({b.contract for b in legal}):
        for level in Level:
            for suit in (None, *Suit):
                for laid in (None, card):
                    bid = Bid(seat, contract, level, suit, laid)
                    if bid not in offered:
                        out.append(bid)
    return out


@pytest.mark.parametrize("config", CONFIGS)
def test_a_bid_not_offered_is_refused_and_changes_nothing(config: Config) -> None:
    rng = random.Random(17)
    tried = 0
    for _ in range(6):
        deal = random_deal(rules_of(config), rng)
        while deal.phase is Phase.AUCTION:
            seat = deal.to_act
            assert seat is not None
            legal = deal.legal_actions(seat)
            bids = [a for a in legal if isinstance(a, Bid)]
            if bids:
                before = copy.deepcopy(deal.actions)
                for forged in _forgeries(deal, bids):
                    with pytest.raises(IllegalAction):
                        deal.apply(forged)
                    tried += 1
                assert deal.actions == before
                assert deal.legal_actions(seat) == legal
            deal.apply(rng.choice(legal))
    assert tried > 0


def test_swedish_plain_bid_naming_the_turned_suit_is_refused() -> None:
    """The playtest's case: ``bid.13.plain.S`` was taken as 13 spel with spades as trumps."""
    deal = random_deal(rules_of(("swedish", {})), random.Random(1))
    seat = deal.to_act
    assert seat is not None
    with pytest.raises(IllegalAction) as refused:
        deal.apply(Bid(seat, "13", Level.PLAIN, Suit.SPADES))
    assert refused.value.code.value == "unknown_contract"
    deal.apply(Bid(seat, "13", Level.PLAIN))  # the bid it is not, offered and taken


def test_a_tables_own_log_with_a_bid_an_older_bot_took_still_replays() -> None:
    """Before bids were checked for their shape, a forged Swedish ``bid.13.plain.S`` was taken
    and its suit made trumps. A table whose log holds one must rebuild as it was played (not
    be lost at start-up); a record brought in from outside is refused; and the deal, played
    on live after the replay, refuses such a bid again."""
    game = new_game("swedish", {}, ["a", "b", "c", "d"], 1)
    start = (START, start_payload("swedish", {}, ["a", "b", "c", "d"], 1))
    before = checkpoint(game)
    deck = list(range(52))
    random.Random(3).shuffle(deck)
    game.start_deal(deck, deck[0])
    dealt = (DEAL, deal_payload(game))
    seat = game.to_act
    assert seat is not None
    forged = (ACTION, action_to_dict(Bid(seat, "8", Level.PLAIN, Suit.SPADES)))
    events = [start, dealt, forged]
    rebuilt = game_from_events(events)
    deal = rebuilt.current.deal if rebuilt.current is not None else None
    assert deal is not None and deal.auction.high is not None  # taken, as it was then
    assert deal.auction.high[0].id == "8"
    tail = game_from_checkpoint(before, events[1:])
    live = tail.current.deal if tail.current is not None else None
    assert live is not None and live.to_act is not None
    with pytest.raises(IllegalAction):  # played on live: checked in full again
        live.apply(Bid(live.to_act, "13", Level.PLAIN, Suit.SPADES))
    with pytest.raises(RecordError):
        game_from_record(record_from_events(events))
