"""Browser option, and late registration of the Playwright fixture overrides so they win over pytest-playwright's."""

from __future__ import annotations

import pytest

from .options import add

OVERRIDES = "jobagent-playwright-overrides"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("jobagent", "pytest-jobagent")
    add(
        group, "browser-executable", alias="--browser-executable", default=None, metavar="PATH",
        help="Chromium binary to drive (env JOBAGENT_CHROMIUM); default: Playwright's own, else /usr/bin/chromium",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "jobagent_offline: this test's Playwright context blocks every non-loopback request and uses "
                   "pytest-jobagent's short timeouts (scenario items have it; other tests are left alone)")
    # pytest-base-url (pulled in by pytest-playwright) defines its session fixture as an instance method;
    # pytest 9 warns on every run. Only that one warning is filtered.
    if hasattr(pytest, "PytestRemovedIn10Warning"):  # pytest 9 and later; on pytest 8 the category does not exist
        config.addinivalue_line(
            "filterwarnings", "ignore:Session-scoped fixtures defined as instance methods:pytest.PytestRemovedIn10Warning"
        )
    # Entry-point plugins load in no fixed order; a fixture of a plugin registered later overrides an
    # earlier one of the same name, so the overrides are registered now, after pytest-playwright.
    from . import playwright_overrides

    if not config.pluginmanager.is_registered(playwright_overrides):
        config.pluginmanager.register(playwright_overrides, OVERRIDES)
