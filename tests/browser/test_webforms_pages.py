"""Pages built like ASP.NET WebForms: a GridView's striped rows (odd and even classes) are one list, and a pager of
`__doPostBack` page numbers with no Next control still has a next page: the number after the current one."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import observe_page
from pytest_jobagent.browser.settle import wait_for_settle


@pytest.fixture
def observed(mpage, test_pages):
    def go(name: str):
        mpage.goto(test_pages.url(f"/webforms/{name}"))
        wait_for_settle(mpage)
        return observe_page(mpage)

    return go


def test_striped_rows_are_one_list_without_the_header_and_pager_rows(observed, mpage):
    observation = observed("first.html")
    assert len(observation.listing_groups) == 1
    group = observation.listing_groups[0]
    assert group.count == 10 and group.pattern_exact
    rows = mpage.locator(group.pattern)
    assert rows.count() == 10
    assert rows.first.inner_text().startswith("Accountant I") and rows.last.inner_text().startswith("Water Plant")


@pytest.mark.parametrize(("page", "after"), [("first.html", "2"), ("window.html", "5"), ("last.html", None)])
def test_a_pager_of_numbers_names_the_page_after_the_current_one(observed, mpage, page, after):
    pager = observed(page).pagination
    assert pager is not None and pager.kind == "pages"
    if after is None:
        assert pager.next_selector is None  # the last page: nothing comes after it
    else:
        assert mpage.locator(pager.next_selector).inner_text() == after
        assert "Page$" + after in mpage.locator(pager.next_selector).get_attribute("href")
