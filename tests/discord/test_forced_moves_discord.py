"""FB-W3 through the fake Discord: when everyone declines whist the declarer
plays alone (there is no conceding), and that is no decision, so the table makes the move.
Before, the declarer was pinged "your turn at table 1: play alone." and their hand view asked
for a lone **Play alone** click before play could start. Now nobody is called for it, the play
begins at once, the declarer's view goes straight to the play, and the table still says the
declarer plays alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.actions import Whist
from bot.engine.phase import Phase
from bot.tables.live import LiveTable
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions
from tests.discord.test_boston_fontainebleau import open_variant_table
from tests.support.fake_discord import RequestRecord
from tests.support.fake_model import FakeUser

POST = "POST /channels/{channel_id}/messages"


def posted_texts(requests: list[RequestRecord]) -> list[str]:
    """The contents of the messages posted to channels (the turn notices among them)."""
    return [str((r.json or {}).get("content")) for r in requests if r.route == POST]


async def decline_round(table: Table) -> FakeUser:
    """The eldest bids five levées (in the first suit offered), the others pass; the
    declarer invites whist and all three asked decline, each from their open hand view (as
    a person keeps it open). Returns the declarer."""
    fake = table.fake
    declarer: FakeUser | None = None
    for _ in range(12):
        user = table.on_turn()
        assert user is not None, table.message.text
        view = await table.refresh(user)
        if declarer is None and view.selects:
            select = view.selects[0]
            if any(o["value"] == "5" for o in select["options"]):
                await (await fake.select(user, view, select["custom_id"], ["5"])).done()
        codes = {code_of(c): c for c in enabled_actions(view)}
        bids = [c for code, c in codes.items() if code.startswith("bid.5.plain")]
        if declarer is None and bids:
            declarer, choice = user, bids[0]
        else:
            wanted = ("pass", "whist.invite", "whist.decline")
            choice = next(c for p in wanted for code, c in codes.items() if code.startswith(p))
        await (await fake.click(user, view, choice)).done()
        await table.settle()
        if code_of(choice) == "whist.decline" and table.on_turn() in (declarer, None):
            live = bot_of(table.harness).tables.get(table.id)
            game = live.game
            assert game is not None and game.current is not None
            deal = game.current.deal
            assert deal is not None
            if deal.phase is not Phase.WHIST_ANSWER:
                assert declarer is not None
                return declarer
    raise AssertionError("the whist question was never declined by all")


@pytest.mark.parametrize("variant", ["fontainebleau", "russian"])
async def test_fb_w3_nobody_is_asked_to_play_alone_and_the_play_begins(
    variant: str, tmp_path: Path
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:  # grace 0: a notice every turn
        table = await open_variant_table(harness, variant)
        fake = harness.fake
        start = len(fake.requests)
        declarer = await decline_round(table)
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        game = live.game
        assert game is not None and game.current is not None and game.current.deal is not None
        deal = game.current.deal
        seat = live.seat_of(declarer.id)
        # The table made the move, as the rules say (FB-W3): saved and shown like any other.
        assert deal.phase is Phase.PLAY and Whist(seat or 0, "alone") in deal.whist_answers
        posts = posted_texts(fake.requests[start:])
        assert posts, "the people were called at their turns"
        assert any(p.endswith(": invite whist or play alone.") for p in posts)  # a real choice
        # Nobody was called to say what the rules say for them.
        assert not [p for p in posts if p.endswith(": play alone.")], posts
        # The table message goes on to the play, and still says the declarer plays alone.
        text = table.message.text
        assert "plays alone" in text, text
        assert "Nobody said whist" not in text  # no one is waiting for that answer
        # The declarer's open view went straight to the play: no lone button, no order.
        view = table.views[declarer.id]
        assert "Play alone" not in view.labels, view.labels
        assert "play alone" not in view.text.lower(), view.text
        on_turn = table.on_turn()
        assert on_turn is not None and live.seat_of(on_turn.id) == game.to_act
        lead = await table.refresh(on_turn)
        assert any(code_of(c).startswith("play.") for c in enabled_actions(lead))


async def test_a_table_left_at_the_lone_button_plays_on_after_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table an earlier version left waiting for the declarer's lone **Play alone** (and
    whose notice called them for it) plays on once the bot is back and knows its server:
    the move is made once, the old notice goes, and nobody is called for it again."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await open_variant_table(harness, "fontainebleau")
        fake = harness.fake
        with monkeypatch.context() as before:
            before.setattr(LiveTable, "moves_for", LiveTable.is_computer)  # asked, as before
            declarer = await decline_round(table)
            [asked] = [
                m for m in table.place.visible_messages() if m.content.endswith(": play alone.")
            ]
            assert asked.content.startswith(f"<@{declarer.id}>,")
            await harness.stop_bot()
        since = len(fake.requests)
        await harness.start_bot()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        game = live.game
        assert game is not None and game.current is not None and game.current.deal is not None
        deal = game.current.deal
        assert deal.phase is Phase.PLAY
        alone = [w for w in deal.whist_answers if w.answer == "alone"]
        assert alone == [Whist(live.seat_of(declarer.id) or 0, "alone")]
        assert asked.deleted
        assert not [p for p in posted_texts(fake.requests[since:]) if p.endswith(": play alone.")]
        assert "plays alone" in table.message.text
