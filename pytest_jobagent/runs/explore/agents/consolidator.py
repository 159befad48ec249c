"""Consolidator agent (explore's seed mode): groups the raw observations with the existing patterns into behavior
patterns ("click #a -> details" and "click #b -> details" are one pattern seen twice), the rest uncategorized.

Called on the MemoryStore's cadence (every 3 observations or 30 s, and a final one at done); in the fused mode the
same grouping is code (MemoryStore.consolidate)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, Field

from pytest_jobagent.llm import LLMClient, ToolCall
from pytest_jobagent.llm.prompt import ask, section
from pytest_jobagent.runs.explore.memory import BehaviorPattern, RawObservation

from .change_analyzer import ChangeType

AGENT = "consolidator"
DOM_CHARS = 3000  # the page the Consolidator sees is cut to this many characters

SYSTEM = """You are the Consolidator of a job-site exploration: you recognise behavior patterns in what the
explorer's actions did. Group the NEW OBSERVATIONS with the EXISTING PATTERNS: actions on elements of the same type
with the same kind of effect on the same page are one pattern (click on two different job listings that both show
details = one "job listing" pattern, count 2). Keep every existing pattern (add to its count when a new observation
joins it), keep up to 3 example selectors, describe the effect in detail but generally (not one job's title).
confidence is "testing" when seen once, "confirmed" when seen 2 or more times. Observations that fit no element
type go to uncategorized. Call consolidate_patterns once with the whole pattern list."""


class PatternArg(BaseModel):
    id: str = Field(description="Unique pattern ID")
    page_id: str = Field(description="the page type the pattern was seen on")
    element_type: str = Field(description="Type of element")
    action: str = Field(description="Action type: click, scroll, type_text")
    effect: str = Field(description="DETAILED description of what happens")
    change_type: ChangeType
    confidence: Literal["testing", "confirmed"]
    count: int = Field(ge=1, description="Times observed")
    example_selectors: list[str]


class ConsolidatePatterns(BaseModel):
    """Report consolidated behavioral patterns from observations."""

    patterns: list[PatternArg]
    uncategorized: list[str]


TOOLS = (ConsolidatePatterns,)


def user_message(*, observations: list[RawObservation], patterns: list[BehaviorPattern], dom: str,
                 final: bool = False) -> str:
    seen = [f"- [{o.page_id or '?'}] {o.text()}" for o in observations]
    known = [f'- id={p.id} [{p.page_id or "?"}] {p.action} [{p.target_description}] -> {p.change_type}: {p.effect} '
             f'(count {p.count}, {"confirmed" if p.confirmed else "testing"}; examples: '
             + ", ".join(f'"{s}"' for s in p.selectors) + ")" for p in patterns]
    head = "CONSOLIDATION: final (the exploration is done)\n" if final else "CONSOLIDATION: periodic\n"
    cut = dom if len(dom) <= DOM_CHARS else dom[:DOM_CHARS] + "\n... (cut)"
    return "\n".join([head, section("NEW OBSERVATIONS", "\n".join(seen) or "(none)"),
                      section("EXISTING PATTERNS", "\n".join(known) or "(none)"), section("DOM", cut)])


def to_patterns(args: ConsolidatePatterns) -> list[BehaviorPattern]:
    """The tool's patterns as memory patterns (confirmed: seen at least twice)."""
    out = []
    for p in args.patterns:
        pid = p.id.strip() or "pattern_" + re.sub(r"\W+", "_", f"{p.page_id}_{p.element_type}_{p.action}").strip("_")
        out.append(BehaviorPattern(id=pid, action=p.action, target_description=p.element_type.strip() or "element",
                                   effect=p.effect, change_type=p.change_type, selectors=list(p.example_selectors),
                                   count=p.count, confirmed=p.confidence == "confirmed" and p.count >= 2,
                                   page_id=p.page_id.strip("[] ")))
    return out


def check_grounded(observations: list[RawObservation], patterns: list[BehaviorPattern],
                   pages: list[str]) -> Callable[[ToolCall], str | None]:
    """A consolidation groups what was seen: an element type, example selector or page the observations and
    patterns it was given do not hold is made up, and sent back for the corrective retry."""
    types = {o.element_type.strip().lower() for o in observations} | {p.target_description.strip().lower()
                                                                       for p in patterns}
    selectors = {o.selector for o in observations if o.selector} | {s for p in patterns for s in p.selectors}

    def check(call: ToolCall) -> str | None:
        args = call.args
        if not isinstance(args, ConsolidatePatterns):
            return None
        for p in args.patterns:
            if p.element_type.strip().lower() not in types:
                return (f"pattern {p.id!r}: element type {p.element_type!r} is in no observation; use the element "
                        f"types observed ({', '.join(sorted(types))})")
            made_up = [s for s in p.example_selectors if s not in selectors]
            if made_up:
                return f"pattern {p.id!r}: example selectors {made_up} are in no observation; copy them from it"
            if pages and p.page_id.strip("[] ") not in pages:
                return f"pattern {p.id!r}: page {p.page_id!r} is not explored; pages are {', '.join(pages)}"
        return None

    return check


def run(llm: LLMClient, *, observations: list[RawObservation], patterns: list[BehaviorPattern], dom: str,
        final: bool = False, pages: list[str] | None = None) -> tuple[ToolCall, ConsolidatePatterns]:
    message = user_message(observations=observations, patterns=patterns, dom=dom, final=final)
    call = ask(llm, AGENT, SYSTEM, message, TOOLS, check=check_grounded(observations, patterns, pages or []))
    assert isinstance(call.args, ConsolidatePatterns)
    return call, call.args
