"""``python -m bot play`` explains a word of the glossary once a game, as Discord's result posts
do (:func:`cogs.boston.results.with_terms`): a result explains the words the game uses there for
the first time, with where to read more ("? shows the glossary"); a later result using only
words already explained says nothing of them. Before, every result ended in the words named
again ("pool (Nantes) — ? shows the glossary" after all twelve deals), and the closing "Sharing
the pool" block (NT-G4) explained the pool in full a second time, the same in Swedish under
"Partiets slut:".

Boston de Nantes, seed 5, heuristic computers, the person choosing the first choice at every
prompt: deal 1's result explains the deposit and the pool (NT-D5), which every later result
uses again; the game is then ended by agreement (SV-M2) and the pool shared out (NT-G4).
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.words import Lang
from bot.i18n import t
from bot.terminal import main

ARGS = ["--variant", "nantes", "--seed", "5", "--level", "heuristic", "--name", "Ann"]
POOL = {"en": "pool (Nantes)", "sv": "pott"}
"""The glossary's word for the pool, as a result's words name it."""


class Answers(io.StringIO):
    """The person's answers, read from what the terminal printed last: Enter after a result
    until ``deals`` were played (``q`` instead where ``stop``), then ``e`` and yes; else the
    first choice."""

    def __init__(self, out: io.StringIO, deals: int, lang: Lang, *, stop: bool = False) -> None:
        super().__init__()
        self.out, self.deals, self.stop = out, deals, stop
        self.prompt = t(lang, "terminal.next_deal").split()[0]  # "Press", "Tryck"
        self.seen = self.results = 0
        self.queue: list[str] = []

    def readline(self, size: int | None = -1, /) -> str:
        text = self.out.getvalue()
        new, self.seen = text[self.seen :], len(text)
        if self.queue:
            return self.queue.pop(0)
        if self.prompt in new:
            self.results += 1
            if self.results < self.deals:
                return "\n"
            if self.stop:
                return "q\n"
            self.queue = ["y\n"]
            return "e\n"
        return "1\n"


def play(db: Path, lang: Lang, deals: int, *, stop: bool = False) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert (
            main(["--db", str(db), *ARGS, "--lang", lang], Answers(out, deals, lang, stop=stop))
            == 0
        )
    return out.getvalue()


def flat(text: str) -> str:
    return " ".join(text.split())


def results(out: str, lang: Lang) -> list[str]:
    """Each deal's result as said, up to the prompt for the next deal, its lines joined."""
    prompt = flat(t(lang, "terminal.next_deal"))
    return [flat(part) for part in flat(out).split(prompt)[:-1]]


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_result_names_no_word_already_explained(tmp_path: Path, lang: Lang) -> None:
    out = play(tmp_path / "p.sqlite3", lang, 4)
    hint = t(lang, "terminal.glossary_hint")
    said = results(out, lang)
    assert len(said) == 4
    # The pool explained in full under the first result, with where to read more ...
    assert f"{POOL[lang]}: " in said[0] and hint in said[0]
    assert flat(out).count(f"{POOL[lang]}: ") == 1
    # ... and never named again, bare, in a later result's list of words.
    assert f"· {POOL[lang]}" not in flat(out) and f"{POOL[lang]} —" not in flat(out)
    # Where to read more, only under a result explaining a word new to the game.
    assert all(part.count(hint) <= 1 for part in said)
    assert sum(hint in part for part in said) < len(said)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_closing_block_does_not_explain_the_pool_again(tmp_path: Path, lang: Lang) -> None:
    """NT-G4: the pool shared out at the end; the word was explained under deal 1."""
    out = flat(play(tmp_path / "p.sqlite3", lang, 1))
    assert out.count(f"{POOL[lang]}: ") == 1
    over = flat(t(lang, "terminal.over_agreed"))
    closing = out[out.rindex(flat(t(lang, "terminal.next_deal"))) : out.index(over)]
    assert t(lang, "terminal.glossary_hint") not in closing


def test_a_resumed_game_remembers_the_words_it_explained(tmp_path: Path) -> None:
    """The words a game explained are kept with it (``Game.terms_seen``): a run resuming it
    does not explain the pool again at its end."""
    db = tmp_path / "p.sqlite3"
    first = flat(play(db, "en", 1, stop=True))
    assert "pool (Nantes): " in first
    # The resumed run opens between deals: Enter is the next deal; ended after it.
    again = flat(play(db, "en", 2))
    assert "pool (Nantes): " not in again and "pool (Nantes) —" not in again
