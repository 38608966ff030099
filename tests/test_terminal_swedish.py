"""``python -m bot play`` in Swedish (``--lang sv``, or a Swedish locale): the terminal's own
sentences from the catalogue, the rules' words and sentences from the engine, the computers
named in Swedish, answers j/n understood, and every prompt within a narrow terminal.

Seed 5 with random computers, as ``test_terminal.py``: seat 1 deals, Computer 2 declares 13
spel with ♦ trumps, and the first trick is led with a club.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from bot.engine.actions import (
    CLAIM_REPLIES,
    WHIST_ANSWERS,
    Action,
    Bid,
    Claim,
    ClaimAnswer,
    Concede,
    Declare,
    Discard,
    Merge,
    NameTrump,
    Pass,
    Play,
    Support,
    Whist,
)
from bot.engine.cards import Suit, parse_card
from bot.engine.variants import VARIANTS, new_game
from bot.engine.words import LANGS, Lang
from bot.i18n import CATALOGUES
from bot.i18n.en import MESSAGES as EN
from bot.terminal import main
from bot.terminal_menu import MENU_WIDTH, choice_label, menu_lines

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
    assert "Nytt bord 1: du spelar som Anna på plats 1, datorer på plats 2–4." in out
    assert "Giv 1: Du ger;" in out
    assert "Din hand:" in out and "Välj ett nummer" in out
    assert "  Du passar" in out  # the person's own choice, echoed
    assert "Dator 2 (slump) bjuder 13 spel" in out  # the engine's sentence, a Swedish name
    assert "Kontrakt: 13 spel" in out and "av Dator 2 (slump), trumf ♦" in out
    assert "  Du spelar 9♣" in out and "— stick 1 till " in out
    assert "Dator 2 (slump): 0 stick, mål 13 · försvararna: 1" in out
    # The deal's result, in the engine's Swedish; the person by name, as its payment lines.
    assert "Giv 1 · givare Anna" in out
    assert "Ställning: Anna " in out
    assert "Tryck Enter för nästa giv" in out
    assert "Sparat; kör igen för att fortsätta." in out
    english = ("Your hand", "Choose a number", "You pass", "Computer 2", "trick 1 to", "Saved")
    assert not any(text in out for text in english), out


def test_a_single_choice_is_asked_for_as_such(tmp_path: Path) -> None:
    """After 1 (pass) and 9♣, K♠ is the only card: a stray answer is told Enter or 1, not
    "a number from 1 to 1"."""
    out = play(tmp_path / "p.sqlite3", "1\n9c\nx\nq\n", "--lang", "sv")
    assert "Tryck Enter eller skriv 1, ett kort som Qh eller Dh, ?, r, p, e eller q." in out
    assert "från 1 till 1" not in out


def test_an_illegal_card_is_refused_in_swedish(tmp_path: Path) -> None:
    """SV-T1: the person holds clubs, so K♠ is refused with the rules' reason, translated."""
    out = play(tmp_path / "p.sqlite3", "1\nKS\nq\n", "--lang", "sv")
    assert "Inte tillåtet: Du måste bekänna färg (♣)." in out  # the suit led, as in English


def test_the_locale_chooses_the_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    assert "Din hand:" in play(tmp_path / "sv.sqlite3", "q\n")
    assert "Your hand:" in play(tmp_path / "en.sqlite3", "q\n", "--lang", "en")  # --lang wins


