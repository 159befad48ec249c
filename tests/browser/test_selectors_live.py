"""Selectors handed out on a live page: stable where possible, and each matches exactly one element."""

from __future__ import annotations

import re

import pytest

from pytest_jobagent.browser import check_selector, page_text, take_snapshot, unique_selector

BRACKET = re.compile(r'\[(?:CLICK|TYPE|SELECT|CHECK|UPLOAD): "((?:[^"\\]|\\.)*)"')


def selectors_in(text: str) -> list[str]:
    return BRACKET.findall(text)


@pytest.fixture(scope="module")
def page(mpage, test_pages):
    mpage.goto(test_pages.url("/selectors.html"))
    return mpage


def test_every_snapshot_selector_is_unique(page):
    snap = take_snapshot(page)
    actions = snap.actions()
    assert len(actions) >= 15
    for node in actions:
        assert check_selector(page, node.selector).count == 1, (node.name, node.selector)


def test_every_selector_in_the_serialization_is_unique(page):
    _, rendered = page_text(page)
    found = selectors_in(rendered.text)
    assert len(found) >= 15
    for selector in found:
        assert page.locator(selector).count() == 1, selector


def test_generated_ids_are_not_used_and_stable_attributes_are(page):
    by_name = {n.name or n.label: n.selector for n in take_snapshot(page).actions()}
    everything = " ".join(by_name.values())
    for generated in ("ember123", "a1b2c3d4e5", "field-17", ":r5:", "react-select-3-input"):
        assert generated not in everything
    assert by_name["Email"] == "input[name='email']"
    assert by_name["City"] == "[data-testid='city-input']"
    assert by_name["Small"] == "input[name='size'][value='s']"
    assert by_name["Menu"] == "role=button[name='Menu's]"
    assert by_name["Phone"] == "role=textbox[name='Phone's]"  # label text through the accessible name
    assert by_name["Next"] == "button[aria-label='Next']"


def test_duplicates_get_scoped_or_structural_selectors(page):
    snap = take_snapshot(page)
    abouts = [n.selector for n in snap.actions() if n.name == "About"]
    assert sorted(abouts) == ["#footer a[href='/about']", "#top a[href='/about']"]
    applies = [n.selector for n in snap.actions() if n.name == "Apply"]
    assert len(set(applies)) == 3 and all(page.locator(s).count() == 1 for s in applies)


def test_hidden_offscreen_and_collapsed_elements_are_left_out(page):
    _, rendered = page_text(page)
    for noise in ("Hidden button", "Offscreen link", "Collapsed link", "Invisible text"):
        assert noise not in rendered.text
    assert "Clickable span" in rendered.text  # a cursor:pointer element with a handler counts as clickable


def test_unique_selector_for_a_locator_and_invalid_selectors(page):
    assert unique_selector(page, page.locator("li.card").nth(1).locator("a")) == "a[href='/job/2']"
    assert unique_selector(page, "li.card") is None  # three matches: no single element to name
    bad = check_selector(page, "a[[")
    assert not bad.valid and bad.error and bad.count == 0
