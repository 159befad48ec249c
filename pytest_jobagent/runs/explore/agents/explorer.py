"""Explorer agent. Fused mode: one call a step that records what the last action did (the ChangeAnalyzer's part) and
chooses the next action (act: click, type_text, scroll, observe; or done, carrying the Summarizer's page summaries).
Seed mode (`run_seed`): the seed's own tools, click, scroll, type_text, observe and done, each with its reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, Field, model_validator

from pytest_jobagent.llm import LLMClient, ToolCall
from pytest_jobagent.llm.prompt import ask, section
from pytest_jobagent.runs.explore.memory import KeyElements

from ..guards import PlannedAction
from . import change_analyzer, summarizer
from .change_analyzer import AnalyzeChange

AGENT = "explorer"

BASE = """You explore a job site in a real browser to learn how it works, for a later phase that collects jobs.
You see the page as text: actionable elements are marked [CLICK: "selector"], [TYPE: ...], [SELECT: ...],
[CHECK: ...]; copy selectors exactly. Call exactly one tool. OBSERVED is what a DOM reader found (search inputs,
job listings, pagination, filters, apply controls): trust it for what exists and spend your turns learning what
those elements do: open the filter button (its filters are mapped for you), two or three job listings,
pagination, the apply button. Never submit an application or any form but search and filters (declined).
Close dialogs once understood. Call done when the key elements are known, with their selectors."""

SYSTEM = f"""{BASE}
{change_analyzer.ROLE}
{summarizer.ROLE}"""

# the seed mode: the ChangeAnalyzer, Consolidator and Summarizer are agents of their own; the explorer only acts
SEED_SYSTEM = f"""{BASE}
After every action the ChangeAnalyzer tells you what it changed (LAST ACTION RESULT); MEMORY holds the patterns the
Consolidator grouped and the Summarizer's page summaries. Give every action its reason."""


class Act(BaseModel):
    """Act on the page: click an element, type into an input, scroll, or observe (a fresh snapshot)."""

    last_effect: AnalyzeChange | None
    action: Literal["click", "type_text", "scroll", "observe"]
    selector: str | None = Field(description="click, type_text: copied from the DOM")
    text: str | None = Field(description="type_text")
    direction: Literal["down", "up"] | None = Field(description="scroll")
    reason: str

    @model_validator(mode="after")
    def _complete(self) -> Act:
        if self.action in ("click", "type_text") and not self.selector:
            raise ValueError(f"{self.action} needs a selector")
        if self.action == "type_text" and self.text is None:
            raise ValueError("type_text needs the text")
        return self


class KeyElementsArg(BaseModel):
    filter_button: str | None
    apply_button: str | None
    job_listings: list[str]
    search_input: str | None
    pagination: str | None


class Done(BaseModel):
    """Call when you understand enough to explain how to accomplish the task on this site."""

    last_effect: AnalyzeChange | None
    understanding: str = Field(description="how the site works")
    page_type: str = Field(description="of the start page")
    key_findings: list[str]
    key_elements: KeyElementsArg
    page_summaries: list[summarizer.PageSummary]


TOOLS = (Act, Done)


# ---- the seed mode's tools: one per action, each with its reason (the seed's click, scroll, type_text, observe, done)

class Click(BaseModel):
    """Click an element. May open modals, navigate, toggle state, or load content."""

    selector: str = Field(description='CSS selector - copy exactly from [CLICK: "..."] in the DOM')
    reason: str = Field(description="What you expect to learn or happen")


class Scroll(BaseModel):
    """Scroll to reveal more content, pagination, or hidden elements."""

    direction: Literal["down", "up"]
    reason: str = Field(description="What you hope to find")


class TypeText(BaseModel):
    """Type text into an input field."""

    selector: str = Field(description="CSS selector of the input")
    text: str = Field(description="Text to type")
    reason: str = Field(description="Why you are typing this")


class Observe(BaseModel):
    """Get a fresh snapshot of the DOM. Use after actions that might have changed content."""

    what: str = Field(description='What changed you want to see (e.g., "modal contents", "updated list")')


class SeedDone(BaseModel):
    """Call when you understand enough to explain how to accomplish the task on this site."""

    tool_name: ClassVar[str] = "done"

    understanding: str = Field(description="Full explanation of how the site works")
    page_type: str = Field(description="What kind of page this is")
    key_findings: list[str] = Field(description="Specific discoveries")
    key_elements: KeyElementsArg = Field(
        description="Important selectors: filter_button, apply_button, job_listings[], search_input, pagination")


