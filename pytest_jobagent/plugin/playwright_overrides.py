"""Overrides of pytest-playwright fixtures: system Chromium, closed-network flags, an offline context."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser.launch import BrowserNotFound, block_external_requests, find_chromium, launch_options

DEFAULT_TIMEOUT_MS = 10_000


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict, pytestconfig: pytest.Config) -> dict:
    """pytest-playwright's launch args plus the browser found and the flags a closed network needs."""
    try:
        executable = find_chromium(pytestconfig.getoption("--browser-executable"))
    except BrowserNotFound as exc:
        pytest.fail(str(exc), pytrace=False)
    return launch_options(executable, browser_type_launch_args)


@pytest.fixture
def context(new_context, request: pytest.FixtureRequest):
    """pytest-playwright's context. For scenario items and tests marked `jobagent_offline`: every non-loopback
    request blocked and short default timeouts; any other test gets pytest-playwright's context untouched."""
    ctx = new_context()
    if request.node.get_closest_marker("jobagent_offline") is not None:
        ctx.set_default_timeout(DEFAULT_TIMEOUT_MS)
        block_external_requests(ctx)
    return ctx
