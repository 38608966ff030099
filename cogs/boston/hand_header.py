"""The hand view's header: whose seat, the deal's public lines, and what the seat is asked
to do now (its prompt, only what is offered); a refusal's mark, and the seat's view as drawn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.engine.actions import (
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
)
from bot.engine.actions import Whist as WhistAction
from bot.engine.cards import SUIT_OF, Suit, card_label
from bot.engine.describe import support_word
from bot.engine.phase import Phase
from bot.engine.variants import get_variant
from bot.engine.views import SeatView
from bot.engine.words import Vocabulary
from bot.i18n import Lang, t
from bot.tables.service import LiveTable
from bot.wrapping import PHONE_LINE, clauses, display_width, packed
from cogs.boston.deal_lines import deal_lines, notes_of, phrased, turn_or_pause
from cogs.boston.seat_names import seat_name
from cogs.boston.table_words import words_of


def action_prompt(view: SeatView, lang: Lang, *, public: bool = False) -> str:
    """What the seat is asked to do now, from its legal actions: only what is offered.
    ``public``: for the whole table's eyes (a turn notice), so nothing the hand decides: not
    how its bids are made (the suits it could lay, NT-B2), nor the suit it must follow
    (:func:`follow_suit`: that it holds it); the hand view says those privately, the suit
    followed as the reason its other cards are greyed out, and a declaration its hand allows
    on a line of its own (:func:`declaration_note`)."""
    first = view.legal[0] if view.legal else None
    match first:
        case Pass() | Bid() | Support():
            return auction_prompt(view, lang)
        case NameTrump():
            # NT-K1: a contract higher than the winning bid may be declared with the trumps
            # (the engine offers it); said to everyone too: the rule, not the hand, allows it.
            # Not where one contract alone is offered (NT-C2: a neuf bid in the belle is
            # declared as the neuf en belle, and nothing ranks higher). The hand view says
            # it in the line above its trump buttons ("…, your bid; you may also declare a
            # higher contract in the list above."): its prompt does not say it twice.
            declared = {a.contract for a in view.legal if isinstance(a, NameTrump)}
            if len(declared) > 1 and public:
                return t(lang, "prompt.trump_higher")
            return t(lang, "prompt.trump")
        case WhistAction() | Concede():
            return whist_prompt(view, lang)
        case Discard():
            return t(lang, "prompt.discard")
        case Play() | Claim() | Declare():
            # Which suit the greyed cards are kept out by: the hand's, so never said publicly.
            led = None if public else follow_suit(view)
            if view.renouncer == view.seat and view.current_trick:  # NT-C6: any card now
                return t(lang, "prompt.play_renounce")
            if led is not None:
                top = view.top_trump
                first = view.current_trick[0][1]
                # NT-S3: the carte de boston led asks for trumps, and one held of the suit led
                # is greyed out with the trumps: said as the refusal says it.
                if (
                    top is not None
                    and SUIT_OF[top] is not view.trump
                    and (first == top or (SUIT_OF[top] is led and top in view.hand))
                ):
                    top_label = card_label(top)
                    return t(lang, "prompt.play_follow_top", suit=led.symbol, top_trump=top_label)
                return t(lang, "prompt.play_follow", suit=led.symbol)
            return t(lang, "prompt.play")
        case ClaimAnswer():
            return t(lang, "prompt.claim_answer")
        case Merge():
            return t(lang, "prompt.merge")
        case None:
            return ""


def follow_suit(view: SeatView) -> Suit | None:
    """The suit the seat must follow now where that greys some of its cards out (SV-T1: it
    holds the suit led), else None (a lead, a void, NT-C6's renouncer: every card enabled).
    Read from the view alone, the trick's first card and the legal plays (the rules keep a
    held card out of a trick only for the suit led): no engine call, as every click redraws
    the hand views."""
    trick = view.current_trick
    if not trick:
        return None
    plays = 0
    for action in view.legal:
        if isinstance(action, Play):
            plays += 1
    if plays == 0 or plays >= len(view.hand):
        return None
    return view.suit_in_play(trick[0][1])  # NT-S3: a carte de boston led leads the trumps


def declaration_note(view: SeatView, lang: Lang, words: Vocabulary | None = None) -> str | None:
    """RU-C4: the declaration the seat's hand allows now (a void in trumps, RU-C3), to make
    before its first card or never, named in the table's ``words`` ("chicane"); said in the
    hand view only, under its prompt. None where there is none (nearly always)."""
    declared = [a.name for a in view.legal if isinstance(a, Declare)]
    if not declared:
        return None
    if words is None:
        return t(lang, "prompt.declare_note")
    named = or_list([words.term(name, lang) for name in declared], lang)
    return t(lang, "prompt.declare_note_word", word=named)


def or_list(parts: Sequence[str], lang: Lang) -> str:
    """``a, b or c`` in the reader's language."""
    if len(parts) < 2:
        return "".join(parts)
    return ", ".join(parts[:-1]) + t(lang, "prompt.or") + parts[-1]


