"""Debugging joined up: a failed scenario's Playwright trace and screenshot are attached to its Allure result and named in
the failure text with the command that opens them; Allure suites follow scenario folders; a user's
categories.json is merged into, not overwritten. (Videos take the same path; recording one needs Playwright's own
ffmpeg, `playwright install ffmpeg`, which this closed network cannot fetch.)"""

from __future__ import annotations

import json

PAGE = """<!doctype html><html><head><title>Jobs</title></head><body><main><h1>Open roles</h1><ul>
<li><a href="/1">Data Analyst</a> Berlin</li><li><a href="/2">Backend Engineer</a> Paris</li>
<li><a href="/3">Designer</a> Remote</li></ul></main></body></html>"""

FAILING = "name: too many wanted\nsite: board\nrun: observe\nexpect: {listings: {min: 50}}\n"
PASSING = "name: three roles\nsite: board\nrun: observe\nexpect: {listings: {min: 3}}\n"
MINE = [{"name": "Flaky board", "matchedStatuses": ["broken"], "messageRegex": ".*board went away.*"}]


def test_a_failed_scenario_names_and_attaches_its_trace_and_screenshot(pytester):
    (pytester.path / "sites" / "board").mkdir(parents=True)
    (pytester.path / "sites" / "board" / "index.html").write_text(PAGE)
    (pytester.path / "scenarios" / "nightly").mkdir(parents=True)
    (pytester.path / "scenarios" / "nightly" / "board.yaml").write_text(FAILING + "---\n" + PASSING)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")
    results = pytester.path / "results"
    results.mkdir()
    (results / "categories.json").write_text(json.dumps(MINE))

    run = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--alluredir=results", "--tracing=retain-on-failure",
                                        "--screenshot=only-on-failure", "--output=artifacts")

    run.assert_outcomes(passed=1, failed=1)
    run.stdout.fnmatch_lines(["*Playwright artifacts*",
                              "trace: artifacts/*too-many-wanted*/trace.zip  (open it: playwright show-trace "
                              "artifacts/*/trace.zip)",
                              "screenshot: artifacts/*/test-failed-1.png"])
    assert len(list((pytester.path / "artifacts").rglob("trace.zip"))) == 1  # the failed one only

    tests = [json.loads(p.read_text()) for p in results.glob("*-result.json")]
    failed = next(t for t in tests if t["name"] == "too many wanted")
    attached = {a["name"] for a in failed.get("attachments", [])}
    attached |= {a["name"] for step in failed.get("steps", []) for a in step.get("attachments", [])}
    assert {"trace: trace.zip", "screenshot: test-failed-1.png"} <= attached, attached
    for test in tests:
        labels = {label["name"]: label["value"] for label in test["labels"]}
        assert labels["parentSuite"] == "scenarios/nightly" and labels["suite"] == "observe"

    categories = json.loads((results / "categories.json").read_text())
    assert categories[0] == MINE[0]  # the user's own first: Allure matches categories in order
    assert "Expectation unmet" in {c["name"] for c in categories}
