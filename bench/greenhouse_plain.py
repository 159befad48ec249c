"""A hand-written Playwright script for the Greenhouse application: the baseline of the harness overhead ratio.

It does exactly the steps of the learned cookbook (bench/greenhouse_cookbook.json, the `learn` run of
scenarios/apply_greenhouse.yaml): fill the four main fields, attach the resume, fill LinkedIn, answer the two
custom selects and the four EEO selects, submit, and wait for the confirmation. Nothing else: no observation,
no store, no settle wait, no per-step verification. It is what a person would write once for one known form.

    .venv/bin/python bench/greenhouse_plain.py      # one application on the bundled ats_greenhouse site
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

START = "/jobs/4871201007"
CONFIRMATION = "Thank you for applying"


def apply(page: Any, user: Mapping[str, str], files: Mapping[str, str], timeout_ms: int = 10_000) -> None:
    """Fill and submit the application on the job page already open in `page`; return once it is confirmed."""
    page.fill("#first_name", user["first_name"])
    page.fill("#last_name", user["last_name"])
    page.fill("#email", user["email"])
    page.fill("#phone", user["phone"])
    page.set_input_files("#resume", files["resume"])
    page.fill("#custom_fields div.field:nth-of-type(1) > input", user["linkedin_profile"])
    page.select_option("#custom_fields div.field:nth-of-type(3) > select", label=user["work_authorization"])
    page.select_option("#custom_fields div.field:nth-of-type(4) > select", label=user["visa_sponsorship"])
    page.select_option("#gender", label=user["gender"])
    page.select_option("#hispanic_ethnicity", label=user["hispanic_latino"])
    page.select_option("#race", label=user["race"])
    page.select_option("#veteran_status", label=user["veteran_status"])
    page.click("#submit_app")
    page.get_by_text(CONFIRMATION).first.wait_for(state="visible", timeout=timeout_ms)


def applicant(repo: Path) -> tuple[dict[str, str], dict[str, str]]:
    """The applicant of scenarios/apply_greenhouse.yaml: user data and files (absolute paths)."""
    import yaml

    scenario = repo / "scenarios" / "apply_greenhouse.yaml"
    data = yaml.safe_load(scenario.read_text())
    user = {k: str(v) for k, v in data["user_data"].items()}
    files = {k: str((scenario.parent / v).resolve()) for k, v in data["files"].items()}
    return user, files


def main() -> int:
    repo = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(repo))
    from playwright.sync_api import sync_playwright

    from pytest_jobagent.browser.launch import block_external_requests, find_chromium, launch_options
    from pytest_jobagent.siteserver import SiteRegistry

    user, files = applicant(repo)
    registry = SiteRegistry(repo / "sites")
    try:
        server = registry.serve("ats_greenhouse")
        executable = find_chromium()  # before our own Playwright starts: it may start one to look
        with sync_playwright() as pw:
            browser = pw.chromium.launch(**launch_options(executable))
            context = browser.new_context()
            block_external_requests(context)
            page = context.new_page()
            page.goto(server.url(START), wait_until="load")
            apply(page, user, files)
            print(f"submitted: {server.submissions()[-1]['fields']}")
            browser.close()
    finally:
        registry.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
