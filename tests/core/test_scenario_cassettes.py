"""A model-using scenario end to end: record its cassette, replay it offline, then drift and a missing cassette."""

import shutil

import pytest

SCENARIO = """\
name: greenhouse explore
site: ats_greenhouse
start: /
run: explore
task: Understand how to filter the openings and open a job posting
limits: {max_steps: 15, max_llm_calls: 40}
expect:
  key_elements:
    job_listings: {min: 3}
"""


@pytest.fixture
def project(pytester, repo):
    shutil.copytree(repo / "sites" / "ats_greenhouse", pytester.path / "sites" / "ats_greenhouse")
    (pytester.path / "scenarios").mkdir()
    (pytester.path / "scenarios" / "explore.yaml").write_text(SCENARIO)
    pytester.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n")
    return pytester


def run(project, *args):
    return project.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", *args)


def test_record_replay_drift_and_missing(project):
    cassette = project.path / "cassettes" / "scenarios" / "explore" / "greenhouse-explore.yaml"

    run(project, "--llm=heuristic", "--record-mode=once").assert_outcomes(passed=1)
    assert cassette.exists()
    recorded = cassette.read_text()
    assert "authorization" not in recorded.lower()

    # replayed beside the same scenario in a file of its own that was never recorded (one pytest process for both)
    unrecorded = project.path / "scenarios" / "unrecorded.yaml"
    unrecorded.write_text(SCENARIO)
    missing = unrecorded.parent.parent / "cassettes" / "scenarios" / "unrecorded" / "greenhouse-explore.yaml"
    replay = run(project, "-rA")  # default record mode none: offline, from the cassette
    replay.assert_outcomes(passed=1, failed=1)
    replay.stdout.fnmatch_lines(["PASSED scenarios/explore.yaml::greenhouse explore*"])
    assert cassette.read_text() == recorded
    # ...whose cassette is missing: the failure names it and the command that records it
    replay.stdout.fnmatch_lines(["FAILED scenarios/unrecorded.yaml::greenhouse explore*"])
    replay.stdout.fnmatch_lines([f"*no cassette at *{missing.relative_to(project.path)}*",
                                 "*--llm=heuristic --record-mode=once*"])
    assert not missing.exists()
    unrecorded.unlink()

    scenario = project.path / "scenarios" / "explore.yaml"
    scenario.write_text(SCENARIO.replace("open a job posting", "apply to a job posting"))
    drift = run(project)
    drift.assert_outcomes(failed=1)
    out = drift.stdout.str()
    assert "explorer" in out and "apply to a job posting" in out and "--record-mode=rewrite" in out


def test_a_cost_budget_ends_the_run_with_its_reason(project):
    # the heuristic model priced high enough that one explorer turn costs cents
    project.makeini("[pytest]\njobagent_scenarios = scenarios\njobagent_sites = sites\n"
                    "jobagent_llm_prices = jobagent-heuristic 20 20\n")
    scenario = project.path / "scenarios" / "explore.yaml"
    scenario.write_text(SCENARIO.replace("max_llm_calls: 40}", "max_llm_calls: 40, max_cost_usd: 0.05}"))
    result = run(project, "--llm=heuristic", "--disable-recording")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*after the run had spent $0.0* of its $0.05 budget (limits.max_cost_usd)*"])
