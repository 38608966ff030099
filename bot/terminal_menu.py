"""The terminal's menus and typed cards (``python -m bot play``, :mod:`bot.terminal`): what a
choice is called in a menu and in its echo (:func:`choice_label`), the numbered menu itself,
several choices to a line (:func:`menu_lines`), in which order (:func:`in_menu_order`), the
prompt and its keys' legend (:func:`prompt_with_keys`), and a card or a key as the person
types it, English or Swedish (:func:`read_card`, :func:`typed_key`).

Pure functions of the seat's view and the variant's words, in the terminal's language: no
input or output, no table service; :class:`~bot.terminal.Terminal` asks and answers with them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from bot.engine.actions import (
    Action,
    AuctionEntry,
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
from bot.engine.cards import Card, CardError, Suit, card_label, parse_card
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.describe import (
    aside,
    bid_choice_words,
    bid_words,
    declines_support,
    in_suit_rank,
    suit_text,
    support_word,
    takeover_aside,
)
from bot.engine.rules import DealRules
from bot.engine.views import SeatView
from bot.engine.words import Lang, Vocabulary
from bot.i18n import t
from bot.wrapping import display_width, fill, rule_phrases

MENU_WIDTH = 78
"""The width of the game's lines where the terminal's is not known (a pipe, a file, a test):
an 80-column terminal's, less the two columns :func:`~bot.terminal.screen.terminal_width`
leaves free."""

Mood = Literal["do", "did"]
"""A choice as a menu offers it ("play K♣"), or as it is echoed once made ("You play K♣")."""

SWEDISH_RANKS = {"E": "A", "KN": "J", "D": "Q"}
"""A Swede's letters for the ranks, as the English ones: ess, knekt, dam (kung is K in both)."""
SWEDISH_SUITS = {"R": "D", "K": "C"}
"""A Swede's letters for the suits, as the English ones: ruter, klöver (spader and hjärter
are S and H in both)."""


def read_card(text: str, lang: Lang) -> Card:
    """A card as the person types it: the English letters at every table (``KC``, ``K♣``,
    ``10h``), and at a Swedish one the Swedish too (``Dh`` dam hjärter, ``Kr`` kung ruter,
    ``Knk`` knekt klöver, ``E♠``). No spelling means two cards: the Swedish rank letters are
    no English suit's (D is the rank's place, before the suit), K is king in both, and
    ``KN`` is the knekt since no suit is N; so ``Kk`` is K♣, and ``Dd`` Q♦. Raises
    :class:`CardError` as :func:`parse_card` does."""
    try:
        return parse_card(text)
    except CardError as exc:
        if lang != "sv":
            raise
        typed = text.strip().upper()
        rank, suit = typed[:-1], typed[-1:]
        try:
            return parse_card(SWEDISH_RANKS.get(rank, rank) + SWEDISH_SUITS.get(suit, suit))
        except CardError:
            raise exc from None  # the reason names what was typed, not its translation


KEY_WORDS: dict[str, str] = {
    **dict.fromkeys(("help", "h", "hjälp", "hjalp", "words", "ord", "ordlista"), "?"),
    **dict.fromkeys(("rules", "regler"), "r"),
    **dict.fromkeys(("protocol", "protokoll"), "p"),
    **dict.fromkeys(("end", "avsluta"), "e"),
    **dict.fromkeys(("quit", "exit", "stop", "gå ur"), "q"),
}
"""Words a person types for a key, in either language: "help" and "quit" were refused as no
choice. Each is the word the legends give its key ("e = avsluta", "q = gå ur", "q = stop"),
or the one a terminal's user types anyway (help, quit, exit); the legends still show the
keys alone."""


def typed_key(text: str) -> str:
    """What the person typed, as the key it names (``Help`` → ``?``, ``exit`` → ``q``), else
    as typed, trimmed and in lower case: the prompts compare it with their keys."""
    typed = " ".join(text.split()).lower()
    return KEY_WORDS.get(typed, typed)


def prompt_with_keys(
    prompt: str, keys: str, width: int = MENU_WIDTH, *, phrases: Sequence[str] = ()
) -> str:
    """The prompt and its keys' legend, within ``width``: a long choice after Enter (or a
    longer language) breaks the prompt between words, never inside the game's ``phrases``
    where they fit (:func:`~bot.wrapping.rule_phrases`: "(högsta" / "färg)" read as two
    things) nor before a suit's symbol (:func:`~bot.wrapping.fill`), and the legend is never
    broken, on the prompt's last line when it fits there, else on a line of its own."""
    lines = fill(prompt, width, phrases=phrases).split("\n")
    if display_width(lines[-1]) + display_width(keys) <= width:
        lines[-1] += keys
    else:
        lines.append(keys.strip())
    return "\n".join(lines)


