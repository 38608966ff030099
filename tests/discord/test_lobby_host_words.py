"""A lobby names its host, and its refusals name what was refused.

A host who gave her own seat away (``/boston replace seat:1``, answered **Give the seat**) is
still the host: the lobby's seats no longer mark her "(host)", so a line of its own names her,
and its "the host may press **Start**" says who that is. **Start** pressed by someone else
says that only the host can start the game (not "Only the host can do that."), naming the
host, and a
**Computer** button pressed by someone not seated says that only a player seated at the table
can seat one, and to sit down first (not only "You are not seated at this table."; where no
seat is free, that all four are taken): each privately, in the presser's language, changing
nothing.

Before: at a Swedish server the lobby of a host who had given seat 1 to David read
"1. <@david> / 2. <@bertil> / 3. <@eva> / 4. Dator 4 (heuristisk) / Alla platser är tagna:
värden kan trycka **Starta**." with no host named anywhere; David's **Starta** was answered
"Bara värden kan göra det." and an unseated member's **Dator** "Du sitter inte vid det här
bordet."
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from bot.tables.service import LiveTable
from tests.discord.driver import bot_factory, bot_of, button_ending, open_table, replace_seat
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.db_digest import digest
from tests.support.fake_discord import FakeDiscord, FakeMessage, FakeUser

NAMES = ("anna", "bertil", "cilla", "david", "eva")

WORDS = {
    "en": {
        "host_seated": "(host)",
        "host_line": "Host: <@{id}> (no seat)",
        "start_hint": "All seats are taken: the host may press **Start**.",
        "start": "Start",
        "cancel": "Cancel table",
        "computer": "Computer: heuristic",
        "not_host": "Only the host can start the game.",
        "host_is": "The host of table {id} is <@{host}>.",
        "table_full": "All four seats are taken.",
        "not_seated": "Only a player seated at this table can seat a computer: press **Join** "
        "first.",
    },
    "sv": {
        "host_seated": "(värd)",
        "host_line": "Värd: <@{id}> (utan plats)",
        "start_hint": "Alla platser är tagna: värden kan trycka **Starta**.",
        "start": "Starta",
        "cancel": "Avbryt bordet",
        "computer": "Dator: heuristisk",
        "not_host": "Bara värden kan starta spelet.",
        "host_is": "Värden för bord {id} är <@{host}>.",
        "table_full": "Alla fyra platser är tagna.",
        "not_seated": "Bara den som sitter vid bordet kan sätta dit en dator: tryck "
        "**Sätt dig** först.",
    },
}


def _world(lang: str) -> Callable[[FakeDiscord], None]:
    """Five members, of a server (and with a Discord client) speaking ``lang``."""

    def setup(fake: FakeDiscord) -> None:
        if lang == "sv":
            klubben = fake.add_guild("Klubben", locale="sv-SE")
            for name in NAMES:
                fake.add_user(name, guilds=[klubben], locale="sv-SE")
        else:
            fake.add_users(*NAMES)

    return setup


async def _refused(
    fake: FakeDiscord, user: FakeUser, lobby: FakeMessage, label: str, path: Path
) -> str:
    """``user`` presses ``label`` on the lobby (its id forged where the button is disabled):
    the private answer's text, after checking that only ``user`` sees it and that neither the
    lobby nor the database changed."""
    shown, before = (lobby.text, lobby.custom_ids, lobby.labels), digest(path)
    button = lobby.component(label=label)
    if button.get("disabled"):
        handle = await fake.forge_component(user, lobby, str(button["custom_id"]))
    else:
        handle = await fake.click(user, lobby, label=label)
    answer = await handle.message()
    assert answer.ephemeral_to is user
    assert (lobby.text, lobby.custom_ids, lobby.labels) == shown
    assert digest(path) == before
    return answer.text


async def _lobby_given_away(
    harness: BotHarness, lang: str, *, computers: int
) -> tuple[FakeMessage, LiveTable]:
    """Anna's lobby, Bertil seated, then Anna's own seat given to David (asked and answered
    **Give the seat**), then ``computers`` computers seated by Bertil."""
    fake = harness.fake
    anna, bertil, david = fake.user("anna"), fake.user("bertil"), fake.user("david")
    place = fake.guilds[-1].channel("general")
    lobby, _ = await open_table(harness, anna, place)
    (live,) = bot_of(harness).tables.tables()
    await (await fake.click(bertil, lobby, button_ending(lobby, ":join"))).done()
    await harness.settle()
    await replace_seat(harness, anna, {"seat": 1, "member": david}, place)
    for _ in range(computers):
        await (await fake.click(bertil, lobby, label=WORDS[lang]["computer"])).done()
    await harness.settle()
    assert live.seat_of(anna.id) is None and live.row.host_player_id == anna.id
    assert len(live.seats) == 2 + computers
    return lobby, live


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_a_host_without_a_seat_is_named_in_the_lobby(tmp_path: Path, lang: str) -> None:
    words = WORDS[lang]
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world(lang)) as harness:
        fake = harness.fake
        anna = fake.user("anna")
        host_line = words["host_line"].format(id=anna.id)
        # Seated, the host is marked on her seat, and no line of its own names her.
        seated, _ = await open_table(harness, anna, fake.guilds[-1].channel("general"))
        assert f"1. <@{anna.id}> {words['host_seated']}" in seated.text.splitlines()
        assert host_line not in seated.text
        await (await fake.click(anna, seated, label=words["cancel"])).done()
        await harness.settle()

        # Without a seat, waiting for players: named by a line of its own.
        lobby, live = await _lobby_given_away(harness, lang, computers=0)
        assert host_line in lobby.text.splitlines(), lobby.text
        assert words["host_seated"] not in lobby.text
        # Every seat taken: named before the line that says the host may press Start.
        for _ in range(2):
            await (await fake.click(fake.user("bertil"), lobby, label=words["computer"])).done()
        await harness.settle()
        assert len(live.seats) == 4
        lines = lobby.text.splitlines()
        assert host_line in lines and words["start_hint"] in lines, lobby.text
        assert lines.index(host_line) < lines.index(words["start_hint"])
        # The host, without a seat, starts it.
        await (await fake.click(anna, lobby, label=words["start"])).done()
        await harness.settle()
        assert live.status != "lobby"
        assert harness.problems() == []


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_start_by_someone_else_says_only_the_host_can_start(
    tmp_path: Path, lang: str
) -> None:
    path = tmp_path / "b.sqlite3"
    async with run_bot(bot_factory(path), setup=_world(lang)) as harness:
        fake = harness.fake
        lobby, live = await _lobby_given_away(harness, lang, computers=2)
        # Who the host is said too, as for a refused cancel: whom to ask.
        host = WORDS[lang]["host_is"].format(id=live.id, host=fake.user("anna").id)
        for other in (fake.user("david"), fake.user("eva")):  # seated, and not
            said = await _refused(fake, other, lobby, WORDS[lang]["start"], path)
            assert said == f"{WORDS[lang]['not_host']}\n{host}"
        assert live.status == "lobby"
        assert harness.problems() == []


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_a_computer_by_someone_not_seated_says_who_may_seat_one(
    tmp_path: Path, lang: str
) -> None:
    path = tmp_path / "b.sqlite3"
    async with run_bot(bot_factory(path), setup=_world(lang)) as harness:
        fake = harness.fake
        lobby, live = await _lobby_given_away(harness, lang, computers=0)
        # Eva, a member not seated, and Anna, the host who gave her seat away.
        for other in (fake.user("eva"), fake.user("anna")):
            said = await _refused(fake, other, lobby, WORDS[lang]["computer"], path)
            assert said == WORDS[lang]["not_seated"]
        assert len(live.seats) == 2
        # Every seat taken (a stale or forged click): no "sit down first" where none is free.
        bertil = fake.user("bertil")
        for _ in range(2):
            await (await fake.click(bertil, lobby, label=WORDS[lang]["computer"])).done()
        await harness.settle()
        said = await _refused(fake, fake.user("eva"), lobby, WORDS[lang]["computer"], path)
        assert said == WORDS[lang]["table_full"]
        assert harness.problems() == []
