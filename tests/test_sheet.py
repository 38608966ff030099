"""Protocol headings people can tell apart, and the text sheet in the reader's language
(the sheet and picture of SV-P1's protocol, one column per player)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from benchmarks.history import history
from bot.engine.record import game_from_record
from bot.i18n import Lang, t
from bot.render import render_protocol
from bot.sheet import (
    _FORMS,  # pyright: ignore[reportPrivateUsage]
    PHONE_WIDTH,
    ProtocolEntry,
    _cell,  # pyright: ignore[reportPrivateUsage]
    balances_line,
    column_headings,
    fitted_protocol_sheet,
    protocol_columns,
    protocol_sheet,
)
from bot.tables import log
from bot.wrapping import display_width
from cogs.boston.protocol_parts import protocol_parts
from cogs.boston.table_protocol import _protocol_answer  # pyright: ignore[reportPrivateUsage]
from tests.render.test_protocol_png import changed, decode
from tests.test_score_sheet import rows

FIGURE_1 = Path(__file__).parent / "fixtures" / "figure1.json"
COMPUTERS = ["Anna", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"]
LONG_PREFIX = ["Computerspelare 2", "Computerspelare 3", "Sven Hedin", "Ingrid Nilsson-Bergström"]


def ten(heading: str) -> bool:
    return len(heading) <= 10


def test_a_word_is_not_cut_by_one_letter_alone() -> None:
    """ "Dato 4" for "Dator 4" read as a slip to a Swedish club: a word loses two letters or
    more, or none."""
    names = ["Anna", "Dator 2 (heuristisk)", "Dator 3 (heuristisk)", "Dator 4 (heuristisk)"]
    headings = column_headings(names, lambda heading: len(heading) <= 8)
    assert headings == ["1 Anna", "2 Dat 2", "3 Dat 3", "4 Dat 4"]
    assert column_headings(names, ten)[1] == "2 Dator 2"


def test_names_sharing_a_long_prefix_stay_distinct_when_shortened() -> None:
    headings = column_headings(COMPUTERS, ten)
    assert headings == ["1 Anna", "2 Comp 2", "3 Comp 3", "4 Comp 4"]
    headings = column_headings(LONG_PREFIX, ten)
    assert headings[:2] == ["1 Comp 2", "2 Comp 3"]
    assert headings[2] in ("3 Sven H.", "3 S.H.") and all(ten(h) for h in headings)
    assert len({h.partition(" ")[2] for h in headings}) == 4


def test_names_that_fit_are_kept_and_numbers_lead() -> None:
    headings = column_headings(["S.H.", "I.N.", "A.E.", "E.S."], ten)
    assert headings == ["1 S.H.", "2 I.N.", "3 A.E.", "4 E.S."]
    # A series differing only at the end keeps its end.
    series = column_headings(["Annabelle Svensson", "Annabelle Svensdotter", "B", "C"], ten)
    assert series[0] != series[1] and series[0].split()[1] != series[1].split()[1]


def test_the_text_sheet_heads_columns_with_distinct_names() -> None:
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    header = protocol_sheet(game.ledger.snapshot(), LONG_PREFIX).splitlines()[1]
    # A first name, or a cut of it, reads better than initials ("Ingr…" for "I.N."): a
    # playtest could not place "A.J." and "C.S."; each column as wide as its figures leave it.
    assert re.split(r"\s{2,}", header) == ["1 Comp 2", "2 Comp 3", "3 Sven H.", "4 Ingr…"]
    wider = column_headings(["Anna-Karin Johansson", "Bo Lindqvist", "Cecilia Sjöberg", "Dag"], ten)
    assert wider == ["1 Anna-Ka…", "2 Bo L.", "3 Cecilia", "4 Dag"]


def test_the_text_sheet_keeps_within_a_phones_width_and_its_figures_whole() -> None:
    """A code block wider than a phone held upright wraps, and its columns fall apart: names
    are shortened alike in every column to keep the sheet within 44 columns (before, four
    14-column cells made 54); no figure is ever cut."""
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    figure = protocol_sheet(game.ledger.snapshot(), COMPUTERS).splitlines()
    assert max(len(line) for line in figure) <= PHONE_WIDTH
    assert figure[1].split() == ["1", "Anna", "2", "Com", "2", "3", "Com", "3", "4", "Com", "4"]
    assert re.split(r"\s{2,}", figure[2]) == ["96 ─1/0 #2", "96", "96 ─3/2 #1", "96"]
    events, _, _ = history(150, seed=2)
    long = protocol_sheet(log.game_from_events(events).ledger.snapshot(), COMPUTERS)
    lines = long.splitlines()
    assert max(len(line) for line in lines) <= PHONE_WIDTH
    assert lines[1].split()[2:4] == ["2", "Comp"]  # short figures leave a name more room
    # Figures wider than a phone stay whole, in the tightest form: the sheet grows rather than
    # cut one.
    wide = {
        "marks": 0,
        "played_off": 4,
        "entries": [
            {"seat": s, "value": 13760, "played_off": 10 + s, "declarer": 3, "whister": 2}
            for s in (1, 2, 3, 4)
        ],
    }
    row = protocol_sheet(wide, COMPUTERS).splitlines()[2]
    assert row.split() == [f"13760─32#{10 + s}" for s in (1, 2, 3, 4)] and len(row) == 47


def test_a_swedish_reader_sees_a_swedish_sheet() -> None:
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    swedish = protocol_sheet(game.ledger.snapshot(), COMPUTERS, "sv")
    assert swedish.startswith("Streck: ") and "Avspelade: " in swedish
    english = protocol_sheet(game.ledger.snapshot(), COMPUTERS, "en")
    assert english.startswith("Marks: ") and "Played off: " in english
    answer = protocol_parts(game, COMPUTERS, "sv", "Protokoll")
    assert "Ställning:" in answer.text and "Streck: " in answer.text
    # SV-P11: how far the tour has come, of its betar.
    played = game.ledger.snapshot()["played_off"]
    assert f"Avspelade: {played} av {game.features.tour_length}" in answer.text
    assert "Marks" not in answer.text and answer.picture is not None
    # The strokes' notation is said under the sheet, after its code block.
    assert answer.text.endswith("```\n" + t("sv", "sheet.legend"))
    assert "`96 ─3/2 #1` är en bet om 96 avspelad av plats 3" in answer.text


def test_beside_a_swedish_protocol_comes_the_whole_score_sheet() -> None:
    """The message shows the protocol (SV-P1), so the score sheet of every deal comes as the
    answer's file: a row per deal, its contract and its payments, the balances last."""
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    answer = protocol_parts(game, COMPUTERS, "sv", "Protokoll")
    assert answer.sheet is not None
    lines = answer.sheet.splitlines()
    assert lines[0] == "Protokoll" and lines[2] == "1 = Anna" and lines[6].startswith("Giv")
    settled = [entry.number for entry in game.deals if entry.settlement is not None]
    assert list(rows(answer.sheet)) == settled
    assert [int(w) for w in lines[-1].split()[1:5]] == [game.balances[s] for s in (1, 2, 3, 4)]
    assert "Giv" not in answer.text  # the message itself stays the protocol


