"""The vertical slice on ats_greenhouse: an AI run learns a cookbook, a replay applies again with zero LLM calls."""

from __future__ import annotations

import re

from apply_data import GREENHOUSE_POSTED, GREENHOUSE_START, GREENHOUSE_USER

from pytest_jobagent.runs.apply.engine import ExecutionEngine


def _posted(site):
    subs = [s for s in site.submissions() if s["form"] == "greenhouse-application"]
    assert subs, "the site received no application"
    return subs[-1]


def test_learn_then_replay_without_llm_and_from_the_exported_file(page, serve_site, store, live_llm, resume, tmp_path,
                                                                  monkeypatch):
    """One AI run learns the cookbook; the engine replays it with no model call, and so does the cookbook exported as
    a pytest-playwright file when its test function runs."""
    from pytest_jobagent.runs.testcode import cookbook_script

    site = serve_site("ats_greenhouse")
    site.clear_submissions()
    files = {"resume": str(resume)}

    page.goto(site.url(GREENHOUSE_START), wait_until="load")
    engine = ExecutionEngine(page, store, live_llm)
    learned = engine.execute(user_data=GREENHOUSE_USER, files=files)
    assert learned.success, learned.error
    assert learned.mode_used == "ai"
    assert learned.stats.llm_calls > 0
    assert learned.saved_cookbook_id
    sub = _posted(site)
    assert {k: sub["fields"].get(k) for k in GREENHOUSE_POSTED} == GREENHOUSE_POSTED
    assert [f["field"] for f in sub["files"]] == ["resume"]

    page.goto(site.url(GREENHOUSE_START), wait_until="load")
    replay = engine.execute(user_data=GREENHOUSE_USER, files=files, baseline=learned.stats)
    assert replay.success, replay.error
    assert replay.mode_used == "cookbook"
    assert replay.stats.llm_calls == 0
    assert replay.heals == []
    assert replay.cost_saved_pct == 100.0
    sub = _posted(site)
    assert {k: sub["fields"].get(k) for k in GREENHOUSE_POSTED} == GREENHOUSE_POSTED
    assert len(site.submissions()) == 2
    rate = store.hit_rate()  # the store's lookup log: a miss that the AI learned from, then a hit done alone
    assert (rate.lookups, rate.hits, rate.replayed, rate.rescued) == (2, 1, 1, 0)
    print("\nAI:", learned.stats.summary(), "\nreplay:", replay.stats.summary())

    # the learned cookbook exported as a pytest-playwright file applies again when its test function runs
    source = cookbook_script(store.get(learned.saved_cookbook_id), start_url=site.url(GREENHOUSE_START),
                             confirmation="thank you for applying")
    assert "Ada" not in source and "ada.lovelace" not in source
    exported = tmp_path / "test_exported.py"
    exported.write_text(source)
    for name, value in {**GREENHOUSE_USER, "file_resume": str(resume)}.items():
        monkeypatch.setenv("JOBAGENT_" + name.upper(), value)
    namespace: dict = {}
    exec(compile(source, str(exported), "exec"), namespace)  # noqa: S102 - our own generated test module
    namespace["test_replay_cookbook"](page)
    assert len(site.submissions()) == 3
    sub = _posted(site)
    assert {k: sub["fields"].get(k) for k in GREENHOUSE_POSTED} == GREENHOUSE_POSTED

    # no personal value reached the store: grep the database file itself
    store.close()
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("cookbooks.sqlite*")).decode("utf-8", "replace").lower()
    personal = [v for k, v in GREENHOUSE_USER.items() if v not in ("Yes", "No", "Female", "Asian")]
    # as a whole token: the store's ids and digests are hex, and "ada" is three hex digits (a digest holding them
    # failed a CI run), while a leaked first name stands between non-alphanumerics
    assert [v for v in personal if re.search(rf"(?<![0-9a-z]){re.escape(v.lower())}(?![0-9a-z])", raw)] == []
    assert str(resume.parent).lower() not in raw and resume.name.lower() not in raw


def test_an_ai_run_that_records_no_step_fails_with_its_reason(page, serve_site, store, live_llm):
    """A page that already shows a confirmation: the agent is done at once, and nothing is saved as a cookbook."""
    site = serve_site("ats_greenhouse")
    page.goto(site.url("/__submitted?form=greenhouse-application"))
    result = ExecutionEngine(page, store, live_llm).execute(user_data=GREENHOUSE_USER, files={}, mode="ai_only")
    assert not result.success and result.saved_cookbook_id is None
    assert "without recording a single step" in result.error
    assert store.list() == []
