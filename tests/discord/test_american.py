"""American Boston through the fake Discord: the card of prices edited in the lobby by the
host through a modal and by an attached JSON file (a bad card refused privately with its
position, a good one shown in the lobby to everyone seated before Start, AM-S1/S2), and a
full deal played from the hand view with partners (AM-T2)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from bot.engine.american.card import FOSTER
from bot.engine.describe import result_contract
from tests.discord.driver import (
    boston,
    bot_of,
    computers_table,
    first_of,
    north_plays_first_deal,
)
from tests.discord.test_document_modal import american_lobby
from tests.test_score_sheet import deal_words, rows


def _card(change: str) -> dict[str, object]:
    card = copy.deepcopy(FOSTER.to_json())
    made, failed = card["made"], card["failed"]
    assert isinstance(made, dict) and isinstance(failed, dict)
    if change == "no-failed-13":
        del failed["13"]
    elif change == "made-12-of-3":
        made["12"] = [1, 2, 3]
    elif change == "cheap-8":
        made["8"] = [7, 7, 7, 7, 7, 7]
    return card


async def test_the_card_of_prices_is_edited_in_the_lobby(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        lobby, live = await american_lobby(harness, north)
        await (await fake.click(east, lobby, label="Join")).done()
        assert "Card of prices" in lobby.text and "foster" in lobby.text
        assert "\n8: 23 24 26 28 29 31\n" in lobby.text  # Foster's row for 8 (AM-S3), before Start

        refused = await fake.click(east, lobby, label="Edit: Card of prices")
        reply = await refused.message()
        assert refused.modal is None and reply.ephemeral and "host" in reply.text

        # The modal: a card without failed 13 is refused, naming the position, privately.
        handle = await fake.click(north, lobby, label="Edit: Card of prices")
        await handle.done()
        assert handle.modal is not None
        bad = json.dumps(_card("no-failed-13"))
        answer = await (await fake.submit_modal(handle, {"document": bad})).message()
        assert answer.ephemeral and 'failed["13"]' in answer.text
        assert live.row.settings["card"] == "foster"  # a refusal changes nothing
        handle = await fake.click(north, lobby, label="Edit: Card of prices")
        await handle.done()
        not_json = await (await fake.submit_modal(handle, {"document": "{made"})).message()
        assert not_json.ephemeral and "not JSON" in not_json.text

        handle = await fake.click(north, lobby, label="Edit: Card of prices")
        await handle.done()
        saved = await (await fake.submit_modal(handle, {"document": "foster-decimal"})).message()
        assert saved.ephemeral and "saved" in saved.text
        await harness.settle()
        assert live.row.settings["card"] == "foster-decimal" and "foster-decimal" in lobby.text

        # The file: a made-12 row of three amounts is refused with its position.
        data = json.dumps(_card("made-12-of-3")).encode()
        handle = await fake.slash(north, "boston rulefile", {"file": ("card.json", data)})
        answer = await handle.message()
        assert answer.ephemeral and 'made["12"] must list 2 amounts' in answer.text
        big = b" " * 20_000 + b"{}"
        answer = await (
            await fake.slash(north, "boston rulefile", {"file": ("card.json", big)})
        ).message()
        assert answer.ephemeral and "too big" in answer.text

        good = _card("cheap-8")
        data = json.dumps(good).encode()
        answer = await (
            await fake.slash(north, "boston rulefile", {"file": ("card.json", data)})
        ).message()
        assert answer.ephemeral and "saved" in answer.text
        await harness.settle()
        assert live.row.settings["card"] == good
        assert "the table's own card" in lobby.text and "8: 7" in lobby.text

        for _ in range(2):
            await (await fake.click(north, lobby, label="Computer: heuristic")).done()
            await harness.settle()  # redrawn, as a person sees it before pressing again
        await (await fake.click(north, lobby, label="Start")).done()
        await harness.settle()
        game = live.game
        assert game is not None and game.settings["card"] == good  # in the record: replays
        assert all(b.get("label") != "Edit: Card of prices" for b in lobby.buttons)


async def test_a_full_american_deal_on_discord(tmp_path: Path) -> None:
    """North (seat 1) with three computers: bids from the hand view, plays to the result; the
    table speaks American Boston's words and the deal settles between the partnerships."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(
            harness, {"variant": "american", "rules": "card=foster-decimal"}
        )
        live = bot_of(harness).tables.get(table_id)
        assert live.row.variant == "american"
        message = next(
            m
            for m in harness.fake.guild.channel("general").visible_messages()
            if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
        )
        await north_plays_first_deal(
            harness, table_id, message, first_of("bid.", "play.", "claim.accept", "pass")
        )
        assert "American Boston" in message.text
        game = live.game
        assert game is not None
        entry = game.deals[0]
        result, settlement = entry.result, entry.settlement
        assert result is not None and settlement is not None and not result.all_pass
        net = settlement.net()
        assert net[1] == net[3] and net[2] == net[4] and net[1] == -net[2] != 0  # AM-S6
        assert result.partner is not None and result.declarer is not None
        assert {result.declarer, result.partner} in ({1, 3}, {2, 4})
        thread = message.thread or message.channel
        shown = next(m for m in thread.visible_messages() if "**Deal 1**" in m.text)
        assert any(word in shown.text for word in ("Boston", "I go"))
        assert "as partner" in shown.text and f"tricks taken {result.side_tricks}:" in shown.text

        # The score sheet, privately, with the deal's row (no protocol picture here): its
        # button is named by what it shows.
        kibitzer = harness.fake.user("kibitzer")
        sheet = await (await harness.fake.click(kibitzer, message, label="Score sheet")).message()
        assert sheet.ephemeral_to is kibitzer and not sheet.attachments
        assert rows(sheet.text)[1] == [net[s] for s in (1, 2, 3, 4)]
        contract = result_contract(result, game.words, "en")
        lost = f"{contract}, failed by {result.penalty_tricks}"
        said = deal_words(sheet.text)[1]  # under the deal's figures
        assert said.endswith(f"{contract}, made" if result.made else lost)
        assert "Total" in sheet.text and "Balances:" in sheet.text


