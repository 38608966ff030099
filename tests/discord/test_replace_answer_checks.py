"""The answer to ``/boston replace``'s private question checks its member as the command does:
the member's id rides in the **Give the seat** button's custom id, which a modified client can
change. A bot named there is refused with the command's own reason, a member who has left the
server with theirs; either way privately, in the asker's language, and nothing changes: the
seat keeps its person and nothing is written."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, seated_table
from tests.support.db_digest import digest


async def test_a_forged_give_the_seat_answer_checks_its_member(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, south, kibitzer = fake.user("north"), fake.user("south"), fake.user("kibitzer")
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(south.id)
        assert seat is not None
        options = {"seat": seat, "member": kibitzer}
        question = await (await fake.slash(north, "boston replace", options)).message()
        give = question.component(label="Give the seat")["custom_id"]
        assert give.endswith(f":{kibitzer.id}:yes")
        # The command itself refuses a bot, before any question.
        refused = await (
            await fake.slash(north, "boston replace", {"seat": seat, "member": fake.bot_user})
        ).message()
        bot_reason = "A bot cannot take a seat: leave out `member` to give the seat to a computer."
        assert refused.text == bot_reason
        await harness.settle()
        before, shown = digest(path), (question.text, question.custom_ids)
        # A member who is not in the server (the kibitzer, gone since the question).
        stranger = fake.add_user("stranger", guilds=[])
        cases = (
            (fake.bot_user.id, None, bot_reason),
            (
                fake.bot_user.id,
                "sv-SE",
                "En bot kan inte ta en plats: utelämna `member` för att ge platsen till en dator.",
            ),
            (
                stranger.id,
                None,
                f"<@{stranger.id}> is no longer a member of this server: nothing was given.",
            ),
        )
        for member_id, locale, reason in cases:
            forged = give.replace(f":{kibitzer.id}:yes", f":{member_id}:yes")
            answer = await (
                await fake.forge_component(north, question, forged, locale=locale)
            ).message()
            await table.settle()
            assert answer.ephemeral_to is north, member_id
            assert answer.text == reason, answer.text
            assert live.seats[seat].player_id == south.id
            assert (question.text, question.custom_ids) == shown
            assert digest(path) == before
        assert fake.bot_user.id not in {s.player_id for s in live.seats.values()}
        assert harness.problems() == []
        # The question itself still gives the seat to the member it named.
        await (await fake.click(north, question, label="Give the seat")).done()
        await table.settle()
        assert live.seats[seat].player_id == kibitzer.id
