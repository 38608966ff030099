"""Malformed game records: to ``game_from_record`` and to ``python -m bot replay``.

Valid records (played deals from the engine, and the scored worked example) are mutated at
random — keys dropped, renamed or added, values replaced by every JSON type, lists truncated,
shuffled or duplicated, cards and seats bent. Expected (issue 9): a record is either read or
refused with :class:`RecordError`; a record that is read writes back out to itself; the command
line answers a bad file with one line on stderr and status 2, never a traceback.
``BOSTON_FUZZ_RECORDS`` sets the number of mutants (default 3,000).
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main as cli_main
from bot.engine.game import Game
from bot.engine.record import RecordError, game_from_record, game_to_record
from bot.engine.variants import new_game
from bot.tables.shuffle import SeededShuffler

ROOT = Path(__file__).resolve().parents[2]
COUNT = int(os.environ.get("BOSTON_FUZZ_RECORDS", "3000"))
ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    5,
    14,
    10**30,
    1.5,
    float("inf"),
    "",
    "ZZ",
    "7S 7S",
    "AS",
    "1S",
    "10H",
    "all-pass",
    "swedish",
    "x" * 10_000,
    [],
    [None],
    {},
    {"seat": 1},
    {"seat": 1, "pass": True},
    {"seat": 9, "play": "AS"},
    [[[[[]]]]],
]


def played_record(seed: int, deals: int, variant: str = "swedish") -> dict[str, Any]:
    """A record of ``deals`` deals played with random legal actions (the last one unfinished
    when ``seed`` is odd, so unfinished deals are fuzzed too)."""
    rng = random.Random(seed)
    game: Game = new_game(variant, {}, ["A", "B", "C", "D"], rng.randint(1, 4))
    shuffler = SeededShuffler(seed)
    for number in range(1, deals + 1):
        if game.current is not None or game.finished:
            break
        game.start_deal(*shuffler.deal(1, number))
        steps = 0
        while game.current is not None and game.to_act is not None:
            if number == deals and seed % 2 and steps > 20:
                break
            seat = game.to_act
            game.apply(rng.choice(game.legal_actions(seat)))
            steps += 1
    return game_to_record(game)


def seeds() -> list[dict[str, Any]]:
    scored = json.loads((ROOT / "tests/fixtures/figure1.json").read_text(encoding="utf-8"))
    return [
        scored,
        played_record(1, 2),
        played_record(2, 3),
        played_record(3, 1, "dawson"),
        played_record(4, 2, "dawson"),
    ]


def _odd(rng: random.Random) -> Any:
    """One of :data:`ODD_VALUES`, copied: a shared ``[]`` appended into itself by a later
    mutation would make the record a cycle."""
    return copy.deepcopy(rng.choice(ODD_VALUES))


def _containers(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out: list[tuple[Any, ...]] = []
    if isinstance(node, dict | list):
        out.append(path)
        items = node.items() if isinstance(node, dict) else enumerate(node)  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType,reportUnknownArgumentType]
        for key, child in items:  # pyright: ignore[reportUnknownVariableType]
            out.extend(_containers(child, (*path, key)))
    return out


def _at(node: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        node = node[key]
    return node


def _bend(value: Any, rng: random.Random) -> Any:
    """A near miss of ``value``: a card with a bad rank or suit, a seat off by one, a string
    with a character dropped."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([-1, 1, 4, -100, 2**63])
    if isinstance(value, str) and value:
        i = rng.randrange(len(value))
        return rng.choice(
            [value[:i] + value[i + 1 :], value[:i] + rng.choice("XZ1?♠ ") + value[i + 1 :]]
        )
    return _odd(rng)


def mutate(record: dict[str, Any], rng: random.Random) -> Any:
    data = copy.deepcopy(record)
    for _ in range(rng.randint(1, 3)):
        paths = _containers(data)
        path = rng.choice(paths)
        node = _at(data, path)
        if not node:
            if isinstance(node, list):
                node.append(_odd(rng))
            else:
                node["extra"] = _odd(rng)
            continue
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = rng.choice(keys)
        op = rng.randrange(7)
        if op == 0:
            del node[key]
        elif op == 1:
            node[key] = _odd(rng)
        elif op == 2:
            node[key] = _bend(node[key], rng)
        elif op == 3 and isinstance(node, dict):
            node[str(key) + rng.choice(["", "x", "_"])] = node.pop(key)
        elif op == 4 and isinstance(node, list):
            node.insert(rng.randrange(len(node) + 1), copy.deepcopy(rng.choice(node)))
        elif op == 5 and isinstance(node, list):
            rng.shuffle(node)
        else:
            node[key] = _bend(node[key], rng)
    return data


def test_every_mutant_record_is_read_or_refused_with_a_record_error() -> None:
    rng = random.Random(20261122)
    originals = seeds()
    for record in originals:  # read, written out, read again: the same record
        written = game_to_record(game_from_record(record))
        assert game_to_record(game_from_record(written)) == written
    read = refused = 0
    for n in range(COUNT):
        mutant = mutate(rng.choice(originals), rng)
        try:
            game = game_from_record(mutant)
        except RecordError:
            refused += 1
            continue
        except Exception as exc:  # the point of the test: nothing else may escape
            raise AssertionError(f"mutant {n} raised {exc!r}: {json.dumps(mutant)[:2000]}") from exc
        read += 1
        again = game_to_record(game)
        assert game_to_record(game_from_record(again)) == again, f"mutant {n} did not round-trip"
    assert refused > COUNT // 2 and read > 0


def _bad_files(tmp_path: Path, rng: random.Random, count: int) -> list[Path]:
    files: list[Path] = []
    raw: list[bytes] = [
        b"",
        b"{",
        b"[]",
        b"null",
        b"\xff\xfe\x00garbage",
        b'{"format": "boston-record/1", "deals": NaN}',
        b"[" * 100_000,
    ]
    originals = seeds()
    raw += [json.dumps(mutate(rng.choice(originals), rng)).encode() for _ in range(count)]
    for i, data in enumerate(raw):
        path = tmp_path / f"bad{i}.json"
        path.write_bytes(data)
        files.append(path)
    files.append(tmp_path)  # a directory, not a file
    files.append(tmp_path / "missing.json")
    return files


@pytest.mark.parametrize("settle", [False, True])
def test_replay_answers_bad_files_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], settle: bool
) -> None:
    rng = random.Random(7 + settle)
    for path in _bad_files(tmp_path, rng, 150):
        args = ["replay", str(path), *(["--settle"] if settle else [])]
        status = cli_main(args)
        out, err = capsys.readouterr()
        assert status in (0, 2), f"{path.name}: status {status}"
        assert "Traceback" not in out + err
        if status == 2:
            assert len(err.strip().splitlines()) == 1, f"{path.name}: {err!r}"


def test_python_m_bot_replay_refuses_a_bad_file_in_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe not a record")
    worse = tmp_path / "worse.json"
    worse.write_text(json.dumps({"format": "boston-record/1", "deals": [{"hands": 5}]}))
    for path in (bad, worse):
        done = subprocess.run(
            [sys.executable, "-m", "bot", "replay", str(path)],
            cwd=tmp_path,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 2
        assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
