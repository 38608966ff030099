"""The trick and score lines of a table where the host gave two seats to computers for good
(``/boston replace``: "Computer 2 (heuristic)", "Dator 4 (heuristisk)"), as each reader sees
them through whole deals (the table message, every hand view, the result posts), keep within
a phone's line (``PHONE_LINE``): the trick in play, the tricks taken, the declaring side's
count, the last trick's head (this deal's and the one before), the net and the balances,
broken between seats and phrases, each seat's part whole on one line and no name shortened.

Before: "Trick 11: Computer 2 (heuristic) Q♥ · South 4♣ · Computer 4 (heuristic) 10♦" (75
columns), "Tricks: North 2 · Computer 2 (heuristic) 5 · South 4 · West → Computer 4
(heuristic) 2" (86), "Computer 4 (heuristic) 0 & North 0: 0 taken, target 8 · defenders: 0"
(68) and "Last trick of deal 1: Computer 2 (heuristic) took it" (52), each on one line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import Lang
from bot.wrapping import PHONE_LINE, display_width
from tests.discord.driver import boston, replace_seat, seated_table
from tests.support.cards_seen import texts_of

COMPUTER = re.compile(r"(?:Computer|Dator) \d \((?:heuristic|heuristisk)\)")
"""A computer given a seat for good, named in either language."""
COUNTED = re.compile(COMPUTER.pattern + r" (?:[-+]?\d+(?!\S)|(?:10|[2-9AKQJ])[♠♥♦♣])")
"""Such a computer with its seat's card or figure: a trick's play, its tricks, its money."""
SAID: dict[Lang, tuple[str, ...]] = {
    "en": ("Trick ", "Tricks:", "Last trick", "Balances:"),
    "sv": ("Stick ", "Tagna stick:", "Senaste sticket", "Ställning:"),
}
"""The heads of the trick and score lines, in each language, each seen with a computer."""
HEADS = (*SAID["en"], *SAID["sv"], "Sista sticket", "This deal:", "Den här given:")
"""Every trick and score line's head (the last trick of the deal before, the net too)."""


def _trick_or_score(line: str) -> bool:
    # The declaring side's count names its players apart from their tricks ("Computer 2
    # (heuristic) & South: 3+5=8 taken"): it is the line with " & ".
    return COMPUTER.search(line) is not None and (
        COUNTED.search(line) is not None or line.startswith(HEADS) or " & " in line
    )


@pytest.mark.parametrize("lang", ["en", "sv"])
async def test_trick_and_score_lines_naming_computers_fit_a_phone(
    tmp_path: Path, lang: Lang
) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        if lang == "sv":
            await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        table = await seated_table(harness)
        await table.learn_hands()
        for seat, name in ((2, "east"), (4, "west")):  # West's after she bid in deal 1
            await replace_seat(harness, fake.owner, {"seat": seat, "table": table.id})
            await table.settle()
            del table.users[fake.user(name).id]
        start = len(fake.requests)
        results = [await table.play_deal(n) for n in (1, 2, 3)]
        for user in table.users.values():
            await table.open_hand(user)
        await table.settle()
        # Every message and edit anyone was shown since, public or seen by one reader alone.
        seen = [
            line
            for record in fake.requests[start:]
            if record.message_payload is not None
            for text in texts_of(record.message_payload)
            for line in text.splitlines()
        ]
        checked = [line for line in seen if _trick_or_score(line)]
        # Every kind of line the fix is about was seen, so that none fits by being absent.
        for head in SAID[lang]:
            assert any(line.startswith(head) for line in checked), (head, checked)
        assert any(" & " in line for line in checked), checked  # the declaring side's count
        wide = sorted(
            {(display_width(line), line) for line in checked if display_width(line) > PHONE_LINE}
        )
        assert not wide, wide
        # Nothing shortened: the computers' names stand whole in the result posts.
        posted = "\n".join(result.text for result in results)
        names = ("Computer 2 (heuristic)", "Computer 4 (heuristic)")
        if lang == "sv":
            names = ("Dator 2 (heuristisk)", "Dator 4 (heuristisk)")
        assert all(name in posted for name in names), posted
        assert harness.problems() == []
