"""Tables in their places and over time: computers, channels without threads, restarts."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import (
    Table,
    boston,
    bot_of,
    cards_in,
    open_table,
    seated_table,
)


async def test_a_person_plays_a_deal_against_three_computers(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        message, _ = await open_table(harness, north)
        for label in (
            "Computer: random",
            "Computer: heuristic",
            "Computer: random",
        ):
            await (await fake.click(north, message, label=label)).done()
            await harness.settle()
        assert "All seats are taken" in message.text
        await (await fake.click(north, message, label="Start")).done()
        table = Table(harness, message, {north.id: north})
        await table.settle()
        table.held[north.id] = cards_in(await table.open_hand(north))
        assert len(table.held[north.id]) == 13
        result = await table.play_deal(1, check_privacy=True)
        assert "Deal 1" in result.text
        assert "Computer 2 (random)" in message.text


async def test_where_threads_are_not_allowed_the_table_plays_in_the_channel(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        channel = fake.guild.channel("no-threads")
        table = await seated_table(harness, channel)
        assert table.message.thread is None and table.message.channel is channel
        [failed] = fake.failed_requests()
        assert failed.status == 403
        result = await table.play_deal(1)
        assert result.channel is channel


async def test_a_restart_mid_trick_continues_at_the_same_card(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)

        def mid_trick() -> bool:
            """Two cards on the table, after at least one finished trick."""
            view = live.view(1)
            return view is not None and len(view.current_trick) == 2 and len(view.tricks) >= 1

        while not mid_trick():
            user = table.on_turn()
            assert user is not None
            await table.step(user)
        trick_line = next(line for line in table.message.text.splitlines() if "Trick" in line)
        edits = table.message.edits
        seq = live.seq

        await harness.restart_bot()

        reloaded = bot_of(harness).tables.get(table.id)
        assert reloaded is not live and reloaded.seq == seq
        await table.settle()
        # Start-up drew the table message at the same trick: just as the close left it, so
        # it was not edited again (tests/discord/test_restart_edits.py).
        assert table.message.edits == edits
        assert trick_line in table.message.text
        # Old hand views and the old table message keep working after the restart.
        result = await table.play_deal(1, check_privacy=True)
        assert "Deal 1" in result.text
