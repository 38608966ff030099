"""An attached file's bytes as text (``/boston import``, ``/boston rulefile``): UTF-8, with or
without a byte-order mark, or UTF-16 / UTF-32 as JSON allows them (Notepad's "Unicode" is
UTF-16 with a byte-order mark). Anything else is refused naming where the first byte that
cannot be read stands, so the sender knows the file is in another encoding (Latin-1, say)
and where; ``bot.i18n.not_text_reason`` says it in the reader's language.

That text read as JSON (:func:`read_json`: a record, a card of prices, the lobby form's text):
as ``json.loads`` reads it, but a lone surrogate (``"\\ud800"``, half of a character pair) is
refused as bad JSON is, at its line and column, before any name or value holding it can reach
an answer, a message or a log, none of which can carry it.
"""

from __future__ import annotations

import json
import re
from typing import Any


class NotText(ValueError):
    """``data`` is not text in the encoding it looks like: the first bad byte (``byte``, such
    as ``0xE5``) at ``line`` and ``column`` (characters, both counted from 1, as JSON's
    errors count them) and ``offset`` (the byte's place in the file, counted from 1)."""

    def __init__(self, encoding: str, line: int, column: int, offset: int, byte: str) -> None:
        super().__init__(
            f"not {encoding} text: the byte {byte} at line {line}, column {column} "
            f"(byte {offset} of the file)"
        )
        self.encoding = encoding
        self.line = line
        self.column = column
        self.offset = offset
        self.byte = byte


_NAMES = {"utf-8": "UTF-8", "utf-8-sig": "UTF-8", "utf-16": "UTF-16", "utf-16-be": "UTF-16"}
_NAMES |= {"utf-16-le": "UTF-16", "utf-32": "UTF-32", "utf-32-be": "UTF-32", "utf-32-le": "UTF-32"}


def decode_file(data: bytes) -> str:
    """``data`` as text: its encoding told by a byte-order mark or by where JSON's first
    characters put their zero bytes (RFC 4627), else UTF-8; raise :class:`NotText` at the
    first byte that cannot be read in it."""
    encoding = json.detect_encoding(data)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        before = data[: exc.start].decode(encoding, errors="replace")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        raise NotText(
            _NAMES.get(encoding, encoding), line, column, exc.start + 1, f"0x{data[exc.start]:02X}"
        ) from None


LONE_SURROGATE = "Lone surrogate"
"""The message of :func:`read_json`'s refusal (``bot.i18n.JSON_PROBLEMS`` says it in words)."""

_ESCAPES = re.compile(r"\\(?:u([0-9a-fA-F]{4})|.)|[\ud800-\udfff]", re.DOTALL)
"""Each backslash escape of a JSON text (``\\\\`` taken whole, so the next one is not read as
an escape), and each surrogate code point that stands in the text itself."""


def read_json(text: str) -> Any:  # as json.loads: the caller checks what it holds
    """``text`` read as JSON, as ``json.loads`` reads it, but refusing a lone surrogate: a
    ``\\ud800`` escape that is not half of a pair stands for no character, and a name or
    value holding one cannot be written anywhere (Discord's JSON, UTF-8, a log). Raises
    ``json.JSONDecodeError`` at the first problem (line and column of the escape), or
    ``RecursionError`` / ``ValueError`` as ``json.loads`` does."""
    value = json.loads(text)
    where = lone_surrogate(text)
    if where is not None:
        raise json.JSONDecodeError(LONE_SURROGATE, text, where)
    return value


def lone_surrogate(text: str) -> int | None:
    """Where the first lone surrogate of a valid JSON ``text`` stands (its ``\\u`` escape, or
    the code point itself), counted from 0; None where there is none."""
    if "\\u" not in text and not _has_surrogate(text):
        return None  # the usual file: no escapes to read
    high: re.Match[str] | None = None  # a high half waiting for its low half right after it
    for found in _ESCAPES.finditer(text):
        code = int(found[1], 16) if found[1] else None
        if code is not None and 0xDC00 <= code <= 0xDFFF and high is not None:
            if high.end() != found.start():
                return high.start()
            high = None  # a pair: one character
            continue
        if high is not None:
            return high.start()
        if code is None:
            if found[0][0] != "\\":
                return found.start()  # a surrogate code point, not an escape
            continue
        if 0xD800 <= code <= 0xDBFF:
            high = found
        elif 0xDC00 <= code <= 0xDFFF:
            return found.start()
    return None if high is None else high.start()


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
