"""The game record ``boston-record/1`` (``docs/rules/record-format.md``): read it into a
:class:`~bot.engine.game.Game` by replaying every deal, and write a game back out.

A bad record raises :class:`RecordError` naming the deal and action (both counted from 1) and
the reason; nothing is half-applied because the game is built afresh and returned only whole.
Unknown fields are refused rather than silently dropped.

Who took over a seat during the game (RF-2.6, ``seat_changes``) is read and checked here
(:func:`read_seat_changes`) but not kept by the :class:`~bot.engine.game.Game`: the rules do not
depend on who holds a seat. A reader that names who played each deal replays the record
``as_played`` (:func:`game_from_record`): the seats go by their holders' names as the changes
take effect, so each deal's ledger lines name its own players. A writer that knows the changes
adds them (:func:`with_seat_changes`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from bot.engine.actions import (
    Action,
    ActionFormatError,
    Merge,
    action_from_dict,
    action_to_dict,
)
from bot.engine.cards import Card, CardError, card_str, cards_str, parse_card, parse_cards
from bot.engine.deal import Deal
from bot.engine.errors import IllegalAction
from bot.engine.game import DealEntry, Game
from bot.engine.history import ForgottenDeal
from bot.engine.scored import check_entered, fields_of
from bot.engine.scoring import Settlement
from bot.engine.variant import ScoredDealError, SettingsError, Variant
from bot.engine.variants import get_variant, new_game

FORMAT = "boston-record/1"
Where = tuple[str | int, ...]
"""Where a value stands in a record: the keys and list indexes that lead to it."""
_TOP_FIELDS = {
    "format",
    "variant",
    "settings",
    "players",
    "first_dealer",
    "seat_changes",
    "ended_after",
    "deals",
}
_CHANGE_FIELDS = {"seat", "name", "deal", "action", "given"}


class RecordError(ValueError):
    """A record that cannot be read; ``deal`` and ``action`` are 1-based positions or None.

    ``code`` and ``fields`` name the problem for a translated message (the catalogue's
    ``record.<code>``; ``illegal`` carries the rules' own code as ``illegal``, and for a
    refused move the ``seat`` that made it, the seat whose ``turn`` it was, and their ``name``
    and ``turn_name`` in the record, so the message can say whose move is wrong; ``settings``
    the settings' own error where the record's variant or settings were refused, ``scored``
    the rules' own error where a scored deal was refused, ``card`` the cards' own error where
    a card or the hands were refused); with none of them, the reason exists in English
    only."""

    def __init__(
        self,
        reason: str,
        deal: int | None = None,
        action: int | None = None,
        *,
        code: str = "",
        fields: Mapping[str, str | int] | None = None,
        settings: SettingsError | None = None,
        scored: ScoredDealError | None = None,
        card: CardError | None = None,
        at: Where | None = None,
    ) -> None:
        where = ""
        if deal is not None:
            where = f"deal {deal}" + (f", action {action}" if action is not None else "") + ": "
        super().__init__(where + reason)
        self.reason = reason
        self.deal = deal
        self.action = action
        self.code = code
        self.fields: dict[str, str | int] = dict(fields or {})
        self.settings = settings
        """The record's settings or variant refused: their reason, for a translation."""
        self.scored = scored
        """A scored deal refused: the rules' reason, for a translation."""
        self.card = card
        """A card or the hands refused: the cards' reason, for a translation."""
        if at is None and deal is not None:
            at = ("deals", deal - 1) + (("actions", action - 1) if action is not None else ())
        self.at: Where | None = at
        """Where in the record the refused value stands, as the keys and indexes that lead
        to it (``("deals", 4, "actions", 12)``), so that a reader of its JSON text can name
        the line and column (:func:`value_position`); None where it stands nowhere (a field
        missing) or is not known."""


_SPACE = re.compile(r"[ \t\n\r]*")


def value_position(text: str, at: Where) -> tuple[int, int] | None:
    """The line and column (both counted from 1, as a JSON syntax error names them) where
    the value ``at`` leads to starts in ``text``, a record's JSON text; None where ``text``
    holds no such value (a field left out). A field written twice is read as its last, as
    the record's reader reads it."""
    decoder = json.JSONDecoder()
    try:
        pos = _SPACE.match(text).end()  # pyright: ignore[reportOptionalMemberAccess]
        for step in at:
            pos = _step(text, pos, step, decoder)
            if pos is None:
                return None
    except (ValueError, RecursionError):  # not the text the record was read from
        return None
    line = text.count("\n", 0, pos) + 1
    return line, pos - text.rfind("\n", 0, pos)


