"""Cookbooks that ship: the files (platform patterns, templates only), platform-wide lookup by page shape for any
tenant and for a local site of the platform, seeding (an empty store only), and rescues that leave them in place."""

from __future__ import annotations

import json
import re

import pytest

from pytest_jobagent.cookbook import CookbookStore
from pytest_jobagent.cookbook.keys import is_platform_pattern, platform_match
from pytest_jobagent.cookbook.keys import key_pattern as generalize_url
from pytest_jobagent.cookbook.shipped import import_shipped, seed_store, shipped_cookbooks, shipped_files
from pytest_jobagent.cookbook.templates import TEMPLATE

GREENHOUSE = "boards.greenhouse.io/*/jobs/*"
WORKDAY = "*.myworkdayjobs.com/*/*/job/*/*/apply/applymanually"
LEVER = "jobs.lever.co/*/*/apply"
CONTACT = {"first_name": "Jo", "last_name": "Doe", "email": "jo@example.org", "phone": "555 0100", "resume": "cv.pdf"}
EEOC = {**CONTACT, "gender": "Female", "hispanic_latino": "No", "race": "Asian", "veteran_status": "I don't wish"}


@pytest.mark.parametrize(("pattern", "url", "fits"), [
    (GREENHOUSE, "https://boards.greenhouse.io/acme/jobs/4871201007?gh_jid=4871201007", 1),  # a new tenant
    (GREENHOUSE, "http://127.0.0.1:8123/kestrelbio/jobs/6203441003", 1),  # a local board under its tenant path
    (GREENHOUSE, "http://localhost:9/jobs/4871201007", 1),  # a local board without one
    (GREENHOUSE, "https://job-boards.greenhouse.io/acme/jobs/1", 0),  # the other board UI: other markup
    (GREENHOUSE, "https://example.com/acme/jobs/1", 0),  # a real host of no platform
    (GREENHOUSE, "http://127.0.0.1:1/4871201007", 0),  # no word of the pattern lines up
    (GREENHOUSE, "http://127.0.0.1:1/acme/jobs/1/confirmation", 0),  # another page
    (WORKDAY, "https://acme.wd5.myworkdayjobs.com/en-US/Careers/job/Berlin/Engineer_R1/apply/applyManually", 3),
    (WORKDAY, "https://acme.wd1.myworkdayjobs.com/Careers/job/Berlin/Engineer_R1/apply/applyManually", 3),
    (WORKDAY, "http://127.0.0.1:1/job/R24017/apply/applyManually", 2),
    (LEVER, "https://jobs.lever.co/northwind/8da9da89-a5ee-4156-8f78-eec6c2e4cf88/apply", 1),
    (LEVER, "http://127.0.0.1:1/northwind/8da9da89-a5ee-4156-8f78-eec6c2e4cf88", 0),  # the job page, not the form
    ("localhost/jobs/*", "http://127.0.0.1:1/jobs/1", 0),  # a cookbook learned on a test host is no platform's
])
def test_a_platform_pattern_fits_pages_by_their_shape(pattern: str, url: str, fits: int) -> None:
    assert platform_match(pattern, url) == fits


def test_the_shipped_files_hold_platform_cookbooks_with_templates_only() -> None:
    cookbooks = shipped_cookbooks()
    assert {(m.platform, m.url_pattern) for m in cookbooks} == {
        ("greenhouse", GREENHOUSE), ("workday", WORKDAY), ("lever", LEVER)}
    assert len({m.id for m in cookbooks}) == len(cookbooks) == 5
    for m in cookbooks:
        assert is_platform_pattern(m.url_pattern) and m.task_pattern == "apply" and m.version == 1
        assert m.health_score == 100 and m.success_count == m.failure_count == 0 and m.fingerprint is None
        for step in m.steps:
            if step.action in ("type", "select", "upload"):  # what is typed, chosen or attached is the user's
                assert TEMPLATE.fullmatch(step.value or ""), (m.platform, step.order, step.value)
    text = "\n".join(f.read_text(encoding="utf-8") for f in shipped_files())
    # nothing of the sites or people they were learned on: no test host, tenant, posting id or personal value
    for leak in ("127.0.0.1", "localhost", "northwind", "Brightwave", "Ada", "Lovelace", "Grace", "Hopper",
                 "example.com", "4871201007", "R24017", "question_40110"):
        assert leak not in text, leak
    assert not re.search(r"\d{3}[ -]\d{3}[ -]\d{4}", text)
    for f in shipped_files():
        assert json.loads(f.read_text(encoding="utf-8"))["note"]


