"""``/boston rulefile`` and ``/boston withdraw`` from someone who could do neither at any
table they might name get one private answer at once, as ``/boston leave``, ``end`` and
``score`` do (tests/discord/test_straight_answer_to_the_seatless.py). Before, in a channel
with a table, they were first told to add `table:1`, and then, having added it, refused:
"only the host can change the table's rules" (rulefile: the host alone, not even a member
with Manage Server), "you are not seated" (withdraw). Refusals change nothing; someone
entitled (the host, a player) is answered as before."""

from __future__ import annotations

import json
from pathlib import Path

from bot.i18n import t
from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table
from tests.discord.test_document_modal import american_lobby
from tests.support.db_digest import digest


async def test_rulefile_by_a_non_host_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        north, east = fake.user("north"), fake.user("east")
        dora, sven = fake.user("kibitzer"), fake.user("sven")
        lobby, live = await american_lobby(harness, north)
        await (await fake.click(east, lobby, label="Join")).done()
        await harness.settle()
        card = live.row.settings["card"]
        data = json.dumps("foster-decimal").encode()
        file = {"file": ("card.json", data)}
        refusal = "Only the host can change the table's rules."
        before = digest(path)

        answer = await (await fake.slash(dora, "boston rulefile", file)).message()
        assert answer.ephemeral_to is dora
        assert answer.text == refusal
        # The same as with the table named: nothing more to learn by adding it.
        named = await (
            await fake.slash(dora, "boston rulefile", {**file, "table": live.id})
        ).message()
        assert named.text == refusal
        svenska = await (await fake.slash(sven, "boston rulefile", file)).message()
        assert svenska.ephemeral_to is sven
        assert svenska.text == "Bara värden kan ändra bordets regler."
        # Manage Server does not let anyone but the host change the rules: refused too.
        owner = await (await fake.slash(fake.owner, "boston rulefile", file)).message()
        assert owner.text == refusal
        # A player of the lobby means it without `table:`, and is refused as before.
        player = await (await fake.slash(east, "boston rulefile", file)).message()
        assert player.text == refusal
        await harness.settle()
        assert digest(path) == before and live.row.settings["card"] == card

        # The host, without `table:`, still loads the card.
        saved = await (await fake.slash(north, "boston rulefile", file)).message()
        assert saved.ephemeral_to is north and "saved" in saved.text
        await harness.settle()
        assert live.row.settings["card"] == "foster-decimal"
        assert harness.problems() == []


async def test_withdraw_by_someone_seated_nowhere_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        fake = harness.fake
        users = [fake.user(name) for name in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score"})
        live = bot_of(harness).tables.get(1)
        deal = {"contract": "5", "declarer": 3, "whister": 1, "trumps": "plain", "tricks": 5}
        deal["whister_tricks"] = 3
        scored = await (await fake.slash(users[0], "boston score", deal)).message()
        assert "`/boston withdraw deal:1`" in scored.text, scored.text
        await harness.settle()
        seq = live.seq
        before = digest(path)
        dora, sven = fake.user("kibitzer"), fake.user("sven")

        answer = await (await fake.slash(dora, "boston withdraw", {"deal": 1})).message()
        assert answer.ephemeral_to is dora
        assert answer.text == "You are not seated at any table here."
        svenska = await (await fake.slash(sven, "boston withdraw", {"deal": 1})).message()
        assert svenska.ephemeral_to is sven
        assert svenska.text == "Du sitter inte vid något bord här."
        # Named, the table refuses them as before.
        named = await (
            await fake.slash(dora, "boston withdraw", {"deal": 1, "table": live.id})
        ).message()
        assert named.text == t("en", "refused.not_seated"), named.text
        await harness.settle()
        assert live.seq == seq and digest(path) == before

        # A player, without `table:`, still takes the deal back.
        done = await (await fake.slash(users[0], "boston withdraw", {"deal": 1})).message()
        assert done.text.startswith(t("en", "withdraw.done", n=1, id=live.id)), done.text
        assert harness.problems() == []
