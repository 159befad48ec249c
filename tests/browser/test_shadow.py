"""Open shadow roots are part of the page (browser tier, tests/browser/pages/shadow.html): the serialization, the
PageObserver, selectors, actions and the collector's listing reader all see inside them, as Playwright does."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser
from pytest_jobagent.runs.collect.dedup import site_id
from pytest_jobagent.runs.collect.listing import describe_samples, read_items


@pytest.fixture
def shadow(mpage, test_pages):
    mpage.goto(test_pages.url("/shadow.html"))
    browser.wait_for_settle(mpage)
    return mpage


def test_the_serialized_page_shows_what_is_inside_shadow_roots(shadow):
    _, rendered = browser.page_text(shadow)
    assert 'searchbox "Search roles"' in rendered.text
    assert 'LIST 5 similar items "x-job-card"' in rendered.text
    assert 'link "Platform Engineer" (heading 3) | Engineering | Toronto, ON' in rendered.text


def test_the_observer_finds_the_search_box_and_the_cards_and_its_selectors_resolve(shadow):
    seen = browser.observe_page(shadow)
    assert [f.label for f in seen.search_inputs] == ["Search roles"]
    assert shadow.locator(seen.search_inputs[0].selector).count() == 1
    group = seen.listing_groups[0]
    assert (group.count, group.sample_titles[:2]) == (5, ["Platform Engineer", "Line Cook"])
    assert shadow.locator(group.pattern).count() == 5


def test_actions_reach_inside_shadow_roots(shadow):
    seen = browser.observe_page(shadow)
    assert browser.type_text(shadow, seen.search_inputs[0].selector, "cook").success
    assert shadow.locator(seen.search_inputs[0].selector).input_value() == "cook"
    _, rendered = browser.page_text(shadow)
    link = next(line for line in rendered.text.splitlines() if '"Brand Designer"' in line)
    selector = link.split('"')[1]
    assert browser.click(shadow, selector).success and shadow.url.endswith("#/jobs/1003")


def test_the_listing_reader_reads_card_leaves_through_shadow_roots(shadow):
    items = read_items(shadow, "x-job-card")
    assert len(items) == 5
    assert '[p.location] <location> "Toronto, ON"' in describe_samples(items[:1])
    assert items[0]["links"] == ["#/jobs/1001"]
    assert site_id("http://127.0.0.1/#/jobs/1001") == "1001"


def test_closed_shadow_roots_are_reported_not_silently_skipped(mpage):
    mpage.set_content("""<x-card></x-card><x-card></x-card><x-empty></x-empty><x-open></x-open>
        <script>
        for (const el of document.querySelectorAll("x-card")) el.attachShadow({mode: "closed"}).innerHTML = "<p>Job</p>";
        document.querySelector("x-open").attachShadow({mode: "open"}).innerHTML = "<p>Readable</p>";
        </script>""")
    observation = browser.observe_page(mpage)
    # an empty custom element takes no room and is no host
    assert observation.unreadable == "2 <x-card> element(s) render from closed shadow roots, which no script can read"
    assert "NOTE: 2 <x-card> render from closed shadow roots" in browser.page_text(mpage)[1].text
