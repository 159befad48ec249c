"""A split-view job search's list in two builds (browser tier, a small page of its own): light-DOM <li> cards between
web components whose open shadow root holds the newer card are one listing, an advertiser's card (rel=sponsored, to
another site) is none of it, and each kind of card is read with its own field map: the employer without its rating,
the place where a "Promoted" line or an employer's initial shifts it."""

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

JOBS = [  # (title, employer, rating, place, salary, promoted, easy apply)
    ("Data Engineer", "Acme Analytics", "4.1", "Remote", "$120K - $150K", False, False),
    ("Senior Data Engineer", "Northwind Health", "3.7", "Chicago, IL", "$145K - $175K", True, True),
    ("Data Engineer - Azure", "Infosphere Technologies", "3.9", "Bengaluru, Karnataka", "₹6L - ₹10L", False, True),
    ("AWS Data Engineer", "Kiteworks Staffing", "3.2", "Dallas, TX", "$60 - $70 Per Hour", False, False),
    ("Analytics Engineer", "Quantive Labs", "", "Hybrid work in San Francisco, CA", "$150K - $190K", False, False),
    ("Data Engineer II", "Meridian Bank", "3.8", "Charlotte, NC", "$110K - $135K", False, False),
    ("Lead Data Engineer", "Solstice Energy", "4.3", "Austin, TX", "$165K - $200K", True, False),
    ("Data Platform Engineer", "Harbor Freight Labs", "4.0", "Seattle, WA", "$140K - $170K", False, True),
]


def href(n: int, title: str) -> str:
    return f"/job-listing/{title.lower().replace(' ', '-')}-JV_KO0,13.htm?jl={1000 + n}"


def light(n: int, job: tuple) -> str:
    title, employer, rating, place, salary, promoted, easy = job
    stars = f'<div><span class="rating_Text__Q1w2" aria-label="Rated {rating} out of 5">{rating} ★</span></div>' \
        if rating else ""
    return (f'<li class="JobsList_item__a1B2c" data-test="jobListing" data-jobid="{1000 + n}">'
            f'<div class="JobCard_card__x7Yh2"><div><div>{"<div>Promoted</div>" if promoted else ""}'
            f'<div><div><span>{employer}</span>{stars}</div></div>'
            f'<a class="JobCard_title__GL1" data-test="job-title" href="{href(n, title)}">{title}</a>'
            f'<div data-test="emp-location">{place}</div><div data-test="detailSalary">{salary}</div>'
            f'{"<div><div>Easy Apply</div></div>" if easy else ""}</div></div></div></li>')


def shadow(n: int, job: tuple) -> str:
    title, employer, rating, place, salary, promoted, easy = job
    initial = f"<div>{employer[0]}</div>" if n % 4 == 2 else ""  # an employer without a logo shows its initial
    inner = (f'<article class="css-1m2s8rb" data-testid="job-card">{initial}<div><span>{employer}</span>'
             f'{f"<span>{rating} ★</span>" if rating else ""}</div><h3><a href="{href(n, title)}">{title}</a></h3>'
             f'<div>{place}</div><div>{salary}</div><div><span>3d</span>'
             f'{"<span>Promoted</span>" if promoted else ""}{"<span>Easy Apply</span>" if easy else ""}</div></article>')
    return f'<x-job-card role="listitem" class="css-1b2c3d4" data-jobid="{1000 + n}" data-html=\'{inner}\'></x-job-card>'


AD = ('<li class="JobsList_item__a1B2c" data-test="sponsored-listing"><div class="JobCard_card__x7Yh2"><div><div>'
      '<div>Sponsored</div><div><div><span>Upskill Academy</span><div><span>4.7 ★</span></div></div></div>'
      '<a class="JobCard_title__GL1" href="https://courses.example/data-bootcamp" rel="sponsored noopener" '
      'target="_blank">Data Engineering Bootcamp</a><div>Online course</div><div>$2,990</div></div></div></div></li>')

PAGE = """<html><body><header><a href="/">TalentBoard</a></header><main><h1>8 data engineer jobs</h1>
<ul class="JobsList_list__lq1" data-test="jlGrid">{cards}</ul></main>
<script>
customElements.define('x-job-card', class extends HTMLElement {{
  connectedCallback() {{ this.attachShadow({{mode: 'open'}}).innerHTML = this.dataset.html; }}
}});
</script></body></html>"""


