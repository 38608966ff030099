"""The actions a seat can take, and their ``boston-record/1`` dictionary form.

Every action names its seat, so an action is meaningful on its own: the record stores it as is
and the engine answers "not your turn" when the seat is not the one to act.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal, NamedTuple, cast

from bot.engine.cards import Card, CardError, Suit, card_str, parse_card
from bot.engine.immutable import Immutable
from bot.engine.seats import Seat, check_seat


class Level(StrEnum):
    """A trick bid's colour level (SV-B2; Dawson's *I keep* / *I keep over you*, DW-B2)."""

    PLAIN = "plain"
    COLOUR = "colour"
    FIRST = "first"

    @property
    def order(self) -> int:
        return _LEVEL_ORDER[self]


_LEVEL_ORDER = {Level.PLAIN: 0, Level.COLOUR: 1, Level.FIRST: 2}

WhistAnswer = Literal["invite", "alone", "accept", "decline"]
WHIST_ANSWERS: tuple[WhistAnswer, ...] = ("invite", "alone", "accept", "decline")

ClaimReply = Literal["accept", "refuse"]
CLAIM_REPLIES: tuple[ClaimReply, ...] = ("accept", "refuse")


@dataclass(frozen=True, slots=True)
class Pass(Immutable):
    seat: Seat


@dataclass(frozen=True, slots=True)
class Bid(Immutable):
    """A bid of a contract, at a colour level (SV-B2, DW-B2), naming its trump suit where the
    variant bids suits (FB-C1: record field ``suit``, written only when set). ``card`` is a
    card of the bidder's hand laid face down with the bid (NT-B2's demande: record field
    ``card``); views of an unfinished deal show it only to its bidder."""

    seat: Seat
    contract: str
    level: Level = Level.PLAIN
    suit: Suit | None = None
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Support(Immutable):
    """*Je soutiens*: a seat joins the standing *demande* of another seat as its partner, even
    after passing (NT-B1, WB-B1). Record verb ``support`` (true); the supporter plays beside the
    demander as the deal's whister (record-format.md)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class NameTrump(Immutable):
    """The declarer names trumps; ``contract`` is the contract played instead of the winning
    bid where the variant lets him declare a higher one (NT-K1: record field ``contract``,
    written only when set)."""

    seat: Seat
    suit: Suit
    contract: str | None = None


@dataclass(frozen=True, slots=True)
class Whist(Immutable):
    seat: Seat
    answer: WhistAnswer


@dataclass(frozen=True, slots=True)
class Concede(Immutable):
    seat: Seat


@dataclass(frozen=True, slots=True)
class Discard(Immutable):
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Play(Immutable):
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Merge(Immutable):
    seat: Seat
    merge: bool


@dataclass(frozen=True, slots=True)
class Claim(Immutable):
    """The declarer claims every remaining trick by showing its hand (SV-T4)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class ClaimAnswer(Immutable):
    """A defender's answer to an open claim: ``accept`` or ``refuse`` (SV-T4)."""

    seat: Seat
    answer: ClaimReply


@dataclass(frozen=True, slots=True)
class Declare(Immutable):
    """An optional declaration the variant's rules offer a seat at its turn (Russian Boston's
    chicane, RU-C4). Record form ``{"seat": n, "<name>": true}``; ``name`` is one of
    :data:`DECLARATIONS`."""

    seat: Seat
    name: str


DECLARATIONS: tuple[str, ...] = ("chicane",)
"""The record verbs of the declarations some variant offers (``DealRules`` says when)."""

AuctionEntry = Pass | Bid | Support
"""What the auction's history holds: passes, bids and supports."""

Action = (
    Pass
    | Bid
    | Support
    | NameTrump
    | Whist
    | Concede
    | Discard
    | Play
    | Merge
    | Claim
    | ClaimAnswer
    | Declare
)

Role = Literal["declarer", "whister"]
"""A part in a deal's contract a seat takes by a move: ``"declarer"`` (the winning bid) or
``"whister"`` (a whist accepted, or the support of a demande, NT-B4, WB-B6)."""


def role_taken(action: Action) -> Role | None:
    """The part ``action`` takes for its seat, None where it takes none: a bid the declarer's
    (the winning bid is its seat's last: no bid follows it), a whist accepted or a *je
    soutiens* the whister's (NT-B4, WB-B6). Every role is taken before the first card
    (:func:`closes_roles`). The one answer both the score sheet (``bot.sheet.role_move``) and
    the statistics (``db.stats``, over the log's stored actions: :func:`stored_role`) use."""
    match action:
        case Bid():
            return "declarer"
        case Support() | Whist(answer="accept"):
            return "whister"
        case _:
            return None


