"""Field kinds without a browser: labels a page uses name fields, values must read as their field."""

from __future__ import annotations

import pytest

from pytest_jobagent.heuristic.roles import extractor as extractor_rules
from pytest_jobagent.runs.collect.fields import field_of_label, kind_problem, strip_label
from pytest_jobagent.runs.collect.grounding import check_field_map


@pytest.mark.parametrize("label, field", [
    ("Where", "location"), ("Location", "location"), ("addressLocality", "location"), ("Employer", "company"),
    ("hiringOrganization", "company"), ("Role", "title"), ("Date posted", "posted_date"), ("Compensation", "salary"),
    ("Type", None), ("", None),
])
def test_a_page_label_names_its_field(label, field):
    assert field_of_label(label) == field


@pytest.mark.parametrize("name, value", [
    ("company", "at"), ("company", "10d"), ("company", "Ref #441587."), ("company", "3 days ago"),
    ("company", "Promoted"), ("location", "Posted 2 days ago"), ("title", "Apply now"),
    # seen as salaries and dates on saved real boards and in the heuristic's details readings: a job type, a word
    # for no figure, a reference code; a label with no date after it
    ("salary", "Competitive"), ("salary", "Not Specified"), ("salary", "Full-time"), ("salary", "BPS-2103"),
    ("salary", "Competitive salary and a yearly bonus"), ("posted_date", "Posted on"),
    ("posted_date", "#### Date posted"), ("posted_date", "Date Posted:"),
])
def test_values_that_are_not_of_their_kind_are_named(name, value):
    assert kind_problem(name, value)


@pytest.mark.parametrize("name, value", [
    ("company", "Acme Robotics GmbH"), ("company", "37signals"), ("location", "Sydney NSW"),
    ("location", "Amsterdam - Netherlands"), ("location", "New York, NY"), ("location", "Remote"),
    ("title", "Senior Data Engineer"),
    ("salary", "£34000 - £35000 per annum"), ("salary", "31,988 - 33,672"), ("salary", "DKK 62,000 – 72,000 per month"),
    ("salary", "50.000 € brutto"), ("salary", "$16.50/hour + bonus"), ("salary", "Up to 45k"),
    ("posted_date", "Posted 30+ days ago"), ("posted_date", "Recently"), ("posted_date", "Nov 24, 2026"),
    ("posted_date", "Posted today"), ("posted_date", "3d"), ("posted_date", "2026-11-02"),
])
def test_values_of_their_kind_pass(name, value):
    assert kind_problem(name, value) is None


def test_label_prefixes_come_off_only_when_they_name_a_field():
    assert strip_label("Location: Berlin") == "Berlin"
    assert strip_label("Where: Sydney NSW") == "Sydney NSW"
    assert strip_label("Note: bring snacks") == "Note: bring snacks"


def test_a_field_map_whose_company_leaf_holds_ages_is_sent_back():
    samples = [{"t": "Engineer", "c": "10d", "l": "Berlin"}, {"t": "Chef", "c": "3d", "l": "Wien"},
               {"t": "Nurse", "c": "Acme", "l": "Graz"}]
    problem = check_field_map({"title": "t", "company": "c", "location": "l"}, samples)
    assert problem and problem.startswith("company:") and "date or an age" in problem


SAMPLES_DL = """ITEM 1:
  [div > h3 > a] "Platform Engineer" (link /jobs/1)
  [div > dl > dt] "Employer"
  [div > dl > dd] <Employer> "Northwind"
  [div > dl > dt #2] "Where"
  [div > dl > dd #2] <Where> "Sydney NSW"
  [div > dl > dd #3] <Type> "Remote"
ITEM 2:
  [div > h3 > a] "Chef" (link /jobs/2)
  [div > dl > dt] "Employer"
  [div > dl > dd] <Employer> "Harbor Hotels"
  [div > dl > dt #2] "Where"
  [div > dl > dd #2] <Where> "Amsterdam - Netherlands"
  [div > dl > dd #3] <Type> "Hybrid"
"""

SAMPLES_TABLE = """ITEM 1:
  [tr > td > a] <Role> "Data Analyst" (link #role-1)
  [tr > td #2] <Team> "Finance"
  [tr > td #3] <Location> "Toronto, ON"
ITEM 2:
  [tr > td > a] <Role> "Designer" (link #role-2)
  [tr > td #2] <Team> "Product"
  [tr > td #3] <Location> "Remote"
"""


@pytest.mark.parametrize("samples, expected", [
    (SAMPLES_DL, {"title": "div > h3 > a", "company": "div > dl > dd", "location": "div > dl > dd #2"}),
    (SAMPLES_TABLE, {"title": "tr > td > a", "location": "tr > td #3"}),
])
def test_the_heuristic_extractor_maps_by_the_pages_own_labels(samples, expected):
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + samples).args
    assert {k: args[k] for k in expected} == expected
    assert args.get("company") != "tr > td #2"  # a team is not the company


def test_a_leaf_whose_texts_are_options_of_a_place_filter_is_the_location():
    samples = """ITEM 1:
  [div.job-box > div.jb-title] "Senior Backend Engineer"
  [div.job-box > div.jb-description > span] "Full-time"
  [div.job-box > div.jb-description > span #3] "München"
ITEM 2:
  [div.job-box > div.jb-title] "Fleet Technician"
  [div.job-box > div.jb-description > span] "Part-time"
  [div.job-box > div.jb-description > span #3] "Wien"
"""
    text = "FILTERS ON THE PAGE:\nOffice: München | Berlin | Wien\nDepartment: Engineering | Operations\n\n" \
           "SAMPLED ITEMS:\n" + samples
    args = extractor_rules.map_fields(text).args
    assert args["location"] == "div.job-box > div.jb-description > span #3"


@pytest.mark.parametrize("url, expected", [
    ("https://board.example/job/site-electrician-2/", "site-electrician-2"),
    ("https://board.example/job/shipwright/", "shipwright"),
    ("https://careers.example/o/senior-frame-engineer", "senior-frame-engineer"),
    ("https://jobs.example/northwind/3f1c2b9e-1111-4abc-9def-0123456789ab/apply", "3f1c2b9e-1111-4abc-9def-0123456789ab"),
    ("https://spa.example/#/jobs/1001", "1001"),
    ("https://board.example/jobs/search", None),
])
def test_a_jobs_own_id_is_read_from_slugs_uuids_and_hash_routes(url, expected):
    from pytest_jobagent.runs.collect.dedup import site_id

    assert site_id(url) == expected
