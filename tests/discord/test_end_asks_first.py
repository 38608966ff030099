"""``/boston end`` of a game in play asks first, privately, as ``/boston replace`` of a
present person does (SV-M2, the agreed stop): the question says what ending now does — the
deal dealt but not yet played that will not count, or the deal under way played out first,
how far the game has come (a tour's betar in the variant's own word) and that the final
settlement is made from the balances. Only the asker's **End table N** ends it; **Keep
playing** changes nothing; a question asked before a deal was dealt or begun is stale."""

from __future__ import annotations

from pathlib import Path

from bot.engine.variants import new_game
from tests.discord.driver import boston, bot_of, seated_table
from tests.support.db_digest import digest


async def test_end_between_deals_asks_first_and_only_the_askers_yes_ends(
    tmp_path: Path,
) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        table = await seated_table(harness)
        await table.play_deal(1)
        service = bot_of(harness).tables
        live = service.get(table.id)
        await harness.settle()
        before = digest(path)
        question = await (await fake.slash(north, "boston end", channel=table.place)).message()
        assert question.ephemeral_to is north
        assert question.text == (
            f"**End table {table.id} now?** This cannot be undone.\n"
            "Deal 2 is dealt but nobody has played in it yet: it will not be played and does "
            "not count.\n"
            "1 of 24 betar is played off.\n"
            "The final settlement is made from the balances as they stand now."
        ), question.text
        assert question.labels == [f"End table {table.id}", "Keep playing"]
        await harness.settle()
        assert service.find(table.id) is live and digest(path) == before
        # Nobody else sees the question: its id forged elsewhere is refused, nothing changes.
        yes = question.component(label=f"End table {table.id}")["custom_id"]
        for other, message in ((east, table.views[east.id]), (fake.owner, table.message)):
            shown = message.text, message.custom_ids
            refused = await (await fake.forge_component(other, message, yes)).message()
            assert refused.ephemeral_to is other
            assert refused.text == "That question was asked to someone else."
            assert (message.text, message.custom_ids) == shown
        await harness.settle()
        assert service.find(table.id) is live and digest(path) == before
        # Keep playing: nothing ended.
        await (await fake.click(north, question, label="Keep playing")).done()
        assert question.text == f"Table {table.id} plays on: nothing was ended."
        assert question.labels == []
        await harness.settle()
        assert service.find(table.id) is live and digest(path) == before
        assert "The game is over" not in fake.public_text()
        # Asked again and confirmed: ended.
        again = await (await fake.slash(north, "boston end", channel=table.place)).message()
        await (await fake.click(north, again, label=f"End table {table.id}")).done()
        assert again.text == (
            f"Table {table.id} has ended: the final settlement is in <#{table.place.id}>."
        )
        assert again.labels == []
        await fake.wait_for_message(table.place, lambda m: "The game is over." in m.text)
        await harness.settle()
        assert service.find(table.id) is None


async def test_end_asked_before_a_deal_began_is_stale(tmp_path: Path) -> None:
    """Asked with deal 2 dealt but untouched (it would be dropped), pressed after a bid in it:
    ending now would wait for that deal instead, which is not what the host agreed to."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness)
        await table.play_deal(1)
        question = await (await fake.slash(north, "boston end", channel=table.place)).message()
        first = table.on_turn()
        assert first is not None
        await table.step(first)
        await harness.settle()
        before = digest(path)
        await (await fake.click(north, question, label=f"End table {table.id}")).done()
        assert question.text == (
            f"Table {table.id} has moved on since you asked (a deal was dealt or begun): "
            "nothing was ended. Use `/boston end` again if it is still wanted."
        )
        assert question.labels == []
        await harness.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.status == "playing" and not live.row.end_requested
        assert digest(path) == before


async def test_end_during_a_deal_says_it_is_played_out(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        table = await seated_table(harness)
        first = table.on_turn()
        assert first is not None
        await table.step(first)
        question = await (await fake.slash(north, "boston end", {"table": table.id})).message()
        assert question.text == (
            f"**End table {table.id} when deal 1 is over?** This cannot be undone.\n"
            "Deal 1 is under way: it is played to the end and counts, then no new deal is "
            "dealt.\n"
            "0 of 24 betar are played off.\n"
            "The final settlement is made from the balances as they stand after that deal."
        ), question.text
        live = bot_of(harness).tables.get(table.id)
        assert not live.row.end_requested
        await (await fake.click(north, question, label=f"End table {table.id}")).done()
        assert question.text == f"Table {table.id} ends when the deal in progress is over."
        assert live.row.end_requested


async def test_end_question_in_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        players = ("sven", "east", "south", "west")
        table = await seated_table(harness, players=players)
        sven = harness.fake.user("sven")
        await table.play_deal(1)
        question = await (
            await harness.fake.slash(sven, "boston end", {"table": table.id})
        ).message()
        assert question.text == (
            f"**Avsluta bord {table.id} nu?** Det går inte att ångra.\n"
            "Giv 2 är utdelad men ingen har spelat i den än: den spelas inte och räknas inte.\n"
            "1 av 24 betar är avspelad.\n"
            "Slutavräkningen görs på ställningen som den är nu."
        ), question.text
        assert question.labels == [f"Avsluta bord {table.id}", "Spela vidare"]
        await (await harness.fake.click(sven, question, label="Spela vidare")).done()
        assert question.text == f"Bord {table.id} spelar vidare: inget avslutades."


def test_how_far_the_game_has_come_is_said_in_its_own_terms() -> None:
    """A tour counts its betar played off in the variant's word; a game of an agreed number
    of deals counts its deals of that number; an open-ended one its deals."""
    from cogs.boston.club import progress_text

    names = ["A", "B", "C", "D"]
    swedish = new_game("swedish", {}, names)
    assert progress_text(swedish, "en") == "0 of 24 betar are played off."
    assert progress_text(swedish, "sv") == "0 av 24 betar är avspelade."
    nantes = new_game("nantes", {"deals": 2}, names)
    assert progress_text(nantes, "en") == "0 of 2 deals finished so far."
    assert progress_text(nantes, "sv") == "0 av 2 givar har spelats färdigt hittills."
    dawson = new_game("dawson", {}, names)
    assert progress_text(dawson, "en") == "0 deals finished so far."
    assert progress_text(dawson, "sv") == "0 givar har spelats färdigt hittills."
