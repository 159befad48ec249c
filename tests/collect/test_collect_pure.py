"""Phase 2 logic without a browser: job keys and dedup, breakers, extraction checks, field maps, expectations."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from pytest_jobagent.heuristic.roles import extractor as extractor_rules
from pytest_jobagent.runs.collect.checks import check_collect
from pytest_jobagent.runs.collect.dedup import Deduper, job_key, site_id
from pytest_jobagent.runs.collect.grounding import check_field_map, invented_fields, occurs
from pytest_jobagent.runs.collect.listing import extract_item
from pytest_jobagent.runs.collect.memory import Breakers, CollectMemory
from pytest_jobagent.runs.collect.models import FieldMap, JobData
from pytest_jobagent.runs.collect.result import CollectionResult
from pytest_jobagent.runs.collect.run import filter_passes
from pytest_jobagent.scenario.registry import SCENARIO

SITES = Path(__file__).resolve().parents[2] / "sites"


@pytest.mark.parametrize("url, attrs, expected", [
    ("/viewjob?jk=cdba32b6e158bd1e&from=serp", {}, "cdba32b6e158bd1e"),
    ("/jobs/view/3973007074/", {}, "3973007074"),
    ("/jobs/search?currentJobId=3988133028&keywords=x", {}, "3988133028"),
    ("/careers/job/R19332", {}, "R19332"),
    ("/about", {"data-job-id": "3918216802"}, "3918216802"),
    ("/about", {}, None),
    # Chinese boards: the job's page is named by its encrypted id (BOSS-like, with "~") or its number (51job-like)
    ("/job_detail/d362341863707d991XQj_nVY~.html", {}, "d362341863707d991XQj_nVY~"),
    ("/job_detail/04abbf78aeb6f7631XJ_VxnE~~.html?ka=search_list_2", {}, "04abbf78aeb6f7631XJ_VxnE~~"),
    ("/beijing-hdq/152345678.html", {}, "152345678"),
    ("/about-us.html", {}, None),
    # a number after the job's slug: two jobs of one title in one town are told apart by it
    ("/vagas-em-recife-pe/auxiliar-de-estoque/9100187", {}, "9100187"),
    ("/news/archive/2024", {}, None),  # a year after a folder is no job id
    ("/gongsi", {"data-jid": "b805c5ffd0d02fad1nw2u3R-~~"}, "b805c5ffd0d02fad1nw2u3R-~~"),
    (None, {"data-id": "x"}, None),  # too short to be an id
    # an ATS names a job its requisition: two postings of one title in one town are told apart by its number
    ("/ux/ats/careersite/4/home/requisition/70112?c=acme", {}, "70112"),
    ("/careers/openings/R4471/", {}, "R4471"),
    ("/requisition/search?c=acme", {}, None),  # the requisition search page names none
])
def test_site_id_from_url_or_data_attributes(url, attrs, expected):
    assert site_id(url, attrs) == expected


def test_job_key_prefers_site_id_else_normalized_hash():
    assert job_key(url="/viewjob?jk=abc12345") == "id:abc12345"
    a = job_key(title="Software Engineer", company="Acme, Inc.", location="Austin, TX")
    b = job_key(title="  software   ENGINEER ", company="Acme Inc", location="austin tx")
    assert a == b and a.startswith("h:")
    assert a != job_key(title="Software Engineer", company="Acme", location="Dallas, TX")


PAGE = "http://127.0.0.1:8123/search?q=designer&l=Remote"


def test_different_links_are_different_jobs_even_of_one_title_and_place():
    # an aggregator names no employer the reader caught: two "Senior Product Designer · Remote" of two employers
    first, second = (job_key(url=f"http://127.0.0.1:8123/listing/{slug}?q=designer&l=Remote", title="Senior Product "
                             "Designer", location="Remote", page_url=PAGE) for slug in ("northwind-design", "acme-labs"))
    assert first != second and first.startswith("url:")
    # no link at all: the content is the key, as before
    assert job_key(title="Senior Product Designer", location="Remote", page_url=PAGE).startswith("h:")


@pytest.mark.parametrize("again", [
    # met again on the next page: the board writes the page, the card's place and where it was met into each link
    "http://127.0.0.1:8123/listing/northwind-design?q=designer&l=Remote&page=2",
    "http://127.0.0.1:8123/listing/northwind-design/?from=serp&position=14&pageNum=1",
    "HTTP://127.0.0.1:8123/listing/northwind-design?utm_source=list&refId=ab%3D&trackingId=x&gclid=1#apply",
    # another filter pass: the page's own search (with the filter) passed on to its cards
    "http://127.0.0.1:8123/listing/northwind-design?q=designer&l=Remote&remote=true",
])
def test_a_job_met_again_keeps_its_link_key(again):
    first = job_key(url="http://127.0.0.1:8123/listing/northwind-design?q=designer&l=Remote", page_url=PAGE)
    page = PAGE + ("&page=2" if "page=2" in again else "&remote=true" if "remote" in again else "")
    assert job_key(url=again, page_url=page) == first == "url:/listing/northwind-design"


def test_link_keys_keep_what_names_the_job():
    assert job_key(url="http://127.0.0.1:9/board#/jobs/12?ref=list", page_url="http://127.0.0.1:9/board") \
        == "url:/board#/jobs/12"  # a hash route is the job's address
    # a split view on the results page itself: its parameter says which job, another host is kept in lower case
    assert job_key(url="http://127.0.0.1:9/jobs?job=b&sort=date", page_url="http://127.0.0.1:9/jobs?job=a") \
        == "url:/jobs?job=b"
    assert job_key(url="https://Boards.Example.COM/Acme/Designer?b=2&a=1", page_url=PAGE) \
        == "url:boards.example.com/Acme/Designer?a=1&b=2"
    # an anchor on the results page, a script and a mail name no job: content
    for link in ("http://127.0.0.1:8123/search?q=designer&l=Remote#designer", "javascript:void(0)", "mailto:jobs@x.org"):
        assert job_key(url=link, title="Designer", page_url=PAGE).startswith("h:")


def test_a_link_shared_by_different_jobs_of_one_view_names_none():
    from pytest_jobagent.runs.collect.dedup import shared_links
    view = [{"job_key": "url:/company/acme", "content_key": "h:1"}, {"job_key": "url:/company/acme", "content_key": "h:2"},
            {"job_key": "url:/job/x", "content_key": "h:3"}, {"job_key": "url:/job/x", "content_key": "h:3"}]
    shared_links(view)
    assert [v["job_key"] for v in view] == ["h:1", "h:2", "url:/job/x", "url:/job/x"]


def _job(key: str, title: str = "T") -> JobData:
    return JobData(title=title, company="C", location="L", apply_url="/a", source_url="/s", job_key=key)


def test_dedup_keeps_a_job_once_across_pages_and_counts_skips():
    memory = CollectMemory()
    first = memory.start_page("/jobs?start=0")
    assert memory.offer(_job("id:1"), first) and memory.offer(_job("id:2"), first)
    second = memory.start_page("/jobs?start=15")
    assert not memory.offer(_job("id:1"), second)
    assert memory.offer(_job("id:3"), second)
    assert [j.job_key for j in memory.jobs] == ["id:1", "id:2", "id:3"]
    assert memory.dedup.duplicates == 1 and (second.new, second.duplicates) == (1, 1)
    assert memory.duplicate_only_page() is None
    third = memory.start_page("/jobs?start=30")
    memory.offer(_job("id:2"), third)
    assert memory.duplicate_only_page().startswith("duplicate_only_page: /jobs?start=30")
    deduper = Deduper()
    assert deduper.add("k") and not deduper.add("k") and "k" in deduper


def test_breakers_say_why_they_stop():
    memory = CollectMemory(breakers=Breakers(max_jobs=2, max_pages=2, max_consecutive_errors=2, max_turns=50))
    assert memory.stop_reason() is None
    memory.offer(_job("id:1"))
    memory.offer(_job("id:2"))
    assert memory.stop_reason().startswith("max_jobs: 2 jobs")
    memory = CollectMemory(breakers=Breakers(max_consecutive_errors=2))
    memory.error("a")
    memory.ok()
    memory.error("b")
    assert memory.stop_reason() is None
    memory.error("c")
    assert memory.stop_reason().startswith("consecutive_errors: 2 in a row") and "last: c" in memory.stop_reason()
    memory = CollectMemory(breakers=Breakers(max_pages=2, max_turns=3))
    memory.start_page("/1")
    assert not memory.page_limit_reached()
    memory.start_page("/2")
    assert memory.page_limit_reached()
    memory.turns = 3
    assert memory.stop_reason().startswith("max_turns")


def test_extraction_check_rejects_invented_values():
    page = "Senior Engineer\nAcme   Robotics\nAustin, TX 78701\nApply now"
    assert occurs("acme robotics", page)
    assert invented_fields({"title": "Senior Engineer", "company": "Acme Robotics", "location": "Austin, TX"}, page) == []
    problems = invented_fields({"title": "Staff Engineer", "company": "", "location": "Austin, TX"}, page)
    assert problems == ["title 'Staff Engineer' does not occur in the page text", "company is empty"]


SAMPLES = [
    {"t": "Mechanical Engineer", "c": "Atlas Aerospace", "l": "New York, NY 10001", "s": "$80,000 a year"},
    {"t": "QA Engineer", "c": "Silverline", "l": "Denver, CO", "s": ""},
]


def test_field_map_check():
    assert check_field_map({"title": "t", "company": "c", "location": "l"}, SAMPLES) is None
    assert "not one of the listed leaf keys" in check_field_map({"title": "t", "company": "x"}, SAMPLES)
    assert "same leaf as title" in check_field_map({"title": "t", "company": "t"}, SAMPLES)
    assert "every listing has a title" in check_field_map({"title": None}, SAMPLES)
    assert "empty in 2 of 2" in check_field_map({"title": "s"}, [{"s": ""}, {"s": ""}])
    # a leaf that says the title again (a logo's alt, a link's name) holds no company
    again = [{**s, "a": s["t"].upper()} for s in SAMPLES]
    assert "repeats the title in 2 of 2" in check_field_map({"title": "t", "company": "a"}, again)
    # a leaf of places is no title
    places = [{"t": "Denver, CO", "c": "Silverline"}, {"t": "Berlin, Germany", "c": "Atlas Aerospace"}]
    assert "is a place, not a job title" in check_field_map({"title": "t", "company": "c"}, places)


def test_list_fields_by_code_from_a_field_map():
    item = {"index": 0, "attrs": {"data-jk": "cdba32b6e158bd1e"}, "links": ["/viewjob?jk=cdba32b6e158bd1e"],
            "leaves": [{"key": "h2 > a > span", "text": "Mechanical Engineer", "href": "/viewjob?jk=cdba32b6e158bd1e"},
                       {"key": "div.co", "text": "Atlas Aerospace", "href": None},
                       {"key": "div.loc", "text": "New York, NY", "href": None},
                       {"key": "div.badge", "text": "Easily apply", "href": None}]}
    fmap = FieldMap(pattern="li", title="h2 > a > span", company="div.co", location="div.loc", salary="div.pay",
                    easy_apply_marker="div.badge")
    values = extract_item(item, fmap, "http://h:1/jobs?q=x")
    assert values["title"] == "Mechanical Engineer" and values["salary"] is None and values["easy_apply"]
    assert values["link"] == "http://h:1/viewjob?jk=cdba32b6e158bd1e"
    assert values["job_key"] == "id:cdba32b6e158bd1e"


def test_heuristic_extractor_maps_fields_from_leaf_texts_only():
    text = """LISTING PATTERN: ul > li

