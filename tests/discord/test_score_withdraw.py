"""``/boston withdraw`` at a scorekeeping table, as its four people see it: a deal entered
wrongly is taken back by a seated player (privately told what it was), the thread says who
took back which deal, the table message's balances drop it, and it can be entered again.
Refusals are private, in the asker's language, and change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.errors import StorageError
from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table, wait_text

FIVE = {"contract": "5", "declarer": 3, "whister": 1, "trumps": "plain"}
RIGHT = {**FIVE, "tricks": 5, "whister_tricks": 3}
WRONG = {**FIVE, "tricks": 2, "whister_tricks": 3}  # five spel lost where it was made


async def test_a_deal_entered_wrongly_is_taken_back_and_entered_again(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        message = await scorekeeping_table(harness, users, {"mode": "score"})
        place = message.thread
        assert place is not None
        live = bot_of(harness).tables.get(1)
        entered = await (await fake.slash(users[1], "boston score", RIGHT)).message()
        assert "`/boston withdraw deal:1` takes it back" in entered.text
        await harness.settle()
        assert live.game is not None
        after_one = dict(live.game.balances)
        await (await fake.slash(users[1], "boston score", WRONG)).done()
        await wait_text(harness, place, "**Deal 2**")
        seq = live.seq

        kibitzer = fake.user("kibitzer")
        stranger = await (
            await fake.slash(kibitzer, "boston withdraw", {"table": 1, "deal": 2})
        ).message()
        assert stranger.ephemeral_to is kibitzer
        assert stranger.text == "You are not seated at this table."
        older = await (await fake.slash(users[2], "boston withdraw", {"deal": 1})).message()
        assert older.ephemeral_to is users[2]
        assert older.text == (
            "Only the last deal entered can be taken back: that is deal 2, not deal 1."
        )
        assert live.seq == seq  # neither changed anything

        taken = await (await fake.slash(users[2], "boston withdraw", {"deal": 2})).message()
        assert taken.ephemeral_to is users[2]
        lines = taken.text.splitlines()
        assert lines[0] == "Deal 2 taken back at table 1: enter it again with `/boston score`."
        # The deal on a phone's lines, broken after its colon and commas, as its result post.
        assert lines[1:5] == [
            "**Deal 2** · dealer East:",
            "South with North as whister,",
            "5 spel (liten boston), simpel färg,",
            "tricks taken 2+3: lost by 3.",
        ]
        assert lines[5].startswith("Balances:")
        assert live.game is not None and live.game.balances == after_one
        notice = await wait_text(harness, place, "took back deal 2")
        who = users[2].display_name
        assert notice.text.splitlines()[0] == (
            f"↩️ {who} took back deal 2; it can be entered again with `/boston score`."
        )
        assert notice.text.splitlines()[1:5] == lines[1:5]  # the same lines in the thread
        assert "Balances:" in notice.text
        # Deal 2's result was posted; taken back, it is owed again once entered again, so a
        # stop before its new line is posted does not lose it.
        marks = {m.row.id: m.deals for m in await bot_of(harness).db.owed_posts()}
        assert marks[1] == 1
        # The same command sent twice (two people, or a double tap): the second is refused,
        # and deal 1, entered rightly, stays.
        again = await (await fake.slash(users[3], "boston withdraw", {"deal": 2})).message()
        assert again.text == (
            "Only the last deal entered can be taken back: that is deal 1, not deal 2."
        )
        assert live.game is not None and len(live.game.deals) == 1
        await harness.settle()
        shown = " · ".join(f"{u.display_name} {after_one[n]:+d}" for n, u in enumerate(users, 1))
        # The table message drops deal 2 (its seats two a line where one would be too long).
        assert f"Balances: {shown}" in message.text.replace("\n", " · ")

        # Entered again, the deal is deal 2 once more; the thread shows it as usual.
        await (await fake.slash(users[1], "boston score", RIGHT)).done()
        assert live.game is not None and len(live.game.deals) == 2
        assert live.game.deals[-1].result is not None and live.game.deals[-1].result.made


async def test_withdraw_is_refused_in_swedish_where_nothing_was_entered(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score"})
        sven = fake.user("sven")
        nothing = await (
            await fake.slash(users[0], "boston withdraw", {"deal": 1}, locale=sven.locale)
        ).message()
        assert nothing.text == "Ingen giv har förts in vid det här bordet ännu."
        command = fake.global_commands["boston"]
        withdraw = next(o for o in command["options"] if o["name"] == "withdraw")
        # `deal:` is required: the same command sent twice takes back one deal, not two.
        assert next(o for o in withdraw["options"] if o["name"] == "deal")["required"] is True
        assert withdraw["description_localizations"]["sv-SE"].startswith("Ta tillbaka")


async def test_a_dawson_withdrawal_gives_the_pool_back_as_it_stood(tmp_path: Path) -> None:
    """DW-P: a lost contract pays into the pool; taken back, the pool is as before it, and
    the answer and the thread say so beside the balances."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        message = await scorekeeping_table(harness, users, {"mode": "score", "variant": "dawson"})
        place = message.thread
        assert place is not None
        live = bot_of(harness).tables.get(1)
        assert live.game is not None
        before = live.game.pool_now()
        assert before is not None
        lost = {"contract": "7", "declarer": 2, "trumps": "first", "tricks": 5}
        await (await fake.slash(users[0], "boston score", lost)).done()
        assert live.game.pool_now() != before  # the lost contract paid the pool
        taken = await (await fake.slash(users[3], "boston withdraw", {"deal": 1})).message()
        assert live.game.pool_now() == before
        amount, _ = before
        assert taken.text.splitlines()[-1] == f"Pool: {amount}"
        notice = await wait_text(harness, place, "took back deal 1")
        assert notice.text.splitlines()[-1] == f"Pool: {amount}"


async def test_a_score_or_withdrawal_not_saved_is_said_as_such_and_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score"})
        live = bot_of(harness).tables.get(1)
        await (await fake.slash(users[1], "boston score", RIGHT)).done()
        seq = live.seq
        db = bot_of(harness).tables.db

        async def full(*args: object, **kwargs: object) -> None:
            raise StorageError("disk full (simulated)")

        monkeypatch.setattr(db, "append_event", full)
        entered = await (await fake.slash(users[1], "boston score", WRONG)).message()
        assert entered.ephemeral_to is users[1]
        assert entered.text == (
            "The deal could not be saved, so it was not entered; please try again."
        )
        taken = await (await fake.slash(users[2], "boston withdraw", {"deal": 1})).message()
        assert (
            taken.text == "The deal could not be taken back (nothing was saved); please try again."
        )
        assert live.seq == seq and live.game is not None and len(live.game.deals) == 1
        monkeypatch.undo()
        assert (
            await bot_of(harness).tables.withdraw(1, users[2].id)
        ).number == 1  # then it goes through
