"""The registry of rule systems the bot can play, by record name."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.engine.dawson.variant import DAWSON
from bot.engine.game import Game
from bot.engine.seats import Seat, check_seat
from bot.engine.swedish.variant import SWEDISH
from bot.engine.variant import SettingsError, Variant

VARIANTS: dict[str, Variant] = {"swedish": SWEDISH, "dawson": DAWSON}


def get_variant(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise SettingsError(f"unknown variant {name!r} (known: {known})") from None


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
        raise SettingsError("players must be four non-empty names")
    try:
        check_seat(first_dealer)
    except ValueError as exc:
        raise SettingsError(f"first_dealer: {exc}") from None
    names = (players[0], players[1], players[2], players[3])
    return Game(
        variant=variant,
        settings=checked,
        rules=rules_of.rules(checked),
        ledger=rules_of.ledger(checked, names),
        players=names,
        first_dealer=first_dealer,
    )
