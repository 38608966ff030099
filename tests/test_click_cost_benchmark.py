"""The click-cost benchmark runs end to end (``benchmarks/click_cost.py``): two tables opened
through the lobby as a person opens them, people clicking, the bot's CPU and requests per
action reported. No timing is checked: only that it runs against today's lobby (its
**Computer: heuristic** button) and reports the requests it counted, with no rate-limit
response."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_click_cost_opens_tables_and_reports_requests_per_action() -> None:
    command = [
        sys.executable,
        str(ROOT / "benchmarks" / "click_cost.py"),
        *("--tables", "2", "--actions", "10", "--think", "0.2"),
    ]
    done = subprocess.run(command, cwd=ROOT, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    clicks = re.search(r"2 tables: (\d+) clicks", done.stdout)
    assert clicks is not None and int(clicks[1]) >= 10
    requests = re.search(r"requests per action: (.*); 429s: (\d+)", done.stdout)
    assert requests is not None and requests[2] == "0"
    assert "interaction answers" in requests[1] and "table-message edits" in requests[1]
