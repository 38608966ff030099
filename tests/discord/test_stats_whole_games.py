"""Statistics after a game whose rules keep no tours (the French family, Dawson), through the
fake Discord: what the game settles at its end (a pool shared out, NT-G4, DW-P7) counts in each
player's points as betdelning does, the finished game rates and is a leaderboard of its own as
a tour is, and a leaderboard asked for no variant shows the variant just played.

The games are short and everybody passes: in Nantes the dealer's deposit stays in the pool and
is shared out at the end, so the final settlement differs from the deals' payments."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.agreed_stop import end_table
from tests.discord.driver import PLAYERS, Table, boston, bot_of, button_ending
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeUser


async def _game(
    harness: BotHarness,
    variant: str = "nantes",
    rules: str = "deals=1 doubles=0",
    *,
    stop_after: int | None = None,
) -> tuple[Table, list[FakeUser]]:
    """Four people play a game of ``variant`` (by default one deal of Boston de Nantes) in
    which everybody passes; with ``stop_after``, the host ends it by agreement (``/boston
    end``) once that many deals are settled."""
    fake = harness.fake
    users = [fake.user(name) for name in PLAYERS]
    place = fake.guild.channel("general")
    before = {m.id for m in place.visible_messages()}
    options = {"variant": variant, "rules": rules}
    await (await fake.slash(users[0], "boston new", options, channel=place)).done()
    message = await fake.wait_for_message(
        place, lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids)
    )
    for user in users[1:]:
        await (await fake.click(user, message, button_ending(message, ":join"))).done()
    await harness.settle()
    await (await fake.click(users[0], message, button_ending(message, ":start"))).done()
    table = Table(harness, message, {u.id: u for u in users})
    await table.settle()
    await table.learn_hands()
    live = bot_of(harness).tables.get(table.id)
    for _ in range(400):
        if live.status == "finished":
            break
        game = live.game
        assert game is not None
        if stop_after is not None and game.deals.settled >= stop_after:
            await end_table(harness.fake, users[0], {"table": table.id})
            await table.settle()
            continue
        user = table.on_turn()
        assert user is not None, table.message.text
        table.first_bid_done = True  # nobody bids: each passes
        await table.step(user)
    assert live.status == "finished", table.message.text
    return table, users


async def _said(harness: BotHarness, user: FakeUser, command: str, **options: object) -> str:
    return (await (await harness.fake.slash(user, command, dict(options))).message()).text


def _final(table: Table) -> dict[str, int]:
    """Each seat's final balance as the table's last message gives it ("North -7 · ..."),
    on a phone's lines: the seats two a line where one line would be too long."""
    lines = table.message.text.splitlines()
    at = max(i for i, line in enumerate(lines) if line.startswith("Balances: "))
    said = lines[at].removeprefix("Balances: ").split(" · ")
    if len(said) < 4:
        said += lines[at + 1].split(" · ")
    parts = (part.rsplit(" ", 1) for part in said)
    return {name: int(points) for name, points in parts}


