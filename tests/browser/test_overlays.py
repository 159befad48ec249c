"""Overlays on any page: a consent wall, a newsletter modal, an app banner are closed by their own control in the
page's language; a blocked click is retried once the overlay is gone; an overlay holding typed input is left alone."""

from __future__ import annotations

import pytest
from playwright.sync_api import Error as PlaywrightError

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser.overlays import dismiss_overlays, find_overlay, note_overlays, set_dismissing
from pytest_jobagent.browser.settle import wait_for_settle

# a click an overlay blocks waits out its timeout before the overlay is closed (or the click fails): the actions'
# default of 5 s is for the web; these local pages need far less to show the same
BLOCKED_CLICK_MS = 1500


@pytest.fixture
def open_page(mpage, test_pages):
    def go(name: str):
        mpage.goto(test_pages.url(f"/overlays/{name}"))
        wait_for_settle(mpage)
        return mpage

    yield go
    set_dismissing(mpage.context, True)


def clicks(page) -> int:
    return int(page.locator("#clicks").inner_text())


def test_a_consent_wall_is_refused_in_its_language(open_page):
    page = open_page("consent_es.html")
    done = dismiss_overlays(page)
    assert [(d.control, d.choice, d.consent) for d in done] == [("Rechazar todas", "reject", True)]
    assert done[0].overlay == "Tu privacidad es importante"
    assert page.evaluate("document.body.dataset.consent") == "rechazado"
    assert act.click(page, "#behind").success and clicks(page) == 1


def test_a_consent_banner_without_a_refusal_is_accepted(open_page):
    page = open_page("consent_accept_only_ja.html")
    done = dismiss_overlays(page)
    assert [(d.control, d.choice) for d in done] == [("同意する", "accept")]
    assert page.evaluate("document.body.dataset.consent") == "accepted"


def test_an_app_banner_in_the_top_layer_is_closed_by_its_named_icon(open_page):
    page = open_page("app_banner_ko.html")
    done = dismiss_overlays(page)
    assert [(d.control, d.choice, d.consent) for d in done] == [("닫기", "close", False)]
    assert find_overlay(page) is None and act.click(page, "#behind").success and clicks(page) == 1


def test_a_click_blocked_by_a_modal_that_opened_later_closes_it_and_goes_through(open_page):
    page = open_page("newsletter_de.html")
    page.locator("#nl").wait_for(state="visible")
    result = act.click(page, "#behind", timeout_ms=BLOCKED_CLICK_MS)
    assert result.success, result.error
    assert result.details["overlays_dismissed"] == ["closed the overlay 'Neue Jobs per E-Mail?' with its "
                                                    "'Nein, danke' control"]
    assert result.for_model()["overlays_dismissed"] == result.details["overlays_dismissed"]
    assert clicks(page) == 1 and page.locator("#nl").is_hidden()


def test_turned_off_the_blocked_click_fails_and_names_what_covers_it(open_page):
    page = open_page("newsletter_de.html")
    set_dismissing(page.context, False)
    page.locator("#nl").wait_for(state="visible")
    assert dismiss_overlays(page) == []
    result = act.click(page, "#behind", timeout_ms=BLOCKED_CLICK_MS)
    assert not result.success and "intercepts the click" in result.error
    assert clicks(page) == 0 and page.locator("#nl").is_visible()


def test_an_overlay_holding_typed_input_is_never_dismissed(open_page):
    page = open_page("own_dialog.html")
    page.locator("#name").fill("Ada Lovelace")
    assert find_overlay(page) is None and dismiss_overlays(page) == []
    assert page.locator("#apply").is_visible()
    # once it holds nothing typed it is an overlay like any other; a sticky header and a bottom bar are not
    page.locator("#name").fill("")
    assert [d.control for d in dismiss_overlays(page)] == ["Close"]
    assert find_overlay(page) is None


def test_an_overlay_the_runs_click_opened_is_its_own_and_one_that_came_later_is_closed(open_page):
    """The apply dialog the run opened stays (even before anything is typed into it); a newsletter modal that then
    comes on its own over it is closed by its own control."""
    page = open_page("opened_by_click.html")
    assert dismiss_overlays(page) == []  # nothing in front yet
    assert act.click(page, "#open").success
    assert page.locator("#apply").is_visible()
    assert find_overlay(page) is None and dismiss_overlays(page) == []
    assert page.locator("#apply").get_attribute("data-jobagent-opened") == "1"
    page.evaluate("window.showNewsletter()")
    assert [d.control for d in dismiss_overlays(page)] == ["No, gracias"]
    assert page.locator("#nl").is_hidden() and page.locator("#apply").is_visible()