def _step(text: str, pos: int, step: str | int, decoder: json.JSONDecoder) -> int | None:
    """From the value starting at ``pos``, where its item ``step`` (a list's index, an
    object's key) starts; None where it has none."""

    def skip(at: int) -> int:
        return _SPACE.match(text, at).end()  # pyright: ignore[reportOptionalMemberAccess]

    if isinstance(step, int):
        if not text.startswith("[", pos):
            return None
        pos = skip(pos + 1)
        for _ in range(step):
            if text.startswith("]", pos):
                return None
            pos = skip(decoder.raw_decode(text, pos)[1])
            if not text.startswith(",", pos):
                return None
            pos = skip(pos + 1)
        return None if text.startswith("]", pos) else pos
    if not text.startswith("{", pos):
        return None
    pos = skip(pos + 1)
    found = None
    while text.startswith('"', pos):
        key, pos = decoder.raw_decode(text, pos)  # the key: a string, read as a value
        pos = skip(pos)
        if not text.startswith(":", pos):
            return None
        pos = skip(pos + 1)
        if key == step:
            found = pos  # a later one wins, as in the record read
        pos = skip(decoder.raw_decode(text, pos)[1])
        if not text.startswith(",", pos):
            break
        pos = skip(pos + 1)
    return found


def _obj(
    value: object,
    what: str,
    deal: int | None = None,
    code: str = "object",
    at: Where | None = None,
) -> dict[str, object]:
    if not isinstance(value, dict):
        raise RecordError(
            f"{what} must be an object", deal, code=code, fields={"what": what}, at=at
        )
    return {str(k): v for k, v in value.items()}  # pyright: ignore[reportUnknownVariableType,reportUnknownArgumentType]


def _list(
    value: object, what: str, deal: int | None = None, at: Where | None = None
) -> list[object]:
    if not isinstance(value, list):
        raise RecordError(f"{what} must be a list", deal, code="list", fields={"what": what}, at=at)
    return cast(list[object], value)


def game_from_record(data: object, *, as_played: bool = False, logged: bool = False) -> Game:
    """Replay a whole record; raise :class:`RecordError` on the first problem.

    ``as_played``: each seat goes by the name of whoever held it (the record's
    ``seat_changes``, RF-2.6) from the action a change took effect at, so every ledger line
    settled afterwards (a deal's payments, betdelning) and a refused move's message name who
    played then, as a live table's deals are settled under the holders of their time. The
    game's ``players`` then end as the seats' last holders (the record's name the first).
    Without it the record's ``players`` are named throughout. ``logged``: the record is a
    table's own log, whose scored deals were checked when they were entered
    (:meth:`Game.add_scored`)."""
    top = _obj(data, "a record", code="not_record")
    if top.get("format") != FORMAT:
        raise RecordError(
            f'"format" must be "{FORMAT}"', code="format", fields={"format": FORMAT}, at=("format",)
        )
    unknown = sorted(set(top) - _TOP_FIELDS)
    if unknown:
        raise RecordError(
            f"unknown field {unknown[0]!r}",
            code="unknown_field",
            fields={"name": unknown[0]},
            at=(unknown[0],),
        )
    variant = top.get("variant", "swedish")
    players = top.get("players")
    first_dealer = top.get("first_dealer", 1)
    if not isinstance(variant, str):
        raise RecordError('"variant" must be a string', code="variant", at=("variant",))
    if players is None:
        raise RecordError('"players" is missing', code="missing", fields={"what": '"players"'})
    names = _names(_list(players, '"players"', at=("players",)))
    try:
        game = new_game(
            variant,
            _obj(top.get("settings", {}), '"settings"', at=("settings",)),
            names,
            _seat(first_dealer),
        )
    except SettingsError as exc:
        raise RecordError(str(exc), settings=exc, at=_settings_at(top, exc)) from None
    deals = _list(top.get("deals", []), '"deals"', at=("deals",))
    renames = _Renames(game, _readable_changes(top, deals)) if as_played else None
    _replay(game, deals, renames, logged)
    read_seat_changes(top.get("seat_changes", []), deals)  # refused here, if at all
    if "ended_after" in top:
        _end_by_agreement(game, top["ended_after"])
    return game


