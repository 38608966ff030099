"""The score sheet of a game without a Swedish protocol (``bot/score_sheet.py``): a row per
finished deal whose figures are the deal's payments and a last line that is the balances, an
all-passed deal, the pool's share where the game keeps a pool, the cut that keeps the newest
rows and says how many are left out, the sheet in Swedish, and a message's sheet within a
phone's width (its deals' words under their figures)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from benchmarks.history import history
from bot.engine.describe import made_word
from bot.engine.game import Game
from bot.engine.seats import SEATS
from bot.engine.variants import get_variant, new_game
from bot.i18n import Lang, t
from bot.score_sheet import BESIDE_LEAST, score_sheet
from bot.sheet import PHONE_WIDTH, heading_name, name_forms
from bot.simulate import simulate
from bot.tables import log
from bot.wrapping import display_width
from cogs.boston.protocol_parts import PROTOCOL_LIMIT, protocol_parts
from cogs.boston.results import summary_text
from tests.render.tables import live_table

NAMES = ["Anna", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"]
SWEDISH_NAMES = ["Anna", "Dator 2 (heuristisk)", "Dator 3 (heuristisk)", "Dator 4 (heuristisk)"]

_FIGURE = re.compile(r"[-+]?\d+")


def _deal_row(line: str, columns: int = 4) -> int | None:
    """The deal's number where ``line`` is a deal's row: its number, then ``columns`` figures
    (and, in a file or a terminal, its words beside them)."""
    words = line.split()
    figures = words[1 : columns + 1]
    if not (words and words[0].isdigit() and len(figures) == columns):
        return None
    return int(words[0]) if all(_FIGURE.fullmatch(w) for w in figures) else None


def rows(sheet: str, columns: int = 4) -> dict[int, list[int]]:
    """Each deal row's figures (seats 1–4, then the pool's where ``columns`` is 5), by deal
    number."""
    found: dict[int, list[int]] = {}
    for line in sheet.splitlines():
        number = _deal_row(line, columns)
        if number is not None:
            found[number] = [int(w) for w in line.split()[1 : columns + 1]]
    return found


def _only_figures(line: str) -> bool:
    """The final settlement's row: figures without a deal's number."""
    return all(_FIGURE.fullmatch(w) for w in line.split())


def deal_words(sheet: str) -> dict[int, str]:
    """Each deal's words of who played what, by deal number, read back as one line: in a
    message's sheet the indented lines under its figures."""
    found: dict[int, str] = {}
    number = None
    for line in sheet.splitlines():
        row = _deal_row(line)
        if row is not None:
            number = row
            found[number] = ""
        elif number is not None and line.startswith(" ") and not _only_figures(line):
            found[number] = f"{found[number]} {line.strip()}".strip()
        else:
            number = None
    return found


def last_figures(sheet: str, count: int = 4) -> list[int]:
    return [int(w) for w in sheet.splitlines()[-1].split()[1 : count + 1]]


def test_a_row_per_deal_with_its_payments_and_the_balances_last() -> None:
    game = simulate(3, seed=5, variant="american")
    sheet = score_sheet(game, NAMES)
    lines = sheet.splitlines()
    assert lines[0].split()[:4] == ["Deal", "│", "1", "Anna"] and "2 Comp 2" in lines[0]
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
    row = deal_words(sheet)[1]
    assert game.words.contract(first.contract, "en") in row
    assert ("made" in row) == first.made and ("failed by" in row) == (not first.made)


def test_an_all_passed_deal_and_a_scored_one() -> None:
    game = new_game("american", {}, NAMES)
    variant = get_variant("american")
    game.add_scored(variant.scored_result("all-pass", game.next_dealer))
    scored = {"contract": "8", "declarer": 1, "turned": "5D", "tricks": {"side": 9}}
    game.add_scored(variant.scored_result(scored, game.next_dealer))
    sheet = score_sheet(game, NAMES)
    assert rows(sheet)[1] == [0, 0, 0, 0]
    assert deal_words(sheet) == {
        1: "everyone passed, thrown in",
        2: "Anna + Computer 3: I go 8 ♦, made",  # the name as fully as the line has room
    }
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
    assert cut.splitlines()[2] == f"(earlier deals not shown: {shown[0] - 1})"  # under the head
    assert last_figures(cut) == last_figures(whole)  # the balances stay
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
    final, words = sheet.splitlines()[-3:-1]  # its figures, unnumbered, and its words
    assert words.strip() == "Betdelning"  # game_end_heading, as the final post
    assert [int(w) for w in final.split()] == [game.final.net()[s] for s in SEATS]
    assert last_figures(sheet) == [game.balances[s] for s in SEATS]


