"""Lists as the web builds them: a list that renders only the rows in view is read by scrolling its own container,
no row skipped; a row's click that pushes an address keeps the document (and the list), and the list's place can be
taken up again after clicks scrolled it."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.browser.settle import wait_for_settle
from pytest_jobagent.runs.collect.listing import read_items

ROW = "div.row"


def open_list(page, test_pages):
    page.goto(test_pages.url("/virtual/list.html"))
    wait_for_settle(page)
    return page


def ids(page) -> list[int]:
    return [int(item["attrs"].get("data-id") or 0) for item in read_items(page, ROW)]


def test_a_virtualized_list_is_read_whole_by_scrolling_its_own_container(mpage, test_pages):
    page = open_list(mpage, test_pages)
    assert len(ids(page)) < 20  # only the rows in view are in the document
    seen: list[int] = []
    for _ in range(40):
        seen += [i for i in ids(page) if i not in seen]
        result = browser.scroll(page, f"{ROW} >> nth=-1", within=True)
        assert result.success, result.error
        assert result.details["container"] == "element"  # the list's own container, not the page
        if not result.details["moved"]:
            break
    assert seen == list(range(1000, 1060))  # every row, in order, none skipped
    assert page.evaluate("window.scrollY") == 0


def test_a_rows_click_that_pushes_an_address_keeps_the_document_and_the_list_comes_back_to_its_place(mpage,
                                                                                                   test_pages):
    page = open_list(mpage, test_pages)
    document = browser.document_id(page)
    place = browser.scroller_top(page, ROW)
    assert place == 0
    result = browser.click(page, f"{ROW} >> nth=4")
    assert result.success and page.url.endswith("/virtual/job/1004")
    assert browser.document_id(page) == document  # a pushed address, not a new document
    assert browser.scroller_top(page, ROW) == 4 * 48  # the site scrolled its list to the chosen row
    assert browser.scroller_top(page, ROW, place) == place and ids(page)[0] == 1000
    page.reload()
    wait_for_settle(page)
    assert browser.document_id(page) not in (None, document)  # a reload is a new document
