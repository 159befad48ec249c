"""Resume of explore, collect and apply runs: a process killed midway (os._exit, right after its N-th model reply
was journaled) and started again with the scenario's `run_id` catches up from the journal without asking the model
again, ends with the result an uninterrupted run gets, and sends no application twice. Each run is a pytest
process on a small project, with the live heuristic model and the bundled sites: the uninterrupted runs of the three
kinds share one process, the resumed ones another, and each killed run has one of its own."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

SITES = Path(__file__).resolve().parents[2] / "sites"

# the crash lives here, not in the package: a plugin that kills the process after the N-th journaled reply
CRASH_PLUGIN = """
import os
from pytest_jobagent.oversight.journal import RunJournal

def pytest_configure(config):
    after = int(os.environ.get("CRASH_AFTER_REPLIES") or 0)
    if after:
        record = RunJournal.record
        def crashing(self, *args, **kwargs):
            record(self, *args, **kwargs)
            if self.recorded + self.replayed >= after:
                os._exit(3)
        RunJournal.record = crashing
"""

EXPLORE = """\
name: resumable explore
run_id: {run_id}
site: {site}/jobboard_classic
start: /jobs?q=engineer&l=
run: explore
limits: {{max_steps: 12}}
expect: {{success: true}}
"""

COLLECT = """\
name: resumable collect
run_id: {run_id}
site: {site}/jobboard_classic
start: /jobs?q=engineer&l=
run: collect
limits: {{max_steps: 15, max_llm_calls: 60, timeout_s: 180}}
expect: {{success: true, jobs: {{equals: 36, unique: true}}, pages_visited: {{equals: 3}}}}
"""

APPLY = """\
name: resumable apply
run_id: {run_id}
site: {site}/ats_greenhouse
start: /jobs/4871201007
run: apply
store: fresh
limits: {{max_steps: 30, max_llm_calls: 60}}
user_data: {{first_name: Ada, last_name: Lovelace, email: ada.lovelace@example.com, phone: +1 612 555 0148,
  linkedin_profile: "https://www.linkedin.com/in/ada-lovelace", work_authorization: "Yes", visa_sponsorship: "No",
  gender: Female, hispanic_latino: "No", race: Asian, veteran_status: I am not a protected veteran}}
files: {{resume: {files}/resume.pdf}}
runs:
  - {{name: first, mode: ai_only, expect: {{success: true, submitted: {{form: greenhouse-application}}}}}}
  - {{name: second, mode: ai_only, expect: {{success: true, submitted: {{form: greenhouse-application}}}}}}
"""


@pytest.fixture
def project(pytester):
    pytester.makepyfile(crashplug=CRASH_PLUGIN)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\n")
    (pytester.path / "scenarios").mkdir()
    return pytester


def run(project, monkeypatch, scenarios: dict[str, tuple[str, str]], tag: str, crash_after: int = 0):
    """One pytest process on the scenarios {file stem: (template, run_id)} (the only ones in its folder); returns
    (exit code, events)."""
    folder = project.path / "scenarios"
    for old in folder.glob("*.yaml"):
        old.unlink()
    files = Path(__file__).resolve().parents[2] / "scenarios" / "files"
    for stem, (template, run_id) in scenarios.items():
        path = folder / f"{stem}.yaml"
        path.write_text(template.format(run_id=run_id, site=os.path.relpath(SITES, path.parent),
                                        files=os.path.relpath(files, path.parent)))
    monkeypatch.setenv("CRASH_AFTER_REPLIES", str(crash_after))
    events = project.path / f"events-{tag}.jsonl"
    result = project.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "-p", "crashplug",
                                          "--llm=heuristic", "--disable-recording", f"--jobagent-events={events}",
                                          f"--jobagent-runstate={project.path / 'runs'}")
    lines = events.read_text().splitlines() if events.exists() else []
    return result.ret, [json.loads(line) for line in lines]


def of(events, stem: str):
    """The events of the scenario in `{stem}.yaml`."""
    return [e for e in events if str(e.get("scenario", "")).startswith(f"scenarios/{stem}.yaml::")]


def calls(events) -> tuple[int, int]:
    """(model calls answered from the journal, model calls made)."""
    made = [e for e in events if e.get("event") == "llm_call"]
    return sum(1 for e in made if e.get("replayed")), sum(1 for e in made if not e.get("replayed"))


def same_site(value) -> str:
    """The value with the loopback port of this process's site server taken out."""
    return re.sub(r"http://127\.0\.0\.1:\d+", "http://site", json.dumps(value, sort_keys=True))


