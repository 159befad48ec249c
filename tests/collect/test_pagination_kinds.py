"""Phase 2 walks on real pages with the live heuristic model: "Load more", infinite scroll and numbered pages without a
Next link each yield every job once and stop at the end; facet links are matched by label and never clicked off.

The boards under tests/collect/pages list the same 11 listings (the 6th re-lists the 2nd, so 10 distinct jobs), 4 at
a time; two of the jobs have no "Easy apply" badge, so their details page is opened (a second tab keeps the list)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from walks import collect

from pytest_jobagent import browser
from pytest_jobagent.runs.collect import controls
from pytest_jobagent.runs.collect.walker import Collection
from pytest_jobagent.runs.explore.memory import KeyElements
from pytest_jobagent.runs.explore.result import ExplorationResult

SITES = Path(__file__).resolve().parents[2] / "sites"

TITLES = ["Backend Engineer", "Data Engineer", "Frontend Engineer", "Site Reliability Engineer", "QA Engineer",
          "Mobile Engineer", "Security Engineer", "Platform Engineer", "Machine Learning Engineer", "Embedded Engineer"]
DONE = "every results page was walked (10 jobs)"


def assert_every_job_once(result) -> None:
    assert result.success and not result.stopped_early and result.errors == []
    assert [j.title for j in result.jobs] == TITLES
    assert result.duplicates_skipped == 1 and result.duplicate_keys == ["id:jb1002"]  # the re-listed Data Engineer
    assert len({j.job_key for j in result.jobs}) == 10
    apply = {j.title: (j.apply_type, j.apply_url) for j in result.jobs}
    assert apply["Data Engineer"] == ("external", "https://careers.example.com/jb1002")  # Extractor, details page
    assert apply["Security Engineer"] == ("external", "https://careers.example.com/jb1007")  # by code, known control
    assert apply["Backend Engineer"][0] == "easy_apply"  # the badge on the listing: no details opened
    assert result.stats.field_maps == 1 and result.stats.details_extractions == 1 and result.stats.details_by_code == 1


def test_load_more_button_appends_until_it_is_hidden(page, llm_runtime, pages):
    """Phase 1 saw "Load more jobs" (#load-more); after the last batch it stays in the DOM, hidden: no next page."""
    result, llm = collect(page, llm_runtime, pages.url("/loadmore.html"), pagination="#load-more", name="load-more")
    assert_every_job_once(result)
    assert result.pages_visited == ["/loadmore.html"]  # one view that grew
    assert result.stop_reason == DONE
    # each batch extracted as it loads (by code), load more twice, then finish by code (nothing left to choose): the
    # hidden button is not clicked
    assert result.stats.extracted_on_arrival == 3
    assert result.stats.collector_turns == 2 and llm.stats.agents["collector"].llm_calls == 2
    assert result.stats.finished_by_code
    # details pages opened in a second tab: the list still holds every loaded batch
    assert page.url == pages.url("/loadmore.html") and page.locator("li.job-card").count() == 11
    assert page.locator("#load-more").is_hidden() and page.get_by_text("You have seen all jobs").is_visible()


def test_infinite_scroll_loads_batches_until_the_list_ends(page, llm_runtime, pages):
    """No pager and no control: scrolling to the end of the list appends the next batch, until nothing more comes."""
    result, llm = collect(page, llm_runtime, pages.url("/infinite.html"), name="infinite-scroll")
    assert_every_job_once(result)
    assert result.pages_visited == ["/infinite.html"]
    assert result.stop_reason == DONE
    assert result.stats.collector_turns == 2 and llm.stats.agents["collector"].llm_calls == 2
    assert result.stats.finished_by_code
    assert page.locator("li.job-card").count() == 11 and page.get_by_text("No more jobs").is_visible()


def test_numbered_pages_without_a_next_link(page, llm_runtime, pages):
    """The pager has only page numbers (the current one a plain span): the number after the current page is next."""
    result, llm = collect(page, llm_runtime, pages.url("/numbered.html"), name="numbered-pages")
    assert_every_job_once(result)
    assert result.pages_visited == ["/numbered.html", "/numbered.html?page=2", "/numbered.html?page=3"]
    assert result.stop_reason == DONE
    assert result.stats.collector_turns == 2 and result.stats.extracted_on_arrival == 3  # next, next
    assert result.stats.finished_by_code  # the last page has no next page: nothing left to choose
    assert page.url == pages.url("/numbered.html?page=3")


@pytest.mark.parametrize("pager, expected", [
    ('<nav class="pager"><a href="?p=1">1</a> <span aria-current="page">2</span> <a href="?p=3">3</a></nav>', "3"),
    ('<ul class="artdeco-pagination__pages" aria-label="Pagination">'
     '<li class="artdeco-pagination__indicator--active"><button aria-label="Page 1" aria-current="true"><span>1</span>'
     '</button></li><li><button aria-label="Page 2"><span>2</span></button></li></ul>', "2"),
    ('<div class="pagination"><a href="?p=1">1</a><a href="?p=2">2</a><b>3</b><a href="?p=4">4</a></div>', "4"),
    ('<nav class="pager"><a href="?p=1">1</a><a href="?p=2">2</a><span aria-current="page">3</span></nav>', None),
    ('<div class="pagination"><a href="?p=1">1</a><a href="?p=2">2</a></div>', None),  # no current page: no guess
    ('<p>Top 3 jobs</p><a href="/3">3</a>', None),
], ids=["span-current", "active-li-buttons", "bold-current", "last-page", "no-current", "no-pager"])
def test_numbered_next_finds_the_number_after_the_current_page(page, pager, expected):
    page.set_content(f"<main><ul><li>job</li></ul>{pager}</main>")
    selector = controls.numbered_next(page)
    if expected is None:
        assert selector is None
        return
    assert selector == f"[data-jobagent-next='page {expected}']"
    assert page.locator(selector).count() == 1 and page.locator(selector).inner_text().strip() == expected


FACETS = """<main>
<section class="filters">
  <div role="group"><h2>Date posted</h2><ul>
    <li><a href="?fromage=1">Last 24 hours (5)</a></li><li><a href="?fromage=14">Last 14 days (22)</a></li></ul></div>
  <div role="group"><h2>Job type</h2><ul>
    <li class="selected"><a href="?jt=" aria-current="true">Full-time (29)</a></li>
    <li><a href="?jt=contract">Contract <span class="count">3</span></a></li></ul></div>
  <div role="group"><h2>Experience</h2><ul><li><a href="?lvl=2">Level 2</a></li></ul></div>
</section>
<ul class="results"><li>Senior Engineer <span>Full-time</span> <a href="/job/1">Contract work</a></li></ul>
</main>"""


def test_facet_links_match_their_label_under_the_group_and_an_active_one_counts_as_on(page):
    page.set_content(FACETS)
    on = controls.mark_option(page, None, "Job type", "Full-time")  # "Full-time (29)": the count is not the label
    assert (on["found"], on["tag"], on["caption"], on["checked"]) == (1, "a", "Job type", True)  # clicking it would clear it
    assert page.locator(f"[{controls.MARK}]").get_attribute("href") == "?jt="
    days = controls.mark_option(page, None, "Date posted", "Last 14 days")
    assert days["found"] == 1 and not days["checked"] and page.locator(f"[{controls.MARK}]").inner_text() == "Last 14 days (22)"
    loose = controls.mark_option(page, None, "Job type", "contract")  # a bare count after the label, another case
    assert loose["found"] == 1 and page.locator(f"[{controls.MARK}]").get_attribute("href") == "?jt=contract"
    assert controls.mark_option(page, None, "Experience", "Level 3")["found"] == 0  # "Level 2" is another option


def test_a_facet_already_on_is_not_clicked_off(serve_site, page, llm_runtime):
    """Starting on a search where "Full-time" is already the active facet, the filter pass keeps it on."""
    truth = json.loads((SITES / "jobboard_classic" / "truth.json").read_text(encoding="utf-8"))
    site = serve_site("jobboard_classic")
    page.goto(site.url("/jobs?q=engineer&l=Texas&jt=fulltime"))
    browser.wait_for_settle(page)
    with llm_runtime.session(cassette=None, name="facet-already-on") as llm:
        result = Collection(page, llm, ExplorationResult(success=True), filters=[{"Job type": ["Full-time"]}]).run()
    assert result.success and result.errors == []
    assert result.filters_applied == [{"Job type": ["Full-time"]}]
    assert "jt=fulltime" in result.pages_visited[0]
    assert sorted(j.site_id for j in result.jobs) == sorted(truth["queries"]["engineer_in_texas"]["jks"])


def test_before_the_consecutive_errors_breaker_the_thinking_agent_is_consulted_once(page, llm_runtime, pages):
    from pytest_jobagent.oversight.gate import ThinkingGate
    from pytest_jobagent.oversight.thinking import ThinkingOptions

    page.goto(pages.url("/numbered.html"))
    exploration = ExplorationResult(success=True, page_type="job_search", key_elements=KeyElements())
    with llm_runtime.session(cassette=None, name="collect-failures") as llm:
        walk = Collection(page, llm, exploration, thinking=ThinkingGate(llm, ThinkingOptions()))
        for text in ("next page control failed", "next page control failed", "next page control failed"):
            walk.memory.error(text)
        reason = walk.memory.stop_reason()
        assert reason.startswith("consecutive_errors")
        assert walk._consult_on_failures(reason)  # the walk goes on under the review's question
        assert walk.memory.consecutive_errors == 0 and "How should I continue?" in walk.review
        assert [(r.trigger, r.action) for r in walk.thinking.stats.records] == [("failures", "pause")]
        assert not walk._consult_on_failures(reason)  # once per run: the next streak ends the walk
    assert llm.stats.agents["thinking"].llm_calls == 1


@pytest.mark.parametrize("when", ["", "?later"])
def test_an_apply_button_that_reveals_an_address_makes_the_job_external(page, pages, when):
    """WP Job Manager style: "Apply for job" shows a mailto: link in place; that link is the job's application. Shown
    in the click's handler it is read at once; shown a moment later, once the page has settled."""
    from pytest_jobagent.runs.collect.controls import revealed_link

    page.goto(pages.url("/reveal.html" + when))
    assert revealed_link(page, "input.application_button") == "mailto:jobs@huntersparks.example"


def test_jobs_without_ids_are_told_apart_by_their_links_and_met_again_by_them(page, llm_runtime, pages):
    """An aggregator with no job ids: two "Senior Product Designer · Remote" of two employers (whose names the card
    does not show) are two jobs, their links differ; the first, listed again on page 2 with that page, its place and
    where it was met in its link, is one job."""
    result, _ = collect(page, llm_runtime, pages.url("/relisted.html?q=designer"), name="relisted")
    assert result.success and result.errors == []
    assert [j.title for j in result.jobs] == ["Senior Product Designer", "Senior Product Designer", "UX Researcher",
                                              "Visual Designer", "Design Manager", "Motion Designer", "Brand Designer",
                                              "Content Designer"]
    assert result.duplicates_skipped == 1
    assert result.duplicate_keys == ["url:/listing/senior-product-designer-northwind"]
