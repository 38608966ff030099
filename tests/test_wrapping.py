"""Lines broken for a phone (``bot.wrapping.fill_at_commas``) and the payment block laid out
with it: every word kept in order, within the width, a phrase kept whole where it can be; the
width a text takes on screen (``display_width``), by which lines are broken."""

from __future__ import annotations

import textwrap

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.scoring import Payment, Settlement
from bot.wrapping import display_width, fill, fill_at_commas, ljust, rjust
from cogs.boston.results import PHONE_COLUMNS, payment_block

FB_LINE = (
    "6 levées in ♥ by Bot 2 with whister Bot 1 lost: 8 tricks, 9 needed, priced on the 9 "
    "levées row: X = 100 + 5×1 short + 5×2 by honours = 115"
)


def test_a_long_payment_clause_breaks_after_its_commas_and_colons() -> None:
    assert fill_at_commas(FB_LINE, 44, later="    ").splitlines() == [
        "6 levées in ♥ by Bot 2 with whister Bot 1",
        "    lost: 8 tricks, 9 needed,",
        "    priced on the 9 levées row:",
        "    X = 100 + 5×1 short",
        "    + 5×2 by honours = 115",
    ]


def test_a_comma_early_in_a_line_does_not_end_it() -> None:
    """A break after "215," would leave a line a quarter full and make one more (and the
    line does not end with "at", which leans on the words after it)."""
    text = "pool: 215, halved between Bot 2 and Bot 1 at the end of the deal"
    assert fill_at_commas(text, 44, later="    ").splitlines() == [
        "pool: 215, halved between Bot 2 and Bot 1",
        "    at the end of the deal",
    ]


def test_who_pays_whom_breaks_between_payments_and_keeps_each_figure() -> None:
    """A short first payment still ends its line ("Bob pays Al 95," is a third of it), and
    a figure closing a phrase never starts a line alone."""
    text = "Bob pays Alice 95, Carol pays Dave Fitzgerald-Smythe 95"
    assert fill_at_commas(text, 44, first="  ", later="    ").splitlines() == [
        "  Bob pays Alice 95,",
        "    Carol pays Dave Fitzgerald-Smythe 95",
    ]
    assert fill_at_commas("each defender pays Karl-Johan Östergren 40", 40).splitlines() == [
        "each defender pays Karl-Johan",
        "Östergren 40",
    ]


def test_a_name_of_several_words_and_a_sum_stay_whole() -> None:
    text = "Computer 4 (heuristic) pays Anna 20, Computer 3 (heuristic) pays Bo 20 = 40"
    names = ["Computer 4 (heuristic)", "Computer 3 (heuristic)"]
    assert fill_at_commas(text, 30, whole=names).splitlines() == [
        "Computer 4 (heuristic) pays",
        "Anna 20,",
        "Computer 3 (heuristic) pays",
        "Bo 20 = 40",
    ]


words = st.lists(
    st.sampled_from(
        [
            "a",
            "bb,",
            "ccc:",
            "dddd",
            "=",
            "+",
            "×",
            "5",
            "eeeeeeeeeeeeee,",
            "(ff",
            "gg)",
            "×2",
            "5×1",
            "Hh",
            "i",
            "45,",
        ]
    ),
    min_size=1,
    max_size=40,
)


@given(words, st.integers(min_value=10, max_value=60))
def test_every_word_is_kept_in_order_and_lines_fit(chosen: list[str], width: int) -> None:
    text = " ".join(chosen)
    lines = fill_at_commas(text, width, first="  ", later="    ").splitlines()
    assert " ".join(line.strip() for line in lines) == text
    assert lines[0].startswith("  ") and all(line.startswith("    ") for line in lines[1:])
    for line in lines:
        assert len(line) <= width or " " not in line.strip()  # over it: one word alone


