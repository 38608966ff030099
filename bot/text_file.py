"""An attached file's bytes as text (``/boston import``, ``/boston rulefile``): UTF-8, with or
without a byte-order mark, or UTF-16 / UTF-32 as JSON allows them (Notepad's "Unicode" is
UTF-16 with a byte-order mark). Anything else is refused naming where the first byte that
cannot be read stands, so the sender knows the file is in another encoding (Latin-1, say)
and where; ``bot.i18n.not_text_reason`` says it in the reader's language.
"""

from __future__ import annotations

import json


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
