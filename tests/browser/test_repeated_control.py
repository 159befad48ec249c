"""A control the page repeats is no listing, decided by the page reader (browser tier, small pages of their own): a
posting's one "Jetzt bewerben" at its top and again at its bottom, each beside the same note, is two apply controls of
the page, not a list of two items; a list of two jobs whose items each hold just one link, saying different titles,
stays a list, and so do rows that each hold one "Apply" beside a title of their own. The bundled model reads the
serialized page as it is: the repeated control is the job's apply control."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser
from pytest_jobagent.heuristic.roles._page import parse


@pytest.fixture
def read(mpage, test_pages):
    def read(path: str):
        mpage.goto(test_pages.url(path))
        snap, rendered = browser.page_text(mpage)
        return snap, rendered.text

    return read


def test_an_apply_button_at_a_postings_top_and_bottom_is_no_list(read):
    snap, text = read("/repeated/posting.html")
    assert snap.groups == []
    assert "LIST" not in text
    buttons = [n for n in snap.nodes if n.name == "Jetzt bewerben"]
    assert len(buttons) == 2 and all(n.group is None for n in buttons)
    # the model takes the two for the job's apply control, the first first
    applies = parse(text).apply_buttons(include_submit=True)
    assert [e.name for e in applies] == ["Jetzt bewerben", "Jetzt bewerben"]
    assert applies[0].selector == buttons[0].selector


def test_two_jobs_each_one_link_with_other_words_stay_a_list(read, mpage):
    snap, text = read("/repeated/two_jobs.html")
    assert [(g.count, mpage.locator(g.pattern).count()) for g in snap.groups] == [(2, 2)]
    assert 'LIST 2 similar items "' in text
    page = parse(text)
    assert [len(items) for items in page.lists.values()] == [2]


def test_rows_that_each_hold_one_apply_button_beside_their_own_title_stay_a_list(read, mpage):
    """One control with the same words in every item, but items that read differently: jobs, each with its button."""
    snap, text = read("/repeated/apply_rows.html")
    assert [(g.count, mpage.locator(g.pattern).count()) for g in snap.groups] == [(3, 3)]
    assert parse(text).apply_buttons() == []  # the rows' buttons are the rows' own, no apply control of a job
