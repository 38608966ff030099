"""A finished game's final standings as its players read them, on Discord and in the terminal
alike: why the game is over, and each seat's place, name and balance in points and, at a table
that plays for money, in kronor (SV-M2). Discord's end post and a player's view of the ended
game say them (``cogs/boston/results.py``), and so do the terminal's end and its next run
(``bot/terminal/``); each is worded here once.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.engine.game import Game
from bot.engine.words import Lang
from bot.i18n import signed as signed_text
from bot.i18n import t, tn


def over_words(game: Game | None, lang: Lang, *, agreed: bool = False) -> str:
    """Why a finished game is over, the head of its end (bold, as Discord's end post says it):
    its tour's betar played off (SV-P11: ``**The tour is over:** all 24 betar are played
    off.``), or its agreed deals played, in every variant whose game ends after a number of
    deals (SV-F3, NT-G2, FB-G1, DW-P7: ``**The game is over:** all 8 deals are played.``;
    NT-G4's extra deals for the pool counted apart). Else, and where it was ended by
    agreement (``agreed``: ``/boston end``, SV-M2), only that it is over: the agreed stop is
    said in words of its own."""
    over = t(lang, "result.final")
    if game is None:
        return over
    tour = game.features.tour_length
    if tour is not None and game.ledger.tour_over:
        return tn(lang, "result.tour_over", tour)
    limit, played = game.agreed_deals, game.deals.settled
    if agreed or limit is None or played < limit:
        return over
    if played > limit:
        return tn(lang, "result.over_deals_more", limit, more=played - limit)
    return tn(lang, "result.over_deals", limit)


def standings(balances: Mapping[int, int]) -> list[tuple[int, int]]:
    """``(place, seat)`` from the highest balance down, equal balances sharing their place and
    the places after them skipped (1, 1, 3, 3): American Boston's partners always end level
    (AM-P1), and no tie is an order. As the tour's stored ranks count them
    (:func:`bot.tables.rows.tour_end`); seats of one place in seat order."""
    ordered = sorted(balances, key=lambda s: (-balances[s], s))
    values = [balances[s] for s in ordered]
    return [(values.index(balances[seat]) + 1, seat) for seat in ordered]


def standing_words(place: int, who: str, balance: int, price: int, lang: Lang) -> str:
    """``2. Anna +12 points``, and ``= +6,00 kr`` where a point has a ``price`` in öre
    (SV-M2)."""
    key = "result.standing_money" if price else "result.standing"
    money, points = money_text(balance * price), points_text(balance, lang)
    return t(lang, key, place=place, who=who, points=points, money=money)


def points_text(point: int, lang: Lang) -> str:
    """A balance in points, sign first, in the reader's language: ``+1 point``, ``-930
    points`` (Swedish: ``point`` either way). The standings and the statistics say it so."""
    return tn(lang, "points", abs(point), point=signed_text(point))


def money_text(ore: int, *, signed: bool = True) -> str:
    """Money in kronor with öre, sign first: ``-12,50 kr``, ``+1 442,50 kr`` (a no-break space
    between thousands); integers only, no float rounding.
    ``signed=False``: an amount that is no gain or loss (a price), ``0,50 kr``."""
    sign = "" if not signed else "-" if ore < 0 else "+" if ore > 0 else ""
    kronor, rest = divmod(abs(ore), 100)
    # Thousands apart as Swedish writes them (a space that never breaks): 1 442,50 kr.
    whole = f"{kronor:,}".replace(",", "\u00a0")
    return f"{sign}{whole},{rest:02d} kr"
