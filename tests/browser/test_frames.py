"""Frames are part of the page (browser tier, tests/browser/pages/frames*.html): a job board embedded in an iframe
is serialized, observed, acted on and read like the page around it, through selectors Playwright resolves."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser
from pytest_jobagent.browser import frames
from pytest_jobagent.browser.validation import form_messages
from pytest_jobagent.runs.collect.listing import read_items

BOARD = "iframe[title='Job openings']"


@pytest.fixture
def embedded(mpage, test_pages):
    mpage.goto(test_pages.url("/frames.html"))
    mpage.frame_locator(BOARD).locator("ul.jobs").wait_for()
    browser.wait_for_settle(mpage)
    return mpage


def test_the_serialized_page_holds_the_frame_content_after_its_frame_line(embedded):
    _, rendered = browser.page_text(embedded)
    text = rendered.text
    assert '[FRAME "Job openings"]' in text
    assert text.index('[FRAME "Job openings"]') < text.index('searchbox "Search jobs"') < text.index("© Example Clinic")
    assert 'LIST 5 similar items "iframe[title=\'Job openings\'] >> internal:control=enter-frame >> ' in text
    assert "Registered Nurse" in text and "Open the map" in text  # a frame inside the frame is read too


def test_tiny_frames_are_not_read(embedded):
    snap = browser.take_snapshot(embedded)
    assert "About us" not in [n.name for n in snap.nodes if n.selector and frames.ENTER_FRAME in n.selector]


def test_the_observer_finds_search_and_listing_in_the_frame_and_its_selectors_resolve(embedded):
    seen = browser.observe_page(embedded)
    assert [f.label for f in seen.search_inputs] == ["Search jobs"]
    assert seen.search_inputs[0].selector.startswith(BOARD + frames.ENTER_FRAME)
    assert embedded.locator(seen.search_inputs[0].selector).count() == 1
    group = seen.listing_groups[0]
    assert (group.count, group.sample_titles[:2]) == (5, ["Registered Nurse", "Radiology Technician"])
    assert embedded.locator(group.pattern).count() == 5


def test_ids_of_frame_elements_do_not_collide_with_the_page_and_a_frame_navigation_is_a_new_document(embedded):
    before = browser.take_snapshot(embedded)
    ids = [n.id for n in before.nodes]
    assert len(ids) == len(set(ids))
    seen = browser.observe_page(embedded)
    assert browser.type_text(embedded, seen.search_inputs[0].selector, "nurse").success
    submit = next(n for n in before.nodes if n.name == "Search" and n.action == "click")
    assert browser.click(embedded, submit.selector).success
    embedded.frame_locator(BOARD).locator("#count", has_text="1 jobs").wait_for()
    after = browser.take_snapshot(embedded)
    assert after.doc_id != before.doc_id and after.url == before.url  # the page stayed, its frame moved on
    assert "1 jobs" in browser.visible_text(embedded)


def test_the_listing_reader_reads_items_inside_the_frame(embedded):
    pattern = browser.observe_page(embedded).listing_groups[0].pattern
    items = read_items(embedded, pattern)
    assert len(items) == 5
    assert items[0]["links"][0].endswith("/frames_form.html?id=1")


def test_a_form_in_a_frame_says_why_it_will_not_go_on_and_its_confirmation_is_visible_text(embedded, test_pages):
    seen = browser.observe_page(embedded)
    first = seen.listing_groups[0].pattern + " >> nth=0 >> a"
    assert browser.click(embedded, first).success
    embedded.frame_locator(BOARD).locator("form#apply").wait_for()
    snap = browser.take_snapshot(embedded)
    by_name = {n.name: n for n in snap.nodes if n.kind == "action"}
    assert by_name["Full name *"].required and by_name["Email *"].required  # marked by a "*" in the frame, too
    assert browser.type_text(embedded, by_name["Full name *"].selector, "Ada Lovelace").success
    assert browser.click(embedded, by_name["Send application"].selector).success
    assert "Please fill in: Email" in form_messages(embedded)
    assert browser.type_text(embedded, by_name["Email *"].selector, "ada@example.org").success
    assert browser.click(embedded, by_name["Send application"].selector).success
    embedded.frame_locator(BOARD).get_by_text("Submission received").wait_for()
    assert "Submission received" in browser.visible_text(embedded)
    assert test_pages.submissions()[-1]["fields"] == {"name": "Ada Lovelace", "email": "ada@example.org"}


def test_scope_names_the_document_a_selector_lives_in(embedded):
    document, inner = frames.scope(embedded, BOARD + frames.ENTER_FRAME + "ul.jobs > li")
    assert document is not embedded.main_frame and inner == "ul.jobs > li"
    assert document.locator(inner).count() == 5
    assert frames.scope(embedded, "main") == (embedded, "main")
    assert [f.url.rsplit("/", 1)[-1] for f in frames.documents(embedded)] == ["frames.html", "frames_board.html"]


def test_settle_after_an_action_in_a_frame_waits_for_that_frame(page):
    browser.wait_for_settle(page)  # the in-page script, now in every document the page loads (frames too)
    # an action in the page itself leaves the frames alone: a frame that never goes quiet does not hold its wait
    ticking = ('<h1>Careers</h1><iframe srcdoc="<p id=s>0</p><script>setInterval(() => '
               'document.getElementById(`s`).textContent++, 20)</script>"></iframe>')
    page.set_content(ticking)
    assert browser.wait_for_settle(page, browser.SettleOptions(timeout_ms=3000)).settled
    busy = ('<h1>Careers</h1><iframe srcdoc="<p id=s>loading</p><script>setTimeout(() => '
            'document.getElementById(`s`).textContent = `3 jobs`, 600)</script>"></iframe>')
    page.set_content(busy)
    report = browser.wait_for_settle(page, within=frames.in_frame("iframe", "#s"))
    assert report.settled
    assert page.frame_locator("iframe").locator("#s").text_content() == "3 jobs"  # the frame's timer ran first
    assert frames.frame_url(page, frames.in_frame("iframe", "#s")) == "about:srcdoc"
    assert frames.frame_url(page, "#s") is None and frames.frame_url(page, frames.in_frame("#gone", "p")) is None
