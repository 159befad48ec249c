"""Rows of one thing (browser tier, small pages of their own): a table body's rows are one list whatever classes
mark some of them (a first line, a divider), and the rows inside one card that all lead to that card's job are parts
of the card, not items; sections holding postings that each lead to a page of their own stay sections of items."""

from __future__ import annotations


def test_table_rows_with_a_first_line_and_divider_classes_are_one_list(observe, mpage):
    groups = observe("/rows/marked_rows.html").listing_groups
    assert groups, "no listing found"
    best = groups[0]
    assert best.count == 10
    rows = mpage.locator(best.pattern)
    assert rows.count() == 10
    # the rows themselves (not a cell of each): the place beside the title is part of every item
    assert "Mapo-gu Seogyo-dong" in rows.first.inner_text()
    assert "Dongjak-gu Sadang-dong" in rows.nth(8).inner_text()
    # the hidden preview row after each is no item
    assert all("preview" not in rows.nth(k).inner_text() for k in range(10))


def test_rows_of_a_card_leading_to_its_one_job_are_parts_of_the_card(observe, mpage):
    groups = observe("/rows/card_rows.html").listing_groups
    assert groups and groups[0].count == 5
    cards = mpage.locator(groups[0].pattern)
    assert cards.count() == 5
    first = cards.first.inner_text()
    assert "Graphic Designer" in first and "Kandy, Sri Lanka" in first


def test_team_sections_of_postings_leading_to_pages_of_their_own_list_the_postings(observe, mpage):
    groups = observe("/rows/team_sections.html").listing_groups
    assert groups and groups[0].count == 9
    assert mpage.locator(groups[0].pattern).count() == 9
