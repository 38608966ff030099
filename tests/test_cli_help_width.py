"""Every line of the commands' ``--help`` fits the terminal's width, in English and Swedish.

argparse broke the help's sentences within the width but kept each option of the usage line
whole, and a heading too: on a terminal of 40 columns, ``python -m bot play --help --lang sv``
had lines of 94 columns ("[--variant {american,dawson,fontainebleau,…,whisch}]"), 51 ("[--card
foster|foster-decimal|FIL.json]") and 62 ("regelinställningar (var och en gäller de varianter
som nämns):"), and English's usage stood 26 columns in, under the command's end. A line is now
broken between words, an option's choices after a comma or a bar; a word never at its hyphen.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import pytest

from bot.cli import fit_lines
from bot.cli import main as cli_main
from bot.simulate import main as simulate_main
from bot.terminal import main as play_main
from bot.wrapping import display_width

Main = Callable[[Sequence[str]], int]

COMMANDS: dict[str, tuple[Main, list[str]]] = {
    "play": (play_main, []),
    "simulate": (simulate_main, []),
    "bot": (cli_main, []),
    "replay": (cli_main, ["replay"]),
    "run": (cli_main, ["run"]),
}


def helped(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
    argv: list[str],
) -> str:
    monkeypatch.setenv("COLUMNS", str(columns))
    main, before = COMMANDS[argv[0]]
    with pytest.raises(SystemExit) as exited:
        main([*before, *argv[1:]])
    assert exited.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("columns", [40, 60])
@pytest.mark.parametrize("lang", ["en", "sv"])
@pytest.mark.parametrize("command", COMMANDS)
def test_every_help_line_fits_the_terminal(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
    lang: str,
    command: str,
) -> None:
    text = helped(capsys, monkeypatch, columns, [command, "--help", "--lang", lang])
    wide = [line for line in text.splitlines() if display_width(line) > columns]
    assert not wide, "\n".join(wide)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_narrow_help_keeps_every_option_and_choice(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Broken, the help still says every option and every choice, each choice whole: no
    "on|" / "off]", no "boston-" / "play.sqlite3", no "foster-" / "decimal"."""
    narrow = helped(capsys, monkeypatch, 40, ["play", "--help", "--lang", lang])
    wide = helped(capsys, monkeypatch, 400, ["play", "--help", "--lang", lang])
    words = set(re.findall(r"[\w.-]+", wide))
    assert words <= set(re.findall(r"[\w.-]+", narrow)), words - set(re.findall(r"[\w.-]+", narrow))
    lines = narrow.splitlines()
    assert not [line for line in lines if line.endswith(("on|", "-"))], narrow
    assert "boston-play.sqlite3" in narrow
    assert "foster|foster-decimal|" in narrow
    # The usage's options stand in by "usage: " (or "användning: "), not under the command's end.
    usage = lines[: lines.index("")]
    prefix = "usage: " if lang == "en" else "användning: "
    assert all(line.startswith(" " * len(prefix) + "[") for line in usage[1:] if "[" in line[:20])


def test_a_refusal_s_usage_fits_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "40")
    with pytest.raises(SystemExit) as exited:
        play_main(["--colour", "red", "--lang", "sv"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "[--variant" in err
    assert all(display_width(line) <= 40 for line in err.splitlines()[:-1]), err


def test_fit_lines_breaks_between_words_before_choices() -> None:
    line = "            [--honours-on-failure on|off]"
    assert fit_lines(line, 38).splitlines() == [
        "            [--honours-on-failure",
        "              on|off]",
    ]
    choices = "  --variant {american,dawson,fontainebleau,mariland,nantes,russian,swedish,whisch}"
    assert fit_lines(choices, 38).splitlines() == [
        "  --variant",
        "    {american,dawson,fontainebleau,",
        "    mariland,nantes,russian,swedish,",
        "    whisch}",
    ]
    assert fit_lines("short line\n\n  kept", 38) == "short line\n\n  kept"
    # Nowhere to break: left whole, over the width.
    assert fit_lines("  " + "x" * 50, 38) == "  " + "x" * 50
