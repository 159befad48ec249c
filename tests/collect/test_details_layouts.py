"""What a job's details view gives is read honestly and cheaply: a click that shows nothing new is not read as
details, a details page answered with an HTTP error is not a details page, and the details pages of one address
pattern are read by code once the Extractor has read one of them (their layout)."""

from __future__ import annotations

from walks import collect

from pytest_jobagent.runs.collect.details import BLOCKED_TRIES, INERT_TRIES
from pytest_jobagent.runs.collect.layouts import _cut, _shape
from pytest_jobagent.runs.collect.models import FieldPlace

JOBS = 10  # board.js: 11 listings, one a re-listed duplicate


def test_clicks_that_show_nothing_new_are_not_read_as_details(mpage, llm_runtime, pages):
    result, llm = collect(mpage, llm_runtime, pages.url("/inert.html"), name="details-inert")

    assert len(result.jobs) == JOBS and all(j.title and j.company and j.location for j in result.jobs)
    # two clicks showed the list as it was: nothing was handed to the Extractor as a job's details, and the rest
    # of the jobs were not clicked at all
    assert result.stats.details_inert == INERT_TRIES
    assert result.stats.details_extractions == 0 and result.stats.details_opened == 0
    assert result.stats.details_skipped == JOBS - INERT_TRIES
    assert llm.stats.agents.get("extractor") is None or llm.stats.agents["extractor"].llm_calls == 1  # map_fields
    assert any("showed nothing new" in e for e in result.errors)
    assert all(j.description is None and j.apply_type == "unknown" for j in result.jobs)


def test_details_pages_answered_with_http_errors_are_left_after_two(mpage, llm_runtime, pages):
    asked: list[str] = []
    mpage.context.on("request", lambda r: asked.append(r.url) if "/removed/" in r.url else None)
    result, _ = collect(mpage, llm_runtime, pages.url("/missing.html"), name="details-missing")

    assert len(result.jobs) == JOBS
    # the first job's click lands on the server's "not found" page: not details, nothing read from it; the next
    # one (in a tab) fails too, and the host's details pages are left
    assert result.stats.details_opened == 0 and result.stats.details_extractions == 0
    assert result.stats.details_blocked == JOBS - BLOCKED_TRIES
    assert len({u for u in asked if "/removed/job.html" in u}) <= BLOCKED_TRIES + 2  # loads ahead may have begun
    said = [e for e in result.errors if "did not load (HTTP 404" in e]
    assert len(said) == 1, result.errors
    assert all(j.description is None for j in result.jobs)


def test_details_pages_of_one_layout_are_read_by_code_after_the_first(mpage, llm_runtime, pages):
    result, llm = collect(mpage, llm_runtime, pages.url("/embedded.html"), name="details-layout")

    assert len(result.jobs) == JOBS
    # the Extractor read the first job's page (no apply control to learn: its form is on the page); every later
    # page of the same address pattern was read by code at the places it found the values
    assert result.stats.details_extractions == 1, result.errors
    assert result.stats.details_by_code == JOBS - 1
    assert llm.stats.agents["extractor"].llm_calls == 2  # map_fields, one extract_job
    [layout] = result.details_layouts
    assert layout.url_pattern.endswith("/form_job.html?id=*") and layout.apply_type == "easy_apply" and layout.form
    assert "description" in layout.fields and layout.complete
    for job in result.jobs:
        # each job's own description, from its own page
        assert job.description and job.title in job.description and job.location in job.description, job
        assert job.apply_type == "easy_apply"
    by_code = [j for j in result.jobs if j.extracted_by.get("description") == "details"]
    assert len(by_code) == JOBS - 1
    # a value every page shows alike is no job's own: the Extractor took the perks line (a figure, a year) for a
    # salary on the first page; the second page showed it too, so its place was dropped and no later job carries it
    assert result.jobs[0].salary == "Up to $2,000 a year for learning and conferences"
    assert layout.boilerplate == ["salary"] and not any(j.salary for j in by_code)


def test_a_value_is_read_back_as_the_extractor_cut_it():
    text = "  Build the  platform. Then run it for years.  "
    assert _shape(text, FieldPlace(anchor="main", path="p", shape="all")) == "Build the platform. Then run it for years."
    assert _shape(text, FieldPlace(anchor="main", path="p", shape="sentence")) == "Build the platform."
    assert _shape(text, FieldPlace(anchor="main", path="p", shape="prefix", chars=9)) == "Build the\u2026"
    assert _cut("Build the\u2026") == ("Build the", 9) and _cut("Build the platform.") == ("Build the platform.", 0)
