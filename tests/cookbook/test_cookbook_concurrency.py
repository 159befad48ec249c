"""Concurrent writers on SQLite and PostgreSQL: threads and processes hammer one cookbook and no update is lost.

Every record_success / record_failure returns the row as its own UPDATE left it. If the updates are atomic, the
returned counters are exact permutations of 1..n, success_count + failure_count numbers the updates in the order
the database applied them, and replaying the health rules in that order gives every returned health score.
"""

from __future__ import annotations

import multiprocessing
import random
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from pytest_jobagent.cookbook import CookbookStep, CookbookStore
from pytest_jobagent.cookbook.store import (
    FAILURE_PENALTY,
    STEEP_AFTER_FAILURES,
    STEEP_FAILURE_PENALTY,
    SUCCESS_GAIN,
)

THREADS, PROCESSES, UPDATES = 8, 4, 50
# the acceptance load: 8 processes x 500 record_failure/record_success calls, counters exact
LOAD_PROCESSES, LOAD_UPDATES = 8, 500
URL = "https://acme.wd1.myworkdayjobs.com/en-US/External/job/Remote/Engineer_R1/apply"

Result = tuple[str, int, int, int]  # op, success_count, failure_count, health_score after this update


def plan(worker: int, updates: int = UPDATES) -> list[str]:
    """A worker's updates: mostly successes, with failures mixed in (seeded, so a failure is reproducible)."""
    rnd = random.Random(worker)
    return ["failure" if rnd.random() < 0.2 else "success" for _ in range(updates)]


def apply_ops(store: CookbookStore, cookbook_id: str, ops: list[str]) -> list[Result]:
    results = []
    for op in ops:
        row = store.record_success(cookbook_id) if op == "success" else store.record_failure(cookbook_id)
        results.append((op, row.success_count, row.failure_count, row.health_score))
    return results


def process_worker(args: tuple[str, str, int, int]) -> list[Result]:
    target, cookbook_id, worker, updates = args
    with CookbookStore(target) as store:  # each process opens its own store, as xdist workers and CI runners do
        return apply_ops(store, cookbook_id, plan(worker, updates))


def save_worker(args: tuple[str, int]) -> int:
    target, worker = args
    with CookbookStore(target) as store:  # the first of these may create the table while the others wait
        return save_variant(store, worker).version


def save_variant(store: CookbookStore, worker: int):
    steps = [CookbookStep(order=1, action="type", selector="#email", value="{{email}}"),
             CookbookStep(order=2, action="click", selector=f"#submit-{worker}")]
    return store.save_from_trace(steps, url=URL, task_type="apply", platform="workday", created_by=f"w{worker}")


def assert_serializable(results: list[Result], store: CookbookStore, cookbook_id: str) -> None:
    successes = sorted(r[1] for r in results if r[0] == "success")
    failures = sorted(r[2] for r in results if r[0] == "failure")
    final = store.get(cookbook_id)
    assert (final.success_count, final.failure_count) == (len(successes), len(failures))
    assert successes == list(range(1, len(successes) + 1))
    assert failures == list(range(1, len(failures) + 1))
    ordered = sorted(results, key=lambda r: r[1] + r[2])
    assert [r[1] + r[2] for r in ordered] == list(range(1, len(results) + 1))
    health, failed = 100, 0
    for op, _s, _f, returned in ordered:
        if op == "success":
            health = min(100, health + SUCCESS_GAIN)
        else:
            failed += 1
            health = max(0, health - (STEEP_FAILURE_PENALTY if failed >= STEEP_AFTER_FAILURES else FAILURE_PENALTY))
        assert returned == health
    assert final.health_score == health


def test_threads_lose_no_update(store: CookbookStore) -> None:
    cookbook = save_variant(store, 0)
    with ThreadPoolExecutor(THREADS) as pool:
        batches = list(pool.map(lambda w: apply_ops(store, cookbook.id, plan(w)), range(THREADS)))
    results = [r for batch in batches for r in batch]
    assert len(results) == THREADS * UPDATES
    assert_serializable(results, store, cookbook.id)


def test_processes_lose_no_update(store: CookbookStore, store_url: str) -> None:
    cookbook = save_variant(store, 0)
    with multiprocessing.get_context("fork").Pool(LOAD_PROCESSES) as pool:
        batches = pool.map(process_worker, [(store_url, cookbook.id, w, LOAD_UPDATES) for w in range(LOAD_PROCESSES)])
    results = [r for batch in batches for r in batch]
    assert len(results) == LOAD_PROCESSES * LOAD_UPDATES
    assert_serializable(results, store, cookbook.id)


