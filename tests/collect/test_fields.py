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


@pytest.mark.parametrize(("name", "value"), [
    ("company", "Pro"), ("company", "TOP"), ("company", "Featured"), ("company", "GẤP"), ("company", "急募"),
    ("company", "신규"), ("company", "Neu"), ("company", "Destacado"), ("location", "Hot"), ("title", "New"),
])
def test_a_badge_of_the_board_is_never_a_value(name, value):
    assert kind_problem(name, value) is not None and "badge" in kind_problem(name, value)


@pytest.mark.parametrize(("name", "value"), [
    ("company", "Pro Staff GmbH"), ("company", "新东方"), ("company", "Top Hat Ltd"), ("location", "新竹市"),
    ("title", "New Business Manager"), ("company", "Hot Topic Inc."),
])
def test_a_name_that_starts_like_a_badge_is_a_value(name, value):
    assert kind_problem(name, value) is None


def test_a_bulleted_meta_line_keeps_a_multi_location_value_whole():
    from pytest_jobagent.runs.collect.fields import place_and_mode

    many = "Worldwide | Remote, Nigeria | ALL | Remote, Kenya | ALL | Remote, South Africa, Bangladesh | All | Remote"
    assert place_and_mode(f"External Recruiting • {many} • Full time") == (many, None)
    assert place_and_mode("Engineering • San Francisco, CA • Full time • Hybrid") == ("San Francisco, CA", "Hybrid")
    # without bullets a bar still separates the parts of a meta line
    assert place_and_mode("Engineering | Berlin | Full time")[0] == "Berlin"


def test_a_place_and_a_work_mode_alone_are_one_location_as_written():
    from pytest_jobagent.runs.collect.fields import place_and_mode

    # a startup board's row: where the job is and that it may be done remotely, nothing else on the line
    assert place_and_mode("San Francisco, CA • Remote") == ("San Francisco, CA • Remote", "Remote")
    assert place_and_mode("Remote (US) • Seattle, WA") == ("Remote (US) • Seattle, WA", "Remote (US)")
    assert place_and_mode("Remote • Europe") == ("Remote • Europe", "Remote")


def test_a_place_line_that_starts_with_a_work_mode_gives_the_mode_and_keeps_the_line_as_its_place():
    from pytest_jobagent.runs.collect.fields import place_and_mode

    # the mode first, then joining words, then the place: a card's one line, in any language the lexicon knows
    assert place_and_mode("Hybrid in Austin, Texas") == ("Hybrid in Austin, Texas", "Hybrid")
    assert place_and_mode("Remote or Jacksonville, Florida") == ("Remote or Jacksonville, Florida", "Remote")
    assert place_and_mode("On-Site in Reston, Virginia") == ("On-Site in Reston, Virginia", "On-Site")
    assert place_and_mode("Home Office in Berlin") == ("Home Office in Berlin", "Home Office")
    assert place_and_mode("Télétravail à Paris") == ("Télétravail à Paris", "Télétravail")
    assert place_and_mode("Hybrid - London, UK") == ("Hybrid - London, UK", "Hybrid")
    assert place_and_mode("Hybrid (2 days) in Berlin") == ("Hybrid (2 days) in Berlin", "Hybrid (2 days)")
    # a mode alone, or with its note alone, is still the whole line
    assert place_and_mode("Hybrid (2 days a week)") == ("Hybrid (2 days a week)", "Hybrid (2 days a week)")
    assert place_and_mode("Remote") == ("Remote", "Remote")
    # a place alone, a name that only starts with a mode's word, a line that names no place: no mode
    assert place_and_mode("Chicago, Illinois") == ("Chicago, Illinois", None)
    assert place_and_mode("Remote Island Ltd") == ("Remote Island Ltd", None)
    assert place_and_mode("No location provided") == ("No location provided", None)


