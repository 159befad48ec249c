"""The collect run: explore the start page (or load a saved exploration), collect, attach the result, check it."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steer, Steering
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.env import RunEnv
from pytest_jobagent.runs.explore.result import ExplorationResult

from .checks import check_collect
from .embedded import open_board
from .memory import Breakers
from .page_truth import TruthNotFound, find_page_truth
from .result import CollectionResult, CollectStats
from .schema import CollectScenario
from .walker import Collection


def filter_passes(filters: Any) -> list[dict[str, list[str]]]:
    """A scenario's `filters` (one mapping, or a list of mappings = passes) as passes of group -> [options]."""
    if not filters:
        return []
    passes = filters if isinstance(filters, list) else [filters]
    return [{g: ([o] if isinstance(o, str) else list(o)) for g, o in p.items()} for p in passes if p]


def collect_page(page: Page, llm: LLMClient, exploration: ExplorationResult | None, *, filters: Any = None,
                 task: str | None = None, events: EventBus | None = None, breakers: Breakers | None = None,
                 thinking: ThinkingOptions | None = None, allow_empty: bool = False,
                 steer: Steer | None = None, per_job: bool = False) -> CollectionResult:
    """Collect from the page as it is now; the result's stats are this collection's model traffic.
    A board embedded in a frame is collected from the frame's own document (collect/embedded.py).
    With `thinking`, the ThinkingAgent gates the collector's "finish"; with `steer`, a scripted user sends messages
    and answers the gate's questions. No job collected is a failure unless
    `allow_empty` (the caller expects an empty board)."""
    started = time.monotonic()
    exploration = open_board(page, exploration, events)
    with llm.run("collect") as run_stats:
        gate = ThinkingGate(llm, thinking, events) if thinking is not None else None
        collection = Collection(page, llm, exploration, filters=filter_passes(filters), task=task, events=events,
                                breakers=breakers, thinking=gate, allow_empty=allow_empty,
                                steering=Steering(steer, events) if steer is not None else None, per_job=per_job)
        result = collection.run()
        run_stats.steps = collection.memory.turns
    extras = result.stats.model_dump(exclude=set(type(run_stats).model_fields))
    stats = CollectStats(**run_stats.model_dump(), **extras)
    stats.name = "collect"
    stats.wall_s = round(time.monotonic() - started, 3)
    jobs = max(len(result.jobs), 1)
    stats.llm_calls_per_job = round(stats.counted_calls / jobs, 4)  # replies spoiled on purpose left out
    stats.tokens_per_job = round((stats.prompt_tokens + stats.completion_tokens) / jobs, 1)
    result.stats = stats
    return result


def load_exploration(path: Path) -> ExplorationResult:
    try:
        return ExplorationResult.model_validate_json(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise FileNotFoundError(f"collect.exploration: {path} does not exist; run an explore scenario and save its "
                                f"exploration_result.json there, or drop the key to explore in the same run") from None


def url_resolves(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status < 400
    except (urllib.error.URLError, OSError, ValueError):
        return False


def run_collect(scenario: CollectScenario, env: RunEnv) -> tuple[CollectionResult, list[str]]:
    from pytest_jobagent.runs.explore.run import explore_page

    options = scenario.collect
    page, site, url = env.open_start(scenario.site, scenario.start)
    with env.journaled("collect"):  # a killed run started again with its run_id catches up from here
        llm = env.llm()
        if options.exploration:
            exploration = load_exploration((env.scenario_file.parent / options.exploration).resolve())
        else:
            with env.events.phase("explore", task="Understand how to search, filter and open job listings") as outcome:
                exploration = explore_page(page, llm, task=None, events=env.events, max_steps=scenario.limits.max_steps,
                                           timeout_s=scenario.limits.timeout_s)
                outcome.update(success=exploration.success, llm_calls=exploration.stats.llm_calls)
            page.goto(url, wait_until="load")
        breakers = Breakers(max_jobs=options.max_jobs, max_pages=options.max_pages,
                            max_consecutive_errors=options.max_consecutive_errors, max_turns=options.max_turns,
                            timeout_s=scenario.limits.timeout_s)
        with env.events.phase("collect", filters=options.filters) as outcome:
            wanted = scenario.expect.jobs
            result = collect_page(page, llm, exploration, filters=options.filters, task=scenario.task, events=env.events,
                                  breakers=breakers, thinking=scenario.thinking, steer=scenario.steer,
                                  allow_empty=wanted is not None and 0 in (wanted.max, wanted.equals),
                                  per_job=options.extract == "per_job")
            outcome.update(jobs=len(result.jobs), pages=len(result.pages_visited), stop_reason=result.stop_reason,
                           llm_calls=result.stats.llm_calls)
    env.events.emit("attachment", name="collection_result.json", body=result.model_dump(mode="json"))
    truth_file = site.root / "truth.json" if site.root is not None else None  # a URL site has no folder
    truth = json.loads(truth_file.read_text(encoding="utf-8")) if truth_file and truth_file.exists() else None
    page_truth, missing = None, []
    if scenario.expect.jobs is not None and scenario.expect.jobs.match_page_truth:
        if site.root is None:
            missing = ["jobs.match_page_truth: the site is a URL, not a folder of saved pages with a truth.json"]
        else:
            try:
                _, page_truth = find_page_truth(site.root, scenario.start)
            except TruthNotFound as exc:
                missing = [str(exc)]
    with env.events.phase("check the collection"):
        problems = check_collect(scenario.expect, result, truth=truth, resolves=url_resolves, page_truth=page_truth)
    if missing:
        problems = [p for p in problems if not p.startswith("jobs.match_page_truth: the start page")] + missing
    return result, problems
