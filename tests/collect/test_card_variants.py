"""A card that differs from the sampled ones keeps its fields (pure: items as the in-page reader returns them), and a
place's parts are judged by the place libraries in any language."""

from __future__ import annotations

import pytest

from pytest_jobagent import values
from pytest_jobagent.runs.collect.listing import extract_item, same_place
from pytest_jobagent.runs.collect.models import FieldMap


def item(*leaves: tuple[str, str], lines: dict[str, list[str]] | None = None) -> dict:
    return {"index": 0, "attrs": {}, "links": ["/job/1"],
            "leaves": [{"key": k, "text": t, "href": None, "label": "", "lines": (lines or {}).get(k, [])}
                       for k, t in leaves]}


FMAP = FieldMap(pattern="li", title="h2 > a", company="div.row2 > a.comp-name", location="div.row3 > span.loc")


@pytest.mark.parametrize("key, other, same", [
    ("div.row2 > a.comp-name.mw-25", "div.row2 > a.comp-name", True),  # a class for long names
    ("div > a.company.job-pro > span.company-name", "div > a.company > span.company-name", True),  # a promoted card
    ("div > span.salary", "div > span.location", False),
    ("div > span", "div > span #2", False),  # the second of its kind is another leaf
    ("div > span", "div > b", False),
])
def test_a_variant_class_keeps_the_leaf_in_its_place(key, other, same):
    assert same_place(key, other) is same


def test_a_card_with_a_variant_class_keeps_its_company():
    card = item(("h2 > a", "Data Analyst"), ("div.row2 > a.comp-name.mw-25", "Pricewaterhousecoopers Service"),
                ("div.row3 > span.loc", "Hyderabad"))
    assert extract_item(card, FMAP, "http://h/")["company"] == "Pricewaterhousecoopers Service"


def test_a_card_without_the_inner_wrapper_keeps_its_place_one_level_up():
    fmap = FieldMap(pattern="li", title="h2 > a", company="div.cl > div > span", location="div.cl > div > div")
    card = item(("h2 > a", "データアナリスト"), ("div.cl > div > span", "株式会社JPデジタル"),
                ("div.cl > div", "一部在宅 in 東京都 千代田区 大手町"))
    assert extract_item(card, fmap, "http://h/")["location"] == "一部在宅 in 東京都 千代田区 大手町"


def test_a_company_in_plain_text_where_others_link_it_is_taken_from_the_same_slot():
    fmap = FieldMap(pattern="li", title="strong > a", company="p.company > a.page > span.text",
                    location="p.company > span.location")
    card = item(("strong > a", "Python developer"), ("p.company", "-"), ("p.company > strong", "Altherias"),
                ("p.company > span.location", "Italia Meridionale, Italia"))
    got = extract_item(card, fmap, "http://h/")
    assert (got["company"], got["location"]) == ("Altherias", "Italia Meridionale, Italia")


def test_a_place_split_over_leaves_is_its_whole_line_and_no_more():
    fmap = FieldMap(pattern="li", title="h2 > a", company="div.w > div > a", location="div.w > div.m > a > span")
    lines = {"div.w > div.m > a > span": ["Doha", "Doha, Qatar"]}
    card = item(("h2 > a", "Network Specialist"), ("div.w > div > a", "Ali Bin Ali"), ("div.w > div.m", ","),
                ("div.w > div.m > a > span", "Doha"), ("div.w > div.m > a > span #2", "Qatar"), lines=lines)
    assert extract_item(card, fmap, "http://h/")["location"] == "Doha, Qatar"
    # a line that goes on past the place (requirements, a job type) stops at the place
    korean = {"div.c > span > a": ["서울 강남구", "서울 강남구 경력 3년↑ 대졸↑ 정규직"]}
    fmap = FieldMap(pattern="li", title="h2 > a", location="div.c > span > a")
    card = item(("h2 > a", "데이터 분석가"), ("div.c > span > a", "서울"), ("div.c > span > a #2", "강남구"),
                ("div.c > span", "경력 3년↑"), lines=korean)
    assert extract_item(card, fmap, "http://h/")["location"] == "서울 강남구"
    # the line that holds the company too is no place
    mixed = {"div.w > div.m > a > span": ["Ali Bin Ali Doha, Qatar"]}
    fmap = FieldMap(pattern="li", title="h2 > a", company="div.w > div > a", location="div.w > div.m > a > span")
    card = item(("h2 > a", "Network Specialist"), ("div.w > div > a", "Ali Bin Ali"),
                ("div.w > div.m > a > span", "Doha"), lines=mixed)
    assert extract_item(card, fmap, "http://h/")["location"] == "Doha"


