"""``python -m bot play --deals N`` sets a new table's agreed number of deals (SV-F3, FB-G1,
NT-G2): the setting Discord's lobby sets as ``deals=24``, read and checked by the variant's
rules as the other rule flags are, its refusals in their words (naming ``--deals``), its help
in the setting's own words.

Before, the terminal had no way to choose a game's length: ``--deals 2`` was refused as an
unrecognised argument, and a game of American Boston was always its twelve deals.

Seed 5, random computers, the person answering "1" at every prompt (Enter between deals).
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from bot.engine.settings import RuleSettings, SettingSpec
from bot.engine.variants import get_variant
from bot.i18n import Lang
from bot.terminal import main

ARGS = ["--seed", "5", "--level", "random", "--name", "Anna"]


def play(db: Path, *extra: str, typed: str = "1\n" * 3000) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", str(db), *ARGS, *extra], io.StringIO(typed)) == 0
    return out.getvalue()


def refused(db: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    """The one line on stderr refusing the command, which exits with status 2."""
    with pytest.raises(SystemExit) as exited:
        play(db, *extra)
    assert exited.value.code == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


@pytest.mark.parametrize(
    ("lang", "length", "why"),
    [
        ("en", "Rules: American Boston · 2 deals", "The game is over: all 2 deals are played."),
        ("sv", "Regler: Amerikansk boston · 2 givar", "Spelet är slut: alla 2 givar är spelade."),
    ],
)
def test_two_agreed_deals_are_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: Lang, length: str, why: str
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    text = play(tmp_path / "p.sqlite3", "--variant", "american", "--deals", "2", "--lang", lang)
    lines = text.splitlines()
    assert length in lines, text[:1500]
    assert why in lines, text[-2000:]
    heads = {int(n) for n in re.findall(r"^(?:Deal|Giv) (\d+):", text, re.MULTILINE)}
    assert heads == {1, 2}


def test_a_finished_tables_variant_takes_deals_for_the_next(tmp_path: Path) -> None:
    """Without ``--variant`` the next table has the finished one's rules, ``--deals`` on top."""
    db = tmp_path / "p.sqlite3"
    play(db, "--variant", "american", "--deals", "1")
    again = play(db, "--deals", "3", typed="q\n")
    assert "Rules: American Boston · 3 deals" in again.splitlines(), again[:1500]


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        # FB-G1, NT-G2: a game there is a number of deals, never "no limit".
        (
            ("--variant", "nantes", "--deals", "0"),
            "`--deals` must be a whole number from 1 to 1000",
        ),
        (
            ("--variant", "american", "--deals", "x"),
            "`--deals` must be a whole number from 0 to 100000",
        ),
        (
            ("--variant", "swedish", "--deals", "-1"),
            "`--deals` must be a whole number from 0 to 100000",
        ),
    ],
)
def test_a_length_the_rules_refuse(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: tuple[str, ...], said: str
) -> None:
    line = refused(tmp_path / "p.sqlite3", capsys, *extra)
    assert line == f"python -m bot play: error: {said}", line
    assert not (tmp_path / "p.sqlite3").exists()


def test_a_length_refused_in_swedish(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(
        tmp_path / "p.sqlite3", capsys, "--variant", "nantes", "--deals", "0", "--lang", "sv"
    )
    assert line == "python -m bot play: fel: `--deals` måste vara ett heltal från 1 till 1000", line


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "--deals is not a setting of Swedish Boston (swedish)"),
        ("sv", "--deals är ingen inställning i svensk boston (swedish)"),
    ],
)
def test_a_variant_without_an_agreed_length_refuses_it_naming_the_variant(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    lang: Lang,
    said: str,
) -> None:
    """Every variant has the setting today; one whose rules had none would refuse ``--deals``
    as a rule flag of another variant is refused."""
    model = get_variant("swedish").settings_model
    kept = model.spec

    def without_deals(name: str) -> SettingSpec | None:
        return None if name == "deals" else kept(name)

    monkeypatch.setattr(model, "spec", without_deals)
    line = refused(
        tmp_path / "p.sqlite3", capsys, "--variant", "swedish", "--deals", "8", "--lang", lang
    )
    assert line.endswith(said), line


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_help_says_the_setting_in_its_own_words(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: Lang
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit):
        main(["--help", "--lang", lang])
    help_text = capsys.readouterr().out
    spec = RuleSettings.spec("deals")
    assert spec is not None
    line = next(line for line in help_text.splitlines() if line.strip().startswith("--deals N"))
    # "how many deals the game lasts (0: no limit; 1 to 1000 in …); default 0 (12 in
    # american, …; 40 in nantes)": the setting's own word for 0, as Discord's lobby says it.
    inside = {"en": "in", "sv": "i"}[lang]
    assert f" (0: {spec.word(0, lang)}; " in line, line
    assert f"(12 {inside} american, " in line and line.endswith(f"40 {inside} nantes)"), line
    assert line.count("(") == line.count(")") == 2, line