def test_the_payment_block_puts_who_pays_whom_on_lines_of_their_own() -> None:
    settlement = Settlement(
        payments=(Payment(2, 3, 115, "lost"), Payment(1, 4, 115, "lost")),
        lines=(f"{FB_LINE}; Bot 2 pays Bot 3 115, Bot 1 pays Bot 4 115",),
    )
    block = payment_block(settlement, "en", ["Bot 1", "Bot 2", "Bot 3", "Bot 4"])
    assert block.splitlines() == [
        "```",
        "6 levées in ♥ by Bot 2 with whister Bot 1",
        "  lost: 8 tricks, 9 needed,",
        "  priced on the 9 levées row:",
        "  X = 100 + 5×1 short + 5×2 by honours = 115",
        "  Bot 2 pays Bot 3 115, Bot 1 pays Bot 4 115",
        "```",
    ]
    assert all(len(line) <= PHONE_COLUMNS for line in block.splitlines())


def test_a_payment_after_a_long_name_starts_its_own_line() -> None:
    """A line that holds one phrase whole ("Computer 2 (heuristic) 80,") ends after it: the
    next payer begins a line. Before, "North pays" ended the line and its payee began the
    next (seen in a result post of a played tour)."""
    names = ["Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)"]
    text = (
        "Computer 4 (heuristic) pays Computer 2 (heuristic) 80, "
        "North pays Computer 3 (heuristic) 80"
    )
    assert fill_at_commas(text, 44, first="  ", later="    ", whole=names).splitlines() == [
        "  Computer 4 (heuristic) pays",
        "    Computer 2 (heuristic) 80,",
        "    North pays Computer 3 (heuristic) 80",
    ]


def test_the_width_on_screen_counts_wide_characters_twice_and_marks_not_at_all() -> None:
    """``len`` counts characters: "🎴👑" is two of them but four columns on screen."""
    assert display_width("Sven 🎴👑") == 9
    assert display_width("Cy 漢字") == 7  # East Asian Wide
    assert display_width("Ａ") == 2  # fullwidth
    assert display_width("e\u0301") == 1  # a combining accent
    assert display_width("♠") == 1  # a suit drawn as text
    assert display_width("♠\ufe0f") == 2  # asked for as an emoji (U+FE0F)
    assert display_width("A ❤\ufe0f B") == 6
    assert display_width("1\ufe0f\u20e3") == 2  # a keycap
    assert display_width("👨\u200d👩\u200d👧 x") == 4  # joined emoji: one picture
    assert display_width("👍🏽!") == 3  # a skin tone, drawn in the emoji
    assert display_width("Åsa-Märta Öhrström") == len("Åsa-Märta Öhrström")
    assert ljust("🎴", 4) + "|" == "🎴  |" and rjust("🎴", 4) == "  🎴"


def test_lines_with_emoji_keep_within_the_width_on_screen() -> None:
    """A name with emoji filled a line by its characters, two columns over on screen."""
    text = "Sven 🎴👑 pays Anna 95, Bo pays Cy 40"
    assert fill("Sven 🎴👑 plays", 8).splitlines() == ["Sven", "🎴👑", "plays"]
    for width in range(12, 40):
        lines = fill_at_commas(text, width, whole=["Sven 🎴👑"]).splitlines()
        assert all(display_width(line) <= width for line in lines if " " in line), width
        lines = fill(text, width, whole=["Sven 🎴👑"]).splitlines()
        assert all(display_width(line) <= width for line in lines if " " in line), width


@given(
    st.lists(
        st.sampled_from(["a", "bb", "ccc", "dddd", "Sven-Göran", " ", "  ", "\n"]), max_size=30
    ),
    st.integers(min_value=1, max_value=30),
)
def test_fill_breaks_as_textwrap_does_where_every_character_is_one_column(
    chosen: list[str], width: int
) -> None:
    """Measured on screen, :func:`fill` still breaks as ``textwrap`` did (a hyphen is no place
    to break a name): a guide's indented list item keeps its indent, a line its spaces."""
    text = " ".join(chosen)
    expected = textwrap.fill(
        text,
        width,
        initial_indent="> ",
        subsequent_indent="    ",
        break_long_words=False,
        break_on_hyphens=False,
    )
    assert fill(text, width, first="> ", later="    ") == expected


