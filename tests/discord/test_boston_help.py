"""``/boston help`` through the fake Discord: every topic answers privately, in English or
Swedish by the user's locale, with the text of the players' guide in ``docs/rules/``, in
messages within Discord's limits (the fake refuses anything longer)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import guide
from bot.engine.variants import get_variant
from bot.i18n import Lang, t
from cogs.boston.help import AS_PLAYED_TOPICS, PAGE_LIMIT
from tests.discord.driver import boston, bot_of, computers_table
from tests.support.fake_model import FakeMessage, FakeUser

EMBED_DESCRIPTION, EMBEDS_TOTAL, CONTENT = 4096, 6000, 2000


def words(text: str) -> str:
    return "".join(text.split())


def within_limits(message: FakeMessage, user: FakeUser) -> None:
    assert message.ephemeral_to is user
    assert len(message.content or "") <= CONTENT
    total = 0
    for embed in message.embeds:
        description = embed.get("description") or ""
        assert len(description) <= EMBED_DESCRIPTION
        total += len(description) + len(embed.get("title") or "")
    assert total <= EMBEDS_TOTAL


async def test_the_help_command_is_synced_with_its_topics(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        boston_command = harness.fake.global_commands["boston"]
        help_command = next(o for o in boston_command["options"] if o["name"] == "help")
        topic = next(o for o in help_command["options"] if o["name"] == "topic")
        assert [c["value"] for c in topic["choices"]] == list(guide.TOPICS)
        assert help_command["description_localizations"]["sv-SE"].startswith("Så spelar man")


@pytest.mark.parametrize(("username", "language"), [("north", "en"), ("sven", "sv")])
async def test_every_topic_is_answered_privately_with_the_guide_s_text(
    tmp_path: Path, username: str, language: Lang
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        user = fake.user(username)
        for variant in ("swedish", "dawson", "mariland", "whisch"):
            for topic in guide.TOPICS:
                handle = await fake.slash(user, "boston help", {"topic": topic, "variant": variant})
                first = await handle.message()
                messages = [first, *handle.followups]
                for message in messages:
                    within_limits(message, user)
                shown = "".join(m.embeds[0]["description"] for m in messages)
                expected = guide.section(topic, language, variant)
                if topic == "glossary":  # a new table's words: the variant's and the shared
                    defaults = get_variant(variant).settings({})
                    expected = guide.section(topic, language, variant, settings=defaults)
                    expected = guide.variant_glossary(expected, variant, lang=language)
                if topic in AS_PLAYED_TOPICS:  # as a new table plays, and a line on the rest
                    defaults = get_variant(variant).settings({})
                    expected = guide.played_apart(topic, language, variant, defaults)[0]
                    if guide.left_out(topic, language, variant, defaults):  # SV-F3
                        payment = get_variant(variant).words.term("payment.simplified", language)
                        expected += t(
                            language, "help.played_otherwise", settings=payment, variant=""
                        )
                if topic == "play":  # asked at no table: how to start one, last
                    expected += t(language, "help.start")
                # A glossary's block longer than a page has its heading again atop the next.
                expected = "".join(guide.pages(expected, PAGE_LIMIT, headed=True))
                assert words(shown) == words(expected)
                if len(messages) > 1:
                    assert messages[0].embeds[0]["title"].endswith(f"(1/{len(messages)})")
        # Boston de Nantes' way of play is longer than one embed: it comes in pages.
        nantes = await fake.slash(user, "boston help", {"topic": "play", "variant": "nantes"})
        first = await nantes.message()
        assert len(nantes.followups) >= 1 and first.embeds[0]["title"].endswith(")")


async def test_swedish_and_english_readers_get_their_own_language(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, sven = fake.user("north"), fake.user("sven")
        english = await (await fake.slash(north, "boston help")).message()
        swedish = await (await fake.slash(sven, "boston help")).message()
        assert english.embeds[0]["title"] == "How to play — Swedish Boston"
        assert "How a deal goes" in english.text and "förhand" in english.text
        assert swedish.embeds[0]["title"] == "Så spelar man — svensk boston"
        assert "Så går en giv" in swedish.text and "How a deal goes" not in swedish.text
        payments = await (await fake.slash(sven, "boston help", {"topic": "payments"})).message()
        assert "betdelning" in payments.text and "gående bet" in payments.text


async def test_the_default_rules_follow_the_server(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        owner, north = fake.owner, fake.user("north")
        await (await fake.slash(owner, "boston settings", {"variant": "dawson"})).done()
        answer = await (await fake.slash(north, "boston help", {"topic": "contracts"})).message()
        assert answer.embeds[0]["title"] == "The contracts — Dawson's Boston"
        assert "Grand Spread" in answer.text


async def test_the_default_rules_are_the_askers_table_s(tmp_path: Path) -> None:
    """Without ``variant:`` a person at a Dawson table (on a server whose rules are Swedish)
    is told Dawson's contracts and words, in the table's thread or beside it; the glossary
    leaves out the other variants' blocks. Someone at no table is told the server's."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id = await computers_table(harness, {"variant": "dawson"})
        north, south = fake.user("north"), fake.user("south")
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        for where in (fake.guild.channel("general"), fake.channel(thread)):
            answer = await fake.slash(north, "boston help", {"topic": "contracts"}, channel=where)
            first = await answer.message()
            assert first.embeds[0]["title"] == "The contracts — Dawson's Boston"
        glossary = await fake.slash(north, "boston help", {"topic": "glossary"})
        shown = "".join(
            m.embeds[0]["description"] for m in [await glossary.message(), *glossary.followups]
        )
        assert "**Dawson's Boston**" in shown and "**Every game**" in shown
        assert "**Swedish Boston**" not in shown and "**Mariland**" not in shown
        other = await (await fake.slash(south, "boston help", {"topic": "contracts"})).message()
        assert other.embeds[0]["title"] == "The contracts — Swedish Boston"


async def test_an_ended_tables_thread_keeps_its_rules(tmp_path: Path) -> None:
    """The result post sends its players to ``/boston help topic:glossary``: in the thread of a
    Dawson table that has ended (on a Swedish server), help is still about Dawson's Boston.
    Before, it fell back to the server's Swedish rules once the game was over."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id = await computers_table(harness, {"variant": "dawson"})
        service = bot_of(harness).tables
        thread = service.get(table_id).row.thread_id
        assert thread is not None
        await service.cancel(table_id, fake.user("north").id)
        await harness.settle()
        assert service.find(table_id) is None
        for user in (fake.user("north"), fake.user("south")):
            answer = await fake.slash(
                user, "boston help", {"topic": "contracts"}, channel=fake.channel(thread)
            )
            assert (await answer.message()).embeds[0]["title"] == "The contracts — Dawson's Boston"


@pytest.mark.parametrize(("username", "language"), [("north", "en"), ("sven", "sv")])
async def test_ru_1_russian_words_asked_away_from_a_table_say_russian_boston_s_best_suit(
    tmp_path: Path, username: str, language: Lang
) -> None:
    """No Russian table here: the glossary is told as a new Russian table plays it, so its
    "best suit" is Russian Boston's alone (RU-1), not also Fontainebleau's French order."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        user = harness.fake.user(username)
        handle = await harness.fake.slash(
            user, "boston help", {"topic": "glossary", "variant": "russian"}
        )
        first = await handle.message()
        shown = "".join(m.embeds[0]["description"] for m in [first, *handle.followups])
        best = "**best suit**" if language == "en" else "**bästa färg**"
        entries = [line for line in shown.splitlines() if best in line]
        assert len(entries) == 1
        assert "RU-1" in entries[0]
