"""Drive the steps orchestrator on the bundled jobboard_spa with the live heuristic model and a run state, for the
crash test: `python runstate_driver.py STATE_DIR RUN_ID OUT_JSON [CRASH_AFTER]` (with CRASH_AFTER=N the process
dies, os._exit(3), right after step N's state was saved: the crash lives here, not in the package)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from pytest_jobagent.browser.launch import block_external_requests, find_chromium, launch_options
from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import LLMSettings
from pytest_jobagent.llm.session import llm_session
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator
from pytest_jobagent.runs.steps.runstate import RunTracker
from pytest_jobagent.siteserver import SiteRegistry

ROOT = Path(__file__).resolve().parents[2]
STEPS = ["Search for data engineer jobs", "Open the second result", "Save the job title as job_title",
         "Start Easy Apply", "Check that the page shows Contact info"]


class CrashingTracker(RunTracker):
    """A tracker whose process dies right after the state of step `crash_after` is saved."""

    crash_after: int | None = None

    def save(self, orch, result, tools, current, **kw):
        super().save(orch, result, tools, current, **kw)
        if kw.get("step_done") and self.crash_after is not None and current >= self.crash_after:
            os._exit(3)


class Events:
    def __init__(self):
        self.seen = []

    def emit(self, kind, **data):
        self.seen.append({"kind": kind, **{k: v for k, v in data.items() if isinstance(v, (str, int, bool))}})


def main(state_dir: str, run_id: str, out: str, crash_after: str = "") -> None:
    CrashingTracker.crash_after = int(crash_after) if crash_after else None
    events = Events()
    executable = find_chromium()
    server = SiteRegistry(ROOT / "sites").serve("jobboard_spa")
    with HeuristicServer() as model, sync_playwright() as pw:
        settings = LLMSettings(provider="heuristic", base_url=model.url, model="jobagent-heuristic", api_key="sk-test")
        browser = pw.chromium.launch(**launch_options(executable))
        context = browser.new_context()
        context.set_default_timeout(10_000)
        block_external_requests(context)
        page = context.new_page()
        page.goto(server.url("/jobs/search"))
        with llm_session(settings, name="runstate") as llm, \
                CrashingTracker(state_dir, run_id, scenario="runstate crash", task="find a job", events=events) as tracker:
            orch = StepsOrchestrator(page, llm, list(STEPS), goal="Find a data engineer job and start applying",
                                     events=events, max_iterations=4, runstate=tracker)
            result = orch.run()
        browser.close()
    server.close()
    Path(out).write_text(json.dumps({"result": result.model_dump(mode="json"), "events": events.seen,
                                     "history": [e.line() for e in orch.memory.history]}))


if __name__ == "__main__":
    main(*sys.argv[1:5])
