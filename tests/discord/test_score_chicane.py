"""``/boston score`` records a chicane at a Russian scorekeeping table (RU-C5, RU-C6, RU-R):
``chicane:2 4`` names the seats that declared it, and each is paid by every other player.
A chicane no deal gives is refused privately, in the asker's language, naming the option:
in a misère (RU-C2), for a declarer alone who held honours (RU-C1, FB-H2), for a declarer
alone short of 13 tricks beside three void adversaries (RU-C1, FB-T1), for all four seats, as
no seat, beside an all-pass, and at a table whose rules have no chicane. A refusal books
nothing."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table

REFUSED_EN = "That result was not accepted: "
REFUSED_SV = "Resultatet godtogs inte: "


async def test_a_chicane_is_entered_and_paid_and_an_impossible_one_refused(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "russian"})
        live = bot_of(harness).tables.get(1)
        sv = fake.user("sven").locale

        async def said(given: dict[str, object], locale: str | None = None) -> str:
            if locale is None:
                reply = await fake.slash(users[0], "boston score", given)
            else:
                reply = await fake.slash(users[0], "boston score", given, locale=locale)
            message = await reply.message()
            assert message.ephemeral  # every answer is private
            return message.content

        x1 = {"contract": "6", "declarer": 1, "suit": "H", "tricks": 6}  # RU-X1's contract
        assert await said({**x1, "honours": 4, "chicane": "1"}) == REFUSED_EN + (
            "`chicane` names every hand of the declaring side, so the side held no trump and "
            "no honours: give 0 honours, not 4, or correct `chicane`"
        )
        assert await said({**x1, "honours": 1, "chicane": "2 3 4"}, sv) == REFUSED_SV + (
            "`chicane` nämner varje motspelare, så den spelande sidan hade alla trumfar och "
            "alla fyra honnörer: ange 4 honnörer, inte 1, eller rätta `chicane`"
        )
        # RU-C1, FB-T1: the declarer alone held the 13 trumps, so he took every trick.
        assert await said({**x1, "honours": 4, "chicane": "2 3 4"}) == REFUSED_EN + (
            "`chicane` names every adversary, so the declarer held all 13 trumps and took "
            "every trick: give 13 tricks, not 6, or correct `chicane`"
        )
        assert await said({**x1, "chicane": "1, 2, 3, 4"}) == REFUSED_EN + (
            "someone held the trumps, so `chicane` cannot name all four seats"
        )
        assert await said({**x1, "chicane": "5"}) == REFUSED_EN + (
            "`chicane` must be a seat from 1 to 4"
        )
        assert await said({**x1, "chicane": "3" * 6000}) == REFUSED_EN + (
            "`chicane` must be a seat from 1 to 4"
        )
        assert await said({**x1, "chicane": "3 3"}) == REFUSED_EN + (
            "`chicane` must list seats from 1 to 4, each once"
        )
        misere = {"contract": "grand-misere", "declarer": 1, "tricks": 0, "chicane": "3"}
        assert await said(misere) == REFUSED_EN + "a chicane needs a trump suit (`chicane`)"
        assert (await said({"all_pass": True, "chicane": "3"})).startswith(
            "Either everyone passed or a contract was played, not both"
        )
        assert live.game is not None and not live.game.deals  # refusals change nothing

        accepted = await said({**x1, "chicane": "3"})
        assert accepted.startswith("Deal 1 entered at table 1."), accepted
        entry = live.game.deals[0]
        assert entry.scored is not None and entry.settlement is not None
        paid = [p for p in entry.settlement.payments if p.item == "chicane"]
        # RU-C5: seat 3 receives the table's 10 from each other player.
        assert sorted((p.payer, p.payee, p.amount) for p in paid) == [
            (1, 3, 10),
            (2, 3, 10),
            (4, 3, 10),
        ]
        # RU-X2's seats and honours: two chicanes beside a whister, each paid by the others.
        x2 = {"contract": "5", "declarer": 1, "suit": "S", "whister": 3}
        two = await said({**x2, "tricks": 7, "whister_tricks": 6, "honours": 4, "chicane": "2,4"})
        assert two.startswith("Deal 2 entered at table 1."), two
        second = live.game.deals[1].settlement
        assert second is not None
        assert len([p for p in second.payments if p.item == "chicane"]) == 6


async def test_a_chicane_at_a_table_whose_rules_have_none_is_refused(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score", "variant": "fontainebleau"})
        given = {"contract": "6", "declarer": 1, "suit": "H", "tricks": 6, "chicane": "3"}
        reply = await (await fake.slash(users[0], "boston score", given)).message()
        assert reply.ephemeral
        assert reply.content == REFUSED_EN + "these rules have no `chicane` in a deal's result"
        live = bot_of(harness).tables.get(1)
        assert live.game is not None and not live.game.deals
