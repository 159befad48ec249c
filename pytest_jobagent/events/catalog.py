"""The events catalog: every kind of event a run publishes, as a typed record with what it means.

Reports, progress lines, the events file (`--jobagent-events`) and the `pytest_jobagent_event` hook see these.
A record names the fields each kind always or usually carries; some kinds carry more (an action's details, a model
call's usage), so records allow extra fields. `ts` (unix time) is on every event.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, ValidationError


class Event(BaseModel):
    """Every event: its kind (the bus's first argument) and when it happened."""

    model_config = ConfigDict(extra="allow", arbitrary_types_allowed=True)
    kind: ClassVar[str] = ""
    ts: float


# ---- a scenario and its phases ---------------------------------------------------------------------------------


class RunStarted(Event):
    """A scenario run begins: its name, run kind, site and start page, tags, description, source and folder."""

    kind: ClassVar[str] = "run_started"
    name: str
    run: str
    site: str | None = None
    start: str | None = None
    tags: list[str] = []
    description: str | None = None
    source: str | None = None
    folder: str | None = None


class RunFinished(Event):
    """A scenario run ends: passed, failed (an expectation unmet) or error (the run broke); its stats."""

    kind: ClassVar[str] = "run_finished"
    outcome: str
    stats: Any = None


class PhaseStarted(Event):
    """A named part of a run begins (open start page, apply: NAME, check expectations)."""

    kind: ClassVar[str] = "phase_started"
    phase: str


class PhaseFinished(Event):
    """A named part of a run ends: ok, how long it took, the error when it broke, what it reported."""

    kind: ClassVar[str] = "phase_finished"
    phase: str
    ok: bool
    wall_s: float
    error: Any = None


class Attachment(Event):
    """A file for the report: result.json, stats.json, a cookbook, site traffic (body: JSON-able or text)."""

    kind: ClassVar[str] = "attachment"
    name: str
    body: Any = None


class Progress(Event):
    """A line a person watching the run should read (a retry, a resumed step)."""

    kind: ClassVar[str] = "progress"
    message: str


# ---- the model ---------------------------------------------------------------------------------------------------


class LlmCall(Event):
    """One HTTP call to the model: agent, turn, attempt, model, tool called, tokens, cost, the rejection reason."""

    kind: ClassVar[str] = "llm_call"
    agent: str
    turn: int
    attempt: int = 1
    model: str
    tool: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    problem: str | None = None


class PromptSize(Event):
    """A prompt over the warning line (`jobagent_prompt_warn_tokens`, 3000 by default)."""

    kind: ClassVar[str] = "prompt_size"
    agent: str
    turn: int
    prompt_tokens: int
    limit: int


class AgentTurn(Event):
    """An agent chose its next move: the agent, the tool and its arguments (or the commands of a batch)."""

    kind: ClassVar[str] = "agent_turn"
    agent: str | None = None
    step: int | None = None
    tool: str | None = None
    args: Any = None


class ToolCall(Event):
    """A steps run's information tool answered (inspect_page, find_elements ...), cached or not."""

    kind: ClassVar[str] = "tool_call"
    step: int
    iteration: int
    tool: str
    args: Any = None
    cached: bool = False


class ToolOveruse(Event):
    """A steps run kept asking for information instead of acting: the nudge it got."""

    kind: ClassVar[str] = "tool_overuse"
    step: int
    note: str


# ---- acting on the page ------------------------------------------------------------------------------------------


class Action(Event):
    """An action on the page: its kind (click, type, scroll, dismiss_overlay ...), target, outcome, error."""

    kind: ClassVar[str] = "action"
    step: int | None = None
    action_kind: str | None = None
    tool: str | None = None
    target: str | None = None
    selector: str | None = None
    success: bool | None = None
    error: str | None = None


class ChangeAnalysis(Event):
    """What an explore action changed: the change type, the element by its effect, the page type."""

    kind: ClassVar[str] = "change_analysis"
    step: int
    change_type: str | None = None
    element_type: str | None = None
    page_type: str | None = None


class Consolidation(Event):
    """The seed explore mode's Consolidator grouped the waiting observations (final: the one at done): how many it
    read, the patterns after it and how many are confirmed."""

    kind: ClassVar[str] = "consolidation"
    step: int
    final: bool
    observations: int
    patterns: int
    confirmed: int


class Breaker(Event):
    """A circuit breaker tripped (loop, repeated errors, a page limit): which, and why."""

    kind: ClassVar[str] = "breaker"
    breaker: str
    reason: str | None = None
    step: int | None = None


class Done(Event):
    """An explore run finished: success, steps, page types found, the breaker that ended it."""

    kind: ClassVar[str] = "done"
    success: bool
    steps: int | None = None


class StepFinished(Event):
    """A natural-language step ended: complete, failed or stuck, after how many iterations and model calls."""

    kind: ClassVar[str] = "step_finished"
    step: int
    status: str
    iterations: int
    llm_calls: int
    reason: str | None = None


class JobsExtracted(Event):
    """A collect run read a list page: new jobs, duplicates, the total so far, decoys left out."""

    kind: ClassVar[str] = "jobs_extracted"
    url: str
    new: int
    duplicates: int
    total: int


class FinishByCode(Event):
    """A collect run ended without asking the model: nothing left to choose."""

    kind: ClassVar[str] = "finish_by_code"
    reason: str


class TabOpened(Event):
    """A tab or popup the run opened, named in its tab registry."""

    kind: ClassVar[str] = "tab_opened"
    name: str
    opener: str


class TabClosed(Event):
    """A tab of the run closed as the run ended."""

    kind: ClassVar[str] = "tab_closed"
    name: str
    url: str


class DataRefused(Event):
    """Applicant data was about to go to a host the site does not allow: the task ends with this refusal."""

    kind: ClassVar[str] = "data_refused"
    host: str
    url: str


# ---- oversight -------------------------------------------------------------------------------------------------


class Thinking(Event):
    """The ThinkingAgent's verdict on a done (or on repeated failures): approve, reject, pause or give_up."""

    kind: ClassVar[str] = "thinking"
    trigger: str | None = None
    action: str | None = None
    missing_pieces: str | None = None


class Pause(Event):
    """The run asks its user: the question, and why."""

    kind: ClassVar[str] = "pause"
    question: str | None = None
    reason: str | None = None


class Resume(Event):
    """A paused run goes on with the user's answer, or a killed run resumes from its state or journal."""

    kind: ClassVar[str] = "resume"


class FollowUp(Event):
    """A user message reached the run mid-task (a scripted steer, an answer)."""

    kind: ClassVar[str] = "follow_up"
    message: str
    source: str | None = None


class CaughtUp(Event):
    """A resumed run replayed its journal and goes on live."""

    kind: ClassVar[str] = "caught_up"
    run_id: str
    replayed: int


class ResumeDiverged(Event):
    """A resumed run's page differed from the journal: the rest of the journal is dropped."""

    kind: ClassVar[str] = "resume_diverged"
    run_id: str
    reason: str


class ResumedRun(Event):
    """An apply run whose outcome the journal already holds: not run again."""

    kind: ClassVar[str] = "resumed_run"
    name: str
    index: int
    success: bool


# ---- cookbooks and applications ----------------------------------------------------------------------------------


class CookbookLookup(Event):
    """The engine looked for a cookbook: the page's URL pattern and platform, what it found, flagged ones."""

    kind: ClassVar[str] = "cookbook_lookup"
    url_pattern: str
    platform: str | None = None
    found: str | None = None
    version: int | None = None


class CookbookMissing(Event):
    """cookbook_only and no usable cookbook: why."""

    kind: ClassVar[str] = "cookbook_missing"
    error: str


class CookbookDrift(Event):
    """The page's structure differs from the one the cookbook was learned on."""

    kind: ClassVar[str] = "cookbook_drift"
    id: str
    version: int


class CookbookStep(Event):
    """One replayed step: its order, outcome, error; skipped when behind a choice the applicant does not make."""

    kind: ClassVar[str] = "cookbook_step"
    order: int
    success: bool
    skipped: bool = False


class CookbookHeal(Event):
    """A replayed step's element found again by its signature: old and new selector, the level that found it."""

    kind: ClassVar[str] = "cookbook_heal"
    order: int


class CookbookReplayed(Event):
    """A cookbook did the task alone, confirmed, with no model call."""

    kind: ClassVar[str] = "cookbook_replayed"
    id: str
    version: int
    heals: int


class CookbookFailed(Event):
    """A replay broke at a step: the error and the cookbook's health after it."""

    kind: ClassVar[str] = "cookbook_failed"
    order: int | None = None
    error: str | None = None
    health: int


class CookbookSaved(Event):
    """A cookbook (version) was saved from the run's steps; `replaces` when it rescues a failing one."""

    kind: ClassVar[str] = "cookbook_saved"
    id: str
    version: int
    steps: int
    replaces: str | None = None


class CoverLetter(Event):
    """A cover letter was written for the job: what it quotes from the posting and the profile entries it cites."""

    kind: ClassVar[str] = "cover_letter"
    job_title: str
    company: str
    requirements: list[str]
    profile_keys: list[str]
    language: str


class Application(Event):
    """An apply task ended: the job, when, by cookbook or AI, how many submissions the site received, the outcome."""

    kind: ClassVar[str] = "application"
    at: str
    run: str
    site: str
    job_title: str
    job_url: str
    mode: str
    cookbook: str | None = None
    submitted: int
    success: bool
    error: str | None = None


def _records(base: type[Event]) -> dict[str, type[Event]]:
    out: dict[str, type[Event]] = {}
    for record in base.__subclasses__():
        out[record.kind] = record
        out.update(_records(record))
    return out


CATALOG: dict[str, type[Event]] = _records(Event)


def problem(kind: str, data: dict[str, Any]) -> str | None:
    """Why an event does not fit its record (an unknown kind, a missing or mistyped field), or None."""
    record = CATALOG.get(kind)
    if record is None:
        return f"unknown event kind {kind!r}: add its record to pytest_jobagent/events/catalog.py"
    try:
        record.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        return f"{kind}: {'.'.join(str(p) for p in first['loc'])}: {first['msg']}"
    return None
