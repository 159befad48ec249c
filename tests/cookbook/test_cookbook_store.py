"""CookbookStore on SQLite and PostgreSQL: lookup, versions, health rules, privacy of what is stored, connection URLs."""

from __future__ import annotations

import sys
import time
import uuid
from pathlib import Path

import pytest
from sqlalchemy import select

from pytest_jobagent.cookbook import CookbookNotFound, CookbookStore, PersonalDataError, StoreError
from pytest_jobagent.cookbook.database import database_url
from pytest_jobagent.cookbook.table import cookbooks

USER = {"first_name": "Jane", "last_name": "Doe", "email": "jane.doe@example.com", "phone": "+1 555 010 0199",
        "city": "Minneapolis"}
APPLY = "http://127.0.0.1:51234/job/Senior-Software-Engineer_R24017/apply/applyManually"
SAME_FORM_OTHER_POSTING = "http://127.0.0.1:40404/job/Data-Analyst_R24009/apply/applyManually?source=LinkedIn"


def trace(*, extra: str | None = None, phone: bool = True) -> list[dict]:
    """A recorded AI run with the user's literal values in it, as the recorder hands it over."""
    steps = [
        {"order": 1, "action": "type", "selector": "[data-automation-id=legalNameSection_firstName]", "value": "Jane",
         "description": "Type Jane into First Name", "signature": {"tag": "input", "label": "First Name",
                                                                    "attrs": {"value": "Jane"}}},
        {"order": 2, "action": "type", "selector": "#email", "value": "JANE.DOE@example.com",
         "verification": {"type": "value_equals", "value": "jane.doe@example.com"}},
        {"order": 3, "action": "type", "selector": "#city", "value": "Minneapolis"},
        {"order": 4, "action": "click", "selector": "text=Submit",
         "verification": {"type": "text_present", "value": "Thanks Jane Doe"}},
    ]
    if phone:
        steps.insert(3, {"order": 5, "action": "type", "selector": "#phone", "value": "(555) 010-0199"})
    if extra:
        steps.append({"order": 9, "action": "click", "selector": extra})
    return steps


def save(store: CookbookStore, url: str = APPLY, **kwargs) -> object:
    steps = trace(extra=kwargs.pop("extra", None), phone=kwargs.pop("phone", True))
    return store.save_from_trace(steps, url=url, task_type="apply", platform=kwargs.pop("platform", "workday"),
                                 user_data=kwargs.pop("user_data", USER), created_by="ai:test", **kwargs)


def dump(store: CookbookStore) -> str:
    """Everything the table holds, as text (and on SQLite the raw database and WAL files too)."""
    with store.engine.connect() as conn:
        text = "\n".join(repr(tuple(row)) for row in conn.execute(select(cookbooks)))
    if store.backend == "sqlite":
        for path in Path(store.url.database).parent.glob("cookbook.db*"):
            text += path.read_bytes().decode("latin-1")
    return text


def test_saved_cookbook_holds_templates_and_no_personal_value(store: CookbookStore) -> None:
    cookbook = save(store)
    assert (cookbook.version, cookbook.health_score, cookbook.success_count, cookbook.failure_count) == (1, 100, 0, 0)
    assert cookbook.url_pattern == "localhost/job/*/apply/applymanually"
    assert cookbook.platform == "workday" and cookbook.task_pattern == "apply" and cookbook.created_by == "ai:test"
    assert cookbook.variables == ["city", "email", "first_name", "last_name", "phone"]
    assert cookbook.steps[0].value == "{{first_name}}"
    assert cookbook.steps[0].signature.attributes["value"] == "{{first_name}}"
    submit = next(s for s in cookbook.steps if s.action == "click")
    assert submit.verification.value == "Thanks {{first_name}} {{last_name}}"
    assert store.get(cookbook.id) == cookbook
    stored = dump(store).lower()
    assert "{{first_name}}" in stored
    for value in ["jane", "doe", "example.com", "minneapolis", "010-0199", "0100199"]:
        assert value not in stored, value


def test_a_user_value_that_cannot_be_templated_is_refused(store: CookbookStore) -> None:
    with pytest.raises(PersonalDataError) as info:
        save(store, url="https://x.com/apply?handle=janedoe", user_data={**USER, "handle": "janedoe"})
    assert "handle" in str(info.value) and "url pattern" in str(info.value)
    assert "janedoe" not in str(info.value)
    assert store.list(all_versions=True) == []


