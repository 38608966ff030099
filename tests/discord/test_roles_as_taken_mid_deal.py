"""Seats handed to someone else in the middle of a deal, before the whist question is answered
(``/boston replace``: North, the dealer, hands seat 1 to Sven; South, asked to whist, hands
seat 3 to Kibitzer, who accepts), as the deal's result and the next deal's "Previous deal"
line say it, in English and Swedish:

- the dealer is who held the seat when the deal began: North alone dealt;
- a role is named by who took it: East made the winning bid, Kibitzer accepted the whist
  (South was never the whister);
- a count over the whole deal (the tricks, the net) names each who played the seat in turn,
  compactly and the same in both languages: "South → Kibitzer".

Before: "**Giv 1** · givare North och sedan Sven: East med South och sedan Kibitzer som
whistare", and in the tricks line "South och sedan Kibitzer 0", which reads as three
people."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.tables import log
from tests.discord.driver import (
    Table,
    boston,
    bot_of,
    cards_in,
    code_of,
    enabled_actions,
    replace_seat,
    seated_table,
)
from tests.support.bot_runner import BotHarness

HEAD = {
    "en": "**Deal 1** · dealer North: East with Kibitzer as ",
    "sv": "**Giv 1** · givare North: East med Kibitzer som ",
}
PREVIOUS = {"en": "Previous deal: ", "sv": "Förra given: "}
TRICKS = {"en": "Tricks: ", "sv": "Tagna stick: "}
NET = {"en": "This deal: ", "sv": "Den här given: "}


def _line(text: str, start: str) -> str:
    found = [line for line in text.splitlines() if line.startswith(start)]
    assert len(found) == 1, text
    return found[0]


async def _hand_over_at_the_whist_question(harness: BotHarness) -> Table:
    """Deal 1 (North deals, East bids 5 spel and invites whist) up to South's answer; then
    North's seat goes to Sven and South's to Kibitzer, who accepts the whist."""
    fake = harness.fake
    table = await seated_table(harness)
    asked = None
    for _ in range(40):
        user = table.on_turn()
        assert user is not None, table.message.text
        view = await table.refresh(user)
        if "whist.accept" in [code_of(c) for c in enabled_actions(view)]:
            asked = user
            break
        await table.step(user)
    assert asked is fake.user("south"), table.message.text
    for seat, old, new in ((1, "north", "sven"), (3, "south", "kibitzer")):
        member = fake.user(new)
        await replace_seat(harness, fake.owner, {"seat": seat, "member": member, "table": table.id})
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.seats[seat].player_id == member.id
        del table.users[fake.user(old).id]
        table.users[member.id] = member
        table.held[member.id] = cards_in(await table.open_hand(member))
    kibitzer = fake.user("kibitzer")
    assert table.on_turn() is kibitzer
    assert await table.step(kibitzer) == "whist.accept"
    return table


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_the_dealer_and_the_roles_are_who_took_them(tmp_path: Path, lang: str) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table = await _hand_over_at_the_whist_question(harness)
        live = bot_of(harness).tables.get(table.id)
        sven = live.seats[1].display_name
        result = await table.play_deal(1)
        # The post's first sentence, broken after its phrases for a phone: read as one.
        said = result.text.splitlines()
        head = " ".join(said[: next(n for n, line in enumerate(said) if line.endswith(".")) + 1])
        assert head.startswith(HEAD[lang]), result.text
        assert "South" not in head and "Sven" not in head and sven not in head, head
        # Counts over the whole deal: each who played the seat, in turn, with an arrow.
        # Broken two seats a line for a phone, as the net below: each holder chain whole.
        lines = result.text.splitlines()
        at = lines.index(_line(result.text, TRICKS[lang]))
        tricks = "\n".join(lines[at : at + 2])
        assert f" North → {sven} " in tricks and "\nSouth → Kibitzer " in tricks, tricks
        # The deal's net, broken two seats a line for a phone: each holder chain kept whole.
        lines = result.text.splitlines()
        at = lines.index(_line(result.text, NET[lang]))
        net = "\n".join(lines[at : at + 2])
        assert f"North → {sven} " in net and "\nSouth → Kibitzer " in net, net
        assert "sedan" not in result.text and " then " not in result.text, result.text
        # The next deal's hand view says the previous one as its result did (in its
        # reader's language).
        east = fake.user("east")
        east.locale = "sv-SE" if lang == "sv" else "en-US"
        view = await table.refresh(east)
        _line(view.text, PREVIOUS[lang])
        # Its head, then its phrases on a phone's lines (the dealer's on the next).
        said = (PREVIOUS[lang] + HEAD[lang]).replace(" · ", "\n", 1)
        assert said in view.text, view.text
        # Rebuilt from its checkpoint, which holds deal 1's result but not its moves: those
        # are read from the log for a deal a seat changed hands during, so the dealer and
        # the whister are still who took each part.
        await harness.restart_bot()
        await table.settle()
        view = await table.refresh(east)
        _line(view.text, PREVIOUS[lang])
        # Its head, then its phrases on a phone's lines (the dealer's on the next).
        said = (PREVIOUS[lang] + HEAD[lang]).replace(" · ", "\n", 1)
        assert said in view.text, view.text
        assert harness.problems() == []


async def test_a_rebuild_reads_the_handed_over_deals_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rebuilt from its checkpoint, a table with a seat handed over mid-deal has its log's
    deals parsed once for the earlier holders, the part holders and the handed-over deal's
    moves (``seat_history.placed_holders``); before, twice (the moves read on their own)."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        table = await _hand_over_at_the_whist_question(harness)
        await table.play_deal(1)
        before = bot_of(harness).tables.get(table.id)
        parsed: list[int] = []
        whole = log.deals_from_events

        def counted(events: Sequence[log.Event], first: int = 1) -> list[object]:
            if first == 2:  # the whole log's deals (a tail replay counts from 1)
                parsed.append(len(events))
            return whole(events, first=first)

        monkeypatch.setattr(log, "deals_from_events", counted)
        await harness.restart_bot()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert len(parsed) == 1, parsed
        # And what it read is what the live table had.
        assert live.move_holders == before.move_holders != []
        assert live.part_holders == before.part_holders
        assert live.past_holders == before.past_holders
        assert list(live.handed_actions) == [1]
        assert harness.problems() == []
