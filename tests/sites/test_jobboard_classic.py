"""The Indeed-like multi-page board jobboard_classic in Chromium: search, facet links, pagination, job page, apply form."""

import json
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

SITE = "jobboard_classic"
SITE_DIR = Path(__file__).resolve().parents[2] / "sites" / SITE
TRUTH = json.loads((SITE_DIR / "truth.json").read_text())
DATA = {j["jk"]: j for j in json.loads((SITE_DIR / "data" / "jobs.json").read_text())["jobs"]}
Q = TRUTH["queries"]
START = Q["start"]
PAGE_SIZE = TRUTH["page_size"]
CARDS = "div.job_seen_beacon[data-jk]"
RESUME = {"name": "grace_hopper_cv.pdf", "mimeType": "application/pdf",
          "buffer": b"%PDF-1.4\n% CV of Grace Hopper\n" + b"y" * 3100 + b"\n%%EOF\n"}


@pytest.fixture
def site(serve_site):
    server = serve_site(SITE)
    server.clear_submissions()
    return server


def params(page: Page) -> dict[str, str]:
    return {k: v[0] for k, v in parse_qs(urlsplit(page.url).query, keep_blank_values=True).items()}


def mark_document(page: Page) -> None:
    page.evaluate("window.__sameDocument = true")


def reloaded(page: Page) -> bool:
    return page.evaluate("window.__sameDocument !== true")


def expect_results(page: Page, query: dict, offset: int = 0) -> None:
    """Count header and cards of one results page are those of a truth.json query."""
    n = query["count"]
    expect(page.locator(".jobsearch-JobCountAndSortPane-jobCount")).to_have_text(f"{n} job" + ("" if n == 1 else "s"))
    want = query["jks"][offset:offset + PAGE_SIZE]
    expect(page.locator(CARDS)).to_have_count(len(want))
    assert page.locator(CARDS).evaluate_all("els => els.map(e => e.dataset.jk)") == want


def shown_facet_counts(page: Page) -> dict:
    return page.locator("#filter-bar").evaluate("""bar => {
        const out = {};
        bar.querySelectorAll('[data-facet-group]').forEach(g => {
            out[g.dataset.facetGroup] = {};
            g.querySelectorAll('a[data-facet]').forEach(a => {
                out[g.dataset.facetGroup][a.dataset.value] = Number(a.querySelector('span').textContent.replace(/[()]/g, ''));
            });
        });
        return out;
    }""")


def test_results_pages_are_real_page_loads_with_numbered_pagination(page: Page, site):
    requests = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(site.url(TRUTH["start_url"]))
    expect_results(page, START)
    assert START["pages"] == 3
    first = page.locator(CARDS).first
    job = DATA[START["jks"][0]]
    expect(first.locator("a.jcs-JobTitle")).to_have_text(job["title"])
    expect(first.locator("a.jcs-JobTitle")).to_have_attribute("href", f"/viewjob?jk={job['jk']}&from=serp")
    expect(first.get_by_test_id("company-name")).to_have_text(job["company"])
    expect(first.get_by_test_id("text-location")).to_have_text(job["location"])
    expect(first.locator(".date")).to_have_text(job["posted_text"])
    easy = [k for k in START["jks"][:PAGE_SIZE] if DATA[k]["easy_apply"]]
    expect(page.locator(CARDS).filter(has_text="Easily apply")).to_have_count(len(easy))

    nav = page.get_by_role("navigation", name="pagination")
    expect(nav.get_by_role("link", name=re.compile(r"^Page \d+$"))).to_have_count(START["pages"])
    expect(nav.get_by_role("link", name="Page 1")).to_have_attribute("aria-current", "page")
    expect(nav.get_by_role("link", name="Previous")).to_have_count(0)

    mark_document(page)
    nav.get_by_role("link", name="Next").click()
    page.wait_for_url(re.compile(r"start=15"))
    expect_results(page, START, PAGE_SIZE)
    assert reloaded(page)
    assert params(page) == {"q": "engineer", "l": "", "start": "15"}
    expect(nav.get_by_role("link", name="Page 2")).to_have_attribute("aria-current", "page")

    nav.get_by_role("link", name="Page 3").click()
    page.wait_for_url(re.compile(r"start=30"))
    expect_results(page, START, 2 * PAGE_SIZE)
    expect(nav.get_by_role("link", name="Next")).to_have_count(0)
    nav.get_by_role("link", name="Previous").click()
    page.wait_for_url(re.compile(r"start=15"))
    expect_results(page, START, PAGE_SIZE)
    assert all(u.startswith(site.base_url) for u in requests), "the site must not load anything external"