SAMPLES_BADGE = """ITEM 1:
  [div.body > h3.title > a > span] "Trưởng Phòng Nhân Sự [Hà Nội]" (link /viec-lam/truong-phong/783816.html)
  [div.body > a.company > span.badge] <company> "Pro" (link /cong-ty/bao-tin/1.html)
  [div.body > a.company > span.name] <company name> "CÔNG TY TNHH BẢO TÍN MINH CHÂU" (link /cong-ty/bao-tin/1.html)
  [div.body > label.salary > span] "Thoả thuận"
  [div.body > label.address > span] "Hà Nội"
ITEM 2:
  [div.body > h3.title > a > span] "Chuyên Viên Dịch Vụ Khách Hàng" (link /viec-lam/chuyen-vien/1980797.html)
  [div.body > a.company > span.badge] <company> "Pro" (link /cong-ty/acb/2.html)
  [div.body > a.company > span.name] <company name> "Ngân hàng Á Châu - ACB" (link /cong-ty/acb/2.html)
  [div.body > label.salary > span] "15 - 25 triệu"
  [div.body > label.address > span] "Hồ Chí Minh"
ITEM 3:
  [div.body > h3.title > a > span] "Quản Lý Cửa Hàng Thời Trang" (link /viec-lam/quan-ly/1979457.html)
  [div.body > a.company > span.badge] <company> "Pro" (link /cong-ty/vultex/3.html)
  [div.body > a.company > span.name] <company name> "CÔNG TY CỔ PHẦN VULTEX VIỆT NAM" (link /cong-ty/vultex/3.html)
  [div.body > label.salary > span] "12 - 18 triệu"
  [div.body > label.address > span] "Hà Nội"
"""

SAMPLES_ONE_LABEL = """ITEM 1:
  [div.card > h2 > a] "Network Specialist" (link /en/qatar/jobs/network-specialist-5463265/)
  [div.card > div.company-location > div > a.bold] <job company location wrapper> "Ali Bin Ali" (link /en/company/ali-bin-ali-2137034/)
  [div.card > div.company-location > div.mute] <job company location wrapper> ","
  [div.card > div.company-location > div.mute > a > span] <job company location wrapper> "Doha" (link /en/qatar/jobs/in-doha/)
  [div.card > div.company-location > div.mute > a > span #2] <job company location wrapper> "Qatar" (link /en/qatar/jobs/)
ITEM 2:
  [div.card > h2 > a] "Network Engineer" (link /en/saudi-arabia/jobs/network-engineer-5457405/)
  [div.card > div.company-location > div > a.bold] <job company location wrapper> "شركة رضاك الدولية" (link /en/company/x-2298803/)
  [div.card > div.company-location > div.mute] <job company location wrapper> ","
  [div.card > div.company-location > div.mute > a > span] <job company location wrapper> "Jeddah" (link /en/sa/jobs/in-jeddah/)
  [div.card > div.company-location > div.mute > a > span #2] <job company location wrapper> "Saudi Arabia" (link /en/sa/jobs/)
ITEM 3:
  [div.card > h2 > a] "IT Network Engineer" (link /en/qatar/jobs/it-network-engineer-5457087/)
  [div.card > div.company-location > div > a.bold] <job company location wrapper> "Human Capital Group Qatar" (link /en/company/hcg-1491002/)
  [div.card > div.company-location > div.mute] <job company location wrapper> ","
  [div.card > div.company-location > div.mute > a > span] <job company location wrapper> "Doha" (link /en/qatar/jobs/in-doha/)
  [div.card > div.company-location > div.mute > a > span #2] <job company location wrapper> "Qatar" (link /en/qatar/jobs/)
"""