def _end_by_agreement(game: Game, value: object) -> None:
    """RF-2.7: the game was ended by agreement after its last deal (``value``, the record's
    ``ended_after``) and settled then, as the table settled it (:meth:`Game.close`: SV-P12's
    betdelning, the pool shared out); refused where ``value`` is not that deal's number or
    the deal is unfinished, so that a record cut short or run on is not settled early."""
    last = len(game.deals)
    if _count(value, 0, last) != last or game.current is not None:
        raise RecordError(
            f'"ended_after" must be {last}, the number of the record\'s last deal, played to '
            "its end",
            code="ended_after",
            fields={"last": last},
            at=("ended_after",),
        )
    game.close()


def _settings_at(top: Mapping[str, object], exc: SettingsError) -> Where:
    """Where the record's refused variant or setting stands: the variant's name, the
    setting named (its value), else the settings as a whole."""
    if exc.code == "unknown_variant":
        return ("variant",)
    name = exc.fields.get("name")
    settings = top.get("settings")
    if isinstance(settings, dict) and name in settings:
        return ("settings", str(name))
    return ("settings",)


def _readable_changes(top: Mapping[str, object], deals: Sequence[object]) -> list[SeatChange]:
    """The record's seat changes where they can be read before its deals are replayed; none
    where they cannot, which :func:`game_from_record` refuses after the deals, as a record
    with a bad deal and a bad change always was (for its deal)."""
    try:
        return read_seat_changes(top.get("seat_changes", []), deals)
    except RecordError:
        return []


class _Renames:
    """A record's seat changes (RF-2.6) applied to the game as its replay reaches them: from
    the action a change took effect at, the seat goes by its new holder's name."""

    def __init__(self, game: Game, changes: Sequence[SeatChange]) -> None:
        self._game = game
        self._waiting = list(reversed(changes))  # the next change last: popped in order

    def reach(self, deal: int, action: int) -> None:
        """The replay is about to make ``action`` of ``deal`` (1: the deal's start)."""
        waiting = self._waiting
        while waiting and (waiting[-1].deal, waiting[-1].action) <= (deal, action):
            change = waiting.pop()
            if change.name != self._game.players[change.seat - 1]:
                self._game.rename_seat(change.seat, change.name)


@dataclass(frozen=True, slots=True)
class SeatChange:
    """RF-2.6: from action ``action`` of deal ``deal`` on (both counted from 1, as a bad
    record's message counts them), ``name`` plays ``seat``. ``given``: a computer the host
    gave the seat, a player of its own though named for the seat's person ("Di (computer)"),
    not one keeping the seat for them."""

    seat: int
    name: str
    deal: int
    action: int = 1
    given: bool = False

    def to_record(self) -> dict[str, object]:
        """The change as the record writes it (``action`` left out where it is the first,
        ``given`` where it is not so)."""
        written: dict[str, object] = {"seat": self.seat, "name": self.name, "deal": self.deal}
        if self.action != 1:
            written["action"] = self.action
        if self.given:
            written["given"] = True
        return written


def _count(value: object, lowest: int, highest: int) -> int | None:
    """``value`` where it is a whole number from ``lowest`` to ``highest`` (not a bool)."""
    if isinstance(value, int) and not isinstance(value, bool) and lowest <= value <= highest:
        return value
    return None


def _beyond(value: object, last: int) -> int | None:
    """``value`` where it is a whole number past ``last`` (not a bool): a place after the
    record's (or its deal's) end, which a refusal names (not one too long to name)."""
    if isinstance(value, int) and not isinstance(value, bool) and last < value < 10**12:
        return value
    return None


