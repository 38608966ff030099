"""A live table's state and the service's vocabulary: refusals, changes, outcomes.

Owns :class:`LiveTable` (a table's row, seats, events and game in memory), what subscribers
are told (:class:`TableChange`), why an action did not happen (:class:`Refused`,
:class:`NotSaved`), and the types of the service's collaborators.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

from bot.engine.actions import Action
from bot.engine.game import DealEntry, Game
from bot.engine.scoring import Settlement
from bot.engine.variant import ScoredDealError, SettingsError
from bot.engine.views import PublicView, SeatView
from bot.i18n import kept_in_any, reads_as_computer, said_in_any
from bot.names import plain_name
from bot.sheet import HeldBefore
from bot.tables.options import TableOptions, options_of
from bot.tables.seat_history import (
    MoveHolder,
    PartHolder,
    PastHolder,
    Placed,
    add_part_holder,
    add_past_holder,
)
from db.models import SeatAssignment, TableRow, TableStatus

RefusalCode = Literal[
    "no_table",
    "not_seated",
    "stale",
    "not_playing",
    "not_started",
    "not_host",
    "not_host_or_admin",
    "table_full",
    "already_seated",
    "not_full",
    "illegal",
    "deal_in_play",
    "too_many_lobbies",
    "server_busy",
    "too_fast",
    "end_requested",
    "not_scorekeeping",
    "paused",
    "nothing_to_withdraw",
    "not_last_deal",
    "log_unreadable",
    "people_only",
    "already_away",
    "away",
    "outgrown",
]


class Refused(Exception):
    """The service would not do it; nothing changed. ``code`` for frontends, ``message`` for
    players (English; frontends translate by code); ``cause``: the rules' refusal of a scored
    deal behind an ``illegal`` refusal (its code and fields say what is wrong); ``settings``:
    the settings model's refusal behind one (the same, for settings)."""

    def __init__(
        self,
        code: RefusalCode,
        message: str,
        *,
        cause: ScoredDealError | None = None,
        settings: SettingsError | None = None,
    ) -> None:
        super().__init__(message)
        self.code: RefusalCode = code
        self.message = message
        self.cause = cause
        self.settings = settings


class NotSaved(Exception):
    """The action was valid but could not be stored; the table did not move. Try again."""


@dataclass(frozen=True, slots=True)
class TableChange:
    """What a subscriber is told: which table, its new sequence number, and what happened.

    ``kind`` is an event kind (``start``, ``deal``, ``action``, ``score``, ``close``), a lobby
    change (``lobby``, ``cancelled``), or a table change (``seat``, ``paused``, ``resumed``,
    ``reminder``, ``away``, ``back``, ``attention``: a computer keeps failing at ``seat``, or
    the table's own move for it (``ruled``);
    ``ending``: the game ends when the deal in progress is over, SV-M2; ``withdraw``: the
    scored deal ``deal_no`` was taken back by ``seat``, and ``withdrawn`` is what it was;
    ``renamed``: the person at ``seat`` goes by another name now, ``names``; ``rebuilt``: the
    table was read again from its log, which another process had moved on: anything may differ,
    and where that process ended it the service has let go of it: ``find`` finds nothing).
    ``settlement`` is set when a deal was settled.
    It never carries a hand: subscribers read what they may show from the table.
    """

    table_id: int
    seq: int
    kind: str
    action: Action | None = None
    settlement: Settlement | None = None
    deal_no: int | None = None
    seat: int | None = None
    """For ``reminder``, ``away``, ``back``, ``withdraw``, ``renamed`` and ``seat``: the seat
    concerned."""
    timed_out: bool = False
    """For ``away``: the turn timer handed the seat over, not its player."""
    ruled: bool = False
    """For ``attention``: the move failing is the table's own for the seat, one the rules
    leave no choice about (``Game.forced_action``), not a computer's: a person's seat may
    hold it, and giving the seat to someone else would not help."""
    withdrawn: DealEntry | None = None
    """For ``withdraw``: the scored deal taken back (a result only: a scored deal has no
    cards)."""
    names: tuple[str, str] | None = None
    """For ``renamed``: the name the seat went by, and the one it goes by now; for ``seat``
    the same where another holder took the seat (None where the same one was named again)."""
    owed_to: int | None = None
    """For ``seat``: the person who had stepped away from the seat (a computer kept it for
    them, :attr:`~bot.tables.options.TableOptions.away`) and loses it now; None where
    nobody away was owed it."""
    lost: int | None = None
    """For ``seat``: the person who held the seat or was owed it (away, a computer keeping it)
    and has lost it; None where nobody lost it (an empty seat filled, a person given their
    own seat back, a computer's seat given to another)."""
    ended: LiveTable | None = None
    """For ``close`` and ``cancelled``: the table, which the service has already let go of. A
    subscriber that never saw it before (a table closed at start-up, whose last move was
    saved just before a restart) can still post its end."""
    by: int | None = None
    """For ``close`` and ``ending``: the person (host or admin) who ended the game by
    agreement (SV-M2); None where it ended by itself (its tour or its deals played out), or,
    for a ``close`` after the deal in progress, where ``ending`` named them already. For
    ``cancelled``: the person (host or admin) who cancelled the lobby or abandoned the game."""
    dropped: int | None = None
    """For ``close``: the deal dealt but not yet acted on that the agreed stop took back: it
    is not played and does not count (with ``outgrown``, the deal in progress, however far
    it was played)."""
    outgrown: bool = False
    """For ``close``: the table ended the game itself, as by agreement, because the scores
    outgrew what the database can keep (:meth:`~bot.tables.commit.CommitPath._outgrow`)."""
    called: bool = False
    """For ``resumed``: this resume's own write took the call owed to the people of a table
    moved from a deleted channel (migration 0025: ``db.repos.tables.set_table_status``), so
    the call is this process's to make, and nobody else's (another process's resume, a
    later resume here): False where nothing was owed, or another write took it."""


