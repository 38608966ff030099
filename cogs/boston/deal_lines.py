"""The deal in play as everyone may see it, one fact per line: its notes, the dealer, the
turned card and the suits' classes (until the first card is played: then the contract line
says what the auction came to), the auction (its bids once it is over), the contract, the
cards and tricks, and whose turn it is.

Public texts are drawn from the engine's public view (``LiveTable.public_view``), which holds no
hidden card.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial
from typing import NamedTuple

from bot.engine.actions import Bid, Claim, ClaimAnswer, Declare, NameTrump, Pass, Support
from bot.engine.actions import Whist as WhistAction
from bot.engine.cards import Card, Suit, card_label
from bot.engine.contracts import suit_class
from bot.engine.deal_notes import deal_notes, last_deal_rules
from bot.engine.describe import (
    action_text,
    bid_words,
    contract_bid_words,
    contract_name,
    declared_lines,
    declarer_subject,
    declines_support,
    level_is_aside,
    misere_word,
    ruled_whist_answers,
    ruled_whist_words,
    short_bid_words,
    support_word,
    whister_word,
)
from bot.engine.game import Game
from bot.engine.in_play import declaring
from bot.engine.phase import Phase
from bot.engine.tricks import Trick
from bot.engine.views import PublicView
from bot.i18n import Lang, side_tally, t
from bot.table_lines import renounce_line
from bot.tables.service import LiveTable
from bot.wrapping import (
    PHONE_LINE,
    cards_lines,
    display_width,
    fill_at_commas,
    headed_lines,
    packed,
    seat_lines,
    template_parts,
)
from cogs.boston.seat_names import (
    MoveNames,
    SeatNamer,
    at_deal,
    names_in,
    seat_mention,
    seat_name,
)
from cogs.boston.table_words import cards_text, takeover_label, words_of


def phrased(text: str, width: int = PHONE_LINE, whole: Sequence[str] = ()) -> list[str]:
    """``text`` (a sentence of parts joined by " · " and phrases by ", ") as it stands, where
    it keeps within ``width`` columns; else broken between its parts and phrases into lines
    that do, each phrase whole and a comma kept at the end of its line ("Previous deal:
    **Deal 1** · dealer North: West," then "Demande en belle ♥, tricks taken 3: lost by 2.").
    A phrase wider than a line alone is broken further (:func:`~bot.wrapping.fill_at_commas`:
    after its colon, "dealer Computer 2 (heuristic):" then "South with North as whister,"),
    each of ``whole`` (the seats' names) and each bold span kept on one line."""
    if display_width(text) <= width:
        return [text]
    return [
        piece
        for line in _phrase_lines(text, width)
        for piece in (
            [line]
            if display_width(line) <= width
            else fill_at_commas(line, width, whole=[*whole, *bold_spans(line)]).splitlines()
        )
    ]


BOLD = re.compile(r"\*\*.+?\*\*")
"""A bold span of Discord's markup (``**Deal 1**``): a line broken inside it shows the stars."""


def bold_spans(text: str) -> list[str]:
    """The bold spans of ``text`` (:data:`BOLD`), to be kept whole on one line."""
    return BOLD.findall(text)


def _phrase_lines(text: str, width: int) -> list[str]:
    """:func:`phrased`'s lines between parts and phrases, a phrase wider than a line left
    whole."""
    lines: list[str] = []
    for part in text.split(" · "):
        for at, phrase in enumerate(part.split(", ")):
            sep = ", " if at else " · "
            # One column spare for the comma the line ends in if it breaks after this phrase.
            if lines and display_width(lines[-1] + sep + phrase) < width:
                lines[-1] += sep + phrase
                continue
            if lines and at:
                lines[-1] += ","
            lines.append(phrase)
    return lines


def notes_of(game: Game, lang: Lang) -> list[str]:
    """What sets the deal in progress apart, in the variant's words (NT-G2's ``double deal
    (stakes doubled)``, ``the last of 4 deals``), as the engine's deal notes name it; none for
    an ordinary deal. Short, for the deal's head: what the rules make of the last deal is a
    line of its own, where it applies (:func:`last_deal_lines`)."""
    return deal_notes(game, len(game.deals), lang, rule=False) if game.deals else []


def last_deal_lines(table: LiveTable, view: PublicView, lang: Lang) -> list[str]:
    """What the rules make of the game's last deal (FB-G2: a lost contract's adversaries
    share the pool), as the engine says it applies to the deal being played: not "if lost"
    in a Misère Partout, where nobody declared (FB-A). Without "Last deal:": every place
    drawing these lines says the deal's notes above them (:func:`notes_of`, "the last of 4
    deals"), so the lines say only what that makes of it, not the same fact twice. One line
    per rule ("If lost, the adversaries share the pool", then "Any rest goes to all four"):
    each whole on a phone, where the two in one line wrapped mid-phrase."""
    game = table.game
    if game is None or not game.deals:
        return []
    rules = last_deal_rules(game, len(game.deals), view, lang)
    return [rule[:1].upper() + rule[1:] for rule in rules]


def _supports_only(table: LiveTable, view: PublicView) -> bool:
    """Whether the seat to speak may only support the demande or pass (WB-B2, NT-B3), from
    public facts alone: it passed or supported before, which bars a bid whatever it holds, and
    a support is open to it. Never from what its hand allows (a demande needs a card of belle
    or petite, NT-B2): the line is public."""
    seat = view.to_act
    if seat is None:
        return False
    spoke = any(isinstance(a, (Pass, Support)) and a.seat == seat for a in view.auction)
    current = table.view(seat) if spoke else None
    return current is not None and any(isinstance(a, Support) for a in current.legal)


def turn_text(table: LiveTable, view: PublicView, lang: Lang) -> str | None:
    if view.to_act is None:
        return None
    game = table.game
    ruled = view.ruled_whist
    if game is not None and ruled is not None:
        # The rules' move, which the table makes at once (FB-W3, DW-P4, SV-W5): nobody
        # decides it, so the line says what happens and why, not who "decides" it.
        mentions = [seat_mention(table, s, lang) for s in (1, 2, 3, 4)]
        what = action_text(ruled, mentions, game.rules.ladder, words_of(table), lang)
        why = ruled_whist_words(ruled, view, words_of(table), lang)
        return t(lang, "turn.ruled", why=why[:1].upper() + why[1:], what=what)
    if game is not None and view.phase is Phase.AUCTION and _passed_by_table(table, view.to_act):
        # A lone pass the table makes at once (after the top bid, SV-B3): nobody is asked,
        # so the line drawn in that moment says the pass, not "<@West> to bid".
        return t(lang, "turn.forced_pass", who=seat_mention(table, view.to_act, lang))
    if game is not None and view.phase is Phase.TRUMP and _named_by_table(table, view.to_act):
        # The only trumps the bid leaves (SV-B9, DW-B5, NT-K1), which the table names at once:
        # nobody is asked, so the line drawn in that moment does not call the declarer.
        return t(lang, "turn.forced_trump", who=seat_mention(table, view.to_act, lang))
    key = "turn.merge" if view.phase is Phase.OVER else f"turn.{view.phase.value}"
    if declaring_now(table, view):
        key = "turn.trump_higher"  # NT-K1: a rule everyone may know, not the declarer's hand
    words = words_of(table)
    declarer, subject = words.term("declarer", lang), declarer_subject(words, lang)
    who = seat_mention(table, view.to_act, lang)
    if view.phase is Phase.AUCTION and _supports_only(table, view):
        # WB-B2, NT-B3: a seat that passed may not bid but may support the demande.
        support = support_word(words, lang, in_sentence=True)
        return t(lang, "turn.support_or_pass", who=who, support=support)
    if view.phase is Phase.CLAIM and view.claim_answers and game is not None:
        # A defender accepted and the next one answers: said, as the claim is public (the
        # mention moved on without a word of why).
        moves = MoveNames(table, lang)
        names = [moves.last(seat, (ClaimAnswer,)) for seat in (1, 2, 3, 4)]
        ladder = game.rules.ladder
        answers = ", ".join(action_text(a, names, ladder, words, lang) for a in view.claim_answers)
        return t(lang, "turn.claim_answered", declarer_subject=subject, answers=answers, who=who)
    return t(lang, key, who=who, declarer_word=declarer, declarer_subject=subject)


def _passed_by_table(table: LiveTable, seat: int) -> bool:
    """The seat's pass is the rules' (its only call, from the calls made: never a hand's),
    made by the table at once; a computer's seat is a player's and bids as one."""
    game = table.game
    return (
        game is not None and not table.is_computer(seat) and isinstance(game.forced_action(), Pass)
    )


def _named_by_table(table: LiveTable, seat: int) -> bool:
    """The seat's trumps are the rules' (the only ones its bid leaves, from public facts:
    never a hand's), named by the table at once; a computer's seat names them as a player."""
    game = table.game
    return (
        game is not None
        and not table.is_computer(seat)
        and isinstance(game.forced_action(), NameTrump)
    )


def turn_or_pause(table: LiveTable, view: PublicView, lang: Lang) -> str:
    """Whose turn it is, that the deal is over, or — at a paused table, where nobody may act
    — that it is paused and how it goes on."""
    if table.status == "paused":
        return t(lang, "table.paused")
    turn = turn_text(table, view, lang)
    return turn if turn is not None else t(lang, "table.between_deals")


def auction_told_by_contract(view: PublicView) -> bool:
    """Whether the contract line says all the auction did: one bid, of the contract standing at
    its level in the trumps it named, and passes (the auction line would only repeat it)."""
    if view.contract is None or view.declarer is None or any(view.auction_takeovers):
        return False
    bids = [a for a in view.auction if not isinstance(a, Pass)]
    if len(bids) != 1 or not isinstance(bids[0], Bid):
        return False
    bid = bids[0]
    if bid.suit is not None and bid.suit is not view.trump:
        return False  # NT-K1: trumps declared in another suit than bid, or not yet
    return (bid.seat, bid.contract, bid.level) == (view.declarer, view.contract.id, view.level)


def declaring_now(table: LiveTable, view: PublicView) -> bool:
    """NT-K1: the declarer names trumps and may declare a higher contract than the winning
    bid, which is then no contract yet: the auction line says what was bid, the contract line
    that it is being declared. From public facts (:func:`~bot.engine.in_play.declaring`)."""
    game = table.game
    return game is not None and declaring(game.rules, view)


def cards_begun(view: PublicView) -> bool:
    """Whether the deal's cards are being played (a card on the table or a trick turned) or
    the deal is over with a contract or cards played: the suits' classes then give way to
    the contract's line, or to the cards (a Misère Partout played, DW-B4, FB-A: no trumps, so
    the classes say nothing) (:func:`deal_lines`), in the table message and the hand views
    alike, which share them (``HandCache.public_lines``). A deal thrown in (NT-G3: over, no
    contract, no card played) keeps its classes: nothing replaces them. A few field reads: the
    lines are drawn on every redraw."""
    played = bool(view.tricks or view.current_trick)
    if view.phase is Phase.OVER:
        return played or view.declarer is not None
    return view.phase in (Phase.PLAY, Phase.CLAIM) and played


def auction_over(view: PublicView) -> bool:
    """Whether the auction is behind the deal: its line is then the bids' (:func:`bids_lines`),
    from the moment the last call is made to the deal's end, one form throughout."""
    return view.phase is not Phase.AUCTION


def auction_lines(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> list[str]:
    """The auction, every call in the table's words while it lasts; once it is over, the line
    of bids (:func:`bids_lines`: who bid what may matter to a defender; the passes do not) by
    their short names, so the line does not sit for 13 tricks on every redraw. It changes
    once, as the last call is made: a playtest saw "Auction:" lose its passes at the contract
    and turn into "Bids:" at the first card, three forms within seconds. Each call named by
    who made it (``moves``, :class:`MoveNames`).
    ``Auction: South: Little Misère · West: pass · North: Eight``, broken between calls
    where it would pass a phone's line, each call whole on one (:func:`~bot.wrapping.packed`;
    a call too long to share a line with the heading under it: "Budgivning:", then "Dator 1
    (heuristisk): 5 spel (liten boston) i färg"); a call too long for a line alone after its
    caller's name, its contract's words whole: "Margaretha Söderberg:", then "6 spel (stor
    boston) i högsta färg"). None where no call is told."""
    if auction_over(view):
        return bids_lines(table, view, lang, moves)
    calls = _calls(table, view, lang, moves)
    return headed_lines(
        [call.part for call in calls],
        lambda first: t(lang, "deal.auction", bids=first),
        # read only where a call is too wide for a line alone: nearly never
        whole=(call.who for call in calls),
        phrases=(phrase for call in calls for phrase in call.phrases),
    )


def bids_lines(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> list[str]:
    """The bids made, in order, as the deal's lines keep them once the auction is over
    (:func:`auction_lines`): ``Bids: Bertil 5 levées ♦ · Cecilia 6 levées ♦`` (a support in
    the auction's own words: "South je soutiens (I support)"), a short heading and no colon after
    a bidder, so two bids fit one phone line; broken between bids where long, as
    :func:`auction_lines` is. The same public calls as the auction's line (a Nantes demande's
    card laid face down is never among them). None where no bid was made."""
    calls = _calls(table, view, lang, moves)
    return headed_lines(
        [call.compact for call in calls if call.compact],
        lambda first: t(lang, "deal.bids", bids=first),
        whole=(call.who for call in calls),
        phrases=(phrase for call in calls for phrase in call.phrases),
    )


class _Call(NamedTuple):
    """A call as the auction's line tells it."""

    who: str
    """Who made it, as named in ``part``."""
    part: str
    """The call: "South: pass", "Margaretha Söderberg: 6 spel (stor boston) i högsta färg"."""
    phrases: tuple[str, ...] = ()
    """What it bid, which reads as one: its contract with its level (and with what follows
    a takeover), a support's word."""
    compact: str = ""
    """The call as the line of bids in play tells it (:func:`bids_lines`): "Cecilia 6 levées
    ♦"; empty for a pass, which that line never tells."""


def _calls(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> list[_Call]:
    """The auction's calls as :func:`auction_lines` tells them, each with who made it and the
    words in it that read as one."""
    moves = moves or MoveNames(table, lang)
    parts: list[_Call] = []
    short = auction_over(view)
    for at, (action, takeover) in enumerate(zip(view.auction, view.auction_takeovers, strict=True)):
        who = moves.call(at, action.seat)  # a call made: named as its seat's own
        if isinstance(action, Pass):
            if not short:
                # A second pass of a seat declines to support the demande (WB-B2, NT-B1).
                declines = declines_support(view.auction, at, words_of(table))
                said = t(lang, "auction.no_support" if declines else "auction.pass", who=who)
                parts.append(_Call(who, said))
            continue
        if isinstance(action, Support):
            # Said after the caller's name, as "West: pass" is: "je soutiens" in both lines,
            # never the button's "Je soutiens" in one and "je soutiens" in the other.
            said = support_word(words_of(table), lang, in_sentence=True)
            parts.append(_Call(who, f"{who}: {said}", (said,), f"{who} {said}"))
            continue
        # By its contract's short name where short: the nicknames would fill a phone's screen
        # for 13 tricks.
        said = short_bid_words if short else bid_words
        label = said(action, view.ladder, words_of(table), lang)
        bid = label
        if takeover:
            label += takeover_label(table, lang, label)
        parts.append(_Call(who, f"{who}: {label}", (bid, label), f"{who} {label}"))
    return parts


def contract_text(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> str | None:
    """The contract, its declarer and their partner or whister, each named as they took
    their part (``moves``, :class:`MoveNames`), in one line (:func:`contract_parts`)."""
    parts = contract_parts(table, view, lang, moves)
    return " · ".join(parts) if parts else None


def contract_parts(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> list[str]:
    """:func:`contract_text`'s parts, each whole on a phone's line (:func:`packed`): the
    contract and its declarer, the trumps, the partner or whister, why the declarer plays
    alone, a concession; none before there is a contract."""
    if view.contract is None or view.declarer is None:
        return []
    moves = moves or MoveNames(table, lang)
    if declaring_now(table, view):
        return [t(lang, "contract.declaring", declarer=moves.role(view.declarer, "declarer"))]
    words = words_of(table)
    contract = contract_bid_words(view.contract, view.level, words, lang)
    # A level said as an aside (DW-B2's "Six (I keep)") shares its bracket with the trumps'
    # class, named with the contract as the deal's result names it: "Six ♣ (I keep, first
    # preference)", not "Six (I keep) · … · trumps ♣ (first preference)".
    named = view.trump is not None and level_is_aside(view.level, words, lang)
    if named:
        trump_class = view.class_of(view.trump) if view.trump is not None else None
        contract = contract_name(view.contract, view.level, view.trump, trump_class, words, lang)
    # The contract and its declarer as two parts: "Contract: 5 spel (liten boston) i färg"
    # and "spelförare Computer 4 (heuristic)" each whole, on one line where both fit.
    parts = template_parts(
        lang,
        "contract.line",
        contract=contract,
        declarer=moves.role(view.declarer, "declarer"),
        declarer_word=words.term("declarer", lang),
    )
    if view.trump is not None and not named:
        # The class beside it only where it says something: not where the cut fixes trumps
        # (AM-D4), nor where the contract's name gives it ("Demande en belle", NT-C3).
        suit = view.trump.symbol
        if words_of(table).names_trump_class and view.contract.trump_class is None:
            said = words_of(table).suit(view.trump, view.first_suit, lang, view.suit_classes)
            classed = view.first_suit is not None or view.suit_classes is not None
            # A class in brackets, as the result line says it: "trumf ♠ (vanlig färg)"; a
            # suit's mere name reads as it is ("trumps ♠ spades").
            suit += f" ({said})" if said and classed else f" {said}".rstrip()
        parts.append(t(lang, "contract.trumps", suit=suit))
    elif view.contract.misere:
        parts.append(t(lang, "contract.no_trumps"))
    if view.declarer_partner is not None:  # AM-T2: the partner plays on the declarer's side
        # Fixed by the seating: the seat's whole deal, each who played it.
        partner = moves.whole(table, view.declarer_partner)
        parts.append(t(lang, "contract.partner", who=partner))
    # A whist answer the rules gave (FB-W3, DW-P4, SV-W5) says why: nobody chose it.
    game = table.game
    ruled = ruled_whist_answers(game.rules, view) if game is not None else ()
    whisted = [w for w in ruled if w.answer == "accept"]
    alone = next((w for w in view.whist_answers if w.answer == "alone"), None)
    if view.whister is not None:
        role = whister_word(words_of(table), lang)
        fact = t(lang, "contract.whister", who=moves.role(view.whister, "whister"), role=role)
        parts.append(_ruled_fact(table, view, fact, whisted[0] if whisted else None, lang))
    elif alone is not None:
        fact = t(lang, "contract.alone")
        parts.append(_ruled_fact(table, view, fact, alone if alone in ruled else None, lang))
    elif view.phase is Phase.WHIST_ANSWER:
        if ruled:  # the invitation was the rules' (SV-W5): said while the others answer it
            parts.append(ruled_whist_words(ruled[0], view, words_of(table), lang, short=True))
        # The answers so far, public as the auction's calls are (the table read only "X
        # answers the whist invitation", never who invited nor who had declined).
        said = [w for w in view.whist_answers if w not in ruled]
        if said and game is not None:
            names = [moves.last(seat, (WhistAction,)) for seat in (1, 2, 3, 4)]
            ladder, words = game.rules.ladder, words_of(table)
            parts += [action_text(w, names, ladder, words, lang) for w in said]
    if view.conceded:
        parts.append(t(lang, "contract.conceded"))
    return parts


def _ruled_fact(
    table: LiveTable, view: PublicView, fact: str, ruled: WhistAction | None, lang: Lang
) -> str:
    """``fact`` about the whist question, and why where the rules gave its answer ``ruled``
    (short: the line names the contract already)."""
    if ruled is None:
        return fact
    why = ruled_whist_words(ruled, view, words_of(table), lang, short=True)
    return t(lang, "contract.ruled", fact=fact, why=why)


def deal_lines(table: LiveTable, view: PublicView, lang: Lang) -> list[str]:
    """The state of the deal everyone may see, one fact per line. Every seat in them is named
    by :func:`past_name`: they tell what was done (the deal, the calls, the contract, the
    cards and tricks), and a move's name must not change under it when a computer takes the
    seat over or gives it back (a computer's move for someone away is theirs, as the deal is).
    Who plays a seat now, a computer included, is the turn line's and the header's to say
    (:func:`turn_text`, :func:`seat_mention`). So the lines do not change with a seat's
    keeper, only with its person (a seat handed to someone else, a rename): the hand views'
    cache (``HandCache.public_lines``) is emptied on those. A move made before its seat was
    handed to someone else during the deal names who made it (:class:`MoveNames`)."""
    first = view.first_suit
    words = words_of(table)
    moves = MoveNames(table, lang)
    # The dealer and the forhand each whole, on one line where both fit a phone's: "Dealer:
    # Computer 1 (heuristic)" then "förhand: Computer 2 (heuristic)" where they do not.
    dealer = template_parts(
        lang,
        "deal.dealer",
        dealer=moves.start(view.dealer),
        forhand=moves.start(view.forhand),
        forhand_word=words.term("forhand", lang),
    )
    lines = packed(dealer)
    contract = contract_parts(table, view, lang, moves)
    # Once the cards are being played, the contract line says what the auction came to (the
    # contract, its declarer, trumps and their class, the whister or partner): the suits'
    # classes, which only bidding needs, would sit above 13 tricks on a phone (Nantes' belle
    # and petite, two lines). Until the first card, the leader may still read them. The
    # turned card stays (NT-D3: in view until played). A Misère Partout played (DW-B4, FB-A:
    # no contract) has no trumps, so its classes say nothing either.
    behind = cards_begun(view)
    if view.turned is not None and first is not None:
        # The classes as the variant ranks them (the turned suit and its partner, or
        # Mariland's superpreference and preference); a class may hold no suit (MA-D2).
        # Classes the variant calls alike are listed together, named in the plural where
        # more than one suit follows ("simpla färger ♥ ♦"); none the variant leaves unnamed
        # (Le Whisch's and American Boston's suits besides trumps are simply suits).
        classes = view.suit_classes or tuple(suit_class(s, first) for s in Suit)
        named = words.named_groups(classes, lang)
        parts = [
            t(lang, "deal.class", word=word, suits=" ".join(s.symbol for s in suits))
            if suits
            else t(lang, "deal.class_empty", word=word)
            for word, suits in named
        ]
        groups = " · ".join(parts)
        card = card_label(view.turned)
        if turned_played(table, view):  # MA-D1: in view until played, then no longer held
            card += t(lang, "deal.turned_played")
        # The variant's own name for the card (AM-D4), else "Turned card".
        label = words.term("turned_card", lang) if words.has_term("turned_card") else None
        if len(named) < 2:  # trumps alone (WB-D3, AM-D4): one short line
            if label is not None:
                lines.append(t(lang, "deal.turned_as", label=label, card=card, classes=groups))
            else:
                lines.append(t(lang, "deal.turned", card=card, classes=groups))
        else:  # several classes: the card, then its classes, each line a phone's width
            if label is not None:
                lines.append(t(lang, "deal.turned_card_as", label=label, card=card))
            else:
                lines.append(t(lang, "deal.turned_card", card=card))
            # Broken between classes where they are long (Nantes' Swedish "belle – bästa
            # färg ♦ · petite – andra färg: ingen" and the plain suits, NT-S1), never in one.
            if not behind:
                lines += packed(parts)
    # The bids stay in play, the passes dropped (:func:`auction_over`): who bid what tells
    # where the cards lie ("Bertil bid diamonds"), and a player who missed the auction must
    # find it. Left out only where the contract line says it all (one bid, the contract's).
    told = auction_told_by_contract(view) and not declaring_now(table, view)
    if view.auction and not told:  # no empty or repeated line
        # Once the auction is over, one compact line ("Bids: Bertil 5 levées ♦ · Cecilia 6
        # levées ♦"), the same from the contract to the deal's end.
        bids = auction_lines(table, view, lang, moves)
        if bids:  # broken between calls for a phone
            lines += bids
        elif all(isinstance(a, Pass) for a in view.auction):
            # The passes are dropped once the auction is over: an all-pass auction (a Misère
            # Partout played out, DW-B4, FB-A) says so rather than "Auction:" and nothing.
            lines.append(t(lang, "deal.auction_all_passed"))
    if contract:  # its parts whole on a phone's lines
        lines += packed(contract)
    elif view.phase is Phase.PLAY and words.has_term("partout_play"):
        # Everyone passed and the cards are played all the same (DW-B4, FB-A): say what for,
        # broken between its parts where it is long, as the contract's parts are.
        lines += packed(words.term("partout_play", lang).split(" · "))
    # Under the contract their "if lost" speaks of, while they apply.
    lines += last_deal_lines(table, view, lang)
    said_by = [moves.last(s, (Declare,)) for s in (1, 2, 3, 4)]
    lines += declared_lines(view.declarations, said_by, words, lang)  # RU-C: said aloud
    if view.top_trump is not None and words.has_term("top-trump"):
        # A card ranked above the trump ace though printed in another suit (NT-S3): say so,
        # or a player sees a diamond win a heart trick without knowing why.
        name = words.term("top-trump", lang)
        lines.append(t(lang, "deal.top_trump", card=card_label(view.top_trump), name=name))
    # NT-C6: the declarer may play any card for a while, or it would look a revoke
    renounce = renounce_line(view, words, lang, partial(moves.role, taken="declarer"))
    if renounce is not None:
        lines.append(renounce)
    if view.exposed and view.declarer is not None:  # none once the last card is played
        # Reread every trick: on a phone, the cards under the heading, broken between suits.
        who = moves.role(view.declarer, "declarer")
        exposed = cards_text(view.exposed, view)
        said = partial(t, lang, "deal.exposed", who=who)
        lines += cards_lines(lambda cards: said(cards=cards), exposed, whole=[who])
    if view.claim_refused_by is not None and view.declarer is not None:
        # The claimed cards were shown and are hidden again: say why, until the trick ends.
        who = moves.last(view.claim_refused_by, (ClaimAnswer,))
        claimer = moves.last(view.declarer, (Claim,))
        refused = t(lang, "deal.claim_refused", who=who, declarer=claimer)
        lines += phone_lines(refused, [who, claimer])  # long names: broken, each whole
    # A claim pending (SV-T4, AM-T3) is answered in play: the count stays as at any other
    # moment of it, before the first trick is won too.
    playing = view.phase in (Phase.PLAY, Phase.CLAIM)
    if playing or view.tricks:
        trick_no = len(view.tricks) + (1 if playing else 0)
        if view.current_trick:
            plays = view.current_trick
            lines += trick_lines(table, plays, lang, trick_no, moves.trick(plays))
        side = side_line(table, view, lang, moves)
        # Each seat's tricks where no side is counted; else the side's line gives its
        # players' own (a whister's target is their own, SV-W3), so no second count line
        # stands beside it on a phone.
        if side is None:
            lines += won_lines(table, view.won, lang, moves.whole)
        elif display_width(side) <= PHONE_LINE:  # nearly always: no names looked up
            lines.append(side)
        else:
            lines += phone_lines(side, [moves.whole(table, s) for s in (1, 2, 3, 4)])
        last = view.last_trick
        if last is not None:
            lines += last_trick_lines(table, last, lang, moves.trick(last.cards))
    if not view.tricks and view.phase is not Phase.OVER:
        # Until this deal's first trick is turned, the previous deal's last one (played
        # cards are public), which the next deal's message replaced at once.
        lines += earlier_trick_lines(table, lang)
    return lines


def turned_played(table: LiveTable, view: PublicView) -> bool:
    """Whether the turned card is the dealer's own (MA-D1, WB-D2, NT-D3: it "stays in view
    until he plays it") and he has played it: the line showing it says so, or it reads as if
    he still held it. Only plays decide it, never a face-down discard (NT-C4)."""
    game, turned = table.game, view.turned
    if game is None or turned is None or not game.rules.turns_dealers_card:
        return False
    played = (view.dealer, turned)
    return played in view.current_trick or any(played in trick.cards for trick in view.tricks)


def won_lines(
    table: LiveTable, won: Sequence[int], lang: Lang, name: SeatNamer = seat_name
) -> list[str]:
    """``Tricks: North 1 · East 2 · South 5 · West 5``, broken between seats as the balances
    are where long names (a computer given a seat for good, "Computer 2 (heuristic)") would
    take it past a phone's line: "Tricks: North 2 · Computer 2 (heuristic) 5", then "South 4
    · Computer 4 (heuristic) 2"."""
    parts = [f"{name(table, s)} {won[s - 1]}" for s in (1, 2, 3, 4)]
    return seat_lines(parts, lambda first: t(lang, "deal.won", won=first))


def trick_lines(
    table: LiveTable, plays: Sequence[tuple[int, Card]], lang: Lang, n: int, name: SeatNamer
) -> list[str]:
    """``Trick 3: West 4♦ · North 5♦ · East 2♦``, the trick in play, broken between plays as
    the balances are between seats where long names would take it past a phone's line."""
    parts = [f"{name(table, s)} {card_label(c)}" for s, c in plays]
    return seat_lines(parts, lambda first: t(lang, "deal.trick", n=n, plays=first))


SEP = " · "
"""What parts a line of parts (:func:`~bot.wrapping.packed`'s)."""


def phone_lines(text: str, names: Sequence[str]) -> list[str]:
    """``text`` as it stands where it keeps within a phone's line; else broken between its
    " · " parts (:func:`~bot.wrapping.packed`: "North & East: 0+0=0 taken, target 10", then
    "defenders: 0"), and a part still too wide between its phrases
    (:func:`~bot.wrapping.fill_at_commas`), each of ``names`` whole and a seat's count with
    its name: "Last trick of deal 1:" then "Computer 2 (heuristic) took it". The parts
    first: a side's line just past the width is common, and packing it costs a tenth of
    weighing every break."""
    if display_width(text) <= PHONE_LINE:
        return [text]
    cut = not any(SEP in name for name in names)  # else a name would be cut at its dot
    lines = packed(text.split(SEP)) if cut else [text]
    return [
        piece
        for line in lines
        for piece in (
            [line]
            if display_width(line) <= PHONE_LINE
            else fill_at_commas(line, PHONE_LINE, whole=names).splitlines()
        )
    ]


def earlier_trick_lines(table: LiveTable, lang: Lang) -> list[str]:
    """``Last trick of deal 1: South took it``, then its cards — the previous deal's last
    trick, while a deal is in play; its seats named as they played it (:func:`past_name`)."""
    game = table.game
    if game is None or len(game.deals) < 2:
        return []
    entry = game.deals[-2]
    last = entry.last_trick
    if last is None:
        return []
    name = at_deal(entry.number, names_in(lang)[1])
    winner = name(table, last.winner)
    head = t(lang, "deal.last_trick_of", n=entry.number, winner=winner)
    return [*phone_lines(head, [winner]), *play_lines(table, last.cards, name)]


def earlier_trick_text(table: LiveTable, lang: Lang) -> str | None:
    """:func:`earlier_trick_lines` as one text; None where there is none."""
    lines = earlier_trick_lines(table, lang)
    return "\n".join(lines) if lines else None


def side_line(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> str | None:
    """``East & South: 1+3=4 taken, target 8 · defenders: 3`` once cards are played: the
    declaring side by its players' names, and where the side is two each one's own tricks in
    the same order, summed to the side's ("North 5 & Sven 5: 10 taken" read as names with
    numbers in them on a phone; this is no longer, so it fits where that did); ``East: 4
    taken, …`` for a lone declarer (the contract line gives the variant's word for the
    declarer). The target is the engine's own (SV-W3), given on the view. A count over the
    whole deal: a seat handed over during it names each who played it (``moves``)."""
    contract, tally = view.contract, view.side_tricks
    if contract is None or tally is None or view.conceded or view.declarer is None:
        return None
    if view.phase not in (Phase.PLAY, Phase.CLAIM, Phase.OVER):
        return None
    won, others = tally
    seats = dict.fromkeys(s for s in (view.declarer, view.whister, view.declarer_partner) if s)
    counted = len(seats) > 1  # a lone declarer's tricks are the side's
    name = (moves or MoveNames(table, lang)).whole
    side = " & ".join(name(table, s) for s in seats)
    return side_tally(
        words_of(table),
        lang,
        side=side,
        won=won,
        target=view.side_target,
        misere=misere_word(contract, words_of(table), lang),
        defenders=others,
        each=[view.won[s - 1] for s in seats] if counted else (),
    )


def last_trick_lines(
    table: LiveTable, trick: Trick, lang: Lang, name: SeatNamer = seat_name
) -> list[str]:
    """``Last trick: South took it``, then its cards in the order played on the next line
    (both whole on a phone: in one line they took 70 columns)."""
    winner = name(table, trick.winner)
    head = t(lang, "deal.last_trick", winner=winner)
    return [*phone_lines(head, [winner]), *play_lines(table, trick.cards, name)]


def last_trick_text(table: LiveTable, trick: Trick, lang: Lang, name: SeatNamer = seat_name) -> str:
    """:func:`last_trick_lines` as one text, for a deal's result."""
    return "\n".join(last_trick_lines(table, trick, lang, name))


def play_lines(
    table: LiveTable, plays: Sequence[tuple[int, Card]], name: SeatNamer = seat_name
) -> list[str]:
    """``West 4♦ · North 5♦ · East 2♦ · South 6♦`` (:func:`play_list`), broken between
    plays where long names would take it past a phone's line."""
    return packed([f"{name(table, s)} {card_label(c)}" for s, c in plays])