def auction_prompt(view: SeatView, lang: Lang) -> str:
    """Bid, support or pass, as far as each is legal now; how the hand view offers a bid is
    said under it (:func:`bid_note`)."""
    bids = [a for a in view.legal if isinstance(a, Bid)]
    words = get_variant(view.variant).words
    choices: list[str] = []
    if bids:
        choices.append(t(lang, "prompt.choice.bid"))
    if any(isinstance(a, Support) for a in view.legal):
        choices.append(support_word(words, lang, in_sentence=True))
    if any(isinstance(a, Pass) for a in view.legal):
        choices.append(t(lang, "prompt.choice.pass"))
    return or_list(choices, lang) + "."


def bid_note(view: SeatView, lang: Lang) -> list[str]:
    """How the hand view offers a bid, on lines of their own under the bold turn line (in
    its brackets it took the line to 88 columns or more): the contract, then whatever its
    legal bids differ in (its level, in the variant's words; trump suit; the card laid with
    it), else its one button (its bid); broken at its commas for a phone. None where no bid
    is legal."""
    how = bid_how_text(view, lang)
    return phrased(how) if how is not None else []


def bid_how_text(view: SeatView, lang: Lang) -> str | None:
    """:func:`bid_note` as one sentence ("Choose a contract, then its trump suit."); None
    where no bid is legal."""
    bids = [a for a in view.legal if isinstance(a, Bid)]
    if not bids:
        return None
    how = bid_how(bids, get_variant(view.variant).words, lang)
    if how is None:
        return None
    return how[:1].upper() + how[1:] + "."


def bid_how(bids: Sequence[Bid], words: Vocabulary, lang: Lang) -> str | None:
    """How a bid is made in the hand view: choose a contract, then one of its buttons. Where
    the buttons differ in level, the variant's word for that choice says what they are for
    (Swedish Boston's colour level, SV-B2), else the levels' own words, as the buttons say
    them (Dawson's "I keep" or "I keep over you", DW-B2): a rule word is the engine's.
    One contract offered (the last one left above the bids made) has no select to choose it
    in: only what its buttons differ in is said, and nothing where it has one button (its
    label and the line naming the contract say the bid)."""
    buttons: dict[str, set[tuple[Level, Suit | None, Suit | None]]] = {}
    for bid in bids:  # one button per suit of the card laid (as the hand view draws them)
        laid = SUIT_OF[bid.card] if bid.card is not None else None
        buttons.setdefault(bid.contract, set()).add((bid.level, bid.suit, laid))
    only = len(buttons) == 1
    choosing = [b for shown in buttons.values() if len(shown) > 1 for b in shown]
    if not choosing:
        return None if only else t(lang, "prompt.bid.one")
    kinds: list[str] = []  # a demande lays a card (NT-B2), a solo bid names its trumps
    named: set[str] = set()  # what the prompt names of each button: "suit", "card"
    # The levels of each contract offered at more than one (each of its buttons says its).
    levels: set[Level] = set()
    for shown in buttons.values():
        if len({level for level, _, _ in shown}) > 1:
            levels.update(level for level, _, _ in shown)
    if levels:
        kind = words.level_kind(lang)
        if kind is not None:
            kinds.append(t(lang, "prompt.bid.level", kind=kind))
        else:  # the buttons' own labels (``hand_view._bid_label``), lowest level first
            said = [words.level_choice(level, lang) for level in sorted(levels, key=_order)]
            kinds.append(or_list([t(lang, "prompt.bid.button", label=s) for s in said], lang))
    if any(suit is not None for _, suit, _ in choosing):
        kinds.append(t(lang, "prompt.bid.suit"))
        named.add("suit")
    if any(laid is not None for _, _, laid in choosing):
        kinds.append(t(lang, "prompt.bid.card"))
        named.add("card")
    if not kinds:  # the buttons differ in nothing the prompt can name
        return None if only else t(lang, "prompt.bid.one")
    what = or_list(kinds, lang)
    if only:
        return t(lang, "prompt.bid.only", what=what)
    # "If it has a choice" only where a contract's one button is none of what is named (NT's
    # Petite misère among suited bids); a lone button naming its trump suit is still "its
    # trump suit" (MA-C3: a plain Four overcalled leaves Four one better suit, or none).
    if any(len(shown) == 1 and not _names(next(iter(shown)), named) for shown in buttons.values()):
        what += t(lang, "prompt.bid.if_any")
    return t(lang, "prompt.bid.how", what=what)


def _names(button: tuple[Level, Suit | None, Suit | None], named: set[str]) -> bool:
    """Whether a contract's one bid button is what the prompt names: a trump suit or a card
    laid (a level is said only where a contract offers several)."""
    _, suit, laid = button
    return ("suit" in named and suit is not None) or ("card" in named and laid is not None)


def _order(level: Level) -> int:
    return level.order