async def test_an_american_scorekeeping_table(tmp_path: Path) -> None:
    """``/boston score`` at an American table: the cut card and the side's tricks (AM-R);
    AM-X1's result pays 24 to seats 1 and 3, and the export replays it."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        place = fake.guild.channel("general")
        await (
            await fake.slash(users[0], "boston new", {"mode": "score", "variant": "american"})
        ).done()
        lobby = await fake.wait_for_message(
            place, lambda m: any("boston:lobby:" in c for c in m.custom_ids)
        )
        for user in users[1:]:
            await (await fake.click(user, lobby, label="Join")).done()
        await (await fake.click(users[0], lobby, label="Start")).done()
        await harness.settle()
        live = bot_of(harness).tables.get(1)
        game = live.game
        assert game is not None
        entered = {"contract": "8", "declarer": 1, "tricks": 9}
        bad = await (await fake.slash(users[0], "boston score", entered)).message()
        assert bad.content.startswith("That result was not accepted:") and "turned" in bad.text
        dealer = game.next_dealer
        good = await (
            await fake.slash(users[1], "boston score", {**entered, "turned": "5D"})
        ).message()
        assert good.content.startswith("Deal 1 entered at table 1."), good.content
        game = live.game  # committed, then swapped in: the live game is a new object
        assert game is not None
        settlement = game.deals[0].settlement
        assert settlement is not None and dealer == game.deals[0].dealer
        net = settlement.net()
        assert (net[1], net[2], net[3], net[4]) == (24, -24, 24, -24)  # AM-X1's prices
        export = await (await fake.slash(users[0], "boston export")).message()
        record = json.loads(export.attachments[0].data)
        assert record["deals"] == [
            {"result": {"contract": "8", "declarer": 1, "turned": "5D", "tricks": {"side": 9}}}
        ]
