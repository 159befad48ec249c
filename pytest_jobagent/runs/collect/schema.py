"""The collect run's scenario schema: `run: collect`, its options and the jobs it must bring back."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from pytest_jobagent.oversight.steering import Steer
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.schema import Count, MaxAmount, Resumable, Strict, ThinkingExpect, UsageExpect


class CollectOptions(Strict):
    """What a collect run does after (or without) exploring: filters, limits, a saved exploration."""

    exploration: str | None = Field(
        None, description="ExplorationResult JSON relative to this file; absent: explore the start page first")
    filters: dict[str, str | list[str]] | list[dict[str, str | list[str]]] = Field(
        default_factory=dict, description="group -> option(s); a list of mappings is several passes, in order")
    max_jobs: int = Field(100, ge=1)
    max_pages: int = Field(10, ge=1)
    max_consecutive_errors: int = Field(3, ge=1)
    max_turns: int = Field(40, ge=1, description="most Collector turns")
    extract: Literal["per_structure", "per_job"] = Field(
        "per_structure", description="per_structure: the Extractor maps a listing structure's fields once and code "
        "reads every job of it (and learned details layouts); per_job: the Extractor reads every job's details "
        "view (seed 000's Phase 2: one extract per job), no code reading")


def _regex(pattern: str) -> str:
    try:
        re.compile(pattern)
    except re.error as exc:
        raise ValueError(f"not a regular expression ({exc})") from None
    return pattern


class JobsExpect(Count):
    unique: bool | None = Field(None, description="no two jobs share a job_key")
    fields: list[str] = Field(default_factory=list, description="JobData fields every job must have non-empty")
    match_truth: str | list[str] | None = Field(
        None, description="query name(s) in the site's truth.json: the collected site ids and fields must equal "
                          "the truth's (a list: their union)")
    match_page_truth: bool | None = Field(
        None, description="the start page is a saved page with hand-counted truth (a truth.json in the site folder or a "
                          "parent, `pages.<path>.jobs`): every job of the page collected, no other, and each job's "
                          "title, company and location equal to the page's (runs/collect/page_truth.py)")
    apply_urls_resolve: bool | None = Field(None, description="every apply_url answers below HTTP 400")
    values: dict[str, Annotated[str, AfterValidator(_regex)]] = Field(
        default_factory=dict, description="JobData field -> regular expression every job's value must match "
                                          "(re.search, case-insensitive): values, not just presence")


class CollectExpect(UsageExpect):
    success: bool = True
    thinking: ThinkingExpect | None = Field(None, description="what the ThinkingAgent gate did (needs `thinking:`)")
    pauses: Count | None = Field(None, description="pauses of the run (questions asked and user steering; needs `steer:`)")
    follow_ups: Count | None = Field(None, description="messages and answers the user gave during the run")
    jobs: JobsExpect | None = None
    apply_types: dict[Literal["easy_apply", "external", "unknown"], Count] = Field(default_factory=dict)
    duplicates_skipped: Count | None = None
    pages_visited: Count | None = None
    stopped_because: str | None = Field(None, description="substring of the stop reason (max_jobs, max_pages, ...)")
    stopped_early: bool | None = None
    llm_calls_per_job: MaxAmount | None = Field(None, description="model calls of the collection (not the exploration) per job")
    extraction: dict[str, Count] = Field(
        default_factory=dict, description="CollectStats counters: list_extractions, field_maps, details_extractions, ...")


class CollectScenario(Resumable):
    """Phase 2 collection: Collector and Extractor walk the listings (exploring first unless given a result)."""

    run: Literal["collect"]
    collect: CollectOptions = Field(default_factory=CollectOptions)
    thinking: ThinkingOptions | None = Field(
        None, description="gate the collector's 'finish' with the ThinkingAgent (off unless given; `thinking: {}` turns it on)")
    steer: Steer | None = Field(None, description="the scripted user: messages before collector turn N, answers to "
                                                  "the gate's questions (without it, a question is a rejection)")
    expect: CollectExpect = Field(default_factory=CollectExpect)


