"""The ThinkingAgent: a meta agent that gates "done". Called when a run's agent claims it has finished (and after
repeated failures), it compares the task's requested parts with the history and the final answer, and answers
with one `judge` call (approved, missing_pieces, instructions_for_planner, instructions_for_navigator,
should_pause_for_user, question_for_user, and on approval the refined final_answer). With `entry: true` it first
checks that the task can be done from the start page (trigger `entry`); with `every: N` it looks at the run's
course every N turns (trigger `periodic`).

Rules (pure, in `ThinkingGate.verdict`):
- approved: the run may finish;
- not approved: the instructions go back into the run's agent context and the run continues;
- should_pause_for_user (with a question): the run pauses and asks its (scripted) user;
- the gate rejects at most `max_rejections` (3) times: the last allowed rejection ends the run with its reasons;
- a model error approves nothing: the run ends with the error as its reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient, LLMError

AGENT = "thinking"
MAX_REJECTIONS = 3
Trigger = Literal["done", "failures", "entry", "periodic"]
Action = Literal["approve", "reject", "pause", "give_up"]

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


@dataclass
class Verdict:
    action: Action
    output: Judge
    reason: str = ""

    @property
    def instructions(self) -> str:
        return self.output.instructions_for_planner.strip()

    @property
    def note(self) -> str:
        """What goes back into the run's agent context after a rejection."""
        out = self.output
        return "; ".join(x for x in (f"missing: {out.missing_pieces}" if out.missing_pieces else "",
                                     f"instructions: {out.instructions_for_planner}" if out.instructions_for_planner else "",
                                     f"hint: {out.instructions_for_navigator}" if out.instructions_for_navigator else "")
                         if x)

    @property
    def feedback(self) -> str:
        """The note and the question for a run with no user to ask: both go back to its agent."""
        question = self.output.question_for_user.strip()
        return "; ".join(x for x in (self.note, f"question: {question}" if question else "") if x)


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


@dataclass
class ThinkingGate:
    """Calls the ThinkingAgent and turns its judgement into what the run does next."""

    llm: LLMClient
    options: ThinkingOptions = field(default_factory=ThinkingOptions)
    events: EventBus | None = None
    stats: ThinkingStats = field(default_factory=ThinkingStats)

    def _emit(self, **data: Any) -> None:
        if self.events is not None:
            self.events.emit("thinking", **data)

    def verdict(self, out: Judge) -> Verdict:
        """Pure: the judgement -> approve / reject / pause / give_up, counting rejections."""
        if out.approved:
            self.stats.approvals += 1
            if out.final_answer.strip():
                self.stats.final_answer = out.final_answer.strip()
            return Verdict("approve", out)
        self.stats.rejections += 1
        reason = (out.missing_pieces or out.question_for_user or "not approved").strip()
        self.stats.reasons.append(reason)
        if self.stats.rejections >= self.options.max_rejections:
            self.stats.gave_up = True
            return Verdict("give_up", out, f"ThinkingAgent rejected {self.stats.rejections} times: "
                                           + "; ".join(self.stats.reasons))
        if out.should_pause_for_user and out.question_for_user.strip():
            self.stats.pauses += 1
            return Verdict("pause", out, reason)
        return Verdict("reject", out, reason)

    def review(self, review: Review, step: int = 0) -> Verdict:
        self.stats.calls += 1
        messages = build_prompt(review, self.stats.rejections, self.options.max_rejections)
        try:
            out: Judge = self.llm.call(AGENT, messages, [Judge]).args
        except LLMError as exc:
            out = Judge(approved=False, missing_pieces=f"ThinkingAgent error: {exc}")
            self.stats.gave_up = True
            self.stats.reasons.append(out.missing_pieces)
            result = Verdict("give_up", out, out.missing_pieces)
        else:
            result = self.verdict(out)
        self.stats.records.append(ThinkingRecord(
            trigger=review.trigger, action=result.action, approved=out.approved, missing_pieces=out.missing_pieces,
            instructions=out.instructions_for_planner, question=out.question_for_user, step=step))
        self._emit(trigger=review.trigger, action=result.action, approved=out.approved, step=step,
                   missing_pieces=out.missing_pieces, instructions_for_planner=out.instructions_for_planner,
                   instructions_for_navigator=out.instructions_for_navigator,
                   question_for_user=out.question_for_user if result.action == "pause" else "")
        return result


def entry_due(gate: ThinkingGate | None) -> bool:
    """Whether the run asks the ThinkingAgent at its start (`thinking: {entry: true}`)."""
    return gate is not None and gate.options.enabled and gate.options.entry


def periodic_due(gate: ThinkingGate | None, turn: int) -> bool:
    """Whether turn `turn` (from 1) is one the ThinkingAgent looks at (`thinking: {every: N}`)."""
    every = gate.options.every if gate is not None and gate.options.enabled else None
    return every is not None and turn > 0 and turn % every == 0


def rejections_allowed(gate: ThinkingGate | None) -> int:
    """How many times a run's ending may be refused: the gate's `max_rejections`, or the default without a gate. A
    page check that refuses an ending before the gate (apply's push-back, collect's refused finish) stays one below
    it, so the gate always has the last word."""
    return gate.options.max_rejections if gate is not None else MAX_REJECTIONS
