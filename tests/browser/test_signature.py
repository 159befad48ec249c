"""Signatures and the fallback cascade: each level in turn, ambiguity refused, nothing guessed."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import ElementSignature, find_by_signature, signature_of


@pytest.fixture
def page(mpage, test_pages):
    mpage.goto(test_pages.url("/selectors.html"))
    return mpage


def test_the_selector_itself_when_it_still_works(page):
    sig = signature_of(page, "input[name='email']")
    match = find_by_signature(page, sig)
    assert match.found and match.level == "selector" and match.confidence == 1.0


def test_stable_attributes_when_the_selector_broke(page):
    sig = signature_of(page, "[data-testid='city-input']")
    assert "id" not in sig.attributes  # react-select-3-input is generated, so not part of the signature
    page.evaluate("document.querySelector('[data-testid=city-input]').removeAttribute('placeholder')")
    match = find_by_signature(page, sig, selector="#react-select-9-input")
    assert match.found and match.level == "stable_attributes" and match.confidence == 0.85
    assert page.locator(match.selector).count() == 1


def test_role_and_name_when_attributes_changed(page):
    sig = signature_of(page, "input[name='email']")
    page.evaluate("""() => { const e = document.querySelector('input[name=email]');
        e.name = 'contact_email'; e.id = 'new-id'; document.querySelector('label[for=a1b2c3d4e5]').htmlFor = 'new-id'; }""")
    match = find_by_signature(page, sig)
    assert match.found and match.level == "role_name", match
    assert page.locator(match.selector).get_attribute("name") == "contact_email"


def test_text_among_similar_siblings(page):
    sig = signature_of(page, "li.card:nth-of-type(2) > button")
    assert sig.text == "Apply" and sig.position and sig.position.parent
    match = find_by_signature(page, sig, selector="#gone")
    assert match.found and match.level == "sibling_text"
    assert page.locator(match.selector).evaluate("e => e.previousElementSibling.textContent") == "Designer"


def test_ambiguous_matches_are_refused(page):
    sig = ElementSignature(tag="button", role="button", name="Apply", text="Apply")
    match = find_by_signature(page, sig)
    assert not match.found and match.selector is None
    assert "ambiguous" in match.reason and "3 elements" in match.reason


def test_wrong_kind_of_element_is_not_accepted(page):
    sig = ElementSignature(tag="button", role="button", name="Designer", text="Designer", selector="a[href='/job/2']")
    match = find_by_signature(page, sig)
    assert not match.found  # the selector finds a link, not the button the signature describes
    assert match.attempts[0].level == "selector" and match.attempts[0].count == 1
