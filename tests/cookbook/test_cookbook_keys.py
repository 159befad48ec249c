"""Cookbook keys: URL generalization (ids, tokens, tenants, ports, tracking) and what makes two keys equal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_jobagent.browser.urlpattern import KEY, generalize_host, is_variable_token
from pytest_jobagent.cookbook.keys import (
    CookbookKey,
    cookbook_key,
    normalize_platform,
    normalize_task,
)
from pytest_jobagent.cookbook.keys import key_pattern as generalize_url

WORKDAY = ("https://medtronic.wd1.myworkdayjobs.com/en-US/MedtronicCareers/job/Minneapolis-MN/Finance-Analyst_R63409-1"
           "/apply/applyManually?source=LinkedIn")
REAL_URLS = [
    (WORKDAY, "*.myworkdayjobs.com/en-us/medtroniccareers/job/*/*/apply/applymanually"),
    ("http://127.0.0.1:53111/job/Senior-Software-Engineer_R24017/apply/applyManually",
     "localhost/job/*/apply/applymanually"),
    ("https://job-boards.greenhouse.io/sonatus/jobs/5071418007?gh_src=a1&utm_source=x", "job-boards.greenhouse.io/sonatus/jobs/*"),
    ("https://jobs.lever.co/empiricotx/3f2a1b4c-1234-4abc-9def-0123456789ab/apply", "jobs.lever.co/empiricotx/*/apply"),
    ("https://hk.indeed.com/viewjob?jk=8f3c2a91b0de44aa", "hk.indeed.com/viewjob?jk=*"),
    ("https://www.accenture.com/in-en/careers/jobdetails?id=AIOC-S01578209_en", "accenture.com/in-en/careers/jobdetails?id=*"),
    ("https://job-boards.greenhouse.io/embed/job_board?for=mirador&validityToken=abcDEF1234567890xyzQ",
     "job-boards.greenhouse.io/embed/job_board?for=mirador&validityToken=*"),
    ("https://careers-acme.icims.com/jobs/4242/job?mode=apply", "*.icims.com/jobs/*/job?mode=apply"),
    ("https://example.com/app#/jobs/123/apply", "example.com/app#/jobs/*/apply"),
    ("https://example.com/careers#team", "example.com/careers"),
    ("example.com/Apply/", "example.com/apply"),
]


@pytest.mark.parametrize(("url", "pattern"), REAL_URLS)
def test_real_urls_generalize_to_their_page_kind(url: str, pattern: str) -> None:
    assert generalize_url(url) == pattern


@pytest.mark.parametrize("token", ["5071418007", "7", "3f2a1b4c-1234-4abc-9def-0123456789ab",
                                   "3f2a1b4c12344abc9def0123456789ab", "8f3c2a91b0de44aa",
                                   "Finance-Analyst_R63409-1", "Engineer_JR-77", "AIOC-S01578209_en",
                                   "eyJhbGciOiJIUzI1NiJ9abc123", "jane@example.com"])
def test_ids_and_tokens_are_variable(token: str) -> None:
    assert is_variable_token(token)


@pytest.mark.parametrize("word", ["apply", "applyManually", "en-US", "v2", "jobs", "step-1", "External", "deadbeef"])
def test_page_names_are_kept(word: str) -> None:
    assert not is_variable_token(word)


def test_scheme_port_www_and_loopback_names_do_not_matter() -> None:
    urls = ["http://127.0.0.1:8001/jobs/1", "https://localhost:9/jobs/2", "http://[::1]:80/jobs/3", "//127.0.0.2/jobs/4"]
    assert {generalize_url(u) for u in urls} == {"localhost/jobs/*"}
    assert generalize_url("https://www.acme.com:8443/jobs") == generalize_url("http://acme.com/jobs") == "acme.com/jobs"


def test_tenant_subdomains_collapse_but_other_hosts_do_not() -> None:
    assert generalize_host("acme.wd5.myworkdayjobs.com", KEY) == generalize_host("Globex.wd1.MyWorkdayJobs.com.", KEY)
    assert generalize_host("acme.wd5.myworkdayjobs.com", KEY) == "*.myworkdayjobs.com"
    assert generalize_host("boards.greenhouse.io", KEY) != generalize_host("job-boards.greenhouse.io", KEY)
    assert generalize_host("10.0.0.7", KEY) == "10.0.0.7"


def test_query_is_sorted_tracking_dropped_and_identifying_values_generalized() -> None:
    a = generalize_url("https://x.com/apply?b=2&a=apply&utm_medium=mail&ref=foo&email=jane%40x.com")
    b = generalize_url("https://x.com/apply?email=joe@y.org&a=apply&b=99")
    assert a == b == "x.com/apply?a=apply&b=*&email=*"


def test_task_and_platform_are_normalized() -> None:
    assert normalize_task(" Apply ") == "apply"
    assert normalize_task("Fill form") == "fill_form"
    with pytest.raises(ValueError, match="task_type"):
        normalize_task("  ")
    assert normalize_platform("Workday") == "workday"
    assert normalize_platform("generic") is None and normalize_platform(None) is None


def test_key_holds_sorted_variable_names_never_values() -> None:
    key = cookbook_key("https://x.com/jobs/1/apply", "apply", None, ["last_name", "email", "first_name", "email"])
    assert key.variables == ("email", "first_name", "last_name")
    assert str(key) == "x.com|x.com/jobs/*/apply|apply|email,first_name,last_name"
    with pytest.raises(ValueError, match="not a template variable name"):
        cookbook_key("https://x.com/", "apply", None, ["jane@example.com"])


def test_platform_replaces_domain_as_scope() -> None:
    generic = cookbook_key("http://127.0.0.1:1/job/A_R1/apply", "apply", "generic")
    workday = cookbook_key("http://127.0.0.1:1/job/A_R1/apply", "apply", "workday")
    assert generic.scope == "localhost" and workday.scope == "workday"
    assert generic.scope_hash != workday.scope_hash


def test_variables_change_the_key_but_not_the_scope() -> None:
    a = cookbook_key("https://x.com/apply", "apply", "lever", ["email"])
    b = cookbook_key("https://x.com/apply", "apply", "lever", ["email", "phone"])
    assert a.scope_hash == b.scope_hash and a.key_hash != b.key_hash
    assert CookbookKey.from_parts("lever", a.url_pattern, "Apply", ["email"]) == a


def test_empty_url_is_an_error() -> None:
    with pytest.raises(ValueError, match="empty URL"):
        generalize_url(" ")


# ------------------------------------------------------------------ properties

SETTINGS = settings(deadline=None, database=None)  # timing on a shared machine is not the point

words = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=2, max_size=8).filter(
    lambda w: not is_variable_token(w) and w not in ("job", "jobs"))
ids = st.one_of(
    st.integers(min_value=0, max_value=10**12).map(str),
    st.uuids().map(str),
    st.binary(min_size=8, max_size=16).map(lambda b: b.hex() + "0"),
    st.tuples(words, st.integers(min_value=100, max_value=999999)).map(lambda t: f"{t[0].title()}-Engineer_R{t[1]}"),
)
# a path template: words stay, None marks an id slot
shapes = st.lists(st.one_of(words, st.none()), min_size=1, max_size=6)


def fill(shape: list[str | None], values: list[str]) -> str:
    it = iter(values)
    return "/" + "/".join(next(it) if part is None else part for part in shape)


@SETTINGS
@given(shapes, st.data(), st.sampled_from(["acme.wd1.myworkdayjobs.com", "example.com", "127.0.0.1:8123"]))
def test_urls_differing_only_in_ids_share_a_key(shape: list[str | None], data: st.DataObject, host: str) -> None:
    slots = shape.count(None)
    first = fill(shape, data.draw(st.lists(ids, min_size=slots, max_size=slots)))
    second = fill(shape, data.draw(st.lists(ids, min_size=slots, max_size=slots)))
    other_host = host.replace("acme", "globex").replace("8123", "9000")
    key = cookbook_key(f"https://{host}{first}?id=1", "apply", "workday", ["email"])
    assert cookbook_key(f"http://{other_host}{second}?id=2", "apply", "workday", ["email"]) == key


@SETTINGS
@given(shapes, st.data())
def test_different_paths_give_different_keys(shape: list[str | None], data: st.DataObject) -> None:
    slots = shape.count(None)
    values = data.draw(st.lists(ids, min_size=slots, max_size=slots))
    index = data.draw(st.sampled_from([i for i, part in enumerate(shape) if part is not None] or [None]))
    other = list(shape)
    if index is None:
        other.append("apply")
    else:
        other[index] = data.draw(words.filter(lambda w: w != shape[index]))
    a = cookbook_key("https://example.com" + fill(shape, values), "apply")
    b = cookbook_key("https://example.com" + fill(other, values + ["x"]), "apply")
    assert a != b and a.scope_hash != b.scope_hash


@SETTINGS
@given(shapes, st.data(), words, words)
def test_different_tasks_give_different_keys(shape: list[str | None], data: st.DataObject, t1: str, t2: str) -> None:
    slots = shape.count(None)
    url = "https://example.com" + fill(shape, data.draw(st.lists(ids, min_size=slots, max_size=slots)))
    assert (cookbook_key(url, t1).scope_hash == cookbook_key(url, t2).scope_hash) == (t1 == t2)


@SETTINGS
@given(st.dictionaries(words, st.one_of(words, ids), max_size=5), st.randoms())
def test_query_order_never_matters(params: dict[str, str], rnd) -> None:
    items = list(params.items())
    shuffled = items[:]
    rnd.shuffle(shuffled)
    query = "&".join(f"{k}={v}" for k, v in items)
    other = "&".join(f"{k}={v}" for k, v in shuffled)
    assert generalize_url(f"https://x.com/apply?{query}") == generalize_url(f"https://x.com/apply?{other}")