def test_the_picture_keeps_the_part_of_a_name_that_differs() -> None:
    game = game_from_record(json.loads(FIGURE_1.read_text(encoding="utf-8")))
    snapshot = game.ledger.snapshot()
    two = decode(render_protocol(snapshot, ["Computerspelare 2", "B", "C", "D"]))
    nine = decode(render_protocol(snapshot, ["Computerspelare 9", "B", "C", "D"]))
    _, _, right, _ = changed(two, nine)  # cut to "1. Compute…" both would look the same
    assert right < 800 // 4


def test_a_live_swedish_game_that_forgot_deals_answers_from_its_whole_log() -> None:
    """A live table keeps only its last deals: the Protocol answer replays the table's log, so
    the protocol (SV-P1) and its picture are the live game's and the score sheet beside them
    lists every settled deal. Without the log (a replay that failed) no file claims to be the
    whole sheet."""
    events, _, _ = history(6, seed=3)
    live = log.game_from_events(events)
    live.forget(2)
    assert live.deals.offset > 0
    title = "Boston · table 1"
    answer = _protocol_answer(live, events, COMPUTERS, "en", title)
    full = protocol_parts(log.game_from_events(events), COMPUTERS, "en", title)
    assert answer == full and answer.picture is not None and answer.sheet is not None
    assert list(rows(answer.sheet)) == list(range(1, 7))
    alone = _protocol_answer(live, [], COMPUTERS, "en", title)
    assert alone.sheet is None and alone.picture is not None and "Marks:" in alone.text


