"""Lines about the game in play that both front ends show alike: the Discord table message
(``cogs/boston/deal_lines.py``, ``results.py``) and the terminal (``bot/terminal/``).

Each is drawn once, here, in the variant's words and the catalogue's sentences; a front end
only says how it names a seat (a ``name`` callable: Discord its player's name, the terminal
"you" for its person) and where the line goes (the terminal ends it with a full stop).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.game import Game
from bot.engine.views import PublicView
from bot.engine.words import Lang, Vocabulary
from bot.i18n import t

SeatName = Callable[[int], str]
"""How a line names a seat (1–4)."""


def pool_lines(game: Game, lang: Lang) -> list[str]:
    """What is played for as it lies on the table, where the game keeps a pool (FB-L1, NT-D5,
    DW-P3), each part whole, for a front end to set side by side: ``Pool: 50 (this deal's
    deposit of 50 in it)``, the deposit of the deal in progress in it (said, since the last
    result's "pool now" did not hold it); else none.

    Where a cap keeps a reserve that holds something (DW-P3), the reserve is the second part,
    as it lies too: the deal's antes above the cap went there before the deal, as the next
    result books them. Each part says what of the deal's antes it holds, so that the antes add
    up: ``Pool: 60 (40 of this deal's ante of 50 in it)`` and ``reserve 40 (the other 10 in
    it)``; a full pool, ``Pool: 60`` and ``reserve 190 (this deal's ante of 50 in it)``."""
    now = game.pool_now()
    if now is None:
        return []
    amount, deposit = now
    reserve, over = game.reserve_now() or (0, 0)
    words = game.words
    word = words.term("pool", lang)
    word = word[:1].upper() + word[1:]  # it opens the line
    # the dealer's deposit (FB-L1, NT-D5), or everyone's antes (DW-P3)
    what = words.term("deposit" if words.has_term("deposit") else "ante", lang)
    if deposit and over:
        total = deposit + over
        key = "table.pool_deposit_part"
        parts = [t(lang, key, word=word, amount=amount, what=what, n=deposit, total=total)]
    elif deposit:
        parts = [t(lang, "table.pool_deposit", word=word, amount=amount, what=what, n=deposit)]
    else:
        parts = [t(lang, "table.pool", word=word, amount=amount)]
    if reserve <= 0 or not words.has_term("reserve"):
        return parts
    word = words.term("reserve", lang)
    if over and deposit:
        parts.append(t(lang, "table.reserve_deposit_rest", word=word, amount=reserve, n=over))
    elif over:
        parts.append(t(lang, "table.reserve_deposit", word=word, amount=reserve, what=what, n=over))
    else:
        parts.append(t(lang, "table.reserve", word=word, n=reserve))
    return parts


def renounce_line(view: PublicView, words: Vocabulary, lang: Lang, name: SeatName) -> str | None:
    """``East may renounce … to the end of trick 10 (Misère des quatre as)`` while the
    declarer may play any card (NT-C6), or a card not of the suit led would look a revoke;
    else None."""
    if view.renouncer is None or view.renounce_until is None or view.contract is None:
        return None
    contract = words.contract(view.contract, lang)
    who = name(view.renouncer)
    return t(lang, "deal.renounce", who=who, n=view.renounce_until, contract=contract)
