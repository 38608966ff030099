"""Statistics queries over the settled rows (deal_results, deal_payments, tours): the
leaderboard and the player profile. Only humans count: computer seats have no player id.
Points are counted per variant (``deal_results.variant``, a tour's table's variant): each rule
system has its own units, so the leaderboard takes one variant and the profile splits by it.
A tour counts once some deal in it was settled (:data:`PLAYED_TOUR`), and is won by rank 1
only where someone ranks below it (:data:`WON`). A game whose rules kept no tours, written as a
tour of its own, counts the same way among games instead (:data:`TOUR_COUNTS`): the row says
which it is (``tours.game``), as its table's rules did, whatever its variant's defaults keep.
So does a tour stopped by agreement before its betar were played off (SV-M2): no tour was
completed, so nobody played or won one (:data:`AS_GAME`).

A deal's points are its seat's owner's (:data:`OWNER`): once its game is finished, the person
its final standings name for the seat (``tour_results``: the holder at the end, or the one a
computer kept the seat for), whose balance there holds the deals of whoever held the seat
before, as the end post and the money in kronor say; while it goes on, the seat's holder at the
deal's end (``deal_payments``, a computer keeping the seat for someone away counting for them).
So a finished tour's lines add up to its balances, and who handed a seat on keeps none of its
points. A contract or a whist counts only for who made it theirs in person, the winning bid or
the whist accepted (:func:`_roles_in_person`): a computer keeping a seat for someone away bids
for nobody, though the money is theirs, and a bid made before its bidder stepped away (or the
seat was given to someone else) mid-deal is still theirs. A table started before seat changes
were kept (``tables.seats_unrecorded``, migration 0024) cannot tell who bid: its counts are
kept, and marked (``PlayerProfile.roles_unrecorded``).

Amounts are added in two parts (:func:`_sum`, :func:`_joined`): each game's fit a 64-bit
column (``db.connection.fits_columns``), their sum over a server's games need not, and SQLite's
``SUM`` of integers fails past 2^63 - 1 where PostgreSQL's gives a NUMERIC.

The caller (:class:`db.database.Database`) runs each as one read work; times arrive in stored
form (see :mod:`db.clock`). The SQL is portable (no boolean arithmetic), as both backends run it.
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from typing import Any, NamedTuple

from db.connection import Tx
from db.models import ContractStats, LeaderboardRow, PlayerProfile, TableRules, VariantTotals


def _filters(
    time_column: str,
    tour_column: str,
    variant_column: str,
    since: str | None,
    until: str | None,
    tour_id: int | None,
    variant: str | None,
) -> str:
    # Conditions are added only when asked for, so the planner sees a plain range it can
    # search the (guild_id, played_at) index with.
    parts: list[str] = []
    if variant is not None:
        parts.append(f"{variant_column} = :variant")
    if since is not None:
        parts.append(f"{time_column} >= :since")
    if until is not None:
        parts.append(f"{time_column} < :until")
    if tour_id is not None:
        parts.append(f"{tour_column} = :tour_id")
    return "".join(f" AND {part}" for part in parts)


async def _one(tx: Tx, sql: str, params: dict[str, Any]) -> Any:
    """The first row, or None (aggregate queries always have one)."""
    return next(iter(await tx.fetch(sql, params)), None)


_PART = 2**32
"""Where an amount is cut in two for :func:`_sum`: either part of a 64-bit amount is below
2^32 in size, so the parts' sums fit 64 bits over fewer than 2^31 rows."""


def _sum(column: str, name: str) -> str:
    """The columns ``{name}_high`` and ``{name}_low``: ``column`` summed over the grouped rows
    as its quotient by :data:`_PART` and its remainder (both truncate toward zero, the sign the
    amount's, on both backends), so no sum outgrows 64 bits however large the total
    (:func:`_joined`). NULL over no rows."""
    return f"SUM({column} / {_PART}) AS {name}_high, SUM({column} % {_PART}) AS {name}_low"


def _joined(row: Any, name: str) -> int:
    """The exact total of :func:`_sum`'s ``name`` in ``row`` (Python's ints have no limit),
    0 over no rows. PostgreSQL's sums arrive as Decimals, whole."""
    high, low = row[f"{name}_high"], row[f"{name}_low"]
    return int(high or 0) * _PART + int(low or 0)


def _count(condition: str) -> str:
    """How many rows meet ``condition``: SQLite could add booleans, PostgreSQL cannot."""
    return f"SUM(CASE WHEN {condition} THEN 1 ELSE 0 END)"