def test_lookup_finds_the_cookbook_for_another_posting_of_the_same_form(store: CookbookStore) -> None:
    cookbook = save(store)
    assert store.lookup(SAME_FORM_OTHER_POSTING, "Apply", "workday").id == cookbook.id
    assert store.lookup(SAME_FORM_OTHER_POSTING, "apply", "greenhouse") is None
    assert store.lookup(SAME_FORM_OTHER_POSTING, "apply", None) is None
    assert store.lookup(SAME_FORM_OTHER_POSTING, "fill_form", "workday") is None
    assert store.lookup("http://127.0.0.1:1/job/Data-Analyst_R24009", "apply", "workday") is None


def test_lookup_skips_cookbooks_that_need_fields_the_user_lacks(store: CookbookStore) -> None:
    with_phone = save(store)
    without_phone = save(store, phone=False)
    assert with_phone.key.scope_hash == without_phone.key.scope_hash and with_phone.id != without_phone.id
    no_phone_user = {k: v for k, v in USER.items() if k != "phone"}
    assert store.lookup(APPLY, "apply", "workday", fields=no_phone_user).id == without_phone.id
    assert store.lookup(APPLY, "apply", "workday", fields=USER.keys()).id == with_phone.id  # uses more fields
    assert store.lookup(APPLY, "apply", "workday", fields=["email"]) is None


def test_lookup_returns_the_healthiest_and_skips_70_and_below(store: CookbookStore) -> None:
    a = save(store)
    b = save(store, phone=False)
    store.record_failure(a.id)
    assert store.lookup(APPLY, "apply", "workday").id == b.id
    for _ in range(5):
        store.record_failure(b.id)
    assert store.get(b.id).health_score == 65
    assert store.lookup(APPLY, "apply", "workday").id == a.id
    for _ in range(4):
        store.record_failure(a.id)
    assert store.get(a.id).health_score == 65
    assert store.lookup(APPLY, "apply", "workday") is None


def test_a_known_key_gets_a_new_version_which_replaces_the_old_in_lookups(store: CookbookStore) -> None:
    v1 = save(store)
    v2 = save(store, extra="#consent")  # same url, task and variables: same key, different steps
    assert (v1.key, v2.version, v2.health_score) == (v2.key, 2, 100)
    assert [m.version for m in store.versions(v1.id)] == [1, 2] == [m.version for m in store.versions(v2.id)]
    assert store.lookup(APPLY, "apply", "workday").id == v2.id
    assert [m.id for m in store.list()] == [v2.id]
    assert {m.id for m in store.list(all_versions=True)} == {v1.id, v2.id}
    store.record_failure(v2.id)
    assert store.lookup(APPLY, "apply", "workday").id == v2.id  # old versions are history, not candidates


def test_saving_the_same_steps_again_verifies_instead_of_adding_a_version(store: CookbookStore) -> None:
    first = save(store)
    time.sleep(0.01)
    again = save(store, url=SAME_FORM_OTHER_POSTING)
    assert again.id == first.id and again.version == 1
    assert again.last_verified > first.last_verified
    for _ in range(5):
        store.record_failure(first.id)
    fresh = save(store)  # the same steps worked again for the AI, but the cookbook is no longer usable: restart it
    assert (fresh.version, fresh.health_score) == (2, 100)


def test_failure_penalty_is_5_then_15_from_the_fifth_failure_and_stops_at_0(store: CookbookStore) -> None:
    cookbook = save(store)
    scores = [store.record_failure(cookbook.id).health_score for _ in range(11)]
    assert scores == [95, 90, 85, 80, 65, 50, 35, 20, 5, 0, 0]
    after = store.get(cookbook.id)
    assert (after.failure_count, after.success_count, after.needs_reexploration) == (11, 0, True)
    assert after.last_used is not None and after.last_verified == cookbook.last_verified


def test_success_gives_back_one_point_up_to_100(store: CookbookStore) -> None:
    cookbook = save(store)
    assert store.record_success(cookbook.id).health_score == 100
    store.record_failure(cookbook.id)
    assert [store.record_success(cookbook.id).health_score for _ in range(6)] == [96, 97, 98, 99, 100, 100]
    after = store.get(cookbook.id)
    assert (after.success_count, after.failure_count) == (7, 1)
    assert after.last_verified >= after.last_used >= cookbook.created_at


def test_unknown_ids(store: CookbookStore) -> None:
    for bad in (uuid.uuid4(), "not-a-uuid"):
        assert store.get(bad) is None and store.versions(bad) == []
        with pytest.raises(CookbookNotFound):
            store.record_success(bad)
        with pytest.raises(CookbookNotFound):
            store.record_failure(bad)


