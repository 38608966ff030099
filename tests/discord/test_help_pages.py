"""Every ``/boston help`` reply within Discord's limits, cut between lines: each topic of
each rule system, in English and Swedish, asked at no table (the server's rules, and a
server whose Swedish tables pay the simplified way, SV-F3) and in the thread of a table of
each rule system (Swedish Boston's with each payment). The Swedish glossary's block of
Swedish Boston's words was 3,885 characters of a page's 3,900: a longer one is cut between
its entries, never within one, and the page after it is headed with its heading again.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import guide
from bot.engine.variants import VARIANTS
from cogs.boston.help import PAGE_LIMIT
from tests.discord.driver import boston, bot_of, computers_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeChannel

EMBED_DESCRIPTION, EMBEDS_TOTAL, TITLE = 4096, 6000, 256
ASKERS = ("north", "sven")
"""North reads English and holds a seat at the table; Sven reads Swedish, seated nowhere."""


class Paged:
    """``guide.pages`` as the help calls it: each text cut, and its pages."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int, list[str]]] = []
        self._pages = guide.pages

    def __call__(self, text: str, limit: int, *, headed: bool = False) -> list[str]:
        assert headed  # a glossary's block cut over pages keeps its heading atop each
        result = self._pages(text, limit, headed=headed)
        self.calls.append((text, limit, result))
        return result


def _lines(text: str) -> Iterator[str]:
    return (line for line in text.split("\n") if line)


def _cut_between_lines(text: str, limit: int, result: list[str]) -> None:
    """Each page within ``limit`` and made of the text's whole lines (a block's heading
    again atop a later piece of it), every line of the text on a page."""
    whole = set(_lines(text))
    shown: set[str] = set()
    for page in result:
        assert 0 < len(page) <= limit
        for line in _lines(page):
            assert line in whole, f"a line cut: {line!r}"
            shown.add(line)
    assert shown == whole


async def _ask_everything(
    harness: BotHarness,
    paged: Paged,
    variants: tuple[str, ...],
    channel: FakeChannel | None = None,
    *,
    named: bool = True,
) -> int:
    """Every topic of ``variants`` asked by each asker in ``channel`` (else #general), the
    variant named or not; each reply checked. The number of replies."""
    fake = harness.fake
    asked = 0
    for username in ASKERS:
        user = fake.user(username)
        for variant in variants:
            for topic in guide.TOPICS:
                options: dict[str, object] = {"topic": topic}
                if named:
                    options["variant"] = variant
                paged.calls.clear()
                handle = await fake.slash(user, "boston help", options, channel=channel)
                messages = [await handle.message(), *handle.followups]
                (text, limit, result), *others = paged.calls
                assert not others and limit == PAGE_LIMIT
                _cut_between_lines(text, limit, result)
                assert len(messages) == len(result)
                for message in messages:
                    assert message.ephemeral_to is user
                    (embed,) = message.embeds
                    title, description = embed["title"], embed["description"]
                    assert len(description) <= EMBED_DESCRIPTION and len(title) <= TITLE
                    assert len(title) + len(description) <= EMBEDS_TOTAL
                if topic == "glossary":  # a page of words begins with whose words they are
                    assert all(not page.startswith("- ") for page in result), result
                asked += 1
    return asked


@pytest.mark.parametrize("server_rules", [None, "payment=simplified"])
async def test_every_topic_at_no_table_fits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, server_rules: str | None
) -> None:
    paged = Paged()
    monkeypatch.setattr(guide, "pages", paged)
    async with boston(tmp_path / "b.sqlite3") as harness:
        if server_rules is not None:  # SV-F3: the server's Swedish tables pay the simplified way
            owner = harness.fake.owner
            await (
                await harness.fake.slash(owner, "boston settings", {"rules": server_rules})
            ).done()
        asked = await _ask_everything(harness, paged, tuple(VARIANTS))
    assert asked == len(ASKERS) * len(VARIANTS) * len(guide.TOPICS)


@pytest.mark.parametrize(
    ("variant", "rules"),
    [*((variant, None) for variant in VARIANTS), ("swedish", "payment=simplified")],
)
async def test_every_topic_at_a_table_fits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: str, rules: str | None
) -> None:
    paged = Paged()
    monkeypatch.setattr(guide, "pages", paged)
    async with boston(tmp_path / "b.sqlite3") as harness:
        options: dict[str, object] = {"variant": variant}
        if rules is not None:
            options["rules"] = rules
        table_id = await computers_table(harness, options)
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        place = harness.fake.channel(thread)
        asked = await _ask_everything(harness, paged, (variant,), place, named=False)
    assert asked == len(ASKERS) * len(guide.TOPICS)


def test_a_block_longer_than_a_page_is_cut_between_entries_under_its_heading() -> None:
    """A glossary's block of one game's words over a page: cut between its entries, and
    the page after it headed with the block's heading (before, a page of entries without
    it), the shared words' block after it."""
    entries = [
        f"- **word {n}** (eng. *word*) — {'an explanation ' * 8}(SV-P{n})." for n in range(40)
    ]
    block = "\n".join(["**Svensk boston**", *entries])
    text = f"## Ordlista\n\n{block}\n\n**Alla spelen**\n- **point** — enheten."
    result = guide.pages(text, 2000, headed=True)
    assert len(result) > 2
    _cut_between_lines(text, 2000, result)
    for page in result[1:]:
        assert page.startswith("**Svensk boston**\n- **word ") or page.startswith("**Alla"), page
    assert "\n\n".join(result).count("- **word 7**") == 1


def test_a_line_longer_than_a_page_is_cut_between_words_not_dropped() -> None:
    """A paragraph on one line longer than a page: before, all after the page's length was
    dropped without a word."""
    line = " ".join(f"word{n}" for n in range(1500))
    result = guide.pages(f"## Heading\n\n{line}", 1000)
    assert all(len(page) <= 1000 for page in result)
    assert " ".join(result).split() == ["##", "Heading", *line.split()]
