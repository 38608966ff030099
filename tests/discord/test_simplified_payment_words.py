"""Swedish Boston's simplified payment (SV-F1–SV-F3) as its table's players read it.

``/boston help topic:payments`` at such a table gave 2,700 characters of the protocol, betar,
marks and betdelning, none of which the table plays, before the one paragraph that applied,
at the very end: on a phone, several screens of rules that do not apply. The guide marks
the parts a table plays only with some settings (``<!-- if:payment=… -->``): the parts the
table plays come first, then a line saying the rest is not played there.

And ``/boston new rules:betalning=förenklad ål=100`` opened a lobby that said nothing of the
ål: a setting that plays no part under the simplified payment is left out of the lobby's
rules (SV-F3), so the host's typed ål vanished without a word. Her private confirmation now
says which of her settings were left out, and why.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang, t
from tests.discord.driver import boston, bot_of, computers_table, open_table
from tests.support.bot_runner import BotHarness

SIMPLIFIED = {"en": "**Simplified payment** (SV-F1", "sv": "**Förenklad betalning** (SV-F1"}
PROTOCOL = {"en": "**The protocol.**", "sv": "**Protokollet.**"}
ASKERS: tuple[tuple[str, Lang, str], ...] = (
    ("north", "en", "help.not_played"),  # seated: "at your table"
    ("sven", "sv", "help.not_played_this"),  # reads the thread, seated nowhere
)


async def _payments(harness: BotHarness, username: str, channel: int | None = None) -> str:
    """``/boston help topic:payments`` asked by ``username`` in ``channel`` (else #general),
    every page's description joined."""
    fake = harness.fake
    place = fake.channel(channel) if channel is not None else fake.guild.channel("general")
    options: dict[str, object] = {"topic": "payments"}
    if channel is None:
        options["variant"] = "swedish"
    handle = await fake.slash(fake.user(username), "boston help", options, channel=place)
    pages = [await handle.message(), *handle.followups]
    return "\n\n".join(page.embeds[0]["description"] for page in pages)


@pytest.mark.parametrize(
    ("rules", "first", "apart"),
    [
        ("payment=simplified", SIMPLIFIED, PROTOCOL),  # SV-F1–SV-F3
        ("al=120", PROTOCOL, SIMPLIFIED),  # the traditional payment: SV-P1
    ],
)
async def test_the_payment_a_table_plays_comes_first(
    tmp_path: Path, rules: str, first: dict[str, str], apart: dict[str, str]
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, {"variant": "swedish", "rules": rules})
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        for username, lang, note in ASKERS:
            text = await _payments(harness, username, thread)
            line = t(lang, note)
            assert text.count(line) == 1, text
            played, _, rest = text.partition(line)
            assert first[lang] in played and first[lang] not in rest, text
            assert apart[lang] in rest and apart[lang] not in played, text
            if rules == "payment=simplified":
                # the table's own paragraph within the first screen, not after 2,700 characters
                assert text.index(first[lang]) < 600, text


async def test_without_a_table_the_guide_is_whole_in_its_order(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        for username, lang, note in ASKERS:
            text = await _payments(harness, username)
            assert t(lang, note) not in text
            assert text.index(PROTOCOL[lang]) < text.index(SIMPLIFIED[lang])
            assert "<!--" not in text


@pytest.mark.parametrize(
    ("host", "rules", "said"),
    [
        (
            "north",
            "payment=simplified al=100 merge_limit=300",
            "Not in effect at this table (Swedish Boston · simplified payment), so left out: "
            "`al=100`, `merge_limit=300`.",
        ),
        (
            "sven",
            "betalning=förenklad ål=100 merge_limit=300",
            "Gäller inte vid det här bordet (Svensk boston · förenklad betalning) och har "
            "utelämnats: `ål=100`, `hopslagningsgräns=300`.",
        ),
        (
            "sven",
            "betalning=förenklad turlängd=12",
            "Gäller inte vid det här bordet (Svensk boston · förenklad betalning) och har "
            "utelämnats: `turlängd=12`.",
        ),
    ],
)
async def test_the_host_is_told_which_of_her_settings_play_no_part(
    tmp_path: Path, host: str, rules: str, said: str
) -> None:
    """SV-F3: the simplified payment keeps no protocol, so its ål, merge limit and tour play
    no part; the lobby leaves them out, and the host's confirmation says so, privately, in
    her language."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        user = harness.fake.user(host)
        lobby, reply = await open_table(
            harness, user, options={"variant": "swedish", "rules": rules}
        )
        assert reply.ephemeral_to is user
        assert reply.content.splitlines()[1:] == [said], reply.content
        assert "100" not in lobby.text and "300" not in lobby.text


@pytest.mark.parametrize("host", ["north", "sven"])
async def test_settings_in_effect_are_not_said_left_out(tmp_path: Path, host: str) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        user = harness.fake.user(host)
        _, reply = await open_table(
            harness, user, options={"variant": "swedish", "rules": "al=100"}
        )
        assert len(reply.content.splitlines()) == 1, reply.content


# The traditional payment's words in the other sections (SV-B6's mark, the contracts' bases,
# SV-S5's colour multipliers), and the simplified payment's values and its all-pass deal (SV-F3).
TRADITIONAL_WORDS = {
    "en": ("Base 48", "Base 300", "Base 5 (with whist 8)", "(SV-B9, SV-S5)"),
    "sv": ("Grund 48", "Grund 300", "Grund 5 (med whist 8)", "(SV-B9, SV-S5)"),
}
SIMPLIFIED_WORDS = {
    "en": ("Value 10.", "Value 40.", "Value 5 (1 per overtrick), with whist 10 (2)"),
    "sv": ("Värde 10.", "Värde 40.", "Värde 5 (1 per överstick), med whist 10 (2)"),
}
MARK = {"en": "one mark on the protocol (SV-B6)", "sv": "ett streck i protokollet (SV-B6)"}
PASSED_ON = {"en": "the deal passes on (SV-B6, SV-F3)", "sv": "given går vidare (SV-B6, SV-F3)"}


async def _help(harness: BotHarness, username: str, channel: int, topic: str) -> str:
    fake = harness.fake
    handle = await fake.slash(
        fake.user(username), "boston help", {"topic": topic}, channel=fake.channel(channel)
    )
    pages = [await handle.message(), *handle.followups]
    return "\n\n".join(page.embeds[0]["description"] for page in pages)


@pytest.mark.parametrize("rules", ["payment=simplified", "al=120"])
async def test_the_contracts_and_the_deal_give_the_table_s_own_payment_first(
    tmp_path: Path, rules: str
) -> None:
    """At a table paying the simplified way (SV-F1–SV-F3) ``topic:contracts`` gave the
    traditional bases ("Petite misère … Base 48", "the payment follows the suit named",
    SV-S5) and ``topic:play`` an all-pass deal's mark on the protocol (SV-B6), none of which
    it plays: those now come after the line, the table's values and its all-pass deal first.
    A traditional table reads them as before, the simplified ones after the line."""
    simplified = rules == "payment=simplified"
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, {"variant": "swedish", "rules": rules})
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        for username, lang, note in ASKERS:
            line = t(lang, note)
            for topic, own, other in (
                ("contracts", SIMPLIFIED_WORDS[lang], TRADITIONAL_WORDS[lang]),
                ("play", (PASSED_ON[lang],), (MARK[lang],)),
            ):
                if not simplified:
                    own, other = other, own
                text = await _help(harness, username, thread, topic)
                assert text.count(line) == 1, text
                played, _, rest = text.partition(line)
                for words in own:
                    assert words in played and words not in rest, (words, text)
                for words in other:
                    assert words in rest and words not in played, (words, text)


@pytest.mark.parametrize(
    ("variant", "rules", "absent", "present"),
    [
        # SV-F3: the protocol's words are not played at a simplified table
        ("swedish", "payment=simplified", "**ål**", "**ompassning**"),
        # RU-1: Fontainebleau's words without "(Fontainebleau)" at a Russian table
        ("russian", None, "**whister** (Fontainebleau)", "**whister**"),
    ],
)
async def test_the_glossary_at_a_table_gives_its_words_as_it_plays_them(
    tmp_path: Path, variant: str, rules: str | None, absent: str, present: str
) -> None:
    """``/boston help topic:glossary`` in a table's thread reads the words as that table
    plays them, as its result notes and the terminal's ``?`` do."""
    options: dict[str, object] = {"variant": variant, **({"rules": rules} if rules else {})}
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, options)
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        text = await _help(harness, "north", thread, "glossary")
        assert present in text and absent not in text, text
