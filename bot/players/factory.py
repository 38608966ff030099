"""Computer players by level name: the only place that lists the levels."""

from __future__ import annotations

from bot.players.heuristic import HeuristicPlayer
from bot.players.player import Player
from bot.players.random_player import RandomPlayer
from bot.players.strong import StrongPlayer

LEVELS: tuple[str, ...] = ("random", "heuristic", "strong")


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
            raise ValueError(f"unknown player level {level!r} (known: {', '.join(LEVELS)})")
