"""Taking back a deal entered wrongly at a scorekeeping table (``TableService.withdraw``): the
game, its statistics and its checkpoint are as if the deal had never been entered, the log
keeps both events, a restart rebuilds the same game, and a refusal or a failed write changes
nothing. The deals are Figure 1's (SV-P, the Swedish protocol's worked example)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from bot.engine.record import RecordError
from bot.tables import NotSaved, Refused, TableChange, TableService
from bot.tables import commit as commit_module
from bot.tables.log import SCORE, WITHDRAW, deals_from_events, game_from_events
from bot.tables.service import LiveTable
from db.errors import StorageError
from tests.support.game_state import game_state
from tests.tables.support import CHANNEL, GUILD, HUMANS, open_service

FIGURE1: dict[str, Any] = json.loads(
    (Path(__file__).parents[1] / "fixtures" / "figure1.json").read_text()
)
RESULTS: list[Mapping[str, object] | str] = [deal["result"] for deal in FIGURE1["deals"]]


async def scorekeeping(service: TableService) -> LiveTable:
    """Four people (player ids 1–4) at a started scorekeeping table."""
    table = await service.create_table(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=1,
        host_name=HUMANS[1],
        options={"mode": "score"},
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    return table


async def entered(
    path: Path | str, results: list[Mapping[str, object] | str]
) -> tuple[TableService, LiveTable]:
    service = await open_service(path)
    table = await scorekeeping(service)
    for result in results:
        await service.score(table.id, 2, result)
    return service, table


async def statistics(service: TableService) -> dict[int, tuple[int, int]]:
    """Each player's deals and net points on the server's leaderboard."""
    board = await service.db.leaderboard(GUILD)
    return {row.player_id: (row.deals_played, row.net_point) for row in board}


async def close(service: TableService) -> None:
    await service.close()
    await service.db.close()


async def test_a_withdrawn_deal_is_gone_from_the_game_and_the_statistics() -> None:
    # The reference: the same table with only the first six deals entered.
    reference, ref_table = await entered(":memory:", RESULTS[:6])
    expected_state = game_state(ref_table.game) if ref_table.game is not None else None
    expected_stats = await statistics(reference)
    await close(reference)

    service, table = await entered(":memory:", RESULTS)
    assert table.game is not None and len(table.game.deals) == 7
    seq = table.seq
    changes: list[TableChange] = []

    async def listen(change: TableChange) -> None:
        changes.append(change)

    service.subscribe(listen)
    assert (await service.withdraw(table.id, 3)).number == 7
    assert table.seq == seq + 1
    assert table.game is not None and game_state(table.game) == expected_state
    assert await statistics(service) == expected_stats
    # The thread hears who took back which deal, and what it was.
    (change,) = changes
    assert (change.kind, change.deal_no, change.seat) == (WITHDRAW, 7, 3)
    assert change.withdrawn is not None and change.withdrawn.number == 7
    # The log keeps the score and its withdrawal; the record has neither.
    kinds = [event.kind for event in await service.db.events(table.id)]
    assert kinds[-2:] == [SCORE, WITHDRAW]
    record = await service.record(table.id)
    assert len(record["deals"]) == 6  # type: ignore[arg-type]
    await close(service)


async def test_the_deal_entered_again_stands_as_if_never_withdrawn() -> None:
    straight, straight_table = await entered(":memory:", RESULTS)
    assert straight_table.game is not None
    expected_state = game_state(straight_table.game)
    expected_stats = await statistics(straight)
    await close(straight)

    # A wrong deal 5 (an all-pass instead of the real result), taken back and entered again.
    service, table = await entered(":memory:", RESULTS[:4])
    await service.score(table.id, 1, "all-pass" if RESULTS[4] != "all-pass" else RESULTS[3])
    assert (await service.withdraw(table.id, 1, deal_no=5)).number == 5
    for result in RESULTS[4:]:
        await service.score(table.id, 2, result)  # deal 5's statistics row is written anew
    assert table.game is not None and game_state(table.game) == expected_state
    assert await statistics(service) == expected_stats
    await close(service)


async def test_deals_are_taken_back_one_after_another_down_to_none() -> None:
    service, table = await entered(":memory:", RESULTS[:2])
    assert (await service.withdraw(table.id, 4)).number == 2
    assert (await service.withdraw(table.id, 4)).number == 1
    assert table.game is not None and not table.game.deals
    assert all(deals == 0 for deals, _ in (await statistics(service)).values())
    with pytest.raises(Refused) as info:
        await service.withdraw(table.id, 4)
    assert info.value.code == "nothing_to_withdraw"
    await close(service)


@pytest.mark.parametrize("with_checkpoint", [True, False])
async def test_a_restart_after_a_withdrawal_rebuilds_the_same_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, with_checkpoint: bool
) -> None:
    path = tmp_path / "b.sqlite3"
    service, table = await entered(path, RESULTS)
    if not with_checkpoint:
        # A game the engine cannot checkpoint: the withdrawal drops the old checkpoint (which
        # holds the deal taken back), so a restart replays the whole log.
        monkeypatch.setattr(commit_module, "deal_boundary", lambda table_id, game: None)
    await service.withdraw(table.id, 2)
    assert table.game is not None
    expected, seq = game_state(table.game), table.seq
    saved = await service.db.checkpoint(table.id)
    assert (saved[0] if saved is not None else None) == (seq if with_checkpoint else None)
    await close(service)

    again = await open_service(path)
    rebuilt = again.get(table.id)
    assert rebuilt.seq == seq
    assert rebuilt.game is not None and game_state(rebuilt.game) == expected
    assert game_state(game_from_events(await again.db.event_log(table.id))) == expected
    await again.score(table.id, 2, RESULTS[-1])  # and it plays on
    assert len(rebuilt.game.deals) == 7
    await close(again)


async def test_a_refusal_changes_nothing() -> None:
    service, table = await entered(":memory:", RESULTS[:3])
    seq, stats = table.seq, await statistics(service)
    cases: list[tuple[int, int | None, str]] = [
        (99, None, "not_seated"),
        (1, 2, "not_last_deal"),  # deal 3 is the last
    ]
    for player, deal, code in cases:
        with pytest.raises(Refused) as info:
            await service.withdraw(table.id, player, deal)
        assert info.value.code == code
    await service.pause(table.id, 1)
    with pytest.raises(Refused) as info:
        await service.withdraw(table.id, 1)
    assert info.value.code == "paused"
    assert table.seq == seq and table.game is not None and len(table.game.deals) == 3
    assert await statistics(service) == stats
    await close(service)


async def test_a_table_that_plays_its_cards_has_nothing_to_withdraw() -> None:
    service = await open_service()
    table = await service.create_table(
        guild_id=GUILD, channel_id=CHANNEL, host_id=1, host_name=HUMANS[1]
    )
    for pid in (2, 3, 4):
        await service.join(table.id, pid, HUMANS[pid])
    await service.start(table.id, 1)
    with pytest.raises(Refused) as info:
        await service.withdraw(table.id, 1)
    assert info.value.code == "not_scorekeeping"
    await close(service)


async def test_a_withdrawal_not_saved_leaves_the_table_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    service, table = await entered(":memory:", RESULTS[:3])
    assert table.game is not None
    before, seq, stats = game_state(table.game), table.seq, await statistics(service)

    async def failing(*args: object, **kwargs: object) -> None:
        raise StorageError("disk full (simulated)")

    monkeypatch.setattr(service.db, "append_event", failing)
    with pytest.raises(NotSaved):
        await service.withdraw(table.id, 1)
    assert table.seq == seq and game_state(table.game) == before
    monkeypatch.undo()
    assert await statistics(service) == stats
    assert (await service.withdraw(table.id, 1)).number == 3  # the retry goes through
    await close(service)


def test_a_withdrawal_with_no_scored_deal_before_it_is_a_broken_log() -> None:
    with pytest.raises(RecordError, match="event 2: a withdrawal with no scored deal"):
        deals_from_events([(WITHDRAW, {"deal": 1})], first=2)
    played = [("deal", {"hands": []}), (WITHDRAW, {"deal": 1})]  # only a scored deal goes back
    with pytest.raises(RecordError, match="event 3: a withdrawal"):
        deals_from_events(played, first=2)
    deals = deals_from_events([(SCORE, {"result": "all-pass"}), (WITHDRAW, {"deal": 1})])
    assert deals == []
