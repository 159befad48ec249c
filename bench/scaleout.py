"""Benchmark: the bundled scenarios as 1, 2 and 4 shards (pytest-split, one process each, all at once) against one
`playwright run-server` and one PostgreSQL cookbook store, beside the plain `-n` figures of the suite section.

    .venv/bin/python bench/scaleout.py [--shards 1,2,4] [--paths scenarios/*.yaml]

Each shard is `pytest PATHS --splits N --group i --jobagent-browser-ws WS --cookbook-db DSN`, replaying the
cassettes; the wall time of a shard count is from the first shard's launch to the last one's exit.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests" / "cookbook"))

from pgcluster import PgCluster  # noqa: E402


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def playwright_server() -> Iterator[str]:
    """`python -m playwright run-server` on a free loopback port (--unsafe: the shards name the system Chromium)."""
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "playwright", "run-server", "--host", "127.0.0.1", "--port",
                               str(port), "--unsafe"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        if "Listening on" not in line:
            raise RuntimeError(f"playwright run-server did not start: {line!r}")
        yield f"ws://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait(timeout=10)


def run_shards(paths: list[str], shards: int, ws: str, dsn: str, out: Path) -> dict[str, float]:
    """All `shards` groups at once; their wall time and passed/failed counts."""
    procs = []
    started = time.perf_counter()
    for group in range(1, shards + 1):
        cmd = [sys.executable, "-m", "pytest", *paths, "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
               "--splits", str(shards), "--group", str(group), f"--jobagent-browser-ws={ws}",
               f"--cookbook-db={dsn}", f"--output={out / f'pw-{shards}-{group}'}"]
        procs.append(subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
    passed = failed = 0
    for proc in procs:
        text, _ = proc.communicate()
        tail = (text.strip().splitlines() or [""])[-1]
        counts = {k: int(n) for n, k in re.findall(r"(\d+) (passed|failed|errors?)", tail)}
        passed += counts.get("passed", 0)
        failed += counts.get("failed", 0) + counts.get("error", 0) + counts.get("errors", 0)
        if proc.returncode not in (0, 1):
            print(text[-3000:], file=sys.stderr)
    wall = time.perf_counter() - started
    print(f"  {shards} shard(s): {passed} passed, {failed} failed in {wall:.1f}s", file=sys.stderr)
    return {"wall_s": wall, "passed": passed, "failed": failed}


def run_local(paths: list[str], workers: int, out: Path) -> dict[str, float]:
    """The same scenarios in one pytest process with a local browser and -n `workers` (the plain figures)."""
    cmd = [sys.executable, "-m", "pytest", *paths, "-q", "-p", "no:cacheprovider", "-n", str(workers),
           f"--output={out / f'pw-local-{workers}'}"]
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    wall = time.perf_counter() - started
    tail = (done.stdout.strip().splitlines() or [""])[-1]
    counts = {k: int(n) for n, k in re.findall(r"(\d+) (passed|failed|errors?)", tail)}
    print(f"  local -n {workers}: {tail} ({wall:.1f}s)", file=sys.stderr)
    return {"wall_s": wall, "passed": counts.get("passed", 0),
            "failed": counts.get("failed", 0) + counts.get("error", 0) + counts.get("errors", 0)}


def measure(paths: list[str], shard_counts: list[int]) -> dict[str, float]:
    """Flat figures `scaleout_<n>shards_{wall_s,scenarios_per_min,failed}`, speed-ups against one shard, and the
    same scenarios with a local browser in one process (`scaleout_local_n{1,2}_...`)."""
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="bench-scaleout-local-") as tmp:
        for workers in (1, 2):
            run = run_local(paths, workers, Path(tmp))
            figures[f"scaleout_local_n{workers}_wall_s"] = round(run["wall_s"], 1)
            figures[f"scaleout_local_n{workers}_failed"] = run["failed"]
            figures[f"scaleout_local_n{workers}_scenarios_per_min"] = round(
                60 * (run["passed"] + run["failed"]) / run["wall_s"], 1)
    with tempfile.TemporaryDirectory(prefix="bench-scaleout-") as tmp, PgCluster() as cluster, \
            playwright_server() as ws:
        for shards in shard_counts:
            # a fresh database per shard count: every count starts from an empty cookbook store
            cluster._create_database(f"scaleout{shards}")
            run = run_shards(paths, shards, ws, cluster.dsn(f"scaleout{shards}"), Path(tmp))
            scenarios = run["passed"] + run["failed"]
            figures[f"scaleout_{shards}shards_wall_s"] = round(run["wall_s"], 1)
            figures[f"scaleout_{shards}shards_scenarios"] = scenarios
            figures[f"scaleout_{shards}shards_failed"] = run["failed"]
            figures[f"scaleout_{shards}shards_scenarios_per_min"] = round(60 * scenarios / run["wall_s"], 1)
    one = figures.get("scaleout_1shards_wall_s")
    for shards in shard_counts:
        if one and shards != 1:
            figures[f"scaleout_{shards}shards_speedup_vs_1"] = round(one / figures[f"scaleout_{shards}shards_wall_s"], 2)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shards", default="1,2,4", help="shard counts to measure (comma-separated)")
    parser.add_argument("--paths", nargs="+", default=None, help="scenario files (default: scenarios/*.yaml)")
    args = parser.parse_args(argv)
    paths = args.paths or sorted(str(p.relative_to(REPO)) for p in (REPO / "scenarios").glob("*.yaml"))
    figures = measure(paths, [int(n) for n in args.shards.split(",")])
    print(json.dumps(figures, indent=2, sort_keys=True))
    return 0


if __name__ == "__main__":
    os.chdir(REPO)
    raise SystemExit(main())
