"""Table state as text: the lobby, the public table message, a deal's result, the hand header.

Pure functions of a :class:`~bot.tables.service.LiveTable` and a language. Public texts are
drawn from the engine's public view (``LiveTable.public_view``), which holds no hidden card.
Every rule word comes from the table's variant (its vocabulary), never from here.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import partial

from bot import guide
from bot.engine.actions import (
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
)
from bot.engine.actions import Whist as WhistAction
from bot.engine.cards import SUIT_OF, Card, Suit, by_suit, card_label
from bot.engine.contracts import Contract, SuitClass, suit_class
from bot.engine.deal import Partnerships, Phase, PublicView, SeatView, fixed_partnerships
from bot.engine.deal_notes import deal_notes
from bot.engine.describe import (
    action_text,
    all_pass_words,
    deal_verdict,
    declared_lines,
    declarer_subject,
    declines_support,
    laid_cards,
    misere_word,
    result_contract,
    ruled_whist_answers,
    ruled_whist_words,
    settlement_heading,
    support_word,
    takeover_aside,
    whister_word,
)
from bot.engine.game import DealEntry, Game
from bot.engine.scoring import Settlement
from bot.engine.tricks import Trick
from bot.engine.variants import get_variant
from bot.engine.words import Vocabulary
from bot.i18n import Lang, kept_in_any, side_tally, signed, t, tn
from bot.names import in_turn
from bot.sheet import Role, as_played_lines, balances_line, held_before_words, role_move
from bot.table_lines import pool_lines as shared_pool_lines
from bot.table_lines import renounce_line
from bot.table_rules import row_variant_text, rule_parts
from bot.tables.options import engine_settings
from bot.tables.service import LiveTable, TableChange
from bot.wrapping import clauses, fill_at_commas
from cogs.boston.documents import document_lines

# --- names --------------------------------------------------------------------------------


def seat_name(table: LiveTable, seat: int) -> str:
    assignment = table.seats.get(seat)
    return assignment.display_name if assignment is not None else f"{seat}"


def past_name(table: LiveTable, seat: int) -> str:
    """A seat as a line about a finished deal names it ("Previous deal: … (dealer Anna)", the
    last trick of the deal before), and a line about a move already made in the deal in play
    (:func:`deal_lines`: "Anna: 7 levées", the cards on the table): as the game's own lines
    name it (:meth:`~bot.tables.live.LiveTable.owner_name`), so a seat a computer keeps for a
    person who stepped away is named by that person, without the keeper's "(computer)", and a
    move's name does not change when the seat changes keeper.

    The seat's deals are its person's (they win and pay for them, ``accounted_seats``),
    whether they played them before they stepped away or the computer played them on their
    behalf, so no deal a person played is marked a computer's. A seat handed to someone else
    is its new holder's; a line about an earlier deal names whoever held it then
    (:func:`at_deal`), and one about a move of the deal in play made before the handover
    whoever made it (:class:`MoveNames`)."""
    owner = table.owner_name(seat)
    return owner if owner is not None else seat_name(table, seat)


SeatNamer = Callable[[LiveTable, int], str]
"""How a line names a seat: :func:`seat_name` (its holder now) or :func:`past_name`."""


def at_deal(number: int, name: SeatNamer = seat_name, lang: Lang | None = None) -> SeatNamer:
    """``name``, but a seat handed to someone else after deal ``number`` named by whoever
    held it at that deal's end (:meth:`~bot.tables.live.LiveTable.holder_name`, kept in
    memory: nothing is read): a line about a past deal names who played it. With ``lang``, a
    line about the whole deal (its tricks, its net, its payments), a seat handed over during
    it is named by each who played it in turn ("Ada → David",
    :meth:`~bot.tables.live.LiveTable.played_part`); a line about one moment of it (a
    trick) names the holder at the deal's end, as without. A computer named for a person
    who played the seat in the same deal ("South (computer)", given the seat by the host: a
    handover, so never a keeper) is said as a computer ("a computer → South"): the line names
    South once, not two holders of one name."""

    def named(table: LiveTable, seat: int) -> str:
        held = table.holder_name(seat, number)
        who = held if held is not None else name(table, seat)
        if lang is None:
            return who
        turn = [*table.played_part(seat, number), who]  # one for nearly every deal
        if len(turn) == 1:
            return who
        return in_turn([_in_turn_name(one, turn, lang) for one in turn])

    return named


def _in_turn_name(one: str, turn: Sequence[str], lang: Lang) -> str:
    """``one`` of those who played a seat in turn during a deal (``turn``), as :func:`at_deal`
    says them: a computer named for another of them ("South (computer)" beside South) as
    "a computer", else its name."""
    person = kept_in_any(one)
    return t(lang, "deal.a_computer") if person is not None and person in turn else one


class DealParts:
    """How a line about a whole deal (its result's heading, "Previous deal: …") names a seat
    by the part it took in it, where the seat changed hands during the deal: its dealer by
    whoever held the seat when the deal began, its declarer by whoever made the winning bid,
    its whister by whoever accepted the whist (:func:`~bot.sheet.role_move`), never by
    those after them, who took no such part; a seat counted over the whole deal, and a
    partner fixed by the seating (AM-T2), by each who played it in turn (:attr:`whole`,
    :func:`at_deal`: "Cecilia → Erik"). For nearly every deal (no seat changed hands during
    it) every seat is its :attr:`whole`, nothing read."""

    __slots__ = ("_actions", "_handed", "_held", "number", "table", "whole")

    def __init__(self, table: LiveTable, entry: DealEntry, name: SeatNamer, lang: Lang) -> None:
        self.table = table
        self.number = entry.number
        self.whole: SeatNamer = at_deal(entry.number, name, lang)
        self._held = at_deal(entry.number, name)
        self._handed = table.handed_during(entry.number)
        # Read from the log at a rebuild where the game restored does not hold them; none
        # where neither has them: its roles named by each who played the seat then.
        self._actions: Sequence[Action] = table.deal_actions(entry)

    def _at(self, seat: int, index: int | None) -> str:
        if not self._handed or index is None:
            return self.whole(self.table, seat)
        made = self.table.mover_name(seat, self.number, index)
        return made if made is not None else self._held(self.table, seat)

    def dealer(self, seat: int) -> str:
        """``seat`` as it dealt: its holder when the deal began (before its first move)."""
        return self._at(seat, 0)

    def role(self, seat: int, taken: Role) -> str:
        """``seat`` as it took ``taken`` (the declarer's winning bid, the whister's whist)."""
        if not self._handed:
            return self.whole(self.table, seat)
        return self._at(seat, role_move(self._actions, seat, taken))


_CALLS = (Bid, Pass, Support)
"""The auction's actions: the deal's calls, in the order of its auction."""


class MoveNames:
    """How the lines about the deal drawn (:func:`deal_lines`, the last deal of the table's
    game) name a seat: as played. Where a seat was handed to someone else during the deal
    after someone had moved (:meth:`~bot.tables.live.LiveTable.handed_during`), each move is
    named by whoever held the seat when it was made (:meth:`~bot.tables.live.LiveTable.
    mover_name`), read from the deal's actions; a count over the whole deal (the tricks
    taken) by each who played the seat in turn ("East → Kibitzer", as its result will).
    Else, in nearly every deal, every seat by :func:`past_name`, nothing read."""

    __slots__ = ("_calls", "_plays", "actions", "lang", "number", "table")

    def __init__(self, table: LiveTable, lang: Lang) -> None:
        self.table = table
        self.lang: Lang = lang
        self.number: int | None = None
        """The deal's number where a seat changed hands during it, else None."""
        self.actions: Sequence[Action] = ()
        self._calls: list[int] | None = None
        self._plays: dict[Card, int] | None = None
        game = table.game
        last = game.deals.last if game is not None else None
        deal = last.deal if last is not None else None
        if last is not None and deal is not None and table.handed_during(last.number):
            self.number, self.actions = last.number, deal.actions

    def at(self, seat: int, index: int | None) -> str:
        """``seat`` as its holder when the deal's action ``index`` was made (None: as now)."""
        if self.number is not None and index is not None:
            name = self.table.mover_name(seat, self.number, index)
            if name is not None:
                return name
        return past_name(self.table, seat)

    def start(self, seat: int) -> str:
        """``seat`` as held when the deal began (its dealer, its förhand)."""
        return self.at(seat, 0)

    def call(self, at: int, seat: int) -> str:
        """``seat`` as it made the auction's call number ``at`` (counted from 0)."""
        if self.number is None:
            return past_name(self.table, seat)
        calls = self._calls
        if calls is None:
            calls = self._calls = [i for i, a in enumerate(self.actions) if isinstance(a, _CALLS)]
        index = calls[at] if at < len(calls) and self.actions[calls[at]].seat == seat else None
        return self.at(seat, index)

    def role(self, seat: int, taken: Role) -> str:
        """``seat`` as it took its part in the contract: the move by which it took ``taken``
        (the declarer's winning bid, the whister's whist accepted: :func:`~bot.sheet.
        role_move`), as the deal's result names it; where none is found, its last move
        before the first card."""
        if self.number is None:
            return past_name(self.table, seat)
        index = role_move(self.actions, seat, taken)
        if index is None:
            for i, action in enumerate(self.actions):
                if isinstance(action, Play):
                    break
                if action.seat == seat:
                    index = i
        return self.at(seat, index)

    def last(self, seat: int, kinds: tuple[type, ...]) -> str:
        """``seat`` as it made its last move of one of ``kinds`` (a declaration, a claim, a
        claim's answer); as now where it made none."""
        if self.number is None:
            return past_name(self.table, seat)
        found = None
        for i, action in enumerate(self.actions):
            if action.seat == seat and isinstance(action, kinds):
                found = i
        return self.at(seat, found)

    def trick(self, plays: Sequence[tuple[int, Card]]) -> SeatNamer:
        """How a trick's line names its seats: each by who played its card there."""
        if self.number is None:
            return past_name
        found = self._plays
        if found is None:
            found = self._plays = {
                a.card: i for i, a in enumerate(self.actions) if isinstance(a, Play)
            }
        index = {seat: found.get(card) for seat, card in plays}
        return lambda table, seat: self.at(seat, index.get(seat))

    def whole(self, table: LiveTable, seat: int) -> str:
        """``seat`` in a count over the whole deal: each who played it, in turn."""
        if self.number is None:
            return past_name(table, seat)
        return at_deal(self.number, past_name, self.lang)(table, seat)


