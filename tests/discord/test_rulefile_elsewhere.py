"""``/boston rulefile`` at a table whose variant has no document to load (a Swedish Boston
lobby or game): the answer says what the command is for — a card of prices, loaded into an
American Boston lobby before its game starts (AM-S1) — and what this table plays, privately,
in the person's language; nothing changes."""

from __future__ import annotations

import json
from pathlib import Path

from tests.discord.driver import boston, bot_of, open_table, seated_table
from tests.support.db_digest import digest

ENGLISH = (
    "`/boston rulefile` loads a JSON file as a lobby's card of prices (American Boston), "
    "before its game starts: this table plays Swedish Boston, which has nothing to load, so "
    "nothing changed."
)
SWEDISH = (
    "`/boston rulefile` läser in en JSON-fil som en lobbys prislista (amerikansk boston), "
    "innan spelet börjar: det här bordet spelar svensk boston, som inte har något att läsa "
    "in, så inget ändrades."
)


async def test_rulefile_at_a_table_without_a_card_says_what_it_is_for(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        playing = await seated_table(harness)  # a Swedish Boston game in play
        message, _ = await open_table(harness, east)  # and a Swedish Boston lobby
        await harness.settle()
        lobby = int(message.custom_ids[0].split(":")[2])
        assert bot_of(harness).tables.get(lobby).status == "lobby"
        data = json.dumps("foster-decimal").encode()
        before = digest(path)
        asked = (
            (east, {"table": lobby}),
            (north, {"table": playing.id}),
        )
        for user, options in asked:
            for locale, said in (("en-US", ENGLISH), ("sv-SE", SWEDISH)):
                values = {"file": ("card.json", data), **options}
                answer = await (
                    await fake.slash(user, "boston rulefile", values, locale=locale)
                ).message()
                assert answer.ephemeral_to is user
                assert answer.text == said, answer.text
        await harness.settle()
        assert digest(path) == before
        assert harness.problems() == []
