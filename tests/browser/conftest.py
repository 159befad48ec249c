"""Fixtures of the browser-layer tests: the local test pages (the module-scoped `mpage` is in tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent import browser
from pytest_jobagent.siteserver import SiteServer

PAGES = Path(__file__).resolve().parent / "pages"
REALPAGES = Path(__file__).resolve().parents[3] / "shared" / "realpages"


@pytest.fixture(scope="session")
def test_pages():
    """tests/browser/pages served on a loopback port."""
    server = SiteServer(PAGES)
    yield server
    server.close()


@pytest.fixture
def observe(mpage, test_pages):
    """The page reader's observation of a test page, by its path under tests/browser/pages."""
    def observe(path: str):
        mpage.goto(test_pages.url(path))
        return browser.observe_page(mpage)

    return observe
