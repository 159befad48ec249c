"""The repository's own test session: test files run longest first, by the per-test times committed in
`.test_durations` (pytest-split's file), each file's tests together and in their order. pytest-xdist then hands the
short files out last, so the session does not end with one long file running alone on one worker while the other
waits. Files the record does not know yet run after those it does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

DURATIONS = Path(__file__).with_name(".test_durations")


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    try:
        durations: dict[str, float] = json.loads(DURATIONS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    per_file: dict[str, float] = {}
    for nodeid, seconds in durations.items():
        per_file[_file(nodeid)] = per_file.get(_file(nodeid), 0.0) + float(seconds)
    first_seen = {path: n for n, path in enumerate(dict.fromkeys(_file(item.nodeid) for item in items))}
    items.sort(key=lambda item: (-per_file.get(_file(item.nodeid), 0.0), first_seen[_file(item.nodeid)]))
