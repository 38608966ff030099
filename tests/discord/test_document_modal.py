"""Every submission of the lobby's card-of-prices modal (AM-S1) gets a private answer, also
when discord.py has already forgotten the modal (its 15-minute timeout, or a restart): the
cog answers it from the modal's custom id. A late refusal changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import discord

from bot.tables.service import LiveTable
from tests.discord.driver import boston, bot_of, button_ending
from tests.support.bot_runner import BotHarness
from tests.support.fake_discord import FakeMessage, FakeUser, InteractionHandle


async def american_lobby(harness: BotHarness, host: FakeUser) -> tuple[FakeMessage, LiveTable]:
    """``host`` opens an American Boston lobby in #general: its message and its table."""
    fake = harness.fake
    place = fake.guild.channel("general")
    await (await fake.slash(host, "boston new", {"variant": "american"}, channel=place)).done()
    lobby = await fake.wait_for_message(
        place, lambda m: any("boston:lobby:" in c for c in m.custom_ids)
    )
    return lobby, bot_of(harness).tables.get(int(lobby.custom_ids[0].split(":")[2]))


def forget_every_modal(bot: discord.Client) -> None:
    """What the timeout does to an open modal: discord.py stops it and drops it from its
    store, so the modal object never sees the submission."""
    modals = bot._connection._view_store._modals  # pyright: ignore[reportPrivateUsage]
    for modal in list(modals.values()):
        modal.stop()
    assert not modals


