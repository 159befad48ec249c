"""Event stream as JSON lines (`--jobagent-events FILE`): one object per event, written so others can follow live.

Several processes (pytest-xdist workers) append to the same file: it is opened with O_APPEND and each line
goes out in one `os.write` call, so lines never interleave (the kernel appends a whole write to a regular
file atomically; a partial write, which only a full disk causes, is finished by the same writer under its
lock before any other line of this process).
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

from pytest_jobagent.events import Listener

SCHEMA_VERSION = 1


def _plain(value: Any) -> Any:
    if isinstance(value, BaseException):
        return f"{type(value).__name__}: {value}"
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    return value


class EventsFile:
    """Appends every event of every scenario; each line: {"v", "event", "scenario", "ts", ...data}."""

    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._fd: int | None = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._lock = threading.Lock()

    def listener(self, scenario: str) -> Listener:
        def write(kind: str, data: dict[str, Any]) -> None:
            record = {"v": SCHEMA_VERSION, "event": kind, "scenario": scenario}
            record.update({k: _plain(v) for k, v in data.items()})
            self.write_line(json.dumps(record, default=str, ensure_ascii=False))

        return write

    def write_line(self, line: str) -> None:
        data = (line.replace("\n", " ") + "\n").encode("utf-8")
        with self._lock:
            if self._fd is None:
                return
            view = memoryview(data)
            while view:
                written = os.write(self._fd, view)
                view = view[written:]

    def close(self) -> None:
        with self._lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
