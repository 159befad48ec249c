"""Pure rules of the browser layer: generated values, quoting, URL patterns, platforms, the token budget."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser.budget import HIGH, KEEP, LOW, LOWEST, Line, approx_tokens, fit
from pytest_jobagent.browser.platform import detect_platform
from pytest_jobagent.browser.selectors import (
    css_string,
    is_css,
    is_state_class,
    looks_generated,
    role_selector,
)
from pytest_jobagent.browser.urlpattern import generalize_url, url_matches
from pytest_jobagent.browser.urlpattern import is_variable_token as looks_like_id


@pytest.mark.parametrize("value", [
    "ember123", "ember12", "question_5071418007", "nav-17", "input_3", "field:2", "css-1x2y3z", "sc-bdVaJa",
    "remix-css-b62m3t-container", ":r5:", "«r1»", "search-:rc:-clear", "a1b2c3d4e5", "react-select-3-input",
    "f3a03986-8785-4dc4-a2ad-387988b7e944", "jsx-2811532", "mui-42", "jobsSearchBox__eebd9",
])
def test_generated_values_are_rejected(value):
    assert looks_generated(value)


@pytest.mark.parametrize("value", [
    "search", "keyword-filter", "first_name", "jobs-search-box-keyword-id", "application_form", "main",
    "job-card", "posting-btn-submit", "h1", "step2",
])
def test_stable_values_are_kept(value):
    assert not looks_generated(value)


def test_state_classes():
    assert is_state_class("active") and is_state_class("is-open") and is_state_class("card--selected")
    assert not is_state_class("job-card") and not is_state_class("card--featured-layout")


def test_quoting_and_engines():
    assert css_string("Don't") == "'Don\\'t'"
    assert role_selector("button", "Apply") == "role=button[name='Apply's]"
    assert is_css("#a > b.c") and is_css("input[name='q']")
    assert not is_css("role=button[name='x's]") and not is_css("internal:label='x'") and not is_css("xpath=//a")


@pytest.mark.parametrize("url, pattern", [
    ("https://medtronic.wd1.myworkdayjobs.com/en-US/MedtronicCareers/job/Minneapolis-MN/Finance-Analyst_R63409-1/apply?source=x",
     "*.myworkdayjobs.com/*/*/job/*/*/apply"),
    ("https://job-boards.greenhouse.io/sonatus/jobs/5071418007?gh_src=abc", "*.greenhouse.io/*/jobs/*"),
    ("https://jobs.lever.co/januxrx/f3a03986-8785-4dc4-a2ad-387988b7e944/apply", "*.lever.co/*/*/apply"),
    ("https://www.linkedin.com/jobs/search?location=Toronto&keywords=Intern&trk=x", "www.linkedin.com/jobs/search?keywords=*&location=*"),
    ("https://ca.linkedin.com/jobs/view/intern-development-at-fengate-4291659571?refId=1", "ca.linkedin.com/jobs/view/*"),
    ("http://127.0.0.1:43211/jobs/search?keywords=engineer&location=US", "127.0.0.1/jobs/search?keywords=*&location=*"),
    ("http://127.0.0.1:5000/job/Senior-Software-Engineer_R24017/apply/applyManually", "127.0.0.1/job/*/apply/applyManually"),
    ("http://127.0.0.1:5000/#/jobs/12", "127.0.0.1/#/jobs/*"),
    ("http://127.0.0.1:5000/", "127.0.0.1/"),
])
def test_url_patterns(url, pattern):
    assert generalize_url(url) == pattern
    assert url_matches(pattern, url)


def test_url_pattern_is_the_same_for_two_queries_and_ids():
    a = generalize_url("http://127.0.0.1:1/jobs/search?keywords=engineer&start=25")
    b = generalize_url("http://127.0.0.1:2/jobs/search?start=0&keywords=nurse")
    assert a == b
    assert looks_like_id("R63409-1") and looks_like_id("4291659571") and not looks_like_id("search")


def test_platform_from_url_markup_and_threshold():
    assert detect_platform("https://acme.wd5.myworkdayjobs.com/x", {})[0] == "workday"
    assert detect_platform("http://127.0.0.1:1/", {"lever": {"posting-qa": 13}})[0] == "lever"
    platform, evidence = detect_platform("http://127.0.0.1:1/", {"lever": {"lever-link": 3}})
    assert platform == "generic" and "lever" in evidence[0]  # links to an ATS are not the ATS


def test_budget_cuts_least_important_last_first_and_marks_it():
    lines = [Line("PAGE: x", KEEP), *[Line(f"link number {i} " + "x" * 40, LOW, "links") for i in range(40)],
             Line("[TYPE: '#q'] searchbox 'Search'", HIGH, "fields"), Line("footer text " + "y" * 40, LOWEST, "text")]
    fitted = fit(lines, budget=200)
    assert fitted.tokens <= 200
    assert "[TYPE: '#q']" in fitted.text and "PAGE: x" in fitted.text
    assert "footer text" not in fitted.text
    assert "… [cut" in fitted.text and fitted.cut > 0
    assert "link number 0 " in fitted.text  # earlier lines of the same priority survive longer


def test_budget_with_a_pluggable_counter():
    lines = [Line(f"word{i}", LOW) for i in range(100)]
    words = fit(lines, budget=50, counter=lambda s: len(s.split()))
    assert words.tokens <= 50
    assert approx_tokens("abcd" * 10) == 10
