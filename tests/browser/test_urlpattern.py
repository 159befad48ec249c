"""URL patterns: the observer's page pattern (PAGE) and the cookbook key's (KEY) agree on tenants, ids, requisition
slugs and tracking keys, for real-looking ATS and company careers URLs."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser.urlpattern import (
    KEY,
    PAGE,
    generalize_host,
    generalize_url,
    is_tracking_key,
    is_variable_token,
    url_matches,
)
from pytest_jobagent.cookbook.keys import cookbook_key

# url, PAGE pattern, KEY pattern, path positions that hold the tenant (starred by PAGE, kept by KEY)
ATS_URLS = [
    ("https://medtronic.wd1.myworkdayjobs.com/en-US/MedtronicCareers/job/Minneapolis-MN/Finance-Analyst_R63409-1/apply"
     "/applyManually?source=LinkedIn",
     "*.myworkdayjobs.com/*/*/job/*/*/apply/applyManually",
     "*.myworkdayjobs.com/en-us/medtroniccareers/job/*/*/apply/applymanually", (0, 1)),
    ("https://acme.wd5.myworkdayjobs.com/External/job/Remote-USA/Senior-Engineer_JR-77?utm_source=indeed",
     "*.myworkdayjobs.com/*/job/*/*", "*.myworkdayjobs.com/external/job/*/*", (0,)),
    ("https://boards.greenhouse.io/acme/jobs/4012345007?gh_src=abc123",
     "*.greenhouse.io/*/jobs/*", "boards.greenhouse.io/acme/jobs/*", (0,)),
    ("https://job-boards.greenhouse.io/sonatus/jobs/5071418007?gh_jid=5071418007",
     "*.greenhouse.io/*/jobs/*?gh_jid=*", "job-boards.greenhouse.io/sonatus/jobs/*?gh_jid=*", (0,)),
    ("https://jobs.lever.co/januxrx/f3a03986-8785-4dc4-a2ad-387988b7e944/apply?lever-source=LinkedIn&lever-origin=applied",
     "*.lever.co/*/*/apply", "jobs.lever.co/januxrx/*/apply", (0,)),
    ("https://jobs.ashbyhq.com/acme/3f2a1b4c-1234-4abc-9def-0123456789ab/application?utm_source=x",
     "*.ashbyhq.com/*/*/application", "jobs.ashbyhq.com/acme/*/application", (0,)),
    ("https://careers-acme.icims.com/jobs/4242/senior-software-engineer/job?mode=apply&iis=LinkedIn&jsessionid=ABC123",
     "*.icims.com/jobs/*/*/job?mode=*", "*.icims.com/jobs/*/*/job?mode=apply", ()),
    ("https://jobs.smartrecruiters.com/HarborFinch/744000012345678-senior-software-engineer?trid=2d92f286",
     "*.smartrecruiters.com/*/*", "jobs.smartrecruiters.com/harborfinch/*", (0,)),
    ("https://www.acme.com/careers/senior-software-engineer-london?utm_campaign=spring&ref=homepage",
     "www.acme.com/careers/*", "acme.com/careers/*", ()),
    ("https://www.acme.com/careers/engineering/Senior-Software-Engineer/apply",
     "www.acme.com/careers/engineering/*/apply", "acme.com/careers/engineering/*/apply", ()),
    ("https://acme.com/careers/apply?job=JR12345&step=contact&fbclid=x1",
     "acme.com/careers/apply?job=*&step=*", "acme.com/careers/apply?job=*&step=contact", ()),
    ("http://127.0.0.1:5000/#/jobs/12/apply?utm_medium=mail", "127.0.0.1/#/jobs/*/apply", "localhost/#/jobs/*/apply", ()),
]


def _parts(pattern: str) -> tuple[str, list[str], list[str]]:
    """Host, path segments (a route fragment's after a '#'), and query names of a pattern."""
    head, _, route = pattern.partition("#")
    head, _, query = head.partition("?")
    route, _, route_query = route.partition("?")
    host, _, path = head.partition("/")
    segments = [s for s in path.split("/") if s] + (["#", *[s for s in route.split("/") if s]] if route else [])
    names = [pair.split("=")[0] for q in (query, route_query) if q for pair in q.split("&")]
    return host, segments, names


@pytest.mark.parametrize(("url", "page", "key", "tenants"), ATS_URLS)
def test_page_pattern_and_cookbook_key_agree(url: str, page: str, key: str, tenants: tuple[int, ...]) -> None:
    assert generalize_url(url) == page
    assert generalize_url(url, KEY) == key == cookbook_key(url, "apply").url_pattern
    page_host, page_segments, page_names = _parts(page)
    key_host, key_segments, key_names = _parts(key)
    # the same query keys survive (tracking ones go in both), and the host tenant is starred in both
    assert page_names == key_names
    assert page_host.startswith("*.") == key_host.startswith("*.") or key_host.split(".", 1)[1] == page_host[2:]
    # ids and requisition slugs are starred in both; only the tenant is starred by one and kept by the other
    assert len(page_segments) == len(key_segments)
    for i, (mine, theirs) in enumerate(zip(page_segments, key_segments, strict=True)):
        if i in tenants:
            assert mine == "*" and theirs != "*", (i, mine, theirs)
        else:
            assert (mine == "*") == (theirs == "*") and mine.lower() == theirs, (i, mine, theirs)


@pytest.mark.parametrize("token", ["5071418007", "R63409-1", "Finance-Analyst_R63409-1", "Engineer_JR-77",
                                   "f3a03986-8785-4dc4-a2ad-387988b7e944", "3EB61AFEE7", "AIOC-S01578209_en",
                                   "744000012345678-senior-software-engineer", "senior-software-engineer-london",
                                   "jane@example.com"])
def test_one_classifier_for_ids_slugs_and_tokens(token: str) -> None:
    assert is_variable_token(token)


@pytest.mark.parametrize("word", ["apply", "applyManually", "search", "step-1", "en-US", "index.html",
                                  "linkedin_guest_serp_intern.html", "ui@5.0"])
def test_page_names_are_not_values(word: str) -> None:
    assert not is_variable_token(word)


@pytest.mark.parametrize("name", ["utm_source", "gh_src", "lever-origin", "source", "iis", "trid", "jsessionid", "_ga"])
def test_tracking_keys_go_from_both_forms(name: str) -> None:
    assert is_tracking_key(name) and is_tracking_key(name.upper())
    url = f"https://example.com/jobs/1?{name}=x&q=nurse"
    assert generalize_url(url) == "example.com/jobs/*?q=*"
    assert generalize_url(url, KEY) == "example.com/jobs/*?q=nurse"


def test_session_tokens_are_kept_as_a_wildcard() -> None:
    url = "https://job-boards.greenhouse.io/embed/job_board?for=mirador&validityToken=abcDEF1234567890xyzQ"
    assert generalize_url(url) == "*.greenhouse.io/embed/job_board?for=*&validityToken=*"
    assert generalize_url(url, KEY) == "job-boards.greenhouse.io/embed/job_board?for=mirador&validityToken=*"


@pytest.mark.parametrize(("host", "general"), [
    ("acme.wd5.myworkdayjobs.com", "*.myworkdayjobs.com"), ("acme.teamtailor.com", "*.teamtailor.com"),
    ("acme.jobs.personio.de", "*.jobs.personio.de"), ("careers-acme.icims.com", "*.icims.com"),
    ("acme.bamboohr.com", "*.bamboohr.com"),
])
def test_one_list_of_tenant_hosts(host: str, general: str) -> None:
    assert generalize_host(host) == generalize_host(host, KEY) == general


def test_board_subdomains_are_collapsed_by_the_page_pattern_only() -> None:
    assert generalize_host("boards.greenhouse.io") == generalize_host("job-boards.greenhouse.io") == "*.greenhouse.io"
    assert generalize_host("boards.greenhouse.io", KEY) == "boards.greenhouse.io"


@pytest.mark.parametrize("url", ["http://127.0.0.1:5000/jobs/1", "http://localhost:8000/jobs/2",
                                 "http://[::1]:80/jobs/3"])
def test_loopback_hosts_read_as_the_sites_host(url: str) -> None:
    assert generalize_url(url, PAGE) == "127.0.0.1/jobs/*"
    assert generalize_url(url, KEY) == "localhost/jobs/*"


def test_route_fragments_and_their_queries() -> None:
    url = "https://acme.com/app/?a=1#/jobs/12/apply?x=2"
    assert generalize_url(url) == "acme.com/app?a=*#/jobs/*/apply?x=*"
    assert url_matches("acme.com/app#/jobs/*/apply", url)
    assert not url_matches("acme.com/app#/jobs/*/withdraw", url)


def test_empty_url_is_an_error() -> None:
    with pytest.raises(ValueError, match="empty URL"):
        generalize_url("")
