"""Plain-English words for actions, contracts and deals, shared by the terminal and replay.

Hidden information never reaches these strings: a discard is described without its card.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.actions import (
    Action,
    Bid,
    Claim,
    ClaimAnswer,
    Concede,
    Discard,
    Level,
    Merge,
    NameTrump,
    Pass,
    Play,
    Whist,
)
from bot.engine.cards import Suit, card_label
from bot.engine.contracts import Contract, SuitClass, suit_class
from bot.engine.game import DealEntry

_SWEDISH_LEVELS = {Level.PLAIN: "", Level.COLOUR: " i färg", Level.FIRST: " i högsta färg"}
_DAWSON_LEVELS = {Level.PLAIN: "", Level.COLOUR: " (I keep)", Level.FIRST: " (I keep over you)"}
_SWEDISH_CLASSES = {
    SuitClass.FIRST: "högsta färg",
    SuitClass.SECOND: "andra färg",
    SuitClass.PLAIN: "simpel färg",
}
_DAWSON_CLASSES = {
    SuitClass.FIRST: "first preference",
    SuitClass.SECOND: "second preference",
    SuitClass.PLAIN: "plain suit",
}
WHIST_WORDS = {
    "invite": "invites whist",
    "alone": "plays alone",
    "accept": "says whist",
    "decline": "declines whist",
}


def level_words(level: Level, variant: str = "swedish") -> str:
    """The bid's colour level as each rule system says it (SV-B2; DW-B2)."""
    return (_DAWSON_LEVELS if variant == "dawson" else _SWEDISH_LEVELS)[level]


def class_words(suit_class_: SuitClass, variant: str = "swedish") -> str:
    """högsta / andra / simpel färg (SV-D3), or Dawson's preferences (DW-D2)."""
    return (_DAWSON_CLASSES if variant == "dawson" else _SWEDISH_CLASSES)[suit_class_]


def bid_text(contract: Contract, level: Level, variant: str = "swedish") -> str:
    return contract.name + level_words(level, variant)


def suit_text(suit: Suit, first: Suit, variant: str = "swedish") -> str:
    return f"{suit.symbol} ({class_words(suit_class(suit, first), variant)})"


def action_text(
    action: Action,
    names: Sequence[str],
    contract_names: dict[str, str],
    variant: str = "swedish",
) -> str:
    """``contract_names`` maps contract ids to display names (from the variant's ladder)."""
    who = names[action.seat - 1]
    match action:
        case Pass():
            return f"{who} passes"
        case Bid(_, contract, level):
            return (
                f"{who} bids {contract_names.get(contract, contract)}{level_words(level, variant)}"
            )
        case NameTrump(_, suit):
            return f"{who} names {suit.symbol} trumps"
        case Whist(_, answer):
            return f"{who} {WHIST_WORDS[answer]}"
        case Concede():
            return f"{who} concedes"
        case Discard():
            return f"{who} discards a card face down"
        case Play(_, card):
            return f"{who} plays {card_label(card)}"
        case Merge(_, merge):
            return f"{who} {'merges' if merge else 'does not merge'} the two betar"
        case Claim():
            return f"{who} shows their hand and claims the remaining tricks"
        case ClaimAnswer(_, answer):
            return f"{who} {'accepts' if answer == 'accept' else 'refuses'} the claim"


def deal_summary(entry: DealEntry, names: Sequence[str], variant: str = "swedish") -> str:
    """One line: dealer, contract, declarer, whister, tricks and made / lost."""
    result = entry.result
    head = f"Deal {entry.number} (dealer {names[entry.dealer - 1]})"
    if result is None:
        return f"{head}: in progress"
    if result.all_pass or result.contract is None or result.declarer is None:
        return f"{head}: all passed"
    contract = bid_text(result.contract, result.level, variant)
    trumps = f" in {class_words(result.trump_class, variant)}" if result.trump_class else ""
    side = names[result.declarer - 1]
    if result.whister is not None:
        side += f" with {names[result.whister - 1]} as whister"
    if result.conceded:
        return f"{head}: {side} conceded {contract}{trumps}"
    tricks = f"{result.declarer_tricks}"
    if result.whister is not None:
        tricks += f"+{result.whister_tricks}"
    verdict = "made" if result.made else f"lost by {result.penalty_tricks}"
    noun = "trick" if result.side_tricks == 1 else "tricks"
    return f"{head}: {side}, {contract}{trumps}, {tricks} {noun}, {verdict}"