def read_seat_changes(value: object, deals: Sequence[object]) -> list[SeatChange]:
    """A record's ``seat_changes`` (RF-2.6) against its ``deals`` (already replayed, so each
    is a played deal's object or a scored one's): each change names a seat, a name and a
    place in the record, in the record's order. Raises :class:`RecordError` naming the first
    change (counted from 1) that is not so."""
    changes: list[SeatChange] = []
    for number, item in enumerate(_list(value, '"seat_changes"', at=("seat_changes",)), start=1):
        refused = RecordError(
            f'"seat_changes": change {number} must give a "seat" (1 to 4), a "name" and a '
            '"deal" (and "action"; "given" true or false) of this record, after the change '
            "before it",
            code="seat_change",
            fields={"n": number},
            at=("seat_changes", number - 1),
        )
        if not isinstance(item, dict):
            raise refused
        fields = cast(dict[str, object], item)
        if set(fields) - _CHANGE_FIELDS:
            raise refused
        seat = _count(fields.get("seat"), 1, 4)
        name = fields.get("name")
        deal = _count(fields.get("deal"), 1, len(deals))
        past = _beyond(fields.get("deal"), len(deals))
        if past is not None and seat is not None and isinstance(name, str) and name.strip():
            raise RecordError(
                f'"seat_changes": change {number} is at deal {past}, past the record\'s last '
                f"deal ({len(deals)})",
                code="seat_change_deal",
                fields={"n": number, "deal": past, "last": len(deals)},
                at=("seat_changes", number - 1, "deal"),
            )
        if seat is None or not isinstance(name, str) or not name.strip() or deal is None:
            raise refused
        raw = deals[deal - 1]
        actions = cast(dict[str, object], raw).get("actions") if isinstance(raw, dict) else None
        # A scored deal has no actions: a change there is from its start. A played deal's
        # change is before one of its actions (one after its last is the next deal's).
        last = max(len(cast(list[object], actions)) if isinstance(actions, list) else 1, 1)
        action = _count(fields.get("action", 1), 1, last)
        given = fields.get("given", False)
        beyond = _beyond(fields.get("action", 1), last)
        if beyond is not None and isinstance(given, bool) and isinstance(actions, list):
            raise RecordError(
                f'"seat_changes": change {number} is at action {beyond} of deal {deal}, past '
                f"that deal's last action ({last})",
                code="seat_change_action",
                fields={"n": number, "action": beyond, "deal": deal, "last": last},
                at=("seat_changes", number - 1, "action"),
            )
        if action is None or not isinstance(given, bool):
            raise refused
        change = SeatChange(seat, name, deal, action, given)
        if changes and (deal, action) < (changes[-1].deal, changes[-1].action):
            raise refused
        changes.append(change)
    return changes


def with_seat_changes(
    record: Mapping[str, object], players: Sequence[str], changes: Sequence[SeatChange]
) -> dict[str, object]:
    """``record`` naming ``players`` (who played each seat first) and, where there are any,
    the ``changes`` (RF-2.6), written after the players."""
    written: dict[str, object] = {}
    for key, value in record.items():
        if key == "seat_changes":
            continue
        written[key] = list(players) if key == "players" else value
        if key == "players" and changes:
            written["seat_changes"] = [change.to_record() for change in changes]
    return written


def _names(names: list[object]) -> list[str]:
    """The record's ``players``: four names, none of them empty (RF-2.3)."""
    if len(names) != 4:
        raise RecordError(
            f'"players" must list four names, not {len(names)}',
            code="players_count",
            fields={"count": len(names)},
            at=("players",),
        )
    for seat, name in enumerate(names, start=1):
        if not isinstance(name, str) or not name.strip():
            raise RecordError(
                f'"players": the name of seat {seat} must be a text, not empty',
                code="player_name",
                fields={"seat": seat},
                at=("players", seat - 1),
            )
    return cast(list[str], names)


def _seat(value: object) -> int:
    """The record's ``first_dealer``: a seat, 1 to 4 (RF-2.4); refused naming what was given."""
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 4:
        return value
    try:
        shown = json.dumps(value)
    except (TypeError, ValueError, RecursionError):  # not from json.loads: a caller's object
        shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:39] + "…"
    raise RecordError(
        f'"first_dealer" must be the seat 1, 2, 3 or 4, not {shown}',
        code="first_dealer",
        fields={"value": shown},
        at=("first_dealer",),
    )


def replay_deals(game: Game, deals: list[object], *, logged: bool = False) -> None:
    """Replay ``deals`` (the record's form, numbered on from the game's own) onto ``game``;
    raise :class:`RecordError` on the first problem. A restored checkpoint replays its tail
    this way (``logged``: as :func:`game_from_record`)."""
    _replay(game, deals, None, logged)


