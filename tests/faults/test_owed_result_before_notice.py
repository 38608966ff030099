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

import asyncio
from pathlib import Path
from typing import Any

import pytest

import bot.discord_app
from bot.i18n import Lang
from cogs.boston.table_owed import OwedLines
from db.models import GuildSettings
from tests.discord.driver import RESULT_POST, boston, bot_of
from tests.faults.test_owed_posts import last_card, open_game, play_to_last_card, result_posts
from tests.support.bot_runner import BotHarness

NOTICE = {"Deal": "your turn at table", "Giv": "din tur vid bord"}
"""The turn notice's call, in the server's public language (``NoticeCog._content``)."""


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
@pytest.mark.parametrize(
    ("locale", "chosen", "deal"),
    [(None, None, "Deal"), ("sv-SE", None, "Giv"), (None, "sv", "Giv")],
    ids=["english", "swedish-locale", "swedish-chosen"],
)
async def test_a_result_owed_at_start_up_goes_before_the_next_turn_notice(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    locale: str | None,
    chosen: Lang | None,
    deal: str,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as h:
        table = await open_game(h, 2)
        if chosen is not None:  # the server's own choice: known without the gateway
            settings = GuildSettings(guild_id=h.fake.guild.id, language=chosen)
            await bot_of(h).db.save_guild_choices(settings, None)
        await play_to_last_card(h, table)
        deaf(h, "Table")
        deaf(h, "Notices")
        await last_card(table)
        await h.stop_bot()
        assert result_posts(table) == {}  # owed: the next start-up posts it
        if locale is not None:
            h.fake.guild.preferred_locale = locale

        # The next start-up: the turn notice's worker runs before the gateway brings the
        # server. The server comes once a claim waits for it (its language is its locale's)
        # or a turn notice is up (the claim waited for nothing, or there was none).
        claimed = asyncio.Event()
        arrival = OwedLines._arrival  # pyright: ignore[reportPrivateUsage]

        def claiming(self: OwedLines, guild_id: int) -> asyncio.Event:
            claimed.set()
            return arrival(self, guild_id)

        monkeypatch.setattr(OwedLines, "_arrival", claiming)
        real = h.fake.dispatch_to

        def notice_up() -> bool | None:
            return any(NOTICE[deal] in m.text for m in table.place.visible_messages()) or None

        async def held(session: Any, event: str, data: Any) -> None:
            if event == "GUILD_CREATE":
                waits = [
                    asyncio.ensure_future(claimed.wait()),
                    asyncio.ensure_future(h.fake.wait_for(notice_up, what="a turn notice")),
                ]
                await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
                for wait in waits:
                    wait.cancel()
            await real(session, event, data)

        monkeypatch.setattr(h.fake, "dispatch_to", held)
        await h.start_bot()
        await h.settle()
        await table.settle()

        texts = [m.text for m in table.place.visible_messages()]
        assert result_posts(table) == {"1": 1}
        result = next(i for i, text in enumerate(texts) if RESULT_POST.search(text))
        assert texts[result].startswith(f"**{deal} 1**"), texts[result]
        notices = [i for i, text in enumerate(texts) if NOTICE[deal] in text]
        # The player clicks in English: on a Swedish server a line of their own says it.
        ending = (
            f"{NOTICE[deal]} {table.id}: bid or pass."
            if deal == "Deal"
            else "\n-# Your turn: bid or pass."
        )
        assert len(notices) == 1 and texts[notices[0]].endswith(ending), texts[notices[0]]
        assert result < notices[0], texts[result:]
        assert claimed.is_set() == (chosen is None)  # a chosen language waits for no server
