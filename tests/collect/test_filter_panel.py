"""A filter pass in collect opens the panel, sets the filters, applies them and closes the panel: a panel that applies
filters as they change (no apply button) is closed by Escape, or by its close control when it ignores Escape, so
that it does not cover the results. The FilterAnalyzer reports groups and options only (no selectors)."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser
from pytest_jobagent.runs.collect import controls
from pytest_jobagent.runs.collect.walker import Collection
from pytest_jobagent.runs.explore.agents import filter_analyzer
from pytest_jobagent.runs.explore.memory import KeyElements
from pytest_jobagent.runs.explore.result import ExplorationResult


@pytest.mark.parametrize("query", ["", "?esc=1"], ids=["close-button", "escape"])
def test_an_instant_filter_panel_is_closed_after_its_filters_are_set(mpage, pages, query):
    mpage.goto(pages.url(f"/panel.html{query}"))
    browser.wait_for_settle(mpage)
    exploration = ExplorationResult(success=True, page_type="job_search", key_elements=KeyElements(
        job_listings=["li.job-card"], filter_button="#open-filters"))
    collection = Collection(mpage, None, exploration)
    said = collection._apply_filters({"Job type": ["Remote"]})
    assert "NOT FOUND" not in said and collection.memory.filters_applied == [{"Job type": ["Remote"]}]
    assert controls.open_dialog(mpage) is None  # the panel no longer covers the results
    assert mpage.locator("#panel input[value=remote]").is_checked()  # closing kept the filter
    assert mpage.locator(".job-card:visible").count() == 2


def test_the_close_control_is_found_by_what_it_says(mpage, pages):
    mpage.goto(pages.url("/panel.html"))
    mpage.click("#open-filters")
    assert controls.dialog_close_button(mpage, "[role=dialog]") is not None
    assert mpage.locator(f"[{controls.MARK}]").get_attribute("id") == "x"
    assert all(controls.CLOSE_PANEL.match(t) for t in ("Close", "close filters", "Dismiss", "×", "✕"))
    assert not any(controls.CLOSE_PANEL.match(t) for t in ("Cancel", "Clear all", "Closed positions", "Xtreme"))


def test_the_filter_analyzer_asks_for_groups_and_options_only():
    fields = set(filter_analyzer.MapFilters.model_fields)
    assert fields == {"groups"}
    assert "selector" not in filter_analyzer.SYSTEM
