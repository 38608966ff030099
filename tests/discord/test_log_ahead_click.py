"""A person's click at a table whose log another process moved on behind this one's back (a
rolling deploy's overlap, the old process stopped since): the click is answered privately that
the table has moved on, their view shows the table as it is now, the table message is drawn
again from the log, and the person now on turn plays on. Before, every click was answered
"could not be saved" and the table stayed stuck until a restart."""

from __future__ import annotations

from pathlib import Path

from bot.engine.actions import Pass
from bot.tables import log
from db.database import Database
from tests.discord.driver import boston, bot_of, code_of, enabled_actions, seated_table


async def test_a_click_on_a_table_moved_on_by_another_process(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table = await seated_table(harness)
        await table.settle()
        first = table.on_turn()
        assert first is not None
        view = await table.refresh(first)
        passing = next(c for c in enabled_actions(view) if code_of(c) == "pass")
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and live.game.to_act is not None
        seat, seq = live.game.to_act, live.seq
        action = next(a for a in live.game.legal_actions(seat) if not isinstance(a, Pass))

        # The old process made another move for them, then stopped: written to the same file,
        # unseen here.
        other = await Database.open(path)
        try:
            await other.append_event(table.id, seq + 1, log.ACTION, log.action_payload(action))
        finally:
            await other.close()

        await (await harness.fake.click(first, view, passing)).done()
        await table.settle()
        assert "The table has moved on" in view.text
        assert "could not be saved" not in view.text
        assert live.seq == seq + 1
        assert live.game.to_act != seat
        # The table message names the person on turn now, who plays on.
        after = table.on_turn()
        assert after is not None and after is not first
        await table.step(after)
        await table.settle()
        assert live.seq == seq + 2
        assert harness.problems() == []
