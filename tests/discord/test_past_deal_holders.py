"""A seat handed to someone else after deal 1 (``/boston replace``): what the club sees of
deal 1 still names who played it, in the table message ("Last trick of deal 1: … East 7♠")
and in the hand views ("Previous deal: **Deal 1** (dealer East)"), and the same after a restart.

Before: those lines named the seat's holder now ("(dealer Kibitzer)", "Kibitzer 7♠")."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, replace_seat, seated_table


def _line(text: str, start: str) -> str:
    found = [line for line in text.splitlines() if line.startswith(start)]
    assert len(found) == 1, text
    return found[0]


async def test_deal_one_names_who_played_it_after_a_replace(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        await table.play_deal(1)
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        seat = live.game.deals[0].dealer
        old = live.seats[seat].display_name
        holder = live.seats[seat].player_id
        north = next(u for u in (fake.user(n) for n in ("north", "south")) if u.id != holder)
        kibitzer = fake.user("kibitzer")
        options = {"seat": seat, "member": kibitzer, "table": table.id}
        await replace_seat(harness, fake.owner, options)
        await table.settle()
        assert live.seats[seat].display_name == "Kibitzer"

        for restarted in (False, True):
            if restarted:
                await harness.restart_bot()
                await table.settle()
            view = await table.refresh(north)
            last = _line(view.text, "Previous deal: ")
            # The dealer's phrase on the line under the head (a phone's width each).
            said = f"Previous deal: **Deal 1**\ndealer {old}:"
            assert said in view.text and "Kibitzer" not in last, view.text
            trick = _line(table.message.text, "Last trick of deal 1: ")
            assert old in trick and "Kibitzer" not in trick, trick
        assert harness.problems() == []