def test_a_balance_of_nothing_is_a_bare_zero_not_a_gain() -> None:
    """A "+0" reads as a gain: nothing won or lost is shown as 0, gains and losses signed."""
    names = ["Anna", "Bo", "Cia", "Dan"]
    assert (
        balances_line({1: 5, 2: -5, 3: 0, 4: 0}, names) == "Balances: Anna +5, Bo -5, Cia 0, Dan 0"
    )
    assert balances_line({1: 0, 2: 0, 3: 0, 4: 0}, names, "sv") == (
        "Ställning: Anna 0, Bo 0, Cia 0, Dan 0"
    )
    # The table message parts them with dots: the same line, one writer.
    assert balances_line({1: 5, 2: -5, 3: 0, 4: 0}, names, sep=" · ") == (
        "Balances: Anna +5 · Bo -5 · Cia 0 · Dan 0"
    )


def test_marks_are_strokes_in_fives_then_a_number_and_none_leave_no_empty_label() -> None:
    """A paper protocol's marks are strokes in fives; past twenty a number (a line of sixty
    strokes is wider than a phone); with none standing the head says only what is played off."""

    def head(marks: int) -> str:
        return protocol_sheet(
            {"entries": [], "marks": marks}, ["Anna", "Bo", "Cy", "Di"], "sv"
        ).splitlines()[0]

    assert head(0) == "Avspelade: 0"
    assert head(7) == "Streck: ||||| ||   Avspelade: 0"
    assert head(20).count("|") == 20 and head(21) == "Streck: 21   Avspelade: 0"


def test_many_marks_put_the_count_of_play_offs_on_a_line_of_its_own() -> None:
    """Twenty strokes beside "Played off: 24 of 24" are 53 columns, wider than a phone: the
    count goes on the line under the strokes; a few strokes keep one line."""

    def sheet(marks: int) -> list[str]:
        snapshot = {"entries": [], "marks": marks, "played_off": 24}
        drawn = protocol_sheet(snapshot, ["Anna", "Bo", "Cy", "Di"], "en", tour_length=24)
        return drawn.splitlines()

    many = sheet(20)
    assert many[:2] == ["Marks: ||||| ||||| ||||| |||||", "Played off: 24 of 24"]
    assert all(len(line) <= PHONE_WIDTH for line in many)
    assert sheet(5)[0] == "Marks: |||||   Played off: 24 of 24"


def test_a_long_protocol_cut_to_fit_says_how_many_rows_are_left_out() -> None:
    """A protocol too long for a message keeps its newest rows and says how many are left
    out (the picture has them all); before, rows went silently."""
    events, _, _ = history(150, seed=2)
    game = log.game_from_events(events)
    answer = protocol_parts(game, COMPUTERS, "en", "Boston · table 1")
    full = protocol_sheet(game.ledger.snapshot(), COMPUTERS, "en")
    shown = answer.text.split("```")[1].strip("\n").splitlines()
    left_out = len(full.splitlines()) - len(shown)
    assert left_out > 0 and len(answer.text) <= 2000
    assert f"The {left_out} oldest rows are left out here" in answer.text
    assert shown[2:] == full.splitlines()[2 + left_out :]


