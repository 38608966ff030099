"""The terminal's ``r`` heads the guide's rules with the table's own where it plays otherwise.

The guide states each variant's defaults ("the dealer pays the deposit (50)", "twelve
deals"); a playtest at ``python -m bot play --variant fontainebleau --deposit 100`` read them
under ``r`` with nothing about the table's deposit of 100. ``/boston help`` heads the same
text with "At your table: …" and which of the two holds; the terminal now does too, from the
same lines (:mod:`bot.table_rules`), and says nothing more at a table of the defaults.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.engine.variants import get_variant
from bot.engine.words import Lang
from bot.i18n import t
from bot.terminal import main


def rules_shown(db: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    """What ``r`` printed, read as one line (the terminal breaks long lines)."""
    argv = ["--db", str(db), "--seed", "1", "--level", "random", "--name", "Ann", *extra]
    assert main(argv, io.StringIO("r\nq\n")) == 0
    shown = capsys.readouterr().out.split("(? = words, r = rules", 1)[1]
    shown = shown.split("\n", 1)[1]  # the prompt's own line
    return " ".join(shown.split())


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_r_at_a_table_playing_otherwise_names_its_rules_first(
    lang: Lang, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """FB-L1's deposit set to 100: the header names it, then says the guide's are defaults."""
    argv = ["--variant", "fontainebleau", "--deposit", "100", "--lang", lang]
    db = tmp_path / "p.sqlite3"
    argv_lang = ["--db", str(db), "--seed", "1", "--level", "random", "--name", "Ann", *argv]
    assert main(argv_lang, io.StringIO("r\nq\n")) == 0
    out = " ".join(capsys.readouterr().out.split())
    at_table = t(lang, "help.at_table", settings="").split(":")[0]  # "At your table"
    head = out.split(f"{at_table}: ", 1)
    assert len(head) == 2, out
    header = head[1]
    name = get_variant("fontainebleau").words.variant_name(lang)
    assert header.startswith(name[:1].upper() + name[1:]), header[:200]
    assert "100" in header.split(".")[0], header[:200]  # the deposit as the table plays it
    defaults = " ".join(t(lang, "help.defaults_below").split())
    assert header.index(defaults) < header.index("(FB-L1)"), header[:400]


def test_r_at_a_default_table_shows_the_guide_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = rules_shown(tmp_path / "p.sqlite3", capsys, "--variant", "fontainebleau")
    assert "At your table" not in shown and "rules' defaults" not in shown
    assert shown.startswith("How a deal goes"), shown[:200]


def everything_shown(db: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> str:
    """All the terminal printed up to ``r`` and ``q``, read as one line."""
    argv = ["--db", str(db), "--seed", "1", "--level", "random", "--name", "Ann", *extra]
    assert main(argv, io.StringIO("r\nq\n")) == 0
    return " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_r_at_a_simplified_table_shows_its_payment_before_the_protocol(
    lang: Lang, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """SV-F1–SV-F3: a table paying the simplified way reads its own payment first; the
    protocol it does not keep follows under a line saying so, as ``/boston help`` gives it;
    a traditional table the other way round."""
    line = " ".join(t(lang, "help.not_played").replace("*", "").split())
    argv = ["--variant", "swedish", "--lang", lang]
    shown = everything_shown(tmp_path / "p.sqlite3", capsys, *argv, "--payment", "simplified")
    simplified = shown.index("(SV-F1–SV-F3)")
    assert simplified < shown.index(line) < shown.index("(SV-S"), shown[:600]
    traditional = everything_shown(tmp_path / "t.sqlite3", capsys, *argv)
    # the traditional table: its protocol first, the simplified payment under the line
    assert traditional.index("(SV-S") < traditional.index(line) < traditional.index("(SV-F1")


@pytest.mark.parametrize(
    ("lang", "traditional", "simplified"),
    [
        ("en", ("one mark on the protocol", "Base 48", "SV-S5"), ("Value 10.", "SV-F3")),
        ("sv", ("ett streck i protokollet", "Grund 48", "SV-S5"), ("Värde 10.", "SV-F3")),
    ],
)
def test_r_at_a_simplified_table_gives_no_protocol_before_the_line(
    lang: Lang,
    traditional: tuple[str, ...],
    simplified: tuple[str, ...],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """SV-F3: an all-pass deal at a simplified table just passes on, and its contracts are
    worth Table III's values: the play and the contracts said "one mark on the protocol
    (SV-B6)" and "Petite misère … Base 48" before the line, several screens before the
    simplified payment's own "All-pass deals just pass the deal on"."""
    line = " ".join(t(lang, "help.not_played").replace("*", "").split())
    argv = ["--variant", "swedish", "--lang", lang]
    shown = everything_shown(tmp_path / "p.sqlite3", capsys, *argv, "--payment", "simplified")
    played, _, rest = shown.partition(line)
    assert rest, shown[:600]
    for words in traditional:
        assert words not in played and words in rest, (words, played)
    for words in simplified:
        assert words in played, (words, played)
    shown = everything_shown(tmp_path / "t.sqlite3", capsys, *argv)
    played, _, rest = shown.partition(line)
    for words in traditional:
        assert words in played, (words, played)
    assert "Value 10." not in played and "Värde 10." not in played