SAMPLED ITEMS:
ITEM 1:
  [div > h2 > a > span] "Mechanical Engineer" (link /viewjob?jk=1)
  [div > span.name] "Atlas Aerospace"
  [div > span.rating] "4.0"
  [div > div.where] "New York, NY 10001"
  [div > div.pay] "$80,000 - $98,000 a year"
  [div > span.badge] "Easily apply"
  [div > span.when] "Posted 3 days ago"
ITEM 2:
  [div > h2 > a > span] "QA Engineer" (link /viewjob?jk=2)
  [div > span.name] "Silverline Telecom"
  [div > div.where] "Remote"
  [div > span.when] "Just posted"
"""
    answer = extractor_rules.map_fields(text)
    assert answer.args == {"title": "div > h2 > a > span", "company": "div > span.name", "location": "div > div.where",
                           "salary": "div > div.pay", "posted_date": "div > span.when",
                           "easy_apply_marker": "div > span.badge"}


def test_filter_passes_and_collect_scenario_schema():
    assert filter_passes({"Job type": "Full-time"}) == [{"Job type": ["Full-time"]}]
    assert filter_passes([{"A": ["x", "y"]}, {}, {"B": "z"}]) == [{"A": ["x", "y"]}, {"B": ["z"]}]
    scenario = SCENARIO.validate_python({"name": "n", "site": "s", "run": "collect",
                                         "collect": {"filters": [{"Date posted": "Past week"}], "max_pages": 2},
                                         "expect": {"jobs": {"min": 1, "match_truth": "start"}}})
    assert scenario.collect.max_jobs == 100 and scenario.collect.max_pages == 2
    with pytest.raises(ValidationError):
        SCENARIO.validate_python({"name": "n", "site": "s", "run": "collect", "collect": {"max_job": 3}})


def test_check_collect_against_the_site_truth():
    truth = json.loads((SITES / "jobboard_classic" / "truth.json").read_text())
    query = truth["queries"]["engineer_in_texas"]
    jobs = []
    for jk in query["jks"]:
        record = truth["jobs"][jk]
        url = record["apply_url"] or f"/viewjob?jk={jk}"
        jobs.append(JobData(title=record["title"], company=record["company"], location=record["location"],
                            apply_url="http://127.0.0.1:9" + url, apply_type=record["apply_type"],
                            source_url=f"http://127.0.0.1:9/viewjob?jk={jk}", job_key=f"id:{jk}", site_id=jk))
    result = CollectionResult(success=True, jobs=jobs, stop_reason="done", pages_visited=["/jobs"])
    expect = SCENARIO.validate_python({"name": "n", "site": "s", "run": "collect", "expect": {
        "jobs": {"equals": 5, "unique": True, "fields": ["title", "apply_url"], "match_truth": "engineer_in_texas",
                 "apply_urls_resolve": True}, "pages_visited": {"equals": 1}}}).expect
    assert check_collect(expect, result, truth=truth, resolves=lambda url: True) == []
    broken = result.model_copy(update={"jobs": jobs[:-1] + [jobs[0]]})
    broken.jobs[1] = broken.jobs[1].model_copy(update={"title": "Invented"})
    problems = check_collect(expect, broken, truth=truth, resolves=lambda url: "jk=" not in url)
    text = "\n".join(problems)
    assert "collected more than once" in text and "1 of 5 truth jobs not collected" in text
    assert "title: truth" in text and "apply urls do not resolve" in text


def test_content_keys_tell_apart_titles_in_any_script():
    # an ASCII-only fold made every Korean or Arabic title the same empty key: one job kept of a page
    from pytest_jobagent.runs.collect.dedup import job_key as key_of
    korean = [key_of(title=t, company="(주)한빛소프트", location="경기 성남시 분당구")
              for t in ("백엔드 개발자", "재무회계 담당자", "게임 QA 테스터")]
    arabic = [key_of(title=t, company="شركة الأفق للتقنية", location="القاهرة، مصر") for t in ("محاسب عام", "مندوب مبيعات")]
    assert len(set(korean)) == 3 and len(set(arabic)) == 2
    assert key_of(title="Backend Engineer!", company="ACME") == key_of(title="backend  engineer", company="acme")


def test_the_truth_check_reads_values_in_any_script():
    # a district alone is not the truth's region and district: an ASCII-only fold compared two empty strings
    truth = {"queries": {"start": {"ids": ["48213971"]}},
             "jobs": {"48213971": {"title": "백엔드 개발자 (Java/Spring)", "company": "(주)한빛소프트",
                                   "location": "경기 성남시 분당구", "detail_url": "/view?rec_idx=48213971"}}}
    job = JobData(title="백엔드 개발자 (Java/Spring)", company="(주)한빛소프트", location="성남시 분당구",
                  apply_url="http://127.0.0.1:9/view?rec_idx=48213971",
                  source_url="http://127.0.0.1:9/view?rec_idx=48213971", job_key="h:1")
    result = CollectionResult(success=True, jobs=[job], stop_reason="done", pages_visited=["/"])
    expect = SCENARIO.validate_python({"name": "n", "site": "s", "run": "collect",
                                       "expect": {"jobs": {"match_truth": "start"}}}).expect
    assert "location: truth '경기 성남시 분당구'" in "\n".join(check_collect(expect, result, truth=truth))
    right = result.model_copy(update={"jobs": [job.model_copy(update={"location": "경기  성남시 분당구"})]})
    assert check_collect(expect, right, truth=truth) == []


def test_heuristic_extractor_maps_no_contract_type_as_company():
    # an agency's cards name no client employer: the line under the title says the contract type, not a company
    text = """LISTING PATTERN: ol > li

SAMPLED ITEMS:
ITEM 1:
  [article > h3 > a] "Analista Fiscal" (link /vaga/101)
  [article > p.meta > span.a] "Curitiba"
  [article > p.meta > span.b] "Efetivo"
  [article > p.lead] "Buscamos uma pessoa analista para apoiar o fechamento fiscal mensal da operação."
ITEM 2:
  [article > h3 > a] "Comprador Técnico" (link /vaga/102)
  [article > p.meta > span.a] "Joinville"
  [article > p.meta > span.b] "Temporário"
  [article > p.lead] "Vaga para conduzir negociações com fornecedores de peças e acompanhar entregas."
ITEM 3:
  [article > h3 > a] "Engenheira de Processos" (link /vaga/103)
  [article > p.meta > span.a] "Curitiba"
  [article > p.meta > span.b] "Permanente"
  [article > p.lead] "Atuação na melhoria contínua das linhas de montagem e na redução de perdas."
"""
    answer = extractor_rules.map_fields(text)
    assert answer.args["title"] == "article > h3 > a"
    assert answer.args["location"] == "article > p.meta > span.a"
    assert answer.args.get("company") != "article > p.meta > span.b"
