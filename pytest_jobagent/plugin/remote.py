"""The remote browser the command line names (--jobagent-browser-ws / --jobagent-browser-cdp), if any."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from .options import option

if TYPE_CHECKING:
    from pytest_jobagent.browser.remote import Endpoint


def remote_endpoint(config: pytest.Config) -> Endpoint | None:
    """The remote browser named on the command line (--jobagent-browser-ws / --jobagent-browser-cdp), if any."""
    ws, cdp = option(config, "browser-ws"), option(config, "browser-cdp")
    if ws and cdp:
        raise pytest.UsageError("--jobagent-browser-ws and --jobagent-browser-cdp name two browsers: give one")
    if not ws and not cdp:
        return None
    from pytest_jobagent.browser.remote import BrowserEndpointError, parse_endpoint

    try:
        if ws:
            return parse_endpoint("ws", ws, "--jobagent-browser-ws")
        if cdp:
            return parse_endpoint("cdp", cdp, "--jobagent-browser-cdp")
    except BrowserEndpointError as exc:
        raise pytest.UsageError(str(exc)) from None
    return None
