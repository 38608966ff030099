"""A claim's cards follow the question they are about: in the hand views of the game's first
deal, where the small note on the turn notices' switch is shown, the line "East claims the
rest with: ♠ 8 7 6 …" comes right after "Your turn: accept the claim or refuse it" (and,
in the claimer's view, after "The spelförare claims the rest: … answers."), the note after it.
Before, the note stood between the question and the cards."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, code_of, enabled_actions, seated_table


def _after(text: str, part: str) -> str:
    """The line after the one holding ``part``."""
    lines = text.splitlines()
    found = [n for n, line in enumerate(lines) if part in line]
    assert len(found) == 1 and found[0] + 1 < len(lines), text
    return lines[found[0] + 1]


async def test_the_claimed_cards_follow_the_claim_question(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        claimer = None
        for _ in range(200):
            user = table.on_turn()
            assert user is not None, table.message.text
            view = await table.refresh(user)
            claim = next((c for c in enabled_actions(view) if code_of(c) == "claim"), None)
            if claim is not None:
                await (await fake.click(user, view, claim)).done()
                await table.settle()
                claimer = user
                break
            await table.step(user)
        assert claimer is not None, "the declarer never led"
        cards = f"{claimer.display_name} claims the rest with:"  # its cards after, or under
        answerer = table.on_turn()
        assert answerer is not None and answerer is not claimer
        asked = await table.refresh(answerer)
        assert "-# 🔔" in asked.text  # the first deal: the switch's note is shown
        question = "**Your turn: accept the claim or refuse it (play on).**"
        assert _after(asked.text, question).startswith(cards), asked.text
        # The claimer's own view: the cards after the line saying who answers ("The spelförare
        # claims the rest: … answers.").
        own = await table.refresh(claimer)
        assert _after(own.text, " claims the rest: ").startswith(cards), own.text
        assert harness.problems() == []
