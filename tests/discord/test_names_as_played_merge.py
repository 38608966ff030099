"""A person who steps away while the merge question is theirs (SV-P9: a lost contract wrote
them two betar) gets it answered by the computer keeping their seat; the deal they played
to its last card is still theirs in its result: its heading, its last trick, its tricks, its
net and the balances name "South", never "South (computer)" (``seat_names.past_name``, as the
final standings name a kept seat's person). The same for a person who steps away during the
play: the computer finishes the deal for them, on their money.

Before: the result post named each seat by its holder at the moment it was drawn, so the
whole deal read as the computer's ("East with South (computer) as whister", "South
(computer) -20"), though it had only answered the merge question.

The fixture: seed 5 deals a first deal where the driver's players (East bids 5 spel, South
whists, the first card each time) leave South, the whister, short by three: two betar for
South, within the merge limit, so the merge question is South's."""

from __future__ import annotations

from pathlib import Path

from tests.discord.driver import Table, boston, bot_of, seated_table
from tests.support.bot_runner import BotHarness

MERGE_SEED = 5
"""A seed whose first deal, played by the driver, ends on a merge question to South."""


async def merge_question(harness: BotHarness) -> Table:
    """Four people play deal 1 of a Swedish table until the merge question is asked (of
    South, seat 3); returns the table then."""
    table = await seated_table(harness)
    game = bot_of(harness).tables.get(table.id).game
    assert game is not None
    for _ in range(200):
        entry = game.current
        if entry is not None and entry.deal is not None and entry.deal.is_over:
            break
        user = table.on_turn()
        assert user is not None, table.message.text
        await table.step(user)
    assert game.current is not None and game.current.merge_seat == 3, "no merge question"
    assert table.on_turn() is harness.fake.user("south")
    return table


def _no_keeper_named(text: str) -> None:
    assert "(computer)" not in text, text
    # The post's first sentence, broken after its phrases for a phone: read as one.
    said = text.splitlines()
    head = " ".join(said[: next(n for n, line in enumerate(said) if line.endswith(".")) + 1])
    assert head.startswith("**Deal 1** · dealer North: East with South as whister"), head
    lines = text.splitlines()
    for start in ("Tricks: ", "This deal: ", "Balances: "):
        [at] = [i for i, line in enumerate(lines) if line.startswith(start)]
        line = " · ".join(lines[at : at + 2])  # the balances two seats a line
        assert " South " in line, line


async def test_stepping_away_at_the_merge_question_keeps_the_deal_named_by_its_player(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3", seed=MERGE_SEED) as harness:
        fake = harness.fake
        table = await merge_question(harness)
        south = fake.user("south")
        view = await table.refresh(south)
        assert "Merge the two betar" in view.labels, view.labels
        await (await fake.click(south, view, label="Let a computer play")).done()
        await table.settle()
        live = bot_of(harness).tables.get(table.id)
        assert live.away_seat_of(south.id) == 3
        assert live.seats[3].display_name == "South (computer)"
        result = table.result(1)
        assert result is not None, "the computer did not answer the merge question"
        _no_keeper_named(result.text)
        assert harness.problems() == []


async def test_stepping_away_during_the_play_keeps_the_deal_named_by_its_player(
    tmp_path: Path,
) -> None:
    async with boston(tmp_path / "b.sqlite3", seed=MERGE_SEED) as harness:
        fake = harness.fake
        table = await seated_table(harness)
        live = bot_of(harness).tables.get(table.id)
        assert live.game is not None
        deal = live.game.deals[0].deal
        assert deal is not None
        while len(deal.play.tricks) < 3:
            user = table.on_turn()
            assert user is not None, table.message.text
            await table.step(user)
        south = fake.user("south")
        await (
            await fake.click(south, await table.refresh(south), label="Let a computer play")
        ).done()
        await table.settle()
        del table.users[south.id]
        result = await table.play_deal(1)
        _no_keeper_named(result.text)
        assert harness.problems() == []
