"""The terminal and a pass the rules leave no choice about (``Game.forced_action``): in
American Boston the eldest computer bids 13, the top of the ladder (AM-B2: only a higher bid
may follow), so the person's pass is no decision. The table makes it: the terminal shows no
bidding menu (before, a menu with a lone "1. pass"), says the pass like any other move, and
the game goes on to the play."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.actions import Action, Bid
from bot.engine.phase import Phase
from bot.tables.live import LiveTable
from bot.tables.scheduling import Scheduling
from tests.test_french_terminal import choosing, play


def test_am_b2_the_person_is_not_asked_to_pass_after_the_top_bid(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decide = Scheduling._computer_decision  # pyright: ignore[reportPrivateUsage]

    async def top_bidder(self: Scheduling, table: LiveTable, seat: int) -> Action:
        """A computer bids the top of the ladder where it may; else decides as ever."""
        game = table.game
        entry = game.current if game is not None else None
        deal = entry.deal if entry is not None else None
        if game is not None and deal is not None and deal.phase is Phase.AUCTION:
            bids = [a for a in game.legal_actions(seat) if isinstance(a, Bid)]
            if bids:
                return bids[-1]
        return await decide(self, table, seat)

    monkeypatch.setattr(Scheduling, "_computer_decision", top_bidder)
    out = play(tmp_path, "american", 1, choosing(None))
    auction = out.split("Your hand:", 1)[0]
    assert "“I go 13”" in auction, auction[-600:]
    assert "  You pass\n" in out, out[:1500]
    before_pass = out.split("  You pass\n", 1)[0]
    assert "1. pass" not in before_pass.lower(), before_pass[-600:]
    assert "1. pass" not in out.lower()  # never asked for the lone pass
