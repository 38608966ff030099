"""The Boston cogs: lobby (``/boston new`` and seats), play (the private hand view), table
(the public table message, results and the protocol), live (open hand views kept current),
notices (turn notices in the thread), club (pause, resume, abandon, replace,
server settings), stats (leaderboard, profiles, rating), records (protocol, scorekeeping,
export, import), help (the players' guide) and documents (a card of prices
edited in the lobby). Loaded by ``bot.discord_app``."""

EXTENSIONS: tuple[str, ...] = (
    "cogs.boston.lobby",  # first: it owns ``/boston``; the others add sub-commands to it
    "cogs.boston.play",
    "cogs.boston.live",
    "cogs.boston.notices",
    "cogs.boston.table",
    "cogs.boston.club",
    "cogs.boston.stats",
    "cogs.boston.records",
    "cogs.boston.help",
    "cogs.boston.documents",
)
