"""The registry of rule systems the bot can play, by record name: the only module that knows
them. A new rule system is one package plus one :func:`register` call here (tests may register
their own variant for a while and :func:`unregister` it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.engine.american.variant import AMERICAN
from bot.engine.dawson.variant import DAWSON
from bot.engine.fontainebleau.variant import FONTAINEBLEAU, RUSSIAN
from bot.engine.game import Game
from bot.engine.mariland.variant import MARILAND
from bot.engine.nantes.variant import NANTES
from bot.engine.seats import Seat, check_seat
from bot.engine.settings import shown
from bot.engine.swedish.variant import SWEDISH
from bot.engine.variant import SettingsError, Variant
from bot.engine.whisch.variant import WHISCH

VARIANTS: dict[str, Variant] = {}
DEFAULT_VARIANT = "swedish"


def register(variant: Variant) -> None:
    """Make ``variant`` playable everywhere: tables, records, the CLI and Discord."""
    if variant.name in VARIANTS:
        raise ValueError(f"a variant named {variant.name!r} is already registered")
    VARIANTS[variant.name] = variant


def unregister(name: str) -> None:
    VARIANTS.pop(name, None)


register(SWEDISH)
register(DAWSON)
register(FONTAINEBLEAU)
register(RUSSIAN)
register(MARILAND)
register(WHISCH)
register(AMERICAN)
register(NANTES)


def variant_names() -> tuple[str, ...]:
    return tuple(VARIANTS)


def get_variant(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except KeyError:
        raise unknown_variant(name) from None


def unknown_variant(name: str) -> SettingsError:
    """The refusal of a variant name that is not registered, naming the registered ones (a
    name too long to repeat whole is cut, said with "…": a file may hold any text there)."""
    known = ", ".join(VARIANTS)
    return SettingsError(
        f"unknown variant {shown(name)!r} (known: {known})",
        code="unknown_variant",
        fields={"name": shown(name), "known": known},
    )


def new_game(
    variant: str,
    settings: Mapping[str, object],
    players: Sequence[str],
    first_dealer: Seat = 1,
) -> Game:
    """A new game; raises :class:`SettingsError` for bad settings, players or dealer."""
    rules_of = get_variant(variant)
    checked = rules_of.settings(settings)
    if len(players) != 4 or not all(p.strip() for p in players):
        raise SettingsError("players must be four non-empty names", code="players")
    try:
        check_seat(first_dealer)
    except ValueError as exc:
        shown = {"value": repr(first_dealer)[:40]}
        raise SettingsError(f"first_dealer: {exc}", code="first_dealer", fields=shown) from None
    names = (players[0], players[1], players[2], players[3])
    return Game(
        variant=variant,
        settings=checked,
        rules=rules_of.rules(checked),
        ledger=rules_of.ledger(checked, names),
        players=names,
        words=rules_of.words,
        features=rules_of.features(checked),
        first_dealer=first_dealer,
    )
