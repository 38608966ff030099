"""The typed rows db/ reads and writes (pydantic v2), and the rules a write must obey.

Rows are frozen. Invariants that SQLite cannot check per row (the payments of a deal sum to
zero, a tour's balances sum to zero, one row per seat) are checked here, when the object is
built, so an invalid settlement never reaches the database.

Amounts are whole *point*; money is ``price_per_point_ore`` (hundredths of the currency) per
point, an integer so that no float rounding enters a payout.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, PositiveInt, model_validator

Variant = Annotated[str, Field(min_length=1, max_length=40)]
"""A registered rule system's name; the engine's registry knows which exist."""
Payment = Annotated[str, Field(min_length=1, max_length=40)]
"""The payment system a variant names for statistics (``LedgerFeatures.payment``)."""
Language = Literal["en", "sv"]
TableStatus = Literal["lobby", "playing", "paused", "finished", "abandoned", "broken"]
ComputerLevel = Literal["random", "heuristic", "strong"]
ContractKind = Literal["tricks", "misere"]
BidLevel = Literal["plain", "colour", "first"]
TrumpClass = Literal["first", "second", "plain"]
TourStatus = Literal["running", "finished", "abandoned"]
SeatNo = Annotated[int, Field(ge=1, le=4)]
TrickCount = Annotated[int, Field(ge=0, le=13)]

UNFINISHED_STATUSES: tuple[TableStatus, ...] = ("lobby", "playing", "paused")


class Shards(BaseModel):
    """The shards one process serves: a server (guild) belongs to shard
    ``(guild_id >> 22) % count`` (Discord's rule), and its tables to the process serving that
    shard. Start-up restores only those tables."""

    model_config = ConfigDict(frozen=True)

    count: PositiveInt
    ids: tuple[NonNegativeInt, ...]

    @model_validator(mode="after")
    def _ids_in_range(self) -> Self:
        if not self.ids or any(i >= self.count for i in self.ids):
            raise ValueError(f"shard ids must be 0 to {self.count - 1}, not {list(self.ids)}")
        if len(set(self.ids)) != len(self.ids):
            raise ValueError(f"shard ids repeat: {list(self.ids)}")
        return self

    def owns(self, guild_id: int) -> bool:
        return (guild_id >> 22) % self.count in self.ids


class _Row(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def _check_one_per_seat(seats: Sequence[int], what: str) -> None:
    if sorted(seats) != [1, 2, 3, 4]:
        raise ValueError(f"{what} needs exactly one row for each of seats 1-4, got {list(seats)}")


class GuildSettings(_Row):
    """A guild's server-wide defaults for new tables; a guild that never changed them gets
    these values. The rule settings of each variant are a document of their own
    (:class:`GuildRules`)."""

    guild_id: int
    variant: Variant = "swedish"
    price_per_point_ore: NonNegativeInt = 0
    """Money per point in hundredths of the currency (öre); 0 plays for honour."""
    turn_timer_minutes: NonNegativeInt = 0
    """0 turns the timer off."""
    language: Language = "en"
    updated_at: datetime | None = None
    """When the settings were last stored; None for defaults never stored. Ignored on upsert."""


class GuildRules(_Row):
    """A guild's rule defaults for one variant: the settings document the variant's model
    validated (only the settings the server chose; the model fills the rest)."""

    guild_id: int
    variant: Variant
    settings: dict[str, Any] = Field(default_factory=dict)
    updated_at: datetime | None = None


class PlayerRow(_Row):
    id: int
    display_name: str
    created_at: datetime
    updated_at: datetime
    turn_notices: bool = True
    """Whether the player is mentioned in the table's thread when it becomes their turn."""
    language: str | None = None
    """The language they last clicked in (their turn notices are written in it); None until
    they click."""


class SeatAssignment(_Row):
    """Who sits in a seat: a human (``player_id``) or a computer (``computer_level``)."""

    seat: SeatNo
    player_id: int | None = None
    computer_level: ComputerLevel | None = None
    display_name: str

    @model_validator(mode="after")
    def _human_or_computer(self) -> Self:
        if (self.player_id is None) == (self.computer_level is None):
            raise ValueError("a seat holds either a player_id or a computer_level, not both")
        return self


class TableRow(_Row):
    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    message_id: int | None
    lobby_message_id: int | None
    host_player_id: int
    status: TableStatus
    broken_reason: str | None
    variant: Variant
    settings: dict[str, Any]
    created_at: datetime
    updated_at: datetime
    end_requested: bool = False
    """The host (or an admin) agreed to stop (SV-M2) while a deal was in progress: the game
    ends when that deal is over instead of dealing the next."""
    seats_unrecorded: bool = False
    """Started before the bot recorded who held each seat (migration 0024): the statistics
    mark its contracts and whists, which a computer keeping a seat may have bid
    (``db.stats``)."""


class EventRow(_Row):
    table_id: int
    seq: int
    kind: str
    payload: dict[str, Any]
    created_at: datetime


class SeatPayment(_Row):
    """What one seat gained (+) or paid (−) in a deal, every payment included."""

    seat: SeatNo
    player_id: int | None
    """None for a computer seat."""
    net: int


class SettledDeal(_Row):
    """A finished deal's result, written with the deal's last event for the statistics.

    ``pool_delta`` is how much the pool grew in the deal (Dawson; 0 for Swedish), so the seats'
    nets plus ``pool_delta`` sum to zero. ``payment`` is None for a variant without that
    setting (Dawson). The declarer's and whister's player ids are taken from ``payments``;
    the deal's ``played_at`` is the time its event is appended.
    """

    deal_no: PositiveInt
    tour_id: int | None = None
    variant: Variant
    payment: Payment | None
    all_pass: bool = False
    contract_id: str | None = None
    contract_kind: ContractKind | None = None
    level: BidLevel | None = None
    trump_class: TrumpClass | None = None
    declarer_seat: SeatNo | None = None
    whister_seat: SeatNo | None = None
    made: bool = False
    conceded: bool = False
    declarer_tricks: TrickCount = 0
    whister_tricks: TrickCount = 0
    penalty_tricks: TrickCount = 0
    overtricks: TrickCount = 0
    pool_delta: int = 0
    payments: tuple[SeatPayment, ...]

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        _check_one_per_seat([p.seat for p in self.payments], "payments")
        total = sum(p.net for p in self.payments) + self.pool_delta
        if total != 0:
            raise ValueError(f"payments plus pool_delta must sum to 0, not {total}")
        if self.all_pass:
            if self.contract_id is not None or self.declarer_seat is not None or self.made:
                raise ValueError("an all-pass deal has no contract, declarer or result")
        elif self.contract_id is None or self.contract_kind is None or self.declarer_seat is None:
            raise ValueError("a deal that is not all-pass needs contract_id, kind and declarer")
        if self.whister_seat is not None and self.whister_seat == self.declarer_seat:
            raise ValueError("the whister cannot be the declarer")
        if self.made and self.conceded:
            raise ValueError("a conceded contract is not made")
        return self

    def player_at(self, seat: int | None) -> int | None:
        """The player id in ``seat`` during this deal (None for a computer or no seat)."""
        return next((p.player_id for p in self.payments if p.seat == seat), None)


class TourRow(_Row):
    id: int
    table_id: int
    tour_no: int
    length: int
    status: TourStatus
    started_at: datetime
    ended_at: datetime | None
    played_off: int | None = None
    """The betar played off by the tour's end (see :class:`TourEnd`); None while it runs, and
    for tours that ended before it was kept."""
    game: bool = False
    """A game whose rules keep no tours, written as a tour of its own at its end (:class:`TourEnd`
    with no tour id, migration 0016): the statistics count it among games, not tours, as they
    do a tour stopped before its end (``db.stats.AS_GAME``)."""


class TourSeatResult(_Row):
    """One seat at the end of a tour. ``balance`` is final, after betdelning; ``settlement``
    is the betdelning transfer it includes (SV-P12). Rank 1 wins (ties share a rank)."""

    seat: SeatNo
    player_id: int | None
    balance: int
    settlement: int = 0
    rank: SeatNo


class TourEnd(_Row):
    """The end of a tour. A finished tour (its betar played off, or an agreed stop settled by
    betdelning) has one result per seat; an abandoned tour has none and counts for nobody.

    ``tour_id`` None: a game whose rules keep no tours (the French family, Dawson, the
    simplified payment) finished, and is written as one finished tour of its own at its end,
    ``length`` its agreed deals, ``played_off`` the deals it played: its final settlement, its
    ranks and its place in the club rating are kept as a tour's are (docs/rating.md)."""

    tour_id: int | None
    status: Literal["finished", "abandoned"] = "finished"
    results: tuple[TourSeatResult, ...] = ()
    played_off: int | None = Field(default=None, ge=0)
    """The betar played off: the tour's length when it reached its end, fewer at an agreed
    stop (the club rating weighs the tour by it); None where the game keeps no count. For a
    game written as a tour (``tour_id`` None), the deals it played."""
    length: int | None = Field(default=None, ge=1)
    """Only for a game written as a tour: its agreed number of deals (the deals it played
    where no number was agreed)."""

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        if self.tour_id is None and (self.status != "finished" or self.length is None):
            raise ValueError("a game written as a tour is finished and has a length")
        if self.status == "abandoned":
            if self.results:
                raise ValueError("an abandoned tour has no results")
            return self
        _check_one_per_seat([r.seat for r in self.results], "tour results")
        if self.tour_id is None:  # a game's pool, shared at its end, takes part in its sums
            return self
        for field in ("balance", "settlement"):
            total = sum(getattr(r, field) for r in self.results)
            if total != 0:
                raise ValueError(f"tour {field}s must sum to 0, not {total}")
        return self


class LeaderboardRow(_Row):
    """One human player's totals over the selected deals and finished tours.

    ``net_point`` is the deal payments plus the betdelning settlements of finished tours.
    What a player declared and whisted is their profile's (:class:`PlayerProfile`), not the
    board's.
    """

    player_id: int
    display_name: str
    net_point: int
    deals_played: int
    tours_played: int
    """Finished tours (SV-P11), games written as tours left out (:attr:`TourRow.game`)."""
    tours_won: int
    games_played: int = 0
    """Finished games whose rules keep no tours (each written as a tour of its own)."""
    games_won: int = 0


class ContractStats(_Row):
    """How often a player was the declarer of one contract ("bid" = won the auction with it)."""

    variant: Variant
    contract_id: str
    contract_kind: ContractKind
    bid: int
    made: int


class VariantTotals(_Row):
    """A player's points in one variant: each rule system counts in its own units (a Dawson
    pot game is not Swedish point), so totals are never summed across variants. The fields
    mean what :class:`PlayerProfile`'s of the same names do."""

    variant: Variant
    deals_played: int
    net_point: int
    settlement_point: int = 0
    average_per_deal: float | None
    biggest_win: int | None
    tours_played: int = 0
    """Finished tours in this variant (SV-P11)."""
    tours_won: int = 0
    games_played: int = 0
    """Finished games in this variant whose rules, at their tables, kept no tours (the
    simplified Swedish payment among them): a table's rules, not the variant, decide."""
    games_won: int = 0
    deals_by_others: int = 0
    """Of ``deals_played``, those someone else played in the seat: a computer keeping it
    for the player while away, or, in a finished game, whoever held it before the player
    (:class:`PlayerProfile`)."""
    rule_settings: tuple[dict[str, Any], ...] = ()
    """The settings documents of the tables of this variant where the player held a seat
    (those paying them a deal among them; :attr:`PlayerProfile.sat_at`'s of this variant),
    each once, as stored (the table's own options with them): what the rules there allowed
    (a Dawson table without the whister has none). Empty for totals built by hand."""


class TableRules(_Row):
    """The rules a table was played by: its variant and its stored settings document (the
    table's own options with them)."""

    variant: Variant
    settings: dict[str, Any]


class PlayerProfile(_Row):
    """A human player's statistics in one guild.

    ``average_per_deal`` and ``biggest_win`` cover deal payments only (betdelning is not a
    deal); ``biggest_win`` is None when no deal was won. ``settlement_point`` is the final
    settlements' part of ``net_point`` (betdelning and the like, at the end of a tour or game).
    The point fields sum every variant the player played: meaningful alone only where that is
    one variant; ``variants`` holds them variant by variant, which is what is shown.

    A deal's points are its seat's owner's (``db.stats``): in a finished game, whoever its
    final standings name for the seat (its holder at the end, or the person a computer kept
    it for), their balance holding the deals of whoever held it before, as the end post says;
    in a game still going (or abandoned), the seat's holder at the deal's end.
    ``deals_played`` counts those deals, ``deals_by_others`` those of them someone else played
    in the seat. The contract
    and whist counts hold only the contracts the player bid and the whists they took in
    person (the seat theirs at that move, not a computer's keeping it for them, though they
    stepped away or came back later in the deal); ``deals_handed_on`` counts the deals
    they played in a seat handed on before its game's end, whose points went with it.
    """

    player_id: int
    display_name: str
    deals_played: int
    net_point: int
    settlement_point: int = 0
    average_per_deal: float | None
    biggest_win: int | None
    contracts: tuple[ContractStats, ...]
    trick_contracts_bid: int
    trick_contracts_made: int
    miseres_bid: int
    miseres_made: int
    whists_played: int
    whists_made: int
    tours_played: int
    """Finished tours; games written as tours are counted in ``games_played`` instead."""
    tours_won: int
    games_played: int = 0
    games_won: int = 0
    deals_by_others: int = 0
    deals_handed_on: int = 0
    roles_unrecorded: int = 0
    """Deals of the contract and whist counts played at tables started before who held each
    seat was recorded (``tables.seats_unrecorded``, migration 0024): a computer keeping the seat
    for the player then may have bid or whisted some of them, and nothing says which."""
    roles_handed_on: int = 0
    """The contracts and whists of the counts made in a seat handed on to another member
    during the deal (after the bid or the whist): theirs, but the deal's points the seat's
    holder's at its end, so none of them in the player's points."""
    variants: tuple[VariantTotals, ...] = ()
    sat_at: tuple[TableRules, ...] = ()
    """The rules of every table where the player held a seat (each document once), whoever
    its deals' points went to: a seat handed on before its game's end among them, whose
    variant no block of ``variants`` names. The roles their counts may hold follow them.
    Empty for a profile built by hand."""


class ServerTour(_Row):
    """A finished tour as a server's members know it: ``number`` is its place among the
    server's finished tours in the order they ended (1 for the server's first), not the
    database's id, which every server shares."""

    number: int
    tour_id: int
    table_id: int
    variant: Variant
    game: bool = False
    """A game written as a tour (:attr:`TourRow.game`), or a tour stopped before its end
    (``db.stats.AS_GAME``): named "game", not "tour"."""


class ServerPlayer(_Row):
    """A person with deals in a server's records, as that server knows them: the name they
    last sat down with there, and when they last played there. Someone who has left the
    server is one of them as long as their deals are kept."""

    player_id: int
    display_name: str
    last_played: datetime


class SavedNotice(_Row):
    """A table's live turn notice, handed from a closing process to the next (migration 0008):
    where it is, the seat it calls (None: the turn had moved on, it is to be deleted) and the
    table's sequence number when that turn began."""

    table_id: int
    channel_id: int
    message_id: int
    seat: SeatNo | None
    turn: NonNegativeInt
    user_id: int | None = None
    """The person it calls (migration 0019): one other than the seat's holder now makes it
    stale. None: not known (a row written before 0019)."""


class SavedView(_Row):
    """A player's open hand view, handed from a closing process to the next (migration 0008):
    what edits it (its interaction's webhook token, valid until ``expires_at``) and how."""

    table_id: int
    user_id: int
    message_id: int
    application_id: int
    token: str = Field(min_length=1, repr=False)
    """A secret (anyone holding it may answer as the bot until it expires): kept out of the
    row's repr, so it never reaches a log line through one."""
    guild_id: int | None
    language: str = Field(min_length=1)
    expires_at: datetime
    chosen: str | None = Field(default=None, min_length=1, max_length=100)
    """The contract chosen in the view's select, its bid not yet made (migration 0017),
    written by the Live cog's worker as by a graceful close."""
    chosen_seq: NonNegativeInt | None = None
    """The table's sequence number ``chosen`` was chosen at (migration 0018): the choice is
    given back only while the table is still there. None with a choice: a row a graceful
    close of the version before 0018 wrote, at the state its tables stopped at."""


class Handover(_Row):
    """What a start-up reads back of the previous process's notices and views."""

    notices: tuple[SavedNotice, ...] = ()
    views: tuple[SavedView, ...] = ()


class ConnectionInfo(_Row):
    """The settings in effect on the connection, as SQLite reports them."""

    journal_mode: str
    foreign_keys: bool
    busy_timeout_ms: int
    synchronous: Literal["OFF", "NORMAL", "FULL", "EXTRA"]
    user_version: int
