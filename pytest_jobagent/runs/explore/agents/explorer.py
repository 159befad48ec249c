"""Explorer agent: decides the next action on the page (click, scroll, type_text, observe, done)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.runs.explore.memory import KeyElements

from ..guards import PlannedAction
from .base import ask, section

AGENT = "explorer"

SYSTEM = """You explore a job site in a real browser to understand how it works, for a later phase that will
collect jobs. Each turn you see the page as text: actionable elements are marked [CLICK: "selector"],
[TYPE: ...], [SELECT: ...], [CHECK: ...]; copy selectors exactly. Call exactly one tool.
OBSERVED lists what a DOM reader (the PageObserver) found on this page: search inputs, the repeated job
listing and its pattern, pagination, filters, apply controls. Trust it for what exists; spend your turns
confirming what those elements do. Learn what the key elements do by using them: the search box, the filter button (open it; the filters are
mapped for you), job listings (open two or three), pagination, the apply button (opening it is fine).
Never submit an application or any form other than search and filters; such actions are declined.
Close dialogs you opened once they are understood. Call done when the key elements are known, with
key_elements holding the selectors you found (filter_button, apply_button, job_listings, search_input, pagination)."""


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


class KeyElementsArg(BaseModel):
    filter_button: str | None = Field(None, description="selector that opens the filters")
    apply_button: str | None = Field(None, description="selector of the apply action on a job")
    job_listings: list[str] = Field(default_factory=list, description="selectors of individual job items")
    search_input: str | None = Field(None, description="selector of the keyword search box")
    pagination: str | None = Field(None, description="selector of the next-page control")


class Done(BaseModel):
    """Call when you understand enough to explain how to accomplish the task on this site."""

    understanding: str = Field(description="Full explanation of how the site works")
    page_type: str = Field(description="What kind of page this is")
    key_findings: list[str] = Field(description="Specific discoveries")
    key_elements: KeyElementsArg = Field(
        description="Important selectors: filter_button, apply_button, job_listings[], search_input, pagination")


TOOLS = (Click, Scroll, TypeText, Observe, Done)


def user_message(*, task: str, dom: str, memory_summary: str, current_page_id: str | None,
                 last_action_result: str | None, discovery_count: int, loop_warning: str | None,
                 actions: list[str], step: int, max_steps: int, review: str | None = None,
                 observed: str | None = None, follow_ups: list[str] | None = None) -> str:
    head = [f"Task: {task}", f"CURRENT PAGE: [{current_page_id or '?'}]  step {step} of {max_steps}",
            f"CONFIRMED PATTERNS: {discovery_count}" + ("  (enough to synthesize: consider done)" if discovery_count >= 3 else "")]
    parts = ["\n".join(head) + "\n",
             section("LAST ACTION RESULT (what just happened)", last_action_result),
             section("LOOP WARNING", loop_warning),
             section("REVIEW OF YOUR DONE (do this before calling done again)", review),
             section("USER FOLLOW-UPS (they change the task)", "\n".join(f"- {m}" for m in follow_ups or [])),
             section("ACTIONS SO FAR", "\n".join(f"{i}. {a}" for i, a in enumerate(actions, 1))),
             section("MEMORY", memory_summary),
             section("OBSERVED (PageObserver: found in the DOM, no model)", observed),
             section("DOM", dom)]
    return "\n".join(p for p in parts if p)


def to_action(call: Any) -> PlannedAction:
    args = call.args
    if call.name == "click":
        return PlannedAction(kind="click", selector=args.selector, reason=args.reason)
    if call.name == "scroll":
        return PlannedAction(kind="scroll", direction=args.direction, reason=args.reason)
    if call.name == "type_text":
        return PlannedAction(kind="type_text", selector=args.selector, text=args.text, reason=args.reason)
    if call.name == "observe":
        return PlannedAction(kind="observe", what=args.what)
    keys = args.key_elements
    return PlannedAction(kind="done", understanding=args.understanding, page_type=args.page_type,
                         key_findings=list(args.key_findings),
                         key_elements=KeyElements(**keys.model_dump()) if keys is not None else None)


def run(llm: Any, check: Any = None, **context: Any) -> tuple[Any, PlannedAction]:
    call = ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS, check=check)
    return call, to_action(call)