def test_a_swedish_reader_gets_swedish_words_and_the_variants_contracts() -> None:
    game = simulate(3, seed=5, variant="american")
    sheet = score_sheet(game, NAMES, "sv")
    lines = sheet.splitlines()
    # The words' heading is the table message's ("Spel: 5 spel · spelförare …").
    assert lines[0].startswith("Giv") and lines[1].strip() == "Spel" and "Kontrakt" not in sheet
    assert lines[-1].startswith("Summa") and "Total" not in sheet
    assert "Jag går" in sheet or "Boston" in sheet
    assert "gick hem" in sheet or "bet med" in sheet
    assert "made" not in sheet and "I go" not in sheet
    text = protocol_parts(game, NAMES, "sv", "Bord 1").text
    assert text.startswith("Ställning:") and "Giv" in text


def test_the_file_beside_the_protocol_reads_on_a_phone_with_every_name_whole_in_a_key() -> None:
    """A phone shows a text file as it shows a message: the file (``key``) is the message's
    sheet of every deal, in its narrow columns, under a line per column naming its player in
    full. Before, its headings were the whole names one space apart, lines of 278 columns."""
    names = ["Åsa-Märta Öhrström 🃏♠ Kåsebergåx", "Bartholomew", "Cecilia Lindqvist", "David"]
    game = simulate(40, seed=5, variant="american")
    whole = score_sheet(game, names, key=True)
    lines = whole.splitlines()
    assert lines[:4] == [f"{seat} = {name}" for seat, name in enumerate(names, start=1)]
    assert lines[4:] == score_sheet(game, names).splitlines()
    assert max(display_width(line) for line in lines) <= PHONE_WIDTH
    # The message is cut to its newest deals; the answer's file has them all.
    answer = protocol_parts(game, names, "en", "Table 1")
    assert "(earlier deals not shown" in answer.text
    assert answer.sheet == f"Table 1\n\n{whole}\n"


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_lost_contract_reads_the_same_in_the_result_post_and_on_the_sheet(lang: Lang) -> None:
    """One wording for a contract lost: the variant's word and by how many (``lost by 3``,
    ``bet med 3``), in the deal's result post and in the score sheet's row alike."""
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
    verdict = t(
        lang,
        "scoresheet.lost",
        lost={"en": "lost", "sv": "bet"}[lang],
        n=entry.result.penalty_tricks,
    )
    assert f": {verdict}." in summary_text(table, entry, lang)
    assert deal_words(score_sheet(game, NAMES, lang))[entry.number].endswith(f", {verdict}")
    assert "penalty" not in summary_text(table, entry, lang)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_terminal_s_sheet_breaks_who_played_what_within_its_width(lang: Lang) -> None:
    """``width``: a row too long for a terminal keeps its figures on its first line and its
    words of who played what go on beside them, and below under the first, broken between
    words and never inside a name; read back as one line, each row says what an unbroken
    sheet says. Its columns are as wide as their figures need, as in a message. (Names a
    wider line would not write more fully: "Computer 2" would name its column there.)"""
    game = simulate(12, seed=5, variant="swedish")
    names = ["Anna", "Comp 2", "Comp 3", "Comp 4"]
    flat = score_sheet(game, names, lang, width=1000).splitlines()
    broken = score_sheet(game, names, lang, width=80).splitlines()
    assert max(len(line) for line in flat) > 80 >= max(len(line) for line in broken)
    column = len(flat[0]) - len(t(lang, "scoresheet.contract"))
    assert 80 - column >= BESIDE_LEAST  # room beside the figures for the words
    joined: list[str] = []
    for line in broken:
        if line.startswith(" " * column):
            joined[-1] += " " + line.strip()
        else:
            joined.append(line)
    assert joined == flat and len(broken) > len(flat)
    assert "Comp 2" in "".join(broken)  # a name of two words, never broken after "Comp"
    assert not [line for line in broken if line.endswith(" Comp")]
    # The same figures as a message's sheet.
    message = score_sheet(game, names, lang)
    assert rows("\n".join(flat)) == rows(message)
    assert last_figures("\n".join(flat)) == last_figures(message)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_terminal_too_narrow_for_words_beside_the_figures_has_them_below(lang: Lang) -> None:
    """Where a pool's column and the names leave fewer than :data:`BESIDE_LEAST` columns
    beside the figures (Dawson's at 78), each deal's words go under its figures, as on a
    phone, but broken within the terminal's width."""
    game = simulate(12, seed=5, variant="dawson")
    sheet = score_sheet(game, NAMES, lang, width=78)
    lines = sheet.splitlines()
    assert max(len(line) for line in lines) <= 78
    assert lines[1].strip() == t(lang, "scoresheet.contract")
    assert max(len(line) for line in lines) > PHONE_WIDTH  # a deal's words on one line
    # A phone's words, each sheet naming a player as fully as its lines allow ("Computer 2"
    # in the terminal's, "Com 2" in a phone's, whose columns say "Co 2").
    assert lines[0].split()[5:7] == ["Computer", "2"]
    phone = deal_words(score_sheet(game, NAMES, lang))

    def short(words: str) -> str:  # "Computer 2", "Comp 2", "Com 2": as much as fits
        return re.sub(r"\bCom\w* (\d)", r"Com \1", words)

    assert {n: short(w) for n, w in deal_words(sheet).items()} == {
        n: short(w) for n, w in phone.items()
    }
    assert rows(sheet, 5) == rows(score_sheet(game, NAMES, lang), 5)


