"""Summarizer agent: compresses one page's observations into a short understanding."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from .base import ask, section

AGENT = "summarizer"

SYSTEM = """You compress what was learned about one page type of a job site into a concise summary (2-4
sentences): what the page is for, its key elements and what they do, where it leads."""


class Summarize(BaseModel):
    """Provide condensed summary of a page."""

    page_id: str = Field(description="Which page this summary is for")
    summary: str = Field(description="Condensed understanding of the page")


TOOLS = (Summarize,)


def user_message(*, page_id: str, current_understanding: str, observations: list[str], patterns: list[str],
                 edges: list[str], filters: list[str]) -> str:
    return "\n".join([f"page_id: {page_id}\n", section("CURRENT UNDERSTANDING", current_understanding),
                      section("OBSERVATIONS", "\n".join(observations)), section("PATTERNS", "\n".join(patterns)),
                      section("EDGES", "\n".join(edges)), section("FILTERS", "\n".join(filters))])


def run(llm: Any, **context: Any) -> tuple[Any, Summarize]:
    call = ask(llm, AGENT, SYSTEM, user_message(**context), TOOLS)
    return call, call.args
