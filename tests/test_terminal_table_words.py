"""What the terminal (``python -m bot play``) says around its deals: the words
under a result explained in full the first time the game uses them and named after that, as
Discord's result posts do, not the same paragraph after every deal; the pool and this
deal's deposit under the deal's head, before the bidding (FB-L1, NT-D5); and that no
source prices Le Whisch Bostonien or Mariland, said once as the table starts (WB-P, MA-P).
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main

DEPOSIT = "deposit: What each dealer pays into the pool before the deal"


def play(tmp_path: Path, variant: str, lines: str, *extra: str) -> str:
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--variant", variant, "--seed", "3"]
    argv += ["--name", "Anna", *extra]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO(lines)) == 0
    return out.getvalue()


def flat(text: str) -> str:
    return " ".join(text.split())


def test_a_word_is_explained_in_full_once_then_named(tmp_path: Path) -> None:
    """The terminal printed "deposit: What each dealer pays … — ? shows the glossary" after
    every deal; Discord explains a word in full on the first result that uses it only."""
    out = play(tmp_path, "fontainebleau", "1\n" * 400 + "q\n")
    results = out.split("Press Enter for the next deal")
    assert len(results) >= 3, "fewer than two deals were played"
    assert flat(out).count(DEPOSIT) == 1
    assert DEPOSIT in flat(results[0])
    later = flat(results[1])
    # Nor named again: Discord's later posts say nothing of it either (a word new to the
    # game there is explained, with where to read more).
    assert "deposit · " not in later and "deposit —" not in later


@pytest.mark.parametrize(
    ("variant", "lang", "head", "pool"),
    [
        ("fontainebleau", "en", "Deal 1: You deal.", "Pool: 50 (this deal's deposit of 50 in it)."),
        (
            "fontainebleau",
            "sv",
            "Giv 1: Du ger.",
            "Pott: 50 (med den här givens insats på 50).",
        ),
    ],
)
def test_the_deal_head_says_what_the_pool_holds(
    tmp_path: Path, variant: str, lang: str, head: str, pool: str
) -> None:
    """FB-L1: the dealer's deposit goes into the pool before the deal; the terminal said
    "Deal 1: You deal." and the pool first appeared in the result."""
    out = play(tmp_path, variant, "q\n", "--lang", lang)
    lines = out.splitlines()
    at = lines.index(head)
    assert lines[at + 1] == pool, lines[at : at + 3]


def test_no_pool_line_where_the_game_keeps_none(tmp_path: Path) -> None:
    out = play(tmp_path, "swedish", "q\n")
    assert "Pool" not in out and "Deal 1:" in out


@pytest.mark.parametrize(
    ("variant", "lang", "note"),
    [
        (
            "whisch",
            "en",
            "No old rule book gives prices for Le Whisch Bostonien: the bot's prices are "
            "based on Boston de Nantes, its nearest relative (r shows the rules).",
        ),
        (
            "mariland",
            "sv",
            "Ingen gammal regelbok anger priser för Mariland: botens priser bygger på Boston "
            "de Fontainebleau, dess efterföljare (r visar reglerna).",
        ),
    ],
)
def test_a_reconstructed_game_says_so_as_the_table_starts(
    tmp_path: Path, variant: str, lang: str, note: str
) -> None:
    out = play(tmp_path, variant, "q\n", "--lang", lang)
    start = out[: out.index("Deal 1:" if lang == "en" else "Giv 1:")]
    assert flat(note) in flat(start), start[-400:]
    assert flat(out).count(flat(note)) == 1


def test_a_priced_game_says_nothing_of_a_reconstruction(tmp_path: Path) -> None:
    out = play(tmp_path, "fontainebleau", "q\n")
    assert "reconstruction" not in out


@pytest.mark.parametrize("variant", ["whisch", "american"])
def test_the_hand_names_no_plain_suit_where_the_others_are_simply_suits(
    tmp_path: Path, variant: str
) -> None:
    """WB-D3, AM-D4: trumps are the turned (or cut) suit, the others alike: "♠ Q♠ 9♠ 7♠ 2♠
    (plain suit)" beside each of them said nothing; the trumps keep their word."""
    out = play(tmp_path, variant, "q\n")
    hand = out[out.index("Your hand:") :]
    assert "(plain suit)" not in hand, hand[:300]
    assert "(trumps" in hand, hand[:300]


def test_the_bidding_menu_says_the_suits_rank(tmp_path: Path) -> None:
    """FB-B4: "2. 6 levées ♣ 3. ♥ 4. ♦" said nothing of which suit ranks higher (an equal
    bid's overcall, the price column); the rank is said above the menu. Not in a game whose
    suits have classes or whose bids name no suit."""
    out = play(tmp_path, "fontainebleau", "q\n")
    menu = out[out.index("Your hand:") : out.index(" 1. pass")]
    assert "The suits rank ♦ ♥ ♣ ♠, best first." in menu, menu
    (tmp_path / "w").mkdir()
    # (a demande's description says it "outranks any demande": a rank of bids, not suits)
    assert "suits rank" not in play(tmp_path / "w", "whisch", "q\n")
