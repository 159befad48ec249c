"""A board whose cards show their employer by its logo alone (browser tier, a small page of its own, the live
heuristic model): each card's logo names its job's company, logos of several employers make the page a board of many
employers (its own name is no job's company); one employer's careers page, with its logo or a photo on every card,
keeps its single employer."""

from __future__ import annotations

import pytest
from walks import collect

from pytest_jobagent.runs.collect.listing import read_items

TITLES = ["Payroll Analyst", "Warehouse Supervisor", "Customer Support Agent"]
EMPLOYERS = ["Acme", "Globex Corporation", "Initech"]


@pytest.mark.parametrize("query", ["", "?named"])
def test_each_card_takes_the_employer_its_logo_names(mpage, llm_runtime, pages, query):
    result, _ = collect(mpage, llm_runtime, pages.url("/card_logos.html" + query), name="card-logos")
    assert result.success and result.errors == [], result.errors
    assert [(j.title, j.company) for j in result.jobs] == list(zip(TITLES, EMPLOYERS, strict=True))
    assert {j.extracted_by.get("company") for j in result.jobs} == {"logo"}


@pytest.mark.parametrize("query", ["?one", "?photos", "?blank"])
def test_one_employers_careers_page_keeps_its_employer(mpage, llm_runtime, pages, query):
    result, _ = collect(mpage, llm_runtime, pages.url("/card_logos.html" + query), name="careers-logos")
    assert result.success and result.errors == [], result.errors
    assert [(j.title, j.company) for j in result.jobs] == [(t, "Northwind") for t in TITLES]


def test_the_listing_reader_reports_each_cards_named_images_apart_from_its_leaves(mpage, pages):
    mpage.goto(pages.url("/card_logos.html"))
    items = read_items(mpage, "li.job-card")
    assert [[(i["alt"], i["href"], i["label"]) for i in item["images"]] for item in items] == [
        [("Acme logo", None, ""), ("Verified", None, ""), ("Germany", None, "")],
        [("Globex Corporation", "/company/globex", "")],
        [("Initech", "/company-profile?id=7", "Company Logo")],
    ]
    # an image is no leaf: nothing of it reaches the prompts' samples
    assert not any("Acme" in leaf["text"] or "Initech" in leaf["text"] for item in items for leaf in item["leaves"])
    mpage.goto(pages.url("/card_logos.html?blank"))
    assert [[i["alt"] for i in item["images"]] for item in read_items(mpage, "li.job-card")] == \
        [["Company Logo"], ["logo"], []]
