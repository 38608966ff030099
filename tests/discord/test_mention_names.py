"""A member who calls themselves ``<@someone's id>`` (or a role, a channel, ``@everyone``) is
shown under that name as they wrote it, but no public message or embed reads it as a mention
of someone else: the seat's name is made plain where it is taken from Discord (as the host
opens, on joining, on a rename), with an invisible word joiner inside the markup."""

from __future__ import annotations

import json
import re
from pathlib import Path

from bot.names import JOINER, plain_name
from tests.discord.driver import bot_factory, bot_of, seated_table
from tests.support.bot_runner import run_bot
from tests.support.fake_discord import FakeDiscord

VICTIM: list[int] = []

MARKUP = re.compile(r"<(?:@[!&]?|#|/|a?:|t:|id:)|@everyone|@here")


def _world(fake: FakeDiscord) -> None:
    victim = fake.add_user("victim")
    VICTIM[:] = [victim.id]
    fake.add_user("north", global_name=f"<@{victim.id}>")
    fake.add_user("east", global_name=f"<@&{victim.id}> <#1>")
    fake.add_user("south", global_name="@everyone")
    fake.add_user("west", global_name="West")


def test_a_name_keeps_its_letters() -> None:
    assert plain_name("<@123>") == f"<{JOINER}@123>"
    assert plain_name("</boston new:1> <t:0> <a:x:1>").replace(JOINER, "") == (
        "</boston new:1> <t:0> <a:x:1>"
    )
    assert plain_name("@Here") == f"@{JOINER}Here"
    assert plain_name("Anna <3 @ home") == "Anna <3 @ home"


async def test_no_public_payload_mentions_someone_by_a_name(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        for _ in range(6):
            user = table.on_turn()
            if user is None:
                break
            await table.step(user)
        west = fake.user("west")
        fake.guild.members[west.id].nick = f"<@!{VICTIM[0]}>"  # renamed mid-game
        await table.open_hand(west)
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert [a.display_name.replace(JOINER, "") for a in live.seats.values()] == [
            f"<@{VICTIM[0]}>",
            f"<@&{VICTIM[0]}> <#1>",
            "@everyone",
            f"<@!{VICTIM[0]}>",
        ]
        # The only markup in public is the bot's own: a seated player called by id.
        seated = {f"<@{u.id}>" for u in (fake.user(n) for n in ("north", "east", "south", "west"))}
        found = set()
        for payload in fake.public_payloads():
            text = json.dumps(
                {k: payload.get(k) for k in ("content", "embeds")}, ensure_ascii=False
            )
            for hit in MARKUP.finditer(text):
                end = text.find(">", hit.start()) + 1 if hit[0].startswith("<") else hit.end()
                found.add(text[hit.start() : end])
        assert found <= seated, found - seated
        assert f"<{JOINER}@{VICTIM[0]}>" in table.message.text  # shown, as written
