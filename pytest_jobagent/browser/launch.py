"""Finding a Chromium to drive, its launch options (a closed network, the pinned fonts), and blocking external
requests."""

from __future__ import annotations

import functools
import os
import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_jobagent.errors import JobagentError

from .fonts import font_env, fonts_mode

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext

CLOSED_NETWORK_ARGS = [
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-gpu",
]

# Debian's wrapper script (/usr/bin/chromium) prints a harmless warning; the real binary is quieter.
SYSTEM_CHROMIUMS = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser"]
# Chromium's headless shell (Debian's chromium-headless-shell): what Playwright itself runs headless. The full browser's
# headless mode costs about twice the CPU (its browser process alone three times) for the same pages and DOM.
SYSTEM_HEADLESS_SHELLS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"]

INSTALL_HINT = (
    "No Chromium found for Playwright. Install one of:\n"
    "  - Debian/Ubuntu as root:  apt-get install -y chromium-headless-shell chromium\n"
    "  - Playwright's own build: python -m playwright install chromium\n"
    "or point at a binary with --browser-executable PATH or JOBAGENT_CHROMIUM=PATH."
)

LOCAL_HOSTS = r"127\.\d+\.\d+\.\d+|localhost|\[::1\]"


def external_url(local_hosts: tuple[str, ...] = ()) -> re.Pattern[str]:
    """Every URL whose host is neither loopback nor one of `local_hosts` (where the site servers listen when a
    remote browser must reach them); evaluated inside Playwright's driver, not in Python."""
    hosts = "|".join([LOCAL_HOSTS, *(re.escape(h.lower()) for h in local_hosts)])
    return re.compile(rf"^(?!(?:https?|wss?)://(?:{hosts})(?::\d+)?(?:[/?#]|$))[a-z]+://")


EXTERNAL_URL = external_url()


class BrowserNotFound(JobagentError, RuntimeError):
    """No usable Chromium: the message says what to install."""


def _probe_playwright_chromium() -> str:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        return pw.chromium.executable_path


@functools.cache
def playwright_chromium() -> str | None:
    """Path of Playwright's own Chromium when it has been installed, else None.

    Asked in a thread of its own: the sync API refuses to start where an event loop already runs (inside a
    test session whose pytest-playwright fixtures are up)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        path = pool.submit(_probe_playwright_chromium).result()
    return path if path and Path(path).exists() else None


def _probe_engine(name: str) -> str:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        return getattr(pw, name).executable_path


def engine_installed(name: str) -> bool:
    """Whether Playwright's own build of `name` (firefox, webkit) is installed (asked in a thread, as above)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        path = pool.submit(_probe_engine, name).result()
    return bool(path) and Path(path).exists()


def find_chromium(explicit: str | None = None, *, headless: bool = True) -> str | None:
    """The executable to launch: explicit option, JOBAGENT_CHROMIUM, then None if Playwright's own
    browser exists (Playwright finds it, and runs its headless shell headless), then the system's headless shell
    (headless only), then the system Chromium; raises BrowserNotFound."""
    chosen = explicit or os.environ.get("JOBAGENT_CHROMIUM")
    if chosen:
        resolved = shutil.which(chosen) or chosen
        if not Path(resolved).exists():
            raise BrowserNotFound(f"browser executable {chosen!r} does not exist.\n{INSTALL_HINT}")
        return resolved
    if playwright_chromium():
        return None
    for candidate in (SYSTEM_HEADLESS_SHELLS if headless else []) + SYSTEM_CHROMIUMS:
        if Path(candidate).exists():
            return candidate
    raise BrowserNotFound(INSTALL_HINT)


def launch_options(executable: str | None, base: dict[str, Any] | None = None, *,
                   engine: str = "chromium", fonts: str | None = None) -> dict[str, Any]:
    """Playwright launch options with the closed-network flags added to whatever the caller had, and the pinned fonts
    (`fonts`: "pinned" or "system", default JOBAGENT_FONTS, else pinned; see `fonts.py`) in the browser's environment
    (the caller's `env`, else this process's, with fontconfig pointed at the pinned file). Chromium's only: Firefox
    and WebKit are launched with the caller's options alone."""
    options = dict(base or {})
    if engine != "chromium":
        return options
    args = list(options.get("args") or [])
    options["args"] = args + [flag for flag in CLOSED_NETWORK_ARGS if flag not in args]
    if executable:
        options["executable_path"] = executable
    env = font_env(fonts_mode(fonts), options.get("env"))
    if env is not None:
        options["env"] = env
    return options


def block_external_requests(context: BrowserContext) -> None:
    """Abort every request that would leave the machine, so saved real pages render offline."""
    context.route(EXTERNAL_URL, lambda route: route.abort("blockedbyclient"))