SAMPLES_LONG_META = """ITEM 1:
  [div.brief > h3.brief-title] <job posting brief title> "Affiliate Marketing Manager" (link /board/1abc)
  [div.brief > div.brief-details > p] "External Recruiting • Worldwide | Remote, Nigeria | ALL | Remote, Kenya | ALL | Remote, South Africa, Bangladesh | All |" (link /board/1abc)
ITEM 2:
  [div.brief > h3.brief-title] <job posting brief title> "Creative Director" (link /board/0deb)
  [div.brief > div.brief-details > p] "External Recruiting • Australia | Canberra, Thailand | Bangkok, New Zealand | Wellington, South Africa, Vanuatu | Port V" (link /board/0deb)
ITEM 3:
  [div.brief > h3.brief-title] <job posting brief title> "Data Analyst" (link /board/a326)
  [div.brief > div.brief-details > p] "External Recruiting • Worldwide | Remote, Indonesia | Yogyakarta | Remote, Philippines | ALL | Remote, South Korea | Seo" (link /board/a326)
"""

SAMPLES_FLAGGED_PILLS = """ITEM 1:
  [div.card > div.top > span.pill] "Remote"
  [div.card > a.job > h2] "Platform Engineer" (link /jobs/platform-engineer-a1)
  [div.card > div.meta > span.name] "Northwind Labs"
  [div.card > div.meta > div.chip > span] "$120,000 - $150,000"
  [div.card > div.meta > div.chip > span #2] "Remote - Canada \U0001F1E8\U0001F1E6"
ITEM 2:
  [div.card > div.top > span.pill] "Hybrid"
  [div.card > a.job > h2] "Backend Developer" (link /jobs/backend-developer-b2)
  [div.card > div.meta > span.name] "Blue Finch"
  [div.card > div.meta > div.chip > span] "\u20ac70 000 - \u20ac90 000"
  [div.card > div.meta > div.chip > span #2] "Remote - Portugal \U0001F1F5\U0001F1F9"
ITEM 3:
  [div.card > div.top > span.pill] "Remote"
  [div.card > a.job > h2] "Site Reliability Engineer" (link /jobs/sre-c3)
  [div.card > div.meta > span.name] "Quartz Grid"
  [div.card > div.meta > div.chip > span] "$100k - $130k"
  [div.card > div.meta > div.chip > span #2] "Remote - France \U0001F1EB\U0001F1F7"
"""


@pytest.mark.parametrize("samples, expected", [
    # a badge before the employer's name ("Pro") is not the company
    # a place pill shown with its country's flag is the location, not the work-mode pill above the title
    (SAMPLES_FLAGGED_PILLS, {"company": "div.card > div.meta > span.name",
                             "location": "div.card > div.meta > div.chip > span #2"}),
    (SAMPLES_BADGE, {"title": "div.body > h3.title > a > span", "company": "div.body > a.company > span.name",
                     "location": "div.body > label.address > span"}),
    # one label over the company and the place: the leaf of places is the location, the leaf of names the company
    # (one name, "Ali Bin Ali", is also a place's alternate name in geonames)
    (SAMPLES_ONE_LABEL, {"company": "div.card > div.company-location > div > a.bold",
                         "location": "div.card > div.company-location > div.mute > a > span"}),
    # a long meta line that lists places is the location, however long
    (SAMPLES_LONG_META, {"location": "div.brief > div.brief-details > p"}),
])
def test_the_heuristic_extractor_judges_values_in_context(samples, expected):
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + samples).args
    assert {k: args[k] for k in expected} == expected


