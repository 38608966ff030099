"""``/boston settings`` and ``/boston new`` read a choice typed by the words the settings list
shows it by ("förenklad" for "förenklad betalning"), and tell a misspelt name or choice the
one it most looks like."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston


async def test_a_choice_by_its_swedish_label_and_a_typo_told_its_near_name(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        admin = fake.owner
        done = await (
            await fake.slash(
                admin, "boston settings", {"rules": "payment=förenklad"}, locale="sv-SE"
            )
        ).message()
        assert "förenklad betalning" in done.text, done.text
        assert "måste vara" not in done.text
        typo = await (
            await fake.slash(admin, "boston settings", {"rules": "dels=24"}, locale="sv-SE")
        ).message()
        # The near setting and the known ones by their Swedish names, which type them too.
        assert "okänd inställning 'dels': menade du `givar`? (kända: betalning, " in typo.text
        choice = await (
            await fake.slash(admin, "boston new", {"rules": "remainder=blance"}, locale="en-US")
        ).message()
        assert choice.text == (
            "That setting is not possible: `remainder` must be one of balance, lot: did you "
            "mean `balance`?"
        )
