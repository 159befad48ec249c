"""What a steps run reports: each command, each step, the counters, and what a repair found and did."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.browser import ElementSignature
from pytest_jobagent.oversight.steering import SteeringStats
from pytest_jobagent.oversight.thinking import ThinkingStats

from .tools import MAX_TOOL_CALLS


class Reflection(BaseModel):
    guidance_for_next: str = ""
    detecting_loop: bool = False
    loop_reasoning: str = ""


class CommandRecord(BaseModel):
    action: str
    selector: str = ""
    value: str = ""
    success: bool
    error: str | None = None
    retried: bool = False
    retry_level: str | None = None
    url: str = ""
    frame_url: str = Field("", description="the new URL of the frame the element is in, when the command navigated it")
    signature: ElementSignature | None = Field(None, description="the element's signature when the command ran")
    opens_page: bool = Field(False, description="the command opened a popup or tab, where the run went on")

    def describe(self) -> str:
        """`type "#q" 'data'`: the line a journey memory and a report show."""
        return f'{self.action} "{self.selector}"' + (f" {self.value!r}" if self.value else "")


class StepResult(BaseModel):
    index: int
    text: str
    origin: Literal["scenario", "follow_up", "review", "answer", "resume"] = "scenario"
    superseded: bool = False
    status: Literal["complete", "stuck", "infeasible", "continue", "skipped"] = "skipped"
    reason: str = ""
    reasoning: list[str] = Field(default_factory=list)
    commands: list[CommandRecord] = Field(default_factory=list)
    tools: list[str] = Field(default_factory=list)
    reflections: list[Reflection] = Field(default_factory=list, description="the agent's reflection, per iteration")
    experiences: list[str] = Field(default_factory=list, description="experiences first learned in this step")
    iterations: int = 0
    llm_calls: int = 0
    injected_faults: int = Field(0, description="of llm_calls, replies spoiled on purpose (--llm-faults)")
    tokens: int = 0
    failures: int = 0
    reflections_cleared: int = 0


class StepsStats(BaseModel):
    iterations: int = 0
    commands: int = 0
    failed_commands: int = 0
    batches_cut: int = 0
    batch_shrunk: int = 0  # times the batch size went down after a failed batch
    batch_grew: int = 0  # times it went up after a clean full batch
    redundant_tool_calls: int = 0  # inspect_page asked while the page was in the iteration's context already
    retries: int = 0
    retry_successes: int = 0
    replans: int = 0
    screenshots: int = 0
    images_sent: int = Field(0, description="screenshots shown to the model as images (vision)")
    tool_calls: int = Field(0, description="tool calls asked for, refused ones included")
    tool_calls_refused: int = Field(0, description=f"calls past {MAX_TOOL_CALLS} in one iteration")
    tool_cache_hits: int = Field(0, description="read-only tool calls answered from the cache (page unchanged)")
    overuse_nudges: int = Field(0, description="iterations after which the agent was told it overuses a tool")


class RepairReport(BaseModel):
    """What a repair found and did."""

    script: str
    passed_before: bool
    failed_at: str = Field("", description="where the original stopped: line, step and action")
    failure: str = Field("", description="the error it stopped with")
    replayed: int = Field(0, description="actions that worked as written")
    healed_by_signature: int = Field(0, description="actions whose element was found again by its signature")
    agent_steps: int = Field(0, description="steps handed to the agent (the replay could not finish them)")
    checks_healed: int = Field(0, description="checks of saved values whose element was found again")
    checks_failed: list[str] = Field(default_factory=list)
    changed_lines: int = 0
    diff: str = ""
    written: str = Field("", description="where the repaired test was written")


class StepsResult(BaseModel):
    success: bool = False
    goal: str = ""
    steps: list[StepResult] = Field(default_factory=list)
    extracted: dict[str, Any] = Field(default_factory=dict)
    experiences: list[str] = Field(default_factory=list)
    stats: StepsStats = Field(default_factory=StepsStats)
    script: str = ""
    repair: RepairReport | None = Field(None, description="what a repair (`repair:`) found and did")
    error: str | None = None
    data_refused: str | None = Field(None, description="the host applicant data was refused to: the run stopped "
                                                       "there, before the data was typed or sent")
    stopped: bool = False
    follow_ups: list[str] = Field(default_factory=list)
    thinking: ThinkingStats = Field(default_factory=ThinkingStats)
    steering: SteeringStats = Field(default_factory=SteeringStats)
