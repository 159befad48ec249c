"""A job a sponsored card shows again (browser tier, a small page of its own): the sponsored card's link adds click
tracking keys to the plain card's, so the job's address is made without them before the job is keyed, and the two
cards are one job; a sponsored card of a job no plain card shows stays a job of its own."""

from __future__ import annotations

from walks import collect

PLAIN = [  # board.js's first five jobs, as the plain cards show them
    ("Backend Engineer", "jb1001"), ("Data Engineer", "jb1002"), ("Frontend Engineer", "jb1003"),
    ("Site Reliability Engineer", "jb1004"), ("QA Engineer", "jb1005"),
]


def test_a_sponsored_card_of_a_listed_job_is_the_same_job(mpage, llm_runtime, pages):
    result, _ = collect(mpage, llm_runtime, pages.url("/sponsored_again.html"), name="sponsored-again")
    assert result.success and result.errors == [], result.errors
    jobs = {j.title: j for j in result.jobs}
    # the Frontend Engineer once, first met on its sponsored card, at the plain card's address
    assert [j.title for j in result.jobs] == ["Frontend Engineer", "Mobile Engineer", "Backend Engineer",
                                              "Data Engineer", "Site Reliability Engineer", "QA Engineer"]
    assert jobs["Frontend Engineer"].source_url.endswith("/posting.html?p=jb1003")
    assert jobs["Frontend Engineer"].company == "Cobalt Labs"
    assert result.duplicates_skipped == 1 and result.duplicate_keys == [jobs["Frontend Engineer"].job_key]
    # two different jobs stay two: every other card its own job, under its own key
    assert len({j.job_key for j in result.jobs}) == len(result.jobs) == 6
    for title, code in PLAIN:
        assert jobs[title].source_url.endswith(f"/posting.html?p={code}")
