"""``python -m bot replay`` says why a file cannot be read in the reader's language: the
system's own words ("No such file or directory") are English whatever ``--lang`` says."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from bot.cli import main


def test_a_missing_file_in_swedish(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "saknas.json"
    assert main(["replay", str(missing), "--lang", "sv"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"{missing}: kan inte läsas: filen eller mappen finns inte"


def test_a_folder_in_swedish(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path), "--lang", "sv"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == f"{tmp_path}: kan inte läsas: det är en mapp, inte en fil"


def test_permission_denied_in_swedish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "r.json"
    record.write_text("{}", encoding="utf-8")

    def denied(self: Path) -> bytes:
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "read_bytes", denied)
    assert main(["replay", str(record), "--lang", "sv"]) == 2
    assert capsys.readouterr().err.strip() == f"{record}: kan inte läsas: åtkomst nekas"


def test_another_reason_keeps_the_system_s_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    record = tmp_path / "r.json"
    record.write_text("{}", encoding="utf-8")

    def failing(self: Path) -> bytes:
        raise OSError(errno.EIO, "Input/output error", str(self))

    monkeypatch.setattr(Path, "read_bytes", failing)
    assert main(["replay", str(record), "--lang", "en"]) == 2
    assert capsys.readouterr().err.strip() == f"{record}: cannot read: Input/output error"
