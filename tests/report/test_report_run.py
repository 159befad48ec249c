"""Scenario runs in a pytester project: live progress with -v, the session summary, and -n 2 completeness."""

import json
from pathlib import Path

SITE_HTML = """<!doctype html><html><head><title>Careers</title></head><body><main><h1>Apply</h1>
<form action="/__submit/apply" method="post"><label for="email">Email *</label>
<input id="email" name="email" type="email" required><button type="submit">Submit application</button>
</form></main></body></html>"""

SCENARIOS = """\
name: first
site: tinysite
run: observe
expect: {forms: {min: 1}}
---
name: second
site: tinysite
run: observe
expect: {forms: {equals: 3}}
"""


def make_project(pytester) -> None:
    site = pytester.path / "sites" / "tinysite"
    site.mkdir(parents=True)
    (site / "index.html").write_text(SITE_HTML)
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "tiny.yaml").write_text(SCENARIOS)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")


def test_parallel_run_keeps_events_results_and_summary_complete(pytester):
    make_project(pytester)
    result = pytester.runpytest_subprocess("scenarios", "-n", "2", "-p", "no:cacheprovider", "--alluredir=results",
                                           "--jobagent-events=out/events.jsonl")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*- jobagent summary -*", "2 scenarios (observe 2): 1 failed, 1 passed",
                                 "model calls: 0*"])
    records = [json.loads(line) for line in (pytester.path / "out/events.jsonl").read_text().splitlines()]
    for name in ("first", "second"):
        mine = [r["event"] for r in records if r["scenario"].endswith(f"::{name}")]
        assert mine[0] == "run_started" and mine[-1] == "run_finished", mine
    results = Path(pytester.path / "results")
    assert len(list(results.glob("*-result.json"))) == 2
    environment = (results / "environment.properties").read_text()
    assert "llm.record_mode=none" in environment and "browser.version=" in environment


def test_verbose_prints_progress_lines_and_quiet_does_not(pytester):
    make_project(pytester)
    loud = pytester.runpytest_subprocess("scenarios/tiny.yaml::first", "-v", "-p", "no:cacheprovider")
    loud.stdout.fnmatch_lines(["*tiny.yaml::first ", "    observe run on tinysite /", "    run passed",
                               "*tiny.yaml::first PASSED*"])
    quiet = pytester.runpytest_subprocess("scenarios/tiny.yaml::first", "-p", "no:cacheprovider")
    assert "observe run on tinysite" not in quiet.stdout.str()
    quiet.stdout.fnmatch_lines(["1 scenarios (observe 1): 1 passed"])
