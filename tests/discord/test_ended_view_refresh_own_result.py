"""Once a game has ended and its table has left memory, **Refresh** (or a card) in an old hand
view and **My hand** on a message drawn before the end still give the person's own line of
the final standings under the pointer to the result, read back from the game's stored result
(``db.repos.tours.ToursRepo.final_result``): their place, their name, their final balance in
points and, at a table that plays for money, in kronor (SV-M2, betdelning included: SV-P12),
as the end post gives their seat; after a restart too."""

from __future__ import annotations

from pathlib import Path

from cogs.boston.live import ended_text
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table
from tests.discord.test_boston_handover import restart
from tests.discord.test_ended_view_own_result import STANDINGS, end_post, standing_lines
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

PLAYERS = ("north", "east", "south", "sven")


async def _ended_with_old_views(harness: BotHarness) -> tuple[Table, dict[int, FakeMessage]]:
    """A one-deal game for money, ended; each person's first hand view was replaced by a
    newer one before the end, so it still shows its buttons (an old view)."""
    fake = harness.fake
    await (await fake.slash(fake.owner, "boston settings", {"price": 50})).message()
    table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=1"})
    old = dict(table.views)
    for user in table.users.values():
        await table.open_hand(user)
    await table.play_deal(1)  # the game's only deal: it ends with betdelning (SV-P12)
    await table.settle()
    assert bot_of(harness).tables.find(table.id) is None
    return table, old


def _expected(table: Table) -> dict[str, str]:
    place, final = end_post(table)
    assert standing_lines(final) == STANDINGS
    ended = f"This game has ended — see the result in {place}.\nYour final balance:\n"
    return {
        "north": ended + "3. North -50 points = -25,00 kr",
        "east": ended + "1. East +50 points = +25,00 kr",
        "south": ended + "1. South +50 points = +25,00 kr",
        "sven": (
            f"Spelet är slut — se resultatet i {place}.\n"
            "Din slutställning:\n3. Sven -50 point = -25,00 kr"
        ),
    }


async def _refresh(table: Table, user: FakeUser, view: FakeMessage) -> str:
    """**Refresh** pressed in ``view``: the private answer."""
    refresh = next(c for c in view.custom_ids if c.startswith("boston:hand:"))
    return (await (await table.fake.click(user, view, refresh)).message()).text


async def _my_hand(table: Table, user: FakeUser) -> str:
    """**My hand** pressed on the table message as a client drew it before the end (the
    button is gone from the message since): the private answer."""
    data = {"custom_id": f"boston:hand:{table.id}", "component_type": 2}
    handle = await table.fake._component(user, table.message, data, None)  # pyright: ignore[reportPrivateUsage]
    return (await handle.message()).text


async def test_refresh_and_my_hand_after_the_end_give_the_own_final_line(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, old = await _ended_with_old_views(harness)
        expected = _expected(table)
        for uid, view in old.items():
            user = table.users[uid]
            assert await _refresh(table, user, view) == expected[user.username], user.username
            assert await _my_hand(table, user) == expected[user.username], user.username


async def test_refresh_after_a_restart_gives_the_own_final_line(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table, old = await _ended_with_old_views(harness)
        expected = _expected(table)
        await restart(harness)
        for uid, view in old.items():
            user = table.users[uid]
            assert await _refresh(table, user, view) == expected[user.username], user.username
        # A view handed to the new process and redrawn there is drawn by the same words: no
        # finished table in memory, only who the view is for.
        bot = bot_of(harness)
        guild = table.fake.guild.id
        for uid, user in table.users.items():
            lang = "sv" if user.username == "sven" else "en"
            text = await ended_text(bot, table.id, guild, lang, user_id=uid)
            assert text == expected[user.username]
        # Someone who never sat there gets the pointer alone.
        kibitzer = table.fake.user("kibitzer")
        alone = await ended_text(bot, table.id, guild, "en", user_id=kibitzer.id)
        assert alone == expected["north"].split("\n")[0]


async def test_a_person_away_at_the_end_reads_their_line_under_their_own_name(
    tmp_path: Path,
) -> None:
    """A seat a computer keeps for North, who stepped away: the balance is North's (the
    stored result is theirs), and the line names North, not "North (computer)", as the end
    post does."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness, players=PLAYERS, options={"rules": "deals=1"})
        north = fake.user("north")
        old = table.views[north.id]
        view = await table.open_hand(north)  # the first is an old view now
        await (await fake.click(north, view, label="Let a computer play")).done()
        await table.settle()
        del table.users[north.id]  # the computer plays the seat meanwhile
        await table.play_deal(1)
        await table.settle()
        assert bot_of(harness).tables.find(table.id) is None
        place, final = end_post(table)
        (line,) = [s for s in standing_lines(final) if " North " in s]
        assert "computer" not in line
        expected = f"This game has ended — see the result in {place}.\nYour final balance:\n{line}"
        assert view.text == expected  # the view open at the end, from the table in memory
        assert await _refresh(table, north, old) == expected  # read back from the database


async def kibitzer_takes_west(harness: BotHarness) -> Table:
    """A one-deal game in which West's seat is given to the kibitzer after West's first move
    of deal 1 (RF-2.6); the kibitzer then holds it to the end."""
    fake = harness.fake
    table = await seated_table(harness, options={"rules": "deals=1"})
    north, west, kibitzer = fake.user("north"), fake.user("west"), fake.user("kibitzer")
    await table.learn_hands()
    while True:  # until West has made a move of deal 1
        user = table.on_turn()
        assert user is not None
        await table.step(user)
        if user is west:
            break
    await replace_seat(harness, north, {"seat": 4, "member": kibitzer})
    await table.settle()
    del table.users[west.id]
    table.users[kibitzer.id] = kibitzer
    table.held[kibitzer.id] = set()  # the test plays their cards without knowing them
    return table


async def test_who_held_the_seat_before_is_read_back(tmp_path: Path) -> None:
    """West's seat given to the kibitzer during deal 1: the end post's line for it adds who
    held it before, and so does the line read back from the stored result and the table's
    seat changes once the table has left memory."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await kibitzer_takes_west(harness)
        kibitzer = harness.fake.user("kibitzer")
        old = await table.open_hand(kibitzer)
        view = await table.open_hand(kibitzer)  # the first is an old view now
        await table.play_deal(1)
        await table.settle()
        assert bot_of(harness).tables.find(table.id) is None
        place, final = end_post(table)
        (line,) = [s for s in standing_lines(final) if " Kibitzer " in s]
        assert line.endswith(" (seat 4; West during part of deal 1)"), line
        pointer = f"This game has ended — see the result in {place}.\nYour final balance:\n"
        assert view.text == pointer + line  # from the table in memory, at the end
        assert await _refresh(table, kibitzer, old) == pointer + line
