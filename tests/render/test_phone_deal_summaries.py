"""A deal's summary ("**Deal 1** · dealer Computer 1 (heuristic): Computer 3 (heuristic) with
Computer 1 (heuristic) as whister, 5 spel …, tricks taken 5+2: made.") keeps within a phone's
line (``PHONE_LINE``) wherever it is shown, as the result post does: the scorekeeping table
message's last deal and the thread's notice of a deal taken back (``/boston withdraw``) are
broken after its colon and commas, each seat's name and the bold deal number whole; a summary
that fits keeps its one line. (The withdraw answer and the question before a game's last deal
is entered: tests/discord/test_score_withdraw.py, tests/discord/test_score_last_deal.py.)

Before: the whole sentence on one line, 100 columns and more with computers' names."""

from __future__ import annotations

import pytest

from bot.i18n import Lang
from bot.tables.live import TableChange
from cogs.boston.results import summary_lines, summary_text, withdrawn_text
from cogs.boston.table_message import scorekeeping_text
from tests.render.tables import live_table
from tests.render.test_phone_auction_and_prompt_lines import COMPUTER, computers, whisted_deal, wide

LANGS: tuple[Lang, ...] = ("en", "sv")


def _sentence_in(text: str, expected: list[str]) -> None:
    lines = text.splitlines()
    start = lines.index(expected[0])
    assert lines[start : start + len(expected)] == expected, lines


@pytest.mark.parametrize("lang", LANGS)
def test_the_scorekeeping_message_breaks_the_last_deal(lang: Lang) -> None:
    game = whisted_deal()
    table = live_table(game)
    computers(table, lang)
    expected = summary_lines(table, game.deals[-1], lang)
    assert len(expected) > 1, expected  # over a phone's line on one
    shown = scorekeeping_text(table, game, lang)
    _sentence_in(shown, expected)
    assert wide(expected) == [], expected
    assert " ".join(expected) == summary_text(table, game.deals[-1], lang)
    for n in range(1, 5):  # each name whole on one line
        name = COMPUTER[lang].format(n)
        if name in shown.replace("\n", " "):
            assert name in shown, shown


@pytest.mark.parametrize("lang", LANGS)
def test_the_withdrawn_notice_breaks_the_deal_taken_back(lang: Lang) -> None:
    game = whisted_deal()
    table = live_table(game)
    computers(table, lang)
    entry = game.deals[-1]
    change = TableChange(table_id=1, seq=9, kind="withdraw", deal_no=1, seat=1, withdrawn=entry)
    expected = summary_lines(table, entry, lang)
    assert len(expected) > 1, expected
    _sentence_in(withdrawn_text(table, change, game, lang), expected)
