"""Key elements by provenance without a browser: confirmed beats observed beats claimed; claims must resolve."""

from __future__ import annotations

from pytest_jobagent.browser.observation import (
    FieldObservation,
    FilterObservation,
    ListingGroupObservation,
    PageObservation,
    PaginationObservation,
)
from pytest_jobagent.heuristic.roles._page import observed
from pytest_jobagent.runs.explore.grounding import merge_key_elements, render
from pytest_jobagent.runs.explore.memory import KeyElements


def board() -> PageObservation:
    return PageObservation(
        url="http://127.0.0.1:1/jobs", url_pattern="/jobs", platform="generic", fingerprint="f",
        page_type="job_search_results",
        search_inputs=[FieldObservation(label="Search jobs", type="search", selector="input[type='search']")],
        listing_groups=[ListingGroupObservation(pattern="table.roles tbody tr", count=12,
                                                sample_titles=["Data Analyst", "Designer"], item_selector="#r1")],
        pagination=PaginationObservation(kind="pages", next_selector="a[rel='next']", pages=["1", "2", "3"]),
        filters=[FilterObservation(label="Team", kind="checkbox", selector="#t1", options=["Engineering", "Finance"]),
                 FilterObservation(label="Job type", kind="links", selector="a[href='?t=ft']",
                                   options=["Full-time", "Part-time"], counts={"Full-time": 27, "Part-time": 6},
                                   selected=["Part-time"])])


def test_observed_elements_fill_what_no_action_confirmed():
    keys, sources, dropped = merge_key_elements(KeyElements(), [board()], None, lambda s: False)
    assert keys.search_input == "input[type='search']" and keys.pagination == "a[rel='next']"
    assert keys.job_listings == ["table.roles tbody tr"]  # one pattern for every item, not three links
    assert sources == {"search_input": "observed", "job_listings": "observed", "pagination": "observed"}
    assert dropped == []


def test_confirmed_wins_and_the_listing_pattern_leads_the_confirmed_items():
    confirmed = KeyElements(job_listings=["a[href='#role-1']", "a[href='#role-2']"], pagination="button.more")
    keys, sources, _ = merge_key_elements(confirmed, [board()], None, lambda s: True)
    assert keys.pagination == "button.more" and sources["pagination"] == "confirmed"
    assert keys.job_listings == ["table.roles tbody tr", "a[href='#role-1']", "a[href='#role-2']"]


def test_a_claim_that_matches_nothing_is_dropped_and_reported():
    claimed = KeyElements(filter_button="#made-up", apply_button="a.apply")
    keys, sources, dropped = merge_key_elements(KeyElements(), [], claimed, lambda s: s == "a.apply")
    assert keys.filter_button is None and keys.apply_button == "a.apply" and sources == {"apply_button": "claimed"}
    assert dropped == ["filter_button: '#made-up' (claimed by the model) matches nothing on the pages explored"]


def test_the_rendered_candidates_read_back_as_the_heuristic_model_reads_them():
    text = render(board())
    assert 'filter "Team": checkbox "#t1" options Engineering | Finance' in text
    assert 'filter "Job type": links "a[href=\'?t=ft\']" options Full-time (27) | Part-time (6); on: Part-time' in text
    assert observed(text) == {"search input": "input[type='search']", "job listings": "table.roles tbody tr",
                              "pagination": "a[rel='next']"}
