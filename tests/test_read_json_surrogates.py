"""A file's or a form's JSON with a lone surrogate (``"\\ud800"``: half of a UTF-16 pair, no
character) is refused where it is read, with its line and column, as bad JSON is: a name or a
value holding one could not be written to Discord, to UTF-8 or to a log."""

from __future__ import annotations

import json

import pytest

from bot.i18n import json_reason
from bot.text_file import lone_surrogate, read_json


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ('{"\\ud800": 1}', 3),
        ('"\\udc00abc"', 2),
        ('["ok", "a\\ud800"]', 10),
        ('"\\ud800\\ud800\\udc00"', 2),  # the first high half has no low half after it
        ('"\\ud800x\\udc00"', 2),
        ('["\\ud83d", "\\ude00"]', 3),  # halves of a pair in two texts are two lone halves
        ('"\\uDBFF"', 2),
    ],
)
def test_a_lone_surrogate_is_refused_where_it_stands(text: str, column: int) -> None:
    with pytest.raises(json.JSONDecodeError) as refused:
        read_json(text)
    assert (refused.value.lineno, refused.value.colno) == (1, column)
    assert json_reason("en", refused.value) == (
        f"the file is not valid JSON at line 1, column {column}: a \\u escape here is half of "
        "a character pair (a lone surrogate), which is no text"
    )
    assert "surrogattecken" in json_reason("sv", refused.value)


def test_the_line_is_counted() -> None:
    with pytest.raises(json.JSONDecodeError) as refused:
        read_json('{\n  "players": ["\\ud800", "I.N."]\n}')
    assert (refused.value.lineno, refused.value.colno) == (2, 16)


@pytest.mark.parametrize(
    "text",
    ['"\\ud83d\\ude00"', '"\\\\ud800"', '"\\\\\\ud83d\\ude00"', '{"a": "\\u00e5\\n"}', "[1, 2]"],
)
def test_pairs_and_escaped_backslashes_read(text: str) -> None:
    assert read_json(text) == json.loads(text)
    assert lone_surrogate(text) is None


def test_a_surrogate_in_the_text_itself_is_refused() -> None:
    """Not from a file (its bytes could not be decoded so), but a form's text may hold one."""
    with pytest.raises(json.JSONDecodeError) as refused:
        read_json('{"a": "x\ud800"}')
    assert refused.value.colno == 9
