"""The end post of a game that ended by its length says so, as Swedish Boston's says its tour's
betar are played off (SV-P11): "**The game is over:** all 2 deals are played." in every
variant whose game ends after an agreed number of deals (SV-F3, NT-G2, FB-G1, DW-P7); a game
ended by agreement (SV-M2, ``/boston end``) keeps "**The game is over.**", its stop named on
a line of its own. Before, a Dawson game of 8 deals ended with "**The game is over.**" alone.

Through the fake Discord: four people play, and each of them sees the post in the thread."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness


async def _played(harness: BotHarness, variant: str, rules: str, deals: int) -> Table:
    table = await seated_table(harness, options={"variant": variant, "rules": rules})
    for number in range(1, deals + 1):
        await table.play_deal(number)
    await table.settle()
    await harness.settle()
    return table


def _end_post(table: Table) -> str:
    posts = [m for m in table.place.visible_messages() if "Final balances" in m.text]
    assert len(posts) == 1, [m.text for m in table.place.visible_messages()][-3:]
    post = posts[0]
    assert post.ephemeral_to is None  # public in the thread: all four read it
    for user in table.users.values():
        assert post in table.place.visible_messages(user), user.username
    return post.text


@pytest.mark.parametrize(
    ("variant", "rules", "deals"),
    [
        ("dawson", "deals=2", 2),
        ("nantes", "deals=1 doubles=0", 1),
        ("fontainebleau", "deals=1", 1),
        ("russian", "deals=1", 1),
        ("whisch", "deals=1", 1),
        ("mariland", "deals=1", 1),
        ("american", "deals=1", 1),
        ("swedish", "deals=1", 1),  # SV-F3: a number of deals ends it before its tour
    ],
)
async def test_a_game_ended_by_its_length_says_so(
    tmp_path: Path, variant: str, rules: str, deals: int
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await _played(harness, variant, rules, deals)
        assert bot_of(harness).tables.find(table.id) is None  # ended by its last deal
        text = _end_post(table)
        said = (
            "**The game is over:** all 2 deals are played."
            if deals == 2
            else "**The game is over:** its one deal is played."
        )
        assert text.splitlines()[0] == said, text


async def test_a_game_ended_by_agreement_keeps_its_own_words(tmp_path: Path) -> None:
    """SV-M2: stopped after one of three agreed deals, the game did not play its length."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness, options={"variant": "dawson", "rules": "deals=3"})
        await table.play_deal(1)
        await end_table(harness.fake, harness.fake.user("north"), channel=table.place)
        await table.settle()
        await harness.settle()
        text = _end_post(table)
        assert text.splitlines()[0] == "**The game is over.**", text
        assert "deals are played" not in text, text
