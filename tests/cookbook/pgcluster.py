"""A throwaway PostgreSQL cluster on loopback for tests and benchmarks: initdb in a temp dir, free port, then delete.

initdb and postgres refuse to run as root. When we are root, the server programs run as the unprivileged user
`nobody` through subprocess's own user/group switch (no su, sudo or runuser needed), in a directory created with
mkdtemp under /tmp and handed to that user; otherwise they run as ourselves. The cluster listens on 127.0.0.1 only,
on a free port, with its unix socket inside the same directory, password (scram) authentication over TCP, and
durability switched off (fsync, synchronous_commit, full_page_writes): it is thrown away after the session.
"""

from __future__ import annotations

import os
import pwd
import re
import secrets
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Self

BIN_ENV = "JOBAGENT_PG_BIN"
INSTALL_HINT = "apt-get install -y postgresql-15"
UNPRIVILEGED_USER = "nobody"
SUPERUSER = "jobagent"
FAST_SETTINGS = ("fsync=off", "synchronous_commit=off", "full_page_writes=off", "max_connections=100")


class ClusterUnavailable(RuntimeError):
    """PostgreSQL cannot be started here (binaries missing, or no unprivileged user to run them as root)."""


def find_bindir() -> Path | None:
    """Folder with initdb and pg_ctl: $JOBAGENT_PG_BIN if set (and only it), else the newest
    /usr/lib/postgresql/*/bin (Debian's postgresql-NN), else the PATH."""
    if os.environ.get(BIN_ENV):
        candidates = [Path(os.environ[BIN_ENV])]
    else:
        versions = Path("/usr/lib/postgresql").glob("*/bin")
        candidates = sorted(versions, key=lambda p: [int(x) for x in re.findall(r"\d+", p.parent.name)], reverse=True)
        if found := shutil.which("initdb"):
            candidates.append(Path(found).parent)
    for bindir in candidates:
        if (bindir / "initdb").is_file() and (bindir / "pg_ctl").is_file():
            return bindir
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PgCluster:
    """initdb + pg_ctl start on start(), pg_ctl stop + delete on stop(); dsn() names a database in it."""

    def __init__(self, bindir: Path | None = None) -> None:
        self.bindir = bindir or find_bindir()
        if self.bindir is None:
            raise ClusterUnavailable(f"PostgreSQL server binaries (initdb, pg_ctl) not found: install them with "
                                     f"`{INSTALL_HINT}`, or point ${BIN_ENV} at their folder")
        self.run_as: dict[str, object] = {}
        self.owner: tuple[int, int] | None = None
        if os.geteuid() == 0:
            try:
                user = pwd.getpwnam(UNPRIVILEGED_USER)
            except KeyError:
                raise ClusterUnavailable(f"running as root and there is no {UNPRIVILEGED_USER!r} user "
                                         "to run initdb as (it refuses root)") from None
            self.owner = (user.pw_uid, user.pw_gid)
            self.run_as = {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": []}
        self.password = secrets.token_urlsafe(16)
        self.root: Path | None = None
        self.port = 0
        self.started_in_s = 0.0

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(self.bindir / args[0]), *args[1:]], check=False, cwd=self.root,
                              capture_output=True, text=True, timeout=60, **self.run_as)  # type: ignore[arg-type]

    def start(self, database: str = "cookbook") -> Self:
        began = time.perf_counter()
        self.root = Path(tempfile.mkdtemp(prefix="jobagent-pg-"))
        if self.owner:
            os.chown(self.root, *self.owner)
        pwfile = self.root / "pwfile"
        pwfile.write_text(self.password + "\n")
        if self.owner:
            os.chown(pwfile, *self.owner)
        init = self._run("initdb", "-D", str(self.root / "data"), "-U", SUPERUSER, f"--pwfile={pwfile}",
                         "--auth-local=trust", "--auth-host=scram-sha-256", "-E", "UTF8", "--locale=C",
                         "--no-sync", "--no-instructions")
        if init.returncode:
            self.stop()
            raise RuntimeError(f"initdb failed ({init.returncode}): {init.stderr.strip()[-2000:]}")
        for _attempt in range(3):  # the free port can be taken between probing and binding
            self.port = _free_port()
            options = [f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.root}"]
            options += [f"-c {setting}" for setting in FAST_SETTINGS]
            started = self._run("pg_ctl", "-D", str(self.root / "data"), "-l", str(self.root / "server.log"),
                                "-w", "-t", "30", "-o", " ".join(options), "start")
            if started.returncode == 0:
                break
        else:
            log = (self.root / "server.log").read_text(errors="replace")[-2000:]
            self.stop()
            raise RuntimeError(f"pg_ctl start failed: {started.stderr.strip()}\n{log}")
        self._create_database(database)
        self.started_in_s = time.perf_counter() - began
        return self

    def _create_database(self, database: str) -> None:
        import psycopg

        with psycopg.connect(self.dsn("postgres", driver=False), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{database}"')

    def dsn(self, database: str = "cookbook", *, driver: bool = False) -> str:
        """postgresql://jobagent:<password>@127.0.0.1:<port>/<database> (postgresql+psycopg:// with driver)."""
        scheme = "postgresql+psycopg" if driver else "postgresql"
        return f"{scheme}://{SUPERUSER}:{self.password}@127.0.0.1:{self.port}/{database}"

    def stop(self) -> None:
        if self.root is None:
            return
        if (self.root / "data" / "postmaster.pid").exists():
            self._run("pg_ctl", "-D", str(self.root / "data"), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)
        self.root = None

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
