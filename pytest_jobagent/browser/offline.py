"""Contexts kept offline: every request to a host off this machine refused, and the refusal read as the block it is.

A local browser refuses them itself. The context's proxy is a loopback port that nothing listens on, and this
machine's hosts bypass it: a request to any other host, by name or by address, fails at once, and no request waits on
a route. That matters because any route makes Chromium hand every request of the context to Playwright's driver and
turns its HTTP cache off (a details page of a small board: 118 ms of CPU a load with the route, 65 ms without it and
with the site's scripts kept). A remote browser (its loopback is not ours) and a context that brings a proxy of its own
keep the route of `launch.block_external_requests`.

Either way a blocked request reads `net::ERR_BLOCKED_BY_CLIENT`: in a context this module made offline, `failure()`
reads the proxy's refusal as that block, so what a run reports and a model is told does not depend on how it was made.
"""

from __future__ import annotations

import socket
import threading
from typing import Any

from playwright.sync_api import BrowserContext

from .launch import block_external_requests
from .pagestate import ContextState

BLOCKED = "net::ERR_BLOCKED_BY_CLIENT"  # how Chromium reports a request a route aborted
REFUSED = "net::ERR_PROXY_CONNECTION_FAILED"  # how it reports one the refusing proxy did not take

# this machine's hosts, which go straight to the site servers: Chromium reads an address block, Playwright's driver (a
# context's `request`, its API calls) only names and addresses as they are
LOOPBACK_BYPASS = ("127.0.0.1", "127.0.0.1/8", "localhost", "[::1]")

_port_lock = threading.Lock()
_port: socket.socket | None = None


def _refusing_port() -> int:
    """A loopback port bound for this process's life and never listened on: a connection to it is refused at once,
    and no other program can take it meanwhile."""
    global _port
    with _port_lock:
        if _port is None:
            _port = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            _port.bind(("127.0.0.1", 0))
        return int(_port.getsockname()[1])


def context_args(local_hosts: tuple[str, ...] = ()) -> dict[str, Any]:
    """The new-context options of an offline context on a local browser: the refusing proxy, bypassed by loopback and
    by `local_hosts` (where the site servers listen besides loopback)."""
    bypass = ",".join([*LOOPBACK_BYPASS, *local_hosts])
    return {"proxy": {"server": f"http://127.0.0.1:{_refusing_port()}", "bypass": bypass}}


def keep_offline(context: BrowserContext, *, by_proxy: bool) -> None:
    """Make the context offline: by the refusing proxy it was made with (`by_proxy`, its options from
    `context_args`), else by the blocking route."""
    if by_proxy:
        ContextState.of(context).refused_by_proxy = True
    else:
        block_external_requests(context)


def failure(context: BrowserContext | None, text: str) -> str:
    """`text` (a request's failure, an error's message) with the refusing proxy's reason read as a block, in a context
    kept offline by it; as it is anywhere else (a proxy of the user's that failed is their proxy's failure)."""
    if REFUSED not in text or context is None:
        return text
    state = ContextState.peek(context)
    return text.replace(REFUSED, BLOCKED) if state is not None and state.refused_by_proxy else text
