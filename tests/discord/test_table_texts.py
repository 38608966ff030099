"""Table texts a Swedish playtest asked for, through the fake Discord: the auction line kept
short once the auction is over, an accepted claim named in the result, a word explained once
not listed again, the asker's table's rules in ``/boston help``, and how to play again after
the end."""

from __future__ import annotations

from pathlib import Path

from bot import guide
from bot.i18n import Lang
from bot.score_sheet import score_sheet
from cogs.boston.table_message import again_command
from tests.discord.agreed_stop import end_table
from tests.discord.driver import (
    Table,
    boston,
    bot_of,
    claim_after_a_trick,
    code_of,
    computers_table,
    enabled_actions,
    seated_table,
)
from tests.support.fake_model import FakeMessage

SEATS = ("North: ", "East: ", "South: ", "West: ")


def auction_line(text: str) -> str | None:
    """The auction as one line (the bids once it is over): broken between calls for a phone,
    its lines after the first are calls alone ("South: 5 spel (liten boston) i färg · West:
    pass", "South 5 spel i färg")."""
    lines = text.splitlines()
    heads = ("Auction: ", "Bids: ")
    at = next((n for n, line in enumerate(lines) if line.startswith(heads)), None)
    if at is None:
        return None
    calls = [lines[at]]
    seats = (*SEATS, *(seat.replace(":", "") for seat in SEATS))
    for line in lines[at + 1 :]:
        if not all(part.startswith(seats) for part in line.split(" · ")):
            break
        calls.append(line)
    return " · ".join(calls)


async def bid_twice_then_pass(table: Table) -> None:
    """The first two speakers bid (the lowest bid each is offered), everyone else passes,
    until the first card is asked for."""
    fake = table.fake
    bids = 0
    seen_in_auction = [False]
    for _ in range(20):
        user = table.on_turn()
        assert user is not None, table.message.text
        view = await table.refresh(user)
        codes = {code_of(c): c for c in enabled_actions(view)}
        if any(code.startswith("play.") for code in codes):
            assert seen_in_auction[0], "no pass was seen during the auction"
            return
        if bids < 2 and view.selects:
            select = view.selects[0]
            await (
                await fake.select(user, view, select["custom_id"], [select["options"][0]["value"]])
            ).done()
            codes = {code_of(c): c for c in enabled_actions(view)}
        bid = next((c for code, c in codes.items() if code.startswith("bid.")), None)
        if bids < 2 and bid is not None:
            bids += 1
            table.first_bid_done = True
            await (await fake.click(user, view, bid)).done()
            await table.settle()
            continue
        await table.step(user)
        if bids == 2 and "Contract: " not in table.message.text:
            # During the auction every call stays, the passes too, in full.
            line = auction_line(table.message.text)
            assert line is not None and ": pass" in line, table.message.text
            assert "(liten boston)" in line, line
            seen_in_auction[0] = True
    raise AssertionError("no card was asked for")


