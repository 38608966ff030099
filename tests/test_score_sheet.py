"""The score sheet of a game without a Swedish protocol (``bot/score_sheet.py``): a row per
finished deal whose figures are the deal's payments and a last line that is the balances, an
all-passed deal, the pool's share where the game keeps a pool, the cut that keeps the newest
rows and says how many are left out, and the sheet in Swedish."""

from __future__ import annotations

import pytest

from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import get_variant, new_game
from bot.i18n import Lang, t
from bot.score_sheet import score_sheet
from bot.simulate import simulate
from cogs.boston.protocol_parts import PROTOCOL_LIMIT, protocol_parts
from cogs.boston.render import summary_text
from tests.render.tables import live_table

NAMES = ["Anna", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"]


def rows(sheet: str, columns: int = 4) -> dict[int, list[int]]:
    """Each deal row's figures (seats 1–4, then the pool's where ``columns`` is 5), by deal
    number."""
    found: dict[int, list[int]] = {}
    for line in sheet.splitlines():
        words = line.split()
        if words and words[0].isdigit():
            found[int(words[0])] = [int(w) for w in words[1 : columns + 1]]
    return found


def last_figures(sheet: str, count: int = 4) -> list[int]:
    return [int(w) for w in sheet.splitlines()[-1].split()[1 : count + 1]]


def test_a_row_per_deal_with_its_payments_and_the_balances_last() -> None:
    game = simulate(3, seed=5, variant="american")
    sheet = score_sheet(game, NAMES)
    lines = sheet.splitlines()
    assert lines[0].split()[:3] == ["Deal", "1", "Anna"] and "2 Comp 2" in lines[0]
    found = rows(sheet)
    assert sorted(found) == [1, 2, 3]
    for entry in game.deals:
        assert entry.settlement is not None
        net = entry.settlement.net()
        assert found[entry.number][:4] == [net[s] for s in SEATS]
        assert sum(found[entry.number][:4]) == 0  # American Boston keeps no pool
    assert lines[-1].startswith("Total")
    assert last_figures(sheet) == [game.balances[s] for s in SEATS]
    # Who played what, in the variant's words, and whether it was made.
    first = game.deals[0].result
    assert first is not None and first.contract is not None and first.declarer is not None
    row = next(line for line in lines if line.split()[:1] == ["1"])
    assert game.words.contract(first.contract, "en") in row
    assert ("made" in row) == first.made and ("failed by" in row) == (not first.made)


def test_an_all_passed_deal_and_a_scored_one() -> None:
    game = new_game("american", {}, NAMES)
    variant = get_variant("american")
    game.add_scored(variant.scored_result("all-pass", game.next_dealer))
    scored = {"contract": "8", "declarer": 1, "turned": "5D", "tricks": {"side": 9}}
    game.add_scored(variant.scored_result(scored, game.next_dealer))
    sheet = score_sheet(game, NAMES)
    lines = sheet.splitlines()
    assert rows(sheet)[1] == [0, 0, 0, 0] and lines[1].endswith("everyone passed: thrown in")
    assert lines[2].endswith("Anna + Comp 3: I go 8 ♦, made")
    assert rows(sheet)[2] == [24, -24, 24, -24]  # AM-X1's prices
    assert last_figures(sheet) == [24, -24, 24, -24]


def test_the_pool_takes_its_share_in_a_column_of_its_own() -> None:
    game = simulate(6, seed=3, variant="dawson")
    assert game.features.pool
    sheet = score_sheet(game, NAMES)
    assert "Pool" in sheet.splitlines()[0]
    for number, figures in rows(sheet, 5).items():
        assert len(figures) == 5 and sum(figures) == 0, number  # the seats' and the pool's
    pool = game.ledger.snapshot()["pool"]
    assert last_figures(sheet, 5) == [*(game.balances[s] for s in SEATS), pool]


def test_a_long_game_keeps_its_newest_rows_and_says_how_many_are_left_out() -> None:
    game = simulate(40, seed=1, variant="mariland")
    whole = score_sheet(game, NAMES)
    assert sorted(rows(whole)) == list(range(1, len(game.deals) + 1))
    cut = score_sheet(game, NAMES, limit=600)
    assert len(cut) <= 600
    shown = sorted(rows(cut))
    assert shown[-1] == len(game.deals) and shown == list(range(shown[0], shown[-1] + 1))
    assert f"(earlier deals not shown: {shown[0] - 1})" in cut.splitlines()[1]
    assert cut.splitlines()[-1] == whole.splitlines()[-1]  # the balances stay
    answer = protocol_parts(game, NAMES, "en", "Table 1")
    assert answer.picture is None and len(answer.text) <= PROTOCOL_LIMIT
    assert "```" in answer.text and max(rows(answer.text)) == len(game.deals)
    # The message keeps the newest rows; the answer's file holds every one.
    assert answer.sheet is not None and answer.sheet.startswith("Table 1\n\n")
    assert sorted(rows(answer.sheet)) == list(range(1, len(game.deals) + 1))


def test_a_short_game_needs_no_file_beside_its_message() -> None:
    game = simulate(3, seed=5, variant="american")
    answer = protocol_parts(game, NAMES, "en", "Table 1")
    assert answer.sheet is None and answer.picture is None
    assert sorted(rows(answer.text)) == [1, 2, 3]


def test_deals_the_game_no_longer_holds_are_counted_as_left_out() -> None:
    game = simulate(5, seed=2, variant="american")
    balances = dict(game.balances)
    game.forget(2)
    sheet = score_sheet(game, NAMES)
    assert sorted(rows(sheet)) == [4, 5]
    assert "(earlier deals not shown: 3)" in sheet
    assert last_figures(sheet) == [balances[s] for s in SEATS]


def test_a_game_before_its_first_result() -> None:
    game: Game = new_game("mariland", {}, NAMES)
    sheet = score_sheet(game, NAMES)
    assert "(no deal finished yet)" in sheet and last_figures(sheet) == [0, 0, 0, 0]


def test_the_final_settlement_has_a_row_of_its_own() -> None:
    game = simulate(4, seed=3, variant="swedish")  # traditional payment: betdelning at the end
    assert game.final is not None and any(game.final.net().values())
    sheet = score_sheet(game, NAMES)
    final = sheet.splitlines()[-2]
    assert final.split()[-1] == "Betdelning"  # game_end_heading, as the final post
    assert [int(w) for w in final.split()[:4]] == [game.final.net()[s] for s in SEATS]
    assert last_figures(sheet) == [game.balances[s] for s in SEATS]


def test_a_swedish_reader_gets_swedish_words_and_the_variants_contracts() -> None:
    game = simulate(3, seed=5, variant="american")
    sheet = score_sheet(game, NAMES, "sv")
    lines = sheet.splitlines()
    # The column's word is the table message's ("Spel: 5 spel · spelförare …").
    assert lines[0].startswith("Giv") and lines[0].endswith("Spel") and "Kontrakt" not in sheet
    assert lines[-1].startswith("Summa") and "Total" not in sheet
    assert "Jag går" in sheet or "Boston" in sheet
    assert "vunnet" in sheet or "förlorat med" in sheet
    assert "made" not in sheet and "I go" not in sheet
    text = protocol_parts(game, NAMES, "sv", "Bord 1").text
    assert text.startswith("Ställning:") and "Giv" in text


def test_the_file_beside_the_protocol_shows_every_name_whole() -> None:
    """A message's sheet may shorten names to its narrow columns ("3 Cecil…"); the file
    beside it (``wide``) shows them whole, in its head and in who played what."""
    names = ["Annabelle", "Bartholomew", "Cecilia Lindqvist", "David"]
    game = simulate(40, seed=5, variant="american")
    whole = score_sheet(game, names, wide=True)
    head = whole.splitlines()[0]
    for seat, name in enumerate(names, start=1):
        assert f"{seat} {name}" in head
    assert "…" not in whole
    assert rows(whole) == rows(score_sheet(game, names))  # the same figures
    assert any("Cecilia Lindqvist" in line for line in whole.splitlines()[1:])
    # The message keeps its narrow columns, and the answer's file is the wide sheet.
    answer = protocol_parts(game, names, "en", "Table 1")
    assert "3 Cecilia Lindqvist" not in answer.text and answer.sheet is not None
    assert "3 Cecilia Lindqvist" in answer.sheet and "…" not in answer.sheet


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_lost_contract_reads_the_same_in_the_result_post_and_on_the_sheet(lang: Lang) -> None:
    """One wording for a contract lost: the variant's word and by how many (``bet by 3``),
    in the deal's result post and in the score sheet's row alike."""
    game = simulate(12, seed=5, variant="swedish")
    table = live_table(game, "swedish")
    lost = [
        e
        for e in game.deals.kept()
        if e.result is not None and e.result.contract is not None and not e.result.made
        if not e.result.conceded and e.settlement is not None
    ]
    assert lost, "no contract lost in these deals"
    entry = lost[0]
    assert entry.result is not None
    verdict = t(lang, "scoresheet.lost", lost="bet", n=entry.result.penalty_tricks)
    assert f": {verdict}." in summary_text(table, entry, lang)
    row = next(
        line
        for line in score_sheet(game, NAMES, lang).splitlines()
        if line.split()[:1] == [str(entry.number)]
    )
    assert row.endswith(f", {verdict}")
    assert "penalty" not in summary_text(table, entry, lang)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_terminal_s_sheet_breaks_who_played_what_within_its_width(lang: Lang) -> None:
    """``width``: a row too long for a terminal keeps its figures on its first line and its
    words of who played what go on below, under the first, broken between words and never
    inside a name; read back as one line, each row says what the unbroken sheet says."""
    game = simulate(12, seed=5, variant="swedish")
    flat = score_sheet(game, NAMES, lang).splitlines()
    broken = score_sheet(game, NAMES, lang, width=58).splitlines()
    assert max(len(line) for line in flat) > 58 >= max(len(line) for line in broken)
    column = len(flat[0]) - len(t(lang, "scoresheet.contract"))
    joined: list[str] = []
    for line in broken:
        if line.startswith(" " * column):
            joined[-1] += " " + line.strip()
        else:
            joined.append(line)
    assert joined == flat and len(broken) > len(flat)
    assert "Comp 2" in "".join(broken)  # a name of two words, never broken after "Comp"
    assert not [line for line in broken if line.endswith(" Comp")]