def choice_label(
    action: Action,
    first: Suit | None,
    words: Vocabulary,
    ladder: Ladder,
    *,
    lang: Lang,
    mood: Mood = "do",
    takeover: Action | None = None,
    declines: bool = False,
    kept: Contract | None = None,
    classes: Sequence[SuitClass] | None = None,
) -> str:
    """A menu entry: what choosing it will do ("play K♣", Swedish "spela K♣"). In the ``did``
    mood, the echo of the person's own choice instead: a sentence, without the menu's hints
    ("You concede", "Du ger upp"). ``takeover`` is the bid that would take over an equal bid
    now, or that did (the variant's word for it is added, SV-B5); ``declines``: a pass
    declines to support a demande (WB-B2, NT-B3); ``kept`` the contract a trump naming without
    one plays, named where the others name theirs (:func:`kept_contract`); ``classes`` the deal's
    suit classes as the view gives them (NT-S1's belle and petite), which name a suit."""

    def say(key: str, **fields: object) -> str:
        return t(lang, f"terminal.{mood}.{key}", **fields)

    match action:
        case Play(_, card):
            return say("play", card=card_label(card))
        case Discard(_, card):
            return say("discard", card=card_label(card))
        case NameTrump(_, suit, played):
            contract = ladder.get(played) if played is not None else kept
            named = suit_text(suit, first, words, lang, classes)
            if contract is None:
                return say("name_trump", suit=named)
            return say("name_trump_play", suit=named, contract=words.contract(contract, lang))
        case Bid():
            # offered, it says what it is ("I go Boston (5 tricks)", AM-B1); done, it is its name
            said = bid_choice_words if mood == "do" else bid_words
            contract = ladder.get(action.contract)
            # AM-B1: a bid whose name is what its bidder says is that, not "bid I go 8"
            spoken = contract is not None and words.is_spoken(contract)
            text = say("spoken" if spoken else "bid", bid=said(action, ladder, words, lang))
            if action.card is not None:
                text += say("laying", card=card_label(action.card))
            if action == takeover:
                text += takeover_aside(words, lang)
            return text
        case Whist(_, answer):
            return say(answer)
        case Merge(_, merge):  # Swedish Boston's question (SV-P10): its own words
            return say("merge" if merge else "no_merge")
        case Concede():
            return say("concede")
        case Claim():
            return say("claim")
        case ClaimAnswer(_, answer):
            return say("claim_accept" if answer == "accept" else "claim_refuse")
        case Pass():
            return say("no_support" if declines else "pass")
        case Declare(_, name):
            return say("declare", name=words.term(name, lang))
        case Support():
            return say("support", word=support_word(words, lang))


def in_menu_order(view: SeatView, rules: DealRules | None = None) -> list[Action]:
    """The legal actions as the menu numbers them: the engine's order, but the cards in the
    order the hand lists them ("Your hand:", :meth:`~bot.engine.views.SeatView.by_suit_in_play`:
    suit by suit, each high to low, the top trump, NT-S3's carte de boston, first among the
    trumps), so that the menu reads as the hand above it does: the cards to play or discard,
    and the cards one bid may be made laying (NT-B2); with the deal's ``rules``, a contract's
    suits in the rank the line above states, best first (FB-B4, :func:`in_suit_rank`, as the
    Discord view's buttons); the other choices keep their places."""
    options = list(view.legal)
    named = [i for i, a in enumerate(options) if isinstance(a, Bid) and a.card is None]
    if rules is not None and named:
        bids = [a for i in named if isinstance(a := options[i], Bid)]
        for i, bid in zip(named, in_suit_rank(rules, view, bids), strict=True):
            options[i] = bid
    listed = [c for cards in view.by_suit_in_play(view.hand).values() for c in cards]
    place = {card: n for n, card in enumerate(listed)}

    def group(action: Action) -> object:
        """What the cards are sorted within: every card played or discarded, a bid's cards."""
        if isinstance(action, Play | Discard):
            return "card"
        if isinstance(action, Bid) and action.card is not None:
            return (action.contract, action.level, action.suit)
        return None

    def held(action: Action) -> int:
        card = action.card if isinstance(action, Play | Discard | Bid) else None
        # a card the hand does not hold (none should) after those it does
        return place.get(card, len(place)) if card is not None else len(place)

    for key in dict.fromkeys(group(a) for a in options):
        if key is None:
            continue
        at = [i for i, a in enumerate(options) if group(a) == key]
        for i, action in zip(at, sorted((options[i] for i in at), key=held), strict=True):
            options[i] = action
    return options


def menu_label(
    action: Action,
    view: SeatView,
    words: Vocabulary,
    ladder: Ladder,
    *,
    lang: Lang,
    kept: Contract | None,
) -> str:
    """:func:`choice_label` of an entry of the menu drawn for ``view``: the first suit, the
    takeover, the suit classes and what a pass declines read from the view."""
    return choice_label(
        action,
        view.first_suit,
        words,
        ladder,
        lang=lang,
        takeover=view.takeover,
        declines=declining(action, view, words),
        kept=kept,
        classes=view.suit_classes,
    )


