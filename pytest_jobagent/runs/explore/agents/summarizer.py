"""Summarizer role: a short understanding of each page type explored. It rides in the explorer's `done`
(page_summaries); one call of its own summarizes every page at once only when a run ends without them (a
breaker's forced finish, a done that left them out). In the seed mode it is an agent of its own, one page a call
(`run_one`, the summarize tool): before the exploration leaves a page type, and for every page at done."""

from __future__ import annotations

from pydantic import BaseModel, Field

from pytest_jobagent.llm import LLMClient, ToolCall
from pytest_jobagent.llm.prompt import ask, section

AGENT = "summarizer"

ROLE = """As the Summarizer, done gives page_summaries: for each page type in MEMORY, 2-4 sentences on what the
page is for, what its key elements do, where it leads."""

SYSTEM = """You compress what was learned about each page type of a job site into a concise summary per page
(2-4 sentences): what the page is for, its key elements and what they do, where it leads."""


class PageSummary(BaseModel):
    page_id: str
    summary: str


class SummarizePages(BaseModel):
    """Provide a condensed summary of each page."""

    summaries: list[PageSummary]


TOOLS = (SummarizePages,)


def page_block(*, page_id: str, current_understanding: str, observations: list[str], patterns: list[str],
               edges: list[str], filters: list[str]) -> str:
    return "\n".join([f"page_id: {page_id}\n", section("CURRENT UNDERSTANDING", current_understanding),
                      section("OBSERVATIONS", "\n".join(observations)), section("PATTERNS", "\n".join(patterns)),
                      section("EDGES", "\n".join(edges)), section("FILTERS", "\n".join(filters))])


def run(llm: LLMClient, pages: list[str]) -> tuple[ToolCall, SummarizePages]:
    call = ask(llm, AGENT, SYSTEM, "\n\n".join(pages), TOOLS)
    assert isinstance(call.args, SummarizePages)
    return call, call.args


# ---- the Summarizer as its own agent, one page a call (explore's seed mode) ----------------------------------------

SEED_SYSTEM = """You compress what was learned about one page type of a job site into a condensed understanding
(2-4 sentences): what the page is for, its key elements and what they do, where it leads. Call summarize once,
with the page_id you were given. The summary replaces the page's raw observations."""


class Summarize(BaseModel):
    """Provide condensed summary of a page."""

    page_id: str = Field(description="Which page this summary is for")
    summary: str = Field(description="Condensed understanding of the page")


def run_one(llm: LLMClient, page: str, page_id: str) -> tuple[ToolCall, Summarize]:
    """One page's block (page_block) in, its summary out (for that page: another page id is sent back)."""

    def same_page(call: ToolCall) -> str | None:
        given = getattr(call.args, "page_id", page_id).strip("[] ")
        return None if given == page_id else f"summarize the page {page_id!r} you were given, not {given!r}"

    call = ask(llm, AGENT, SEED_SYSTEM, page, (Summarize,), check=same_page)
    assert isinstance(call.args, Summarize)
    return call, call.args
