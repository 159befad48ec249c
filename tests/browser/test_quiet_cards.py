"""Cards with nothing to act on (browser tier, small pages of their own): a careers page whose job cards open by a
script's click handler, shown without it (saved, or its script blocked): no link, no button, no pointer. When the
page has no listing of things to act on, its repeated cards of three things or more to read are its listing; a row
of feature blurbs (a heading and a line each) is none, and a page with a listing of links keeps that one."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser


@pytest.fixture
def read(mpage, test_pages):
    def read(path: str):
        mpage.goto(test_pages.url(path))
        snap, rendered = browser.page_text(mpage)
        return browser.build_observation(snap), rendered.text

    return read


def test_cards_with_nothing_to_act_on_are_the_listing_of_a_page_without_links_to_jobs(read, mpage):
    seen, text = read("/quiet/cards.html")
    assert [g.count for g in seen.listing_groups] == [6]
    best = seen.listing_groups[0]
    assert mpage.locator(best.pattern).count() == 6
    assert best.sample_titles[:2] == ["数据平台开发工程师", "品牌活动策划"]
    assert seen.page_type == "careers_listing"
    assert f'LIST 6 similar items "{best.pattern}"' in text


def test_feature_blurbs_are_no_listing(read):
    seen, text = read("/quiet/blurbs.html")
    assert seen.listing_groups == []
    assert "LIST" not in text


def test_a_listing_of_links_keeps_its_place_beside_quiet_blocks(read, mpage):
    seen, _ = read("/quiet/linked_and_quiet.html")
    assert [g.count for g in seen.listing_groups] == [4]
    assert mpage.locator(seen.listing_groups[0].pattern).first.inner_text().startswith("Warehouse Lead 1")


def test_paragraphs_of_a_posting_with_bold_words_are_no_listing(read):
    seen, text = read("/quiet/posting.html")
    assert seen.listing_groups == []
    assert "LIST" not in text
