"""Scenario fields for live-model flakiness: `skip:` and `xfail:` with their reasons, and `repeat:` that passes on a
share of passed runs, each run a step of its own in Allure."""

from __future__ import annotations

import json

PAGE = """<!doctype html><html><head><title>Jobs</title></head><body><main><h1>Open roles</h1><ul>
<li><a href="/1">Data Analyst</a> Berlin</li><li><a href="/2">Backend Engineer</a> Paris</li>
<li><a href="/3">Designer</a> Remote</li></ul></main></body></html>"""

SCENARIOS = """\
name: skipped
site: board
run: observe
skip: the board is being rebuilt
---
name: known bad
site: board
run: observe
xfail: the observer cannot count ten roles on a page of three
expect: {listings: {min: 10}}
---
name: repeated
site: board
run: observe
repeat: {runs: 3, pass_rate: 0.6}
expect: {listings: {min: 3}}
---
name: repeated and failing
site: board
run: observe
repeat: {runs: 2, pass_rate: 0.5}
expect: {listings: {min: 10}}
"""


def test_skip_xfail_and_repeat(pytester):
    (pytester.path / "sites" / "board").mkdir(parents=True)
    (pytester.path / "sites" / "board" / "index.html").write_text(PAGE)
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "board.yaml").write_text(SCENARIOS)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-rsx", "--alluredir=results")

    result.assert_outcomes(passed=1, failed=1, skipped=1, xfailed=1)
    result.stdout.fnmatch_lines(["*SKIPPED*the board is being rebuilt*",
                                 "*XFAIL*known bad*the observer cannot count ten roles*"])
    result.stdout.fnmatch_lines(["*repeat: 0 of 2 runs passed, below pass_rate 0.5*",
                                 "*run 1: scenario 'repeated and failing': 1 expectation(s) unmet*"])
    tests = {t["name"]: t for t in map(json.loads, map(lambda p: p.read_text(),
                                                      (pytester.path / "results").glob("*-result.json")))}
    steps = [s["name"] for s in tests["repeated"]["steps"]]
    assert steps == ["repeat: run 1 of 3", "repeat: run 2 of 3", "repeat: run 3 of 3"]
    assert all(s["status"] == "passed" for s in tests["repeated"]["steps"])
    assert [s["status"] for s in tests["repeated and failing"]["steps"]] == ["failed", "failed"]
    assert tests["repeated"]["steps"][0]["steps"][0]["name"] == "run observe"  # each run's phases inside its step
