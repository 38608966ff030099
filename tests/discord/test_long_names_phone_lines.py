"""The table message read on a phone (``PHONE_LINE`` columns) where the four players go by
long names (about 20 characters, as many a server's nicknames are), in English and Swedish.

Before, the scorekeeping table's seats line stood on one line ("Seats (for /boston score): 1
Kristoffer Lindqvist · 2 Margaretha Söderberg · 3 Charlotte Wennerberg · 4 Ebba
Hammarskjöld", 121 columns), and so did its "Scorekeeping: enter the next deal with /boston
score." (53); a Swedish Boston call alone on its line took 56 ("Margaretha Söderberg: 6 spel
(stor boston) i högsta färg", SV-B2). Now they are broken as the other lines are: the seats
between seats, each seat's number and name whole, the heading alone above them where the
first does not fit beside it; a sentence after its colon; a call after its caller's name, its
contract with its level whole. Short names keep each line as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from tests.discord.driver import PLAYERS, boston, code_of, enabled_actions, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

LONG = ("Kristoffer Lindqvist", "Margaretha Söderberg", "Charlotte Wennerberg", "Ebba Hammarskjöld")
"""The four players' nicknames."""


def wide(text: str) -> list[tuple[int, str]]:
    lines = text.splitlines()
    return [(display_width(line), line) for line in lines if display_width(line) > PHONE_LINE]


async def long_named(harness: BotHarness, lang: Lang) -> list[FakeUser]:
    """The four players, nicknamed :data:`LONG` on a server speaking ``lang``."""
    fake = harness.fake
    if lang == "sv":
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
    users = [fake.user(name) for name in PLAYERS]
    for user, nick in zip(users, LONG, strict=True):
        fake.guild.members[user.id].nick = nick
    return users


async def scorekeeping(harness: BotHarness, users: list[FakeUser]) -> FakeMessage:
    """The first user opens a scorekeeping table, the others join, and it starts."""
    fake = harness.fake
    await (await fake.slash(users[0], "boston new", {"mode": "score"})).done()
    message = await fake.wait_for_message(
        fake.guild.channel("general"), lambda m: any("boston:lobby:" in c for c in m.custom_ids)
    )
    join = next(c for c in message.custom_ids if c.endswith(":join"))
    for user in users[1:]:
        await (await fake.click(user, message, join)).done()
    start = next(c for c in message.custom_ids if c.endswith(":start"))
    await (await fake.click(users[0], message, start)).done()
    await harness.settle()
    return message


SEATS: dict[Lang, list[str]] = {
    "en": [
        "Scorekeeping:",
        "enter the next deal with `/boston score`.",
        "Seats (for `/boston score`):",
        "1 Kristoffer Lindqvist · 2 Margaretha Söderberg",
        "3 Charlotte Wennerberg · 4 Ebba Hammarskjöld",
    ],
    "sv": [
        "Poängföring: för in nästa giv med `/boston score`.",
        "Platser (för `/boston score`):",
        "1 Kristoffer Lindqvist · 2 Margaretha Söderberg",
        "3 Charlotte Wennerberg · 4 Ebba Hammarskjöld",
    ],
}


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_a_scorekeeping_tables_seats_fit_a_phone(tmp_path: Path, lang: Lang) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        users = await long_named(harness, lang)
        message = await scorekeeping(harness, users)
        lines = message.text.splitlines()
        at = lines.index(SEATS[lang][0])
        assert lines[at : at + len(SEATS[lang])] == SEATS[lang], lines
        assert wide(message.text) == []
        assert harness.problems() == []


CALL: dict[Lang, list[str]] = {
    "en": ["Auction:", "Margaretha Söderberg:", "6 spel (stor boston) i högsta färg"],
    "sv": ["Budgivning:", "Margaretha Söderberg:", "6 spel (stor boston) i högsta färg"],
}


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_sv_b2_a_long_call_fits_a_phone(tmp_path: Path, lang: Lang) -> None:
    """Förhand bids 6 spel *i högsta färg* (SV-B2) in Swedish Boston."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await long_named(harness, lang)
        table = await seated_table(harness)
        bidder = table.on_turn()
        assert bidder is not None and bidder is fake.user(PLAYERS[1])  # förhand: LONG[1]
        view = await table.refresh(bidder)
        await (await fake.select(bidder, view, view.selects[0]["custom_id"], ["6"])).done()
        codes = {code_of(c): c for c in enabled_actions(view)}
        await (await fake.click(bidder, view, codes["bid.6.first"])).done()
        await table.settle()
        lines = table.message.text.splitlines()
        at = lines.index(CALL[lang][0])
        assert lines[at : at + 3] == CALL[lang], lines
        assert wide(table.message.text) == []
        assert harness.problems() == []
