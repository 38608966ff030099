"""A seat's private hand view as component payloads, and the cache that draws each once.

The view is a components-v2 message: the hand's text (the deal's public state, the seat's
own discard, whose turn), the extra lines of :mod:`cogs.boston.hand_extras`, one row of card
buttons per suit (only the cards that may be played now enabled), the contract select and its
bids, then the other actions, **Refresh**, **Step away**/**Take my seat back** and the turn
notices' switch. Every button carries the table's sequence number, so a click from an older
view is refused as stale.

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

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from bot.engine.actions import (
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
from bot.engine.cards import CARD_LABELS, SUIT_OF, Card, Suit, card_label
from bot.engine.contracts import Contract
from bot.engine.deal import PublicView, SeatView
from bot.engine.describe import bid_choice_words, support_word
from bot.engine.words import Vocabulary
from bot.i18n import Lang, t
from bot.tables import TableChange, log
from bot.tables.service import LiveTable
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
    rows,
    select,
    text,
)
from cogs.boston.hand_extras import extra_lines
from cogs.boston.render import (
    bid_class_note,
    deal_lines,
    hand_text,
    suit_label,
    takeover_label,
    words_of,
)

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
    contract: Contract | None, contract_id: str, words: Vocabulary, language: Lang
) -> str:
    return words.contract_choice(contract, language) if contract is not None else contract_id


def _bid_rows(
    table: LiveTable, view: SeatView, seq: int, chosen: str | None, language: Lang
) -> list[Component]:
    bids = [a for a in view.legal if isinstance(a, Bid)]
    game = table.game
    if not bids or game is None:
        return []
    ladder = view.ladder
    words = game.words
    contracts = list(dict.fromkeys(b.contract for b in bids))
    if chosen is None and len(contracts) == 1:
        chosen = contracts[0]  # nothing to choose: its buttons at once, not a click later
    contract_select = select(
        ids.bid_id(table.id, seq),
        t(language, "hand.choose_contract"),
        [
            option(_contract_name(ladder.get(c), c, words, language)[:100], c, default=c == chosen)
            for c in contracts[:25]
        ],
    )
    buttons: list[Component] = []
    laid_suits: set[Suit] = set()
    for bid in bids:
        contract = ladder.get(bid.contract)
        if bid.contract != chosen or contract is None:
            continue
        text = bid_choice_words(bid, ladder, words, language)  # AM-B1: "Boston (5 tricks)"
        text += bid_class_note(table, view, bid.suit, language)  # MA-C2: what the suit is worth
        if bid.card is not None:
            # A bid laying a card face down (NT-B2): which card of a suit is laid only fixes
            # that suit, so one button per suit lays its lowest (bids come lowest first).
            if SUIT_OF[bid.card] in laid_suits:
                continue
            laid_suits.add(SUIT_OF[bid.card])
            label = t(language, "hand.bid_laying", bid=text, card=card_label(bid.card))
        else:
            label = t(language, "hand.bid", bid=text)
        if bid == view.takeover:
            label += takeover_label(table, language)
        buttons.append(button(ids.action_id(table.id, seq, bid), label[:80], SUCCESS))
    return [row([contract_select]), *rows(buttons)]


def _other_buttons(table: LiveTable, view: SeatView, seq: int, language: Lang) -> list[Component]:
    out: list[Component] = []
    # NT-K1: where trumps are named with the contract played, every button names its
    # contract, the one keeping the winning bid too.
    declaring = any(isinstance(a, NameTrump) and a.contract is not None for a in view.legal)
    for action in view.legal:
        match action:
            case Pass():
                label, style = t(language, "hand.pass"), DANGER
            case NameTrump(_, suit, played):
                contract = view.ladder.get(played) if played is not None else None
                if contract is None and declaring:
                    contract = view.contract  # the winning bid, kept
                # A contract naming its suit's class ("Neuf en belle") says it once: the suit
                # alone on the button.
                suit_text = (
                    suit.symbol
                    if contract is not None and contract.trump_class is not None
                    else suit_label(table, suit, view.first_suit, language, view.suit_classes)
                )
                label, style = t(language, "hand.trump", suit=suit_text), SUCCESS
                if contract is not None:  # a higher contract declared with it (NT-K1)
                    label += f" · {words_of(table).contract(contract, language)}"
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
    return out


def notices_switch(table_id: int, wanted: bool, language: Lang) -> Component:
    """The hand view's switch of the turn notices, showing what a click does."""
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
    out = [text(hand_text(table, view, language, notice, public)[:TEXT_LIMIT])]
    more = extra_lines(table, view, language)
    if more:
        out.append(text("\n".join(more)[:TEXT_LIMIT]))
    out += _card_rows(table, view, seq)
    out += _bid_rows(table, view, seq, chosen, language)
    refresh = button(ids.hand_id(table.id), t(language, "hand.refresh"), SECONDARY)
    if away:
        seat = button(ids.seat_id(table.id, "back"), t(language, "seat.back"), SUCCESS)
    else:
        seat = button(ids.seat_id(table.id, "away"), t(language, "seat.away"), SECONDARY)
    out += rows([*_other_buttons(table, view, seq, language), refresh, seat, *extra])
    if table.status == "paused":  # nobody acts: the hand stays in view, its actions do not
        _disable_actions(out, ids.action_prefix(table.id, seq), ids.bid_id(table.id, seq))
    return out


def _disable_actions(drawn: list[Component], prefix: str, bid: str) -> None:
    """Disable the card, bid and other action components of a view just drawn (a paused
    table's); **Refresh**, the seat's and the notices' buttons stay."""
    for item in drawn:
        for component in item.get("components", ()):
            custom_id = component.get("custom_id", "")
            if custom_id.startswith(prefix) or custom_id == bid:
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
        """The deal's public lines of ``view`` (:func:`~cogs.boston.render.deal_lines`),
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