PLAYED_TOUR = (
    "t.status = 'finished' "
    "AND EXISTS (SELECT 1 FROM deal_results AS played WHERE played.tour_id = t.id)"
)
"""A finished tour (or game written as one) of alias ``t`` that counts: one in which some deal
was settled. A tour ended by agreement before any deal was settled was never played: it is
played, won, rated and numbered for nobody."""

WON = (
    "r.rank = 1 AND EXISTS "
    "(SELECT 1 FROM tour_results AS below WHERE below.tour_id = r.tour_id AND below.rank > 1)"
)
"""A result of alias ``r`` that won its tour: rank 1 (a tie for first is shared,
:func:`bot.tables.rows.tour_end`) with some seat ranked below it. Where every seat shares rank
1 nobody beat anybody (the rating scores every pair a draw): no one won."""


AS_GAME = "(t.game = 1 OR (t.played_off IS NOT NULL AND t.played_off < t.length))"
"""A finished row of alias ``t`` that people are told is a game, not a tour: a game written as
a tour (``tours.game``, :attr:`db.models.TourRow.game`), or a tour stopped by agreement before
its ``length`` betar were played off (SV-M2, ``/boston end``): two deals of a tour of 24 are no
tour. A tour that reached its end (SV-P11; an agreed shorter length too) is one, as is a tour
that ended before its count was kept (``played_off`` NULL, migration 0006). Read, not stored,
so the rows written before it are told apart the same way."""

TOUR_COUNTS = ", ".join(
    f"{_count(condition)} AS {name}"
    for condition, name in (
        (f"NOT {AS_GAME}", "tours_played"),
        (f"NOT {AS_GAME} AND {WON}", "tours_won"),
        (AS_GAME, "games_played"),
        (f"{AS_GAME} AND {WON}", "games_won"),
    )
)
"""The columns ``tours_played, tours_won, games_played, games_won`` over grouped rows of
alias ``t`` (tours) and ``r`` (their results): a game written as a tour, and a tour stopped
before its end, are counted among games, not tours (:data:`AS_GAME`). NULL over no rows."""


FINISHED_SEAT = (
    "LEFT JOIN tours AS t ON t.id = d.tour_id AND t.status = 'finished' "
    "LEFT JOIN tour_results AS r ON r.tour_id = t.id AND r.seat = p.seat"
)
"""Joined to a deal ``d`` and one of its payments ``p``: its tour ``t`` where that is
finished, and the seat's final result ``r`` in it (none while the game goes on; a game without
tours is written as one finished tour at its end, :class:`db.models.TourEnd`)."""

OWNER = "CASE WHEN t.id IS NULL THEN p.player_id ELSE r.player_id END"
"""Whose points payment ``p`` is, over :data:`FINISHED_SEAT`: in a finished game, the person
its final standings name for the seat (None: a computer's seat at the end, nobody's), as the
end post gives them its whole balance; in a game still going (or abandoned), who held the
seat at the deal's end (``deal_payments.player_id``)."""


def _kept(seat: str) -> str:
    """Whether a computer held ``seat`` (an expression) of deal ``d`` at its end: the seat's
    last change before the deal's last event (``seat_changes.seq``, the log's last event when
    the seat changed, :mod:`db.repos.seats`) gave it a computer. Where the deal's row names a
    person for that seat, the computer kept it for them while away: the money theirs, the
    moves not. A seat that never changed hands (or changed before the changes were kept,
    migration 0013) has no row and was its holder's."""
    return (
        "((SELECT held.computer_level FROM seat_changes AS held "
        f"WHERE held.table_id = d.table_id AND held.seat = {seat} AND held.seq < d.event_seq "
        "ORDER BY held.seq DESC LIMIT 1) IS NOT NULL)"
    )


def _owned(columns: str) -> str:
    """``columns`` of the payments whose points are player ``:player_id``'s (:data:`OWNER`)
    in guild ``:guild_id``, over deals ``d``, payments ``p``, and ``others``: 1 where someone
    else played that seat of that deal (a computer keeping it, or its holder before them), 0
    where they did. Two parts, each searched by an index: the deals of games still going (or
    abandoned) by the payment's player, those of finished games by the seat's final result
    (the player's own rows first: the unary plus keeps SQLite's planner, which has no
    statistics, from starting at every deal of the server by ``deal_results_by_guild``)."""
    return f"""
        SELECT {columns}, CASE WHEN {_kept("p.seat")} THEN 1 ELSE 0 END AS others
        FROM deal_payments AS p
        JOIN deal_results AS d ON d.table_id = p.table_id AND d.deal_no = p.deal_no
        WHERE p.player_id = :player_id AND d.guild_id = :guild_id
          AND NOT EXISTS (
              SELECT 1 FROM tours AS t WHERE t.id = d.tour_id AND t.status = 'finished'
          )
        UNION ALL
        SELECT {columns},
               CASE WHEN p.player_id IS NULL OR p.player_id <> :player_id OR {_kept("p.seat")}
                    THEN 1 ELSE 0 END AS others
        FROM tour_results AS r
        JOIN tours AS t ON t.id = r.tour_id AND t.status = 'finished'
        JOIN deal_results AS d ON d.tour_id = t.id AND d.table_id = t.table_id
        JOIN deal_payments AS p
          ON p.table_id = d.table_id AND p.deal_no = d.deal_no AND p.seat = r.seat
        WHERE r.player_id = :player_id AND +d.guild_id = :guild_id
    """


