"""Forged answers and half-done writes (safety review): a custom id forged onto a message it
does not belong to is refused privately and leaves that message and the database as they were;
a Join whose seat could not be saved leaves no trace of the person either."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import (
    PLAYERS,
    boston,
    bot_factory,
    bot_of,
    button_ending,
    open_table,
    seated_table,
)
from tests.support.bot_runner import BotHarness, run_bot
from tests.support.db_digest import digest
from tests.support.db_faults import StorageFaults
from tests.support.fake_discord import FakeDiscord
from tests.support.fake_model import FakeMessage, FakeUser


async def _forged_answer_is_refused(
    harness: BotHarness, user: FakeUser, message: FakeMessage, custom_id: str, path: Path
) -> None:
    """``custom_id`` forged onto the public ``message`` by ``user``: a private refusal; the
    message keeps its text and every button, and nothing is written."""
    text, buttons, before = message.text, list(message.custom_ids), digest(path)
    answer = await (await harness.fake.forge_component(user, message, custom_id)).message()
    await harness.settle()
    assert answer.ephemeral_to is user, custom_id
    assert answer.text == "That question was asked to someone else.", answer.text
    assert (message.text, message.custom_ids) == (text, buttons), custom_id
    assert digest(path) == before, custom_id


async def test_an_abandon_answer_forged_onto_a_public_message_edits_nothing(
    tmp_path: Path,
) -> None:
    """F2: the answer of ``/boston abandon``'s private question redraws the message clicked, so
    it is heard only on that private question: forged onto the table message, another table's
    lobby or a deal's result post (with the clicker's own id, by a kibitzer or by the host
    himself) it is refused, and every button there stays."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, kibitzer = fake.user("north"), fake.user("kibitzer")
        table = await seated_table(harness)
        lobby, _ = await open_table(harness, fake.user("sven"))
        lobby_id = int(button_ending(lobby, ":join").split(":")[2])
        for user in (kibitzer, north):
            for message, table_id in ((table.message, table.id), (lobby, lobby_id)):
                for verb in ("no", "yes"):
                    forged = f"boston:abandon:{table_id}:{user.id}:{verb}"
                    await _forged_answer_is_refused(harness, user, message, forged, path)
        service = bot_of(harness).tables
        assert service.get(table.id).status == "playing"
        assert service.get(lobby_id).status == "lobby"
        result = await table.play_deal(1)
        assert "boston:proto:" in " ".join(result.custom_ids)
        forged = f"boston:abandon:{table.id}:{kibitzer.id}:no"
        await _forged_answer_is_refused(harness, kibitzer, result, forged, path)
        # The question itself is still answered in place, as before.
        question = await (await fake.slash(north, "boston abandon", {"table": table.id})).message()
        await (await fake.click(north, question, label="Keep playing")).done()
        await harness.settle()
        assert question.text == f"Table {table.id} plays on: nothing was abandoned."
        assert question.labels == [] and service.get(table.id).status == "playing"


def _two_servers(fake: FakeDiscord) -> None:
    fake.add_users(*PLAYERS)
    other = fake.add_guild("other server")
    fake.add_user("mallory", guilds=[other])


async def test_a_notice_switch_forged_in_another_server_writes_nothing(tmp_path: Path) -> None:
    """F1: North, seated at a table of server A, forges **Turn notices: off** for it onto a
    message of server B: refused as "no such table" there, and the choice is not stored."""
    path = tmp_path / "b.sqlite3"
    async with run_bot(bot_factory(path), setup=_two_servers) as harness:
        fake = harness.fake
        bot = bot_of(harness)
        home, other = fake.guilds[0], fake.guilds[1]
        north, mallory = fake.user("north"), fake.user("mallory")
        table = await seated_table(harness, home.channel("general"))
        theirs, _ = await open_table(harness, mallory, other.channel("general"))
        for user in (north, mallory):
            before = digest(path)
            forged = f"boston:notify:{table.id}:off"
            answer = await (await fake.forge_component(user, theirs, forged)).message()
            assert answer.ephemeral_to is user
            assert answer.text == "That table does not exist or has ended."
            assert digest(path) == before, user.username
        assert await bot.db.turn_notices(north.id) is True


async def test_a_join_whose_seat_is_not_saved_records_nobody(tmp_path: Path) -> None:
    """F3: the disk fills at the seat's write of **Join**: "nothing changed" is true — the
    person is not recorded as a player of the server either (one transaction)."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        kibitzer = fake.user("kibitzer")
        lobby, _ = await open_table(harness, fake.user("north"))
        faults = StorageFaults.install(bot_of(harness).db)
        faults.fail(match=lambda sql, _: sql.startswith("INSERT INTO seats"))
        before = digest(path)
        answer = await (await fake.click(kibitzer, lobby, label="Join")).message()
        await harness.settle()
        assert faults.raised == 1
        assert answer.ephemeral_to is kibitzer
        assert "nothing changed" in answer.text
        assert digest(path) == before
        assert await bot_of(harness).db.player(kibitzer.id) is None
