"""The protocol as a Swedish reader gets it on Discord: Swedish headings in the text sheet and
computer players' columns told apart by their numbers, not cut to a common prefix (SV-P1)."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, open_table


async def test_a_swedish_reader_gets_a_swedish_sheet_with_distinct_columns(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        sven = fake.user("sven")
        message, _ = await open_table(harness, sven)
        for _ in range(3):
            await (await fake.click(sven, message, label="Add computer (random)")).done()
        await (await fake.click(sven, message, label="Start")).done()
        await Table(harness, message, {sven.id: sven}).settle()
        sheet = await (await fake.click(sven, message, label="Protocol")).message()
        assert sheet.ephemeral_to is sven
        assert "Streck:" in sheet.text and "Avspelade:" in sheet.text
        assert "Ställning:" in sheet.text and "Marks:" not in sheet.text
        for seat in (2, 3, 4):
            assert f"{seat} Computer {seat}" in sheet.text
        assert sheet.attachments and sheet.attachments[0].data.startswith(b"\x89PNG")