def attachment(events, name: str):
    return next(e["body"] for e in events if e.get("event") == "attachment" and e.get("name") == name)


def kinds(events, kind: str):
    return [e for e in events if e.get("event") == kind]


# (template, replies journaled before the crash, the result attachment compared)
KILLED = {
    "explore": (EXPLORE, 2, "exploration_result.json"),  # of 3 explorer turns
    "collect": (COLLECT, 5, "collection_result.json"),  # of 3 explorer turns and 5 collection calls
}


def test_killed_runs_resume_from_their_journal_end_as_uninterrupted_ones_and_run_no_ended_apply_again(project,
                                                                                                      monkeypatch):
    # the uninterrupted runs of every kind share one process, and so do the resumed ones; each crash needs a process
    # of its own
    code, wholes = run(project, monkeypatch, {**{kind: (t, f"whole-{kind}") for kind, (t, _, _) in KILLED.items()},
                                              "apply": (APPLY, "whole-apply")}, "whole")
    assert code == 0

    # explore and collect: killed after their reply number `crash_after`
    for kind, (template, crash_after, _) in KILLED.items():
        whole = of(wholes, kind)
        assert calls(whole)[1] > crash_after and not kinds(whole, "resume"), kind
        code, _ = run(project, monkeypatch, {kind: (template, f"killed-{kind}")}, f"killed-{kind}",
                      crash_after=crash_after)
        assert code == 3, kind  # died right after its reply number `crash_after` was journaled

    # apply: two applications, killed three replies into the second
    whole_apply = of(wholes, "apply")
    per_run = [p["llm_calls"] for p in kinds(whole_apply, "phase_finished")
               if str(p.get("phase", "")).startswith("apply:")]
    first, second = per_run
    code, killed = run(project, monkeypatch, {"apply": (APPLY, "killed-apply")}, "killed-apply",
                       crash_after=first + 3)
    assert code == 3
    assert len([e for e in kinds(killed, "phase_finished") if str(e.get("phase", "")).startswith("apply:")]) == 1

    code, resumes = run(project, monkeypatch, {**{kind: (t, f"killed-{kind}") for kind, (t, _, _) in KILLED.items()},
                                               "apply": (APPLY, "killed-apply")}, "resumed")
    assert code == 0
    for kind, (_, crash_after, result_name) in KILLED.items():
        whole, resumed = of(wholes, kind), of(resumes, kind)
        total = calls(whole)[1]
        assert [e["replies"] for e in kinds(resumed, "resume")] == [crash_after], kind
        assert [e["replayed"] for e in kinds(resumed, "caught_up")] == [crash_after] and not kinds(resumed,
                                                                                                "resume_diverged")
        # no model call twice: the journal answered the first ones, the model the rest
        assert calls(resumed) == (crash_after, total - crash_after), kind
        mine, theirs = attachment(resumed, result_name), attachment(whole, result_name)
        for key in ("success", "key_elements", "behaviors", "jobs", "pages_visited"):
            assert same_site(mine.get(key)) == same_site(theirs.get(key)), (kind, key)

    # the resumed apply does not run again the application that ended before the kill
    resumed = of(resumes, "apply")
    assert [e["marks"] for e in kinds(resumed, "resume")] == [["apply_run_ended"]]
    assert [(e["name"], e["success"]) for e in kinds(resumed, "resumed_run")] == [("first", True)]
    # the first application is not sent again: this process's site received the second one only
    applied = [e for e in kinds(resumed, "phase_finished") if str(e.get("phase", "")).startswith("apply:")]
    assert [e["phase"] for e in applied] == ["apply: second"]
    assert calls(resumed) == (3, second - 3)
