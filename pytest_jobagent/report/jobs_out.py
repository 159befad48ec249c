"""`--jobagent-jobs-out FILE`: every job the collect scenarios of a session found, as JSON lines or CSV (by the file's
suffix), one row per job with its scenario; safe with pytest-xdist (rows appended under a file lock)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .rows_out import RowsFile

COLUMNS = ("scenario", "title", "company", "location", "salary", "posted_date", "apply_url", "apply_type",
           "source_url", "site_id", "job_key")


def jobs_file(path: Path) -> RowsFile:
    return RowsFile(path, COLUMNS)


class JobsOut:
    """Event-bus listener: the jobs of a collect run's result, appended to the session's file."""

    def __init__(self, path: Path):
        self.file = jobs_file(path)
        self._run: dict[str, Any] = {}

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started":
            self._run = data
        elif kind == "attachment" and data.get("name") == "result.json" and self._run.get("run") == "collect":
            self.file.append({"scenario": self._run.get("name", ""), **job}
                             for job in (data.get("body") or {}).get("jobs", []))
