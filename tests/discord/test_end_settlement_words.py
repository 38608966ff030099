"""``/boston end`` promises a final settlement only where the game has one: betdelning
(SV-P12) or a pool shared out (FB-G3), not Mariland's, Whisch's, or Swedish Boston with the
simplified payment (SV-F3, WB-P5), whose balances as they stand are final. The engine says
which (``LedgerFeatures.final_settlement``); the question, the thread's notice, the answer,
the refusal in the last deal and the closed table message all follow it, in both languages."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest

from bot.i18n.en import MESSAGES as EN
from bot.i18n.sv import MESSAGES as SV
from tests.discord.agreed_stop import end_table
from tests.discord.driver import Table, boston, bot_factory, bot_of, seated_table
from tests.discord.test_stepped_away_words import MarilandTable, _world, mariland_table
from tests.support.bot_runner import BotHarness, run_bot

SETTLEMENT = ("settlement", "slutavräkning", "betdelning")


def _settles(text: str) -> bool:
    return any(word in text.lower() for word in SETTLEMENT)


async def _table(
    harness: BotHarness, options: Mapping[str, str], kind: type[Table] = Table
) -> Table:
    """Four people at a started table of ``options`` (``/boston new``'s), each having looked
    at their hand; deal 1 dealt, untouched."""
    return await seated_table(harness, options=options, kind=kind)


async def _ended_between_deals(harness: BotHarness, table: Table) -> tuple[str, str, str]:
    """``/boston end`` with deal 1 dealt and untouched, confirmed: the question, the answer
    and the closed table message."""
    fake = harness.fake
    north = fake.user("north")
    question = await (await fake.slash(north, "boston end", channel=table.place)).message()
    asked = question.text
    await (await fake.click(north, question, label=f"End table {table.id}")).done()
    await fake.wait_for_message(table.place, lambda m: "The game is over." in m.text)
    await table.settle()
    assert bot_of(harness).tables.find(table.id) is None
    return asked, question.text, table.message.text


def _thread(table: Table) -> list[str]:
    return [m.text for m in table.place.visible_messages()]


@pytest.mark.parametrize(
    "options",
    [{"variant": "mariland"}, {"variant": "whisch"}, {"rules": "payment=simplified"}],
    ids=["mariland", "whisch", "swedish-simplified"],
)
async def test_a_game_without_one_is_ended_without_a_settlement(
    tmp_path: Path, options: Mapping[str, str]
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await _table(harness, options)
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and not live.game.features.final_settlement
        asked, answered, closed = await _ended_between_deals(harness, table)
        assert not _settles(asked), asked
        assert asked.endswith("\nThe balances as they stand now are final."), asked
        assert answered == (
            f"Table {table.id} has ended: the final balances are in <#{table.place.id}>."
        )
        assert "The game is over: its final balances are in the thread." in closed.splitlines()
        thread = _thread(table)
        assert not any(_settles(text) for text in thread), thread[-3:]
        assert any("Final balances:" in text for text in thread), thread[-3:]


async def test_a_mariland_game_ended_during_a_deal_says_no_settlement_follows(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await _table(harness, {"variant": "mariland"}, MarilandTable)
        first = table.on_turn()
        assert first is not None
        await table.step(first)
        question = await (await fake.slash(north, "boston end", channel=table.place)).message()
        assert question.text.endswith("\nThe balances as they stand after that deal are final.")
        assert not _settles(question.text), question.text
        await (await fake.click(north, question, label=f"End table {table.id}")).done()
        assert question.text == f"Table {table.id} ends when the deal in progress is over."
        said = (
            f"<@{north.id}> is ending the game: it ends when the deal in progress is over, and "
            "the final balances follow here."
        )
        await fake.wait_for_message(table.place, lambda m: m.text == said)
        await table.play_deal(1)
        await fake.wait_for_message(table.place, lambda m: "The game is over." in m.text)
        await table.settle()
        closed = table.message.text.splitlines()
        assert "The game is over: its final balances are in the thread." in closed
        thread = _thread(table)
        assert not any(_settles(text) for text in thread), thread[-3:]


async def test_the_last_mariland_deal_is_refused_without_a_settlement(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await _table(harness, {"variant": "mariland", "rules": "deals=1"}, MarilandTable)
        first = table.on_turn()
        assert first is not None
        await table.step(first)
        refused = await end_table(fake, north, {"table": table.id})
        assert refused.text == (
            f"This is already the last deal of the game at table {table.id}: the game ends "
            "when the deal is over. Nothing was changed."
        )


async def test_a_swedish_club_reads_it_in_swedish(tmp_path: Path) -> None:
    async with run_bot(bot_factory(tmp_path / "b.sqlite3"), setup=_world) as harness:
        fake = harness.fake
        anna = fake.user("anna")
        table = await mariland_table(harness)
        question = await (await fake.slash(anna, "boston end", channel=table.place)).message()
        assert question.text.endswith("\nStällningen som den är nu blir slutställningen.")
        assert not _settles(question.text), question.text
        await (await fake.click(anna, question, label=f"Avsluta bord {table.id}")).done()
        assert question.text == (
            f"Bord {table.id} är avslutat: slutställningen står i <#{table.place.id}>."
        )
        await fake.wait_for_message(table.place, lambda m: "**Spelet är slut.**" in m.text)
        await table.settle()
        assert "Spelet är slut: slutställningen står i tråden." in table.message.text.splitlines()
        thread = _thread(table)
        assert not any(_settles(text) for text in thread), thread[-3:]


@pytest.mark.parametrize(
    "options", [{}, {"variant": "fontainebleau"}], ids=["swedish-traditional", "fontainebleau"]
)
async def test_a_game_with_one_still_promises_it(
    tmp_path: Path, options: Mapping[str, str]
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await _table(harness, options)
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None and live.game.features.final_settlement
        asked, answered, closed = await _ended_between_deals(harness, table)
        assert asked.endswith(
            "\nThe final settlement is made from the balances as they stand now."
        ), asked
        # Ended before any deal, nothing was shared out (the betar all at the mean, the pool
        # never filled): the answer and the table message say the thread has the final
        # balances, as the thread's end does.
        assert answered == (
            f"Table {table.id} has ended: the final balances are in <#{table.place.id}>."
        )
        assert "The game is over: its final balances are in the thread." in closed.splitlines()


async def test_the_end_command_is_described_as_the_catalogue_says(tmp_path: Path) -> None:
    """Every variant shares ``/boston end``: its English description (the decorator's) and
    its Swedish one are the catalogue's, and promise no settlement."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        command = harness.fake.global_commands["boston"]
        end = next(o for o in command["options"] if o["name"] == "end")
        assert end["description"] == EN["cmd.end"]
        assert end["description_localizations"]["sv-SE"] == SV["cmd.end"]
        assert not _settles(end["description"]) and not _settles(SV["cmd.end"])