async def test_a_late_submission_is_still_answered(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        lobby, live = await american_lobby(harness, north)

        async def opened() -> InteractionHandle:
            handle = await fake.click(north, lobby, label="Edit: Card of prices")
            await handle.done()
            assert handle.modal is not None
            return handle

        handle = await opened()
        forget_every_modal(bot_of(harness))
        saved = await (await fake.submit_modal(handle, {"document": "foster-decimal"})).message()
        assert saved.ephemeral and "saved" in saved.text
        await harness.settle()
        assert live.row.settings["card"] == "foster-decimal"

        handle = await opened()
        forget_every_modal(bot_of(harness))
        bad = await (await fake.submit_modal(handle, {"document": "{made"})).message()
        assert bad.ephemeral and "not JSON" in bad.text

        # Submitted after the game started: refused privately, the card unchanged.
        handle = await opened()
        await (await fake.click(east, lobby, label="Join")).done()
        for _ in range(2):
            await (await fake.click(north, lobby, button_ending(lobby, ":cpu-random"))).done()
            await harness.settle()  # redrawn, as a person sees it before pressing again
        await (await fake.click(north, lobby, label="Start")).done()
        await harness.settle()
        assert live.status != "lobby"
        forget_every_modal(bot_of(harness))
        late = await (await fake.submit_modal(handle, {"document": "foster"})).message()
        assert late.ephemeral and "started" in late.text
        assert live.row.settings["card"] == "foster-decimal"


async def test_a_refusal_is_said_in_the_hosts_language_with_its_place(tmp_path: Path) -> None:
    """The Edit form and ``/boston rulefile`` answer a Swedish host in Swedish, an English one
    in English, naming where: JSON's line and column, the first byte that is not UTF-8, the
    card's bid and row; a file in Notepad's "Unicode" (UTF-16 with a byte-order mark) reads."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        sven = fake.user("sven")
        lobby, live = await american_lobby(harness, sven)

        async def submitted(text: str) -> str:
            handle = await fake.click(sven, lobby, label="Edit: Card of prices")
            await handle.done()
            assert handle.modal is not None
            answer = await (await fake.submit_modal(handle, {"document": text})).message()
            assert answer.ephemeral
            return answer.text

        async def attached(data: bytes, locale: str = "sv-SE") -> str:
            handle = await fake.slash(
                sven, "boston rulefile", {"file": ("card.json", data)}, locale=locale
            )
            answer = await handle.message()
            assert answer.ephemeral
            return answer.text

        assert await submitted('{"made": {\n "5": [1, 2,,]}}') == (
            "Det är inte JSON på rad 2, kolumn 13: ett värde (text, tal, lista eller objekt) "
            "väntades"
        )
        assert await submitted('{"made": "x"}') == (
            'Den inställningen går inte: prislista: "made" måste vara ett objekt med buden "5" '
            'till "13"'
        )
        assert await attached(b'{\n "made": {"5": [1,2,}') == (
            "Det är inte JSON på rad 2, kolumn 21: ett värde (text, tal, lista eller objekt) "
            "väntades"
        )
        assert await attached(b'{\n "made": {"5": [1,2,}', "en-US") == (
            "That is not JSON at line 2, column 21: a value (text, number, list or object) "
            "was expected"
        )
        assert await attached(b'"nope"') == (
            "Den inställningen går inte: `card` måste vara något av foster, foster-decimal"
        )
        assert await attached(b'"nope"', "en-US") == (
            "That setting is not possible: `card` must be one of foster, foster-decimal"
        )
        latin1 = '{"made":\n {"5": "å"}}'.encode("latin-1")
        assert await attached(latin1) == (
            "Filen kan inte användas: filen är inte UTF-8-text (byten 0xE5 på rad 2, kolumn 9, "
            "filens byte 18, kan inte läsas som UTF-8); spara den som UTF-8 och bifoga den igen."
        )
        assert await attached(latin1, "en-US") == (
            "That file cannot be used: the file is not UTF-8 text (the byte 0xE5 at line 2, "
            "column 9, the file's byte 18, cannot be read as UTF-8); save it as UTF-8 and "
            "attach it again."
        )
        card = _foster()
        card["failed"]["7"] = [1, 2, 3]
        short_row = json.dumps(card).encode()
        assert await attached(short_row) == (
            'Den inställningen går inte: prislista: failed["7"] måste ha 7 belopp '
            "(1 till 7 stick under), inte 3"
        )
        assert await attached(short_row, "en-US") == (
            'That setting is not possible: card of prices: failed["7"] must list 7 amounts '
            "(1 to 7 tricks short), not 3"
        )
        assert await attached(b"[" * 5000) == "Det är för djupt nästlat för att läsas."
        assert await attached(b"9" * 5000, "en-US") == "That holds a number too long to read."
        assert live.row.settings["card"] == "foster"  # every refusal changed nothing
        saved = await attached('"foster-decimal"'.encode("utf-16"))
        assert saved.startswith("Prislista sparad")
        await harness.settle()
        assert live.row.settings["card"] == "foster-decimal"


def _foster() -> dict[str, dict[str, list[int]]]:
    """Foster's card written out in full (AM-S2), to be spoiled."""
    from bot.engine.american.card import FOSTER

    return {
        "made": {str(b): list(row) for b, row in FOSTER.made.items()},
        "failed": {str(b): list(row) for b, row in FOSTER.failed.items()},
    }


async def test_the_edit_button_tells_another_player_only_the_host_changes_the_rules(
    tmp_path: Path,
) -> None:
    """AM-S1: the card of prices is the host's to edit; another seated player pressing
    **Edit**, or sending a file with ``/boston rulefile``, is told so privately, no modal
    opens and the card stays as it was."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        lobby, live = await american_lobby(harness, north)
        await (await fake.click(east, lobby, label="Join")).done()
        before = dict(live.row.settings)
        handle = await fake.click(east, lobby, label="Edit: Card of prices")
        told = await handle.message()
        assert handle.modal is None
        assert told.ephemeral and told.ephemeral_to is east
        assert told.text == "Only the host can change the table's rules."
        data = json.dumps("foster-decimal").encode()
        filed = await (
            await fake.slash(east, "boston rulefile", {"file": ("card.json", data)})
        ).message()
        assert filed.ephemeral and filed.text == told.text
        await harness.settle()
        assert live.row.settings == before
