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


def test_a_plainly_named_pager_among_page_numbers_beats_a_banner_s_arrow(mpage):
    # a campus portal (前程无忧校园, 智联校园): a banner above the list with its own dots and "›" arrow (no carousel
    # class), and a pager in a plain div "首页 上一页 1 2 3 下一页 尾页": the pager's next page, not the banner's arrow
    seen = observe(mpage, '<div class="banner"><ul><li><a href="/zt/1"><img alt="Big employer" src="x.png"></a></li>'
                          '</ul><div class="dots"><a href="javascript:;">1</a><a href="javascript:;">2</a>'
                          '<a href="javascript:;">3</a></div><a class="prev" href="javascript:;">‹</a>'
                          '<a class="next" href="javascript:;">›</a></div>'
                          '<div class="page"><a href="/list">首页</a><span>上一页</span><span>1</span>'
                          '<a href="/list_2.html">2</a><a href="/list_3.html">3</a><a href="/list_2.html">下一页</a>'
                          '<a href="/list_3.html">尾页</a><span>共96条</span></div>')
    assert seen.pagination is not None and seen.pagination.kind == "pages"
    assert mpage.locator(seen.pagination.next_selector).inner_text() == "下一页"


def test_a_two_page_pager_whose_current_page_is_plain_text_pages_the_list(mpage):
    # the same portal's filtered list re-paged in script: "首页 上一页 [1] 2 下一页 尾页", one page-number link
    seen = observe(mpage, '<div class="banner"><div class="dots"><a href="javascript:;">1</a>'
                          '<a href="javascript:;">2</a></div><a class="next" href="javascript:;">›</a></div>'
                          '<div class="page"><a href="/list?city=530">首页</a><span>上一页</span><span>1</span>'
                          '<a href="/list?city=530&amp;page=2">2</a><a href="/list?city=530&amp;page=2">下一页</a>'
                          '<a href="/list?city=530&amp;page=2">尾页</a></div>')
    assert seen.pagination is not None
    assert mpage.locator(seen.pagination.next_selector).inner_text() == "下一页"
