"""Listings in any script, values a card splits (browser tier, small pages of their own): a list of short Chinese job
links is a listing as its English twin is, and a card's place written over several leaves is read whole."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.heuristic.roles import extractor
from pytest_jobagent.runs.collect.listing import describe_samples, extract_item, read_items, without_ads
from pytest_jobagent.runs.collect.models import FieldMap

CITIES = ["北京", "上海", "广州", "深圳", "杭州", "南京"]
EMPLOYERS = ["中国银行", "华为技术", "腾讯科技", "国家电网", "京东集团", "美团"]
ROLES = ["管培生", "财务专员", "软件开发", "数据分析师", "人力资源", "销售代表"]


def short_links(rows: list[tuple[str, str]]) -> str:
    items = "".join(f'<li><span class="date">{day}</span><a href="/job/{n}.html">{title}</a></li>'
                    for n, (day, title) in enumerate(rows, 1))
    return (f'<html><body><ul class="nav"><li><a href="/">Home</a></li><li><a href="/x">X</a></li></ul>'
            f'<ul class="infoList">{items}</ul></body></html>')


def test_a_list_of_short_chinese_job_links_is_a_listing(mpage):
    # "2025-11-02" and "【北京】中国银行财务专员": 22 characters a row, as much to read as 40 letters of English
    rows = [(f"2025-11-{n % 28 + 1:02d}", f"【{CITIES[n % 6]}】{EMPLOYERS[(n * 5) % 6]}{ROLES[(n * 7) % 6]}")
            for n in range(12)]
    mpage.set_content(short_links(rows))
    groups = browser.observe_page(mpage).listing_groups
    assert groups and groups[0].count == 12
    assert mpage.locator(groups[0].pattern).count() == 12


def card(title: str, company: str, place: list[str], extra: str = "") -> str:
    where = ", ".join(f'<a href="/where/{p}"><span>{p}</span></a>' for p in place)
    return (f'<li class="job"><h2><a href="/job/{title}">{title}</a></h2><div class="co-loc"><div>{company}</div>'
            f'<div class="where">{where}</div></div><div class="meta"><span>{extra or "Full time"}</span></div></li>')


def test_a_place_over_sibling_leaves_is_read_whole(mpage):
    cards = [card("Network Engineer", '<a class="name" href="/company/1">Ali Bin Ali</a>', ["Doha", "Qatar"]),
             card("NOC Engineer", '<a class="name" href="/company/2">Star Services</a>', ["Dammam", "Saudi Arabia"]),
             card("Security Analyst", '<a class="name" href="/company/3">Career Hunters</a>', ["Al Kuwait", "Kuwait"]),
             card("Data Engineer", "<b>Confidential Company</b>", ["Pune", "India"])]
    mpage.set_content(f'<html><body><ul class="jobs">{"".join(cards)}</ul></body></html>')
    items = read_items(mpage, "li.job")
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + describe_samples(items[:3]))
    field_map = FieldMap(pattern="li.job", **reply.args)
    values = [extract_item(item, field_map, "http://h/jobs") for item in items]
    assert [v["location"] for v in values] == ["Doha, Qatar", "Dammam, Saudi Arabia", "Al Kuwait, Kuwait", "Pune, India"]
    # a company written as plain bold text where the other cards link it: the same slot of the card
    assert [v["company"] for v in values] == ["Ali Bin Ali", "Star Services", "Career Hunters", "Confidential Company"]


def test_a_korean_place_in_two_leaves_stops_before_the_requirements(mpage):
    def row(n: int, province: str, city: str) -> str:
        return (f'<div class="item"><h2 class="job_tit"><a href="/recruit/{n}">데이터 엔지니어 {n}</a></h2>'
                f'<div class="cond"><span><a href="/a/{n}">{province}</a> <a href="/b/{n}">{city}</a></span>'
                f'<span>경력 3년↑</span><span>정규직</span></div>'
                f'<div class="corp"><strong class="corp_name"><a href="/c/{n}">(주)회사{n}</a></strong></div></div>')
    mpage.set_content("<html><body>" + row(1, "서울", "강남구") + row(2, "경기", "성남시") + row(3, "부산", "해운대구")
                      + "</body></html>")
    items = read_items(mpage, "div.item")
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + describe_samples(items))
    field_map = FieldMap(pattern="div.item", **reply.args)
    values = [extract_item(item, field_map, "http://h/") for item in items]
    assert [v["location"] for v in values] == ["서울 강남구", "경기 성남시", "부산 해운대구"]
    assert [v["company"] for v in values] == ["(주)회사1", "(주)회사2", "(주)회사3"]


def test_result_rows_with_a_box_to_select_each_are_a_listing_and_filter_options_are_not(mpage):
    rows = "".join(f'<tr><td><input type="checkbox" name="chk" title="선택"></td><td><a href="#none" '
                   f'onclick="return false">(주)회사{n}</a></td><td><a href="#none" onclick="return false">데이터 엔지니어 '
                   f'{n}</a><p>경력 2년 이상 | 대졸 이상</p></td><td><span>서울 강남구</span></td></tr>' for n in range(6))
    options = "".join(f'<li><label><input type="checkbox" name="type" value="{n}"> 정규직 {n}</label></li>'
                      for n in range(6))
    mpage.set_content(f'<html><body><ul class="facet">{options}</ul><table><thead><tr><th></th><th>기업명</th>'
                      f'<th>채용공고명</th><th>근무지역</th></tr></thead><tbody>{rows}</tbody></table></body></html>')
    groups = browser.observe_page(mpage).listing_groups
    assert [g.count for g in groups] == [6], [(g.pattern, g.count) for g in groups]
    assert mpage.locator(groups[0].pattern).first.evaluate("e => e.localName") == "tr"


def br_card(n: int, title: str, company: str, place: str, ad: bool = False) -> str:
    level = title.split()[-1]
    """A card of a Brazilian board (Catho, InfoJobs, Vagas.com.br): hashed classes, the company a link or plain text
    ("Empresa confidencial"), a snippet <p> with the search word in bold; a paid course card of the same shape."""
    href = f'href="https://cursos.example/{n}" rel="sponsored noopener"' if ad else f'href="/vaga/{n}/x"'
    return (f'<article class="sc-jXbUNg JobCard_card__hT3k9"><h2 class="JobCard_title__Ds8Kq"><a {href}>{title}</a></h2>'
            f'<p class="sc-dmqHEX JobCard_company__Vx7aP">{company}</p><ul class="JobCard_attrs__Wb9Pz">'
            f'<li><span>{level}</span></li><li><span>{place}</span></li><li><span>CLT (Efetivo)</span></li>'
            f'<li><span>R$ 5.000,00 a R$ 7.500,00</span></li></ul>'
            f'<p class="JobCard_snippet__Kk8Te">Buscamos um(a) <b>desenvolvedor</b> com experiência em Swift para '
            f'desenvolver soluções que atendem milhões de clientes&hellip;</p></article>')


def test_a_confidential_company_and_paid_cards_on_a_board_with_hashed_classes(mpage):
    cards = [br_card(1, "Desenvolvedor Java Pleno", '<a href="/empresa/stone/">Stone Pagamentos</a>', "Campinas - SP"),
             br_card(2, "Desenvolvedor iOS Júnior", '<a href="/empresa/itau/">Itaú Unibanco</a>', "São Paulo - SP"),
             br_card(3, "Curso de Python com certificado", "<span>Escola Digital Pro</span>", "100% online", ad=True),
             br_card(4, "Desenvolvedor PHP Sênior", '<a href="/empresa/ambev/">Ambev Tech</a>', "100% Home Office"),
             br_card(5, "Desenvolvedor Delphi Pleno", "<span>Empresa confidencial</span>", "Híbrido - Curitiba - PR")]
    mpage.set_content(f'<html><body><div role="feed">{"".join(cards)}</div></body></html>')
    items, ads = without_ads(read_items(mpage, "article"))
    # a card whose every link is marked paid (rel="sponsored") is an advertisement, not a job
    assert [len(items), len(ads)] == [4, 1]
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + describe_samples(items[:3]))
    field_map = FieldMap(pattern="article", **reply.args)
    values = [extract_item(item, field_map, "http://h/") for item in items]
    # the confidential company's <p> holds plain text where the others link it; the snippet's <p> (the same key
    # once classes are hashed) is prose, no name
    assert [v["company"] for v in values] == ["Stone Pagamentos", "Itaú Unibanco", "Ambev Tech", "Empresa confidencial"]
    assert [v["location"] for v in values] == ["Campinas - SP", "São Paulo - SP", "100% Home Office",
                                               "Híbrido - Curitiba - PR"]
