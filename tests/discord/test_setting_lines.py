"""A rule setting is shown the way a person reads it ("Deals to play: 3", "Deals to play: no
limit"), while where a host types it (``rules``' suggestions) the hint says what to type
("Deals to play (0: no limit)"): in the lobby, in the server's rules and in Swedish, for a
variant whose default is a fixed number of deals (American, 12) and for one whose is none
(Dawson: 0 deals, no pool cap; SV-F3, DW-P3).

Before: every line showed the prompt's hint beside the value ("Deals to play (0: no limit):
3")."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage


async def _lobby(harness: BotHarness, options: dict[str, object]) -> FakeMessage:
    fake = harness.fake
    general = fake.guild.channel("general")
    before = {m.id for m in general.visible_messages()}
    await (await fake.slash(fake.user("north"), "boston new", options)).done()
    await harness.settle()
    return await fake.wait_for_message(
        general, lambda m: m.id not in before and any("boston:lobby:" in c for c in m.custom_ids)
    )


def _terms(message: FakeMessage, head: str) -> str:
    """The terms, on the line under their heading (a rule's "label: value" has a colon)."""
    lines = message.text.splitlines()
    return lines[lines.index(head) + 1]


async def test_the_lobby_shows_the_value_without_the_hint(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        three = await _lobby(harness, {"variant": "american", "rules": "deals=3"})
        terms = _terms(three, "Played at this table:")
        assert "Deals to play: 3" in terms and "no limit" not in terms, terms
        endless = await _lobby(harness, {"variant": "american", "rules": "deals=0"})
        terms = _terms(endless, "Played at this table:")
        assert "Deals to play: no limit" in terms and "(0:" not in terms, terms
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        swedish = await _lobby(harness, {"variant": "american", "rules": "deals=0"})
        terms = _terms(swedish, "Vid det här bordet gäller:")
        assert "Antal givar: obegränsat" in terms and "(0:" not in terms, terms
        assert harness.problems() == []


async def test_the_prompt_keeps_the_hint_and_the_rules_list_reads(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        options = {"variant": "american", "rules": "dea"}
        handle = await fake.autocomplete(north, "boston new", "rules", options)
        await handle.done()
        assert handle.choices is not None
        assert [c["name"] for c in handle.choices] == ["deals= — Deals to play (0: no limit)"]
        handle = await fake.autocomplete(north, "boston new", "rules", options, locale="sv-SE")
        await handle.done()
        assert handle.choices is not None
        assert [c["name"] for c in handle.choices] == ["deals= — Antal givar (0: obegränsat)"]
        options = {"variant": "dawson", "rules": "pool"}
        handle = await fake.autocomplete(north, "boston new", "rules", options)
        await handle.done()
        assert handle.choices is not None
        assert [c["name"] for c in handle.choices] == ["pool_cap= — Pool cap (none: no cap)"]
        # The server's rules, as a list of values: the default 0 deals and no cap in words.
        reply = await (
            await fake.slash(
                fake.owner, "boston settings", {"variant": "dawson", "rules": "ante=5"}
            )
        ).message()
        assert "Deals to play (`deals`): no limit" in reply.content, reply.content
        assert "Pool cap (`pool_cap`): no cap" in reply.content, reply.content
        swedish = await (
            await fake.slash(
                fake.owner,
                "boston settings",
                {"variant": "dawson", "rules": "ante=5"},
                locale="sv-SE",
            )
        ).message()
        # Each setting by its Swedish name, which types it as the English one does.
        assert "Antal givar (`givar`): obegränsat" in swedish.content, swedish.content
        assert "Pottens tak (`pottens_tak`): inget tak" in swedish.content, swedish.content
        assert harness.problems() == []
