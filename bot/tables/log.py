"""The event log of a table and how it becomes a game again.

Events map one-to-one onto the game record: ``start`` is the record's head, ``deal`` opens a
played deal (hands as dealt and the turned card), ``action`` appends to it, ``score`` is a
scored deal, ``withdraw`` takes back the scored deal before it (a result entered wrongly at a
scorekeeping table: the log keeps both, the record neither) and ``close`` ends the game with
betdelning (naming who ended it by agreement, where someone did: :func:`close_payload`; the
record does not keep it). Rebuilding is replaying the record.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.actions import Action, action_to_dict
from bot.engine.checkpoint import restore
from bot.engine.game import Game
from bot.engine.record import FORMAT, RecordError, deal_head, game_from_record, replay_deals

START, DEAL, ACTION, SCORE, WITHDRAW, CLOSE = (
    "start",
    "deal",
    "action",
    "score",
    "withdraw",
    "close",
)

Event = tuple[str, Mapping[str, Any]]
Rename = tuple[int, int, str]
"""``(seq, seat, name)``: from after the log's event ``seq`` on, ``seat`` went by ``name`` (a
seat handed to someone else, a person renamed): :func:`bot.tables.seat_history.renames`."""

logger = logging.getLogger(__name__)


def start_payload(
    variant: str, settings: Mapping[str, object], players: Sequence[str], first_dealer: int
) -> dict[str, Any]:
    return {
        "variant": variant,
        "settings": dict(settings),
        "players": list(players),
        "first_dealer": first_dealer,
    }


def deal_payload(game: Game) -> dict[str, Any]:
    """The payload of the deal just started in ``game`` (its hands as dealt)."""
    deal = game.deals[-1].deal
    assert deal is not None
    return deal_head(deal)


def action_payload(action: Action) -> dict[str, Any]:
    return action_to_dict(action)


def close_payload(by: int | None, dropped: int | None, *, outgrown: bool = False) -> dict[str, Any]:
    """The ``close`` event's payload: who ended the game by agreement (SV-M2, ``by``) and the
    deal dealt but not played that the stop took back (``dropped``), saved with the close in
    its transaction, so that a closing posted again after a stop names them as the one posted
    at the time does (:func:`ended_by`). Empty where nobody is named at the close: a game that
    ended by itself, or one whose stop was asked during a deal (the line saying the game
    ends named its asker then). ``outgrown``: the table ended it because the scores outgrew
    what the database keeps, taking back the deal in progress (``dropped``) however far it
    was played; the replay takes it back too (:func:`_deals_and_ends`)."""
    if outgrown:
        return {"outgrown": True} if dropped is None else {"outgrown": True, "dropped": dropped}
    if by is None:
        return {}
    if dropped is None:
        return {"by": by}
    return {"by": by, "dropped": dropped}


@dataclass(frozen=True, slots=True)
class EndedBy:
    """Who ended a game by agreement, from its ``close`` event (:func:`close_payload`)."""

    by: int | None
    """The person (host or admin); None where the table ended it (``outgrown``)."""
    dropped: int | None
    """The deal dealt but not played that the stop took back; None where there was none."""
    outgrown: bool = False
    """Ended by the table because the scores outgrew what the database can keep."""


def ended_by(events: Sequence[Event]) -> EndedBy | None:
    """Who ended the game of ``events`` (a table's log) by agreement, as its ``close`` event
    says; None where it names nobody: no close, a game that ended by itself, a stop asked
    during a deal, or a close written before the ender was saved with it (nothing is
    guessed then)."""
    payload = next((p for kind, p in reversed(events) if kind == CLOSE), None)
    if payload is None:
        return None
    by, dropped = _whole(payload.get("by")), _whole(payload.get("dropped"))
    if payload.get("outgrown") is True:
        return EndedBy(None, dropped, outgrown=True)
    return EndedBy(by, dropped) if by is not None else None


def _whole(value: object) -> int | None:
    """``value`` where it is a JSON whole number (a boolean, which Python counts as one, is
    not), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def record_from_events(events: Sequence[Event]) -> dict[str, Any]:
    """The game record the log describes; raises :class:`RecordError` if it is malformed."""
    if not events or events[0][0] != START:
        raise RecordError("the log does not begin with a start event")
    head = dict(events[0][1])
    return {"format": FORMAT, **head, "deals": deals_from_events(events[1:], first=2)}


def deals_from_events(events: Sequence[Event], first: int = 1) -> list[object]:
    """The record's deals that ``events`` (no ``start`` among them) describe; ``first`` is the
    position of the first event in the log, for the error messages."""
    return [deal for deal, _ in _deals_and_ends(events, first)]


def deal_ends(events: Sequence[Event]) -> list[int]:
    """For each deal of the record of ``events`` (the table's whole log), the seq of its last
    event (the one that settled it, where it is over): ``events[:end]`` is the log as it stood
    then. Raises :class:`RecordError` as :func:`deals_from_events` does."""
    return [end for _, end in _deals_and_ends(events[1:], first=2)]


def _deals_and_ends(events: Sequence[Event], first: int) -> list[tuple[dict[str, Any], int]]:
    """:func:`deals_from_events`, each deal with the position of its last event in the log
    (the one that settled it, where it is over)."""
    deals: list[tuple[dict[str, Any], int]] = []
    for index, (kind, payload) in enumerate(events, start=first):
        if kind == DEAL:
            deals.append(({**payload, "actions": []}, index))
        elif kind == ACTION:
            if not deals or "actions" not in deals[-1][0]:
                raise RecordError(f"event {index}: an action outside a played deal")
            deals[-1][0]["actions"].append(dict(payload))
            deals[-1] = (deals[-1][0], index)
        elif kind == SCORE:
            deals.append(({"result": payload["result"]}, index))
        elif kind == WITHDRAW:
            # Only the last scored deal can be taken back, and a withdrawal is always written
            # with a checkpoint after it (or with none left): its deal is in this list.
            if not deals or "result" not in deals[-1][0]:
                raise RecordError(f"event {index}: a withdrawal with no scored deal before it")
            deals.pop()
        elif kind == CLOSE:
            if deals and deals[-1][0].get("actions") == []:
                deals.pop()  # the game ended before anyone acted on this deal
            elif deals and payload.get("outgrown") is True and "dropped" in payload:
                deals.pop()  # its scores would not fit the database: taken back, played or not
        else:
            raise RecordError(f"event {index}: unknown kind {kind!r}")
    return deals


def game_from_events(events: Sequence[Event], renames: Sequence[Rename] = ()) -> Game:
    """Replay a table's log; raises :class:`RecordError` naming what could not be replayed.

    With ``renames`` (in the order of their ``seq``) each deal is settled under the names its
    seats went by when it was, as the live game settled it, and as a checkpoint keeps it: the
    last deals in memory name the holders of their time, not the start event's players."""
    try:
        if renames:
            game = _replayed_renamed(events, renames)
        else:
            game = game_from_record(record_from_events(events), logged=True)
    except (KeyError, TypeError) as exc:
        raise RecordError(f"a malformed event: {exc!r}") from None
    if any(kind == CLOSE for kind, _ in events):
        game.close()
    return game


def _replayed_renamed(events: Sequence[Event], renames: Sequence[Rename]) -> Game:
    """:func:`game_from_events`'s game, each deal replayed once its seats are renamed as they
    were before its last event (a change written down with that event took effect after it)."""
    record = record_from_events(events)  # the log's own checks first
    game = game_from_record({**record, "deals": []}, logged=True)
    waiting = iter(renames)
    rename = next(waiting, None)
    for deal, end in _deals_and_ends(events[1:], first=2):
        while rename is not None and rename[0] < end:
            _, seat, name = rename
            if name.strip() and name != game.players[seat - 1]:
                game.rename_seat(seat, name)
            rename = next(waiting, None)
        replay_deals(game, [deal], logged=True)
    return game


def every_deal(events: Sequence[Event], renames: Sequence[Rename] = ()) -> Game | None:
    """The game with every deal in memory, replayed from the table's whole log (a live game
    keeps only its last deals): what a list of all the deals reads; with ``renames``, each deal
    settled under its seats' names of the time (:func:`game_from_events`). None for an empty
    log or one that cannot be replayed; the caller then shows what the live game holds."""
    if not events:
        return None
    try:
        return game_from_events(events, renames)
    except RecordError as exc:
        logger.warning("a table's log does not replay (%s)", exc)
        return None


def game_from_checkpoint(state: Mapping[str, Any], tail: Sequence[Event]) -> Game:
    """The game at the end of the log from a checkpoint and the events after it; raises
    :class:`CheckpointError` for a checkpoint that cannot be read (replay the whole log then)
    and :class:`RecordError` for a tail that cannot be replayed."""
    game = restore(state)
    try:
        # A second start is an unknown kind.
        replay_deals(game, deals_from_events(tail), logged=True)
    except (KeyError, TypeError) as exc:
        raise RecordError(f"a malformed event: {exc!r}") from None
    if any(kind == CLOSE for kind, _ in tail):
        game.close()
    return game
