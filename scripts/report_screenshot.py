"""Screenshot of one test of the single-file HTML report, for the README (system Chromium through Playwright).

Usage: .venv/bin/python scripts/report_screenshot.py TEST SUITE... -- OUT.png [STEP ...] [@TEXT]
e.g.   .venv/bin/python scripts/report_screenshot.py "explore jobboard_spa search page" \
           scenarios explore jobboard_spa -- docs/allure-report.png "run explore" explore
TEST is searched for, the SUITE folders are opened in order, then the STEP rows are expanded; with @TEXT the
first row containing TEXT is scrolled to the top of the view instead of the first STEP.
"""

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

REPORT = Path(__file__).resolve().parent.parent / "reports" / "allure-report" / "index.html"
CHROMIUM = "/usr/lib/chromium/chromium"


def main(argv: list[str]) -> None:
    split = argv.index("--")
    test, suites = argv[0], argv[1:split]
    out, rest = argv[split + 1], argv[split + 2:]
    steps = [a for a in rest if not a.startswith("@")]
    focus = next((a[1:] for a in rest if a.startswith("@")), None)
    with sync_playwright() as pw:
        launch = {"executable_path": CHROMIUM} if Path(CHROMIUM).exists() else {}
        browser = pw.chromium.launch(args=["--disable-gpu", "--no-first-run"], **launch)
        page = browser.new_page(viewport={"width": 1600, "height": 1100})
        page.goto(REPORT.as_uri())
        page.wait_for_timeout(1500)  # the report renders its data after load; the tree and search are debounced
        page.get_by_placeholder("Search tests").fill(test)
        page.wait_for_timeout(800)
        for suite in suites:
            page.locator(f"[data-testid] >> text='{suite}'").first.click()
            page.wait_for_timeout(400)
        page.get_by_text(test).last.click()
        page.wait_for_timeout(1200)
        page.get_by_text("Set up", exact=True).first.click()  # fixtures fold away: the steps come first
        for step in steps:  # open each named step (steps holding a broken one are open already)
            header = page.locator("[data-testid=test-result-step-header]").filter(
                has=page.get_by_text(step, exact=True)).last
            if not header.locator("[class*=opened]").count():
                header.get_by_text(step, exact=True).click()
                page.wait_for_timeout(400)
        if focus:
            page.mouse.move(1100, 700)  # over the test's steps: long lists render their rows as they scroll in
            for _ in range(40):
                if page.get_by_text(focus).count():
                    break
                page.mouse.wheel(0, 500)
                page.wait_for_timeout(150)
            header = page.locator("[data-testid=test-result-step-header]").filter(has=page.get_by_text(focus)).first
            header.evaluate("e => e.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            page.mouse.wheel(0, -280)  # the test header and tabs stay pinned over the top of the list
        elif steps:
            page.get_by_text(steps[0], exact=True).last.scroll_into_view_if_needed()
            page.mouse.wheel(0, 250)
        page.wait_for_timeout(500)
        page.screenshot(path=out)
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
