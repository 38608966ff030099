"""Statistics rows of settled deals: with fixed partners (American Boston) the row keeps the
declaring side's tricks (AM-T2, AM-R ``tricks.side``), for played and scored deals alike."""

from __future__ import annotations

from typing import cast

from bot.engine.record import game_from_record, game_to_record
from bot.simulate import simulate
from bot.tables.rows import settled_deal
from db.models import SeatAssignment

SEATS = {
    s: SeatAssignment(seat=s, computer_level="random", display_name=f"C{s}") for s in (1, 2, 3, 4)
}


def test_american_rows_keep_the_sides_tricks() -> None:
    checked = 0
    for seed in range(4):
        game = simulate(8, seed=seed, variant="american", settings={}, level="heuristic")
        for entry in game.deals:
            result = entry.result
            if result is None or result.all_pass or entry.settlement is None:
                continue
            row = settled_deal(game, entry, SEATS, None)
            assert result.partner is not None
            assert row.declarer_tricks == result.side_tricks  # the pair's, AM-T2
            assert row.whister_seat is None and row.whister_tricks == 0
            checked += result.partner_tricks > 0
    assert checked > 5  # deals where the partner's tricks make a difference


def test_a_scored_american_deal_gives_the_same_row() -> None:
    record = game_to_record(simulate(1, seed=3, variant="american", settings={}, level="heuristic"))
    played = game_from_record(record)
    entry = played.deals[0]
    assert entry.result is not None and not entry.result.all_pass
    deal = cast(list[dict[str, object]], record["deals"])[0]
    scored = {
        "contract": entry.result.contract.id if entry.result.contract else None,
        "declarer": entry.result.declarer,
        "turned": deal["turned"],
        "tricks": {"side": entry.result.side_tricks},
    }
    again = game_from_record({**record, "deals": [{"result": scored}]})
    rows = [settled_deal(g, g.deals[0], SEATS, None) for g in (played, again)]
    assert rows[0].declarer_tricks == rows[1].declarer_tricks == entry.result.side_tricks
