"""`run: apply`: the hybrid engine (cookbook replay, healing, the AI apply agent as fallback) over one store."""

from pytest_jobagent.runs.kind import RunKind

from .agent import AGENT, AgentOutcome, ApplyAgent, confirmation_reached
from .run import run_apply
from .schema import ApplyScenario

KIND = RunKind(name="apply", scenario=ApplyScenario, run=run_apply, sends_forms=True, summary=(
    "the hybrid engine: look up a cookbook for the page, replay it with the user's data, heal a broken step "
    "by element signature (no model), hand over to the AI apply agent from the current page when healing "
    "fails, save what the AI did as a cookbook with `{{templates}}` instead of personal values, update its "
    "health; `runs:` chains runs over one store"))

__all__ = ["KIND", "AGENT", "AgentOutcome", "ApplyAgent", "confirmation_reached"]
