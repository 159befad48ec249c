"""The city portal built like ASP.NET WebForms (sites/cityjobs_webforms, written blind, with a postback server of its
own) as a URL site: explored and collected live with the heuristic model, then replayed offline with the server
gone. Its grid's rows are striped, its pager posts back to the same URL, its titles open a popup window, its company
is the city in the page title and each job's place is only on its details page. The portal is this test's own
server, so the live runs load its pages without the default second of politeness between two loads (some 55 pages:
the grid's, and each job's details); politeness has tests of its own."""

from __future__ import annotations

import json
from pathlib import Path

SITE = Path(__file__).resolve().parents[2] / "sites" / "cityjobs_webforms"

SCENARIOS = """\
name: explore city portal
site: {url}
start: /JobSearch.aspx
run: explore
task: Understand how to search, filter and open job listings
limits: {{max_steps: 12, max_llm_calls: 60}}
politeness: {{min_delay_s: 0}}
expect:
  success: true
  key_elements:
    job_listings: {{resolves: true}}
    pagination: {{resolves: true}}
    search_input: {{resolves: true}}
---
name: collect city portal
site: {url}
start: /JobSearch.aspx
run: collect
task: Collect every job with its apply link
limits: {{max_steps: 12, max_llm_calls: 60, timeout_s: 300}}
politeness: {{min_delay_s: 0}}
expect:
  success: true
  jobs: {{equals: 47, unique: true, fields: [title, company, location]}}
"""


def collected(events: Path) -> list[dict]:
    for line in events.read_text().splitlines():
        event = json.loads(line)
        if event["event"] == "attachment" and event["name"] == "collection_result.json":
            return event["body"]["jobs"]
    raise AssertionError(f"no collection result in {events}")


def test_webforms_portal_is_explored_and_collected_live_and_replayed(pytester, portal):
    url = portal.server.url.rstrip("/")
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "portal.yaml").write_text(SCENARIOS.format(url=url))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")

    live = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--llm=heuristic",
                                         "--record-mode=once", f"--jobagent-events={pytester.path / 'live.jsonl'}")
    live.assert_outcomes(passed=2)

    truth = {job["id"]: job for job in json.loads((SITE / "truth.json").read_text())["jobs"]}
    jobs = collected(pytester.path / "live.jsonl")
    got = {job["source_url"].rsplit("JobID=", 1)[-1]: job for job in jobs}
    assert sorted(got) == sorted(truth), "every job once, each at the address its title's popup opened"
    for job_id, job in got.items():
        want = truth[job_id]
        assert (job["title"], job["company"], job["location"]) == (want["title"], want["company"], want["location"])
        assert job["salary"] == want["salary"]

    # the server gone, the recorded postbacks and model calls replay the same runs offline
    portal.stop()
    replay = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--record-mode=none",
                                           f"--jobagent-events={pytester.path / 'replay.jsonl'}")
    replay.assert_outcomes(passed=2)
    assert [(j["title"], j["location"]) for j in collected(pytester.path / "replay.jsonl")] == \
        [(j["title"], j["location"]) for j in jobs]
