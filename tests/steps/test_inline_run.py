"""A generated test runs in this process as pytest runs it in a subprocess: the same verdict, and when it fails, the
same failing line and error, as the repair reads them."""

from __future__ import annotations

from pathlib import Path

from pytest_jobagent.runs.steps.inline import run_inline, runnable
from pytest_jobagent.runs.steps.repair import failing_line, first_error, parse_script
from pytest_jobagent.runs.steps.result import CommandRecord, StepResult
from pytest_jobagent.runs.testcode import run_script, steps_script

SHORT = """import pytest


@pytest.fixture(autouse=True)
def _action_timeout(page):
    page.set_default_timeout(1000)
"""


def script(selector: str) -> str:
    step = StepResult(index=1, text="Open the first job", status="complete", commands=[
        CommandRecord(action="click", selector=selector, success=True)])
    # the heading changes 400 ms after the click, as a client-side route renders: the check waits for it
    return steps_script("late route", "/late.html", "http://127.0.0.1:9", [step], [("h1", "Food Safety & Quality Manager")])


def both(source: str, tmp_path: Path, origin: str, browser, *, short: bool = False) -> tuple[tuple, tuple]:
    path = tmp_path / "test_generated.py"
    path.write_text(source)
    if short:
        (tmp_path / "conftest.py").write_text(SHORT)
    return run_script(str(path), origin, args=("--tb=short",)), \
        run_inline(source, path.name, origin, browser, timeout_ms=1000 if short else 30_000)


def test_a_passing_test_passes_in_both(pages, browser, tmp_path):
    (sub_ok, sub_out), (ok, out) = both(script("#open"), tmp_path, pages.url("/").rstrip("/"), browser)
    assert sub_ok and "1 passed" in sub_out, sub_out
    assert ok and "test_late_route PASSED" in out, out


def test_a_failing_test_fails_in_both_at_the_same_line_with_the_same_error(pages, browser, tmp_path):
    source = script("#gone")
    (sub_ok, sub_out), (ok, out) = both(source, tmp_path, pages.url("/").rstrip("/"), browser, short=True)
    assert not sub_ok and not ok
    body = parse_script(source, "test_generated.py").body
    line = failing_line(out, "test_generated.py", body)
    assert line is not None and line == failing_line(sub_out, "test_generated.py", body)
    assert "locator('#gone').click()" in source.splitlines()[line - 1]
    assert first_error(out) == first_error(sub_out)
    assert first_error(out).startswith("playwright._impl._errors.TimeoutError: Locator.click: Timeout 1000ms")


def test_a_test_that_needs_other_fixtures_goes_to_pytest():
    assert runnable(script("#open"))
    assert not runnable("def test_x(page, tmp_path):\n    pass\n")
    assert not runnable("def test_x(page:\n")
    assert not runnable("def helper(page):\n    pass\n")
