"""Lists whose columns are named outside <th> rows of their own table, and titles a search sets in bold (browser tier,
small pages of their own): a first row of plain name cells, a table of column names before a list of one-row tables,
a keyword in <b> inside the title's link, a place in brackets inside it; read through collect.js listingItems and the
bundled model's field map, as the collect reads them."""

from __future__ import annotations

from pytest_jobagent.heuristic.roles import extractor as extractor_rules
from pytest_jobagent.runs.collect.employer import page_employer
from pytest_jobagent.runs.collect.listing import describe_samples, extract_item, read_items
from pytest_jobagent.runs.collect.models import FieldMap


def field_map(items):
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + describe_samples(items)).args
    return args, FieldMap(pattern="x", **args)


def test_a_first_row_of_plain_cells_names_the_columns_and_a_category_column_is_no_company(mpage, test_pages):
    mpage.goto(test_pages.url("/headers/names_row.html"))
    items = read_items(mpage, "table.joblist tr.r0, table.joblist tr.r1")
    assert len(items) == 4
    labels = {leaf["text"]: leaf["label"] for leaf in items[0]["leaves"]}
    assert labels == {"前端开发工程师": "职位名称", "研发类": "职位类别", "3": "人数", "杭州": "地点", "2026-10-02": "发布时间"}
    args, fmap = field_map(items)
    # the job family under "职位类别" is neither the title nor the employer: a careers page of one employer
    assert args.get("company") is None
    values = extract_item(items[1], fmap, test_pages.url("/headers/names_row.html"))
    assert (values["title"], values["location"]) == ("招聘专员", "苏州")
    # the employer is the page's: its title names it unspaced before the board word ("蓝山招聘"), not "社会招聘"
    assert page_employer(mpage) == ("蓝山", "page title")


def test_a_table_of_column_names_before_one_table_per_job_names_their_cells(mpage, test_pages):
    mpage.goto(test_pages.url("/headers/header_table.html"))
    items = read_items(mpage, "div.results > table.result:has(a[href])")
    assert len(items) == 4
    first = {leaf["label"]: leaf["text"] for leaf in items[0]["leaves"]}
    assert first["公司名称"] == "蓝山物流有限公司" and first["工作地点"] == "宁波 - 鄞州区"
    # the hidden row of facts under each job is no leaf
    assert not any("公司规模" in leaf["text"] for item in items for leaf in item["leaves"])
    args, fmap = field_map(items)
    url = test_pages.url("/headers/header_table.html")
    read = [extract_item(item, fmap, url) for item in items]
    # the keyword in bold is part of the title's text, whole ("财务主管" around none, "税务会计助理" around "会计")
    assert [v["title"] for v in read] == ["出纳", "财务主管", "会计", "税务会计助理"]
    assert [v["company"] for v in read] == ["蓝山物流有限公司", "绿野食品股份有限公司", "东湖建材有限责任公司", "远航贸易有限公司"]
    assert read[2]["location"] == "宁波 - 江北区"


def test_a_name_in_brackets_inside_the_titles_link_is_the_place_where_few_are_known_places(mpage, test_pages):
    mpage.goto(test_pages.url("/cards/bracket_place.html"))
    items = read_items(mpage, "ul.jobs > li.job")
    assert len(items) == 5
    # "[<em>文三路</em>]": one leaf, brackets and all, no leaf for the <em> inside it
    assert [leaf["text"] for leaf in items[0]["leaves"] if "[" in leaf["text"]] == ["[文三路]"]
    args, fmap = field_map(items)
    assert args["location"] == "div.main > a.go > span.where"
    assert args["company"] == "div.firm > a"
    url = test_pages.url("/cards/bracket_place.html")
    assert [extract_item(item, fmap, url)["location"] for item in items][:2] == ["[文三路]", "[黄龙]"]


def test_a_bold_title_that_a_link_goes_on_from_with_its_employer_stays_apart(mpage, test_pages):
    mpage.goto(test_pages.url("/cards/bold_parted.html"))
    items = read_items(mpage, "ul.openings > li.opening")
    texts = [[leaf["text"] for leaf in item["leaves"]] for item in items]
    assert sorted(texts[0][:2]) == ["Field Technician", "at Harbor Pumps"]
    assert sorted(texts[1][:2]) == ["Warehouse Lead", "· Delta Freight"]
    # a word set in bold inside one name (a search's keyword) is part of it
    assert texts[2][0] == "Senior Data Engineer"
