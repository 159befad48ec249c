"""Forms as people fill them (browser tier, tests/browser/pages/forms.html): a form laid out in table cells is
written out whole, a checkbox is named by the words after it, an <input type=submit> is a button, and a button
over a hidden file input is the upload control; a form that will not go on says why, and the apply agent reports
what it said."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent import browser
from pytest_jobagent.browser.validation import form_messages, invalid_fields
from pytest_jobagent.runs.apply import ApplyAgent

RESUME = Path(__file__).parents[2] / "scenarios" / "files" / "resume.pdf"


@pytest.fixture
def forms(mpage, test_pages):
    mpage.goto(test_pages.url("/forms.html"))
    browser.wait_for_settle(mpage)
    return mpage


def test_a_form_in_layout_cells_is_not_folded_into_a_list(forms):
    text = browser.page_text(forms)[1].text
    # the layout table's cells repeat, but the form's fields and its send button are never "… n more"
    assert 'checkbox "I agree to the Terms of Use *" (unchecked' in text
    assert 'button "Send application" (submit)' in text


def test_an_upload_button_stands_for_its_hidden_file_input(forms):
    text = browser.page_text(forms)[1].text
    assert '[UPLOAD: "' in text and 'file "Resume*"' in text
    upload_line = next(line for line in text.splitlines() if 'file "Resume*"' in line)
    selector = upload_line.split('"')[1]
    assert browser.upload(forms, selector, RESUME).success
    assert forms.locator("#cv-name").inner_text() == "resume.pdf"


def test_a_button_beside_other_fields_is_no_upload_control(forms):
    text = browser.page_text(forms)[1].text
    next_line = next(line for line in text.splitlines() if '"Next"' in line)
    assert next_line.lstrip().startswith("[CLICK:")


@pytest.fixture
def validation(mpage, test_pages):
    mpage.goto(test_pages.url("/validation.html"))
    browser.wait_for_settle(mpage)
    return mpage


def test_the_messages_of_a_form_that_will_not_go_on(validation):
    assert form_messages(validation) == []  # "Fields marked with * are required." is an instruction, no message
    assert invalid_fields(validation)[0].startswith("City: ")  # the browser's own: a required field left empty
    validation.get_by_role("button", name="Send application").click()
    assert form_messages(validation) == ["Please fill in: Name, E-mail, Terms of Use"]


@pytest.fixture
def live_llm(llm_runtime):
    with llm_runtime.session(cassette=None, name="forms-test") as client:
        yield client


def test_the_apply_agent_stops_with_what_the_form_says(validation, live_llm):
    """The applicant data has no e-mail: the agent fills the name, ticks the terms, sends, and the form answers."""
    outcome = ApplyAgent(validation, live_llm, user_data={"first_name": "Ada", "last_name": "Lovelace"}).run()
    assert not outcome.success
    assert validation.locator("input[name='name']").input_value() == "Ada Lovelace"
    assert validation.locator("input[name='agree']").is_checked()
    assert 'the page says: "Please fill in: E-mail"' in outcome.error


def test_a_star_in_a_label_written_beside_the_field_marks_it_required(validation):
    text = browser.page_text(validation)[1].text
    assert 'textbox "Name *" (required)' in text and 'checkbox "I agree to the Terms of Use *" (unchecked, required)' in text


def test_the_value_beside_a_label(mpage, test_pages):
    from pytest_jobagent.browser.labelled import value_of_label

    mpage.set_content("""<table><tr><td><b>Company:</b></td><td>Midland Telecom</td></tr></table>
        <dl><dt>Where</dt><dd>Berlin, Germany</dd></dl><p>Salary: $16.50/hour</p><p>Nothing here</p>""")
    assert value_of_label(mpage, "Company")[1:] == ("Midland Telecom", "Midland Telecom")
    assert value_of_label(mpage, "where")[1] == "Berlin, Germany"
    selector, value, whole = value_of_label(mpage, "Salary")
    assert (value, whole) == ("$16.50/hour", "Salary: $16.50/hour") and mpage.locator(selector).inner_text() == whole
    assert value_of_label(mpage, "Employer") == (None, "", "")


MODAL_FORM = """<html><body><main><h1>Desenvolvedor Java</h1><button>Candidatar-se</button></main>
<div style="position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:#0008">
 <div role="dialog" aria-modal="true" aria-label="Candidatar-se" style="background:#fff;max-height:80vh;overflow:auto;width:500px">
  <form action="/apply" method="post"><label>Nome completo* <input name="nome" required></label>
   <div style="height:1200px">Currículo, LGPD ...</div>
   <button type="submit">Enviar candidatura</button></form></div></div>
<div style="position:fixed;left:0;top:2000px">Parked toast</div></body></html>"""


def test_a_submit_button_below_the_fold_of_a_scrolling_modal_is_on_the_page(mpage):
    # a long form in a fixed modal whose body scrolls: its button is reached by scrolling the body, not parked
    mpage.set_content(MODAL_FORM)
    text = browser.page_text(mpage)[1].text
    assert 'button "Enviar candidatura" (submit)' in text
    assert "Parked toast" not in text  # a fixed element parked below the viewport is still not shown
