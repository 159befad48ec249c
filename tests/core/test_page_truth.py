"""jobs.match_page_truth without a browser: pairing collected jobs with a saved page's truth, comparing values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_jobagent.runs.collect import page_truth as pt
from pytest_jobagent.runs.collect.checks import check_collect
from pytest_jobagent.runs.collect.models import JobData
from pytest_jobagent.runs.collect.result import CollectionResult
from pytest_jobagent.runs.collect.schema import CollectExpect

BASE = "http://127.0.0.1:8123"
PAGE = {
    "kind": "job_search_results",
    "jobs": [
        {"title": "Backend Engineer", "company": "Acme GmbH", "location": "Berlin", "href": "/jobs/1/?ref=list"},
        {"title": "Data Analyst", "company": "Globex", "location": "Київ", "href": "/jobs/2/"},
        {"title": "Designer", "company": "Initech", "location": None, "href": None},
    ],
}


def job(title: str, company: str, location: str, href: str) -> JobData:
    return JobData(title=title, company=company, location=location, apply_url=BASE + href, source_url=BASE + href,
                   job_key="h:" + title)


def right() -> list[JobData]:
    return [job("Backend Engineer", "Acme GmbH", "Berlin", "/jobs/1/?ref=list"),
            job("Data Analyst", "Globex", "Київ", "/jobs/2"),
            job("Designer", "Initech", "", "/search.html")]


def check(jobs: list[JobData], page: dict = PAGE) -> list[str]:
    expect = CollectExpect.model_validate({"jobs": {"match_page_truth": True}})
    return check_collect(expect, CollectionResult(success=True, jobs=jobs), page_truth=page)


def test_right_jobs_pass_and_count_every_value():
    assert check(right()) == []
    score = pt.score(right(), PAGE)
    # the third job's location is null in the truth: the page shows none, and the collect left it empty
    assert (score.values_right, score.values_compared) == (9, 9)
    assert (score.listings_right, score.collected, score.found, score.truth_jobs) == (3, 3, 3, 3)


def test_a_value_filled_where_the_page_shows_none_is_wrong_and_a_field_the_truth_leaves_out_is_not_compared():
    # a board whose cards hide their company (truth null): the board's own name filled in is a value the page does not
    # show for that field
    page = {"jobs": [{"title": "Analyst", "company": None, "location": "São Paulo/SP", "href": "/v/1"},
                     {"title": "Developer", "location": "Recife/PE", "href": "/v/2"}]}
    jobs = [job("Analyst", "Vagas Board", "São Paulo/SP", "/v/1"), job("Developer", "Vagas Board", "Recife/PE", "/v/2")]
    problems = check(jobs, page)
    assert len(problems) == 1 and "Analyst company: truth none shown, collected 'Vagas Board'" in problems[0]
    score = pt.score(jobs, page)
    assert score.by_field["company"] == [0, 1] and (score.values_right, score.values_compared) == (4, 5)
    jobs[0] = job("Analyst", "", "São Paulo/SP", "/v/1")
    assert check(jobs, page) == [] and pt.score(jobs, page).by_field["company"] == [1, 1]


def test_jobs_pair_by_address_before_title():
    # the collected titles are swapped, the addresses are not: each job is compared with the job at its address
    jobs = [job("Data Analyst", "Acme GmbH", "Berlin", "/jobs/1/?ref=list"),
            job("Backend Engineer", "Globex", "Київ", "/jobs/2/")]
    pairing = pt.pair_jobs(jobs, PAGE["jobs"])
    assert pairing.pairs == [(0, 0), (1, 1)] and pairing.missing == [2]
    assert pt.pair_jobs([job("Designer", "Initech", "", "/elsewhere")], PAGE["jobs"]).pairs == [(0, 2)]


def test_a_wrong_company_fails_naming_the_value():
    jobs = right()
    jobs[1] = job("Data Analyst", "Олена Коваль", "Київ", "/jobs/2/")
    problems = check(jobs)
    assert len(problems) == 1
    assert "1 values differ from the page (8 of 9 right)" in problems[0]
    assert "Data Analyst company: truth 'Globex', collected 'Олена Коваль'" in problems[0]
    score = pt.score(jobs, PAGE)
    assert score.by_field == {"title": [3, 3], "company": [2, 3], "location": [3, 3]}
    assert score.empty == {}  # misread, not left unread
    score += pt.score(right(), PAGE)
    assert score.by_field["company"] == [5, 6] and score.values_right == 17
    jobs[1] = job("Data Analyst", " · ", "Київ", "/jobs/2/")  # punctuation alone is no value: unread
    assert pt.score(jobs, PAGE).empty == {"company": 1}


def test_an_extra_decoy_job_fails():
    problems = check([*right(), job("Sponsored: Earn $5000 from home", "AdCorp", "", "/ad?id=9")])
    assert problems == ["jobs.match_page_truth: 1 of 4 collected jobs are not jobs of the page: "
                        "['Sponsored: Earn $5000 from home']"]
    assert pt.score([*right(), job("Sponsored", "Ad", "", "/ad")], PAGE).listings_right == 3


def test_a_missing_job_fails_and_its_values_count_as_wrong():
    problems = check(right()[:2])
    assert problems == ["jobs.match_page_truth: 1 of 3 jobs of the page not collected: ['Designer']"]
    score = pt.score(right()[:2], PAGE)
    assert (score.values_right, score.values_compared, score.found) == (6, 9, 2)


def test_company_single_page_compares_every_company_with_the_employer():
    page = {"company_single": "Janux Therapeutics",
            "jobs": [{"title": "Chemist", "company": None, "location": "San Diego, CA", "href": "https://x.test/a"},
                     {"title": "Director", "company": None, "location": "San Diego, CA", "href": "https://x.test/b"}]}
    jobs = [job("Chemist", "Janux Therapeutics", "San Diego, CA", "/a"), job("Director", "Lever", "San Diego, CA", "/b")]
    problems = check(jobs, page)
    assert len(problems) == 1 and "Director company: truth 'Janux Therapeutics', collected 'Lever'" in problems[0]
    assert pt.score(jobs, page).values_compared == 6


def test_unicode_width_case_and_whitespace_differences_are_equal():
    page = {"jobs": [{"title": "Ｐｙｔｈｏｎ エンジニア", "company": "ACME, Inc.", "location": "Tokyo\u3000Minato",
                      "href": "/rc/clk?jk=1&amp;vjs=3"}]}
    jobs = [job("python  エンジニア", "  acme, inc ", "(Tokyo Minato)", "/rc/clk?jk=1&vjs=3")]
    assert check(jobs, page) == []
    assert pt.norm("· ·") == ""


def test_a_truly_different_value_fails():
    page = {"jobs": [{"title": "Python Engineer", "company": "Acme", "location": "Tokyo", "href": "/j/1"}]}
    for found in ("Osaka", "Tokyo, Japan", ""):
        problems = check([job("Python Engineer", "Acme", found, "/j/1")], page)
        assert problems and f"location: truth 'Tokyo', collected {found!r}" in problems[0], found
    assert not pt.same("Acme", "Acme Corp") and not pt.same("· ·", "Acme")


def test_a_job_collected_twice_is_a_job_of_the_page():
    score = pt.score([*right(), right()[0]], PAGE)
    assert (score.listings_right, score.collected, score.found) == (4, 4, 3)


def test_values_read_back_from_a_collection_result_attachment():
    body = CollectionResult(success=True, jobs=right()).model_dump(mode="json")
    jobs = [pt.JobValues.of(j) for j in body["jobs"]]
    assert pt.score(jobs, PAGE).values_right == 9


def test_find_page_truth_walks_up_to_the_truth_file(tmp_path: Path):
    site = tmp_path / "board"
    site.mkdir()
    (site / "serp.html").write_text("<html></html>")
    (tmp_path / "truth.json").write_text(json.dumps({"pages": {"board/serp.html": PAGE}}))
    key, page = pt.find_page_truth(site, "/serp.html?q=x")
    assert key == "board/serp.html" and page["jobs"] == PAGE["jobs"]


def test_no_truth_for_the_page_says_where_it_looked(tmp_path: Path):
    site = tmp_path / "board"
    site.mkdir()
    (tmp_path / "truth.json").write_text(json.dumps({"pages": {"board/other.html": PAGE}}))
    with pytest.raises(pt.TruthNotFound) as raised:
        pt.find_page_truth(site, "/serp.html")
    message = str(raised.value)
    assert message.startswith("jobs.match_page_truth: no truth for the start page '/serp.html'")
    assert "(no page 'board/serp.html')" in message and str(tmp_path / "truth.json") in message
    assert check(right(), None)[0] == "jobs.match_page_truth: the start page has no truth"  # type: ignore[arg-type]


def test_truth_jobs_take_a_mapping_or_a_list_of_jobs_keyed_by_id():
    from pytest_jobagent.runs.collect.checks import truth_jobs

    query = {"queries": {"start": {"url": "/", "ids": ["7", "9"]}}}
    as_map = {**query, "jobs": {"7": {"title": "Cook"}, "9": {"title": "Baker"}}}
    as_list = {**query, "jobs": [{"id": "9", "title": "Baker"}, {"id": 7, "title": "Cook"}, {"title": "no id"}]}
    for truth in (as_map, as_list):
        jobs, problems = truth_jobs(truth, "start")
        assert problems == []
        assert {i: j["title"] for i, j in jobs.items()} == {"7": "Cook", "9": "Baker"}
    assert truth_jobs(as_list, "other")[1] and truth_jobs(as_list, "other")[0] == {}
