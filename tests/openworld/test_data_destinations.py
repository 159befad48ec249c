"""A URL site whose application form sends the applicant's data to another host (fetch() on submit): the scenario
that does not name that host fails before anything leaves the browser, naming the host and `allow_hosts`; the one
that lists it in `allow_hosts` (and says `submit: true`) submits there. Both through pytest, as a user runs them."""

import json
import shutil

SCENARIO = """\
name: {name}
site: {url}
start: /fetch-apply.html?to={to}
run: apply
mode: ai_only
store: fresh
{extra}
limits: {{max_steps: 10, max_llm_calls: 12}}
user_data: {{first_name: Ada, email: ada.lovelace@example.com}}
expect:
{expect}
"""

CASES = {
    "refused": ("", "  success: false\n  error_contains: the form posts to 127.0.0.2, which this scenario does not "
                    "allow (add it to allow_hosts if it is the real ATS)"),
    "allowed": ("allow_hosts: [127.0.0.2]\nsubmit: true", "  success: true"),
}


def test_the_ats_host_must_be_allowed_before_the_application_goes_there(pytester, repo, plain_server):
    www = pytester.path / "www"
    www.mkdir()
    shutil.copy(repo / "tests" / "faults" / "pages" / "fetch-apply.html", www)
    ats_root = pytester.path / "ats"
    ats_root.mkdir()
    ats = plain_server(ats_root, host="127.0.0.2")  # the ATS: another host of this machine, logging every request
    site = plain_server(www)
    scenarios = pytester.path / "scenarios"
    scenarios.mkdir()
    for name, (extra, expect) in CASES.items():
        (scenarios / f"{name}.yaml").write_text(SCENARIO.format(name=name, url=site.url, to=f"{ats.url}/apply",
                                                                extra=extra, expect=expect))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")
    events_file = pytester.path / "events.jsonl"

    # If the first scenario runs, without the ATS's host in allow_hosts
    result = pytester.runpytest_subprocess("scenarios/refused.yaml", "-p", "no:cacheprovider", "--llm=heuristic",
                                           "--record-mode=once", f"--jobagent-events={events_file}")

    # Then it fails as it expects, naming the host, and the ATS heard nothing
    result.assert_outcomes(passed=1)
    assert ats.seen == []
    events = [json.loads(line) for line in events_file.read_text().splitlines()]
    refused = [e for e in events if e.get("event") == "data_refused"]
    assert [(e["refused"], e["host"]) for e in refused] == [("form", "127.0.0.2")]

    # And once allow_hosts names it, the application is sent there
    result = pytester.runpytest_subprocess("scenarios/allowed.yaml", "-p", "no:cacheprovider", "--llm=heuristic",
                                           "--record-mode=once")
    result.assert_outcomes(passed=1)
    assert ats.seen == ["POST /apply"]
