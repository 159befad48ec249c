"""The engine looks up the cookbook of the task the job's description names: a task that is no application does not
replay the application's cookbook of the same page."""

from __future__ import annotations

from apply_data import GREENHOUSE_START

from pytest_jobagent.runs.apply.engine import ExecutionEngine


def test_the_lookup_follows_the_task_the_description_names(page, serve_site, store):
    site = serve_site("ats_greenhouse")
    url = site.url(GREENHOUSE_START)
    store.save_from_trace([{"order": 0, "action": "click", "selector": "#nowhere"}], url=url, task_type="apply",
                          platform="greenhouse")
    page.goto(url, wait_until="load")
    engine = ExecutionEngine(page, store)
    other = engine.execute(user_data={}, mode="cookbook_only", task="Subscribe to the job alert")
    assert other.cookbook_id is None and "task 'subscribe_the_job_alert'" in other.error
    page.goto(url, wait_until="load")
    applying = engine.execute(user_data={}, mode="cookbook_only", task="Bewerben Sie sich auf diese Stelle")
    assert applying.cookbook_id is not None  # found (its one step then fails on this page: no matter here)
