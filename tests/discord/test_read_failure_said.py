"""A question the database cannot answer now (``/boston stats`` while its reads fail) is
answered privately, in the asker's language, as a read that failed: "could not be read", not
the write's "could not be saved, so nothing changed", which would answer something nobody
asked to change. The same question works once the database can be read again."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang, t
from tests.discord.driver import boston, bot_of
from tests.support.db_faults import StorageFaults

LOCALES: dict[Lang, str | None] = {"en": None, "sv": "sv-SE"}


def _selects(sql: str, params: object) -> bool:
    return sql.lstrip().upper().startswith(("SELECT", "WITH"))


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_stats_that_cannot_be_read_say_so(tmp_path: Path, lang: Lang) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        faults = StorageFaults.install(bot_of(harness).db)
        faults.fail(times=100, match=_selects)
        answer = await (await fake.slash(north, "boston stats", locale=LOCALES[lang])).message()
        await harness.settle()
        assert faults.raised >= 1
        assert answer.ephemeral_to is north
        assert answer.text == t(lang, "error.storage_read")
        assert answer.text != t(lang, "error.storage")
        faults.clear()
        again = await (await fake.slash(north, "boston stats", locale=LOCALES[lang])).message()
        assert again.text != t(lang, "error.storage_read")


def test_the_words() -> None:
    assert t("en", "error.storage_read") == "That could not be read just now; please try again."
    assert t("sv", "error.storage_read") == "Det gick inte att läsa just nu; försök igen."
