"""`run: explore`: Phase 1 exploration, the orchestrator and its agents over a page-graph memory, with loop guards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pytest_jobagent.lazy import lazy_exports
from pytest_jobagent.runs.kind import RunKind, deferred

from .schema import ExploreScenario

if TYPE_CHECKING:
    from .guards import LoopGuard, PlannedAction, risky_reason
    from .orchestrator import Orchestrator
    from .result import Behavior, ExplorationResult, ExploreStats, StepUsage
else:
    # the engine is imported on first use (a name below, or the first run): registering the kind needs its model only
    __getattr__, __dir__ = lazy_exports(__name__, {
        ".guards": ("LoopGuard", "PlannedAction", "risky_reason"),
        ".orchestrator": ("Orchestrator",),
        ".result": ("Behavior", "ExplorationResult", "ExploreStats", "StepUsage"),
    })

KIND = RunKind(name="explore", scenario=ExploreScenario, run=deferred(ExploreScenario, f"{__name__}.run", "run_explore"),
               summary=(
    "Phase 1 page understanding over a page-graph memory, in two modes: `fused` (the default) is one model "
    "call a step, the Explorer's turn also carrying the ChangeAnalyzer's reading of the last action and, at "
    "done, the Summarizer's page summaries, the Consolidator grouping effects in memory; `seed` "
    "(`explore: {agents: seed}`) runs the Explorer, ChangeAnalyzer, Consolidator and Summarizer as agents of "
    "their own, as the seed design does; in both the FilterAnalyzer maps filters the PageObserver could not "
    "read; loop warnings and circuit breakers; returns an `ExplorationResult` (page type, key selectors, "
    "behaviors, filter options, page graph, stats) whose key elements are then checked on the live page"))

__all__ = ["KIND", "Behavior", "ExplorationResult", "ExploreStats", "LoopGuard", "Orchestrator", "PlannedAction", "StepUsage",
           "risky_reason"]
