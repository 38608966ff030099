"""The command line: help, the missing-token exit, and replay (text, JSON, settle, errors)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.i18n import reader_lang
from bot.rule_flags import add_rule_flags

FIGURE1 = Path(__file__).parent / "fixtures" / "figure1.json"


def test_help_lists_the_subcommands() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bot", "--help"], capture_output=True, text=True, check=True
    ).stdout
    for command in ("run", "replay"):
        assert command in out


def test_rule_flags_show_their_defaults_as_typed_and_each_variants_own() -> None:
    """A flag's help gives its default the way it is typed (``on``/``off``/``none``, not
    Python's words), and a variant whose default differs is named with its own."""
    parser = argparse.ArgumentParser()
    add_rule_flags(parser)
    helps = {a.dest: a.help or "" for a in parser._actions}  # pyright: ignore[reportPrivateUsage]
    assert helps["rule_whister"].endswith("(dawson; default off)")
    assert helps["rule_pool_cap"].endswith("(dawson; default none)")
    assert helps["rule_honours_on_failure"].endswith("default on)")
    # NT: the dealer's deposit is 10 at Nantes, 50 at Fontainebleau and Russian Boston.
    assert helps["rule_deposit"].endswith("nantes; default 50; nantes 10)")
    assert not any(word in h for h in helps.values() for word in ("True", "False", "None"))


def test_no_token_exits_2_with_one_line_saying_what_to_put_in_env(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0] and ".env" in lines[0]