@cache
def _game(variant: str) -> Game:
    """Games whose Protocol answer shows the score sheet: Dawson's and Nantes' (with a pool)
    and Swedish Boston's with simplified payment, long enough to be cut to fit a message."""
    if variant == "simplified":
        return simulate(40, seed=5, variant="swedish", settings={"payment": "simplified"})
    return simulate(40, seed=5, variant=variant)


def _adds_up(sheet: str, game: Game) -> None:
    """Each deal's figures are its payments (the seats' and the pool's summing to 0), the
    figures of every deal add up to the Total row, and the Total row is the balances."""
    pool = game.features.pool
    count = 5 if pool else 4
    found = rows(sheet, count)
    assert sorted(found) == [e.number for e in game.deals if e.settlement is not None]
    for entry in game.deals:
        if entry.settlement is not None:
            net = entry.settlement.net()
            assert found[entry.number][:4] == [net[s] for s in SEATS]
            assert sum(found[entry.number]) == 0
    total = last_figures(sheet, count)
    assert sheet.splitlines()[-1].split()[0] in {"Total", "Summa"}
    final = game.final.net() if game.final is not None else {}
    for k in range(count):
        column = sum(figures[k] for figures in found.values())
        if k < 4:
            column += final.get(SEATS[k], 0)
        else:
            column -= sum(final.values())
        assert column == total[k], k
    assert total[:4] == [game.balances[s] for s in SEATS]