def whist_prompt(view: SeatView, lang: Lang) -> str:
    """The whist question's answers that are legal now (a concession only where offered)."""
    choices = [
        t(lang, f"prompt.choice.{a.answer}")
        if isinstance(a, WhistAction)
        else t(lang, "prompt.choice.concede")
        for a in view.legal
        if isinstance(a, WhistAction | Concede)
    ]
    return or_list(choices, lang) + "."


OWN_MARKS = ("🔔", "🔕")
"""The marks the turn notices' switch gives its confirmations (never a warning): a hand view
drawn under one does not explain the switch again (``hand_view.switch_explained``)."""


WARNING_MARK = "⚠️"


def warning(text: str) -> str:
    """A refusal as a hand view's notice says it: marked as one. The kind is the caller's to
    say: a confirmation ("Welcome back: the seat is yours again"), the away line, a note and
    the switch's own answers are drawn as given, so that they never read as a refusal."""
    return f"{WARNING_MARK} {text}"


def view_to_draw(table: LiveTable, view: SeatView) -> SeatView:
    """The seat's view as its hand view draws it: with no choice where the table makes the
    seat's move itself (:meth:`~bot.tables.live.LiveTable.moves_for`: a computer keeps the
    seat, or the rules leave the move no choice, FB-W3, DW-P4, SV-W5). A view drawn before
    the table's move would show a lone **Play alone** or **Whist!** that nobody need press
    and that vanishes a moment later; it says whose turn it is instead (:func:`turn_text`)."""
    if view.legal and table.moves_for(view.seat):
        return replace(view, legal=())
    return view


def hand_text(
    table: LiveTable,
    view: SeatView,
    lang: Lang,
    notice: str | None,
    public: Sequence[str] | None = None,
    after: Sequence[str] = (),
) -> str:
    """The hand view's text: ``notice`` (as its sender marked it: a refusal by
    :func:`warning`), whose seat, the deal's public state (``public``, if drawn already), then
    ``after`` it (the last deal's result and the seat's payment, beside the last trick of
    that deal), the private discard, whose turn, an agreed stop to come, and that the hand
    is empty (not once the deal is over and only the merge question is open)."""
    game = table.game
    deal_no = len(game.deals) if game is not None else 0
    lines: list[str] = []
    if notice:
        lines.append(notice)
    name = seat_name(table, view.seat, lang)
    if view.seat in table.options.away:
        # A seat a computer keeps for its person: named by them, as their seat. The line
        # above says a computer plays it (``seat.computer_plays``); "Sven (dator)" here said
        # it twice, and the heading passed a phone's line.
        name = table.owner_name(view.seat) or name
    lines.append(t(lang, "hand.head", id=table.id, n=deal_no, seat=view.seat, name=name))
    if view.partner is not None:  # AM-P1: a fixed partner, known before the auction
        partner = t(lang, "hand.partner", who=seat_name(table, view.partner, lang))
        # On a line of its own where both would pass a phone's line.
        lines[-1:] = packed([lines[-1], partner])
    if game is not None:  # NT-G2: a double deal, said before anyone bids
        lines += [note[:1].upper() + note[1:] for note in notes_of(game, lang)]
    lines += deal_lines(table, view, lang) if public is None else public
    lines += after
    if view.own_discard is not None:
        lines.append(t(lang, "hand.discard", card=card_label(view.own_discard)))
    if view.own_laid is not None and view.phase is not Phase.OVER:  # NT-B2: the layer's alone
        lines.append(t(lang, "hand.laid", card=card_label(view.own_laid)))
    if view.to_act == view.seat and view.legal and table.status != "paused":
        words = words_of(table)
        what = action_prompt(view, lang)
        lines += bold_lines(t(lang, "hand.your_turn", what=what))
        lines += bid_note(view, lang)
        note = declaration_note(view, lang, words)
        if note is not None:
            lines.append(note)
    else:
        lines.append(turn_or_pause(table, view, lang))
    if table.row.end_requested:  # the agreed stop (SV-M2), as the table message says it
        lines.append(t(lang, "table.ending"))
    merging = view.phase is Phase.OVER and view.to_act is not None
    if not view.hand and not merging:  # under the merge question it only reads as clutter
        lines.append(t(lang, "hand.empty"))
    return "\n".join(lines)


def bold_lines(text: str, width: int = PHONE_LINE) -> list[str]:
    """``text`` in bold (Discord's ``**``, drawn without its stars) on one line where it keeps
    within ``width`` columns; else broken after its semicolons, each line bold on its own (a
    bold span across lines shows its stars): "**Your turn: name trumps;**" then "**you may
    also declare a higher contract.**". A text without one stays on one line."""
    if display_width(text) <= width:
        return [f"**{text}**"]
    parts = clauses(text, "; ")
    pieces = [part + ";" for part in parts[:-1]] + parts[-1:]
    return [f"**{line}**" for line in packed(pieces, width, sep=" ")]
