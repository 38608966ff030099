"""``python -m bot replay`` settles a game that is over as ``/boston import`` does and as its
table did (RF-5.5): a finished tour's betdelning (SV-P11, SV-P12) without ``--settle``;
``--settle`` still settles a game not yet over, as ending it after its last deal would."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine.record import game_from_record, game_to_record
from bot.simulate import simulate
from cogs.boston.import_worker import work


def _finished_tour(tmp_path: Path) -> tuple[dict[int, int], Path]:
    """A Swedish tour of two betar played to its end (SV-P11): its final balances, betdelning
    included, and its record's file."""
    game = simulate(60, seed=4, variant="swedish", settings={"tour_length": 2})
    assert game.ledger.tour_over and game.final is not None and game.final.net()
    path = tmp_path / "tour.json"
    path.write_text(json.dumps(game_to_record(game)))
    return dict(game.balances), path


def test_rf_5_5_replay_settles_a_finished_tour_as_import_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    balances, path = _finished_tour(tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["balances"] == {str(seat): amount for seat, amount in balances.items()}
    assert sum(out["settlement"].values()) == 0
    # The text says the same balances, after the betdelning's lines.
    assert main(["replay", str(path), "--lang", "en"]) == 0
    text = capsys.readouterr().out
    assert "betdelning" in text
    # /boston import's answer: the same balances.
    said = work(path.read_bytes(), "en", "tour.json")["text"]
    names = game_from_record(json.loads(path.read_text())).players
    for seat, amount in balances.items():
        assert f"{names[seat - 1]} {amount:+d}" in said.split("```")[0], said
        assert f"{names[seat - 1]} {amount:+d}" in text, text


def test_rf_5_5_settle_still_settles_a_game_not_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Three deals of a tour of 24 betar: not over, so settled only with ``--settle``."""
    game = simulate(3, seed=4, variant="swedish", settings={})
    record = game_to_record(game)
    record["settings"] = {**game.settings, "deals": 0}  # no agreed number of deals
    path = tmp_path / "three.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path), "--json"]) == 0
    plain = json.loads(capsys.readouterr().out)
    assert "settlement" not in plain
    assert main(["replay", str(path), "--json", "--settle"]) == 0
    settled = json.loads(capsys.readouterr().out)
    assert sum(settled["settlement"].values()) == 0
    assert settled["balances"] == {
        seat: plain["balances"][seat] + settled["settlement"][seat] for seat in "1234"
    }
