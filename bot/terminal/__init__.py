"""``python -m bot play``: one person against three computer players in a terminal.

It goes through the same table service as Discord, so the game is persisted: quitting (``q``,
Ctrl-C or end of input) and running the command again resumes the table where it stood, with
the bids, tricks and balances so far.

Its modules: :mod:`~bot.terminal.command` the command line, :mod:`~bot.terminal.game` the game
loop, :mod:`~bot.terminal.prompts` the prompts and what is typed at them,
:mod:`~bot.terminal.table_view` the table and the hand, :mod:`~bot.terminal.results` the results
and the score sheet, :mod:`~bot.terminal.help` the guide's words, :mod:`~bot.terminal.screen`
the lines written and their width; the menus and typed cards are :mod:`bot.terminal_menu`'s.
"""

from bot.terminal.command import main
from bot.terminal.game import Terminal

__all__ = ["Terminal", "main"]
