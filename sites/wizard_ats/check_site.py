"""Headless check of the wizard_ats site against truth.json.

Run with the project venv:  /work/main/.venv/bin/python sites/wizard_ats/check_site.py
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, "/work/main")
from playwright.sync_api import sync_playwright, expect  # noqa: E402
from pytest_jobagent.siteserver import SiteRegistry  # noqa: E402

HERE = Path(__file__).resolve().parent
TRUTH = json.loads((HERE / "truth.json").read_text())
reg = SiteRegistry(HERE.parent)
site = reg.serve("wizard_ats")
problems = []


def check(cond, msg):
    print(("ok   " if cond else "FAIL ") + msg)
    if not cond:
        problems.append(msg)


def walk_ids(page):
    ids = []
    while True:
        page.wait_for_selector("#results-heading")
        ids += page.locator("li.job-tile").evaluate_all("els => els.map(e => e.dataset.reqId)")
        nxt = page.get_by_role("button", name="Next")
        if nxt.count() == 0 or nxt.is_disabled():
            if nxt.count():
                check(nxt.get_attribute("aria-disabled") == "true", "Next aria-disabled on last page")
            return ids
        nxt.click()


with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/lib/chromium/chromium")
    page = b.new_page(viewport={"width": 1280, "height": 900})
    errors = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("requestfailed", lambda r: errors.append("failed " + r.url))
    page.on("response", lambda r: r.status >= 400 and errors.append(f"{r.status} {r.url}"))

    # 1. start page + pagination
    page.goto(site.url(TRUTH["start_url"]))
    expect(page.locator("#results-heading")).to_have_text("Showing 1-8 of 20")
    check(page.get_by_role("button", name="Previous").is_disabled(), "Previous disabled on page 1")
    page.screenshot(path="/tmp/wizard_ats_search.png", full_page=True)
    ids = walk_ids(page)
    check(ids == TRUTH["queries"]["start"]["ids"], f"start walk ids ({len(ids)}) match truth")
    check("page=3" in page.url, "URL has ?page=3 at the end: " + page.url)
    expect(page.locator("#results-heading")).to_have_text("Showing 17-20 of 20")
    page.get_by_role("button", name="Previous").click()
    expect(page.locator("#results-heading")).to_have_text("Showing 9-16 of 20")
    page.go_back()
    expect(page.locator("#results-heading")).to_have_text("Showing 17-20 of 20")

    # 2. keyword search by typing
    page.goto(site.url("/careers/search"))
    page.get_by_label("Search by keyword").fill("manager")
    page.get_by_role("button", name="Search", exact=True).click()
    page.wait_for_url("**q=manager**")
    ids = walk_ids(page)
    check(ids == TRUTH["queries"]["search_manager"]["ids"], f"search manager ids {ids}")

    # 3. Location select by mouse
    page.goto(site.url("/careers/search"))
    btn = page.locator("#location-select")
    check(btn.get_attribute("aria-haspopup") == "listbox" and btn.get_attribute("aria-expanded") == "false", "location button aria")
    check(btn.inner_text().strip() == "Any location", "location shows Any location")
    btn.click()
    check(btn.get_attribute("aria-expanded") == "true", "location expanded after click")
    page.get_by_role("option", name="Memphis, TN, US").click()
    check(btn.get_attribute("aria-expanded") == "false", "location collapsed after choice")
    page.get_by_role("button", name="Search", exact=True).click()
    page.wait_for_url("**location=**")
    ids = walk_ids(page)
    check(ids == TRUTH["queries"]["location_memphis"]["ids"], f"location memphis ids {ids}")
    check(page.url.endswith(TRUTH["queries"]["location_memphis"]["url"]), "location url " + page.url)

    # 4. Job family select by keyboard
    page.goto(site.url("/careers/search"))
    page.locator("#family-select").focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.type("inf")
    page.keyboard.press("Enter")
    check(page.locator("#family-select").inner_text().strip() == "Information Technology", "keyboard chose IT")
    page.keyboard.press("Enter")  # re-opens? (Enter on button toggles) -> close again with Escape
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Search", exact=True).click()
    page.wait_for_url("**family=**")
    ids = walk_ids(page)
    check(ids == TRUTH["queries"]["family_it"]["ids"], f"family IT ids {ids}")

    # 5. every truth query URL
    for name, q in TRUTH["queries"].items():
        page.goto(site.url(q["url"]))
        ids = walk_ids(page)
        check(ids == q["ids"], f"query {name}: {len(ids)} ids")
        page.goto(site.url(q["url"]))
        cards = page.locator("li.job-tile")
        for i in range(cards.count()):
            c = cards.nth(i)
            jid = c.get_attribute("data-req-id")
            t = TRUTH["jobs"][jid]
            ok = (c.locator(".jobTitle-link").inner_text() == t["title"]
                  and c.locator(".jobLocation").inner_text() == t["location"]
                  and c.locator(".jobFamily").inner_text() == t["department"]
                  and c.locator(".jobDate").inner_text() == "Posted on " + t["posted"]
                  and c.locator(".jobTitle-link").get_attribute("href") == t["detail_url"])
            if not ok:
                check(False, f"card {jid} matches truth")

    # 6. every detail page
    for jid, t in TRUTH["jobs"].items():
        page.goto(site.url(t["detail_url"]))
        h1 = page.locator("h1").inner_text()
        facts = dict(zip(page.locator(".job-facts dt").all_inner_texts(), page.locator(".job-facts dd").all_inner_texts()))
        ok = (h1 == t["title"] and facts.get("Location") == t["location"] and facts.get("Req ID") == jid
              and facts.get("Employment type") == t["job_type"] and facts.get("Work arrangement") == t["work_mode"]
              and facts.get("Pay range") == t["salary"] and facts.get("Job family") == t["department"]
              and page.get_by_role("button", name="Apply").first.get_attribute("href") == t["apply_url"])
        if not ok:
            check(False, f"detail {jid}: {h1} {facts}")
    check(True, "detail pages checked")
    page.goto(site.url("/careers/job/REQ-2026-0421"))
    page.screenshot(path="/tmp/wizard_ats_job.png", full_page=True)

    # 7. open a job from the list and apply
    page.goto(site.url("/careers/search"))
    page.get_by_role("link", name="Data Analyst, Network Planning").click()
    page.wait_for_url("**/careers/job/REQ-2026-0421")
    page.get_by_role("button", name="Apply").first.click()
    page.wait_for_url("**/careers/job/REQ-2026-0421/apply")
    expect(page.locator("#wizard-title")).to_have_text("Step 1 of 4: Personal information")
    page.get_by_role("button", name="Continue").click()
    alert = page.get_by_role("alert")
    expect(alert).to_be_visible()
    check(alert.locator("li").count() == 5, "5 errors in summary: " + alert.inner_text().replace("\n", " | "))
    check(page.locator("#first_name").get_attribute("aria-invalid") == "true", "first_name aria-invalid")
    check(page.locator("#country").get_attribute("aria-invalid") == "true", "country aria-invalid")
    check(page.locator("#first_name-error").inner_text() == "This field is required", "per-field message")
    check(page.locator("#first_name").get_attribute("required") is None, "no required attribute")
    page.screenshot(path="/tmp/wizard_ats_errors.png", full_page=True)
    page.get_by_label("First name").fill("Ada")
    page.get_by_label("Last name").fill("Lovelace")
    page.get_by_label("Email").fill("ada@example")
    page.get_by_label("Phone").fill("+1 312 555 0199")
    page.locator("#country").click()
    page.keyboard.type("germ")
    page.keyboard.press("Enter")
    check(page.locator("#country").inner_text().strip() == "Germany", "country via typeahead")
    page.get_by_role("button", name="Continue").click()
    expect(page.locator("#email-error")).to_have_text("Enter a valid email address")
    check(page.get_by_role("alert").locator("li").count() == 1, "1 error (email)")
    page.get_by_label("Email").fill("ada.lovelace@example.com")
    page.get_by_role("button", name="Continue").click()
    expect(page.locator("#wizard-title")).to_have_text("Step 2 of 4: Experience")
    check(page.locator('.wizard-step[aria-current="step"]').inner_text().replace("\n", " ").startswith("2"), "progress step 2 current")
    page.get_by_role("button", name="Continue").click()
    check(page.get_by_role("alert").locator("li").count() == 3, "3 errors on step 2")
    page.get_by_label("Resume").set_input_files({"name": "ada_resume.pdf", "mimeType": "application/pdf",
                                                 "buffer": b"%PDF-1.4 test resume\n"})
    page.get_by_role("button", name="Years of experience").click()
    page.get_by_role("option", name="5-9").click()
    page.get_by_role("button", name="Highest level of education").click()
    page.get_by_role("option", name="Master's degree").click()
    page.get_by_role("button", name="Continue").click()
    expect(page.locator("#wizard-title")).to_have_text("Step 3 of 4: Questions")
    page.get_by_role("button", name="Continue").click()
    check(page.get_by_role("alert").locator("li").count() == 3, "3 errors on step 3")
    page.get_by_role("group", name="Are you legally authorized").get_by_label("Yes").check()
    page.get_by_role("group", name="Will you require visa sponsorship?").get_by_label("No").check()
    page.get_by_role("group", name="Are you willing to relocate?").get_by_label("Maybe").check()
    page.get_by_role("button", name="Continue").click()
    expect(page.locator("#wizard-title")).to_have_text("Step 4 of 4: Review")
    review = page.locator("#review").inner_text()
    check(all(s in review for s in ["Ada", "Lovelace", "Germany", "ada_resume.pdf", "5-9", "Master's degree", "Maybe"]), "review shows answers")
    # back and forth keeps values
    page.get_by_role("button", name="Back").click()
    page.get_by_role("button", name="Back").click()
    page.get_by_role("button", name="Back").click()
    check(page.get_by_label("First name").input_value() == "Ada", "Back keeps values")
    for _ in range(3):
        page.get_by_role("button", name="Continue").click()
    expect(page.locator("#wizard-title")).to_have_text("Step 4 of 4: Review")
    page.screenshot(path="/tmp/wizard_ats_review.png", full_page=True)
    page.get_by_role("button", name="Submit").click()
    expect(page.get_by_text("Thank you, your application has been submitted")).to_be_visible()
    ref = page.locator("#reference-number").inner_text()
    check(ref.startswith("APP-2026-"), "reference " + ref)
    page.screenshot(path="/tmp/wizard_ats_done.png", full_page=True)

    subs = site.submissions()
    print("submissions:", json.dumps(subs, default=str)[:1500])
    b.close()
    check(not errors, "no console errors / failed requests: " + "; ".join(errors))

print("\nPROBLEMS:" if problems else "\nALL OK", *problems, sep="\n")
