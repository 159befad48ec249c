"""Shards of the suite (pytest-split with the committed `.test_durations`): four groups are exactly the full suite,
none twice, and each apply scenario's learn -> replay runs (one test item) stay in one group."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import SimpleNamespace

import yaml
from pytest_split.algorithms import Algorithms

REPO = Path(__file__).resolve().parents[2]
SHARDS = 4


def collected(*args: str) -> list[str]:
    """Node ids pytest collects in this repository with `args` (no test runs)."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", *args],
                          cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return [line for line in done.stdout.splitlines() if "::" in line and not line.startswith(" ")]


def test_four_shards_collect_the_full_suite_exactly_once():
    # the suite and one shard as pytest-split selects it on the command line...
    with ThreadPoolExecutor(max_workers=2) as pool:
        full, first = pool.map(lambda args: collected(*args), [(), ("--splits", str(SHARDS), "--group", "1")])
    assert len(full) > 500 and len(set(full)) == len(full)
    durations = json.loads((REPO / ".test_durations").read_text())
    unknown = sorted(set(full) - set(durations))
    assert len(unknown) < len(full) // 10, f"refresh .test_durations (make durations): {unknown[:5]}"
    # ...and every shard by pytest-split's own algorithm over the same items and durations (the one the command
    # line runs, as group 1 shows): together they are the suite, nothing lost and nothing twice
    items = [SimpleNamespace(nodeid=node) for node in full]
    groups = Algorithms["duration_based_chunks"].value(SHARDS, items, durations)
    shards = [[item.nodeid for item in group.selected] for group in groups]
    assert shards[0] == first
    assert all(shards), "every shard has work"
    assert sorted(node for shard in shards for node in shard) == sorted(full)


def test_every_cookbook_replay_learns_its_cookbook_in_the_same_item():
    """A scenario that expects a run to replay a cookbook learns it in an earlier run of the same scenario (one test
    item, so one shard and one worker): no item depends on a cookbook another item learned."""
    checked = 0
    for path in sorted((REPO / "scenarios").rglob("*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            if not isinstance(doc, dict) or doc.get("run") != "apply" or doc.get("store") == "shipped":
                continue  # a `store: shipped` scenario replays the cookbooks that come with the package
            runs = doc.get("runs") or [doc]
            for i, run in enumerate(runs):
                if (run.get("expect") or {}).get("mode_used") == "cookbook":
                    learned = [r for r in runs[:i] if r.get("mode", doc.get("mode")) == "ai_only"
                               or (r.get("expect") or {}).get("mode_used") == "ai"]
                    assert learned, f"{path.name}: run {run.get('name')!r} replays a cookbook no earlier run learns"
                    checked += 1
    assert checked >= 4


def _root_conftest():
    """The repository's conftest.py (the session's order of tests), loaded as a module of its own."""
    spec = importlib.util.spec_from_file_location("root_conftest", REPO / "conftest.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_worksteal_starts_every_worker_on_long_files_and_balances_their_first_slices():
    """Under `--dist worksteal` each worker first gets one contiguous slice of the collection (pending // workers
    left); the session's order deals the files so that each slice starts with a long file and the slices' times
    are about equal, every file's tests together and in their order."""
    conftest = _root_conftest()
    durations = json.loads((REPO / ".test_durations").read_text())
    files: dict[str, list[str]] = {}
    for node in durations:
        files.setdefault(node.split("::", 1)[0], []).append(node)
    seconds = {path: sum(durations[n] for n in nodes) for path, nodes in files.items()}
    longest = sorted(files, key=lambda path: -seconds[path])
    for workers in (2, 3, 4):
        items = [SimpleNamespace(nodeid=node) for node in durations]
        config = SimpleNamespace(workerinput={"workercount": workers}, getoption=lambda name, default=None: "worksteal")
        conftest.pytest_collection_modifyitems(config, items)
        assert sorted(item.nodeid for item in items) == sorted(durations)
        sizes, start, loads, heads = conftest._slices(len(items), workers), 0, [], set()
        assert sum(sizes) == len(items) and max(sizes) - min(sizes) <= 1
        for size in sizes:
            part = [item.nodeid for item in items[start:start + size]]
            start += size
            loads.append(sum(durations[node] for node in part))
            heads.add(part[0].split("::", 1)[0])
        assert heads == set(longest[:workers]), workers
        assert max(loads) - min(loads) <= seconds[longest[0]], (workers, loads)
        order = [item.nodeid for item in items]
        for nodes in files.values():  # a file's tests keep their order
            positions = [order.index(node) for node in nodes]
            assert positions == sorted(positions)
