"""Installed beside the usual pytest plugins (pytest-recording, pytest-httpx, pytest-asyncio, pytest-rerunfailures,
pytest-html), pytest starts, `--help` lists every plugin's options, and scenarios record and replay: with
pytest-recording present its own `--record-mode` drives the model cassettes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# the plugins and what they need that this project's environment does not already hold (installed without deps, so
# pytest and the rest stay the project's own)
PLUGINS = ["pytest-recording", "vcrpy", "pytest-httpx", "httpx", "httpcore", "h11", "certifi", "idna",
           "pytest-asyncio", "pytest-rerunfailures", "pytest-html", "pytest-metadata", "jinja2", "markupsafe"]

SITE = """<!doctype html><html><head><title>Jobs</title></head><body><main><h1>Open roles</h1>
<form role="search" action="/"><label for="q">Search jobs</label><input id="q" name="q" type="search">
<button>Search</button></form>
<ul><li><a href="/1">Data Analyst</a> Berlin</li><li><a href="/2">Backend Engineer</a> Paris</li>
<li><a href="/3">Designer</a> Remote</li></ul></main></body></html>"""

SCENARIOS = """\
name: board observed
site: board
run: observe
expect: {listings: {min: 3}}
---
name: board explored
site: board
run: explore
task: Find the search box and the job listings
expect:
  success: true
  key_elements:
    search_input: {resolves: true}
"""

ORDINARY = """
import pytest


@pytest.mark.asyncio
async def test_async_still_runs():
    assert True


def test_httpx_mock_fixture_is_there(httpx_mock):
    import httpx

    httpx_mock.add_response(url="https://api.example.com/", json={"ok": True})
    assert httpx.get("https://api.example.com/").json() == {"ok": True}
"""


@pytest.fixture(scope="session")
def plugins_target(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("plugins")
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target),
                           *PLUGINS], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"pip could not install the other plugins: {done.stderr[-2000:]}"
    return target


@pytest.fixture
def beside_plugins(pytester: pytest.Pytester, plugins_target: Path, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    monkeypatch.setenv("PYTHONPATH", str(plugins_target))
    site = pytester.path / "sites" / "board"
    site.mkdir(parents=True)
    (site / "index.html").write_text(SITE)
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "board.yaml").write_text(SCENARIOS)
    pytester.makepyfile(test_ordinary=ORDINARY)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n"
                     "asyncio_default_fixture_loop_scope = function\n")
    return pytester


def test_help_lists_every_plugin_and_keeps_the_short_names_other_plugins_own(beside_plugins: pytest.Pytester):
    result = beside_plugins.runpytest_subprocess("--help")

    assert result.ret == 0, result.stderr.str()
    out = result.stdout.str()
    for option in ("--jobagent-record-mode", "--jobagent-llm=", "--html=", "--reruns", "--block-network",
                   "--asyncio-mode", "--browser-channel"):
        assert option in out, f"{option} missing from --help"
    assert "same as --jobagent-record-mode" not in out  # pytest-recording owns --record-mode: no alias of ours
    assert "same as --jobagent-llm\n" in out or "same as --jobagent-llm " in out  # nobody owns --llm: kept
    assert "cannot be rewritten" not in result.stdout.str() + result.stderr.str()


def test_scenarios_record_and_replay_with_pytest_recordings_record_mode(beside_plugins: pytest.Pytester):
    # pytest-asyncio's tests run first: once pytest-playwright's session has started its sync API, an asyncio test in
    # the same process cannot run its own loop (a limitation of Playwright's sync API, with or without this plugin)
    record = beside_plugins.runpytest_subprocess("test_ordinary.py", "scenarios", "-p", "no:cacheprovider",
                                                 "--record-mode=once", "--llm=heuristic",
                                                 "--reruns=1", "--html=report.html")
    record.assert_outcomes(passed=4)
    cassettes = list((beside_plugins.path / "cassettes").rglob("*.yaml"))
    assert [c.name for c in cassettes] == ["board-explored.yaml"]  # recorded under pytest-recording's option
    assert (beside_plugins.path / "report.html").is_file()
    assert "cannot be rewritten" not in record.stdout.str()  # vcr.matchers registered before our import of vcr

    replay = beside_plugins.runpytest_subprocess("test_ordinary.py", "scenarios", "-p", "no:cacheprovider",
                                                 "--record-mode=none")
    replay.assert_outcomes(passed=4)
    assert "recording: none, cassettes in" in replay.stdout.str()
