"""Which repeated group is the listing (browser tier, small pages of their own): modifier classes do not split a
list, and a few teaser blocks with variant classes are no listing while three jobs of one kind are."""

from __future__ import annotations

from pytest_jobagent import browser

MODIFIERS = ["", " featured", " type-part-time", "", " featured type-contract", "", " filled", "", ""]


def card(i: int, extra: str, href: str) -> str:
    return (f'<li class="job_listing{extra}"><a class="job_listing-link" href="{href}"><h3>Role number {i}</h3>'
            f'<div class="company"><strong>Employer {i}</strong></div><div class="location">City {i}, Country</div>'
            f'</a></li>')


def test_modifier_classes_do_not_split_a_list(mpage):
    items = "".join(card(i, extra, f"/job/{i}/") for i, extra in enumerate(MODIFIERS, 1))
    mpage.set_content(f'<html><body><main><ul class="job_listings">{items}</ul></main></body></html>')
    seen = browser.observe_page(mpage)
    best = seen.listing_groups[0]
    assert best.count == 9
    assert mpage.locator(best.pattern).count() == 9
    assert best.sample_titles[:2] == ["Role number 1", "Role number 2"]  # document order, featured or not


def teaser(title: str, variant: str, href: str) -> str:
    return (f'<div class="ph-card {variant}"><div class="ph-row"><h2>{title}</h2><p>{title} and what it means to '
            f'work with us, told in a few sentences.</p><a href="{href}">Learn more</a></div></div>')


def test_three_teasers_with_variant_classes_are_no_listing(mpage):
    teasers = (teaser("Life at our company", "ph-card--video", "https://example.com/who-we-are/about")
               + teaser("Speeding discovery", "ph-card--media", "https://example.com/discovery/research")
               + teaser("Join our talent community", "ph-card--media", "https://example.com/talent/join"))
    mpage.set_content(f'<html><body><main><div class="ph-grid">{teasers}</div></main></body></html>')
    assert browser.observe_page(mpage).listing_groups == []


def test_three_jobs_of_one_kind_are_a_listing(mpage):
    jobs = "".join(teaser(f"Role number {i}", "ph-card--media", f"/positions/{i}") for i in range(1, 4))
    mpage.set_content(f'<html><body><main><div class="ph-grid">{jobs}</div></main></body></html>')
    groups = browser.observe_page(mpage).listing_groups
    assert groups and groups[0].count == 3


def whole_card(i: int) -> str:
    return (f'<a class="JobCard_root__a1" href="/offer/{i:04d}-role"><img src="" alt=""><p>Employer {i}</p>'
            f'<h3>Role number {i}</h3><div><span>Remote - Spain</span></div><ul><li>Full time</li><li>Senior</li></ul>'
            f'<button type="button">Apply</button></a>')


def title_card(i: int) -> str:
    return (f'<article class="sc-x1 kQ"><img src="" alt="Employer {i}"><div><h2><a href="/offer/{i:04d}-role">Role '
            f'number {i}</a></h2><div><span>Employer {i}</span><span>EMEA</span></div><ul><li>Contract</li></ul>'
            f'</div><button type="button">Apply</button></article>')


def test_a_feed_of_two_card_builds_in_one_div_is_one_listing(mpage):
    # a remote-job aggregator's feed: newer cards each one link around logo, company, title and place, between older
    # cards whose title alone is the link; children of one <div>, not of a list element
    cards = "".join(whole_card(i) if i % 2 else title_card(i) for i in range(1, 11))
    mpage.set_content(f'<html><body><main><div class="JobList_root__q"><div aria-hidden="true"></div>{cards}</div>'
                      '</main></body></html>')
    best = browser.observe_page(mpage).listing_groups[0]
    assert best.count == 10
    assert mpage.locator(best.pattern).count() == 10
    assert best.sample_titles[:3] == ["Role number 1", "Role number 2", "Role number 3"]


def test_two_kinds_of_card_one_after_the_other_in_one_div_stay_apart(mpage):
    # jobs, then a block of another kind of card leading elsewhere (courses): not one list
    jobs = "".join(whole_card(i) for i in range(1, 6))
    courses = "".join(f'<article class="course"><h2><a href="/courses/{i}">Course {i}</a></h2><p>Online, 6 weeks</p>'
                      f'<p>From €99</p></article>' for i in range(1, 5))
    mpage.set_content(f'<html><body><main><div class="feed">{jobs}{courses}</div></main></body></html>')
    groups = browser.observe_page(mpage).listing_groups
    assert groups[0].count == 5
    assert mpage.locator(groups[0].pattern).count() == 5
