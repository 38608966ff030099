"""Computer players by level name: a player for each of the levels :mod:`bot.i18n` lists
(:data:`~bot.i18n.COMPUTER_LEVELS`, the one list of them)."""

from __future__ import annotations

from bot.i18n import COMPUTER_LEVELS
from bot.players.heuristic import HeuristicPlayer
from bot.players.player import Player
from bot.players.random_player import RandomPlayer
from bot.players.strong import StrongPlayer


def make_player(level: str, seed: int) -> Player:
    """A computer player of ``level``; ``seed`` makes its choices reproducible."""
    match level:
        case "random":
            return RandomPlayer(seed)
        case "heuristic":
            return HeuristicPlayer()
        case "strong":
            return StrongPlayer(seed)
        case _:
            raise ValueError(
                f"unknown player level {level!r} (known: {', '.join(COMPUTER_LEVELS)})"
            )