def test_concurrent_saves_of_one_key_get_distinct_versions(store_url: str) -> None:
    with multiprocessing.get_context("fork").Pool(PROCESSES) as pool:
        versions = pool.map(save_worker, [(store_url, w) for w in range(PROCESSES)])
    assert sorted(versions) == list(range(1, PROCESSES + 1))
    with CookbookStore(store_url) as store:
        with ThreadPoolExecutor(THREADS) as threads:
            more = list(threads.map(lambda w: save_variant(store, w).version, range(PROCESSES, PROCESSES + THREADS)))
        assert sorted(more) == list(range(PROCESSES + 1, PROCESSES + THREADS + 1))
        history = store.versions(store.list()[0].id)
        assert [m.version for m in history] == list(range(1, PROCESSES + THREADS + 1))
        assert len({m.created_by for m in history}) == PROCESSES + THREADS


@pytest.mark.parametrize("workers", [2])
def test_a_forked_child_can_use_its_parents_store(store: CookbookStore, workers: int) -> None:
    """Pooled connections are dropped in a forked child, so a store object survives a fork."""
    cookbook = save_variant(store, 0)
    store.record_success(cookbook.id)  # the parent's pool now holds a connection
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=apply_ops, args=(store, cookbook.id, ["success"] * 10)) for _ in range(workers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(30)
    assert [p.exitcode for p in procs] == [0] * workers
    assert store.record_success(cookbook.id).success_count == 2 + 10 * workers


def test_opening_a_sqlite_file_that_another_writer_is_creating_waits(tmp_path) -> None:
    """SQLite refuses at once, without busy_timeout, to switch a file to WAL while another connection writes it in
    rollback mode (a brand-new file, several workers starting together): the store waits and retries instead."""
    path = tmp_path / "cookbook.db"
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    other.execute("CREATE TABLE unrelated (x)")
    release = threading.Timer(0.3, other.execute, ["COMMIT"])
    release.start()
    try:
        with CookbookStore(path) as store:
            assert store.list() == []
            with store.engine.connect() as conn:
                assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    finally:
        release.join()
        other.close()


def learn_and_replay_worker(args: tuple[str, int, int]) -> tuple[set[str], list[Result]]:
    """A runner that learns the same cookbook as every other (identical steps) and counts successful replays between
    learnings (successes only: a cookbook whose health fell to 70 would rightly get a new version)."""
    target, worker, rounds = args
    ids, results = set(), []
    with CookbookStore(target) as store:
        for _ in range(rounds):
            cookbook = save_variant(store, 0)
            ids.add(cookbook.id)
            results += apply_ops(store, cookbook.id, ["success"] * 5)
    return ids, results


def test_processes_learning_one_new_cookbook_at_once_make_one_version(store: CookbookStore, store_url: str) -> None:
    """Several runners save the same new cookbook at the same moment and replay it in between: one version exists,
    every runner got it, and no count is lost between the saves (learn and record_success interleaved)."""
    with multiprocessing.get_context("fork").Pool(PROCESSES) as pool:
        outcomes = pool.map(learn_and_replay_worker, [(store_url, w, 10) for w in range(PROCESSES)])
    ids = set().union(*(ids for ids, _ in outcomes))
    assert len(ids) == 1
    cookbook_id = ids.pop()
    assert [m.version for m in store.versions(cookbook_id)] == [1]
    results = [r for _, batch in outcomes for r in batch]
    assert len(results) == PROCESSES * 10 * 5
    assert_serializable(results, store, cookbook_id)


def relearn_worker(args: tuple[str, str, int]) -> tuple[int, list[Result]]:
    """A runner that learns its own new version of the cookbook while counting replays of the first one."""
    target, cookbook_id, worker = args
    with CookbookStore(target) as store:
        results = apply_ops(store, cookbook_id, plan(worker, 20))
        version = save_variant(store, worker).version
        return version, results + apply_ops(store, cookbook_id, plan(worker + 100, 20))


def test_new_versions_saved_while_others_replay_lose_no_count(store: CookbookStore, store_url: str) -> None:
    cookbook = save_variant(store, 0)
    with multiprocessing.get_context("fork").Pool(PROCESSES) as pool:
        outcomes = pool.map(relearn_worker, [(store_url, cookbook.id, w) for w in range(1, PROCESSES + 1)])
    assert sorted(v for v, _ in outcomes) == list(range(2, PROCESSES + 2))
    results = [r for _, batch in outcomes for r in batch]
    assert_serializable(results, store, cookbook.id)
    history = store.versions(cookbook.id)
    assert [m.version for m in history] == list(range(1, PROCESSES + 2))
    assert [m.retired_at is None for m in history] == [False] * PROCESSES + [True]  # only the newest is current
