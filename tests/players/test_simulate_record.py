"""``python -m bot simulate --record FILE``: the simulated game as a ``boston-record/1`` record
(docs/rules/record-format.md) that ``python -m bot replay`` and ``/boston import`` read back to
the simulation's own final balances; ``--json``'s output stays the replay output with the record
under ``"record"``, which is not itself a record."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from bot import cli
from bot.engine.variants import VARIANTS
from bot.i18n import t, tn
from bot.simulate import main
from cogs.boston.import_worker import work


def _simulated(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    """The ``--json`` output of ``simulate argv``, run with status 0."""
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _replayed(capsys: pytest.CaptureFixture[str], path: Path) -> dict[str, object]:
    """``python -m bot replay path --json``'s output, run with status 0."""
    assert cli.main(["replay", str(path), "--json"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("seed", [1, 7])
def test_the_record_replays_to_the_simulated_balances(
    variant: str, seed: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """RF-2, RF-5.5: every variant's simulated game, written with ``--record``, is a record
    ``replay`` reads back deal for deal to the same final balances and settlement, and one
    ``/boston import`` replays."""
    path = tmp_path / "game.json"
    argv = ["--deals", "4", "--seed", str(seed), "--variant", variant, "--record", str(path)]
    simulated = _simulated(capsys, *argv)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written == simulated["record"]
    assert written["format"] == "boston-record/1" and written["variant"] == variant
    replayed = _replayed(capsys, path)
    for key in ("deals", "balances", "settlement", "pool", "protocol"):
        assert replayed.get(key) == simulated.get(key), key
    imported = work(path.read_bytes(), "en", "game")
    assert "error" not in imported, imported
    assert imported["head"] == tn("en", "import.done", 4)


def test_a_tour_over_before_the_deals_asked_replays_settled(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """SV-P11, SV-P12: a simulation whose tour ends first is settled (betdelning) in the record's
    replay as in the simulation."""
    path = tmp_path / "tour.json"
    simulated = _simulated(
        capsys, "--deals", "60", "--seed", "3", "--tour-length", "2", "--record", str(path)
    )
    assert simulated["settlement"] and len(simulated["deals"]) < 60  # type: ignore[arg-type]
    replayed = _replayed(capsys, path)
    assert replayed["balances"] == simulated["balances"]
    assert replayed["settlement"] == simulated["settlement"]


def test_the_record_of_a_simulation_through_the_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--db`` with ``--record``: the table's game is the record written, as in memory."""
    path = tmp_path / "db-game.json"
    argv = ["--deals", "3", "--seed", "5", "--level", "random"]
    in_memory = _simulated(capsys, *argv)
    simulated = _simulated(
        capsys, *argv, "--db", str(tmp_path / "s.sqlite3"), "--record", str(path)
    )
    assert simulated == in_memory
    assert json.loads(path.read_text(encoding="utf-8")) == in_memory["record"]
    assert _replayed(capsys, path)["balances"] == in_memory["balances"]


def test_the_json_output_is_not_a_record_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--json`` stays the replay output (record under ``"record"``), which ``replay`` refuses;
    the help says so and points to ``--record``."""
    path = tmp_path / "out.json"
    path.write_text(json.dumps(_simulated(capsys, "--deals", "2", "--seed", "1")))
    assert cli.main(["replay", str(path)]) == 2
    assert capsys.readouterr().err == f'{path}: "format" must be "boston-record/1"\n'
    for lang in ("en", "sv"):
        with pytest.raises(SystemExit):
            main(["--help", "--lang", lang])
        said = " ".join(capsys.readouterr().out.split())
        assert " ".join(t(lang, "simulate.record").split()) in said
        assert " ".join(t(lang, "simulate.json").split()) in said


def test_a_record_that_cannot_be_written_is_refused_before_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A missing folder, or a folder's name, is refused before any deal is played: one line
    naming the file, in the asker's language, status 2, nothing written."""
    path = tmp_path / "missing" / "game.json"
    for lang, said in (
        ("en", "cannot write the record: no such file or folder"),
        ("sv", "spelfilen kan inte skrivas: filen eller mappen finns inte"),
    ):
        with pytest.raises(SystemExit) as stopped:
            main(["--deals", "2", "--seed", "1", "--record", str(path), "--lang", lang])
        assert stopped.value.code == 2
        out, err = capsys.readouterr()
        assert out == "" and err.endswith(f": {path}: {said}\n")
    with pytest.raises(SystemExit):
        main(["--deals", "2", "--seed", "1", "--record", str(tmp_path)])
    assert f"{tmp_path}: cannot write the record: " in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_record_that_fails_as_it_is_written_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure only the write finds (a full disk) comes after the report, which stands."""
    path = tmp_path / "game.json"

    def full(*_: object, **__: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(Path, "write_text", full)
    assert main(["--deals", "2", "--seed", "1", "--record", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out.splitlines()[-1].startswith("Balances:")
    assert err == f"{path}: cannot write the record: {os.strerror(errno.ENOSPC)}\n"


def test_the_record_may_not_overwrite_the_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--record`` naming the ``--db`` file is refused before anything is played or written."""
    db = tmp_path / "s.sqlite3"
    with pytest.raises(SystemExit) as stopped:
        main(["--deals", "2", "--seed", "1", "--db", str(db), "--record", str(db)])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.endswith(
        f"python -m bot simulate: error: {t('en', 'simulate.record_is_db')}\n"
    )
    assert not db.exists()
