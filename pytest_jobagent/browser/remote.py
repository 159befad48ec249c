"""Browsers that live elsewhere: a Playwright server (`BrowserType.connect`, ws://) or any Chromium speaking CDP
(`connect_over_cdp`, http://), checked once before a session starts, with one clear error when nobody answers."""

from __future__ import annotations

import json
import re
import socket
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol
from urllib.parse import urlsplit

from pytest_jobagent.errors import JobagentError

if TYPE_CHECKING:
    from playwright.sync_api import Browser

Kind = Literal["ws", "cdp"]
CONNECT_TIMEOUT_MS = 30_000
PROBE_TIMEOUT_S = 5.0
# Launch options of the Python client only (signal handling of a local process; a server takes no env)
CLIENT_ONLY = ("handle_sigint", "handle_sigterm", "handle_sighup", "env")


class BrowserEndpointError(JobagentError, RuntimeError):
    """A remote browser endpoint that is down, refuses, or is not what its option says: the message names it."""


class RemoteBrowserType(Protocol):
    """The part of Playwright's `BrowserType` that reaches a browser elsewhere."""

    def connect(self, endpoint: str, **options: Any) -> Browser: ...

    def connect_over_cdp(self, endpoint_url: str, **options: Any) -> Browser: ...


@dataclass(frozen=True)
class Endpoint:
    """Where the browser is: `ws` a Playwright server (it launches one browser per connection), `cdp` a running
    Chromium's DevTools endpoint (its contexts are opened in that browser)."""

    kind: Kind
    url: str
    option: str = ""  # the command-line option it came from, for messages

    @property
    def address(self) -> tuple[str, int]:
        parts = urlsplit(self.url)
        default = 443 if parts.scheme in ("wss", "https") else 80
        return parts.hostname or "", parts.port or default

    def describe(self) -> str:
        source = f"{self.option} " if self.option else ""
        return f"{source}{self.url}"

    def hint(self) -> str:
        if self.kind == "ws":
            return ("start a Playwright server there (python -m playwright run-server --host HOST --port PORT "
                    "--unsafe; --unsafe lets this run name the Chromium binary and its flags), or leave the option "
                    "out to launch a local browser")
        return ("start Chromium there with --remote-debugging-port=PORT --remote-debugging-address=HOST "
                "(and --headless=new), or leave the option out to launch a local browser")


def parse_endpoint(kind: Kind, url: str, option: str = "") -> Endpoint:
    """`ws://host:port/path` for a Playwright server, `http://host:port` (or ws:// of a CDP socket) for CDP."""
    schemes = ("ws", "wss") if kind == "ws" else ("http", "https", "ws", "wss")
    parts = urlsplit(url)
    if parts.scheme not in schemes or not parts.hostname:
        example = "ws://127.0.0.1:3000/" if kind == "ws" else "http://127.0.0.1:9222"
        raise BrowserEndpointError(f"{option or kind} {url!r} is not a {'/'.join(schemes)} URL (e.g. {example})")
    return Endpoint(kind, url, option)


def probe(endpoint: Endpoint, timeout_s: float = PROBE_TIMEOUT_S) -> None:
    """Raise BrowserEndpointError unless something answers at the endpoint (for CDP: answers as DevTools does)."""
    host, port = endpoint.address
    try:
        with socket.create_connection((host, port), timeout=timeout_s):
            pass
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise BrowserEndpointError(f"browser endpoint {endpoint.describe()}: nothing answers at {host}:{port} "
                                   f"({reason.lower()}); {endpoint.hint()}") from None
    if endpoint.kind == "cdp" and endpoint.url.startswith(("http://", "https://")):
        version = endpoint.url.rstrip("/") + "/json/version"
        try:
            with urllib.request.urlopen(version, timeout=timeout_s) as reply:
                body = json.loads(reply.read() or b"{}")
        except (urllib.error.URLError, OSError, ValueError) as exc:
            raise BrowserEndpointError(f"browser endpoint {endpoint.describe()}: {version} does not answer as a "
                                       f"Chromium DevTools endpoint ({exc}); {endpoint.hint()}") from None
        if "webSocketDebuggerUrl" not in body:
            raise BrowserEndpointError(f"browser endpoint {endpoint.describe()}: {version} names no "
                                       f"webSocketDebuggerUrl; {endpoint.hint()}")


def wire_launch_options(options: dict[str, Any]) -> dict[str, Any]:
    """Python launch options as a Playwright server reads them from `x-playwright-launch-options`: protocol
    (camel case) names. Sent in snake case (as pytest-playwright does), the server ignores `executable_path` and
    launches a browser build that may not exist on its machine."""
    wire: dict[str, Any] = {}
    for key, value in options.items():
        if value is None or key in CLIENT_ONLY:
            continue
        if key == "ignore_default_args" and value is True:
            wire["ignoreAllDefaultArgs"] = True
            continue
        name = re.sub(r"_([a-z])", lambda m: m.group(1).upper(), key)
        wire[name] = str(value) if key in ("executable_path", "downloads_path", "traces_dir") else value
    return wire


def connect(browser_type: RemoteBrowserType, endpoint: Endpoint, launch_options: dict[str, Any] | None = None,
            **connect_options: Any) -> Browser:
    """The remote browser (a Playwright server launches one with `launch_options`; a CDP browser is already
    running and takes none). `connect_options` go to Playwright as they are (headers, timeout, slow_mo, ...). Any
    failure is a BrowserEndpointError naming the endpoint."""
    options = {"timeout": CONNECT_TIMEOUT_MS, **connect_options}
    try:
        if endpoint.kind == "ws":
            wire = json.dumps(wire_launch_options(launch_options or {}))
            options["headers"] = {"x-playwright-launch-options": wire, **(options.get("headers") or {})}
            return browser_type.connect(endpoint.url, **options)
        return browser_type.connect_over_cdp(endpoint.url, **options)
    except Exception as exc:  # noqa: BLE001 - Playwright's Error, a timeout, a refused socket: one message
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        hint = endpoint.hint()
        if endpoint.kind == "ws" and "Executable doesn't exist" in first:
            hint = ("the server launched its own browser build, which its machine lacks: a server started without "
                    "--unsafe ignores the binary this run names (--browser-executable); start it with --unsafe, or "
                    "install Playwright's browsers there (python -m playwright install chromium)")
        raise BrowserEndpointError(f"browser endpoint {endpoint.describe()}: {first}; {hint}") from None
