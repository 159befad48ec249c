"""Heuristic rules for the cover letter planner: the heading as the title, the structured data's employer, the
posting's lines that share the most words with the profile as requirements, and the profile entries they share."""

from __future__ import annotations

import json
import re

from ..context import Answer, Context, words

ROLE = "cover_letter"
TOOLS = {"plan_cover_letter"}
MAX_WORDS = 12


def _content(text: str) -> set[str]:
    return {w for w in words(text) if len(w) > 2}


def _posting(text: str) -> tuple[str, str, list[str], dict[str, str]]:
    heading = re.search(r"^HEADING: (.+)$", text, re.MULTILINE)
    employer = re.search(r"^EMPLOYER \(structured data\): (.+)$", text, re.MULTILINE)
    body = text.split("JOB POSTING:\n", 1)[-1]
    posting, _, profile = body.partition("\n\nPROFILE:\n")
    try:
        facts = {str(k): str(v) for k, v in json.loads(profile or "{}").items()}
    except json.JSONDecodeError:
        facts = {}
    lines = [" ".join(line.split()) for line in posting.splitlines()]
    return (heading.group(1).strip() if heading else "", employer.group(1).strip() if employer else "",
            [line for line in lines if line], facts)


def answer(ctx: Context) -> Answer | None:
    title, company, lines, facts = _posting(ctx.last_text)
    text = " ".join(lines).casefold()
    if not title:  # no heading: the first line of a few words that is not the site's chrome is the best guess
        title = next((line for line in lines if 2 <= len(line.split()) <= 8), lines[0] if lines else "")
    company = company if company and company.casefold() in text else ""
    fact_words = {key: _content(value) for key, value in facts.items()}
    wanted = set().union(*fact_words.values()) if fact_words else set()
    # a requirement is a short line of the posting (a list item's length) that shares words with the profile; the
    # share of its words the profile meets ranks it, so a long paragraph does not win by its length alone
    candidates = [line for line in lines if 3 <= len(line.split()) <= MAX_WORDS and line != title]
    scored = sorted(((len(_content(line) & wanted) / max(1, len(_content(line))), -i, line)
                     for i, line in enumerate(candidates)), reverse=True)
    requirements = [line for score, _, line in scored if score][:3] or candidates[:2] or [title]
    chosen = _content(" ".join(requirements)) | _content(text)
    keys = sorted(facts, key=lambda k: (-len(fact_words[k] & chosen), list(facts).index(k)))
    return Answer.call("plan_cover_letter", job_title=title, company=company, requirements=requirements,
                       profile_keys=keys[:4] or list(facts)[:1])