def _leading_number(contract_id: str) -> int:
    """A trick contract's size from its id ('10' after '5'); 0 for the misères' names."""
    digits = len(contract_id) - len(contract_id.lstrip("0123456789"))
    return int(contract_id[:digits]) if digits else 0


_LOW = f"((low % {_PART} + {_PART}) % {_PART})"
"""A leaderboard row's point total (``high * _PART + low``, :func:`_sum`) as a whole number of
:data:`_PART` and a remainder from 0 up: ordered by the two, the rows are in the order of their
exact totals, which SQL could not compute in 64 bits."""

_BOARD_COLUMNS = (
    "player_id",
    "display_name",
    "deals_played",
    "tours_played",
    "tours_won",
    "games_played",
    "games_won",
)


async def leaderboard(
    tx: Tx,
    guild_id: int,
    *,
    since: str | None,
    until: str | None,
    tour_id: int | None,
    variant: str | None = None,
    limit: int,
) -> list[LeaderboardRow]:
    # With ``variant``, that rule system's deals and tours alone: each counts in its own
    # units, so totals of two variants are never summed into one.
    deal_filter = _filters("played_at", "tour_id", "variant", since, until, tour_id, variant)
    tour_filter = _filters("t.ended_at", "t.id", "tb.variant", since, until, tour_id, variant)
    sql = f"""
        WITH
        deals AS (
            SELECT table_id, deal_no, tour_id
            FROM deal_results
            WHERE guild_id = :guild_id{deal_filter}
        ),
        owned AS (
            SELECT {OWNER} AS player_id, p.net
            FROM deals AS d
            JOIN deal_payments AS p ON p.table_id = d.table_id AND p.deal_no = d.deal_no
            {FINISHED_SEAT}
        ),
        paid AS (
            SELECT player_id, {_sum("net", "net")}, COUNT(*) AS deals
            FROM owned
            WHERE player_id IS NOT NULL
            GROUP BY player_id
        ),
        toured AS (
            SELECT r.player_id, {TOUR_COUNTS}, {_sum("r.settlement", "settlement")}
            FROM tours AS t
            JOIN tables AS tb ON tb.id = t.table_id
            JOIN tour_results AS r ON r.tour_id = t.id
            WHERE tb.guild_id = :guild_id AND {PLAYED_TOUR}
              AND r.player_id IS NOT NULL{tour_filter}
            GROUP BY r.player_id
        ),
        everyone AS (SELECT player_id FROM paid UNION SELECT player_id FROM toured),
        scored AS (
            SELECT e.player_id,
                   pl.display_name,
                   COALESCE(paid.net_high, 0) + COALESCE(toured.settlement_high, 0) AS high,
                   COALESCE(paid.net_low, 0) + COALESCE(toured.settlement_low, 0) AS low,
                   COALESCE(paid.deals, 0) AS deals_played,
                   COALESCE(toured.tours_played, 0) AS tours_played,
                   COALESCE(toured.tours_won, 0) AS tours_won,
                   COALESCE(toured.games_played, 0) AS games_played,
                   COALESCE(toured.games_won, 0) AS games_won
            FROM everyone AS e
            JOIN guild_players AS pl ON pl.guild_id = :guild_id AND pl.player_id = e.player_id
            LEFT JOIN paid ON paid.player_id = e.player_id
            LEFT JOIN toured ON toured.player_id = e.player_id
        )
        SELECT player_id, display_name, deals_played,
               tours_played, tours_won, games_played, games_won,
               high + (low - {_LOW}) / {_PART} AS point_high,
               {_LOW} AS point_low
        FROM scored
        ORDER BY point_high DESC, point_low DESC, deals_played DESC, player_id
        LIMIT :limit
    """
    params: dict[str, Any] = {
        "guild_id": guild_id,
        "since": since,
        "until": until,
        "tour_id": tour_id,
        "variant": variant,
        "limit": limit,
    }
    rows = await tx.fetch(sql, params)
    return [
        LeaderboardRow.model_validate(
            {**{key: row[key] for key in _BOARD_COLUMNS}, "net_point": _joined(row, "point")}
        )
        for row in rows
    ]


