"""How the table's texts name a seat: by its holder now, as played (a seat a computer keeps
for someone away named by its person), as held at an earlier deal, or by who made each move of
the deal in play."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from bot.engine.actions import Action, Bid, Pass, Play, Role, Support
from bot.engine.cards import Card
from bot.engine.game import DealEntry
from bot.i18n import LANGS, Lang, computer_said_in, kept_in_any, seat_said_in, t
from bot.names import in_turn
from bot.sheet import role_move
from bot.tables.service import LiveTable


def seat_name(table: LiveTable, seat: int, lang: Lang | None = None) -> str:
    """``seat`` by its holder now. With ``lang`` (a view drawn in its reader's language, not
    the server's), a computer's name the bot made ("North (computer)", "Computer 2
    (heuristic)", stored in the server's language) said in ``lang`` (:func:`said_in`); a
    person's name as it is."""
    assignment = table.seats.get(seat)
    if assignment is None:
        return f"{seat}"
    if lang is None or assignment.computer_level is None:
        return assignment.display_name
    return said_in(lang, assignment.display_name, assignment.computer_level, seat)


@lru_cache(maxsize=512)
def said_in(lang: Lang, name: str, level: str, seat: int) -> str:
    """A computer's ``name`` in ``lang`` where the bot made it in another of its languages
    (:func:`~bot.i18n.computer_said_in`), else ``name``: remembered, so a view drawn on
    every click asks a dict once for a table's computer."""
    said = computer_said_in(lang, name, level, seat)
    return name if said is None else said


@lru_cache(maxsize=512)
def held_said_in(lang: Lang, name: str, seat: int) -> str:
    """An earlier holder of ``seat`` (:meth:`~bot.tables.live.LiveTable.holder_name`,
    ``played_part``, ``mover_name``: a name alone, stored in the server's language at the
    handover) said in ``lang`` as :func:`said_in` says a computer's name the bot made, of
    whichever level it was ("Dator 2 (heuristisk)" read in English: "Computer 2
    (heuristic)"; "Anna (dator)": "Anna (computer)"); any other name as it is. Remembered:
    asked only of a seat handed over, a dict's lookup after its first time (it tries every
    level in both languages). :func:`~bot.i18n.seat_said_in` says it: an imported record's
    names and a table's are read alike."""
    return seat_said_in(lang, name, seat)


def names_in(lang: Lang) -> tuple[SeatNamer, SeatNamer]:
    """:func:`seat_name` and :func:`past_name` for a view drawn in ``lang`` (a private view,
    in its reader's language): a computer's name the bot made said in ``lang``."""
    return _NAMERS[lang]


def past_name(table: LiveTable, seat: int, lang: Lang | None = None) -> str:
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
    if owner is None:
        return seat_name(table, seat, lang)
    if lang is not None:
        # A computer named as it sits (one kept for someone away is named by them).
        assignment = table.seats.get(seat)
        if assignment is not None and owner == assignment.display_name:
            level = assignment.computer_level
            return owner if level is None else said_in(lang, owner, level, seat)
    return owner


SeatNamer = Callable[[LiveTable, int], str]
"""How a line names a seat: :func:`seat_name` (its holder now) or :func:`past_name`."""


def _namers(lang: Lang) -> tuple[SeatNamer, SeatNamer]:
    def now(table: LiveTable, seat: int) -> str:
        return seat_name(table, seat, lang)

    def past(table: LiveTable, seat: int) -> str:
        return past_name(table, seat, lang)

    return now, past


_NAMERS: dict[Lang, tuple[SeatNamer, SeatNamer]] = {lang: _namers(lang) for lang in LANGS}
_NAMERS_LANG: dict[SeatNamer, Lang] = {
    namer: lang for lang, namers in _NAMERS.items() for namer in namers
}
"""The language each of :func:`names_in`'s namers says names in."""


def at_deal(
    number: int, name: SeatNamer = seat_name, lang: Lang | None = None, *, said: Lang | None = None
) -> SeatNamer:
    """``name``, but a seat handed to someone else after deal ``number`` named by whoever
    held it at that deal's end (:meth:`~bot.tables.live.LiveTable.holder_name`, kept in
    memory: nothing is read): a line about a past deal names who played it. With ``lang``, a
    line about the whole deal (its tricks, its net, its payments), a seat handed over during
    it is named by each who played it in turn ("Ada → David",
    :meth:`~bot.tables.live.LiveTable.played_part`); a line about one moment of it (a
    trick) names the holder at the deal's end, as without. A computer named for a person
    who played the seat in the same deal ("South (computer)": given the seat by the host
    when such a computer kept its keeper's name, before it was named as the lobby names one;
    a handover, so never a keeper) is said as a computer ("a computer → South"): the line
    names South once, not two holders of one name.

    An earlier holder's name the bot made (a computer's) is said in ``said``
    (:func:`held_said_in`), by default in ``lang``, or, without, in the language of ``name``
    where it is one of :func:`names_in`'s: a private view names them in its reader's
    language, as it names the seat's holder now."""
    said = said if said is not None else lang if lang is not None else _NAMERS_LANG.get(name)

    def named(table: LiveTable, seat: int) -> str:
        held = table.holder_name(seat, number)  # None for nearly every seat and deal
        if held is None:
            who = name(table, seat)
        else:
            who = held if said is None else held_said_in(said, held, seat)
        if lang is None:
            return who
        turn = [*table.played_part(seat, number), who]  # one for nearly every deal
        if len(turn) == 1:
            return who
        return in_turn([_in_turn_name(one, turn, lang, seat) for one in turn])

    return named


def paid_at_deal(number: int, lang: Lang, name: SeatNamer = past_name) -> SeatNamer:
    """How a line about deal ``number``'s money (its payment lines, its net) names a seat:
    as :func:`at_deal` with ``lang`` names it (each who played it in turn: "Bengt → Erik",
    a real handover), but a seat its holder at the deal's start held again at its end named
    by them alone ("Carol", not "Carol → a computer → Carol": she stepped away, the host gave
    the computer keeping her seat the seat for good, then gave it back to her). What the
    seat paid as the deal began (a deposit) and its result at the end are both theirs, so a
    holder between them paid nothing, as a computer keeping the seat of someone away pays
    nothing (``LiveTable.accounted_seats``); the seat's history is not a payment chain. The
    deal's count of tricks still names each who played it (:func:`at_deal`)."""
    whole = at_deal(number, name, lang)

    def named(table: LiveTable, seat: int) -> str:
        earlier = table.played_part(seat, number)  # empty for nearly every deal
        if earlier:
            held = table.holder_name(seat, number)
            who = held if held is not None else name(table, seat)
            if earlier[0] == who:
                return held_said_in(lang, who, seat)
        return whole(table, seat)

    return named


def _in_turn_name(one: str, turn: Sequence[str], lang: Lang, seat: int) -> str:
    """``one`` of those who played ``seat`` in turn during a deal (``turn``), as :func:`at_deal`
    says them: a computer named for another of them ("South (computer)" beside South) as
    "a computer", else its name, one the bot made said in ``lang`` (:func:`held_said_in`)."""
    person = kept_in_any(one)
    if person is not None and person in turn:
        return t(lang, "deal.a_computer")
    return held_said_in(lang, one, seat)


class DealParts:
    """How a line about a whole deal (its result's heading, "Previous deal: …") names a seat
    by the part it took in it, where the seat changed hands during the deal: its dealer by
    whoever held the seat when the deal began, its declarer by whoever made the winning bid,
    its whister by whoever accepted the whist (:func:`~bot.sheet.role_move`), never by
    those after them, who took no such part; a seat counted over the whole deal, and a
    partner fixed by the seating (AM-T2), by each who played it in turn (:attr:`whole`,
    :func:`at_deal`: "Cecilia → Erik"). For nearly every deal (no seat changed hands during
    it) every seat is its :attr:`whole`, nothing read."""

    __slots__ = ("_actions", "_handed", "_held", "_lang", "number", "table", "whole")

    def __init__(self, table: LiveTable, entry: DealEntry, name: SeatNamer, lang: Lang) -> None:
        self.table = table
        self.number = entry.number
        self._lang: Lang = lang
        self.whole: SeatNamer = at_deal(entry.number, name, lang)
        self._held = at_deal(entry.number, name, said=lang)
        self._handed = table.handed_during(entry.number)
        # Read from the log at a rebuild where the game restored does not hold them; none
        # where neither has them: its roles named by each who played the seat then.
        self._actions: Sequence[Action] = table.deal_actions(entry)

    def _at(self, seat: int, index: int | None) -> str:
        if not self._handed or index is None:
            return self.whole(self.table, seat)
        made = self.table.mover_name(seat, self.number, index)
        if made is None:
            return self._held(self.table, seat)
        return held_said_in(self._lang, made, seat)

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
                return held_said_in(self.lang, name, seat)
        return past_name(self.table, seat, self.lang)

    def start(self, seat: int) -> str:
        """``seat`` as held when the deal began (its dealer, its förhand)."""
        return self.at(seat, 0)

    def call(self, at: int, seat: int) -> str:
        """``seat`` as it made the auction's call number ``at`` (counted from 0)."""
        if self.number is None:
            return past_name(self.table, seat, self.lang)
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
            return past_name(self.table, seat, self.lang)
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
            return past_name(self.table, seat, self.lang)
        found = None
        for i, action in enumerate(self.actions):
            if action.seat == seat and isinstance(action, kinds):
                found = i
        return self.at(seat, found)

    def trick(self, plays: Sequence[tuple[int, Card]]) -> SeatNamer:
        """How a trick's line names its seats: each by who played its card there."""
        if self.number is None:
            return _NAMERS[self.lang][1]
        found = self._plays
        if found is None:
            found = self._plays = {
                a.card: i for i, a in enumerate(self.actions) if isinstance(a, Play)
            }
        index = {seat: found.get(card) for seat, card in plays}
        return lambda table, seat: self.at(seat, index.get(seat))

    def whole(self, table: LiveTable, seat: int) -> str:
        """``seat`` in a count over the whole deal: each who played it, in turn."""
        past = _NAMERS[self.lang][1]
        if self.number is None:
            return past(table, seat)
        return at_deal(self.number, past, self.lang)(table, seat)


def seat_mention(table: LiveTable, seat: int, lang: Lang | None = None) -> str:
    """A person is mentioned (``<@id>``); a computer is named (in ``lang``, where given:
    :func:`seat_name`)."""
    assignment = table.seats.get(seat)
    if assignment is not None and assignment.player_id is not None:
        return f"<@{assignment.player_id}>"
    return seat_name(table, seat, lang)


def names(table: LiveTable) -> list[str]:
    return [seat_name(table, s) for s in (1, 2, 3, 4)]
