"""docs/engine.md's module table names every module of ``bot/engine/`` (six were
missing), so a reader finds each one's place from the map."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_engine_map_names_every_engine_module() -> None:
    page = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    table = "\n".join(line for line in page.splitlines() if line.startswith("| `"))
    modules = sorted(p.name for p in (ROOT / "bot" / "engine").glob("*.py"))
    missing = [m for m in modules if m != "__init__.py" and f"`{m}`" not in table]
    assert not missing, f"docs/engine.md's table lacks {missing}"
