"""Extension points: a conftest.py listens to every run event (`pytest_jobagent_event`) and answers checks of its
own (`expect.custom` with `pytest_jobagent_check`)."""

from __future__ import annotations

PAGE = """<!doctype html><html><head><title>Jobs</title></head><body><main><h1>Open roles</h1><ul>
<li><a href="/1">Data Analyst</a> Berlin</li><li><a href="/2">Backend Engineer</a> Paris</li>
<li><a href="/3">Designer</a> Remote</li></ul></main></body></html>"""

SCENARIOS = """\
name: custom holds
site: board
run: observe
expect: {custom: {title_has: Jobs}}
---
name: custom fails
site: board
run: observe
expect: {custom: {title_has: Careers}}
---
name: nobody answers
site: board
run: observe
expect: {custom: {spelled_wrong: 1}}
"""

CONFTEST = '''
import json
import pathlib

SEEN = pathlib.Path(__file__).with_name("seen.jsonl")


def pytest_jobagent_event(kind, data, item):
    with SEEN.open("a") as out:
        out.write(json.dumps({"kind": kind, "test": item.name}) + "\\n")


def pytest_jobagent_check(name, args, result, scenario, item):
    if name != "title_has":
        return None
    return [] if args in result.title else [f"page title {result.title!r} lacks {args!r}"]
'''


def test_a_conftest_listens_to_events_and_adds_a_check(pytester):
    import json

    (pytester.path / "sites" / "board").mkdir(parents=True)
    (pytester.path / "sites" / "board" / "index.html").write_text(PAGE)
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "board.yaml").write_text(SCENARIOS)
    pytester.makeconftest(CONFTEST)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")

    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")

    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(["*custom.title_has: page title 'Jobs' lacks 'Careers'*"])
    result.stdout.fnmatch_lines(["*custom.spelled_wrong: no check of that name (implement pytest_jobagent_check*"])
    seen = [json.loads(line) for line in (pytester.path / "seen.jsonl").read_text().splitlines()]
    kinds = [s["kind"] for s in seen if s["test"] == "custom holds"]
    assert kinds[0] == "run_started" and kinds[-1] == "run_finished" and "phase_started" in kinds
