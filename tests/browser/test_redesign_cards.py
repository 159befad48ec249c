"""A US search engine's list mid-redesign (browser tier, a small page of its own): custom-element cards rendered in the
light DOM and React cards with hashed classes, each build in its own <li> of one list, are one listing at one level
(the card, not its row), and the rows between them that hold no job (a row of related searches, a salary card, a
call to upload a resume) are none of it; each build is read with its own field map."""

from __future__ import annotations

from pytest_jobagent import browser
from pytest_jobagent.heuristic.roles import extractor
from pytest_jobagent.runs.collect.listing import (
    describe_samples,
    extract_item,
    pattern_parts,
    read_items,
    sample_labels,
    sample_marker,
)
from pytest_jobagent.runs.collect.models import FieldMap

JOBS = [  # (title, company, company linked, place, pill, pay)
    ("Web Developer", "Cobalt Health Systems", True, "Remote or Chicago, IL", "Contract - Corp-To-Corp", "$43 - $55 an hour"),
    ("Frontend Engineer", "Fulton Market Foods", False, "Chicago, IL", "Contract - W2", "$45 - $55 an hour"),
    ("Web Application Developer", "Midway University", False, "Hybrid in Chicago, IL 60601", "Full-time", ""),
    ("Drupal Developer", "Confidential", False, "Evanston, IL (On-Site)", "Full-time", "$95,000 - $130,000 a year"),
    ("UI Developer", "Lakeshore Staffing Group", True, "Remote", "Contract - Independent", "Depends on Experience"),
    ("Full Stack Developer", "Prairie Insurance", True, "Oak Brook, IL", "Part-time", "$40 - $48 an hour"),
    ("WordPress Developer", "Loop Creative", False, "Chicago, IL", "Full-time", "$70,000 - $90,000 a year"),
    ("React Developer", "Harbor Logistics", True, "Remote", "Contract - W2", ""),
]


def company(name: str, linked: bool, attr: str) -> str:
    slug = name.lower().replace(" ", "-")
    return f'<a {attr} href="/company-profile/{slug}">{name}</a>' if linked else f"<span {attr}>{name}</span>"


def legacy(n: int, job: tuple) -> str:
    title, name, linked, place, pill, pay = job
    html = (f'<div class="card search-card"><div class="card-header"><h5 class="card-title"><a class="card-title-link" '
            f'data-cy="card-title-link" href="/job-detail/{n:04d}-aa">{title}</a></h5><div class="card-company">'
            f'{company(name, linked, chr(100) + "ata-cy=search-result-company-name")}</div>'
            f'<span data-cy="search-result-location">{place}</span></div><div class="card-body">'
            f'<span class="employment-type pill">{pill}</span><span class="card-salary">{pay}</span>'
            f'<div class="card-description">We are hiring a <b>Web</b> <b>Developer</b> to build pages.</div></div>'
            f'<div class="card-footer"><span class="posted-date">Posted {n + 1} days ago</span>'
            f'<button type="button" aria-label="Save job {title}">Save</button></div></div>')
    return f'<li class="results__item"><job-card data-cy="search-card" data-html=\'{html}\'></job-card></li>'


def react(n: int, job: tuple) -> str:
    title, name, linked, place, pill, pay = job
    return (f'<li class="results__item"><div data-testid="serp-card" role="article" class="_card_1k9f2_14">'
            f'<div class="_header_1k9f2_40"><h2 class="_titleH2_1k9f2_49"><a data-testid="serp-card-link" '
            f'class="_title_1k9f2_51" href="/job-detail/{n:04d}-bb">{title}</a></h2><div class="_companyRow_1k9f2_58">'
            f'{company(name, linked, chr(100) + "ata-testid=card-company")}</div>'
            f'<button type="button" aria-label="Save {title}">Save</button></div>'
            f'<span data-testid="card-location">{place}</span><div role="list"><div role="listitem">{pill}</div></div>'
            f'<div data-testid="card-salary">{pay}</div><p>We are hiring a <b>Web</b> <b>Developer</b>!</p>'
            f'<span data-testid="card-age">Today</span></div></li>')


RELATED = ('<li class="results__item results__item--module"><section aria-label="Jobs you may like"><h3>Jobs you may like'
           '</h3><a href="/search?q=front+end">Front End Developer jobs</a><a href="/search?q=react">React Developer jobs'
           '</a><a href="/search?q=web&amp;l=Remote">Remote Web Developer jobs</a></section></li>')
SALARY = ('<li class="results__item results__item--module"><div data-testid="salary-insight" class="_card_1k9f2_14">'
          '<h3>Salary for Web Developer in Chicago: $88,000</h3><p>Average base salary.</p>'
          '<a href="/salaries/web-developer/chicago-il">See salary details</a></div></li>')
RESUME = ('<li class="results__item results__item--module"><div data-testid="resume-cta" class="_card_1k9f2_14">'
          '<h3>Upload your resume</h3><p>Let employers find you.</p><a href="/profile/resume-upload">Upload your resume'
          '</a></div></li>')

PAGE = """<html><body><header><a href="/">HireBoard</a></header><main><h1>8 web developer jobs in Chicago, IL</h1>
<ul class="results__list" data-testid="serp-results">{cards}</ul></main>
<script>
customElements.define('job-card', class extends HTMLElement {{
  connectedCallback() {{ this.innerHTML = this.dataset.html; }}
}});
</script></body></html>"""


def board() -> str:
    cards = [legacy(n, job) if n % 3 == 0 else react(n, job) for n, job in enumerate(JOBS)]
    cards.insert(6, RESUME)
    cards.insert(4, SALARY)
    cards.insert(2, RELATED)
    return PAGE.format(cards="".join(cards))


def test_cards_of_two_builds_each_in_its_row_are_one_listing_at_the_card_level(mpage):
    mpage.set_content(board())
    groups = browser.observe_page(mpage).listing_groups
    assert groups and groups[0].count == len(JOBS)
    parts = pattern_parts(groups[0].pattern)
    assert len(parts) == 2  # the custom elements and the React cards
    assert sorted(len(read_items(mpage, part)) for part in parts) == [3, 5]
    assert mpage.locator(groups[0].pattern).count() == len(JOBS)  # no row of links, salary or resume card


def test_each_build_is_read_with_its_own_map(mpage):
    mpage.set_content(board())
    got = {}
    for part in pattern_parts(browser.observe_page(mpage).listing_groups[0].pattern):
        items = read_items(mpage, part)
        reply = extractor.map_fields("SAMPLED ITEMS:\n" + describe_samples(items[:3]))
        field_map = FieldMap(pattern=part, **reply.args)
        field_map.labels = sample_labels(field_map, items[:3])
        field_map.marker_text = sample_marker(field_map, items[:3])
        for item in items:
            values = extract_item(item, field_map, "http://h/search")
            got[values["title"]] = (values["company"], values["location"])
    assert got == {title: (name, place) for title, name, _, place, _, _ in JOBS}
