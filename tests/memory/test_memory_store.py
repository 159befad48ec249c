"""MemoryStore without a browser: page graph, observations, consolidation, selectors, summary format."""

from pytest_jobagent.runs.explore.memory import MemoryStore


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def test_graph_edges_visits_and_same_page_urls():
    memory = MemoryStore()
    memory.update_from_classification("job_search", "results", "/jobs?q=a")
    memory.note_url("/jobs?q=a&start=15")  # same page type: the node is updated, no new node
    memory.update_from_classification("job_details", "one job", "/viewjob?jk=1", via_action="click job listing",
                                      selector="a.title")
    memory.update_from_classification("job_search", "", "/jobs?q=a")
    assert memory.get_page_ids() == ["job_search", "job_details"]
    search = memory.get_page("job_search")
    assert search.visit_count == 2 and search.urls == ["/jobs?q=a", "/jobs?q=a&start=15"]
    assert [(e.from_page_id, e.to_page_id, e.selector) for e in search.outgoing_edges] == [
        ("job_search", "job_details", "a.title"), ]
    assert memory.navigation_path == ["job_search", "job_details", "job_search"]
    assert memory.previous_page_id == "job_details"


def test_consolidation_groups_by_page_element_action_and_change_confirms_at_two_and_caps_examples():
    memory = MemoryStore()
    memory.update_from_classification("job_search")
    for sel in ("#j1", "#j2", "#j3", "#j4"):
        memory.add_raw_observation("click", "job listing", f"Updated the details panel: job {sel}", "content_loaded", sel)
    memory.add_raw_observation("click", "Filter button", "opened filters", "modal_opened", "#filters")
    memory.add_raw_observation("click", "unclassified element", "something", "content_loaded", "#odd")
    memory.consolidate()
    p1, p2 = memory.patterns
    assert (p1.target_description, p1.count, p1.confirmed, p1.page_id) == ("job listing", 4, True, "job_search")
    assert p1.selectors == ["#j1", "#j2", "#j3"] and p1.effect == "Updated the details panel"  # the general part
    assert (p2.count, p2.confirmed, p2.effect) == (1, False, "opened filters")  # seen once: still testing
    assert memory.pending_observations == [] and memory.uncategorized and "#odd" in memory.uncategorized[0]
    assert memory.get_matching_pattern("click", "job listing") is p1
    assert memory.get_matching_pattern("click", "filter button") is None
    memory.add_raw_observation("click", "filter button", "opened filters", "modal_opened", "#filters")
    memory.consolidate()
    assert p2.count == 2 and p2.confirmed and len(memory.patterns) == 2  # joined, case aside
    keys = memory.get_discovered_selectors()
    assert keys.filter_button == "#filters" and keys.job_listings == ["#j1", "#j2", "#j3", "#j4"]  # examples, then raw
    assert memory.get_confirmed_pattern_count() == 2


def test_listing_siblings_fill_job_listings_to_three():
    memory = MemoryStore()
    memory.update_from_classification("job_board")
    memory.add_raw_observation("click", "job listing", "opened the job page", "navigation", "#j2")
    memory.listing_siblings["job_board"] = ["#j1", "#j2", "#j3"]
    assert memory.get_discovered_selectors().job_listings == ["#j2", "#j1", "#j3"]


def test_summary_format_and_page_summaries():
    memory = MemoryStore()
    memory.update_from_classification("homepage", "Landing page", "/")
    memory.update_from_classification("job_search", "Job search with filters", "/jobs", via_action="clicked Jobs nav")
    memory.add_raw_observation("click", "job listing", "details", "content_loaded", "#j1")
    memory.update_page_summary("homepage", "Landing page with nav to Jobs.")
    summary = memory.get_summary()
    assert summary.startswith("EXPLORED PAGES:\n[homepage]: Landing page with nav to Jobs.")
    assert '  → leads to: [job_search] via "clicked Jobs nav"' in summary
    assert '  ← from: [homepage] via "clicked Jobs nav"' in summary
    assert "CURRENT PAGE: [job_search]" in summary and summary.endswith("PATH: homepage → job_search")
    assert memory.get_page("homepage").raw_observations == [] and memory.get_page("job_search").raw_observations
    assert "[homepage] Landing page with nav to Jobs." in memory.get_final_understanding()
