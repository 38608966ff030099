"""A hand view drawn while the table was about to make a move itself (``Game.forced_action``:
the only trump a bid leaves, SV-B9, NT-K1; an auction's lone pass) is redrawn as soon as that
move lands, not a follow interval later.

The last passer's click ended the auction into a contract whose trumps the table names itself:
their answer showed "The table names trumps for @…: the bid leaves no choice." with no turn
line, while the table message already said whose turn it was. Their choices did not change
with the naming, so the view waited for the follow interval (3 s, up to 9 s busy) and stayed
so through the next moves. An ordinary move costs no more edits than before."""

from __future__ import annotations

from pathlib import Path

from bot.engine.phase import Phase
from tests.discord.driver import boston, bot_of, code_of, enabled_actions, seated_table
from tests.discord.test_boston_fontainebleau import open_variant_table
from tests.discord.test_boston_live import VIEW_EDIT, live_cog, on_turn
from tests.discord.test_lone_trump_discord import first_suit_six_passed

FORCED_TRUMP = "The table names trumps for"


async def test_sv_b9_the_last_passers_view_shows_the_turn_once_the_table_names_trumps(
    tmp_path: Path,
) -> None:
    # An hour's follow interval: nothing here waits for it (no time passes in the test).
    async with boston(tmp_path / "b.sqlite3", follow_interval=3600) as harness:
        table = await open_variant_table(harness, "swedish")
        fake = harness.fake
        _, last, start = await first_suit_six_passed(table, fake)
        live = bot_of(harness).tables.get(table.id)
        game = live.game
        assert game is not None and game.current is not None and game.current.deal is not None
        assert game.current.deal.trump is not None  # named by the table
        assert game.current.deal.phase is not Phase.TRUMP
        mover = on_turn(table)
        shown = table.views[last.id].text
        # The naming's change redrew the last passer's view at once: it says whose turn it is,
        # as the table message does, not the moment before the table's own move.
        assert FORCED_TRUMP not in shown, shown
        assert f"<@{mover.id}>" in shown, shown
        assert not [v for v in live_cog(bot_of(harness)).views(table.id) if v.passing]
        # One edit more than before, the last passer's; the views waiting for the follow
        # interval still wait (the one whose turn came is edited at once, as before).
        edited = [
            fake.interactions[r.interaction_id].user
            for r in fake.requests[start:]
            if r.route == VIEW_EDIT and r.interaction_id is not None
        ]
        assert sorted(u.id for u in edited) == sorted({last.id, mover.id}), edited


async def test_an_ordinary_move_costs_no_more_view_edits(tmp_path: Path) -> None:
    # A card played while nobody's move is the table's own: one edit, the next seat's (its
    # turn came); the waiting views are left for the follow interval, as before.
    async with boston(tmp_path / "b.sqlite3", follow_interval=3600) as harness:
        table = await seated_table(harness)
        fake = harness.fake
        counts: list[int] = []
        moves = 0
        while table.result(1) is None and moves < 60:
            user = on_turn(table)
            start = len(fake.requests)
            playing = any(
                code_of(c).startswith("play.") for c in enabled_actions(table.views[user.id])
            )
            await table.step(user, refresh=False)
            moves += 1
            if playing and table.result(1) is None:
                counts.append(sum(r.route == VIEW_EDIT for r in fake.requests[start:]))
        assert counts
        # Each card: the next seat's view only (a trick's last card: its winner's).
        assert all(n <= 1 for n in counts), counts
        # ... and it is made: only a trick's last card, where its player won and leads on
        # (answered by its own click), may need none.
        assert sum(counts) >= len(counts) - 13, counts