def test_a_closed_games_legend_says_the_betdelning_settled_the_standing_betar() -> None:
    """After betdelning the sheet still marks the gående bet; its legend no longer calls it
    a bet "still to win" (the final settlement paid it)."""
    events, _, _ = history(8, seed=2)
    game = log.game_from_events(events)
    open_answer = protocol_parts(game, COMPUTERS, "en", "Boston · table 1")
    assert "still to win" in open_answer.text
    while game.current is not None:  # the deal in progress ends first (an agreed stop)
        seat = game.to_act
        assert seat is not None
        game.apply(game.legal_actions(seat)[0])
    game.close()
    closed = protocol_parts(game, COMPUTERS, "en", "Boston · table 1")
    assert "still to win" not in closed.text and "the betdelning settled" in closed.text


def _played_off(
    seat: int, value: int, number: int, declarer: int, whister: int
) -> dict[str, object]:
    return {
        "seat": seat,
        "value": value,
        "played_off": number,
        "declarer": declarer,
        "whister": whister,
    }


def test_a_tours_end_fits_a_phone_in_one_tighter_form_the_legend_explains() -> None:
    """At a tour's end betar of four figures are played off from #10 on: four roomy cells
    (``1960 ─1/2 #20``) made 58 columns. The sheet takes the roomiest form that fits 44, one
    for all its cells: without spaces (``1960─1/2#20``), then one space between columns, then
    without the slash; and the legend shows every form."""
    names = ["Åsa-Märta Öhrström 🃏♠ Kåsebergåx", "Sven-Göran Ärlighetsbröder 🎴👑ÅÄÖ"]
    names += ["Computer 3 (heuristic)", "Computer 4 (heuristic)"]

    def sheet(entries: Sequence[Mapping[str, object]]) -> list[str]:
        return protocol_sheet({"played_off": 24, "entries": entries}, names).splitlines()

    two = [
        _played_off(1, 1960, 20, 1, 2),
        _played_off(2, 1448, 16, 3, 0),
        _played_off(3, 112, 3, 3, 1),
        {"seat": 4, "value": 112},
    ]
    assert sheet(two)[2].split() == ["1960─1/2#20", "1448─3/0#16", "112─3/1#3", "112"]
    three = [
        two[0],
        _played_off(2, 448, 16, 3, 0),
        _played_off(3, 280, 21, 3, 1),
        _played_off(4, 312, 24, 2, 0),
    ]
    assert sheet(three)[2] == "1960─1/2#20 448─3/0#16 280─3/1#21 312─2/0#24"
    four = [
        *two[:2],
        _played_off(3, 2280, 21, 3, 1),
        _played_off(4, 1000, 13, 1, 0),
        {"seat": 4, "value": 1024, "going": True},
    ]
    lines = sheet(four)
    # A column whose heading is wider than its cells has the room the line leaves it.
    assert lines[2].split() == ["1960─12#20", "1448─30#16", "2280─31#21", "1000─10#13"]
    assert lines[3].split() == ["1024─"]  # the gående bet in the same form
    for entries in (two, three, four):
        assert max(display_width(line) for line in sheet(entries)) <= PHONE_WIDTH
    example = {"played_off": 1, "entries": [_played_off(1, 96, 1, 3, 2)]}
    for form in _FORMS:
        cell = _cell(protocol_columns(example)[0][0], form)
        for key in ("sheet.legend", "sheet.legend_closed"):
            for lang in ("en", "sv"):
                assert f"`{cell}`" in t(lang, key), (form, key, lang)


def test_the_closed_legend_says_a_tie_leaves_a_bare_mark_on_each_of_the_highest() -> None:
    """SV-P2, SV-P12: a game ended with the highest bets tied shows a bare ─ on each of them;
    the legend under the closed protocol says so, as the one during play does."""
    ties: tuple[tuple[Lang, str], ...] = (
        ("en", "on each of the highest"),
        ("sv", "på var och en av de högsta"),
    )
    for lang, tie in ties:
        for key in ("sheet.legend", "sheet.legend_closed"):
            assert tie in t(lang, key), (lang, key)


