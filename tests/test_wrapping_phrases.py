"""A contract's verdict said in two words ("gick hem", "gick bet", "made it") stays on one line
when a line is broken for a phone or a terminal (``bot.wrapping``).

Mariland's and Dawson's Swedish payment lines say "Sju i superpreferens gick hem (…)". The
phone's wrapper took "hem" for a short word that begins a phrase ("i", "och") and broke the
line as "Sju i superpreferens gick" / "hem (7 stick tagna):", which reads as two words; so
with "gick" / "bet", "bet" / "med 2" and English "made" / "it".
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bot.engine.describe import deal_verdict
from bot.engine.phrasing import UNBROKEN, outcome, verdict
from bot.engine.variants import VARIANTS
from bot.engine.words import LANGS
from bot.simulate import simulate
from bot.wrapping import fill, fill_at_commas

Wrap = Callable[[str, int], list[str]]

WRAPS: dict[str, Wrap] = {
    "phone": lambda text, width: fill_at_commas(text, width, later="    ").splitlines(),
    "terminal": lambda text, width: fill(text, width, later="    ").splitlines(),
}

# The verdicts of more than one word in every language, and a lost contract's "bet med 2" /
# "lost by 2" as the headline says it.
PHRASES = sorted(
    {
        text
        for lang in LANGS
        for made in (True, False)
        for text in (verdict(made, lang), outcome(made, lang))
        if " " in text
    }
    | {"bet med", "lost by", "failed by"}
)


def parted(text: str, lines: list[str], phrase: str) -> bool:
    """Whether ``phrase``, said in ``text``, is split between two of ``lines``."""
    return sum(line.count(phrase) for line in lines) < text.count(phrase)


def test_the_phrases_are_the_engines_swedish_and_english() -> None:
    assert {"gick hem", "gick bet", "made it"} <= set(PHRASES)


@pytest.mark.parametrize("wrap", WRAPS)
def test_a_mariland_line_is_never_broken_between_gick_and_hem(wrap: str) -> None:
    """The line as the phone showed it: "… gick" / "hem (7 stick tagna):"."""
    clause = "Sju i superpreferens gick hem (7 stick tagna): 4 × (30 + 5 × 0 över) = 120"
    lines = WRAPS[wrap](clause, 44)
    assert any("gick hem" in line for line in lines), lines
    assert not any(line.endswith("gick") for line in lines), lines


@pytest.mark.parametrize("wrap", WRAPS)
@pytest.mark.parametrize("phrase", PHRASES)
def test_no_width_breaks_a_phrase(wrap: str, phrase: str) -> None:
    texts = [
        f"Karl-Johan Östergren {phrase} (4 stick tagna): betalar varje försvarare 40",
        f"Sju i superpreferens {phrase} 2 (6 stick tagna): 4 × (40 + 5 × 1 under) = 180",
        f"Cecilia played 7 levées and {phrase} (9 tricks taken), each defender pays 40",
    ]
    for text in texts:
        for width in range(len(phrase) + 4, 45):
            lines = WRAPS[wrap](text, width)
            assert not parted(text, lines, phrase), (width, lines)


@pytest.mark.parametrize("variant", ["mariland", "dawson"])
def test_a_played_games_payment_lines_keep_their_verdicts_whole(variant: str) -> None:
    """Every Swedish payment clause of a game played (English says "made" and "lost"), as the
    phone lays it out (a later clause led by two columns), at every width from a narrow
    terminal's to the phone's."""
    game = simulate(12, seed=5, variant=variant)
    clauses = [
        (n, clause)
        for entry in game.deals.kept()
        if entry.settlement is not None
        for item in entry.settlement.text("sv")
        for n, clause in enumerate(item.split("; "))
    ]
    said = [p for p in PHRASES if any(p in clause for _, clause in clauses)]
    assert said  # the game's lines say a verdict of two words
    for n, clause in clauses:
        for width in range(24, 45):
            lead = "  " if n else ""
            lines = fill_at_commas(clause, width, first=lead, later="    ").splitlines()
            for phrase in said:
                assert not parted(clause, lines, phrase), (width, lines)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_variants_lost_by_is_kept_whole(variant: str) -> None:
    """A lost contract's verdict, "<the variant's word for lost> by 2", is kept on one line
    as the phrase the wrapper knows (``UNBROKEN``), for every variant's word: the wrapper's
    list is written out by hand beside the verdict's frame, and a variant with another word
    for lost would otherwise break where "bet med" does not."""
    game = simulate(24, seed=3, variant=variant)
    verdicts = {
        deal_verdict(entry.result, game.words, lang)
        for entry in game.deals.kept()
        if entry.result is not None and entry.result.contract is not None
        if not entry.result.made and not entry.result.all_pass
        for lang in LANGS
    }
    assert verdicts, "no contract was lost in 24 deals"
    for said in verdicts:
        phrase = said.split(" (")[0].rsplit(" ", 1)[0]  # "bet med 2 (…)" → "bet med"
        if " " in phrase:
            assert phrase in UNBROKEN, (said, UNBROKEN)


def test_a_phrase_does_not_leave_its_first_word_behind() -> None:
    """A line does not end with the first word of a new phrase after the one it closed: the
    Misère Partout line shared by two takers (FB-A3) read "…, stick 5-0-0-8: Bengt" / "och
    Erik tog minst (0) och delar potten:" / "285 var", "Bengt" parted from "och Erik"."""
    line = "Misère Partout, stick 5-0-0-8: Bengt och Erik tog minst (0) och delar potten: 285 var"
    broken = fill_at_commas(line, 44, later="    ", whole=["Anna", "Bengt", "Erik", "David"])
    lines = broken.splitlines()
    assert lines[0] == "Misère Partout, stick 5-0-0-8:", broken
    assert lines[1].strip().startswith("Bengt och Erik tog minst"), broken


@pytest.mark.parametrize("width", range(20, 60))
def test_a_lost_by_keeps_its_figure(width: int) -> None:
    """ "lost by 2", "bet med 2": the phrase and the figure it counts on one line, never
    "… lost by" / "2" (a figure alone at a line's start reads as a count of its own)."""
    for text in (
        "Deal 3 · dealer Anna: Bengt with Cecilia as whister, 7 levées ♦, 3+5 tricks, lost by 2",
        "Giv 3 · givare Anna: Bengt med Cecilia som whistare, 7 levées ♦, 3+5 stick, bet med 2",
    ):
        for broken in (fill(text, width, later="    "), fill_at_commas(text, width, later="    ")):
            assert not any(line.strip() == "2" for line in broken.splitlines()), broken
            assert "lost by 2" in broken or "bet med 2" in broken, broken


@pytest.mark.parametrize("width", range(24, 50))
def test_spelar_av_is_not_parted(width: int) -> None:
    """SV-P4's play-off line: "spelar" / "av ål 96" read as "plays" and "from ål 96"."""
    text = "Dator 4 (heuristisk) och Root spelar av ål 96 i kolumnen för Anna"
    whole = ["Dator 4 (heuristisk)", "Root", "Anna"]
    for broken in (fill(text, width, whole=whole), fill_at_commas(text, width, whole=whole)):
        assert "spelar av" in broken, broken


@pytest.mark.parametrize("width", range(20, 46))
def test_a_bracket_closing_figure_stays_with_its_word(width: int) -> None:
    """The deal head's pool line: "(… insats på 50)." never leaves "50)." alone on a line."""
    text = "Pott: 50 (med den här givens insats på 50)."
    broken = fill(text, width, later="    ")
    assert not any(line.strip().startswith("50)") for line in broken.splitlines()), broken
