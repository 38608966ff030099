"""A move is named by who made it when the host gives a seat to a computer with ``/boston
replace`` (not a step-away: nobody is owed the seat) and gives it back later, live and after a
restart, in English and Swedish: the computer ("Computer 2 (heuristic)", named as a lobby
computer) is a holder of its own, as a member given the seat is. The cards East played before
it are East's, the computer's are its own, and the deal's counts name the chain ("East →
Computer 2 (heuristic) → East").

Before: from the moment the computer was given the seat, every earlier move of the seat
read "East (computer)" (the last trick, the declarer, "forehand"), and once East had the
seat back the computer's cards read as East's."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.i18n import CATALOGUES, Lang, computer_name
from tests.discord.driver import Table, boston, bot_of, replace_seat, seated_table


def _line(table: Table, start: str) -> str:
    found = [line for line in table.message.text.splitlines() if line.startswith(start)]
    assert len(found) == 1, table.message.text
    return found[0]


def _last_trick(table: Table, lang: Lang) -> str:
    """The last trick's head and its cards, on the lines under it (two or more on a phone),
    as one line."""
    head = _line(table, CATALOGUES[lang]["deal.last_trick"].partition("{winner}")[0])
    lines = table.message.text.splitlines()
    at = lines.index(head) + 1
    cards = []
    while at < len(lines) and re.search(r" \S+[♠♥♦♣]$", lines[at]):
        cards.append(lines[at])
        at += 1
    return " — ".join([head, " · ".join(cards)])


async def _steps_until(table: Table, done: Callable[[], bool]) -> None:
    """People (a computer's turn is its own) move until ``done()`` holds."""
    for _ in range(80):
        if done():
            return
        user = table.on_turn()
        assert user is not None, table.message.text
        await table.step(user)
    raise AssertionError(table.message.text)


def _card_of(line: str, name: str) -> str:
    """The card ``name`` (exactly, not a longer name) played in a trick ``line``."""
    found = re.findall(rf"(?:— | · ){re.escape(name)} (\S+)(?= · |$)", line)
    assert len(found) == 1, (name, line)
    return found[0]


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_a_move_is_named_by_who_made_it(tmp_path: Path, lang: Lang) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        east = fake.user("east")
        name = live.seats[2].display_name
        computer = computer_name(lang, "heuristic")(2)
        dealer = CATALOGUES[lang]["deal.dealer"].partition("{dealer}")[0]
        start = CATALOGUES[lang]["deal.last_trick"].partition("{winner}")[0]
        await _steps_until(table, lambda: start in table.message.text)
        played = _card_of(_last_trick(table, lang), name)  # East (forehand) led trick 1

        # The host gives East's seat to a computer: East's moves stay his.
        await replace_seat(harness, fake.owner, {"seat": 2, "table": table.id})
        await table.settle()
        assert live.seats[2].display_name == computer
        del table.users[east.id]
        assert _card_of(_last_trick(table, lang), name) == played
        assert computer not in _last_trick(table, lang)
        # The tricks count names each who played the seat in turn.
        assert f"{name} → {computer} " in table.message.text, table.message.text
        assert _line(table, dealer).endswith(f": {name}")  # East is forehand
        # The computer's card in a later trick is the computer's.
        await _steps_until(table, lambda: computer in _last_trick(table, lang))
        its = _card_of(_last_trick(table, lang), computer)

        # Back to East: the computer's card is still its own.
        await replace_seat(harness, fake.owner, {"seat": 2, "member": east, "table": table.id})
        await table.settle()
        table.users[east.id] = east
        table.views.pop(east.id, None)
        assert _card_of(_last_trick(table, lang), computer) == its
        assert f" {name} {its}" not in _last_trick(table, lang)
        seen = _last_trick(table, lang)

        # The same after a restart.
        await harness.restart_bot()
        await table.settle()
        assert bot_of(harness).tables.get(table.id) is not live
        assert _last_trick(table, lang) == seen
        assert _line(table, dealer).endswith(f": {name}")  # East is forehand

        result = await table.play_deal(1)
        assert f"{name} → {computer} → {name}" in result.text, result.text
        assert harness.problems() == []