@pytest.mark.parametrize("text, place", [
    ("Đà Nẵng (mới)", True),  # a badge beside the place
    ("Hà Nội (mới)", True),
    ("경기 성남시", True),  # a province bare, as pycountry's Korean 경기도 is written on boards
    ("广东 深圳", True),
    ("New", False),
    ("Top", False),
])
def test_places_in_their_local_forms(text, place):
    assert values.is_place(text) is place


@pytest.mark.parametrize("text, goes", [(", Qatar", True), ("(Hybrid)", True), ("강남구", True), ("(Finland)", True),
                                        ("경력 3년↑ 대졸↑ 정규직", False), ("Full time", False)])
def test_what_may_join_a_place_on_its_line(text, goes):
    assert values.goes_with_place(text) is goes


def test_jobs_titled_in_korean_or_chinese_have_keys_of_their_own():
    from pytest_jobagent.runs.collect.dedup import job_key

    keys = {job_key(title=t, company=c, location=loc) for t, c, loc in [
        ("데이터 분석 담당자 채용", "(주)한빛소프트", "서울 강남구"), ("백엔드 개발자 모집", "네이버(주)", "경기 성남시"),
        ("数据分析师", "北京字节跳动科技有限公司", "北京-海淀区"), ("财务专员", "华为技术", "深圳")]}
    assert len(keys) == 4


@pytest.mark.parametrize("href, leads", [("/job/1", True), ("#/jobs/12", True), ("#none", False), ("#", False),
                                         ("javascript:fn_detail('K1')", False), ("", False)])
def test_a_title_link_that_does_not_route_is_no_address_of_the_job(href, leads):
    from pytest_jobagent.runs.collect.listing import item_link, routes

    assert routes(href) is leads
    card = item(("td > a", "데이터 엔지니어"))
    card["leaves"][0]["href"], card["links"] = href, []
    assert item_link(card, FieldMap(pattern="tr", title="td > a")) == (href if leads else None)


@pytest.mark.parametrize("label, field", [("기업명", "company"), ("채용공고명", "title"), ("근무지역", "location"),
                                          ("职位名称", "title"), ("公司名称", "company"), ("发布时间", "posted_date"),
                                          ("Arbeitgeber", "company"), ("company location", "location")])
def test_a_column_named_in_the_pages_language_names_its_field(label, field):
    from pytest_jobagent.runs.collect.fields import field_of_label

    assert field_of_label(label) == field


@pytest.mark.parametrize("name", ["北京字节跳动科技有限公司", "中国建设银行", "国家电网有限公司", "日立（中国）有限公司"])
def test_an_employer_named_after_its_city_is_no_place(name):
    # an unspaced name that starts with a place ("北京", "中国") and holds a word of an organization is an employer
    assert not values.is_place(name)
    assert values.is_place(name[:2]) or name.startswith("日立")


def test_a_work_mode_in_the_places_slot_gives_way_to_the_place_after_it():
    # a row of facts (type, mode, place): most cards have no mode, so the mapped slot holds the place; one that has
    # a mode holds it there and its place in the next slot of that kind
    fmap = FieldMap(pattern="div.card", title="h5", location="div.facts > span.fact > span #2")
    card = item(("h5", "QA Specialist"), ("div.facts > span.fact > span", "Full-Time"),
                ("div.facts > span.fact > span #2", "Remote"), ("div.facts > span.fact > span #3", "Kandy, Sri Lanka"))
    got = extract_item(card, fmap, "http://h/")
    assert (got["location"], got["work_mode"]) == ("Kandy, Sri Lanka", "Remote")
    # no place after it: a remote job keeps its mode as its place
    card = item(("h5", "QA Specialist"), ("div.facts > span.fact > span", "Full-Time"),
                ("div.facts > span.fact > span #2", "Remote"), ("div.facts > span.fact > span #3", "LKR 150,000"))
    assert extract_item(card, fmap, "http://h/")["location"] == "Remote"


