"""The rule systems the cross-variant tests run over, taken from the registry: every registered
variant with its default settings, and once more for each setting that changes play or payment
(each other choice of a choice, each switch turned on, each optional number set), as the
variant's settings model declares them. A new variant is covered without editing a test."""

from __future__ import annotations

import random

import pytest

from bot.engine.deal import Deal
from bot.engine.rules import DealRules
from bot.engine.settings import SettingSpec
from bot.engine.variants import VARIANTS, get_variant

Config = tuple[str, dict[str, object]]


def _changes(spec: SettingSpec) -> list[object]:
    """The values of a setting other than its default that a test should play with."""
    if spec.kind in ("choice", "document"):  # a document's other presets (a card of prices)
        return [c for c in spec.choices if c != spec.default]
    if spec.kind == "bool":
        return [not spec.default]
    if spec.optional and spec.default is None and spec.low is not None:
        # A value that binds in play (a pool cap of 100 is reached within a few deals).
        high = spec.high if spec.high is not None else 100
        return [min(high, max(spec.low, 100))]
    return []  # plain numbers (stakes, limits) change amounts, not how a deal is played


def play_configs() -> list[Config]:
    """Every registered variant × each setting that changes play, plus a combination of all
    of them (the Dawson whister with its single-fault rule, say)."""
    out: list[Config] = []
    for name, variant in VARIANTS.items():
        out.append((name, {}))
        every: dict[str, object] = {}
        for spec in variant.settings_model.specs():
            for value in _changes(spec):
                out.append((name, {spec.name: value}))
                every.setdefault(spec.name, value)
        if len(every) > 1:
            out.append((name, every))
    return out


def config_id(config: Config) -> str:
    name, settings = config
    return name + "".join(f"-{k}={v}" for k, v in settings.items())


def params() -> list[object]:
    return [pytest.param(c, id=config_id(c)) for c in play_configs()]


def rules_of(config: Config) -> DealRules:
    name, settings = config
    variant = get_variant(name)
    return variant.rules(variant.settings(settings))


def random_deal(rules: DealRules, rng: random.Random) -> Deal:
    """A freshly shuffled deal: a random dealer and, where the variant turns one, a card."""
    deck = list(range(52))
    rng.shuffle(deck)
    dealer, turned = rng.randint(1, 4), rng.randrange(52)
    return Deal.from_deck(rules, dealer, deck, turned if rules.turns_card else None)
