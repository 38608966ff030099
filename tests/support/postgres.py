"""A throwaway PostgreSQL server for tests: ``initdb`` in a temporary folder, a loopback port.

:func:`start` finds the server's programs (on ``PATH`` or in Debian's
``/usr/lib/postgresql/<version>/bin``), creates a cluster with trust authentication on
127.0.0.1 only, and starts it without fsync (a test server need not survive a power cut;
``durable=True`` keeps PostgreSQL's defaults, for benchmarks). The server refuses to run as
root, so as root it runs as the package's ``postgres`` user.
:func:`fresh_database` gives each test its own empty schema on it.

Setting ``BOSTON_TEST_POSTGRES_URL`` uses that server instead (databases are created and
dropped on it). When neither is possible the PostgreSQL half of the tests is skipped with the
reason, unless ``BOSTON_REQUIRE_POSTGRES=1`` (set by ``.ci/run``) makes that a failure.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

REQUIRE_ENV = "BOSTON_REQUIRE_POSTGRES"
URL_ENV = "BOSTON_TEST_POSTGRES_URL"


class Unavailable(Exception):
    """No PostgreSQL server can be started here; the message says why."""


def required() -> bool:
    return os.environ.get(REQUIRE_ENV, "") not in ("", "0")


def _bin_dir() -> Path:
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).resolve().parent
    for candidate in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (candidate / "initdb").exists() and (candidate / "pg_ctl").exists():
            return candidate
    raise Unavailable(
        "PostgreSQL's initdb and pg_ctl are not installed (apt-get install postgresql)"
    )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Server:
    """A running server; ``url`` names its ``postgres`` database."""

    url: str
    stop: Callable[[], None]

    def url_of(self, database: str) -> str:
        return self.url.rsplit("/", 1)[0] + "/" + database


def _as_postgres_user() -> tuple[dict[str, Any], int, int] | None:
    """How to run the server's programs: as ``postgres`` when we are root."""
    if os.geteuid() != 0:
        return None
    try:
        user = pwd.getpwnam("postgres")
    except KeyError as exc:
        raise Unavailable(
            "running as root and there is no 'postgres' user to run the server"
        ) from exc
    return {"user": user.pw_uid, "group": user.pw_gid}, user.pw_uid, user.pw_gid


@contextmanager
def start(*, durable: bool = False) -> Iterator[Server]:
    """A new server for the block; stopped and deleted after it. Without fsync unless
    ``durable``: then a commit waits for stable storage, as on a real server."""
    if os.environ.get(URL_ENV):
        yield Server(os.environ[URL_ENV], lambda: None)
        return
    bin_dir = _bin_dir()
    drop = _as_postgres_user()
    folder = Path(tempfile.mkdtemp(prefix="boston-pg-"))
    data = folder / "data"
    run_as: dict[str, Any] = {}
    if drop is not None:
        run_as, uid, gid = drop
        os.chown(folder, uid, gid)
    port = _free_port()
    try:
        subprocess.run(
            [bin_dir / "initdb", "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8",
             "--no-sync", "--no-instructions"],
            check=True, capture_output=True, **run_as,
        )  # fmt: skip
        options = f"-p {port} -c listen_addresses=127.0.0.1 -k {folder} -c max_connections=50"
        if not durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        subprocess.run(
            [bin_dir / "pg_ctl", "-D", data, "-o", options, "-l", folder / "log", "-w", "start"],
            check=True, capture_output=True, **run_as,
        )  # fmt: skip
    except (OSError, subprocess.CalledProcessError) as exc:
        shutil.rmtree(folder, ignore_errors=True)
        detail = getattr(exc, "stderr", b"") or b""
        raise Unavailable(
            f"could not start PostgreSQL: {exc} {detail.decode(errors='replace')}"
        ) from exc

    def stop() -> None:
        subprocess.run(
            [bin_dir / "pg_ctl", "-D", data, "-m", "immediate", "-w", "stop"],
            check=False, capture_output=True, **run_as,
        )  # fmt: skip
        shutil.rmtree(folder, ignore_errors=True)

    try:
        yield Server(f"postgresql://postgres@127.0.0.1:{port}/postgres", stop)
    finally:
        stop()


_names = itertools.count(1)


async def fresh_database(server: Server) -> str:
    """The URL of a new, empty schema on ``server``, as a database of its own: the URL sets
    ``search_path`` (asyncpg passes unknown URL parameters as settings). A schema costs a
    millisecond where a ``CREATE DATABASE`` costs a checkpoint."""
    name = f"boston_test_{os.getpid()}_{next(_names)}"
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f'CREATE SCHEMA "{name}"')
    finally:
        await conn.close()
    return f"{server.url}?search_path={name}"


async def drop_database(server: Server, url: str) -> None:
    """Drop what :func:`fresh_database` made."""
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f'DROP SCHEMA IF EXISTS "{url.rsplit("=", 1)[1]}" CASCADE')
    finally:
        await conn.close()
