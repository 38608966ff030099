"""A card typed with the Swedish letters at a Swedish table (ranks E ess, K kung, D dam, Kn
knekt; suits s spader, h hjärter, r ruter, k klöver), the English letters at every table,
and the Swedish prompt's example in the letters the screen shows (Q♠, J♠), with the Swedish
dam beside its queen.

Seed 5 with random computers, as ``test_terminal_swedish.py``: the person passes (``1``) and
follows a club lead holding 9♣ 6♣, K♠, J♥ 6♥ 4♥ 3♥ and Q♦ 10♦ 9♦ 7♦ 6♦ 4♦.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.cards import CardError, Suit, card_label, parse_card
from bot.terminal import main
from bot.terminal_menu import read_card

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]

SWEDISH_RANK = {"A": "E", "K": "K", "Q": "D", "J": "Kn"}
SWEDISH_SUIT = {Suit.SPADES: "s", Suit.HEARTS: "h", Suit.DIAMONDS: "r", Suit.CLUBS: "k"}


def play(db: Path, script: str, *extra: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, *extra], io.StringIO(script)) == 0
    return out.getvalue()


def test_a_swede_types_a_card_in_swedish(tmp_path: Path) -> None:
    """ "Dr" (dam ruter) is read as Q♦, so the rules refuse it (clubs were led); "9k" (nio
    klöver) is played."""
    out = play(tmp_path / "p.sqlite3", "1\nDr\n9k\nq\n", "--lang", "sv")
    assert "Inte tillåtet: Du måste bekänna färg (♣)." in out
    assert "  Du spelar 9♣" in out
    # The example in the letters the hand and plays show (Q♠, not D♠), and that Dh is Qh:
    # "(Dh, K♣, 10r)" suggested Swedish letters on screen, where the cards say Q and J.
    assert "Välj ett nummer eller ett kort (Qh/Dh, K♣, 10h)" in out


def test_an_english_table_keeps_the_english_letters(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", "1\n9k\n9c\nq\n", "--lang", "en")
    assert "Please type a number from 1 to 2, a card such as KC, ?, r, p, e or q." in out
    assert "  You play 9♣" in out
    assert "(KC, K♣, 10h)" in out


@pytest.mark.parametrize("card", range(52))
def test_every_card_reads_alike_in_either_spelling(card: int) -> None:
    """Each card in the Swedish letters, in either case, is that card at a Swedish table; its
    English spellings are that card at every table; no Swedish spelling is another card in
    English (K is king in both, Kn is the knekt since no suit is N, D stands where a rank
    does)."""
    label = card_label(card)  # "Q♦", "10♠"
    rank, symbol = label[:-1], label[-1]
    suit = Suit.parse(symbol)
    swedish = SWEDISH_RANK.get(rank, rank)
    for typed in (swedish + SWEDISH_SUIT[suit], swedish + symbol):
        for text in (typed, typed.lower(), typed.upper()):
            assert read_card(text, "sv") == card, text
            try:
                english = parse_card(text)
            except CardError:
                continue
            assert english == card, (text, card_label(english))
    english = rank + suit.char
    for text in (english, english.lower(), label):
        assert read_card(text, "sv") == read_card(text, "en") == card


@pytest.mark.parametrize("text", ["Dh", "Kr", "Knk", "Es"])
def test_swedish_letters_are_no_card_at_an_english_table(text: str) -> None:
    with pytest.raises(CardError):
        read_card(text, "en")
    read_card(text, "sv")


def test_what_is_no_card_in_either_is_refused() -> None:
    for text in ("Kn", "Xk", "Dn", "11r", "K"):
        with pytest.raises(CardError):
            read_card(text, "sv")
