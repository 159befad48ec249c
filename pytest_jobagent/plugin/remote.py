"""The remote browser the command line names (--jobagent-browser-ws / --jobagent-browser-cdp), if any."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser.remote import BrowserEndpointError, Endpoint, parse_endpoint

from .options import option


def remote_endpoint(config: pytest.Config) -> Endpoint | None:
    """The remote browser named on the command line (--jobagent-browser-ws / --jobagent-browser-cdp), if any."""
    ws, cdp = option(config, "browser-ws"), option(config, "browser-cdp")
    if ws and cdp:
        raise pytest.UsageError("--jobagent-browser-ws and --jobagent-browser-cdp name two browsers: give one")
    try:
        if ws:
            return parse_endpoint("ws", ws, "--jobagent-browser-ws")
        if cdp:
            return parse_endpoint("cdp", cdp, "--jobagent-browser-cdp")
    except BrowserEndpointError as exc:
        raise pytest.UsageError(str(exc)) from None
    return None
