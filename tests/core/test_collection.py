"""Scenario collection inside a real pytest run: ids, broken files failing alone, Allure output."""

import json
import re
from pathlib import Path

SITE_HTML = """<!doctype html><html><head><title>Careers</title></head><body>
<main><h1>Apply</h1>
<form action="/__submit/apply" method="post">
  <label for="email">Email *</label><input id="email" name="email" type="email" required>
  <button type="submit">Submit application</button>
</form></main></body></html>"""

GOOD = """\
name: tiny observe
site: tinysite
run: observe
tags: [smoke]
llm: {model: gpt-4.1-mini}
expect:
  llm_calls: {max: 0}
  forms: {min: 1}
  fields:
    - {label: Email, required: true}
---
name: tiny unmet
site: tinysite
run: observe
expect:
  platform: workday
  forms: {equals: 3}
"""


def make_project(pytester) -> Path:
    site = pytester.path / "sites" / "tinysite"
    site.mkdir(parents=True)
    (site / "index.html").write_text(SITE_HTML)
    scen = pytester.path / "scenarios"
    scen.mkdir()
    (scen / "good.yaml").write_text(GOOD)
    (scen / "typo.yaml").write_text("name: typo\nsite: tinysite\nrun: observe\nexpect:\n  platfrom: generic\n")
    (scen / "broken.yaml").write_text("name: broken\nsite: [tinysite\nrun: observe\n")
    (scen / "notes.txt").write_text("not a scenario")
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")
    return scen


def test_collects_one_item_per_document_with_readable_ids(pytester):
    make_project(pytester)
    result = pytester.runpytest_inprocess("--collect-only", "-q", "scenarios")
    # valid documents are listed; an invalid one is a collection error under --collect-only (a run still fails it
    # alone, below), so linters and IDEs built on --collect-only see it with its line
    result.stdout.fnmatch_lines([
        "scenarios/good.yaml::tiny observe",
        "scenarios/good.yaml::tiny unmet",
        "*ERROR collecting scenarios/broken.yaml*",
        "*broken.yaml:3:4: invalid YAML*",
        "*ERROR collecting scenarios/typo.yaml*",
        "*typo.yaml:5:3: unknown field 'expect.platfrom'*",
        "2 tests collected, 2 errors*",
    ])


def test_broken_files_fail_alone_with_file_and_line(pytester):
    make_project(pytester)
    results = pytester.path / "allure"
    events = pytester.path / "events.jsonl"
    result = pytester.runpytest_subprocess(
        "scenarios", f"--alluredir={results}", f"--jobagent-events={events}", "-p", "no:cacheprovider"
    )
    result.assert_outcomes(passed=1, failed=3)
    out = result.stdout.str()
    assert "scenarios/typo.yaml:5:3: unknown field 'expect.platfrom' (did you mean 'platform'?)" in out
    assert "scenarios/broken.yaml:3:4: invalid YAML: expected ',' or ']'" in out
    assert "scenario 'tiny unmet': 2 expectation(s) unmet" in out
    assert "platform: expected 'workday', found 'generic'" in out
    assert "forms: expected exactly 3, found 1" in out
    # Allure: title, labels, the scenario source, failed (not broken) for unmet expectations
    tests = [json.loads(p.read_text()) for p in results.glob("*-result.json")]
    by_name = {t["name"]: t for t in tests}
    assert by_name["tiny unmet"]["status"] == "failed"
    assert by_name["tiny observe"]["status"] == "passed"
    labels = {(label["name"], label["value"]) for label in by_name["tiny observe"]["labels"]}
    assert {("run", "observe"), ("site", "tinysite"), ("tag", "smoke"), ("tag", "observe")} <= labels
    tags = [label["value"] for label in by_name["tiny observe"]["labels"] if label["name"] == "tag"]
    assert len(tags) == len(set(tags))  # each tag once (markers become tags in allure-pytest already)
    steps = [s["name"] for s in by_name["tiny observe"]["steps"]]
    assert steps == ["run observe", "check expectations"]
    assert [s["name"] for s in by_name["tiny observe"]["steps"][0]["steps"]] == ["open start page", "observe page"]
    attachment = next(a for a in by_name["tiny observe"]["attachments"] if a["name"] == "scenario.yaml")
    assert (results / attachment["source"]).read_text().startswith("name: tiny observe")
    # session files Allure has no API for
    assert "pytest-jobagent=" in (results / "environment.properties").read_text()
    categories = json.loads((results / "categories.json").read_text())
    invalid = next(c for c in categories if c["name"] == "Invalid scenario")
    assert re.match(invalid["messageRegex"], by_name["typo"]["statusDetails"]["message"])
    # the event stream: one JSON object per line, start to finish
    lines = [json.loads(line) for line in events.read_text().splitlines()]
    mine = [(e["event"], e.get("phase") or e.get("name")) for e in lines if e["scenario"].endswith("::tiny observe")]
    assert mine == [
        ("run_started", "tiny observe"), ("phase_started", "run observe"), ("phase_started", "open start page"),
        ("phase_finished", "open start page"), ("phase_started", "observe page"), ("phase_finished", "observe page"),
        ("phase_finished", "run observe"), ("attachment", "stats.json"), ("phase_started", "check expectations"),
        ("attachment", "result.json"), ("phase_finished", "check expectations"), ("run_finished", None),
    ]
    assert lines[-1]["v"] == 1


def test_scenario_named_on_command_line_outside_configured_folders_and_a_missing_site(pytester):
    """One pytest process for both: a scenario outside the configured folders runs, one naming no known site fails
    with what to do."""
    make_project(pytester)
    elsewhere = pytester.path / "team" / "checks"
    elsewhere.mkdir(parents=True)
    (elsewhere / "mine.yml").write_text("name: team check\nsite: ../../sites/tinysite\nrun: observe\n")
    (pytester.path / "scenarios" / "good.yaml").write_text("name: nosite\nsite: nowhere\nrun: observe\n")
    result = pytester.runpytest_subprocess(str(elsewhere / "mine.yml"), "scenarios/good.yaml", "-p", "no:cacheprovider",
                                           "-rA")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["PASSED team/checks/mine.yml::team check*"])
    result.stdout.fnmatch_lines(["FAILED scenarios/good.yaml::nosite*"])
    result.stdout.fnmatch_lines(["*site 'nowhere' not found under*known sites: tinysite*"])