def test_the_runs_own_dialog_is_closed_by_its_close_control_when_the_run_clicks_behind_it(open_page):
    page = open_page("opened_by_click.html")
    assert act.click(page, "#open").success
    page.locator("#nombre").fill("Ada")  # even with the run's typing in it: the run leaves it
    result = act.click(page, "#behind", timeout_ms=BLOCKED_CLICK_MS)
    assert result.success, result.error
    assert result.details["overlays_dismissed"] == ["closed the overlay 'Tus datos' with its 'Cerrar' control"]
    assert page.locator("#apply").is_hidden() and clicks(page) == 1


def test_a_click_behind_the_runs_own_dialog_is_told_as_taken_at_once_not_after_the_whole_timeout(open_page):
    # with the run's own dialog in front, a trial click (bounded by OWN_OVERLAY_TRY_MS) tells a click behind it as
    # taken by the dialog, so the rule closes it at once instead of Playwright retrying for the click's whole 5 s;
    # a click inside the dialog tries and goes on
    page = open_page("opened_by_click.html")
    assert act.click(page, "#open").success
    assert note_overlays(page, "before") == 1  # one of the overlays in front is the run's own
    with pytest.raises(PlaywrightError, match="intercepts pointer events"):
        act._unless_covered(page.locator("#behind"), act.DEFAULT_TIMEOUT_MS)
    act._unless_covered(page.locator("#nombre"), act.DEFAULT_TIMEOUT_MS)
    result = act.click(page, "#behind")
    assert result.success and result.details["overlays_dismissed"], result.error
    assert note_overlays(page, "before") == 0 and clicks(page) == 1


def test_a_newsletter_that_came_with_the_runs_click_is_declined_all_the_same(open_page):
    page = open_page("opened_by_click.html")
    page.evaluate("document.getElementById('open').addEventListener('click', () => window.showNewsletter())")
    page.evaluate("document.getElementById('open').onclick = null")
    assert act.click(page, "#open").success
    assert page.locator("#nl").get_attribute("data-jobagent-opened") == "1"
    assert [d.control for d in dismiss_overlays(page)] == ["No, gracias"]


def test_a_cookie_bar_that_takes_a_click_in_the_runs_own_dialog_is_refused_and_the_dialog_kept(open_page):
    # a bar at the bottom covers no point of the middle of the window, so opening the page leaves it; the submit
    # button of the run's own dialog scrolls under it: the bar is answered, the click goes again, the form stays
    page = open_page("consent_bar_over_dialog.html")
    assert dismiss_overlays(page) == []
    assert act.click(page, "#open").success
    page.locator("#name").fill("Ada")
    result = act.click(page, "#send", timeout_ms=BLOCKED_CLICK_MS)
    assert result.success, result.error
    assert result.details["overlays_dismissed"] == ["closed the consent wall 'Cookie consent' with its 'Reject' control"]
    assert page.evaluate("document.body.dataset.consent") == "rejected"
    assert page.locator("#apply").is_visible() and page.locator("#sent").inner_text() == "1"


def test_a_cookie_bar_under_a_modal_waits_and_the_modal_that_took_the_click_is_closed(open_page):
    # a consent bar is answered first only where it is drawn on top: under a sign-in wall that covers it too, its
    # buttons take no click, so the wall is closed first; the bar, on top then, is answered after it
    page = open_page("modal_over_consent_bar.html")
    assert dismiss_overlays(page) == []  # the bar covers no point of the middle of the window
    assert act.click(page, "#open").success
    result = act.click(page, "#behind", timeout_ms=BLOCKED_CLICK_MS)
    assert result.success, result.error
    assert result.details["overlays_dismissed"] == [
        "closed the overlay 'Sign in to see more jobs' with its 'Close' control",
        "closed the consent wall 'Cookie banner' with its 'Reject All' control"]
    assert page.locator("#signin").is_hidden() and clicks(page) == 1
    assert page.evaluate("document.body.dataset.consent") == "rejected"
