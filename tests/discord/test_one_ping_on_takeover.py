"""A seat given to someone (``/boston replace``) calls its new holder once.

The line "Seat 2: <@Kim> takes over from <@East>." calls Kim (they may not know yet) and
East (who loses a seat). Where the seat is on turn, Kim's turn notice follows it and calls
Kim too: Kim was pinged twice for one thing. The line now names Kim without a ping there
(``allowed_mentions``), and still calls East; a seat not on turn is called by the line as
before (no turn notice follows)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, replace_seat, seated_table
from tests.discord.test_seat_news_after_crash import lines_with, not_on_turn
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser


def _pings(messages: list[FakeMessage], user: FakeUser) -> list[str]:
    """The texts of the messages that notified ``user``."""
    return [m.text for m in messages if user.id in m.notified]


async def _given(
    harness: BotHarness, on_turn: bool
) -> tuple[list[FakeMessage], FakeUser, FakeUser]:
    """A seated table's seat (on turn, or not) given to Kim: the thread's messages since, the
    person who held it, and Kim."""
    fake = harness.fake
    table = await seated_table(harness)
    await table.settle()
    user = table.on_turn() if on_turn else not_on_turn(table)
    assert user is not None
    seat = bot_of(harness).tables.get(table.id).seat_of(user.id)
    kim = fake.add_user("kim")
    since = len(table.place.messages)
    await replace_seat(harness, fake.owner, {"seat": seat, "member": kim, "table": table.id})
    await table.settle()
    [line] = lines_with(table, "takes over")
    assert line.text == f"Seat {seat}: <@{kim.id}> takes over from <@{user.id}>."
    return [m for m in table.place.messages[since:] if not m.ephemeral], user, kim


async def test_the_new_holder_on_turn_is_pinged_once_by_the_turn_notice(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        new, was, kim = await _given(harness, on_turn=True)
        [notice] = _pings(new, kim)
        assert notice.startswith(f"<@{kim.id}>, your turn at table"), notice
        [line] = [m for m in new if "takes over" in m.text]
        assert f"<@{kim.id}>" in line.text  # still named: everyone sees who has the seat
        assert line.notified == {was.id}  # the one who lost the seat, nobody else
        assert sum(len(m.notified) for m in new) == 2
        assert harness.problems() == []


async def test_a_new_holder_not_on_turn_is_pinged_by_the_line(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        new, was, kim = await _given(harness, on_turn=False)
        [line] = _pings(new, kim)
        assert "takes over" in line
        assert _pings(new, was) == [line]
        assert harness.problems() == []