def test_a_card_without_the_pay_pill_keeps_its_place_from_the_earlier_pill():
    # pills of one kind in a row: pay, place, age; a card without a pay has its place in the first pill
    fmap = FieldMap(pattern="li", title="a > h2", company="div.meta > span.name", location="div.meta > div.pill > span #2",
                    salary="div.meta > div.pill > span")
    full = item(("a > h2", "Platform Engineer"), ("div.meta > span.name", "Northwind Labs"),
                ("div.meta > div.pill > span", "$120,000 - $150,000"), ("div.meta > div.pill > span #2", "Lisbon - Portugal"))
    short = item(("a > h2", "Backend Developer"), ("div.meta > span.name", "Blue Finch"),
                 ("div.meta > div.pill > span", "Denver, Colorado - United States"))
    got, got_short = extract_item(full, fmap, "http://h/"), extract_item(short, fmap, "http://h/")
    assert (got["location"], got["salary"]) == ("Lisbon - Portugal", "$120,000 - $150,000")
    assert (got_short["location"], got_short["salary"]) == ("Denver, Colorado - United States", None)
    # a pay in the first pill stays the pay: the place pill missing leaves no place
    no_place = item(("a > h2", "SRE"), ("div.meta > span.name", "Quartz Grid"), ("div.meta > div.pill > span", "$90k - $110k"))
    assert extract_item(no_place, fmap, "http://h/")["location"] is None


def test_a_leaf_that_repeats_the_title_is_neither_employer_nor_place():
    # a logo's alt and a link's name that say the job's title again: the same words are no company and no place
    fmap = FieldMap(pattern="li", title="h3 > a", company="img.logo", location="span.where")
    card = item(("h3 > a", "Senior Data Engineer"), ("img.logo", "senior data engineer."), ("span.where", "Lyon"))
    got = extract_item(card, fmap, "http://h/")
    assert (got["title"], got["company"], got["location"]) == ("Senior Data Engineer", None, "Lyon")
    other = item(("h3 > a", "Data Engineer"), ("img.logo", "Data Engineering Guild"), ("span.where", "Lyon"))
    assert extract_item(other, fmap, "http://h/")["company"] == "Data Engineering Guild"


def test_a_place_is_no_title():
    assert values.kind_problem("title", "Berlin, Germany") == "title 'Berlin, Germany' is a place, not a job title"
    assert values.kind_problem("title", "Київ") is not None
    for title in ("Office Manager Berlin", "Sales Representative - Berlin", "Remote", "Data Analyst (Remote)",
                  "Java架构师", "부산신항 물류센터 현장관리자"):  # a word that starts like a place (Busan), Latin before Han
        assert values.kind_problem("title", title) is None, title


@pytest.mark.parametrize("count, place", [
    ("(+2 località)", "Latina, Italia (+2 località)"),
    ("+3", "Latina, Italia +3"),
    ("(+6 other places)", "Latina, Italia (+6 other places)"),
    ("+2 Standorte", "Latina, Italia +2 Standorte"),
    ("(2 località)", "Latina, Italia"),  # no plus sign: no count of more places
    ("+39 06 5550 1234", "Latina, Italia"),  # a phone number
    ("+2 years of experience required", "Latina, Italia"),  # more than a count and a word or two
])
def test_a_place_keeps_the_count_of_more_places_the_card_folds_away_after_it(count, place):
    # "Latina, Italia" then a clickable "(+2 località)" that lists the job's other places: the place as the card
    # shows it
    fmap = FieldMap(pattern="div.offer", title="strong > a", company="p.company > a > span",
                    location="p.company > span.location")
    card = item(("strong > a", "Python Developer"), ("p.company > a > span", "Exprivia"),
                ("p.company > span.location", "Latina, Italia"), ("p.company > span.dedup", count),
                ("p.description", "La Digital Factory è alla ricerca di un Python Developer."))
    assert extract_item(card, fmap, "http://h/")["location"] == place


def test_a_count_after_the_place_that_a_field_is_mapped_to_stays_that_fields():
    fmap = FieldMap(pattern="li", title="h2 > a", company="div > a", location="div > span.loc",
                    salary="div > span.pay")
    card = item(("h2 > a", "Barista"), ("div > a", "Bean & Co"), ("div > span.loc", "Leeds"), ("div > span.pay", "+5"))
    assert extract_item(card, fmap, "http://h/")["location"] == "Leeds"