def test_a_cut_protocol_s_columns_are_as_wide_as_the_rows_shown() -> None:
    """The message keeps the newest rows of a long protocol: a column whose bets are all in
    the rows left out is as narrow as its heading (before, as wide as ``96 ─3/2 #1``)."""
    values: list[Mapping[str, object]] = [
        {"seat": seat, "value": 100 + row} for row in range(60) for seat in (1, 2)
    ]
    entries = [_played_off(3, 96, 1, 3, 2), _played_off(4, 96, 2, 4, 0), *values]
    snapshot = {"played_off": 2, "entries": entries}
    sheet, left_out = fitted_protocol_sheet(snapshot, COMPUTERS, "en", 600)
    lines = sheet.splitlines()
    assert left_out > 0 and len(sheet) <= 600
    assert lines[1] == "1 Anna  2 Comp 2  3 Comp 3  4 Comp 4"
    assert lines[-1] == "159     159"
    assert len(lines) - 2 + left_out == 60
    whole = protocol_sheet(snapshot, COMPUTERS).splitlines()
    assert [line.split() for line in lines[2:]] == [line.split() for line in whole[2 + left_out :]]


def test_emoji_in_names_take_two_columns_and_give_no_initial() -> None:
    """An emoji takes two columns on screen: headings are measured and padded by what they
    show, so the figures stay under them. A word of emoji gives no initial ("S.Ä.🎴." read as
    a slip), nor is it kept as a name's number ("An 🃏🃏" as "Comp 2"); a cut of the first
    name comes before initials ("Sven…", not "S.Ä.")."""
    names = ["Bo 🎴", "Sven-Göran Ärlighetsbröder 🎴👑ÅÄÖ", "Cy 漢字", "Anna 🃏🃏"]
    assert column_headings(names, lambda heading: display_width(heading) <= 8)[1] == "2 Sven…"
    snapshot = {
        "played_off": 1,
        "entries": [
            _played_off(1, 96, 1, 1, 0),
            *({"seat": seat, "value": 96} for seat in (2, 3, 4)),
        ],
    }
    lines = protocol_sheet(snapshot, names).splitlines()
    header, row = lines[1], lines[2]
    assert re.split(r"\s{2,}", header) == [
        "1 Bo 🎴",
        "2 Sven-Göran",
        "3 Cy 漢字",
        "4 Anna",
    ]  # not "An 🃏🃏"
    assert max(display_width(line) for line in lines) <= PHONE_WIDTH

    def starts(line: str) -> list[int]:
        """Where on screen each column's text begins."""
        return [display_width(line[: m.start()]) for m in re.finditer(r"(?:^|(?<=  ))\S", line)]

    assert starts(header) == starts(row)


def test_the_sheet_and_the_picture_read_a_stored_protocol_alike() -> None:
    """A protocol as a record stored it, with what is no entry among its entries (a stray
    string, a seat out of range, a declarer missing): the text sheet and the picture read it
    the same way (one reader, :func:`protocol_columns`), leaving out what is no entry rather
    than failing on it, and they show what it holds as the plain protocol would."""
    plain: list[dict[str, object]] = [
        _played_off(1, 96, 1, 1, 0),
        {"seat": 2, "value": 96, "going": True},
        {"seat": 3, "value": 96},
    ]
    stray: list[object] = [
        "not an entry",
        plain[0],
        {"seat": 5, "value": 7},
        {"seat": True, "value": 8},
        plain[1],
        {**plain[2]},
    ]
    stored = {"played_off": 1, "entries": tuple(stray)}
    clean = {"played_off": 1, "entries": plain}
    names = ["Anna", "Bo", "Cia", "Dan"]
    assert protocol_sheet(stored, names) == protocol_sheet(clean, names)
    assert render_protocol(stored, names) == render_protocol(clean, names)
    assert protocol_columns({"entries": [{"seat": 2, "value": 96, "played_off": 1}]})[1] == [
        ProtocolEntry(seat=2, value="96", played_off=1, declarer=0, whister=0, going=False)
    ]
