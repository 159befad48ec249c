"""Finding Chromium, the closed-network launch flags, and external requests blocked in the page."""

import re

import pytest

from pytest_jobagent.browser.launch import (
    CLOSED_NETWORK_ARGS,
    EXTERNAL_URL,
    BrowserNotFound,
    find_chromium,
    launch_options,
)


@pytest.mark.parametrize("url", [
    "http://127.0.0.1:8000/jobs", "http://localhost/", "http://127.0.0.1:1", "ws://127.0.0.1:9/x", "http://[::1]:80/a",
])
def test_loopback_urls_are_not_external(url):
    assert not re.match(EXTERNAL_URL, url)


@pytest.mark.parametrize("url", [
    "https://cdn.example.invalid/app.js", "http://192.0.2.1/", "http://localhost.example.invalid/",
    "http://127.0.0.1.example.invalid/", "wss://socket.example.invalid/",
])
def test_other_urls_are_external(url):
    assert re.match(EXTERNAL_URL, url)


def test_launch_options_add_flags_once_and_keep_callers():
    options = launch_options("/usr/bin/chromium", {"headless": True, "args": ["--no-first-run", "--x"]})
    assert options["executable_path"] == "/usr/bin/chromium"
    assert options["headless"] is True
    assert options["args"].count("--no-first-run") == 1
    assert set(CLOSED_NETWORK_ARGS) <= set(options["args"]) and "--x" in options["args"]


def test_missing_explicit_browser_names_install_command(monkeypatch):
    monkeypatch.delenv("JOBAGENT_CHROMIUM", raising=False)
    with pytest.raises(BrowserNotFound, match=r"apt-get install -y chromium"):
        find_chromium("/nonexistent/chromium")


def test_env_variable_is_used(monkeypatch, tmp_path):
    fake = tmp_path / "chrome"
    fake.write_text("")
    monkeypatch.setenv("JOBAGENT_CHROMIUM", str(fake))
    assert find_chromium() == str(fake)


def test_no_browser_fails_tests_with_install_hint(pytester):
    pytester.makepyfile("def test_x(page):\n    page.goto('about:blank')\n")
    result = pytester.runpytest_subprocess("--browser-executable=/nonexistent/chromium", "-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*browser executable '/nonexistent/chromium' does not exist*",
                                 "*apt-get install -y chromium*"])


def test_external_requests_are_blocked_in_the_page(page):
    failed = []
    page.on("requestfailed", lambda r: failed.append((r.url, r.failure)))
    page.set_content('<img src="https://cdn.example.invalid/logo.png"><script src="http://static.example.invalid/x.js"></script>')
    page.wait_for_load_state("load")
    assert sorted(url for url, _ in failed) == [
        "http://static.example.invalid/x.js", "https://cdn.example.invalid/logo.png",
    ]
    assert all(failure.startswith("net::ERR_BLOCKED_BY_CLIENT") for _, failure in failed)


def test_launch_args_fixture_overrides_pytest_playwrights(browser_type_launch_args):
    # plugins load in no fixed order: the override must win whichever pytest-playwright registered first. It only
    # adds the Chromium to launch (where Playwright's own is missing); the closed-network flags are for the
    # scenario items' own browser, not for every test's
    assert browser_type_launch_args.get("executable_path") == find_chromium()
    assert not set(CLOSED_NETWORK_ARGS) & set(browser_type_launch_args.get("args") or [])


def test_find_chromium_works_while_playwright_runs(page):
    # pytest-playwright's fixtures keep an event loop running; the sync API refuses to start inside one
    from pytest_jobagent.browser.launch import playwright_chromium

    playwright_chromium.cache_clear()
    assert find_chromium() is not None or playwright_chromium() is not None


def test_firefox_and_webkit_get_no_chromium_flags():
    assert launch_options(None, {"headless": True}, engine="firefox") == {"headless": True}


def test_an_engine_that_is_not_installed_stops_the_run_in_one_line(pytester):
    from pytest_jobagent.browser.launch import engine_installed

    if engine_installed("firefox"):
        pytest.skip("Playwright's Firefox is installed here: nothing to refuse")
    pytester.makepyfile("def test_x(page):\n    page.goto('about:blank')\n")
    result = pytester.runpytest_subprocess("--browser", "firefox", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["ERROR: --browser firefox: Playwright's firefox is not installed here; install it "
                                 "with `python -m playwright install firefox`*"])
    assert "Traceback" not in result.stderr.str() + result.stdout.str()


def test_a_scenarios_action_and_navigation_timeouts_are_its_own(browser):
    from pytest_jobagent.browser.traffic import SiteTraffic, TrafficOptions

    context = browser.new_context()
    SiteTraffic(TrafficOptions(timeout_ms=700, navigation_timeout_ms=1300)).attach(context)
    context.route("http://127.0.0.1:9/slow", lambda route: None)  # never answered
    page = context.new_page()
    try:
        with pytest.raises(Exception, match="Timeout 1300ms"):
            page.goto("http://127.0.0.1:9/slow")
        other = context.new_page()
        other.set_content("<p>no button here</p>")
        with pytest.raises(Exception, match="Timeout 700ms"):
            other.locator("button").click()
    finally:
        context.close()


def test_headless_runs_prefer_the_headless_shell(monkeypatch, tmp_path):
    from pytest_jobagent.browser import launch

    shell, full = tmp_path / "chromium-headless-shell", tmp_path / "chromium"
    shell.write_text("")
    full.write_text("")
    monkeypatch.delenv("JOBAGENT_CHROMIUM", raising=False)
    monkeypatch.setattr(launch, "playwright_chromium", lambda: None)
    monkeypatch.setattr(launch, "SYSTEM_HEADLESS_SHELLS", [str(shell)])
    monkeypatch.setattr(launch, "SYSTEM_CHROMIUMS", [str(full)])
    assert find_chromium() == str(shell)
    assert find_chromium(headless=False) == str(full)  # a headed run needs the full browser
    shell.unlink()
    assert find_chromium() == str(full)
