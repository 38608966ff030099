"""The terminal's deal head lists the turned card's suit classes as the Discord table message
does (``Vocabulary.named_groups``): the plain suits too where the variant names them ("simpla
färger ♥ ♦"), none of a class it leaves unnamed (American Boston's suits besides trumps)."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.terminal import main


def head(tmp_path: Path, variant: str, lang: str) -> str:
    """The first deal's head line, its wrapping undone."""
    out = io.StringIO()
    argv = ["--db", str(tmp_path / "p.sqlite3"), "--variant", variant, "--seed", "2"]
    argv += ["--name", "Anna", "--lang", lang]
    with contextlib.redirect_stdout(out):
        assert main(argv, io.StringIO("3\nq\n")) == 0
    text = " ".join(out.getvalue().split())
    start = text.index("Giv 1:" if lang == "sv" else "Deal 1:")
    return text[start : text.index(".", text.index("—", start)) + 1]


@pytest.mark.parametrize(
    ("variant", "lang", "expected"),
    [
        (
            "swedish",
            "sv",
            # SV-D3: the card of a second pack, said so
            "Giv 1: Dator 3 (heuristisk) ger; vänt ur en andra kortlek: 4♠ — högsta färg ♠, "
            "andra färg ♣, simpla färger ♥ ♦.",
        ),
        (
            "mariland",
            "en",
            "Deal 1: Computer 3 (heuristic) deals; turned Q♣ — superpreference ♣, "
            "plain suits ♠ ♥ ♦.",
        ),
        # American Boston's suits besides trumps are simply suits: no group named for them.
        (
            "american",
            "en",
            "Deal 1: Computer 3 (heuristic) deals; cut from a second pack: 4♠ — trumps ♠.",
        ),
    ],
)
def test_the_deal_head_lists_the_classes_discord_lists(
    tmp_path: Path, variant: str, lang: str, expected: str
) -> None:
    assert head(tmp_path, variant, lang) == expected
