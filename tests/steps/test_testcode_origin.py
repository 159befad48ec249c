"""The one origin variable of generated test files (runs/testcode.py): a steps script and a cookbook export both read
JOBAGENT_BASE_URL; the names older files read (STEPS_BASE_URL, JOBAGENT_START_URL) still work, with a warning."""

from __future__ import annotations

import warnings

import pytest

from pytest_jobagent.cookbook import Cookbook, CookbookStep
from pytest_jobagent.runs.steps.repair import parse_script
from pytest_jobagent.runs.testcode import cookbook_script, steps_script

NAMES = ("JOBAGENT_BASE_URL", "STEPS_BASE_URL", "JOBAGENT_START_URL")


def _load(source: str, monkeypatch: pytest.MonkeyPatch, **env: str) -> tuple[dict, list[str]]:
    """Import the generated module's top level with these variables set; its globals and the warnings it gave."""
    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    namespace: dict = {"__name__": "generated"}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        exec(compile(source, "generated.py", "exec"), namespace)  # noqa: S102 - the file pytest-jobagent wrote
    return namespace, [str(w.message) for w in caught if issubclass(w.category, DeprecationWarning)]


@pytest.fixture
def script() -> str:
    return steps_script("search", "/jobs", "http://127.0.0.1:4321", [], [("h1", "Jobs")])


def test_a_steps_script_runs_where_the_one_variable_points(script, monkeypatch):
    namespace, warned = _load(script, monkeypatch)
    assert (namespace["BASE_URL"], warned) == ("http://127.0.0.1:4321", [])  # the origin it was made on
    assert _load(script, monkeypatch, JOBAGENT_BASE_URL="http://127.0.0.1:9")[0]["BASE_URL"] == "http://127.0.0.1:9"
    assert parse_script(script).origin == "http://127.0.0.1:4321"  # repair reads it back


def test_the_old_steps_variable_still_works_with_a_warning(script, monkeypatch):
    namespace, warned = _load(script, monkeypatch, STEPS_BASE_URL="http://127.0.0.1:8")
    assert namespace["BASE_URL"] == "http://127.0.0.1:8"
    assert warned == ["STEPS_BASE_URL is deprecated: set JOBAGENT_BASE_URL"]
    namespace, warned = _load(script, monkeypatch, STEPS_BASE_URL="http://127.0.0.1:8",
                              JOBAGENT_BASE_URL="http://127.0.0.1:9")
    assert (namespace["BASE_URL"], warned) == ("http://127.0.0.1:9", [])


def test_a_cookbook_export_starts_on_its_page_at_the_one_variables_origin(monkeypatch):
    cookbook = Cookbook(url_pattern="127.0.0.1/jobs/*/apply", task_pattern="apply",
                        steps=[CookbookStep(order=1, action="click", selector="#apply")])
    source = cookbook_script(cookbook, start_url="http://127.0.0.1:4321/jobs/7/apply?src=x")
    assert _load(source, monkeypatch)[0]["START_URL"] == "http://127.0.0.1:4321/jobs/7/apply?src=x"
    moved, warned = _load(source, monkeypatch, JOBAGENT_BASE_URL="https://jobs.example.com")
    assert (moved["START_URL"], warned) == ("https://jobs.example.com/jobs/7/apply?src=x", [])
    old, warned = _load(source, monkeypatch, JOBAGENT_START_URL="https://jobs.example.com/jobs/9/apply")
    assert old["START_URL"] == "https://jobs.example.com/jobs/9/apply"
    assert warned == ["JOBAGENT_START_URL is deprecated: set JOBAGENT_BASE_URL"]
    # exported without a start page: the variable names the page itself
    bare = cookbook_script(cookbook)
    assert _load(bare, monkeypatch, JOBAGENT_BASE_URL="https://x.example/a")[0]["START_URL"] == "https://x.example/a"
