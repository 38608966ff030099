"""``python -m bot replay --settle`` on a record whose last deal is unfinished: the refusal
names the final settlement in words that fit every variant (``--settle`` closes Dawson's and
the French family's games too), not Swedish Boston's betdelning."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main
from tests.fuzz.test_fuzz_records import played_record


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "the last deal is unfinished, so no final settlement can be made (--settle)"),
        ("sv", "sista given är inte färdigspelad, så ingen slutavräkning kan göras (--settle)"),
    ],
)
def test_an_unfinished_dawson_game_is_refused_in_neutral_words(
    lang: str, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "unfinished.json"
    path.write_text(json.dumps(played_record(3, 1, "dawson")))  # odd seed: deal 1 unfinished
    assert main(["replay", str(path), "--settle", "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == f"{path}: {said}"
    assert "betdelning" not in err