def test_replay_prints_deals_payments_protocol_and_balances(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", str(FIGURE1), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "A.E. and I.N. play off A.E.'s ål 96 (running number #1), rounded 100" in out
    assert "I.N. writes a bet of 96 + 2 × 16 = 128" in out
    assert "E.S. writes a bet of 96 + 3 × 8 = 120" in out
    assert "I.N. writes a bet of 120 + 1 × 8 = 128" in out
    # The sheet: Figure 1's strokes, declarer/whister numbers and running numbers.
    assert "96 ─1/0 #2" in out and "96 ─3/2 #1" in out and "128 ─3/1 #3" in out
    assert "120 ─" in out
    # A lost deal in the variant's word, as the score sheet and Discord say it.
    assert "7 spel (liten independence), andra färg, 6 tricks, lost by 1" in out


def test_replay_text_follows_the_readers_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The text replay speaks Swedish when asked, or when the locale is Swedish: each deal's
    summary, the payment lines (the ledger's own Swedish lines) and the protocol."""
    assert main(["replay", str(FIGURE1), "--lang", "sv"]) == 0
    asked = capsys.readouterr().out
    assert "Giv 1 · givare E.S.: A.E. med I.N. som whistare" in asked
    assert "I.N. sätter en bet om 96 + 2 × 16 = 128" in asked
    assert "Deal 1" not in asked and "writes a bet" not in asked
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "sv_SE.UTF-8")
    assert main(["replay", str(FIGURE1)]) == 0
    assert capsys.readouterr().out == asked


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "sv_SE.UTF-8"}, "sv"),
        ({"LC_MESSAGES": "sv_FI", "LANG": "en_GB.UTF-8"}, "sv"),
        ({"LC_ALL": "C.UTF-8", "LANG": "sv_SE.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_readers_language_comes_from_the_locale(environ: dict[str, str], lang: str) -> None:
    assert reader_lang(environ) == lang


def test_replay_json_is_the_record_format_output_and_is_stable(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", str(FIGURE1), "--json"]) == 0
    first = capsys.readouterr().out
    assert main(["replay", str(FIGURE1), "--json"]) == 0
    assert capsys.readouterr().out == first, "replaying twice gives the same output"
    data = json.loads(first)
    assert set(data) == {"deals", "balances", "protocol", "pool"}
    assert data["deals"][0]["net"] == {"1": -10, "2": 60, "3": -40, "4": -10}
    for deal in data["deals"]:
        assert sum(deal["net"].values()) == 0
    totals = {s: sum(d["net"][s] for d in data["deals"]) for s in "1234"}
    assert data["balances"] == totals
    protocol = data["protocol"]
    assert protocol["played_off"] == 3 and protocol["marks"] == 1
    values = [(e["seat"], e["kind"], e["value"], e["played_off"]) for e in protocol["entries"]]
    assert values == [
        (1, "al", 96, 2),
        (2, "al", 96, None),
        (3, "al", 96, 1),
        (4, "al", 96, None),
        (2, "bet", 128, 3),
        (4, "bet", 120, None),
        (2, "bet", 128, None),
    ]
    assert data["pool"] is None


def test_replay_settle_adds_betdelning_into_the_balances(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", str(FIGURE1), "--json"]) == 0
    before = json.loads(capsys.readouterr().out)["balances"]
    assert main(["replay", str(FIGURE1), "--json", "--settle"]) == 0
    data = json.loads(capsys.readouterr().out)
    settlement = data["settlement"]
    assert sum(settlement.values()) == 0
    assert data["balances"] == {s: before[s] + settlement[s] for s in "1234"}
    # Standing: S.H. 0, I.N. 96 + 128 = 224, A.E. 0, E.S. 96 + 120 = 216; mean 110.
    # I.N. pays 114 → 110, E.S. pays 106 → 110; S.H. and A.E. take 110 each.
    assert settlement == {"1": 110, "2": -110, "3": 110, "4": -110}


def test_a_bad_record_gets_one_error_line_with_the_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = json.loads(FIGURE1.read_text())
    record["deals"][2]["result"]["tricks"]["declarer"] = 15
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    # As /boston import says it: the record's field as typed in it.
    # Placed where the refused count stands in deal 3's result (RF-1.2), as a compiler
    # places it: at the field, not at the result holding it.
    text = path.read_text()
    key = '"result": '
    third = text.index(key, text.index(key, text.index(key) + 1) + 1)
    tricks = text.index('"tricks": ', third)
    column = text.index('"declarer": ', tricks) + len('"declarer": ') + 1
    assert text[column - 1 : column + 1] == "15"
    assert (
        err == f"{path}:1:{column}: deal 3: `tricks.declarer` must be a whole number from 0 to 13"
    )


def test_a_scored_deals_bad_field_is_placed_at_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """RF-1.2: the value refused, not the result object holding it; a refusal of several
    fields together (the side's tricks beside each other) stays at the result."""
    text = (
        '{"format": "boston-record/1", "variant": "swedish", "players": ["A", "B", "C", "D"],\n'
        ' "first_dealer": 1,\n'
        ' "deals": [\n'
        '  {"result": {"contract": "6", "declarer": 1, "trump_class": "plain", "whister": 2,\n'
        '    "tricks": {"declarer": 4, "whister": 4},\n'
        '    "honours": 5}}\n'
        " ]}\n"
    )
    path = tmp_path / "ho.json"
    path.write_text(text)
    assert main(["replay", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"{path}:6:16: deal 1: `honours` must be a whole number from 0 to 4"
    path.write_text(text.replace('"honours": 5', '"honours": 2, "conceded": "no"'))
    assert main(["replay", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"{path}:6:31: deal 1: `conceded` must be true or false"
    path.write_text(text.replace('"declarer": 4, "whister": 4', '"declarer": 9, "whister": 9'))
    assert main(["replay", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{path}:4:14: deal 1: ")  # the result object


def test_not_json_names_line_and_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format":\n  oops}')
    assert main(["replay", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}:2:3: not JSON")


def test_a_record_saved_as_utf16_replays_and_latin1_names_its_byte(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As ``/boston import`` reads a file (RF-1.3): Notepad's "Unicode" (UTF-16 with a mark)
    is text; a Latin-1 file is refused at its first byte that is not UTF-8, by position."""
    utf16 = tmp_path / "unicode.json"
    utf16.write_bytes(FIGURE1.read_text(encoding="utf-8").encode("utf-16"))
    assert main(["replay", str(utf16), "--lang", "en"]) == 0
    assert "96 ─3/2 #1" in capsys.readouterr().out
    latin1 = tmp_path / "latin1.json"
    latin1.write_bytes('{"format": 1,\n "players": ["Åsa"]}'.encode("latin-1"))
    assert main(["replay", str(latin1), "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{latin1}:2:15: the file is not UTF-8 text (the byte 0xC5 at line 2")
    assert len(err.splitlines()) == 1


def test_a_missing_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["sv", "en"])
def test_replay_settle_names_betdelning_once(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    """SV-P12's block opens "betdelning: kolumner …": no "Betdelning:" heading over it too
    (the Swedish replay said it twice)."""
    assert main(["replay", str(FIGURE1), "--settle", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.casefold().count("betdelning") == 1, out
    assert "  betdelning: " in out
