"""The command line's help and argparse's refusals in the language the command speaks: its
``--lang`` (typed before or after ``--help``), else the locale's, as the terminal's game and
``replay``'s text choose it. Before, ``play --lang sv --help`` was English throughout
("usage:", "options:", "show this help message and exit", every option's help), and a bad
option was refused with "python -m bot play: error: argument --level: invalid choice: …".
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, Sequence

import pytest

from bot.cli import main as cli_main
from bot.simulate import main as simulate_main
from bot.terminal import main as play_main

Main = Callable[[Sequence[str]], int]
ENGLISH = (
    "usage:",
    "options:",
    "positional arguments",
    "show this help message",
    "default",
    "the language of",
)


def helped(main: Main, argv: Sequence[str]) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 0
    return out.getvalue()


def refused(main: Main, argv: Sequence[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    return capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--lang", "sv", "--help"], ["--help", "--lang=sv"]])
def test_play_help_in_swedish(argv: list[str]) -> None:
    out = helped(play_main, argv)
    assert out.startswith("användning: python -m bot play [-h] [--db FIL] [--name NAMN]")
    assert "Spela Boston i terminalen: du mot tre datorspelare." in " ".join(out.split())
    assert "\nflaggor:\n" in out and "visa den här hjälpen och avsluta" in out
    assert "regelinställningar (var och en gäller de varianter som nämns):" in out
    said = " ".join(out.split())
    assert "--al N Ålens värde (swedish; förval 96)" in said  # the rules' own label, SV-P1
    assert "Givarens insats i potten (fontainebleau, russian, nantes; förval 50; nantes 10)" in said
    assert not any(word in out for word in ENGLISH), out


def test_play_help_follows_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    assert helped(play_main, ["--help"]).startswith("användning: python -m bot play")
    english = helped(play_main, ["--help", "--lang", "en"])  # --lang wins
    assert english.startswith("usage: python -m bot play [-h] [--db FILE] [--name NAME]")
    assert "\noptions:\n" in english and "Value of an ål (swedish; default 96)" in english


@pytest.mark.parametrize(
    ("main", "argv", "starts", "says"),
    [
        (cli_main, ["--help"], "användning: python -m bot", "spela mot tre datorer i terminalen"),
        (
            cli_main,
            ["replay", "--lang", "sv", "--help"],
            "användning: python -m bot replay",
            "en JSON-fil i formatet boston-record/1",
        ),
        (
            simulate_main,
            ["--lang", "sv", "--help"],
            "användning: python -m bot simulate",
            "Spela givar med bara datorspelare.",
        ),
    ],
)
def test_the_other_commands_help_in_swedish(
    main: Main, argv: list[str], starts: str, says: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    out = helped(main, argv)
    assert out.startswith(starts) and says in " ".join(out.split()), out
    assert not any(word in out for word in ENGLISH), out


@pytest.mark.parametrize(
    ("main", "argv", "said"),
    [
        (
            play_main,
            ["--lang", "sv", "--level", "clever"],
            "python -m bot play: fel: argument --level: ogiltigt val: 'clever' (välj bland "
            "'random', 'heuristic', 'strong')",
        ),
        (
            play_main,
            ["--lang", "sv", "--colour", "red"],
            "python -m bot play: fel: okända argument: --colour red",
        ),
        (
            play_main,
            ["--lang", "sv", "--seed", "x"],
            "python -m bot play: fel: argument --seed: inte ett heltal: 'x'",
        ),
        (
            simulate_main,
            ["--lang", "sv", "--seed", "1"],
            "python -m bot simulate: fel: följande argument krävs: --deals",
        ),
        (
            simulate_main,
            ["--lang", "sv", "--seed", "1", "--deals", "0"],
            "python -m bot simulate: fel: argument --deals: måste vara minst 1",
        ),
        (
            play_main,
            ["--lang", "sv", "--name"],
            "python -m bot play: fel: argument --name: ett värde saknas",
        ),
        (
            cli_main,
            ["replay", "game.json", "--json=1", "--lang", "sv"],
            "python -m bot replay: fel: argument --json: flaggan tar inget värde: '1'",
        ),
        (
            cli_main,
            ["run", "--shard", "2", "--lang=sv"],
            "python -m bot run: fel: tvetydig flagga: --shard kan betyda --shard-count, --shards",
        ),
    ],
)
def test_refusals_in_swedish(
    main: Main, argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = refused(main, argv, capsys)
    assert err.startswith("användning: "), err
    assert err.splitlines()[-1] == said


def test_refusals_in_english_keep_argparses_words(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(play_main, ["--level", "clever"], capsys)
    assert err.startswith("usage: python -m bot play")
    assert err.splitlines()[-1] == (
        "python -m bot play: error: argument --level: invalid choice: 'clever' (choose from "
        "'random', 'heuristic', 'strong')"
    )
    err = refused(simulate_main, ["--seed", "1", "--deals", "x"], capsys)
    assert err.splitlines()[-1] == (
        "python -m bot simulate: error: argument --deals: invalid int value: 'x'"
    )
