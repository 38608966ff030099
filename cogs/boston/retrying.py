"""When to try a request to Discord again that Discord refused: the table message's edit, a
line in the table's thread, a turn notice.

Discord's passing trouble (a 5xx, which discord.py retries only some of; a request it did not
answer, ``bot.rest.NoAnswer``, is one) and a permission a moderator took away for a while (403)
end; until then a table must not be left showing the wrong person on turn, without a deal's
result, or with nobody called. A request is tried
again after a back-off that doubles from ``first`` up to :data:`MOST`. Anything else (a gone
message or channel, a bad request) is not worth trying again.
"""

from __future__ import annotations

import discord

FIRST = 1.0
"""Seconds before the first new try."""
MOST = 300.0
"""Seconds between tries at most: a permission taken away for an evening costs a request
every five minutes."""


def worth_retrying(exc: discord.HTTPException) -> bool:
    return exc.status >= 500 or exc.status == 403


DOUBLINGS = 30
"""The back-off doubles at most this many times: far past :data:`MOST` for any ``first``
in use, and the power stays a float (a weekend of refusals, over a thousand in a row,
raised ``OverflowError`` and killed the worker that waited)."""


def back_off(first: float, failures: int) -> float:
    """Seconds to wait after the ``failures``-th refusal in a row (1, 2, …)."""
    return min(first * 2.0 ** min(max(failures - 1, 0), DOUBLINGS), MOST)
