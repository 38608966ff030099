"""The lobby's computer buttons on a phone: three share a row, so each label is
short enough to be shown whole (the hand view's bound, ``PHONE_LABEL``) and says its level;
before, all three were cut to the same "Add computer (…" / "Lägg till dator (…"."""

from __future__ import annotations

from pathlib import Path

from bot.i18n import t
from cogs.boston.hand_view import PHONE_LABEL
from tests.discord.driver import boston, open_table


async def test_the_computer_buttons_fit_a_phones_row(tmp_path: Path) -> None:
    levels = ("random", "heuristic", "strong")
    async with boston(tmp_path / "b.sqlite3") as harness:
        lobby, _ = await open_table(harness, harness.fake.user("north"))
        row = [c for c in lobby.walk_components() if "boston:lobby:" in str(c.get("custom_id"))]
        computers = [c for c in row if ":cpu-" in str(c["custom_id"])]
        assert [str(c["custom_id"]).rsplit("-", 1)[1] for c in computers] == list(levels)
        for button, level in zip(computers, levels, strict=True):
            label = str(button["label"])
            assert len(label) <= PHONE_LABEL and label.endswith(level), label


def test_every_language_s_computer_labels_fit() -> None:
    for lang in ("en", "sv"):
        for level in ("random", "heuristic", "strong"):
            label = t(lang, f"lobby.cpu.{level}")
            assert len(label) <= PHONE_LABEL, label
            assert label.endswith(t(lang, f"computer.{level}")), label
