"""A board of many employers whose cards keep the employer's name for signed-in users (browser tier, a small page of
its own): every card's company slot says so, and no name the page gives itself (its site name, its logo) becomes the
jobs' company. The same cards without that slot, as one employer's own list shows them, take the page's name."""

from __future__ import annotations

from walks import collect

TITLES = ["Payroll Analyst", "Warehouse Supervisor", "Customer Support Agent"]


def test_cards_that_hide_their_company_take_no_page_employer(mpage, llm_runtime, pages):
    result, _ = collect(mpage, llm_runtime, pages.url("/hidden_company.html"), name="hidden-company")
    assert result.success and result.errors == [], result.errors
    assert [j.title for j in result.jobs] == TITLES
    assert [j.company for j in result.jobs] == ["", "", ""]
    assert not any(j.extracted_by.get("company") for j in result.jobs)


def test_the_same_cards_with_no_company_slot_take_the_pages_employer(mpage, llm_runtime, pages):
    result, _ = collect(mpage, llm_runtime, pages.url("/hidden_company.html?open"), name="open-company")
    assert result.success and result.errors == [], result.errors
    assert [(j.title, j.company) for j in result.jobs] == [(t, "Jobsmith") for t in TITLES]
    assert {j.extracted_by.get("company") for j in result.jobs} == {"page"}
