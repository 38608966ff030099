"""A throwaway PostgreSQL server with the default durability, for the benchmarks' figures.

Run: ``.venv/bin/python benchmarks/pg_server.py`` — it prints the server's URL, then serves
until Ctrl-C (the data folder is deleted then). ``fsync`` and ``synchronous_commit`` are on,
so a commit is on stable storage as with SQLite's ``synchronous=FULL``: the comparison in
``docs/performance.md`` is fair. (The tests' servers run without fsync.)
"""

from __future__ import annotations

import signal
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support import postgres  # noqa: E402


def main() -> int:
    stop = {signal.SIGINT, signal.SIGTERM}
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)  # taken by sigwait, so the cleanup runs
    with postgres.start(durable=True) as server:
        print(server.url, flush=True)
        signal.sigwait(stop)
    return 0


if __name__ == "__main__":
    sys.exit(main())
