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
from bot.engine.variants import get_variant

LEVEL_WORDS = {Level.PLAIN: "", Level.COLOUR: " i färg", Level.FIRST: " i högsta färg"}
CLASS_WORDS = {
    SuitClass.FIRST: "högsta färg",
    SuitClass.SECOND: "andra färg",
    SuitClass.PLAIN: "simpel färg",
}
WHIST_WORDS = {
    "invite": "invites whist",
    "alone": "plays alone",
    "accept": "says whist",
    "decline": "declines whist",
}


def contract_name(contract_id: str, variant: str = "swedish") -> str:
    contract = get_variant(variant).rules({}).ladder.get(contract_id) if variant else None
    return contract.name if contract is not None else contract_id


def bid_text(contract: Contract, level: Level) -> str:
    return contract.name + LEVEL_WORDS[level]


def suit_text(suit: Suit, first: Suit) -> str:
    return f"{suit.symbol} ({CLASS_WORDS[suit_class(suit, first)]})"


def action_text(action: Action, names: Sequence[str], contract_names: dict[str, str]) -> str:
    """``contract_names`` maps contract ids to display names (from the variant's ladder)."""
    who = names[action.seat - 1]
    match action:
        case Pass():
            return f"{who} passes"
        case Bid(_, contract, level):
            return f"{who} bids {contract_names.get(contract, contract)}{LEVEL_WORDS[level]}"
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


def deal_summary(entry: DealEntry, names: Sequence[str]) -> str:
    """One line: dealer, contract, declarer, whister, tricks and made / lost."""
    result = entry.result
    head = f"Deal {entry.number} (dealer {names[entry.dealer - 1]})"
    if result is None:
        return f"{head}: in progress"
    if result.all_pass or result.contract is None or result.declarer is None:
        return f"{head}: all passed"
    contract = bid_text(result.contract, result.level)
    trumps = f" in {CLASS_WORDS[result.trump_class]}" if result.trump_class else ""
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
