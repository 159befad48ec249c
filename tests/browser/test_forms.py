"""Forms as people fill them (browser tier, tests/browser/pages/forms.html): a form laid out in table cells is
written out whole, a checkbox is named by the words after it, an <input type=submit> is a button, and a button
over a hidden file input is the upload control."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent import browser

RESUME = Path(__file__).parents[2] / "scenarios" / "files" / "resume.pdf"


@pytest.fixture
def forms(mpage, test_pages):
    mpage.goto(test_pages.url("/forms.html"))
    browser.wait_for_settle(mpage)
    return mpage


def test_a_form_in_layout_cells_is_not_folded_into_a_list(forms):
    text = browser.page_text(forms)[1].text
    # the layout table's cells repeat, but the form's fields and its send button are never "… n more"
    assert "checkbox \"I agree to the Terms of Use *\" (unchecked)" in text
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
