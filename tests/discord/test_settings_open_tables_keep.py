"""``/boston settings`` while tables are open: a price, a turn timer or rules changed are the
server's defaults for new tables; a table already open (a lobby's too) keeps what it was
opened with, and the admin's answer says so, naming the tables. A language change, which
the open tables do follow, and a look that changes nothing say nothing of the kind."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, open_table, seated_table


async def test_a_price_changed_mid_game_is_said_not_to_reach_the_open_tables(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await seated_table(harness)  # table 1, playing
        answer = await (await fake.slash(fake.owner, "boston settings", {"price": 100})).message()
        assert answer.content.startswith(
            "Table 1, already open, keeps the price, the turn timer and the rules it was "
            "opened with: new tables take these."
        ), answer.content
        assert bot_of(harness).tables.get(1).options.price_per_point_ore == 0
        # A second table (a lobby) is named with the first; a timer counts as a price does.
        await open_table(harness, fake.user("north"), fake.guild.channel("general"))
        timer = await (await fake.slash(fake.owner, "boston settings", {"timer": 3})).message()
        assert timer.content.startswith("Tables 1 and 2, already open, keep"), timer.content
        # Rules typed count too.
        rules = await (
            await fake.slash(fake.owner, "boston settings", {"rules": "tour_length=12"})
        ).message()
        assert rules.content.startswith("Tables 1 and 2, already open, keep"), rules.content
        # The same price again changes nothing: nothing to say.
        again = await (await fake.slash(fake.owner, "boston settings", {"price": 100})).message()
        assert "already open" not in again.content
        # Another variant's rules leave these two Swedish tables alone.
        dawson = await (
            await fake.slash(
                fake.owner, "boston settings", {"variant": "dawson", "rules": "ante=10"}
            )
        ).message()
        assert "already open" not in dawson.content, dawson.content
        assert "(`ante`): 10" in dawson.content, dawson.content
        # A look changes nothing and says nothing of the kind; nor does a language change.
        look = await (await fake.slash(fake.owner, "boston settings", {})).message()
        assert "already open" not in look.content
        spoken = await (
            await fake.slash(fake.owner, "boston settings", {"language": "en"})
        ).message()
        assert "keep the price" not in spoken.content


async def test_no_open_table_no_line_and_swedish_words(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        alone = await (await fake.slash(fake.owner, "boston settings", {"price": 100})).message()
        assert "already open" not in alone.content
        await seated_table(harness)
        svensk = await (
            await fake.slash(fake.owner, "boston settings", {"price": 50}, locale="sv-SE")
        ).message()
        assert svensk.content.startswith(
            "Bord 1, som redan är öppet, behåller priset, dragtiden och reglerna det öppnades "
            "med: nya bord får de här."
        ), svensk.content
