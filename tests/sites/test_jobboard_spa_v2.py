"""The drift variant jobboard_spa_v2: the v1 flow works by roles and texts, while every id and class differs."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

SITES = Path(__file__).resolve().parents[2] / "sites"
TRUTH = json.loads((SITES / "jobboard_spa_v2" / "truth.json").read_text())
TRUTH_V1 = json.loads((SITES / "jobboard_spa" / "truth.json").read_text())
DATA = {j["id"]: j for j in json.loads((SITES / "jobboard_spa_v2" / "data" / "jobs.json").read_text())["jobs"]}
Q = TRUTH["queries"]
START = Q["start"]
SEL = TRUTH["selectors"]
RESUME = {"name": "resume.docx", "mimeType": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          "buffer": b"PK\x03\x04" + b"z" * 1200}

DOM_NAMES = """() => {
  const classes = new Set(), ids = new Set();
  document.querySelectorAll('*').forEach(el => {
    el.classList.forEach(c => classes.add(c));
    if (el.id) ids.add(el.id);
  });
  return {classes: [...classes], ids: [...ids]};
}"""


@pytest.fixture
def site(serve_site):
    server = serve_site("jobboard_spa_v2")
    server.clear_submissions()
    return server


def params(page: Page) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(page.url).query).items()}


def test_truth_is_v1_truth_with_renamed_selectors():
    assert TRUTH["queries"] == TRUTH_V1["queries"] and TRUTH["forms"] == TRUTH_V1["forms"]
    assert TRUTH["start_url"] == TRUTH_V1["start_url"] and TRUTH["texts"] == TRUTH_V1["texts"]
    assert TRUTH["v1_selectors"] == TRUTH_V1["selectors"]
    changed = [k for k in SEL if SEL[k] != TRUTH_V1["selectors"][k]]
    assert set(SEL) - set(changed) == {"search_form"}  # a role selector survives a redesign


def test_same_flow_by_roles_and_texts(page: Page, site):
    page.goto(site.url(TRUTH["start_url"]))
    cards = page.locator(SEL["job_listings"])
    expect(page.locator(SEL["results_count"])).to_have_text(f"{START['count']} results")
    expect(cards).to_have_count(TRUTH["page_size"])
    assert cards.evaluate_all("els => els.map(e => e.dataset.occludableJobId)") == START["ids"][:TRUTH["page_size"]]
    assert re.fullmatch(r"ember\d+", cards.first.get_attribute("id"))
    for v1_only in ("job_listings", "filter_button", "details", "pagination"):
        expect(page.locator(TRUTH["v1_selectors"][v1_only])).to_have_count(0)

    # filters through the dialog, by roles and labels only
    page.get_by_role("button", name="All filters").click()
    dialog = page.get_by_role("dialog", name="All filters")
    dialog.get_by_role("radio", name="Past week").check()
    dialog.get_by_role("group", name="Job type").get_by_role("checkbox", name="Full-time").check()
    dialog.get_by_role("button", name="Show results").click()
    combo = Q["start+f_TPR=r604800+f_JT=F"]
    expect(page.locator(SEL["results_count"])).to_have_text(f"{combo['count']} results")
    expect(cards).to_have_count(combo["count"])
    assert params(page)["f_TPR"] == "r604800" and params(page)["f_JT"] == "F"

    # back to the start query, then page 2
    page.go_back()
    expect(cards).to_have_count(TRUTH["page_size"])
    page.get_by_role("list", name="Pagination").get_by_role("button", name="Page 2").click()
    expect(cards).to_have_count(START["count"] - TRUTH["page_size"])
    assert params(page)["start"] == str(TRUTH["page_size"])

    # open a job and apply through every step
    job_id = next(i for i in START["ids"][TRUTH["page_size"]:] if DATA[i]["easy_apply"])
    job = DATA[job_id]
    page.locator(f"{SEL['job_listings']}[data-occludable-job-id='{job_id}']").get_by_role("link", name=job["title"]).click()
    details = page.get_by_role("region", name="Job details")
    expect(details.get_by_role("heading", level=2, name=job["title"])).to_be_visible()
    assert params(page)["currentJobId"] == job_id
    details.get_by_role("button", name=f"Easy Apply to {job['title']} at {job['company']}").click()
    apply = page.get_by_role("dialog", name=f"Apply to {job['company']}")
    apply.get_by_role("button", name="Next").click()
    expect(apply.get_by_role("alert")).to_have_count(5)
    apply.get_by_label("First name").fill("Alan")
    apply.get_by_label("Last name").fill("Turing")
    apply.get_by_label("Email address").fill("alan.turing@example.org")
    apply.get_by_label("Phone country code").select_option(label="United States (+1)")
    apply.get_by_label("Mobile phone number").fill("(415) 555-0132")
    apply.get_by_role("button", name="Next").click()
    apply.get_by_label("Upload resume").set_input_files(RESUME)
    apply.get_by_role("button", name="Next").click()
    apply.get_by_label("How many years of work experience do you have?").fill("12")
    apply.get_by_role("group", name=re.compile("legally authorized")).get_by_label("No").check()
    apply.get_by_role("group", name=re.compile("require sponsorship")).get_by_label("Yes").check()
    apply.get_by_role("button", name="Review").click()
    expect(apply.get_by_role("heading", name="Review your application")).to_be_visible()
    apply.get_by_role("button", name="Submit application").click()
    expect(apply.get_by_role("status")).to_have_text(f"Your application was sent to {job['company']}!")
    sub = site.submissions()[-1]
    assert sub["form"] == "easy-apply"
    assert sub["fields"] == {
        "job_id": job_id, "job_title": job["title"], "company": job["company"], "first_name": "Alan",
        "last_name": "Turing", "email": "alan.turing@example.org", "phone_country": "US",
        "phone": "(415) 555-0132", "years_experience": "12", "work_authorization": "No", "sponsorship": "Yes",
    }
    assert [(f["field"], f["filename"], f["size"]) for f in sub["files"]] == [("resume", RESUME["name"], len(RESUME["buffer"]))]


def test_ids_and_classes_differ_from_v1(page: Page, serve_site):
    names = {}
    for name in ("jobboard_spa", "jobboard_spa_v2"):
        page.goto(serve_site(name).url(TRUTH["start_url"]))
        expect(page.get_by_role("region", name="Job details").get_by_role("heading", name="About the job")).to_be_visible()
        # open both dialogs so their markup is rendered and counted too
        page.get_by_role("button", name="All filters").click()
        page.get_by_role("dialog", name="All filters").get_by_role("button", name="Dismiss").click()
        page.get_by_role("button", name=re.compile("^Easy Apply to")).first.click()
        page.get_by_role("dialog").get_by_role("button", name="Next").click()
        expect(page.get_by_role("dialog").get_by_role("alert")).to_have_count(5)
        names[name] = page.evaluate(DOM_NAMES)
        names[name]["job_id_attr"] = page.locator("[data-job-id]").count()
        names[name]["occludable_attr"] = page.locator("[data-occludable-job-id]").count()
    v1, v2 = names["jobboard_spa"], names["jobboard_spa_v2"]
    assert len(v1["classes"]) > 100 and len(v1["ids"]) > 50
    assert set(v1["classes"]).isdisjoint(v2["classes"]), set(v1["classes"]) & set(v2["classes"])
    assert set(v1["ids"]).isdisjoint(v2["ids"]), set(v1["ids"]) & set(v2["ids"])
    assert v1["job_id_attr"] == TRUTH["page_size"] and v1["occludable_attr"] == 0
    assert v2["job_id_attr"] == 0 and v2["occludable_attr"] == TRUTH["page_size"]