def board() -> str:
    cards = [shadow(n, job) if n % 2 == 0 else light(n, job) for n, job in enumerate(JOBS)]
    cards.insert(3, AD)
    return PAGE.format(cards="".join(cards))


def test_two_builds_of_card_in_one_list_are_one_listing_without_the_paid_card(mpage):
    mpage.set_content(board())
    groups = browser.observe_page(mpage).listing_groups
    assert groups and groups[0].count == len(JOBS)
    parts = pattern_parts(groups[0].pattern)
    assert len(parts) == 2  # the web components and the <li> cards
    assert sorted(len(read_items(mpage, part)) for part in parts) == [4, 4]
    assert mpage.locator(groups[0].pattern).count() == len(JOBS)  # the course advertised in the list's shape is none


def test_each_kind_of_card_is_read_with_its_own_map(mpage):
    mpage.set_content(board())
    got = {}
    for part in pattern_parts(browser.observe_page(mpage).listing_groups[0].pattern):
        items = read_items(mpage, part)
        reply = extractor.map_fields("SAMPLED ITEMS:\n" + describe_samples(items[:3]))
        field_map = FieldMap(pattern=part, **reply.args)
        field_map.labels = sample_labels(field_map, items[:3])
        field_map.marker_text = sample_marker(field_map, items[:3])
        for item in items:
            values = extract_item(item, field_map, "http://h/jobs")
            got[values["title"]] = (values["company"], values["location"], values["easy_apply"])
    assert got == {title: (employer, place, easy) for title, employer, _, place, _, _, easy in JOBS}


def test_a_list_of_selectors_splits_at_its_own_commas_only():
    assert pattern_parts("x-job-card, li[data-test='a,b']:not(:is(.x, .y))") == [
        "x-job-card", "li[data-test='a,b']:not(:is(.x, .y))"]
    assert pattern_parts("li.job") == ["li.job"]
    assert pattern_parts("x-board >> li.job, li.other") == ["x-board >> li.job, li.other"]


FILTER_BAR = """<html><body><div role="toolbar" aria-label="Filters">
<button type="button" aria-pressed="false">Easy Apply only</button><button type="button" aria-pressed="false">Remote only</button>
<div><button type="button" aria-haspopup="listbox" aria-expanded="false">Date posted</button>
<ul role="listbox" aria-label="Date posted" hidden><li role="option" aria-selected="true">Any time</li>
<li role="option"><span>Last day</span><span>10</span></li><li role="option"><span>Last week</span><span>27</span></li></ul></div>
<div><button type="button" aria-haspopup="listbox" aria-expanded="false">Company rating</button>
<ul role="listbox" aria-label="Company rating" hidden><li role="option">Any rating</li>
<li role="option"><span>4+ ★</span><span>16</span></li><li role="option"><span>3+ ★</span><span>37</span></li></ul></div>
</div><ul><li><a href="/job/1">Data Engineer</a> Acme</li><li><a href="/job/2">Data Analyst</a> Beta</li></ul></body></html>"""


def test_a_filter_chip_that_opens_a_listbox_is_named_as_its_listbox_and_its_options_lose_their_counts(mpage):
    mpage.set_content(FILTER_BAR)
    filters = {f.label: f.options for f in browser.observe_page(mpage).filters}
    assert filters["Date posted"] == ["Any time", "Last day", "Last week"]
    assert filters["Company rating"] == ["Any rating", "4+ ★", "3+ ★"]


def test_the_bundled_model_finds_the_employer_above_its_rating_and_age():
    samples = "\n".join(
        f'ITEM {n}:\n  [article > div > span] "{employer}"\n  [article > div > span #2] "{rating} ★"\n'
        f'  [article > div > time] <date posted> "{age}"\n'
        f'  [article > h3 > a] <job card title> "{title}" (link /job-listing/{n}.htm?jl={n})\n'
        f'  [article > div] "{place}"'
        for n, (employer, rating, age, title, place) in enumerate([
            ("Acme Analytics", "4.1", "3d", "Data Engineer", "Remote"),
            ("Infosphere Technologies", "3.9", "1d", "Data Engineer - Azure", "Bengaluru, Karnataka"),
            ("Kiteworks Staffing Inc", "3.2", "24h", "Snowflake Data Engineer", "United States")], 1))
    reply = extractor.map_fields("SAMPLED ITEMS:\n" + samples)
    assert (reply.args["company"], reply.args["location"]) == ("article > div > span", "article > div")
