"""The ThinkingAgent: a meta agent that gates "done" (its options, prompt, reply and counts; the gate that asks it
and turns its verdict into a run's next move is gate.py). Called when a run's agent claims it has finished (and
after repeated failures), it compares the task's requested parts with the history and the final answer, and answers
with one `judge` call (approved, missing_pieces, instructions_for_planner, instructions_for_navigator,
should_pause_for_user, question_for_user, and on approval the refined final_answer). With `entry: true` it first
checks that the task can be done from the start page (trigger `entry`); with `every: N` it looks at the run's
course every N turns (trigger `periodic`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

AGENT = "thinking"
MAX_REJECTIONS = 3
Trigger = Literal["done", "failures", "entry", "periodic"]

SYSTEM = """You are the ThinkingAgent, the exit gate of a browser run. The run's agent claims it is done (or it keeps
failing). Judge the claim against the ORIGINAL task and the user's follow-ups, not against the agent's own plan:
- split the task (and every follow-up) into the parts it requests; for each part, look for evidence in the
  history of actions, the steps completed and the data extracted (the final answer);
- approved: true only when every requested part has evidence; otherwise name what is missing in
  missing_pieces and write instructions_for_planner as ONE plain-language step that does the first missing part
  (for example: Start Easy Apply), and instructions_for_navigator as a concrete hint on the page;
- when the agent keeps failing and the task is ambiguous or blocked, set should_pause_for_user and ask one short
  question_for_user instead of guessing;
- trigger entry (before the run's first action): approve when the task can be done from the start page shown
  under Page; otherwise say in missing_pieces what stands in the way and, if a person must decide, ask;
- trigger periodic (a look at the run's course): approve when the history moves towards the task; otherwise say
  what went astray and give the instruction that puts the run back on course;
- when you approve a done, write final_answer: what the run achieved, in one or two sentences, from the evidence
  only.
Answer with one judge call."""


class ThinkingOptions(BaseModel):
    """How a run uses the ThinkingAgent."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = Field(True, description="gate the run's 'done' with the ThinkingAgent")
    max_rejections: int = Field(MAX_REJECTIONS, ge=1, le=10, description="the last allowed rejection ends the run")
    on_failures: bool = Field(True, description="also consult it when a step ends stuck after repeated failures")
    entry: bool = Field(False, description="before the first action, check that the task can be done from the start "
                                           "page")
    every: int | None = Field(None, ge=1, description="also look at the run's course every N turns")


class Judge(BaseModel):
    """Your judgement of the run's claim."""

    tool_name: ClassVar[str] = "judge"
    approved: bool
    missing_pieces: str = ""
    instructions_for_planner: str = ""
    instructions_for_navigator: str = ""
    should_pause_for_user: bool = False
    question_for_user: str = ""
    final_answer: str = Field("", description="on approving a done: what the run achieved, from the evidence only")


ThinkingOutput = Judge


class ThinkingRecord(BaseModel):
    trigger: str
    action: str
    approved: bool
    missing_pieces: str = ""
    instructions: str = ""
    question: str = ""
    step: int = 0


class ThinkingStats(BaseModel):
    calls: int = 0
    approvals: int = 0
    rejections: int = 0
    pauses: int = 0
    gave_up: bool = False
    final_answer: str = Field("", description="the ThinkingAgent's refined answer when it approved the run's done")
    reasons: list[str] = Field(default_factory=list)
    records: list[ThinkingRecord] = Field(default_factory=list)


@dataclass
class Review:
    """What the run shows the ThinkingAgent."""

    task: str
    steps: list[tuple[str, str]]  # (status, text) of every step so far, in order
    follow_ups: list[str] = field(default_factory=list)
    history: list[str] = field(default_factory=list)
    extracted: dict[str, Any] = field(default_factory=dict)
    claim: str = ""
    trigger: Trigger = "done"
    final_answer: str = ""
    page: str = ""  # what the start page shows (trigger entry)


def build_prompt(review: Review, rejections: int, max_rejections: int) -> list[dict[str, str]]:
    steps = "\n".join(f"{i}. [{status}] {text}" for i, (status, text) in enumerate(review.steps, 1)) or "(none)"
    parts = [f"Task: {review.task or '(run the steps)'}", f"Steps so far:\n{steps}"]
    if review.follow_ups:
        parts.append("Follow-ups from the user:\n" + "\n".join(f"- {m}" for m in review.follow_ups))
    parts.append(f"Trigger: {review.trigger}")
    parts.append(f"Claim: {review.claim}")
    parts.append("History of actions:\n" + ("\n".join(review.history[-40:]) or "(nothing)"))
    extracted = "\n".join(f"- {k}: {v}" for k, v in review.extracted.items()) or "(none)"
    parts.append(f"Extracted data:\n{extracted}")
    if review.final_answer:
        parts.append(f"Final answer: {review.final_answer}")
    if review.page:
        parts.append(f"Page:\n{review.page}")
    parts.append(f"Rejections so far: {rejections} of {max_rejections}")
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "\n\n".join(parts)}]
