"""A seat handed to someone else in the middle of a deal (``/boston replace`` after three
tricks: East, who bid and declared, hands seat 2 to Kibitzer), as the thread says the deal
and the game, in English and Swedish:

- every line about the whole deal names the seat as the deal's tricks do, by each who played
  it in turn: the payment lines too ("East → Kibitzer and South play off …"); the heading
  names the declarer by who made the winning bid, East;
- the final standings and the protocol's balances say East held the seat during part of
  deal 1, not "through deal 1": the deal is its holder's at its end (its result, payments
  and statistics row are Kibitzer's, ``bot.tables.rows.settled_deal``);
- the claimer's cards shown to those answering a claim name the seat as the deal's other
  lines do: East claimed, though Kibitzer holds the seat now.

Before: "Kibitzer och South spelar av ål 96" under tricks naming "East → Kibitzer"; "(seat
2; East through deal 1)"; "Kibitzer claims the rest with: …"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.discord.agreed_stop import end_table
from tests.discord.driver import (
    boston,
    bot_of,
    cards_in,
    claim_after_a_trick,
    replace_seat,
    seated_table,
)
from tests.discord.test_names_as_played_mid_deal import _hand_over_after_three_tricks

WORDS = {
    "en": {
        "both": "East → Kibitzer",
        "head": ": East with South as ",
        "tricks": "Tricks: ",
        "pays": "Payments:",
        "claims": "East claims the rest with: ",
        "balances": "(seat 2; East during part of deal 1)",
    },
    "sv": {
        "both": "East → Kibitzer",
        "head": ": East med South som ",
        "tricks": "Tagna stick: ",
        "pays": "Betalningar:",
        "claims": "East kräver resten med: ",
        "balances": "(plats 2; East under en del av giv 1)",
    },
}


def _payments(text: str, heading: str) -> str:
    """The payment lines' code block after ``heading``, on one line."""
    block = text.split(heading + "\n```\n", 1)[1].split("\n```", 1)[0]
    return " ".join(block.split())


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_deal_and_the_game_name_the_seat_as_played(tmp_path: Path, lang: str) -> None:
    words = WORDS[lang]
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table = await _hand_over_after_three_tricks(harness)
        result = await table.play_deal(1)
        both = words["both"]
        # The post's first sentence, broken after its phrases for a phone: read as one.
        said = result.text.splitlines()
        head = " ".join(said[: next(n for n, line in enumerate(said) if line.endswith(".")) + 1])
        assert words["head"] in head, result.text
        tricks = [line for line in result.text.splitlines() if line.startswith(words["tricks"])]
        assert len(tricks) == 1 and f" {both} " in tricks[0], result.text
        paid = _payments(result.text, words["pays"])
        assert paid.startswith(f"{both} "), paid
        assert "Kibitzer" not in paid.replace(both, ""), paid
        # The game ended by agreement before deal 2 is touched: its final standings.
        north = fake.user("north")
        await end_table(fake, north, {"table": table.id}, channel=table.place)
        over = "The game is over." if lang == "en" else "Spelet är slut."
        final = await fake.wait_for_message(table.place, lambda m: over in m.text)
        standing = [line for line in final.text.splitlines() if ". Kibitzer " in line]
        assert len(standing) == 1 and standing[0].endswith(f" {words['balances']}"), final.text
        # The protocol's balances say it as the standings do (in its reader's language).
        north.locale = "sv-SE" if lang == "sv" else "en-US"
        proto = await (await fake.slash(north, "boston protocol", {"table": table.id})).message()
        # Which table's it is first, then the balances.
        title = ("Boston · bord" if lang == "sv" else "Boston · table") + f" {table.id}"
        assert proto.text.splitlines()[:1] == [f"**{title}**"], proto.text
        # Whole on a line of the balances (broken for a phone, the seat's part kept whole).
        assert any(words["balances"] in line for line in proto.text.splitlines()), proto.text
        assert harness.problems() == []


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_a_claim_names_its_claimer_as_played(tmp_path: Path, lang: str) -> None:
    """The spelförare claims; before the claim is answered, their seat goes to Kibitzer: the
    claim shown to the one answering is still the spelförare's."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        claimer, _ = await claim_after_a_trick(table)
        assert claimer.username == "east", "East never claimed"
        live = bot_of(harness).tables.get(table.id)
        seat = live.seat_of(claimer.id)
        assert seat is not None
        kibitzer = fake.user("kibitzer")
        await replace_seat(
            harness, fake.owner, {"seat": seat, "member": kibitzer, "table": table.id}
        )
        await table.settle()
        assert live.seats[seat].player_id == kibitzer.id
        del table.users[claimer.id]
        table.users[kibitzer.id] = kibitzer
        table.held[kibitzer.id] = cards_in(await table.open_hand(kibitzer))
        answerer = table.on_turn()
        assert answerer is not None and answerer is not kibitzer
        answerer.locale = "sv-SE" if lang == "sv" else "en-US"
        view = await table.refresh(answerer)
        assert WORDS[lang]["claims"] in view.text, view.text
        assert harness.problems() == []
