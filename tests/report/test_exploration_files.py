"""An exploration's result lands in exploration-results/<scenario>.json beside the Allure results folder."""

from __future__ import annotations

import json

from pytest_jobagent.report.exploration_files import ATTACHMENT, ExplorationFiles


def test_the_attached_result_is_written_under_the_scenarios_name(tmp_path):
    sink = ExplorationFiles(tmp_path / "reports" / "allure-results")
    sink("run_started", {"name": "Explore the SPA board", "run": "explore"})
    sink("attachment", {"name": "stats.json", "body": {"llm_calls": 3}})  # other attachments are not results
    sink("attachment", {"name": ATTACHMENT, "body": {"success": True, "page_type": "search_results"}})

    written = list((tmp_path / "reports" / "exploration-results").iterdir())
    assert [p.name for p in written] == ["explore-the-spa-board.json"]
    assert json.loads(written[0].read_text()) == {"success": True, "page_type": "search_results"}


def test_nothing_is_written_for_a_run_without_an_exploration(tmp_path):
    sink = ExplorationFiles(tmp_path / "allure-results")
    sink("run_started", {"name": "observe only"})
    sink("attachment", {"name": "result.json", "body": {}})
    assert not (tmp_path / "exploration-results").exists()
