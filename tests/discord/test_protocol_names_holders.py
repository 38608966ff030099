"""A table's protocol names a seat as the thread's final standings do once it changed hands
(RF-2.6): the columns, the balances and the score sheet's key by the seat's holder now, the
balances saying who held it before and until which deal, as the standings say it; each deal's
words by who took each part in it ("East + Kibitzer" for the deal the seat was given away
in, the kibitzer having answered the whist). The seat-change line under the balances still
lists every holder.

Before: the protocol named each seat's first player everywhere ("Balances: … South +40",
column "3 South", "East + South" for every deal), while the standings said "Kibitzer +40
points (seat 3; South through deal 2)"."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.support.fake_model import FakeMessage

LINE = "Seat 3: South; Kibitzer from deal 2, during the auction"
HELD = "(seat 3; South through deal 1 and part of deal 2)"


def _sheet(answer: FakeMessage) -> list[str]:
    sheet = next(a for a in answer.attachments if a.filename.endswith(".txt"))
    return sheet.data.decode().splitlines()


async def _step(table: Table) -> None:
    user = table.on_turn()
    assert user is not None
    await table.step(user)


async def _end(table: Table, table_id: int) -> None:
    """``/boston end`` by the host, its question (where it asks one) answered yes."""
    fake, north = table.fake, table.fake.user("north")
    answer = await (await fake.slash(north, "boston end", {"table": table_id})).message()
    yes = [c for c in answer.custom_ids if c.startswith("boston:end:") and c.endswith(":yes")]
    if yes:
        await (await fake.click(north, answer, yes[0])).done()


async def test_the_protocol_names_the_seat_as_the_standings_do(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        table_id = table.id
        north, kibitzer = fake.user("north"), fake.user("kibitzer")
        await table.play_deal(1)  # East + South
        # Deal 2 (East + South again): three calls, then South's seat goes to the kibitzer.
        await table.learn_hands()
        for _ in range(3):
            await _step(table)
        await replace_seat(harness, north, {"seat": 3, "member": kibitzer})
        await table.settle()
        table.users[kibitzer.id] = kibitzer
        table.held[kibitzer.id] = set()  # the test plays their cards without knowing them
        await table.play_deal(2)
        await table.learn_hands()
        await _step(table)

        # During the game: the Protocol button names the holder now.
        live = await (await fake.click(north, table.message, label="Protocol")).message()
        title, *head = live.text.splitlines()
        assert title == f"**Boston · table {table_id}**", live.text
        # The balances broken for a phone (the table message's way), the seat's part whole.
        at = head.index(LINE)
        balances = " · ".join(head[:at])
        assert head[0].startswith("Balances: North "), live.text
        assert " · Kibitzer " in balances and f" {HELD} · West " in balances, balances
        assert any(line.startswith("Kibitzer ") and HELD in line for line in head[:at]), head
        assert "South" not in balances.replace(HELD, "")
        assert "1 North  2 East      3 Kibitzer  4 West" in head, live.text

        # After it: ended by agreement during deal 3, then /boston protocol.
        await _end(table, table_id)
        await table.play_deal(3)
        await harness.settle()
        assert bot_of(harness).tables.find(table_id) is None
        standings = next(
            m.text for m in reversed(table.place.visible_messages()) if "Final balances" in m.text
        )
        assert f"Kibitzer +40 points {HELD}" in standings
        after = await (await fake.slash(north, "boston protocol", {"table": table_id})).message()
        title, *lines = after.text.splitlines()
        assert title == f"**Boston · table {table_id}**", after.text
        assert lines[:4] == [
            "Balances: North -40 · East -90",
            f"Kibitzer +40 {HELD}",
            "West +90",
            LINE,
        ], after.text
        assert "1 North  2 East      3 Kibitzer  4 West" in lines, after.text
        sheet = _sheet(after)
        assert sheet[:4] == [f"Boston · table {table_id}", "", LINE, ""], sheet[:6]
        assert "3 = Kibitzer" in sheet and "3 = South" not in sheet
        assert sheet[sheet.index("4 = West") + 1].startswith("Deal │ 1 North  2 East  3 Kibi")
        words = "\n".join(sheet)
        # Deal 1 was South's; deal 2 South's auction, then the kibitzer's; deal 3 not theirs.
        deal_1 = words.split("\n    1 ")[1].split("\n    2 ")[0]
        deal_2 = words.split("\n    2 ")[1].split("\n    3 ")[0]
        assert "East + South: 5 spel" in deal_1 and "Kibi" not in deal_1, deal_1
        # The whist was answered after the handover: the part was the kibitzer's, as the
        # deal's result post names it, though South bid in its auction.
        assert "East + Kibitzer:" in " ".join(deal_2.split()), deal_2
        assert harness.problems() == []
