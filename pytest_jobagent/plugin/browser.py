"""Browser options and fixtures: system Chromium through pytest-playwright, closed-network flags, offline context."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser.launch import BrowserNotFound, block_external_requests, find_chromium, launch_options

DEFAULT_TIMEOUT_MS = 10_000


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent", "pytest-jobagent")
    group.addoption(
        "--browser-executable", default=None, metavar="PATH",
        help="Chromium binary to drive (env JOBAGENT_CHROMIUM); default: Playwright's own, else /usr/bin/chromium",
    )


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict, pytestconfig: pytest.Config) -> dict:
    """pytest-playwright's launch args plus the system browser and the flags a closed network needs."""
    try:
        executable = find_chromium(pytestconfig.getoption("--browser-executable"))
    except BrowserNotFound as exc:
        pytest.fail(str(exc), pytrace=False)
    return launch_options(executable, browser_type_launch_args)


@pytest.fixture
def context(new_context):
    """pytest-playwright's context with every non-loopback request blocked and short default timeouts."""
    ctx = new_context()
    ctx.set_default_timeout(DEFAULT_TIMEOUT_MS)
    block_external_requests(ctx)
    return ctx