def test_search_form_from_home_page(page: Page, site):
    page.goto(site.url("/"))
    search = page.get_by_role("search")
    search.get_by_label("What").fill("engineer")
    search.get_by_label("Where").fill("Texas")
    search.get_by_role("button", name="Find jobs").click()
    page.wait_for_url(re.compile(r"/jobs\?"))
    assert params(page) == {"q": "engineer", "l": "Texas"}
    expect_results(page, Q["engineer_in_texas"])
    expect(page.get_by_role("heading", level=1)).to_have_text("Engineer jobs in Texas")
    expect(page.get_by_label("Where")).to_have_value("Texas")

    search.get_by_label("What").fill("")
    search.get_by_label("Where").fill("remote")
    search.get_by_label("Where").press("Enter")
    page.wait_for_url(re.compile(r"l=remote"))
    expect_results(page, Q["remote_location"])

    search.get_by_label("What").fill("astronaut")
    search.get_by_label("Where").fill("")
    search.get_by_role("button", name="Find jobs").click()
    page.wait_for_url(re.compile(r"q=astronaut"))
    expect(page.get_by_text(TRUTH["texts"]["no_results"].format(q="astronaut"))).to_be_visible()
    expect(page.locator(CARDS)).to_have_count(0)
    expect(page.get_by_role("navigation", name="pagination")).to_be_hidden()


def test_facet_links_filter_and_combine(page: Page, site):
    page.goto(site.url(TRUTH["start_url"]))
    expect_results(page, START)
    assert shown_facet_counts(page) == START["facet_counts"]
    filters = page.get_by_role("region", name="Filter results")
    for spec in TRUTH["facets"].values():
        expect(filters.get_by_role("group", name=spec["label"])).to_be_visible()

    filters.get_by_role("group", name="Date posted").get_by_role("link", name=re.compile("^Last 14 days")).click()
    page.wait_for_url(re.compile(r"fromage=14"))
    expect_results(page, Q["start+fromage=14"])
    filters.get_by_role("group", name="Job type").get_by_role("link", name=re.compile("^Full-time")).click()
    page.wait_for_url(re.compile(r"jt=fulltime"))
    combo = Q["start+jt=fulltime+fromage=14"]
    expect_results(page, combo)
    assert params(page) == {"q": "engineer", "l": "", "fromage": "14", "jt": "fulltime"}
    assert shown_facet_counts(page) == combo["facet_counts"]
    expect(filters.get_by_role("link", name=re.compile("^Full-time"))).to_have_attribute("aria-current", "true")

    # a chip removes one filter; Clear all removes every filter but keeps the search
    filters.get_by_role("link", name="Remove filter Date posted: Last 14 days").click()
    page.wait_for_url(lambda url: "fromage" not in url)
    expect_results(page, Q["start+jt=fulltime"])
    filters.get_by_role("group", name="Salary estimate").get_by_role("link", name=re.compile(r"^\$100,000\+")).click()
    page.wait_for_url(re.compile(r"salaryType="))
    expect_results(page, Q["start+jt=fulltime+salaryType=$100,000"])
    assert params(page)["salaryType"] == "$100,000"
    filters.get_by_role("link", name="Clear all").click()
    page.wait_for_url(lambda url: "jt=" not in url and "salaryType" not in url)
    expect_results(page, START)

    # sort by date, then every single-facet count in truth.json is what the site shows
    page.get_by_role("link", name="date", exact=True).click()
    page.wait_for_url(re.compile(r"sort=date"))
    expect_results(page, Q["start+sort=date"])
    for name, query in Q.items():
        if name.startswith("start+") and name.count("+") == 1 and "sort" not in name:
            page.goto(site.url(query["url"]))
            expect_results(page, query)
            assert shown_facet_counts(page) == query["facet_counts"], name


