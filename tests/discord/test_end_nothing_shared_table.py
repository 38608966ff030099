"""The table message of a game whose end shared nothing out: a Fontainebleau game ended by
agreement after a made announcement took the pool. The thread's end says there is nothing
to share (the pool is empty) and gives the final balances; the table message says its final
balances are in the thread, not a final settlement, in English and Swedish. A game whose
end shares a pool out still says its settlement is there.

Before: "The game is over: its final settlement is in the thread." whatever the pool held."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.agreed_stop import end_table
from tests.discord.driver import PLAYERS, boston, bot_of
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser

SAID = {
    "en": (
        "The game is over.",
        "nothing to share, the pool is empty",
        "The game is over: its final balances are in the thread.",
        "The game is over: its final settlement is in the thread.",
    ),
    "sv": (
        "Spelet är slut.",
        "inget att dela, potten är tom",
        "Spelet är slut: slutställningen står i tråden.",
        "Spelet är slut: slutavräkningen står i tråden.",
    ),
}
ENDED = {
    "en": ("Table 1 has ended: the final balances are in", "the final settlement is in"),
    "sv": ("Bord 1 är avslutat: slutställningen står i", "slutavräkningen står i"),
}
"""The private answer to ``/boston end``: what the thread has, as the table message says."""
ENTERED = {
    "en": ("the game has ended, and its final balances are in", "its final settlement is in"),
    "sv": ("spelet är slut, och slutställningen står i", "slutavräkningen står i"),
}
"""The private answer to the game's last deal entered with ``/boston score``."""


async def _scorekeeping_table(
    harness: BotHarness, users: list[FakeUser], options: dict[str, object]
) -> FakeMessage:
    """The first user opens a table with ``options``, the others join, and it starts; its
    buttons pressed by their ids, in whichever language the lobby speaks."""
    fake = harness.fake
    place = fake.guild.channel("general")
    await (await fake.slash(users[0], "boston new", options)).done()
    message = await fake.wait_for_message(
        place, lambda m: any("boston:lobby:" in c for c in m.custom_ids)
    )

    def button(action: str) -> str:
        return next(c for c in message.custom_ids if c.endswith(f":{action}"))

    for user in users[1:]:
        await (await fake.click(user, message, button("join"))).done()
    await (await fake.click(users[0], message, button("start"))).done()
    await harness.settle()
    return message


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("emptied", [True, False], ids=["pool-empty", "pool-shared"])
async def test_the_table_message_says_what_the_thread_has(
    tmp_path: Path, lang: str, emptied: bool
) -> None:
    over, nothing, balances, settlement = SAID[lang]
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        users = [fake.user(n) for n in PLAYERS]
        options: dict[str, object] = {
            "mode": "score",
            "variant": "fontainebleau",
            "rules": "deals=4",
        }
        message = await _scorekeeping_table(harness, users, options)
        place = message.thread or message.channel
        # A made 7 takes the pool; a lost one leaves it fuller.
        made = {"contract": "7", "declarer": 2, "tricks": 7 if emptied else 5, "suit": "H"}
        await (await fake.slash(users[0], "boston score", made)).message()
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and (live.game.pool_now() == (0, 0)) is emptied
        users[0].locale = "sv-SE" if lang == "sv" else "en-US"  # a private answer's language
        answer = await end_table(fake, users[0], {"table": 1}, channel=place)
        final = await fake.wait_for_message(place, lambda m: over in m.text)
        plain, settled = ENDED[lang]
        assert (plain in answer.text) is emptied, answer.text
        assert (settled in answer.text) is not emptied, answer.text
        assert (nothing in final.text) is emptied, final.text
        await harness.settle()
        closed = message.text.splitlines()
        assert (balances if emptied else settlement) in closed, message.text
        assert harness.problems() == []


LAST_DEALS: dict[str, tuple[dict[str, object], dict[str, object]]] = {
    # Fontainebleau's last deal divides the pool itself (FB-G3): its end has nothing to share.
    "pool-empty": (
        {"mode": "score", "variant": "fontainebleau", "rules": "deals=1"},
        {"contract": "7", "declarer": 2, "tricks": 5, "suit": "H"},
    ),
    # A lost neuf doubles the Nantes pool, which the game's end shares out (NT-G4).
    "pool-shared": (
        {"mode": "score", "variant": "nantes", "rules": "deals=1"},
        {"contract": "neuf", "declarer": 2, "suit": "S", "turned": "5S", "tricks": 7, "boston": 4},
    ),
}


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("case", LAST_DEALS)
async def test_the_last_deal_entered_says_what_the_thread_has(
    tmp_path: Path, lang: str, case: str
) -> None:
    """The game's last deal entered with ``/boston score`` (its question's **Enter it**): the
    answer, in the enterer's language, says the thread has the final balances where the end
    shared nothing out."""
    plain, settled = ENTERED[lang]
    emptied = case == "pool-empty"
    options, result = LAST_DEALS[case]
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await _scorekeeping_table(harness, users, options)
        locale = "sv-SE" if lang == "sv" else "en-US"
        asked = await fake.slash(users[0], "boston score", result, locale=locale)
        question = await asked.message()
        enter = next(c for c in question.custom_ids if c.endswith(":enter"))
        await (await fake.click(users[0], question, enter, locale=locale)).done()
        await harness.settle()
        assert (plain in question.text) is emptied, question.text
        assert (settled in question.text) is not emptied, question.text
        assert harness.problems() == []
