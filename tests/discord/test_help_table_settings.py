"""``/boston help`` at a table that plays some rules otherwise than its variant's defaults:
the header names the table's rules, and the guide's text below it states the defaults (a
dealer's deposit of 50, twelve deals, an ål of 96). Read in one reply, the two disagreed with
nothing to say which one holds; the header now says that the text gives the defaults and
the table's settings above apply. At a table playing the defaults nothing more is said."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import guide
from bot.i18n import Lang, t
from bot.table_rules import plays_otherwise
from tests.discord.driver import boston, bot_of, computers_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage

LANGS: tuple[Lang, ...] = ("en", "sv")
ASKERS: tuple[tuple[str, Lang], ...] = (("north", "en"), ("sven", "sv"))
"""North holds a seat at the table (their table); Sven reads its thread, seated nowhere."""
AT_TABLE = {"north": "At your table: ", "sven": "Vid det här bordet: "}
NOTE = {
    "north": t("en", "help.defaults_below"),
    "sven": t("sv", "help.defaults_below_this"),
}


async def _help(harness: BotHarness, username: str, thread: int, topic: str) -> tuple[str, str]:
    """The first message's description of ``/boston help topic:`` asked in the thread: its
    header line (the table's rules) and the rest (the guide's text)."""
    fake = harness.fake
    handle = await fake.slash(
        fake.user(username), "boston help", {"topic": topic}, channel=fake.channel(thread)
    )
    first: FakeMessage = await handle.message()
    header, _, rest = first.embeds[0]["description"].partition("\n\n")
    return header, rest


@pytest.mark.parametrize(
    ("variant", "rules", "said"),
    [
        # FB-L1's deposit, FB-G1's twelve deals, FB-B4's suit order: the playtester's table.
        (
            "fontainebleau",
            "deposit=100 suit_order=HDCS honours_on_failure=off slam_table=american deals=8",
            ("100", "8"),
        ),
        ("swedish", "al=120", ("120",)),  # SV-P4's ål of 96
        ("nantes", "deals=8", ("8",)),
        ("dawson", "pool_cap=200", ("200",)),
        ("swedish", "payment=simplified", ()),  # SV-F: the payment named with the game
    ],
)
async def test_a_table_playing_otherwise_is_told_the_text_gives_the_defaults(
    tmp_path: Path, variant: str, rules: str, said: tuple[str, ...]
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, {"variant": variant, "rules": rules})
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        for username, lang in ASKERS:
            for topic in ("play", "contracts", "payments"):
                header, rest = await _help(harness, username, thread, topic)
                assert header.startswith(AT_TABLE[username]), header
                for value in said:
                    assert f": {value}" in header, header
                # Said once, after the table's rules and before the guide's text.
                assert header.endswith(NOTE[username]), header
                assert NOTE[username] not in rest
                guide_text = guide.section(topic, lang, variant)
                assert rest.split()[:5] == guide_text.split()[:5]


@pytest.mark.parametrize("variant", ["fontainebleau", "swedish", "nantes", "dawson", "whisch"])
async def test_a_table_playing_the_defaults_is_told_nothing_more(
    tmp_path: Path, variant: str
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, {"variant": variant})
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        for username, _lang in ASKERS:
            header, _ = await _help(harness, username, thread, "play")
            at_table = AT_TABLE[username]
            assert header.startswith(at_table) and header.endswith("."), header
            # the variant's name (and its payment): no "label: value" of a rule played otherwise
            assert ":" not in header.removeprefix(at_table), header
            assert NOTE[username] not in header, header


def test_a_card_of_prices_is_not_a_rule_played_otherwise() -> None:
    """AM-S2: the guide's payments text describes every card, and the header names none, so
    a table's own card adds no note; its deals (AM-S1) do."""
    assert not plays_otherwise("american", {"card": "foster-decimal", "deals": 12})
    assert plays_otherwise("american", {"card": "foster", "deals": 8})


@pytest.mark.parametrize(
    ("locale", "yours", "this"),
    [
        ("en-US", "At your table: ", "At this table: "),
        ("sv-SE", "Vid ditt bord: ", "Vid det här bordet: "),
    ],
)
async def test_one_who_holds_no_seat_is_told_of_this_table_not_theirs(
    tmp_path: Path, locale: str, yours: str, this: str
) -> None:
    """Asked in a table's thread, the header is the asker's table ("At your table") only
    where they hold a seat there; a kibitzer reads "At this table" (before, "Vid ditt bord"
    to a Swedish member who sat nowhere), and so does the note that the table's settings
    apply."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, {"rules": "al=120"})
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        lang: Lang = "sv" if locale == "sv-SE" else "en"
        for username, start in (("north", yours), ("kibitzer", this)):
            harness.fake.user(username).locale = locale
            header, _ = await _help(harness, username, thread, "payments")
            assert header.startswith(start), header
            note = "help.defaults_below" if start == yours else "help.defaults_below_this"
            assert header.endswith(t(lang, note)), header
