"""Static server for the bundled job sites (on loopback unless told otherwise): SPA fallback, form-post recording, cross-site links."""

from __future__ import annotations

import json
import mimetypes
import threading
import urllib.parse
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from pytest_jobagent.browser.hosts import serve_sites_on
from pytest_jobagent.errors import JobagentError
from pytest_jobagent.serving import Serving
from pytest_jobagent.submissions import Submission, parse_submission

LOOPBACK = "127.0.0.1"
# A site folder also holds its answers and tooling; an exploring agent must never be able to read them.
PRIVATE_NAMES = ("truth.json", "site.json")
PRIVATE_SUFFIXES = (".py", ".md")

# A site's files other than its documents (styles, scripts, images, fonts, data) may be kept by the browser for the
# context's life: each details page a collect opens would otherwise fetch and compile the site's scripts again (a
# details page of a small board loaded in 65 ms of CPU with them kept, 100 ms without). Documents and the server's own
# answers are never kept: a page is always read as the server has it now.
KEPT_FILES = "max-age=3600"
NOT_KEPT = "no-store"

CONFIRMATION_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Submission received</title></head><body><main>
<h1>Submission received</h1><p>Your form "{form}" was received.</p>
</main></body></html>"""



def _utf8(body: bytes) -> bool:
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True

class SiteNotFound(JobagentError, LookupError):
    """A scenario or test named a site that is not a folder under the sites root."""


class SiteServer:
    """One bundled site served alone at the root of its own loopback port."""

    def __init__(self, root: Path, registry: SiteRegistry | None = None, host: str = LOOPBACK):
        self.root = root.resolve()
        self.name = self.root.name
        self.registry = registry
        config_file = self.root / "site.json"
        self.config = json.loads(config_file.read_text()) if config_file.exists() else {}
        self._submissions: list[Submission] = []
        self._lock = threading.Lock()
        try:
            self._httpd = ThreadingHTTPServer((host, 0), _handler_for(self))
        except OSError as exc:
            raise OSError(f"site {self.name}: cannot listen on {host} ({exc.strerror or exc}); the site host "
                          "(--jobagent-site-host) must be an address of this machine") from None
        self._httpd.daemon_threads = True
        self._serving = Serving(self._httpd, f"site-{self.name}")

    @property
    def address(self) -> tuple[str, int]:
        host, port = self._httpd.server_address[:2]
        assert isinstance(host, str)  # an AF_INET server's address is (host str, port)
        return host, port

    @property
    def base_url(self) -> str:
        host, port = self.address
        return f"http://{host}:{port}"

    def url(self, path: str = "/") -> str:
        return urllib.parse.urljoin(self.base_url + "/", path.lstrip("/") if path != "/" else "")

    def record(self, sub: Submission) -> int:
        with self._lock:
            self._submissions.append(sub)
            return len(self._submissions) - 1

    def submissions(self) -> list[dict[str, Any]]:
        with self._lock:
            return [s.as_dict() for s in self._submissions]

    def clear_submissions(self) -> None:
        with self._lock:
            self._submissions.clear()

    def resolve(self, url_path: str) -> Path | None:
        """Map a URL path onto a file of the site, or None; never outside the site folder."""
        path = urllib.parse.unquote(url_path)
        candidates = [path]
        if path.endswith("/"):
            candidates = [path + "index.html"]
        elif not Path(path).suffix:
            candidates = [path, path + ".html", path + "/index.html"]
        for candidate in candidates:
            target = (self.root / candidate.lstrip("/")).resolve()
            if not target.is_relative_to(self.root):
                return None
            if target.is_file():
                if target.name in PRIVATE_NAMES or target.suffix in PRIVATE_SUFFIXES:
                    return None
                return target
        return None

    def close(self) -> None:
        self._serving.stop()


def _handler_for(site: SiteServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "jobagent-site/1"

        def log_message(self, format: str, *args: Any) -> None:  # quiet: tests read results, not logs
            pass

        def _send(self, status: int, body: bytes, content_type: str, headers: dict[str, str] | None = None) -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            if not any(key.lower() == "cache-control" for key in headers or {}):
                self.send_header("Cache-Control", NOT_KEPT)
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def _json(self, status: int, data: Any) -> None:
            self._send(status, json.dumps(data).encode(), "application/json")

        def do_HEAD(self) -> None:
            self.do_GET()

        def do_GET(self) -> None:
            parsed = urllib.parse.urlsplit(self.path)
            path = parsed.path
            if ".." in urllib.parse.unquote(path).split("/"):
                self._send(HTTPStatus.FORBIDDEN, b"path traversal refused", "text/plain")
                return
            if path == "/__submissions":
                self._json(HTTPStatus.OK, site.submissions())
                return
            if path == "/__submitted":
                form = urllib.parse.parse_qs(parsed.query).get("form", ["form"])[0]
                page = CONFIRMATION_PAGE.format(form=form.replace("<", "&lt;"))
                self._send(HTTPStatus.OK, page.encode(), "text/html; charset=utf-8")
                return
            if path.startswith("/__site/"):
                self._redirect_to_site(path, parsed.query)
                return
            target = site.resolve(path)
            if target is None and site.config.get("spa") and not Path(path).suffix:
                target = site.resolve("/index.html")
            if target is None:
                self._send(HTTPStatus.NOT_FOUND, f"not found: {path}".encode(), "text/plain")
                return
            ctype = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
            body = target.read_bytes()
            # a saved page in its own encoding (GBK, EUC-KR, Shift_JIS) says so in its <meta charset>: the header
            # names UTF-8 only for what is UTF-8, as the page's own server did, else leaves the browser to the page
            if (ctype.startswith("text/") or ctype in ("application/javascript", "application/json")) and _utf8(body):
                ctype += "; charset=utf-8"
            document = ctype.startswith(("text/html", "application/xhtml"))
            self._send(HTTPStatus.OK, body, ctype, {"Cache-Control": NOT_KEPT if document else KEPT_FILES})

        def _redirect_to_site(self, path: str, query: str) -> None:
            parts = path.split("/", 3)  # ['', '__site', name, rest]
            name = parts[2] if len(parts) > 2 else ""
            if site.registry is None or not name:
                self._send(HTTPStatus.NOT_FOUND, b"no site registry for cross-site links", "text/plain")
                return
            try:
                other = site.registry.serve(name)
            except SiteNotFound as exc:
                self._send(HTTPStatus.NOT_FOUND, str(exc).encode(), "text/plain")
                return
            target = other.url("/" + (parts[3] if len(parts) > 3 else "")) + (f"?{query}" if query else "")
            self._send(HTTPStatus.FOUND, b"", "text/plain", {"Location": target})

        def do_POST(self) -> None:
            parsed = urllib.parse.urlsplit(self.path)
            if not parsed.path.startswith("/__submit/"):
                self._send(HTTPStatus.METHOD_NOT_ALLOWED, b"only /__submit/<form> takes posts", "text/plain")
                return
            form = urllib.parse.unquote(parsed.path[len("/__submit/"):]) or "form"
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length)
            try:
                sub = parse_submission(form, self.headers.get("Content-Type", ""), body)
            except (ValueError, UnicodeDecodeError) as exc:
                self._json(HTTPStatus.BAD_REQUEST, {"ok": False, "error": f"could not parse the body: {exc}"})
                return
            index = site.record(sub)
            accept = self.headers.get("Accept", "")
            navigating = self.headers.get("Sec-Fetch-Mode") == "navigate" or (
                "text/html" in accept and self.headers.get("Sec-Fetch-Mode") is None
            )
            if navigating:
                location = "/__submitted?" + urllib.parse.urlencode({"form": form})
                self._send(HTTPStatus.SEE_OTHER, b"", "text/plain", {"Location": location})
            else:
                self._json(HTTPStatus.OK, {"ok": True, "form": form, "index": index})

    return Handler


class SiteRegistry:
    """Starts each site's server on first use and keeps it for the session, bound to `host` (loopback unless a
    browser on another machine must reach the sites: then an address of this machine it can reach)."""

    def __init__(self, root: Path, host: str = LOOPBACK):
        self.root = Path(root).resolve()
        self.host = host
        serve_sites_on(host)
        self._servers: dict[Path, SiteServer] = {}
        self._lock = threading.Lock()

    def locate(self, site: str, relative_to: Path | None = None) -> Path:
        """A site is a folder name under the sites root, or a path (relative to a scenario file): a folder with HTML
        pages, at its top or only in its own folders (a board whose pages all live under `/jobs/`)."""
        candidates = []
        if relative_to is not None:
            candidates.append((relative_to / site).resolve())
        candidates.append((self.root / site).resolve())
        for folder in candidates:
            if folder.is_dir() and next(folder.rglob("*.html"), None) is not None:
                return folder
        known = sorted(p.name for p in self.root.glob("*/") if not p.name.startswith(("_", ".")))
        raise SiteNotFound(
            f"site {site!r} not found under {self.root}"
            + (f" or {relative_to}" if relative_to else "")
            + f"; known sites: {', '.join(known) or 'none'} (set --jobagent-sites DIR or ini jobagent_sites)"
        )

    def serve(self, site: str, relative_to: Path | None = None) -> SiteServer:
        folder = self.locate(site, relative_to)
        with self._lock:
            if folder not in self._servers:
                self._servers[folder] = SiteServer(folder, registry=self, host=self.host)
            return self._servers[folder]

    def close(self) -> None:
        with self._lock:
            for server in self._servers.values():
                server.close()
            self._servers.clear()