def declining(action: Action, view: SeatView, words: Vocabulary) -> bool:
    """Whether passing now declines to support a demande (WB-B2, NT-B3), as the auction will
    say it once made."""
    if not isinstance(action, Pass):
        return False
    said = (*view.auction, action)
    return declines_support(said, len(said) - 1, words)


def last_entry(auction: Sequence[AuctionEntry], action: Pass | Bid) -> int | None:
    """Where ``action``, just made, stands in the public ``auction``: its seat's last entry of
    its kind (a card laid with a bid is hidden there, NT-B2, so the bid itself may differ)."""
    for at in range(len(auction) - 1, -1, -1):
        entry = auction[at]
        if entry.seat == action.seat and type(entry) is type(action):
            return at
    return None


def kept_contract(view: SeatView) -> Contract | None:
    """NT-K1: the winning bid's contract where trumps are named with the contract played, so
    the choice keeping it names it as the others name theirs; else None."""
    return view.contract if view.declares_contract else None


def menu_lines(
    options: Sequence[Action],
    view: SeatView,
    words: Vocabulary,
    ladder: Ladder,
    *,
    lang: Lang,
    width: int = MENU_WIDTH,
) -> list[str]:
    """The numbered choices, several to a line within ``width``: a contract's colour levels
    share a line, as do the cards of a suit, so even a full bidding menu stays short. Under a
    contract's bids, what bidding it commits to (:func:`described_lines`): "Little Spread"
    alone let a newcomer bid it unaware his hand would lie face up; under NT-K1's trumps for
    a contract declared, what declaring it commits to. Each kind of bid is said once a menu,
    in every menu (:func:`_kinds`): the contracts whose descriptions differ only in their
    number of tricks ("At least 4 tricks alone", … "At least 12 tricks alone") are said
    together, under the first run of their bids ("Four–Twelve: at least 4–12 tricks
    alone"). Said once a run instead, a later menu (an overcall's, the next deal's) left
    unexplained the bids an earlier one had offered, and Mariland's ten levels, a contract
    each, were said ten times."""
    groups: list[tuple[object, list[str]]] = []
    # each group's contract and its description, said after the last group of that contract
    about: list[tuple[str, str] | None] = []
    kept = kept_contract(view)
    for number, action in enumerate(options, start=1):
        described: tuple[str, str] | None = None
        match action:
            case Bid(_, contract, level, suit, card):
                key: object = ("bid", contract)
                described = _described(ladder.get(contract), words, lang, declared=False)
                level_said = words.level(level, lang).strip()
                later = level_said or t(lang, "terminal.plain_level")
                if level_said.startswith("("):
                    # A level said as an aside says nothing alone: "3. (I keep over you)" after
                    # "2. Six (I keep)" read as a bid of nothing (DW-B2), so it names its bid;
                    # "i högsta färg" after "6 spel" reads on from it (SV-B2) and stays short.
                    later = bid_choice_words(action, ladder, words, lang)
                note = ""
                cls = view.class_of(suit) if suit is not None else None
                if suit is not None and cls is not None:
                    # MA-C2: the suit's class decides the overcall and the price; said at every
                    # bid of a suit, so each reads alone (a contract's later row of bare "♦"
                    # left the reader to look rows up for what the suit was)
                    note = f" {aside(words.suit_class(cls, lang))}"
                if suit is not None:
                    later = suit.symbol + note
                if card is not None:  # NT-B2: the card laid face down
                    later = card_label(card)
                head = bid_choice_words(action, ladder, words, lang) + note
                if card is not None:  # what the card is for, said at the group's head
                    head = t(lang, "hand.bid_laying", bid=head, card=card_label(card))
                if action == view.takeover:  # SV-B4: an equal bid, which förhand may make
                    head += takeover_aside(words, lang)
                    later += takeover_aside(words, lang)
                text = head if not groups or groups[-1][0] != key else later
            case Play(_, card) | Discard(_, card):
                key, text = ("card", view.suit_in_play(card)), card_label(card)
            case _:
                key = ("one", number)
                text = menu_label(action, view, words, ladder, lang=lang, kept=kept)
                if isinstance(action, NameTrump) and kept is not None:  # NT-K1
                    played = ladder.get(action.contract) if action.contract else kept
                    described = _described(played, words, lang, declared=True)
        entry = f"{number:>2}. {text}"
        if groups and groups[-1][0] == key:
            groups[-1][1].append(entry)
        else:
            groups.append((key, [entry]))
            about.append(described)
    # A choice wider than the line alone (a long demande's support on a phone) is broken
    # between words, its later lines under its text, deeper than a group's next choice; a
    # contract's name and its level's words whole where they fit.
    phrases = rule_phrases(words, ladder, lang)
    said = _kinds(about, words, ladder, lang)
    out: list[str] = []
    for at, (_, entries) in enumerate(groups):
        line = "  "
        for entry in entries:
            if display_width(line + entry) + 3 > width and line.strip():
                out.append(fill(line.rstrip(), width, later=" " * 8, phrases=phrases))
                line = "      "
            line += entry + "   "
        out.append(fill(line.rstrip(), width, later=" " * 8, phrases=phrases))
        if at in said:
            out += described_lines(said[at], width, phrases=phrases)
    return out


