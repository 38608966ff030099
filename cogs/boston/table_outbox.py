"""What a table still owes Discord, as the Table cog (``cogs/boston/table.py``) keeps it: the
lines queued for its thread, what a line's acceptance marks as posted or sets going, and how
its message was last drawn (:class:`Outbox`)."""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field
from typing import Literal

import discord

from bot.tables.service import LiveTable
from cogs.boston.wire import Payload
from db.models import SeatAssignment

Post = tuple[str, discord.ui.View | None, discord.AllowedMentions | None]
"""A line for the thread, its buttons, and whom it may ping (None: as the bot's default)."""

QUIET = discord.AllowedMentions.none()
"""A line naming a person who needs no call (they did it themselves)."""


@dataclass(frozen=True, slots=True)
class Owed:
    """What a line's acceptance marks as posted: a deal's result, or (``deal`` None) the
    table's closing line. ``nonce`` is derived from the table and the deal, so a line posted
    again after a stop between Discord's acceptance and the mark's write is dropped by Discord
    as a quick duplicate instead of shown twice."""

    deal: int | None
    nonce: str
    marked: bool = True
    """Whether its acceptance writes the table's mark. Not for the line naming who ended the
    game: owed with the closing line that follows it, it goes out again with that line while
    the closing is owed (its nonce keeps one posted just before a stop from showing twice)."""


@dataclass(frozen=True, slots=True)
class StepAway:
    """A line about ``owner``'s step away from seat ``seat``: the notice itself (``ends``
    None; ``timed_out``: the turn timer moved them), whose message is kept once posted
    (:attr:`Outbox.away_notices`); or a line after which its **Take my seat back** could
    only be refused, before which the notice is edited to say why
    (:func:`table_away.away_over`): they took the seat back (``back``), or the seat was given
    to ``to`` (``given``). ``instead``: the edited notice says what the line says (they are
    back), which is posted only where no notice could be edited."""

    seat: int
    owner: int
    ends: Literal["back", "given"] | None = None
    timed_out: bool = False
    to: str = ""
    instead: bool = False


@dataclass(frozen=True, slots=True)
class SeatSaid:
    """A line telling the thread of a seat's change (a step away, a seat taken back or
    given), saved among the table's seat changes as ``holder`` from after event ``seq``
    (migration 0013). Once Discord accepts it (or it is given up) the change is marked said
    (migration 0019), and no start-up says it again (:func:`table_away.seat_news_owed`).
    ``away``: what it sets going for a step-away notice (:class:`StepAway`)."""

    seq: int
    holder: SeatAssignment
    away: StepAway | None = None


Queued = tuple[
    str,
    discord.ui.View | None,
    discord.AllowedMentions | None,
    Owed | StepAway | SeatSaid | None,
]
"""A line of a table's queue (:data:`Post`) and what its acceptance marks as posted: a result
(:class:`Owed`), a step away's lines (what follows from them), a seat change said
(:class:`SeatSaid`, migration 0019)."""


def result_nonce(table: LiveTable, deal: int, seq: int | None) -> str:
    """The nonce of deal ``deal``'s result post. A scorekeeping table's deal may be withdrawn
    and entered again: its new result is a new line, told apart by its event's ``seq``."""
    if table.options.mode == "play" or seq is None:
        return f"b{table.id}d{deal}"
    return f"b{table.id}d{deal}s{seq}"


def closing_nonce(table: LiveTable) -> str:
    return f"b{table.id}end"


def ended_by_nonce(table: LiveTable) -> str:
    """The nonce of the line naming who ended the game (:func:`thread_lines.ended_by_text`)."""
    return f"b{table.id}endby"


@dataclass(slots=True)
class Outbox:
    """What one table still owes Discord."""

    table: LiveTable
    dirty: bool = False
    closed: str | None = None
    posts: deque[Queued] = field(default_factory=lambda: deque())
    last_edit: float = float("-inf")
    last_sent: Payload | None = None
    """The message as last edited: an edit that would change nothing is not sent."""
    sent_to: int | None = None
    """The message ``last_sent`` went to (a message posted again is another)."""
    handed: tuple[int, str] | None = None
    """The message and the digest of its drawing as the last process left it (its close's
    handover, :meth:`TableCog.on_tables_loaded`), until the first drawing is compared with
    it: the same, it is not sent again."""
    task: asyncio.Task[None] | None = None
    failed_edits: int = 0
    retry_at: float = float("-inf")
    """After a refused edit, no edit before this (event-loop time)."""
    posting: bool = False
    """A line of ``posts`` is on its way to Discord."""
    held_timer: asyncio.TimerHandle | None = None
    """Set while a deal's result Discord refused through every try is held at the head of
    ``posts`` (the lines after it waiting behind it, the message drawn meanwhile): it wakes
    the worker for the result's next try, unless Discord takes another of the table's lines
    first (:meth:`TableCog.thread_took`)."""
    held_tries: int = 0
    """New tries of the held result refused so far (its back-off goes on doubling)."""
    held_since: float = 0.0
    """The event loop's time of the held result's first try: past the nonce window after it,
    Discord may no longer give back a message an unanswered try made, and a new try looks
    through the thread first (:meth:`TableCog._up_already`)."""
    gave_up: int | None = None
    """The first deal whose result a close left unposted: no later result is marked posted
    past it (a mark covers every deal before it), nor the table's closing marked done, so
    the next start-up still owes it (:meth:`table_owed.OwedLines.post_owed`)."""
    posted: asyncio.Event = field(default_factory=asyncio.Event)
    """Set (and replaced) each time a line has been posted: :meth:`TableCog.posts_sent`."""
    repost_nonce: str | None = None
    """The nonce of the table message posted again (:func:`table_drawing.post_again`) until that
    post is answered: tried again, it gets back the message Discord made of an earlier try
    whose answer was lost, instead of a second table message."""
    owes_closing: bool = False
    """The table ended (or start-up found its closing owed): once its closing line and its
    message drawn as closed went out, its mark says so."""
    closing_failed: bool = False
    """The closing line was not posted: the mark is not written, the next start-up tries."""
    drawn_closed: bool = False
    """The message drawn as closed went out (or the table has none)."""
    away_notices: dict[int, tuple[int, int, bool]] = field(default_factory=lambda: {})
    """By the person away, their step-away notice as posted (its channel and message, and
    whether the turn timer moved them), until it can only be refused (:class:`StepAway`):
    then it is edited. Its message is saved with its seat change too (migration 0020): after
    a restart it is fetched from there, and the thread is looked through as well
    (:func:`table_away.away_over`)."""
    unedited: dict[int, tuple[int, str, int]] = field(default_factory=lambda: {})
    """Step-away notices whose edit Discord refused (not for a message gone), by message: its
    channel, the text it is to say, without its button, and the tries refused so far. Tried
    again at the table's next step-away line and at the game's end, until Discord takes the
    edit, the message is gone, or a few tries were refused (:data:`table_away.UNEDITED_TRIES`,
    logged; :func:`table_away.away_notices_closed`)."""
