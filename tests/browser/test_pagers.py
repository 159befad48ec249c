"""Pagers as pages show them (browser tier, small pages of their own): a link relation, a numbered pager in any
container, and a lone "Next" with no list to page (a carousel), which is no pagination."""

from __future__ import annotations

from pytest_jobagent import browser

LIST = "".join(f'<li><h3><a href="/j/{i}">Role number {i}</a></h3><p>Employer {i}</p><p>City {i}, Country</p></li>'
               for i in range(1, 6))


def observe(page, body: str):
    page.set_content(f"<html><body><main><ul>{LIST}</ul>{body}</main></body></html>")
    return browser.observe_page(page)


def test_rel_next_is_the_next_page_wherever_the_pager_sits(mpage):
    seen = observe(mpage, '<div class="links"><a href="?p=1">1</a> <b>2</b> <a href="?p=3">3</a> '
                          '<a href="?p=2" rel="prev">‹</a> <a href="?p=3" rel="next">›</a></div>')
    assert seen.pagination is not None and seen.pagination.kind == "pages"
    assert mpage.locator(seen.pagination.next_selector).get_attribute("rel") == "next"


def test_a_table_pager_with_words_is_found(mpage):
    seen = observe(mpage, '<table><tr><td>« Prev <b>1</b> <a href="?page=2">2</a> <a href="?page=3">3</a> '
                          '<a href="?page=2">Next »</a></td></tr></table>')
    assert seen.pagination is not None
    assert mpage.locator(seen.pagination.next_selector).inner_text() == "Next »"


def test_a_lone_next_without_a_list_is_no_pagination(mpage):
    mpage.set_content('<html><body><div class="hero"><p>Life at our company</p>'
                      '<button aria-label="Next">›</button></div></body></html>')
    assert browser.observe_page(mpage).pagination is None


def test_a_carousel_s_arrow_beside_its_track_is_no_next_page(mpage):
    # the arrows sit in the carousel's head, beside its track (not inside it); the list's own pager is hidden: one page
    seen = observe(mpage, '<section><div class="head"><h2>Featured</h2><div class="controls">'
                          '<button type="button" aria-label="السابق">›</button>'
                          '<button type="button" aria-label="التالي">‹</button></div></div>'
                          '<div role="region" aria-roledescription="carousel" aria-label="Featured">'
                          '<div role="group" aria-roledescription="slide"><a href="/j/9">Featured role</a></div>'
                          '</div></section><nav class="pagination" hidden></nav>')
    assert seen.pagination is None


def test_a_named_pager_beside_a_carousel_still_pages_the_list(mpage):
    seen = observe(mpage, '<div class="featured"><div aria-roledescription="carousel"><a href="/j/9">Featured</a>'
                          '</div><nav aria-label="pagination"><a href="?p=2">Next</a></nav></div>')
    assert seen.pagination is not None and mpage.locator(seen.pagination.next_selector).inner_text() == "Next"
