"""`run: apply`: the hybrid engine (cookbook replay, healing, the AI apply agent as fallback) over one store."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pytest_jobagent.lazy import lazy_exports
from pytest_jobagent.runs.kind import RunKind, deferred

from .schema import ApplyScenario

if TYPE_CHECKING:
    from .agent import AGENT, AgentOutcome, ApplyAgent, confirmation_reached
else:
    # the engine is imported on first use (a name below, or the first run): registering the kind needs its model only
    __getattr__, __dir__ = lazy_exports(__name__, {
        ".agent": ("AGENT", "AgentOutcome", "ApplyAgent", "confirmation_reached"),
    })

KIND = RunKind(name="apply", scenario=ApplyScenario, run=deferred(ApplyScenario, f"{__name__}.run", "run_apply"),
               sends_forms=True, summary=(
    "the hybrid engine: look up a cookbook for the page, replay it with the user's data, heal a broken step "
    "by element signature (no model), hand over to the AI apply agent from the current page when healing "
    "fails, save what the AI did as a cookbook with `{{templates}}` instead of personal values, update its "
    "health; `runs:` chains runs over one store"))

__all__ = ["KIND", "AGENT", "AgentOutcome", "ApplyAgent", "confirmation_reached"]
