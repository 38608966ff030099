"""The engine's cached protocol checks (bot/engine/optional.py) answer as ``isinstance`` does,
for every variant's rules and ledger and every optional protocol, asked in any order."""

from __future__ import annotations

import itertools

from bot.engine.deal_notes import DealNotes, LastDealNotes
from bot.engine.end_notes import EndNotes
from bot.engine.optional import offers
from bot.engine.rules import (
    ChoosesContract,
    OffersDeclarations,
    RanksSuits,
    Rotates,
    SeesHands,
    ShapesTricks,
)
from bot.engine.scoring import Deposits, PlaysOn, Reserves
from bot.engine.variants import new_game, variant_names

PROTOCOLS: tuple[type, ...] = (
    ChoosesContract,
    OffersDeclarations,
    RanksSuits,
    Rotates,
    SeesHands,
    ShapesTricks,
    Deposits,
    PlaysOn,
    Reserves,
    DealNotes,
    LastDealNotes,
    EndNotes,
)


def _objects() -> list[object]:
    out: list[object] = []
    for name in variant_names():
        game = new_game(name, {}, ["A", "B", "C", "D"])
        out += [game.rules, game.ledger, game.rules.new_auction(1)]
    return out


def test_offers_answers_as_isinstance_for_every_variant_and_protocol() -> None:
    objects = _objects()
    # Asked twice, in both orders: the second answer comes from the cache.
    for obj, protocol in [*itertools.product(objects, PROTOCOLS)] * 2:
        assert offers(obj, protocol) == isinstance(obj, protocol), (type(obj), protocol)


def test_offers_tells_variants_apart() -> None:
    """Some variant rotates (NT-D2) and some does not: a cache keyed on the protocol alone,
    or on the object alone, would answer one of them wrongly."""
    objects = _objects()
    answers = {offers(obj, Rotates) for obj in objects}
    assert answers == {True, False}
    rules = new_game("nantes", {}, ["A", "B", "C", "D"]).rules
    assert offers(rules, Rotates)
    assert not offers(rules, PlaysOn)