def test_list_filters_by_platform_and_task(store: CookbookStore) -> None:
    wd = save(store)
    gh = save(store, url="https://job-boards.greenhouse.io/acme/jobs/123", platform="greenhouse")
    assert [m.id for m in store.list(platform="Workday")] == [wd.id]
    assert [m.id for m in store.list(platform="greenhouse", task_type="Apply")] == [gh.id]
    assert store.list(task_type="fill form") == []


def test_reopening_keeps_the_data(store_url: str) -> None:
    with CookbookStore(store_url) as first:
        cookbook = save(first)
    with CookbookStore(store_url) as second:
        assert second.get(cookbook.id) == cookbook


# ------------------------------------------------------------------ connection targets


def test_targets_resolve_to_sqlite_or_psycopg(tmp_path: Path) -> None:
    assert database_url(tmp_path / "sub" / "c.db").render_as_string() == f"sqlite:///{tmp_path}/sub/c.db"
    with CookbookStore(f"sqlite:///{tmp_path}/sub/c.db") as store:
        assert store.backend == "sqlite" and (tmp_path / "sub" / "c.db").is_file()
    assert database_url(":memory:").render_as_string() == "sqlite://"
    assert database_url("postgres://u:p@h/db").drivername == "postgresql+psycopg"
    assert database_url("postgresql://u:p@h/db").drivername == "postgresql+psycopg"
    with pytest.raises(StoreError, match="SQLite and PostgreSQL, not 'mysql'"):
        database_url("mysql://u:secret@h/db")


def test_repr_hides_the_password(postgres_url: str) -> None:
    with CookbookStore(postgres_url) as store:
        assert store.backend == "postgresql" and "***" in repr(store)
        assert store.url.password not in repr(store)


def test_in_memory_store_works() -> None:
    with CookbookStore(":memory:") as store:
        cookbook = save(store)
        assert store.record_success(cookbook.id).success_count == 1
        assert store.lookup(APPLY, "apply", "workday").id == cookbook.id


def test_a_cookbook_without_variables_serves_any_user_but_ranks_below_one_that_uses_their_data(
        store: CookbookStore) -> None:
    clicks = store.save_from_trace([{"order": 1, "action": "click", "selector": "#apply"}], url=APPLY,
                                   task_type="apply", platform="workday")
    assert clicks.variables == [] and store.lookup(APPLY, "apply", "workday", fields={}).id == clicks.id
    filled = save(store)
    assert store.lookup(APPLY, "apply", "workday", fields=USER).id == filled.id
    assert store.lookup(APPLY, "apply", "workday", fields=["email"]).id == clicks.id


def test_a_missing_postgres_driver_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # import psycopg now raises ImportError
    with pytest.raises(StoreError, match=r"pip install 'psycopg\[binary\]>=3.1'"):
        CookbookStore("postgresql://u:p@127.0.0.1:1/db")


def test_the_lookup_log_gives_the_hit_rate_and_the_keepers_retire_reset_and_delete(store: CookbookStore) -> None:
    first = save(store)
    for found, mode, success in ((None, "ai", True), (first, "cookbook", True), (first, "cookbook+ai", True)):
        store.log_outcome(store.log_lookup(APPLY, "apply", "workday", found), mode, success)
    store.log_lookup(APPLY, "apply", "workday", first)  # a run that never ended: counted as a hit only
    rate = store.hit_rate()
    assert (rate.lookups, rate.hits, rate.replayed, rate.rescued) == (4, 3, 1, 1)
    assert store.hit_rate(platform="greenhouse").lookups == 0 and store.hit_rate(task_type="apply").lookups == 4

    for _ in range(10):
        store.record_failure(first.id)
    assert store.lookup(APPLY, "apply", "workday") is None
    assert store.reset_health(first.id).health_score == 100
    assert store.lookup(APPLY, "apply", "workday").id == first.id
    retired = store.retire(first.id)
    assert retired.retired_at is not None and store.retire(first.id).retired_at == retired.retired_at
    assert store.lookup(APPLY, "apply", "workday") is None
    rescue = save(store, extra="#other", replaces=first.id)
    assert store.delete(first.id).id == first.id and store.get(first.id) is None
    assert store.get(rescue.id).replaces is None
    with pytest.raises(CookbookNotFound):
        store.delete(first.id)