SEED_TOOLS = (Click, Scroll, TypeText, Observe, SeedDone)


class Turn(BaseModel):
    """One explorer reply: the effect it recorded for the last action, and the next action."""

    action: PlannedAction
    effect: AnalyzeChange | None = None


def user_message(*, task: str, dom: str, memory_summary: str, current_page_id: str | None,
                 last_action: str | None, last_action_result: str | None, discovery_count: int,
                 loop_warning: str | None, actions: list[str], step: int, max_steps: int, review: str | None = None,
                 observed: str | None = None, follow_ups: list[str] | None = None) -> str:
    head = [f"Task: {task}", f"CURRENT PAGE: [{current_page_id or '?'}]  step {step} of {max_steps}",
            f"CONFIRMED PATTERNS: {discovery_count}" + ("  (enough to synthesize: consider done)" if discovery_count >= 3 else "")]
    parts = ["\n".join(head) + "\n",
             section("LAST ACTION (record its effect in last_effect)", last_action),
             section("LAST ACTION RESULT", None if last_action else last_action_result),
             section("LOOP WARNING", loop_warning),
             section("REVIEW OF YOUR DONE (do this before calling done again)", review),
             section("USER FOLLOW-UPS (they change the task)", "\n".join(f"- {m}" for m in follow_ups or [])),
             section("ACTIONS SO FAR", "\n".join(f"{i}. {a}" for i, a in enumerate(actions, 1))),
             section("MEMORY", memory_summary),
             section("OBSERVED (PageObserver: found in the DOM, no model)", observed),
             section("DOM", dom)]
    return "\n".join(p for p in parts if p)


def to_turn(call: ToolCall) -> Turn:
    args = call.args
    if isinstance(args, Act):
        kind = args.action
        if kind == "click":
            action = PlannedAction(kind="click", selector=args.selector, reason=args.reason)
        elif kind == "type_text":
            action = PlannedAction(kind="type_text", selector=args.selector, text=args.text, reason=args.reason)
        elif kind == "scroll":
            action = PlannedAction(kind="scroll", direction=args.direction or "down", reason=args.reason)
        else:
            action = PlannedAction(kind="observe", what=args.reason)
        return Turn(action=action, effect=args.last_effect)
    assert isinstance(args, Done)
    keys = args.key_elements
    summaries = {s.page_id.strip("[] "): s.summary for s in args.page_summaries if s.summary.strip()}
    action = PlannedAction(kind="done", understanding=args.understanding, page_type=args.page_type,
                           key_findings=list(args.key_findings), key_elements=KeyElements(**keys.model_dump()),
                           page_summaries=summaries)
    return Turn(action=action, effect=args.last_effect)


def run(llm: LLMClient, check: Callable[[ToolCall], str | None] | None = None, **context: Any) -> tuple[ToolCall, Turn]:
    call = ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS, check=check)
    return call, to_turn(call)


def seed_action(call: ToolCall) -> PlannedAction:
    """A seed-mode tool call as the action it plans."""
    args = call.args
    if isinstance(args, Click):
        return PlannedAction(kind="click", selector=args.selector, reason=args.reason)
    if isinstance(args, TypeText):
        return PlannedAction(kind="type_text", selector=args.selector, text=args.text, reason=args.reason)
    if isinstance(args, Scroll):
        return PlannedAction(kind="scroll", direction=args.direction, reason=args.reason)
    if isinstance(args, Observe):
        return PlannedAction(kind="observe", what=args.what)
    assert isinstance(args, SeedDone)
    return PlannedAction(kind="done", understanding=args.understanding, page_type=args.page_type,
                         key_findings=list(args.key_findings),
                         key_elements=KeyElements(**args.key_elements.model_dump()))


def run_seed(llm: LLMClient, check: Callable[[ToolCall], str | None] | None = None,
             **context: Any) -> tuple[ToolCall, Turn]:
    """The seed mode's Explorer turn: the seed's five tools, no effect to report (the ChangeAnalyzer did)."""
    call = ask(llm, AGENT, SEED_SYSTEM, user_message(**context), SEED_TOOLS, check=check)
    return call, Turn(action=seed_action(call))