RoleOf = Callable[[dict[str, Any]], tuple[int, str | None, bool]]
"""What a deal's stored action (its log's ``action`` payload) says of the deal's roles: its
seat, the role it takes (``"declarer"``, ``"whister"``; None: none) and whether it closes
their taking (the first card). The rules' answer, ``bot.engine.actions.stored_role``, which the
caller gives the profile: the database knows no rule, and the score sheet
(``bot.sheet.role_move``) asks the same."""


async def player_profile(
    tx: Tx, guild_id: int, player_id: int, role_of: RoleOf
) -> PlayerProfile | None:
    """A player's statistics in the guild; None if the player was never recorded. ``role_of``
    reads a deal's moves where who took a role decides (:func:`_roles_in_person`)."""
    params = {"guild_id": guild_id, "player_id": player_id}
    # The name they go by here: none, and no profile, for someone who never sat down here.
    player = await _one(
        tx,
        "SELECT display_name FROM guild_players "
        "WHERE guild_id = :guild_id AND player_id = :player_id",
        params,
    )
    if player is None:
        return None
    # Played in a seat handed on before its game's end: its points went with the seat.
    handed_row = await _one(
        tx,
        f"""
        SELECT COUNT(*) FROM deal_payments AS p
        JOIN deal_results AS d ON d.table_id = p.table_id AND d.deal_no = p.deal_no
        JOIN tours AS t ON t.id = d.tour_id AND t.status = 'finished'
        JOIN tour_results AS r ON r.tour_id = t.id AND r.seat = p.seat
        WHERE p.player_id = :player_id AND d.guild_id = :guild_id
          AND (r.player_id IS NULL OR r.player_id <> :player_id)
          AND NOT {_kept("p.seat")}
        """,
        params,
    )
    # The contracts bid and the whists taken in person, by who held the seat at that move.
    roles = await _roles_in_person(tx, params, role_of)
    counted: dict[tuple[str, str, str], list[int]] = {}
    for deal in roles.declared:
        key = (deal.variant, deal.contract_id, deal.contract_kind)
        counted.setdefault(key, []).append(1 if deal.made else 0)
    contract_rows: list[dict[str, Any]] = [
        {
            "variant": variant,
            "contract_id": contract_id,
            "contract_kind": kind,
            "bid": len(made),
            "made": sum(made),
        }
        for (variant, contract_id, kind), made in counted.items()
    ]
    # Trick contracts by size ('5' < '10' only as numbers), then the misères by name.
    contract_rows.sort(
        key=lambda row: (
            row["variant"],
            row["contract_kind"] != "tricks",
            _leading_number(row["contract_id"]),
            row["contract_id"],
        )
    )
    tour_row = await _one(
        tx,
        f"""
        SELECT {TOUR_COUNTS}, {_sum("r.settlement", "settled")}
        FROM tour_results AS r
        JOIN tours AS t ON t.id = r.tour_id
        JOIN tables AS tb ON tb.id = t.table_id
        WHERE r.player_id = :player_id AND tb.guild_id = :guild_id
          AND {PLAYED_TOUR}
        """,
        params,
    )
    settled = _joined(tour_row, "settled")
    # The deals' totals are the variants' added up: their payments are read once.
    sat_at = await _sat_at(tx, params)
    variants = await _variant_totals(tx, params, sat_at)
    deals = sum(v.deals_played for v in variants)
    deal_net = sum(v.net_point - v.settlement_point for v in variants)
    best = max((v.biggest_win for v in variants if v.biggest_win is not None), default=None)
    contracts = tuple(ContractStats.model_validate(dict(row)) for row in contract_rows)
    tricks = [c for c in contracts if c.contract_kind == "tricks"]
    miseres = [c for c in contracts if c.contract_kind == "misere"]
    return PlayerProfile(
        player_id=player_id,
        display_name=player["display_name"],
        deals_played=deals,
        net_point=deal_net + settled,
        settlement_point=settled,
        average_per_deal=deal_net / deals if deals else None,
        biggest_win=best,
        contracts=contracts,
        trick_contracts_bid=sum(c.bid for c in tricks),
        trick_contracts_made=sum(c.made for c in tricks),
        miseres_bid=sum(c.bid for c in miseres),
        miseres_made=sum(c.made for c in miseres),
        whists_played=len(roles.whisted),
        whists_made=sum(1 for deal in roles.whisted if deal.made),
        roles_unrecorded=len({(d.table_id, d.deal_no) for d in roles.unrecorded}),
        roles_handed_on=len(roles.handed_on),
        # No finished row at all: the sums are NULL.
        tours_played=int(tour_row["tours_played"] or 0),
        tours_won=int(tour_row["tours_won"] or 0),
        games_played=int(tour_row["games_played"] or 0),
        games_won=int(tour_row["games_won"] or 0),
        deals_by_others=sum(v.deals_by_others for v in variants),
        deals_handed_on=int(handed_row[0]),
        variants=variants,
        sat_at=sat_at,
    )