def seat_mention(table: LiveTable, seat: int) -> str:
    """A person is mentioned (``<@id>``); a computer is named."""
    assignment = table.seats.get(seat)
    if assignment is not None and assignment.player_id is not None:
        return f"<@{assignment.player_id}>"
    return seat_name(table, seat)


def names(table: LiveTable) -> list[str]:
    return [seat_name(table, s) for s in (1, 2, 3, 4)]


def words_of(table: LiveTable) -> Vocabulary:
    """The table's rule words (its variant's vocabulary)."""
    return get_variant(table.row.variant).words


def bid_label(
    table: LiveTable, contract: Contract, level: Level, lang: Lang, suit: Suit | None = None
) -> str:
    """A bid in the table's words; a bid naming its trumps (FB-C1) shows the suit."""
    words = words_of(table)
    named = f" {suit.symbol}" if suit is not None else ""
    return words.contract(contract, lang) + named + words.level(level, lang)


def bid_class_note(table: LiveTable, view: PublicView, suit: Suit | None, lang: Lang) -> str:
    """`` (superpreference)``: the class of the suit a bid names, where the deal's suits have
    classes — it decides whether the bid overcalls and what it pays (MA-C2, MA-P1); else
    nothing."""
    cls = view.class_of(suit) if suit is not None else None
    words = words_of(table)
    if cls is None or not words.names_trump_class:
        return ""
    return f" ({words.suit_class(cls, lang)})"


def sides_text(table: LiveTable, sides: Partnerships, lang: Lang) -> str:
    """``North & South against East & West``: the fixed partnerships (AM-P1)."""
    (a, b), (c, d) = sides
    return t(
        lang,
        "table.sides",
        a=seat_name(table, a),
        b=seat_name(table, b),
        c=seat_name(table, c),
        d=seat_name(table, d),
    )


def suit_label(
    table: LiveTable,
    suit: Suit,
    first: Suit | None,
    lang: Lang,
    classes: Sequence[SuitClass] | None = None,
) -> str:
    return f"{suit.symbol} {words_of(table).suit(suit, first, lang, classes)}".rstrip()


def takeover_label(table: LiveTable, lang: Lang, after: str = "") -> str:
    """`` (i förhand)`` where the variant names an equal bid taken over (``, i förhand``
    after a bracket ending ``after``); else nothing."""
    return takeover_aside(words_of(table), lang, after)


def cards_text(cards: Iterable[Card], view: PublicView | None = None) -> str:
    """Cards grouped by suit, high to low: ``♠ A K 5 · ♥ 10 2``; with the deal's ``view``, by
    their suit in play (NT-S3: ``♥ J♦ A 10``, the carte de boston heading the trumps)."""
    groups = by_suit(cards) if view is None else view.by_suit_in_play(cards)
    return " · ".join(
        f"{suit.symbol} "
        + " ".join(card_label(c)[:-1] if SUIT_OF[c] is suit else card_label(c) for c in held)
        for suit, held in groups.items()
        if held
    )


def play_list(
    table: LiveTable, plays: Sequence[tuple[int, Card]], name: SeatNamer = seat_name
) -> str:
    return " · ".join(f"{name(table, s)} {card_label(c)}" for s, c in plays)


def table_title(table: LiveTable, lang: Lang) -> str:
    return t(lang, "table.title", id=table.id)