@dataclass(frozen=True, slots=True)
class ActOutcome:
    seq: int
    settlement: Settlement | None
    deal_no: int | None = None
    """The deal a score entered: its number, for ``/boston withdraw deal:``."""


@dataclass(frozen=True, slots=True)
class ScorePreview:
    """A ``/boston score`` entry applied to a scratch copy of the game, nothing saved
    (``TableService.preview_score``): what the entry would settle, and whether it would end the
    game (after which it can no longer be withdrawn)."""

    seq: int
    """The table's sequence number the preview was made at: the entry is saved only there."""
    settlement: Settlement
    entry: DealEntry
    """The deal as it would be entered (its number, its words explained)."""
    ends: bool
    """The entry, saved, ends the game (``TableService.score``'s ``expected_end``)."""
    outgrows: bool = False
    """The entry would make the scores outgrow what the database can keep
    (:func:`~bot.tables.commit.outgrows`): entering it ends the game at the last deal saved,
    as by agreement, and the entry does not count (``outgrown``)."""


@dataclass(frozen=True, slots=True)
class EndPreview:
    """What the agreed stop would do now (``TableService.preview_end``), nothing saved: end the
    game at once (``now``), taking back ``deal`` where it is dealt but untouched, or end it
    once ``deal``, in progress, is over. A stop asked on a preview is made only while the
    table would still do the same (``end_game``'s ``expected``)."""

    now: bool
    deal: int | None
    """The deal taken back (``now``) or played out first; None between deals."""


@dataclass(frozen=True, slots=True)
class Twin:
    """A second game in the same state as the live one, for the next move to be applied to
    before its commit instead of a fresh deep copy (``bot/tables/commit.py``). It stands for
    the live game only while that is ``live`` at ``seq``."""

    live: Game
    seq: int
    game: Game

    def stands_for(self, table: LiveTable) -> bool:
        # The names too: a seat handed over or a person renamed changes the live game's
        # names in place, at the same seq (:meth:`LiveTable.follow_holders`).
        live = self.live
        return live is table.game and self.seq == table.seq and self.game.players == live.players


Owner = tuple[tuple[int | None, str | None], str]
"""Who a seat is (the person, or the computer's level; for a computer keeping the seat for a
person away, that person) and the name its lines give it: :meth:`LiveTable.owner`. The same
"who" before and after a change of the seat is one player: no handover."""


