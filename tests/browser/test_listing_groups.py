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