@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("variant", ["dawson", "nantes", "simplified"])
def test_a_message_s_sheet_fits_a_phone(lang: Lang, variant: str) -> None:
    """A message's sheet keeps within the 44 columns a phone shows of a code block held
    upright: each deal's figures on a line, the columns as wide as the figures shown need,
    the names shortened alike, the pool's column only where the game keeps a pool, and who
    played what on indented lines of their own under the figures. Before, a deal's line was
    its figures and its words side by side, some 110 columns."""
    game = _game(variant)
    names = SWEDISH_NAMES if lang == "sv" else NAMES
    assert game.features.pool == (variant != "simplified")
    assert not game.features.protocol  # the Protocol answer shows this sheet
    whole = score_sheet(game, names, lang)
    lines = whole.splitlines()
    assert max(len(line) for line in lines) <= PHONE_WIDTH, variant
    pool = game.words.term("pool", lang).capitalize()
    assert lines[0].endswith(pool) == game.features.pool
    assert lines[1].strip() == t(lang, "scoresheet.contract")
    _adds_up(whole, game)
    # Who played what: whole, under the deal's figures.
    for entry in game.deals:
        result = entry.result
        assert result is not None
        said = deal_words(whole)[entry.number]
        if result.all_pass:
            continue
        assert result.contract is not None
        if result.conceded:
            verdict = t(lang, "scoresheet.conceded")
        elif result.made:
            verdict = made_word(game.words, lang)  # the variant's word ("gick hem")
        else:
            lost = game.words.term("lost", lang)
            verdict = t(lang, "scoresheet.lost", lost=lost, n=result.penalty_tricks)
        deal = entry.deal
        claimed = deal.public_view().claimed if deal is not None and deal.is_over else 0
        if claimed:  # the row says how many tricks were claimed, not played
            verdict = t(lang, "scoresheet.claimed", verdict=verdict, n=claimed)
        assert said.endswith(f", {verdict}"), said
        assert game.words.contract(result.contract, lang) in said
    # Cut to fit the message: its newest rows, in the same width.
    answer = protocol_parts(game, names, lang, "Table 1")
    assert answer.sheet is not None and len(answer.text) <= PROTOCOL_LIMIT
    block = answer.text.split("```\n")[1].removesuffix("\n```")
    assert max(len(line) for line in block.splitlines()) <= PHONE_WIDTH
    shown = sorted(rows(block, 5 if game.features.pool else 4))
    assert shown[-1] == len(game.deals) and shown == list(range(shown[0], shown[-1] + 1))
    assert t(lang, "scoresheet.earlier", n=shown[0] - 1) in block.splitlines()
    assert last_figures(block, 4) == [game.balances[s] for s in SEATS]
    # The file beside it has every deal, as narrow as the message, and every name whole in
    # its key.
    assert f"2 = {names[1]}" in answer.sheet.splitlines()
    assert max(len(line) for line in answer.sheet.splitlines()) <= PHONE_WIDTH
    _adds_up(answer.sheet.split("\n\n", 1)[1], game)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_long_swedish_game_s_sheet_fits_a_phone(lang: Lang) -> None:
    """A long game of wild figures (random play: concordia lost for thousands) keeps within a
    phone's width too, whole or cut to its newest deals; the columns of a cut sheet are as
    wide as the figures it shows need."""
    events, _, _ = history(300, seed=2)
    game = log.game_from_events(events)
    names = SWEDISH_NAMES if lang == "sv" else NAMES
    whole = score_sheet(game, names, lang)
    assert max(len(line) for line in whole.splitlines()) <= PHONE_WIDTH
    _adds_up(whole, game)
    cut = score_sheet(game, names, lang, limit=PROTOCOL_LIMIT)
    assert len(cut) <= PROTOCOL_LIMIT and max(len(line) for line in cut.splitlines()) <= PHONE_WIDTH
    assert max(rows(cut)) == game.deals.settled
    assert last_figures(cut) == [game.balances[s] for s in SEATS]


def test_a_phone_s_columns_are_as_wide_as_their_figures() -> None:
    """Small figures and no pool leave room for the names; a pool and its hundreds take it
    back, the names of every column shortened alike."""
    small = simulate(3, seed=5, variant="american")
    head = score_sheet(small, NAMES).splitlines()[0]
    assert head == "Deal │ 1 Anna  2 Comp 2  3 Comp 3  4 Comp 4"
    dawson = simulate(6, seed=5, variant="dawson")
    head = score_sheet(dawson, ["North", "East", "Sven", "West"]).splitlines()[0]
    assert head == "Deal │ 1 North  2 East  3 Sven  4 West  Pool"
    head = score_sheet(dawson, NAMES).splitlines()[0]
    # A computer numbered by its seat is headed by its name alone where "2 Comp 2" is too
    # wide, never a cut ("2 Co 2") its deals' words would say otherwise ("Comp 2: Six").
    assert head == "Deal │ 1 Anna  Comp 2  Comp 3  Comp 4  Pool"