def _replay(
    game: Game, deals: list[object], renames: _Renames | None, logged: bool = False
) -> None:
    """:func:`replay_deals`, with the record's seat changes applied as the replay reaches
    them (``renames``, :func:`game_from_record`'s ``as_played``)."""
    for raw in deals:
        index = len(game.deals) + 1
        if game.current is not None:
            # Said of the deal cut short, which is the one to mend, not of the one after it.
            raise RecordError(
                f"it is unfinished (its actions stop before its end), yet deal {index} follows",
                index - 1,
                code="unfinished",
                fields={"next": index},
                at=("deals", index - 2, "actions"),
            )
        if game.tour_over:
            raise RecordError("the tour was already over", index, code="tour_over")
        deal = _obj(raw, "a deal", index, code="deal_object")
        _replay_deal(game, index, deal, renames, logged)


def enter_scored(
    game: Game, data: object, *, logged: bool = False, entered: bool = False
) -> Settlement:
    """Book ``data``, a deal played with real cards in the record's scored form, on ``game``
    (:meth:`Game.add_scored`, with the form's ``merge``). Refused with a
    :class:`ScoredDealError` naming the field, nothing booked: a result the variant cannot
    read, and one the game's settings rule out; a table's own log (``logged``) is read as it
    was booked, only the first of these. A new entry (``entered``: the scorekeeping command)
    is refused too where it says beside its result what cannot have happened or means
    nothing (:func:`~bot.engine.scored.check_entered`, a merge without a merge question); a
    record is read as earlier versions wrote it, which kept such fields as entered and paid
    nothing for them, so that its import is not lost for them."""
    result = get_variant(game.variant).scored_result(data, game.next_dealer)
    if entered:
        check_entered(data, result)
    merge = fields_of(data, "").get("merge") if data != "all-pass" else None
    merge_given = merge if isinstance(merge, bool) else None
    return game.add_scored(result, merge_given, logged=logged, entered=entered)


def _replay_deal(
    game: Game, index: int, raw: dict[str, object], renames: _Renames | None, logged: bool
) -> None:
    if renames is not None:
        renames.reach(index, 1)
    if "result" in raw:
        if set(raw) - {"result"}:
            raise RecordError('a scored deal holds only "result"', index, code="scored_only")
        result: Where = ("deals", index - 1, "result")
        try:
            # The game refuses a result its own settings rule out (RU-P: Foster's partners).
            enter_scored(game, raw["result"], logged=logged)
        except ScoredDealError as exc:
            at = _scored_at(result, raw["result"], exc.at)
            raise RecordError(str(exc), index, scored=exc, at=at) from None
        except IllegalAction as exc:
            code = {"illegal": exc.code.value}
            raise RecordError(str(exc), index, code="illegal", fields=code, at=result) from None
        return
    unknown = sorted(set(raw) - {"hands", "turned", "actions"})
    if unknown:
        raise RecordError(
            f"unknown field {unknown[0]!r}",
            index,
            code="unknown_field",
            fields={"name": unknown[0]},
            at=("deals", index - 1, unknown[0]),
        )
    hands_at: Where = ("deals", index - 1, "hands")
    hands_raw = _obj(raw.get("hands"), '"hands"', index, at=hands_at)
    hands: list[list[Card]] = []
    at = hands_at  # the value being read, where a card in it is refused
    try:
        for seat in ("1", "2", "3", "4"):
            at = (*hands_at, seat) if seat in hands_raw else hands_at
            text = hands_raw.get(seat)
            if not isinstance(text, str):
                raise RecordError(
                    f"hands.{seat} must be a string of 13 cards",
                    index,
                    code="hand_text",
                    fields={"seat": seat},
                    at=at,
                )
            cards = parse_cards(text)
            if len(cards) != 13:
                raise RecordError(
                    f"hands.{seat} holds {len(cards)} cards, not 13",
                    index,
                    code="hand_size",
                    fields={"seat": seat, "count": len(cards)},
                    at=at,
                )
            hands.append(cards)
        if len({c for h in hands for c in h}) != 52:
            raise RecordError(
                "the hands must hold each of the 52 cards once", index, code="pack", at=hands_at
            )
        turned_raw = raw.get("turned")
        turned = None
        at = ("deals", index - 1, "turned") if "turned" in raw else ("deals", index - 1)
        if game.rules.turns_card or turned_raw is not None:
            if not isinstance(turned_raw, str):
                raise RecordError(
                    '"turned" must be a card such as "7H"', index, code="turned", at=at
                )
            turned = parse_card(turned_raw)
        game.start_deal_from_hands(hands, turned)  # refuses a turned card not dealt (MA-D1)
    except CardError as exc:
        raise RecordError(str(exc), index, card=exc, at=at) from None
    assert game.current is not None and game.current.deal is not None
    deal = game.current.deal
    # The table's own log: its bids and claims as an older bot took them.
    deal.auction.lenient = deal.lenient = logged
    try:
        _replay_actions(game, index, raw, renames)
    finally:
        # The deal plays on live: a new bid or claim is checked in full.
        deal.auction.lenient = deal.lenient = False


