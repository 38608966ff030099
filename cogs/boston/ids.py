"""The custom-id scheme of every Boston component, and actions as short codes.

A component's custom id carries everything its click needs, so a button still works after a
restart (``bot/routing.py`` routes a click by matching the templates below):

* ``boston:lobby:<table>:<verb>`` — join, leave, start, cancel, cpu-random/heuristic/strong
* ``boston:hand:<table>`` — open (public message) or refresh (hand view) a player's hand
* ``boston:proto:<table>`` — the protocol sheet, privately
* ``boston:act:<table>:<seq>:<code>`` — one action, valid only at sequence number ``seq``
* ``boston:bid:<table>:<seq>`` — the contract select of the hand view: the contract to bid,
  or the contract declared with trumps after a solo trick bid (NT-K1); either is a redraw
  with that contract chosen, valid only at ``seq``
* ``boston:seat:<table>:<away|back>`` — step away (a computer keeps the seat) or take it back
* ``boston:notify:<table>:<on|off>`` — turn one's turn notices on or off
* ``boston:doc:<table>:<setting>`` — the lobby's document modal (a card of prices, AM-S1),
  answered from its id even once discord.py has forgotten the modal

``seq`` is the table's sequence number when the view was drawn: the service refuses a click
from an older view as stale, which also makes a double click apply once.
"""

from __future__ import annotations

from bot.engine.actions import (
    DECLARATIONS,
    Action,
    Bid,
    Claim,
    ClaimAnswer,
    Concede,
    Declare,
    Discard,
    Level,
    Merge,
    NameTrump,
    Pass,
    Play,
    Support,
    Whist,
    WhistAnswer,
)
from bot.engine.cards import CardError, Suit, card_str, parse_card
from bot.engine.seats import Seat

LOBBY_TEMPLATE = r"boston:lobby:(?P<table>\d+):(?P<verb>[a-z-]+)"
HAND_TEMPLATE = r"boston:hand:(?P<table>\d+)"
PROTOCOL_TEMPLATE = r"boston:proto:(?P<table>\d+)"
ACTION_TEMPLATE = r"boston:act:(?P<table>\d+):(?P<seq>\d+):(?P<code>[A-Za-z0-9.\-]+)"
BID_TEMPLATE = r"boston:bid:(?P<table>\d+):(?P<seq>\d+)"
SEAT_TEMPLATE = r"boston:seat:(?P<table>\d+):(?P<verb>away|back)"
NOTIFY_TEMPLATE = r"boston:notify:(?P<table>\d+):(?P<verb>on|off)"
DOCUMENT_TEMPLATE = r"boston:doc:(?P<table>\d+):(?P<name>[a-z_]+)"

_WHIST: dict[str, WhistAnswer] = {
    "invite": "invite",
    "alone": "alone",
    "accept": "accept",
    "decline": "decline",
}


def document_id(table_id: int, name: str) -> str:
    return f"boston:doc:{table_id}:{name}"


def lobby_id(table_id: int, verb: str) -> str:
    return f"boston:lobby:{table_id}:{verb}"


def hand_id(table_id: int) -> str:
    return f"boston:hand:{table_id}"


def protocol_id(table_id: int) -> str:
    return f"boston:proto:{table_id}"


def action_id(table_id: int, seq: int, action: Action) -> str:
    return f"{action_prefix(table_id, seq)}{action_code(action)}"


def action_prefix(table_id: int, seq: int) -> str:
    """What every action button of the table at ``seq`` begins with (its code follows)."""
    return f"boston:act:{table_id}:{seq}:"


PLAY_CODES: tuple[str, ...] = tuple(f"play.{card_str(card)}" for card in range(52))
""":func:`action_code` of playing each card, made once: a hand view spells one per card."""
DISCARD_CODES: tuple[str, ...] = tuple(f"discard.{card_str(card)}" for card in range(52))


def bid_id(table_id: int, seq: int) -> str:
    return f"boston:bid:{table_id}:{seq}"


def seat_id(table_id: int, verb: str) -> str:
    return f"boston:seat:{table_id}:{verb}"


def notify_id(table_id: int, verb: str) -> str:
    return f"boston:notify:{table_id}:{verb}"


def action_code(action: Action) -> str:
    """A short, seatless code: the seat comes from who clicks, never from the button."""
    match action:  # cards first: a hand view spells one per card
        case Play(_, card):
            return PLAY_CODES[card]
        case Discard(_, card):
            return DISCARD_CODES[card]
        case Pass():
            return "pass"
        case Bid(_, contract, level, suit, card):
            named = f".{suit.char}" if suit is not None else ""  # a bid naming trumps (FB-C1)
            laid = f".k{card_str(card)}" if card is not None else ""  # a laid card (NT-B2)
            return f"bid.{contract}.{level.value}{named}{laid}"
        case Support():
            return "support"
        case NameTrump(_, suit, played):
            return f"trump.{suit.char}" + (f".{played}" if played is not None else "")
        case Whist(_, answer):
            return f"whist.{answer}"
        case Concede():
            return "concede"
        case Merge(_, merge):
            return "merge.yes" if merge else "merge.no"
        case Claim():
            return "claim"
        case ClaimAnswer(_, answer):
            return f"claim.{answer}"
        case Declare(_, name):
            return f"declare.{name}"


def parse_action(code: str, seat: Seat) -> Action | None:
    """The action ``code`` stands for, played by ``seat``; None for a code no button makes."""
    verb, dot, rest = code.partition(".")
    try:
        match verb:
            case "pass" if not dot:
                return Pass(seat)
            case "bid":
                card = None
                body, _, tail = rest.rpartition(".")
                if len(tail) == 3 and tail[0] == "k":  # a laid card: never a level or suit
                    card, rest = parse_card(tail[1:]), body
                    body, _, tail = rest.rpartition(".")
                suit = None
                if len(tail) == 1:  # a suit letter: never a level's name
                    suit, rest = Suit.parse(tail), body
                contract, _, level = rest.rpartition(".")
                return Bid(seat, contract, Level(level), suit, card) if contract else None
            case "support" if not dot:
                return Support(seat)
            case "trump":
                letter, _, played = rest.partition(".")
                return NameTrump(seat, Suit.parse(letter), played or None)
            case "whist" if rest in _WHIST:
                return Whist(seat, _WHIST[rest])
            case "concede" if not dot:
                return Concede(seat)
            case "discard":
                return Discard(seat, parse_card(rest))
            case "play":
                return Play(seat, parse_card(rest))
            case "merge" if rest in ("yes", "no"):
                return Merge(seat, rest == "yes")
            case "claim" if not dot:
                return Claim(seat)
            case "claim" if rest in ("accept", "refuse"):
                return ClaimAnswer(seat, "accept" if rest == "accept" else "refuse")
            case "declare" if rest in DECLARATIONS:
                return Declare(seat, rest)
            case _:
                return None
    except (CardError, ValueError):
        return None
