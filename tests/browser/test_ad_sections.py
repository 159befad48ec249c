"""A section of the list that the page heads as advertising (browser tier, small pages of their own): its cards are
advertisements, not results, in any language; a section headed otherwise, and a card that only says "Sponsored",
stay jobs."""

from __future__ import annotations

import pytest

from pytest_jobagent.runs.collect.listing import read_items, without_ads


def card(n: int, title: str, company: str, place: str, badge: str = "") -> str:
    mark = f'<span class="flag">{badge}</span>' if badge else ""
    return (f'<div class="card">{mark}<a href="/offer/{n}"><span class="t">{title}</span></a>'
            f'<a href="/offer/{n}"><span class="c">{company}</span></a><span class="p">{place}</span></div>')


ORGANIC = [card(2, "Frontend Developer", "Maple Systems", "Seoul"), card(3, "Backend Developer", "River Soft", "Busan"),
           card(4, "QA Engineer", "Cedar Works", "Incheon"), card(5, "DevOps Engineer", "Pine Data", "Daegu")]


def page(header: str, top: str = card(1, "Embedded Engineer", "Oak Electronics", "Suwon")) -> str:
    return (f'<html><body><main><div class="block"><div class="head"><span>Picked for you</span>'
            f'<button type="button"><span>{header}</span></button></div><div class="list">{top}</div></div>'
            f'<div class="results"><span>1,024 results</span><div class="list">{"".join(ORGANIC)}</div></div>'
            f'</main></body></html>')


@pytest.mark.parametrize("header", ["AD", "광고", "Anzeige", "Publicidad"])
def test_the_cards_of_a_section_headed_as_advertising_are_ads(mpage, header):
    mpage.set_content(page(header))
    items, ads = without_ads(read_items(mpage, "div.card"))
    assert [len(items), len(ads)] == [4, 1]
    assert "Embedded Engineer" in " ".join(leaf["text"] for leaf in ads[0]["leaves"])


def test_a_section_headed_otherwise_and_a_sponsored_card_stay_jobs(mpage):
    mpage.set_content(page("Top picks", card(1, "Embedded Engineer", "Oak Electronics", "Suwon", badge="Sponsored")))
    items, ads = without_ads(read_items(mpage, "div.card"))
    assert [len(items), len(ads)] == [5, 0]


def test_an_ad_label_after_a_card_in_its_own_wrapper_marks_no_card(mpage):
    # an ad slot the list interleaves after a card ("Advertisement" below it, in the card's wrapper) is no header
    rows = "".join(f'<li>{c}<div class="slot"><small>Advertisement</small></div></li>' for c in ORGANIC)
    mpage.set_content(f'<html><body><ul>{rows}</ul></body></html>')
    items, ads = without_ads(read_items(mpage, "div.card"))
    assert [len(items), len(ads)] == [4, 0]
