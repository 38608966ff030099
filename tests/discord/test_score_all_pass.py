"""``/boston score`` enters a deal everyone passed that is played out (Misère Partout, DW-B4,
DW-P5, RF-4.7; Fontainebleau's all-pass deal, RF-4.9): each seat's tricks are given with
``seat_tricks``; a bare ``all_pass`` or a wrong count is refused with the rules' reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table


@pytest.mark.parametrize("variant", ["dawson", "fontainebleau"])
async def test_an_all_pass_deal_played_out_is_entered_with_each_seats_tricks(
    tmp_path: Path, variant: str
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": variant})
        live = bot_of(harness).tables.get(1)
        bare = await (await fake.slash(users[0], "boston score", {"all_pass": True})).message()
        assert bare.content.startswith("That result was not accepted:")
        assert "played out" in bare.content
        short = await (
            await fake.slash(users[0], "boston score", {"seat_tricks": "5 4 3"})
        ).message()
        # In the command's own words: the option it names is seat_tricks, not the record's key.
        assert short.content == (
            "That result was not accepted: `seat_tricks` needs the tricks of seats 1 to 4"
        )
        wrong = await (
            await fake.slash(users[0], "boston score", {"seat_tricks": "5 4 3 2"})
        ).message()
        assert wrong.content.endswith("the tricks in `seat_tricks` must add up to 13")
        # A typed superscript is a digit to Python, not a number: refused, not a crash.
        odd = await (
            await fake.slash(users[0], "boston score", {"seat_tricks": "²3 4 3 3"})
        ).message()
        assert odd.content.startswith("That result was not accepted:"), odd.content
        # An all-pass with a contract besides: refused, not entered with the contract dropped.
        for extra in ({"all_pass": True}, {"seat_tricks": "5 4 3 1"}):
            both = {**extra, "contract": "5", "declarer": 1, "tricks": 3}
            told = await (await fake.slash(users[0], "boston score", both)).message()
            assert told.content.startswith("Either everyone passed or a contract was played")
        assert live.game is not None and not live.game.deals  # refusals change nothing
        good = await (
            await fake.slash(users[0], "boston score", {"seat_tricks": "5, 4, 3, 1"})
        ).message()
        assert good.content.startswith("Deal 1 entered at table 1."), good.content
        assert live.game is not None
        entry = live.game.deals[0]
        assert entry.result is not None and entry.result.all_pass
        assert entry.result.tricks == (5, 4, 3, 1)
        assert entry.settlement is not None and entry.settlement.lines


async def test_a_score_at_a_paused_table_is_refused_as_paused(tmp_path: Path) -> None:
    """Not "not playing": the table is only put aside, and the answer says how it goes on."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "dawson"})
        live = bot_of(harness).tables.get(1)
        await (await fake.slash(users[0], "boston pause")).message()
        assert live.status == "paused"
        refused = await (
            await fake.slash(users[1], "boston score", {"seat_tricks": "5, 4, 3, 1"})
        ).message()
        assert refused.ephemeral_to is users[1]
        assert refused.content == (
            "The table is paused: nothing is played until the host or a member with Manage "
            "Server resumes it with `/boston resume`."
        )
        assert live.game is not None and not live.game.deals
