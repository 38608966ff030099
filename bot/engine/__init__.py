"""The pure rules engine: cards, deals, auctions, trick play, results and scoring.

Nothing in this package does I/O, touches asyncio or imports discord. Chance enters only as
arguments (deck orders), so a game is fully defined by its settings, decks and actions.
"""
