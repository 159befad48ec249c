"""FilterAnalyzer agent: maps every filter group and its options (without applying any) when filters show up.

It reports names and options only. The controls that apply and close a filter panel are found by code in the live
panel when Phase 2 sets filters (collect/controls.py: by what a button says, Escape for a dialog): the panel is open
then, and a selector read at exploration time (often a generated id) would be stale and has no place in the
Phase 1 handoff contract.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from pytest_jobagent.llm import LLMClient
from pytest_jobagent.llm.prompt import ask, section

AGENT = "filter_analyzer"

SYSTEM = """You map the filters of a job site from the DOM: every filter group (its visible name) and all of its
options, in page order, and the control kind. Do not apply anything: only report."""


class FilterGroup(BaseModel):
    name: str = Field(description="visible group name, e.g. 'Date posted'")
    control: Literal["radio", "checkbox", "select", "link", "button", "other"]
    options: list[str] = Field(description="option labels in page order")


class MapFilters(BaseModel):
    """Report the filter groups and their options."""

    groups: list[FilterGroup]


TOOLS = (MapFilters,)


def user_message(*, where: str, dom: str) -> str:
    return "\n".join([f"FILTERS SHOWN IN: {where}\n", section("DOM", dom)])


def run(llm: LLMClient, **context: Any) -> tuple[Any, MapFilters]:
    call = ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS)
    return call, call.args