async def _sat_at(tx: Tx, params: dict[str, Any]) -> tuple[TableRules, ...]:
    """The rules of the tables where the player held a seat (:data:`_THEIR_TABLES`), each
    variant and settings document once: a seat handed on before its game's end leaves its
    variant in no totals of theirs, yet the roles they could take there were its rules'."""
    rows = await tx.fetch(_SAT_AT, params)
    return tuple(
        TableRules(variant=str(row["variant"]), settings=json.loads(row["settings"]))
        for row in rows
    )


async def _variant_totals(
    tx: Tx, params: dict[str, Any], sat_at: tuple[TableRules, ...]
) -> tuple[VariantTotals, ...]:
    """The player's points variant by variant (a tour's settlement in its table's variant,
    a game written as a tour's too: :class:`db.models.TourEnd`) with the tours and the games
    finished and won in each (:data:`TOUR_COUNTS`), the most played first: each rule system
    counts in its own units. ``sat_at`` (:func:`_sat_at`) gives each its tables' rules."""
    deal_rows = await tx.fetch(
        f"""
        SELECT variant, COUNT(*) AS deals, {_sum("net", "net")},
               MAX(net) AS best, SUM(others) AS others
        FROM ({_owned("d.variant, p.net")}) AS owned
        GROUP BY variant
        """,
        params,
    )
    settled_rows = await tx.fetch(
        f"""
        SELECT tb.variant, {_sum("r.settlement", "settled")}, {TOUR_COUNTS}
        FROM tour_results AS r
        JOIN tours AS t ON t.id = r.tour_id
        JOIN tables AS tb ON tb.id = t.table_id
        WHERE r.player_id = :player_id AND tb.guild_id = :guild_id
          AND {PLAYED_TOUR}
        GROUP BY tb.variant
        """,
        params,
    )
    # The rules each table was played by: the roles a player's counts may hold follow them
    # (a Dawson table's whister is a setting, DW-P4). Each document once, from the tables
    # where they held a seat (those paying them a deal among them), read once for the profile.
    ruled: dict[str, list[dict[str, Any]]] = {}
    for table in sat_at:
        ruled.setdefault(table.variant, []).append(table.settings)
    settled = {str(row["variant"]): _joined(row, "settled") for row in settled_rows}
    toured = {str(row["variant"]): row for row in settled_rows}
    dealt = {str(row["variant"]): row for row in deal_rows}
    totals: list[VariantTotals] = []
    for variant in dealt.keys() | settled.keys():
        row = dealt.get(variant)
        deals = int(row["deals"]) if row is not None else 0
        net = _joined(row, "net") if row is not None else 0
        best = row["best"] if row is not None else None
        ended = toured.get(variant)
        totals.append(
            VariantTotals(
                variant=variant,
                deals_played=deals,
                net_point=net + settled.get(variant, 0),
                settlement_point=settled.get(variant, 0),
                average_per_deal=net / deals if deals else None,
                biggest_win=best if best is not None and best > 0 else None,
                tours_played=int(ended["tours_played"]) if ended is not None else 0,
                tours_won=int(ended["tours_won"]) if ended is not None else 0,
                games_played=int(ended["games_played"]) if ended is not None else 0,
                games_won=int(ended["games_won"]) if ended is not None else 0,
                deals_by_others=int(row["others"] or 0) if row is not None else 0,
                rule_settings=tuple(ruled.get(variant, ())),
            )
        )
    totals.sort(key=lambda total: (-total.deals_played, total.variant))
    return tuple(totals)


class _Role(NamedTuple):
    """A contract bid or a whist taken, in a deal of table ``table_id``."""

    table_id: int
    deal_no: int
    variant: str
    contract_id: str
    contract_kind: str
    made: bool


