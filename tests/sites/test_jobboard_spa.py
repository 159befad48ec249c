"""The LinkedIn-like SPA jobboard_spa in Chromium: search, All filters dialog, pagination, details, Easy Apply."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

SITE = "jobboard_spa"
SITE_DIR = Path(__file__).resolve().parents[2] / "sites" / SITE
TRUTH = json.loads((SITE_DIR / "truth.json").read_text())
DATA = {j["id"]: j for j in json.loads((SITE_DIR / "data" / "jobs.json").read_text())["jobs"]}
Q = TRUTH["queries"]
START = Q["start"]
PAGE_SIZE = TRUTH["page_size"]
CARDS = "li[data-job-id]"
RESUME = {"name": "ada_lovelace_resume.pdf", "mimeType": "application/pdf",
          "buffer": b"%PDF-1.4\n% resume of Ada Lovelace\n" + b"x" * 2000 + b"\n%%EOF\n"}


@pytest.fixture
def site(serve_site):
    server = serve_site(SITE)
    server.clear_submissions()
    return server


def params(page: Page) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(page.url).query).items()}


def card_ids(page: Page) -> list[str]:
    return page.locator(CARDS).evaluate_all("els => els.map(e => e.getAttribute('data-job-id'))")


def expect_results(page: Page, query: dict) -> None:
    """The count header and the first page of cards are those of a truth.json query."""
    n = query["count"]
    expect(page.locator(".jobs-search-results-list__subtitle")).to_have_text(f"{n} result" + ("" if n == 1 else "s"))
    expect(page.locator(CARDS)).to_have_count(min(PAGE_SIZE, query["count"]))
    if query["count"]:
        expect(page.locator(CARDS).first).to_have_attribute("data-job-id", query["ids"][0])
    assert card_ids(page) == query["ids"][:PAGE_SIZE]


def mark_document(page: Page) -> None:
    page.evaluate("window.__sameDocument = true")


def same_document(page: Page) -> bool:
    return page.evaluate("window.__sameDocument === true")


def test_start_page_results_and_numbered_pagination(page: Page, site):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(site.url(TRUTH["start_url"]))
    expect_results(page, START)
    assert START["pages"] == 2
    # the first job is selected and its id written to the URL
    assert params(page)["currentJobId"] == START["ids"][0]
    expect(page.get_by_role("heading", level=2, name=DATA[START["ids"][0]]["title"])).to_be_visible()
    # cards: generated ember ids, card classes, title link, company, location, posted time
    first = page.locator(CARDS).first
    assert re.fullmatch(r"ember\d+", first.get_attribute("id"))
    expect(first).to_have_class(re.compile(r"\bjob-card-container\b"))
    job = DATA[START["ids"][0]]
    expect(first.locator("a.job-card-list__title")).to_have_text(job["title"])
    expect(first).to_contain_text(job["company"])
    expect(first).to_contain_text(f"{job['location']} ({job['workplace']})")
    expect(first.locator("time")).to_have_text(job["posted_text"])
    easy_on_page = [i for i in START["ids"][:PAGE_SIZE] if DATA[i]["easy_apply"]]
    expect(page.locator(CARDS).filter(has_text="Easy Apply")).to_have_count(len(easy_on_page))

    mark_document(page)
    pages = page.get_by_role("list", name="Pagination")
    expect(pages.get_by_role("button")).to_have_count(START["pages"])
    expect(pages.get_by_role("button", name="Page 1")).to_have_attribute("aria-current", "true")
    pages.get_by_role("button", name="Page 2").click()
    expect(page.locator(CARDS)).to_have_count(START["count"] - PAGE_SIZE)
    assert card_ids(page) == START["ids"][PAGE_SIZE:]
    assert params(page)["start"] == str(PAGE_SIZE)
    assert params(page)["currentJobId"] == START["ids"][PAGE_SIZE]
    expect(pages.get_by_role("button", name="Page 2")).to_have_attribute("aria-current", "true")
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    page.get_by_role("button", name="Previous", exact=True).click()
    expect(page.locator(CARDS)).to_have_count(PAGE_SIZE)
    assert card_ids(page) == START["ids"][:PAGE_SIZE]
    # browser history walks the pushed states without a reload
    page.go_back()
    expect(page.locator(CARDS)).to_have_count(START["count"] - PAGE_SIZE)
    assert same_document(page)
    assert all(u.startswith(site.base_url) for u in requests), "the site must not load anything external"


def test_keyword_and_location_search(page: Page, site):
    page.goto(site.url("/jobs/search"))
    expect_results(page, Q["all"])
    assert Q["all"]["count"] == TRUTH["total_jobs"] >= 60 and Q["all"]["pages"] == 3
    mark_document(page)
    search = page.get_by_role("search")
    search.get_by_label("Search by title, skill, or company").fill("data engineer")
    search.get_by_role("button", name="Search").click()
    expect_results(page, Q["data_engineer_anywhere"])
    assert params(page)["keywords"] == "data engineer"
    expect(page.get_by_role("heading", level=1)).to_have_text("data engineer")

    search.get_by_label("Search by title, skill, or company").fill("python")
    search.get_by_label("City, state, or zip code").fill("United States")
    search.get_by_label("City, state, or zip code").press("Enter")
    expect_results(page, Q["python_in_united_states"])
    assert params(page)["location"] == "United States"

    search.get_by_label("Search by title, skill, or company").fill("astronaut")
    search.get_by_role("button", name="Search").click()
    expect(page.locator(".jobs-search-results-list__subtitle")).to_have_text("0 results")
    expect(page.get_by_text(TRUTH["texts"]["no_results"])).to_be_visible()
    expect(page.locator(CARDS)).to_have_count(0)
    expect(page.get_by_role("region", name="Job details")).to_be_hidden()
    assert same_document(page)


def test_all_filters_dialog_filters_and_updates_url(page: Page, site):
    page.goto(site.url(TRUTH["start_url"]))
    expect_results(page, START)
    mark_document(page)
    page.get_by_role("button", name="All filters").click()
    dialog = page.get_by_role("dialog", name="All filters")
    expect(dialog).to_be_visible()
    expect(dialog).to_have_attribute("aria-modal", "true")
    for legend in ("Date posted", "Experience level", "Job type", "Remote"):
        expect(dialog.get_by_role("group", name=legend)).to_be_visible()
    expect(dialog.get_by_role("radio", name="Any time")).to_be_checked()

    dialog.get_by_role("radio", name="Past week").check()
    dialog.get_by_role("group", name="Job type").get_by_role("checkbox", name="Full-time").check()
    dialog.get_by_role("button", name="Show results").click()
    expect(dialog).to_be_hidden()
    expect_results(page, Q["start+f_TPR=r604800+f_JT=F"])
    assert params(page)["f_TPR"] == "r604800" and params(page)["f_JT"] == "F"
    expect(page.locator(".search-reusables__active-filters-count")).to_have_text("2 filters")

    # the dialog opens with the applied state; Reset clears it, Show results applies that
    page.get_by_role("button", name="All filters").click()
    expect(dialog.get_by_role("radio", name="Past week")).to_be_checked()
    dialog.get_by_role("button", name="Reset").click()
    expect(dialog.get_by_role("radio", name="Any time")).to_be_checked()
    dialog.get_by_role("group", name="Experience level").get_by_role("checkbox", name="Mid-Senior level").check()
    dialog.get_by_role("group", name="Experience level").get_by_role("checkbox", name="Director").check()
    dialog.get_by_role("group", name="Remote").get_by_role("checkbox", name="Remote").check()
    dialog.get_by_role("group", name="Remote").get_by_role("checkbox", name="Hybrid").check()
    dialog.get_by_role("button", name="Show results").click()
    expect_results(page, Q["start+f_E=4,5+f_WT=2,3"])
    assert params(page)["f_E"] == "4,5" and params(page)["f_WT"] == "2,3" and "f_TPR" not in params(page)

    # Dismiss closes without applying
    page.get_by_role("button", name="All filters").click()
    dialog.get_by_role("radio", name="Past 24 hours").check()
    dialog.get_by_role("button", name="Dismiss").click()
    expect(dialog).to_be_hidden()
    expect_results(page, Q["start+f_E=4,5+f_WT=2,3"])

    # the Easy Apply pill is a toggle filter
    page.get_by_role("button", name="All filters").click()
    dialog.get_by_role("button", name="Reset").click()
    dialog.get_by_role("button", name="Show results").click()
    expect_results(page, START)
    page.get_by_role("button", name="Easy Apply", exact=True).click()
    expect(page.get_by_role("button", name="Easy Apply", exact=True)).to_have_attribute("aria-pressed", "true")
    expect_results(page, Q["start+f_AL=true"])
    assert params(page)["f_AL"] == "true"

    # every single-option filter count in truth.json is what the site shows
    for name, query in Q.items():
        if name.startswith("start+") and name.count("+") == 1:
            page.goto(site.url(query["url"]))
            expect_results(page, query)


def test_card_click_updates_details_and_url(page: Page, site):
    page.goto(site.url(TRUTH["start_url"]))
    expect_results(page, START)
    mark_document(page)
    details = page.get_by_role("region", name="Job details")
    with_salary = next(i for i in START["ids"][1:PAGE_SIZE] if DATA[i]["salary"] and DATA[i]["easy_apply"])
    job = DATA[with_salary]
    card = page.locator(f"{CARDS}[data-job-id='{with_salary}']")
    card.get_by_role("link", name=job["title"]).click()
    expect(details.get_by_role("heading", level=2, name=job["title"])).to_be_visible()
    assert params(page)["currentJobId"] == with_salary
    assert same_document(page)
    expect(card).to_have_attribute("aria-current", "true")
    expect(details).to_contain_text(job["company"])
    expect(details).to_contain_text(job["location"])
    expect(details).to_contain_text(job["salary"])
    expect(details).to_contain_text(job["description"]["about"])
    expect(details.locator("time").last).to_have_attribute("datetime", job["posted_date"])
    expect(details.get_by_role("button", name=f"Easy Apply to {job['title']} at {job['company']}")).to_be_visible()

    save = details.get_by_role("button", name="Save", exact=True)
    expect(save).to_have_attribute("aria-pressed", "false")
    save.click()
    saved = details.get_by_role("button", name="Saved", exact=True)
    expect(saved).to_have_attribute("aria-pressed", "true")
    saved.click()
    expect(save).to_have_attribute("aria-pressed", "false")

    # clicking elsewhere on a card selects it too; an external job links to its ATS
    external = next(i for i in START["ids"][:PAGE_SIZE] if not DATA[i]["easy_apply"])
    ext = DATA[external]
    page.locator(f"{CARDS}[data-job-id='{external}']").get_by_text(ext["company"], exact=True).click()
    expect(details.get_by_role("heading", level=2, name=ext["title"])).to_be_visible()
    apply = details.get_by_role("link", name=f"Apply to {ext['title']} on company website")
    expect(apply).to_have_attribute("href", ext["apply_url"])
    assert ext["apply_url"] == TRUTH["jobs"][external]["apply_url"]
    assert {"id": external, "ats": ext["ats"]}.items() <= next(
        e for e in TRUTH["external_jobs"] if e["id"] == external).items()
    expect(details.get_by_role("button", name=re.compile("^Easy Apply"))).to_have_count(0)
    # the link is a cross-site hop: the server redirects it to the ATS site's own port
    hop = page.request.get(site.url(ext["apply_url"]), max_redirects=0)
    assert hop.status == 302
    target = urlsplit(hop.headers["location"])
    assert target.port != urlsplit(site.base_url).port
    assert target.path == "/" + ext["apply_url"].split("/", 3)[3]
    page.go_back()
    expect(details.get_by_role("heading", level=2, name=job["title"])).to_be_visible()
    assert same_document(page)

    # the job's own page (deep link) renders the same details
    page.goto(site.url(f"/jobs/view/{with_salary}/"))
    expect(page.get_by_role("heading", level=2, name=job["title"])).to_be_visible()
    expect(page.locator(CARDS)).to_have_count(0)


def test_easy_apply_steps_validation_and_submission(page: Page, site):
    job_id = next(i for i in START["ids"][:PAGE_SIZE] if DATA[i]["easy_apply"] and DATA[i]["country"] == "United States")
    job = DATA[job_id]
    page.goto(site.url(f"/jobs/search?currentJobId={job_id}&keywords=engineer&location=United%20States"))
    details = page.get_by_role("region", name="Job details")
    details.get_by_role("button", name=f"Easy Apply to {job['title']} at {job['company']}").click()
    dialog = page.get_by_role("dialog", name=f"Apply to {job['company']}")
    expect(dialog).to_be_visible()
    expect(dialog).to_have_attribute("aria-modal", "true")
    errors = TRUTH["forms"]["easy-apply"]["errors"]

    # step 1: Contact info, all required
    expect(dialog.get_by_role("heading", name="Contact info")).to_be_visible()
    dialog.get_by_role("button", name="Next").click()
    alerts = dialog.get_by_role("alert")
    expect(alerts).to_have_count(5)
    expect(alerts.filter(has_text=errors["required"])).to_have_count(4)
    expect(alerts.filter(has_text=errors["select"])).to_have_count(1)
    expect(dialog.get_by_label("First name")).to_be_focused()
    dialog.get_by_label("First name").fill("Ada")
    dialog.get_by_label("Last name").fill("Lovelace")
    dialog.get_by_label("Email address").fill("ada.example.com")
    dialog.get_by_label("Phone country code").select_option(label="United Kingdom (+44)")
    dialog.get_by_label("Mobile phone number").fill("12")
    dialog.get_by_role("button", name="Next").click()
    expect(alerts).to_have_count(2)
    expect(alerts.nth(0)).to_have_text(errors["email"])
    expect(alerts.nth(1)).to_have_text(errors["phone"])
    expect(dialog.get_by_label("Email address")).to_have_attribute("aria-invalid", "true")
    dialog.get_by_label("Email address").fill("ada.lovelace@example.com")
    dialog.get_by_label("Mobile phone number").fill("20 7946 0958")
    dialog.get_by_role("button", name="Next").click()

    # step 2: Resume
    expect(dialog.get_by_role("heading", name="Resume")).to_be_visible()
    expect(dialog.get_by_role("heading", name="Contact info")).to_be_hidden()
    dialog.get_by_role("button", name="Next").click()
    expect(alerts).to_have_text([errors["file"]])
    dialog.get_by_label("Upload resume").set_input_files(RESUME)
    expect(alerts).to_have_count(0)
    dialog.get_by_role("button", name="Next").click()

    # step 3: Additional questions, then Back keeps what was typed
    expect(dialog.get_by_role("heading", name="Additional questions")).to_be_visible()
    dialog.get_by_role("button", name="Review").click()
    expect(alerts).to_have_count(3)
    years = dialog.get_by_label("How many years of work experience do you have?")
    years.fill("7")
    auth = dialog.get_by_role("group", name="Are you legally authorized to work in the United States?")
    auth.get_by_label("Yes").check()
    dialog.get_by_role("group", name=re.compile("require sponsorship")).get_by_label("No").check()
    expect(alerts).to_have_count(0)
    dialog.get_by_role("button", name="Back").click()
    expect(dialog.get_by_role("heading", name="Resume")).to_be_visible()
    dialog.get_by_role("button", name="Back").click()
    expect(dialog.get_by_label("Last name")).to_have_value("Lovelace")
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_role("button", name="Next").click()
    expect(years).to_have_value("7")
    dialog.get_by_role("button", name="Review").click()

    # step 4: Review shows the typed values
    expect(dialog.get_by_role("heading", name="Review your application")).to_be_visible()
    review = dialog.locator("dl")
    for text in ("Ada", "Lovelace", "ada.lovelace@example.com", "United Kingdom (+44)", "20 7946 0958",
                 f"{RESUME['name']} (2 KB)", "7", "Yes", "No"):
        expect(review.get_by_text(text, exact=True).first).to_be_visible()
    dialog.get_by_role("button", name="Submit application").click()
    expect(dialog.get_by_role("status")).to_have_text(f"Your application was sent to {job['company']}!")

    subs = site.submissions()
    assert len(subs) == 1
    sub = subs[0]
    assert sub["form"] == "easy-apply"
    assert sub["fields"] == {
        "job_id": job_id, "job_title": job["title"], "company": job["company"],
        "first_name": "Ada", "last_name": "Lovelace", "email": "ada.lovelace@example.com",
        "phone_country": "GB", "phone": "20 7946 0958", "years_experience": "7",
        "work_authorization": "Yes", "sponsorship": "No",
    }
    assert sub["files"] == [{"field": "resume", "filename": RESUME["name"], "size": len(RESUME["buffer"]),
                             "content_type": "application/pdf"}]
    form_truth = TRUTH["forms"]["easy-apply"]
    assert set(sub["fields"]) == set(form_truth["hidden"]) | {
        f["name"] for step in form_truth["steps"] for f in step["fields"] if f["type"] != "file"}

    dialog.get_by_role("button", name="Done").click()
    expect(dialog).to_be_hidden()
    expect(details.get_by_role("status")).to_contain_text("Application submitted")
    expect(page.locator(f"{CARDS}[data-job-id='{job_id}']")).to_contain_text("Applied")
