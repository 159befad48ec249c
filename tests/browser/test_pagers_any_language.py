"""Pagers and search forms in the page's own language (browser tier, small pages of their own): a German and a
Korean pager's next control, and a German search form's keyword field, found by the lexicon's words."""

from __future__ import annotations

from pytest_jobagent import browser

LIST = "".join(f'<li><h3><a href="/j/{i}">Stelle {i}</a></h3><p>Firma {i}</p><p>Stadt {i}</p></li>'
               for i in range(1, 6))


def observe(page, body: str):
    page.set_content(f"<html><body><main><ul>{LIST}</ul>{body}</main></body></html>")
    return browser.observe_page(page)


def test_a_german_pager_goes_on_with_weiter(mpage):
    seen = observe(mpage, '<nav aria-label="Seitennavigation"><a href="?page=0">Zurück</a> <span>1</span> '
                          '<a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=2">Weiter</a></nav>')
    assert seen.pagination is not None and seen.pagination.next_selector
    assert mpage.locator(seen.pagination.next_selector).inner_text() == "Weiter"


def test_a_korean_pager_goes_on_with_its_word_for_next(mpage):
    seen = observe(mpage, '<div class="paging"><button type="button">이전</button> <button type="button">다음</button>'
                          '</div>')
    assert seen.pagination is not None and seen.pagination.next_selector
    assert mpage.locator(seen.pagination.next_selector).inner_text() == "다음"


def test_a_job_title_that_says_next_is_no_pager(mpage):
    mpage.set_content('<html><body><main><ul>' + LIST + '</ul><p><a href="/j/9">Next.js Entwickler (m/w/d)</a></p>'
                      '</main></body></html>')
    assert browser.observe_page(mpage).pagination is None


def test_a_german_search_form_is_found_by_its_labels(mpage):
    mpage.set_content('<html><body><form action="/jobs"><label for="a">Was?</label><input id="a" name="a">'
                      '<label for="b">Wo?</label><input id="b" name="b"><button>Jobs finden</button></form>'
                      f'<ul>{LIST}</ul></body></html>')
    seen = browser.observe_page(mpage)
    assert [f.label for f in seen.search_inputs] == ["Was?"]
