"""``python -m bot play`` in Swedish (``--lang sv``, or a Swedish locale): the terminal's own
sentences from the catalogue, the rules' words and sentences from the engine, the computers
named in Swedish, answers j/n understood, and every prompt within a narrow terminal.

Seed 5 with random computers, as ``test_terminal.py``: seat 1 deals, Computer 2 declares 13
spel with ♦ trumps, and the first trick is led with a club.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.i18n.en import MESSAGES as EN
from bot.terminal import main

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]
ROOT = Path(__file__).resolve().parents[1]


def play(db: Path, script: str, *extra: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, *extra], io.StringIO(script)) == 0
    return out.getvalue()


def test_a_deal_in_swedish(tmp_path: Path) -> None:
    # Pass, follow with 9♣, lead K♠ (Enter: the only card), then the deal plays out.
    out = play(tmp_path / "p.sqlite3", "1\n9c\n\n" + "1\n" * 12 + "\nq\n", "--lang", "sv")
    assert "Nytt bord 1: du sitter på plats 1, datorer på plats 2–4." in out
    assert "Giv 1: Du ger;" in out
    assert "Din hand:" in out and "Välj ett nummer" in out
    assert "  Du valde att passa" in out  # the person's own choice, echoed
    assert "Dator 2 (slump) bjuder 13 spel" in out  # the engine's sentence, a Swedish name
    assert "Kontrakt: 13 spel" in out and "av Dator 2 (slump), trumf ♦" in out
    assert "  Du valde att spela 9♣" in out and "— stick 1 till " in out
    assert "Dator 2 (slump): 0 av 13 stick · motspelare: 1" in out
    assert "Giv 1 (givare Anna)" in out  # the deal's result, in the engine's Swedish
    assert "Ställning: Anna " in out
    assert "Tryck Enter för nästa giv" in out
    assert "Sparat; kör igen för att fortsätta." in out
    english = ("Your hand", "Choose a number", "You pass", "Computer 2", "trick 1 to", "Saved")
    assert not any(text in out for text in english), out


def test_an_illegal_card_is_refused_in_swedish(tmp_path: Path) -> None:
    """SV-T1: the person holds clubs, so K♠ is refused with the rules' reason, translated."""
    out = play(tmp_path / "p.sqlite3", "1\nKS\nq\n", "--lang", "sv")
    assert "Inte tillåtet: Du måste bekänna färg." in out


def test_the_locale_chooses_the_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    assert "Din hand:" in play(tmp_path / "sv.sqlite3", "q\n")
    assert "Your hand:" in play(tmp_path / "en.sqlite3", "q\n", "--lang", "en")  # --lang wins


def test_the_protocol_and_its_sheets_in_swedish(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", "p\nq\n", "--lang", "sv")
    assert "Streck:" in out and "Ställning: Du " in out  # the person is Du on the sheets


def test_swedish_prompts_fit_a_narrow_terminal(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", "1\n9c\n\n" + "1\n" * 12 + "\nq\n", "--lang", "sv")
    assert len(re.findall("^Välj ett nummer", out, re.MULTILINE)) >= 10
    assert all(len(line) <= 78 for line in out.splitlines() if "= sluta" in line)
    assert "Enter = spela K♠" in out  # a long prompt is broken between words, not cut


@pytest.mark.parametrize(("answer", "ended"), [("j", True), ("ja", True), ("nej", False)])
def test_the_end_question_takes_swedish_answers(tmp_path: Path, answer: str, ended: bool) -> None:
    out = play(tmp_path / "p.sqlite3", f"e\n{answer}\nq\n", "--lang", "sv")
    assert "Avsluta spelet" in out and "(j/n)" in out
    assert ("Spelet slutar när den här given är slut." in out) is ended
    assert ("Inte avslutat: spelet fortsätter." in out) is not ended


def test_the_glossary_of_the_variant_played_in_swedish(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", "?\nq\n", "--lang", "sv")
    shown = out.split("Välj ett nummer")[1].split("Din hand:")[0]
    assert "Svensk boston" in shown and "Båda" in shown
    assert "Dawsons boston" not in shown and "Amerikansk boston" not in shown


def test_every_terminal_text_is_used() -> None:
    """Each ``terminal.*`` text of the catalogue is asked for by the terminal (a key left
    behind by a change would be translated for nobody)."""
    source = (ROOT / "bot" / "terminal.py").read_text(encoding="utf-8")
    keys = [key for key in EN if key.startswith("terminal.")]
    assert len(keys) > 60
    dynamic = {f"terminal.do.{answer}" for answer in ("invite", "alone", "accept", "decline")}
    unused = [key for key in keys if f'"{key}"' not in source and key not in dynamic]
    assert not unused, unused