def ends_with_settlement(table: LiveTable) -> bool:
    """Whether the table's game ends with a settlement of its own (betdelning, SV-P12; a pool
    shared out), as the engine declares it (``LedgerFeatures.final_settlement``): a text
    promises one only there, none in SV-F3 or WB-P5. From the game, else its row's rules."""
    game = table.game
    if game is not None:
        return game.features.final_settlement
    variant = get_variant(table.row.variant)
    return variant.features(engine_settings(table.row.settings)).final_settlement


def shared_at_end(table: LiveTable) -> bool:
    """Whether the game's settlement at its end shared anything out, as the game settled it
    (:attr:`~bot.engine.game.Game.final`): not where there was nothing to share (an empty
    pool: the thread's end says so, and gives the final balances only). True before it is
    settled, or without a game: what the rules promise (:func:`ends_with_settlement`)."""
    game = table.game
    final = game.final if game is not None else None
    return final is None or bool(final.payments)


def settled_at_end(table: LiveTable) -> bool:
    """Whether a game over says its final settlement is in the thread: the rules end the
    game with one (:func:`ends_with_settlement`) and it shared something out
    (:func:`shared_at_end`); else the thread has its final balances. The table message, the
    answer to ``/boston end`` and to the last deal's ``/boston score`` say it alike."""
    return ends_with_settlement(table) and shared_at_end(table)


def variant_text(table: LiveTable, lang: Lang) -> str:
    """The variant's name, and its payment system where it names one."""
    return row_variant_text(table.row, lang)


# --- the lobby -------------------------------------------------------------------------------


def terms_text(table: LiveTable, lang: Lang) -> str | None:
    """What a table is played for and under, where that is not the plain game: its price per
    point, its turn timer, and each rule set otherwise than the variant's default (its payment
    is in :func:`variant_text`, a card of prices in the document lines). None: nothing."""
    parts = terms_parts(table, lang)
    return t(lang, "lobby.terms", terms=" · ".join(parts)) if parts else None


def terms_parts(table: LiveTable, lang: Lang) -> list[str]:
    """:func:`terms_text`'s parts: the price, the timer, each rule not the default."""
    options = table.options
    parts: list[str] = []
    if options.price_per_point_ore:
        money = money_text(options.price_per_point_ore, signed=False)
        parts.append(t(lang, "club.price", money=money))
    if options.timer_minutes:
        parts.append(t(lang, "lobby.timer", n=options.timer_minutes))
    return parts + rule_parts(table.row, lang)


def reconstructed_note(table: LiveTable, lang: Lang) -> str | None:
    """That no old rule book prices the game, and what the bot's prices are based on (WB-P,
    MA-P: the variant's ``reconstructed`` term), said once, where the table is presented (its
    lobby), with where ``/boston help`` tells the rest; its result posts head their payments
    as every game's (:func:`payments_heading`). None for a game its sources price."""
    words = words_of(table)
    if not words.has_term("reconstructed"):
        return None
    what = words.term("reconstructed", lang)
    return t(lang, "lobby.reconstructed", what=what[:1].upper() + what[1:])


def payments_heading(table: LiveTable, lang: Lang) -> str:
    """``Payments:`` above a deal's payment lines, in every game alike: a game no source
    prices says so once, in its lobby (:func:`reconstructed_note`), not on every deal."""
    return t(lang, "result.payments")


def lobby_text(table: LiveTable, lang: Lang) -> str:
    scoring = table.options.mode == "score"
    intro = "lobby.intro_score" if scoring else "lobby.intro"
    lines = [t(lang, intro, variant=variant_text(table, lang))]
    terms = terms_text(table, lang)  # before anyone sits down: money, a timer, other rules
    if terms is not None:
        lines.append(terms)
    note = reconstructed_note(table, lang)
    if note is not None:
        lines.append(note)
    for seat in (1, 2, 3, 4):
        assignment = table.seats.get(seat)
        if assignment is None:
            lines.append(t(lang, "lobby.seat_free", seat=seat))
            continue
        who = seat_mention(table, seat)
        if assignment.player_id == table.row.host_player_id:
            who += " " + t(lang, "lobby.host")
        lines.append(t(lang, "lobby.seat", seat=seat, who=who))
    variant = get_variant(table.row.variant)
    sides = fixed_partnerships(variant.rules(engine_settings(table.row.settings)))
    if sides is not None:  # AM-P1: who plays with whom, known before anyone sits down
        (a, b), (c, d) = sides
        lines.append(t(lang, "lobby.sides", a=a, b=b, c=c, d=d))
    lines += document_lines(table, lang)  # AM-S1: the card of prices, before Start
    wait = "lobby.wait_score" if scoring else "lobby.wait"
    lines.append(t(lang, "lobby.start_hint") if len(table.seats) == 4 else t(lang, wait))
    return "\n".join(lines)


# --- the public table message -------------------------------------------------------------


def turn_text(table: LiveTable, view: PublicView, lang: Lang) -> str | None:
    if view.to_act is None:
        return None
    game = table.game
    ruled = view.ruled_whist
    if game is not None and ruled is not None:
        # The rules' move, which the table makes at once (FB-W3, DW-P4, SV-W5): nobody
        # decides it, so the line says what happens and why, not who "decides" it.
        mentions = [seat_mention(table, s) for s in (1, 2, 3, 4)]
        what = action_text(ruled, mentions, game.rules.ladder, words_of(table), lang)
        why = ruled_whist_words(ruled, view, words_of(table), lang)
        return t(lang, "turn.ruled", why=why[:1].upper() + why[1:], what=what)
    key = "turn.merge" if view.phase is Phase.OVER else f"turn.{view.phase.value}"
    if view.phase is Phase.TRUMP and _may_declare_higher(table, view.to_act):
        key = "turn.trump_higher"  # NT-K1: a rule everyone may know, not the declarer's hand
    words = words_of(table)
    declarer, subject = words.term("declarer", lang), declarer_subject(words, lang)
    who = seat_mention(table, view.to_act)
    if view.phase is Phase.CLAIM and view.claim_answers and game is not None:
        # A defender accepted and the next one answers: said, as the claim is public (the
        # mention moved on without a word of why).
        moves = MoveNames(table, lang)
        names = [moves.last(seat, (ClaimAnswer,)) for seat in (1, 2, 3, 4)]
        ladder = game.rules.ladder
        answers = ", ".join(action_text(a, names, ladder, words, lang) for a in view.claim_answers)
        return t(lang, "turn.claim_answered", declarer_subject=subject, answers=answers, who=who)
    return t(lang, key, who=who, declarer_word=declarer, declarer_subject=subject)