def closes_roles(action: Action) -> bool:
    """Whether ``action`` ends the taking of roles in its deal: the first card. A partner fixed
    by the seating (AM-T2) takes none by a move."""
    return isinstance(action, Play)


class RoleTaken(NamedTuple):
    """What a stored action says of the deal's roles (:func:`stored_role`): its ``seat`` (0
    where a payload that is no action has none readable), the ``role`` it takes (None: none)
    and whether it ``closes`` their taking (the first card)."""

    seat: Seat
    role: Role | None
    closes: bool


def stored_role(data: object) -> RoleTaken:
    """:func:`role_taken` and :func:`closes_roles` of an action in its record form (as the
    table's log stores it, ``action_to_dict``): what ``db.stats`` is given to read the moves
    of a deal with, as the database knows no rule. What is no action (an old or hand-edited
    log's payload the engine cannot read) takes no role, so one odd move does not fail the
    statistics: its seat where readable (else 0, no seat), and closing the taking of roles
    where it is a card's (a ``"play"`` key, as a card played is)."""
    try:
        action = action_from_dict(data)
    except ActionFormatError:
        fields = cast(dict[str, object], data) if isinstance(data, dict) else {}
        try:
            seat = check_seat(fields.get("seat"))
        except ValueError:
            seat = 0  # no seat readable: 0 is none of the four, so it takes no one's role
        return RoleTaken(seat, None, "play" in fields)
    return RoleTaken(action.seat, role_taken(action), closes_roles(action))


PLAYS: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(seat, c) for c in range(52)) if seat else () for seat in range(5)
)
"""``PLAYS[seat][card]``: shared instances, so listing legal cards allocates nothing."""

PASSES: dict[Seat, Pass] = {seat: Pass(seat) for seat in (1, 2, 3, 4)}
"""``PASSES[seat]``: shared instances, so listing legal bids makes no pass each time."""


