"""ExplorationResult: the Phase 1 handoff contract, with the stats of the exploration."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from pytest_jobagent.llm import RunStats, Usage
from pytest_jobagent.oversight.steering import SteeringStats
from pytest_jobagent.oversight.thinking import ThinkingStats
from pytest_jobagent.runs.explore.memory import KeyElements, PageNode


class Behavior(BaseModel):
    action: str
    effect: str
    confirmed: bool


class StepUsage(BaseModel):
    """Model traffic of one exploration step (explorer turn plus whatever the orchestrator ran for it)."""

    step: int
    action: str
    llm_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    agents: dict[str, int] = Field(default_factory=dict)


class ExploreStats(RunStats):
    """RunStats of the exploration plus what the orchestrator saved or refused."""

    agents_mode: Literal["fused", "seed"] = Field("fused", description="the explore mode that ran (explore.agents)")
    actions: int = 0
    change_analyses: int = Field(0, description="effects the explorer's turns reported (the ChangeAnalyzer's part)")
    change_analyses_from_diff: int = Field(0, description="effects read from the DOM diff: the turn left them out")
    change_analyzer_skipped: int = Field(0, description="actions whose DOM diff showed no change: no_change recorded in code")
    consolidations: int = Field(0, description="the Consolidator's calls whose patterns memory took (seed mode)")
    summaries: int = Field(0, description="page summaries the Summarizer's own calls gave (seed mode)")
    breakers_fired: list[str] = Field(default_factory=list)
    per_step: list[StepUsage] = Field(default_factory=list)
    setup: Usage = Field(default_factory=Usage, description="initial page analysis and page-level filter mapping")
    finish: Usage = Field(default_factory=Usage, description="final consolidation and summaries")


class ExplorationResult(BaseModel):
    success: bool
    error: str | None = None
    page_type: str = ""
    key_elements: KeyElements = Field(default_factory=KeyElements)
    key_element_sources: dict[str, Literal["confirmed", "observed", "claimed"]] = Field(
        default_factory=dict, description="where each key element came from: confirmed by an action's effect, "
                                          "observed by the PageObserver, or claimed by the model (and resolved)")
    dropped_claims: list[str] = Field(default_factory=list, description="model-claimed selectors that matched nothing")
    behaviors: dict[str, Behavior] = Field(default_factory=dict)
    filter_options: dict[str, list[str]] = Field(default_factory=dict)
    understanding: str = ""
    key_findings: list[str] = Field(default_factory=list)
    pages: list[PageNode] = Field(default_factory=list)
    navigation_path: list[str] = Field(default_factory=list)
    declined_actions: list[str] = Field(default_factory=list, description="actions refused because of side effects")
    start_url: str = ""
    stats: ExploreStats = Field(default_factory=ExploreStats)
    thinking: ThinkingStats | None = Field(None, description="the ThinkingAgent gate's work (when the run had one)")
    steering: SteeringStats | None = Field(None, description="the scripted user's pauses and messages (with `steer:`)")
    follow_ups: list[str] = Field(default_factory=list, description="what the user said during the run")

    def page(self, page_id: str) -> PageNode | None:
        return next((p for p in self.pages if p.id == page_id), None)

    def edges(self) -> list[tuple[str, str]]:
        return [(e.from_page_id, e.to_page_id) for p in self.pages for e in p.outgoing_edges]
