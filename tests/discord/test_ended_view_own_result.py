"""When a game ends, each player's open hand view is redrawn once: besides the pointer to the
result, it keeps that player's own line of the final standings (their place, final balance
in points and, at a table that plays for money, in kronor: SV-M2, betdelning included:
SV-P12), in the words the game's end post gives their seat, and nobody else's."""

from __future__ import annotations

from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, seated_table

PLAYERS = ("north", "east", "south", "sven")
STANDINGS = [
    "1. East +50 points = +25,00 kr",
    "1. South +50 points = +25,00 kr",
    "3. North -50 points = -25,00 kr",
    "3. Sven -50 points = -25,00 kr",
]
"""The end post's standings of a one-deal game for money (50 öre a point) that East and
South won: betdelning included (SV-P12)."""


def end_post(table: Table) -> tuple[str, str]:
    """The ended game's thread as a message mentions it (``<#id>``), and its end post (the
    one with the final balances)."""
    thread = table.message.thread
    assert thread is not None
    final = next(m.text for m in thread.visible_messages() if "Final balances:" in m.text)
    return f"<#{thread.id}>", final


def standing_lines(final: str) -> list[str]:
    """The seats' lines under the end post's "Final balances:"."""
    lines = final.splitlines()
    at = lines.index("Final balances:")
    return [line for line in lines[at + 1 :] if line[:1].isdigit()]


async def test_each_open_view_of_an_ended_game_keeps_its_own_final_line(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"price": 50})).message()
        table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=1"})
        await table.play_deal(1)  # the game's only deal: it ends with betdelning (SV-P12)
        await table.settle()
        place, final = end_post(table)
        assert standing_lines(final) == STANDINGS
        seen = {table.users[uid].username: view for uid, view in table.views.items()}
        ended = f"This game has ended — see the result in {place}.\nYour final balance:\n"
        assert {name: view.text for name, view in seen.items()} == {
            "north": ended + "3. North -50 points = -25,00 kr",
            "east": ended + "1. East +50 points = +25,00 kr",
            "south": ended + "1. South +50 points = +25,00 kr",
            "sven": f"Spelet är slut — se resultatet i {place}.\n"
            "Din slutställning:\n3. Sven -50 point = -25,00 kr",
        }
        for name, view in seen.items():
            assert view.buttons == []
            others = [s for s in standing_lines(final) if name.capitalize() not in s]
            assert not any(line in view.text for line in others), view.text
            # Short for a phone: the pointer's <#id> shows as the thread's name.
            assert all(len(line) <= 44 for line in view.text.splitlines()[1:]), view.text


async def test_a_game_ended_by_agreement_at_a_table_without_a_price_gives_points_only(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=3"})
        await table.play_deal(1)
        await table.settle()
        north = table.users[next(iter(table.users))]
        await end_table(table.fake, north, channel=table.place)  # SV-M2, the agreed stop
        await table.settle()
        place, final = end_post(table)
        for uid, view in table.views.items():
            name = table.users[uid].username.capitalize()
            (line,) = [s for s in standing_lines(final) if name in s]
            pointer, heading, own = view.text.splitlines()
            assert pointer.endswith(f"{place}.")
            assert heading in ("Your final balance:", "Din slutställning:")
            if name == "Sven":
                assert own == line.replace(" points", " point"), view.text
            else:
                assert own == line, view.text
            assert "kr" not in own
