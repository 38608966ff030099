"""A contract chosen in the hand view's select, its bid not yet made, is still chosen after a
deploy: the closing bot hands it over with the view's row (``handover_views.chosen``,
migration 0017), and the next one redraws the view with the contract chosen and its buttons
(SV-B3: the contract first, then its colour level). A choice the table has moved past is not
kept."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import cast

from cogs.boston.play import PlayCog
from tests.discord.driver import Table, boston, bot_of, code_of, enabled_actions, seated_table
from tests.support.bot_runner import BotHarness
from tests.support.fake_model import FakeMessage, FakeUser


def on_turn(table: Table) -> FakeUser:
    user = table.on_turn()
    assert user is not None, table.message.text
    return user


def chosen(view: FakeMessage) -> list[str]:
    """The values the view's contract select shows chosen."""
    [select] = view.selects
    return [str(o["value"]) for o in select["options"] if o.get("default")]


def bid_codes(view: FakeMessage) -> list[str]:
    return [code_of(c) for c in enabled_actions(view) if code_of(c).startswith("bid.")]


async def seven_chosen(harness: BotHarness) -> tuple[Table, FakeUser, FakeMessage]:
    """A table whose first bidder chose "7" in their view's select (nothing chosen before):
    the table, the bidder and their view."""
    table = await seated_table(harness)
    user = on_turn(table)
    view = await table.refresh(user)
    assert chosen(view) == [] and bid_codes(view) == []
    await (await harness.fake.select(user, view, view.selects[0]["custom_id"], ["7"])).done()
    assert chosen(view) == ["7"]
    return table, user, view


async def test_sv_b3_a_chosen_contract_survives_a_deploy(tmp_path: Path) -> None:
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, view = await seven_chosen(harness)
        fake = harness.fake
        codes = bid_codes(view)
        assert codes and all(code.startswith("bid.7.") for code in codes), codes
        # Refresh keeps it: the table has not moved.
        view = await table.refresh(user)
        assert chosen(view) == ["7"] and bid_codes(view) == codes

        await harness.stop_bot()  # a deploy: the close saves the open views
        with sqlite3.connect(path) as conn:
            saved = dict(conn.execute("SELECT user_id, chosen FROM handover_views").fetchall())
        assert saved[user.id] == "7"
        assert [c for u, c in saved.items() if u != user.id] == [None] * 3
        await harness.start_bot()
        await table.settle()

        # Redrawn by the new process with the contract still chosen and its buttons there.
        view = table.views[user.id]
        assert chosen(view) == ["7"]
        assert bid_codes(view) == codes
        # And its bid is made from there with no second choice.
        await (await fake.click(user, view, enabled_actions(view)[0])).done()
        await table.settle()
        assert on_turn(table) != user


async def test_a_choice_the_table_moved_past_is_not_kept(tmp_path: Path) -> None:
    """The bidder chose a contract, then passed: the next process draws nothing chosen."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, view = await seven_chosen(harness)
        fake = harness.fake
        passing = next(c for c in enabled_actions(view) if code_of(c) == "pass")
        await (await fake.click(user, view, passing)).done()
        await table.settle()
        await harness.stop_bot()
        with sqlite3.connect(path) as conn:
            assert [r[0] for r in conn.execute("SELECT chosen FROM handover_views")] == [None] * 4
        await harness.start_bot()
        await table.settle()
        # Nor would a value the seat's select does not offer, handed back by a row.
        # The cog of this bot's own extension (each bot loads its module afresh).
        play = cast("PlayCog", bot_of(harness).get_cog(PlayCog.__cog_name__))
        assert type(play).__name__ == "PlayCog"
        live = bot_of(harness).tables.get(table.id)
        assert play.chosen_of(live, user.id) is None
        nobody = on_turn(table)
        assert not play.keep_chosen(live, nobody.id, "no-such-contract")
        assert play.chosen_of(live, nobody.id) is None


async def test_sv_b3_a_choice_a_close_before_0018_wrote_is_kept(tmp_path: Path) -> None:
    """A close of the version before migration 0018 wrote the choice with no sequence number
    (at the state its tables stopped at, which the next process rebuilds): the upgraded bot
    still gives it back, as that version did."""
    path = tmp_path / "b.sqlite3"
    async with boston(path) as harness:
        table, user, view = await seven_chosen(harness)
        codes = bid_codes(view)
        await harness.stop_bot()
        with sqlite3.connect(path) as conn:  # as the version before 0018 leaves it
            conn.execute("ALTER TABLE handover_views DROP COLUMN chosen_seq")
            conn.execute("ALTER TABLE seat_changes DROP COLUMN notice_id")  # 0020's, likewise
            conn.execute("ALTER TABLE seat_changes DROP COLUMN said")  # 0019's, made again
            conn.execute("ALTER TABLE handover_notices DROP COLUMN user_id")  # likewise
            conn.execute("ALTER TABLE seat_changes DROP COLUMN timed_out")  # 0021's, likewise
            conn.execute("ALTER TABLE tables DROP COLUMN seats_unrecorded")  # 0024's, likewise
            conn.execute("ALTER TABLE seat_changes DROP COLUMN away_since")  # 0026's, likewise
            conn.execute("PRAGMA user_version = 17")
        await harness.start_bot()
        await table.settle()
        view = table.views[user.id]
        assert chosen(view) == ["7"] and bid_codes(view) == codes