class _Roles(NamedTuple):
    """A player's contracts bid and whists taken in person (:func:`_roles_in_person`), and
    which of them were at a table whose seats' holders are not all known
    (``tables.seats_unrecorded``, migration 0024), and which in a deal whose row names
    another member for the seat (handed on after the move: the points theirs)."""

    declared: list[_Role]
    whisted: list[_Role]
    unrecorded: list[_Role]
    handed_on: list[_Role]


_THEIR_TABLES = (
    "SELECT p.table_id FROM deal_payments AS p WHERE p.player_id = :player_id "
    "UNION SELECT c.table_id FROM seat_changes AS c WHERE c.player_id = :player_id"
)
"""The tables where the player held a seat at some time: those paying them a deal (a seat
kept for them while away among them), and those whose seat changes name them (a seat they
held for part of a deal, though its end was someone else's)."""

_SAT_AT = f"""
    SELECT DISTINCT tb.variant, tb.settings
    FROM tables AS tb
    WHERE +tb.guild_id = :guild_id AND tb.id IN ({_THEIR_TABLES})
    ORDER BY tb.variant, tb.settings
"""
"""The rules of the player's tables in the guild (:func:`_sat_at`). Started from the
player's own rows (:data:`_THEIR_TABLES`, by ``deal_payments_by_player`` and
``seat_changes_by_player``), each table then found by its key: the unary plus keeps SQLite's
planner, which has no statistics, from starting at every table of the server by
``tables_by_guild``, a cost that grows with the server, not with the player."""

_DEAL_OPENERS = ("deal", "score")
"""The log's events that begin a deal (``bot.tables.log``): a played deal's ``deal``, whose
moves follow as ``action`` events, and a scored deal's ``score``, all of it in one event."""


_Changes = tuple[list[int], list[int | None]]
"""A seat's changes (``seat_changes``) in order: their ``seq``, and who held the seat after
each (None: a computer), the seq-0 row first where there is one."""


def _holder(
    changes: _Changes, seq: int, named: int | None, *, unrecorded: bool, end: int
) -> int | None:
    """Who held a seat when the log's event ``seq`` (of the deal whose last event is ``end``)
    was applied: the person of its last change before (None: a computer), written
    with the log's last event then (``seat_changes.seq``, :mod:`db.repos.seats`); ``named``
    (the deal row's person) where it never changed.

    At a table started before the changes were kept (``unrecorded``, migration 0024) the seq-0
    row names who held the seat at its first change kept, not from the start: a change before
    0013 left no trace. Before that change the deal's row is believed, as before the moves
    were read, except in the deal in which that first change was made (no untraced change
    falls after it)."""
    seqs, holders = changes
    if not seqs:
        return named
    before = bisect_left(seqs, seq)  # how many changes were written before event ``seq``
    if before == 0:
        return holders[0]
    first_kept = seqs[1] if len(seqs) > 1 else end
    if unrecorded and before == 1 and seqs[0] == 0 and first_kept >= end:
        return named  # the seq-0 row's holder may have come by an untraced change
    return holders[before - 1]


_Move = tuple[int, tuple[int, str | None, bool]]
"""A deal's move as :func:`_deal_logs` reads it: its event's ``seq`` and what it says of the
deal's roles (:data:`RoleOf`)."""


def _role_move(moves: list[_Move], seat: int, role: str) -> int | None:
    """The event by which ``seat`` took ``role`` in a deal's ``moves`` (in order): the last
    move of the seat's that takes it before the first card, as ``bot.sheet.role_move`` finds it
    (the declarer's winning bid is its last bid, no bid following the winning one); None
    where the deal has none (a partner fixed by the seating, AM-T2). Which move takes which
    role is the rules' (:data:`RoleOf`)."""
    found = None
    for seq, (by, taken, closes) in moves:
        if closes:
            break  # every role is taken before the first card
        if by == seat and taken == role:
            found = seq
    return found


def _credit(
    roles: _Roles, role: _Role, part: str, *, unrecorded: bool, named: int | None, player_id: int
) -> None:
    """Count ``role`` as the player's ``part`` (the declarer's or the whister's), marked
    where its table's seats are not all known, and said where the deal's row names another
    member for the seat (:class:`_Roles`)."""
    (roles.declared if part == "declarer" else roles.whisted).append(role)
    if unrecorded:
        roles.unrecorded.append(role)
    if named != player_id:  # another member, or a computer given the seat (None)
        roles.handed_on.append(role)


