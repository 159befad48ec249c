"""A session's rows file (`--jobagent-jobs-out`, `--jobagent-applications`): JSON lines, or CSV by the file's suffix,
emptied by the controller at the start of the session and appended to by every xdist worker under a file lock."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from filelock import FileLock


class RowsFile:
    """One file of rows with fixed columns (the CSV header; JSON lines keep every key of a row)."""

    def __init__(self, path: Path, columns: Sequence[str]):
        self.path, self.columns = path, tuple(columns)

    def start(self) -> None:
        """Empty the file (writing the CSV header): the controller's, once a session."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(f"{self.path}.lock"):
            header = [dict(zip(self.columns, self.columns, strict=True))]
            self.path.write_text(self._csv(header) if self.is_csv else "", encoding="utf-8")

    @property
    def is_csv(self) -> bool:
        return self.path.suffix == ".csv"

    def append(self, rows: Iterable[Mapping[str, Any]]) -> None:
        rows = list(rows)
        if not rows:
            return
        text = self._csv(rows) if self.is_csv else "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
        with FileLock(f"{self.path}.lock"), self.path.open("a", encoding="utf-8") as out:
            out.write(text)

    def _csv(self, rows: Iterable[Mapping[str, Any]]) -> str:
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=self.columns, extrasaction="ignore", lineterminator="\n")
        writer.writerows(rows)
        return out.getvalue()