SAMPLES_CORP_FIRST = """ITEM 1:
  [div.area_corp > strong.corp_name > a] "(주)한빛소프트" (link /zf_user/company-info/view?csn=1208712345)
  [div.area_job > h2.job_tit > a.data_layer > span] "백엔드 개발자 (Java/Spring)" (link /zf_user/jobs/relay/view?rec_idx=48213971)
  [div.area_job > div.job_date > span.date] <date> "~12/15(월)"
  [div.area_job > div.job_date > button > span.immediately] "입사지원"
  [div.area_job > div.job_condition > span > a] "경기" (link /zf_user/search/recruit?loc_mcd=102000)
  [div.area_job > div.job_condition > span > a #2] "성남시 분당구" (link /zf_user/search/recruit?loc_mcd=102000)
ITEM 2:
  [div.area_corp > strong.corp_name > a] "(주)세진테크" (link /zf_user/company-info/view?csn=1348801122)
  [div.area_job > h2.job_tit > a.data_layer > span] "재무회계 담당자 (경력 3년 이상)" (link /zf_user/jobs/relay/view?rec_idx=48245984)
  [div.area_job > div.job_date > span.date] <date> "D-7"
  [div.area_job > div.job_date > button > span.immediately] "입사지원"
  [div.area_job > div.job_condition > span > a] "서울" (link /zf_user/search/recruit?loc_mcd=101000)
  [div.area_job > div.job_condition > span > a #2] "금천구" (link /zf_user/search/recruit?loc_mcd=101000)
ITEM 3:
  [div.area_corp > strong.corp_name > a] "네이버클라우드" (link /zf_user/company-info/view?csn=1298645521)
  [div.area_job > h2.job_tit > a.data_layer > span] "클라우드 인프라 엔지니어 (신입/경력)" (link /zf_user/jobs/relay/view?rec_idx=48222996)
  [div.area_job > div.job_date > span.date] <date> "~12/21(일)"
  [div.area_job > div.job_date > button > span.immediately] "입사지원"
  [div.area_job > div.job_condition > span > a] "경기" (link /zf_user/search/recruit?loc_mcd=102000)
  [div.area_job > div.job_condition > span > a #2] "성남시 분당구" (link /zf_user/search/recruit?loc_mcd=102000)
"""


def test_the_title_is_the_text_inside_a_heading_and_the_name_before_it_the_company():
    # the company's link comes first in each card; the job's name is the text inside its heading (h2 > a > span),
    # and an apply button's words ("입사지원") are no employer
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_CORP_FIRST).args
    assert args["title"] == "div.area_job > h2.job_tit > a.data_layer > span"
    assert args["company"] == "div.area_corp > strong.corp_name > a"


def test_a_board_of_many_employers_names_no_page_employer():
    from pytest_jobagent.runs.collect.employer import employer_from

    board = {"site": "Bayt.com", "title": "Network Engineer Jobs in the Middle East - Bayt.com",
             "ld": ["Ali Bin Ali"], "employers": ["Ali Bin Ali", "Human Capital Group Qatar", "Ali Bin Ali"]}
    assert employer_from(board) == (None, "")
    one = {**board, "employers": ["Northwind", "Northwind"], "ld": ["Northwind"]}
    assert employer_from(one) == ("Northwind", "structured data")


@pytest.mark.parametrize("url, expected", [
    # the path names the kind of page, a parameter that says it is an id names the job
    ("https://board.example/job/Detail?adid=143191213&listmenucd=LOCAL", "143191213"),
    ("https://board.example/recruit/view?rec_idx=48213377&view_type=list", "48213377"),
    ("https://board.example/job/shipwright/?utm_id=20261129", "shipwright"),  # a tracking id names no job
    ("https://board.example/job/site-electrician-2/?postingid=1700", "1700"),  # a known parameter first, as ever
    # a number naming the job's page beats a parameter ending in "Id" that names the search (the same on every card)
    ("https://board.example/job/1982602845.shtml?d_ckId=null&skId=g76stzi221z6&ckId=g76stzi221z6&index=0", "1982602845"),
])
def test_a_jobs_id_in_a_parameter_that_says_so_beats_a_page_name_in_the_path(url, expected):
    from pytest_jobagent.runs.collect.dedup import site_id

    assert site_id(url) == expected


