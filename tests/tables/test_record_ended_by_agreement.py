"""A game ended by agreement (SV-M2, ``/boston end``) is exported saying so (RF-2.7,
``ended_after``), and ``/boston import`` and ``python -m bot replay`` settle it exactly as the
table did: betdelning in Swedish Boston (SV-P12), in either payment; the pool shared out in
Boston de Nantes. A record without the field reads as before, and a game still being played is
not exported (its hands are hidden)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.record import RecordError, game_from_record
from bot.i18n import record_reason
from bot.record_export import encoded
from bot.tables import Refused, TableService
from bot.tables.service import LiveTable
from cogs.boston.import_worker import work
from tests.tables.support import (
    CHANNEL,
    GUILD,
    HUMANS,
    human_table,
    open_service,
    play_random_human_move,
)

GAMES = [
    pytest.param("swedish", {"payment": "traditional"}, id="swedish-traditional"),
    pytest.param("swedish", {"payment": "simplified"}, id="swedish-simplified"),
    pytest.param("nantes", {}, id="nantes"),
]


async def _table(service: TableService, variant: str, settings: dict[str, object]) -> LiveTable:
    """Four people at a started table of ``variant``."""
    table = await service.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=1,
        host_name=HUMANS[1],
        variant=variant,
        settings=settings,
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table


async def _ended_after(
    variant: str, settings: dict[str, object], deals: int
) -> tuple[dict[int, int], bytes]:
    """Play ``deals`` deals with random legal moves, end the game by agreement once the next
    deal is dealt, export it: the table's final balances and the exported file."""
    service = await open_service(seed=7)
    table = await _table(service, variant, settings)
    rng = random.Random(3)
    while table.game is not None and table.game.deals.settled < deals:
        await play_random_human_move(service, table, rng)
    assert await service.end_game(table.id, 1) is True
    game = table.game
    assert game is not None and game.final is not None and game.final.net()
    balances = dict(game.balances)
    data = encoded(await service.record(table.id))
    await service.db.close()
    return balances, data


def _import_text(data: bytes) -> str:
    """``/boston import``'s answer: its head and its text (the balances, the protocol)."""
    answer = work(data, "en", "game.json")
    assert "error" not in answer, answer
    return answer["head"] + "\n" + answer["text"]


@pytest.mark.parametrize(("variant", "settings"), GAMES)
async def test_rf_2_7_import_and_replay_settle_an_agreed_end_as_the_table_did(
    variant: str, settings: dict[str, object], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table, data = await _ended_after(variant, settings, deals=2)
    record = json.loads(data)
    assert record["ended_after"] == 2 and len(record["deals"]) == 2
    # The record replayed: the table's final balances, the final settlement included.
    game = game_from_record(record, as_played=True)
    assert game.final is not None and game.balances == table
    # /boston import's answer says them too.
    said = _import_text(data)
    assert said.startswith("The record replays: 2 deals.\nBalances: "), said
    for seat, amount in table.items():
        assert f"{HUMANS[seat]} {amount:+d}" in said, said
    # python -m bot replay: by default, without --settle.
    path = tmp_path / "game.json"
    path.write_bytes(data)
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["balances"] == {str(seat): amount for seat, amount in table.items()}
    assert "settlement" in out


async def test_rf_2_7_a_record_without_the_field_reads_as_before() -> None:
    """The same game's record without ``ended_after`` (as earlier versions wrote it): its
    deals' balances, no final settlement, a deal may follow."""
    _, data = await _ended_after("swedish", {"payment": "traditional"}, deals=2)
    record = json.loads(data)
    del record["ended_after"]
    game = game_from_record(record)
    assert game.final is None and not game.tour_over
    played = sum(entry.settlement.net()[1] for entry in game.deals if entry.settlement)
    assert game.balances[1] == played


@pytest.mark.parametrize("value", [1, 3, "2", True, None])
async def test_rf_2_7_ended_after_must_name_the_last_deal(value: object) -> None:
    _, data = await _ended_after("swedish", {"payment": "traditional"}, deals=2)
    record = json.loads(data)
    record["ended_after"] = value
    with pytest.raises(RecordError) as refused:
        game_from_record(record)
    said = record_reason("en", refused.value)
    assert said == (
        '"ended_after" must be 2, the number of the record\'s last deal, played to its end'
    )


async def test_a_game_still_played_is_not_exported() -> None:
    """Its hands are hidden: the export of a deal in play is refused, field or no field."""
    service = await open_service(seed=7)
    table = await human_table(service)
    rng = random.Random(3)
    await play_random_human_move(service, table, rng)
    assert table.game is not None and table.game.current is not None
    with pytest.raises(Refused) as refused:
        await service.record(table.id)
    assert refused.value.code == "deal_in_play"
    await service.db.close()
