"""Browser options (local binary, remote endpoint), and late registration of the Playwright fixture overrides so they win over pytest-playwright's."""

from __future__ import annotations

import pytest

from .options import add, dest_of, setting
from .remote import remote_endpoint

OVERRIDES = "jobagent-playwright-overrides"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent", "pytest-jobagent")
    add(
        group, "browser-executable", alias="--browser-executable", default=None, metavar="PATH",
        help="Chromium binary to drive (env JOBAGENT_CHROMIUM); default: Playwright's own, else /usr/bin/chromium; "
             "with --jobagent-browser-ws, the binary on the server's machine",
    )
    group.addoption(
        "--jobagent-browser-ws", dest=dest_of("browser-ws"), default=None, metavar="URL",
        help="connect to a Playwright server (python -m playwright run-server) instead of launching a browser: "
             "ws://host:port/ (pytest-playwright's connect_options fixture, when overridden, does the same)")
    add(group, "page-clock", default=None, choices=("run", "wall"),
        help="page time of the plugin's browser contexts: 'run' (default) Playwright's clock, paused and moved on by "
             "fixed amounts in each settle, so timed pop-ups, debounces and toasts come due after the same steps on "
             "any machine (recordings replay alike); 'wall' the wall clock (ini jobagent_page_clock)")
    parser.addini("jobagent_page_clock", "default of --jobagent-page-clock: run or wall", default="run")
    group.addoption(
        "--jobagent-browser-cdp", dest=dest_of("browser-cdp"), default=None, metavar="URL",
        help="attach to a running Chromium over CDP (started with --remote-debugging-port) instead of launching: "
             "http://host:port")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "jobagent_offline: this test's Playwright context blocks every non-loopback request and uses "
                   "pytest-jobagent's short timeouts (scenario items have it; other tests are left alone)")
    # pytest-base-url (pulled in by pytest-playwright) defines its session fixture as an instance method;
    # pytest 9 warns on every run. Only that one warning is filtered.
    if hasattr(pytest, "PytestRemovedIn10Warning"):  # pytest 9 and later; on pytest 8 the category does not exist
        config.addinivalue_line(
            "filterwarnings", "ignore:Session-scoped fixtures defined as instance methods:pytest.PytestRemovedIn10Warning"
        )
    _check_engines(config)
    _check_fonts(config)
    _check_remote_browser(config)
    _check_page_clock(config)
    # Entry-point plugins load in no fixed order; a fixture of a plugin registered later overrides an
    # earlier one of the same name, so the overrides are registered now, after pytest-playwright.
    from . import playwright_overrides

    if not config.pluginmanager.is_registered(playwright_overrides):
        config.pluginmanager.register(playwright_overrides, OVERRIDES)


def _check_engines(config: pytest.Config) -> None:
    """`--browser firefox|webkit` needs Playwright's own build of that engine: stop at once, in one line, when it is
    missing (instead of a launch log in every test)."""
    others = [name for name in dict.fromkeys(config.getoption("browser", None) or []) if name != "chromium"]
    if not others:
        return
    from pytest_jobagent.browser.launch import engine_installed

    for name in others:
        if not engine_installed(name):
            raise pytest.UsageError(f"--browser {name}: Playwright's {name} is not installed here; install it with "
                                    f"`python -m playwright install {name}`, or leave out --browser {name} to run on "
                                    "Chromium")


def _check_fonts(config: pytest.Config) -> None:
    """A JOBAGENT_FONTS that names no mode stops the session before the first test, in one line."""
    from pytest_jobagent.browser.fonts import FontsModeError, fonts_mode

    try:
        fonts_mode()
    except FontsModeError as exc:
        raise pytest.UsageError(str(exc)) from None


def _check_page_clock(config: pytest.Config) -> None:
    """A jobagent_page_clock that names no mode stops the session before the first test, in one line."""
    from pytest_jobagent.browser.pageclock import PageClockError, mode_of

    try:
        mode_of(setting(config, "page-clock"))
    except PageClockError as exc:
        raise pytest.UsageError(str(exc)) from None


def _check_remote_browser(config: pytest.Config) -> None:
    """A remote browser endpoint that nobody answers at stops the session before the first test, in one line."""
    endpoint = remote_endpoint(config)
    if endpoint is None:
        return
    if endpoint.kind == "cdp" and any(name != "chromium" for name in config.getoption("browser", None) or []):
        raise pytest.UsageError("--jobagent-browser-cdp attaches to Chromium only: leave out --browser firefox/webkit")
    if hasattr(config, "workerinput"):  # the xdist controller has checked it already
        return
    from pytest_jobagent.browser.remote import BrowserEndpointError, probe

    try:
        probe(endpoint)
    except BrowserEndpointError as exc:
        raise pytest.UsageError(str(exc)) from None
