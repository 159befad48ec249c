"""The Greenhouse-like site ats_greenhouse in Chromium: department board, filters, application form, submit, validation."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

SITE = "ats_greenhouse"
TRUTH = json.loads((Path(__file__).resolve().parents[2] / "sites" / SITE / "truth.json").read_text())
SEL = TRUTH["selectors"]
FIELDS = TRUTH["application"]["fields"]
RESUME = {"name": "grace_hopper_cv.pdf", "mimeType": "application/pdf", "buffer": b"%PDF-1.4\n" + b"cv " * 700}
COVER = {"name": "cover_letter.docx", "mimeType": "application/octet-stream", "buffer": b"PK\x03\x04" + b"c" * 333}

VALUES = {
    "first_name": "Grace",
    "last_name": "Hopper",
    "email": "grace@example.org",
    "phone": "+1 212 555 0100",
    "question_4011020007": "https://www.linkedin.com/in/grace-hopper",
    "question_4011021007": "https://grace.example.org",
    "question_4011022007": "Yes",
    "question_4011023007": "No",
    "gender": "Female",
    "hispanic_ethnicity": "No",
    "race": "White",
    "veteran_status": "I identify as one or more of the classifications of protected veteran",
    "disability_status": "I do not want to answer",
}


@pytest.fixture
def site(serve_site):
    server = serve_site(SITE)
    server.clear_submissions()
    return server


def field(scope, label: str):
    """A control by its label text; a required label ends in an asterisk ("First Name*")."""
    return scope.get_by_label(re.compile("^" + re.escape(label) + r"\*?$"))


def test_board_groups_jobs_by_department_and_filters(page: Page, site):
    page.goto(site.url(TRUTH["start_url"]))
    expect(page.get_by_role("heading", level=1)).to_have_text(TRUTH["texts"]["board_title"])
    sections = page.locator(SEL["department_sections"])
    expect(sections.locator("> h3")).to_have_text([d["name"] for d in TRUTH["departments"]])
    for i, dep in enumerate(TRUTH["departments"]):
        expect(sections.nth(i).locator("div.opening > a")).to_have_count(dep["count"])
    links = page.locator(SEL["job_links"])
    expect(links).to_have_text([j["title"] for j in TRUTH["jobs"]["items"]])
    expect(page.locator(SEL["job_location"])).to_have_text([j["location"] for j in TRUTH["jobs"]["items"]])

    page.get_by_label("Department").select_option("Sales")
    expect(page.locator(SEL["job_links"] + ":visible")).to_have_count(TRUTH["jobs_per_department"]["Sales"])
    page.get_by_label("Office").select_option("Remote - US")
    expect(page.locator(SEL["job_links"] + ":visible")).to_have_text(["Solutions Engineer"])
    expect(page.locator(SEL["department_sections"] + ":visible > h3")).to_have_text(["Sales"])


def test_apply_with_files_and_conditional_question(page: Page, site):
    job = next(j for j in TRUTH["jobs"]["items"] if j["department"] == "Product & Design")
    page.goto(site.url("/"))
    page.get_by_role("link", name=job["title"], exact=True).click()
    expect(page).to_have_url(site.url(job["url"]))
    expect(page.locator(SEL["job_title"])).to_have_text(job["title"])
    page.get_by_role("link", name=TRUTH["texts"]["apply"]).click()
    form = page.locator(SEL["form"])
    expect(form).to_be_in_viewport()

    for name in ("first_name", "last_name", "email", "phone", "question_4011020007", "question_4011021007"):
        label = next(f["label"] for f in FIELDS if f["name"] == name)
        field(form, label).fill(VALUES[name])
    # resume through the hidden file input, cover letter through the visible "Attach" button
    form.locator("#resume").set_input_files(RESUME)
    expect(form.locator(SEL["resume_filename"])).to_have_text(RESUME["name"])
    with page.expect_file_chooser() as chooser:
        form.get_by_role("group", name="Cover Letter").get_by_role("button", name="Attach", exact=True).click()
    chooser.value.set_files(COVER)
    expect(form.locator("#cover_letter_filename")).to_have_text(COVER["name"])

    field(form, "Are you legally authorized to work in the United States?").select_option(VALUES["question_4011022007"])
    field(form, "Will you now or in the future require visa sponsorship to work in the United States?").select_option(
        VALUES["question_4011023007"])
    field(form, "Gender").select_option(VALUES["gender"])
    race = field(form, "Please identify your race")
    expect(race).to_be_hidden()
    field(form, "Are you Hispanic/Latino?").select_option(VALUES["hispanic_ethnicity"])
    expect(race).to_be_visible()  # conditional EEO question
    race.select_option(VALUES["race"])
    field(form, "Veteran Status").select_option(VALUES["veteran_status"])
    field(form, "Disability Status").select_option(VALUES["disability_status"])
    form.get_by_role("button", name=TRUTH["texts"]["submit"]).click()

    expect(page.get_by_role("heading", name=TRUTH["texts"]["confirmation_title"])).to_be_visible()
    expect(page).to_have_url(site.url(f"/jobs/{job['id']}/confirmation"))
    [sub] = site.submissions()
    assert sub["form"] == TRUTH["submit"]["form"]
    assert sub["fields"] == dict(VALUES, job_id=job["id"])
    assert [(f["field"], f["filename"], f["size"]) for f in sub["files"]] == [
        ("resume", RESUME["name"], len(RESUME["buffer"])),
        ("cover_letter", COVER["name"], len(COVER["buffer"])),
    ]


def test_required_fields_block_submit_with_messages(page: Page, site):
    page.goto(site.url("/jobs/9000000001"))  # an id the site has never seen still shows a posting and form
    expect(page.locator(SEL["job_title"])).not_to_be_empty()
    form = page.locator(SEL["form"])
    submit = form.get_by_role("button", name=TRUTH["texts"]["submit"])
    submit.click()
    required = [f for f in FIELDS if f["required"]]
    errors = page.locator(SEL["field_error"] + ":visible")
    expect(errors).to_have_count(len(required))
    expect(errors.first).to_have_text(TRUTH["texts"]["required_error"])
    expect(page.locator(SEL["error_summary"])).to_contain_text(f"{len(required)} errors")
    expect(field(form, "First Name")).to_have_attribute("aria-invalid", "true")
    expect(field(form, "First Name")).to_be_focused()

    field(form, "First Name").fill("Alan")
    expect(field(form, "First Name")).to_have_attribute("aria-invalid", "false")
    expect(errors).to_have_count(len(required) - 1)
    field(form, "Email").fill("alan@")
    expect(page.locator("#email-error")).to_have_text("Please enter a valid email address.")
    # "Enter manually" satisfies the resume requirement with pasted text
    form.get_by_role("group", name="Resume/CV").get_by_role("button", name="Enter manually").click()
    form.get_by_label("Resume/CV text").fill("Alan Turing - mathematician")
    expect(page.locator("#resume-error")).to_be_hidden()
    submit.click()
    expect(errors).to_have_count(len(required) - 2)
    assert site.submissions() == []