def test_job_page_details_save_and_apply_links(page: Page, site):
    page.goto(site.url(TRUTH["start_url"]))
    expect_results(page, START)
    jk = next(k for k in START["jks"][:PAGE_SIZE] if DATA[k]["easy_apply"] and DATA[k]["salary_text"])
    job = DATA[jk]
    page.locator(f"{CARDS}[data-jk='{jk}']").get_by_role("link", name=job["title"]).click()
    page.wait_for_url(re.compile(r"/viewjob\?jk=" + jk))
    expect(page.get_by_role("heading", level=1)).to_have_text(job["title"])
    expect(page.locator(".jobsearch-CompanyInfoContainer")).to_contain_text(job["company"])
    expect(page.get_by_test_id("inlineHeader-companyLocation")).to_have_text(job["location"])
    expect(page.locator("#salaryInfoAndJobType")).to_have_text(f"{job['salary_text']} - {job['job_type_label']}")
    expect(page.locator("#jobDescriptionText")).to_contain_text(job["description"]["about"])
    expect(page.get_by_text(job["posted_text"], exact=True)).to_be_visible()
    expect(page.get_by_role("link", name="Back to search results")).to_have_attribute("href", TRUTH["start_url"])
    save = page.get_by_role("button", name="Save job")
    save.click()
    expect(page.get_by_role("button", name="Saved")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("link", name="Apply on company site")).to_be_hidden()
    page.get_by_role("button", name="Apply now").click()
    page.wait_for_url(re.compile(r"/apply\?jk=" + jk))
    expect(page.get_by_role("heading", level=1)).to_have_text(job["title"])

    external = TRUTH["external_jobs"][0]
    page.goto(site.url(f"/viewjob?jk={external['jk']}"))
    link = page.get_by_role("link", name="Apply on company site")
    expect(link).to_have_attribute("href", external["apply_url"])
    assert re.fullmatch(r"/__site/ats_(workday/job/R\d+/apply|greenhouse/jobs/\d+)", external["apply_url"])
    expect(page.get_by_role("button", name="Apply now")).to_be_hidden()

    page.goto(site.url("/viewjob?jk=0000000000000000"))
    expect(page.get_by_role("heading", name="This job has expired on JobFinder")).to_be_visible()


def test_apply_form_validation_and_multipart_post(page: Page, site):
    jk = TRUTH["easy_apply_jks"][0]
    job = DATA[jk]
    page.goto(site.url(f"/apply?jk={jk}"))
    form = page.locator("form#ia-container-form")
    expect(form).to_be_visible()
    expect(form).to_have_attribute("method", "post")
    expect(form).to_have_attribute("action", "/__submit/indeed-apply")
    expect(form).to_have_attribute("enctype", "multipart/form-data")
    for f in TRUTH["forms"]["indeed-apply"]["fields"]:
        control = page.get_by_label(f["label"])
        expect(control).to_be_visible() if f["type"] != "file" else expect(control).to_be_attached()
        assert (control.get_attribute("required") is not None) == f["required"], f["name"]
        assert control.get_attribute("name") == f["name"]

    page.get_by_role("button", name="Submit your application").click()
    alerts = page.get_by_role("alert")
    expect(alerts).to_have_text(["Enter your full name", "Enter a valid email address", "Upload a resume"])
    expect(page.get_by_label("Full name")).to_be_focused()
    assert site.submissions() == []

    page.get_by_label("Full name").fill("Grace Hopper")
    page.get_by_label("Email").fill("grace.hopper@example.com")
    page.get_by_label("Phone number (optional)").fill("+1 212 555 0199")
    page.get_by_label("Resume").set_input_files(RESUME)
    letter = "Dear hiring team,\nI would love to build compilers with you.\nGrace"
    page.get_by_label("Cover letter (optional)").fill(letter)
    expect(alerts).to_have_count(0)
    page.get_by_role("button", name="Submit your application").click()
    page.wait_for_url(re.compile(r"/__submitted"))

    subs = site.submissions()
    assert len(subs) == 1
    assert subs[0]["form"] == "indeed-apply"
    assert subs[0]["fields"] == {
        "jk": jk, "job_title": job["title"], "company": job["company"], "name": "Grace Hopper",
        "email": "grace.hopper@example.com", "phone": "+1 212 555 0199",
        "cover_letter": letter.replace("\n", "\r\n"),
    }
    assert subs[0]["files"] == [{"field": "resume", "filename": RESUME["name"], "size": len(RESUME["buffer"]),
                                 "content_type": "application/pdf"}]
