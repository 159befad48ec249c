"""The browser layer on the bundled sites: observations match truth.json, fingerprints track layout not data,
signatures survive a drift variant, and actions settle on real SPA behaviour."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser import (
    find_by_signature,
    observe_page,
    page_text,
    signature_of,
    wait_for_settle,
)

SITES = Path(__file__).resolve().parents[2] / "sites"
BRACKET = re.compile(r'\[(?:CLICK|TYPE|SELECT|CHECK|UPLOAD): "((?:[^"\\]|\\.)*)"')
SPA_START = "/jobs/search?keywords=engineer&location=United%20States"
WORKDAY_APPLY = "/job/Senior-Software-Engineer_R24017/apply/applyManually"


def truth(site: str) -> dict:
    return json.loads((SITES / site / "truth.json").read_text())


def open_page(page, serve_site, site: str, path: str):
    page.goto(serve_site(site).url(path), wait_until="load")
    wait_for_settle(page)
    return page


# site, start path, platform, page type, primary listing selector from truth (counted live), min fields
START_PAGES = [
    ("jobboard_spa", SPA_START, "linkedin", "job_search_results", "li[data-job-id]", 2),
    ("jobboard_spa_v2", SPA_START, "linkedin", "job_search_results", "li[data-occludable-job-id]", 2),
    ("jobboard_classic", "/jobs?q=engineer&l=", "indeed", "job_search_results", "div.job_seen_beacon[data-jk]", 2),
    ("ats_workday", "/", "workday", "careers_listing", "li.wd-job", 1),
    ("ats_greenhouse", "/", "greenhouse", "careers_listing", "div.opening", 2),
    ("ats_workday", WORKDAY_APPLY, "workday", "application_form", None, 10),
    ("ats_greenhouse", "/jobs/4871201007", "greenhouse", "application_form", None, 12),
    ("lever_hosted", "/northwind/053cb24c-d1c0-4a9c-bc9e-20efaf673949/apply", "lever", "application_form", None, 8),
]


@pytest.mark.parametrize("site, path, platform, page_type, listing, min_fields", START_PAGES,
                         ids=[f"{s}{p}" for s, p, *_ in START_PAGES])
def test_observation_of_bundled_pages(mpage, serve_site, site, path, platform, page_type, listing, min_fields):
    page = open_page(mpage, serve_site, site, path)
    observation = observe_page(page)
    assert observation.platform == platform, observation.platform_evidence
    assert observation.page_type == page_type
    assert len(observation.fields) >= min_fields
    if listing:
        expected = page.locator(listing).count()
        assert expected >= 2 and observation.listings == expected
        group = observation.listing_groups[0]
        assert page.locator(group.pattern).count() == expected and group.pattern_exact
    for field in observation.fields:
        assert field.label, field
        assert page.locator(field.selector).count() == 1, field.selector
    _, rendered = page_text(page)
    assert rendered.tokens <= 2000
    for selector in BRACKET.findall(rendered.text):
        assert page.locator(selector).count() == 1, selector


def fingerprint(page, serve_site, site, path):
    return observe_page(open_page(page, serve_site, site, path)).fingerprint


def test_fingerprint_differs_between_a_site_and_its_drift_variant(mpage, serve_site):
    assert fingerprint(mpage, serve_site, "jobboard_spa", SPA_START) != fingerprint(mpage, serve_site, "jobboard_spa_v2", SPA_START)
    assert fingerprint(mpage, serve_site, "ats_workday", WORKDAY_APPLY) != fingerprint(mpage, serve_site, "ats_workday_v2", WORKDAY_APPLY)


@pytest.mark.parametrize("site, first, second", [
    ("jobboard_spa", SPA_START, "/jobs/search?keywords=designer"),
    ("jobboard_classic", "/jobs?q=engineer&l=", "/jobs?q=software%20engineer&l="),
    ("ats_workday", "/", "/?q=engineer"),
    ("ats_workday", WORKDAY_APPLY, "/job/Data-Analyst_R24009/apply/applyManually"),
    ("ats_greenhouse", "/jobs/4871201007", "/jobs/4871212007"),
])
def test_fingerprint_is_the_same_for_two_queries(mpage, serve_site, site, first, second):
    a = observe_page(open_page(mpage, serve_site, site, first))
    b = observe_page(open_page(mpage, serve_site, site, second))
    assert a.url != b.url and a.listing_groups == [] or a.listings != b.listings  # really different data
    assert a.fingerprint == b.fingerprint


def test_drift_heals_by_signature(mpage, serve_site):
    page = open_page(mpage, serve_site, "jobboard_spa", SPA_START)
    keywords = signature_of(page, "#jobs-search-box-keyword-id")
    search = signature_of(page, "button.jobs-search-box__submit-button")
    page = open_page(mpage, serve_site, "jobboard_spa_v2", SPA_START)
    assert page.locator("#jobs-search-box-keyword-id").count() == 0  # the old selector is gone
    healed = find_by_signature(page, keywords)
    assert healed.found and healed.level == "stable_attributes", healed
    assert page.locator(healed.selector).get_attribute("name") == "keywords"
    healed_button = find_by_signature(page, search)
    assert healed_button.found and healed_button.level in ("role_name", "label_text"), healed_button
    assert page.locator(healed_button.selector).inner_text().strip() == "Search"


def test_renamed_field_heals_only_by_its_autofill_token(mpage, serve_site):
    page = open_page(mpage, serve_site, "ats_workday", WORKDAY_APPLY)
    postal = signature_of(page, "#addressSection_postalCode")
    assert postal.attributes.get("autocomplete") == "postal-code"
    page = open_page(mpage, serve_site, "ats_workday_v2", WORKDAY_APPLY)
    match = find_by_signature(page, postal)  # "Postal Code" became "ZIP Code": label, id and name all renamed
    assert match.found and match.level == "autocomplete" and match.confidence == 0.75
    assert page.locator(match.selector).get_attribute("autocomplete") == "postal-code"
    without_token = postal.model_copy(update={"attributes": {k: v for k, v in postal.attributes.items()
                                                             if k != "autocomplete"}})
    guessed = find_by_signature(page, without_token)
    assert not guessed.found and guessed.selector is None  # nothing semantic left: a model's call


def test_filters_dialog_on_the_spa(mpage, serve_site):
    page = open_page(mpage, serve_site, "jobboard_spa", SPA_START)
    result = act.click(page, "button.search-reusables__all-filters-pill-button", capture_dom=True)
    assert result.success and result.settled
    assert result.diff.dialogs_opened
    assert re.search(r'DIALOG "All filters".* NEW', result.dom_after)
    assert "[CHECK:" in result.dom_after  # the filter options inside the dialog are listed


def test_search_on_the_spa_changes_url_and_list(mpage, serve_site):
    page = open_page(mpage, serve_site, "jobboard_spa", SPA_START)
    typed = act.type_text(page, "#jobs-search-box-keyword-id", "designer", submit=True, capture_dom=True)
    assert typed.success and typed.settled and typed.url_changed
    assert "keywords=designer" in typed.url_after
    assert page.locator("li[data-job-id]").count() == truth("jobboard_spa")["queries"]["designer_anywhere"]["count"]
    assert typed.diff.removed  # the engineer cards went away