SAMPLES_TWO_IN_ONE_CELL = """ITEM 1:
  [td.act > a.save] "Guardar" (link #)
  [td.act > a.win] "Nueva ventana" (link /oferta/ver?ofertaid=880123)
  [td.main > a > span.emp] <Empresa / Puesto> "Panadería La Espiga" (link /oferta/ver?ofertaid=880123)
  [td.main > a > span.pst] <Empresa / Puesto> "Dependiente de fin de semana" (link /oferta/ver?ofertaid=880123)
  [td.zone] <Zona> "Valencia"
ITEM 2:
  [td.act > a.save] "Guardar" (link #)
  [td.act > a.win] "Nueva ventana" (link /oferta/ver?ofertaid=880124)
  [td.main > a > span.emp] <Empresa / Puesto> "Café del Puerto" (link /oferta/ver?ofertaid=880124)
  [td.main > a > span.pst] <Empresa / Puesto> "Camarero con experiencia" (link /oferta/ver?ofertaid=880124)
  [td.zone] <Zona> "Alicante"
"""


def test_a_column_header_naming_two_fields_names_the_cells_leaves_in_its_order():
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_TWO_IN_ONE_CELL).args
    assert args["title"] == "td.main > a > span.pst"
    assert args["company"] == "td.main > a > span.emp"


SAMPLES_FAMILY_CHIP = """ITEM 1:
  [div.head > div.name > span.label] "数据平台开发工程师"
  [div.head > div.tags > span.hot] "热招"
  [div.head > div.tags > span.family] "研发序列"
  [div.meta > span] "杭州星河数据科技有限公司"
  [div.meta > span > span.sep] "|"
  [div.meta > span.place] "杭州市、上海市"
ITEM 2:
  [div.head > div.name > span.label] "品牌活动策划"
  [div.head > div.tags > span.hot] "热招"
  [div.head > div.tags > span.family] "市场序列"
  [div.meta > span] "杭州星河数据科技有限公司"
  [div.meta > span > span.sep] "|"
  [div.meta > span #2] "全职"
  [div.meta > span.place] "杭州市"
"""


def test_a_name_written_with_an_organizations_word_is_the_company_not_a_nearer_chip_or_badge():
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_FAMILY_CHIP).args
    assert args["title"] == "div.head > div.name > span.label"
    assert args["company"] == "div.meta > span"
    assert args["location"] == "div.meta > span.place"


SAMPLES_EMPLOYER_BLOCK = """ITEM 1:
  [div.card > div > a > div > div.name] "数据平台工程师" (link /job/1001.html)
  [div.card > div > a > div > span] "〔" (link /job/1001.html)
  [div.card > div > a > div > span.area] "上海-浦东新区" (link /job/1001.html)
  [div.card > div > a > div > span #2] "〕" (link /job/1001.html)
  [div.card > div > a > span] "20-35k·14薪" (link /job/1001.html)
  [div.card > div > a > span #2] "经验不限" (link /job/1001.html)
  [div.card > div > div > span.name] "青松云图(上海)信息技术有限公司"
  [div.card > div > div > div > span] "企业服务"
  [div.card > div.side > div.name] "王先生·招聘经理"
ITEM 2:
  [div.card > div > a > div > div.name] "测试开发" (link /job/1002.html)
  [div.card > div > a > div > span] "〔" (link /job/1002.html)
  [div.card > div > a > div > span.area] "杭州-西湖区" (link /job/1002.html)
  [div.card > div > a > div > span #2] "〕" (link /job/1002.html)
  [div.card > div > a > span] "15-25k" (link /job/1002.html)
  [div.card > div > a > span #2] "3-5年" (link /job/1002.html)
  [div.card > div > div > span.name] "白塔数科股份有限公司"
  [div.card > div > div > div > span] "金融科技"
  [div.card > div.side > div.name] "李女士"
ITEM 3:
  [div.card > div > a > div > div.name] "产品运营" (link /job/1003.html)
  [div.card > div > a > div > span] "〔" (link /job/1003.html)
  [div.card > div > a > div > span.area] "北京-朝阳区" (link /job/1003.html)
  [div.card > div > a > div > span #2] "〕" (link /job/1003.html)
  [div.card > div > a > span] "12-18k" (link /job/1003.html)
  [div.card > div > a > span #2] "1-3年" (link /job/1003.html)
  [div.card > div > div > span.name] "青松云图(上海)信息技术有限公司"
  [div.card > div > div > div > span] "企业服务"
  [div.card > div.side > div.name] "赵先生·HR"
"""


