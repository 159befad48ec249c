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


SIDEBAR = """<html><body><aside aria-label="Filtros"><form action="/vagas/" method="get">
<fieldset><legend>Nível hierárquico</legend>
 <label><input type="checkbox" name="nivel" value="junior"> Júnior (12)</label>
 <label><input type="checkbox" name="nivel" value="pleno"> Pleno (18)</label></fieldset>
<fieldset><legend>Home office</legend>
 <label><input type="checkbox" name="home_office" value="1"> Somente vagas 100% home office (6)</label></fieldset>
<fieldset><legend>Aceite</legend><label><input type="checkbox" name="termos"> Aceite</label></fieldset>
<button type="submit">Aplicar filtros</button></form></aside></body></html>"""


def test_a_lone_box_under_its_groups_legend_is_a_filter_group_of_one_option(mpage):
    mpage.set_content(SIDEBAR)
    groups = {g.label: g.options for g in browser.observe_page(mpage).filters}
    assert groups["Nível hierárquico"] == ["Júnior", "Pleno"]
    assert groups["Home office"] == ["Somente vagas 100% home office"]
    assert "Aceite" not in groups  # a box its legend only repeats names no group