async def test_the_pool_shared_at_the_end_counts_in_the_stats(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, users = await _game(harness)
        final = _final(table)
        assert sorted(final.values()) != [0, 0, 0, 0], final
        split: list[str] = []
        for user, seat in zip(users, ("North", "East", "South", "West"), strict=True):
            stats = await _said(harness, users[0], "boston stats", member=user)
            points = "0" if final[seat] == 0 else f"{final[seat]:+d}"
            # The final standings' figure, the pool's share included.
            assert f"**Boston de Nantes**\n{points} point" in stats, (seat, final, stats)
            if "· -10 in the deals\n" in stats:  # the dealer's deposit, shared out at the end
                assert f"· {final[seat] + 10:+d} in final settlements\n" in stats, stats
                split.append(stats)
        assert len(split) == 1, final
        stats = split[0]
        assert "Games: 1 played, 0 won" in stats, stats
        # The game is kept as a finished tour of its own, weighing the one deal it played.
        tours = await bot_of(harness).db.tours(table.id)
        assert [(t.length, t.status, t.played_off) for t in tours] == [(1, "finished", 1)]


async def test_a_game_stopped_by_agreement_counts_its_end_s_share(tmp_path: Path) -> None:
    """DW-P7: a game of Dawson's Boston (no agreed number of deals) stopped by agreement
    divides what the pool holds among all four; that share is in each person's points and
    split out, and the game weighs the one deal it played."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, users = await _game(harness, "dawson", "", stop_after=1)
        final = _final(table)
        shared = 0
        for user, seat in zip(users, ("North", "East", "South", "West"), strict=True):
            stats = await _said(harness, users[0], "boston stats", member=user)
            points = "0" if final[seat] == 0 else f"{final[seat]:+d}"
            assert f"**Dawson's Boston**\n{points} point" in stats, (seat, stats)
            shared += " in final settlements\n" in stats
        assert shared == 4, final
        tours = await bot_of(harness).db.tours(table.id)
        assert [(t.length, t.status, t.played_off) for t in tours] == [(1, "finished", 1)]


@pytest.mark.parametrize(
    ("variant", "rules", "name"),
    [
        ("nantes", "deals=2 doubles=1", "Boston de Nantes"),
        ("fontainebleau", "deals=1", "Boston de Fontainebleau"),
        ("russian", "deals=1", "Russian Boston"),
        ("dawson", "deals=2", "Dawson's Boston"),
        ("whisch", "deals=1", "Le Whisch Bostonien"),
        ("mariland", "deals=1", "Mariland"),
        ("american", "deals=1", "American Boston"),
    ],
)
async def test_every_variant_s_stats_give_the_final_standings(
    tmp_path: Path, variant: str, rules: str, name: str
) -> None:
    """Whatever the rules settle at the game's end, each person's points are the final
    standings' figure."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, users = await _game(harness, variant, rules)
        final = _final(table)
        for user, seat in zip(users, ("North", "East", "South", "West"), strict=True):
            stats = await _said(harness, users[0], "boston stats", member=user)
            points = "0" if final[seat] == 0 else f"{final[seat]:+d}"
            assert f"**{name}**\n{points} point" in stats, (seat, final, stats)
            assert "No rating yet" not in stats and "Games: 1 played" in stats, stats


async def test_a_finished_game_rates_and_is_a_leaderboard_of_its_own(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        _, users = await _game(harness)
        stats = await _said(harness, users[1], "boston stats")
        assert "No rating yet" not in stats, stats
        assert "(from 1 game)" in stats, stats
        assert "Rating: everyone starts at 1500. It changes only when a game finishes" in stats
        board = await _said(harness, users[1], "boston leaderboard", period="tour")
        assert board.startswith("**Leaderboard** (game 1) · Boston de Nantes\n"), board
        assert " · games won " in board and " · rating 1" in board, board
        named = await _said(
            harness, users[1], "boston leaderboard", period="tour", variant="nantes"
        )
        assert named.startswith("**Leaderboard** (game 1) · Boston de Nantes\n"), named
        sven = harness.fake.user("sven")
        swedish = await _said(harness, sven, "boston stats", member=users[1])
        assert "(från 1 parti)" in swedish, swedish


async def test_the_leaderboard_shows_the_variant_just_played(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        _, users = await _game(harness)
        board = await _said(harness, users[2], "boston leaderboard")
        assert board.startswith("**Leaderboard** (all time) · Boston de Nantes\n"), board
        assert sum(" · deals 1" in line for line in board.splitlines()) == 4, board
        swedish = await _said(harness, users[2], "boston leaderboard", variant="swedish")
        assert swedish == (
            "No game of Swedish Boston counts here for this leaderboard yet; played here: "
            "Boston de Nantes (choose with `variant:`)."
        ), swedish
