"""A site named by URL: a bundled board and a saved real page behind a plain local HTTP server are recorded once
(model cassette + site HAR) and then replayed with the server gone, with the same results."""

import json
import os
import shutil
from pathlib import Path

import pytest


def events_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def attachments(events: list[dict], name: str) -> dict[str, object]:
    """scenario node id -> body of its attachment `name`."""
    return {e["scenario"]: e["body"] for e in events if e["event"] == "attachment" and e["name"] == name}


OBSERVE = """\
name: observe classic by url
site: {url}
start: /jobs?q=engineer&l=
run: observe
expect:
  platform: indeed
  forms: {{equals: 1}}
  listings: {{equals: 15}}
  buttons: [Find jobs]
"""

EXPLORE = """\
name: explore classic by url
site: {url}
start: /jobs?q=engineer&l=
run: explore
task: Understand how to search, filter and open job listings
limits: {{max_steps: 15, max_llm_calls: 40}}
expect:
  page_type: job_search
  key_elements:
    search_input: {{resolves: true}}
    job_listings: {{min: 3, opens: page}}
"""

COLLECT_CLASSIC = """\
name: collect classic by url
site: {url}
start: /jobs?q=engineer&l=
run: collect
task: Collect every engineer job with its apply link
limits: {{max_steps: 15, max_llm_calls: 60, timeout_s: 180}}
politeness: {{min_delay_s: 0.2}}
expect:
  jobs: {{equals: 36, unique: true, fields: [title, company, location, apply_url]}}
  pages_visited: {{equals: 3}}
"""

COLLECT_REAL = """\
name: collect saved indeed page by url
site: {url}/saved
start: /indeed.html
run: collect
task: Collect every job listed on this page
limits: {{max_steps: 8, max_llm_calls: 40}}
collect: {{max_pages: 1}}
expect:
  jobs: {{equals: 15, unique: true, fields: [title, company, location]}}
"""


def test_url_sites_record_once_then_replay_without_the_server(pytester, repo, plain_server):
    # If a bundled board and a saved real page are served by a plain HTTP server...
    realpages = Path(os.environ.get("JOBAGENT_REALPAGES", repo.parent / "shared" / "realpages"))
    saved = realpages / "indeed" / "indeed_hk_serp_software_engineer_2023.html"
    if not saved.is_file():
        pytest.skip(f"saved real pages not found at {realpages} (set JOBAGENT_REALPAGES)")
    www = pytester.path / "www"
    shutil.copytree(repo / "sites" / "jobboard_classic", www, ignore=shutil.ignore_patterns("*.py", "truth.json"))
    (www / "saved").mkdir()
    shutil.copy(saved, www / "saved" / "indeed.html")
    (www / "robots.txt").write_text("User-agent: *\nDisallow: /help\n")
    server = plain_server(www)
    scenarios = pytester.path / "scenarios"
    scenarios.mkdir()
    for name, text in {"observe": OBSERVE, "explore": EXPLORE, "collect_classic": COLLECT_CLASSIC,
                       "collect_real": COLLECT_REAL}.items():
        (scenarios / f"{name}.yaml").write_text(text.format(url=server.url))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")

    def run(*args, events):
        return pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", f"--jobagent-events={events}",
                                             *args)

    # ...and the scenarios are recorded once against it
    recorded = run("--llm=heuristic", "--record-mode=once", events=pytester.path / "record.jsonl")
    recorded.assert_outcomes(passed=4)
    hars = sorted((pytester.path / "cassettes" / "scenarios").rglob("*.har"))
    assert [h.parent.name for h in hars] == ["collect_classic", "collect_real", "explore", "observe"]
    assert any(line.startswith("GET /jobs?q=engineer") for line in server.seen)
    assert "GET /robots.txt" in " ".join(server.seen)  # collect asked before loading pages
    for har in hars:
        data = json.loads(har.read_text())
        headers = [h["name"].lower() for e in data["log"]["entries"] for m in ("request", "response")
                   for h in e[m]["headers"]]
        assert "cookie" not in headers and "set-cookie" not in headers and "authorization" not in headers

    # Then, with the server gone, the same scenarios pass offline from the recordings
    server.stop()
    replayed = run("--record-mode=none", events=pytester.path / "replay.jsonl")
    replayed.assert_outcomes(passed=4)

    before, after = events_of(pytester.path / "record.jsonl"), events_of(pytester.path / "replay.jsonl")
    traffic = attachments(after, "site_traffic.json")
    assert {t["mode"] for t in traffic.values()} == {"replay"}
    assert all(not t.get("not_recorded") for t in traffic.values())
    real = next(t for node, t in traffic.items() if "saved indeed" in node)
    assert real["blocked"], "the saved real page asks for hosts outside the site: blocked and counted"
    jobs = {node: [(j["title"], j["company"], j["location"]) for j in body["jobs"]]
            for node, body in attachments(before, "collection_result.json").items()}
    assert jobs == {node: [(j["title"], j["company"], j["location"]) for j in body["jobs"]]
                    for node, body in attachments(after, "collection_result.json").items()}
