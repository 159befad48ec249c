"""Page actions: results instead of exceptions, settle waits that beat a fixed sleep, DOM capture and diffs."""

from __future__ import annotations

import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser.overlays import set_dismissing
from pytest_jobagent.browser.settle import SettleOptions, wait_for_settle
from pytest_jobagent.serving import Serving


@pytest.fixture
def page(mpage, test_pages):
    mpage.goto(test_pages.url("/actions.html"))
    wait_for_settle(mpage)
    return mpage


def test_click_waits_for_a_delayed_render_without_a_fixed_sleep(page):
    result = act.click(page, "#slow")
    assert result.success and result.settled, result
    assert page.locator("li.job-card").count() == 6  # rendered 400 ms after the click, and we saw it
    assert result.settle.mutations >= 1 and result.settle.reason == "quiet"  # it waited for the render
    assert not result.url_changed and result.url_before == result.url_after


def test_click_waits_for_fetched_content(page):
    result = act.click(page, "#fetch", capture_dom=True)
    assert result.success and result.settled
    assert page.locator("#results").inner_text() == "fetched 7 jobs"
    assert any(e.name == "fetched 7 jobs" for e in result.diff.added)
    assert "NEW" in result.dom_after and "fetched 7 jobs" in result.dom_after


def test_invalid_selector_is_a_result(page):
    result = act.click(page, "div[[")
    assert not result.success
    assert "not a valid selector" in result.error


def test_ambiguous_selector_offers_unique_alternatives(page):
    result = act.click(page, "button.dup")
    assert not result.success
    assert "matches 2 elements" in result.error
    for alternative in ("button.dup:nth-of-type(1)", "button.dup:nth-of-type(2)"):
        assert alternative in result.error
        assert page.locator(alternative).count() == 1


def test_missing_element_is_a_result(page):
    result = act.click(page, "#does-not-exist")
    assert not result.success and "no element matches '#does-not-exist'" in result.error


def test_detached_element_is_a_result(page):
    handle = page.query_selector("#vanish")
    page.evaluate("document.getElementById('vanish').remove()")
    result = act.click(page, handle)
    assert not result.success and "no longer on the page" in result.error


def test_covered_element_names_the_dialog(page):
    set_dismissing(page.context, False)  # overlays left as they are: the error says what covers the element
    try:
        assert act.click(page, "#open").success
        result = act.click(page, "#next", timeout_ms=800)
        assert not result.success
        assert "covered by a dialog or overlay" in result.error
        assert act.click(page, "#close").success
    finally:
        set_dismissing(page.context, True)


def test_a_dialog_left_open_is_closed_by_its_own_control_when_a_click_goes_behind_it(page):
    assert act.click(page, "#open").success
    result = act.click(page, "#next", timeout_ms=800)
    assert result.success, result.error
    assert len(result.details["overlays_dismissed"]) == 1 and "'Close' control" in result.details["overlays_dismissed"][0]
    assert page.locator("#close").is_hidden()


def test_page_that_never_settles_is_bounded_and_reported(page):
    result = act.click(page, "#forever", settle=SettleOptions(timeout_ms=600))
    assert result.success and not result.settled
    assert result.settle.reason == "DOM still changing" and result.settle.mutations > 5
    assert result.settle.waited_ms >= 600
    assert "still busy" in result.for_model()["warning"]
    page.reload()


def test_type_select_check(page):
    assert act.type_text(page, "#kw", "nurse", submit=True).success
    assert page.locator("li.job-card a").first.inner_text() == "nurse 1"
    assert act.select(page, "#loc", "Remote").success
    assert page.locator("#loc").input_value() == "rem"
    assert act.select(page, "#loc", "ldn").success  # by value too
    wrong = act.select(page, "#loc", "Paris")
    assert not wrong.success and '"London"' in wrong.error
    custom = act.select(page, "#dept", "Sales")  # a button opening a role=listbox
    assert custom.success, custom.error
    assert page.locator("#dept").inner_text() == "Sales"
    checked = act.check(page, "#remote")  # input hidden behind its label
    assert checked.success, checked.error
    assert page.locator("#remote").is_checked()
    assert act.check(page, "#remote", False).success and not page.locator("#remote").is_checked()


def test_upload_to_input_and_through_a_file_chooser(page, tmp_path):
    cv = tmp_path / "cv.pdf"
    cv.write_bytes(b"%PDF-1.4\n")
    assert act.upload(page, "#cv", cv).success
    assert page.locator("#cv").evaluate("e => e.files[0].name") == "cv.pdf"
    via_button = act.upload(page, "#attach", {"name": "letter.txt", "mimeType": "text/plain", "buffer": b"hi"})
    assert via_button.success, via_button.error
    assert page.locator("#cover-name").inner_text() == "letter.txt"
    missing = act.upload(page, "#cv", tmp_path / "nope.pdf")
    assert not missing.success and "file not found" in missing.error


