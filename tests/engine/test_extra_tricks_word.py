"""A trick beyond the contract is named the same way in a game's payment lines, its rules and
the glossary. Le Whisch Bostonien's and Boston de Nantes' prices are Foster's, whose table says
"each extra trick" (WB-P1, NT-P6): their English lines say "extra tricks" as their rules do,
where a bare "extra 1" named nothing the rules or the glossary explain; the glossary's
*overtrick* says which games say it so. Swedish says *överstick* in every game."""

from __future__ import annotations

from bot import guide
from bot.engine.nantes.ledger import amount
from bot.engine.whisch.ledger import whisch_amount
from tests.engine.nantes.test_nantes_payments import outcome
from tests.engine.whisch.test_whisch import result as whisch_result


def test_wb_p1_the_whisch_line_says_extra_tricks() -> None:
    """WB-X7: indépendance, 9 tricks, 3 honours, turned ♥."""
    r = whisch_result("independance", 1, 9, turned="5H", honours=3)
    assert whisch_amount(r, "en")[1] == "made: 4×(8 + extra tricks 1×4 + honours 6 (3 held)) = 72"
    assert whisch_amount(r, "sv")[1] == "4×(8 + överstick 1×4 + honnörer 6 (3 på hand)) = 72"


def test_nt_p6_the_nantes_line_says_extra_tricks() -> None:
    """NT-X13: grande indépendance ♦, 10 tricks: two tricks over eight at 4."""
    working = amount(outcome("grande-independance", 1, 10, trump="D", boston=2))[1]
    assert working["en"] == "made: 3×(8 + extra tricks 2×4) = 48"
    assert working["sv"] == "plats 1 gick hem: 3×(8 + överstick 2×4) = 48"


def test_the_rules_say_the_lines_word() -> None:
    """WB-P1, NT-P6: each guide's payment rules name the word its English line says; the
    Swedish guides say överstick."""
    for variant in ("whisch", "nantes"):
        en = guide.guide_file(f"{variant}.md", "en").read_text(encoding="utf-8")
        sv = guide.guide_file(f"{variant}.md", "sv").read_text(encoding="utf-8")
        assert "extra trick" in en and "överstick" in sv, variant
        assert "overtrick" not in en, variant
    # WB-P1's line in the list of rules names the tricks, as the paragraph above it does.
    whisch = guide.guide_file("whisch.md", "en").read_text(encoding="utf-8")
    assert "(base + extra × rate" not in whisch


def test_the_glossary_says_which_games_say_extra_tricks() -> None:
    """The glossary's overtrick, under "Every game", names the word Nantes' and Whisch's
    lines say, as its defender names each game's word; its first sentence, the note under a
    Swedish line, is unchanged. Swedish says överstick everywhere and names Foster's word."""
    en = guide.section("glossary", "en")
    entry = next(line for line in en.splitlines() if line.startswith("- **overtrick**"))
    assert "**extra tricks** in Boston de Nantes and Le Whisch Bostonien" in entry
    assert guide.glossary_terms("en")["overtrick"] == ("overtrick", "A trick beyond the contract")
    sv = guide.section("glossary", "sv")
    entry = next(line for line in sv.splitlines() if line.startswith("- **överstick**"))
    assert "*extra trick*" in entry and "Boston de Nantes" in entry and "Whisch" in entry
    assert guide.glossary_terms("sv")["overtrick"] == ("överstick", "ett stick utöver kontraktet")
