"""A seat that changed hands during a game: the end post gives its holder at the end the seat's
whole balance, the deals of whoever held it before in it ("3. South -220 points = -110,00 kr
(seat 3; South in deal 1, Computer 3 in deal 2, South again from deal 3)"), and that is the
money they pay. ``/boston leaderboard`` and ``/boston stats`` say the same figure: before, they
left out the deal the host's computer played (``/boston replace``), so South read one amount
in the thread and another in her stats, and the game's lines did not add up to zero.

A person who stepped away keeps the money and the place of the deals a computer played for
them, but not its contracts: their record as declarer counts the deals they played in person,
and their stats say how many of their deals someone else played."""

from __future__ import annotations

import re
from pathlib import Path

from tests.discord.driver import (
    Table,
    boston,
    bot_of,
    cards_in,
    replace_seat,
    seated_table,
)

PLAYERS = ("north", "east", "south", "west")
SEED_AWAY = 1
STANDING = re.compile(r"^\d\. (\w+) ([+-]?\d+) points")
BOARD = re.compile(r"^\d\. <@(\d+)> ([+-]?\d+) points · .*deals (\d+)")


def final_standings(table: Table) -> dict[str, int]:
    """Each name's points in the end post's final balances."""
    final = next(m.text for m in table.place.visible_messages() if "Final balances:" in m.text)
    found = (STANDING.match(line) for line in final.splitlines())
    return {m.group(1): int(m.group(2)) for m in found if m is not None}


async def board(table: Table) -> dict[int, tuple[int, int]]:
    """``/boston leaderboard period:tour``: each member's points and deals."""
    fake = table.fake
    asked = await fake.slash(fake.user("north"), "boston leaderboard", {"period": "tour"})
    text = (await asked.message()).text
    found = (BOARD.match(line) for line in text.splitlines())
    return {int(m.group(1)): (int(m.group(2)), int(m.group(3))) for m in found if m is not None}


async def stats_of(table: Table, name: str) -> list[str]:
    fake = table.fake
    asked = await fake.slash(fake.user(name), "boston stats")
    return (await asked.message()).text.splitlines()


async def test_a_seat_given_a_computer_and_back_is_one_figure_everywhere(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3", seed=3) as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"price": 50})).message()
        table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=3"})
        north, south = fake.user("north"), fake.user("south")
        await table.play_deal(1)
        await replace_seat(harness, north, {"seat": 3}, channel=table.place)
        await table.settle()
        await table.play_deal(2)  # the host's computer plays South's seat
        await replace_seat(harness, north, {"seat": 3, "member": south}, channel=table.place)
        await table.settle()
        await table.open_hand(south)
        await table.play_deal(3)
        await table.settle()
        live = bot_of(harness).tables.find(table.id)
        assert live is None or live.game is None or live.game.finished
        final = final_standings(table)
        end = next(m.text for m in table.place.visible_messages() if "Final balances:" in m.text)
        assert (
            "3. South -220 points = -110,00 kr (seat 3; South in deal 1, Computer 3 in deal 2, "
            "South again from deal 3)" in end.splitlines()
        )
        # The host's computer lost 20 in deal 2: a part of South's balance that was nobody's.
        deal_2 = table.result(2)
        assert deal_2 is not None and "Computer 3 (heuristic) -20" in deal_2.text

        ids = {name: fake.user(name).id for name in PLAYERS}
        shown = await board(table)
        assert {name: shown[ids[name]][0] for name in PLAYERS} == {
            name: final[name.capitalize()] for name in PLAYERS
        }
        assert sum(points for points, _ in shown.values()) == 0
        assert shown[ids["south"]][1] == 3  # her seat's three deals, all in her balance
        lines = await stats_of(table, "south")
        points = final["South"]
        assert f"{points:+d} points in 3 deals" in lines, lines
        assert (
            "· 1 of the deals ended by someone else in the seat: in the figures above; "
            "below, only what was bid or whisted in person" in lines
        )


async def test_deals_a_computer_played_for_someone_away_are_their_money_not_their_bids(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3", seed=SEED_AWAY) as harness:
        fake = harness.fake
        table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=4"})
        south = fake.user("south")
        await table.play_deal(1)
        await table.settle()
        await (await fake.click(south, table.views[south.id], label="Let a computer play")).done()
        await table.settle()
        for deal in (2, 3, 4):
            await table.play_deal(deal)
            await table.settle()
        # Deal 4's 5 spel was bid and made by the computer keeping South's seat.
        deal_4 = table.result(4)
        assert deal_4 is not None and "South with West as whister," in deal_4.text
        lines = await stats_of(table, "south")
        # Her money and her game, over all four deals (their seat, their money).
        assert "+270 points in 4 deals" in lines, lines
        assert "Games: 1 played, 1 won" in lines, lines
        assert (
            "· 3 of the deals ended by someone else in the seat: in the figures above; "
            "below, only what was bid or whisted in person" in lines
        )
        # Her record is deal 1, where she whisted; deal 4's contract is nobody's (before:
        # "trick contracts 1/1 made" and "5 spel (liten boston): 1/1").
        assert "· trick contracts 0/0 made" in lines, lines
        assert "As whister: 1/1 made" in lines, lines
        assert not any("5 spel" in line for line in lines), lines


async def test_a_seat_handed_to_another_member_is_the_new_holder_s_result(tmp_path: Path) -> None:
    """East plays deal 1 and the host gives his seat to Kibitzer: the end post gives Kibitzer
    the seat's balance, East's deal in it ("Kibitzer … (seat 2; East through deal 1)"), and so
    do the leaderboard and Kibitzer's stats; East, in no final standing, has none of its
    points, and his stats say why."""
    async with boston(tmp_path / "b.sqlite3", seed=3) as harness:
        fake = harness.fake
        table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=3"})
        north, kibitzer = fake.user("north"), fake.user("kibitzer")
        await table.play_deal(1)
        await replace_seat(harness, north, {"seat": 2, "member": kibitzer}, channel=table.place)
        await table.settle()
        table.users[kibitzer.id] = kibitzer
        table.held[kibitzer.id] = cards_in(await table.open_hand(kibitzer))
        await table.play_deal(2)
        await table.play_deal(3)
        await table.settle()
        final = final_standings(table)
        assert set(final) == {"North", "Kibitzer", "South", "West"}
        shown = await board(table)
        named = {"north": "North", "kibitzer": "Kibitzer", "south": "South", "west": "West"}
        assert {name: shown[fake.user(name).id][0] for name in named} == {
            name: final[shown_as] for name, shown_as in named.items()
        }
        assert fake.user("east").id not in shown
        assert sum(points for points, _ in shown.values()) == 0
        assert shown[kibitzer.id][1] == 3
        kibitzer_lines = await stats_of(table, "kibitzer")
        assert f"{final['Kibitzer']:+d} points in 3 deals" in kibitzer_lines
        assert (
            "· 1 of the deals ended by someone else in the seat: in the figures above; "
            "below, only what was bid or whisted in person" in kibitzer_lines
        )
        east_lines = await stats_of(table, "east")
        # No points of his own: no "0 points in 0 deals, average –" (the line below says why).
        assert not any(" in 0 deals" in line or "Average" in line for line in east_lines)
        assert (
            "1 deal played in a seat handed on before the game's end: its points went to "
            "whoever held the seat at the end" in east_lines
        ), east_lines
