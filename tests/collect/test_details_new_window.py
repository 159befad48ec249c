"""Listings whose title links open their job in a new window (target=_blank) (browser tier, a small page of its own):
each job is read in the window its link opens, the first one too (its window comes after the click returns), the
next ones in tabs by their addresses; a card is found again word by word (its keyword links' commas ", ," are no
substring of its text)."""

from __future__ import annotations

from walks import collect


def test_jobs_behind_links_that_open_new_windows_are_read_there(page, llm_runtime, pages):
    result, _ = collect(page, llm_runtime, pages.url("/newwindow.html"), name="details-new-window")
    assert result.success and result.errors == [], result.errors
    assert [j.title for j in result.jobs] == ["Backend Engineer", "Data Engineer", "Frontend Engineer",
                                              "Site Reliability Engineer"]
    assert all(j.apply_type == "external" and j.apply_url == f"https://careers.example.com/{j.job_key.split(':')[1]}"
               for j in result.jobs), [(j.apply_type, j.apply_url) for j in result.jobs]
    assert result.stats.details_opened == 4 and result.stats.details_inert == 0
    assert page.context.pages == [page]  # the windows and tabs are closed with the walk