@pytest.fixture
def shipped_store(store: CookbookStore) -> CookbookStore:
    assert seed_store(store) == 5
    return store


def test_a_new_tenant_of_a_known_platform_finds_the_shipped_cookbook(shipped_store: CookbookStore) -> None:
    url = "https://boards.greenhouse.io/kestrelbio/jobs/6203441003"
    found = shipped_store.lookup(url, "apply", "greenhouse", fields=EEOC)
    assert found is not None and found.url_pattern == GREENHOUSE and "gender" in found.variables
    # the applicant's fields choose the variant: without the survey's answers, the contact-only one
    found = shipped_store.lookup(url, "apply", "greenhouse", fields=CONTACT)
    assert found is not None and found.variables == sorted(CONTACT)
    assert shipped_store.lookup(url, "apply", "greenhouse", fields={"email": "x"}) is None
    workday = "https://globex.wd1.myworkdayjobs.com/en-US/Globex/job/Austin-TX/Analyst_R77/apply/applyManually"
    assert shipped_store.lookup(workday, "apply", "workday").platform == "workday"


def test_a_local_site_is_matched_by_the_detected_platform_and_its_url_shape(shipped_store: CookbookStore) -> None:
    url = "http://127.0.0.1:40123/kestrelbio/jobs/6203441003"
    assert shipped_store.lookup(url, "apply", "greenhouse", fields=EEOC).url_pattern == GREENHOUSE
    # what the page is decides, never where it is served: another platform, or none, finds nothing
    assert shipped_store.lookup(url, "apply", "lever", fields=EEOC) is None
    assert shipped_store.lookup(url, "apply", "generic", fields=EEOC) is None
    assert shipped_store.lookup(url, "fill_form", "greenhouse", fields=EEOC) is None


def test_a_cookbook_learned_on_the_tenant_comes_before_the_platform_one(shipped_store: CookbookStore) -> None:
    url = "https://boards.greenhouse.io/kestrelbio/jobs/6203441003"
    own = shipped_store.save_from_trace(
        [{"order": 0, "action": "type", "selector": "#email", "value": "jo@example.org"}],
        url=url, task_type="apply", platform="greenhouse", user_data=CONTACT)
    assert shipped_store.lookup(url, "apply", "greenhouse", fields=EEOC).id == own.id
    other = "https://boards.greenhouse.io/globex/jobs/1"
    assert shipped_store.lookup(other, "apply", "greenhouse", fields=EEOC).url_pattern == GREENHOUSE


def test_a_rescue_on_one_tenant_leaves_the_shipped_cookbook_to_the_others(shipped_store: CookbookStore) -> None:
    url = "https://boards.greenhouse.io/kestrelbio/jobs/6203441003"
    shipped = shipped_store.lookup(url, "apply", "greenhouse", fields=CONTACT)
    rescue = shipped_store.save_from_trace(
        [{"order": 0, "action": "type", "selector": "#email", "value": "jo@example.org"}],
        url=url, task_type="apply", platform="greenhouse", user_data=CONTACT, replaces=shipped.id)
    shipped_store.record_success(rescue.id)
    assert shipped_store.get(shipped.id).retired_at is None
    assert shipped_store.lookup("https://boards.greenhouse.io/globex/jobs/1", "apply", "greenhouse",
                                fields=CONTACT).id == shipped.id


def test_seeding_fills_an_empty_store_only(store: CookbookStore) -> None:
    mine = store.save_from_trace([{"order": 0, "action": "click", "selector": "#apply"}],
                                 url="https://jobs.example.com/apply/1", task_type="apply")
    before = store.list(all_versions=True)
    assert seed_store(store) == 0
    assert store.list(all_versions=True) == before == [mine]
    assert import_shipped(store) == 5  # an explicit import adds them to any store
    assert import_shipped(store) == 0  # once
    assert generalize_url("https://boards.greenhouse.io/acme/jobs/1") == "boards.greenhouse.io/acme/jobs/*"
