"""Report options and hooks: the event-stream file, and Allure's environment and categories files."""

from __future__ import annotations

import platform
from importlib import metadata
from pathlib import Path

import pytest

from pytest_jobagent.report.allure import write_session_files
from pytest_jobagent.report.events_file import EventsFile


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent", "pytest-jobagent")
    group.addoption("--jobagent-events", default=None, metavar="FILE",
                    help="write every run event as a JSON line to FILE (followable live)")


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "not installed"


@pytest.fixture(scope="session")
def jobagent_events_file(pytestconfig: pytest.Config):
    option = pytestconfig.getoption("--jobagent-events")
    if not option:
        yield None
        return
    events = EventsFile(Path(option).resolve())
    yield events
    events.close()


@pytest.fixture
def jobagent_event_sinks(request: pytest.FixtureRequest, jobagent_events_file) -> list:
    """Listeners every scenario run publishes to (the runner subscribes them to its bus)."""
    sinks = []
    if jobagent_events_file is not None:
        sinks.append(jobagent_events_file.listener(request.node.nodeid))
    return sinks


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    results = getattr(config.option, "allure_report_dir", None)
    if not results or hasattr(config, "workerinput"):  # xdist workers leave it to the controller
        return
    write_session_files(Path(results), {
        "pytest-jobagent": _version("pytest-jobagent"),
        "python": platform.python_version(),
        "pytest": _version("pytest"),
        "playwright": _version("playwright"),
        "browser.executable": config.getoption("--browser-executable") or "auto",
        "sites": str(config.getoption("--jobagent-sites") or config.getini("jobagent_sites")),
    })
