"""`run: explore`: Phase 1 exploration, the orchestrator and its agents over a page-graph memory, with loop guards."""

from pytest_jobagent.runs.kind import RunKind

from .guards import LoopGuard, PlannedAction, risky_reason
from .orchestrator import Orchestrator
from .result import Behavior, ExplorationResult, ExploreStats, StepUsage
from .run import run_explore
from .schema import ExploreScenario

KIND = RunKind(name="explore", scenario=ExploreScenario, run=run_explore, summary=(
    "Phase 1 page understanding over a page-graph memory, in two modes: `fused` (the default) is one model "
    "call a step, the Explorer's turn also carrying the ChangeAnalyzer's reading of the last action and, at "
    "done, the Summarizer's page summaries, the Consolidator grouping effects in memory; `seed` "
    "(`explore: {agents: seed}`) runs the Explorer, ChangeAnalyzer, Consolidator and Summarizer as agents of "
    "their own, as the seed design does; in both the FilterAnalyzer maps filters the PageObserver could not "
    "read; loop warnings and circuit breakers; returns an `ExplorationResult` (page type, key selectors, "
    "behaviors, filter options, page graph, stats) whose key elements are then checked on the live page"))

__all__ = ["KIND", "Behavior", "ExplorationResult", "ExploreStats", "LoopGuard", "Orchestrator", "PlannedAction", "StepUsage",
           "risky_reason"]