@dataclass(slots=True)
class LiveTable:
    row: TableRow
    seats: dict[int, SeatAssignment]
    seq: int = 0
    """The sequence number of the table's last event (0 before the start). The events
    themselves are on disk only: the game stands for them in memory."""
    game: Game | None = None
    tour_id: int | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    computer_task: asyncio.Task[None] | None = None
    timer_task: asyncio.Task[None] | None = None
    held: bool = False
    """Rebuilt at start-up and not moved on yet: no computer plays and no turn timer runs
    until the frontend knows the table's server, and says so: reachable
    (:meth:`~bot.tables.lobby.Lobby.release`) or left
    (:meth:`~bot.tables.lobby.Lobby.leave_server`). Nothing is played unseen meanwhile, nor
    drawn before the server's language is known. A person's own move is still taken."""
    turn_began: tuple[int, datetime] | None = None
    """Rebuilt at start-up: ``(seq, when)``, the table's sequence number then and when the
    turn standing at it began (its last event, or its last seat or status change if later).
    The first turn timer armed at that seq waits only the time left of it, so a restart
    neither starts a person's time over nor reminds them twice; cleared once used."""
    needs_attention: bool = False
    """A computer's turn, or a move the table makes itself, failed
    :data:`MAX_COMPUTER_FAILURES` times: the table waits for the host (replace the seat,
    pause) and its people were told; cleared by the next saved move."""
    twin: Twin | None = field(default=None, repr=False, compare=False)
    past_holders: list[PastHolder] = field(default_factory=list[PastHolder])
    """Who held a seat handed to someone else since the game began, oldest first, each with
    the last deal whose end they held (:data:`~bot.tables.seat_history.PastHolder`): one
    entry per handover, so a few per game. Read from the seat changes at a rebuild
    (:func:`~bot.tables.seat_history.placed_holders`) and added to as a seat changes hands
    (:meth:`hand_over`), so a line about a past deal names its player
    (:meth:`holder_name`) with nothing read on the click path."""
    part_holders: list[PartHolder] = field(default_factory=list[PartHolder])
    """Who handed a seat to someone else during a deal someone had moved in, with that deal
    (:data:`~bot.tables.seat_history.PartHolder`), in the order they played: that deal's
    result names them before its holder at the deal's end (:meth:`played_part`). Kept and
    read again as :attr:`past_holders` is."""
    move_holders: list[MoveHolder] = field(default_factory=list[MoveHolder])
    """The same handovers during a deal with how many of its actions were made before
    (:data:`~bot.tables.seat_history.MoveHolder`), so a line about a move of that deal names
    who made it (:meth:`mover_name`), the deal in play's too. Kept and read again as
    :attr:`part_holders` are."""
    timed_out: set[int] = field(default_factory=set[int])
    """The seats the turn timer handed to the computer keeping them for their person
    (:attr:`~bot.tables.options.TableOptions.away`): that person did not step away, and their
    hand view says their time ran out. Saved with the seat change (migration 0021) and read
    back at a rebuild; any other change of the seat takes it off."""
    away_since: dict[int, int] = field(default_factory=dict[int, int])
    """For each seat a computer keeps for its person (:attr:`~bot.tables.options.TableOptions.
    away`): the table's sequence number when it took the seat over, so that the moves made for
    the seat since are known (their person's hand view says what the computer did for them).
    Saved in the step away's seat change (migration 0026, ``seat_changes.away_since``) and
    kept by the keeper's name said again in another language
    (:meth:`~bot.tables.lobby.Lobby.name_computers`), so a rebuild reads it back from the
    seat's last change: a person given the seat (or back in it) who steps away before anyone
    moves is kept since then, not since an earlier keeper took over. Where that change was
    saved before 0026 it says nothing, and the rebuild takes the change where a computer last
    replaced a person at the seat (wrong only where that person's change was replaced at the
    same seq). An entry of a seat no longer kept means nothing: it is written again at the
    next step away."""
    handed_actions: dict[int, tuple[Action, ...]] = field(
        default_factory=dict[int, tuple[Action, ...]]
    )
    """The actions of a deal a seat changed hands during, read from the log at a rebuild
    (:func:`~bot.tables.seat_history.placed_holders`) where the game restored holds that deal's
    result without its moves: :meth:`deal_actions`."""
    _options: tuple[object, TableOptions] | None = field(default=None, repr=False, compare=False)
    """The options read from the row's settings, with those settings (the row is replaced,
    never changed, when they change): asked for several times per click (issue #17)."""

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def status(self) -> TableStatus:
        return self.row.status

    def require_started(self) -> None:
        """Refuse what only a started game allows while the table is still a lobby, with that
        reason (not "over or started", which is the opposite). Raises :class:`Refused`."""
        if self.row.status == "lobby":
            raise Refused("not_started", "This table has not started yet: it is still a lobby.")

    def seat_of(self, player_id: int) -> int | None:
        for seat, assignment in self.seats.items():  # read several times a click: no generator
            if assignment.player_id == player_id:
                return seat
        return None

    def is_computer(self, seat: int) -> bool:
        assignment = self.seats.get(seat)
        return assignment is not None and assignment.computer_level is not None

    def moves_for(self, seat: int) -> bool:
        """Whether the table makes the move of ``seat``, on turn, without asking anyone: a
        computer keeps the seat, or the rules leave the move no choice
        (:meth:`~bot.engine.game.Game.forced_action`: a ruled whist answer, FB-W3, SV-W5, an
        auction's lone pass, as after the top bid, or the only trump, SV-B9). Nobody at such
        a seat is called, and no turn timer runs for it."""
        if self.is_computer(seat):
            return True
        game = self.game
        return game is not None and game.to_act == seat and game.forced_action() is not None

    def view(self, seat: int) -> SeatView | None:
        return self.game.view(seat) if self.game is not None else None

    def public_view(self) -> PublicView | None:
        """What everyone may see: the source of every public message."""
        return self.game.public_view() if self.game is not None else None

    @property
    def options(self) -> TableOptions:
        settings = self.row.settings
        known = self._options
        if known is None or known[0] is not settings:
            known = self._options = (settings, options_of(settings))
        return known[1]

    def accounted_seats(self) -> dict[int, SeatAssignment]:
        """Seats as results are written: a seat a computer keeps for an away player still
        wins and pays for that player (their tour, their money)."""
        seats = dict(self.seats)
        for seat, player_id in self.options.away.items():
            if seat in seats:
                seats[seat] = SeatAssignment(
                    seat=seat, player_id=player_id, display_name=seats[seat].display_name
                )
        return seats

    def owner_name(self, seat: int) -> str | None:
        """The name the game's lines give ``seat``: its holder's, or, where a computer keeps
        it for a person who stepped away, that person's (their seat, their tour, their money:
        :meth:`accounted_seats`), read from the keeper's name (``club.computer_name`` in any
        language, as the keeper was named) or, where that does not say it, as the game names
        the seat already. None for an empty seat."""
        assignment = self.seats.get(seat)
        if assignment is None:
            return None
        if assignment.computer_level is None or seat not in self.options.away:
            return assignment.display_name
        kept = kept_in_any(assignment.display_name)
        if kept is not None:
            return kept
        return self.game.players[seat - 1] if self.game is not None else assignment.display_name

    def owner(self, seat: int) -> Owner | None:
        """Who the seat is, as a handover is told apart (:meth:`hand_over`), and its name
        (:meth:`owner_name`): a computer keeping it for a person away is that person (their
        seat, their money: :meth:`accounted_seats`); one not (or no longer) keeping it for
        someone away is a holder of its own (given the seat by ``/boston replace``: named
        "Computer 2 (heuristic)", or, at a table that gave it before that name, "Di
        (computer)"), as a member given the seat is, and so the seat changes read at a
        rebuild tell it (:func:`~bot.tables.seat_history.handovers`, which reads the host's
        gifts from :attr:`~bot.tables.options.TableOptions.given`). None for an empty seat."""
        assignment = self.seats.get(seat)
        name = self.owner_name(seat)
        if assignment is None or name is None:
            return None
        if assignment.computer_level is not None:
            away = self.options.away.get(seat)
            if away is not None:
                return (away, None), name
        return (assignment.player_id, assignment.computer_level), name

    def hand_over(self, seat: int, before: Owner | None) -> None:
        """Note who held ``seat`` before it was written (``before``, :meth:`owner` then) where
        it went to someone else, with the last deal whose end they held: the deal in play is
        its new holder's (its result names them, after the one before); where someone had
        moved in that deal, they are noted as having played part of it (:attr:`part_holders`),
        and the moves made in it so far as theirs (:attr:`move_holders`). A keeper taking over
        for the seat's person, their return, or a rename is no handover and adds nothing."""
        after = self.owner(seat)
        game = self.game
        if game is None or before is None or after is None or before[0] == after[0]:
            return
        add_past_holder(self.past_holders, seat, self.deals_over(), before[1])
        last = game.deals.last
        deal = last.deal if last is not None else None
        if last is not None and deal is not None and not deal.is_over and deal.actions:
            moves = len(deal.actions)
            if (seat, last.number, moves) in {(h, n, k) for h, n, k, _ in self.move_holders}:
                # ``before`` took the seat at this very move and made none: no player of the
                # deal, as a rebuild reads it (the later change at the same seq replaces it).
                return
            add_part_holder(self.part_holders, seat, last.number, before[1])
            self.move_holders.append((seat, last.number, moves, before[1]))

    def place_holders(self, placed: Placed) -> None:
        """Keep the handovers a rebuild read from the log (:attr:`past_holders`,
        :attr:`part_holders`, :attr:`move_holders`, :attr:`handed_actions`)."""
        self.past_holders, self.part_holders, self.move_holders, self.handed_actions = placed

    def deals_over(self) -> int:
        """How many deals of the game are over: all but one in play."""
        game = self.game
        last = game.deals.last if game is not None else None
        if last is None:
            return 0
        playing = last.deal is not None and not last.deal.is_over
        return last.number - 1 if playing else last.number

    def holder_name(self, seat: int, deal: int) -> str | None:
        """The name of whoever held ``seat`` at the end of deal number ``deal``, where the
        seat was handed to someone else since (:attr:`past_holders`); None where it is its
        holder's now, whom the caller names as it names the seat. A deal during which the seat
        changed hands is named by its holder at the deal's end (and those before them in it:
        :meth:`played_part`)."""
        for held, last, name in self.past_holders:  # a few entries
            if held == seat and deal <= last:
                return name
        return None

    def played_part(self, seat: int, deal: int) -> list[str]:
        """Who played ``seat`` in part of deal number ``deal`` and handed it to someone else
        before its end, in the order they played (:attr:`part_holders`); empty for a deal the
        seat did not change hands in (nearly every one)."""
        return [name for held, number, name in self.part_holders if (held, number) == (seat, deal)]

    def deal_actions(self, entry: DealEntry) -> Sequence[Action]:
        """Deal ``entry``'s actions: the game's where it holds them, else those read from the
        log at a rebuild for a deal a seat changed hands during (:attr:`handed_actions`);
        empty where neither has them."""
        if entry.deal is not None:
            return entry.deal.actions
        return self.handed_actions.get(entry.number, ())

    def handed_during(self, deal: int) -> bool:
        """Whether a seat changed hands during deal number ``deal`` after someone had moved
        in it (:attr:`move_holders`): nearly never, and then its moves' lines ask
        :meth:`mover_name`."""
        held = self.move_holders  # asked on every drawing: most games have none
        return bool(held) and any(number == deal for _, number, _, _ in held)

    def mover_name(self, seat: int, deal: int, index: int) -> str | None:
        """The name of whoever held ``seat`` when action ``index`` (counted from 0) of deal
        number ``deal`` was made, where they handed the seat to someone else later in that
        deal (:attr:`move_holders`); None where the seat's holder at the deal's end made it
        (or holds it now, for the deal in play), whom the caller names as it names the
        seat."""
        for held, number, moves, name in self.move_holders:  # in the order they played
            if held == seat and number == deal and index < moves:
                return name
        return None

    def earlier_holders(self, seat: int) -> list[HeldBefore]:
        """Each earlier holder of ``seat`` (:data:`~bot.sheet.HeldBefore`), oldest first: the
        last deal whose end they held (:attr:`past_holders`; 0: none) and the deal they handed
        the seat over during (:attr:`part_holders`), else None. The seat's result includes
        their deals; a deal handed over during is its holder's at its end (its result, its
        payments and its statistics' row are theirs), so it is only in part the one's before,
        even where it was their first (handed over during deal 1)."""
        found: list[HeldBefore] = [
            (name, last, None) for held, last, name in self.past_holders if held == seat
        ]
        for held, deal, name in self.part_holders:
            if held != seat:
                continue
            # The same handover noted their whole deals up to the one before, if any.
            at = next((i for i, entry in enumerate(found) if entry == (name, deal - 1, None)), None)
            if at is not None:
                found[at] = (name, deal - 1, deal)
            elif not any(entry[0] == name and entry[2] == deal for entry in found):
                found.append((name, 0, deal))
        # Stable: in order of handover.
        return sorted(found, key=lambda entry: entry[2] if entry[2] is not None else entry[1])

    def follow_holders(self) -> bool:
        """The game's names made the seats' (:meth:`owner_name`) where they differ: after a
        seat changed hands or its person was renamed, and after a rebuild (whose checkpoint or
        start event holds older names). Lines settled from now on name them; those settled
        keep theirs. Whether any changed. Nothing is written: the seats are the record."""
        game = self.game
        if game is None:
            return False
        changed = False
        for seat in (1, 2, 3, 4):
            name = self.owner_name(seat)
            if name is not None and name.strip() and name != game.players[seat - 1]:
                game.rename_seat(seat, name)
                changed = True
        if changed:
            self.twin = None  # it names the seats as they were
        return changed

    def distinct_name(self, seat: int, name: str, username: str | None) -> str:
        """The name a person sits at ``seat`` under: their display name, followed by their
        (unique) Discord username where another seat already goes by that name, so that two
        Annas at one table can tell who is who in every line that names them. Plain text
        (:func:`~bot.names.plain_name`): a name such as ``<@123>`` does not mention anyone.

        A computer's names are reserved too (:func:`~bot.i18n.reads_as_computer`): a person
        who goes by "Dator 3 (heuristisk)" (at any seat, in any case), or by "Anna (dator)",
        would be read as a computer, in each reader's language ("Computer 3 (heuristic)"),
        wherever a name alone names the seat (an earlier holder, a record, the log). Their
        username is added, as for a clash; behind an ``@`` where "Anna (dator)" is what that
        would make."""
        name = plain_name(name)
        if username is None:
            return name
        return person_name(name, username, clash=self._name_taken(seat, name))

    def _name_taken(self, seat: int, name: str) -> bool:
        """Whether a seat other than ``seat`` goes by ``name`` (whatever its case), a
        computer's in any of the bot's languages."""
        folded = name.casefold()
        for other, assignment in self.seats.items():  # on every click (:meth:`new_name`)
            if other == seat:
                continue
            level = assignment.computer_level
            if level is None:
                taken = assignment.display_name.casefold() == folded
            else:  # a computer is read in each reader's language: "Dator 4 (heuristisk)"
                taken = folded in said_in_any(assignment.display_name, level, other)
            if taken:
                return True
        return False

    def new_name(self, seat: int, name: str, username: str | None) -> str | None:
        """The name the person at ``seat`` sits under now that they go by ``name`` (made
        distinct as on joining), where it is not the one their seat goes by; else None.
        Asked on each of their clicks: a comparison in memory, nothing else."""
        assignment = self.seats.get(seat)
        if assignment is None or assignment.player_id is None:
            return None  # a computer's seat keeps the name it was given
        distinct = self.distinct_name(seat, name, username)
        return None if distinct == assignment.display_name else distinct

    def away_seat_of(self, player_id: int) -> int | None:
        """The seat a player handed to a computer, if any."""
        return next((s for s, p in self.options.away.items() if p == player_id), None)

    def claimed_seat_of(self, player_id: int) -> int | None:
        """The seat a player holds or is owed (kept by a computer while they are away).

        One person, one seat: the service refuses every change after which a player would
        hold or be owed two, so this names at most one seat."""
        seat = self.seat_of(player_id)
        return seat if seat is not None else self.away_seat_of(player_id)


def person_name(name: str, username: str, *, clash: bool = False) -> str:
    """``name`` (plain text already) as a person sits under it: followed by their
    ``username`` where it ``clash``es with another seat's or reads as a computer's
    (:meth:`LiveTable.distinct_name`), else as it is. Also the host's at seat 1 when a lobby
    opens, before there is a table to compare with."""
    if not clash and not reads_as_computer(name):
        return name
    distinct = f"{name} ({username})"
    # A username such as "dator" would make "Anna (dator)", a computer's name again.
    return f"{name} (@{username})" if reads_as_computer(distinct) else distinct


Subscriber = Callable[[TableChange], Awaitable[None]]
ComputerFactory = Callable[[str, int], Callable[[SeatView], Action]]


def default_computers(level: str, seed: int) -> Callable[[SeatView], Action]:
    from bot.players import make_player

    return make_player(level, seed).choose
