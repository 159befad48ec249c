"""Collector agent: decides the next collection step (apply_filters, select_job, extract_data, next_page, finish)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, Field

from pytest_jobagent.llm import LLMClient, ToolCall
from pytest_jobagent.llm.prompt import ask, section

AGENT = "collector"

SYSTEM = """You collect job listings from a job site that an earlier phase explored; its key elements and filter
options are given. Call exactly one tool per turn; code executes it and reports back.
Apply the wanted filters first (apply_filters, one filter pass at a time, in the order given). Each results page
is extracted as it is reached (the last result says what was found); extract_data reads the page again. Then
next_page while there is a next page; when a filter pass has no more pages, apply the next pass's filters.
select_job opens one listing and extracts it alone (for a listing the page-wide extraction missed). Call finish
with the reason once every pass is walked or the memory says to stop."""


class FilterSetting(BaseModel):
    group: str = Field(description="filter group name, e.g. 'Job type'")
    options: list[str] = Field(description="option labels to select in that group")


class ApplyFilters(BaseModel):
    """Apply filters through the filter dialog or the filter links; a filter change starts from the search page."""

    filter_settings: list[FilterSetting] = Field(description="the groups and options to select")

    def as_dict(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for setting in self.filter_settings:
            out.setdefault(setting.group, []).extend(setting.options)
        return out


class SelectJob(BaseModel):
    """Open one job listing and extract its data."""

    selector: str = Field(description="selector of the listing to open")


class ExtractData(BaseModel):
    """Extract every job listed on the current results page (deduplicated against jobs already collected)."""


class NextPage(BaseModel):
    """Go to the next page of results (Next link, numbered page, load more, or scrolling)."""


class Finish(BaseModel):
    """Stop collecting."""

    reason: str = Field(description="why the collection is complete or stops")


TOOLS = (ApplyFilters, SelectJob, ExtractData, NextPage, Finish)


def user_message(*, task: str, phase1: dict[str, Any], passes: list[dict[str, list[str]]], passes_done: int,
                 state: dict[str, Any], memory: str, last_result: str | None, review: str | None = None,
                 follow_ups: list[str] | None = None) -> str:
    wanted = [f"pass {i}: {json.dumps(p, ensure_ascii=False)}" + (" (applied)" if i <= passes_done else "")
              for i, p in enumerate(passes, 1)]
    head = [f"Task: {task}",
            f"FILTER PASSES: {len(passes)}; applied so far: {passes_done}"]
    state_lines = "\n".join(f"{k}: {v}" for k, v in state.items())
    parts = ["\n".join(head) + "\n",
             section("FILTERS WANTED", "\n".join(wanted) or "none"),
             section("PHASE 1 KEY ELEMENTS", json.dumps(phase1, ensure_ascii=False)),
             section("LAST RESULT", last_result),
             section("REVIEW OF YOUR FINISH (do this before finishing again)", review),
             section("USER FOLLOW-UPS (they change the task)", "\n".join(f"- {m}" for m in follow_ups or [])),
             section("CURRENT PAGE", state_lines),
             section("MEMORY", memory)]
    return "\n".join(p for p in parts if p)


def run(llm: LLMClient, check: Callable[[ToolCall], str | None] | None = None, **context: Any) -> ToolCall:
    return ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS, check=check)
