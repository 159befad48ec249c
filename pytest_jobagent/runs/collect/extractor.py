"""Extractor agent: maps a listing structure's fields once (map_fields) and reads one details view (extract_job)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, Field

from pytest_jobagent.llm import LLMClient, ToolCall
from pytest_jobagent.llm.prompt import ask, section

AGENT = "extractor"

SYSTEM = """You extract job data from a job site's pages for a collector. Call exactly one tool.
map_fields: you see a few items of one repeated job listing, each as text leaves `[leaf key] "text"`. Say which
leaf key holds each field (copy keys exactly; null when the listing does not show a field). Code then reads
every item of this structure with your map, so choose keys that hold the field in every item.
extract_job: you see the DOM of one job's details view. Report only values written on the page, copied
exactly (never guess or complete a value), the selector of the control that starts an application
(copied from [CLICK: "..."]), and the application kind: easy_apply (applying happens on this site, e.g. a
button that opens a form or dialog), external (a link to the employer's or an applicant-tracking site) or
unknown."""


class MapFields(BaseModel):
    """Map the fields of the sampled listing items to leaf keys."""

    title: str = Field(description="leaf key of the job title")
    company: str | None = Field(None, description="leaf key of the company name")
    location: str | None = Field(None, description="leaf key of the job location")
    salary: str | None = Field(None, description="leaf key of the pay, if listings show it")
    posted_date: str | None = Field(None, description="leaf key of when the job was posted")
    easy_apply_marker: str | None = Field(
        None, description="leaf key of a badge that marks jobs with an on-site (easy / quick) application, if any")


class ExtractJob(BaseModel):
    """Report the job shown in the details view, values copied from the page."""

    title: str
    company: str
    location: str
    salary: str | None = None
    posted_date: str | None = None
    description: str | None = Field(None, description="first sentence of the description, copied")
    apply_selector: str | None = Field(None, description='selector of the apply control, copied from [CLICK: "..."]')
    apply_type: Literal["easy_apply", "external", "unknown"] = "unknown"


def map_fields(llm: LLMClient, *, pattern: str, samples: str, filters: dict[str, list[str]] | None = None,
               check: Callable[[ToolCall], str | None] | None = None) -> tuple[ToolCall, MapFields]:
    """`filters`: the page's filter groups and their options (an "Office" filter lists the places items show)."""
    shown = "\n".join(f"{name}: {' | '.join(options[:20])}" for name, options in (filters or {}).items() if options)
    user = "\n".join([f"LISTING PATTERN: {pattern}\n", section("FILTERS ON THE PAGE", shown),
                      section("SAMPLED ITEMS", samples)])
    call = ask(llm, AGENT, SYSTEM, user, (MapFields,), check=check)
    return call, call.args


def extract_job(llm: LLMClient, *, listing: str, url: str, dom: str, check: Callable[[ToolCall], str | None] | None = None,
                earlier: str | None = None) -> tuple[ToolCall, ExtractJob]:
    """`earlier`: why the last ask about this job ended unusable (a second ask says so, and is a new request)."""
    user = "\n".join([f"URL: {url}\n", section("THE LISTING SHOWED", listing), section("DOM", dom)])
    if earlier:
        user += f"\n\nA FIRST ANSWER ABOUT THIS JOB WAS UNUSABLE: {earlier}"
    call = ask(llm, AGENT, SYSTEM, user, (ExtractJob,), check=check)
    return call, call.args
