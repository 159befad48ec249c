"""Applying on the city portal built like ASP.NET WebForms (sites/cityjobs_webforms, written blind, with a postback
server of its own) as a URL site: its details page's "Apply Online" is a submit button whose post answers a 302 to
the form, the form is checked by the server only (a red summary after a failed post) and ends with a required
certification box. Applied live with the heuristic model, recorded, then replayed with the server gone; what the
server received is read from its own `/__submissions`."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

SCENARIO = """\
name: apply city portal
site: {url}
start: /JobDetail.aspx?JobID=417
run: apply
mode: ai_only
store: fresh
submit: true
limits: {{max_steps: 30, max_llm_calls: 40}}
user_data:
  first_name: Pat
  last_name: Doe
  email: pat.doe@example.com
  phone: (740) 555-0100
  age_18_or_over: "Yes"
files: {{resume: files/resume.txt}}
expect:
  success: true
  mode_used: ai
  submitted:
    form: /Apply.aspx
    fields:
      ctl00$MainContent$txtFirstName: "{{{{first_name}}}}"
      ctl00$MainContent$txtLastName: "{{{{last_name}}}}"
      ctl00$MainContent$txtEmail: "{{{{email}}}}"
      ctl00$MainContent$chkCertify: "on"
    files: [ctl00$MainContent$fuResume]
"""

RESUME = "Pat Doe\nMaintenance worker, Riverton, OH\n"
CONFIRMATION = "RIV-00417-742E31"  # truth.json: the confirmation number of job 417 for pat.doe@example.com


def outcome(events: Path) -> dict:
    """The run's result and the posts it made (as the scenario's `result.json` attachment holds them)."""
    for line in events.read_text().splitlines():
        event = json.loads(line)
        if event["event"] == "attachment" and event["name"] == "result.json":
            return event["body"]["runs"][0]
    raise AssertionError(f"no scenario result in {events}")


def test_webforms_application_is_sent_live_with_the_certification_ticked_and_replayed(pytester, portal):
    url = portal.server.url.rstrip("/")
    scenarios = pytester.path / "scenarios"
    (scenarios / "files").mkdir(parents=True)
    (scenarios / "files" / "resume.txt").write_text(RESUME)
    (scenarios / "apply.yaml").write_text(SCENARIO.format(url=url))
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")

    live = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--llm=heuristic",
                                         "--record-mode=once", f"--jobagent-events={pytester.path / 'live.jsonl'}")
    live.assert_outcomes(passed=1)

    # the server received one complete application: the applicant's values, the resume and the certification
    with urllib.request.urlopen(f"{url}/__submissions", timeout=10) as answer:
        sent = json.loads(answer.read())
    assert len(sent) == 1, sent
    application = sent[0]
    fields = application["fields"]
    assert (application["job_id"], application["confirmation"]) == ("417", CONFIRMATION)
    assert (fields["First Name"], fields["Last Name"]) == ("Pat", "Doe")
    assert (fields["Email Address"], fields["Phone Number"]) == ("pat.doe@example.com", "(740) 555-0100")
    assert fields["Are you at least 18 years of age?"] == "Yes"
    assert [f["filename"] for f in application["files"]] == ["resume.txt"]
    certify = next(label for label in fields if label.startswith("I certify"))
    assert fields[certify] is True

    # the server gone, the recorded model calls and postbacks replay the same application offline
    portal.stop()
    replay = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--record-mode=none",
                                           f"--jobagent-events={pytester.path / 'replay.jsonl'}")
    replay.assert_outcomes(passed=1)
    live_run, replayed = outcome(pytester.path / "live.jsonl"), outcome(pytester.path / "replay.jsonl")
    for run in (live_run, replayed):
        assert run["result"]["success"] and run["result"]["mode_used"] == "ai"
        # two posts: "Apply Online" (answered with the redirect to the form), then the form, certified, not held
        assert [(s["form"], s["held"]) for s in run["submissions"]] == [("/JobDetail.aspx", False),
                                                                       ("/Apply.aspx", False)]
        assert run["submissions"][1]["fields"]["ctl00$MainContent$chkCertify"] == "on"
    assert replayed["result"]["ai_actions"] == live_run["result"]["ai_actions"]