async def test_the_auction_line_is_short_once_the_auction_is_over(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await bid_twice_then_pass(table)
        for text in (
            table.message.text,
            (await table.refresh(table.on_turn() or next(iter(table.users.values())))).text,
        ):
            line = auction_line(text)
            assert line is not None, text
            # Only the bids, by their short names: no passes, no nicknames in brackets; under
            # the heading it keeps to the deal's end.
            assert line.startswith("Bids: "), line
            assert ": pass" not in line and "(liten boston)" not in line, line
            assert line.count("5 spel") + line.count("6 spel") >= 2, line
            assert "Contract: " in text


async def test_an_accepted_claim_is_named_in_the_result(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await claim_after_a_trick(table)
        live = bot_of(harness).tables.get(table.id)
        result = await table.play_deal(1)
        assert live.game is not None
        deal = live.game.deals[0].deal
        assert deal is not None and deal.public_view().claimed >= 2
        n = deal.public_view().claimed
        assert f"(the last {n} claimed and accepted): " in result.text, result.text
        # The score sheet's row says it too (the sheet of a table without a protocol).
        names = ["North", "East", "South", "West"]
        langs: tuple[tuple[Lang, str], ...] = (
            ("en", f"({n} claimed)"),
            ("sv", f"({n} stick krävda)"),
        )
        for lang, words in langs:
            sheet = " ".join(score_sheet(live.game, names, lang).split())
            assert words in sheet, sheet


async def test_a_word_explained_once_is_not_listed_again(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        await table.play_deal(1)
        second = await table.play_deal(2)
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        first_entry, second_entry = live.game.deals[0], live.game.deals[1]
        assert first_entry.new_terms and second_entry.new_terms is not None
        old = set(first_entry.new_terms) - set(second_entry.new_terms)
        assert old, "the second deal uses no word the first explained"
        for word, _ in guide.term_notes(sorted(old), "en", None):
            assert f"**{word}**" not in second.text, second.text
        if not second_entry.new_terms:  # nothing new: no pointer to the glossary either
            assert "/boston help topic:glossary" not in second.text, second.text


async def test_help_in_a_table_s_thread_names_its_rules(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        # deals applies under the simplified payment; a tour's length would not (SV-F3).
        table_id = await computers_table(harness, {"rules": "deals=4 payment=simplified"})
        thread = bot_of(harness).tables.get(table_id).row.thread_id
        assert thread is not None
        for user, expected in (
            (fake.user("north"), "At your table: Swedish Boston · simplified payment · "),
            # Sven sits nowhere: the thread's table, not his (SV-F: the payment named).
            (fake.user("sven"), "Vid det här bordet: Svensk boston · förenklad betalning · "),
        ):
            answer = await fake.slash(
                user, "boston help", {"topic": "payments"}, channel=fake.channel(thread)
            )
            first: FakeMessage = await answer.message()
            description = first.embeds[0]["description"]
            assert description.startswith(expected), description
            assert ": 4" in description.split("\n", 1)[0]
        # Help about other rules says nothing of the table.
        other = await fake.slash(
            fake.user("north"),
            "boston help",
            {"topic": "payments", "variant": "dawson"},
            channel=fake.channel(thread),
        )
        assert "At your table" not in (await other.message()).embeds[0]["description"]
        # Nor do the commands and the glossary, which the table's rules do not change (L8).
        for topic in ("commands", "glossary"):
            answer = await fake.slash(
                fake.user("north"), "boston help", {"topic": topic}, channel=fake.channel(thread)
            )
            assert "At your table" not in (await answer.message()).embeds[0]["description"]


async def test_the_ended_table_says_how_to_play_again(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await seated_table(harness)
        table_id = table.id
        await table.play_deal(1)
        fake = harness.fake
        north = fake.user("north")
        await end_table(fake, north, channel=table.place)
        await harness.settle()
        assert bot_of(harness).tables.find(table_id) is None
        text = table.message.text
        assert "The game is over: its final settlement is in the thread." in text
        assert (
            "A new game of Swedish Boston: `/boston new variant:swedish` in this channel." in text
        ), text
        assert "Protocol" in table.message.labels


async def test_the_command_types_the_table_s_rules_back(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        table_id = await computers_table(harness, {"rules": "tour_length=4 payment=simplified"})
        command = again_command(bot_of(harness).tables.get(table_id))
        assert command.startswith("`/boston new variant:swedish rules:"), command
        assert "tour_length=4" in command and "payment=simplified" in command
        # A Swedish table's line types them by their Swedish names and words.
        swedish = again_command(bot_of(harness).tables.get(table_id), "sv")
        assert "turlängd=4" in swedish and "betalning=förenklad" in swedish, swedish


async def test_an_ended_table_s_thread_keeps_its_rules_in_help(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table_id = await computers_table(harness, {"rules": "tour_length=4"})
        service = bot_of(harness).tables
        thread = service.get(table_id).row.thread_id
        assert thread is not None
        await service.cancel(table_id, fake.user("north").id)
        await harness.settle()
        assert service.find(table_id) is None
        # North held a seat there (their table); South sat nowhere (this table).
        for username, said in (("north", "At your table: "), ("south", "At this table: ")):
            answer = await fake.slash(
                fake.user(username),
                "boston help",
                {"topic": "payments"},
                channel=fake.channel(thread),
            )
            description = (await answer.message()).embeds[0]["description"]
            assert description.startswith(said + "Swedish Boston · "), description
            assert ": 4." in description.split("\n", 1)[0], description
