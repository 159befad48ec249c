"""Shared test fixtures: pytester for running pytest inside tests, paths of the repository, a module-scoped page, and
the `pages` folder beside a test module served on loopback."""

import os
from pathlib import Path

import pytest

from pytest_jobagent.browser.launch import block_external_requests
from pytest_jobagent.siteserver import SiteServer

pytest_plugins = ["pytester"]

REPO = Path(__file__).resolve().parent.parent

# pytester gives each inner session a HOME of its own; the caches the package keeps of what takes seconds to build
# (place names, the locale each text is read in, the pinned fontconfig) stay the user's, so inner sessions read them
os.environ.setdefault("XDG_CACHE_HOME", str(Path.home() / ".cache"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """This package's own tests drive the bundled sites on loopback: their pages are offline like a scenario's."""
    for item in items:
        if REPO / "tests" in Path(str(item.path)).parents:
            item.add_marker(pytest.mark.jobagent_offline)


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="module")
def mpage(browser):
    """One page per test module (cheap on shared CPUs), external requests blocked; tests navigate it themselves."""
    context = browser.new_context()
    context.set_default_timeout(10_000)
    block_external_requests(context)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="module")
def pages(request: pytest.FixtureRequest):
    """The `pages` folder beside the test module (tests/collect/pages, tests/steps/pages) served on a loopback port."""
    server = SiteServer(Path(str(request.path)).parent / "pages")
    yield server
    server.close()
