"""The terminal keeps a game's rule words whole where a line is broken, and reads its payment
lists, its rules' tables and its asides as they mean.

A playtest of ``python -m bot play`` at 40 and 80 columns found:

- a bid's name split across lines: "Dator 3 (heuristisk) bjuder petite" / "misère", "Du
  bjuder 6 spel (stor boston) i" / "högsta färg", "bids Six (I" / "keep over you)", "säger
  ”Jag går" / "sex”", Dawson's deal head "first preference ♥, second" / "preference ♦" at 80,
  the prompt "Enter = göra ♣ (högsta" / "färg) till trumf". The words come from the table's
  vocabulary (:func:`bot.wrapping.rule_phrases`), and each is kept on one line where it fits;
- a list of payments broken anywhere: "Dator 2 (heuristisk) betalar" / "Dator 3 (heuristisk)
  110," / "Dator 4 (heuristisk) betalar" / "Erik 110", the second payment hung under the
  first's payer as if it paid all; "Computer 4 (heuristic) pays" / "Erik 120, Computer 2
  (heuristic)" / "pays …";
- Dawson's trick table in ``r`` broken inside its cells: "… · 3 -21 · 4" / "-11 · 5 12";
- Russian Boston's rules in the terminal naming Discord's button and sending the player to a
  file's path for the prices;
- "the fewest" / "(1) and takes the pool", a bracketed figure starting a line.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import itertools
import re
from pathlib import Path

import pytest

from bot import guide
from bot.engine.scoring import Payment, Settlement
from bot.engine.variants import get_variant
from bot.engine.words import Lang
from bot.terminal import Terminal, main
from bot.terminal_menu import prompt_with_keys
from bot.wrapping import display_width, fill, fill_at_commas, rule_phrases

SV_NAMES = ("Erik", "Dator 2 (heuristisk)", "Dator 3 (heuristisk)", "Dator 4 (heuristisk)")
EN_NAMES = ("Erik", "Computer 2 (heuristic)", "Computer 3 (heuristic)", "Computer 4 (heuristic)")


def phrases(variant: str, lang: Lang) -> tuple[str, ...]:
    rules = get_variant(variant)
    ladder = rules.rules(rules.settings({})).ladder
    return rule_phrases(rules.words, ladder, lang)


def terminal(
    monkeypatch: pytest.MonkeyPatch, width: int, lang: Lang, variant: str | None = None
) -> tuple[Terminal, io.StringIO]:
    monkeypatch.setenv("COLUMNS", str(width + 2))
    out = io.StringIO()
    term = Terminal(argparse.Namespace(), io.StringIO(), out, lang=lang)
    term.names = SV_NAMES if lang == "sv" else EN_NAMES
    if variant is not None:
        term.phrases = phrases(variant, lang)
    return term, out


def lines(out: io.StringIO) -> list[str]:
    return [line.strip() for line in out.getvalue().splitlines()]


def test_the_phrases_are_the_vocabulary_s_words() -> None:
    swedish = phrases("swedish", "sv")
    for phrase in ("6 spel (stor boston) i högsta färg", "petite misère", "högsta färg"):
        assert phrase in swedish
    assert "Six (I keep over you)" in phrases("dawson", "en")
    assert "second preference" in phrases("dawson", "en")
    assert "Jag går sex" in phrases("american", "sv")
    assert "Lilla misère" in phrases("russian", "sv")
    assert "6 levées" in phrases("fontainebleau", "sv")
    assert all(" " in phrase for phrase in swedish)


@pytest.mark.parametrize(
    ("variant", "lang", "text", "width", "kept"),
    [
        ("swedish", "sv", "Dator 3 (heuristisk) bjuder petite misère", 40, "petite misère"),
        (
            "swedish",
            "sv",
            "Du bjuder 6 spel (stor boston) i högsta färg",
            40,
            "6 spel (stor boston) i högsta färg",
        ),
        ("russian", "sv", "Dator 3 (heuristisk) bjuder Lilla misère", 40, "Lilla misère"),
        ("fontainebleau", "en", "Computer 2 (heuristic) bids Little Misère", 40, "Little Misère"),
        ("dawson", "en", "Computer 3 (heuristic) bids Six (I keep over you)", 40, "(I keep over"),
        ("american", "sv", "Dator 3 (heuristisk) säger ”Jag går sex”", 40, "”Jag går sex”"),
        (
            "swedish",
            "sv",
            "Giv 1 · givare du (Erik): du (Erik) med Dator 4 (heuristisk) som whistare, "
            "6 spel (stor boston) ♠, simpel färg, 6+3 stick, bet med 1",
            40,
            "6 spel (stor boston) ♠,",
        ),
        (
            "dawson",
            "en",
            "Deal 1: Computer 4 (heuristic) deals; turned 8♥ — first preference ♥, "
            "second preference ♦, plain suits ♠ ♣.",
            80,
            "second preference ♦,",
        ),
        (
            "dawson",
            "sv",
            "Giv 1: Dator 4 (heuristisk) ger; vänt kort 8♥ — första preferens ♥, "
            "andra preferens ♦, vanliga färger ♠ ♣.",
            80,
            "andra preferens ♦,",
        ),
    ],
)
def test_a_narrated_line_keeps_a_bid_and_a_suit_class_whole(
    monkeypatch: pytest.MonkeyPatch, variant: str, lang: Lang, text: str, width: int, kept: str
) -> None:
    term, out = terminal(monkeypatch, width, lang, variant)
    term.say_wrapped(text, "" if text.startswith(("Giv", "Deal")) else "  ")  # as narrated
    said = out.getvalue()
    assert any(kept in line for line in said.splitlines()), said
    assert all(display_width(line) <= width for line in said.splitlines()), said


def test_a_phrase_wider_than_the_line_keeps_its_parts_whole() -> None:
    """At the narrowest, "6 spel (stor boston) i högsta färg ♣," does not fit after the
    indent: its contract's name and its level's words are each kept whole, the line within
    the width."""
    said = fill(
        "Dator 4 (heuristisk) spelar 6 spel (stor boston) i högsta färg ♣, 6 stick",
        40,
        first="",
        later="    ",
        whole=SV_NAMES,
        phrases=phrases("swedish", "sv"),
    )
    assert all(display_width(line) <= 40 for line in said.splitlines()), said
    assert "6 spel (stor boston)" in said and "i högsta färg ♣," in said, said


def test_the_prompt_keeps_the_class_in_brackets_whole() -> None:
    prompt = "Välj ett nummer; Enter = göra ♣ (högsta färg) till trumf"
    keys = " (?, r, p, e, q = gå ur):"
    said = prompt_with_keys(prompt, keys, 40, phrases=phrases("swedish", "sv"))
    assert "(högsta färg)" in said, said
    assert all(display_width(line) <= 40 for line in said.splitlines()), said


def settlement(lang: Lang, line: str, pays: list[tuple[int, int, int]]) -> Settlement:
    payments = [Payment(payer, payee, amount, "") for payer, payee, amount in pays]
    return Settlement.worded(payments, [{"en": line, "sv": line}])


def test_each_payment_of_a_list_begins_its_own_line(monkeypatch: pytest.MonkeyPatch) -> None:
    term, out = terminal(monkeypatch, 40, "sv", "fontainebleau")
    line = (
        "Dator 3 (heuristisk) spelade 5 levées i ♥ med whistaren Erik och vann: 10 stick; "
        "Dator 2 (heuristisk) betalar Dator 3 (heuristisk) 110, Dator 4 (heuristisk) "
        "betalar Erik 110"
    )
    term.say_payments(settlement("sv", line, [(2, 3, 110), (4, 1, 110)]), "sv")
    said = out.getvalue().splitlines()
    assert said[-4:] == [
        "    Dator 2 (heuristisk) betalar",
        "        Dator 3 (heuristisk) 110,",
        "    Dator 4 (heuristisk) betalar",
        "        Erik 110",
    ], said


def test_a_payment_that_fits_stays_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    term, out = terminal(monkeypatch, 40, "en", "russian")
    line = (
        "X = 110 + 5×2 by honours = 120; Computer 4 (heuristic) pays Erik 120, "
        "Computer 2 (heuristic) pays Computer 3 (heuristic) 120"
    )
    term.say_payments(settlement("en", line, [(4, 1, 120), (2, 3, 120)]), "en")
    said = out.getvalue().splitlines()
    assert said[-4:] == [
        "    Computer 4 (heuristic) pays",
        "        Erik 120,",
        "    Computer 2 (heuristic) pays",
        "        Computer 3 (heuristic) 120",
    ], said


def test_payments_after_a_head_stay_under_it(monkeypatch: pytest.MonkeyPatch) -> None:
    term, out = terminal(monkeypatch, 40, "en", "american")
    line = (
        "bid 7 made with 10 tricks: Computer 3 (heuristic) pays Computer 4 (heuristic) 22, "
        "Erik pays Computer 2 (heuristic) 22"
    )
    term.say_payments(settlement("en", line, [(3, 4, 22), (1, 2, 22)]), "en")
    assert out.getvalue().splitlines() == [
        "  bid 7 made with 10 tricks:",
        "      Computer 3 (heuristic) pays",
        "          Computer 4 (heuristic) 22,",
        "      Erik pays",
        "          Computer 2 (heuristic) 22",
    ], out.getvalue()


def test_payments_that_fit_on_a_line_are_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    term, out = terminal(monkeypatch, 98, "sv", "fontainebleau")
    line = (
        "Dator 2 (heuristisk) betalar Dator 3 (heuristisk) 110, "
        "Dator 4 (heuristisk) betalar Erik 110"
    )
    term.say_payments(settlement("sv", line, [(2, 3, 110), (4, 1, 110)]), "sv")
    assert out.getvalue() == f"  {line}\n"


def test_a_bracketed_figure_stays_with_its_word() -> None:
    said = fill_at_commas(
        "Misère Partout, tricks 4-3-1-5: Computer 3 (heuristic) took the fewest (1) and "
        "takes the pool, 50",
        40,
        first="  ",
        later="      ",
        whole=EN_NAMES,
    )
    assert not any(line.strip().startswith("(1)") for line in said.splitlines()), said
    assert "the fewest (1)" in said, said


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_trick_table_keeps_each_cell_whole(monkeypatch: pytest.MonkeyPatch, lang: Lang) -> None:
    """Each row of Dawson's trick table ("- 5: 0 -50 · 1 -41 · …") is broken only after a
    cell's "·": every "tricks figure" pair reads on one line."""
    term, out = terminal(monkeypatch, 40, lang)
    text = guide.section("payments", lang, "dawson", "terminal")
    term._say_markdown(text)  # pyright: ignore[reportPrivateUsage]
    said = out.getvalue().splitlines()
    start = next(n for n, line in enumerate(said) if line.startswith("- 5: 0 -50"))
    rows = said[start : start + 30]
    table = [line for line in rows if line.startswith(("- ", "  ")) and "·" in line]
    assert len(table) > 10, rows
    for line in table:
        body = line.split(": ", 1)[1] if line.startswith("- ") else line
        cells = [cell.strip() for cell in body.split("·") if cell.strip()]
        assert all(re.fullmatch(r"\d+ -?\d+", cell) for cell in cells), line
        assert display_width(line) <= 40


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_price_card_keeps_each_suits_figures_together(
    monkeypatch: pytest.MonkeyPatch, lang: Lang
) -> None:
    """FB-S1's price card in the terminal's ``r`` at 40 columns: a cell too wide for a line
    of its own (Swedish "andra färgen hjärter 100 / 120 / 140 / 160") has its name on one
    line and all its figures on the next, never "… 10 / 30 /" / "50 / 70"."""
    term, out = terminal(monkeypatch, 40, lang)
    term._say_markdown(guide.section("payments", lang, "fontainebleau", "terminal"))  # pyright: ignore[reportPrivateUsage]
    said = out.getvalue().splitlines()
    start = next(n for n, line in enumerate(said) if line.startswith("- 5 / 6 / 7 / 8:"))
    rows = said[start : start + 12]
    for line in rows:
        assert display_width(line) <= 40, line
        assert not line.rstrip().endswith("/"), rows
        assert not line.strip().startswith("/"), rows
    figures = [line.strip() for line in rows if re.match(r"\d+ / \d+ / \d+ / \d+", line.strip())]
    joined = " ".join(rows)
    assert "10 / 30 / 50 / 70" in joined and "20 / 40 / 60 / 80" in joined, rows
    assert lang == "en" or figures, rows


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_russian_rules_in_the_terminal_show_the_prices(lang: Lang) -> None:
    """The terminal's ``r``: no Discord button, no file path to follow; the prices shown,
    from Boston de Fontainebleau's guide (read from there, never copied)."""
    play = guide.section("play", lang, "russian", "terminal")
    payments = guide.section("payments", lang, "russian", "terminal")
    assert "button" not in play and "knapp" not in play
    assert "docs/rules" not in payments and "fontainebleau.md" not in payments
    prices = {"en": "best suit ♦", "sv": "bästa färgen ruter"}[lang] + " 30 / 50 / 70 / 90"
    assert prices in payments, payments
    assert "RU-C5" in payments
    discord = guide.section("payments", lang, "russian", "discord")
    # the topic as the reader's Discord lists it
    topic = {"en": "payments", "sv": "Betalning"}[lang]
    assert f"/boston help variant:fontainebleau topic:{topic}" in discord
    assert "30 / 50 / 70 / 90" not in discord


