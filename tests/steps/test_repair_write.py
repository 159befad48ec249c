"""Repair end to end in a project of its own: the bundled repair scenario with --jobagent-repair-write overwrites the
broken test with the repaired one, which then passes as it is, so a second run has nothing to repair."""

from __future__ import annotations

import json
import shutil


def test_repair_write_overwrites_the_test_and_the_next_run_finds_nothing_to_repair(pytester, repo):
    scenarios = pytester.path / "scenarios"
    (scenarios / "scripts").mkdir(parents=True)
    shutil.copy(repo / "scenarios" / "steps_jobboard_spa_v2_repair.yaml", scenarios)
    script = scenarios / "scripts" / "steps_jobboard_spa_easy_apply.py"
    shutil.copy(repo / "scenarios" / "scripts" / script.name, script)
    original = script.read_text()
    # the second run's expectations: the repaired test passes as it is
    scenario = scenarios / "steps_jobboard_spa_v2_repair.yaml"
    pytester.makeini(f"[pytest]\njobagent_scenarios = scenarios\njobagent_sites = {repo / 'sites'}\n")

    def run(*args):
        events = pytester.path / "events.jsonl"
        events.unlink(missing_ok=True)
        result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--record-mode=none",
                                               f"--jobagent-events={events}", *args)
        found = [json.loads(line) for line in events.read_text().splitlines()]
        return result, {e["name"]: e["body"] for e in found if e["event"] == "attachment"}

    # If the repair runs with --jobagent-repair-write
    first, attached = run("--jobagent-repair-write")
    first.assert_outcomes(passed=1)

    # Then the test file is the repaired one, its diff reported, no model asked
    repaired = script.read_text()
    assert repaired != original and repaired == attached[script.name]
    report = attached["repair.json"]
    assert report["written"] == str(script) and report["healed_by_signature"] == 4 and report["agent_steps"] == 0
    assert "-    page.locator('#jobs-search-box-keyword-id').fill('data engineer')" in attached["repair.diff"]
    assert "+    page.locator(\"input[name='keywords']\").fill('data engineer')" in attached["repair.diff"]

    # And run again, the repaired test passes as it is: nothing to repair, nothing written
    scenario.write_text(scenario.read_text().replace("passed_before: false", "passed_before: true")
                        .replace("healed_by_signature: {equals: 4}, checks_healed: {equals: 1}, agent_steps: {equals: 0},",
                                 "healed_by_signature: {equals: 0}, agent_steps: {equals: 0},")
                        .replace("changed_lines: {min: 5}", "changed_lines: {equals: 0}"))
    second, attached = run("--jobagent-repair-write")
    second.assert_outcomes(passed=1)
    assert attached["repair.json"]["passed_before"] is True and script.read_text() == repaired
