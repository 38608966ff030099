"""The game's end edits every step-away notice an earlier process posted, looking for them
once (``cogs/boston/table_away.py``: ``away_notices_closed``).

Two people away across a restart, then the game ended: each notice is edited to say a
computer played the seat until the end, and the notices are looked for once for both of
them. Before, the saved notices were read from the database and fetched from Discord, and
the thread's latest messages read, once per person away."""

from __future__ import annotations

from pathlib import Path

from tests.discord.agreed_stop import end_table
from tests.discord.driver import boston, bot_of, seated_table

HISTORY = "GET /channels/{channel_id}/messages"
FETCH = "GET /channels/{channel_id}/messages/{message_id}"


async def test_the_game_end_looks_for_earlier_notices_once(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        away = [u for u in table.users.values() if u is not table.on_turn()][:2]
        notices = []
        for user in away:
            await (
                await table.fake.click(user, table.views[user.id], label="Let a computer play")
            ).done()
            await table.settle()
            [notice] = [
                m
                for m in table.place.visible_messages()
                if f"<@{user.id}>" in m.text and "stepped away" in m.text
            ]
            assert "Take my seat back" in notice.labels
            notices.append(notice)
        await harness.restart_bot()  # the notices are an earlier process's now
        await table.settle()
        before = len(fake.requests)
        # Nobody has moved in deal 1: the game ends at once (the deal dropped).
        await end_table(fake, fake.owner, {"table": table.id})
        await table.settle()
        assert bot_of(harness).tables.find(table.id) is None
        for user, notice in zip(away, notices, strict=True):
            assert notice.text == (
                f"<@{user.id}> stepped away: a computer played the seat until the end of the game."
            ), notice.text
            assert not notice.custom_ids
        routes = [r.route for r in fake.requests[before:]]
        assert routes.count(HISTORY) == 1, routes
        assert routes.count(FETCH) == len(notices), routes  # each saved notice fetched once
        assert harness.problems() == []
