"""What a server admin and their members read while setting up a club evening.

- A table of Swedish Boston with the simplified payment keeps no protocol (SV-F3), so its
  lobby does not list the ål or the betar of a tour as rules played there, and the server's
  rules say that such a setting is not in effect under the others (the engine says which:
  ``RuleSettings.in_effect``).
- ``/boston abandon`` on a lobby asks to cancel it, not to stop a game "without a final
  settlement": no game exists yet.
- A member who only looks at ``/boston settings`` is shown them, not told they may not
  change them; a member who tries to change them is refused, and neither writes anything.
"""

from __future__ import annotations

from pathlib import Path

from bot.engine.variants import get_variant
from tests.discord.driver import boston, bot_of, open_table
from tests.support.db_digest import digest


def test_the_engine_leaves_out_what_the_simplified_payment_does_not_play() -> None:
    model = get_variant("swedish").settings_model
    simplified = get_variant("swedish").settings({"payment": "simplified", "al": 48})
    shown = model.in_effect(simplified)
    assert {"al", "merge_limit", "tour_length", "remainder"}.isdisjoint(shown)
    assert shown["deals"] == simplified["deals"] and "whist_compulsory_in_5" in shown
    traditional = get_variant("swedish").settings({"al": 48})
    assert model.in_effect(traditional) == traditional


async def test_a_simplified_lobby_lists_only_the_rules_it_plays(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        rules = "payment=simplified tour_length=7 al=48 deals=3"
        message, _ = await open_table(harness, fake.user("north"), options={"rules": rules})
        assert "Deals to play: 3" in message.text, message.text
        assert "Betar in a tour" not in message.text and "Value of an ål" not in message.text
        # The server's rules list every setting, saying which play no part under the others.
        reply = await (await fake.slash(fake.owner, "boston settings", {"rules": rules})).message()
        lines = reply.content.splitlines()
        al = next(line for line in lines if "(`al`)" in line)
        assert al.endswith("48 (not in effect with these rules)"), al
        deals = next(line for line in lines if "(`deals`)" in line)
        assert deals.endswith(": 3"), deals
        swedish = await (await fake.slash(fake.owner, "boston settings", locale="sv-SE")).message()
        tour = next(line for line in swedish.content.splitlines() if "(`turlängd`)" in line)
        assert tour.endswith("7 (gäller inte med de här reglerna)"), tour
        assert harness.problems() == []


async def test_abandoning_a_lobby_asks_to_cancel_it(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        await open_table(harness, north)
        question = await (await fake.slash(north, "boston abandon", {"table": 1})).message()
        assert question.text == (
            "Cancel table 1? No game has started there yet; the lobby closes for everyone "
            "seated at it."
        )
        assert "settlement" not in question.text
        await (await fake.click(north, question, label="Cancel table 1")).done()
        await harness.settle()
        assert question.text == "Table 1 was cancelled."
        assert bot_of(harness).tables.find(1) is None
        assert harness.problems() == []


async def test_a_lobby_started_after_the_cancel_question_is_not_abandoned(
    tmp_path: Path,
) -> None:
    """The host asks to cancel the lobby, then starts it before answering: "Cancel table 1"
    was asked of a lobby, so it does not abandon the game begun since. It is refused,
    privately, saying what to use instead, and nothing is written."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        message, _ = await open_table(harness, users[0])
        question = await (await fake.slash(users[0], "boston abandon", {"table": 1})).message()
        for user in users[1:]:
            await (await fake.click(user, message, label="Join")).done()
        await (await fake.click(users[0], message, label="Start")).done()
        await harness.settle()
        before, shown = digest(path), question.text
        answer = await (await fake.click(users[0], question, label="Cancel table 1")).message()
        await harness.settle()
        assert answer.ephemeral_to is users[0]
        assert answer.content == (
            "Table 1 has started since you asked: nothing was cancelled. To stop its game, "
            "use `/boston abandon` again."
        )
        assert bot_of(harness).tables.get(1).status == "playing"
        assert digest(path) == before and question.text == shown
        assert harness.problems() == []


async def test_a_member_may_look_at_the_settings_but_not_change_them(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        east = fake.user("east")
        path = tmp_path / "b.sqlite3"
        before = digest(path)
        look = await (await fake.slash(east, "boston settings")).message()
        assert look.ephemeral_to is east
        assert "Only members" not in look.content
        assert "Rules of Swedish Boston on this server:" in look.content, look.content
        change = await (await fake.slash(east, "boston settings", {"timer": 5})).message()
        assert change.content == "Only members with Manage Server may change the server's settings."
        assert digest(path) == before
        assert harness.problems() == []