REVIEW_NAMES = [
    "Åsa-Märta Öhrström 🃏♠ Kåsebergåx",
    "Sven-Göran Ärlighetsbröder 🎴👑ÅÄÖ",
    "Computer 3 (heuristic)",
    "Computer 4 (heuristic)",
]


def test_a_sheet_names_each_player_as_its_column_does_or_more_fully() -> None:
    """A message's sheet headed a column "2 Sven…" and said "S.Ä.🎴.: 7 spel" under it, or
    "2 Co 2" beside a pool and "Comp 2: Six" under it: the words name each player as the
    column's heading does or more fully where the line has room (a form of the player's name
    no shorter than the heading's, never one that could be another player's), and the same
    way in every deal, in a message and in a file."""
    simplified, dawson = _game("simplified"), _game("dawson")
    sheets = [(simplified, REVIEW_NAMES, score_sheet(simplified, REVIEW_NAMES, "sv"))]
    sheets += [(simplified, REVIEW_NAMES, score_sheet(simplified, REVIEW_NAMES, key=True))]
    sheets += [(dawson, NAMES, score_sheet(dawson, NAMES))]  # "2 Co 2" beside the pool
    for game, names, sheet in sheets:
        forms = name_forms(names)
        head = next(line for line in sheet.splitlines() if line.startswith(("Deal", "Giv")))
        shown = re.split(r"\s{2,}", head.split("│ ", 1)[1])[:4]
        headings = [heading_name(h, seat) for seat, h in enumerate(shown, start=1)]
        assert not any("🎴" in name for name in headings)
        played = {e.number for e in game.deals if e.result is not None and not e.result.all_pass}
        called: dict[int, set[str]] = {}
        for number, said in deal_words(sheet).items():
            if number not in played:
                continue
            for name in said.partition(": ")[0].split(" + "):
                seat = next(k for k, column in enumerate(forms) if name in column)
                assert forms[seat].index(name) <= forms[seat].index(headings[seat]), (said, head)
                called.setdefault(seat, set()).add(name)
        assert all(len(ways) == 1 for ways in called.values()), called


def test_emoji_in_names_keep_a_sheet_s_columns_under_their_headings() -> None:
    """An emoji takes two columns on screen: a heading with one is right-aligned by what it
    shows, so that it ends where its figures do, and no line is wider than a phone."""
    names = ["Bo 🎴", "Anna", "Cy 漢", "Di"]
    game = simulate(3, seed=5, variant="american")
    lines = score_sheet(game, names).splitlines()
    # 🎴 and 漢 take two columns each: the head is two characters shorter than the Total row
    # and as wide on screen (before, padded by characters, each heading ended one over).
    assert lines[0] == "Deal │ 1 Bo 🎴  2 Anna  3 Cy 漢  4 Di"
    assert lines[-1] == "Total      -12     +12      -12   +12"
    assert max(display_width(line) for line in lines) <= PHONE_WIDTH
    wide = score_sheet(game, names, width=80).splitlines()  # a terminal's: words beside
    assert wide[0] == "Deal │ 1 Bo 🎴  2 Anna  3 Cy 漢  4 Di  Contract" and wide[-1] == lines[-1]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_contract_s_bracket_is_not_cut_where_it_fits_a_line(lang: Lang) -> None:
    """A reviewer read "Demande en belle ♥ (belle – bästa" / "färg), förlorat med 2" on a
    phone's protocol: a row's words are broken between phrases, a bracketed group that fits
    on a line kept whole ("Demande en belle ♥" / "(belle – bästa färg), förlorat med 2")."""
    game = _game("nantes")
    names = SWEDISH_NAMES if lang == "sv" else NAMES
    sheet = score_sheet(game, names, lang)
    words = [line for line in sheet.splitlines() if line.startswith("      ")]
    bracketed = [line for line in words if "(" in line]
    assert bracketed  # the contracts name their suit's class in brackets
    for line in words:
        assert line.count("(") == line.count(")"), line
    assert max(display_width(line) for line in sheet.splitlines()) <= PHONE_WIDTH