def test_navigation_results(page, test_pages):
    unreachable = act.navigate(page, "http://127.0.0.1:9/")
    assert not unreachable.success and "could not be loaded" in unreachable.error
    broken = act.navigate(page, test_pages.url("/missing.html"))
    assert not broken.success and "HTTP 404" in broken.error
    ok = act.navigate(page, "/second.html", capture_dom=True)  # relative to the current page
    assert ok.success and ok.url_changed and ok.title == "Second"
    assert ok.diff is not None and not ok.diff.same_document
    back = act.go_back(page)
    assert back.success and back.url_changed and back.url_after.endswith("/missing.html")


@pytest.fixture
def slow_404():
    """A loopback server that answers every path with 404 after 500 ms."""
    class Slow(BaseHTTPRequestHandler):
        def do_GET(self):
            time.sleep(0.5)
            self.send_response(404)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"<title>gone</title><h1>gone</h1>")

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Slow)
    serving = Serving(server, "slow")
    yield f"http://127.0.0.1:{server.server_port}/job/1"
    serving.stop()


def test_navigation_interrupted_by_the_same_url_still_reports_the_answer(page, slow_404):
    """The page starts the same navigation while goto waits (as Chromium does when it leaves an error page)."""
    page.evaluate("url => setTimeout(() => { location.href = url }, 100)", slow_404)
    result = act.navigate(page, slow_404)
    assert not result.success and "HTTP 404" in result.error, result.error
    assert page.url == slow_404 and result.url_changed


def test_go_back_without_history(browser):
    context = browser.new_context()
    try:
        fresh = context.new_page()
        result = act.go_back(fresh)
        assert not result.success and "no previous page" in result.error
    finally:
        context.close()


def test_scroll_reports_movement(page):
    down = act.scroll(page)
    assert down.success and down.details["moved"] and down.details["scroll_y_after"] > 0
    bottom = act.scroll(page, direction="bottom")
    again = act.scroll(page, direction="down")
    assert bottom.success and again.success and not again.details["moved"] and "bottom" in again.details["note"]
    assert act.scroll(page, "#next").success


def test_observe_marks_new_content_and_dialogs(page):
    first = act.observe(page)
    assert first.success and "[CLICK:" in first.dom_after and "NEW" not in first.dom_after
    act.click(page, "#slow")
    act.click(page, "#open")
    second = act.observe(page)
    assert 'DIALOG "Filters" (modal) NEW' in second.dom_after
    assert 'LIST 6 similar items "li.job-card"' in second.dom_after
    assert "NEW - [CLICK:" in second.dom_after
    act.click(page, "#close")


def test_capture_dom_diff_reports_dialogs_and_states(page):
    opened = act.click(page, "#open", capture_dom=True)
    assert opened.diff.dialogs_opened == ["Filters"]
    assert "dialog opened" in opened.diff.summary()
    closed = act.click(page, "#close", capture_dom=True)
    assert closed.diff.dialogs_closed == ["Filters"]
    toggled = act.click(page, "#dept", capture_dom=True)
    change = next(c for c in toggled.diff.changed if c.element.name == "Department")
    assert change.changes["expanded"] == (None, True) or change.changes["expanded"] == (False, True)


def test_a_box_that_reloads_the_page_as_it_changes_is_checked(mpage, test_pages):
    # the click is taken and the page loads again with the box set: the box clicked (marked, as a run marks what it
    # found) is gone, which is no failure
    mpage.goto(test_pages.url("/reload_box.html"))
    wait_for_settle(mpage)
    mpage.evaluate("document.querySelector('#part').setAttribute('data-found', '1')")
    result = act.check(mpage, "[data-found]")
    assert result.success, result.error
    assert result.details.get("reloaded") and mpage.url.endswith("?jt=part")
    assert mpage.locator("#state").inner_text() == "part" and mpage.locator("#part").is_checked()


def test_a_box_whose_page_loads_again_a_moment_after_it_is_set_is_told_reloaded(mpage, test_pages):
    # the box is set and its state read before the new document comes (as on a busy machine): still a reload
    mpage.goto(test_pages.url("/reload_box.html?late=1"))
    wait_for_settle(mpage)
    result = act.check(mpage, "#part")
    assert result.success, result.error
    assert result.details.get("reloaded") and mpage.url.endswith("?late=1&jt=part")
    assert mpage.locator("#state").inner_text() == "part" and mpage.locator("#part").is_checked()
