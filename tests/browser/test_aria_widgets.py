"""ARIA form widgets read and acted on like native controls (browser tier, tests/browser/pages/aria/): div role=radio
in a labelled group, role=checkbox and role=switch with aria-checked, a button opening a role=listbox, a combobox
whose listbox is built only when it opens, aria-pressed pills, and a two-step <dialog>; each action is judged by
the page's own state after it."""

from __future__ import annotations

import json

import pytest

from pytest_jobagent import browser
from pytest_jobagent.browser import actions as act


@pytest.fixture
def form(mpage, test_pages):
    mpage.goto(test_pages.url("/aria/form.html"))
    browser.wait_for_settle(mpage)
    return mpage


def text_of(page) -> str:
    return browser.page_text(page)[1].text


def aria(page, selector: str, attribute: str = "aria-checked") -> str | None:
    return page.locator(selector).get_attribute(attribute)


def test_each_widget_is_serialized_as_the_native_control_it_stands_for(form):
    text = text_of(form)
    # a div role=radio is a radio named by its own words, under its group's question, required by the group's "*"
    question = text.index("Are you authorized to work in the EU? *")
    yes = text.index("radio \"Yes\" (unchecked, required)")
    assert question < yes < text.index('radio "No" (unchecked, required)')
    assert '[CHECK: "role=radio[name=\'Day\'s]"] radio "Day" (checked)' in text
    assert '[CHECK: "#news"] checkbox "Send me job alerts" (unchecked)' in text
    # a switch is named by its own words, not by the text beside it
    assert '[CHECK: "#sal"] switch "Only with salary" (unchecked)' in text
    assert ('[SELECT: "#exp-btn" options: Less than 1 | 1-3 | 3-5 | More than 5] select "Years of experience"'
            ' = "Choose one" (collapsed)') in text
    assert '[SELECT: "#city"] select "City" = "Pick a city" (collapsed)' in text
    assert 'button "Part-time" (pressed, toggle of "Schedule")' in text


def test_a_role_radio_is_checked_and_its_group_follows(form):
    result = act.check(form, "role=radio[name='No']")
    assert result.success, result.error
    assert (aria(form, "#auth [data-value=no]"), aria(form, "#auth [data-value=yes]")) == ("true", "false")
    assert 'radio "No" (checked, required)' in text_of(form)


def test_a_role_checkbox_and_a_switch_are_set_both_ways(form):
    assert act.check(form, "#news").success and aria(form, "#news") == "true"
    assert act.check(form, "#sal").success and aria(form, "#sal") == "true"
    assert '[CHECK: "#sal"] switch "Only with salary" (checked)' in text_of(form)
    assert act.check(form, "#sal", False).success and aria(form, "#sal") == "false"


def test_a_pressed_pill_is_set_by_its_aria_pressed_state(form):
    full = "role=button[name='Full-time']"
    assert act.check(form, full).success and aria(form, full, "aria-pressed") == "true"
    again = act.check(form, full)  # already pressed: no click that would unpress it
    assert again.success and again.details.get("unchanged") and aria(form, full, "aria-pressed") == "true"
    assert act.check(form, "role=button[name='Part-time']", False).success
    assert aria(form, "role=button[name='Part-time']", "aria-pressed") == "false"


def test_a_listbox_option_is_chosen_by_clicking_it_and_shown_by_the_button(form):
    result = act.select(form, "#exp-btn", "3-5")
    assert result.success, result.error
    assert form.locator("#exp-val").inner_text() == "3-5"
    assert aria(form, "#exp-list [data-value='3']", "aria-selected") == "true"
    assert aria(form, "#exp-btn", "aria-expanded") == "false"
    # the list the button opens, not the other shown list that also offers "3-5"
    assert form.locator("#team [aria-selected=true]").count() == 0
    # case and accents aside, as a person reads it
    assert act.select(form, "#exp-btn", "more THAN 5").success
    assert form.locator("#exp-val").inner_text() == "More than 5"
    assert 'select "Years of experience" = "More than 5"' in text_of(form)


def test_a_combobox_whose_options_exist_only_once_open_is_opened_and_read(form):
    assert form.locator("[role=option]:has-text('Lisbon')").count() == 0  # not in the page before it opens
    result = act.select(form, "#city", "Lisbon")
    assert result.success, result.error
    assert form.locator("#city").inner_text() == "Lisbon"
    missing = act.select(form, "#city", "Paris")
    assert not missing.success and '"Berlin", "Lisbon", "Madrid"' in (missing.error or "")
    assert form.locator("#city").inner_text() == "Lisbon"


def test_a_two_step_dialog_shows_the_second_steps_fields_and_they_are_filled(mpage, test_pages):
    page = mpage
    page.goto(test_pages.url("/aria/dialog.html"))
    browser.wait_for_settle(page)
    assert act.click(page, "#open").success
    first = text_of(page)
    assert first.startswith("PAGE:") and 'DIALOG "Inscribirme" (modal)' in first and 'textbox "Nombre *"' in first
    assert act.type_text(page, "#nombre", "Ada").success
    assert act.click(page, "role=button[name='Siguiente']").success
    second = text_of(page)
    dialog = second.split("PAGE BEHIND THE DIALOG")[0]
    assert 'textbox "Nombre *"' not in dialog  # the first step is gone from what the model reads
    assert 'radio "Sí" (unchecked, required)' in dialog
    assert '[SELECT: "#exp-btn" options: Menos de 1 | 1-3 | Más de 5]' in dialog
    assert act.check(page, "role=radio[name='Sí']").success
    assert act.select(page, "#exp-btn", "mas de 5").success
    assert act.click(page, "#send").success
    assert json.loads(page.locator("#result").inner_text()) == {"nombre": "Ada", "permiso": "Sí", "exp": "Más de 5"}
    assert not page.locator("#dlg").evaluate("d => d.open")
