"""The players' guide in ``docs/rules/``: the one source of every explanation a player reads.

The Markdown files there are written for the repository's readers; the parts a player is
shown elsewhere (``/boston help``, the terminal's ``?``) are marked in them with
``<!-- help:TOPIC -->`` … ``<!-- /help -->``. English files are ``docs/rules/NAME.md``, their
Swedish counterparts ``docs/rules/sv/NAME.md`` with the same marks. Nothing here copies text:
the docs are read as they are, so a change to a doc is a change to the help.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Literal

from bot.i18n import Lang

RULES_DIR = Path(__file__).resolve().parents[1] / "docs" / "rules"
"""Read from the checkout the bot runs from (the project is installed editable)."""

Topic = Literal["play", "contracts", "payments", "glossary", "commands"]
TOPICS: tuple[Topic, ...] = ("play", "contracts", "payments", "glossary", "commands")
TOPIC_NAMED: dict[str, Topic] = {topic: topic for topic in TOPICS}
"""A topic from its name as a command option carries it."""

_FILE_OF: dict[Topic, str] = {"glossary": "glossary", "commands": "commands"}
"""Topics kept in one file for both rule systems; the others are in each variant's guide."""

_LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")


class GuideMissing(LookupError):
    """A guide file or a marked section is not where the help expects it."""


def guide_file(name: str, lang: Lang) -> Path:
    return RULES_DIR / name if lang == "en" else RULES_DIR / lang / name


@cache
def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise GuideMissing(f"{path}: {exc.strerror}") from None


def section(topic: Topic, lang: Lang, variant: str = "swedish") -> str:
    """The marked section ``topic`` of the guide in ``lang``, as Markdown without the marks
    and with links reduced to their text (they point at files a chat reader cannot open)."""
    name = _FILE_OF.get(topic, variant) + ".md"
    text = _read(guide_file(name, lang))
    found = re.search(rf"<!-- help:{topic} -->\n(.*?)<!-- /help -->", text, re.DOTALL)
    if found is None:
        raise GuideMissing(f"{guide_file(name, lang)}: no section marked help:{topic}")
    return _LINK.sub(r"\1", found[1]).strip()


def pages(text: str, limit: int) -> list[str]:
    """``text`` cut into pages of at most ``limit`` characters, between paragraphs where it
    can, between lines otherwise (a paragraph longer than a page)."""
    result: list[str] = []
    current = ""
    for block in text.split("\n\n"):
        pieces = [block] if len(block) <= limit else _lines(block, limit)
        for piece in pieces:
            joined = f"{current}\n\n{piece}" if current else piece
            if len(joined) <= limit:
                current = joined
            else:
                result.append(current)
                current = piece
    if current:
        result.append(current)
    return result


def _lines(block: str, limit: int) -> list[str]:
    out: list[str] = []
    current = ""
    for line in block.splitlines():
        line = line[:limit]
        joined = f"{current}\n{line}" if current else line
        if len(joined) <= limit:
            current = joined
        else:
            out.append(current)
            current = line
    if current:
        out.append(current)
    return out
