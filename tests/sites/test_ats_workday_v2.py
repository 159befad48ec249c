"""The drift variant ats_workday_v2 in Chromium: Postal Code became ZIP Code, My Information reordered, flow intact."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

SITES = Path(__file__).resolve().parents[2] / "sites"
TRUTH = json.loads((SITES / "ats_workday_v2" / "truth.json").read_text())
BASE = json.loads((SITES / "ats_workday" / "truth.json").read_text())
DRIFT = TRUTH["drift"]
RESUME = {"name": "resume.txt", "mimeType": "text/plain", "buffer": b"Grace Hopper\nCOBOL, compilers\n" * 20}

VALUES = {
    "source": "Employee Referral",
    "previousWorker": "Yes",
    "country": "Canada",
    "legalNameSection_firstName": "Grace",
    "legalNameSection_lastName": "Hopper",
    "email": "grace.hopper@example.org",
    "phone-device-type": "Work",
    "phone-number": "+1 416 555 0199",
    "addressSection_addressLine1": "1 Compiler Road",
    "addressSection_city": "Toronto",
    "addressSection_zip": "M5V 2T6",
    "linkedinQuestion": "",
    "primaryQuestionnaire--workAuthorization": "Yes",
    "primaryQuestionnaire--sponsorship": "No",
    "primaryQuestionnaire--desiredSalary": "120000",
    "gender": "",
    "ethnicity": "",
    "veteranStatus": "",
    "agreementCheckbox": "true",
}


@pytest.fixture
def site(serve_site):
    server = serve_site("ats_workday_v2")
    server.clear_submissions()
    return server


def field(scope, label: str):
    """A control by its label text; a required label ends in an asterisk ("ZIP Code*")."""
    return scope.get_by_label(re.compile("^" + re.escape(label) + r"\*?$"))


def fill(page: Page, f: dict, value: str) -> None:
    """Fill one field knowing only what truth.json says about it (label and type), as an agent would."""
    kind, label = f["type"], f["label"]
    if kind == "listbox":
        button = page.get_by_role("button", name=label)
        button.click()
        page.get_by_role("listbox").get_by_role("option", name=value, exact=True).click()
        expect(button).to_have_text(value)
    elif kind == "radio":
        field(page.get_by_role("radiogroup", name=label), value).check()
    elif kind == "select":
        field(page, label).select_option(value)
    elif kind == "checkbox":
        field(page, label).set_checked(value == "true")
    elif kind == "file":
        page.locator("[data-automation-id='file-upload-input-ref']").set_input_files(RESUME)
        expect(page.locator("[data-automation-id='file-upload-file-name']")).to_have_text(RESUME["name"])
    else:
        field(page, label).fill(value)


def test_truth_documents_exactly_the_drift():
    renamed = DRIFT["renamed_fields"][0]
    assert renamed["from"] == {"label": "Postal Code", "automation_id": "addressSection_postalCode",
                               "name": "addressSection_postalCode"}
    assert renamed["to"] == {"label": "ZIP Code", "automation_id": "addressSection_zipCode", "name": "addressSection_zip"}

    def strip(step):  # the fields of a step, in the base's order, with the rename undone
        out = []
        for f in step["fields"]:
            f = dict(f)
            if f["name"] == renamed["to"]["name"]:
                f.update(renamed["from"])
            out.append(f)
        return sorted(out, key=lambda f: f["name"])

    for old, new in zip(BASE["application"]["steps"], TRUTH["application"]["steps"], strict=True):
        assert strip(old) == strip(new)
        assert old.get("repeatable") == new.get("repeatable")
    assert BASE["jobs"] == TRUTH["jobs"]


def test_drifted_page_shows_zip_code_and_phone_before_address(page: Page, site):
    page.goto(site.url("/job/R23954/apply/applyManually"))
    expect(page.get_by_role("heading", level=2, name="My Information")).to_be_visible()
    expect(page.locator("[data-automation-id='addressSection_postalCode']")).to_have_count(0)
    expect(page.get_by_label("Postal Code")).to_have_count(0)
    zip_code = page.locator("[data-automation-id='addressSection_zipCode']")
    expect(zip_code).to_be_visible()
    expect(field(page, "ZIP Code")).to_have_attribute("data-automation-id", "addressSection_zipCode")
    sections = page.locator("[data-automation-id='applyFlowMyInfoPage'] [data-automation-id$='Section']")
    expect(sections).to_have_count(len(DRIFT["layout_changes"][0]["to"]))
    order = [a[: -len("Section")] for a in sections.evaluate_all("els => els.map(e => e.dataset.automationId)")]
    assert order == DRIFT["layout_changes"][0]["to"] != DRIFT["layout_changes"][0]["from"]
    # the renamed field is still required and validated under its new name
    page.locator("[data-automation-id='bottom-navigation-next-button']").click()
    expect(page.locator("#addressSection_zip-error")).to_have_text(
        "The field ZIP Code is required and must have a value.")


def test_flow_completes_despite_the_drift(page: Page, site):
    job = TRUTH["jobs"]["items"][3]
    page.goto(site.url(job["url"]))
    page.locator("[data-automation-id='adventureButton']").click()
    page.get_by_role("dialog").locator("[data-automation-id='applyManually']").click()
    nxt = page.locator("[data-automation-id='bottom-navigation-next-button']")
    for step in TRUTH["application"]["steps"]:
        expect(page.locator("[data-automation-id='progressBarActiveStep']")).to_contain_text(step["title"])
        for f in step["fields"]:
            value = VALUES.get(f["name"], "")
            if value or f["type"] == "file":
                fill(page, f, value)
        nxt.click()
    expect(page.get_by_role("heading", name="Application Submitted")).to_be_visible()

    [sub] = site.submissions()
    assert sub["form"] == "workday-application"
    assert sub["fields"] == dict(VALUES, jobReqId=job["req_id"], jobPostingId=job["id"], jobTitle=job["title"])
    assert "addressSection_postalCode" not in sub["fields"]
    assert [(f["field"], f["filename"], f["size"]) for f in sub["files"]] == [
        ("resume", RESUME["name"], len(RESUME["buffer"]))]