# Lines a reviewer read wrongly on a phone (Swedish, the French-family variants): each broke
# mid-phrase, so that the line read as something else ("honnörsstick = 95").
SEATS = ["Anna", "Bengt", "Cissi", "David"]


def test_a_sum_breaks_before_a_term_not_inside_one() -> None:
    """Fontainebleau: "X = 80 + 5×1 under + 5×2 / honnörsstick = 95" read as "honnörsstick
    = 95". A sum too long for a line breaks before a term's sign, which leads the next line;
    a figure keeps its unit word ("5×2 honnörsstick") and "= 95" ends the sum it totals."""
    text = (
        "5 levées i ♥ av Bengt med whistpartner Cissi förlorat: 7 stick, 8 behövdes, räknat "
        "på raden 8 levées: X = 80 + 5×1 under + 5×2 honnörsstick = 95"
    )
    assert fill_at_commas(text, 44, later="    ", whole=SEATS).splitlines() == [
        "5 levées i ♥ av Bengt med whistpartner Cissi",
        "    förlorat: 7 stick, 8 behövdes,",
        "    räknat på raden 8 levées:",
        "    X = 80 + 5×1 under",
        "    + 5×2 honnörsstick = 95",
    ]


def test_a_bracketed_group_and_the_total_of_a_product_stay_whole() -> None:
    """Nantes: "1×(6 + överstick 4 + honnörer / 0) = 10 ×2 (dubbel giv) per försvarare" cut
    the bracket; now the product keeps its brackets and the "= 10" it comes to."""
    text = "vunnet: 1×(6 + överstick 4 + honnörer 0) = 10 ×2 (dubbel giv) per försvarare"
    assert fill_at_commas(text, 44, later="    ").splitlines() == [
        "vunnet:",
        "    1×(6 + överstick 4 + honnörer 0) = 10",
        "    ×2 (dubbel giv) per försvarare",
    ]


def test_a_line_does_not_end_with_a_short_word_where_it_can_begin_the_next() -> None:
    """Nantes: "David betalar 5 och Cissi betalar 5 i / den" left "i" dangling and "den"
    alone (the English "… Bot 1 at / the end of the deal": see above)."""
    text = "potten på 10 dubblas: David betalar 5 och Cissi betalar 5 i den"
    assert fill_at_commas(text, 44, later="    ", whole=SEATS).splitlines() == [
        "potten på 10 dubblas: David betalar 5",
        "    och Cissi betalar 5 i den",
    ]


def test_a_bracket_begins_a_line_rather_than_being_cut() -> None:
    """Fontainebleau: "lilla misère av Cissi vunnet (0 stick / tagna): X = 75"."""
    text = "lilla misère av Cissi vunnet (0 stick tagna): X = 75"
    assert fill_at_commas(text, 44, later="    ", whole=SEATS).splitlines() == [
        "lilla misère av Cissi vunnet",
        "    (0 stick tagna): X = 75",
    ]


def test_a_score_sheet_row_keeps_a_contract_s_bracket_whole() -> None:
    """The protocol (Nantes): "Demande en belle ♥ (belle – bästa / färg), förlorat med 2" and
    "Petite indépendance ♠ (petite – / andra färg)", under the row's figures."""
    indent = " " * 6
    short = ["Anna", "Dav…", "Cis…"]
    row = "Dav… + Cis…: Demande en belle ♥ (belle – bästa färg), förlorat med 2"
    assert fill_at_commas(row, 44, first=indent, later=indent, whole=short).splitlines() == [
        "      Dav… + Cis…: Demande en belle ♥",
        "      (belle – bästa färg), förlorat med 2",
    ]
    row = "Anna: Petite indépendance ♠ (petite – andra färg), vunnet"
    assert fill_at_commas(row, 44, first=indent, later=indent, whole=short).splitlines() == [
        "      Anna: Petite indépendance ♠",
        "      (petite – andra färg), vunnet",
    ]
