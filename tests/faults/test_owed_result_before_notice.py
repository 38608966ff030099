"""A stop right at a deal's last card (the card saved; the deal's result and the next turn's
notice never posted): the next start-up posts the result before it calls the next player. A
turn notice never goes above a result the table owes its thread: the notice's worker has
start-up's owed lines queued first and waits for them (``TableCog.posts_sent``,
``OwedLines.queue_owed``), whether or not the table's server has arrived yet.

The start-up's order is forced, not left to timing: the server's arrival, which posts what its
tables owe (``OwedLines.post_owed``), is held until a turn notice calling the next player is
up. The stop is a crash right after the card was saved: the Table and Notices cogs are told
nothing of it, and the close hands nothing over."""

from __future__ import annotations

from pathlib import Path

import pytest

import bot.discord_app
from cogs.boston.table_owed import OwedLines
from tests.discord.driver import RESULT_POST, boston, bot_of
from tests.faults.test_owed_posts import last_card, open_game, play_to_last_card, result_posts
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage

NOTICE = "your turn at table"


@pytest.fixture(autouse=True)
def quick_close(monkeypatch: pytest.MonkeyPatch) -> None:
    """A closing bot waits briefly for its lines (the 5 s of a deploy are not needed here)."""
    monkeypatch.setattr(bot.discord_app, "CLOSE_DRAIN", 0.5)


def deaf(harness: BotHarness, name: str) -> None:
    """The cog hears no more changes: a crash comes right after the next one is saved."""
    cog = bot_of(harness).get_cog(name)  # each bot loads its cogs afresh
    unsubscribe = getattr(cog, "_unsubscribe")  # noqa: B009
    assert callable(unsubscribe)
    unsubscribe()
    setattr(cog, "_unsubscribe", None)  # noqa: B010  (not again at its unload)


@pytest.mark.usefixtures("crashes")
async def test_a_result_owed_at_start_up_goes_before_the_next_turn_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 2)
        await play_to_last_card(h, table)
        deaf(h, "Table")
        deaf(h, "Notices")
        await last_card(table)
        await h.stop_bot()
        assert result_posts(table) == {}  # owed: the next start-up posts it

        # The next start-up: its server arrives (posting what the table owes) only once a
        # turn notice is up, as a slow gateway or a busy start-up may leave it.
        post_owed = OwedLines.post_owed

        def next_notice() -> FakeMessage | None:
            """The turn notice calling the person on turn (the next bot's tables say who)."""
            live = bot_of(h).tables.get(table.id)
            seat = live.game.to_act if live.game is not None else None
            held = live.seats.get(seat) if seat is not None else None
            if held is None or held.player_id is None:
                return None
            who = f"<@{held.player_id}>, {NOTICE}"
            return next((m for m in table.place.visible_messages() if who in m.text), None)

        async def arrives_late(self: OwedLines, guild_id: int) -> None:
            await h.fake.wait_for(next_notice, what="the next player's turn notice")
            await post_owed(self, guild_id)

        monkeypatch.setattr(OwedLines, "post_owed", arrives_late)
        await h.start_bot()
        await h.settle()
        await table.settle()

        texts = [m.text for m in table.place.visible_messages()]
        assert result_posts(table) == {"1": 1}
        result = next(i for i, text in enumerate(texts) if RESULT_POST.search(text))
        notice = next_notice()
        assert notice is not None
        assert [text for text in texts if NOTICE in text] == [notice.text]
        assert notice.text.endswith(f"{NOTICE} {table.id}: bid or pass.")
        assert result < texts.index(notice.text), texts[result:]