def test_a_leaf_that_reads_as_an_organization_is_the_company_when_none_stands_by_the_title():
    # the title's link holds the place in brackets, the pay and the tags; the employer's block follows it, its
    # names written as organizations ("…有限公司"); the recruiter beside the card is no employer
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_EMPLOYER_BLOCK).args
    assert args["title"] == "div.card > div > a > div > div.name"
    assert args["location"] == "div.card > div > a > div > span.area"
    assert args["company"] == "div.card > div > div > span.name"


SAMPLES_SOME_PLACES = """ITEM 1:
  [a > div > div.head > span.name] "后端开发工程师" (link #/job/7f1c)
  [a > div > div.head > span.time] "发布于 2026-03-02" (link #/job/7f1c)
  [a > div > div.info > div.item] "全职" (link #/job/7f1c)
  [a > div > div.info > div.item #2] "研发类" (link #/job/7f1c)
ITEM 2:
  [a > div > div.head > span.name] "品牌策划" (link #/job/81d0)
  [a > div > div.head > span.time] "发布于 2026-02-27" (link #/job/81d0)
  [a > div > div.info > div.item] "全职" (link #/job/81d0)
  [a > div > div.info > div.item #2] "市场类" (link #/job/81d0)
  [a > div > div.info > div.item #3] "深圳市" (link #/job/81d0)
ITEM 3:
  [a > div > div.head > span.name] "法务专员" (link #/job/93a4)
  [a > div > div.head > span.time] "发布于 2026-02-20" (link #/job/93a4)
  [a > div > div.info > div.item] "实习" (link #/job/93a4)
  [a > div > div.info > div.item #2] "职能类" (link #/job/93a4)
"""


def test_a_place_that_only_some_cards_show_is_the_location():
    # a careers page names the place of a few jobs only: the leaf that holds a place wherever it is, and nothing else
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_SOME_PLACES).args
    assert args["title"] == "a > div > div.head > span.name"
    assert args["location"] == "a > div > div.info > div.item #3"


def test_the_employer_the_meta_keywords_repeat_names_a_single_company_board():
    from pytest_jobagent.runs.collect.employer import employer_from, keyword_employer

    assert keyword_employer("青松云图社会招聘,青松云图社招,青松云图招聘,青松云图招聘官网") == "青松云图"
    assert keyword_employer("Northwind careers, Northwind jobs, warehouse jobs") == "Northwind"
    # no name said twice, two names said alike, or a place's board: no employer
    assert keyword_employer("Northwind careers, warehouse jobs") is None
    assert keyword_employer("Northwind jobs, Contoso jobs") is None
    assert keyword_employer("London jobs, London careers") is None
    # the page's title names none in words the rules know ("…社会招聘" unspaced): the keywords speak
    assert employer_from({"title": "Tuyun社会招聘", "keywords": "青松云图社会招聘,青松云图招聘"}) == ("青松云图", "keywords")


SAMPLES_TITLE_AGAIN = """ITEM 1:
  [div > img.logo] "Platform Engineer" (link /jobs/11)
  [div > h3 > a] "Platform Engineer" (link /jobs/11)
  [div > p.meta] "Lisbon, Portugal"
ITEM 2:
  [div > img.logo] "Data Analyst" (link /jobs/12)
  [div > h3 > a] "Data Analyst" (link /jobs/12)
  [div > p.meta] "Porto, Portugal"
ITEM 3:
  [div > img.logo] "QA Lead" (link /jobs/13)
  [div > h3 > a] "QA Lead" (link /jobs/13)
  [div > p.meta] "Braga, Portugal"
"""


