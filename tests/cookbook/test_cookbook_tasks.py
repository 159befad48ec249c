"""The cookbook task a job's description asks for: an application in any language is `apply`; another task is its
own, matched to a task the page kind's cookbooks know, so it never replays an application's steps."""

from __future__ import annotations

from pytest_jobagent.cookbook import CookbookStore
from pytest_jobagent.cookbook.tasks import best_known, task_pattern

URL = "https://jobs.example.com/apply/123"


def test_an_application_in_any_language_is_the_apply_task():
    for said in (None, "", "Apply to this job", "Bewerben Sie sich auf diese Stelle", "Postuler maintenant", "지원하기"):
        assert task_pattern(said) == "apply", said


def test_another_task_is_its_own():
    assert task_pattern("Subscribe to the job alert for data roles") == "subscribe_the_job_alert"
    assert task_pattern("Subscribe to the job alert", default="fill_form") == "subscribe_the_job_alert"
    assert task_pattern("12 34", default="fill_form") == "fill_form"


def test_a_task_is_matched_to_one_the_page_kinds_cookbooks_know(tmp_path):
    assert best_known("Please subscribe me to the job alert", "please_subscribe_the_job", ["apply", "job_alert"]) \
        == "job_alert"
    assert best_known("Send my data to the recruiter", "send_data_the_recruiter", ["apply", "job_alert"]) \
        == "send_data_the_recruiter"
    with CookbookStore(tmp_path / "c.sqlite") as store:
        step = [{"order": 0, "action": "click", "selector": "#go"}]
        store.save_from_trace(step, url=URL, task_type="apply", platform="generic")
        store.save_from_trace(step, url=URL, task_type="job_alert", platform="generic")
        store.save_from_trace(step, url="https://other.example.org/x/1", task_type="newsletter", platform="generic")
        assert store.task_patterns("https://jobs.example.com/apply/456", "generic") == ["apply", "job_alert"]