class ActionFormatError(ValueError):
    """An action dictionary that is not of the record format. ``code`` and ``fields`` name the
    problem for a translated message (the catalogue's ``record.<code>``); an empty code: a
    card :func:`parse_card` refused, its :class:`CardError` in ``card`` (its own code)."""

    def __init__(
        self,
        message: str,
        code: str = "",
        fields: Mapping[str, str | int] | None = None,
        *,
        card: CardError | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.fields: Mapping[str, str | int] = dict(fields or {})
        self.card = card


def action_to_dict(action: Action) -> dict[str, object]:
    match action:
        case Pass(seat):
            return {"seat": seat, "pass": True}
        case Bid(seat, contract, level, suit, card):
            out: dict[str, object] = {"seat": seat, "bid": contract}
            if level is not Level.PLAIN:
                out["level"] = level.value
            if suit is not None:
                out["suit"] = suit.char
            if card is not None:
                out["card"] = card_str(card)
            return out
        case Support(seat):
            return {"seat": seat, "support": True}
        case NameTrump(seat, suit, contract):
            named: dict[str, object] = {"seat": seat, "trump": suit.char}
            if contract is not None:
                named["contract"] = contract
            return named
        case Whist(seat, answer):
            return {"seat": seat, "whist": answer}
        case Concede(seat):
            return {"seat": seat, "concede": True}
        case Discard(seat, card):
            return {"seat": seat, "discard": card_str(card)}
        case Play(seat, card):
            return {"seat": seat, "play": card_str(card)}
        case Merge(seat, merge):
            return {"seat": seat, "merge": merge}
        case Claim(seat):
            return {"seat": seat, "claim": True}
        case ClaimAnswer(seat, answer):
            return {"seat": seat, "claim": answer}
        case Declare(seat, name):
            return {"seat": seat, name: True}


_VERBS = (
    "pass",
    "bid",
    "support",
    "trump",
    "whist",
    "concede",
    "discard",
    "play",
    "merge",
    "claim",
    *DECLARATIONS,
)


def action_from_dict(data: object) -> Action:
    """Parse one record action; raise :class:`ActionFormatError` saying what is wrong."""
    fast = _fast_play(data)
    if fast is not None:
        return fast
    if not isinstance(data, dict):
        raise ActionFormatError(
            'an action must be an object such as {"seat": 1, "pass": true}', "action_object"
        )
    fields: dict[str, object] = {str(k): v for k, v in data.items()}  # pyright: ignore[reportUnknownVariableType,reportUnknownArgumentType]
    try:
        seat = check_seat(fields.get("seat"))
    except ValueError as exc:
        raise ActionFormatError(str(exc), "action_seat") from None
    verbs = [v for v in _VERBS if v in fields]
    allowed: set[str] = {"seat", *verbs}
    if verbs == ["bid"]:
        allowed |= {"level", "suit", "card"}
    if verbs == ["trump"]:
        allowed |= {"contract"}
    unknown = sorted(set(fields) - allowed)
    if len(verbs) != 1:
        verbs_text = ", ".join(_VERBS)
        raise ActionFormatError(
            f"an action needs exactly one verb of {verbs_text}",
            "action_verbs",
            {"verbs": verbs_text},
        )
    if unknown:
        raise ActionFormatError(
            f"unknown field {unknown[0]!r}", "unknown_field", {"name": unknown[0]}
        )
    verb = verbs[0]
    value = fields[verb]
    try:
        match verb:
            case "pass":
                _expect(value is True, '"pass" must be true', "must_true", "pass")
                return Pass(seat)
            case "bid":
                _expect(
                    isinstance(value, str), '"bid" must be a contract id string', "must_id", "bid"
                )
                level_text = fields.get("level", "plain")
                _expect(
                    isinstance(level_text, str) and level_text in Level.__members__.values(),
                    '"level" must be "plain", "colour" or "first"',
                    "must_level",
                    "level",
                )
                suit_text = fields.get("suit")
                _expect(
                    suit_text is None or isinstance(suit_text, str),
                    '"suit" must be a suit',
                    "must_suit",
                    "suit",
                )
                suit = None if suit_text is None else Suit.parse(str(suit_text))
                card_text = fields.get("card")
                _expect(
                    card_text is None or isinstance(card_text, str),
                    '"card" must be a card',
                    "must_card",
                    "card",
                )
                card = None if card_text is None else parse_card(str(card_text))
                return Bid(seat, str(value), Level(str(level_text)), suit, card)
            case "support":
                _expect(value is True, '"support" must be true', "must_true", "support")
                return Support(seat)
            case "trump":
                _expect(
                    isinstance(value, str), '"trump" must be a suit letter', "must_suit", "trump"
                )
                played = fields.get("contract")
                _expect(
                    played is None or isinstance(played, str),
                    '"contract" must be an id',
                    "must_id",
                    "contract",
                )
                contract = None if played is None else str(played)
                return NameTrump(seat, Suit.parse(str(value)), contract)
            case "whist":
                _expect(
                    value in WHIST_ANSWERS,
                    '"whist" must be invite/alone/accept/decline',
                    "must_whist",
                    "whist",
                )
                answer: WhistAnswer = value  # pyright: ignore[reportAssignmentType]
                return Whist(seat, answer)
            case "concede":
                _expect(value is True, '"concede" must be true', "must_true", "concede")
                return Concede(seat)
            case "discard":
                _expect(
                    isinstance(value, str),
                    '"discard" must be a card such as "7S"',
                    "must_card",
                    "discard",
                )
                return Discard(seat, parse_card(str(value)))
            case "play":
                _expect(
                    isinstance(value, str),
                    '"play" must be a card such as "7S"',
                    "must_card",
                    "play",
                )
                return Play(seat, parse_card(str(value)))
            case "claim":
                # One verb for the claim and its answers: a claim is true, an answer a word.
                if value is True:
                    return Claim(seat)
                _expect(
                    isinstance(value, str) and value in CLAIM_REPLIES,
                    '"claim" must be true (to claim) or "accept" / "refuse" (to answer)',
                    "must_claim",
                    "claim",
                )
                reply: ClaimReply = value  # pyright: ignore[reportAssignmentType]
                return ClaimAnswer(seat, reply)
            case "merge":
                _expect(
                    isinstance(value, bool), '"merge" must be true or false', "must_bool", "merge"
                )
                return Merge(seat, bool(value))
            case _:
                _expect(value is True, f'"{verb}" must be true', "must_true", verb)
                return Declare(seat, verb)
    except CardError as exc:
        raise ActionFormatError(str(exc), card=exc) from None


def _fast_play(data: object) -> Play | None:
    """The common case of a replay, ``{"seat": n, "play": "7S"}``, without the general checks."""
    if type(data) is not dict:
        return None
    fields = cast(dict[str, object], data)
    if len(fields) == 2:
        seat, text = fields.get("seat"), fields.get("play")
        if type(seat) is int and 1 <= seat <= 4 and type(text) is str:
            try:
                return PLAYS[seat][parse_card(text)]
            except CardError:
                return None
    return None


def _expect(condition: bool, message: str, code: str, name: str) -> None:
    """Refuse an action whose field ``name`` holds what it cannot (``code`` says what it
    must be)."""
    if not condition:
        raise ActionFormatError(message, code, {"name": name})
