"""``/boston help`` at an American table names the card of prices it plays (AM-S1, AM-S2).
The lobby shows the card whole before the start; after it, the help's "At your table" line
said only "American Boston", so nobody could read which card the table had chosen: it now
names the card as the terminal does ("Card of prices: Foster's decimal card"), the default
card too, and a table's own card as such."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.engine.american.card import FOSTER
from bot.engine.variants import get_variant
from bot.i18n import Lang, t
from bot.table_rules import plays_otherwise, row_rules_text
from db.models import TableRow
from tests.discord.driver import boston, bot_of, computers_table


def _row(settings: dict[str, Any]) -> TableRow:
    now = datetime.now(UTC)
    return TableRow(
        id=1,
        guild_id=1,
        channel_id=2,
        thread_id=3,
        message_id=None,
        lobby_message_id=None,
        host_player_id=11,
        status="playing",
        broken_reason=None,
        variant="american",
        settings=get_variant("american").settings(settings),
        created_at=now,
        updated_at=now,
    )


@pytest.mark.parametrize(
    ("lang", "card", "said"),
    [
        ("en", "foster-decimal", "Card of prices: Foster's decimal card (`foster-decimal`)"),
        ("sv", "foster-decimal", "Prislista: Fosters decimala prislista (`foster-decimal`)"),
        ("en", "foster", "Card of prices: Foster's card (`foster`)"),
        ("sv", "foster", "Prislista: Fosters prislista (`foster`)"),
        ("en", FOSTER.to_json(), "Card of prices: the table's own card"),
        ("sv", FOSTER.to_json(), "Prislista: bordets egen prislista"),
    ],
)
def test_the_table_s_rules_name_its_card_of_prices(lang: Lang, card: object, said: str) -> None:
    text = row_rules_text(_row({"card": card}), lang)
    assert text.endswith(" · " + said), text
    assert "\n" not in text and "**" not in text


def test_naming_the_card_adds_no_note_that_the_defaults_differ() -> None:
    """The guide's payments text describes every card (AM-S2): naming it is no rule played
    otherwise."""
    assert not plays_otherwise("american", {"card": "foster-decimal", "deals": 12})


@pytest.mark.parametrize(("locale", "lang"), [("en-US", "en"), ("sv-SE", "sv")])
async def test_help_after_the_start_names_the_card(tmp_path: Path, locale: str, lang: Lang) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        options: dict[str, object] = {"variant": "american", "rules": "card=foster-decimal"}
        table_id = await computers_table(harness, options)
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        for topic in ("play", "payments"):
            handle = await fake.slash(
                fake.user("north"),
                "boston help",
                {"topic": topic},
                channel=fake.channel(thread),
                locale=locale,
            )
            header = (await handle.message()).embeds[0]["description"].partition("\n\n")[0]
            specs = get_variant("american").settings_model.specs()
            label = next(s for s in specs if s.name == "card").label(lang)
            assert header.startswith(t(lang, "help.at_table", settings="")[:-1]), header
            assert f"{label}: " in header and "(`foster-decimal`)" in header, header
        assert harness.problems() == []
