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
    _check_engines(config)
    # Entry-point plugins load in no fixed order; a fixture of a plugin registered later overrides an
    # earlier one of the same name, so the overrides are registered now, after pytest-playwright.
    from . import playwright_overrides

    if not config.pluginmanager.is_registered(playwright_overrides):
        config.pluginmanager.register(playwright_overrides, OVERRIDES)


def _check_engines(config: pytest.Config) -> None:
    """`--browser firefox|webkit` needs Playwright's own build of that engine: stop at once, in one line, when it is
    missing (instead of a launch log in every test)."""
    from pytest_jobagent.browser.launch import engine_installed

    for name in dict.fromkeys(config.getoption("browser", None) or []):
        if name != "chromium" and not engine_installed(name):
            raise pytest.UsageError(f"--browser {name}: Playwright's {name} is not installed here; install it with "
                                    f"`python -m playwright install {name}`, or leave out --browser {name} to run on "
                                    "Chromium")