async def _roles_in_person(tx: Tx, params: dict[str, Any], role_of: RoleOf) -> _Roles:
    """The contracts player ``:player_id`` bid and the whists they took in guild
    ``:guild_id``, each in person: the seat theirs at the move that made it theirs (the
    winning bid; the whist accepted, or the support), not a computer's keeping it for them
    while away, nor another member's given the seat. So a contract bid before its bidder
    stepped away mid-deal is theirs, and one a computer bid for them before they came back is
    nobody's, as a club would write it. A seat that changed hands during a deal is read in
    the deal's moves (the log), few deals do; any other is its holder's at the deal's end. A
    role no move gave (a partner fixed by the seating) is theirs only where they held the
    seat the whole deal.

    A few reads whatever the player's record (a heavy player has thousands of deals): the
    deals whose row or seat changes name them for the declarer's or the whister's seat (with
    where the table's deal before ended, ``since``), their tables' seat changes, and the
    auctions of only the deals in which the player held such a seat for part of the deal
    (:func:`_deal_logs`, read by ``role_of``), each deal counted in one pass."""
    # The unary plus: the tables' deals by primary key, not every deal of the server by
    # ``deal_results_by_guild`` (as in :func:`_owned`).
    rows = await tx.fetch(
        f"""
        SELECT d.table_id, d.deal_no, d.event_seq, d.variant, d.contract_id, d.contract_kind,
               d.made, d.declarer_seat, d.whister_seat, d.declarer_player_id,
               d.whister_player_id, tb.seats_unrecorded,
               (SELECT b.event_seq FROM deal_results AS b
                WHERE b.table_id = d.table_id AND b.deal_no < d.deal_no
                ORDER BY b.deal_no DESC LIMIT 1) AS since
        FROM deal_results AS d
        JOIN tables AS tb ON tb.id = d.table_id
        WHERE +d.guild_id = :guild_id AND d.contract_id IS NOT NULL
          AND d.table_id IN ({_THEIR_TABLES})
          AND (d.declarer_player_id = :player_id OR d.whister_player_id = :player_id
               OR EXISTS (
                   SELECT 1 FROM seat_changes AS c
                   WHERE c.table_id = d.table_id AND c.player_id = :player_id
                     AND c.seat IN (d.declarer_seat, d.whister_seat)
               ))
        ORDER BY d.table_id, d.deal_no
        """,
        params,
    )
    changed: dict[tuple[int, int], _Changes] = {}
    for row in await tx.fetch(
        f"""
        SELECT c.table_id, c.seat, c.seq, c.player_id FROM seat_changes AS c
        WHERE c.table_id IN ({_THEIR_TABLES})
        ORDER BY c.table_id, c.seat, c.seq
        """,
        params,
    ):
        seqs, holders = changed.setdefault((int(row["table_id"]), int(row["seat"])), ([], []))
        seqs.append(int(row["seq"]))
        holders.append(row["player_id"])
    # Most deals had one holder of each seat throughout: whose it was at the end (no change
    # of the seat after the table's deal before, ``since``), or the same person for every
    # change in it. Only where the player held the declarer's or the whister's seat for
    # part of a deal does the move decide: its log is read (those deals alone).
    player_id = params["player_id"]
    roles = _Roles([], [], [], [])
    pending: list[tuple[_Role, str, int, int | None, _Changes, bool, int]] = []
    spans: dict[tuple[int, int], tuple[int, int]] = {}
    for row in rows:
        (table_id, deal_no, end, variant, contract_id, kind, made) = row[:7]
        (declarer, whister, declarer_named, whister_named, unrecorded, since) = row[7:]
        role: _Role | None = None
        since, unrecorded = since or 0, bool(unrecorded)
        for part, seat, named in (
            ("declarer", declarer, declarer_named),
            ("whister", whister, whister_named),
        ):
            if seat is None:
                continue
            changes = changed.get((table_id, seat))
            holder = named
            if changes is not None:
                seqs, holders = changes
                first, last = bisect_right(seqs, since), bisect_left(seqs, end)
                holder = _holder(
                    changes,
                    since + 1 if first < last else end,
                    named,
                    unrecorded=unrecorded,
                    end=end,
                )
                mine = {holder == player_id, *(h == player_id for h in holders[first:last])}
                if len(mine) > 1:  # theirs for part of it: the move decides
                    role = role or _Role(table_id, deal_no, variant, contract_id, kind, bool(made))
                    pending.append((role, part, seat, named, changes, unrecorded, end))
                    spans[(table_id, deal_no)] = (since, end)
                    continue
            if holder == player_id:
                role = role or _Role(table_id, deal_no, variant, contract_id, kind, bool(made))
                _credit(roles, role, part, unrecorded=unrecorded, named=named, player_id=player_id)
    logs = await _deal_logs(tx, spans, role_of)
    for role, part, seat, named, changes, unrecorded, end in pending:
        began, moves = logs[(role.table_id, role.deal_no)]
        seqs, holders = changes
        during = holders[bisect_left(seqs, began) : bisect_left(seqs, end)]
        move = _role_move(moves, seat, part) if during else end
        if move is not None:  # the holder at that move (one for the whole deal: at its end)
            held = [_holder(changes, move, named, unrecorded=unrecorded, end=end)]
        else:
            start = _holder(changes, began + 1, named, unrecorded=unrecorded, end=end)
            held = [start, *during]
        if all(holder == player_id for holder in held):
            _credit(roles, role, part, unrecorded=unrecorded, named=named, player_id=player_id)
    return roles


