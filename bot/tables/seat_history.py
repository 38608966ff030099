"""Who played each seat of a table when: the seat changes the database wrote down (migration
0013, ``SeatsRepo.seat_changes``) placed in the table's game record (RF-2.6).

The log's ``start`` event names the seats' first holders, and a seat may change hands later: a
``/boston replace``, a computer keeping it for someone who stepped away (or whose turn timer ran
out) and their return. A change is written down with the log's last event at the time, so it
took effect before the next event: before that action of the deal in play, or from the next
deal where a deal had just ended. A person renamed during the game is one player: they are
named once, by the last name they had at the seat, and so is a computer whose name was said
again in the server's language. A change no action of the record follows (after the last deal,
or in an abandoned deal the record leaves out) names nobody who played, but in a live game's
deal in progress (``in_play``: the record is the log so far, its last deal unfinished) it
names who plays the seat from the deal's next action: a person who came back before anyone
moved again is said to hold their seat, not left behind the computer that kept it.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Mapping, Sequence
from typing import Any, NamedTuple

from bot.engine.actions import Action, action_from_dict
from bot.engine.record import RecordError, SeatChange, with_seat_changes
from bot.i18n import kept_in_any
from bot.tables import log
from db.models import SeatAssignment

logger = logging.getLogger(__name__)

Place = tuple[int, int]
"""A place in the record: (deal, action), both counted from 1: before that action."""


def played_by(
    record: Mapping[str, Any],
    events: Sequence[log.Event],
    changes: Sequence[tuple[int, SeatAssignment]],
    given: Collection[tuple[int, int]],
) -> dict[str, object]:
    """``record`` (the game record of ``events``, the table's whole log, perhaps cut before
    an abandoned deal) naming who played: each seat's first holder in ``players`` and every
    later one in ``seat_changes``. ``changes`` as ``SeatsRepo.seat_changes`` gives them,
    ``given`` as :func:`renames` takes it."""
    return with_seat_changes(record, *holders(record, events, changes, given))


def holders(
    record: Mapping[str, Any],
    events: Sequence[log.Event],
    changes: Sequence[tuple[int, SeatAssignment]],
    given: Collection[tuple[int, int]],
    *,
    in_play: bool = False,
) -> tuple[list[str], list[SeatChange]]:
    """Who played each seat of ``record`` (as :func:`played_by` names them, which a table's
    protocol shows too): each seat's first holder, and every later one in the record's
    order, a computer the host gave the seat (``given``, as :func:`renames` takes it) marked
    so (RF-2.6: else its name reads as a keeper's). ``in_play``: the record's last deal is
    still being played (a live table's protocol), so a change after its last action so far
    takes effect at its next action, which the record does not hold yet (never so in a
    record written out: its deals are over)."""
    deals: list[Any] = list(record.get("deals", []))
    places = _places(events, deals, in_play=in_play)
    players = [str(name) for name in record.get("players", [])]
    later: list[SeatChange] = []
    for seat in (1, 2, 3, 4):
        held = [(seq, holder) for seq, holder in changes if holder.seat == seat]
        if not held or len(players) != 4:
            continue  # never changed since the start (or a table started before 0013)
        placed = [(places.get(seq), holder, (seq, seat) in given) for seq, holder in held]
        first, *others = _runs(placed, len(deals))
        kept = _keeps_for(first, held)
        if first[2]:
            # Given to a computer before anyone moved: the seat's first holder stays in
            # ``players`` and the gift is a change from the start, which says it is given.
            players[seat - 1] = held[0][1].display_name
            others.insert(0, first)
        elif kept is not None:
            # Its person stepped away before anyone moved: the seat is still theirs, so they
            # are its first holder and the computer keeping it a change from the start.
            players[seat - 1] = kept
            others.insert(0, first)
        else:
            players[seat - 1] = first[1]
        later += [SeatChange(seat, name, *place, gift) for place, name, gift in others]
    later.sort(key=lambda change: (change.deal, change.action, change.seat))
    return players, later


def _keeps_for(
    run: tuple[Place, str, bool], held: Sequence[tuple[int, SeatAssignment]]
) -> str | None:
    """The person a seat's first player ``run`` keeps the seat for, where it is a computer
    keeping it for someone away (not one the host gave it): "Bertil (computer)" keeps it
    for Bertil. None for any other player."""
    if run[2]:
        return None
    for _, holder in held:
        if holder.display_name == run[1] and holder.computer_level is not None:
            return kept_in_any(holder.display_name)
    return None


def renames(
    changes: Sequence[tuple[int, SeatAssignment]], given: Collection[tuple[int, int]]
) -> list[log.Rename]:
    """``changes`` (as ``SeatsRepo.seat_changes`` gives them) as the names the live game gave
    the seats from then on (:meth:`~bot.tables.live.LiveTable.owner_name`): a computer keeping
    a seat for someone away, named for them ("Anna (computer)"), names that person; one the
    host gave the seat (``given``, :attr:`~bot.tables.options.TableOptions.given`: its
    ``(seq, seat)``) is named as it is. A table rebuilt from its whole log replays its deals
    under them (:func:`log.game_from_events`)."""
    found: list[log.Rename] = []
    for seq, holder in changes:
        name = holder.display_name
        if holder.computer_level is not None and (seq, holder.seat) not in given:
            kept = kept_in_any(name)
            name = name if kept is None else kept
        found.append((seq, holder.seat, name))
    return found


def _places(
    events: Sequence[log.Event], deals: Sequence[Any], *, in_play: bool = False
) -> dict[int, Place]:
    """For each seq of the log (0 too: before its first event), the place in the record a
    seat change written at it took effect from. The deals are counted as
    :func:`bot.tables.log.deals_from_events` builds them, so the numbers are the record's; a
    played deal whose actions are all done (the record's count of them) is over, and a change
    after it is from the next deal; but not the last deal where it is ``in_play``."""
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
        playing = in_play and number == len(deals)  # its actions so far, not all of them
        if done is None or (
            number <= len(deals) and done >= _actions(deals[number - 1]) and not playing
        ):
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
    held: Sequence[tuple[Place | None, SeatAssignment, bool]], deals: int
) -> list[tuple[Place, str, bool]]:
    """One seat's holders in order, as (place, holder, given by the host), made into its
    players: where each began, the last name they had and whether the host gave them the
    seat. A holder replaced before anyone moved played nothing; one holder after another of
    the same person (a rename) or of a computer of the same level (its name said again) is
    one player, but a keeper the host gave the seat for good is a player of its own from
    then; a change no action of the record follows only names a player already playing."""
    beyond = (deals + 1, 1)
    runs: list[tuple[Place, str, tuple[Who, bool]]] = []  # (place, name, (who, given))
    for place, holder, gift in held:
        place = beyond if place is None or place > beyond else place
        who = (_who(holder), gift)
        same = bool(runs) and runs[-1][2][0] == who[0] and not gift
        if runs and runs[-1][0] == place and place < beyond:
            runs.pop()  # nobody moved under the one before
            same = bool(runs) and runs[-1][2][0] == who[0] and not gift
        if same:
            runs[-1] = (runs[-1][0], holder.display_name, runs[-1][2])
        elif place < beyond or not runs:
            runs.append((place, holder.display_name, who))
    return [(place, name, gift) for place, name, (_, gift) in runs]


PastHolder = tuple[int, int, str]
"""``(seat, deal, name)``: ``name`` held ``seat`` at the end of each deal up to ``deal`` (those
after the seat's entry before, if any), and the seat was handed to someone else after it:
:attr:`~bot.tables.live.LiveTable.past_holders`."""

PartHolder = tuple[int, int, str]
"""``(seat, deal, name)``: ``name`` played ``seat`` in part of deal ``deal`` (from its start,
or from an earlier handover during it) and handed it to someone else before the deal's end:
:attr:`~bot.tables.live.LiveTable.part_holders`."""


MoveHolder = tuple[int, int, int, str]
"""``(seat, deal, moves, name)``: a :data:`PartHolder` with the number of the deal's actions
made before the handover, each of them by the seat's holder of the time: ``name`` made the
seat's moves among the first ``moves``, its later holders the rest:
:attr:`~bot.tables.live.LiveTable.move_holders`."""


def handovers(
    changes: Sequence[tuple[int, SeatAssignment]], given: Collection[tuple[int, int]]
) -> list[tuple[int, int, str]]:
    """``changes`` (as ``SeatsRepo.seat_changes`` gives them) where a seat was handed to
    someone else, as ``(seq, seat, name)``: after the log's event ``seq`` the seat's holder
    named ``name`` (as the live game named them, :func:`renames`) was no longer its player.
    Not a handover: a computer keeping a seat for its person who stepped away and their
    return (the seat stays theirs, :meth:`~bot.tables.live.LiveTable.owner_name`), a person
    renamed, a computer's name said again. A computer the host gave the seat (``given``, as
    :func:`renames` takes it) is a holder of its own, though named for the seat's person,
    and so is a keeper given the seat for good: a handover each way, as to a member. Read
    without the log: a table none of whose seats was handed over needs nothing more."""
    found: list[tuple[int, int, str]] = []
    owners: dict[int, tuple[Who | str, str]] = {}  # per seat: (who owns it, their name)
    named = renames(changes, given)
    for (seq, holder), (_, seat, name) in zip(changes, named, strict=True):
        who: Who | str = _who(holder)
        if holder.computer_level is not None and name != holder.display_name:
            who = name  # a keeper: its person's, whom only the name says
        owner = owners.get(seat)
        if owner is not None and who == name == owner[1]:
            continue  # kept for the seat's own person
        if owner is not None and who != owner[0]:
            found.append((seq, seat, owner[1]))
        owners[seat] = (who, name)
    return found


class Placed(NamedTuple):
    """A table's handovers placed in its log (:func:`placed_holders`): what a rebuild keeps
    of them (:class:`~bot.tables.live.LiveTable`'s fields of the same names)."""

    past_holders: list[PastHolder]
    part_holders: list[PartHolder]
    move_holders: list[MoveHolder]
    """The part holders with how many of their deal's actions were made before they handed
    the seat over, in the order they played."""
    handed_actions: dict[int, tuple[Action, ...]]
    """The actions of each deal a seat changed hands during: a game restored from a
    checkpoint holds the last deal's result but not its moves, and a line about it names its
    dealer, declarer and whister by who took each part (``cogs.boston.seat_names.DealParts``)."""


def nowhere() -> Placed:
    """No handover placed: a table none of whose seats was handed over, or whose log does not
    say where (its lines then name the seats' holders now). New lists each time: a live
    table adds to its own (:meth:`~bot.tables.live.LiveTable.hand_over`)."""
    return Placed([], [], [], {})


def placed_holders(
    handed: Sequence[tuple[int, int, str]], events: Sequence[log.Event], *, in_play: bool
) -> Placed:
    """:func:`handovers` placed in the game: each earlier holder with the last deal whose end
    they held (a seat handed over during a deal is its new holder's from that deal on); each
    who handed a seat over during a deal, someone having moved in it (that deal's lines name
    them too), with how far into it; and the actions of those deals: the log's deals parsed
    once for all. ``events``: the table's whole log; ``in_play``: its last deal is not over.
    Read at a rebuild only, and only where a seat was handed over. Raises
    :class:`~bot.engine.record.RecordError` for a log that does not replay, and
    :class:`ValueError` for an action it cannot say."""
    if not handed:
        return nowhere()
    deals = log.deals_from_events(events[1:], first=2)
    places = _places(events, deals, in_play=in_play)
    held: list[PastHolder] = []
    parts: list[PartHolder] = []
    moves: list[MoveHolder] = []
    for seq, seat, name in handed:
        deal, action = places.get(seq, (len(deals) + 1, 1))
        add_past_holder(held, seat, deal - 1, name)
        if action > 1:  # before the deal's second action or later: someone had moved
            add_part_holder(parts, seat, deal, name)
            moves.append((seat, deal, action - 1, name))
    actions: dict[int, tuple[Action, ...]] = {}
    for number in {deal for _, deal, _, _ in moves}:
        if number <= len(deals):
            deal = deals[number - 1]
            listed = deal.get("actions", []) if isinstance(deal, Mapping) else []
            actions[number] = tuple(action_from_dict(a) for a in listed)
    return Placed(held, parts, moves, actions)


def placed_or_nowhere(
    table_id: int,
    handed: Sequence[tuple[int, int, str]],
    events: Sequence[log.Event],
    *,
    in_play: bool,
) -> Placed:
    """:func:`placed_holders`, or none where the log does not say where the handovers were
    (logged): the lines about past deals then name the seats' holders now, as before, rather
    than the table broken."""
    try:
        return placed_holders(handed, events, in_play=in_play)
    except (RecordError, KeyError, TypeError, ValueError) as exc:
        logger.warning("table %s: earlier seat holders not placed (%s)", table_id, exc)
        return nowhere()


def add_past_holder(held: list[PastHolder], seat: int, deal: int, name: str) -> None:
    """``name`` held ``seat`` at the end of its deals up to ``deal``, and no longer holds it:
    added to ``held`` (oldest first) unless they held no deal's end (handed over during their
    first deal, or before anyone moved), which names nobody. One entry per handover."""
    if deal < 1 or any(s == seat and last >= deal for s, last, _ in held):
        return
    held.append((seat, deal, name))


def add_part_holder(parts: list[PartHolder], seat: int, deal: int, name: str) -> None:
    """``name`` played ``seat`` in part of deal ``deal`` and handed it over during it: added
    to ``parts``, in the order they played. One entry per handover."""
    parts.append((seat, deal, name))
