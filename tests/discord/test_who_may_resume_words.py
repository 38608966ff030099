"""Who may resume a paused table is said in one term everywhere: the permission's name.

A playtest: the paused table said "The host or an admin resumes it with `/boston resume`",
while a refused resume said "Only the host or a member with Manage Server can resume the
game.", two words for the same people; and the thread's line wrote /boston resume as plain
text, unlike the table message. Now every line says "a member with Manage Server" (Swedish
"Hantera server"), the permission the bot checks, and the thread's line writes the command
in code too."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n import en, sv
from tests.discord.driver import boston, seated_table

# The catalogues' words for the bot's operator, not a Discord permission: left as they are.
OPERATOR = {"help.missing"}


def test_no_catalogue_line_says_admin_for_the_permission() -> None:
    for messages in (en.MESSAGES, sv.MESSAGES):
        said = [
            key
            for key, text in messages.items()
            if key not in OPERATOR and re.search(r"\badmin\b", text, re.IGNORECASE)
        ]
        assert said == []


async def test_a_pause_and_a_refused_resume_name_the_same_people(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        fake = harness.fake
        host, other = list(table.users.values())[:2]
        await (await fake.slash(host, "boston pause", {"table": table.id})).done()
        await table.settle()
        assert "The host or a member with Manage Server resumes it with `/boston resume`." in (
            table.message.text
        ), table.message.text
        [line] = [m for m in table.place.visible_messages() if "The table is paused" in m.content]
        assert line.content == (
            "The table is paused; the host or a member with Manage Server resumes it with "
            "`/boston resume`."
        ), line.content
        refused = await (await fake.slash(other, "boston resume", {"table": table.id})).message()
        assert refused.content.startswith(
            "Only the host or a member with Manage Server can resume the game.\n"
        ), refused.content
        said = [table.message.text, line.content, refused.content]
        assert not any(re.search(r"\badmin\b", text) for text in said), said
