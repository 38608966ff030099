"""The protocol as an answer: balances and the text sheet cut to fit a Discord message, and
the picture — the Swedish protocol's where the game keeps one, else the score sheet of every
deal (``bot/score_sheet.py``). Free of discord.py, so the import worker's child process starts
quickly."""

from __future__ import annotations

from bot.engine.game import Game
from bot.i18n import Lang, t
from bot.render.protocol_png import render_protocol
from bot.score_sheet import score_sheet
from bot.sheet import protocol_sheet

PROTOCOL_LIMIT = 1900
"""Discord allows 2000 characters in a message; the sheet keeps its newest rows."""


def lists_deals(game: Game) -> bool:
    """The answer lists the deals one by one (the score sheet of a game without a Swedish
    protocol) and the game no longer holds some of them (a live table keeps its last few):
    replay the table's log for the answer."""
    return not game.features.protocol and game.deals.offset > 0


def protocol_parts(
    game: Game, seat_names: list[str], language: Lang, title: str
) -> tuple[str, bytes | None]:
    """The balances and text sheet (cut to fit a message), and the picture when the game keeps
    a protocol (traditional payment); else the score sheet, a row per deal."""
    balances = " · ".join(
        f"{seat_names[s - 1]} {game.balances[s]:+d}" for s in sorted(game.balances)
    )
    parts = [t(language, "balances", balances=balances)]
    if not game.features.protocol:
        room = PROTOCOL_LIMIT - len(parts[0]) - len("\n```\n\n```")
        parts.append(f"```\n{score_sheet(game, seat_names, language, room)}\n```")
        return "\n".join(parts), None
    snapshot = game.ledger.snapshot()
    sheet = protocol_sheet(snapshot, seat_names, language)
    lines = sheet.splitlines()
    while len(sheet) > PROTOCOL_LIMIT - 100 and len(lines) > 3:
        del lines[2]  # keep the marks and the header; drop the oldest rows
        sheet = "\n".join(lines)
    parts.append(f"```\n{sheet}\n```")
    return "\n".join(parts), render_protocol(snapshot, seat_names, title=title)
