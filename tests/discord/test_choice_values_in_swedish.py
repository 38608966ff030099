"""A Swedish reader types, is offered and is told a setting's values in Swedish, through the
fake Discord: SV-P12's ``avrundningsrest=lott`` / ``saldo`` and SV-W5's
``tvungen_whist_i_5=på`` / ``av``; a word of a choice's label ("till", "lottas") is refused
with the choices, not taken as one; the English values are read as well, and the record keeps
them."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.table_message import again_command
from tests.discord.driver import boston, bot_of, computers_table


async def test_the_remainder_is_typed_and_refused_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")

        async def said(rules: str, locale: str = "sv-SE") -> str:
            handle = await fake.slash(north, "boston new", {"rules": rules}, locale=locale)
            return (await handle.message()).text

        for word in ("till", "lottas"):  # SV-P12's labels' words, no names of a choice
            text = await said(f"avrundningsrest={word}")
            assert text.startswith(
                "Den inställningen går inte: `avrundningsrest` måste vara något av saldo, lott"
            ), text
        assert await said("avrundningsrest=lot_") == (
            "Den inställningen går inte: `avrundningsrest` måste vara något av saldo, lott: "
            "menade du `lott`?"
        )
        assert await said("remainder=lot_", "en-US") == (
            "That setting is not possible: `remainder` must be one of balance, lot: did you "
            "mean `lot`?"
        )
        assert harness.problems() == []


async def test_the_autocomplete_offers_the_values_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")

        async def offered(rules: str, locale: str = "sv-SE") -> list[str]:
            handle = await fake.autocomplete(
                north, "boston new", "rules", {"rules": rules}, locale=locale
            )
            await handle.done()
            assert handle.choices is not None
            return [c["name"] for c in handle.choices]

        assert await offered("avrundningsrest=") == [
            "avrundningsrest=saldo — Avrundningsrest vid betdelning: till lägst eller från "
            "högst saldo (`saldo`)",
            "avrundningsrest=lott — Avrundningsrest vid betdelning: lottas med det senast "
            "vända kortet (`lott`)",
        ]
        assert await offered("avrund") == [
            "avrundningsrest= — Avrundningsrest vid betdelning (saldo: lägst eller högst saldo "
            "/ lott: det…"  # cut to Discord's 100 characters
        ]
        # A word of a value's label finds it, offered by its name (not typed by that word).
        lottas = await offered("avrundningsrest=lottas")
        assert [c.partition(" ")[0] for c in lottas] == ["avrundningsrest=lott"]
        assert await offered("tvungen_whist_i_5=") == [
            "tvungen_whist_i_5=på — Tvungen whist i 5 spel: på",
            "tvungen_whist_i_5=av — Tvungen whist i 5 spel: av",
        ]
        # English as before.
        assert await offered("remainder=", "en-US") == [
            "remainder=balance — Rounding remainder at betdelning: to the lowest or from the "
            "highest balance…",  # cut to Discord's 100 characters
            "remainder=lot — Rounding remainder at betdelning: drawn by the last turned card "
            "(`lot`)",
        ]
        assert await offered("whist_compulsory_in_5=", "en-US") == [
            "whist_compulsory_in_5=on — Whist compulsory in 5 spel: on",
            "whist_compulsory_in_5=off — Whist compulsory in 5 spel: off",
        ]
        assert harness.problems() == []


async def test_the_table_keeps_english_values_and_types_them_back_in_swedish(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        rules = "turlängd=3 tvungen_whist_i_5=på avrundningsrest=lott"
        table_id = await computers_table(harness, {"rules": rules})
        live = bot_of(harness).tables.get(table_id)
        assert live.row.settings["remainder"] == "lot"  # SV-P12, the record's English
        assert live.row.settings["whist_compulsory_in_5"] is True  # SV-W5
        assert again_command(live, "sv") == (
            "`/boston new variant:swedish rules:turlängd=3 tvungen_whist_i_5=på "
            "avrundningsrest=lott`"
        )
        assert again_command(live, "en") == (
            "`/boston new variant:swedish rules:tour_length=3 whist_compulsory_in_5=on "
            "remainder=lot`"
        )
        assert harness.problems() == []
