"""Site options and fixtures: the loopback servers of the bundled (or a team's own) job sites."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from pytest_jobagent.browser.hosts import SITES_HOST

from .options import option, setting

if TYPE_CHECKING:  # the servers (http.server) load when a test asks for a site
    from pytest_jobagent.siteserver import SiteRegistry, SiteServer


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent", "pytest-jobagent")
    group.addoption("--jobagent-sites", default=None, metavar="DIR", help="root folder of the sites to serve")
    group.addoption("--jobagent-site-host", default=SITES_HOST, metavar="HOST",
                    help="address the site servers listen on and their URLs name (default 127.0.0.1); with a "
                         "browser on another machine (--jobagent-browser-ws/-cdp), an address of this machine that "
                         "it can reach")
    parser.addini("jobagent_sites", "root folder of the sites to serve (default: sites/)", default="sites")


def sites_root(config: pytest.Config) -> Path:
    """--jobagent-sites (from the current directory), else ini jobagent_sites (from the rootdir)."""
    given = option(config, "sites")
    return Path(given).resolve() if given else (config.rootpath / setting(config, "sites")).resolve()


@pytest.fixture(scope="session")
def jobagent_sites(pytestconfig: pytest.Config) -> Iterator[SiteRegistry]:
    """The session's site registry: each site is started on first use on its own free port (of loopback, or of
    --jobagent-site-host)."""
    from pytest_jobagent.siteserver import SiteRegistry

    registry = SiteRegistry(sites_root(pytestconfig), host=pytestconfig.getoption("--jobagent-site-host"))
    yield registry
    registry.close()


@pytest.fixture(scope="session")
def serve_site(jobagent_sites: SiteRegistry) -> Callable[[str, Path | None], SiteServer]:
    """`serve_site("jobboard_spa")` -> a running SiteServer (.base_url, .url(path), .submissions())."""

    def serve(site: str, relative_to: Path | None = None) -> SiteServer:
        return jobagent_sites.serve(site, relative_to)

    return serve
