"""A line of parts joined by a separator whose parts are values of different fields ("Hybrid in Austin, Texas •
Yesterday": a place and an age) gives each field its part, in the judgement of values (places, work modes, a place slot
that says none in any language, dateparser's ages) and in the listing's reading (extract_item, the field map's check,
the bundled model's map); such a line is never a company. Pure logic, no browser."""

from __future__ import annotations

import pytest

from pytest_jobagent import values
from pytest_jobagent.heuristic.roles import extractor as extractor_rules
from pytest_jobagent.lexicon import WORDS
from pytest_jobagent.runs.collect.grounding import check_field_map
from pytest_jobagent.runs.collect.listing import extract_item
from pytest_jobagent.runs.collect.models import FieldMap


@pytest.mark.parametrize(("line", "fields"), [
    ("Hybrid in Austin, Texas • Yesterday", {"location": "Hybrid in Austin, Texas", "posted_date": "Yesterday"}),
    ("Remote • 3d ago", {"location": "Remote", "posted_date": "3d ago"}),
    ("Remote or Jacksonville, Florida • Updated 8d ago",
     {"location": "Remote or Jacksonville, Florida", "posted_date": "Updated 8d ago"}),
    ("No location provided • 2d ago", {"location": "No location provided", "posted_date": "2d ago"}),
    ("Berlin · vor 2 Tagen", {"location": "Berlin", "posted_date": "vor 2 Tagen"}),
    ("Ort nicht angegeben · vor 3 Tagen", {"location": "Ort nicht angegeben", "posted_date": "vor 3 Tagen"}),
    ("서울 강남구 · 3일 전", {"location": "서울 강남구", "posted_date": "3일 전"}),
    ("Berlin | $90k - $110k", {"location": "Berlin", "salary": "$90k - $110k"}),
])
def test_a_line_of_different_fields_gives_each_its_part(line, fields):
    assert values.line_fields(line) == fields


@pytest.mark.parametrize("text", [
    "Engineering • San Francisco, CA • Full time • Hybrid",  # a part that is no field's value: place_and_mode's line
    "San Francisco, CA • Remote",  # two parts of one field: one place as the page writes it
    "Senior Engineer in Berlin • 3d ago",  # a title that names a place is no place
    "Acme GmbH • Berlin",
    "R&D|QA",
    "Hybrid in Austin, Texas",
    "Yesterday",
])
def test_any_other_text_is_no_such_line(text):
    assert values.line_fields(text) == {}


@pytest.mark.parametrize("text", ["No location provided", "Location not specified", "Ort nicht angegeben",
                                  "Lieu non précisé", "Sin ubicación", "Local não informado", "근무지 미정", "勤務地未定"])
def test_a_place_slot_that_says_no_place_in_any_language(text):
    assert values.says_no_place(text)


@pytest.mark.parametrize("text", ["Berlin", "Remote", "Location", "Confidential Company", ""])
def test_a_place_or_a_label_is_no_unstated_place(text):
    assert not values.says_no_place(text)


def test_the_unstated_place_speaks_the_fifteen_languages():
    assert {"en", "de", "fr", "es", "pt", "it", "nl", "pl", "ru", "uk", "tr", "id", "ja", "zh", "ko"} \
        <= set(WORDS["place_unstated"])


@pytest.mark.parametrize("line", ["Hybrid in Austin, Texas • Yesterday", "No location provided • 2d ago",
                                  "Remote or Denver, Colorado • 6d ago"])
def test_such_a_line_is_no_company(line):
    assert values.kind_problem("company", line) is not None


TITLE, COMPANY, LINE = "div > a.title", "div > a.company > p", "p.meta"


def card(title: str, company: str | None, line: str) -> dict:
    leaves = [{"key": TITLE, "text": title, "href": f"/job-detail/{abs(hash(title))}", "label": "", "lines": []},
              {"key": LINE, "text": line, "href": None, "label": "", "lines": []}]
    if company:
        leaves.insert(0, {"key": COMPANY, "text": company, "href": "/company-profile/1", "label": "", "lines": []})
    return {"index": 0, "leaves": leaves, "attrs": {}, "links": [leaves[0]["href"]], "paid": False, "group": None}


def test_the_place_and_the_age_of_one_line_each_take_their_part():
    fmap = FieldMap(pattern="div.card", title=TITLE, company=COMPANY, location=LINE, posted_date=LINE)
    found = extract_item(card("Lead Web Developer", "Northwind Labs", "Hybrid in Austin, Texas • Yesterday"), fmap,
                         "http://h/")
    assert (found["location"], found["posted_date"]) == ("Hybrid in Austin, Texas", "Yesterday")
    remote = extract_item(card("Web Developer", "Northwind Labs", "Remote • 3d ago"), fmap, "http://h/")
    assert (remote["location"], remote["work_mode"], remote["posted_date"]) == ("Remote", "Remote", "3d ago")
    # the site's truth writes the card's words for a slot that says no place: they are kept as the place
    unstated = extract_item(card("Web Developer", "Orbital", "No location provided • 2d ago"), fmap, "http://h/")
    assert (unstated["location"], unstated["work_mode"], unstated["posted_date"]) == ("No location provided", None,
                                                                                      "2d ago")


def test_a_map_of_such_a_line_passes_the_check_where_every_sample_is_remote():
    samples = [{TITLE: f"Engineer {n}", LINE: f"Remote • {n}d ago"} for n in (1, 2, 3)]
    assert check_field_map({"title": TITLE, "location": LINE, "posted_date": LINE}, samples) is None


def test_the_bundled_model_maps_the_line_to_the_place_and_the_age_and_never_to_the_company():
    lines = ["Remote • 8d ago", "No location provided • 2d ago", "Hybrid in Austin, Texas • Yesterday"]
    sampled = "\n".join(f'ITEM {n}:\n  [{TITLE}] "Web Developer {n}" (link /job-detail/{n})\n  [{LINE}] "{line}"'
                        for n, line in enumerate(lines, 1))
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + sampled).args
    assert (args["location"], args["posted_date"], args.get("company")) == (LINE, LINE, None)
