"""What the benchmarks' simulated people click: the enabled action buttons of a hand view and
a simple choice among them, plus the percentile used in their reports."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support.fake_model import FakeMessage  # noqa: E402


def enabled_actions(view: FakeMessage) -> dict[str, str]:
    """Action code → custom id of every enabled action button of a hand view."""
    return {
        b["custom_id"].split(":", 4)[4]: b["custom_id"]
        for b in view.buttons
        if not b.get("disabled") and b.get("custom_id", "").startswith("boston:act:")
    }


def choose(codes: dict[str, str], bid: bool) -> str:
    """Bid 5 once when allowed, else the first of pass / trumps / whist / discard / play."""
    if not bid and "bid.5.plain" in codes:
        return codes["bid.5.plain"]
    for prefix in ("pass", "trump.", "whist.invite", "whist.accept", "discard.", "play.", "merge"):
        for code, custom_id in codes.items():
            if code.startswith(prefix):
                return custom_id
    return ""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")