def test_the_protocol_and_its_sheets_in_swedish(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", "p\nq\n", "--lang", "sv")
    assert "Avspelade:" in out and "1 Du (Anna)" in out  # the person is Du on the sheets
    assert "Ställning: Anna " in out  # and by name under them, as a result's lines name them


def test_swedish_prompts_fit_a_narrow_terminal(tmp_path: Path) -> None:
    """Every line the terminal asks with (the keys at the start, each prompt and its legend,
    the question before the next deal) fits 78 columns, and a prompt's legend is never broken
    between a key and its meaning."""
    out = play(tmp_path / "p.sqlite3", "1\n9c\n\n" + "1\n" * 12 + "\nq\n", "--lang", "sv")
    lines = out.splitlines()
    asking = [i for i, line in enumerate(lines) if line.startswith(("Välj", "Skriv", "Tryck"))]
    assert len(asking) >= 10
    for i in asking:  # a prompt and the lines it wraps onto, up to its legend's colon
        end = next(j for j in range(i, len(lines)) if lines[j].endswith((":", ".", ")")))
        assert all(len(line) <= 78 for line in lines[i : end + 1]), lines[i : end + 1]
    legends = [line for line in lines if "q = gå ur):" in line]
    assert legends and all("(?" in line for line in legends)  # each legend on one line
    assert "Enter = spela K♠" in out  # a long prompt is broken between words, not cut


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("variant", ["swedish", "american", "nantes"])
def test_a_game_s_lines_fit_a_narrow_terminal_with_every_name_whole(
    variant: str, lang: Lang, tmp_path: Path
) -> None:
    """Three deals with the computers' long names ("Dator 4 (heuristisk)"), then ``p`` and
    ``?``: every line fits 78 columns (but the file's path, on a line of its own). A
    long line (a result, the tricks, the balances, a row of the score sheet, a glossary
    entry) is broken between words, never inside a name, and the later lines of a result's
    hang deeper than the payments under it."""
    script = ("1\n" * 40 + "\n") * 3 + "p\n?\nq\n"  # with the sheets and the glossary
    extra = ("--lang", lang, "--variant", variant, "--level", "heuristic")
    out = play(tmp_path / "p.sqlite3", script, *extra)
    path = str((tmp_path / "p.sqlite3").resolve())
    lines = [line for line in out.splitlines() if line != path]
    assert len(lines) > 500
    assert [line for line in lines if len(line) > MENU_WIDTH] == []
    computer = {"en": "(heuristic)", "sv": "(heuristisk)"}[lang]
    assert not [line for line in lines if line.lstrip().startswith(computer)]
    balances = {"en": "Balances: ", "sv": "Ställning: "}[lang]
    at = [i for i, line in enumerate(lines) if line.startswith(balances)]
    assert len(at) >= 3 and all(lines[i + 1].startswith("    ") for i in at)  # broken, hung


@pytest.mark.parametrize(("answer", "ended"), [("j", True), ("ja", True), ("nej", False)])
def test_the_end_question_takes_swedish_answers(tmp_path: Path, answer: str, ended: bool) -> None:
    out = play(tmp_path / "p.sqlite3", f"e\n{answer}\nq\n", "--lang", "sv")
    assert "Avsluta spelet" in out and "(j/n)" in out
    assert ("Spelet slutar när den här given är slut." in out) is ended
    assert ("Inte avslutat: spelet fortsätter." in out) is not ended


def test_the_glossary_of_the_variant_played_in_swedish(tmp_path: Path) -> None:
    out = play(tmp_path / "p.sqlite3", "?\nq\n", "--lang", "sv")
    shown = out.split("Välj ett nummer")[1].split("Din hand:")[0]
    assert "Svensk boston" in shown and "Alla spelen" in shown
    # Other variants' blocks are not shown (a block several variants share names them all).
    assert "\nDawsons boston\n" not in shown and "Amerikansk boston" not in shown
    assert "prislista" not in shown and "solist" not in shown
    assert "märker den som beslut med" in shown and "*" not in shown  # no Markdown marks


def test_the_merge_question_and_trump_naming_in_swedish() -> None:
    """The menu's words for Swedish Boston's merge question (SV-P10) and for naming trumps
    are the catalogue's, in good Swedish ("de två betarna", "göra ♠ till trumf")."""
    game = new_game("swedish", {}, ["A", "B", "C", "D"])
    ladder, words = game.rules.ladder, game.words
    assert choice_label(Merge(1, True), None, words, ladder, lang="sv") == "slå ihop de två betarna"
    assert (
        choice_label(Merge(1, False), None, words, ladder, lang="sv") == "hålla isär de två betarna"
    )
    trumps = choice_label(NameTrump(1, Suit.SPADES, None), None, words, ladder, lang="sv")
    assert trumps.startswith("göra ♠") and trumps.endswith("till trumf")


@pytest.mark.parametrize(("variant", "lang"), [(v, lang) for v in VARIANTS for lang in LANGS])
def test_ones_own_choice_is_echoed_as_a_sentence(variant: str, lang: Lang) -> None:
    """The echo of the person's own choice is a sentence of its own ("You concede", "Du ger
    upp"), not the menu's entry after "You": no hint in brackets, the Swedish verb in the
    present tense; and every kind of choice has one."""
    game = new_game(variant, {}, ["A", "B", "C", "D"])
    ladder, words = game.rules.ladder, game.words
    ace = parse_card("A♠")
    actions: list[Action] = [
        Pass(1),
        Bid(1, ladder.contracts[0].id),
        Bid(1, ladder.contracts[0].id, card=ace),
        Support(1),
        NameTrump(1, Suit.SPADES),
        NameTrump(1, Suit.SPADES, ladder.contracts[-1].id),
        *(Whist(1, answer) for answer in WHIST_ANSWERS),
        Concede(1),
        Discard(1, ace),
        Play(1, ace),
        Merge(1, True),
        Merge(1, False),
        Claim(1),
        *(ClaimAnswer(1, answer) for answer in CLAIM_REPLIES),
        Declare(1, "chicane"),
    ]
    subject = {"en": "You ", "sv": "Du "}[lang]
    for action in actions:
        menu = choice_label(action, None, words, ladder, lang=lang)
        echo = choice_label(action, None, words, ladder, lang=lang, mood="did")
        assert echo.startswith(subject) and not menu.startswith(subject), (action, echo)
    played = choice_label(Play(1, ace), None, words, ladder, lang=lang, mood="did")
    assert played == {"en": "You play A♠", "sv": "Du spelar A♠"}[lang]
    echoes = [text for key, text in CATALOGUES[lang].items() if key.startswith("terminal.did.")]
    assert echoes and not [text for text in echoes if "(" in text]  # the menu's hints left out


def test_a_bad_rule_flag_or_table_file_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A rule value the game refuses is the command line's error, in the reader's language;
    a file that is not a table's database is one line and status 2, never a traceback."""
    with pytest.raises(SystemExit) as refused:
        main(["--db", str(tmp_path / "p.sqlite3"), "--lang", "sv", "--al", "7"], io.StringIO(""))
    assert refused.value.code == 2
    assert "`--al` måste vara ett heltal från 8 till 10000" in capsys.readouterr().err
    assert not (tmp_path / "p.sqlite3").exists()  # refused before anything was opened
    bad = tmp_path / "not-a-table.sqlite3"
    bad.write_text("notes, not a database\n")
    assert main(["--db", str(bad), "--lang", "sv"], io.StringIO("q\n")) == 2
    err = capsys.readouterr().err
    # One sentence (broken within the width), SQLite's English said in Swedish.
    assert "Traceback" not in err and err.count(":") == 2, err
    assert "kan inte vara bordets fil: den kan inte användas: filen är ingen SQLite-databas" in (
        " ".join(err.split())
    )
    assert main(["--db", str(tmp_path / "no" / "such" / "x.sqlite3")], io.StringIO("")) == 2
    assert (
        "cannot be the table's file: it is in a folder that does not exist"
        in capsys.readouterr().err
    )


def test_every_terminal_text_is_used() -> None:
    """Each ``terminal.*`` text of the catalogue is asked for by the terminal (a key left
    behind by a change would be translated for nobody); a choice has its menu entry and its
    echo alike (``terminal.do.*`` and ``terminal.did.*``); a count's two forms (``.one``,
    ``.other``) are asked for by their stem (``tn``)."""
    source = "".join(  # the terminal and its menus
        path.read_text(encoding="utf-8")
        for path in [*(ROOT / "bot" / "terminal").glob("*.py"), ROOT / "bot" / "terminal_menu.py"]
    )
    keys = [key for key in EN if key.startswith("terminal.")]
    assert len(keys) > 55
    answers = {"invite", "alone", "accept", "decline"}  # Whist's answers, said as they are
    moods = {
        mood: {k.split(".")[2] for k in keys if k.startswith(f"terminal.{mood}.")}
        for mood in ("do", "did")
    }
    assert moods["do"] == moods["did"] and len(moods["do"]) > 15
    unused = [
        key
        for key in keys
        if f'"{key}"' not in source
        and not (key.split(".")[1] in moods and f'"{key.split(".")[2]}"' in source)
        and key.split(".")[-1] not in answers
        and not (key.endswith((".one", ".other")) and f'"{key.rsplit(".", 1)[0]}"' in source)
    ]
    assert not unused, unused


def test_nt_b2_the_demande_menu_says_what_the_card_is_for() -> None:
    """Boston de Nantes's demande is bid with a card laid face down (NT-B2): the menu's group
    says so ("Demande: lay 6♠ face down"), not "Demande 6♠", which read as a bid of six."""
    game = new_game("nantes", {}, ["A", "B", "C", "D"])
    game.start_deal(list(range(52)), 0)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    six, seven = parse_card("6♠"), parse_card("7♠")
    options = [Bid(seat, "demande", card=six), Bid(seat, "demande", card=seven)]
    heads: list[tuple[Lang, str]] = [
        ("en", "Demande: lay 6♠ face down"),
        ("sv", "Demande: lägg 6♠ dolt"),
    ]
    for lang, head in heads:
        lines = menu_lines(options, view, game.words, game.rules.ladder, lang=lang)
        assert lines[0].split() == ["1.", *head.split(), "2.", "7♠"]
