"""Fixtures of the collect tests: the small boards of tests/collect/pages served on a loopback port."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.siteserver import SiteServer

PAGES = Path(__file__).resolve().parent / "pages"


@pytest.fixture(scope="module")
def boards():
    """tests/collect/pages served on a loopback port."""
    server = SiteServer(PAGES)
    yield server
    server.close()
