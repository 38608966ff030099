"""The cards a text names, read in both ways the bot writes cards, for the tests' privacy scans.

The bot writes a single card as its label (``10♥``: card buttons, trick lines, the turned
card) and a hand grouped by suit (``♠ A K 5 · ♥ 10 2``: ``table_words.cards_text``, every hand it
shows). A scan that looked for labels only would pass a hand leaked the way the bot writes
hands, so every privacy check of the Discord tests (``tests/discord/driver.py``'s
``Table.assert_private`` and the hidden-information watch) finds cards here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.engine.cards import CARD_LABELS

SUITS = "♠♥♣♦"
LABEL = re.compile(r"^(10|[2-9JQKA])([♠♥♣♦])$")
RANK = re.compile(r"^(10|[2-9JQKA])$")
SPLIT = re.compile(r"[\s,;:()\[\]*`|\"'—\-]+")
"""What separates the words of a message (markdown and quotes included); ``·`` is a word of
its own, since it ends a suit's group (``♠ A K · ♥ 10``)."""
BY_LABEL = {label: card for card, label in enumerate(CARD_LABELS)}


def cards_named(text: str) -> set[int]:
    """Every card ``text`` names, as a label (``10♥``) or in a suit's group (``♥ A 10``: the
    ranks after a suit symbol, up to ``·`` or a word that is no card). A label inside a group
    stays its own card (NT-S3's ``♥ J♦ A 10``: the carte de boston heads the trumps)."""
    out: set[int] = set()
    current: str | None = None
    for token in SPLIT.split(text):
        if not token:
            continue
        if token == "·":
            current = None
            continue
        if len(token) == 1 and token in SUITS:
            current = token
            continue
        if LABEL.match(token):
            out.add(BY_LABEL[token])
            continue
        if current is not None and RANK.match(token):
            out.add(BY_LABEL[token + current])
            continue
        current = None
    return out


def labels_named(text: str) -> set[str]:
    """:func:`cards_named` as card labels (``A♠``), the way a hand view's buttons name them."""
    return {CARD_LABELS[card] for card in cards_named(text)}


def texts_of(payload: object) -> Iterator[str]:
    """Every string a message payload shows (content, embeds, component labels, file names),
    custom ids left out: they are no text, and they spell cards as codes (``AS``), not labels.
    A scan reads each string apart, so a line break (``\\n`` in JSON) always separates words."""
    if isinstance(payload, str):
        yield payload
    elif isinstance(payload, dict):
        for key, value in payload.items():  # pyright: ignore[reportUnknownVariableType]
            if key != "custom_id":
                yield from texts_of(value)
    elif isinstance(payload, list):
        for item in payload:  # pyright: ignore[reportUnknownVariableType]
            yield from texts_of(item)
