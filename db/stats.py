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
points. A contract or a whist counts only for who played it in person (:func:`_kept`): a
computer keeping a seat for someone away bids for nobody, though the money is theirs.

Amounts are added in two parts (:func:`_sum`, :func:`_joined`): each game's fit a 64-bit
column (``db.connection.fits_columns``), their sum over a server's games need not, and SQLite's
``SUM`` of integers fails past 2^63 - 1 where PostgreSQL's gives a NUMERIC.

The caller (:class:`db.database.Database`) runs each as one read work; times arrive in stored
form (see :mod:`db.clock`). The SQL is portable (no boolean arithmetic), as both backends run it.
"""

from __future__ import annotations

import json
from typing import Any

from db.connection import Tx
from db.models import ContractStats, LeaderboardRow, PlayerProfile, VariantTotals


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


async def player_profile(tx: Tx, guild_id: int, player_id: int) -> PlayerProfile | None:
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
    # The contracts bid in person: not those of a computer keeping the seat for them.
    contract_rows = await tx.fetch(
        f"""
        SELECT variant, contract_id, contract_kind, COUNT(*) AS bid, SUM(made) AS made
        FROM deal_results AS d
        WHERE declarer_player_id = :player_id AND guild_id = :guild_id
          AND NOT {_kept("d.declarer_seat")}
        GROUP BY variant, contract_id, contract_kind
        """,
        params,
    )
    # Trick contracts by size ('5' < '10' only as numbers), then the misères by name.
    contract_rows.sort(
        key=lambda row: (
            row["variant"],
            row["contract_kind"] != "tricks",
            _leading_number(row["contract_id"]),
            row["contract_id"],
        )
    )
    whist_row = await _one(
        tx,
        f"""
        SELECT COUNT(*), COALESCE(SUM(made), 0) FROM deal_results AS d
        WHERE whister_player_id = :player_id AND guild_id = :guild_id
          AND NOT {_kept("d.whister_seat")}
        """,
        params,
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
    variants = await _variant_totals(tx, params)
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
        whists_played=int(whist_row[0]),
        whists_made=int(whist_row[1]),
        # No finished row at all: the sums are NULL.
        tours_played=int(tour_row["tours_played"] or 0),
        tours_won=int(tour_row["tours_won"] or 0),
        games_played=int(tour_row["games_played"] or 0),
        games_won=int(tour_row["games_won"] or 0),
        deals_by_others=sum(v.deals_by_others for v in variants),
        deals_handed_on=int(handed_row[0]),
        variants=variants,
    )


async def _variant_totals(tx: Tx, params: dict[str, Any]) -> tuple[VariantTotals, ...]:
    """The player's points variant by variant (a tour's settlement in its table's variant,
    a game written as a tour's too: :class:`db.models.TourEnd`) with the tours and the games
    finished and won in each (:data:`TOUR_COUNTS`), the most played first: each rule system
    counts in its own units."""
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
    # (a Dawson table's whister is a setting, DW-P4). Each document once: tables alike in
    # everything are read once.
    ruled_rows = await tx.fetch(
        """
        SELECT DISTINCT tb.variant, tb.settings
        FROM deal_payments AS p
        JOIN tables AS tb ON tb.id = p.table_id
        WHERE p.player_id = :player_id AND tb.guild_id = :guild_id
        ORDER BY tb.variant, tb.settings
        """,
        params,
    )
    ruled: dict[str, list[dict[str, Any]]] = {}
    for row in ruled_rows:
        ruled.setdefault(str(row["variant"]), []).append(json.loads(row["settings"]))
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
