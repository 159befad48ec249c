"""A cover letter tailored to the job (seed 000, phase 3): the model picks the job's requirements, quoted from the
posting, and the profile entries that meet them; code writes the letter from those in the page's language. The
model writes no sentence of its own, so the letter holds no fact that is neither the applicant's nor the job's."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any, ClassVar

from playwright.sync_api import Page
from pydantic import BaseModel, Field

from pytest_jobagent.browser import QUIET_SINCE_LAST_CHANGE, visible_text, wait_for_settle
from pytest_jobagent.events import EventBus
from pytest_jobagent.lexicon.letters import letter_words
from pytest_jobagent.llm import LLMClient, ToolCall
from pytest_jobagent.values import structured_data

AGENT = "cover_letter"
DESCRIPTION_CHARS = 4000
NAME_KEYS = ("full_name", "name")

SYSTEM = """You plan a cover letter for one job application. From the JOB POSTING quote, word for word, the job's
title, the employer's name (empty when the posting does not name it) and one to three requirements the applicant
meets; from the PROFILE pick the keys (at most four) whose values show they meet them. Write no sentence yourself:
the letter is built from what you pick, so every fact in it is the applicant's or the job's. Answer with one
plan_cover_letter call."""


class PlanCoverLetter(BaseModel):
    """What the letter says: the job's words and the profile entries, each quoted or named exactly."""

    tool_name: ClassVar[str] = "plan_cover_letter"
    job_title: str = Field(description="the job's title, quoted from the posting")
    company: str = Field("", description="the employer's name, quoted from the posting; empty when not named")
    requirements: list[str] = Field(description="1-3 requirements, each quoted word for word from the posting")
    profile_keys: list[str] = Field(description="keys of PROFILE whose values meet those requirements (at most 4)")


class CoverLetter(BaseModel):
    """The letter and what it was made from."""

    text: str
    language: str
    job_title: str
    company: str = ""
    requirements: list[str] = Field(default_factory=list)
    profile_keys: list[str] = Field(default_factory=list)


def _plain(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def facts_of(profile: Mapping[str, Any]) -> dict[str, str]:
    """The profile entries a letter may cite: plain text values, leaving out how to reach the applicant (those go
    in the form's own fields) and the name (it signs the letter)."""
    out = {}
    for key, value in profile.items():
        if not isinstance(value, str | int | float) or isinstance(value, bool) or key in NAME_KEYS:
            continue
        text = str(value).strip()
        if not text or "@" in text or re.fullmatch(r"[+\d\s().-]{6,}", text) or re.match(r"https?://", text):
            continue
        out[key] = text
    return out


def check_plan(plan: PlanCoverLetter, posting: str, facts: Mapping[str, str]) -> str | None:
    """Why a plan cannot be written (a quote the posting does not hold, a key the profile lacks), or None."""
    text = _plain(posting)
    quoted = [("job_title", plan.job_title), ("company", plan.company)] + [("requirements", r) for r in plan.requirements]
    for name, quote in quoted:
        if quote and _plain(quote) not in text:
            return f"{name} {quote!r} is not in the JOB POSTING: quote it word for word"
    if not plan.job_title.strip():
        return "job_title is empty: quote the job's title from the JOB POSTING"
    if not 1 <= len(plan.requirements) <= 3:
        return f"give one to three requirements, not {len(plan.requirements)}"
    unknown = [k for k in plan.profile_keys if k not in facts]
    if unknown or not 1 <= len(plan.profile_keys) <= 4:
        return (f"profile_keys must be one to four of {sorted(facts)}"
                + (f"; not in PROFILE: {unknown}" if unknown else ""))
    return None


def _listed(items: list[str], joiner: str) -> str:
    items = [i.strip().rstrip(".") for i in items if i.strip()]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {joiner} {items[-1]}"


def compose(plan: PlanCoverLetter, facts: Mapping[str, str], name: str, language: str | None) -> str:
    """The letter, from the plan's quotes and the profile's values, in the frame of the page's language."""
    words = letter_words(language)
    greeting = words["greeting"].format(company=plan.company.strip()) if plan.company.strip() else \
        words["greeting_plain"]
    body = [words["opening"].format(title=plan.job_title.strip()),
            words["requirements"].format(requirements=_listed(plan.requirements, words["and"])),
            words["facts"].format(facts="; ".join(facts[k] for k in plan.profile_keys))]
    return "\n\n".join([greeting, " ".join(body), words["closing"], f"{words['sign_off']}\n{name}".strip()])


def applicant_name(profile: Mapping[str, Any]) -> str:
    for key in NAME_KEYS:
        if isinstance(profile.get(key), str):
            return str(profile[key])
    return " ".join(str(profile[k]) for k in ("first_name", "last_name") if isinstance(profile.get(k), str))


class Posting(BaseModel):
    """The job posting the run starts on, as a person reads it (capped), with what the page says of itself."""

    text: str
    language: str = ""
    heading: str = ""
    employers: list[str] = Field(default_factory=list, description="schema.org JobPosting hiringOrganization names")

    def prompt(self) -> str:
        hints = [f"HEADING: {self.heading}"] if self.heading else []
        hints += [f"EMPLOYER (structured data): {name}" for name in self.employers[:1]]
        return "\n".join([*hints, "JOB POSTING:", self.text])


def posting_of(page: Page) -> Posting:
    """Read once the page is quiet: a posting its script fills in after `load` (a heading set from fetched data) is
    read whole, not as the site's chrome around an empty heading."""
    wait_for_settle(page, QUIET_SINCE_LAST_CHANGE)
    heading = page.locator("h1").first
    title = heading.inner_text(timeout=1000).strip() if heading.count() else ""
    return Posting(text=visible_text(page)[:DESCRIPTION_CHARS],
                   language=str(page.evaluate("() => document.documentElement.lang || ''") or ""),
                   heading=" ".join(title.split()), employers=structured_data(page.content(), page.url)["employers"])


def write_cover_letter(page: Page, llm: LLMClient, profile: Mapping[str, Any],
                       events: EventBus | None = None) -> CoverLetter:
    """One model call plans the letter against the posting on `page`; code checks every quote and writes it."""
    posting = posting_of(page)
    language = posting.language
    facts = facts_of(profile)
    user = f"{posting.prompt()}\n\nPROFILE:\n{json.dumps(facts, ensure_ascii=False, indent=1)}"
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]

    def check(call: ToolCall) -> str | None:
        assert isinstance(call.args, PlanCoverLetter)
        return check_plan(call.args, posting.text, facts)

    call = llm.call(AGENT, messages, [PlanCoverLetter], check=check)
    plan = call.args
    assert isinstance(plan, PlanCoverLetter)
    letter = CoverLetter(text=compose(plan, facts, applicant_name(profile), language), language=language or "en",
                         job_title=plan.job_title, company=plan.company, requirements=plan.requirements,
                         profile_keys=plan.profile_keys)
    if events is not None:
        events.emit("cover_letter", job_title=letter.job_title, company=letter.company,
                    requirements=letter.requirements, profile_keys=letter.profile_keys, language=letter.language)
    return letter
