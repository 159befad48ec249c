"""The repository's own test session: test files run longest first, by the per-test times committed in
`.test_durations` (pytest-split's file), each file's tests together and in their order, so the session does not end
with one long file running alone on one worker while the others wait.

Under pytest-xdist's `--dist worksteal` each worker is first handed one contiguous slice of the collection (equal
counts of tests, in order), and an idle worker later takes the back half of the longest queue. A plain longest-first
order would give the first worker every long file and the others only short ones; so the files are dealt instead, the
longest first, each to the slice with the least time so far that has room for it, and every slice holds its files
longest first: each worker starts on long files, and what a worker steals at the end is short. Files the record does
not know yet count as that many tests of the median time."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

DURATIONS = Path(__file__).with_name(".test_durations")


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def _slices(count: int, workers: int) -> list[int]:
    """The sizes of the slices worksteal hands out first: each worker in turn gets the pending tests // the workers
    left (xdist.scheduler.worksteal.WorkStealingScheduling.check_schedule)."""
    sizes, left = [], count
    for n in range(workers, 0, -1):
        sizes.append(left // n)
        left -= sizes[-1]
    return sizes


def _dealt(files: dict[str, list[pytest.Item]], seconds: dict[str, float], workers: int) -> list[pytest.Item]:
    """`files` (longest first) dealt into the worksteal slices: each file whole to the slice with the least time that
    has room for it; a file no slice has room for (the last, short ones) fills the slices' rest in their order."""
    sizes = _slices(sum(len(tests) for tests in files.values()), workers)
    slices: list[list[pytest.Item]] = [[] for _ in sizes]
    load = [0.0] * len(sizes)
    for path, tests in files.items():
        fits = [n for n, size in enumerate(sizes) if len(slices[n]) + len(tests) <= size]
        if fits:
            n = min(fits, key=load.__getitem__)
            slices[n].extend(tests)
            load[n] += seconds[path]
            continue
        rest = list(tests)
        for n, size in enumerate(sizes):  # in the slices' order: the file's tests keep theirs
            take = rest[:size - len(slices[n])]
            del rest[:len(take)]
            slices[n].extend(take)
            load[n] += seconds[path] * len(take) / len(tests)
    return [item for part in slices for item in part]


@pytest.hookimpl(trylast=True)  # after -k and -m deselect: the slices are of the tests that run
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    try:
        durations: dict[str, float] = json.loads(DURATIONS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    typical = statistics.median(durations.values()) if durations else 0.0
    files: dict[str, list[pytest.Item]] = {}
    for item in items:
        files.setdefault(_file(item.nodeid), []).append(item)
    seconds = {path: sum(float(durations.get(item.nodeid, typical)) for item in tests)
               for path, tests in files.items()}
    files = dict(sorted(files.items(), key=lambda entry: -seconds[entry[0]]))  # stable: ties keep collection order
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None and config.getoption("dist", "no") == "worksteal":
        items[:] = _dealt(files, seconds, int(workerinput["workercount"]))
    else:
        items[:] = [item for tests in files.values() for item in tests]
