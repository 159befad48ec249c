"""A job's own address on a list page (value tier): the query keys a few cards add to their job link (a sponsored
card's click tracking) are dropped where each path names its job; links that need their query stay whole."""

from __future__ import annotations

from pytest_jobagent.runs.collect.addresses import added_keys


def test_the_keys_a_few_sponsored_cards_add_are_no_part_of_the_jobs_address():
    links = [f"http://board.example/job-detail/{n}" for n in range(8)]
    links += ["http://board.example/job-detail/8?sp=1&trk=9zw3h6", "http://board.example/job-detail/9?sp=1&trk=1cuen2k"]
    plain = added_keys(links)
    assert plain["http://board.example/job-detail/8?sp=1&trk=9zw3h6"] == "http://board.example/job-detail/8"
    assert plain["http://board.example/job-detail/3"] == "http://board.example/job-detail/3"


def test_a_query_that_names_the_job_or_that_every_card_carries_stays():
    by_query = ["http://b/rc/clk?jk=1&from=promo", "http://b/rc/clk?jk=2", "http://b/rc/clk?jk=3"]
    assert added_keys(by_query) == {link: link for link in by_query}  # one path for all: the query names the job
    every = [f"http://b/view/{n}?refId=a{n}" for n in range(4)]
    assert added_keys(every) == {link: link for link in every}
    few = ["http://b/view/1?ref=x", "http://b/view/2"]  # too few links to tell a card's keys from the list's
    assert added_keys(few) == {link: link for link in few}


def test_a_job_a_sponsored_card_shows_again_is_known_by_the_plain_cards_address():
    # the same job as a plain card and, further up, as a sponsored one whose link adds click tracking: one address
    links = [f"http://board.example/job-detail/{n}" for n in range(8)]
    links += ["http://board.example/job-detail/3?sp=1&trk=9zw3h6", "http://board.example/job-detail/5?sp=1&trk=1cuen2k"]
    plain = added_keys(links)
    assert plain["http://board.example/job-detail/3?sp=1&trk=9zw3h6"] == "http://board.example/job-detail/3"
    assert plain["http://board.example/job-detail/5?sp=1&trk=1cuen2k"] == "http://board.example/job-detail/5"
    # where the query names the job, as much: the page links "?id=jb3" itself
    by_query = [f"http://board.example/job.html?id=jb{n}" for n in range(6)] + ["http://board.example/job.html?id=jb3&sp=1"]
    assert added_keys(by_query)["http://board.example/job.html?id=jb3&sp=1"] == "http://board.example/job.html?id=jb3"


def test_a_key_few_links_carry_that_names_their_jobs_stays():
    # one path, the job named by a key only three of ten links carry: without it they would be one address
    links = [f"http://b/job-{n}" for n in range(7)] + [f"http://b/jobs?vjk={n}" for n in range(3)]
    assert added_keys(links) == {link: link for link in links}
