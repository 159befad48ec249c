"""The city portal built like ASP.NET WebForms (sites/cityjobs_webforms) is a URL site with a postback server of its
own: started here, for the scenarios of this folder, on the fixed loopback port their `site:` names (recordings
replay against the same address). Under pytest-xdist the first worker to bind the port serves every worker of the
run, and stops only once the others are done with it (each worker holds a lock on a file of its own in a folder while it uses it)."""

from __future__ import annotations

import errno
import fcntl
import importlib.util
import os
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from pytest_jobagent.serving import Serving

SITE = Path(__file__).resolve().parents[2] / "sites" / "cityjobs_webforms"
PORT = 47181  # the port in the scenarios' `site: http://127.0.0.1:47181`
USERS = Path(tempfile.gettempdir()) / f"jobagent-cityjobs-{PORT}"  # one file per process using the portal
WAIT_FOR_OTHERS_S = 1800


def _in_use(mark: Path) -> bool:
    """Whether a process still holds its mark: a lock the system lets go of when the process ends, however it ends (a
    pid in a file name would outlive it, and the pid be reused, by a thread even, and the server wait its 30 minutes).
    A mark nobody holds is taken away."""
    try:
        with mark.open("rb") as held:
            try:
                fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            mark.unlink(missing_ok=True)
            return False
    except FileNotFoundError:
        return False


def _serves_the_portal() -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{PORT}/JobSearch.aspx", timeout=5) as answer:
            return answer.status == 200
    except OSError:
        return False


@pytest.fixture(scope="session", autouse=True)
def cityjobs_portal() -> Iterator[None]:
    spec = importlib.util.spec_from_file_location("cityjobs_server", SITE / "server.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    USERS.mkdir(exist_ok=True)
    me = USERS / str(os.getpid())
    mark = me.open("wb")
    fcntl.flock(mark, fcntl.LOCK_SH)  # held while this process replays against the portal
    server = None
    try:
        server = module.make_server(port=PORT)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
        if not _serves_the_portal():
            pytest.fail(f"port {PORT} is taken by something other than the city portal these scenarios replay "
                        "against; free it (or stop the other process) and run again")
    serving = Serving(server, f"cityjobs-{PORT}") if server is not None else None
    yield
    me.unlink(missing_ok=True)
    mark.close()
    if serving is None:
        return
    deadline = time.monotonic() + WAIT_FOR_OTHERS_S  # the other workers of this run still replaying against it
    while time.monotonic() < deadline and any(_in_use(f) for f in USERS.iterdir()):
        time.sleep(0.5)
    serving.stop()
