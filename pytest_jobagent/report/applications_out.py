"""`--jobagent-applications FILE`: the application log, one row per apply task the session's runs did (the job, when,
by cookbook or AI, whether the site received the application), as JSON lines or CSV by the file's suffix."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .rows_out import RowsFile

COLUMNS = ("at", "scenario", "run", "site", "job_title", "job_url", "mode", "cookbook", "submitted", "success",
           "error")


def applications_file(path: Path) -> RowsFile:
    return RowsFile(path, COLUMNS)


class ApplicationsOut:
    """Event-bus listener: each `application` event of an apply run, appended to the session's log."""

    def __init__(self, path: Path):
        self.file = applications_file(path)
        self._scenario = ""

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "run_started":
            self._scenario = data.get("name", "")
        elif kind == "application":
            self.file.append([{"scenario": self._scenario, **{k: data.get(k) for k in COLUMNS if k != "scenario"}}])
