"""Someone who sits at no table (an admin, a watcher) and names none, in a channel where no
table is open, is told where this server's tables are: "you sit at no table here" left them
to search every channel for one. Each table is named with its thread (its channel where it
has none), a few at most, the rest counted; another server's tables never. Nothing is picked
for them: the command acts on no table they did not name."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, open_table, seated_table


async def test_a_table_of_another_channel_is_named_with_its_thread(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        owner, kibitzer, sven = fake.owner, fake.user("kibitzer"), fake.user("sven")
        general = fake.guild.channel("general")
        quiet = fake.add_channel(name="quiet")
        # Another server's table is none of this server's business.
        other = fake.add_guild("other server")
        await fake.dispatch("GUILD_CREATE", other.to_create_payload(), other)
        await harness.settle()
        await open_table(harness, fake.user("north"), other.channel("general"))
        nothing = await (await fake.slash(owner, "boston pause", channel=quiet)).message()
        assert nothing.text == (
            "You sit at no table here: use the command in your table's thread, or add "
            "`table:` with its number."
        )
        table = await seated_table(harness, general)
        thread_id = bot_of(harness).tables.get(table.id).row.thread_id
        assert thread_id is not None
        for who, command in ((owner, "boston pause"), (kibitzer, "boston protocol")):
            answer = await (await fake.slash(who, command, channel=quiet)).message()
            assert answer.ephemeral_to is who
            assert answer.text == (
                f"There is no table in this channel; table {table.id} is open in "
                f"<#{thread_id}>: add `table:{table.id}`, or use the command there."
            ), command
        # Someone who may not end it is refused at once, with its host (not sent to add
        # `table:` first); one who may read it is told where it is.
        svenska = await (await fake.slash(sven, "boston end", channel=quiet)).message()
        assert svenska.text == (
            "Bara värden eller en medlem med Hantera server kan avsluta spelet.\n"
            f"Värden för bord {table.id} är <@{fake.user('north').id}>."
        )
        svenska = await (await fake.slash(sven, "boston protocol", channel=quiet)).message()
        assert svenska.text == (
            f"I den här kanalen finns inget bord; bord {table.id} är öppet i <#{thread_id}>: "
            f"lägg till `table:{table.id}`, eller skriv kommandot där."
        )
        # Said, not done: the table plays on.
        live = bot_of(harness).tables.get(table.id)
        assert live.status == "playing" and not live.row.end_requested


async def test_several_tables_elsewhere_a_few_named_the_rest_counted(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        owner, sven = fake.owner, fake.user("sven")
        general, bare = fake.guild.channel("general"), fake.guild.channel("no-threads")
        quiet = fake.add_channel(name="quiet")
        fake.add_users("a1", "a2", "a3", "a4", "b1")
        service = bot_of(harness).tables
        first = (await seated_table(harness, general)).id
        plain = (await seated_table(harness, bare, ("a1", "a2", "a3", "a4"))).id
        assert service.get(plain).row.thread_id is None
        answer = await (await fake.slash(owner, "boston pause", channel=quiet)).message()
        first_thread = service.get(first).row.thread_id
        assert answer.text == (
            f"There is no table in this channel; open on this server: table {first} in "
            f"<#{first_thread}> and table {plain} in <#{bare.id}>. Add `table:` with the "
            "number you mean."
        )
        lobby, _ = await open_table(harness, fake.user("b1"), general)
        third = int(lobby.custom_ids[0].split(":")[2])
        fourth = (await open_table(harness, fake.user("kibitzer"), general))[0]
        fourth_id = int(fourth.custom_ids[0].split(":")[2])
        assert sorted(t.id for t in service.tables()) == [first, plain, third, fourth_id]
        third_thread = service.get(third).row.thread_id
        answer = await (await fake.slash(owner, "boston pause", channel=quiet)).message()
        assert answer.text == (
            f"There is no table in this channel; open on this server: table {first} in "
            f"<#{first_thread}>, table {plain} in <#{bare.id}>, table {third} in "
            f"<#{third_thread}> and 1 more. Add `table:` with the number you mean."
        )
        svenska = await (await fake.slash(sven, "boston protocol", channel=quiet)).message()
        assert svenska.text == (
            f"I den här kanalen finns inget bord; öppna på servern: bord {first} i "
            f"<#{first_thread}>, bord {plain} i <#{bare.id}>, bord {third} i "
            f"<#{third_thread}> och 1 till. Lägg till `table:` med numret du menar."
        )
        assert [service.get(i).status for i in (first, plain)] == ["playing", "playing"]


async def test_a_table_in_a_private_channel_is_named_only_to_who_may_see_it(
    tmp_path: Path,
) -> None:
    """A table in a channel the asker may not view is not named to them: its number and a
    mention of a channel they cannot open told them of a table that is none of theirs."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        kibitzer, insider = fake.user("kibitzer"), fake.add_user("insider")
        quiet = fake.add_channel(name="quiet")
        back_room = fake.add_channel(name="back-room")
        players = [fake.user(name) for name in ("north", "east", "south", "west")]
        seen_by = {fake.bot_user.id, insider.id, *(player.id for player in players)}
        fake.set_viewers(back_room, seen_by)
        await harness.settle()
        table = await seated_table(harness, back_room)
        thread_id = bot_of(harness).tables.get(table.id).row.thread_id
        outside = await (await fake.slash(kibitzer, "boston protocol", channel=quiet)).message()
        assert outside.text == (
            "You sit at no table here: use the command in your table's thread, or add "
            "`table:` with its number."
        )
        inside = await (await fake.slash(insider, "boston protocol", channel=quiet)).message()
        assert inside.text == (
            f"There is no table in this channel; table {table.id} is open in "
            f"<#{thread_id}>: add `table:{table.id}`, or use the command there."
        )
        # The server's owner sees every channel.
        owner = await (await fake.slash(fake.owner, "boston pause", channel=quiet)).message()
        assert f"table {table.id} is open in <#{thread_id}>" in owner.text
