"""Phase 1 exploration: the orchestrator and its agents over a page-graph memory, with loop guards."""

from .guards import LoopGuard, PlannedAction, risky_reason
from .orchestrator import Orchestrator
from .result import Behavior, ExplorationResult, ExploreStats, StepUsage

__all__ = ["Behavior", "ExplorationResult", "ExploreStats", "LoopGuard", "Orchestrator", "PlannedAction", "StepUsage",
           "risky_reason"]