def test_a_leaf_that_says_the_title_again_is_no_company_of_the_bundled_model():
    # a logo whose alt repeats the job's title: the model leaves the company out instead of sending the title twice
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_TITLE_AGAIN).args
    assert args["title"] in ("div > h3 > a", "div > img.logo") and args["location"] == "div > p.meta"
    assert args.get("company") is None


SAMPLES_PLACE_LINK = """ITEM 1:
  [div > a.where] "Hybrid in Austin, Texas" (link /jobs/21)
  [div > span.role] "Backend Engineer"
  [div > span.org] "Northwind Labs"
ITEM 2:
  [div > a.where] "Remote in Denver, CO" (link /jobs/22)
  [div > span.role] "Site Reliability Engineer"
  [div > span.org] "Blue Finch"
ITEM 3:
  [div > a.where] "Berlin, Germany" (link /jobs/23)
  [div > span.role] "Frontend Developer"
  [div > span.org] "Quartz Grid"
"""


def test_a_link_that_says_a_place_is_no_title_of_the_bundled_model():
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_PLACE_LINK).args
    assert args["title"] == "div > span.role"
    assert args["location"] == "div > a.where"


@pytest.mark.parametrize(("alt", "marked", "strict", "name"), [
    ("Logo Northwind. Ele é formado por dois arcos azuis sobre um retângulo.", False, True, "Northwind"),  # described
    ("Acme Inc. logo", False, True, "Acme Inc."),  # a name with a full stop of its own stays whole
    ("Логотип Ромашка", False, True, "Ромашка"),
    ("로고 한빛소프트", False, True, "한빛소프트"),
    ("Northwind", True, False, "Northwind"),  # the page calls the image its logo by class
    ("Northwind", False, False, None),  # an image that does not say it is a logo names nobody
    ("QR code", False, True, None),
    ("Acme home", False, False, "Acme"),  # the image of a header's link home
    ("Acme home", False, True, None),  # outside a header, only a logo word says it is the mark
])
def test_a_logos_alt_text_names_the_employer_in_any_language(alt, marked, strict, name):
    from pytest_jobagent.runs.collect.employer import logo_name

    assert logo_name(alt, marked, strict) == name


SAMPLES_SHORT_CJK_TITLES = """ITEM 1:
  [tr > td.a > div > a] "出纳" (link /job/31)
  [tr > td.b > a] "蓝山物流有限公司" (link /firm/8)
  [tr > td.c] "宁波 - 鄞州区"
ITEM 2:
  [tr > td.a > div > a] "会计" (link /job/32)
  [tr > td.b > a] "绿野食品股份有限公司" (link /firm/9)
  [tr > td.c] "宁波"
ITEM 3:
  [tr > td.a > div > a] "财务主管" (link /job/33)
  [tr > td.b > a] "东湖建材有限责任公司" (link /firm/10)
  [tr > td.c] "宁波 - 江北区"
"""


def test_a_two_sign_cjk_title_is_a_title_and_a_link_naming_a_legal_form_the_company():
    # no column names: "会计" (accountant) is a job's whole name in two signs; the linked names that carry an
    # employer's legal form ("有限公司") are the employers, never the jobs
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_SHORT_CJK_TITLES).args
    assert args["title"] == "tr > td.a > div > a"
    assert args["company"] == "tr > td.b > a"
    assert args["location"] == "tr > td.c"


