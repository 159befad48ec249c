"""`--jobagent-jobs-out FILE`: every job the collect scenarios of a session found, as JSON lines or CSV (by the file's
suffix), one row per job with its scenario; safe with pytest-xdist (rows appended under a file lock)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from filelock import FileLock

COLUMNS = ("scenario", "title", "company", "location", "salary", "posted_date", "apply_url", "apply_type",
           "source_url", "site_id", "job_key")


def start(path: Path) -> None:
    """Empty the file at the start of a session (the controller's, under xdist), writing the CSV header."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(f"{path}.lock"):
        path.write_text(_csv([dict(zip(COLUMNS, COLUMNS, strict=True))]) if path.suffix == ".csv" else "",
                        encoding="utf-8")


def _csv(rows: list[dict[str, Any]]) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, extrasaction="ignore", lineterminator="\n")
    writer.writerows(rows)
    return out.getvalue()


class JobsOut:
    """Event-bus listener: the jobs of a collect run's result, appended to the session's file."""

    def __init__(self, path: Path):
        self.path = path
        self._run: dict[str, Any] = {}

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started":
            self._run = data
        elif kind == "attachment" and data.get("name") == "result.json" and self._run.get("run") == "collect":
            rows = [{"scenario": self._run.get("name", ""), **job} for job in (data.get("body") or {}).get("jobs", [])]
            if rows:
                text = _csv(rows) if self.path.suffix == ".csv" else \
                    "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
                with FileLock(f"{self.path}.lock"), self.path.open("a", encoding="utf-8") as out:
                    out.write(text)
