"""Plain-English sentences about actions and deals, for the terminal, the command line and
replays. The rule words in them (contract names, colour levels, suit classes) come from the
game's :class:`~bot.engine.words.Vocabulary` in the language asked for.

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
    Declare,
    Discard,
    Merge,
    NameTrump,
    Pass,
    Play,
    Support,
    Whist,
)
from bot.engine.cards import Suit, card_label
from bot.engine.contracts import Ladder
from bot.engine.game import DealEntry
from bot.engine.words import Lang, Vocabulary

WHIST_WORDS = {
    "invite": "invites whist",
    "alone": "plays alone",
    "accept": "says whist",
    "decline": "declines whist",
}


def suit_text(suit: Suit, first: Suit | None, words: Vocabulary, lang: Lang = "en") -> str:
    name = words.suit(suit, first, lang)
    return f"{suit.symbol} ({name})" if name else suit.symbol


def bid_words(bid: Bid, ladder: Ladder, words: Vocabulary, lang: Lang = "en") -> str:
    """A bid as the variant says it: its contract's name and its colour level's words."""
    contract = ladder.get(bid.contract)
    name = bid.contract if contract is None else words.contract(contract, lang)
    suit = f" {bid.suit.symbol}" if bid.suit is not None else ""
    return name + suit + words.level(bid.level, lang)


def support_word(words: Vocabulary, lang: Lang = "en") -> str:
    """What a seat says to support a demande: the variant's words (*je soutiens*)."""
    return words.term("support", lang) if words.has_term("support") else "I support"


def action_text(
    action: Action, names: Sequence[str], ladder: Ladder, words: Vocabulary, lang: Lang = "en"
) -> str:
    who = names[action.seat - 1]
    match action:
        case Pass():
            return f"{who} passes"
        case Bid():
            return f"{who} bids {bid_words(action, ladder, words, lang)}"
        case Support():
            return f"{who}: {support_word(words, lang)}"
        case NameTrump(_, suit, played):
            contract = ladder.get(played) if played is not None else None
            declared = f" and plays {words.contract(contract, lang)}" if contract else ""
            return f"{who} names {suit.symbol} trumps{declared}"
        case Whist(_, answer):
            return f"{who} {WHIST_WORDS[answer]}"
        case Concede():
            return f"{who} concedes"
        case Discard():
            return f"{who} discards a card face down"
        case Play(_, card):
            return f"{who} plays {card_label(card)}"
        case Merge(_, merge):
            verb = "merges" if merge else "does not merge"
            return f"{who} {verb} the two {words.term('betar', lang)}"
        case Claim():
            return f"{who} shows their hand and claims the remaining tricks"
        case ClaimAnswer(_, answer):
            return f"{who} {'accepts' if answer == 'accept' else 'refuses'} the claim"
        case Declare(_, name):
            return f"{who} declares {words.term(name, lang)}"


def deal_summary(
    entry: DealEntry, names: Sequence[str], words: Vocabulary, lang: Lang = "en"
) -> str:
    """One line: dealer, contract, declarer, whister, tricks and made / lost."""
    result = entry.result
    head = f"Deal {entry.number} (dealer {names[entry.dealer - 1]})"
    if result is None:
        return f"{head}: in progress"
    if result.all_pass or result.contract is None or result.declarer is None:
        return f"{head}: all passed"
    contract = words.bid(result.contract, result.level, lang)
    trumps = f" in {words.suit_class(result.trump_class, lang)}" if result.trump_class else ""
    if not trumps and result.trump is not None:  # a bid that named its suit (FB-C1)
        trumps = f" {result.trump.symbol}"
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
