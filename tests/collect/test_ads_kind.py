"""A list made of two kinds of card where one kind is all ads (browser tier, a small page of its own): the board's job
cards with, between them, tiles of another markup whose every link is a paid one (rel="sponsored") to another site.
That kind gets no field map (no job among its cards when the maps are drawn); the collect reads the jobs only, and
reports the tiles it passed over as it reports any sponsored card (decoys_skipped)."""

from __future__ import annotations

from walks import collect

JOBS = [  # board.js's first five jobs
    ("Backend Engineer", "Acme Robotics", "Austin, TX"),
    ("Data Engineer", "Birch Analytics", "Denver, CO"),
    ("Frontend Engineer", "Cobalt Labs", "Remote"),
    ("Site Reliability Engineer", "Delta Cloud", "Seattle, WA"),
    ("QA Engineer", "Ember Health", "Boston, MA"),
]


def test_a_kind_of_card_that_is_all_ads_is_passed_over_and_counted(mpage, llm_runtime, pages):
    result, _ = collect(mpage, llm_runtime, pages.url("/ads_kind.html"), name="ads-kind")
    assert result.success and result.errors == [], result.errors
    assert [(j.title, j.company, j.location) for j in result.jobs] == JOBS
    assert all(j.source_url.endswith(f"job.html?id=jb100{n}") for n, j in enumerate(result.jobs, 1))
    assert not any("partner-jobs.example" in j.apply_url for j in result.jobs)
    # the page reader gives one listing of two kinds of card, the ads' kind one of them; a map for the job cards only
    assert [m.pattern for m in result.field_maps] == ["li.job-card"]
    assert result.stats.field_maps == 1
    assert result.stats.decoys_skipped == 3  # the three sponsored tiles, in the run's report
