"""`--jobagent-jobs-out`: the jobs of every collect scenario in one JSON-lines or CSV file, also under xdist."""

from __future__ import annotations

import csv
import json

import pytest


@pytest.mark.parametrize("name, files, workers", [
    ("jobs.jsonl", ["collect_jobboard_classic.yaml"], []),
    ("jobs.csv", ["collect_jobboard_classic.yaml", "collect_jobboard_spa.yaml"], ["-n", "2"]),
])
def test_collected_jobs_are_written_to_one_file(pytester, repo, name, files, workers):
    out = pytester.path / "out" / name
    out.parent.mkdir()
    out.write_text("left from an earlier session\n")
    result = pytester.runpytest_subprocess(
        *(str(repo / "scenarios" / f) for f in files),
        f"--rootdir={repo}", "-c", str(repo / "pyproject.toml"), "-p", "no:cacheprovider",
        f"--jobagent-jobs-out={out}", *workers)
    result.assert_outcomes(passed=len(files))
    text = out.read_text()
    assert "left from an earlier session" not in text
    if name.endswith(".csv"):
        rows = list(csv.DictReader(text.splitlines()))
    else:
        rows = [json.loads(line) for line in text.splitlines()]
    scenarios = {row["scenario"] for row in rows}
    assert len(scenarios) == len(files) and all(row["title"] and row["apply_url"] for row in rows)
    assert len(rows) == len({(row["scenario"], row["job_key"]) for row in rows}) > 10


def test_the_application_log_has_one_row_per_apply_task_with_how_it_went(pytester, repo):
    out = pytester.path / "out" / "applications.csv"
    result = pytester.runpytest_subprocess(
        str(repo / "scenarios" / "apply_greenhouse.yaml"),
        f"--rootdir={repo}", "-c", str(repo / "pyproject.toml"), "-p", "no:cacheprovider",
        f"--jobagent-applications={out}")
    result.assert_outcomes(passed=1)
    rows = list(csv.DictReader(out.read_text().splitlines()))
    assert rows and all(row["scenario"] and row["at"] and row["job_url"].startswith("http://127.0.0.1")
                        for row in rows)
    assert [row["mode"] for row in rows][:2] == ["ai", "cookbook"]  # learned by the AI agent, then replayed
    assert all(row["success"] == "True" and row["submitted"] == "1" and row["cookbook"] for row in rows[:2])
