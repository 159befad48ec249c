"""Which elements are the page's jobs (browser tier, small pages of their own): sponsored cards with no link are
decoys kept out of the listing, link blocks are navigation, a carousel is one list, a card's part or an ad zone
between cards does not take the listing's place."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.runs.collect.listing import count_decoys, read_items


def real_card(i: int) -> str:
    return (f'<li><div class="cardOutline result"><h2 class="jobTitle"><a href="/job/jf-{8000 + i}">Data analyst {i}'
            f'</a></h2><div class="company">Employer {i}</div><div class="location">Chicago, IL</div>'
            f'<div class="date">{i} days ago</div></div></li>')


def sponsored_card(i: int) -> str:
    return (f'<li><div class="cardOutline result sponsoredJob" onclick="document.title=\'Sign up to see this job\'">'
            f'<h2 class="jobTitle"><span>Sponsored role {i}</span></h2><div class="company">Ad company {i}</div>'
            f'<div class="location">Chicago, IL</div><div class="date">Sponsored</div></div></li>')


def test_unlinked_cards_beside_job_links_are_decoys(mpage):
    real_at = {2, 9, 17, 30, 44, 59}
    cards = "".join(real_card(i) if i in real_at else sponsored_card(i) for i in range(60))
    mpage.set_content(f'<html><body><main><ul id="results">{cards}</ul></main></body></html>')
    groups = browser.observe_page(mpage).listing_groups
    best = groups[0]
    assert best.count == 6
    assert best.decoys == 54
    assert mpage.locator(best.pattern).count() == 6  # the pattern matches the real cards only
    assert best.sample_titles[:2] == ["Data analyst 2", "Data analyst 9"]
    assert not any("Sponsored" in t for g in groups for t in g.sample_titles)  # no group of decoys either
    # collect reads the real cards only, and counts the decoys it left out
    assert [i["links"] for i in read_items(mpage, best.pattern)][0] == ["/job/jf-8002"]
    assert count_decoys(mpage, best.pattern) == 54


def test_rows_that_open_a_job_by_a_click_stay_a_listing(mpage):
    rows = "".join(f'<div role="button" tabindex="0" class="row" onclick="document.title=\'job {i}\'"><h3>Analista {i}'
                   f'</h3><span>Empresa {i}</span><span>Madrid</span></div>' for i in range(8))
    mpage.set_content(f'<html><body><main><div class="rows">{rows}</div></main></body></html>')
    best = browser.observe_page(mpage).listing_groups[0]
    assert best.count == 8
    assert best.decoys == 0


def job_card(i: int, extra: str = "") -> str:
    return (f'<div class="individual_card{extra}"><h3><a href="/job/details/role-{i}-at-employer-{i}">Role {i}</a></h3>'
            f'<p class="company-name">Employer {i}</p><p class="locations">Bangalore</p><p>2-4 years experience, '
            f'4,00,000 - 6,00,000 a year</p><p>Posted 3 days ago</p></div>')


def link_block(topic: str) -> str:
    links = "".join(f'<a href="/jobs/{topic}-jobs-in-city-{k}">{topic} jobs in City {k}</a>' for k in range(8))
    return f'<div class="card"><div class="card-body">{links}</div></div>'


def test_seo_link_blocks_are_not_the_listing(mpage):
    cards = "".join(job_card(i) for i in range(12))
    blocks = "".join(link_block(t) for t in ("data", "sales", "marketing", "design", "finance"))
    mpage.set_content(f'<html><body><main><div class="list_container with_breadcrumbs"><div>{cards}</div></div>'
                      f'<section class="backlinks">{blocks}</section></main></body></html>')
    groups = browser.observe_page(mpage).listing_groups
    assert groups[0].count == 12  # a chrome word on the container ("with_breadcrumbs") does not hide the jobs
    assert groups[0].sample_titles[0] == "Role 0"
    assert all("jobs in City" not in t for g in groups for t in g.sample_titles)


def test_a_carousel_is_one_list(mpage):
    slides = "".join(f'<li data-testid="explore-tabs-results-0-list-item-wrapper" style="flex:0 0 360px">'
                     f'<a href="/fr/companies/c{i}/jobs/poste-{i}"><h2>Poste numéro {i}</h2></a><p>Entreprise {i}</p>'
                     f'<p>Paris</p><p>Stage, 6 mois, télétravail occasionnel</p></li>' for i in range(12))
    mpage.set_content('<html><body style="margin:0"><main><ul style="display:flex;overflow-x:scroll;width:800px;'
                      f'list-style:none;padding:0">{slides}</ul></main></body></html>')
    best = browser.observe_page(mpage).listing_groups[0]
    assert best.count == 12  # 2 slides in view, the rest scrolled out of the carousel: one list
    assert mpage.locator(best.pattern).count() == 12


def test_an_ad_zone_between_cards_is_no_item(mpage):
    def li(i: int) -> str:
        return (f'<li><div class="cardOutline"><table><tr><td><h2><a href="/rc/clk?jk={i:04x}">データアナリスト {i}</a>'
                f'</h2><div class="company_location"><span>会社 {i}</span><span>東京都</span></div>'
                + ('<div class="snippet"><p>フルリモート、週2日から。データの収集と管理を担当します。</p></div>' if i % 5 == 0 else "")
                + '</td></tr></table></div></li>')
    items = [li(i) for i in range(10)]
    ad = ('<li><div class="mosaic-zone"><div><p>求人詐欺にご注意ください。応募の前に必ずご確認ください。</p>'
          '<a href="/help/fraud">詳しく見る</a></div></div></li>')
    mpage.set_content(f'<html><body><main><ul>{"".join(items[:5])}{ad}{"".join(items[5:])}</ul></main></body></html>')
    best = browser.observe_page(mpage).listing_groups[0]
    assert best.count == 10
    assert best.sample_titles[0] == "データアナリスト 0"
