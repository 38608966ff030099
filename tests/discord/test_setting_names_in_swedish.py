"""A Swedish club names a table's settings as its reader sees them: ``/boston new`` and
``/boston settings`` read each setting by its Swedish name too (``betalning=förenklad``,
``turlängd=12``), a refusal lists the settings and a choice the typo most looks like in the
reader's language, and the ``rules`` autocomplete offers the Swedish names. The English names
are read everywhere; an English reader's answers are as before."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of


async def test_a_table_opened_with_a_setting_named_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        done = await (
            await fake.slash(
                north, "boston new", {"rules": "betalning=förenklad givar=8"}, locale="sv-SE"
            )
        ).message()
        assert "inställning" not in done.text, done.text
        await harness.settle()
        live = bot_of(harness).tables.get(1)
        # SV-F3: the simplified payment, as if typed payment=simplified deals=8.
        assert live.row.settings["payment"] == "simplified"
        assert live.row.settings["deals"] == 8
        assert harness.problems() == []


async def test_a_refusal_names_the_settings_and_choices_in_the_readers_words(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")

        async def said(rules: str, locale: str) -> str:
            handle = await fake.slash(north, "boston new", {"rules": rules}, locale=locale)
            return (await handle.message()).text

        assert await said("payment=simplifed", "sv-SE") == (
            "Den inställningen går inte: `betalning` måste vara något av traditionell, "
            "förenklad: menade du `förenklad`?"
        )
        assert await said("betalnig=förenklad", "sv-SE") == (
            "Den inställningen går inte: okänd inställning 'betalnig': menade du `betalning`? "
            "(kända: betalning, ål, hopslagningsgräns, turlängd, tvungen_whist_i_5, "
            "avrundningsrest, givar)"
        )
        # English as before: the English names and choices.
        assert await said("payment=simplifed", "en-US") == (
            "That setting is not possible: `payment` must be one of traditional, simplified: "
            "did you mean `simplified`?"
        )
        assert await said("paymnt=simplified", "en-US") == (
            "That setting is not possible: unknown setting 'paymnt': did you mean `payment`? "
            "(known: payment, al, merge_limit, tour_length, whist_compulsory_in_5, remainder, "
            "deals)"
        )
        # A Swedish name read by an English reader is said by its English name.
        assert await said("turlängd=0", "en-US") == (
            "That setting is not possible: `tour_length` must be a whole number from 1 to 1000"
        )
        assert harness.problems() == []


async def test_the_server_rules_by_swedish_names(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        reply = await (
            await fake.slash(
                fake.owner, "boston settings", {"rules": "turlängd=12 ål=80"}, locale="sv-SE"
            )
        ).message()
        assert "· Betar i en tur (`turlängd`): 12" in reply.text, reply.text
        assert "· Ålens värde (`ål`): 80" in reply.text, reply.text
        english = await (await fake.slash(fake.owner, "boston settings", {})).message()
        assert "· Betar in a tour (`tour_length`): 12" in english.text, english.text
        assert harness.problems() == []


async def test_the_rules_autocomplete_offers_the_swedish_names(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")

        async def offered(rules: str, locale: str) -> list[str]:
            handle = await fake.autocomplete(
                north, "boston new", "rules", {"rules": rules}, locale=locale
            )
            await handle.done()
            assert handle.choices is not None
            return [c["value"] for c in handle.choices]

        assert await offered("betal", "sv-SE") == ["betalning="]
        assert await offered("betalning=f", "sv-SE") == ["betalning=förenklad"]
        assert await offered("betalning=", "sv-SE") == [
            "betalning=traditionell",
            "betalning=förenklad",
        ]
        # What is being typed in English is offered in English.
        assert await offered("pay", "sv-SE") == ["payment="]
        assert await offered("payment=s", "sv-SE") == ["payment=simplified"]
        assert await offered("pay", "en-US") == ["payment="]
        assert await offered("payment=", "en-US") == [
            "payment=traditional",
            "payment=simplified",
        ]
        assert harness.problems() == []