_FIGURES = re.compile(r"\d+")
"""A number in a description: its number of tricks, where descriptions of one kind differ."""


def _kinds(
    about: Sequence[tuple[str, str] | None], words: Vocabulary, ladder: Ladder, lang: Lang
) -> dict[int, str]:
    """What the menu says under which of its groups (their index): each kind of bid once.
    ``about`` holds each group's contract and description. A kind is the descriptions alike
    but for their figures ("At least 4 tricks alone; …", "At least 12 tricks alone; …";
    "All 13 tricks alone" is another); said after the first run of groups of its kind, as
    the first of them says it where it is one contract's (a declared contract's trumps, a
    group each), else with each differing figure as a range of the first and last offered
    ("at least 4–12 tricks alone"), led by the bids it is said of where their names do not
    show their figures ("Four–Twelve: ", Dawson's "Boston–Twelve: ")."""
    kinds: dict[str, dict[str, str]] = {}  # each kind's contracts and their texts, in order
    for described in about:
        if described is not None:
            kinds.setdefault(_FIGURES.sub("#", described[1]), {}).setdefault(*described)
    said: dict[int, str] = {}
    for kind, texts in kinds.items():
        at = next(i for i, d in enumerate(about) if d and _FIGURES.sub("#", d[1]) == kind)
        while at + 1 < len(about) and (d := about[at + 1]) and _FIGURES.sub("#", d[1]) == kind:
            at += 1  # after the last of the first run of its groups
        said[at] = _kind_text(list(texts.items()), words, ladder, lang)
    return said


def _kind_text(
    texts: Sequence[tuple[str, str]], words: Vocabulary, ladder: Ladder, lang: Lang
) -> str:
    """One kind's description, said of its contracts ``texts`` (id and description, lowest
    first): the description where they share it, else its figures as ranges, led by the
    contracts' names where those do not show the figures (:func:`_kinds`)."""
    (first_id, first), (last_id, last) = texts[0], texts[-1]
    if len({text for _, text in texts}) == 1:
        return first
    highs = iter(_FIGURES.findall(last))

    def ranged(low: re.Match[str]) -> str:
        high = next(highs, low[0])
        return low[0] if high == low[0] else f"{low[0]}–{high}"

    text = _FIGURES.sub(ranged, first)
    low, high = ladder.get(first_id), ladder.get(last_id)
    if low is None or high is None:
        return text
    names = [words.contract(low, lang), words.contract(high, lang)]
    if any(_FIGURES.search(name) for name in names):  # "5 levées", "I go 12": said there
        return text
    lows, highs_said = names[0].split(" "), names[1].split(" ")
    shared = 0  # "Jag går boston–tolv", not "Jag går boston–Jag går tolv"
    while shared < min(len(lows), len(highs_said)) - 1 and lows[shared] == highs_said[shared]:
        shared += 1
    bids = f"{names[0]}–{' '.join(highs_said[shared:])}"
    if text[1:2].islower():  # a sentence's capital, after the colon: not an acronym's
        text = text[:1].lower() + text[1:]
    return t(lang, "terminal.described_kind", bids=bids, text=text)


def _described(
    contract: Contract | None, words: Vocabulary, lang: Lang, *, declared: bool
) -> tuple[str, str] | None:
    """The contract's id and what bidding it (or declaring it, ``declared``) commits to, as
    the menu says it under its choices; None where the variant says nothing of it."""
    if contract is None:
        return None
    text = words.contract_description(contract, lang, declared=declared)
    return None if not text else (contract.id, text)


DESCRIBED = " " * 6
"""A contract's description's indent under its bids: where its bids' names begin ("  12. ")."""


def described_lines(text: str, width: int, *, phrases: Sequence[str] = ()) -> list[str]:
    """What bidding a contract commits to (the engine's description), under its bids in the
    menu: led by "– " where its names begin, so it reads as said of them, not as another
    choice, its later lines under its text; broken between words within ``width``."""
    lead = DESCRIBED + "– "
    later = " " * display_width(lead)
    return fill(text, width, first=lead, later=later, phrases=phrases).split("\n")
