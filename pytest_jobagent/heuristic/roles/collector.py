"""Heuristic rules for the Phase 2 collector: filters first, extract each page, next page, next pass, finish;
after the ThinkingAgent rejected "finish", the filter option its review names (by words) becomes a new pass."""

from __future__ import annotations

import json
import re

from ..context import Answer, Context, words
from ._page import review_instruction, sections

ROLE = "collector"
TOOLS = {"apply_filters", "select_job", "extract_data", "next_page", "finish"}


def _passes(text: str) -> list[dict]:
    out = []
    for line in text.splitlines():
        match = re.match(r"^pass \d+: (\{.*\})", line.strip())
        if match:
            try:
                out.append(json.loads(match.group(1)))
            except ValueError:
                continue
    return out


def _settings(wanted: dict) -> list[dict]:
    return [{"group": g, "options": o if isinstance(o, list) else [o]} for g, o in wanted.items()]


def answer(ctx: Context) -> Answer | None:
    ctx = ctx.before_corrections() if ctx.correction else ctx
    text = ctx.last_text
    parts = sections(text)
    head = re.search(r"FILTER PASSES: (\d+); applied so far: (\d+)", text)
    total, done = (int(head.group(1)), int(head.group(2))) if head else (0, 0)
    passes = _passes(parts.get("FILTERS WANTED", ""))
    page = parts.get("CURRENT PAGE", "")
    extracted = re.search(r"^extracted: yes", page, re.MULTILINE) is not None
    nxt = re.search(r'^next page control: "(.+)"$', page, re.MULTILINE)
    memory = parts.get("MEMORY", "")
    review = parts.get("REVIEW OF YOUR FINISH", "")
    if review:
        phase1 = re.search(r"^PHASE 1 KEY ELEMENTS:\n(.*)$", text, re.MULTILINE)
        wanted = _review_filter(review, phase1.group(1) if phase1 else "{}", passes)
        if wanted is not None:
            return Answer.call("apply_filters", filter_settings=_settings(wanted))
    if done < total and done == 0 and len(passes) > done:
        return Answer.call("apply_filters", filter_settings=_settings(passes[done]))
    if not extracted:
        return Answer.call("extract_data")
    if nxt and "NOT FOUND" not in (parts.get("LAST RESULT") or "") and "did not change" not in (parts.get("LAST RESULT") or ""):
        return Answer.call("next_page")
    if done < total and len(passes) > done:
        return Answer.call("apply_filters", filter_settings=_settings(passes[done]))
    jobs = re.search(r"jobs collected: (\d+)", memory)
    return Answer.call("finish", reason=f"every results page was walked ({jobs.group(1) if jobs else 0} jobs)")


def _review_filter(review: str, phase1: str, passes: list[dict]) -> dict | None:
    """The explored filter option whose every word the review's instruction names, unless a pass already has it."""
    instruction = review_instruction(review)
    if instruction is None:
        return None
    wanted = set(words(instruction))
    try:
        options = json.loads(phase1).get("filter_options") or {}
    except ValueError:
        return None
    had = {(g, o) for p in passes for g, v in p.items() for o in (v if isinstance(v, list) else [v])}
    for group, labels in options.items():
        for label in labels:
            label_words = set(words(label))
            if label_words and label_words <= wanted and (group, label) not in had:
                return {group: [label]}
    return None