SAMPLES_BRACKETED_QUARTER = """ITEM 1:
  [div.top > a.go > h3] "后端开发工程师" (link //jobs.example.test/job/1)
  [div.top > a.go > span.at] "[文三路]" (link //jobs.example.test/job/1)
  [div.top > span.pay] "20k-35k"
  [div.side > a] "蓝山科技" (link //jobs.example.test/firm/1)
ITEM 2:
  [div.top > a.go > h3] "推荐算法工程师" (link //jobs.example.test/job/2)
  [div.top > a.go > span.at] "[黄龙]" (link //jobs.example.test/job/2)
  [div.top > span.pay] "25k-40k"
  [div.side > a] "青松数据" (link //jobs.example.test/firm/2)
ITEM 3:
  [div.top > a.go > h3] "搜索研发工程师" (link //jobs.example.test/job/3)
  [div.top > a.go > span.at] "[西湖区]" (link //jobs.example.test/job/3)
  [div.top > span.pay] "18k-30k"
  [div.side > a] "远航网络" (link //jobs.example.test/firm/3)
"""


def test_a_name_inside_the_titles_own_link_that_is_sometimes_a_known_place_is_the_location():
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_BRACKETED_QUARTER).args
    assert args["location"] == "div.top > a.go > span.at"
    assert args["company"] == "div.side > a"
    # the employer's link (to its own page) holds names none of which is a place: never the location
    no_place = SAMPLES_BRACKETED_QUARTER.replace("[西湖区]", "[古荡]")
    assert extractor_rules.map_fields("SAMPLED ITEMS:\n" + no_place).args.get("location") is None


@pytest.mark.parametrize("label, field", [("职位类别", "category"), ("Job category", "category"), ("Kategorie", "category"),
                                          ("职位名称", "title"), ("工作地点", "location"), ("职位月薪", "salary")])
def test_a_category_column_is_named_as_a_category_not_a_title(label, field):
    from pytest_jobagent.lexicon import field_named

    assert field_named(label) == field
    # a category's label is no label of a job's own field: its "Category: ..." text is left as written
    assert strip_label("Kategorie: Technik") == "Kategorie: Technik"


@pytest.mark.parametrize("title, employer", [
    ("职位搜索 | 社会招聘 | Lanshan 蓝山招聘", "蓝山"), ("蓝山社会招聘", "蓝山"), ("社会招聘 | Lanshan 蓝山招聘", "蓝山"),
    ("社会招聘", None), ("职位搜索", None), ("Job search | Careers", None), ("Careers at Northwind", "Northwind"),
])
def test_the_employer_is_the_name_written_unspaced_before_the_board_word_not_the_pages_own_words(title, employer):
    from pytest_jobagent.runs.collect.employer import employer_from

    assert employer_from({"title": title})[0] == employer


# a table whose first column is the job's category, the title in the second: the category's label says "job"
SAMPLES_CATEGORY_FIRST = "\n".join(
    f"""ITEM {n}:
  [tr > td] <Job category> "{category}"
  [tr > td #2 > a] <Position> "{title}" (link /jobs/{n})
  [tr > td #3] <Employer> "{company}"
  [tr > td #4] <Where> "{place}\"""" for n, (category, title, company, place) in enumerate([
        ("Engineering", "Backend Engineer", "Northwind Labs", "Berlin"),
        ("Finance", "Senior Accountant", "Acme Holdings", "Munich"),
        ("Engineering", "QA Analyst", "Globex Systems", "Hamburg")], start=1))


def test_one_function_names_the_field_a_label_names_in_english_as_in_any_language():
    from pytest_jobagent.lexicon import field_named

    # the head word decides, whichever language the words are in
    for label, field in [("Job category", "category"), ("job item company name", "company"),
                         ("company location", "location"), ("hiringOrganization", "company"), ("Where", "location"),
                         ("datePosted", "posted_date"), ("Arbeitgeber", "company"), ("Stellenbezeichnung", "title")]:
        assert field_named(label) == field_of_label(label) == field, label
    # the bundled model reads the same labels: the category column is no title, the linked position is
    args = extractor_rules.map_fields("SAMPLED ITEMS:\n" + SAMPLES_CATEGORY_FIRST).args
    assert (args["title"], args["company"], args["location"]) == ("tr > td #2 > a", "tr > td #3", "tr > td #4")
