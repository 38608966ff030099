"""A Mariland deal through the fake Discord: ``/boston new variant:mariland`` with computers,
the table in Mariland's words (its superpreference on the turned-card line), North bidding
from the hand view, and the deal played to its reconstructed payment (MA-D2, MA-C1, MA-P)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.discord.driver import boston, bot_of, computers_table, first_of, north_plays_first_deal
from tests.discord.test_boston_club import scorekeeping_table
from tests.test_score_sheet import deal_words, rows


async def test_a_mariland_deal_on_discord(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        handle = await fake.autocomplete(north, "boston new", "variant", {"variant": "mari"})
        await handle.done()
        assert handle.choices == [{"name": "Mariland", "value": "mariland"}]
        # The lobby's rules come from the settings model: a session of 6 deals.
        table_id = await computers_table(harness, {"variant": "mariland", "rules": "deals=6"})
        live = bot_of(harness).tables.get(table_id)
        assert live.row.variant == "mariland" and live.row.settings["deals"] == 6
        message = next(
            m
            for m in fake.guild.channel("general").visible_messages()
            if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
        )
        assert "Mariland" in message.text and "superpreference" in message.text
        said: list[str] = []
        bid_once = first_of("bid.")
        then = first_of("play.", "claim.accept", "pass")

        def choose(codes: dict[str, str]) -> str | None:
            # North opens with its lowest bid once, then passes and plays.
            choice = None if said else bid_once(codes)
            if choice is not None:
                said.append(choice)
                return choice
            return then(codes)

        await north_plays_first_deal(harness, table_id, message, choose)
        game = live.game
        assert game is not None
        bid = bool(said)
        entry = game.deals[0]
        assert bid and entry.result is not None and not entry.result.all_pass
        assert entry.settlement is not None and sum(entry.settlement.net().values()) == 0
        thread = message.thread or message.channel
        result = next(m for m in thread.visible_messages() if "**Deal 1**" in m.text)
        assert "superpreference" in result.text or "plain suit" in result.text


async def test_a_mariland_scorekeeping_table_exports_and_imports(tmp_path: Path) -> None:
    """MA-R through ``/boston score``: the suit and the turned card are given; deal 1's turned
    heart makes ♥ the superpreference, so deal 2's Seven ♥ made exactly is MA-X3's 4 × 40."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "mariland"})
        first = {"contract": "4", "declarer": 1, "suit": "S", "turned": "5H", "tricks": 4}
        no_turned = await (
            await fake.slash(
                users[0], "boston score", {k: v for k, v in first.items() if k != "turned"}
            )
        ).message()
        assert no_turned.content.startswith("That result was not accepted:")
        assert "turned" in no_turned.content
        entered = await (await fake.slash(users[0], "boston score", first)).message()
        assert entered.content.startswith("Deal 1 entered at table 1."), entered.content
        x3 = {"contract": "7", "declarer": 2, "suit": "H", "turned": "QC", "tricks": 7}
        second = await (await fake.slash(users[1], "boston score", x3)).message()
        assert "superpreference" in second.text and "4 × (40 + 5 × 0 over) = 160" in second.text
        live = bot_of(harness).tables.get(1)
        assert live.game is not None
        assert live.game.deals[1].settlement is not None
        assert live.game.deals[1].settlement.net()[2] == 480
        export = await (await fake.slash(users[0], "boston export")).message()
        data = export.attachments[0].data
        record = json.loads(data)
        assert record["variant"] == "mariland" and record["deals"][1]["result"]["turned"] == "QC"
        replay = await (
            await fake.slash(users[0], "boston import", {"record": ("game.json", data)})
        ).message()
        assert "The record replays: 2 deals." in replay.text


async def test_the_protocol_of_a_scorekeeping_table_lists_every_deal(tmp_path: Path) -> None:
    """``/boston protocol`` at a Mariland scorekeeping table answers with the score sheet: a
    row per deal entered — deal 1 too, which the live game no longer holds after three (it is
    read from the log) — an all-passed deal among them, the balances last; and the same once
    the session is over and the service has let go of the table."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in ("north", "east", "south", "west")]
        options: dict[str, object] = {"mode": "score", "variant": "mariland", "rules": "deals=4"}
        await scorekeeping_table(harness, users, options)
        deals: list[dict[str, object]] = [
            {"contract": "4", "declarer": 1, "suit": "S", "turned": "5H", "tricks": 4},
            {"all_pass": True},
            {"contract": "7", "declarer": 2, "suit": "H", "turned": "QC", "tricks": 7},
        ]
        for n, deal in enumerate(deals, 1):
            entered = await (await fake.slash(users[0], "boston score", deal)).message()
            assert entered.content.startswith(f"Deal {n} entered at table 1."), entered.content
        live = bot_of(harness).tables.get(1)
        game = live.game
        assert game is not None and game.deals.offset == 1  # deal 1 is only in the log
        answer = await (await fake.slash(users[3], "boston protocol")).message()
        assert answer.ephemeral and not answer.attachments
        lines = answer.text.splitlines()
        assert deal_words(answer.text) == {
            1: "North: Four ♠, made",
            2: "everyone passed, thrown in",
            3: "East: Seven ♥, made",
        }
        assert rows(answer.text)[3] == [-160, 480, -160, -160]
        total = next(line for line in lines if line.startswith("Total"))
        assert [int(w) for w in total.split()[1:5]] == [game.balances[s] for s in (1, 2, 3, 4)]

        last = {"contract": "5", "declarer": 3, "suit": "D", "turned": "2D", "tricks": 4}
        # The last deal ends the session: asked first, saved on Enter.
        question = await (await fake.slash(users[0], "boston score", last)).message()
        await (await fake.click(users[0], question, label="Enter it: the game ends")).done()
        await harness.settle()
        assert bot_of(harness).tables.find(1) is None  # the session is over
        answer = await (await fake.slash(users[1], "boston protocol", {"table": 1})).message()
        assert list(rows(answer.text)) == [1, 2, 3, 4] and "lost by 1" in answer.text
