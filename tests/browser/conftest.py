"""Fixtures of the browser-layer tests: a module-scoped page (cheap on shared CPUs) and the local test pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.browser.launch import block_external_requests
from pytest_jobagent.siteserver import SiteServer

PAGES = Path(__file__).resolve().parent / "pages"
REALPAGES = Path(__file__).resolve().parents[3] / "shared" / "realpages"


@pytest.fixture(scope="session")
def test_pages():
    """tests/browser/pages served on a loopback port."""
    server = SiteServer(PAGES)
    yield server
    server.close()


@pytest.fixture(scope="module")
def mpage(browser):
    """One page per test module, external requests blocked; tests navigate it themselves."""
    context = browser.new_context()
    context.set_default_timeout(10_000)
    block_external_requests(context)
    page = context.new_page()
    yield page
    context.close()
