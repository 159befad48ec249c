"""What an apply run did: the engine's ExecutionResult for one task, and each planned run's result with its posts."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from pytest_jobagent.cookbook.executor import StepOutcome
from pytest_jobagent.cookbook.healing import Heal
from pytest_jobagent.llm import RunStats
from pytest_jobagent.oversight.steering import SteeringStats
from pytest_jobagent.oversight.thinking import ThinkingStats

from .cover_letter import CoverLetter
from .schema import Mode, ModeUsed


class ExecutionResult(BaseModel):
    """What the engine did for one task: the contract `ExecutionResult`."""

    success: bool
    mode_requested: Mode
    mode_used: ModeUsed
    url: str
    url_pattern: str = ""
    platform: str = ""
    cookbook_id: str | None = Field(None, description="the cookbook replayed")
    cookbook_version: int | None = None
    saved_cookbook_id: str | None = Field(None, description="the cookbook (version) saved by this run")
    saved_version: int | None = None
    steps: list[StepOutcome] = Field(default_factory=list, description="replayed steps")
    ai_actions: int = 0
    heals: list[Heal] = Field(default_factory=list)
    fallback_at: int | None = Field(None, description="order of the step where AI took over")
    replay_error: str | None = Field(None, description="why the replay stopped, when it did")
    health_after: int | None = None
    flagged_for_reexploration: bool = False
    structure_changed: bool = Field(False, description="the start page's structure differs from the one the "
                                                       "cookbook was learned on (reported before the replay)")
    retired_cookbook_id: str | None = Field(None, description="the version this run's success retired (a rescue's "
                                                            "first clean replay retires the one it replaces)")
    error: str | None = None
    data_refused: str | None = Field(None, description="the host applicant data was refused to: the task stopped "
                                                       "there, before the data was typed or sent")
    needs_human: str | None = Field(None, description="why only a person can go on (CAPTCHA, sign-in wall)")
    timeout_retries: int = Field(0, description="AI runs retried with a fresh observation after a timeout")
    thinking: ThinkingStats | None = Field(None, description="what the ThinkingAgent gate of the AI's done did")
    steering: SteeringStats | None = Field(None, description="pauses, answers and messages of the scripted user")
    stats: RunStats = Field(default_factory=RunStats)
    baseline: RunStats | None = Field(None, description="an AI-only run of the same task, to compare with")
    cost_saved_usd: float | None = None
    cost_saved_pct: float | None = None
    tokens_saved: int | None = None

    def compare(self, baseline: RunStats | None) -> None:
        """Fill the savings against an AI-only run of the same task (both measured, never estimated)."""
        if baseline is None:
            return
        self.baseline = baseline
        self.cost_saved_usd = round(baseline.cost_usd - self.stats.cost_usd, 10)
        self.tokens_saved = baseline.total_tokens - self.stats.total_tokens
        if baseline.total_tokens:
            base = baseline.cost_usd if baseline.cost_usd else baseline.total_tokens
            mine = self.stats.cost_usd if baseline.cost_usd else self.stats.total_tokens
            self.cost_saved_pct = round(100.0 * (base - mine) / base, 2)




class ApplyRunResult(BaseModel):
    name: str
    site: str
    result: ExecutionResult
    submissions: list[dict[str, Any]] = Field(default_factory=list)
    cover_letter: CoverLetter | None = Field(None, description="the letter written for this job (cover_letter: "
                                                                "tailored)")


class ApplyOutcome(BaseModel):
    """What an apply scenario did: each run's ExecutionResult and what the site received."""

    runs: list[ApplyRunResult] = Field(default_factory=list)

    @property
    def success(self) -> bool:
        return all(r.result.success for r in self.runs)