def _scored_at(result: Where, data: object, field: tuple[str, ...]) -> Where:
    """Where a scored deal's refusal stands (RF-1.2): at the one field it is about
    (:attr:`ScoredDealError.at`) where the record holds that field, else at the result
    object (a field left out, a refusal of several fields together)."""
    value = data
    for key in field:
        if not isinstance(value, dict) or key not in value:
            return result
        value = cast(dict[str, object], value)[key]
    return (*result, *field)


def _replay_actions(
    game: Game, index: int, raw: dict[str, object], renames: _Renames | None
) -> None:
    actions = _list(raw.get("actions", []), '"actions"', index, at=("deals", index - 1, "actions"))
    for number, item in enumerate(actions, start=1):
        try:
            action = action_from_dict(item)
        except ActionFormatError as exc:
            raise RecordError(
                str(exc), index, number, code=exc.code, fields=exc.fields, card=exc.card
            ) from None
        if renames is not None:
            renames.reach(index, number)
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise RecordError(
                str(exc), index, number, code="illegal", fields=_illegal_fields(game, exc, action)
            ) from None


def _illegal_fields(game: Game, exc: IllegalAction, action: Action) -> dict[str, str | int]:
    """What a refused move's message names: the rules' code and fields (the suit to follow),
    the seat that moved, whose turn it was, and their names in the record. The importer
    played none of it, so the message speaks of the seat, not to "you"."""
    fields: dict[str, str | int] = {"illegal": exc.code.value, **exc.fields}
    fields["seat"] = action.seat
    turn = game.to_act
    if turn is not None:
        fields["turn"] = turn
    if game.players:
        fields["name"] = game.players[action.seat - 1]
        if turn is not None:
            fields["turn_name"] = game.players[turn - 1]
    return fields


def game_to_record(game: Game) -> dict[str, object]:
    """The record of ``game`` as JSON-ready data. A game ended by agreement (closed before
    its tour or agreed deals were over) says so, after which deal (RF-2.7), so that a reader
    settles it as the table did; a game that ended by itself needs no word of it."""
    variant = get_variant(game.variant)
    record: dict[str, object] = {
        "format": FORMAT,
        "variant": game.variant,
        "settings": dict(game.settings),
        "players": list(game.players),
        "first_dealer": game.first_dealer,
    }
    if game.final is not None and not game.tour_over:
        record["ended_after"] = len(game.deals)
    record["deals"] = [_deal_record(variant, entry) for entry in game.deals]
    return record


def deal_head(deal: Deal) -> dict[str, object]:
    """A played deal's ``hands`` as dealt and its ``turned`` card (absent where the variant
    turns none): the record's deal and the event log's ``deal`` payload alike."""
    head: dict[str, object] = {
        "hands": {str(seat): cards_str(deal.dealt[seat - 1]) for seat in (1, 2, 3, 4)}
    }
    if deal.turned is not None:
        head["turned"] = card_str(deal.turned)
    return head


def _deal_record(variant: Variant, entry: DealEntry) -> Mapping[str, object]:
    if entry.scored is not None:
        return {"result": variant.scored_to_record(entry.scored, entry.merge)}
    deal = entry.deal
    if deal is None:
        raise ForgottenDeal(f"deal {entry.number}'s cards are no longer in memory; read the log")
    actions = [action_to_dict(a) for a in deal.actions]
    if entry.merge_seat is not None and entry.merge is not None:
        actions.append(action_to_dict(Merge(entry.merge_seat, entry.merge)))
    return {**deal_head(deal), "actions": actions}
