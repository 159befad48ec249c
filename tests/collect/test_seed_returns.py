"""The collector's tools return what seed 000 says they return: next_page {success, has_more}, apply_filters
{success, job_count}, read on the page the tool led to (the next turn's reading of it, no look of their own)."""

from __future__ import annotations

import json

from pytest_jobagent.runs.collect.walker import returns, succeeded


def test_next_page_returns_success_and_whether_there_is_more():
    assert json.loads(returns("next_page", True, 15, "a[rel=next]").split("returns: ")[1]) == \
        {"success": True, "has_more": True}
    assert returns("next_page", True, 15, None) == 'next_page returns: {"success": true, "has_more": false}'


def test_apply_filters_returns_success_and_the_jobs_listed_after_it():
    assert returns("apply_filters", True, 11, None) == 'apply_filters returns: {"success": true, "job_count": 11}'


def test_a_result_that_says_it_failed_is_no_success():
    assert succeeded("next_page: now at /jobs?page=2")
    for said in ("next_page FAILED: timeout", "next_page: there is no next page", "next_page: page limit reached",
                 "next_page FAILED: the listings did not change", "apply_filters: group 'Type' NOT FOUND"):
        assert not succeeded(said)
