"""Le Whisch Bostonien end to end: a simulated game's record replays to the same payments, the
support verb goes through the record, and a deal is played on the fake Discord in the
variant's own words, with the reconstructed payments explained in ``/boston help``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.actions import Support
from bot.engine.record import game_from_record, game_to_record
from bot.simulate import simulate
from cogs.boston import ids
from tests.discord.driver import boston, bot_of, code_of, computers_table, enabled_actions


def test_a_whisch_game_replays_from_its_record_with_supports() -> None:
    supports = 0
    for seed in range(6):
        game = simulate(12, seed=seed, variant="whisch", settings={}, level="heuristic")
        record = game_to_record(game)
        again = game_from_record(record)
        assert game_to_record(again) == record
        assert [e.settlement.net() for e in again.deals if e.settlement] == [
            e.settlement.net() for e in game.deals if e.settlement
        ]
        supports += sum(
            isinstance(a, Support) for e in game.deals if e.deal for a in e.deal.actions
        )
    assert supports > 0  # the heuristic says je soutiens, and the record keeps it


async def test_a_whisch_table_on_discord(tmp_path: Path) -> None:
    """``/boston new variant:whisch`` with computers: North bids the demande (or supports, or
    passes) through the hand view and a deal is played to its result."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        handle = await fake.autocomplete(north, "boston new", "variant", {"variant": "whis"})
        await handle.done()
        assert handle.choices == [{"name": "Le Whisch Bostonien", "value": "whisch"}]
        table_id = await computers_table(harness, {"variant": "whisch", "rules": "deals=4"})
        live = bot_of(harness).tables.get(table_id)
        assert live.row.variant == "whisch" and live.row.settings["deals"] == 4
        message = next(
            m
            for m in fake.guild.channel("general").visible_messages()
            if any(f"boston:hand:{table_id}" in c for c in m.custom_ids)
        )
        assert "Le Whisch Bostonien" in message.text
        game = live.game
        for _ in range(200):
            game = live.game
            assert game is not None
            if game.deals and game.deals[0].settled:
                break
            view = await (await fake.click(north, message, label="My hand")).message()
            codes = {code_of(c): c for c in enabled_actions(view)}
            if view.selects and not any(code.startswith("bid.") for code in codes):
                select = view.selects[0]
                first = select["options"][0]["value"]
                await (await fake.select(north, view, select["custom_id"], [first])).done()
                codes = {code_of(c): c for c in enabled_actions(view)}
            choice = next(
                (
                    codes[code]
                    for prefix in ("bid.demande", "support", "play.", "claim.accept", "pass")
                    for code in codes
                    if code.startswith(prefix)
                ),
                None,
            )
            if choice is None:
                await harness.settle()
                continue
            await (await fake.click(north, view, choice)).done()
            await bot_of(harness).tables.wait_idle(table_id)
            await harness.settle()
        else:
            pytest.fail("the whisch deal did not end")
        assert game is not None
        entry = game.deals[0]
        assert entry.result is not None and entry.settlement is not None
        assert sum(entry.settlement.net().values()) == 0  # WB-P5: no pool
        thread = message.thread or message.channel
        result = next(m for m in thread.visible_messages() if "**Deal 1**" in m.text)
        if not entry.result.all_pass:
            assert any(word in result.text for word in ("Demande", "Indépendance"))


async def test_whisch_help_says_the_payments_are_reconstructed(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        user = harness.fake.user("north")
        handle = await harness.fake.slash(
            user, "boston help", {"topic": "payments", "variant": "whisch"}
        )
        shown = "".join(m.embeds[0]["description"] for m in [await handle.message()])
        assert "reconstruction" in shown and "No old rule book prices this game" in shown


def test_the_support_button_code_round_trips() -> None:
    assert ids.action_code(Support(3)) == "support"
    assert ids.parse_action("support", 2) == Support(2)
