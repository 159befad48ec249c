"""Where a cookbook store lives: database URLs, and engines for SQLite (WAL, BEGIN IMMEDIATE writes) and PostgreSQL.

SQLite runs in WAL mode with a busy timeout, and a transaction on a connection with the `cookbook_write` execution
option starts with BEGIN IMMEDIATE, so that a read-then-write (CookbookStore.save_from_trace) waits for the lock
instead of failing.
"""

from __future__ import annotations

import os
import sqlite3
import time
import weakref
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.pool import StaticPool

from pytest_jobagent.errors import JobagentError


class StoreError(JobagentError, RuntimeError):
    """The cookbook store cannot do what was asked."""


def database_url(target: str | os.PathLike[str]) -> URL:
    """SQLAlchemy URL for a path or URL: a plain path is a SQLite file, postgresql:// uses psycopg 3."""
    raw = os.fspath(target)
    if raw == ":memory:":
        return make_url("sqlite://")
    if "://" not in raw:
        return URL.create("sqlite", database=str(Path(raw).expanduser().resolve()))
    url = make_url(raw)
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    if url.get_backend_name() not in ("sqlite", "postgresql"):
        raise StoreError(f"cookbook store supports SQLite and PostgreSQL, not {url.get_backend_name()!r} "
                         f"({url.render_as_string(hide_password=True)})")
    return url


# Engines of live stores: a forked child must not share their pooled connections with its parent.
_ENGINES: weakref.WeakSet[Engine] = weakref.WeakSet()


def _dispose_after_fork() -> None:
    for engine in list(_ENGINES):
        engine.dispose(close=False)


os.register_at_fork(after_in_child=_dispose_after_fork)


def _enable_wal(cursor: Any, timeout_s: float) -> None:
    """Switch the file to WAL. SQLite answers "database is locked" at once, without waiting for busy_timeout,
    when another connection is writing a brand-new file in rollback mode; so wait and retry here."""
    deadline = time.monotonic() + timeout_s
    delay = 0.002
    while True:
        try:
            cursor.execute("PRAGMA journal_mode = WAL")  # answers the mode now in force (a file system without
            return  # shared memory keeps its old mode: that works too, only with less concurrency)
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(delay)
            delay = min(delay * 2, 0.1)


def _sqlite_engine(url: URL, busy_timeout_s: float) -> Engine:
    memory = url.database in (None, "", ":memory:")
    kwargs: dict[str, Any] = {"poolclass": StaticPool} if memory else {}
    engine = create_engine(url, connect_args={"timeout": busy_timeout_s, "check_same_thread": False}, **kwargs)

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # SQLAlchemy emits BEGIN itself (below)
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
        if not memory:
            _enable_wal(cursor, busy_timeout_s)
            cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(conn: Connection) -> None:
        # a write transaction takes the write lock up front, so it waits (busy_timeout) rather than fails later
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("cookbook_write") else "BEGIN")

    return engine


def connect(url: URL, busy_timeout_s: float) -> Engine:
    """The engine of the store at `url` (a SQLite file's folder is made first); disposed in a forked child."""
    if url.get_backend_name() == "sqlite":
        if url.database not in (None, "", ":memory:"):
            Path(url.database).parent.mkdir(parents=True, exist_ok=True)
        engine = _sqlite_engine(url, busy_timeout_s)
    else:
        try:
            engine = create_engine(url, pool_pre_ping=True)
        except ImportError as exc:
            raise StoreError(f"a PostgreSQL cookbook store needs its driver ({exc}): "
                             "pip install 'psycopg[binary]>=3.1'") from exc
    _ENGINES.add(engine)
    return engine
