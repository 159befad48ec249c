"""Consolidator agent: groups raw observations into behavior patterns (testing: seen once; confirmed: 2+)."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.runs.explore.memory import BehaviorPattern

from .base import ask, section
from .change_analyzer import ChangeType

AGENT = "consolidator"

SYSTEM = """You consolidate observations of a web page's behavior into patterns. Group observations that are the
same behavior on similar elements (clicking two different job listings that both update the details panel is
ONE pattern). Keep existing patterns and add the new observations to them (count grows). confidence is
"testing" when seen once and "confirmed" when seen 2+ times. Give at most 3 example selectors per pattern.
Observations that fit no pattern go to uncategorized."""


class PatternItem(BaseModel):
    id: str = Field(description="Unique pattern ID")
    page_id: str = Field(description="Page type the pattern belongs to")
    element_type: str = Field(description="Type of element")
    action: str = Field(description="Action type: click, scroll, type_text")
    effect: str = Field(description="DETAILED description of what happens")
    change_type: ChangeType
    confidence: Literal["testing", "confirmed"]
    count: int = Field(description="Times observed")
    example_selectors: list[str]


class ConsolidatePatterns(BaseModel):
    """Report consolidated behavioral patterns from observations."""

    patterns: list[PatternItem]
    uncategorized: list[str]


TOOLS = (ConsolidatePatterns,)


def user_message(*, existing_patterns: list[dict], pending_observations: list[dict], final: bool = False, **_: Any) -> str:
    existing = "\n".join(json.dumps(p, ensure_ascii=False) for p in existing_patterns) or "(none)"
    new = "\n".join(json.dumps(o, ensure_ascii=False) for o in pending_observations) or "(none)"
    return "\n".join([("FINAL consolidation: the exploration is over.\n" if final else ""),
                      section("EXISTING PATTERNS", existing), section("NEW OBSERVATIONS", new)])


def to_patterns(args: ConsolidatePatterns) -> list[BehaviorPattern]:
    return [BehaviorPattern(id=p.id, action=p.action, target_description=p.element_type, effect=p.effect,
                            change_type=p.change_type, selectors=p.example_selectors[:3], count=max(p.count, 1),
                            confirmed=p.count >= 2, page_id=p.page_id) for p in args.patterns]


def run(llm: Any, **context: Any) -> tuple[Any, ConsolidatePatterns]:
    call = ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS)
    return call, call.args
