"""Shards of the suite (pytest-split with the committed `.test_durations`): four groups are exactly the full suite,
none twice, and each apply scenario's learn -> replay runs (one test item) stay in one group."""

from __future__ import annotations

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