_SPANS_PER_READ = 200
"""Deals whose log :func:`_deal_logs` reads in one query. Their ranges are a chain of ``OR``
terms, and SQLite refuses an expression deeper than 1,000 ("Expression tree is too large"):
about 500 fit, so 200 leaves room; more per read was no quicker (a review's timing)."""

_WINDOWS = (8, 32)
"""Events of a deal's log :func:`_deal_logs` reads first from its start, and then at a time:
its opening event and a short auction fit in the first, a long one in the next, the cards
(most of a log) are not read."""


async def _deal_logs(
    tx: Tx, spans: dict[tuple[int, int], tuple[int, int]], role_of: RoleOf
) -> dict[tuple[int, int], tuple[int, list[_Move]]]:
    """For each deal ``(table_id, deal_no)`` of ``spans``, whose events lie after the log's
    event ``since`` up to ``end`` (``(since, end)``, the table's deal before ending at
    ``since``): the event that began it (its last opener, :data:`_DEAL_OPENERS`; ``end`` if
    none) and its moves after that up to its first card, in order, each as ``role_of`` reads
    its payload (:data:`_Move`).

    Every role is taken before the first card (:func:`_role_move`), and a played deal, once
    its first card is down, is the last to begin before ``end`` (it ends with the row at
    ``end``; a ``withdraw`` takes back only a scored deal, which has no cards). So each deal's
    log is read from its start a few events at a time (:data:`_WINDOWS`), by the log's primary key,
    until its first card after an opener (or ``end``): a few queries for all the deals, and
    only the moves' payloads (an opener's holds the hands), a deal's cards after its first
    are not parsed. PostgreSQL's payload arrives as text too."""
    kinds = ", ".join(f"'{kind}'" for kind in (*_DEAL_OPENERS, "action"))
    found: dict[tuple[int, int], tuple[int, list[_Move]]] = {
        key: (end, []) for key, (_, end) in spans.items()
    }
    read = {key: since for key, (since, _) in spans.items()}  # read up to this event
    window = _WINDOWS[0]
    while read:
        ordered = sorted(read.items())
        for first in range(0, len(ordered), _SPANS_PER_READ):
            chunk = ordered[first : first + _SPANS_PER_READ]
            params: dict[str, Any] = {}
            ranges: list[str] = []
            for n, ((table_id, deal_no), after) in enumerate(chunk):
                upto = min(after + window, spans[(table_id, deal_no)][1])
                params |= {f"t{n}": table_id, f"a{n}": after, f"b{n}": upto}
                ranges.append(f"(e.table_id = :t{n} AND e.seq > :a{n} AND e.seq <= :b{n})")
            events = await tx.fetch(
                "SELECT e.table_id, e.seq, e.kind, "
                "CASE WHEN e.kind = 'action' THEN e.payload END AS payload FROM events AS e "
                f"WHERE e.kind IN ({kinds}) AND ({' OR '.join(ranges)}) "
                "ORDER BY e.table_id, e.seq",
                params,
            )
            # The chunk's deals are in order and apart: each event falls in the first one of
            # its table read up to it or beyond.
            uptos = [
                (table_id, min(after + window, spans[(table_id, deal_no)][1]))
                for (table_id, deal_no), after in chunk
            ]
            done: set[tuple[int, int]] = set()
            for table_id, seq, kind, payload in events:
                key = chunk[bisect_left(uptos, (table_id, seq))][0]
                if key in done:
                    continue
                if kind != "action":
                    found[key] = (seq, [])  # the deal begins again: what came before was not it
                    continue
                move = role_of(json.loads(payload) if isinstance(payload, str) else payload)
                began, moves = found[key]
                moves.append((seq, move))
                _, _, closes = move
                if closes and began != spans[key][1]:
                    done.add(key)  # its first card after its opener: all its roles are taken
            for (key, _), (_, upto) in zip(chunk, uptos, strict=True):
                if key in done or upto >= spans[key][1]:
                    del read[key]
                else:
                    read[key] = upto
        window = _WINDOWS[1]
    return found
