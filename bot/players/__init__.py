"""Computer players for every registered rule system: the :class:`Player` interface and its
three levels.

A player is given only its seat's :class:`~bot.engine.views.SeatView` and returns one of the
view's legal actions.
"""

from bot.players.factory import make_player
from bot.players.player import Player

__all__ = ["Player", "make_player"]
