"""Someone who sits at no table (an admin, a watcher) and names none, in a channel where
tables are open, is told their numbers: an admin has no "your table", and "you sit at no
table here" named none. Nothing is picked for them, not even a lone table: an admin's pause
never hits a table they did not name. A watcher who may not do it at any of them (a host's
or an admin's command) is refused at once instead. Someone seated is answered as before."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import boston, bot_of, computers_table, seated_table


async def test_two_open_tables_are_named_to_an_admin_and_a_watcher(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        owner, kibitzer, sven = fake.owner, fake.user("kibitzer"), fake.user("sven")
        north = fake.user("north")
        general = fake.guild.channel("general")
        first = (await seated_table(harness, general)).id
        second = await computers_table(harness)
        service = bot_of(harness).tables
        named = (
            f"There are tables {first} and {second} in this channel: add `table:` with the "
            "number you mean, or use the command in the table's thread."
        )
        for who, command in (
            (owner, "boston pause"),
            (owner, "boston resume"),
            (owner, "boston end"),
            (kibitzer, "boston protocol"),
            (kibitzer, "boston export"),
        ):
            answer = await (await fake.slash(who, command, channel=general)).message()
            assert answer.ephemeral_to is who
            assert answer.text == named, command
        # Someone who may pause neither is told so at once, with their host, not first sent
        # to add `table:` only to be refused then.
        none = await (await fake.slash(sven, "boston pause", channel=general)).message()
        assert none.text == (
            "Bara värden eller en medlem med Hantera server kan pausa spelet.\n"
            f"Värden för bord {first} och {second} är <@{north.id}>."
        )
        # Nothing was paused or ended by the questions.
        assert [service.get(i).status for i in (first, second)] == ["playing", "playing"]
        assert not any(service.get(i).row.end_requested for i in (first, second))
        # Someone seated at both is answered as before.
        seated = await (await fake.slash(north, "boston pause", channel=general)).message()
        assert seated.text == (
            f"You sit at tables {first} and {second} here: add `table:` with the one you mean."
        )
        # Named, the table is paused, and only that one.
        done = await (await fake.slash(owner, "boston pause", {"table": second})).message()
        assert done.text.startswith(f"Table {second} is paused")
        assert [service.get(i).status for i in (first, second)] == ["playing", "paused"]


async def test_a_lone_open_table_is_named_not_picked(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        owner, kibitzer, sven = fake.owner, fake.user("kibitzer"), fake.user("sven")
        general, bare = fake.guild.channel("general"), fake.guild.channel("no-threads")
        threaded = await seated_table(harness, general)
        thread_id = bot_of(harness).tables.get(threaded.id).row.thread_id
        assert thread_id is not None
        answer = await (await fake.slash(owner, "boston pause", channel=general)).message()
        assert answer.text == (
            f"There is table {threaded.id} in this channel: add `table:{threaded.id}`, or use "
            f"the command in its thread <#{thread_id}>."
        )
        answer = await (await fake.slash(sven, "boston protocol", channel=general)).message()
        assert answer.text == (
            f"I den här kanalen finns bord {threaded.id}: lägg till `table:{threaded.id}`, "
            f"eller skriv kommandot i dess tråd <#{thread_id}>."
        )
        # A channel with no table: where the server's table is (test_open_tables_elsewhere).
        answer = await (await fake.slash(kibitzer, "boston protocol", channel=bare)).message()
        assert answer.text == (
            f"There is no table in this channel; table {threaded.id} is open in "
            f"<#{thread_id}>: add `table:{threaded.id}`, or use the command there."
        )
        # A table without a thread: its number alone.
        players = ("a1", "a2", "a3", "a4")
        fake.add_users(*players)
        plain = (await seated_table(harness, bare, players)).id
        assert bot_of(harness).tables.get(plain).row.thread_id is None
        answer = await (await fake.slash(owner, "boston pause", channel=bare)).message()
        assert answer.text == f"There is table {plain} in this channel: add `table:{plain}`."
        answer = await (await fake.slash(sven, "boston pause", channel=bare)).message()
        assert answer.text == (
            "Bara värden eller en medlem med Hantera server kan pausa spelet.\n"
            f"Värden för bord {plain} är <@{fake.user('a1').id}>."
        )
        service = bot_of(harness).tables
        assert [service.get(i).status for i in (threaded.id, plain)] == ["playing", "playing"]
