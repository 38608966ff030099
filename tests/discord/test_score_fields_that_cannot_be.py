"""``/boston score`` refuses, in the asker's language and with the command's option names, a
field that says what cannot have happened (SV-S4's first five tricks for a declarer who took
three), that means nothing (SV-P9's merge on a made contract, a misère's honours) or that a
concession leaves out (SV-W4's tricks); and it tells a whister in the declarer's own seat from
one in a contract played alone (SV-W1). A refusal books nothing; the entry, mended, is
accepted."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import PLAYERS, boston, bot_of
from tests.discord.test_boston_club import scorekeeping_table

REFUSED_SV = "Resultatet godtogs inte: "
REFUSED_EN = "That result was not accepted: "


async def test_fields_that_cannot_be_are_refused_by_name_and_book_nothing(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        users = [fake.user(n) for n in PLAYERS]
        await scorekeeping_table(harness, users, {"mode": "score"})
        live = bot_of(harness).tables.get(1)
        sv = fake.user("sven").locale

        async def said(given: dict[str, object], locale: str | None = None) -> str:
            if locale is None:
                reply = await fake.slash(users[0], "boston score", given)
            else:
                reply = await fake.slash(users[0], "boston score", given, locale=locale)
            return (await reply.message()).content

        lost = {"contract": "7", "declarer": 1, "trumps": "plain", "tricks": 3}
        assert await said({**lost, "first_five": True}, sv) == REFUSED_SV + (
            "den spelande sidan tog färre än fem stick (3) och alltså inte de fem första: "
            "utelämna `first_five`"
        )
        misere = {"contract": "petite-misere", "declarer": 1, "tricks": 0}
        assert await said({**misere, "honours": 3}, sv) == REFUSED_SV + (
            "en misère har ingen trumf och alltså inga honnörer: utelämna `honours`"
        )
        made = {"contract": "7", "declarer": 1, "trumps": "plain", "tricks": 8}
        assert await said({**made, "merge": True}) == REFUSED_EN + (
            "a made contract writes no betar, so there is nothing to merge: leave `merge` out"
        )
        conceded = {"contract": "5", "declarer": 1, "trumps": "plain", "conceded": True}
        assert await said({**conceded, "tricks": 4}) == REFUSED_EN + (
            "a conceded contract is not played: leave `tricks` out"
        )
        assert await said({**made, "whister": 2}, sv) == REFUSED_SV + (
            "`whister` kan inte anges: spelföraren spelar det här spelet ensam"
        )
        five = {"contract": "5", "declarer": 1, "trumps": "plain", "tricks": 5}
        assert await said({**five, "whister": 1, "whister_tricks": 3}, sv) == REFUSED_SV + (
            "`whister` är spelförarens egen plats: ange en annan spelares plats, eller utelämna det"
        )
        assert live.game is not None and not live.game.deals  # refusals change nothing
        accepted = await said({**lost, "first_five": False})
        assert accepted.startswith("Deal 1 entered at table 1."), accepted
        entered = live.game.deals[0].scored
        assert entered is not None and not entered.first_five
