"""ARIA widgets as first-class controls (browser tier, tests/browser/pages/widgets.html): toggle buttons under their
group's label, comboboxes and custom selects named by their label (not their value) with their options, link
facets with counts, read by the PageObserver and used by actions."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser


@pytest.fixture
def widgets(mpage, test_pages):
    mpage.goto(test_pages.url("/widgets.html"))
    browser.wait_for_settle(mpage)
    return mpage


def test_the_observer_reads_every_widget_as_a_filter_group(widgets):
    groups = {g.label: g for g in browser.observe_page(widgets).filters}
    assert set(groups) == {"Department", "Location", "Job family", "Job Type", "Posted"}
    assert (groups["Department"].kind, groups["Department"].options, groups["Department"].selected) == (
        "toggle", ["Engineering", "Operations", "Marketing"], ["Engineering"])
    assert groups["Location"].options == ["All locations", "Chicago, IL", "Toronto, ON"]
    assert groups["Job family"].options == ["Any family", "Logistics", "Finance"]  # a button with a popup listbox
    assert groups["Job Type"].kind == "links" and groups["Job Type"].counts == {"Full-time": 27, "Part-time": 6,
                                                                                  "Contract": 3}


def test_the_serialization_names_comboboxes_by_label_and_shows_toggle_state(widgets):
    _, rendered = browser.page_text(widgets)
    assert 'select "Job family" = "Any family"' in rendered.text
    assert 'button "Operations" (not pressed, toggle of "Department")' in rendered.text


def test_options_of_aria_comboboxes_are_chosen_by_their_text(widgets):
    assert browser.select(widgets, "#loc", "Toronto, ON").success
    assert widgets.locator("#loc").inner_text() == "Toronto, ON"
    assert browser.select(widgets, "#fam", "Logistics").success
    assert widgets.locator("#fam").inner_text() == "Logistics"
