"""Event stream as JSON lines (`--jobagent-events FILE`): one object per event, flushed so others can follow live."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

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
        self._file = path.open("a", encoding="utf-8")
        self._lock = threading.Lock()

    def listener(self, scenario: str):
        def write(kind: str, data: dict[str, Any]) -> None:
            record = {"v": SCHEMA_VERSION, "event": kind, "scenario": scenario}
            record.update({k: _plain(v) for k, v in data.items()})
            line = json.dumps(record, default=str)
            with self._lock:
                self._file.write(line + "\n")
                self._file.flush()

        return write

    def close(self) -> None:
        self._file.close()
