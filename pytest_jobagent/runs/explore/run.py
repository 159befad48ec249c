"""The explore run: open the start page, run the Phase 1 orchestrator, attach the result, check it on the live page."""

from __future__ import annotations

import urllib.parse

from playwright.sync_api import Page

from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steer, Steering
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.env import RunEnv

from .checks import check_explore
from .result import ExplorationResult
from .schema import ExploreScenario
from .seed import orchestrator_for

DEFAULT_TASK = "Understand how to search, filter and open job listings"


def explore_page(page: Page, llm: LLMClient, *, task: str | None, events: EventBus | None, max_steps: int = 20,
                 timeout_s: float = 120.0, thinking: ThinkingOptions | None = None,
                 steer: Steer | None = None, agents: str = "fused") -> ExplorationResult:
    """Explore the page as it is now; the result's stats are this exploration's model traffic.
    With `thinking`, the ThinkingAgent gates the explorer's "done"; with `steer`, a scripted user sends messages
    and answers the gate's questions. `agents`: "fused" (one model call a step) or "seed" (the seed's four agents)."""
    with llm.run("explore") as run_stats:
        gate = ThinkingGate(llm, thinking, events) if thinking is not None else None
        orchestrator = orchestrator_for(agents)(page, llm, task=task or DEFAULT_TASK, events=events, max_steps=max_steps,
                                    timeout_s=timeout_s, thinking=gate,
                                    steering=Steering(steer, events) if steer is not None else None)
        result = orchestrator.run()
        run_stats.steps = orchestrator.step
    extras = result.stats.model_dump(exclude=set(type(run_stats).model_fields))
    result.stats = type(result.stats)(**run_stats.model_dump(), **extras)
    result.stats.name = "explore"
    return result


def run_explore(scenario: ExploreScenario, env: RunEnv) -> tuple[ExplorationResult, list[str]]:
    from .verify import BrowserProbe

    page, _, url = env.open_start(scenario.site, scenario.start)
    llm = env.llm()
    # a killed run started again with its run_id catches up from here
    with env.journaled("explore"), env.events.phase("explore", task=scenario.task or DEFAULT_TASK) as outcome:
        result = explore_page(page, llm, task=scenario.task, events=env.events,
                              max_steps=scenario.limits.max_steps, timeout_s=scenario.limits.timeout_s,
                              thinking=scenario.thinking, steer=scenario.steer, agents=scenario.explore.agents)
        outcome.update(success=result.success, steps=result.stats.steps, llm_calls=result.stats.llm_calls)
    body = result.model_dump(mode="json")
    env.events.emit("attachment", name="exploration_result.json", body=body)  # reports write it to a file too
    parts = urllib.parse.urlsplit(url)
    origin = f"{parts.scheme}://{parts.netloc}"  # http or https alike
    urls = [origin + result.start_url] + [origin + u for p in result.pages for u in (p.urls or [p.last_url]) if u]
    with env.events.phase("check key elements on the live page"):
        problems = check_explore(scenario.expect, result, BrowserProbe(page, urls))
    return result, problems
