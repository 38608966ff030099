"""A seat's private hand view as component payloads, and the cache that draws each once.

The view is a components-v2 message: the hand's text (the deal's public state, the last
deal's result and the seat's payment beside that deal's last trick, the seat's own discard,
whose turn, what saying whist or *je soutiens* would make the pair need), the other extra
lines of :mod:`cogs.boston.hand_extras` (a claim's cards, under the question they are about;
the notices' switch's note after them), one row of card buttons per suit (only the cards
that may be played now enabled), the contract select and its bids (each button saying what
sets its bid apart, the level first, and a line naming the contract they bid, with the suits'
rank where the rules rank them without classes, FB-B4, the buttons then in that rank, best
first; NT-K1's declaration alike: the contract declared, then its trumps), then the other
actions, and on a row of their own **Refresh**, **Step away**/**Take my seat back** and the
turn notices' switch (said what it is in the game's first deal only, as is where
``/boston help`` explains the game). A row of three or
more buttons holds labels a phone shows whole (:data:`PHONE_LABEL`). Every button carries
the table's sequence number, so a click from an older view is refused as stale.

Drawn as plain JSON (``cogs/boston/components.py``) and kept in a :class:`HandCache` per
table, keyed by everything the drawing reads besides the table: the seat, the language, the
notice line, the chosen contract, whether a computer plays the seat, the notices' switch.
The cache is emptied whenever the table's sequence number differs from the one its entries
were drawn at (every move brings a new one), and on every other change the table service
announces (a name, a seat taken over: they may change what a view shows at the same number).
A seat's entry is only ever looked up with that seat's number, which the caller takes from
the clicking user's own seat — never from the button — so one seat's hand cannot be served
to another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from bot.engine.actions import (
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
from bot.engine.cards import CARD_LABELS, SUIT_OF, Card, Suit, card_label
from bot.engine.contracts import Contract, Ladder
from bot.engine.describe import (
    bid_choice_words,
    in_suit_rank,
    pair_target_words,
    suit_class_label,
    suit_rank_symbols,
    support_word,
)
from bot.engine.phase import Phase
from bot.engine.variants import get_variant
from bot.engine.views import PublicView, SeatView
from bot.engine.words import Vocabulary
from bot.i18n import Lang, t
from bot.tables import TableChange, log
from bot.tables.service import LiveTable
from bot.wrapping import PHONE_LINE, display_width, fill_at_commas, packed
from cogs.boston import ids
from cogs.boston.components import (
    DANGER,
    PRIMARY,
    SECONDARY,
    SUCCESS,
    Component,
    button,
    option,
    row,
    select,
    text,
)
from cogs.boston.deal_lines import bold_spans, deal_lines
from cogs.boston.hand_extras import extra_lines, last_deal_lines
from cogs.boston.hand_header import OWN_MARKS, hand_text, view_to_draw
from cogs.boston.table_words import bid_class_note, suit_label, takeover_label, words_of

TEXT_LIMIT = 3900
"""Characters per text display (Discord allows 4,000 for the whole message)."""


def _card_rows(table: LiveTable, view: SeatView, seq: int) -> list[Component]:
    """One row per suit (two or three when a suit has more than five cards); only the cards
    that may be played (or discarded) now are enabled. A card's row is its suit in play, the
    view's (NT-S3: the carte de boston heads the trumps once they are known in a contract
    with trumps). Drawn in one pass over the hand, which the engine's view holds sorted suit
    by suit (a button dict written out: two or three views are drawn per click, and their
    card buttons were half of drawing one)."""
    codes: dict[int, str] = {}
    for action in view.legal:
        if isinstance(action, Play):
            codes[action.card] = ids.PLAY_CODES[action.card]
        elif isinstance(action, Discard):
            codes[action.card] = ids.DISCARD_CODES[action.card]
    prefix = ids.action_prefix(table.id, seq)
    out: list[Component] = []
    buttons: list[Component] = []
    suit = None
    hand: Iterable[Card] = view.hand
    if view.top_trump is not None and view.top_trump in hand:  # NT-S3: among the trumps
        hand = [c for cards in view.by_suit_in_play(hand).values() for c in cards]
    suit_of = view.suit_in_play
    for card in hand:
        if suit_of(card) is not suit or len(buttons) == 5:
            if buttons:
                out.append({"type": 1, "components": buttons})
            buttons, suit = [], suit_of(card)
        code = codes.get(card)
        if code is None:
            style, disabled, code = SECONDARY, True, ids.PLAY_CODES[card]
        else:
            style, disabled = PRIMARY, False
        buttons.append(
            {
                "type": 2,
                "style": style,
                "disabled": disabled,
                "label": CARD_LABELS[card],
                "custom_id": prefix + code,
            }
        )
    if buttons:
        out.append({"type": 1, "components": buttons})
    return out


def _contract_name(
    contract: Contract | None,
    contract_id: str,
    words: Vocabulary,
    language: Lang,
    *,
    declared: bool = False,
) -> str:
    """A contract as a select offers it: its choice words for a bid ("Neuf in any suit"),
    its name where it is declared with its trumps named beside it (``declared``, NT-K1:
    "Neuf" is offered there in the plain suits only, NT-C2)."""
    if contract is None:
        return contract_id
    if declared:
        return words.contract(contract, language)
    return words.contract_choice(contract, language)


@lru_cache(maxsize=1024)
def offered_contract(
    variant: str, contract: Contract, language: Lang, declared: bool = False
) -> Component:
    """A contract as the bid select offers it, but for its ``default``: its choice words
    ("Neuf in any suit") and what bidding it commits to, the engine's description ("No trick
    in 12, no trumps, after all four discard; your hand face up before the first lead"), so
    a newcomer does not bid Little Spread unaware his hand will lie face up. The same for every
    click at every table of the variant: drawn once per variant, contract and language (issue
    #17); callers copy it (:func:`_contract_option`). ``declared``: as NT-K1's declaration
    select offers it, by its name and what declaring it commits to ("Nine tricks alone, trumps
    in the plain suit you name")."""
    words = get_variant(variant).words
    name = _contract_name(contract, contract.id, words, language, declared=declared)
    drawn = option(name[:100], contract.id)
    description = words.contract_description(contract, language, declared=declared)
    if description:
        drawn["description"] = description
    return drawn


def _contract_option(
    table: LiveTable,
    ladder: Ladder,
    contract_id: str,
    chosen: str | None,
    language: Lang,
    *,
    declared: bool = False,
) -> Component:
    """The bid select's option of ``contract_id`` (:func:`offered_contract`), chosen or not;
    ``declared``: the declaration select's (NT-K1)."""
    contract = ladder.get(contract_id)
    if contract is None:
        return option(contract_id[:100], contract_id, default=contract_id == chosen)
    offered = offered_contract(table.row.variant, contract, language, declared)
    return {**offered, "default": contract_id == chosen}


PHONE_LABEL = 20
"""Characters a button's label may have in a row of three or more: a phone shows a row about
40 columns wide and cuts every longer label to the same first dozen."""


def phone_rows(buttons: Sequence[Component]) -> list[Component]:
    """Buttons five to a row, but never three or more in a row where one of them is longer
    than :data:`PHONE_LABEL`: those go two to a row, where a phone shows them whole."""
    out: list[Component] = []
    current: list[Component] = []
    too_long = False  # a label of the current row is longer than PHONE_LABEL
    for item in buttons:
        item_long = len(str(item.get("label", ""))) > PHONE_LABEL
        size = len(current) + 1
        if current and (size > 5 or (size >= 3 and (too_long or item_long))):
            out.append(row(current))
            current, too_long = [], False
        current.append(item)
        too_long = too_long or item_long
    if current:
        out.append(row(current))
    return out


def _bid_label(
    bid: Bid, view: SeatView, words: Vocabulary, language: Lang, levels: bool
) -> str | None:
    """What sets a bid apart from the other bids of its contract, chosen already in the
    select above its button: its colour level first ("I högsta färg"), the suit it names with
    the suit's class ("♦ (belle)", MA-C2), or None where it is the contract's only bid
    (a misère, American Boston's "I go Boston (5 tricks)"). ``levels``: the contract is offered at
    more than one level here, so even the plain one says its level."""
    parts: list[str] = []
    if levels or bid.level is not Level.PLAIN:
        parts.append(words.level_choice(bid.level, language))
    if bid.suit is not None:
        cls = view.class_of(bid.suit)
        if cls is not None and words.names_trump_class:
            parts.append(suit_class_label(bid.suit, cls, words, language))
        else:
            parts.append(t(language, "hand.bid", bid=bid.suit.symbol))
    label = " ".join(p for p in parts if p)
    return label or None


def _bid_rows(
    table: LiveTable, view: SeatView, seq: int, chosen: str | None, language: Lang
) -> tuple[list[Component], str | None]:
    """The contract select and the chosen contract's bid buttons, and the line naming the
    contract they bid where their labels do not (it joins the view's text: a Boston de
    Nantes bidder's view is close to Discord's 40 components). A single contract offered
    (the last one left above the bids made) has no select: its buttons are drawn at once."""
    bids = [a for a in view.legal if isinstance(a, Bid)]
    game = table.game
    if not bids or game is None:
        return [], None
    ladder = view.ladder
    words = game.words
    contracts = list(dict.fromkeys(b.contract for b in bids))
    rows: list[Component] = []
    if len(contracts) == 1:
        # Nothing to choose: no select of one option, its buttons at once (``chosen`` may be
        # a contract no longer offered: the one offered is drawn regardless).
        chosen = contracts[0]
    else:
        contract_select = select(
            ids.bid_id(table.id, seq),
            t(language, "hand.choose_contract"),
            [_contract_option(table, ladder, c, chosen, language) for c in contracts[:25]],
        )
        rows.append(row([contract_select]))
    buttons: list[Component] = []
    laid_suits: set[Suit] = set()
    mine = [b for b in bids if b.contract == chosen and ladder.get(b.contract) is not None]
    # The suits in the rank the line below the turn states, best first, where the rules rank
    # them (FB-B4); else as offered.
    mine = in_suit_rank(game.rules, view, mine)
    levels = len({b.level for b in mine}) > 1
    named = False  # a button names only what sets its bid apart: the text names the contract
    for bid in mine:
        if bid.card is not None:
            # A bid laying a card face down (NT-B2): which card of a suit is laid only fixes
            # that suit, so one button per suit lays its lowest (bids come lowest first).
            if SUIT_OF[bid.card] in laid_suits:
                continue
            laid_suits.add(SUIT_OF[bid.card])
        # The contract is chosen in the select above (or is the only one, named by the line
        # under the turn): the buttons say what sets each bid apart, the level first, short
        # enough for a phone's row.
        apart = _bid_label(bid, view, words, language, levels)
        if apart is None:  # the contract's only bid: its name (AM-B1: "I go Boston (5 tricks)")
            said = bid_choice_words(bid, ladder, words, language)
            said += bid_class_note(table, view, bid.suit, language)
        else:
            named, said = True, apart
        if bid.card is not None and apart is None:  # NT-B2: the card is what sets it apart
            named, label = True, t(language, "hand.lay_card", card=card_label(bid.card))
        elif bid.card is not None:
            label = t(language, "hand.bid_laying", bid=said, card=card_label(bid.card))
        elif apart is None:
            # A name that is what the bidder says reads alone ("I go 7", AM-B1); another is
            # a bid of it ("Bid: Grand Misère"), not "Bid I go 7".
            contract = ladder.get(bid.contract)
            spoken = contract is not None and words.is_spoken(contract)
            label = said if spoken else t(language, "hand.bid_named", bid=said)
        else:
            label = said
        if bid == view.takeover:
            label += takeover_label(table, language)
        buttons.append(button(ids.action_id(table.id, seq, bid), label[:80], SUCCESS))
    contract = ladder.get(chosen) if chosen is not None else None
    line = None
    if named and contract is not None:
        name = words.contract_choice(contract, language)
        rank = suit_rank_symbols(game.rules, view, mine)
        one = len(buttons) == 1  # "The button below", not "The buttons"
        if rank is not None:
            key = "hand.bid_contract_ranked_one" if one else "hand.bid_contract_ranked"
            line = t(language, key, contract=name, rank=rank)
        else:
            key = "hand.bid_contract_one" if one else "hand.bid_contract"
            line = t(language, key, contract=name)
    return [*rows, *phone_rows(buttons)], line


def prompt_lines(line: str) -> list[str]:
    """The line naming the contract the buttons bid or declare, as it stands where it keeps
    within a phone's line; else broken after its semicolon and commas
    (:func:`~bot.wrapping.fill_at_commas`), never inside its bold contract: "The buttons
    below bid **Chelem (13 levées)**;", then "the suits rank ♦ ♥ ♣ ♠, best first."."""
    if display_width(line) <= PHONE_LINE:
        return [line]
    return fill_at_commas(line, PHONE_LINE, whole=bold_spans(line)).splitlines()


SENTENCE_ENDS = re.compile(r"(?<=[.;]) (?=\S)")
"""Where a line of several sentences or clauses may break first: after a full stop or a
semicolon, before the next word."""


def target_lines(line: str) -> list[str]:
    """What saying whist or *je soutiens* would make the pair need
    (:func:`~bot.engine.describe.pair_target_words`), as it stands where it keeps within a
    phone's line; else a line a sentence or clause, packed where two fit, one still too wide
    broken after its commas (:func:`~bot.wrapping.fill_at_commas`): "Whist: together you
    would need 13 tricks;", then "if it fails, whoever of you missed …" (135 columns on one
    line before), and "Whist: together you would need 8 tricks;" then "alone, 5 tricks."."""
    if display_width(line) <= PHONE_LINE:
        return [line]
    pieces = packed(SENTENCE_ENDS.split(line), PHONE_LINE, sep=" ")
    return [
        wrapped
        for piece in pieces
        for wrapped in (
            [piece]
            if display_width(piece) <= PHONE_LINE
            else fill_at_commas(piece, PHONE_LINE, whole=bold_spans(piece)).splitlines()
        )
    ]


def declaring(view: SeatView) -> bool:
    """NT-K1: the seat names trumps together with the contract played, which may be higher
    than its winning bid (the engine offers a trump with another contract than the bid)."""
    return view.phase is Phase.TRUMP and view.declares_contract


def _declare_rows(
    table: LiveTable, view: SeatView, seq: int, chosen: str | None, language: Lang
) -> tuple[list[Component], str | None]:
    """NT-K1's declaration as the bid is made: the contract in a select (the bid's own, with
    the bid's custom id: a choice is a redraw at the same sequence number, as a bid's, and a
    stale one is refused alike, ``cogs/boston/play.py``), the winning bid chosen until another
    is, each option saying what declaring it commits to (:func:`offered_contract`); then one
    short button per trump it may be played in ("♥ (belle)": a phone shows four whole in a
    row, where "Trumps ♠ plain suit · Grande indépendance" was cut to the part every button
    shared), and the line naming the contract they declare (and, where
    they do not offer the suit the bid named, the contract in the list that declares it:
    :func:`_bid_suit_elsewhere`)."""
    kept = view.contract
    if table.game is None or kept is None:
        return [], None
    words = table.game.words
    offered: dict[str, list[NameTrump]] = {kept.id: []}  # the winning bid first
    for action in view.legal:
        if isinstance(action, NameTrump):
            offered.setdefault(action.contract or kept.id, []).append(action)
    contracts = [c for c, actions in offered.items() if actions]
    if chosen is None or not offered.get(chosen):
        # None chosen yet (or a value no option has: a forged one): the winning bid, unless
        # it is offered only under another name (a neuf bid in belle is the neuf en belle).
        chosen = contracts[0]
    rows: list[Component] = []
    if len(contracts) > 1:  # one contract to declare: no select of one option
        contract_select = select(
            ids.bid_id(table.id, seq),
            t(language, "hand.choose_declared"),
            [
                _contract_option(table, view.ladder, c, chosen, language, declared=True)
                for c in contracts[:25]
            ],
        )
        rows.append(row([contract_select]))
    buttons = [
        button(
            ids.action_id(table.id, seq, action),
            _trump_label(table, view, action.suit, language)[:80],
            SUCCESS,
        )
        for action in offered[chosen]
    ]
    played = view.ladder.get(chosen)
    name = words.contract(played, language) if played is not None else chosen
    elsewhere = _bid_suit_elsewhere(view, offered, kept.id) if chosen == kept.id else None
    if len(contracts) == 1:
        # One contract to declare, in several suits: no list to choose from. One suit alone
        # (NT-C2: a neuf bid in the belle is the neuf en belle, nothing ranks as high) is the
        # rules' move, made by the table at once (``Game.forced_action``): never drawn here.
        line = t(language, "hand.declare_only", contract=name, bid=words.contract(kept, language))
    elif elsewhere is not None:
        suit, other = elsewhere
        line = t(
            language,
            "hand.declare_kept_elsewhere",
            contract=name,
            suit=_trump_label(table, view, suit, language),
            other=_contract_name(view.ladder.get(other), other, words, language, declared=True),
        )
    elif chosen == kept.id:
        line = t(language, "hand.declare_kept", contract=name)
    else:
        bid = words.contract(kept, language)
        line = t(language, "hand.declare_higher", contract=name, bid=bid)
    return [*rows, *phone_rows(buttons)], line


def _trump_label(table: LiveTable, view: SeatView, suit: Suit, language: Lang) -> str:
    """A suit as a declaration's button says it: with its class's short word, as a bid's
    button says it ("♥ (belle)"), where the variant names trumps by their class; else as the
    table names it."""
    words = words_of(table)
    cls = view.class_of(suit)
    if cls is not None and words.names_trump_class:
        return suit_class_label(suit, cls, words, language)
    return suit_label(table, suit, view.first_suit, language, view.suit_classes)


def _bid_suit_elsewhere(
    view: SeatView, offered: dict[str, list[NameTrump]], kept: str
) -> tuple[Suit, str] | None:
    """The suit the seat's winning bid named and the contract that declares it, where the
    winning bid's own buttons do not offer it: NT-C2's plain neuf is declared in the plain
    suits only, a "Neuf ♠" in the petite as the neuf en petite (NT-K1). None where the bid's
    suit is among its own buttons, or it named none."""
    bid = next(
        (a for a in reversed(view.auction) if isinstance(a, Bid) and a.seat == view.seat), None
    )
    if bid is None or bid.suit is None or bid.contract != kept:
        return None
    if any(a.suit is bid.suit for a in offered.get(kept, [])):
        return None
    other = next(
        (c for c, actions in offered.items() if any(a.suit is bid.suit for a in actions)), None
    )
    return None if other is None else (bid.suit, other)


def _other_buttons(
    table: LiveTable, view: SeatView, seq: int, language: Lang, *, declared: bool = False
) -> list[Component]:
    """The game's choices besides cards and bids; ``declared``: NT-K1's trumps are drawn
    already, with the contract they declare (:func:`_declare_rows`)."""
    out: list[Component] = []
    trumps: list[tuple[int, str]] = []  # each trump button's place and its suit alone
    for action in view.legal:
        match action:
            case Pass():
                label, style = t(language, "hand.pass"), DANGER
            case NameTrump(_, suit) if not declared:
                suit_text = suit_label(table, suit, view.first_suit, language, view.suit_classes)
                label, style = t(language, "hand.trump", suit=suit_text), SUCCESS
                trumps.append((len(out), suit_text))
            case Whist(_, answer):
                label, style = t(language, f"hand.whist.{answer}"), PRIMARY
            case Concede():
                label, style = t(language, "hand.concede"), DANGER
            case Support():
                label, style = support_word(words_of(table), language), SUCCESS
            case Merge(_, merge):
                label, style = t(language, "hand.merge.yes" if merge else "hand.merge.no"), PRIMARY
            case Claim():
                label, style = t(language, "hand.claim"), SECONDARY
            case ClaimAnswer(_, answer):
                label, style = t(language, f"hand.claim.{answer}"), PRIMARY
            case Declare(_, name):
                word = words_of(table).term(name, language)
                label, style = t(language, "hand.declare", word=word), SUCCESS
            case _:
                continue
        out.append(button(ids.action_id(table.id, seq, action), label[:80], style))
    too_long = any(len(str(out[i].get("label", ""))) > PHONE_LABEL for i, _ in trumps)
    if too_long and all(len(bare) <= PHONE_LABEL for _, bare in trumps):
        # "Trumps ♠ second preference" is cut on a phone, in a row of four or five: the
        # turn's line says trumps are named, so every such button says its suit alone
        # (where that is still too long, they keep their word, two to a row: phone_rows).
        for i, bare in trumps:
            out[i]["label"] = bare[:80]
    return out


SWITCH_NOTE_DEALS = 1
"""The deals of a game whose hand views say what the notices' switch is ("🔔/🔕: whether you
are mentioned on your turn"): a line a phone shows on every view, which tells a player nothing
new once read."""


def first_deal(table: LiveTable) -> bool:
    """Whether the table plays its game's first deal, whose views say where the game and its
    words are explained (``/boston help``)."""
    game = table.game
    return game is not None and len(game.deals) <= 1


def switch_explained(table: LiveTable, notice: str | None) -> bool:
    """Whether a view with the notices' switch says what it switches: in the game's first
    deal(s), and not under the switch's own confirmation (the person has just used it).
    A cheap test, as every view is drawn on every move (issue #17)."""
    game = table.game
    if game is None or len(game.deals) > SWITCH_NOTE_DEALS:
        return False
    return not (notice and notice.startswith(OWN_MARKS))


def notices_switch(table_id: int, wanted: bool, language: Lang) -> Component:
    """The hand view's switch of the turn notices, saying what a press does, verb first
    ("🔕 Mute mentions", "🔔 Unmute mentions"), so that a phone's cut keeps it: a bare
    "🔔 On" read as "turn on" as well as "is on" once the line explaining it was gone (after
    the first deal). Its mark is the one its confirmation starts with."""
    if wanted:
        return button(ids.notify_id(table_id, "off"), t(language, "notices.mute"), SECONDARY)
    return button(ids.notify_id(table_id, "on"), t(language, "notices.unmute"), SECONDARY)


def hand_components(
    table: LiveTable,
    view: SeatView,
    language: Lang,
    *,
    notice: str | None = None,
    chosen: str | None = None,
    away: bool = False,
    extra: Sequence[Component] = (),
    public: Sequence[str] | None = None,
) -> list[Component]:
    """The private view of one seat at the table's current sequence number; ``away``: a
    computer plays the seat for its owner, who may take it back; ``public``: the deal's public
    lines for this view, if drawn already (:meth:`HandCache.public_lines`)."""
    seq = table.seq
    view = view_to_draw(table, view)  # no lone button for a move the table makes itself
    declared = declaring(view)
    if declared:  # NT-K1: trumps named with the contract played, chosen as a bid is
        bid_rows, bid_line = _declare_rows(table, view, seq, chosen, language)
    else:
        bid_rows, bid_line = _bid_rows(table, view, seq, chosen, language)
    game = table.game
    # The last deal's result and the seat's payment beside that deal's last trick (the end of
    # the public lines), not under the turn's prompt.
    last = last_deal_lines(table, game, view, language) if game is not None else []
    lines = [hand_text(table, view, language, notice, public, last)]
    if bid_line is not None:  # under "Your turn: …"
        lines += prompt_lines(bid_line)
    if table.status != "paused" and table.game is not None:
        # What saying whist or je soutiens would make the pair need: before the decision,
        # as the side's count says it after (the rules' number, the view's pair_target).
        pair = pair_target_words(view, table.game.words, language, rules=table.game.rules)
        if pair is not None:  # on a phone's lines, as the prompt above it
            lines += target_lines(pair)
    # What the turn's question is about (a claim's cards, the merge question's outcomes)
    # follows it; the switch's small note comes after them, not between.
    more = extra_lines(table, view, language)
    # Not under the merge question: its outcomes follow the question, and the note is said
    # on every other view of the first deal.
    asked_merge = any(isinstance(a, Merge) for a in view.legal)
    if extra and switch_explained(table, notice) and not asked_merge:
        (more or lines).append(t(language, "notices.switch_note"))
    if first_deal(table) and not asked_merge:
        # A newcomer reads "förhand", "högsta färg", "5 spel" before anything says where
        # they are explained: said on the first deal's views only, one small line.
        (more or lines).append(t(language, "hand.help_note"))
    out = [text("\n".join(lines)[:TEXT_LIMIT])]
    if more:
        out.append(text("\n".join(more)[:TEXT_LIMIT]))
    out += _card_rows(table, view, seq)
    out += bid_rows
    refresh = button(ids.hand_id(table.id), t(language, "hand.refresh"), SECONDARY)
    if away:
        seat = button(ids.seat_id(table.id, "back"), t(language, "seat.back"), SUCCESS)
    else:
        seat = button(ids.seat_id(table.id, "away"), t(language, "seat.away"), SECONDARY)
    # The game's choices, then the seat's own buttons on a row apart: a thumb aiming at
    # Whist! never lands on Step away.
    out += phone_rows(_other_buttons(table, view, seq, language, declared=declared))
    out += phone_rows([refresh, seat, *extra])
    if table.status == "paused":  # nobody acts: the hand stays in view, its actions do not
        _disable_actions(out, {str(c.get("custom_id")) for c in (refresh, seat, *extra)})
    return out


INTERACTIVE = frozenset({2, 3, 5, 6, 7, 8})
"""Component types a click or a choice answers: a button, and every kind of select."""


def _disable_actions(drawn: list[Component], keep: Collection[str]) -> None:
    """Disable every button and select of a view just drawn (a paused table's) but those whose
    custom id is in ``keep``: **Refresh**, the seat's and the notices' buttons. Chosen by what
    stays, not by the actions' ids: a select or button of the game under any id (the contract
    select, a declaration's) is an action, and a paused view offered one that stayed live."""
    for item in drawn:
        for component in item.get("components", ()):
            kind, custom_id = component.get("type"), component.get("custom_id")
            if kind in INTERACTIVE and custom_id is not None and str(custom_id) not in keep:
                component["disabled"] = True


HandKey = tuple[int, Lang, str | None, str | None, bool, bool | None]
"""Seat, language, notice, chosen contract, away, notices wanted (None: no switch)."""


LinesKey = tuple[Lang, tuple[AuctionEntry, ...]]
"""Language, and the auction as the view shows it (a card laid face down with a bid is its
layer's alone until the deal is over, NT-B2)."""


@dataclass(slots=True)
class _Drawn:
    seq: int
    views: dict[HandKey, list[Component]] = field(default_factory=lambda: {})
    lines: dict[LinesKey, list[str]] = field(default_factory=lambda: {})


class HandCache:
    """Hand views drawn at a table's current state, per :data:`HandKey`."""

    LIMIT = 64
    """Entries kept per table (notices and chosen contracts vary; seats × languages do not)."""

    def __init__(self) -> None:
        self._tables: dict[int, _Drawn] = {}
        self.hits = 0
        self.misses = 0

    def get(
        self, table: LiveTable, key: HandKey, draw: Callable[[], list[Component]]
    ) -> list[Component]:
        """The view for ``key`` at the table's current state, drawn by ``draw`` on a miss.
        The result is shared: callers send it, never change it."""
        drawn = self._drawn(table)
        views = drawn.views.get(key)
        if views is not None:
            self.hits += 1
            return views
        self.misses += 1
        if len(drawn.views) >= self.LIMIT:
            drawn.views.clear()
        views = drawn.views[key] = draw()
        return views

    def public_lines(self, table: LiveTable, view: PublicView, language: Lang) -> list[str]:
        """The deal's public lines of ``view`` (:func:`~cogs.boston.deal_lines.deal_lines`),
        drawn once per table state, language and auction as the view shows it: the mover's
        answer, the next seat's view and the table message, drawn at the same state, share
        them (issue #17).

        Every other field they are drawn from is the same in every seat's view and in
        everyone's (the engine's public fields; ``tests/render/test_hand_cache.py`` holds it
        to that), so views whose auctions read alike show the same lines, and a card laid
        face down never reaches another seat's view or the table message."""
        drawn = self._drawn(table)
        key = (language, view.auction)
        lines = drawn.lines.get(key)
        if lines is None:
            if len(drawn.lines) >= self.LIMIT:
                drawn.lines.clear()
            lines = drawn.lines[key] = deal_lines(table, view, language)
        return lines

    def _drawn(self, table: LiveTable) -> _Drawn:
        drawn = self._tables.get(table.id)
        if drawn is None or drawn.seq != table.seq:
            drawn = self._tables[table.id] = _Drawn(table.seq)
        return drawn

    def changed(self, change: TableChange) -> None:
        """The service announced ``change``. A move's change keeps what was drawn: the move
        came with a new sequence number, so whatever was drawn at it was drawn after the move
        (the mover's answer is drawn as soon as the move is saved, before the change is
        announced, and the next seat's view and the table message share its public lines),
        and nothing drawn before it is served again. Any other change (a name, a seat taken
        over or given back, a pause) may change a view without a new sequence number: it
        empties the table's entries."""
        if change.kind != log.ACTION:
            self.forget(change.table_id)

    def forget(self, table_id: int) -> None:
        """The table changed: nothing drawn before may be served again."""
        self._tables.pop(table_id, None)
