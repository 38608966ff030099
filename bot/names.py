"""A person's name as the bot shows it: plain text, never chat markup that points at someone.

A Discord member may call themselves ``<@123…>`` or ``<#123…>``: written into a table's message
or embed as it is, Discord would draw that as a mention of another member (or a channel, a
role, a command), so the table would seem to name someone who is not playing. Every seat's name
passes through :func:`plain_name` where it is taken from Discord (a seat's name is made there:
:meth:`bot.tables.live.LiveTable.distinct_name`, and the host's when a lobby opens): an
invisible word joiner after the ``<`` (or the ``@`` of ``@everyone`` and ``@here``) keeps the
name reading exactly as its owner wrote it while no chat reads it as markup. A width counts
the joiner as nothing (``bot.wrapping.display_width``) and the protocol picture leaves it out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

JOINER = "\u2060"
"""WORD JOINER: invisible, no line break at it, and it ends what Discord reads as markup."""

_MARKUP = re.compile(r"<(?=[@#/:]|a:|t:|id:)|@(?=everyone|here)", re.IGNORECASE)
"""Where Discord's markup that names someone or something starts: ``<@id>``, ``<@!id>``,
``<@&role>``, ``<#channel>``, ``</command:id>``, ``<:emoji:id>``, ``<a:emoji:id>``,
``<t:time>``, ``<id:…>``, and ``@everyone`` / ``@here``."""


def plain_name(name: str) -> str:
    """``name`` as it reads, with a :data:`JOINER` inside each start of markup (above)."""
    return _MARKUP.sub(lambda found: found[0] + JOINER, name)


HANDED = " → "
"""Between those who played one seat in turn during one deal ("Bo → Erik"): read alike in
every language, and kept on one line with the names it joins (:mod:`bot.wrapping`)."""


def in_turn(names: Sequence[str]) -> str:
    """``Bo → Erik``: who played a seat in turn during one deal (the score sheet's words, a
    result post's, and ``python -m bot replay``'s deals)."""
    return HANDED.join(names)
