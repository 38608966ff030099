"""The table message's button that shows a game's sheet privately is named by what it shows:
at a Swedish table paying the simplified way (SV-F3), which keeps no protocol, it is
**Poängtabell** (**Score sheet**), not **Protokoll**, and it shows the score sheet."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, computers_table


async def test_sv_f3_a_simplified_table_has_a_score_sheet_button(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id = await computers_table(harness, {"rules": "betalning=förenklad"})
        message = next(
            m
            for m in fake.guild.channel("general").visible_messages()
            if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
        )
        assert "Score sheet" in message.labels and "Protocol" not in message.labels
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        await harness.settle()
        assert "Poängtabell" in message.labels and "Protokoll" not in message.labels
        north = fake.user("north")
        sheet = await (await fake.click(north, message, label="Poängtabell")).message()
        assert sheet.ephemeral_to is north and not sheet.attachments  # no protocol picture
        assert harness.problems() == []