def test_the_swedish_rules_say_follow_suit_whole() -> None:
    play = guide.section("play", "sv", "swedish", "terminal")
    assert "Programmet vägrar kort som inte bekänner färg" in play


class Bidder(io.StringIO):
    """Answers every question with the first choice, but bids (the second choice, after
    "pass") at every other turn to bid, so contracts of every kind are narrated."""

    def __init__(self, out: io.StringIO, limit: int) -> None:
        super().__init__()
        self.out = out
        self.limit = limit
        self.asked = 0

    def readline(self, size: int | None = -1, /) -> str:
        self.asked += 1
        if self.asked > self.limit:
            return ""
        menu = self.out.getvalue()[-600:]
        bidding = re.search(r"^\s+1\. (pass|passa)\b", menu, re.MULTILINE)
        return "2\n" if bidding and self.asked % 2 else "1\n"


def broken_phrases(text: str, kept: tuple[str, ...], width: int) -> list[str]:
    """Each place a line ends inside one of ``kept`` that fits a line of its own."""
    rows = text.splitlines()
    found: list[str] = []
    for above, below in itertools.pairwise(rows):
        head, tail = above.rstrip(), below.lstrip()
        if not head or not tail:
            continue
        joined, cut = f"{head} {tail}", len(head)
        for phrase in kept:
            if display_width(phrase) > width - 8:
                continue
            pattern = r"(?<!\w)" + re.escape(phrase) + r"(?!\w)"
            if any(m.start() < cut < m.end() for m in re.finditer(pattern, joined, re.I)):
                found.append(f"{head!r} / {tail!r}")
    return found


@pytest.mark.parametrize(
    ("variant", "lang"),
    [("swedish", "sv"), ("dawson", "en"), ("fontainebleau", "sv"), ("american", "sv")],
)
def test_a_game_at_forty_columns_breaks_no_rule_word(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: str, lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", "42")
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--seed", "7", "--level", "heuristic"]
    argv += ["--name", "Erik", "--lang", lang, "--variant", variant]
    with contextlib.redirect_stdout(out):
        main(argv, Bidder(out, 120))
    text = out.getvalue()
    assert len(text.splitlines()) > 300, text[-2000:]  # deals were played and narrated
    kept = tuple(sorted(phrases(variant, lang), key=len, reverse=True))
    assert broken_phrases(text, kept, 40) == []
    wide = [line for line in text.splitlines() if display_width(line) > 40 and " " in line]
    assert wide == []
