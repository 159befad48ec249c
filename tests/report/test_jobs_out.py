"""`--jobagent-jobs-out`: the jobs of every collect scenario in one JSON-lines or CSV file, also under xdist; and
`--jobagent-applications`, the log of every apply task. The JSON-lines file and the application log come from the
session-wide run of bundled scenarios of every kind (`bundled_run`, tests/conftest.py: each pytest process costs
seconds to start); the CSV file from another session under xdist."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import yaml


def _name(repo: Path, file: str) -> str:
    return yaml.safe_load((repo / "scenarios" / file).read_text())["name"]


def _jobs(out: Path, names: list[str]) -> None:
    """The jobs file holds the jobs of the collect scenarios of these names, once each, and nothing of an earlier
    session."""
    text = out.read_text()
    assert "left from an earlier session" not in text
    if out.name.endswith(".csv"):
        rows = list(csv.DictReader(text.splitlines()))
    else:
        rows = [json.loads(line) for line in text.splitlines()]
    scenarios = {row["scenario"] for row in rows}
    assert scenarios == set(names) and all(row["title"] and row["apply_url"] for row in rows)
    assert len(rows) == len({(row["scenario"], row["job_key"]) for row in rows}) > 10


def _session(pytester, repo, scenarios: list[str], *options: str):
    return pytester.runpytest_subprocess(
        *(str(repo / "scenarios" / f) for f in scenarios),
        f"--rootdir={repo}", "-c", str(repo / "pyproject.toml"), "-p", "no:cacheprovider", *options)


def _stale(out: Path) -> Path:
    out.parent.mkdir(exist_ok=True)
    out.write_text("left from an earlier session\n")
    return out


def test_collected_jobs_and_the_application_log_are_written_by_one_session(bundled_run, repo):
    # the session ran an explore, a collect, an apply and a steps scenario, the jobs file holding a line of an earlier
    # session before it
    bundled_run.result.assert_outcomes(passed=4)
    jobs, applications = bundled_run.path / "out" / "jobs.jsonl", bundled_run.path / "out" / "applications.csv"
    _jobs(jobs, [_name(repo, "collect_jobboard_classic.yaml")])  # the other scenarios collected no job

    # one row per apply task with how it went: the other scenarios applied nowhere
    rows = list(csv.DictReader(applications.read_text().splitlines()))
    assert rows and all(row["scenario"] and row["at"] and row["job_url"].startswith("http://127.0.0.1")
                        for row in rows)
    assert {row["scenario"] for row in rows} == {_name(repo, "apply_greenhouse.yaml")}
    assert [row["mode"] for row in rows][:2] == ["ai", "cookbook"]  # learned by the AI agent, then replayed
    assert all(row["success"] == "True" and row["submitted"] == "1" and row["cookbook"] for row in rows[:2])


def test_collected_jobs_are_written_to_one_csv_file_under_xdist(pytester, repo):
    files = ["collect_jobboard_classic.yaml", "collect_jobboard_spa.yaml"]
    out = _stale(pytester.path / "out" / "jobs.csv")
    result = _session(pytester, repo, files, f"--jobagent-jobs-out={out}", "-n", "2")
    result.assert_outcomes(passed=len(files))
    _jobs(out, [_name(repo, f) for f in files])
