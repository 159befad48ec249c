"""The explore run's scenario schema: `run: explore`, the key elements, behaviors and graph it must find."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from pytest_jobagent.oversight.steering import Steer
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.schema import Count, Resumable, Strict, ThinkingExpect, UsageExpect


class KeyElementExpect(Strict):
    """A key element of an exploration, checked on the live page after the run."""

    resolves: bool | None = Field(None, description="the selector matches an element on a page the run visited")
    opens: Literal["modal", "page", "content"] | None = Field(
        None, description="clicking it opens a dialog (modal), reaches another page (page) or changes the page (content)")
    min: int | None = Field(None, ge=0, description="lists (job_listings): at least this many distinct matching items")
    absent: bool | None = Field(None, description="true: the page has none, and the exploration must report none "
                                                  "(a made-up one fails)")


class BehaviorExpect(Strict):
    element: str = Field(description="element type, matched case-insensitively as a substring (e.g. 'job listing')")
    effect_contains: str | None = Field(None, description="substring of the effect, case-insensitive")
    confirmed: bool | None = None


class ExploreExpect(UsageExpect):
    success: bool = True
    page_type: str | None = None
    key_elements: dict[Literal["filter_button", "apply_button", "job_listings", "search_input", "pagination"],
                       KeyElementExpect] = Field(default_factory=dict)
    behaviors: list[BehaviorExpect] = Field(default_factory=list)
    filter_options: dict[str, list[str]] = Field(
        default_factory=dict, description="group name (substring) -> options the group must hold (substrings)")
    filter_groups: Count | None = Field(None, description="how many filter groups were mapped")
    pages: list[str] = Field(default_factory=list, description="page ids the exploration must have visited")
    edges: list[str] = Field(default_factory=list, description="'from_page -> to_page' edges of the page graph")
    steps: Count | None = Field(None, description="exploration steps (explorer turns)")
    declined: Count | None = Field(None, description="actions declined because of side effects")
    dropped_claims: Count | None = Field(None, description="selectors the model claimed that matched nothing on the "
                                                           "pages explored, left out of the key elements")
    thinking: ThinkingExpect | None = Field(None, description="what the ThinkingAgent gate did (needs `thinking:`)")
    pauses: Count | None = Field(None, description="pauses of the run (questions asked and user steering; needs `steer:`)")
    follow_ups: Count | None = Field(None, description="messages and answers the user gave during the run")


class ExploreOptions(Strict):
    """How the exploration runs."""

    agents: Literal["fused", "seed"] = Field(
        "fused", description="fused: one model call a step (the Explorer's turn carries the ChangeAnalyzer's reading, "
                             "the Consolidator is code); seed: the seed design's four agents, each its own model call "
                             "(Explorer with click/scroll/type_text/observe/done, ChangeAnalyzer after every action, "
                             "Consolidator every 3 observations or 30 s and at done, Summarizer per page)")


class ExploreScenario(Resumable):
    """Phase 1 exploration over a page graph: the Explorer's turns (with the ChangeAnalyzer's and Summarizer's parts),
    the Consolidator's grouping in memory, the FilterAnalyzer where the PageObserver read no filters."""

    run: Literal["explore"]
    explore: ExploreOptions = Field(default_factory=ExploreOptions, description="the explore mode (agents: fused | seed)")
    thinking: ThinkingOptions | None = Field(
        None, description="gate the explorer's 'done' with the ThinkingAgent (off unless given; `thinking: {}` turns it on)")
    steer: Steer | None = Field(None, description="the scripted user: messages before step N, answers to the gate's "
                                                  "questions (without it, a question is a rejection)")
    expect: ExploreExpect = Field(default_factory=ExploreExpect)


