"""A cookbook's lineage (seed 003's health rules): an AI rescue of a failing replay is saved as a new version on
trial, the version it replaces keeps its history and stays looked up until the rescue has replayed successfully,
then it is retired; a plain new trace supersedes the older versions of its key at once; flagged cookbooks are
what lookup passes over, and `flagged()` names them."""

from __future__ import annotations

URL = "https://jobs.example.com/apply/1"
OLD = [{"order": 0, "action": "click", "selector": "#apply"}]
NEW = [{"order": 0, "action": "click", "selector": "#apply-now"}]


def save(store, steps, **kw):
    return store.save_from_trace(steps, url=URL, task_type="apply", platform="generic", **kw)


def test_a_rescue_is_on_trial_until_it_succeeds_then_it_retires_the_version_it_replaces(store):
    old = save(store, OLD, fingerprint="aaaa")
    store.record_success(old.id)
    old = store.record_failure(old.id)  # its replay failed; the AI rescued the run
    rescue = save(store, NEW, fingerprint="bbbb", replaces=old.id)
    assert rescue.version == old.version + 1 and rescue.on_trial and rescue.fingerprint == "bbbb"
    assert store.get(old.id).retired_at is None  # the old one keeps its history and is still looked up
    assert {m.id for m in store.list()} == {old.id, rescue.id}
    assert store.lookup(URL, "apply", "generic").id == rescue.id  # the healthier one is tried first

    store.record_failure(rescue.id)  # the rescue failed its first replay: the old one is chosen again
    assert store.lookup(URL, "apply", "generic").id == old.id

    proven = store.record_success(rescue.id)
    assert not proven.on_trial and store.get(old.id).retired_at is not None
    assert [m.id for m in store.list()] == [rescue.id]
    assert store.get(old.id).success_count == 1 and store.get(old.id).failure_count == 1  # history kept
    assert store.lookup(URL, "apply", "generic").id == rescue.id
    assert [m.version for m in store.versions(rescue.id)] == [1, 2]


def test_a_new_trace_that_succeeded_as_it_is_supersedes_the_older_versions_at_once(store):
    first = save(store, OLD)
    second = save(store, NEW)  # e.g. healed selectors written back after a clean replay
    assert second.version == 2 and not second.on_trial
    assert store.get(first.id).retired_at is not None and [m.id for m in store.list()] == [second.id]
    assert len(store.list(all_versions=True)) == 2


def test_flagged_cookbooks_are_named_where_lookup_passes_them_over(store):
    cookbook = save(store, OLD)
    for _ in range(9):
        cookbook = store.record_failure(cookbook.id)
    assert cookbook.needs_reexploration
    assert store.lookup(URL, "apply", "generic") is None
    assert [m.id for m in store.flagged(URL, "apply", "generic")] == [cookbook.id]
    assert store.flagged("https://other.example.com/apply/1", "apply", "generic") == []
