"""A digest of a database file's committed contents, to prove that a refusal wrote nothing.

Read through a second connection (WAL readers see exactly what is committed), dumped as SQL
text in a fixed order and hashed: two digests are equal when every row of every table is.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path


def digest(path: Path) -> str:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        text = "\n".join(conn.iterdump())
    finally:
        conn.close()
    return hashlib.sha256(text.encode()).hexdigest()
