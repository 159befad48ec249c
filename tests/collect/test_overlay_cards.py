"""Cards built as a US tech board builds them (browser tier, a small page of its own, the live heuristic model): an
empty link stretched over each card, the employer's name in a link to its profile page above the title, and the
title's link, place, age and pay inside a part named after the title ("Details for Data Engineer position"). The
part's name names no field of its leaves, and a link to an employer's page holds no job's title."""

from __future__ import annotations

from walks import collect

from pytest_jobagent.runs.collect.listing import read_items

JOBS = [("Data Engineer", "Example Company", "Des Moines, Iowa"),
        ("Senior Web Developer", "Harbor Analytics", "Remote"),
        ("Frontend Developer", "Northwind Labs", "Austin, Texas"),
        ("React Developer", "Bluepeak Systems", "Chicago, Illinois")]


def test_a_part_named_after_the_title_labels_none_of_its_leaves(mpage, pages):
    mpage.goto(pages.url("/overlay_cards.html"))
    first = read_items(mpage, "li.job-card")[0]
    assert [(leaf["text"], leaf["label"]) for leaf in first["leaves"]] == [
        ("Example Company", ""), ("Data Engineer", ""), ("Des Moines, Iowa", ""), ("Yesterday", ""),
        ("USD 80,001.00 - 120,000.00 per year", ""), ("Full-Time", "")]


def test_each_job_is_its_title_link_and_the_employer_its_profile_link_names(mpage, llm_runtime, pages):
    result, _ = collect(mpage, llm_runtime, pages.url("/overlay_cards.html"), name="overlay-cards")
    assert result.success and result.errors == [], result.errors
    assert [(j.title, j.company, j.location) for j in result.jobs] == JOBS
    assert all("overlay_cards_job.html?id=" in j.source_url for j in result.jobs)
