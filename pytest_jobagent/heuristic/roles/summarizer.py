"""Heuristic rules for the Summarizer: each page's understanding, learned behaviors, edges and filters in a few lines
(summarize_pages: every page of the prompt; summarize: the seed mode's one page)."""

from __future__ import annotations

import re

from ..context import Answer, Context
from ._page import sections

ROLE = "summarizer"
TOOLS = {"summarize_pages"}  # the seed mode offers summarize (one page a call)


def _one(block: str) -> dict[str, str] | None:
    match = re.search(r"^page_id:\s*(\S+)", block, re.MULTILINE)
    if match is None:
        return None
    parts = sections(block)
    understanding = parts.get("CURRENT UNDERSTANDING", "").split("Learned:")[0].strip().rstrip(".")
    learned = [line.strip() for line in parts.get("PATTERNS", "").splitlines() if line.strip()]
    if not learned:
        learned = [re.sub(r' "[^"]*"', "", line.strip()) for line in parts.get("OBSERVATIONS", "").splitlines() if line.strip()]
    edges = [line.strip() for line in parts.get("EDGES", "").splitlines() if line.strip()]
    filters = [line.split(":", 1)[0].strip() for line in parts.get("FILTERS", "").splitlines() if line.strip()]
    return {"page_id": match.group(1), "summary": compose(understanding, learned, edges, filters)}


def compose(understanding: str, learned: list[str], links: list[str], filters: list[str]) -> str:
    """One page's summary: what it is, what was learned there, where it leads, its filters (the explorer's done
    writes its page summaries with this too)."""
    summary = understanding + "."
    if learned:
        summary += " Learned: " + "; ".join(dict.fromkeys(learned))[:400] + "."
    if links:
        summary += " Links: " + "; ".join(links)[:200] + "."
    if filters:
        summary += " Filters: " + ", ".join(filters) + "."
    return summary


def answer(ctx: Context) -> Answer | None:
    if ctx.offers("summarize"):  # the seed mode: the one page of the prompt
        one = _one(ctx.last_text)
        return Answer.call("summarize", **one) if one is not None else None
    blocks = re.split(r"(?m)^(?=page_id:)", ctx.last_text)
    summaries = [s for s in (_one(b) for b in blocks) if s is not None]
    return Answer.call("summarize_pages", summaries=summaries)
