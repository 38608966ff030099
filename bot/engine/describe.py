"""Sentences about actions and deals in the reader's language (English or Swedish), for the
terminal, the command line, replays and Discord's posts, and the variant's own words a
frontend puts in its own sentences (all-pass headline, game-end heading, *je soutiens*, the
supporter, a bid taken over *i förhand*, a pass declining to support, what saying whist or
*je soutiens* would make the pair need, which whist answer the rules give and why: FB-W3,
DW-P4, SV-W5). The rule words in them
(contract names, colour levels, suit classes) come from the game's
:class:`~bot.engine.words.Vocabulary` in the language asked for.

Hidden information never reaches these strings: a discard is described without its card.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.actions import (
    Action,
    AuctionEntry,
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
)
from bot.engine.cards import Suit, card_label
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.game import DealEntry
from bot.engine.optional import offers
from bot.engine.phrasing import Frames, say
from bot.engine.phrasing import tricks as tricks_text
from bot.engine.result import DealResult
from bot.engine.rules import DealRules, RanksSuits
from bot.engine.scoring import POOL, Settlement
from bot.engine.seats import Seat
from bot.engine.views import PublicView, SeatView
from bot.engine.words import Lang, Vocabulary

_FRAMES: Frames = {
    "pass": {"en": "{who} passes", "sv": "{who} passar"},
    # A pass of a seat that may no longer bid, asked only to support (WB-B2, NT-B3).
    "no_support": {"en": "{who} does not support", "sv": "{who} stöder inte"},
    "bid": {"en": "{who} bids {bid}", "sv": "{who} bjuder {bid}"},
    # AM-B1: a bid whose name is what its bidder says is quoted, not glued to "bids"
    "spoken": {"en": "{who} says “{bid}”", "sv": "{who} säger ”{bid}”"},
    "trump": {"en": "{who} names {suit} trumps", "sv": "{who} väljer {suit} som trumf"},
    "trump_declared": {
        "en": "{who} names {suit} trumps and plays {contract}",
        "sv": "{who} väljer {suit} som trumf och spelar {contract}",
    },
    "invite": {"en": "{who} invites whist", "sv": "{who} bjuder in till whist"},
    "alone": {"en": "{who} plays alone", "sv": "{who} spelar ensam"},
    "accept": {"en": "{who} says whist", "sv": "{who} säger whist"},
    "decline": {"en": "{who} declines whist", "sv": "{who} avböjer whist"},
    "concede": {"en": "{who} concedes", "sv": "{who} ger upp"},
    # Swedish "dolt" as every hidden card is said, the person's own discard too ("Du lägger
    # bort 7♦ dolt"): one word for one thing.
    "discard": {
        "en": "{who} discards a card face down",
        "sv": "{who} lägger bort ett kort dolt",
    },
    "play": {"en": "{who} plays {card}", "sv": "{who} spelar {card}"},
    "merge": {"en": "{who} merges the two {betar}", "sv": "{who} slår ihop de två {betar}"},
    "no_merge": {
        "en": "{who} does not merge the two {betar}",
        "sv": "{who} slår inte ihop de två {betar}",
    },
    "claim": {
        "en": "{who} shows their hand and claims the remaining tricks",
        "sv": "{who} visar sin hand och kräver resten av sticken",
    },
    # Swedish "kravet", as the hand view's buttons and the glossary's *kräva resten* say it
    "claim_accept": {"en": "{who} accepts the claim", "sv": "{who} godtar kravet"},
    "claim_refuse": {"en": "{who} refuses the claim", "sv": "{who} avslår kravet"},
    "declare": {"en": "{who} declares {name}", "sv": "{who} anmäler {name}"},
    "declared": {"en": "{who} declared {name}", "sv": "{who} har meddelat {name}"},
    # What a declaration brought its declarer in a settled deal ("chicane +30")
    "declared_gain": {"en": "{name} {n}", "sv": "{name} {n}"},
    # A part of a seat's payment that is the contract's own (its name is the item: "Grand
    # Slam", "contract", "direct payment"), beside the ante, the pool or a declaration.
    "contract_part": {"en": "contract", "sv": "kontrakt"},
    # A sentence, its full stop its own; the bid in lower case within it, as the glossary
    # writes a demande (:func:`laid_cards`).
    "laid": {
        "en": "{who} laid {card} face down with the {bid}.",
        "sv": "{who} lade {card} dolt med {bid}.",
    },
    # A card laid with a bid another overcalled: under the winning contract's line, "with
    # the Demande" read as the card of the contract played.
    "laid_over": {
        "en": "{who} laid {card} face down with their {bid}, which was overcalled.",
        "sv": "{who} lade {card} dolt med sin {bid}, som blev överbjuden.",
    },
    # What the decision at hand makes the declaring side need together (the view's
    # pair_target): said before the decision, as the side's count says it after.
    "pair_whist": {
        "en": "Whist: together you would need {tricks}.",
        "sv": "Whist: tillsammans skulle ni behöva {tricks}.",
    },
    # Where the rules count each partner's own target (``DealRules.own_targets_count``: SV-W3,
    # SV-S8, DW-P4 with its option), the player asked also hears his own: it matters only when
    # the contract is lost, when the one short of it pays, which is what makes saying whist cost;
    # both pay where both miss (SV-S8, SV-P8), so "den av er" alone told only half of it.
    "pair_whist_own": {
        "en": (
            "Whist: together you would need {tricks}; if it fails, whoever of you missed "
            "their own target pays, both if both did (yours: {own})."
        ),
        "sv": (
            "Whist: tillsammans skulle ni behöva {tricks}; går det bet betalar den eller de "
            "av er som inte nådde sitt eget mål (ditt: {own})."
        ),
    },
    # SV-W5 said to those asked, before they answer (:func:`ruled_whist_words` names the rule).
    "last_must_accept": {
        "en": "{why}: the last one asked must say whist.",
        "sv": "{why}: den sist tillfrågade måste säga whist.",
    },
    "pair_whist_alone": {
        "en": "Whist: together you would need {tricks}; alone, {alone}.",
        "sv": "Whist: tillsammans skulle ni behöva {tricks}; ensam behöver du {alone}.",
    },
    "pair_support": {
        "en": "{support}: together you would need {tricks}.",
        "sv": "{support}: tillsammans skulle ni behöva {tricks}.",
    },
    # Why the rules, and no player, gave a whist answer (:func:`ruled_whist_words`).
    "ruled_alone": {"en": "nobody said whist", "sv": "ingen sa whist"},
    "ruled_whist": {"en": "whist is compulsory in {contract}", "sv": "tvungen whist i {contract}"},
    # On the contract line, which names the contract already.
    "ruled_whist_short": {"en": "compulsory whist", "sv": "tvungen whist"},
    "support": {"en": "I support", "sv": "Jag stöder"},
    "support_said": {"en": "I support", "sv": "jag stöder"},
    # A deal's result's head (:func:`result_head`): {deal} is its number, bold on Discord.
    # No brackets of its own: a name may have some ("East (computer)", "du (Anna)").
    "deal_number": {"en": "Deal {n}", "sv": "Giv {n}"},
    "head": {"en": "{deal} · dealer {dealer}:", "sv": "{deal} · givare {dealer}:"},
    "in_progress": {"en": "{head} in progress", "sv": "{head} pågår"},
    "all_passed": {"en": "{head} {what}", "sv": "{head} {what}"},
    "everyone_passed": {"en": "everyone passed", "sv": "alla passade"},
    "game_end": {"en": "End of the game", "sv": "Partiets slut"},
    # The side with who played with the declarer (:func:`result_side`).
    "with_whister": {
        "en": "{side} with {whister} as {role}",
        "sv": "{side} med {whister} som {role}",
    },
    "whister": {"en": "whister", "sv": "whistare"},
    # A contract made by taking no trick, where the variant has no word of its own for it.
    "misere": {"en": "misère", "sv": "misère"},
    # AM-T2, said as the whister is and as the terminal's contract line says it ("with you
    # (Ann) as partner", not "with partner you (Ann)").
    "with_partner": {
        "en": "{side} with {partner} as partner",
        "sv": "{side} med {partner} som partner",
    },
    "conceded": {
        "en": "{head} {side} conceded {contract}",
        "sv": "{head} {side} gav upp {contract}",
    },
    # Swedish: the club's verb for a contract made (Swedish Boston's *går hem*), in every variant.
    "made": {"en": "made", "sv": "gick hem"},
    "lost": {"en": "{lost} by {n}", "sv": "{lost} med {n}"},
    "stopped": {
        "en": "{lost} (play stopped at the first trick lost; paid as {short} short)",
        "sv": "{lost} (spelet slutade vid första förlorade sticket; betalas som {short} under)",
    },
    "stopped_misere": {
        "en": "{lost} (play stopped at the trick that decided it)",
        "sv": "{lost} (spelet slutade vid sticket som avgjorde det)",
    },
    "one_trick": {"en": "one trick", "sv": "ett stick"},
    "trick": {"en": "trick", "sv": "stick"},
    "tricks": {"en": "tricks", "sv": "stick"},
    "summary": {
        "en": "{head} {side}, {contract}, {tricks} {noun}, {verdict}",
        "sv": "{head} {side}, {contract}, {tricks} {noun}, {verdict}",
    },
    # The dealer who also plays, named once, on the side, with both parts ("Deal 3 · dealer
    # and declarer Ben, Six ♣ …", not "Deal 3 · dealer Ben: Ben, Six ♣ …"): the deal's number
    # alone, then both parts said, so a reader need not know the convention to see who
    # played. {declarer}: the variant's word (Dawson's soloist).
    "head_number": {"en": "{deal} ·", "sv": "{deal} ·"},
    "dealer_plays": {"en": "dealer and {declarer} {who}", "sv": "givare och {declarer} {who}"},
}
"""Every sentence frame in every language (:func:`~bot.engine.phrasing.say` fills them)."""


def aside(word: str) -> str:
    """A word in brackets after another: ``(belle)``. A word with brackets of its own
    ("trumps (turned)", as Le Whisch Bostonien's trumps once read) is not bracketed twice:
    ``(trumps, turned)``."""
    return "(" + word.replace(" (", ", ").replace(")", "") + ")"


def suit_text(
    suit: Suit,
    first: Suit | None,
    words: Vocabulary,
    lang: Lang = "en",
    classes: Sequence[SuitClass] | None = None,
) -> str:
    """A suit and how it reads in this deal: ``♠ (petite)``. ``classes`` are the view's
    ``suit_classes``, as the variant ranks the suits (NT-S1's belle and petite); without them
    the class is read from ``first`` by the Swedish colour rule."""
    name = words.suit(suit, first, lang, classes)
    return f"{suit.symbol} {aside(name)}" if name else suit.symbol


def suit_class_label(
    suit: Suit, suit_class: SuitClass, words: Vocabulary, lang: Lang = "en"
) -> str:
    """A suit as a button choosing it says it, with its class's short word
    (:meth:`Vocabulary.class_label`) in brackets: ``♦ (belle)``, ``♠ (plain suit)``. One form
    for a bid's suit and for trumps named after the auction (NT-K1), so a suit reads alike on
    both."""
    return f"{suit.symbol} {aside(words.class_label(suit_class, lang))}"


def bid_words(bid: Bid, ladder: Ladder, words: Vocabulary, lang: Lang = "en") -> str:
    """A bid as the variant says it: its contract's name and its colour level's words."""
    contract = ladder.get(bid.contract)
    if contract is None:
        return _bid_said(bid.contract, bid.suit, bid.level, words, lang)
    return contract_bid_words(contract, bid.level, words, lang, bid.suit)


def short_bid_words(bid: Bid, ladder: Ladder, words: Vocabulary, lang: Lang = "en") -> str:
    """A bid as :func:`bid_words` says it, by its contract's short name ("6 spel ♥" for "6
    spel (stor boston) ♥"), for a line read on a phone."""
    contract = ladder.get(bid.contract)
    if contract is None:
        return bid_words(bid, ladder, words, lang)
    return _bid_said(words.contract_short(contract, lang), bid.suit, bid.level, words, lang)


def contract_bid_words(
    contract: Contract, level: Level, words: Vocabulary, lang: Lang = "en", suit: Suit | None = None
) -> str:
    """``contract`` at ``level`` (naming ``suit`` where a bid names its trumps, FB-C1) as a bid
    of it says it (:func:`bid_words`): its name, the suit, its colour level's words."""
    return _bid_said(words.contract(contract, lang), suit, level, words, lang)


def _bid_said(name: str, suit: Suit | None, level: Level, words: Vocabulary, lang: Lang) -> str:
    """A bid's ``name`` with the suit it names and its colour level's words."""
    return name + (f" {suit.symbol}" if suit is not None else "") + words.level(level, lang)


def bid_choice_words(bid: Bid, ladder: Ladder, words: Vocabulary, lang: Lang = "en") -> str:
    """A bid as offered to a player choosing one (a button, a menu entry). A bid naming no
    suit and laying no card has nothing left to choose, so it says its contract's choice
    words (:meth:`Vocabulary.contract_choice`: American Boston's "I go Boston (5 tricks)", AM-B1);
    one naming its suit is called by its name, as :func:`bid_words` says it ("Neuf ♠", never
    "Neuf in any suit ♠", NT-C2), unless its choice words are only its name with what it is in
    brackets, which hold with the suit too ("Chelem (13 levées) ♠", FB-C: the slam is
    "Chelem ♠" once made)."""
    contract = ladder.get(bid.contract)
    if contract is None or bid.card is not None:
        return bid_words(bid, ladder, words, lang)
    choice = words.contract_choice(contract, lang)
    if bid.suit is not None:
        if not choice.startswith(words.contract(contract, lang) + " ("):
            return bid_words(bid, ladder, words, lang)
        choice += f" {bid.suit.symbol}"
    return choice + words.level(bid.level, lang)


def takeover_aside(words: Vocabulary, lang: Lang = "en", after: str = "") -> str:
    """What follows a bid taking over an equal one, in the variant's word: `` (i förhand)``
    (SV-B4, SV-B5); nothing where the variant names no such bid. After a bid ``after``
    already bracketing a nickname ("6 spel (stor boston)") it is ``, i förhand``: a phone
    read "6 spel (stor boston) (i förhand)" as two asides stacked."""
    if not words.has_term("takeover"):
        return ""
    word = words.term("takeover", lang)
    return f", {word}" if after.endswith(")") else f" {aside(word)}"


def declines_support(auction: Sequence[AuctionEntry], at: int, words: Vocabulary) -> bool:
    """Whether the pass ``auction[at]`` declines to support a demande rather than passes a
    turn to bid: where the variant has a supporter's word (*je soutiens*), a seat that passed
    or supported before may not bid again and is asked only when there is a demande to
    support (WB-B2, NT-B1, NT-B3)."""
    entry = auction[at]
    return (
        isinstance(entry, Pass)
        and words.has_term("support")
        and any(isinstance(a, Pass | Support) and a.seat == entry.seat for a in auction[:at])
    )


def support_word(words: Vocabulary, lang: Lang = "en", *, in_sentence: bool = False) -> str:
    """What a seat says to support a demande: the variant's words (*je soutiens*), else "I
    support". As a button's label it starts with a capital; ``in_sentence`` the variant's
    word starts small ("je soutiens") and the fallback keeps its own form ("I support",
    "jag stöder")."""
    if words.has_term("support"):
        word = words.term("support", lang)
        return word[:1].lower() + word[1:] if in_sentence else word
    return say(_FRAMES, "support_said" if in_sentence else "support", lang)


def suit_rank(rules: DealRules, view: SeatView, bids: Sequence[Action]) -> tuple[Suit, ...] | None:
    """The suits best first, where ``bids`` name suits that no class ranks and the rules rank
    them (FB-B4: the rank decides an overcall at the same level, and the price); None
    elsewhere (a class says it: "♦ (belle)")."""
    if not offers(rules, RanksSuits):
        return None
    if not any(
        isinstance(b, Bid) and b.suit is not None and view.class_of(b.suit) is None for b in bids
    ):
        return None
    return rules.suit_rank


def suit_rank_symbols(rules: DealRules, view: SeatView, bids: Sequence[Action]) -> str | None:
    """``♦ ♥ ♣ ♠``: :func:`suit_rank` as said beside the bid buttons and the terminal's bidding
    menu alike; None where the rules rank no suits of ``bids``."""
    rank = suit_rank(rules, view, bids)
    return None if rank is None else " ".join(suit.symbol for suit in rank)


def in_suit_rank(rules: DealRules, view: SeatView, bids: Sequence[Bid]) -> list[Bid]:
    """``bids`` in the order the bidder is told the suits rank (:func:`suit_rank`), best
    first within each contract and level (the contracts and levels keep their order): a row
    of buttons under "the suits rank ♦ ♥ ♣ ♠, best first" reads as the line does (FB-B4).
    ``bids`` as they are where the rules rank no suits (the legal bids' order, lowest
    first)."""
    rank = suit_rank(rules, view, bids)
    if rank is None:
        return list(bids)
    place = {suit: i for i, suit in enumerate(rank)}
    groups: dict[tuple[str, Level], int] = {}
    for bid in bids:
        groups.setdefault((bid.contract, bid.level), len(groups))
    return sorted(
        bids,
        key=lambda b: (groups[b.contract, b.level], -1 if b.suit is None else place[b.suit]),
    )


def pair_target_words(
    view: SeatView, words: Vocabulary, lang: Lang = "en", *, rules: DealRules | None = None
) -> str | None:
    """What the decision the seat faces now would make the declaring side need together, from
    the view's ``pair_target`` (the rules' own side target once a partner joins): the
    declarer asked whether to invite whist (with his own target alone, where he may play
    alone) and the player invited (SV-W3, FB-W4, RU-F2, DW-P4), a player who may say *je
    soutiens* (NT-B1, WB-B1). Given the deal's ``rules``, the player invited is also told his
    own target where it counts (``own_targets_count``: SV-W3, SV-S8, DW-P4's option; FB-W4
    counts only the total) and where the last one asked must accept (SV-W5). The
    declarer nobody whisted with, choosing to play alone or concede, hears what conceding
    costs (:func:`concede_words`); a player who passed and may bid again, only some bids, why
    the others are gone (:func:`passed_words`, DW-B1). None where the seat decides no such
    thing now."""
    need = view.pair_target
    if not need or view.to_act != view.seat:
        return concede_words(view, words, lang) or passed_words(view, words, lang)
    tricks = tricks_text(need, lang)
    answers: set[str] = set()
    for action in view.legal:
        if isinstance(action, Support):
            return say(
                _FRAMES, "pair_support", lang, support=support_word(words, lang), tricks=tricks
            )
        if isinstance(action, Whist):
            answers.add(action.answer)
    if "invite" in answers and "alone" in answers:
        alone = tricks_text(view.declarer_target, lang)
        return say(_FRAMES, "pair_whist_alone", lang, tricks=tricks, alone=alone)
    contract = view.contract
    if "accept" in answers and rules is not None and contract is not None:
        if view.whister_target and rules.own_targets_count(contract):
            own = tricks_text(view.whister_target, lang)
            line = say(_FRAMES, "pair_whist_own", lang, tricks=tricks, own=own)
        else:
            line = say(_FRAMES, "pair_whist", lang, tricks=tricks)
        if rules.last_must_accept(contract):
            why = ruled_whist_words(Whist(view.seat, "accept"), view, words, lang)
            line += " " + say(_FRAMES, "last_must_accept", lang, why=_capital(why))
        return line
    if answers & {"invite", "accept"}:
        return say(_FRAMES, "pair_whist", lang, tricks=tricks)
    return concede_words(view, words, lang)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def passed_words(view: SeatView, words: Vocabulary, lang: Lang = "en") -> str | None:
    """Why a seat that passed earlier in the auction is offered only some bids at its turn,
    in the variant's words (its ``passed_bids`` term: DW-B1, misères and spreads only); said
    to that seat alone, on its turn. None for any other seat or moment, or a variant whose
    pass is final or leaves every bid open (no such term)."""
    if view.to_act != view.seat or not words.has_term("passed_bids"):
        return None
    if not any(isinstance(a, Bid) for a in view.legal):
        return None
    if not any(isinstance(e, Pass) and e.seat == view.seat for e in view.auction):
        return None
    return words.term("passed_bids", lang)


def concede_words(view: SeatView, words: Vocabulary, lang: Lang = "en") -> str | None:
    """What conceding costs, in the variant's words (its ``concede`` term: SV-W4, lost by one
    trick without play), said to a declarer nobody whisted with who chooses between playing
    alone and conceding; None for any other seat or decision, or a variant without the term."""
    if view.to_act != view.seat or not words.has_term("concede"):
        return None
    if not any(isinstance(a, Concede) for a in view.legal):
        return None
    return words.term("concede", lang)


def ruled_whist_answers(rules: DealRules, view: PublicView) -> tuple[Whist, ...]:
    """The deal's whist answers so far that the rules gave and no player chose (those the
    view's ``ruled_whist`` gives, once made), each judged by the answers before it: the
    invitation of a contract that must invite, the last asked's whist after two declines
    where he must accept (SV-W5), and playing alone after everyone declined where the
    declarer may not concede (FB-W3, DW-P4)."""
    contract = view.contract
    if contract is None:
        return ()
    ruled: list[Whist] = []
    for i, answer in enumerate(view.whist_answers):
        before = view.whist_answers[:i]
        match answer.answer:
            case "invite":
                given = rules.must_invite(contract)
            case "accept":
                given = _declines(before) == 2 and rules.last_must_accept(contract)
            case "alone":
                given = _declines(before) > 0 and not rules.may_concede
            case "decline":
                given = False
        if given:
            ruled.append(answer)
    return tuple(ruled)


def ruled_whist_words(
    answer: Whist, view: PublicView, words: Vocabulary, lang: Lang = "en", *, short: bool = False
) -> str:
    """Why the rules gave ``answer`` (the view's ``ruled_whist`` or one
    :func:`ruled_whist_answers` found) in the deal of ``view``: "nobody said whist" for the
    declarer playing alone (FB-W3, DW-P4), "whist is compulsory in 5 spel (liten boston)"
    for the invitation and the last asked's whist (SV-W5), in the variant's words; ``short``
    (beside the contract's name, as on the contract line): "compulsory whist"."""
    if answer.answer == "alone":
        return say(_FRAMES, "ruled_alone", lang)
    if short:
        return say(_FRAMES, "ruled_whist_short", lang)
    contract = view.contract
    name = words.contract(contract, lang) if contract is not None else ""
    return say(_FRAMES, "ruled_whist", lang, contract=name)


def _declines(answers: Sequence[Whist]) -> int:
    return sum(1 for w in answers if w.answer == "decline")


def all_pass_words(words: Vocabulary, lang: Lang = "en") -> str:
    """What happened when everyone passed, in the variant's words: Swedish Boston's
    *ompassning* (SV-B6), Misère Partout (DW-B4, FB-A1), thrown in (NT-G3, WB-B7, MA-B3, AM-B5)."""
    if words.has_term("all_pass"):
        return words.term("all_pass", lang)
    return say(_FRAMES, "everyone_passed", lang)


def declarer_subject(words: Vocabulary, lang: Lang = "en") -> str:
    """The variant's declarer as a sentence's first words, definite: "The soloist",
    "Spelföraren", "Solisten" (Swedish puts the article at the end of the word)."""
    word = words.term("declarer", lang)
    suffix = "n" if word.endswith("e") else "en"
    definite = word + suffix if lang == "sv" else f"the {word}"
    return definite[:1].upper() + definite[1:]


def whister_word(words: Vocabulary, lang: Lang = "en") -> str:
    """What the declarer's partner of the deal is called: the supporter of a demande at Le
    Whisch Bostonien and Boston de Nantes (WB-B1, NT-B1), the variant's whister (FB-W), else
    the whister (SV-W2)."""
    for key in ("supporter", "whister"):
        if words.has_term(key):
            return words.term(key, lang)
    return say(_FRAMES, "whister", lang)


def misere_word(contract: Contract, words: Vocabulary, lang: Lang = "en") -> str | None:
    """What a side's tally calls a contract made by taking exactly its target, as the players
    call it: a misère played with the hand face up by the variant's word for it where it has
    one (its ``open_misere`` term: Dawson's spread, DW-T2), else a misère; None for a contract
    of tricks."""
    if not contract.misere:
        return None
    exposed = contract.exposed_before_play or contract.exposed_after_first
    if exposed and words.has_term("open_misere"):
        return words.term("open_misere", lang)
    return say(_FRAMES, "misere", lang)


def game_end_heading(words: Vocabulary, lang: Lang = "en") -> str:
    """The heading over the payments at the end of a game: the variant's ``game_end`` term
    (the pool shared out at Boston de Nantes, NT-G4), else its ``betdelning`` with a capital
    (Swedish Boston's *Betdelning*, SV-P12), else "End of the game"."""
    if words.has_term("game_end"):
        return words.term("game_end", lang)
    if words.has_term("betdelning"):
        word = words.term("betdelning", lang)
        return word[:1].upper() + word[1:]
    return say(_FRAMES, "game_end", lang)


def settlement_heading(words: Vocabulary, lines: Sequence[str], lang: Lang = "en") -> str | None:
    """:func:`game_end_heading` over a game's final payments ``lines``, or None where their
    first line opens with it already: "Betdelning:" over "betdelning: kolumner …" said it
    twice."""
    heading = game_end_heading(words, lang)
    if lines and lines[0].casefold().startswith(heading.casefold() + ":"):
        return None
    return heading


def declared_lines(
    declarations: Sequence[Declare], names: Sequence[str], words: Vocabulary, lang: Lang = "en"
) -> list[str]:
    """The declarations made so far, which everyone hears (RU-C4, RU-C6: ``North declared
    chicane``), for the deal's public state."""
    return [
        say(_FRAMES, "declared", lang, who=names[d.seat - 1], name=words.term(d.name, lang))
        for d in declarations
    ]


def declared_gains(
    entry: DealEntry, words: Vocabulary, lang: Lang = "en"
) -> list[tuple[Seat, str]]:
    """Each declaration made in a settled deal, by its declarer's seat, with what it brought
    him, for a line of the deal's results (RU-C5, RU-C6: West's ``chicane +30`` beside "North
    + East: 7 levées ♦, made", where West's −135 is −165 and the chicane's 30): his net of
    the deal's payments made for it, those whose ``item`` is the declaration's name (its name
    alone where none is). None before the deal is settled."""
    result, settlement = entry.result, entry.settlement
    if result is None or settlement is None:
        return []
    found: list[tuple[Seat, str]] = []
    for seat, name in result.declared:
        paid = [p for p in settlement.payments if p.item == name and seat in (p.payer, p.payee)]
        word = words.term(name, lang)
        if not paid:
            found.append((seat, word))
            continue
        net = sum(p.amount if p.payee == seat else -p.amount for p in paid)
        n = f"{net:+d}" if net else "0"  # as the sheet's figures: a "+0" reads as a gain
        found.append((seat, say(_FRAMES, "declared_gain", lang, name=word, n=n)))
    return found


def payment_parts(
    settlement: Settlement, seat: Seat, words: Vocabulary, lang: Lang = "en"
) -> list[tuple[str, int]]:
    """What ``seat`` gained (+) or paid (−) in a deal, part by part, where the deal's
    payments to or from it are for more than one thing (Dawson's ante, contract and pool,
    DW-P1, DW-P3; Nantes' deposit, contract, pool and carte de boston, NT-P9, NT-J1; a chicane
    beside a contract, RU-C5): each part named by the variant's own word for its payments'
    ``item`` (``ante``, ``pool``, ``chicane``), a payment into or out of the pool by
    ``pool`` ("pool penalty", "pool doubled"), any other by ``contract`` (its item is the
    contract's name). In the order the settlement books them, parts of one name together,
    none that came to nothing. Empty where at most one part is left: the seat's total says
    it all."""
    nets: dict[str, int] = {}
    for p in settlement.payments:
        if seat not in (p.payer, p.payee):
            continue
        word = _part_word(p.item, POOL in (p.payer, p.payee), words, lang)
        nets[word] = nets.get(word, 0) + (p.amount if p.payee == seat else -p.amount)
    parts = [(word, net) for word, net in nets.items() if net]
    return parts if len(parts) > 1 else []


_ITEM_TERMS = {"Misère Partout": "partout", "carte de boston": "carte-de-boston"}
"""The glossary key of a payment item named otherwise (a Misère Partout, DW-P5; the carte de
boston's bonus, NT-J1); any other item is its own key where it is one ("ante", "chicane")."""


def _part_word(item: str, pooled: bool, words: Vocabulary, lang: Lang) -> str:
    """The variant's word for a payment's ``item`` (:func:`payment_parts`)."""
    key = _ITEM_TERMS.get(item, item)
    if words.has_term(key):
        return words.term(key, lang)
    if pooled and words.has_term("pool"):
        return words.term("pool", lang)
    return say(_FRAMES, "contract_part", lang)


def laid_cards(
    auction: Sequence[AuctionEntry],
    names: Sequence[str],
    ladder: Ladder,
    words: Vocabulary,
    lang: Lang = "en",
) -> list[str]:
    """NT-B2: each card laid face down with a bid, as a finished deal's auction shows them
    (``South laid 5♣ face down with the demande.``), a bid overcalled later in the auction
    said as such (``… with their demande, which was overcalled.``); nothing for a card still
    hidden, so only a deal that is over (or the layer's own view) names one."""
    bids = [entry for entry in auction if isinstance(entry, Bid)]
    out: list[str] = []
    for entry in bids:
        if entry.card is not None:
            who, card = names[entry.seat - 1], card_label(entry.card)
            bid = bid_words(entry, ladder, words, lang)
            bid = bid[:1].lower() + bid[1:]  # mid-sentence: "with their demande" (NT-B2)
            key = "laid" if entry is bids[-1] else "laid_over"  # the last bid is the one played
            out.append(say(_FRAMES, key, lang, who=who, card=card, bid=bid))
    return out


def action_text(
    action: Action,
    names: Sequence[str],
    ladder: Ladder,
    words: Vocabulary,
    lang: Lang = "en",
    *,
    takeover: bool = False,
    declines: bool = False,
) -> str:
    """An action as the rules say it; a bid that took over an equal one (``takeover``, the
    view's ``auction_takeovers``) with the variant's word (:func:`takeover_aside`), a pass
    that ``declines`` to support (:func:`declines_support`) as such."""
    who = names[action.seat - 1]
    match action:
        case Pass():
            return say(_FRAMES, "no_support" if declines else "pass", lang, who=who)
        case Bid():
            bid = bid_words(action, ladder, words, lang)
            contract = ladder.get(action.contract)
            spoken = contract is not None and words.is_spoken(contract)
            frame = say(_FRAMES, "spoken" if spoken else "bid", lang, who=who, bid=bid)
            return frame + takeover_aside(words, lang, frame) if takeover else frame
        case Support():
            return f"{who}: {support_word(words, lang)}"
        case NameTrump(_, suit, played):
            contract = ladder.get(played) if played is not None else None
            if contract is not None:  # a higher contract declared with trumps (NT-K1)
                declared = words.contract(contract, lang)
                return say(
                    _FRAMES, "trump_declared", lang, who=who, suit=suit.symbol, contract=declared
                )
            return say(_FRAMES, "trump", lang, who=who, suit=suit.symbol)
        case Whist(_, answer):
            return say(_FRAMES, answer, lang, who=who)
        case Concede():
            return say(_FRAMES, "concede", lang, who=who)
        case Discard():
            return say(_FRAMES, "discard", lang, who=who)
        case Play(_, card):
            return say(_FRAMES, "play", lang, who=who, card=card_label(card))
        case Merge(_, merge):
            betar = words.term("betar", lang)
            return say(_FRAMES, "merge" if merge else "no_merge", lang, who=who, betar=betar)
        case Claim():
            return say(_FRAMES, "claim", lang, who=who)
        case ClaimAnswer(_, answer):
            key = "claim_accept" if answer == "accept" else "claim_refuse"
            return say(_FRAMES, key, lang, who=who)
        case Declare(_, name):
            return say(_FRAMES, "declare", lang, who=who, name=words.term(name, lang))


def result_contract(result: DealResult, words: Vocabulary, lang: Lang = "en") -> str:
    """A deal's contract as the variant says it, naming its trumps (:func:`contract_name`)."""
    if result.contract is None:
        return ""
    return contract_name(
        result.contract, result.level, result.trump, result.trump_class, words, lang
    )


def contract_name(
    contract: Contract,
    level: Level,
    trump: Suit | None,
    trump_class: SuitClass | None,
    words: Vocabulary,
    lang: Lang = "en",
) -> str:
    """A contract as the variant says it, naming its trumps: the suit where it is known, and
    the suit's class where the variant names one and the bid does not say it already (``Five
    ♠ (plain suit)``, ``5 spel (liten boston) i högsta färg ♣``, ``I go 7 ♣``). A contract
    whose name carries brackets of its own (the Swedish ladder's nickname ``5 spel (liten
    boston)``) takes its class after a comma: ``5 spel (liten boston) ♣, simpel färg``,
    never a second bracket, which read as two asides in a row; a level said as an aside
    (Dawson's ``(I keep)``) shares its bracket with the class, after the suit: ``Six ♣ (I
    keep, first preference)``, and the top level says its class itself (``Boston ♣ (I keep
    over you)``). A scored deal may know only the class: ``7 spel (liten independence), andra
    färg``. A contract fixing its trumps' class names it itself (``Demande en belle ♥``,
    NT-C3), so no class follows: a Swede read "belle" twice in "Demande en belle ♥ (belle –
    bästa färg)". A live line names a contract whose level is an aside so too
    (:func:`level_is_aside`), as its result will."""
    said = words.level(level, lang)
    # A level said as an aside (Dawson's " (I keep)") shares one bracket with the class,
    # after the suit: "Six ♣ (I keep, first preference)", as "Seven ♠ (second preference)".
    asides = [said[2:-1]] if level_is_aside(level, words, lang) else []
    text = words.contract(contract, lang) + ("" if asides else said)
    if trump is not None:
        text += f" {trump.symbol}"
    fixed = contract.trump_class is not None
    # The top level is in the first class (SV-B2's "i högsta färg", DW-B2's "I keep over
    # you"): "Boston ♣ (I keep over you)" says first preference already.
    implied = level is Level.FIRST and trump_class is SuitClass.FIRST
    if trump_class is not None and words.names_trump_class and not fixed and not implied:
        named = words.suit_class(trump_class, lang)
        if asides:
            asides.append(named)
        elif named not in text:  # "i högsta färg ♣" says it already
            text += f", {named}" if ")" in text else f" ({named})"
    return text + (f" ({', '.join(asides)})" if asides else "")


def level_is_aside(level: Level, words: Vocabulary, lang: Lang = "en") -> bool:
    """Whether a colour level is said as an aside in brackets (Dawson's ``Six (I keep)``,
    DW-B2), which shares its bracket with the trumps' class once they are named (``Six ♣ (I
    keep, first preference)``): a line naming the contract with its trumps then names them in
    the contract's name (:func:`contract_name`), not apart after it, or the two brackets read
    as two forms of one contract."""
    said = words.level(level, lang)
    return said.startswith(" (") and said.endswith(")")


def made_word(words: Vocabulary, lang: Lang = "en") -> str:
    """A contract made, in the variant's word where it has one (Swedish Boston's "gick hem",
    the source's *går hem*), else "made"."""
    if words.has_term("made"):
        return words.term("made", lang)
    return say(_FRAMES, "made", lang)


def deal_verdict(result: DealResult, words: Vocabulary, lang: Lang = "en") -> str:
    """Made (:func:`made_word`), or lost in the variant's word by the tricks short, as the
    score sheet and Discord's result say it ("lost by 2", "bet med 2"). A trick contract whose
    play stopped at the first trick lost (FB-T3) says so and that it is paid as so many tricks
    short (FB-S3: a lost slam is one short), so "0 tricks: lost by 1" does not read as a
    mistake; a misère whose play stopped at the trick that lost it says that (FB-T3), so a
    deal with twelve cards still in hand does not read as one broken off."""
    if result.made:
        return made_word(words, lang)
    n = result.penalty_tricks
    lost = say(_FRAMES, "lost", lang, n=n, lost=words.term("lost", lang))
    if result.misere_stopped:
        return say(_FRAMES, "stopped_misere", lang, lost=lost)
    if not result.stopped_early:
        return lost
    short = say(_FRAMES, "one_trick", lang) if n == 1 else tricks_text(n, lang)
    return say(_FRAMES, "stopped", lang, lost=lost, short=short)


def result_head(
    entry: DealEntry,
    dealer: str,
    declarer: str | None,
    words: Vocabulary,
    lang: Lang = "en",
    *,
    bold: bool = False,
) -> tuple[str, str]:
    """A deal's result's head and the words its side begins with, the one form of it for the
    terminal, the command line and Discord's result post: ``("Deal 3 · dealer Ann:", "Ben")``.
    ``dealer``, ``declarer``: the names the caller gives the dealer and the declarer (None:
    nobody plays, the side is empty). A dealer who also plays is named once, on the side,
    with both parts: ``("Deal 3 ·", "dealer and declarer Ben")``, in every variant, in the
    variant's word for the declarer (Dawson's soloist); "dealer Ben: Ben, Six ♣ …" read as a
    glitch, and "dealer Ben, Six ♣" left who played to convention. A seat that changed hands
    between the deal and the bid (two names) keeps both. ``bold``: the deal's number in
    Discord's bold (``**Deal 3** · …``), which its result post leads with."""
    deal = say(_FRAMES, "deal_number", lang, n=entry.number)
    deal = f"**{deal}**" if bold else deal
    result = entry.result
    if declarer is None or result is None or result.declarer is None:
        return say(_FRAMES, "head", lang, deal=deal, dealer=dealer), ""
    if result.declarer != entry.dealer or declarer != dealer:
        return say(_FRAMES, "head", lang, deal=deal, dealer=dealer), declarer
    said = words.term("declarer", lang)  # the variant's word: "soloist" (Dawson)
    side = say(_FRAMES, "dealer_plays", lang, who=declarer, declarer=said)
    return say(_FRAMES, "head_number", lang, deal=deal), side


def result_side(
    side: str,
    words: Vocabulary,
    lang: Lang = "en",
    *,
    whister: str | None = None,
    partner: str | None = None,
) -> str:
    """A deal's result's side (:func:`result_head`'s second part) with who played with the
    declarer, the one form of it for the terminal, the command line and Discord's result
    post: ``Ben with Cecilia as whister`` (in the variant's word for the whister:
    :func:`whister_word`, the supporter of a demande), ``Ben with Ann as partner`` (AM-T2).
    ``whister``, ``partner``: the names the caller gives them (None: the deal had none)."""
    if whister is not None:
        role = whister_word(words, lang)
        side = say(_FRAMES, "with_whister", lang, side=side, whister=whister, role=role)
    if partner is not None:
        side = say(_FRAMES, "with_partner", lang, side=side, partner=partner)
    return side


def deal_summary(
    entry: DealEntry,
    names: Sequence[str],
    words: Vocabulary,
    lang: Lang = "en",
    *,
    dealer: str | None = None,
) -> str:
    """One line: dealer, contract, declarer, whister, tricks and made / lost. ``dealer``: the
    dealer's name where it is not its seat's in ``names`` (a seat handed to someone else
    during the deal dealt under its holder then). A dealer who also plays is named once, on
    the side, with both parts: "Deal 3 · dealer and declarer Ben, Six ♣, …" (as Discord's
    result post says it; the variant's word for the declarer, Dawson's soloist); a seat
    that changed hands between the deal and the bid keeps both names."""
    result = entry.result
    dealt = names[entry.dealer - 1] if dealer is None else dealer
    if result is None:
        head, _ = result_head(entry, dealt, None, words, lang)
        return say(_FRAMES, "in_progress", lang, head=head)
    if result.all_pass or result.contract is None or result.declarer is None:
        head, _ = result_head(entry, dealt, None, words, lang)
        return say(_FRAMES, "all_passed", lang, head=head, what=all_pass_words(words, lang))
    contract = result_contract(result, words, lang)
    head, side = result_head(entry, dealt, names[result.declarer - 1], words, lang)
    whister = None if result.whister is None else names[result.whister - 1]
    partner = None if result.partner is None else names[result.partner - 1]  # AM-T2
    side = result_side(side, words, lang, whister=whister, partner=partner)
    if result.conceded:
        return say(_FRAMES, "conceded", lang, head=head, side=side, contract=contract)
    tricks = f"{result.declarer_tricks}"
    if result.partner is not None:  # a scored deal knows only the side's count
        tricks = f"{result.side_tricks}"
    if result.whister is not None:
        tricks += f"+{result.whister_tricks}"
    verdict = deal_verdict(result, words, lang)
    noun = say(_FRAMES, "trick" if result.side_tricks == 1 else "tricks", lang)
    return say(
        _FRAMES, "summary", lang, head=head, side=side, contract=contract, tricks=tricks,
        noun=noun, verdict=verdict,
    )  # fmt: skip
