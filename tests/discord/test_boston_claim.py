"""A claim end to end (SV-T4): the spelförare claims the rest from My hand, the defenders
answer from theirs, and the table message keeps showing the last trick played."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, claim_after_a_trick, seated_table


async def test_the_declarer_claims_and_the_defenders_accept(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        claimer, offered = await claim_after_a_trick(table)
        assert "Claim the rest" in offered
        text = table.message.text
        assert "The spelförare claims the rest" in text
        assert "Last trick:" in text  # still shown while the claim is answered
        # The defenders are asked in turn; the claimer has nothing to click meanwhile.
        answerer = table.on_turn()
        assert answerer is not None and answerer is not claimer
        view = await table.refresh(answerer)
        assert {"Accept the claim", "Refuse the claim"} <= set(view.labels)
        assert "Your turn: accept the claim or refuse it (play on)." in view.text
        # The claim shows the claimer's cards to those asked (issue #14), in the hand only.
        assert f"{claimer.display_name} claims the rest with: " in view.text
        result = await table.play_deal(1)
        assert "**Deal 1**" in result.text and "Balances:" in result.text
        table.assert_private()
