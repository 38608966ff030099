"""Every slash command's English text written in the cogs (a ``locale_str``'s message, which
Discord shows to every locale the catalogue does not translate) is the English catalogue's
text of its key: the two are one text written twice, and a change to one alone shows a
different English in the command list than in the catalogue. Read from the cogs' source, so
every command, option and choice is covered without starting a bot."""

from __future__ import annotations

import ast
from pathlib import Path

from bot.i18n.en import MESSAGES

COGS = Path(__file__).resolve().parents[1] / "cogs"


def _written() -> list[tuple[str, int, str, str]]:
    """(file, line, key, English) of every ``_("…", key="…")`` in the cogs."""
    found: list[tuple[str, int, str, str]] = []
    for path in sorted(COGS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id != "_" or not node.args:
                continue
            key = next((k.value for k in node.keywords if k.arg == "key"), None)
            text = node.args[0]
            if isinstance(key, ast.Constant) and isinstance(text, ast.Constant):
                found.append((path.name, node.lineno, str(key.value), str(text.value)))
    return found


def test_the_cogs_english_is_the_catalogues() -> None:
    written = _written()
    assert len(written) > 50  # the commands, options and choices are all found
    differ = [
        f"{name}:{line} {key}: {text!r} != {MESSAGES.get(key)!r}"
        for name, line, key, text in written
        if MESSAGES.get(key) != text
    ]
    assert differ == []
