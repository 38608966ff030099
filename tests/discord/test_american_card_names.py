"""The lobby's card-of-prices form (AM-S1) takes "a card's name or its JSON": a mistyped name
(``fost``) or an empty box is answered with the names there are, not with a JSON parser's
line and column; text that looks like JSON (``{`` …) keeps its position error."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston
from tests.discord.test_document_modal import american_lobby
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeMessage, FakeUser


async def _submit(harness: BotHarness, host: FakeUser, lobby: FakeMessage, text: str) -> str:
    fake = harness.fake
    # The lobby speaks the server's language; the answer, the member's.
    handle = await fake.click(host, lobby, label="Edit: Card of prices")
    await handle.done()
    assert handle.modal is not None
    answer = await (await fake.submit_modal(handle, {"document": text})).message()
    assert answer.ephemeral
    return answer.text


async def test_a_mistyped_card_name_is_told_the_names_am_s1(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        north = harness.fake.user("north")
        lobby, live = await american_lobby(harness, north)
        said = await _submit(harness, north, lobby, "fost")
        assert "not JSON" not in said, said
        assert "`fost`" in said and "`foster`" in said and "`foster-decimal`" in said, said
        assert "no card of prices" in said, said
        blank = await _submit(harness, north, lobby, "   ")  # the box is required: spaces
        assert "not JSON" not in blank, blank
        assert "`foster`" in blank and "`foster-decimal`" in blank and "JSON" in blank, blank
        # JSON-looking text keeps its position error.
        broken = await _submit(harness, north, lobby, "{made")
        assert "not JSON at line 1, column 2" in broken, broken
        assert live.row.settings["card"] == "foster"  # refusals change nothing
        saved = await _submit(harness, north, lobby, "Foster-Decimal")
        assert "saved" in saved, saved
        await harness.settle()
        assert live.row.settings["card"] == "foster-decimal"


async def test_a_mistyped_card_name_in_swedish_am_s1(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        host = harness.fake.add_user("nils", locale="sv-SE")
        lobby, _ = await american_lobby(harness, host)
        said = await _submit(harness, host, lobby, "fost")
        assert "JSON på rad" not in said, said
        assert "ingen prislista" in said and "`fost`" in said and "`foster-decimal`" in said, said
        blank = await _submit(harness, host, lobby, " \n ")  # the box is required: spaces
        assert "JSON på rad" not in blank and "`foster`" in blank, blank
