"""Builders of the open-world tests: a plain local HTTP server (Python's http.server) in front of a folder, which a
scenario names by URL, a pytester project whose scenarios point at it, and the WebForms city portal's own server."""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from pytest_jobagent.serving import Serving

CITY_PORTAL = Path(__file__).resolve().parents[2] / "sites" / "cityjobs_webforms"


class PlainHandler(http.server.SimpleHTTPRequestHandler):
    """http.server's static files, with `/jobs` served from `jobs.html` (and, for a single-page app, unknown paths
    from `index.html`), as a web server's usual rewrite rules would; posts answered `{"ok": true}`. Every request
    line is kept."""

    spa = False
    seen: list[str]

    def translate_path(self, path: str) -> str:
        target = super().translate_path(path)
        if not os.path.exists(target) and os.path.exists(target + ".html"):
            return target + ".html"
        if self.spa and not os.path.exists(target) and not Path(target).suffix:
            return super().translate_path("/index.html")
        return target

    def do_POST(self) -> None:
        """A form post is read and answered with `{"ok": true}` (the application "received")."""
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        body = b'{"ok": true}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args) -> None:
        self.seen.append(f"{self.command} {self.path}")


class PlainServer:
    """A folder behind http.server on a free port of `host`; `stop()` takes it away for good."""

    def __init__(self, root: Path, *, host: str = "127.0.0.1", spa: bool = False):
        self.seen: list[str] = []
        handler = type("Handler", (PlainHandler,), {"spa": spa, "seen": self.seen})
        self._httpd = http.server.ThreadingHTTPServer((host, 0), functools.partial(handler, directory=str(root)))
        self._httpd.daemon_threads = True
        self.url = f"http://{host}:{self._httpd.server_address[1]}"
        self._serving = Serving(self._httpd, "plain")

    def stop(self) -> None:
        self._serving.stop()


@pytest.fixture
def plain_server() -> Iterator:
    """`plain_server(folder, spa=False, host="127.0.0.1")` -> a running PlainServer, stopped at the end."""
    servers: list[PlainServer] = []

    def start(root: Path, **kwargs) -> PlainServer:
        servers.append(PlainServer(root, **kwargs))
        return servers[-1]

    yield start
    for server in servers:
        try:
            server.stop()
        except OSError:
            pass


@pytest.fixture
def portal():
    """The portal's own server on a free loopback port (stopped by the test to replay without it)."""
    spec = importlib.util.spec_from_file_location("cityjobs_server", CITY_PORTAL / "server.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    server = module.make_server(port=0)
    serving = Serving(server, "cityjobs")
    yield serving
    serving.stop()
