"""``/boston help`` asked at no table, about Swedish Boston: the guide marks the parts a table
plays only with one payment (``<!-- if:payment=… -->``, SV-F3), and a reader at no table was
given every part. ``topic:contracts`` showed the protocol's list of contracts and then the
simplified payment's, thirteen contracts twice: one list read twice, with other numbers.
The way of play and the contracts are now told as a table with the server's rules plays
them (the traditional payment by default), with one line saying that a table paying the
other way plays some of it otherwise and where to read how; the topic on payment sets out
both ways, each under its own heading. At a table, the table's settings decide, as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang, t
from tests.discord.driver import boston
from tests.support.bot_runner import BotHarness

ASKERS: tuple[tuple[str, Lang], ...] = (("north", "en"), ("sven", "sv"))
PAYMENT = {
    "en": {"traditional": "traditional payment (protocol)", "simplified": "simplified payment"},
    "sv": {
        "traditional": "traditionell betalning (protokoll)",
        "simplified": "förenklad betalning",
    },
}
"""SV-F3's payments as a table's rules name them."""
PROTOCOL_LIST = {"en": "Base 5 (with whist 8)", "sv": "Grund 5 (med whist 8)"}
"""The first contract's line of the protocol's list (SV-S1's base)."""
SIMPLIFIED_LIST = {"en": "Value 5 (1 per overtrick)", "sv": "Värde 5 (1 per överstick)"}
"""The first contract's line of the simplified payment's list (SV-F1, SV-F2)."""
HEADINGS = {
    "en": ("### Traditional payment", "### Simplified payment"),
    "sv": ("### Traditionell betalning", "### Förenklad betalning"),
}


async def _help(harness: BotHarness, username: str, options: dict[str, object]) -> str:
    """``/boston help`` asked by ``username`` in #general, every page's description joined."""
    fake = harness.fake
    handle = await fake.slash(fake.user(username), "boston help", options)
    pages = [await handle.message(), *handle.followups]
    return "\n\n".join(page.embeds[0]["description"] for page in pages)


def _pointer(lang: Lang, payment: str, variant: str = "") -> str:
    return t(lang, "help.played_otherwise", settings=PAYMENT[lang][payment], variant=variant)


@pytest.mark.parametrize(("username", "lang"), ASKERS)
async def test_the_contracts_at_no_table_are_one_list(
    tmp_path: Path, username: str, lang: Lang
) -> None:
    """SV-C1–SV-C4 once, with the protocol's bases (SV-S1), and one line under them naming
    the simplified payment (SV-F1–SV-F3) and where its values are."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        asked: list[dict[str, object]] = [{"topic": "contracts", "variant": "swedish"}]
        for options in [*asked, {"topic": "contracts"}]:  # named, and the server's rules
            text = await _help(harness, username, options)
            assert text.count("**5 spel**") == 1, text
            assert text.count("**13 spel**") == 1, text
            assert PROTOCOL_LIST[lang] in text and SIMPLIFIED_LIST[lang] not in text, text
            assert text.endswith("\n\n" + _pointer(lang, "simplified")), text
            assert "<!--" not in text


@pytest.mark.parametrize(("username", "lang"), ASKERS)
async def test_the_way_of_play_at_no_table_is_the_default_payment_s(
    tmp_path: Path, username: str, lang: Lang
) -> None:
    """SV-B6's all-pass deal as the protocol marks it, not also as the simplified payment
    passes it on (SV-F3), and the line saying a simplified table plays some of it otherwise."""
    simplified = {"en": "With the simplified payment", "sv": "Vid förenklad betalning"}
    async with boston(tmp_path / "b.sqlite3") as harness:
        text = await _help(harness, username, {"topic": "play"})
        assert "ompassning" in text and simplified[lang] not in text, text
        # the line on the other payment, then (asked at no table) how to start a table
        told = "\n\n" + _pointer(lang, "simplified") + "\n\n" + t(lang, "help.start")
        assert text.endswith(told), text


@pytest.mark.parametrize(("username", "lang"), ASKERS)
async def test_a_server_paying_the_simplified_way_is_told_its_list(
    tmp_path: Path, username: str, lang: Lang
) -> None:
    """A server whose Swedish tables pay the simplified way (SV-F3) by default: a question
    about no table is about a table it would open, so the contracts' values are SV-F1's,
    and the line names the protocol's payment, played otherwise."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        settings = {"rules": "payment=simplified"}
        await (await fake.slash(fake.owner, "boston settings", settings)).done()
        text = await _help(harness, username, {"topic": "contracts"})
        assert text.count("**5 spel**") == 1, text
        assert SIMPLIFIED_LIST[lang] in text and PROTOCOL_LIST[lang] not in text, text
        assert text.endswith("\n\n" + _pointer(lang, "traditional")), text


async def test_the_line_names_the_rules_where_they_are_not_the_askers(tmp_path: Path) -> None:
    """On a server playing Dawson's Boston, ``/boston help topic:payments`` alone would tell
    Dawson's payments: the line under Swedish Boston's contracts names its rules."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"variant": "dawson"})).done()
        text = await _help(harness, "north", {"topic": "contracts", "variant": "swedish"})
        assert text.endswith(_pointer("en", "simplified", " variant:swedish")), text
        assert "`/boston help topic:payments variant:swedish`" in text
        dawson = await _help(harness, "north", {"topic": "contracts"})
        assert "some of this is played otherwise" not in dawson  # no part marked by a setting


@pytest.mark.parametrize(("username", "lang"), ASKERS)
async def test_the_payments_at_no_table_head_each_way(
    tmp_path: Path, username: str, lang: Lang
) -> None:
    """The topic on payment sets out both ways (SV-P, SV-S; SV-F1–SV-F3), each under a
    heading of its own, so the simplified payment's paragraph does not read as more of the
    protocol's; and no line pointing to itself."""
    traditional, simplified = HEADINGS[lang]
    async with boston(tmp_path / "b.sqlite3") as harness:
        text = await _help(harness, username, {"topic": "payments"})
        assert text.count(traditional) == 1 and text.count(simplified) == 1, text
        assert text.index(traditional) < text.index(simplified), text
        assert "betdelning" in text and _pointer(lang, "simplified") not in text
