"""Who played each seat of a table when: the seat changes the database wrote down (migration
0013, ``TablesRepo.seat_changes``) placed in the table's game record (RF-2.6).

The log's ``start`` event names the seats' first holders, and a seat may change hands later: a
``/boston replace``, a computer keeping it for someone who stepped away (or whose turn timer ran
out) and their return. A change is written down with the log's last event at the time, so it
took effect before the next event: before that action of the deal in play, or from the next
deal where a deal had just ended. A person renamed during the game is one player: they are
named once, by the last name they had at the seat, and so is a computer whose name was said
again in the server's language. A change no action of the record follows (after the last deal,
or in an abandoned deal the record leaves out) names nobody who played.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.record import SeatChange, with_seat_changes
from bot.tables import log
from db.models import SeatAssignment

Place = tuple[int, int]
"""A place in the record: (deal, action), both counted from 1: before that action."""


def played_by(
    record: Mapping[str, Any],
    events: Sequence[log.Event],
    changes: Sequence[tuple[int, SeatAssignment]],
) -> dict[str, object]:
    """``record`` (the game record of ``events``, the table's whole log, perhaps cut before
    an abandoned deal) naming who played: each seat's first holder in ``players`` and every
    later one in ``seat_changes``. ``changes`` as ``TablesRepo.seat_changes`` gives them."""
    return with_seat_changes(record, *holders(record, events, changes))


def holders(
    record: Mapping[str, Any],
    events: Sequence[log.Event],
    changes: Sequence[tuple[int, SeatAssignment]],
) -> tuple[list[str], list[SeatChange]]:
    """Who played each seat of ``record`` (as :func:`played_by` names them, which a table's
    protocol shows too): each seat's first holder, and every later one in the record's
    order."""
    deals: list[Any] = list(record.get("deals", []))
    places = _places(events, deals)
    players = [str(name) for name in record.get("players", [])]
    later: list[SeatChange] = []
    for seat in (1, 2, 3, 4):
        held = [(seq, holder) for seq, holder in changes if holder.seat == seat]
        if not held or len(players) != 4:
            continue  # never changed since the start (or a table started before 0013)
        runs = _runs([(places.get(seq), holder) for seq, holder in held], len(deals))
        first, *others = runs
        players[seat - 1] = first[1]
        later += [SeatChange(seat, name, deal, action) for (deal, action), name in others]
    later.sort(key=lambda change: (change.deal, change.action, change.seat))
    return players, later


def _places(events: Sequence[log.Event], deals: Sequence[Any]) -> dict[int, Place]:
    """For each seq of the log (0 too: before its first event), the place in the record a
    seat change written at it took effect from. The deals are counted as
    :func:`bot.tables.log.deals_from_events` builds them, so the numbers are the record's; a
    played deal whose actions are all done (the record's count of them) is over, and a change
    after it is from the next deal."""
    counted: list[int | None] = []  # per deal: its actions so far, None for a scored deal
    places: dict[int, Place] = {0: (1, 1)}
    for seq, (kind, _) in enumerate(events, start=1):
        if kind == log.DEAL:
            counted.append(0)
        elif kind == log.ACTION and counted and counted[-1] is not None:
            counted[-1] += 1
        elif kind == log.SCORE:
            counted.append(None)
        elif counted and (kind == log.WITHDRAW or (kind == log.CLOSE and counted[-1] == 0)):
            counted.pop()  # a scored deal taken back; a deal nobody acted in, not recorded
        number, done = len(counted), counted[-1] if counted else None
        if done is None or (number <= len(deals) and done >= _actions(deals[number - 1])):
            places[seq] = (number + 1, 1)  # no deal yet, a scored deal, or one over
        else:
            places[seq] = (number, done + 1)  # beyond the record where it was cut before
    return places


def _actions(deal: Any) -> int:
    actions = deal.get("actions") if isinstance(deal, Mapping) else None
    return len(actions) if isinstance(actions, list) else 0  # pyright: ignore[reportUnknownArgumentType]


Who = tuple[int | None, str | None]
"""A holder as one player: (the person, the computer's level). A computer is known only by its
level: its name said again in another language keeps it, but another level is another computer
(a random one replaced by a strong one; a keeper by the host's choice)."""


def _who(holder: SeatAssignment) -> Who:
    return holder.player_id, holder.computer_level


def _runs(
    held: Sequence[tuple[Place | None, SeatAssignment]], deals: int
) -> list[tuple[Place, str]]:
    """One seat's holders in order, as (place, holder), made into its players: where each
    began and the last name they had. A holder replaced before anyone moved played nothing;
    one holder after another of the same person (a rename) or of a computer of the same level
    (its name said again) is one player; a change no action of the record follows only names
    a player already playing."""
    beyond = (deals + 1, 1)
    runs: list[tuple[Place, str, Who]] = []  # (place, name, who)
    for place, holder in held:
        place = beyond if place is None or place > beyond else place
        who = _who(holder)
        same = bool(runs) and runs[-1][2] == who
        if runs and runs[-1][0] == place and place < beyond:
            runs.pop()  # nobody moved under the one before
            same = bool(runs) and runs[-1][2] == who
        if same:
            runs[-1] = (runs[-1][0], holder.display_name, who)
        elif place < beyond or not runs:
            runs.append((place, holder.display_name, who))
    return [(place, name) for place, name, _ in runs]
