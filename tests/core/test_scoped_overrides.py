"""The plugin's offline browser context is for scenario items only: an ordinary pytest-playwright test in the same
session keeps pytest-playwright's own context (no request blocked, Playwright's default timeouts)."""

from pathlib import Path

PAGE = """<!doctype html><html><head><title>Board</title></head><body><main><h1>Jobs</h1>
<img src="http://jobagent-check.invalid/pixel.png" alt=""></main></body></html>"""

SCENARIO = """\
name: blocked outside
site: board
run: observe
expect: {forms: {max: 0}}
"""

ORDINARY = '''
import pytest


def error_of(page):
    try:
        page.goto("http://jobagent-check.invalid/", timeout=15000)
    except Exception as exc:  # there is no network here either way; what matters is who stopped the request
        return str(exc)
    return ""


def test_ordinary_page_is_untouched(page):
    assert "ERR_BLOCKED_BY_CLIENT" not in error_of(page)


@pytest.mark.jobagent_offline
def test_a_test_that_asks_is_offline(page):
    assert "ERR_BLOCKED_BY_CLIENT" in error_of(page)
'''


def test_an_ordinary_playwright_test_is_left_alone_while_a_scenario_is_blocked(pytester):
    site = pytester.path / "sites" / "board"
    site.mkdir(parents=True)
    (site / "index.html").write_text(PAGE)
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "board.yaml").write_text(SCENARIO)
    pytester.makepyfile(test_ordinary=ORDINARY)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")
    events = Path(pytester.path) / "events.jsonl"
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "scenarios", "test_ordinary.py",
                                           f"--jobagent-events={events}")
    result.assert_outcomes(passed=3)
    assert '"event": "run_finished"' in events.read_text()
