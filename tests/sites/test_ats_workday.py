"""The Workday-like site ats_workday in Chromium: board, posting, start dialog, every step, submit, validation."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

SITE = "ats_workday"
TRUTH = json.loads((Path(__file__).resolve().parents[2] / "sites" / SITE / "truth.json").read_text())
STEPS = {s["id"]: s for s in TRUTH["application"]["steps"]}
RESUME = {"name": "ada_lovelace_resume.pdf", "mimeType": "application/pdf",
          "buffer": b"%PDF-1.4\n% resume of Ada Lovelace\n" + b"x" * 1500 + b"\n%%EOF\n"}

# What the applicant types, by field name (the names the site posts).
VALUES = {
    "source": "LinkedIn",
    "previousWorker": "No",
    "country": "United States of America",
    "legalNameSection_firstName": "Ada",
    "legalNameSection_lastName": "Lovelace",
    "addressSection_addressLine1": "12 Analytical Way",
    "addressSection_city": "Minneapolis",
    "addressSection_postalCode": "55401",
    "email": "ada.lovelace@example.com",
    "phone-device-type": "Mobile",
    "phone-number": "612-555-0148",
    "workExperience-1--jobTitle": "Software Engineer",
    "workExperience-1--companyName": "Babbage Labs",
    "workExperience-1--location": "London",
    "workExperience-1--currentlyWorkHere": "true",
    "workExperience-1--startDate": "03/2019",
    "workExperience-1--roleDescription": "Programs for the analytical engine.",
    "linkedinQuestion": "https://www.linkedin.com/in/ada-lovelace",
    "primaryQuestionnaire--workAuthorization": "Yes",
    "primaryQuestionnaire--sponsorship": "Yes",
    "primaryQuestionnaire--sponsorshipDetails": "H-1B transfer",
    "primaryQuestionnaire--desiredSalary": "150,000 USD",
    "gender": "Female",
    "ethnicity": "",
    "veteranStatus": "I am not a protected veteran",
    "agreementCheckbox": "true",
}


@pytest.fixture
def site(serve_site):
    server = serve_site(SITE)
    server.clear_submissions()
    return server


def field(scope, label: str):
    """A control by its label text; a required label ends in an asterisk ("First Name*")."""
    return scope.get_by_label(re.compile("^" + re.escape(label) + r"\*?$"))


def next_button(page: Page):
    return page.locator("[data-automation-id='bottom-navigation-next-button']")


def expect_step(page: Page, title: str) -> None:
    expect(page.locator("[data-automation-id='progressBarActiveStep']")).to_contain_text(title)
    expect(page.get_by_role("heading", level=2, name=title, exact=True)).to_be_visible()


def choose(page: Page, label: str, option: str) -> None:
    """Workday dropdown: a button with aria-haspopup=listbox, then an option of the popup."""
    button = page.get_by_role("button", name=label)
    expect(button).to_have_attribute("aria-haspopup", "listbox")
    button.click()
    page.get_by_role("listbox").get_by_role("option", name=option, exact=True).click()
    expect(button).to_have_text(option)


def fill_my_information(page: Page, values: dict) -> None:
    expect_step(page, "My Information")
    choose(page, "How Did You Hear About Us?", values["source"])
    worked_here = page.get_by_role("radiogroup", name="Have you previously worked for Meridian Dynamics?")
    field(worked_here, values["previousWorker"]).check()
    field(page, "Country").select_option(values["country"])
    field(page, "First Name").fill(values["legalNameSection_firstName"])
    field(page, "Last Name").fill(values["legalNameSection_lastName"])
    field(page, "Address Line 1").fill(values["addressSection_addressLine1"])
    field(page, "City").fill(values["addressSection_city"])
    field(page, "Postal Code").fill(values["addressSection_postalCode"])
    field(page, "Email").fill(values["email"])
    field(page, "Phone Device Type").select_option(values["phone-device-type"])
    field(page, "Phone Number").fill(values["phone-number"])


def fill_rest(page: Page, values: dict) -> None:
    """Steps 2-4 (My Experience, Application Questions, Voluntary Disclosures), ending on Review."""
    next_button(page).click()
    expect_step(page, "My Experience")
    page.get_by_role("button", name="Add Work Experience").click()
    panel = page.get_by_role("group", name="Work Experience 1")
    field(panel, "Job Title").fill(values["workExperience-1--jobTitle"])
    field(panel, "Company").fill(values["workExperience-1--companyName"])
    field(panel, "Location").fill(values["workExperience-1--location"])
    expect(field(panel, "To")).to_be_visible()
    field(panel, "I currently work here").check()
    expect(field(panel, "To")).to_be_hidden()  # conditional: no end date
    field(panel, "From").fill(values["workExperience-1--startDate"])
    field(panel, "Role Description").fill(values["workExperience-1--roleDescription"])
    expect(page.get_by_role("button", name="Add Work Experience")).to_have_text("Add Another")
    page.locator("[data-automation-id='file-upload-input-ref']").set_input_files(RESUME)
    expect(page.locator("[data-automation-id='file-upload-file-name']")).to_have_text(RESUME["name"])
    field(page, "LinkedIn").fill(values["linkedinQuestion"])

    next_button(page).click()
    expect_step(page, "Application Questions")
    details = page.get_by_label("Please describe the type of sponsorship required")
    choose(page, "Are you legally authorized to work", values["primaryQuestionnaire--workAuthorization"])
    expect(details).to_be_hidden()
    choose(page, "Will you now or in the future require sponsorship", values["primaryQuestionnaire--sponsorship"])
    expect(details).to_be_visible()  # conditional follow-up, required
    details.fill(values["primaryQuestionnaire--sponsorshipDetails"])
    page.get_by_label("What is your desired annual salary?").fill(values["primaryQuestionnaire--desiredSalary"])

    next_button(page).click()
    expect_step(page, "Voluntary Disclosures")
    field(page, "Gender").select_option(values["gender"])
    field(page, "Veteran Status").select_option(values["veteranStatus"])
    page.get_by_label("I have read and consent to the terms and conditions").check()
    next_button(page).click()
    expect_step(page, "Review")


def test_board_lists_the_jobs_and_searches(page: Page, site):
    page.goto(site.url(TRUTH["start_url"]))
    links = page.locator(TRUTH["selectors"]["job_links"])
    expect(links).to_have_count(TRUTH["jobs"]["count"])
    expect(links).to_have_text([j["title"] for j in TRUTH["jobs"]["items"]])
    expect(page.locator(TRUTH["selectors"]["job_count"])).to_have_text(TRUTH["jobs"]["found_text"])
    page.get_by_role("textbox", name="Search for jobs or keywords").fill("analyst")
    page.get_by_role("button", name="Search").click()
    expect(page).to_have_url(re.compile(r"\?q=analyst$"))
    expect(links).to_have_text(["Data Analyst", "Financial Analyst"])
    expect(page.locator(TRUTH["selectors"]["job_count"])).to_have_text("2 JOBS FOUND")


def test_apply_manually_through_every_step_and_submit(page: Page, site):
    job = TRUTH["jobs"]["items"][0]
    page.goto(site.url("/"))
    page.locator(TRUTH["selectors"]["job_links"]).first.click()
    expect(page).to_have_url(site.url(job["url"]))
    expect(page.locator("[data-automation-id='jobPostingHeader']")).to_have_text(job["title"])
    page.locator("[data-automation-id='adventureButton']").click()
    dialog = page.get_by_role("dialog", name="Start Your Application")
    expect(dialog).to_be_visible()
    dialog.locator("[data-automation-id='applyManually']").click()
    expect(page).to_have_url(site.url(f"/job/{job['id']}/apply/applyManually"))
    expect(page.locator("[data-automation-id='progressBar'] li")).to_have_text(
        [re.compile(s["title"]) for s in TRUTH["application"]["steps"]])

    fill_my_information(page, VALUES)
    fill_rest(page, VALUES)

    review = page.locator("[data-automation-id='reviewJobApplicationPage']")
    for name in ("legalNameSection_firstName", "addressSection_postalCode", "primaryQuestionnaire--sponsorshipDetails"):
        expect(review.locator(f"[data-automation-id='review-{name}']")).to_have_text(VALUES[name])
    expect(review.locator("[data-automation-id='review-resume']")).to_have_text(RESUME["name"])
    expect(next_button(page)).to_have_text("Submit")
    next_button(page).click()

    expect(page.get_by_role("heading", name="Application Submitted")).to_be_visible()
    expect(page.get_by_text("Thank you for applying")).to_be_visible()
    expect(page).to_have_url(site.url(f"/job/{job['id']}/apply/submitted"))

    [sub] = site.submissions()
    assert sub["form"] == TRUTH["submit"]["form"]
    expected = dict(VALUES, jobReqId=job["req_id"], jobPostingId=job["id"], jobTitle=job["title"])
    assert sub["fields"] == expected  # exactly what was typed, nothing else (no hidden end date)
    assert sub["files"] == [{"field": "resume", "filename": RESUME["name"], "size": len(RESUME["buffer"]),
                             "content_type": "application/pdf"}]
    # every field the truth lists is either posted or conditional and hidden
    posted = set(sub["fields"])
    for step in TRUTH["application"]["steps"]:
        for f in step["fields"]:
            assert f["name"] in posted or f["type"] == "file" or "show_if" in f, f


def test_required_fields_block_next_with_messages(page: Page, site):
    page.goto(site.url("/job/R24009/apply/applyManually"))
    expect_step(page, "My Information")
    next_button(page).click()
    required = [f for f in STEPS["myInformation"]["fields"] if f["required"]]
    errors = page.locator("[data-automation-id='errorMessage']:visible")
    expect(errors).to_have_count(len(required))
    expect(page.locator("[data-automation-id='errorBanner']")).to_contain_text(f"{len(required)} Errors")
    first = field(page, "First Name")
    expect(first).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#legalNameSection_firstName-error")).to_have_text(
        "The field First Name is required and must have a value.")
    expect_step(page, "My Information")  # still blocked

    first.fill("Ada")  # fixing a field clears its own message only
    expect(first).to_have_attribute("aria-invalid", "false")
    expect(errors).to_have_count(len(required) - 1)
    field(page, "Email").fill("not-an-email")
    expect(page.locator("#email-error")).to_have_text("Enter a valid email address.")


def test_unknown_job_id_shows_a_plausible_posting(page: Page, site):
    page.goto(site.url("/job/Staff-Platform-Engineer_R99001/apply"))
    expect(page.locator("[data-automation-id='jobPostingHeader']")).to_have_text("Staff Platform Engineer")
    dialog = page.get_by_role("dialog", name="Start Your Application")
    expect(dialog.locator("[data-automation-id='applyManually']")).to_have_text("Apply Manually")
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    expect(page).to_have_url(site.url("/job/Staff-Platform-Engineer_R99001"))