def _may_declare_higher(table: LiveTable, seat: int) -> bool:
    """NT-K1: the seat naming trumps may declare a higher contract with them (the engine
    offers a trump with another contract than the winning bid). Asked only while trumps are
    named: the seat's legal actions then follow from the public auction alone."""
    current = table.view(seat)
    return (
        current is not None
        and current.phase is Phase.TRUMP
        and any(isinstance(a, NameTrump) and a.contract is not None for a in current.legal)
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
    that it is being declared. Asked of the table only while trumps are named."""
    seat = view.declarer
    return (
        view.phase is Phase.TRUMP
        and seat is not None
        and view.to_act == seat
        and _may_declare_higher(table, seat)
    )


def auction_over(view: PublicView) -> bool:
    """Whether the auction is behind the deal: its line is then kept short."""
    return view.phase is not Phase.AUCTION


def auction_text(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> str:
    """The auction, every call in the table's words while it lasts; once it is over, only the
    bids (who bid what may matter to a defender; the passes do not) by their short names, so
    the line does not sit for 13 tricks on every redraw. Each call named by who made it
    (``moves``, :class:`MoveNames`)."""
    moves = moves or MoveNames(table, lang)
    parts: list[str] = []
    short = auction_over(view)
    for at, (action, takeover) in enumerate(zip(view.auction, view.auction_takeovers, strict=True)):
        who = moves.call(at, action.seat)  # a call made: named as its seat's own
        if isinstance(action, Pass):
            if not short:
                # A second pass of a seat declines to support the demande (WB-B2, NT-B1).
                declines = declines_support(view.auction, at, words_of(table))
                parts.append(t(lang, "auction.no_support" if declines else "auction.pass", who=who))
            continue
        if isinstance(action, Support):
            parts.append(f"{who}: {support_word(words_of(table), lang)}")
            continue
        contract = view.ladder.get(action.contract)
        label = action.contract
        if contract is not None:
            label = bid_label(table, contract, action.level, lang, action.suit)
            if short:  # the nicknames would fill a phone's screen for 13 tricks
                words = words_of(table)
                full = words.contract(contract, lang)
                label = words.contract_short(contract, lang) + label.removeprefix(full)
        if takeover:
            label += takeover_label(table, lang, label)
        parts.append(f"{who}: {label}")
    return " · ".join(parts)


def contract_text(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> str | None:
    """The contract, its declarer and their partner or whister, each named as they took
    their part (``moves``, :class:`MoveNames`)."""
    if view.contract is None or view.declarer is None:
        return None
    moves = moves or MoveNames(table, lang)
    if declaring_now(table, view):
        return t(lang, "contract.declaring", declarer=moves.role(view.declarer, "declarer"))
    text = t(
        lang,
        "contract.line",
        contract=bid_label(table, view.contract, view.level, lang),
        declarer=moves.role(view.declarer, "declarer"),
        declarer_word=words_of(table).term("declarer", lang),
    )
    if view.trump is not None:
        # The class beside it only where it says something: not where the cut fixes trumps
        # (AM-D4), nor where the contract's name gives it ("Demande en belle", NT-C3).
        suit = view.trump.symbol
        if words_of(table).names_trump_class and view.contract.trump_class is None:
            said = words_of(table).suit(view.trump, view.first_suit, lang, view.suit_classes)
            classed = view.first_suit is not None or view.suit_classes is not None
            # A class in brackets, as the result line says it: "trumf ♠ (vanlig färg)"; a
            # suit's mere name reads as it is ("trumps ♠ spades").
            suit += f" ({said})" if said and classed else f" {said}".rstrip()
        text += " · " + t(lang, "contract.trumps", suit=suit)
    elif view.contract.misere:
        text += " · " + t(lang, "contract.no_trumps")
    if view.declarer_partner is not None:  # AM-T2: the partner plays on the declarer's side
        # Fixed by the seating: the seat's whole deal, each who played it.
        partner = moves.whole(table, view.declarer_partner)
        text += " · " + t(lang, "contract.partner", who=partner)
    # A whist answer the rules gave (FB-W3, DW-P4, SV-W5) says why: nobody chose it.
    game = table.game
    ruled = ruled_whist_answers(game.rules, view) if game is not None else ()
    whisted = [w for w in ruled if w.answer == "accept"]
    alone = next((w for w in view.whist_answers if w.answer == "alone"), None)
    if view.whister is not None:
        role = whister_word(words_of(table), lang)
        fact = t(lang, "contract.whister", who=moves.role(view.whister, "whister"), role=role)
        text += " · " + _ruled_fact(table, view, fact, whisted[0] if whisted else None, lang)
    elif alone is not None:
        fact = t(lang, "contract.alone")
        text += " · " + _ruled_fact(table, view, fact, alone if alone in ruled else None, lang)
    elif view.phase is Phase.WHIST_ANSWER:
        if ruled:  # the invitation was the rules' (SV-W5): said while the others answer it
            text += " · " + ruled_whist_words(ruled[0], view, words_of(table), lang, short=True)
        # The answers so far, public as the auction's calls are (the table read only "X
        # answers the whist invitation", never who invited nor who had declined).
        said = [w for w in view.whist_answers if w not in ruled]
        if said and game is not None:
            names = [moves.last(seat, (WhistAction,)) for seat in (1, 2, 3, 4)]
            ladder, words = game.rules.ladder, words_of(table)
            text += "".join(" · " + action_text(w, names, ladder, words, lang) for w in said)
    if view.conceded:
        text += " · " + t(lang, "contract.conceded")
    return text


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
    lines = [
        t(
            lang,
            "deal.dealer",
            dealer=moves.start(view.dealer),
            forhand=moves.start(view.forhand),
            forhand_word=words.term("forhand", lang),
        )
    ]
    if view.turned is not None and first is not None:
        # The classes as the variant ranks them (the turned suit and its partner, or
        # Mariland's superpreference and preference); a class may hold no suit (MA-D2).
        # Classes the variant calls alike are listed together, named in the plural where
        # more than one suit follows ("simpla färger ♥ ♦"); none the variant leaves unnamed
        # (Le Whisch's and American Boston's suits besides trumps are simply suits).
        classes = view.suit_classes or tuple(suit_class(s, first) for s in Suit)
        groups = " · ".join(
            t(lang, "deal.class", word=word, suits=" ".join(s.symbol for s in suits))
            if suits
            else t(lang, "deal.class_empty", word=word)
            for word, suits in words.named_groups(classes, lang)
        )
        card = card_label(view.turned)
        if turned_played(table, view):  # MA-D1: in view until played, then no longer held
            card += t(lang, "deal.turned_played")
        if words.has_term("turned_card"):  # the variant's own name for the card (AM-D4)
            label = words.term("turned_card", lang)
            lines.append(t(lang, "deal.turned_as", label=label, card=card, classes=groups))
        else:
            lines.append(t(lang, "deal.turned", card=card, classes=groups))
    told = auction_told_by_contract(view) and not declaring_now(table, view)
    if view.auction and not told:  # no empty or repeated line
        bids = auction_text(table, view, lang, moves)
        if bids:
            lines.append(t(lang, "deal.auction", bids=bids))
        elif all(isinstance(a, Pass) for a in view.auction):
            # The passes are dropped once the auction is over: an all-pass auction (a Misère
            # Partout played out, DW-B4, FB-A) says so rather than "Auction:" and nothing.
            lines.append(t(lang, "deal.auction_all_passed"))
    contract = contract_text(table, view, lang, moves)
    if contract is not None:
        lines.append(contract)
    elif view.phase is Phase.PLAY and words.has_term("partout_play"):
        # Everyone passed and the cards are played all the same (DW-B4, FB-A): say what for.
        lines.append(words.term("partout_play", lang))
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
        lines.append(
            t(
                lang,
                "deal.exposed",
                who=moves.role(view.declarer, "declarer"),
                cards=cards_text(view.exposed, view),
            )
        )
    if view.claim_refused_by is not None and view.declarer is not None:
        # The claimed cards were shown and are hidden again: say why, until the trick ends.
        who = moves.last(view.claim_refused_by, (ClaimAnswer,))
        claimer = moves.last(view.declarer, (Claim,))
        lines.append(t(lang, "deal.claim_refused", who=who, declarer=claimer))
    if view.phase is Phase.PLAY or view.tricks:
        trick_no = len(view.tricks) + (1 if view.phase is Phase.PLAY else 0)
        if view.current_trick:
            plays = play_list(table, view.current_trick, moves.trick(view.current_trick))
            lines.append(t(lang, "deal.trick", n=trick_no, plays=plays))
        side = side_line(table, view, lang, moves)
        # Each seat's tricks where no side is counted; else the side's line gives its
        # players' own (a whister's target is their own, SV-W3), so no second count line
        # stands beside it on a phone.
        lines.append(won_text(table, view.won, lang, moves.whole) if side is None else side)
        last = view.last_trick
        if last is not None:
            lines.append(last_trick_text(table, last, lang, moves.trick(last.cards)))
    if not view.tricks and view.phase is not Phase.OVER:
        # Until this deal's first trick is turned, the previous deal's last one (played
        # cards are public), which the next deal's message replaced at once.
        earlier = earlier_trick_text(table, lang)
        if earlier is not None:
            lines.append(earlier)
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


def won_text(table: LiveTable, won: Sequence[int], lang: Lang, name: SeatNamer = seat_name) -> str:
    """``Tricks: North 1 · East 2 · South 5 · West 5``."""
    shown = " · ".join(f"{name(table, s)} {won[s - 1]}" for s in (1, 2, 3, 4))
    return t(lang, "deal.won", won=shown)


def finished_deal(entry: DealEntry) -> PublicView | None:
    """The public view of a deal played to its end here; None for a scored deal, one still
    in play, or one whose cards are no longer kept (restored from a checkpoint)."""
    deal = entry.deal
    return deal.public_view() if deal is not None and deal.is_over else None


def earlier_trick_text(table: LiveTable, lang: Lang) -> str | None:
    """``Last trick of deal 1: …`` — the previous deal's last trick, while a deal is in play;
    its seats named as they played it (:func:`past_name`)."""
    game = table.game
    if game is None or len(game.deals) < 2:
        return None
    entry = game.deals[-2]
    last = entry.last_trick
    if last is None:
        return None
    return t(
        lang,
        "deal.last_trick_of",
        n=entry.number,
        plays=play_list(table, last.cards, at_deal(entry.number, past_name)),
        winner=at_deal(entry.number, past_name)(table, last.winner),
    )


def finished_lines(table: LiveTable, entry: DealEntry, lang: Lang) -> list[str]:
    """A played deal's end, for its result: the cards laid face down with bids (NT-B2), the
    last trick and every seat's tricks."""
    view = finished_deal(entry)
    if view is None or not (view.tricks or view.claimed):
        return []
    # Drawn again later, the deal's own players; a kept seat's its person's (past_name).
    name = at_deal(entry.number, past_name)
    names = [name(table, s) for s in (1, 2, 3, 4)]
    lines = laid_cards(view.auction, names, view.ladder, words_of(table), lang)
    last = view.last_trick
    lines += [last_trick_text(table, last, lang, name)] if last is not None else []
    # The tricks of the whole deal: a seat handed over during it names each who played it.
    whole = at_deal(entry.number, past_name, lang)
    return [*lines, won_text(table, view.won, lang, whole)]


def side_line(
    table: LiveTable, view: PublicView, lang: Lang, moves: MoveNames | None = None
) -> str | None:
    """``East 1 & South 3: 4 taken, target 8 · defenders: 3`` once cards are played: the
    declaring side by its players' names, each with their own tricks where the side is two
    (``East: 4 taken, …`` for a lone declarer; the contract line gives the variant's word for
    the declarer); the target is the engine's own (SV-W3), given on the view. A count over
    the whole deal: a seat handed over during it names each who played it (``moves``)."""
    contract, tally = view.contract, view.side_tricks
    if contract is None or tally is None or view.conceded or view.declarer is None:
        return None
    if view.phase not in (Phase.PLAY, Phase.CLAIM, Phase.OVER):
        return None
    won, others = tally
    seats = dict.fromkeys(s for s in (view.declarer, view.whister, view.declarer_partner) if s)
    counted = len(seats) > 1  # a lone declarer's tricks are the side's
    name = (moves or MoveNames(table, lang)).whole
    side = " & ".join(
        f"{name(table, s)} {view.won[s - 1]}" if counted else name(table, s) for s in seats
    )
    return side_tally(
        words_of(table),
        lang,
        side=side,
        won=won,
        target=view.side_target,
        misere=misere_word(contract, words_of(table), lang),
        defenders=others,
    )


def last_trick_text(table: LiveTable, trick: Trick, lang: Lang, name: SeatNamer = seat_name) -> str:
    return t(
        lang,
        "deal.last_trick",
        plays=play_list(table, trick.cards, name),
        winner=name(table, trick.winner),
    )


def balances_text(
    table: LiveTable, balances: dict[int, int], lang: Lang, name: SeatNamer = past_name
) -> str:
    """``Standings: Anna +10 · Bengt 0 · …``. A balance is its seat's owner's money
    (:func:`past_name`): a seat a computer keeps for a person who stepped away is named by
    that person, without "(computer)", on the table message as on the result post above it."""
    names = [name(table, s) for s in (1, 2, 3, 4)]
    return balances_line(balances, names, lang, sep=" · ")


def pool_lines(table: LiveTable, game: Game, lang: Lang) -> list[str]:
    """The pool's content, where the variant keeps one: as it lies on the table, the deposit
    of the deal in progress in it (said, since the last result's "pool now" did not hold it):
    the terminal's line under a deal's head too."""
    return shared_pool_lines(game, lang)


def notes_of(game: Game, lang: Lang) -> list[str]:
    """What sets the deal in progress apart, in the variant's words (NT-G2's ``double deal
    (stakes doubled)``), as the engine's deal notes name it; none for an ordinary deal."""
    return deal_notes(game, len(game.deals), lang) if game.deals else []


LinesOf = Callable[[LiveTable, PublicView, Lang], list[str]]
"""How a drawing gets the deal's public lines: :func:`deal_lines`, or a cache of them."""


def play_text(table: LiveTable, lang: Lang, lines_of: LinesOf | None = None) -> str:
    """The body of the public table message while the game runs; ``lines_of`` gives the
    deal's public lines (the hand views' cache, ``HandCache.public_lines``), else they are
    drawn here."""
    game = table.game
    view = table.public_view()
    if game is not None and view is None and table.options.mode == "score":
        return scorekeeping_text(table, game, lang)
    if game is None or view is None:
        return t(lang, "table.dealing")
    head = t(lang, "table.deal_no", n=len(game.deals), variant=variant_text(table, lang))
    lines = [" · ".join([head, *notes_of(game, lang)])]  # NT-G2: a double, from its start
    if view.partnerships is not None:  # AM-P1: who plays with whom, before the auction
        lines.append(sides_text(table, view.partnerships, lang))
    lines += (lines_of or deal_lines)(table, view, lang)
    lines.append(turn_or_pause(table, view, lang))
    if table.row.end_requested:  # the agreed stop (SV-M2): no deal after this one
        lines.append(t(lang, "table.ending"))
    if any(game.balances.values()):  # four "0" say nothing before the first payment
        lines.append(balances_text(table, game.balances, lang))
    lines += pool_lines(table, game, lang)
    return "\n".join(lines)


def scorekeeping_text(table: LiveTable, game: Game, lang: Lang) -> str:
    """A scorekeeping table between its deals: what was entered so far, and how to go on."""
    lines = [variant_text(table, lang)]
    if game.deals:
        lines.append(summary_text(table, game.deals[-1], lang))
    paused = table.status == "paused"  # no deal is entered until it is resumed
    lines.append(t(lang, "table.paused" if paused else "table.scorekeeping"))
    # /boston score takes seats by number (declarer, whister): say whose each is.
    seats = " · ".join(f"{seat} {seat_name(table, seat)}" for seat in sorted(table.seats))
    lines.append(t(lang, "table.seats", seats=seats))
    lines.append(balances_text(table, game.balances, lang))
    lines += pool_lines(table, game, lang)
    return "\n".join(lines)


def closed_text(table: LiveTable, lang: Lang, *, cancelled: bool) -> str:
    """The table message once the service has let go of the table: over, with its balances;
    abandoned in play, with the balances as they stood; or a lobby cancelled."""
    if cancelled and table.game is None:
        return t(lang, "table.cancelled")
    if cancelled:
        lines = [t(lang, "table.abandoned")]
    elif settled_at_end(table):
        lines = [t(lang, "table.finished")]
    else:  # the thread has the final balances, and no settlement (SV-F3, WB-P5) or none to
        # share (an empty pool)
        lines = [t(lang, "table.finished_plain")]
    if table.game is not None:
        lines.append(balances_text(table, table.game.balances, lang))
    if not cancelled:  # a club that wants another game is told how, with these rules
        variant = words_of(table).variant_name(lang)
        lines.append(t(lang, "table.again", variant=variant, command=again_command(table)))
    return "\n".join(lines)


def again_command(table: LiveTable) -> str:
    """The ``/boston new`` that opens another game of this table's variant: each rule set
    otherwise than the variant's default typed back as ``name=value`` (a table's own card of
    prices cannot be typed, and is left out), and its mode where it keeps score. Not always the
    same rules: ``/boston new`` applies the server's stored rules under the typed ones, so the
    line that gives it says only "a new game of" the variant (typing every rule would not fit
    a phone)."""
    variant = get_variant(table.row.variant)
    settings = engine_settings(table.row.settings)
    typed: list[str] = []
    for spec in variant.settings_model.specs():
        value = settings.get(spec.name, spec.default)
        if value == spec.default or (spec.kind == "document" and not isinstance(value, str)):
            continue
        typed.append(f"{spec.name}={spec.typed(value)}")
    parts = ["/boston new", f"variant:{table.row.variant}"]
    if typed:
        parts.append("rules:" + " ".join(typed))
    if table.options.mode == "score":
        parts.append("mode:score")
    return "`" + " ".join(parts) + "`"


# --- results -----------------------------------------------------------------------------------


def summary_text(
    table: LiveTable, entry: DealEntry, lang: Lang, name: SeatNamer = seat_name
) -> str:
    """``**Deal 3** · dealer Anna: Bengt with Cecilia as whister, 6 levées, tricks taken 5+3:
    made.``, or what happened instead (everyone passed, a concession) in the variant's words;
    its seats named by ``name`` (:func:`past_name` for a deal drawn again once the next is
    under way), a seat handed to someone else since by whoever held it then, and one handed
    over during the deal by the part it took (:class:`DealParts`): the dealer by who began
    the deal, the declarer by who made the winning bid, the whister by who accepted the
    whist; a partner fixed by the seating by each who played it ("Cecilia → Erik")."""
    parts = DealParts(table, entry, name, lang)
    result = entry.result
    head = t(lang, "result.head", n=entry.number, dealer=parts.dealer(entry.dealer))
    if result is None or result.all_pass or result.contract is None or result.declarer is None:
        return head + " " + t(lang, "result.all_pass", what=all_pass_words(words_of(table), lang))
    side = parts.role(result.declarer, "declarer")
    if result.whister is not None:
        whister, role = parts.role(result.whister, "whister"), whister_word(words_of(table), lang)
        side = t(lang, "result.with_whister", who=side, whister=whister, role=role)
    if result.partner is not None:  # AM-T2: fixed by the seating, the seat's whole deal
        partner = parts.whole(table, result.partner)
        side = t(lang, "result.with_partner", who=side, partner=partner)
    words = words_of(table)
    contract = result_contract(result, words, lang)
    if result.conceded:
        return head + " " + t(lang, "result.conceded", side=side, contract=contract)
    tricks = f"{result.declarer_tricks}"
    if result.partner is not None:  # the side's tricks together (a scored deal knows only those)
        tricks = f"{result.side_tricks}"
    if result.whister is not None:
        tricks += f"+{result.whister_tricks}"
    if result.claimed:  # tricks never played, credited by agreement (kept by a checkpoint)
        every = result.tricks is not None and result.claimed == sum(result.tricks)
        key = "result.claimed_all" if every else "result.claimed"  # none played: "all 13"
        tricks += " " + t(lang, key, n=result.claimed)
    verdict = deal_verdict(result, words, lang)  # a stop at the first trick lost says so
    return (
        head
        + " "
        + t(lang, "result.played", side=side, contract=contract, tricks=tricks, verdict=verdict)
    )


MESSAGE_LIMIT = 2000
"""Discord's limit on a message's content."""


PHONE_COLUMNS = 44
"""About what a phone shows of a line in a code block, in Discord's default font. A longer
line is wrapped by the app at any column, its rest flush left among the items."""


def payment_block(settlement: Settlement, lang: Lang, names: Iterable[str] = ()) -> str:
    """The itemised payment lines in the reader's language, as a code block laid out for a
    phone: each item's later clauses (after a ``;`` outside brackets: who pays whom,
    :func:`~bot.wrapping.clauses`) two columns in, every line within :data:`PHONE_COLUMNS`,
    broken after a comma or a colon where one will do (:func:`~bot.wrapping.fill_at_commas`)
    with its rest hanging four columns in, each of ``names`` (the seats' names) kept whole."""
    lines: list[str] = []
    for item in settlement.text(lang):
        for n, clause in enumerate(clauses(item)):
            lead = "  " if n else ""
            lines.append(
                fill_at_commas(clause, PHONE_COLUMNS, first=lead, later="    ", whole=names)
            )
    return "```\n" + "\n".join(lines) + "\n```"


def terms_line(
    settlement: Settlement,
    lang: Lang,
    room: int | None = None,
    *,
    explained: bool | Collection[str] = True,
    settings: guide.Settings | None = None,
) -> str:
    """The line after the payment lines explaining each glossary term they used, from the
    players' glossary, shortened to ``room`` characters; empty when there is nothing to say.
    Not ``explained``: the words only, and where they are explained. ``settings``: the
    table's (:func:`table_settings`), so no explanation contradicts its rules (its deposit,
    Foster's partners); without them, the defaults."""
    more = t(lang, "glossary.more")
    try:
        return guide.explain(
            settlement.terms, lang, more, room, explained=explained, settings=settings
        )
    except guide.GuideMissing:
        # A bot installed without its guide still posts the result; /boston help says why.
        return ""


def with_terms(
    lines: list[str],
    at: int,
    settlement: Settlement,
    lang: Lang,
    *,
    explained: bool | Collection[str] = True,
    settings: guide.Settings | None = None,
) -> str:
    """``lines`` joined, with :func:`terms_line` inserted at ``at`` in the room a message has
    left (explained as a table with ``settings`` plays). ``explained`` a collection (the
    words a game uses for the first time, :func:`explained_in`): only those, the words an
    earlier post of the game explained left out rather than listed bare on every later post;
    the game keeps which are new, so a restart changes nothing, and ``/boston help
    topic:glossary`` has them all."""
    if not isinstance(explained, bool):
        settlement = replace(settlement, terms=tuple(k for k in settlement.terms if k in explained))
    room = MESSAGE_LIMIT - len("\n".join(lines)) - 1
    note = terms_line(settlement, lang, room, explained=explained, settings=settings)
    return "\n".join([*lines[:at], note, *lines[at:]] if note else lines)


def table_settings(table: LiveTable) -> guide.Settings:
    """The table's rule settings, by which the words under a payment are explained."""
    return engine_settings(table.row.settings)


EXPLAINED_DEALS = 1
"""Where the game does not know which words its earlier deals used (restored from an older
checkpoint): result posts explain their words in full for the game's first deal only."""


def explained_in(entry: DealEntry) -> bool | tuple[str, ...]:
    """The words a deal's result explains in full: those the game uses there for the first
    time (``DealEntry.new_terms``); :func:`with_terms` leaves the others out (no pointer
    either when none is new), so a result does not end in the same paragraph deal after deal
    (a wall of text on a phone). Kept by the engine with the game, so a restart changes
    nothing. Only a game restored from an older checkpoint, which does not know its new words,
    gets a bool: everything explained on its first deal, later words only named, with where
    to read them."""
    if entry.new_terms is not None:
        return entry.new_terms
    return entry.number <= EXPLAINED_DEALS


def result_text(
    table: LiveTable, game: Game, entry: DealEntry, settlement: Settlement, lang: Lang
) -> str:
    """A deal's result post. Its seats are named as played (:func:`past_name`): a seat a
    computer keeps for a person who stepped away, were it only to answer the merge question
    (SV-P9), is that person's deal, money and balance, not the computer's."""
    lines = [summary_text(table, entry, lang, past_name)]
    lines += finished_lines(table, entry, lang)  # the last trick, seen nowhere else
    if settlement.lines:
        lines.append(payments_heading(table, lang))
        # The payments are about the whole deal: a seat handed over during it by each who
        # played it, as the heading names it.
        whole = at_deal(entry.number, past_name, lang)
        paid = as_played_whole(table, entry.number, settlement, lang)
        lines.append(payment_block(paid, lang, [whole(table, s) for s in (1, 2, 3, 4)]))
    at = len(lines)
    net = settlement.net()
    if any(net.values()):  # four "0" after a thrown-in deal only repeat that nobody pays
        name = at_deal(entry.number, past_name, lang)
        shown = " · ".join(f"{name(table, s)} {signed(net[s])}" for s in net)
        lines.append(t(lang, "result.net", net=shown))
    # As they stood after the deal (its result drawn again later: owed since a stop).
    lines.append(balances_text(table, game.balances, lang, at_deal(entry.number, past_name)))
    explained = explained_in(entry)
    return with_terms(
        lines, at, settlement, lang, explained=explained, settings=table_settings(table)
    )


def as_played_whole(
    table: LiveTable, number: int, settlement: Settlement, lang: Lang
) -> Settlement:
    """Deal ``number``'s ``settlement`` with a seat handed to someone else during the deal
    named as the deal's tricks and net name it, by each who played it in turn ("Bengt →
    Erik played …"), not by its holder at the deal's end alone, whose name the ledger wrote
    its lines with (the game's names then, :meth:`~bot.engine.game.Game.rename_seat`): as
    ``python -m bot replay`` renames them (:func:`~bot.sheet.as_played_lines`). The
    settlement itself, for nearly every deal (no seat changed hands during it)."""
    if not any(table.played_part(seat, number) for seat in (1, 2, 3, 4)):
        return settlement
    held, whole = at_deal(number, past_name), at_deal(number, past_name, lang)
    settled = [held(table, seat) for seat in (1, 2, 3, 4)]
    played = [whole(table, seat) for seat in (1, 2, 3, 4)]
    lines = as_played_lines(settlement.text(lang), settled, played)
    return replace(settlement, texts={**settlement.texts, lang: lines})


def withdrawn_text(table: LiveTable, change: TableChange, game: Game, lang: Lang) -> str:
    """The thread's line when a scored deal is taken back (``/boston withdraw``): who, which
    deal and what it was, and the balances without it."""
    who = seat_name(table, change.seat) if change.seat is not None else "?"
    lines = [t(lang, "notice.withdrawn", who=who, n=change.deal_no)]
    if change.withdrawn is not None:
        lines.append(summary_text(table, change.withdrawn, lang))
    lines.append(balances_text(table, game.balances, lang))
    lines += pool_lines(table, game, lang)
    return "\n".join(lines)


def final_text(table: LiveTable, settlement: Settlement | None, lang: Lang) -> str:
    """The end of a game or tour: betdelning (SV-P12), then each seat's final balance in point
    and, at a table that plays for money, in kronor at its price per point (SV-M2)."""
    game = table.game
    tour = game.features.tour_length if game is not None else None
    if game is not None and tour is not None and game.ledger.tour_over:
        # SV-P11: the tour ended because its betar are played off, not by agreement
        lines = [t(lang, "result.tour_over", n=tour)]
    else:
        lines = [t(lang, "result.final")]
    if settlement is not None and settlement.lines:
        heading = settlement_heading(words_of(table), settlement.text(lang), lang)
        if heading is not None:
            lines.append(t(lang, "result.game_end", heading=heading))
        lines.append(payment_block(settlement, lang, names(table)))
    at = len(lines)
    settlement = settlement or Settlement()
    settings = table_settings(table)
    if game is None:
        return with_terms(lines, at, settlement, lang, settings=settings)
    price = table.options.price_per_point_ore
    balances = game.balances
    lines.append(t(lang, "result.standings"))
    for place, seat in standings(balances):
        key = "result.standing_money" if price else "result.standing"
        money, points = money_text(balances[seat] * price), points_text(balances[seat], lang)
        # The seat's balance is its owner's: a person who let a computer finish for them is
        # named, not the computer ("Anna", not "Anna (computer)"), as the stats credit them.
        who = past_name(table, seat)
        line = t(lang, key, place=place, who=who, points=points, money=money)
        lines.append(line + held_before(table, seat, lang, who))
    if price:
        lines.append(t(lang, "result.price", price=money_text(price, signed=False)))
    # Nothing is said of a pool: a finished game is closed, and closing shares out what a pool
    # and its reserve hold (DW-P7, FB-G3, NT-G4), so the standings add up to zero.
    return with_terms(lines, at, settlement, lang, settings=settings)


def held_before(table: LiveTable, seat: int, lang: Lang, now: str | None = None) -> str:
    """`` (seat 4; David through deal 1)``, `` (seat 2; Bengt during part of deal 1)``: who held
    a seat handed to someone else before its holder now, whose balance holds their deals too,
    in the protocol's words (:func:`~bot.sheet.held_before_words`); empty for a seat nobody
    handed over (a computer that kept it for someone away is no holder of its own). ``now``:
    the name the line gives the seat's holder now, said with their deals since where they
    held it before too."""
    return held_before_words(seat, table.earlier_holders(seat), lang, now)


def standings(balances: Mapping[int, int]) -> list[tuple[int, int]]:
    """``(place, seat)`` from the highest balance down, equal balances sharing their place and
    the places after them skipped (1, 1, 3, 3): American Boston's partners always end level
    (AM-P1), and no tie is an order. As the tour's stored ranks count them
    (:func:`bot.tables.rows.tour_end`); seats of one place in seat order."""
    ordered = sorted(balances, key=lambda s: (-balances[s], s))
    values = [balances[s] for s in ordered]
    return [(values.index(balances[seat]) + 1, seat) for seat in ordered]


def points_text(point: int, lang: Lang) -> str:
    """A balance in points, sign first, in the reader's language: ``+1 point``, ``-930
    points`` (Swedish: ``point`` either way). The standings and the statistics say it so."""
    return tn(lang, "points", abs(point), point=signed(point))


def money_text(ore: int, *, signed: bool = True) -> str:
    """Money in kronor with öre, sign first: ``-12,50 kr``, ``+1 442,50 kr`` (a no-break space
    between thousands); integers only, no float rounding.
    ``signed=False``: an amount that is no gain or loss (a price), ``0,50 kr``."""
    sign = "" if not signed else "-" if ore < 0 else "+" if ore > 0 else ""
    kronor, rest = divmod(abs(ore), 100)
    # Thousands apart as Swedish writes them (a space that never breaks): 1 442,50 kr.
    whole = f"{kronor:,}".replace(",", "\u00a0")
    return f"{sign}{whole},{rest:02d} kr"


# --- the hand view's header ---------------------------------------------------------------


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
            return auction_prompt(view, lang, public=public)
        case NameTrump():
            # NT-K1: a contract higher than the winning bid may be declared with the trumps
            # (the engine offers it); said to everyone too: the rule, not the hand, allows it.
            if any(isinstance(a, NameTrump) and a.contract is not None for a in view.legal):
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


def auction_prompt(view: SeatView, lang: Lang, *, public: bool = False) -> str:
    """Bid, support or pass, as far as each is legal now, and (unless ``public``) how the hand
    view offers a bid: the contract, then whatever its legal bids differ in (its level, in the
    variant's words; trump suit; the card laid with it), else its one button (its bid)."""
    bids = [a for a in view.legal if isinstance(a, Bid)]
    words = get_variant(view.variant).words
    choices: list[str] = []
    if bids:
        choices.append(t(lang, "prompt.choice.bid"))
    if any(isinstance(a, Support) for a in view.legal):
        choices.append(support_word(words, lang, in_sentence=True))
    if any(isinstance(a, Pass) for a in view.legal):
        choices.append(t(lang, "prompt.choice.pass"))
    text = or_list(choices, lang)
    if bids and not public:
        text += f" ({bid_how(bids, words, lang)})"
    return text + "."


def bid_how(bids: Sequence[Bid], words: Vocabulary, lang: Lang) -> str:
    """How a bid is made in the hand view: choose a contract, then one of its buttons. Where
    the buttons differ in level, the variant's word for that choice says what they are for
    (Swedish Boston's colour level, SV-B2), else the levels' own words, as the buttons say
    them (Dawson's "I keep" or "I keep over you", DW-B2): a rule word is the engine's."""
    buttons: dict[str, set[tuple[Level, Suit | None, Suit | None]]] = {}
    for bid in bids:  # one button per suit of the card laid (as the hand view draws them)
        laid = SUIT_OF[bid.card] if bid.card is not None else None
        buttons.setdefault(bid.contract, set()).add((bid.level, bid.suit, laid))
    choosing = [b for shown in buttons.values() if len(shown) > 1 for b in shown]
    if not choosing:
        return t(lang, "prompt.bid.one")
    kinds: list[str] = []  # a demande lays a card (NT-B2), a solo bid names its trumps
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
    if any(laid is not None for _, _, laid in choosing):
        kinds.append(t(lang, "prompt.bid.card"))
    if not kinds:  # the buttons differ in nothing the prompt can name
        return t(lang, "prompt.bid.one")
    what = or_list(kinds, lang)
    if any(len(shown) == 1 for shown in buttons.values()):
        what += t(lang, "prompt.bid.if_any")
    return t(lang, "prompt.bid.how", what=what)


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
    lines.append(
        t(
            lang,
            "hand.head",
            id=table.id,
            n=deal_no,
            seat=view.seat,
            name=seat_name(table, view.seat),
        )
    )
    if view.partner is not None:  # AM-P1: a fixed partner, known before the auction
        lines[-1] += " · " + t(lang, "hand.partner", who=seat_name(table, view.partner))
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
        lines.append("**" + t(lang, "hand.your_turn", what=what) + "**")
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
