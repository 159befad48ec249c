"""Benchmark: cookbook store update throughput on SQLite and PostgreSQL, one writer vs many processes, counters checked.

    .venv/bin/python bench/cookbook_store.py [--processes 8] [--updates 500] [--backends sqlite,postgresql] [--dsn URL]

Without --dsn a throwaway PostgreSQL cluster is started as the tests do (tests/cookbook/pgcluster.py); it runs with
fsync off, so its numbers are an upper bound for a real server. Each worker process opens its own store and does
--updates record_success / record_failure calls (one in five a failure) on one shared cookbook.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests" / "cookbook"))
sys.path.insert(0, str(REPO))

from pgcluster import PgCluster

from pytest_jobagent.cookbook import CookbookStep, CookbookStore

URL = "https://acme.wd1.myworkdayjobs.com/en-US/External/job/Remote/Engineer_R1/apply"


def worker(args: tuple[str, str, int, int]) -> tuple[int, int]:
    target, cookbook_id, seed, updates = args
    rnd = random.Random(seed)
    successes = failures = 0
    with CookbookStore(target) as store:
        for _ in range(updates):
            if rnd.random() < 0.2:
                store.record_failure(cookbook_id)
                failures += 1
            else:
                store.record_success(cookbook_id)
                successes += 1
    return successes, failures


def run(target: str, processes: int, updates: int) -> dict[str, float]:
    with CookbookStore(target) as store:
        cookbook = store.save_from_trace([CookbookStep(order=1, action="click", selector="#apply")], url=URL,
                                         task_type="apply", platform="workday")
    jobs = [(target, cookbook.id, seed, updates) for seed in range(processes)]
    began = time.perf_counter()
    if processes == 1:
        done = [worker(jobs[0])]
    else:
        with multiprocessing.get_context("fork").Pool(processes) as pool:
            done = pool.map(worker, jobs)
    elapsed = time.perf_counter() - began
    with CookbookStore(target) as store:
        final = store.get(cookbook.id)
    expected = (sum(d[0] for d in done), sum(d[1] for d in done))
    found = (final.success_count, final.failure_count)
    if found != expected:
        raise SystemExit(f"LOST UPDATES on {target}: expected {expected}, found {found}")
    total = processes * updates
    return {"updates": total, "seconds": elapsed, "per_s": total / elapsed}


def measure(backends: list[str], processes: int, updates: int, dsn: str | None = None,
            report: bool = True) -> dict[str, dict[str, float]]:
    """One writer, then `processes` writers, per backend: {"<backend>_1": run(), "<backend>_<processes>": run(),
    "postgresql_start": {"seconds": ...}}. A backend that cannot start raises (pgcluster.ClusterUnavailable)."""
    out: dict[str, dict[str, float]] = {}
    cluster = None
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for backend in backends:
                if backend == "sqlite":
                    targets = [f"{tmp}/one.db", f"{tmp}/many.db"]
                else:
                    if not dsn and cluster is None:
                        cluster = PgCluster().start("bench")
                        out["postgresql_start"] = {"seconds": cluster.started_in_s}
                        if report:
                            print(f"postgresql cluster started in {cluster.started_in_s:.2f}s")
                    url = dsn or cluster.dsn("bench")
                    targets = [f"{url}?options=-csearch_path%3D{schema}" for schema in ("one", "many")]
                    import psycopg

                    with psycopg.connect(url, autocommit=True) as conn:
                        for schema in ("one", "many"):
                            conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}")
                one = out[f"{backend}_1"] = run(targets[0], 1, updates)
                many = out[f"{backend}_{processes}"] = run(targets[1], processes, updates)
                if report:
                    print(f"{backend:10} 1 process: {one['updates']:5} updates {one['seconds']:6.2f}s "
                          f"{one['per_s']:7.0f}/s | {processes} processes: {many['updates']:5} updates "
                          f"{many['seconds']:6.2f}s {many['per_s']:7.0f}/s (x{many['per_s'] / one['per_s']:.2f}) "
                          "| counters exact")
    finally:
        if cluster is not None:
            cluster.stop()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=8)
    parser.add_argument("--updates", type=int, default=500, help="updates per process")
    parser.add_argument("--backends", default="sqlite,postgresql")
    parser.add_argument("--dsn", help="an existing PostgreSQL database instead of a throwaway cluster")
    args = parser.parse_args()
    measure(args.backends.split(","), args.processes, args.updates, args.dsn)


if __name__ == "__main__":
    main()
